// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

namespace ts::units {

// The unit conversions every layer uses, written once (issue 33: the same constants were
// defined in eight files and inlined in eight more). Memory is shown in GiB everywhere
// (docs/architecture.md, "Units").

inline constexpr double kSecondsPerHour = 3600.0;
inline constexpr double kJoulesPerKwh = 3.6e6;
inline constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;

/// What `seconds` on `chips` chips cost at `usdPerChipHour` dollars per chip-hour.
constexpr double usdFor(double seconds, double usdPerChipHour, double chips = 1.0)
{
    return seconds / kSecondsPerHour * usdPerChipHour * chips;
}

} // namespace ts::units
