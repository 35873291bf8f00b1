// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "validation/validationreport.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace ts {

class AccuracyScatterChart;
class AccuracySummaryModel;

/// Help › Accuracy's content: the per-category table of `tensorscope validate` and, for the
/// category chosen (in the chooser or by selecting its row), the predicted-vs-measured plot.
class AccuracyPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AccuracyPanel(QWidget* parent = nullptr);

    void setReport(const validation::ValidationReport& report);
    /// Shows the plot of this category (its code, e.g. "inference").
    void setCategory(const QString& category);
    QString category() const;

    QTableView* table() const { return m_table; }
    AccuracySummaryModel* model() const { return m_model; }
    QComboBox* categoryChooser() const { return m_chooser; }
    AccuracyScatterChart* chart() const { return m_chart; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillChooser();

    QLabel* m_intro = nullptr;
    QLabel* m_chooserLabel = nullptr;
    QTableView* m_table = nullptr;
    AccuracySummaryModel* m_model = nullptr;
    QComboBox* m_chooser = nullptr;
    AccuracyScatterChart* m_chart = nullptr;
};

} // namespace ts
