// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "chartlayout.h"

#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

class QChartView;

namespace ts {

/// Saves a chart laid out for the picture rather than for the screen: the chart is laid out at
/// the export's size in logical pixels, so its own layout rule (ChartLayout: titles broken into
/// lines, ticks thinned, device names shortened by DeviceLabel, value labels placed) fits every
/// text to that size, then rendered, then laid out at its view's size again. PNG paints that
/// layout at a device pixel ratio (2: sharp on a slide or in print), SVG and PDF draw the same
/// layout as vectors, so every format shows the same picture whatever the view's size on screen
/// (a chart squeezed into a 300 × 200 cell exports as well as a maximised one).
/// Writes atomically; each save returns an empty string on success, else the reason.
class ChartExport
{
public:
    /// The default picture: 1600 × 1000 logical pixels at 2×, a 3200 × 2000 PNG.
    static constexpr QSize kDefaultSize { 1600, 1000 };
    static constexpr double kDefaultScale = 2.0;

    /// The chart laid out at `size` logical pixels and painted at `scale` (a device pixel
    /// ratio): an image of size × scale pixels whose devicePixelRatio() is `scale`.
    static QImage image(QChartView* view, QSize size = kDefaultSize, double scale = kDefaultScale);
    static QString savePng(QChartView* view, const QString& path, QSize size = kDefaultSize,
        double scale = kDefaultScale);
    /// `size` logical pixels as the drawing's size and view box.
    static QString saveSvg(QChartView* view, const QString& path, QSize size = kDefaultSize);
    /// One page of `size` logical pixels at 96 per inch (1600 × 1000: 16.7 × 10.4 in).
    static QString savePdf(QChartView* view, const QString& path, QSize size = kDefaultSize);
    /// By the file name's suffix (.png, .svg or .pdf); `scale` applies to PNG only.
    static QString save(QChartView* view, const QString& path, QSize size = kDefaultSize,
        double scale = kDefaultScale);
    /// The suffixes save() knows, lower case without the dot: png, svg, pdf.
    static QStringList suffixes();
    /// The chart's texts as laid out at `size` (what image() shows), in the picture's logical
    /// coordinates: for checking that an export cuts or overlaps no text.
    static QList<ChartTextItem> textItems(QChartView* view, QSize size = kDefaultSize);
};

} // namespace ts
