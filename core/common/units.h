// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QChar>
#include <QLocale>
#include <QString>

namespace ts::units {

// The unit conversions and number formats every layer uses, written once (issue 33: the same
// constants were defined in eight files and inlined in eight more, with six percent and seven
// duration helpers). Memory is shown in GiB everywhere, the window, the CLI, tours and
// handouts (docs/architecture.md, "Units"): the catalog's capacities are what the runtime
// reports, and runtimes count in 2^30 bytes (docs/catalog.md, "Memory capacity").
//
// Text functions take the locale to write numbers in: the window passes the user's
// (`QLocale()`), the command line the C locale (the default), so its tables and goldens do not
// move with the machine's language. Unit words the window shows stay in its tr() strings.

inline constexpr double kSecondsPerHour = 3600.0;
inline constexpr double kSecondsPerDay = 86400.0;
inline constexpr double kJoulesPerKwh = 3.6e6;
inline constexpr double kBytesPerMiB = 1024.0 * 1024.0;
inline constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kBytesPerTiB = 1024.0 * kBytesPerGiB;

/// `bytes` in GiB (2^30 bytes), the unit memory is shown in.
constexpr double gib(double bytes)
{
    return bytes / kBytesPerGiB;
}

/// What `seconds` on `chips` chips cost at `usdPerChipHour` dollars per chip-hour.
constexpr double usdFor(double seconds, double usdPerChipHour, double chips = 1.0)
{
    return seconds / kSecondsPerHour * usdPerChipHour * chips;
}

/// Dollars per million tokens at `tokensPerSecond` on one chip rented at `usdPerChipHour`;
/// 0 when nothing is produced.
constexpr double usdPerMillionTokens(double usdPerChipHour, double tokensPerSecond)
{
    return tokensPerSecond > 0 ? usdPerChipHour / kSecondsPerHour / tokensPerSecond * 1e6 : 0.0;
}

/// `bytes` as a GiB number with `decimals` decimals, no unit: "79.6" ("79,6" in German).
QString gibNumber(double bytes, int decimals, const QLocale& locale = QLocale::c());

/// `bytes` as "74.50 GiB" (the command line's form; the window writes the unit in its tr()
/// strings around gibNumber()).
QString gibText(double bytes, int decimals = 2, const QLocale& locale = QLocale::c());

/// 100 × `fraction` with `decimals` decimals, no sign: "12.3" (the window's sentences put the
/// "%" themselves, some with a space before it).
QString percentNumber(double fraction, int decimals, const QLocale& locale = QLocale::c());

/// "12.3%": percentNumber() and a percent sign.
QString percentText(double fraction, int decimals = 1, const QLocale& locale = QLocale::c());

/// "+12.3%" or "-0.4%": always signed, the sign taken from `fraction` itself (so a small
/// negative error still reads negative: "-0.0%"); `minus` is the sign written for a negative
/// value ('-' on the command line, U+2212 in the window).
QString signedPercentText(double fraction, int decimals = 1, const QLocale& locale = QLocale::c(),
    QChar minus = QLatin1Char('-'));

/// The units a duration is written in, smallest first.
enum class TimeUnit { Microseconds, Milliseconds, Seconds, Hours, Days };

/// A duration in the unit it reads best in: days from one day, hours from one hour, seconds
/// from one second, milliseconds from 1 ms, microseconds below (minutes are skipped: "90 s",
/// then "1.5 h"). `largest` caps the unit (an operator's time never reads in hours).
struct ScaledDuration
{
    double value = 0;
    TimeUnit unit = TimeUnit::Seconds;
};
ScaledDuration scaledDuration(double seconds, TimeUnit largest = TimeUnit::Days);

/// The command line's duration: "2.00 d", "1.50 h", "12.345 s", "3.21 ms", "12.3 us" (ASCII
/// units, C locale, 2, 2, 3, 2 and 1 decimals).
QString durationText(double seconds);

} // namespace ts::units
