// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "columnchart.h"

#include "chartlayout.h"
#include "chartstyle.h"
#include "devicelabel.h"
#include "models/explanation.h"

#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
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

// A name on one line when it fits `width`, else broken at the space nearest its middle.
QString labelLines(const QString& name, const QFontMetricsF& metrics, double width)
{
    const QStringList lines = DeviceLabel::lines(name);
    if (lines[1].isEmpty() || width <= 0 || metrics.horizontalAdvance(name) <= width)
        return name.toHtmlEscaped();
    return lines[0].toHtmlEscaped() + QStringLiteral("<br>") + lines[1].toHtmlEscaped();
}

// A value label: three significant digits, in the user's locale, never an exponent
// ("0.0123", "12.3", "123,000", "13.6 M").
QString valueText(double value)
{
    const QLocale locale;
    const double shown = rounded(value);
    if (std::abs(shown) >= 1e6)
        return Explanation::si(shown, 3);
    const int decimals
        = shown == 0 ? 0 : std::max(0, 2 - int(std::floor(std::log10(std::abs(shown)))));
    return locale.toString(shown, 'f', decimals);
}

} // namespace

ColumnChart::ColumnChart(const QString& title, QWidget* parent)
    : QChartView(parent)
    , m_chart(new QChart)
{
    ChartLayout::setTitle(m_chart, title);
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
    ChartStyle::install(this, m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(180, 160);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { layoutForSize(); });
    m_palette = palette();
    applyPalette(m_palette);
}

void ColumnChart::setSegmentNames(const QStringList& names, Qt::Alignment alignment)
{
    if (names == m_segmentNames && alignment == m_chart->legend()->alignment())
        return;
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
    m_valueTitle = title;
    ChartLayout::setAxisTitle(m_chart, m_valueAxis, scaledTitle(title, m_valueScale));
}

QString ColumnChart::scaledTitle(const QString& title, double scale)
{
    QString name;
    if (scale >= 1e12)
        //: a chart axis whose numbers count trillions (10^12)
        name = tr("trillions");
    else if (scale >= 1e9)
        name = tr("billions");
    else if (scale >= 1e6)
        name = tr("millions");
    else if (scale >= 1e3)
        name = tr("thousands");
    if (name.isEmpty())
        return title;
    if (title.isEmpty())
        return name;
    //: an axis title with the scale of its numbers, e.g. "kWh (millions)"
    return tr("%1 (%2)").arg(title, name);
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
    while (m_valueLabels.size() > columnCount)
        delete m_valueLabels.takeLast();
    while (m_valueLabels.size() < columnCount) {
        auto* label = new QGraphicsSimpleTextItem(m_chart);
        label->setZValue(100); // above the series
        m_valueLabels.append(label);
    }
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
    // The axis counts thousands, millions, ... once its numbers would need five digits, in
    // the largest unit that keeps the tallest column at 1 or more: %g would print 1e+06 from
    // a million on (issue 19: "axis numbers for people").
    const double largest = largestValue();
    double scale = 1;
    if (largest >= 1e4) {
        while (scale < 1e12 && largest >= 1e3 * scale)
            scale *= 1e3;
    }
    if (scale != m_valueScale) {
        m_valueScale = scale;
        ChartLayout::setAxisTitle(m_chart, m_valueAxis, scaledTitle(m_valueTitle, m_valueScale));
    }

    for (int c = 0; c < columns.size(); ++c) {
        const ChartColumn& column = columns[c];
        double base = 0;
        for (int s = 0; s < segmentCount; ++s) {
            const double v
                = column.missing ? 0 : std::max(0.0, column.segments.value(s)) / m_valueScale;
            m_segments[c][s]->replace({ QPointF(c + 0.5, base), QPointF(c + 0.5, base + v) });
            base += v;
        }
        if (std::isfinite(column.marker)) {
            const double y = column.marker / m_valueScale;
            m_markers[c]->replace({ QPointF(c + 0.05, y), QPointF(c + 0.95, y) });
        } else {
            m_markers[c]->clear();
        }
        if (column.hasBand()) {
            const double x = c + 0.5;
            const double w = kWhiskerHalfWidth;
            const double low = column.bandLow / m_valueScale;
            const double high = column.bandHigh / m_valueScale;
            m_whiskers[c]->replace({ QPointF(x - w, low), QPointF(x + w, low), QPointF(x, low),
                QPointF(x, high), QPointF(x - w, high), QPointF(x + w, high) });
        } else {
            m_whiskers[c]->clear();
        }
    }
    updateCategoryLabels();
    // Changing an axis makes Qt Charts lay out every label and series again (≈14 ms for 20
    // columns): touch the category axis only when the columns change, and move the value axis
    // in steps of a nice number rather than with every value.
    const double categories = double(std::max<qsizetype>(1, columns.size()));
    if (m_categoryAxis->min() != 0 || m_categoryAxis->max() != categories) {
        m_categoryAxis->setStartValue(0);
        m_categoryAxis->setRange(0, categories);
    }
    updateValueRange();
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
    placeValueLabels();
    styleLegend();
}

void ColumnChart::layoutForSize()
{
    ChartLayout::fitTitle(m_chart);
    ChartLayout::fitAxisTitle(m_chart, m_valueAxis);
    updateBarWidth();
    updateCategoryLabels();
    updateValueRange();
    placeValueLabels();
}

void ColumnChart::fitValueAxis()
{
    updateValueRange(true);
    placeValueLabels();
}

void ColumnChart::updateCategoryLabels()
{
    const QFont font = m_categoryAxis->labelsFont();
    const QFontMetricsF metrics(font);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);
    // Qt Charts gives a category label the plot's width over the number of boundaries
    // (columns + 1) less its padding on both sides. Before the first layout the plot has no
    // size: the names stay whole until it has.
    const double width
        = m_columns.isEmpty() ? 0 : m_chart->plotArea().width() / double(m_columns.size() + 1) - 12;
    QStringList names;
    for (const ChartColumn& column : std::as_const(m_columns))
        names.append(column.label);
    const QStringList fitted = width > 0 ? DeviceLabel::fit(names, font, width, true) : names;
    // The remark under a name ("✗ DOES NOT FIT", "(no data)"): on one line, else on two, else
    // its sign alone; the banner and the tooltip say it in full.
    auto remark = [&](const QString& text, const QString& sign, const QFontMetricsF& m) {
        if (width <= 0 || DeviceLabel::width(text, m, false) <= width)
            return text.toHtmlEscaped();
        if (DeviceLabel::width(text, m, true) <= width)
            return labelLines(text, m, width);
        return sign;
    };
    QStringList labels;
    for (int c = 0; c < m_columns.size(); ++c) {
        const ChartColumn& column = m_columns[c];
        QString label = labelLines(fitted.value(c), metrics, width);
        if (column.flagged && !m_flagText.isEmpty()) {
            label = QStringLiteral("%1<br><b>%2</b>")
                        .arg(label,
                            remark(QStringLiteral("✗ %1").arg(m_flagText), QStringLiteral("✗"),
                                boldMetrics));
        } else if (column.missing) {
            //: under a device's name in a chart whose value it has none of (e.g. no price)
            label = QStringLiteral("%1<br>%2")
                        .arg(label, remark(tr("(no data)"), QStringLiteral("–"), metrics));
        } else if (column.estimated) {
            //: under a device's name in a chart whose value comes from an estimated figure
            //: (e.g. an energy from an estimated power)
            label = QStringLiteral("%1<br><i>%2</i>")
                        .arg(label, remark(tr("(estimated)"), QStringLiteral("~"), metrics));
        }
        // QCategoryAxis needs unique labels.
        while (labels.contains(label))
            label += QLatin1Char(' ');
        labels.append(label);
    }
    if (labels == m_categoryLabels)
        return;
    for (const QString& old : m_categoryAxis->categoriesLabels())
        m_categoryAxis->remove(old);
    for (int c = 0; c < labels.size(); ++c)
        m_categoryAxis->append(labels[c], c + 1);
    m_categoryLabels = labels;
}

double ColumnChart::largestValue() const
{
    double maximum = 0;
    for (const ChartColumn& column : std::as_const(m_columns)) {
        if (column.missing)
            continue;
        double total = 0;
        for (double v : column.segments)
            total += std::max(0.0, v);
        maximum = std::max(maximum, total);
        if (std::isfinite(column.marker))
            maximum = std::max(maximum, column.marker);
        if (column.hasBand())
            maximum = std::max(maximum, column.bandHigh);
    }
    return std::isfinite(maximum) ? maximum : 0;
}

void ColumnChart::updateValueRange(bool afresh)
{
    const double maximum = largestValue() / m_valueScale;
    // Room above the tallest column (or its error bar) for its value label: a line of the
    // label font in the plot's height, 12 % before the chart has a size.
    const double plotHeight = m_chart->plotArea().height();
    const double labelHeight = QFontMetricsF(m_valueFont).height() + 4;
    const double headroom
        = plotHeight > 3 * labelHeight ? 1.0 / (1.0 - labelHeight / plotHeight) : 1.12;
    // Hysteresis: the axis grows as soon as a column needs it, but shrinks only when the
    // columns use less than 40 % of it, so a slider moving back and forth does not re-lay out.
    const double needed = maximum > 0 ? maximum * std::max(1.12, headroom) : 1;
    double top = m_valueAxis->max();
    if (afresh || m_valueAxis->min() != 0 || needed > top || needed < 0.4 * top)
        top = niceCeiling(needed);
    ChartLayout::setValueRange(m_valueAxis, 0, top, plotHeight, Qt::Vertical);
}

void ColumnChart::placeValueLabels()
{
    const QRectF plot = m_chart->plotArea();
    const QFontMetricsF metrics(m_valueFont);
    const double category = m_columns.isEmpty() ? 0 : plot.width() / double(m_columns.size());
    QList<QRectF> placed;
    for (int c = 0; c < m_valueLabels.size() && c < m_columns.size(); ++c) {
        QGraphicsSimpleTextItem* item = m_valueLabels[c];
        const ChartColumn& column = m_columns[c];
        if (column.missing || plot.isEmpty() || m_segments.value(c).isEmpty()) {
            item->hide();
            continue;
        }
        double total = 0;
        for (double v : column.segments)
            total += std::max(0.0, v);
        const QString text = valueText(total);
        // Above the bar and above its error bar's top: never across the whisker.
        const double anchor
            = (column.hasBand() ? std::max(total, column.bandHigh) : total) / m_valueScale;
        const QPointF top = m_chart->mapToPosition(QPointF(c + 0.5, anchor), m_segments[c][0]);
        const QSizeF size(metrics.horizontalAdvance(text), metrics.height());
        QRectF box(
            top.x() - size.width() / 2, top.y() - 2 - size.height(), size.width(), size.height());
        // A dashed marker (the memory capacity) through the label: the label goes above it.
        if (std::isfinite(column.marker) && column.marker / m_valueScale > anchor) {
            const double markerY
                = m_chart
                      ->mapToPosition(
                          QPointF(c + 0.5, column.marker / m_valueScale), m_segments[c][0])
                      .y();
            if (markerY >= box.top() - 3 && markerY <= box.bottom() + 3)
                box.moveBottom(markerY - 4);
        }
        // A label wider than its column would run into its neighbours' labels and error bars,
        // one above the plot into the title: the tooltip and the table carry the number then.
        bool fits = size.width() <= category * 0.92 && box.top() >= plot.top() - 1;
        for (const QRectF& other : std::as_const(placed))
            fits = fits && !other.intersects(box);
        if (!fits) {
            item->hide();
            continue;
        }
        if (item->text() != text)
            item->setText(text);
        item->setFont(m_valueFont);
        item->setBrush(m_palette.color(QPalette::Text));
        item->setPos(box.topLeft());
        item->show();
        placed.append(box);
    }
}

QRectF ColumnChart::valueLabelBox(int column) const
{
    const QGraphicsSimpleTextItem* item = m_valueLabels.value(column);
    if (!item || !item->isVisible())
        return QRectF();
    return item->mapRectToParent(item->boundingRect());
}

QStringList ColumnChart::valueLabels() const
{
    QStringList texts;
    for (const QGraphicsSimpleTextItem* item : m_valueLabels)
        texts.append(item->isVisible() ? item->text() : QString());
    return texts;
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
    return (series->at(1).y() - series->at(0).y()) * m_valueScale;
}

void ColumnChart::applyPalette(const QPalette& palette)
{
    m_palette = palette;
    ChartStyle::apply(m_chart, palette);
    m_valueFont = ChartStyle::labelFont();
    m_valueFont.setBold(true);
    styleLegend();
    if (!m_columns.isEmpty())
        setColumns(m_columns);
}

} // namespace ts
