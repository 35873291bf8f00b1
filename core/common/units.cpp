// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "units.h"

#include <cmath>

namespace ts::units {

QString gibNumber(double bytes, int decimals, const QLocale& locale)
{
    return locale.toString(gib(bytes), 'f', decimals);
}

QString gibText(double bytes, int decimals, const QLocale& locale)
{
    return gibNumber(bytes, decimals, locale) + QStringLiteral(" GiB");
}

QString percentNumber(double fraction, int decimals, const QLocale& locale)
{
    return locale.toString(100.0 * fraction, 'f', decimals);
}

QString percentText(double fraction, int decimals, const QLocale& locale)
{
    return percentNumber(fraction, decimals, locale) + QLatin1Char('%');
}

QString signedPercentText(double fraction, int decimals, const QLocale& locale, QChar minus)
{
    const QString sign
        = std::signbit(fraction) && fraction != 0 ? QString(minus) : QStringLiteral("+");
    return sign + percentText(std::abs(fraction), decimals, locale);
}

ScaledDuration scaledDuration(double seconds, TimeUnit largest)
{
    const auto allowed = [largest](TimeUnit unit) { return int(unit) <= int(largest); };
    if (allowed(TimeUnit::Days) && seconds >= kSecondsPerDay)
        return { seconds / kSecondsPerDay, TimeUnit::Days };
    if (allowed(TimeUnit::Hours) && seconds >= kSecondsPerHour)
        return { seconds / kSecondsPerHour, TimeUnit::Hours };
    if (allowed(TimeUnit::Seconds) && seconds >= 1)
        return { seconds, TimeUnit::Seconds };
    if (allowed(TimeUnit::Milliseconds) && seconds >= 1e-3)
        return { seconds * 1e3, TimeUnit::Milliseconds };
    return { seconds * 1e6, TimeUnit::Microseconds };
}

QString durationText(double seconds)
{
    const ScaledDuration d = scaledDuration(seconds);
    switch (d.unit) {
    case TimeUnit::Days:
        return QString::number(d.value, 'f', 2) + QStringLiteral(" d");
    case TimeUnit::Hours:
        return QString::number(d.value, 'f', 2) + QStringLiteral(" h");
    case TimeUnit::Seconds:
        return QString::number(d.value, 'f', 3) + QStringLiteral(" s");
    case TimeUnit::Milliseconds:
        return QString::number(d.value, 'f', 2) + QStringLiteral(" ms");
    case TimeUnit::Microseconds:
        break;
    }
    return QString::number(d.value, 'f', 1) + QStringLiteral(" us");
}

} // namespace ts::units
