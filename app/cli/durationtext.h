// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace ts::cli {

/// A duration for the command-line tables of `scale` and `serve`: "1.234 s", "12.35 ms",
/// "812.5 us" (ASCII "us": the tables are read by scripts and terminals of every locale).
/// A duration for the command-line tables, in the largest unit that keeps it readable:
/// "2.50 d", "1.25 h", "3.075 s", "12.50 ms", "40.0 us". The one duration format of the CLI's
/// text output (JSON keeps seconds).
QString durationText(double seconds);

} // namespace ts::cli
