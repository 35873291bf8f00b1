// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "comparisontablemodel.h"

#include "accuracytext.h"

#include <QFont>
#include <QPixmap>
#include <QPointF>
#include <QTextDocument>

namespace ts {

ComparisonTableModel::ComparisonTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

bool ComparisonTableModel::hasValue(Metric metric, const engine::WorkloadEstimate& e) const
{
    if (metric == Metric::CostPerMillionTokens || metric == Metric::CostPerRun)
        return e.usdPerChipHour > 0;
    if (metric == Metric::EnergyPerRun || metric == Metric::Co2PerRun)
        return e.energyJoulesPerStep > 0;
    return true;
}

void ComparisonTableModel::setComparison(const Comparison& comparison, const QList<QColor>& colors)
{
    const bool sameShape = comparison.devices.size() == m_comparison.devices.size();
    if (!sameShape)
        beginResetModel();
    m_comparison = comparison;
    if (colors != m_colors || m_swatches.isEmpty()) {
        m_colors = colors;
        m_swatches.clear();
        for (const QColor& color : colors) {
            QPixmap swatch(32, 32);
            swatch.fill(color);
            m_swatches.append(QIcon(swatch));
        }
    }
    m_bestRows.clear();
    for (int m = 0; m < kMetricCount; ++m) {
        const auto metric = Metric(m);
        int best = -1;
        double bestValue = 0;
        for (int row = 0; row < int(m_comparison.devices.size()); ++row) {
            const engine::WorkloadEstimate* e = estimateAt(row);
            // Memory: less is better, but only among devices it fits on.
            if (!e || !hasValue(metric, *e) || (metric == Metric::Memory && !e->fits))
                continue;
            const double v = Explanation::value(metric, *e);
            const bool better = Explanation::higherIsBetter(metric) ? v > bestValue : v < bestValue;
            if (best < 0 || better) {
                best = row;
                bestValue = v;
            }
        }
        m_bestRows.append(best);
    }
    if (sameShape) {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    } else {
        endResetModel();
    }
}

int ComparisonTableModel::bestRow(Metric metric) const
{
    return m_bestRows.value(int(metric), -1);
}

const engine::WorkloadEstimate* ComparisonTableModel::estimateAt(int row) const
{
    if (row < 0 || row >= int(m_comparison.devices.size()))
        return nullptr;
    const auto& estimate = m_comparison.devices[std::size_t(row)].estimate;
    return estimate ? &*estimate : nullptr;
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_comparison.devices.size());
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : BandColumn + 1;
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const DeviceComparison& entry = m_comparison.devices[std::size_t(index.row())];
    const engine::WorkloadEstimate* e = estimateAt(index.row());
    if (index.column() == 0) {
        switch (role) {
        case Qt::DisplayRole:
            return e && !e->fits ? tr("%1 — DOES NOT FIT").arg(entry.device.name)
                                 : entry.device.name;
        case SortRole:
            return entry.device.name;
        case Qt::DecorationRole:
            return m_swatches.value(entry.colorIndex % std::max<qsizetype>(1, m_swatches.size()));
        case Qt::FontRole:
            if (e && !e->fits) {
                QFont font;
                font.setBold(true);
                return font;
            }
            return {};
        case Qt::ToolTipRole:
        case ExplanationRole:
            // Both are shown as rich text; the vendor and name come from a catalog file.
            return Qt::convertFromPlainText(
                tr("%1 %2 (%3)").arg(entry.device.vendor, entry.device.name, entry.device.id),
                Qt::WhiteSpaceNormal);
        }
        return {};
    }
    if (index.column() == BandColumn)
        return bandData(entry, role);
    const auto metric = Metric(index.column() - 1);
    const bool best = bestRow(metric) == index.row();
    switch (role) {
    case Qt::DisplayRole:
        if (!e)
            return tr("cannot estimate");
        if (!hasValue(metric, *e))
            return tr("–");
        return best ? tr("★ %1").arg(Explanation::format(metric, *e))
                    : Explanation::format(metric, *e);
    case SortRole:
        return e && hasValue(metric, *e) ? Explanation::value(metric, *e) : QVariant();
    case BestRole:
        return best;
    case Qt::FontRole:
        if (best) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case BandRole:
        if (e && hasValue(metric, *e) && entry.band) {
            if (const auto f = AccuracyText::factors(*entry.band, metric)) {
                const double v = Explanation::value(metric, *e);
                return QPointF(v * f->first, v * f->second);
            }
        }
        return {};
    case Qt::ToolTipRole:
    case ExplanationRole:
        if (!e)
            return {};
        return Explanation::metric(metric, *e, entry.device, m_comparison.options)
            + (entry.band && hasValue(metric, *e) ? AccuracyText::html(*entry.band, metric)
                                                  : QString());
    }
    return {};
}

QVariant ComparisonTableModel::bandData(const DeviceComparison& entry, int role) const
{
    const auto& band = entry.band;
    switch (role) {
    case Qt::DisplayRole:
        if (!entry.estimate)
            return tr("cannot estimate");
        //: The accuracy column of a device the validation data has no figure for.
        return band ? AccuracyText::range(*band) : tr("no data");
    case SortRole:
        return band ? QVariant(band->timeHigh() - band->timeLow()) : QVariant();
    case BandRole:
        return band ? QVariant(QPointF(band->timeLow(), band->timeHigh())) : QVariant();
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
    case ExplanationRole:
        if (!entry.estimate)
            return {};
        if (!band)
            return tr("The validation data has no scored measurement of this kind of step: "
                      "no uncertainty band.");
        //: The tooltip of the accuracy column: %1 is where the band comes from.
        return tr("<p><b>Step time uncertainty</b></p><p>%1</p><p>Throughput and MFU take the "
                  "reciprocal band, costs the same one.</p>")
            .arg(AccuracyText::provenance(*band).toHtmlEscaped());
    }
    return {};
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (section == 0)
        return role == Qt::DisplayRole ? tr("Device") : QVariant();
    if (section == BandColumn) {
        if (role == Qt::DisplayRole)
            //: Column of the comparison table: the uncertainty band of the step time.
            return tr("Uncertainty");
        if (role == Qt::ToolTipRole)
            return tr("How far measurements of similar work were from the engine's prediction "
                      "(Help › Accuracy); wider when an input is assumed");
        return {};
    }
    const auto metric = Metric(section - 1);
    if (role == Qt::DisplayRole)
        return Explanation::metricName(metric);
    if (role == Qt::ToolTipRole)
        return Explanation::higherIsBetter(metric)
            ? tr("%1 (%2) — higher is better; ★ marks the best")
                  .arg(Explanation::metricName(metric), Explanation::metricUnit(metric))
            : tr("%1 (%2) — lower is better; ★ marks the best")
                  .arg(Explanation::metricName(metric), Explanation::metricUnit(metric));
    return {};
}

} // namespace ts
