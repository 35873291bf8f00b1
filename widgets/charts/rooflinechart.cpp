// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "rooflinechart.h"

#include "chartlayout.h"
#include "chartstyle.h"
#include "models/explanation.h"

#include "style/theme.h"

#include <QEvent>
#include <QFontMetrics>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <cmath>

namespace ts {

namespace {

constexpr double kMinIntensity = 0.1;
constexpr double kMaxIntensity = 1e4;
// The rate axis's floor, 0.0001 TFLOP/s (100 MFLOP/s): the lowest decade the axis's %g labels
// print without an exponent ("1e-05" is not for people, issue 19).
constexpr double kMinRate = 1e-4;

const QScatterSeries::MarkerShape kShapes[] = {
    QScatterSeries::MarkerShapeCircle,
    QScatterSeries::MarkerShapeRectangle,
    QScatterSeries::MarkerShapeTriangle,
    QScatterSeries::MarkerShapeRotatedRectangle,
    QScatterSeries::MarkerShapeStar,
    QScatterSeries::MarkerShapePentagon,
};

} // namespace

RooflineChart::RooflineChart(QWidget* parent)
    : QChartView(parent)
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_xAxis = new QLogValueAxis(m_chart);
    m_xAxis->setLabelFormat(QStringLiteral("%g"));
    m_xAxis->setBase(10);
    m_xAxis->setRange(kMinIntensity, kMaxIntensity);
    m_yAxis = new QLogValueAxis(m_chart);
    m_yAxis->setLabelFormat(QStringLiteral("%g"));
    m_yAxis->setBase(10);
    retranslate(); // titles before the axes join the chart, as the layout expects
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    ChartStyle::install(this, m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 160);
    applyPalette(palette());
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { fitToSize(); });
}

void RooflineChart::fitToSize()
{
    // Five decades of "0.1" … "10000" collide in a narrow chart (a 2×2 grid on a laptop, the
    // projector's large type): label every second decade there instead; the same upwards.
    const QRectF plot = m_chart->plotArea();
    ChartLayout::fitTitle(m_chart);
    ChartLayout::fitAxisTitle(m_chart, m_xAxis);
    ChartLayout::fitAxisTitle(m_chart, m_yAxis);
    ChartLayout::fitLogAxis(m_xAxis, plot.width(), Qt::Horizontal, { 10, 100 });
    ChartLayout::fitLogAxis(m_yAxis, plot.height(), Qt::Vertical, { 10, 100, 1000 });
    QList<QAbstractSeries*> roofs;
    for (QLineSeries* roof : std::as_const(m_roofs))
        roofs.append(roof);
    ChartLayout::fitLegend(m_chart, roofs, m_names);
}

void RooflineChart::applyPalette(const QPalette& palette)
{
    ChartStyle::apply(m_chart, palette);
    fitToSize();
}

void RooflineChart::resizeSeries(int deviceCount)
{
    while (m_roofs.size() > deviceCount) {
        QLineSeries* roof = m_roofs.takeLast();
        QScatterSeries* points = m_points.takeLast();
        m_chart->removeSeries(roof);
        m_chart->removeSeries(points);
        delete roof;
        delete points;
        m_pointOps.removeLast();
    }
    while (m_roofs.size() < deviceCount) {
        const int index = int(m_roofs.size());
        auto* roof = new QLineSeries(m_chart);
        auto* points = new QScatterSeries(m_chart);
        points->setMarkerShape(kShapes[index % std::size(kShapes)]);
        points->setMarkerSize(11);
        m_chart->addSeries(roof);
        m_chart->addSeries(points);
        for (QAbstractSeries* s :
            { static_cast<QAbstractSeries*>(roof), static_cast<QAbstractSeries*>(points) }) {
            s->attachAxis(m_xAxis);
            s->attachAxis(m_yAxis);
        }
        connect(points, &QScatterSeries::hovered, this,
            [this, index](const QPointF& point, bool state) {
                if (index >= int(m_comparison.devices.size()))
                    return;
                const DeviceComparison& d = m_comparison.devices[std::size_t(index)];
                if (!d.estimate)
                    return;
                // The point nearest the pointer, in log space.
                const QList<QPointF> shown = m_points[index]->points();
                int best = -1;
                double bestDistance = 0;
                for (int i = 0; i < shown.size(); ++i) {
                    const double dx = std::log10(shown[i].x() / point.x());
                    const double dy = std::log10(shown[i].y() / point.y());
                    const double distance = dx * dx + dy * dy;
                    if (best < 0 || distance < bestDistance) {
                        best = i;
                        bestDistance = distance;
                    }
                }
                if (best < 0)
                    return;
                const engine::OpEstimate& op
                    = d.estimate->ops[std::size_t(m_pointOps[index][best])];
                if (state)
                    QToolTip::showText(QCursor::pos(), Explanation::op(op, d.device), this);
                emit operatorHovered(d.device.id, op.name, state);
            });
        m_roofs.append(roof);
        m_points.append(points);
        m_pointOps.append(QList<int>());
    }
}

void RooflineChart::setComparison(const Comparison& comparison, const QList<QColor>& colors)
{
    m_comparison = comparison;
    resizeSeries(int(comparison.devices.size()));
    m_names.clear();
    for (const DeviceComparison& d : comparison.devices)
        m_names.append(d.device.name);
    double top = 1;
    double bottom = 1e30;
    for (int i = 0; i < int(comparison.devices.size()); ++i) {
        const DeviceComparison& d = comparison.devices[std::size_t(i)];
        const QColor color = Theme::deviceColor(colors, d.colorIndex);
        QLineSeries* roof = m_roofs[i];
        QScatterSeries* points = m_points[i];
        // Restyling re-lays out the legend: only when the device or its colour changed.
        const Qt::PenStyle style = Theme::deviceLineStyle(d.colorIndex);
        if (roof->pen().color() != color || roof->pen().widthF() != ChartStyle::lineWidth(3)
            || roof->pen().style() != style) {
            roof->setPen(QPen(color, ChartStyle::lineWidth(3), style));
            points->setMarkerSize(11 * ChartStyle::scale());
            points->setColor(color);
            points->setBorderColor(color.darker(130));
        }
        QList<QPointF> roofPoints;
        QList<QPointF> opPoints;
        QList<int> opIndex;
        if (d.estimate) {
            const double peak = d.estimate->peakFlopsPerSecond / 1e12;
            const double bandwidth = d.device.memoryBandwidthBytesPerSecond / 1e12;
            if (peak > 0 && bandwidth > 0) {
                const double ridge = peak / bandwidth;
                roofPoints = { QPointF(kMinIntensity, bandwidth * kMinIntensity),
                    QPointF(ridge, peak), QPointF(kMaxIntensity, peak) };
                top = std::max(top, peak);
                bottom = std::min(bottom, bandwidth * kMinIntensity);
            }
            for (int o = 0; o < int(d.estimate->ops.size()); ++o) {
                const engine::OpEstimate& op = d.estimate->ops[std::size_t(o)];
                if (op.flops <= 0 || op.timeSeconds <= 0 || op.bytes <= 0)
                    continue;
                const double x = std::clamp(op.arithmeticIntensity(), kMinIntensity, kMaxIntensity);
                // An operator slower than the axis floor sits on it; its tooltip has its rate.
                const double y = std::max(op.flops / op.timeSeconds / 1e12, kMinRate);
                opPoints.append(QPointF(x, y));
                opIndex.append(o);
                bottom = std::min(bottom, y);
            }
        }
        roof->replace(roofPoints);
        points->replace(opPoints);
        m_pointOps[i] = opIndex;
        // Only the roof has a legend entry: the points share its colour.
        for (QLegendMarker* marker : m_chart->legend()->markers(points))
            marker->setVisible(false);
    }
    if (bottom > top)
        bottom = top / 1000;
    m_yAxis->setRange(std::pow(10, std::floor(std::log10(std::max(bottom, kMinRate)))),
        std::pow(10, std::ceil(std::log10(top * 1.5))));
    // Legend names (escaped: Qt Charts lays them out as HTML, issue 18) and ticks to the size.
    fitToSize();
}

void RooflineChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void RooflineChart::retranslate()
{
    ChartLayout::setTitle(m_chart, tr("Roofline: operators vs roofs"));
    ChartLayout::setAxisTitle(m_chart, m_xAxis, tr("FLOP per byte"));
    ChartLayout::setAxisTitle(m_chart, m_yAxis, tr("TFLOP/s achieved"));
}

} // namespace ts
