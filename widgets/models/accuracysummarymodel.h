// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "validation/validationreport.h"

#include <QAbstractTableModel>

namespace ts {

/// The per-category figures of a validation report as a table, one row per category, the
/// columns of `tensorscope validate`: rows scored and shown, MAPE, median |error|, mean signed
/// error, mean optimism and the worst rows with their signed errors.
class AccuracySummaryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        CategoryColumn,
        ScoredColumn,
        ShownColumn,
        MapeColumn,
        MedianColumn,
        MeanSignedColumn,
        OptimismColumn,
        WorstColumn,
        ColumnCount
    };
    /// The number behind a cell (a fraction for percentages), for sorting; the category code in
    /// the first column.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit AccuracySummaryModel(QObject* parent = nullptr);

    void setReport(const validation::ValidationReport& report);
    const validation::ValidationReport& report() const { return m_report; }
    /// The category code of a row ("gemm", ...), empty when out of range.
    QString category(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    validation::ValidationReport m_report;
};

} // namespace ts
