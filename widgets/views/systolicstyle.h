// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "systolic/geometry.h"

#include <QColor>
#include <QPalette>

namespace ts {

/// The semantic colours the systolic-array painter draws with: one per PE state plus the
/// matrices' and text colours. States also differ by pattern (see SystolicPainter), so colour is
/// never the only cue. PE colours are Okabe–Ito hues (as in ts::Theme), distinguishable under the
/// common colour-vision deficiencies.
struct SystolicStyle
{
    QColor background;
    /// The smallest type the painter uses, px: its text follows the canvas's height (1/40 of
    /// it) down to this. Presentation mode raises it to 1/40 of the window's height, so the
    /// back row can read the cell values and legend on a canvas that shares the screen with a
    /// tour caption (issue 19).
    double minimumTextPixels = 11;
    QColor text;
    QColor gridLine;
    QColor idle;
    QColor loading;
    QColor filling;
    QColor active;
    QColor draining;
    QColor outputDone;
    QColor outputPending;
    QColor tile; ///< the slice of A, B and C in flight

    QColor color(systolic::PeActivity activity) const;

    /// Colours for a palette: light or dark is inferred from the window colour's lightness.
    static SystolicStyle fromPalette(const QPalette& palette);
};

} // namespace ts
