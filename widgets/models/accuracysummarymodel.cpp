// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracysummarymodel.h"

#include "common/units.h"

#include "accuracytext.h"

#include <QLocale>
#include <QTextDocument>

namespace ts {

using validation::CategorySummary;

namespace {

QVariant number(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

QString AccuracySummaryModel::percent(const std::optional<double>& fraction)
{
    return fraction ? units::percentText(*fraction, 1, QLocale()) : QStringLiteral("–");
}

QString AccuracySummaryModel::signedPercent(const std::optional<double>& fraction)
{
    return fraction ? units::signedPercentText(*fraction, 1, QLocale(), QChar(0x2212))
                    : QStringLiteral("–");
}

QString AccuracySummaryModel::categoryLabel(const QString& category, bool user)
{
    if (!user)
        return AccuracyText::categoryName(category);
    //: A category of the user's own measurements in Help › Accuracy, e.g. "GEMM (yours)".
    return tr("%1 (yours)").arg(AccuracyText::categoryName(category));
}

AccuracySummaryModel::AccuracySummaryModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void AccuracySummaryModel::setReport(const validation::ValidationReport& report)
{
    beginResetModel();
    m_report = report;
    endResetModel();
}

void AccuracySummaryModel::setUserReport(const validation::ValidationReport& report)
{
    beginResetModel();
    m_user = report;
    endResetModel();
}

void AccuracySummaryModel::clearUserReport()
{
    beginResetModel();
    m_user.reset();
    endResetModel();
}

const CategorySummary* AccuracySummaryModel::summary(int row) const
{
    if (row < 0)
        return nullptr;
    if (row < m_report.categories.size())
        return &m_report.categories[row];
    row -= int(m_report.categories.size());
    return m_user && row < m_user->categories.size() ? &m_user->categories[row] : nullptr;
}

const validation::ValidationReport& AccuracySummaryModel::reportOf(int row) const
{
    return isUserRow(row) ? *m_user : m_report;
}

QString AccuracySummaryModel::category(int row) const
{
    const CategorySummary* c = summary(row);
    return c ? c->category : QString();
}

bool AccuracySummaryModel::isUserRow(int row) const
{
    return row >= m_report.categories.size() && row < rowCount();
}

int AccuracySummaryModel::rowOf(const QString& category, bool user) const
{
    for (int row = 0; row < rowCount(); ++row)
        if (isUserRow(row) == user && summary(row)->category == category)
            return row;
    return -1;
}

int AccuracySummaryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid()
        ? 0
        : int(m_report.categories.size() + (m_user ? m_user->categories.size() : 0));
}

int AccuracySummaryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AccuracySummaryModel::data(const QModelIndex& index, int role) const
{
    const CategorySummary* summary = index.isValid() ? this->summary(index.row()) : nullptr;
    if (!summary)
        return {};
    const CategorySummary& c = *summary;
    const bool user = isUserRow(index.row());
    if (role == Qt::ToolTipRole) {
        // A category and row ids from a user's file: escaped, never laid out as HTML.
        const QString text = data(index, Qt::DisplayRole).toString();
        return text.isEmpty() ? QVariant() : QVariant(Qt::convertFromPlainText(text));
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == CategoryColumn || index.column() == WorstColumn
            ? int(Qt::AlignLeft | Qt::AlignVCenter)
            : int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::DisplayRole) {
        switch (Column(index.column())) {
        case CategoryColumn:
            return categoryLabel(c.category, user);
        case ScoredColumn:
            return QLocale().toString(c.rowsScored);
        case ShownColumn:
            return QLocale().toString(c.rowsShown);
        case MapeColumn:
            return percent(c.mape);
        case MedianColumn:
            return percent(c.medianAbsError);
        case MeanSignedColumn:
            return signedPercent(c.meanSignedError);
        case OptimismColumn:
            return signedPercent(c.meanOptimism);
        case WorstColumn: {
            QStringList worst;
            for (const QString& id : c.worst)
                if (const validation::ValidationRow* row = reportOf(index.row()).row(id))
                    //: A worst row of a category: %1 its id, %2 its signed error.
                    worst << tr("%1 (%2)").arg(id, signedPercent(row->error));
            return worst.isEmpty() ? QStringLiteral("–") : worst.join(QStringLiteral(", "));
        }
        case ColumnCount:
            break;
        }
        return {};
    }
    if (role == SortRole) {
        switch (Column(index.column())) {
        case CategoryColumn:
            return c.category;
        case ScoredColumn:
            return qlonglong(c.rowsScored);
        case ShownColumn:
            return qlonglong(c.rowsShown);
        case MapeColumn:
            return number(c.mape);
        case MedianColumn:
            return number(c.medianAbsError);
        case MeanSignedColumn:
            return number(c.meanSignedError);
        case OptimismColumn:
            return number(c.meanOptimism);
        case WorstColumn:
        case ColumnCount:
            break;
        }
    }
    return {};
}

QVariant AccuracySummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case CategoryColumn:
            return tr("Category");
        case ScoredColumn:
            return tr("Scored");
        case ShownColumn:
            return tr("Shown");
        case MapeColumn:
            return tr("MAPE");
        case MedianColumn:
            return tr("Median");
        case MeanSignedColumn:
            return tr("Mean signed");
        case OptimismColumn:
            return tr("Optimism");
        case WorstColumn:
            return tr("Worst rows");
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case ScoredColumn:
            return tr("Rows that count in the figures");
        case ShownColumn:
            return tr("Every row, scored or not (catalog inputs and rows the engine cannot "
                      "rebuild are shown, not scored)");
        case MapeColumn:
            return tr("Mean absolute percentage error over the scored rows");
        case MedianColumn:
            return tr("Median absolute error over the scored rows");
        case MeanSignedColumn:
            return tr("Mean of (predicted − measured) / measured");
        case OptimismColumn:
            return tr("Mean error turned so that positive means the engine predicted the "
                      "hardware faster than measured");
        case WorstColumn:
            return tr("The largest errors, with their signed error");
        default:
            break;
        }
    }
    return {};
}

} // namespace ts
