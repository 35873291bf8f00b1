// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "validation/validationreport.h"

#include <QAbstractTableModel>
#include <optional>

namespace ts {

/// The per-vendor-family figures of a validation report (ValidationReport::families, the
/// "By vendor family" table of `tensorscope validate`) as a table: one row per category and
/// family with scored rows, its rows scored, MAPE, mean signed error and mean optimism, and
/// whether the comparison's uncertainty band of that family is its own or the category's
/// (AccuracyBand::kMinFamilyRows). A user's own measurements (setUserReport) add their rows
/// after the shipped ones, named as theirs. Text from a user's file is plain text.
class AccuracyFamilyModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        CategoryColumn,
        FamilyColumn,
        ScoredColumn,
        MapeColumn,
        MeanSignedColumn,
        OptimismColumn,
        BandColumn,
        ColumnCount
    };

    explicit AccuracyFamilyModel(QObject* parent = nullptr);

    void setReport(const validation::ValidationReport& report);
    void setUserReport(const validation::ValidationReport& report);
    void clearUserReport();

    /// The figures of a row; nullptr when out of range.
    const validation::FamilySummary* family(int row) const;
    bool isUserRow(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<validation::FamilySummary> m_families;
    QList<validation::FamilySummary> m_user;
};

} // namespace ts
