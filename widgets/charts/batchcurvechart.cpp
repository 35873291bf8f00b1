// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "batchcurvechart.h"

#include "chartstyle.h"

#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
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
    m_yAxis->setLabelFormat(QStringLiteral("%g"));
    retranslate(); // titles before the axes join the chart, as the layout expects
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    ChartStyle::install(this, m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 160);
    applyPalette(palette());
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
    resizeSeries(int(comparison.devices.size()));
    double low = 1e300;
    double high = 0;
    double maxBatch = 2;
    for (int i = 0; i < int(comparison.devices.size()); ++i) {
        const DeviceComparison& d = comparison.devices[std::size_t(i)];
        const QColor color = colors.value(d.colorIndex % std::max<qsizetype>(1, colors.size()));
        QList<QPointF> points;
        QList<QPointF> overflow;
        for (const BatchPoint& p : d.batchCurve) {
            if (p.tokensPerSecond <= 0)
                continue;
            points.append(QPointF(double(p.globalBatch), p.tokensPerSecond));
            if (!p.fits)
                overflow.append(points.constLast());
            low = std::min(low, p.tokensPerSecond);
            high = std::max(high, p.tokensPerSecond);
            maxBatch = std::max(maxBatch, double(p.globalBatch));
        }
        // Qt Charts lays out a legend label as HTML: a device name from a user catalog goes in
        // escaped, or `<img src="/dev/zero">` in it reads until memory runs out (issue 18).
        if (const QString legend = d.device.name.toHtmlEscaped(); m_curves[i]->name() != legend)
            m_curves[i]->setName(legend);
        if (m_curves[i]->pen().color() != color
            || m_curves[i]->pen().widthF() != ChartStyle::lineWidth(3))
            m_curves[i]->setPen(QPen(color, ChartStyle::lineWidth(3)));
        m_curves[i]->replace(points);
        if (m_overflow[i]->pen().color() != color
            || m_overflow[i]->pen().widthF() != ChartStyle::lineWidth(2.5))
            m_overflow[i]->setPen(QPen(color, ChartStyle::lineWidth(2.5)));
        m_overflow[i]->replace(overflow);
        for (QLegendMarker* marker : m_chart->legend()->markers(m_overflow[i]))
            marker->setVisible(false);
    }
    m_xAxis->setRange(1, maxBatch);
    if (high > 0)
        m_yAxis->setRange(std::pow(10, std::floor(std::log10(low))),
            std::pow(10, std::ceil(std::log10(high * 1.2))));
}

void BatchCurveChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void BatchCurveChart::retranslate()
{
    m_chart->setTitle(tr("Throughput vs batch size"));
    m_xAxis->setTitleText(tr("batch (○ = does not fit)"));
    m_yAxis->setTitleText(tr("tokens/s"));
}

} // namespace ts
