// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/chipscaling.h"

#include <QChartView>
#include <QColor>
#include <QList>

class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace ts {

/// Step time (solid, left, log) and scaling efficiency (dashed, right, %) against chip count
/// (log₂), one colour per device; each point is the fastest legal split the scaling model
/// finds. Hovering a point shows the split and its derivation.
class ChipScalingChart : public QChartView
{
    Q_OBJECT

public:
    explicit ChipScalingChart(QWidget* parent = nullptr);

    void setCurves(const std::vector<ChipCurve>& curves, const QList<QColor>& colors);
    void applyPalette(const QPalette& palette);
    QLineSeries* timeSeries(int device) const { return m_time.value(device); }
    QLineSeries* efficiencySeries(int device) const { return m_efficiency.value(device); }

signals:
    void pointHovered(const QString& html);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets the chart's title and axis titles in the current language.
    void retranslate();
    void resizeSeries(int deviceCount);
    /// Tick labels thinned and device names shortened to the chart's size.
    void fitToSize();

    QChart* m_chart = nullptr;
    QLogValueAxis* m_xAxis = nullptr;
    QLogValueAxis* m_timeAxis = nullptr;
    QValueAxis* m_efficiencyAxis = nullptr;
    QList<QLineSeries*> m_time;
    QList<QLineSeries*> m_efficiency;
    std::vector<ChipCurve> m_curves;
};

} // namespace ts
