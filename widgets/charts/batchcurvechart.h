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

/// Throughput against global batch size, one line per device (log-log). Batches whose
/// footprint exceeds the device's memory are drawn as hollow markers on a dashed line: the
/// curve goes on, but the device cannot run it.
class BatchCurveChart : public QChartView
{
    Q_OBJECT

public:
    explicit BatchCurveChart(QWidget* parent = nullptr);

    void setComparison(const Comparison& comparison, const QList<QColor>& colors);
    void applyPalette(const QPalette& palette);
    /// A device's curve; its y values are in units of valueScale() tokens (samples) per second.
    QLineSeries* curveSeries(int device) const { return m_curves.value(device); }
    /// What one unit of the throughput axis is worth: 1, or 10³, 10⁶, ... once it reaches
    /// 100,000 (the axis title names it).
    double valueScale() const { return m_valueScale; }
    QScatterSeries* overflowSeries(int device) const { return m_overflow.value(device); }

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
    QLogValueAxis* m_yAxis = nullptr;
    QList<QLineSeries*> m_curves;
    QList<QScatterSeries*> m_overflow;
    QPalette m_palette;
    QStringList m_names;
    /// What one unit of the throughput axis is worth (1, 10³, 10⁶, ...: ColumnChart's rule).
    double m_valueScale = 1;
    /// The comparison shows a job on many chips; this curve is one chip's.
    bool m_oneChipOfJob = false;
    bool m_samples = false; ///< throughput in samples/s (no tokens: MLP, CNN)
    /// The throughput axis's powers of ten around the data (fitToSize() lowers the bottom).
    double m_bottom = 0;
    double m_top = 0;
    bool m_fitting = false; ///< inside fitToSize()
};

} // namespace ts
