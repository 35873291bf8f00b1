// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lazytext.h"

#include <QChartView>
#include <QColor>
#include <QList>
#include <QStringList>
#include <cmath>
#include <limits>

class QCategoryAxis;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QValueAxis;

namespace ts {

/// One column of a ColumnChart: a device, its colour and its (stacked) values.
struct ChartColumn
{
    QString label;
    QColor color;
    /// Stacked from the bottom; one value for a plain column.
    QList<double> segments;
    /// Rich text shown on hover: how the value was derived (built on the first hover).
    LazyText explanation;
    /// A horizontal mark across the column (e.g. memory capacity); NaN: none.
    double marker = std::numeric_limits<double>::quiet_NaN();
    /// Drawn cross-hatched and labelled (e.g. "does not fit").
    bool flagged = false;
    /// No value to show (e.g. no price): an empty column labelled as such.
    bool missing = false;
    /// The value rests on an estimated input (e.g. an estimated power): drawn hatched and
    /// labelled "estimated".
    bool estimated = false;
    /// The uncertainty band of the column's total, drawn as an error bar (whisker) from
    /// bandLow to bandHigh; NaN: none.
    double bandLow = std::numeric_limits<double>::quiet_NaN();
    double bandHigh = std::numeric_limits<double>::quiet_NaN();
    /// Shown on hovering the whisker: where the band comes from.
    LazyText bandExplanation;

    bool hasBand() const { return !missing && std::isfinite(bandLow) && std::isfinite(bandHigh); }
};

/// A column chart with one colour per device and optional stacking, on Qt Charts.
///
/// Qt's bar series colour by set, not by bar; giving each device its own colour that way costs
/// a set per device per category (N² bars). Area series can draw one rectangle each, but
/// re-laying out an area costs ≈0.4 ms (80 areas: 30 ms per update). Each column segment is
/// instead a vertical QLineSeries of two points drawn with a flat-capped pen as wide as the
/// column (re-sized when the plot area changes): an update is a cheap replace() per segment.
/// Segments after the first are told apart by the pen's brush pattern, not colour alone.
///
/// Laid out for the size it has (docs/architecture.md, "Layout at every size"): device names
/// shorten by DeviceLabel's rule to fit a column, the value axis shows as many ticks as fit,
/// and each column's value label sits above its bar and error bar, or is left to the tooltip
/// when it would not fit the column.
class ColumnChart : public QChartView
{
    Q_OBJECT

public:
    explicit ColumnChart(const QString& title, QWidget* parent = nullptr);

    /// Legend names of the stacked segments (empty: a plain chart with no legend), listed at
    /// `alignment` of the chart.
    void setSegmentNames(const QStringList& names, Qt::Alignment alignment = Qt::AlignBottom);
    /// Shows or hides one kind of segment in every column, with its legend entry (a segment
    /// that is always zero, such as communication on one chip, says nothing).
    void setSegmentShown(int segment, bool shown);
    bool isSegmentShown(int segment) const { return !m_hiddenSegments.contains(segment); }
    void setValueTitle(const QString& title);
    /// The text written on flagged columns (e.g. "DOES NOT FIT").
    void setFlagText(const QString& text);
    void setColumns(const QList<ChartColumn>& columns);
    const QList<ChartColumn>& columns() const { return m_columns; }

    /// The series drawing one segment of one column: two points, (x, bottom) and (x, top).
    QLineSeries* segmentSeries(int column, int segment) const;
    /// The value a segment shows (top minus bottom), read back from the series.
    double shownValue(int column, int segment) const;
    /// The series drawing a column's error bar (empty when the column has no band).
    QLineSeries* whiskerSeries(int column) const { return m_whiskers.value(column); }
    QValueAxis* valueAxis() const { return m_valueAxis; }
    /// What one unit of the value axis is worth: 1, or 10³, 10⁶, 10⁹, 10¹² when the columns
    /// are that large, so the axis reads "1.5" under "(millions)" and never "1.5e+06".
    double valueScale() const { return m_valueScale; }
    /// `title` with the name of `scale` ("kWh (millions)"; the scale's name alone without a
    /// title): for an axis that follows this one.
    static QString scaledTitle(const QString& title, double scale);
    /// The category axis's labels as laid out: device names as short as the width needs.
    QStringList categoryLabels() const { return m_categoryLabels; }
    /// The value label of each column ("" where the column has none or it did not fit).
    QStringList valueLabels() const;
    /// Where column `column`'s value label is, in the chart's coordinates (empty: not shown).
    QRectF valueLabelBox(int column) const;
    void applyPalette(const QPalette& palette);
    /// Fits the value axis to the columns afresh, without the hysteresis that keeps it steady
    /// while a slider moves: for a picture that must not depend on the sizes and values the
    /// chart had before (an export).
    void fitValueAxis();

signals:
    /// The pointer entered (state true) or left a column's segment.
    void columnHovered(int column, int segment, bool state);

private:
    void styleLegend();
    void rebuildSeries(int columnCount, int segmentCount);
    void updateBarWidth();
    /// Everything that follows the plot area's size: bar width, names, ticks, value labels.
    void layoutForSize();
    void updateCategoryLabels();
    /// The value axis's range for the columns: grown as soon as a column needs it, shrunk only
    /// when they use less than 40 % of it, unless `afresh`.
    void updateValueRange(bool afresh = false);
    void placeValueLabels();
    /// The largest value the axis must show: a column's total, marker or error bar.
    double largestValue() const;
    QBrush segmentBrush(
        const QColor& color, int segment, bool flagged, bool estimated = false) const;

    QChart* m_chart = nullptr;
    QCategoryAxis* m_categoryAxis = nullptr;
    QValueAxis* m_valueAxis = nullptr;
    double m_valueScale = 1;
    QString m_valueTitle;
    QStringList m_segmentNames;
    QList<int> m_hiddenSegments;
    QString m_flagText;
    QList<ChartColumn> m_columns;
    QList<QList<QLineSeries*>> m_segments;
    double m_barWidthPixels = 0;
    QList<QLineSeries*> m_markers;
    /// One error bar per column: a single polyline (low cap, stem, high cap), so an update is
    /// one replace() like the segments.
    QList<QLineSeries*> m_whiskers;
    /// Scene items of the chart, one per column, placed by placeValueLabels().
    QList<QGraphicsSimpleTextItem*> m_valueLabels;
    QFont m_valueFont;
    QStringList m_categoryLabels;
    QPalette m_palette;
};

} // namespace ts
