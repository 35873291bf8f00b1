// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <optional>

namespace ts {

/// A thread-block (CTA) tile of a tiled GEMM kernel: m × n outputs per CTA, consuming K in
/// slabs of k (0 where the slab is left to the model). The one tile type of the engine's GPU
/// model and the SIMT simulator; written M×N×K ("128x128x32") like GemmShape.
struct TileShape
{
    int m = 0;
    int n = 0;
    int k = 0;

    /// "128x128x32".
    QString text() const;
    /// Parses "MxNxK" (each a positive integer of at most four digits, 'x' or 'X' between,
    /// spaces around); nothing otherwise.
    static std::optional<TileShape> fromText(const QString& text);
    friend constexpr bool operator==(const TileShape&, const TileShape&) = default;
};

} // namespace ts
