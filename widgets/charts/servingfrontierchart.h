// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparison.h"

#include <QChartView>
#include <QColor>
#include <QList>
#include <QPalette>
#include <QStringList>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace ts {

/// The serving frontier (issue 35 item 6, docs/serving.md): tokens/s per chip against tokens/s
/// per user (log-log), one colour per ticked device; every configuration (tensor parallelism ×
/// batch) that fits is a marker, the Pareto-optimal ones joined by a line. Hovering a marker
/// names its configuration and figures. It reads DeviceComparison::frontier, computed with the
/// comparison: setting a comparison only copies points into series.
class ServingFrontierChart : public QChartView
{
    Q_OBJECT

public:
    explicit ServingFrontierChart(QWidget* parent = nullptr);

    void setComparison(const Comparison& comparison, const QList<QColor>& colors);
    void applyPalette(const QPalette& palette);
    /// Device `device`'s configurations that fit (x tokens/s per user, y tokens/s per chip), in
    /// the frontier's order, and its Pareto points by tokens/s per user.
    QScatterSeries* pointSeries(int device) const { return m_points.value(device); }
    QLineSeries* paretoSeries(int device) const { return m_pareto.value(device); }
    /// What hovering point `index` of device `device`'s pointSeries() says, as rich text (device
    /// names escaped).
    QString pointHtml(int device, int index) const;

signals:
    void pointHovered(const QString& html);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void resizeSeries(int deviceCount);
    void fitToSize();

    QChart* m_chart = nullptr;
    QLogValueAxis* m_xAxis = nullptr;
    QLogValueAxis* m_yAxis = nullptr;
    QList<QScatterSeries*> m_points;
    QList<QLineSeries*> m_pareto;
    /// By device: the frontier's points as the series hold them, and the device's name.
    std::vector<std::vector<serving::FrontierPoint>> m_frontiers;
    QStringList m_names;
    QPalette m_palette;
    /// The tokens/s per chip axis's range around the data (fitToSize() lowers the bottom).
    double m_bottom = 0;
    double m_top = 0;
    bool m_fitting = false; ///< inside fitToSize()
};

} // namespace ts
