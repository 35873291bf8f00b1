// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "servingfrontierchart.h"

#include "chartlayout.h"
#include "chartstyle.h"
#include "common/units.h"
#include "models/scalingresulttext.h"

#include "style/theme.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QScopedValueRollback>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

namespace ts {

ServingFrontierChart::ServingFrontierChart(QWidget* parent)
    : QChartView(parent)
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_xAxis = new QLogValueAxis(m_chart);
    m_xAxis->setBase(10);
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_xAxis->setRange(1, 1000);
    m_yAxis = new QLogValueAxis(m_chart);
    m_yAxis->setBase(10);
    m_yAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_yAxis->setRange(1, 1000);
    retranslate(); // titles before the axes join the chart, as the layout expects
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_yAxis, Qt::AlignLeft);
    ChartStyle::install(this, m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 160);
    applyPalette(palette());
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { fitToSize(); });
}

void ServingFrontierChart::fitToSize()
{
    // Setting the range below can move the plot area, which calls this again: once is enough.
    if (m_fitting)
        return;
    const QScopedValueRollback<bool> fitting(m_fitting, true);
    const QRectF plot = m_chart->plotArea();
    // The lowest power of ten on the tokens/s per chip axis sits a label's height above the
    // bottom corner, where the tokens/s per user axis's first label would run into it
    // (BatchCurveChart does the same).
    if (m_top > m_bottom && m_bottom > 0) {
        const double label = QFontMetricsF(m_yAxis->labelsFont()).height();
        const double decades = std::log10(m_top / m_bottom);
        const double need
            = plot.height() > 4 * label ? decades * label / (plot.height() - label) : 0.0;
        const double lowestPower = std::pow(10, std::ceil(std::log10(m_bottom) - 1e-9));
        const double room = std::log10(lowestPower / m_bottom);
        const double bottom = room < need ? lowestPower / std::pow(10, need) : m_bottom;
        // A 2 % tolerance: a plot a pixel taller must not set a new range (and a new layout).
        if (std::abs(m_yAxis->min() / bottom - 1) > 0.02 || m_yAxis->max() != m_top)
            m_yAxis->setRange(bottom, m_top);
    }
    ChartLayout::fitTitle(m_chart);
    ChartLayout::fitAxisTitle(m_chart, m_xAxis);
    ChartLayout::fitAxisTitle(m_chart, m_yAxis);
    ChartLayout::fitLogAxis(m_xAxis, plot.width(), Qt::Horizontal, { 10, 100, 1000 });
    ChartLayout::fitLogAxis(m_yAxis, plot.height(), Qt::Vertical, { 10, 100, 1000 });
    QList<QAbstractSeries*> series;
    for (QLineSeries* s : std::as_const(m_pareto))
        series.append(s);
    ChartLayout::fitLegend(m_chart, series, m_names);
}

void ServingFrontierChart::applyPalette(const QPalette& palette)
{
    m_palette = palette;
    ChartStyle::apply(m_chart, palette);
}

void ServingFrontierChart::resizeSeries(int deviceCount)
{
    while (m_points.size() > deviceCount) {
        QScatterSeries* points = m_points.takeLast();
        QLineSeries* pareto = m_pareto.takeLast();
        m_chart->removeSeries(points);
        m_chart->removeSeries(pareto);
        delete points;
        delete pareto;
    }
    while (m_points.size() < deviceCount) {
        const int index = int(m_points.size());
        auto* pareto = new QLineSeries(m_chart);
        auto* points = new QScatterSeries(m_chart);
        points->setMarkerSize(10);
        m_chart->addSeries(pareto);
        m_chart->addSeries(points);
        for (QAbstractSeries* s :
            { static_cast<QAbstractSeries*>(pareto), static_cast<QAbstractSeries*>(points) }) {
            s->attachAxis(m_xAxis);
            s->attachAxis(m_yAxis);
        }
        for (QLegendMarker* marker : m_chart->legend()->markers(points))
            marker->setVisible(false);
        // The nearest configuration of this device to the hovered place, on log scales.
        auto hover = [this, index](const QPointF& at, bool state) {
            if (!state || index >= int(m_frontiers.size()))
                return;
            const auto& frontier = m_frontiers[std::size_t(index)];
            int nearest = -1;
            double best = 0;
            for (int i = 0; i < int(frontier.size()); ++i) {
                const serving::FrontierPoint& p = frontier[std::size_t(i)];
                const double dx = std::log10(p.tokensPerSecondPerUser / at.x());
                const double dy = std::log10(p.tokensPerSecondPerChip / at.y());
                const double distance = dx * dx + dy * dy;
                if (nearest < 0 || distance < best) {
                    nearest = i;
                    best = distance;
                }
            }
            if (nearest < 0)
                return;
            const QString html = pointHtml(index, nearest);
            QToolTip::showText(QCursor::pos(), html, this);
            emit pointHovered(html);
        };
        connect(points, &QScatterSeries::hovered, this, hover);
        connect(pareto, &QLineSeries::hovered, this, hover);
        m_pareto.append(pareto);
        m_points.append(points);
    }
}

QString ServingFrontierChart::pointHtml(int device, int index) const
{
    if (device < 0 || device >= int(m_frontiers.size()))
        return {};
    const auto& frontier = m_frontiers[std::size_t(device)];
    if (index < 0 || index >= int(frontier.size()))
        return {};
    const serving::FrontierPoint& p = frontier[std::size_t(index)];
    const QLocale locale;
    const QString cost = p.usdPerMillionOutputTokens > 0
        ? locale.toString(p.usdPerMillionOutputTokens, 'f', 3)
        : tr("no price");
    QString html;
    if (p.expertParallel > 1) {
        //: hover on the serving frontier of a mixture-of-experts model: %1 device, %2 chips of
        //: tensor parallelism, %3 groups of expert parallelism, %4 batch
        html = tr("<h3>%1: tp %2 × ep %3 × batch %4</h3>")
                   .arg(m_names.value(device).toHtmlEscaped())
                   .arg(p.tensorParallel)
                   .arg(p.expertParallel)
                   .arg(p.batch);
    } else {
        //: hover on the serving frontier: %1 device, %2 chips of tensor parallelism, %3 batch
        html = tr("<h3>%1: tp %2 × batch %3</h3>")
                   .arg(m_names.value(device).toHtmlEscaped())
                   .arg(p.tensorParallel)
                   .arg(p.batch);
    }
    html += tr("<p>%1 tokens/s per user, %2 tokens/s per chip<br>TTFT %3, TPOT %4<br>"
               "$ %5 per million output tokens<br>%6 GiB per chip</p>")
                .arg(locale.toString(p.tokensPerSecondPerUser, 'f', 1),
                    locale.toString(p.tokensPerSecondPerChip, 'f', 1),
                    ScalingResultText::duration(p.ttftSeconds),
                    ScalingResultText::duration(p.tpotSeconds), cost,
                    units::gibNumber(p.memoryBytes, 1, locale));
    if (p.pareto)
        html += tr("<p>On the Pareto frontier: no configuration has more tokens/s both per user "
                   "and per chip.</p>");
    return html;
}

void ServingFrontierChart::setComparison(const Comparison& comparison, const QList<QColor>& colors)
{
    resizeSeries(int(comparison.devices.size()));
    m_frontiers.clear();
    m_names.clear();
    double lowX = 0;
    double highX = 0;
    double lowY = 0;
    double highY = 0;
    const auto widen = [](double& low, double& high, double v) {
        low = low > 0 ? std::min(low, v) : v;
        high = std::max(high, v);
    };
    for (int i = 0; i < int(comparison.devices.size()); ++i) {
        const DeviceComparison& d = comparison.devices[std::size_t(i)];
        m_names.append(d.device.name);
        std::vector<serving::FrontierPoint> frontier;
        if (d.frontier)
            frontier = d.frontier->points;
        QList<QPointF> points;
        QList<QPointF> pareto;
        for (const serving::FrontierPoint& p : frontier) {
            const QPointF point(p.tokensPerSecondPerUser, p.tokensPerSecondPerChip);
            points.append(point);
            if (p.pareto)
                pareto.append(point);
            widen(lowX, highX, point.x());
            widen(lowY, highY, point.y());
        }
        std::sort(pareto.begin(), pareto.end(),
            [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
        m_frontiers.push_back(std::move(frontier));
        const QColor color = Theme::deviceColor(colors, d.colorIndex);
        const QPen pen(color, ChartStyle::lineWidth(3), Theme::deviceLineStyle(d.colorIndex));
        if (m_pareto[i]->pen() != pen)
            m_pareto[i]->setPen(pen);
        // Only what changed: an edit of the workload's batch leaves the frontier as it was, and
        // Qt Charts lays a series out again on every setter (bench_workspace, 20 devices).
        if (m_points[i]->color() != color)
            m_points[i]->setColor(color);
        if (m_points[i]->borderColor() != m_palette.color(QPalette::Base))
            m_points[i]->setBorderColor(m_palette.color(QPalette::Base));
        if (m_points[i]->markerSize() != ChartStyle::lineWidth(9))
            m_points[i]->setMarkerSize(ChartStyle::lineWidth(9));
        if (m_points[i]->points() != points)
            m_points[i]->replace(points);
        if (m_pareto[i]->points() != pareto)
            m_pareto[i]->replace(pareto);
    }
    // 1, 2 or 5 × 10ⁿ around the data with a margin, never below 1 (Qt Charts' log axis and
    // domain set each other's range back and forth without end for a range below 1:
    // BatchCurveChart), and always holding a power of ten, where the log axis puts its labels.
    const auto decades = [](double low, double high) {
        const auto step = [](double value, bool up) {
            const double decade = std::pow(10, std::floor(std::log10(value)));
            const double steps[] = { 1, 2, 5, 10 };
            if (up) {
                for (double s : steps)
                    if (decade * s >= value)
                        return decade * s;
                return decade * 10;
            }
            for (int i = 2; i >= 0; --i)
                if (decade * steps[i] <= value)
                    return decade * steps[i];
            return decade;
        };
        double bottom = std::max(1.0, step(low / 1.15, false));
        double top = std::max(bottom * 2, step(high * 1.15, true));
        const double power = std::pow(10, std::floor(std::log10(top)));
        if (power < bottom)
            bottom = power;
        return std::pair { bottom, top };
    };
    if (highX > 0) {
        const auto [left, right] = decades(lowX, highX);
        if (m_xAxis->min() != left || m_xAxis->max() != right)
            m_xAxis->setRange(left, right);
    }
    if (highY > 0) {
        const auto range = decades(lowY, highY);
        if (range != std::pair { m_bottom, m_top }) {
            std::tie(m_bottom, m_top) = range;
            m_yAxis->setRange(m_bottom, m_top);
        }
    }
    fitToSize();
}

void ServingFrontierChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void ServingFrontierChart::retranslate()
{
    ChartLayout::setTitle(m_chart, tr("Serving frontier"));
    //: axis of the serving frontier: interactivity, the tokens one request gets a second
    ChartLayout::setAxisTitle(m_chart, m_xAxis, tr("tokens/s per user"));
    ChartLayout::setAxisTitle(m_chart, m_yAxis, tr("tokens/s per chip"));
    setToolTip(tr("Each marker is a tensor-parallel size and batch that fits; the line joins "
                  "the Pareto points, where no other configuration gives more tokens/s both per "
                  "user and per chip."));
}

} // namespace ts
