// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QtGlobal>

namespace ts::cli {

/// Bytes in GiB for the command-line tables: "74.50 GiB" (2 decimals by default; binary units,
/// as the Explain pane and `workload show` print memory).
QString gibText(double bytes, int decimals = 2);

} // namespace ts::cli
