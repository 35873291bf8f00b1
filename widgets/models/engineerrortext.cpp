// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "engineerrortext.h"

namespace ts {

QString EngineErrorText::describe(engine::EngineError error)
{
    switch (error) {
    case engine::EngineError::None:
        return {};
    case engine::EngineError::NoMatrixRate:
        return tr("the device has no matrix rate for the precision or a fallback");
    case engine::EngineError::InvalidShape:
        return tr("a dimension is zero, negative or too large to estimate");
    case engine::EngineError::InvalidOptions:
        return tr("an engine option is not a finite number in its range");
    case engine::EngineError::NotFinite:
        return tr("the device's figures give no finite estimate");
    }
    return {};
}

} // namespace ts
