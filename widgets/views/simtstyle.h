// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "simt/simtsnapshot.h"

#include <QColor>
#include <QList>
#include <QPalette>

namespace ts {

/// The semantic colours the SIMT painter draws with: one per warp state and SM activity, and a
/// cycle of wave colours for C. Okabe–Ito hues (as ts::Theme and SystolicStyle), so states stay
/// apart under the common colour-vision deficiencies; the painter doubles them with patterns
/// and labels.
struct SimtStyle
{
    QColor background;
    /// The smallest type the painter uses, px: its text follows the canvas's height (1/40 of
    /// it) down to this. Presentation mode raises it to 1/40 of the window's height, so the
    /// back row can read the cell values and legend on a canvas that shares the screen with a
    /// tour caption (issue 19).
    double minimumTextPixels = 11;
    QColor text;
    QColor gridLine;
    QColor empty;
    QColor issuing; ///< also an SM that issues or keeps its tensor cores busy
    QColor ready;
    QColor waitingTensor;
    QColor waitingMemory; ///< also a stalled SM
    QColor barrier;
    QColor done;
    QList<QColor> waves; ///< finished C tiles, by wave (cycled)

    QColor color(simt::WarpState state) const;
    QColor color(simt::SmActivity activity) const;
    QColor waveColor(std::int64_t wave) const;

    /// Colours for a palette: light or dark is inferred from the window colour's lightness.
    static SimtStyle fromPalette(const QPalette& palette);
};

} // namespace ts
