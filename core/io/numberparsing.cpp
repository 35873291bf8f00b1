// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "numberparsing.h"

#include <cmath>
#include <limits>

namespace ts::io {

namespace {

std::optional<qint64> fail(NumberProblem* problem, NumberProblem value)
{
    if (problem)
        *problem = value;
    return std::nullopt;
}

/// True if the separators '_' and ',' in `digits` (no sign) only group thousands: a first group
/// of 1 to 3 digits, then groups of exactly 3 ("1,000,000", "1_000"). "1,5" is a European
/// decimal or a typo, not 15.
bool separatorsGroupThousands(const QString& digits)
{
    qsizetype group = 0;
    bool first = true;
    for (QChar c : digits) {
        if (c == QLatin1Char('_') || c == QLatin1Char(',')) {
            if (group == 0 || (first ? group > 3 : group != 3))
                return false;
            first = false;
            group = 0;
        } else {
            ++group;
        }
    }
    return first || group == 3;
}

} // namespace

std::optional<qint64> parseInteger(
    const QString& text, qint64 minimum, qint64 maximum, NumberProblem* problem)
{
    QString digits = text.trimmed();
    const qsizetype signLength
        = digits.startsWith(QLatin1Char('+')) || digits.startsWith(QLatin1Char('-')) ? 1 : 0;
    if (!separatorsGroupThousands(digits.mid(signLength)))
        return fail(problem, NumberProblem::NotANumber);
    digits.remove(QLatin1Char('_'));
    digits.remove(QLatin1Char(','));
    bool negative = false;
    if (digits.startsWith(QLatin1Char('+')) || digits.startsWith(QLatin1Char('-'))) {
        negative = digits.front() == QLatin1Char('-');
        digits.remove(0, 1);
    }
    if (digits.isEmpty())
        return fail(problem, NumberProblem::NotANumber);
    // Accumulate with an explicit bound so that no input can overflow.
    quint64 magnitude = 0;
    bool huge = false;
    for (QChar c : digits) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return fail(problem, NumberProblem::NotANumber);
        const quint64 digit = quint64(c.unicode() - u'0');
        if (magnitude > (std::numeric_limits<quint64>::max() - digit) / 10)
            huge = true;
        else
            magnitude = magnitude * 10 + digit;
    }
    constexpr quint64 kMaxMagnitude = quint64(std::numeric_limits<qint64>::max());
    if (huge || magnitude > kMaxMagnitude + (negative ? 1 : 0))
        return fail(problem, negative ? NumberProblem::TooSmall : NumberProblem::TooLarge);
    const qint64 value = negative ? qint64(0 - magnitude) : qint64(magnitude);
    if (value < minimum)
        return fail(problem, NumberProblem::TooSmall);
    if (value > maximum)
        return fail(problem, NumberProblem::TooLarge);
    if (problem)
        *problem = NumberProblem::None;
    return value;
}

std::optional<double> parseNumber(
    const QString& text, double minimum, double maximum, NumberProblem* problem)
{
    auto failed = [problem](NumberProblem p) -> std::optional<double> {
        if (problem)
            *problem = p;
        return std::nullopt;
    };
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    const QString lowered = text.trimmed().toLower();
    if (lowered.contains(QLatin1String("nan")) || lowered.contains(QLatin1String("inf")))
        return failed(NumberProblem::NotFinite);
    // QString::toDouble reports overflow as failure with an infinite value.
    if (!ok)
        return failed(std::isinf(value) ? NumberProblem::NotFinite : NumberProblem::NotANumber);
    if (!std::isfinite(value))
        return failed(NumberProblem::NotFinite);
    if (value < minimum)
        return failed(NumberProblem::TooSmall);
    if (value > maximum)
        return failed(NumberProblem::TooLarge);
    if (problem)
        *problem = NumberProblem::None;
    return value;
}

QString describeProblem(NumberProblem problem, const QString& minimum, const QString& maximum)
{
    switch (problem) {
    case NumberProblem::None:
        return {};
    case NumberProblem::NotANumber:
        return QStringLiteral("is not a number");
    case NumberProblem::NotFinite:
        return QStringLiteral("is not finite");
    case NumberProblem::TooSmall:
        return minimum.isEmpty() ? QStringLiteral("is too small")
                                 : QStringLiteral("must be at least ") + minimum;
    case NumberProblem::TooLarge:
        // A caller that gives no maximum still gets a sentence (issue 34 item 9: "at most .").
        return maximum.isEmpty() ? QStringLiteral("is too large")
                                 : QStringLiteral("must be at most ") + maximum;
    }
    return {};
}

} // namespace ts::io
