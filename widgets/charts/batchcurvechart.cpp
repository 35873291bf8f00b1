// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "batchcurvechart.h"

#include "chartlayout.h"
#include "chartstyle.h"
#include "columnchart.h"

#include "style/theme.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QScopedValueRollback>
#include <cmath>

namespace ts {

BatchCurveChart::BatchCurveChart(QWidget* parent)
    : QChartView(parent)
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_xAxis = new QLogValueAxis(m_chart);
    m_xAxis->setBase(4);
    m_xAxis->setLabelFormat(QStringLiteral("%g"));
    m_yAxis = new QLogValueAxis(m_chart);
    m_yAxis->setBase(10);
    // Whole numbers: the axis starts at 1 or above (setComparison), and a curve spanning more
    // than the usual three decades reads "1000000" rather than %g's "1e+06".
    m_yAxis->setLabelFormat(QStringLiteral("%.0f"));
    retranslate(); // titles before the axes join the chart, as the layout expects
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    ChartStyle::install(this, m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 160);
    applyPalette(palette());
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { fitToSize(); });
}

void BatchCurveChart::fitToSize()
{
    // Setting the range below can move the plot area, which calls this again: once is enough.
    if (m_fitting)
        return;
    const QScopedValueRollback<bool> fitting(m_fitting, true);
    const QRectF plot = m_chart->plotArea();
    ChartLayout::fitTitle(m_chart);
    ChartLayout::fitAxisTitle(m_chart, m_xAxis);
    ChartLayout::fitAxisTitle(m_chart, m_yAxis);
    ChartLayout::fitLogAxis(m_xAxis, plot.width(), Qt::Horizontal, { 4, 16, 64 });
    // The lowest power of ten sits a label's height above the bottom corner, where the batch
    // axis's "1" would run into it (presentation type at 1280x720, issue 19).
    if (m_top > m_bottom && m_bottom > 0) {
        const double label = QFontMetricsF(m_yAxis->labelsFont()).height();
        const double decades = std::log10(m_top / m_bottom);
        const double below
            = plot.height() > 4 * label ? decades * label / (plot.height() - label) : 0.0;
        const double bottom = m_bottom / std::pow(10, below);
        // A 2 % tolerance: a plot a pixel taller must not set a new range (and a new layout).
        if (std::abs(m_yAxis->min() / bottom - 1) > 0.02 || m_yAxis->max() != m_top)
            m_yAxis->setRange(bottom, m_top);
    }
    ChartLayout::fitLogAxis(m_yAxis, plot.height(), Qt::Vertical, { 10, 100, 1000 });
    QList<QAbstractSeries*> curves;
    for (QLineSeries* curve : std::as_const(m_curves))
        curves.append(curve);
    ChartLayout::fitLegend(m_chart, curves, m_names);
}

void BatchCurveChart::applyPalette(const QPalette& palette)
{
    m_palette = palette;
    ChartStyle::apply(m_chart, palette);
    for (QScatterSeries* s : std::as_const(m_overflow))
        s->setColor(palette.color(QPalette::Base));
}

void BatchCurveChart::resizeSeries(int deviceCount)
{
    while (m_curves.size() > deviceCount) {
        QLineSeries* curve = m_curves.takeLast();
        QScatterSeries* overflow = m_overflow.takeLast();
        m_chart->removeSeries(curve);
        m_chart->removeSeries(overflow);
        delete curve;
        delete overflow;
    }
    while (m_curves.size() < deviceCount) {
        auto* curve = new QLineSeries(m_chart);
        curve->setPointsVisible(true);
        auto* overflow = new QScatterSeries(m_chart);
        overflow->setMarkerSize(12);
        overflow->setColor(m_palette.color(QPalette::Base));
        m_chart->addSeries(curve);
        m_chart->addSeries(overflow);
        for (QAbstractSeries* s :
            { static_cast<QAbstractSeries*>(curve), static_cast<QAbstractSeries*>(overflow) }) {
            s->attachAxis(m_xAxis);
            s->attachAxis(m_yAxis);
        }
        m_curves.append(curve);
        m_overflow.append(overflow);
    }
}

void BatchCurveChart::setComparison(const Comparison& comparison, const QList<QColor>& colors)
{
    const bool samples
        = comparison.workload && comparison.workload->spec().type != ModelType::Transformer;
    if (samples != m_samples || comparison.showsJob() != m_oneChipOfJob) {
        m_samples = samples;
        m_oneChipOfJob = comparison.showsJob();
        retranslate();
    }
    resizeSeries(int(comparison.devices.size()));
    // The throughput axis counts thousands or millions once it reaches 100,000: the log axis's
    // %g printed 1e+06 (issue 19). The scale follows the data alone, never the layout, and
    // keeps the lowest point at 1 or more: Qt Charts' log axis and domain set each other's
    // range back and forth without end for a range below 1 (a stack overflow).
    double highest = 0;
    double lowest = 0;
    for (const DeviceComparison& d : comparison.devices) {
        for (const BatchPoint& p : d.batchCurve) {
            if (!(p.tokensPerSecond > 0))
                continue;
            highest = std::max(highest, p.tokensPerSecond);
            lowest = lowest > 0 ? std::min(lowest, p.tokensPerSecond) : p.tokensPerSecond;
        }
    }
    // The largest unit (thousands, millions, ...) that keeps the lowest point at 1 or more:
    // a batch sweep spans about three decades, so the top labels stay short (a tiny MLP's
    // 5,000 to 10,000,000 samples/s becomes 5 to 10,000 k).
    double scale = 1;
    if (highest >= 1e5) {
        while (scale < 1e12 && lowest >= 1e3 * scale)
            scale *= 1e3;
    }
    if (scale != m_valueScale) {
        m_valueScale = scale;
        retranslate();
    }
    m_names.clear();
    for (const DeviceComparison& d : comparison.devices)
        m_names.append(d.device.name);
    double low = 1e300;
    double high = 0;
    double maxBatch = 2;
    for (int i = 0; i < int(comparison.devices.size()); ++i) {
        const DeviceComparison& d = comparison.devices[std::size_t(i)];
        const QColor color = Theme::deviceColor(colors, d.colorIndex);
        QList<QPointF> points;
        QList<QPointF> overflow;
        for (const BatchPoint& p : d.batchCurve) {
            if (p.tokensPerSecond <= 0)
                continue;
            const double value = p.tokensPerSecond / m_valueScale;
            points.append(QPointF(double(p.globalBatch), value));
            if (!p.fits)
                overflow.append(points.constLast());
            low = std::min(low, value);
            high = std::max(high, value);
            maxBatch = std::max(maxBatch, double(p.globalBatch));
        }
        // Past the palette's first round, curves are dashed or dotted as well (Theme).
        const QPen pen(color, ChartStyle::lineWidth(3), Theme::deviceLineStyle(d.colorIndex));
        if (m_curves[i]->pen() != pen)
            m_curves[i]->setPen(pen);
        m_curves[i]->replace(points);
        if (m_overflow[i]->pen().color() != color
            || m_overflow[i]->pen().widthF() != ChartStyle::lineWidth(2.5))
            m_overflow[i]->setPen(QPen(color, ChartStyle::lineWidth(2.5)));
        m_overflow[i]->replace(overflow);
        for (QLegendMarker* marker : m_chart->legend()->markers(m_overflow[i]))
            marker->setVisible(false);
    }
    m_xAxis->setRange(1, maxBatch);
    if (high > 0) {
        m_bottom = std::pow(10, std::floor(std::log10(low)));
        m_top = std::pow(10, std::ceil(std::log10(high * 1.2)));
        m_yAxis->setRange(m_bottom, m_top);
    }
    // Legend names (escaped: Qt Charts lays them out as HTML, issue 18) and ticks to the size.
    fitToSize();
}

void BatchCurveChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void BatchCurveChart::retranslate()
{
    // Beside a job's figures the curve stays one chip's: say so rather than show a thousandth
    // of the job's throughput unexplained.
    ChartLayout::setTitle(m_chart,
        m_oneChipOfJob ? tr("Throughput vs batch size, one chip") : tr("Throughput vs batch size"));
    ChartLayout::setAxisTitle(m_chart, m_xAxis, tr("batch (○ = does not fit)"));
    // Samples for the models without tokens (an MLP or a CNN), as the throughput chart says.
    ChartLayout::setAxisTitle(m_chart, m_yAxis,
        ColumnChart::scaledTitle(m_samples ? tr("samples/s") : tr("tokens/s"), m_valueScale));
}

} // namespace ts
