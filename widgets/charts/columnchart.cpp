// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "columnchart.h"

#include "chartstyle.h"

#include <QCategoryAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>

namespace ts {

namespace {

constexpr double kColumnWidth = 0.7; ///< of a category's width
constexpr double kWhiskerHalfWidth = 0.12; ///< of a category's width: the caps of an error bar

// Three significant digits: what a reader can take in from a bar label.
double rounded(double value)
{
    if (value == 0 || !std::isfinite(value))
        return 0;
    const double scale = std::pow(10.0, 2 - std::floor(std::log10(std::abs(value))));
    return std::round(value * scale) / scale;
}

// The smallest 1, 2, 2.5, 5 or 8 × 10^n at or above `value`: a round axis maximum that only
// changes when the data crosses it.
double niceCeiling(double value)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : { 1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0 }) {
        if (step * magnitude >= value * (1 - 1e-12))
            return step * magnitude;
    }
    return 10 * magnitude;
}

// Long device names ("H100 SXM5 80GB") break at the space nearest their middle: narrow charts
// then show the whole name instead of eliding it.
QString twoLines(const QString& name)
{
    if (name.size() <= 9)
        return name.toHtmlEscaped();
    int best = -1;
    for (int i = 0; i < name.size(); ++i) {
        if (name[i] == QLatin1Char(' ')
            && (best < 0 || std::abs(i - name.size() / 2) < std::abs(best - name.size() / 2)))
            best = i;
    }
    if (best < 0)
        return name.toHtmlEscaped();
    return name.left(best).toHtmlEscaped() + QStringLiteral("<br>")
        + name.mid(best + 1).toHtmlEscaped();
}

} // namespace

ColumnChart::ColumnChart(const QString& title, QWidget* parent)
    : QChartView(parent)
    , m_chart(new QChart)
{
    m_chart->setTitle(title);
    m_chart->legend()->hide();
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_categoryAxis = new QCategoryAxis(m_chart);
    m_categoryAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    m_categoryAxis->setGridLineVisible(false);
    m_valueAxis = new QValueAxis(m_chart);
    m_valueAxis->setLabelFormat(QStringLiteral("%g"));
    m_valueAxis->setTickCount(5);
    m_chart->addAxis(m_categoryAxis, Qt::AlignBottom);
    m_chart->addAxis(m_valueAxis, Qt::AlignLeft);
    m_labels = new QScatterSeries(m_chart);
    m_labels->setMarkerSize(1);
    m_labels->setColor(Qt::transparent);
    m_labels->setBorderColor(Qt::transparent);
    m_labels->setPointLabelsVisible(true);
    m_labels->setPointLabelsFormat(QStringLiteral("@yPoint"));
    m_labels->setPointLabelsClipping(false);
    m_chart->addSeries(m_labels);
    m_labels->attachAxis(m_categoryAxis);
    m_labels->attachAxis(m_valueAxis);
    ChartStyle::install(this, m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(180, 160);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { updateBarWidth(); });
    m_palette = palette();
    applyPalette(m_palette);
}

void ColumnChart::setSegmentNames(const QStringList& names, Qt::Alignment alignment)
{
    m_segmentNames = names;
    // Series already built keep their legend entries: rename them (a language switch).
    for (const QList<QLineSeries*>& column : std::as_const(m_segments)) {
        for (int s = 0; s < column.size(); ++s)
            column[s]->setName(m_segmentNames.value(s));
    }
    m_chart->legend()->setVisible(names.size() > 1);
    m_chart->legend()->setAlignment(alignment);
}

void ColumnChart::setSegmentShown(int segment, bool shown)
{
    if (shown == isSegmentShown(segment))
        return;
    if (shown)
        m_hiddenSegments.removeAll(segment);
    else
        m_hiddenSegments.append(segment);
    for (const QList<QLineSeries*>& column : std::as_const(m_segments)) {
        if (segment >= 0 && segment < column.size())
            column[segment]->setVisible(shown);
    }
    styleLegend();
}

void ColumnChart::setValueTitle(const QString& title)
{
    m_valueAxis->setTitleText(title);
}

void ColumnChart::setFlagText(const QString& text)
{
    m_flagText = text;
}

QBrush ColumnChart::segmentBrush(
    const QColor& color, int segment, bool flagged, bool estimated) const
{
    if (flagged)
        return QBrush(color, Qt::DiagCrossPattern);
    if (estimated)
        return QBrush(color, Qt::FDiagPattern);
    switch (segment) {
    case 0:
        return QBrush(color);
    case 1: {
        QColor light = color;
        light.setAlphaF(0.45);
        return QBrush(light);
    }
    case 2:
        return QBrush(color, Qt::BDiagPattern);
    default:
        return QBrush(color, Qt::Dense5Pattern);
    }
}

void ColumnChart::rebuildSeries(int columnCount, int segmentCount)
{
    for (const QList<QLineSeries*>& column : std::as_const(m_segments)) {
        for (QLineSeries* segment : column) {
            m_chart->removeSeries(segment);
            delete segment;
        }
    }
    for (QLineSeries* marker : std::as_const(m_markers)) {
        m_chart->removeSeries(marker);
        delete marker;
    }
    for (QLineSeries* whisker : std::as_const(m_whiskers)) {
        m_chart->removeSeries(whisker);
        delete whisker;
    }
    m_segments.clear();
    m_markers.clear();
    m_whiskers.clear();
    for (int c = 0; c < columnCount; ++c) {
        QList<QLineSeries*> column;
        for (int s = 0; s < segmentCount; ++s) {
            auto* segment = new QLineSeries(m_chart);
            segment->setName(m_segmentNames.value(s));
            segment->setVisible(isSegmentShown(s));
            m_chart->addSeries(segment);
            segment->attachAxis(m_categoryAxis);
            segment->attachAxis(m_valueAxis);
            connect(segment, &QLineSeries::hovered, this, [this, c, s](const QPointF&, bool state) {
                if (state && c < m_columns.size())
                    QToolTip::showText(QCursor::pos(), m_columns[c].explanation, this);
                emit columnHovered(c, s, state);
            });
            column.append(segment);
        }
        m_segments.append(column);
        auto* marker = new QLineSeries(m_chart);
        m_chart->addSeries(marker);
        marker->attachAxis(m_categoryAxis);
        marker->attachAxis(m_valueAxis);
        m_markers.append(marker);
        auto* whisker = new QLineSeries(m_chart);
        m_chart->addSeries(whisker);
        whisker->attachAxis(m_categoryAxis);
        whisker->attachAxis(m_valueAxis);
        connect(whisker, &QLineSeries::hovered, this, [this, c](const QPointF&, bool state) {
            if (state && c < m_columns.size() && m_columns[c].hasBand())
                QToolTip::showText(QCursor::pos(), m_columns[c].bandExplanation, this);
        });
        m_whiskers.append(whisker);
    }
    // The label series stays on top of the columns.
    m_chart->removeSeries(m_labels);
    m_chart->addSeries(m_labels);
    m_labels->attachAxis(m_categoryAxis);
    m_labels->attachAxis(m_valueAxis);
    styleLegend();
    m_barWidthPixels = 0;
}

void ColumnChart::styleLegend()
{
    // One legend entry per segment kind: the first column's. Its swatch is drawn in the text
    // colour with the segment's fill (solid, translucent, hatched, dotted), not in the first
    // device's colour, so the key tells the segments apart and belongs to no device.
    const QColor ink = m_palette.color(QPalette::Text);
    const auto markers = m_chart->legend()->markers();
    for (QLegendMarker* marker : markers) {
        const int segment
            = m_segments.isEmpty() ? -1 : int(m_segments.first().indexOf(marker->series()));
        marker->setVisible(segment >= 0 && m_segmentNames.size() > 1 && isSegmentShown(segment));
        if (segment >= 0) {
            marker->setBrush(segmentBrush(ink, segment, false));
            marker->setPen(QPen(ink, 1));
        }
    }
}

void ColumnChart::updateBarWidth()
{
    if (m_columns.isEmpty())
        return;
    const double width
        = std::max(2.0, m_chart->plotArea().width() / double(m_columns.size()) * kColumnWidth);
    if (std::abs(width - m_barWidthPixels) < 0.5)
        return;
    m_barWidthPixels = width;
    for (int c = 0; c < m_segments.size(); ++c) {
        for (int s = 0; s < m_segments[c].size(); ++s) {
            const ChartColumn& column = m_columns[c];
            m_segments[c][s]->setPen(
                QPen(segmentBrush(column.color, s, column.flagged, column.estimated), width,
                    Qt::SolidLine, Qt::FlatCap));
        }
    }
}

void ColumnChart::setColumns(const QList<ChartColumn>& columns)
{
    int segmentCount = 1;
    for (const ChartColumn& column : columns)
        segmentCount = std::max(segmentCount, int(column.segments.size()));
    const bool reshape = columns.size() != m_segments.size()
        || (!m_segments.isEmpty() && m_segments[0].size() != segmentCount);
    bool restyle = reshape;
    for (int c = 0; c < columns.size() && !restyle; ++c)
        restyle = columns[c].color != m_columns[c].color
            || columns[c].flagged != m_columns[c].flagged
            || columns[c].estimated != m_columns[c].estimated;
    m_columns = columns;
    if (reshape)
        rebuildSeries(int(columns.size()), segmentCount);

    QStringList labels;
    double maximum = 0;
    QList<QPointF> labelPoints;
    for (int c = 0; c < columns.size(); ++c) {
        const ChartColumn& column = columns[c];
        double base = 0;
        for (int s = 0; s < segmentCount; ++s) {
            const double v = column.missing ? 0 : std::max(0.0, column.segments.value(s));
            m_segments[c][s]->replace({ QPointF(c + 0.5, base), QPointF(c + 0.5, base + v) });
            base += v;
        }
        maximum = std::max(maximum, base);
        if (std::isfinite(column.marker)) {
            m_markers[c]->replace(
                { QPointF(c + 0.05, column.marker), QPointF(c + 0.95, column.marker) });
            maximum = std::max(maximum, column.marker);
        } else {
            m_markers[c]->clear();
        }
        if (column.hasBand()) {
            const double x = c + 0.5;
            const double w = kWhiskerHalfWidth;
            m_whiskers[c]->replace({ QPointF(x - w, column.bandLow), QPointF(x + w, column.bandLow),
                QPointF(x, column.bandLow), QPointF(x, column.bandHigh),
                QPointF(x - w, column.bandHigh), QPointF(x + w, column.bandHigh) });
            maximum = std::max(maximum, column.bandHigh);
        } else {
            m_whiskers[c]->clear();
        }
        if (!column.missing)
            labelPoints.append(QPointF(c + 0.5, rounded(base)));
        QString label = twoLines(column.label);
        if (column.flagged && !m_flagText.isEmpty())
            label = tr("%1<br><b>✗ %2</b>").arg(label, m_flagText);
        else if (column.missing)
            label = tr("%1<br>(no data)").arg(label);
        else if (column.estimated)
            label = tr("%1<br><i>(estimated)</i>").arg(label);
        // QCategoryAxis needs unique labels.
        while (labels.contains(label))
            label += QLatin1Char(' ');
        labels.append(label);
    }
    m_labels->replace(labelPoints);
    if (labels != m_categoryLabels) {
        for (const QString& old : m_categoryAxis->categoriesLabels())
            m_categoryAxis->remove(old);
        for (int c = 0; c < labels.size(); ++c)
            m_categoryAxis->append(labels[c], c + 1);
        m_categoryLabels = labels;
    }
    // Changing an axis makes Qt Charts lay out every label and series again (≈14 ms for 20
    // columns): touch the category axis only when the columns change, and move the value axis
    // in steps of a nice number rather than with every value.
    const double categories = double(std::max<qsizetype>(1, columns.size()));
    if (m_categoryAxis->min() != 0 || m_categoryAxis->max() != categories) {
        m_categoryAxis->setStartValue(0);
        m_categoryAxis->setRange(0, categories);
    }
    // Hysteresis: the axis grows as soon as a column needs it, but shrinks only when the
    // columns use less than 40 % of it, so a slider moving back and forth does not re-lay out.
    const double needed = maximum > 0 ? maximum * 1.12 : 1;
    const double shown = m_valueAxis->max();
    if (m_valueAxis->min() != 0 || needed > shown || needed < 0.4 * shown)
        m_valueAxis->setRange(0, niceCeiling(needed));
    if (restyle)
        m_barWidthPixels = 0;
    updateBarWidth();
    const QPen markerPen(m_palette.color(QPalette::Text), 3, Qt::DashLine);
    for (QLineSeries* marker : std::as_const(m_markers)) {
        if (marker->pen() != markerPen)
            marker->setPen(markerPen);
    }
    const QPen whiskerPen(m_palette.color(QPalette::Text), 1.5, Qt::SolidLine, Qt::FlatCap);
    for (QLineSeries* whisker : std::as_const(m_whiskers)) {
        if (whisker->pen() != whiskerPen)
            whisker->setPen(whiskerPen);
    }
}

QLineSeries* ColumnChart::segmentSeries(int column, int segment) const
{
    if (column < 0 || column >= m_segments.size() || segment < 0
        || segment >= m_segments[column].size())
        return nullptr;
    return m_segments[column][segment];
}

double ColumnChart::shownValue(int column, int segment) const
{
    const QLineSeries* series = segmentSeries(column, segment);
    if (!series || series->count() != 2)
        return std::numeric_limits<double>::quiet_NaN();
    return series->at(1).y() - series->at(0).y();
}

void ColumnChart::applyPalette(const QPalette& palette)
{
    m_palette = palette;
    ChartStyle::apply(m_chart, palette);
    m_labels->setPointLabelsColor(palette.color(QPalette::Text));
    QFont font = ChartStyle::labelFont();
    font.setBold(true);
    m_labels->setPointLabelsFont(font);
    styleLegend();
    if (!m_columns.isEmpty())
        setColumns(m_columns);
}

} // namespace ts
