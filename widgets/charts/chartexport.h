// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QChartView;

namespace ts {

/// Saves a chart as it is shown: PNG (at 2× for print) or SVG (vector, via QSvgGenerator).
/// Writes atomically; each returns an empty string on success, else the reason.
class ChartExport
{
public:
    static QString savePng(QChartView* view, const QString& path);
    static QString saveSvg(QChartView* view, const QString& path);
    /// By the file name's suffix (.png or .svg).
    static QString save(QChartView* view, const QString& path);
};

} // namespace ts
