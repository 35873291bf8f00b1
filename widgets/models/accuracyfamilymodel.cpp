// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracyfamilymodel.h"

#include "accuracysummarymodel.h"
#include "accuracytext.h"
#include "validation/accuracyband.h"

#include <QLocale>
#include <QTextDocument>

namespace ts {

using validation::FamilySummary;

AccuracyFamilyModel::AccuracyFamilyModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void AccuracyFamilyModel::setReport(const validation::ValidationReport& report)
{
    beginResetModel();
    m_families = report.families;
    endResetModel();
}

void AccuracyFamilyModel::setUserReport(const validation::ValidationReport& report)
{
    beginResetModel();
    m_user = report.families;
    endResetModel();
}

void AccuracyFamilyModel::clearUserReport()
{
    beginResetModel();
    m_user.clear();
    endResetModel();
}

const FamilySummary* AccuracyFamilyModel::family(int row) const
{
    if (row < 0)
        return nullptr;
    if (row < m_families.size())
        return &m_families[row];
    row -= int(m_families.size());
    return row < m_user.size() ? &m_user[row] : nullptr;
}

bool AccuracyFamilyModel::isUserRow(int row) const
{
    return row >= m_families.size() && row < rowCount();
}

int AccuracyFamilyModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_families.size() + m_user.size());
}

int AccuracyFamilyModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AccuracyFamilyModel::data(const QModelIndex& index, int role) const
{
    const FamilySummary* f = index.isValid() ? family(index.row()) : nullptr;
    if (!f)
        return {};
    if (role == Qt::ToolTipRole) {
        // A category from a user's file: escaped, never laid out as HTML.
        const QString text = data(index, Qt::DisplayRole).toString();
        return text.isEmpty() ? QVariant() : QVariant(Qt::convertFromPlainText(text));
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == CategoryColumn || index.column() == FamilyColumn
                || index.column() == BandColumn
            ? int(Qt::AlignLeft | Qt::AlignVCenter)
            : int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case CategoryColumn:
        return AccuracySummaryModel::categoryLabel(f->category, isUserRow(index.row()));
    case FamilyColumn:
        return f->family;
    case ScoredColumn:
        return QLocale().toString(f->rowsScored);
    case MapeColumn:
        return AccuracySummaryModel::percent(f->mape);
    case MeanSignedColumn:
        return AccuracySummaryModel::signedPercent(f->meanSignedError);
    case OptimismColumn:
        return AccuracySummaryModel::signedPercent(f->meanOptimism);
    case BandColumn:
        // The comparison's bands come from the shipped figures only (AccuracyModel::shipped),
        // and from the categories that judge its results.
        if (isUserRow(index.row()) || !validation::bandCategories().contains(f->category))
            return QStringLiteral("–");
        return f->rowsScored >= validation::AccuracyBand::kMinFamilyRows
            //: Help › Accuracy, per vendor family: the uncertainty band of this family's
            //: devices comes from these figures
            ? tr("these figures")
            //: Help › Accuracy, per vendor family: too few rows, so the family's devices take
            //: the category's band over every device; %1 the fewest rows for a band of its own
            : tr("the category's (fewer than %1 rows)")
                  .arg(QLocale().toString(validation::AccuracyBand::kMinFamilyRows));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant AccuracyFamilyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case CategoryColumn:
            return tr("Category");
        case FamilyColumn:
            return tr("Vendor family");
        case ScoredColumn:
            return tr("Scored");
        case MapeColumn:
            return tr("MAPE");
        case MeanSignedColumn:
            return tr("Mean signed");
        case OptimismColumn:
            return tr("Optimism");
        case BandColumn:
            return tr("Band from");
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case FamilyColumn:
            return tr("The vendor family of the devices the rows were predicted on");
        case ScoredColumn:
            return tr("Rows of this family that count in the figures");
        case MapeColumn:
            return tr("Mean absolute percentage error over the family's scored rows");
        case MeanSignedColumn:
            return tr("Mean of (predicted − measured) / measured");
        case OptimismColumn:
            return tr("Mean error turned so that positive means the engine predicted this "
                      "family's hardware faster than measured");
        case BandColumn:
            return tr("Where a result on this family's devices takes its uncertainty band "
                      "from: these figures or, with fewer than %1 rows, the category's over "
                      "every device; – where the category makes no band")
                .arg(QLocale().toString(validation::AccuracyBand::kMinFamilyRows));
        default:
            break;
        }
    }
    return {};
}

} // namespace ts
