// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "simt/divergencesimulator.h"
#include "simt/simtsnapshot.h"
#include "simtstyle.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>

class QPainter;

namespace ts {

/// Draws one cycle of a SIMT GEMM: every SM as a tile (a header in the SM's activity colour,
/// its resident warps as bars coloured by state), the output matrix C with each finished tile
/// coloured by the wave that computed it (running tiles hatched), and a zoom on one SM down to
/// the 32 lanes of one warp. Also draws the divergence demo (paintDivergence). Stateless.
class SimtPainter
{
    Q_DECLARE_TR_FUNCTIONS(ts::SimtPainter)

public:
    /// What the zoom panel shows.
    struct Focus
    {
        int sm = 0;
        int warp = 0; ///< resident warp slot of that SM
        QString title; ///< first caption line (device, GEMM, kernel)
    };

    /// Where everything goes inside a rectangle; exposed so tests can sample pixels.
    struct Layout
    {
        double fontPixels = 12;
        QRectF caption;
        QRectF smGrid;
        int smColumns = 1;
        int smRows = 1;
        double smWidth = 0;
        double smHeight = 0;
        QRectF cMatrix;
        QRectF zoom;
        QRectF legend;

        QRectF smRect(int sm) const;
        /// The strip at the top of an SM tile filled with the SM's activity colour.
        QRectF smHeader(int sm) const;
        QRectF tileRect(
            std::int64_t row, std::int64_t col, std::int64_t rows, std::int64_t cols) const;
    };

    /// `minimumTextPixels`: SimtStyle::minimumTextPixels.
    static Layout layout(
        const simt::SimtSnapshot& snapshot, const QRectF& rect, double minimumTextPixels = 11);
    static void paint(QPainter& painter, const simt::SimtSnapshot& snapshot, const QRectF& rect,
        const SimtStyle& style, const Focus& focus);
    /// The divergence demo in step `cycle` (−1: before the first): the program with the issuing
    /// instruction marked, and the warp's 32 lanes with their mask, x and y.
    static void paintDivergence(QPainter& painter, const simt::DivergenceSimulator& demo,
        std::int64_t cycle, const QRectF& rect, const SimtStyle& style);
    static QString stateName(simt::WarpState state);

private:
    // paint()'s steps, top to bottom of the picture.
    static void paintCaption(QPainter& p, const simt::SimtSnapshot& s, const Layout& l,
        const SimtStyle& style, const Focus& focus);
    static void paintSmTiles(QPainter& p, const simt::SimtSnapshot& s, const Layout& l,
        const SimtStyle& style, const Focus& focus);
    static void paintOutputTiles(QPainter& p, const simt::SimtSnapshot& s, const Layout& l,
        const SimtStyle& style, const Focus& focus);
    static void paintZoom(QPainter& p, const simt::SimtSnapshot& s, const Layout& l,
        const SimtStyle& style, const Focus& focus);
    static void paintLegend(QPainter& p, const Layout& l, const SimtStyle& style);
};

} // namespace ts
