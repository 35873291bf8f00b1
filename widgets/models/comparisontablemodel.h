// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparison.h"
#include "explanation.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>
#include <QIcon>
#include <QList>

namespace ts {

/// The comparison as a table: one row per ticked device, one column per Metric (plus the
/// device). The best value of each column is marked (★ and bold), the device's colour shows as
/// a swatch, "does not fit" rows say so in words; the tooltip of a cell is its derivation. The
/// last column is the accuracy band of the row's step time (docs/validation.md, "Uncertainty
/// bands"), its tooltip where the band comes from; the cells the band covers add it to their
/// tooltip too.
class ComparisonTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    static constexpr int SortRole = Qt::UserRole + 1;
    /// The explanation (rich text) of a cell.
    static constexpr int ExplanationRole = Qt::UserRole + 2;
    /// True on the best cell of a column.
    static constexpr int BestRole = Qt::UserRole + 3;
    /// The band of a metric cell as a QPointF (low, high) in the metric's unit, or of the
    /// accuracy column as (low, high) factors of the predicted step time; nothing without one.
    static constexpr int BandRole = Qt::UserRole + 4;
    /// The column of the accuracy band (after the device and one column per Metric).
    static constexpr int BandColumn = 1 + kMetricCount;
    /// Columns a job on many chips adds (Comparison::showsJob()): the chips and split, the
    /// share of the step spent waiting on communication, and the run's duration.
    static constexpr int ChipsColumn = BandColumn + 1;
    static constexpr int CommunicationColumn = BandColumn + 2;
    static constexpr int RunTimeColumn = BandColumn + 3;
    /// Columns an inference step on one chip adds instead (Comparison::showsServing()): the
    /// serving batch and what set it, time to first token, time per output token, output
    /// tokens a second per chip and tokens a dollar buys, at the workload's latency targets.
    static constexpr int ServingBatchColumn = BandColumn + 1;
    static constexpr int TtftColumn = BandColumn + 2;
    static constexpr int TpotColumn = BandColumn + 3;
    static constexpr int ServingTokensColumn = BandColumn + 4;
    static constexpr int TokensPerDollarColumn = BandColumn + 5;

    explicit ComparisonTableModel(QObject* parent = nullptr);

    void setComparison(const Comparison& comparison, const QList<QColor>& colors);
    /// The row holding the best value of a metric column (−1 when no device has a value).
    int bestRow(Metric metric) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    /// Whether the row can be estimated at all (a job: a legal split) and fits memory.
    bool estimated(const DeviceComparison& entry) const;
    bool fits(const DeviceComparison& entry) const;
    QVariant bandData(const DeviceComparison& entry, int role) const;
    QVariant jobData(const DeviceComparison& entry, int column, int role) const;
    QVariant servingData(const DeviceComparison& entry, int column, int role) const;
    /// The best row of each serving column (−1: none), from TtftColumn on.
    QList<int> m_bestServingRows;

    Comparison m_comparison;
    QList<QColor> m_colors;
    /// One swatch per colour, made when the colours change. A QColor as DecorationRole would
    /// make the delegate paint a new pixmap, under a new QPixmapCache key, on every repaint:
    /// with the table updating on every edit that fills the cache with dead swatches.
    mutable QHash<int, QIcon> m_swatches; ///< by colour index, made on first use
    QIcon swatch(int colorIndex) const;
    QList<int> m_bestRows;
};

} // namespace ts
