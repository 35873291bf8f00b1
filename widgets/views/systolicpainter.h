// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "systolic/snapshot.h"
#include "systolicstyle.h"

#include <QCoreApplication>
#include <QRectF>

class QPainter;

namespace ts {

/// Draws one systolic-array snapshot: the PE grid with the operands entering at the left and top
/// edges and outputs leaving at the bottom, the A, B and C matrices beside it (the tile in flight
/// highlighted, finished outputs of C filled), a caption and a legend. Stateless: the same
/// snapshot, rectangle and style always give the same picture.
///
/// Arrays up to kMaxValueSide × kMaxValueSide are drawn as vector cells with the stationary value
/// and the moving operands written inside each PE; larger ones as a heat map written directly
/// into a QImage, one pattern tile per PE state.
class SystolicPainter
{
    Q_DECLARE_TR_FUNCTIONS(ts::SystolicPainter)

public:
    static constexpr int kMaxValueSide = 16;

    /// Where everything goes inside a rectangle; exposed so tests can sample pixels.
    struct Layout
    {
        double fontPixels = 12;
        QRectF caption;
        QRectF grid; ///< the PE grid: cols × cell wide, rows × cell tall
        double cell = 0;
        int rows = 0;
        int cols = 0;
        QRectF leftEdge, topEdge, bottomEdge;
        QRectF aMatrix, bMatrix, cMatrix;
        QRectF legend;

        QRectF peRect(int row, int col) const;
        /// The pixel area showing C(m, n) in the C matrix (C is m × n: gemm.m() rows, gemm.n()
        /// cols).
        QRectF outputRect(std::int64_t m, std::int64_t n, const GemmShape& gemm) const;
    };

    /// `minimumTextPixels`: SystolicStyle::minimumTextPixels.
    /// A PE's value for people: integers as they are below a million, then "8.81 M", "1.50 G"
    /// (an accumulator once read "8.81e+06" on a projector, issue 19), fractions to three
    /// digits, in the current locale.
    static QString formatValue(float value);

    static Layout layout(
        const systolic::Snapshot& snapshot, const QRectF& rect, double minimumTextPixels = 11);
    static void paint(QPainter& painter, const systolic::Snapshot& snapshot, const QRectF& rect,
        const SystolicStyle& style);
};

} // namespace ts
