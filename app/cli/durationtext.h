// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace ts::cli {

/// A duration for the command-line tables of `scale` and `serve`: "1.234 s", "12.35 ms",
/// "812.5 us" (ASCII "us": the tables are read by scripts and terminals of every locale).
QString durationText(double seconds);

} // namespace ts::cli
