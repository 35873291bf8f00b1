// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "validation/validationreport.h"

#include <QAbstractTableModel>
#include <optional>

namespace ts {

/// The per-category figures of a validation report as a table, one row per category, the
/// columns of `tensorscope validate`: rows scored and shown, MAPE, median |error|, mean signed
/// error, mean optimism and the worst rows with their signed errors. A user's own measurements
/// (setUserReport) add their categories' rows after the shipped ones, named as theirs.
///
/// Text from a user's file (categories, row ids) is plain text: the display role is never read
/// as rich text by the views, and the tooltips are escaped.
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
    /// Adds (or replaces) the rows of a user's own measurements.
    void setUserReport(const validation::ValidationReport& report);
    void clearUserReport();
    const std::optional<validation::ValidationReport>& userReport() const { return m_user; }

    /// The category code of a row ("gemm", ...), empty when out of range.
    QString category(int row) const;
    /// Whether a row is the summary of a user's own measurements.
    bool isUserRow(int row) const;
    /// The row of a category's summary (of the user's measurements with `user`); −1 if none.
    int rowOf(const QString& category, bool user = false) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// A fraction as a percentage with one decimal, e.g. "12.3%"; "–" for nothing.
    static QString percent(const std::optional<double>& fraction);
    /// The same with its sign, e.g. "+4.1%", "−2.2%".
    static QString signedPercent(const std::optional<double>& fraction);
    /// A category's name for this table: AccuracyText::categoryName(), marked as the user's
    /// when `user`.
    static QString categoryLabel(const QString& category, bool user);

private:
    const validation::CategorySummary* summary(int row) const;
    const validation::ValidationReport& reportOf(int row) const;

    validation::ValidationReport m_report;
    std::optional<validation::ValidationReport> m_user;
};

} // namespace ts
