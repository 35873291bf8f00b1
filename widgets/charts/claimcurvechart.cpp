// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "claimcurvechart.h"

#include "chartlayout.h"
#include "chartstyle.h"
#include "columnchart.h"

#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScopedValueRollback>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace ts {

namespace {

// The range of one axis: its data's extent, with a log axis widened to whole decades (powers of
// `base`) and a linear one starting at zero for data that never go below it.
std::pair<double, double> axisRange(double low, double high, bool log, double base)
{
    if (log) {
        const double bottom = std::pow(base, std::floor(std::log(low) / std::log(base)));
        const double top = std::pow(base, std::ceil(std::log(high) / std::log(base)));
        return { bottom, top > bottom ? top : bottom * base };
    }
    const double bottom = low >= 0 ? 0.0 : low * 1.1;
    const double top = high > bottom ? high * 1.1 : bottom + 1;
    return { bottom, top };
}

} // namespace

ClaimCurveChart::ClaimCurveChart(QWidget* parent)
    : QChartView(parent)
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    ChartStyle::install(this, m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 160);
    applyPalette(palette());
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { fitToSize(); });
}

void ClaimCurveChart::applyPalette(const QPalette& palette)
{
    m_palette = palette;
    ChartStyle::apply(m_chart, palette);
    if (m_marker)
        m_marker->setPen(
            QPen(palette.color(QPalette::WindowText), ChartStyle::lineWidth(2), Qt::DashLine));
}

void ClaimCurveChart::setCurves(const QString& title, const Axes& axes,
    const QList<ClaimChartCurve>& curves, double markerX, const QString& markerName)
{
    // A card opens rarely: a new chart rather than the old one patched, since the axes' kinds
    // change from one claim to the next (axes removed from a chart left their labels drawn).
    m_curves.clear();
    m_marker = nullptr;
    m_chart = new QChart;
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    ChartStyle::install(this, m_chart);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { fitToSize(); });
    double xLow = std::numeric_limits<double>::infinity();
    double xHigh = -xLow;
    double yLow = xLow;
    double yHigh = -xLow;
    for (const ClaimChartCurve& c : curves) {
        for (const QPointF& p : c.points) {
            xLow = std::min(xLow, p.x());
            xHigh = std::max(xHigh, p.x());
            yLow = std::min(yLow, p.y());
            yHigh = std::max(yHigh, p.y());
        }
    }
    if (!(xHigh >= xLow)) {
        xLow = 0;
        xHigh = 1;
        yLow = 0;
        yHigh = 1;
    }
    // Thousands, millions, ... once the values reach 100,000 (BatchCurveChart's rule): the
    // axis reads "20" under "(millions)", never "20000000", and the lowest value stays 1 or more.
    double scale = 1;
    if (yHigh >= 1e5) {
        while (scale < 1e12 && yLow >= 1e3 * scale)
            scale *= 1e3;
    }
    yLow /= scale;
    yHigh /= scale;
    const bool logX = axes.logX && xLow >= 1;
    const bool logY = axes.logY && yLow >= 1;
    const auto makeAxis = [](bool log, double base) -> QAbstractAxis* {
        if (!log) {
            auto* axis = new QValueAxis;
            axis->setLabelFormat(QStringLiteral("%g"));
            return axis;
        }
        auto* axis = new QLogValueAxis;
        axis->setBase(base);
        axis->setLabelFormat(QStringLiteral("%.0f"));
        return axis;
    };
    m_xAxis = makeAxis(logX, 2);
    m_yAxis = makeAxis(logY, 10);
    ChartLayout::setTitle(m_chart, title);
    ChartLayout::setAxisTitle(m_chart, m_xAxis, axes.xTitle);
    ChartLayout::setAxisTitle(m_chart, m_yAxis, ColumnChart::scaledTitle(axes.yTitle, scale));
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    const auto [x0, x1] = axisRange(xLow, xHigh, logX, 2);
    const auto [y0, y1] = axisRange(yLow, yHigh, logY, 10);
    m_xAxis->setRange(logX ? x0 : xLow, logX ? x1 : xHigh);
    m_yAxis->setRange(y0, y1);
    m_bottom = y0;
    m_top = y1;
    ChartStyle::applyToAxis(m_xAxis, m_palette);
    ChartStyle::applyToAxis(m_yAxis, m_palette);

    m_names.clear();
    QList<QAbstractSeries*> named;
    for (const ClaimChartCurve& c : curves) {
        auto* series = new QLineSeries(m_chart);
        series->setPointsVisible(c.points.size() < 24);
        series->setPen(QPen(c.color, ChartStyle::lineWidth(3), c.style));
        QList<QPointF> points = c.points;
        for (QPointF& p : points)
            p.setY(p.y() / scale);
        series->replace(points);
        m_chart->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
        m_curves.append(series);
        m_names.append(c.name);
        named.append(series);
    }
    if (std::isfinite(markerX) && markerX > (logX ? 0.0 : -1e300)) {
        m_marker = new QLineSeries(m_chart);
        m_marker->replace({ QPointF(markerX, y0), QPointF(markerX, y1) });
        m_chart->addSeries(m_marker);
        m_marker->attachAxis(m_xAxis);
        m_marker->attachAxis(m_yAxis);
        m_names.append(markerName);
        named.append(m_marker);
    }
    applyPalette(m_palette);
    fitToSize();
}

void ClaimCurveChart::fitToSize()
{
    if (m_fitting || !m_xAxis)
        return;
    const QScopedValueRollback<bool> fitting(m_fitting, true);
    const QRectF plot = m_chart->plotArea();
    ChartLayout::fitTitle(m_chart);
    ChartLayout::fitAxisTitle(m_chart, m_xAxis);
    ChartLayout::fitAxisTitle(m_chart, m_yAxis);
    if (auto* log = qobject_cast<QLogValueAxis*>(m_xAxis))
        ChartLayout::fitLogAxis(log, plot.width(), Qt::Horizontal, { 2, 4, 16, 64 });
    else if (auto* linear = qobject_cast<QValueAxis*>(m_xAxis))
        ChartLayout::fitValueTicks(linear, plot.width(), Qt::Horizontal, 0.0);
    // The value axis's lowest label sits a label's height above the bottom corner, where the
    // first label of the sweep axis would run into it (BatchCurveChart's rule).
    const double label = QFontMetricsF(m_yAxis->labelsFont()).height();
    const double share = plot.height() > 4 * label ? label / (plot.height() - label) : 0.0;
    auto* logY = qobject_cast<QLogValueAxis*>(m_yAxis);
    const double bottom = logY && m_bottom > 0 ? m_bottom / std::pow(m_top / m_bottom, share)
                                               : m_bottom - (m_top - m_bottom) * share;
    // A 2 % tolerance (of the value on a log axis, of the range on a linear one): a plot a
    // pixel taller must not set a new range.
    const double min = m_yAxis->property("min").toDouble();
    const bool moved = logY ? std::abs(min / bottom - 1) > 0.02
                            : std::abs(min - bottom) > 0.02 * (m_top - bottom);
    if (moved || m_yAxis->property("max").toDouble() != m_top)
        m_yAxis->setRange(bottom, m_top);
    if (logY)
        ChartLayout::fitLogAxis(logY, plot.height(), Qt::Vertical, { 10, 100, 1000 });
    else if (auto* linear = qobject_cast<QValueAxis*>(m_yAxis))
        ChartLayout::fitValueTicks(linear, plot.height(), Qt::Vertical, 0.0);
    QList<QAbstractSeries*> named;
    for (QLineSeries* curve : std::as_const(m_curves))
        named.append(curve);
    if (m_marker)
        named.append(m_marker);
    ChartLayout::fitLegend(m_chart, named, m_names);
}

} // namespace ts
