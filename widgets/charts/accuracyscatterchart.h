// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "validation/validationreport.h"

#include <QChartView>
#include <QList>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace ts {

/// Help › Accuracy's plot of one validation category: each expressible row's predicted value
/// against its measured one on log-log axes (a category spans 0.008 to 20,000 in its units),
/// with the y = x line of a perfect prediction and dashed lines at ± the category's MAPE.
/// Scored rows are filled circles, rows shown but not scored (catalog inputs) hollow squares, a
/// user's own measurements of the category (Help › Accuracy, "Load measurements…") triangles.
/// Hovering a point shows its row id, device, measured, predicted and error, as plain text.
class AccuracyScatterChart : public QChartView
{
    Q_OBJECT

public:
    explicit AccuracyScatterChart(QWidget* parent = nullptr);

    /// Plots `category`'s rows of `report`, and beside them those of `user` (a user's own
    /// measurements; all copied; nothing when the category is absent from both). The band lines
    /// are the shipped report's.
    void setCategory(const validation::ValidationReport& report, const QString& category,
        const validation::ValidationReport& user = {});
    void applyPalette(const QPalette& palette);

    /// The rows plotted, in the order of their points: scored, not scored, the user's.
    const QList<validation::ValidationRow>& plottedRows() const { return m_rows; }
    QScatterSeries* scoredSeries() const { return m_scored; }
    QScatterSeries* unscoredSeries() const { return m_unscored; }
    QScatterSeries* userSeries() const { return m_user; }
    QLineSeries* identityLine() const { return m_identity; }
    QLineSeries* upperBandLine() const { return m_upper; }
    QLineSeries* lowerBandLine() const { return m_lower; }
    QLogValueAxis* measuredAxis() const { return m_measuredAxis; }
    QLogValueAxis* predictedAxis() const { return m_predictedAxis; }

    /// The hover text of a plotted row (plain text).
    static QString pointText(const validation::ValidationRow& row);
    /// pointText() as the tooltip shows it: escaped rich text, so that an id or device name
    /// from a user's file is never laid out as HTML.
    static QString pointToolTip(const validation::ValidationRow& row);

private:
    void retranslate();
    void showPointTip(qsizetype rowIndex, bool state);

    QChart* m_chart = nullptr;
    QScatterSeries* m_scored = nullptr;
    QScatterSeries* m_unscored = nullptr;
    QScatterSeries* m_user = nullptr;
    QLineSeries* m_identity = nullptr;
    QLineSeries* m_upper = nullptr;
    QLineSeries* m_lower = nullptr;
    QLogValueAxis* m_measuredAxis = nullptr;
    QLogValueAxis* m_predictedAxis = nullptr;
    QList<validation::ValidationRow> m_rows;
    qsizetype m_scoredCount = 0;
    qsizetype m_unscoredCount = 0;
    QString m_category;
    std::optional<double> m_mape;

protected:
    void changeEvent(QEvent* event) override;
};

} // namespace ts
