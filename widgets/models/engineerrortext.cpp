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

QString EngineErrorText::splitProblem(const scaling::ScalingResult& r)
{
    // The words were first the CLI's `scale`'s, under its translation context; they keep it,
    // and with it their translations.
    const QString reason = describe(r.engineError);
    return r.engineErrorOperator.isEmpty()
        ? QCoreApplication::translate(
            "ts::cli::ScaleCommand", "the engine cannot estimate the step: %1")
              .arg(reason)
        : QCoreApplication::translate("ts::cli::ScaleCommand", "the engine cannot estimate %1: %2")
              .arg(r.engineErrorOperator, reason);
}

} // namespace ts
