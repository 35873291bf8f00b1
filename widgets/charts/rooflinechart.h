// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparison.h"

#include <QChartView>
#include <QColor>
#include <QList>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace ts {

/// A log-log roofline: each device's roof (memory-bandwidth slope up to its matrix peak at the
/// workload's precision) and the workload's operators as points at (arithmetic intensity,
/// achieved FLOP/s). Devices differ by colour and marker shape; hovering a point shows the
/// operator and its numbers.
class RooflineChart : public QChartView
{
    Q_OBJECT

public:
    explicit RooflineChart(QWidget* parent = nullptr);

    void setComparison(const Comparison& comparison, const QList<QColor>& colors);
    void applyPalette(const QPalette& palette);

    /// The roof of the i-th device and its operator points (for tests).
    QLineSeries* roofSeries(int device) const { return m_roofs.value(device); }
    QScatterSeries* pointSeries(int device) const { return m_points.value(device); }
    QLogValueAxis* intensityAxis() const { return m_xAxis; }
    QLogValueAxis* rateAxis() const { return m_yAxis; }

signals:
    /// The pointer is over an operator of a device (state false when it left).
    void operatorHovered(const QString& deviceId, const QString& opName, bool state);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets the chart's title and axis titles in the current language.
    void retranslate();
    /// Tick labels thinned and device names shortened to the chart's size.
    void fitToSize();
    void resizeSeries(int deviceCount);

    QChart* m_chart = nullptr;
    QLogValueAxis* m_xAxis = nullptr;
    QLogValueAxis* m_yAxis = nullptr;
    QList<QLineSeries*> m_roofs;
    QList<QScatterSeries*> m_points;
    /// Per device, the operator index of each point (points skip ops with no time).
    QList<QList<int>> m_pointOps;
    Comparison m_comparison;
    QStringList m_names;
};

} // namespace ts
