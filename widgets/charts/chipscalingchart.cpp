// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chipscalingchart.h"

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
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>

namespace ts {

ChipScalingChart::ChipScalingChart(QWidget* parent)
    : QChartView(parent)
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_xAxis = new QLogValueAxis(m_chart);
    m_xAxis->setBase(2);
    m_xAxis->setLabelFormat(QStringLiteral("%g"));
    // A quarter of a doubling beyond the first and last counts: Qt Charts cuts an end label
    // ("1024" -> "10...") that has no room past the plot's edge.
    m_xAxis->setRange(0.8, double(ChipScaling::chipCounts().constLast()) * 1.25);
    m_timeAxis = new QLogValueAxis(m_chart);
    m_timeAxis->setLabelFormat(QStringLiteral("%g"));
    m_efficiencyAxis = new QValueAxis(m_chart);
    m_efficiencyAxis->setRange(0, 100);
    m_efficiencyAxis->setTickCount(5);
    // Plain numbers, the unit in the axis title: beside log time labels down to "0.1", a
    // narrow chart (presentation type, two charts side by side) cut "100 %" and "100%".
    m_efficiencyAxis->setLabelFormat(QStringLiteral("%g"));
    m_efficiencyAxis->setGridLineVisible(false);
    retranslate(); // titles before the axes join the chart, as the layout expects
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->addAxis(m_timeAxis, Qt::AlignLeft);
    m_chart->addAxis(m_efficiencyAxis, Qt::AlignRight);
    ChartStyle::install(this, m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(200, 160);
    applyPalette(palette());
    connect(m_chart, &QChart::plotAreaChanged, this, [this] { fitToSize(); });
}

void ChipScalingChart::fitToSize()
{
    const QRectF plot = m_chart->plotArea();
    ChartLayout::fitTitle(m_chart);
    for (QAbstractAxis* axis : m_chart->axes())
        ChartLayout::fitAxisTitle(m_chart, axis);
    ChartLayout::fitLogAxis(m_xAxis, plot.width(), Qt::Horizontal, { 2, 4, 8, 16, 32 });
    ChartLayout::fitLogAxis(m_timeAxis, plot.height(), Qt::Vertical, { 10, 100, 1000 });
    // "0 %" sits a label's height above the bottom corner, where the chip axis's last label
    // ("64") would run into it.
    const double label = QFontMetricsF(m_efficiencyAxis->labelsFont()).height();
    const double below = plot.height() > 4 * label ? 100.0 * label / (plot.height() - label) : 0.0;
    ChartLayout::setValueRange(
        m_efficiencyAxis, -below, m_efficiencyTop, plot.height(), Qt::Vertical, 0);
    QList<QAbstractSeries*> series;
    QStringList names;
    for (int i = 0; i < m_time.size() && i < int(m_curves.size()); ++i) {
        series.append(m_time[i]);
        names.append(m_curves[std::size_t(i)].deviceName);
    }
    ChartLayout::fitLegend(m_chart, series, names);
}

void ChipScalingChart::applyPalette(const QPalette& palette)
{
    m_palette = palette;
    ChartStyle::apply(m_chart, palette);
    for (QScatterSeries* s : std::as_const(m_unfit))
        s->setColor(palette.color(QPalette::Base));
}

void ChipScalingChart::resizeSeries(int deviceCount)
{
    while (m_time.size() > deviceCount) {
        QLineSeries* time = m_time.takeLast();
        QLineSeries* efficiency = m_efficiency.takeLast();
        QScatterSeries* unfit = m_unfit.takeLast();
        m_chart->removeSeries(time);
        m_chart->removeSeries(efficiency);
        m_chart->removeSeries(unfit);
        delete time;
        delete efficiency;
        delete unfit;
    }
    while (m_time.size() < deviceCount) {
        const int index = int(m_time.size());
        auto* time = new QLineSeries(m_chart);
        time->setPointsVisible(true);
        auto* efficiency = new QLineSeries(m_chart);
        auto* unfit = new QScatterSeries(m_chart);
        unfit->setMarkerSize(12);
        unfit->setColor(m_palette.color(QPalette::Base));
        m_chart->addSeries(time);
        m_chart->addSeries(efficiency);
        m_chart->addSeries(unfit);
        time->attachAxis(m_xAxis);
        time->attachAxis(m_timeAxis);
        efficiency->attachAxis(m_xAxis);
        efficiency->attachAxis(m_efficiencyAxis);
        unfit->attachAxis(m_xAxis);
        unfit->attachAxis(m_timeAxis);
        for (QAbstractSeries* s :
            { static_cast<QAbstractSeries*>(efficiency), static_cast<QAbstractSeries*>(unfit) })
            for (QLegendMarker* marker : m_chart->legend()->markers(s))
                marker->setVisible(false);
        auto hover = [this, index](const QPointF& point, bool state) {
            if (!state || index >= int(m_curves.size()))
                return;
            const ChipCurve& curve = m_curves[std::size_t(index)];
            const ChipPoint* nearest = nullptr;
            for (const ChipPoint& p : curve.points) {
                if (!nearest
                    || std::abs(std::log2(double(p.chips) / point.x()))
                        < std::abs(std::log2(double(nearest->chips) / point.x())))
                    nearest = &p;
            }
            if (!nearest)
                return;
            const QLocale locale;
            const QString status = nearest->fits
                ? tr("efficiency %1 % against %2 chips, the fewest that fit")
                      .arg(locale.toString(nearest->scalingEfficiency * 100, 'f', 1))
                      .arg(curve.baselineChips)
                : tr("does not fit: %1 GiB per chip of %2 GiB")
                      .arg(units::gibNumber(double(nearest->result.memoryPerChipBytes), 1, locale),
                          units::gibNumber(double(nearest->result.memoryCapacityBytes), 1, locale));
            const QString html
                = tr("<h3>%1 × %2 (%3)</h3><p>step %4, %5</p>%6")
                      .arg(nearest->chips)
                      .arg(curve.deviceName.toHtmlEscaped(), nearest->split.toHtmlEscaped(),
                          ScalingResultText::duration(nearest->stepSeconds), status.toHtmlEscaped(),
                          ScalingResultText::breakdownHtml(nearest->result));
            QToolTip::showText(QCursor::pos(), html, this);
            emit pointHovered(html);
        };
        connect(time, &QLineSeries::hovered, this, hover);
        connect(efficiency, &QLineSeries::hovered, this, hover);
        connect(unfit, &QScatterSeries::hovered, this, hover);
        m_time.append(time);
        m_efficiency.append(efficiency);
        m_unfit.append(unfit);
    }
}

void ChipScalingChart::setCurves(const std::vector<ChipCurve>& curves, const QList<QColor>& colors)
{
    m_curves = curves;
    resizeSeries(int(curves.size()));
    // Milliseconds; seconds once a step takes more than ten; microseconds when the fastest
    // step is under 10 µs: the log axis's %g labels print "1e-05" below 0.0001 and "1e+06"
    // from a million (issue 19), and a decade's label must stay a plain number.
    double slowest = 0;
    double fastest = 0;
    for (const ChipCurve& curve : curves)
        for (const ChipPoint& p : curve.points) {
            if (!(p.stepSeconds > 0))
                continue;
            slowest = std::max(slowest, p.stepSeconds);
            fastest = fastest > 0 ? std::min(fastest, p.stepSeconds) : p.stepSeconds;
        }
    const double unit = slowest > 10 ? 1.0 : (fastest > 0 && fastest < 1e-5 ? 1e-6 : 1e-3);
    if (unit != m_timeUnit) {
        m_timeUnit = unit;
        retranslate();
    }
    const double scale = 1.0 / unit;
    double low = 1e300;
    double high = 0;
    double topEfficiency = 100;
    for (int i = 0; i < int(curves.size()); ++i) {
        const ChipCurve& curve = curves[std::size_t(i)];
        const QColor color = Theme::deviceColor(colors, curve.colorIndex);
        QList<QPointF> time;
        QList<QPointF> efficiency;
        QList<QPointF> unfit;
        for (const ChipPoint& p : curve.points) {
            const QPointF point(double(p.chips), p.stepSeconds * scale);
            if (p.fits) {
                time.append(point);
                efficiency.append(QPointF(double(p.chips), p.scalingEfficiency * 100));
                topEfficiency = std::max(topEfficiency, p.scalingEfficiency * 100);
            } else {
                unfit.append(point);
            }
            low = std::min(low, point.y());
            high = std::max(high, point.y());
        }
        if (m_time[i]->pen().color() != color
            || m_time[i]->pen().widthF() != ChartStyle::lineWidth(3)) {
            m_time[i]->setPen(QPen(color, ChartStyle::lineWidth(3)));
            m_efficiency[i]->setPen(QPen(color, ChartStyle::lineWidth(2), Qt::DashLine));
            m_unfit[i]->setPen(QPen(color, ChartStyle::lineWidth(2.5)));
        }
        m_time[i]->replace(time);
        m_efficiency[i]->replace(efficiency);
        m_unfit[i]->replace(unfit);
    }
    // A split that only a larger count can use (less pipeline bubble, no recomputation) can
    // beat linear scaling from the fewest chips that fit: the axis then goes above 100 %.
    m_efficiencyTop = std::ceil(topEfficiency / 25) * 25;
    if (high > 0)
        m_timeAxis->setRange(std::pow(10, std::floor(std::log10(low))),
            std::pow(10, std::ceil(std::log10(high * 1.2))));
    // Legend names (escaped: Qt Charts lays them out as HTML, issue 18) and ticks to the size.
    fitToSize();
}

void ChipScalingChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void ChipScalingChart::retranslate()
{
    ChartLayout::setTitle(m_chart, tr("Step time and efficiency vs chips"));
    ChartLayout::setAxisTitle(m_chart, m_xAxis, tr("chips (○ = does not fit)"));
    // The axes have no room to say it at 1280×800; the dashed line starts at 100 % there too.
    setToolTip(tr("Efficiency is against the fewest chips that fit memory: N₀·T₀ / (N·T_N). "
                  "Hollow markers: chip counts whose fastest split does not fit."));
    ChartLayout::setAxisTitle(m_chart, m_timeAxis,
        m_timeUnit == 1.0        ? tr("s per step (solid)")
            : m_timeUnit == 1e-3 ? tr("ms per step (solid)")
                                 : tr("µs per step (solid)"));
    ChartLayout::setAxisTitle(m_chart, m_efficiencyAxis, tr("efficiency, % (dashed)"));
}

} // namespace ts
