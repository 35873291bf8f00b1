// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QPalette>

class QChart;
class QChartView;
class QAbstractAxis;

namespace ts {

/// How every comparison chart looks: palette-driven background, text and grid colours and
/// projector-sized fonts, so light and dark themes and all charts agree.
class ChartStyle
{
public:
    /// Title, axis and label fonts derived from the application font (titles larger, bold).
    static QFont titleFont();
    static QFont labelFont();
    /// Presentation mode enlarges every chart's type and lines by this factor (1: normal).
    /// Charts read it when the palette is applied, so set it before re-applying the theme.
    static void setScale(double scale);
    static double scale();
    /// A line width in pixels at the current scale.
    static double lineWidth(double pixels) { return pixels * scale(); }
    /// Applies the palette's colours and the fonts to a chart and all its axes.
    static void apply(QChart* chart, const QPalette& palette);
    /// Shows `chart` in `view`, which owns it from then on, and deletes the empty chart that
    /// QChartView's constructor made: setChart() hands the previous chart back to the caller
    /// (Qt documents this), so without the delete every chart view leaks one QChart.
    static void install(QChartView* view, QChart* chart);
    static void applyToAxis(QAbstractAxis* axis, const QPalette& palette);
};

} // namespace ts
