// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace ts::engine {

/// Why the engine could not estimate something. A code, not a sentence: the CLI and the GUI
/// each word it (translated) where they show it.
enum class EngineError {
    None,
    NoMatrixRate, ///< the device has no matrix peak for the precision nor for any fallback
    InvalidShape, ///< a GEMM with a zero or negative dimension, or one that overflows
    InvalidOptions, ///< an EngineOptions field is NaN, infinite or outside its range
    NotFinite, ///< the device's figures give no finite estimate (e.g. absurd but parseable)
};

/// A stable code for files and JSON: "no-matrix-rate", "invalid-shape", "invalid-options",
/// "not-finite" (empty for None). The words are EngineErrorText's (widgets), translated.
inline QString engineErrorCode(EngineError error)
{
    switch (error) {
    case EngineError::None:
        return {};
    case EngineError::NoMatrixRate:
        return QStringLiteral("no-matrix-rate");
    case EngineError::InvalidShape:
        return QStringLiteral("invalid-shape");
    case EngineError::InvalidOptions:
        return QStringLiteral("invalid-options");
    case EngineError::NotFinite:
        return QStringLiteral("not-finite");
    }
    return {};
}

} // namespace ts::engine
