// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QChartView>
#include <QColor>
#include <QList>
#include <QPointF>
#include <QStringList>
#include <limits>

class QAbstractAxis;
class QLineSeries;

namespace ts {

/// One line of a ClaimCurveChart: its name in the legend, colour and points.
struct ClaimChartCurve
{
    QString name;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine;
    QList<QPointF> points;
};

/// The sweep of a claim's experiment (issue 22): a few curves against a batch, a utilization
/// or a chip count, and a dashed vertical line where the verdict turns (the crossover batch,
/// the break-even utilization), named in the legend. Axes are logarithmic where the sweep
/// spans decades; a log axis whose data reach below 1 is drawn linear instead (Qt Charts' log
/// axis does not settle on a range below 1, see BatchCurveChart).
class ClaimCurveChart : public QChartView
{
    Q_OBJECT

public:
    explicit ClaimCurveChart(QWidget* parent = nullptr);

    struct Axes
    {
        QString xTitle;
        QString yTitle;
        bool logX = false;
        bool logY = false;
    };
    void setCurves(const QString& title, const Axes& axes, const QList<ClaimChartCurve>& curves,
        double markerX = std::numeric_limits<double>::quiet_NaN(), const QString& markerName = {});
    void applyPalette(const QPalette& palette);

    QLineSeries* curveSeries(int index) const { return m_curves.value(index); }
    /// The vertical marker line (nothing without a marker).
    QLineSeries* markerSeries() const { return m_marker; }
    QAbstractAxis* xAxis() const { return m_xAxis; }
    QAbstractAxis* yAxis() const { return m_yAxis; }

private:
    void fitToSize();

    QChart* m_chart = nullptr;
    QAbstractAxis* m_xAxis = nullptr;
    QAbstractAxis* m_yAxis = nullptr;
    QList<QLineSeries*> m_curves;
    QLineSeries* m_marker = nullptr;
    QStringList m_names;
    QPalette m_palette;
    /// The value axis's range for the data; fitToSize() lowers the bottom by a label's height.
    double m_bottom = 0;
    double m_top = 1;
    bool m_fitting = false;
};

} // namespace ts
