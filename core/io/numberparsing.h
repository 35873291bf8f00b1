// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QtGlobal>
#include <optional>

namespace ts::io {

/// Why a number typed by a user (a command-line option, a spin box) was rejected.
enum class NumberProblem {
    None,
    NotANumber, ///< empty, not a number, or not a whole number where one is required
    NotFinite, ///< NaN or infinity
    TooSmall, ///< below the minimum
    TooLarge, ///< above the maximum (including values that do not fit 64 bits)
};

/// Parses a whole number in [minimum, maximum]. Accepts surrounding spaces, a leading '+', and
/// digit separators '_' and ',' between groups of three digits (1_000_000, 1,024); rejects
/// other separators ("1,5" is not 15), fractions, exponents, hex and anything else. Never
/// overflows: values beyond 64 bits are TooLarge (or TooSmall when negative).
std::optional<qint64> parseInteger(
    const QString& text, qint64 minimum, qint64 maximum, NumberProblem* problem = nullptr);

/// Parses a finite decimal number (exponents allowed) in [minimum, maximum].
std::optional<double> parseNumber(
    const QString& text, double minimum, double maximum, NumberProblem* problem = nullptr);

/// An English sentence fragment for the CLI, e.g. "must be at least 1" or "is not a number".
QString describeProblem(NumberProblem problem, const QString& minimum, const QString& maximum);

} // namespace ts::io
