// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/chipscaling.h"

#include <QChartView>
#include <QColor>
#include <QList>
#include <QPalette>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace ts {

/// Step time (solid, left, log) and scaling efficiency (dashed, right, %) against chip count
/// (log₂), one colour per device; each point is the fastest split the scaling model finds.
/// Lines join only the counts that fit memory, and efficiency is against the fewest of them;
/// a count that does not fit is a hollow marker at its step time, its reason on hover.
class ChipScalingChart : public QChartView
{
    Q_OBJECT

public:
    explicit ChipScalingChart(QWidget* parent = nullptr);

    void setCurves(const std::vector<ChipCurve>& curves, const QList<QColor>& colors);
    void applyPalette(const QPalette& palette);
    QLineSeries* timeSeries(int device) const { return m_time.value(device); }
    QLineSeries* efficiencySeries(int device) const { return m_efficiency.value(device); }
    /// The chip counts of a device that do not fit memory (hollow markers).
    QScatterSeries* unfitSeries(int device) const { return m_unfit.value(device); }

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
    QList<QScatterSeries*> m_unfit;
    std::vector<ChipCurve> m_curves;
    QPalette m_palette;
    double m_timeUnit = 1e-3; ///< the time axis's unit in seconds: 1 (s), 1e-3 (ms) or 1e-6 (µs)
    double m_efficiencyTop = 100; ///< percent: 100, or above when a curve scales superlinearly
};

} // namespace ts
