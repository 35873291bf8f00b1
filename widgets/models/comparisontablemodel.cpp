// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "comparisontablemodel.h"

#include "style/plaintext.h"

#include "accuracytext.h"
#include "compare/metricfigures.h"
#include "jobtext.h"
#include "metrictext.h"
#include "scalingresulttext.h"
#include "servingtext.h"

#include "style/theme.h"

#include <QFont>
#include <QLocale>
#include <QPixmap>
#include <QPointF>
#include <QTextDocument>
#include <cmath>

namespace ts {

ComparisonTableModel::ComparisonTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

bool ComparisonTableModel::estimated(const DeviceComparison& entry) const
{
    if (m_comparison.showsJob())
        return entry.job && entry.job->result.legal();
    return entry.estimate.has_value();
}

bool ComparisonTableModel::fits(const DeviceComparison& entry) const
{
    if (m_comparison.showsJob())
        return entry.job && entry.job->result.legal() && entry.job->result.fits;
    return entry.estimate && entry.estimate->fits;
}

void ComparisonTableModel::setComparison(const Comparison& comparison, const QList<QColor>& colors)
{
    const bool sameShape = comparison.devices.size() == m_comparison.devices.size()
        && comparison.showsJob() == m_comparison.showsJob()
        && comparison.showsServing() == m_comparison.showsServing();
    if (!sameShape)
        beginResetModel();
    m_comparison = comparison;
    if (colors != m_colors) {
        m_colors = colors;
        m_swatches.clear();
    }
    m_bestRows.clear();
    for (int m = 0; m < kMetricCount; ++m) {
        const auto metric = Metric(m);
        int best = -1;
        double bestValue = 0;
        for (int row = 0; row < int(m_comparison.devices.size()); ++row) {
            const DeviceComparison& entry = m_comparison.devices[std::size_t(row)];
            // Memory: less is better, but only among devices it fits on. A job that does not
            // fit cannot run: it is the best of nothing (issue 34 item 8: "★ 0.0 %").
            if (!MetricFigures::has(metric, entry, m_comparison)
                || ((metric == Metric::Memory || m_comparison.showsJob()) && !fits(entry)))
                continue;
            const double v = MetricFigures::value(metric, entry, m_comparison);
            if (!std::isfinite(v) || (MetricFigures::higherIsBetter(metric) && !(v > 0)))
                continue;
            const bool better
                = MetricFigures::higherIsBetter(metric) ? v > bestValue : v < bestValue;
            if (best < 0 || better) {
                best = row;
                bestValue = v;
            }
        }
        m_bestRows.append(best);
    }
    // Serving: the shortest TTFT and TPOT, the most tokens a second and a dollar.
    m_bestServingRows.clear();
    for (int column = TtftColumn; column <= TokensPerDollarColumn; ++column) {
        int best = -1;
        double bestValue = 0;
        for (int row = 0; row < int(m_comparison.devices.size()); ++row) {
            const auto& serving = m_comparison.devices[std::size_t(row)].serving;
            if (!serving || !serving->chosen.fits)
                continue;
            const serving::ServingPoint& p = serving->chosen;
            const double v = column == TtftColumn ? p.ttftSeconds
                : column == TpotColumn            ? p.tpotSeconds
                : column == ServingTokensColumn   ? p.outputTokensPerSecondPerChip
                                                  : ServingText::tokensPerDollarValue(p);
            if (column == TokensPerDollarColumn && v <= 0)
                continue;
            const bool lower = column == TtftColumn || column == TpotColumn;
            if (best < 0 || (lower ? v < bestValue : v > bestValue)) {
                best = row;
                bestValue = v;
            }
        }
        m_bestServingRows.append(best);
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

QIcon ComparisonTableModel::swatch(int colorIndex) const
{
    const auto found = m_swatches.constFind(colorIndex);
    if (found != m_swatches.constEnd())
        return *found;
    QPixmap pixmap(32, 32);
    pixmap.fill(Theme::deviceColor(m_colors, colorIndex));
    const QIcon icon(pixmap);
    m_swatches.insert(colorIndex, icon);
    return icon;
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_comparison.devices.size());
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    if (m_comparison.showsJob())
        return RunTimeColumn + 1;
    return m_comparison.showsServing() ? TokensPerDollarColumn + 1 : BandColumn + 1;
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const DeviceComparison& entry = m_comparison.devices[std::size_t(index.row())];
    const bool overflows = estimated(entry) && !fits(entry);
    if (index.column() == 0) {
        switch (role) {
        case Qt::DisplayRole:
            return overflows ? tr("%1 — DOES NOT FIT").arg(entry.device.name) : entry.device.name;
        case SortRole:
            return entry.device.name;
        case Qt::DecorationRole:
            return swatch(entry.colorIndex);
        case Qt::FontRole:
            if (overflows) {
                QFont font;
                font.setBold(true);
                return font;
            }
            return {};
        case Qt::ToolTipRole:
        case ExplanationRole:
            // Both are shown as rich text; the vendor and name come from a catalog file.
            return PlainText::toolTip(
                tr("%1 %2 (%3)").arg(entry.device.vendor, entry.device.name, entry.device.id));
        }
        return {};
    }
    if (index.column() == BandColumn)
        return bandData(entry, role);
    if (index.column() > BandColumn)
        return m_comparison.showsJob() ? jobData(entry, index.column(), role)
                                       : servingData(entry, index.column(), role);
    const auto metric = Metric(index.column() - 1);
    const bool best = bestRow(metric) == index.row();
    switch (role) {
    case Qt::DisplayRole:
        if (!estimated(entry))
            return entry.estimate ? tr("no legal split") : tr("cannot estimate");
        if (!MetricFigures::has(metric, entry, m_comparison))
            // A device one cannot buy says so rather than a dash.
            return metric == Metric::CostPerRunOwned && entry.device.purchases.isEmpty()
                ? Explanation::tr("rent only")
                : tr("–");
        return best ? tr("★ %1").arg(MetricText::format(metric, entry, m_comparison))
                    : MetricText::format(metric, entry, m_comparison);
    case SortRole:
        return MetricFigures::has(metric, entry, m_comparison)
            ? MetricFigures::value(metric, entry, m_comparison)
            : QVariant();
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
        if (MetricFigures::has(metric, entry, m_comparison) && entry.band) {
            if (const auto f = MetricFigures::bandFactors(*entry.band, metric)) {
                const double v = MetricFigures::value(metric, entry, m_comparison);
                return QPointF(v * f->first, v * f->second);
            }
        }
        return {};
    case Qt::ToolTipRole:
    case ExplanationRole:
        if (!entry.estimate)
            return {};
        return MetricText::explanation(metric, entry, m_comparison)
            + (entry.band && MetricFigures::has(metric, entry, m_comparison)
                    ? AccuracyText::html(*entry.band, metric)
                    : QString());
    }
    return {};
}

QVariant ComparisonTableModel::jobData(const DeviceComparison& entry, int column, int role) const
{
    if (!entry.job)
        return role == Qt::DisplayRole ? tr("cannot estimate") : QVariant();
    const scaling::JobResult& job = *entry.job;
    const bool usable = job.usable();
    switch (role) {
    case Qt::DisplayRole:
        if (column == ChipsColumn)
            return JobText::chips(job, m_comparison.job);
        if (!usable)
            return tr("–");
        if (column == CommunicationColumn)
            return tr("%1 %").arg(QLocale().toString(job.result.commShare() * 100, 'f', 1));
        return job.totals.steps > 0 ? Explanation::duration(job.totals.timeSeconds) : tr("–");
    case SortRole:
        if (column == ChipsColumn)
            return double(job.result.chips);
        if (!usable)
            return {};
        return column == CommunicationColumn ? job.result.commShare() : job.totals.timeSeconds;
    case Qt::TextAlignmentRole:
        return int(column == ChipsColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                         : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
    case ExplanationRole: {
        QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                           .arg(entry.device.name.toHtmlEscaped(),
                               JobText::chips(job, m_comparison.job).toHtmlEscaped());
        if (const QString why = JobText::problems(job, m_comparison.job); !why.isEmpty())
            html
                += QStringLiteral("<p><b>%1</b></p>")
                       .arg(why.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
        return html + ScalingResultText::breakdownHtml(job.result);
    }
    }
    return {};
}

QVariant ComparisonTableModel::servingData(
    const DeviceComparison& entry, int column, int role) const
{
    if (!entry.serving)
        return role == Qt::DisplayRole ? tr("cannot estimate") : QVariant();
    const serving::ServingEstimate& serving = *entry.serving;
    const serving::ServingPoint& p = serving.chosen;
    const bool best = column >= TtftColumn
        && m_bestServingRows.value(column - TtftColumn, -1)
            == int(&entry - m_comparison.devices.data());
    switch (role) {
    case Qt::DisplayRole: {
        if (column == ServingBatchColumn)
            return ServingText::batch(serving);
        if (!p.fits)
            return tr("does not fit");
        const QString star = best ? QStringLiteral("★ ") : QString();
        if (column == TtftColumn)
            return star + Explanation::duration(p.ttftSeconds);
        if (column == TpotColumn)
            return star + Explanation::duration(p.tpotSeconds);
        if (column == ServingTokensColumn)
            return star + ServingText::tokensPerSecond(p);
        return ServingText::tokensPerDollarValue(p) > 0 ? star + ServingText::tokensPerDollar(p)
                                                        : ServingText::tokensPerDollar(p);
    }
    case SortRole:
        if (column == ServingBatchColumn)
            return double(p.batch);
        if (column == TtftColumn)
            return p.ttftSeconds;
        if (column == TpotColumn)
            return p.tpotSeconds;
        if (column == ServingTokensColumn)
            return p.outputTokensPerSecondPerChip;
        return ServingText::tokensPerDollarValue(p);
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
        return int(column == ServingBatchColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
    case ExplanationRole:
        return ServingText::html(serving, m_comparison.servingSpec, entry.device.name);
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
    if (m_comparison.showsServing() && !m_comparison.showsJob() && section > BandColumn) {
        if (role == Qt::DisplayRole) {
            switch (section) {
            case ServingBatchColumn:
                //: Column of the comparison table: requests served together, and what set that
                return tr("Serving batch");
            case TtftColumn:
                //: Column of the comparison table: time to first token
                return tr("TTFT");
            case TpotColumn:
                //: Column of the comparison table: time per output token
                return tr("TPOT");
            case ServingTokensColumn:
                //: Column of the comparison table: output tokens a second on each chip
                return tr("Tokens/s · chip");
            default:
                //: Column of the comparison table: output tokens one dollar of rent buys
                return tr("Tokens per $");
            }
        }
        if (role == Qt::ToolTipRole) {
            switch (section) {
            case ServingBatchColumn:
                return tr("Requests served together: the largest batch that fits memory and "
                          "meets the latency targets (Run › targets), or the workload's batch "
                          "without targets");
            case TtftColumn:
                return tr("Time to first token: the prefill of the batch's prompts — lower is "
                          "better; ★ marks the best");
            case TpotColumn:
                return tr("Time per output token: one decode step of the batch — lower is "
                          "better; ★ marks the best");
            case ServingTokensColumn:
                return tr("Output tokens a second per chip at the serving batch — higher is "
                          "better; ★ marks the best");
            default:
                return tr("Output tokens one dollar of the chip's rent buys — higher is better; "
                          "★ marks the best");
            }
        }
        return {};
    }
    if (section == ChipsColumn)
        //: Column of the comparison table for a job on many chips: chip count and split
        return role == Qt::DisplayRole ? tr("Chips · split")
            : role == Qt::ToolTipRole
            ? tr("The chips the job runs on and how the step is split over them (dp data, tp "
                 "tensor, pp pipeline, ep expert parallel; ZeRO stage)")
            : QVariant();
    if (section == CommunicationColumn)
        //: Column of the comparison table: the share of a step spent waiting on collectives
        return role == Qt::DisplayRole ? tr("Comm. wait")
            : role == Qt::ToolTipRole
            ? tr("Share of the step spent waiting on communication that compute does not hide")
            : QVariant();
    if (section == RunTimeColumn)
        //: Column of the comparison table: how long the whole run takes
        return role == Qt::DisplayRole ? tr("Run time")
            : role == Qt::ToolTipRole
            ? tr("Time to process the run's tokens on all the job's chips")
            : QVariant();
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
        return MetricFigures::higherIsBetter(metric)
            ? tr("%1 (%2) — higher is better; ★ marks the best")
                  .arg(Explanation::metricName(metric), Explanation::metricUnit(metric))
            : tr("%1 (%2) — lower is better; ★ marks the best")
                  .arg(Explanation::metricName(metric), Explanation::metricUnit(metric));
    return {};
}

} // namespace ts
