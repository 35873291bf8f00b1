// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "operatortablemodel.h"

#include "explanation.h"

#include <QLocale>

namespace ts {

OperatorTableModel::OperatorTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void OperatorTableModel::setOperators(const std::vector<Operator>& ops,
    const std::optional<engine::WorkloadEstimate>& estimate, const Device& device)
{
    const bool sameRows = ops.size() == m_ops.size();
    if (!sameRows)
        beginResetModel();
    m_ops = ops;
    m_estimate = estimate;
    if (m_estimate && m_estimate->ops.size() != m_ops.size())
        m_estimate.reset();
    m_device = device;
    if (sameRows) {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    } else {
        endResetModel();
    }
}

const Operator* OperatorTableModel::operatorAt(int row) const
{
    return row >= 0 && row < int(m_ops.size()) ? &m_ops[std::size_t(row)] : nullptr;
}

int OperatorTableModel::rowOf(const QString& name) const
{
    for (int row = 0; row < int(m_ops.size()); ++row) {
        if (m_ops[std::size_t(row)].name == name)
            return row;
    }
    return -1;
}

int OperatorTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_ops.size());
}

int OperatorTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OperatorTableModel::kindText(OpKind kind)
{
    switch (kind) {
    case OpKind::MatMul:
        //: operator kind (table column "Kind")
        return tr("matmul");
    case OpKind::BatchedMatMul:
        return tr("batched matmul");
    case OpKind::Conv2d:
        return tr("convolution");
    case OpKind::FlashAttention:
        return tr("fused attention");
    case OpKind::Elementwise:
        return tr("elementwise");
    case OpKind::Normalization:
        return tr("normalization");
    case OpKind::Softmax:
        return tr("softmax");
    case OpKind::Embedding:
        return tr("embedding");
    case OpKind::MoeRouting:
        return tr("MoE routing");
    case OpKind::OptimizerUpdate:
        return tr("optimizer update");
    case OpKind::Collective:
        return tr("collective");
    }
    return opKindName(kind);
}

QString OperatorTableModel::phaseText(Phase phase)
{
    switch (phase) {
    case Phase::Forward:
        //: when in a step an operator runs (table column "Kind")
        return tr("forward");
    case Phase::Recompute:
        return tr("recompute");
    case Phase::BackwardData:
        return tr("data gradient");
    case Phase::BackwardWeight:
        return tr("weight gradient");
    case Phase::Backward:
        return tr("backward");
    case Phase::Optimizer:
        return tr("optimizer");
    case Phase::Prefill:
        return tr("prefill");
    case Phase::Decode:
        return tr("decode");
    }
    return phaseName(phase);
}

// The limit in the user's language (core's boundName() is the stable identifier for files).
QString OperatorTableModel::boundText(engine::Bound bound)
{
    switch (bound) {
    case engine::Bound::Compute:
        //: the limit that binds an operator's time (table column "Bound")
        return tr("compute");
    case engine::Bound::Memory:
        return tr("memory");
    case engine::Bound::Communication:
        return tr("communication");
    case engine::Bound::Overhead:
        return tr("overhead");
    }
    return engine::boundName(bound);
}

QVariant OperatorTableModel::data(const QModelIndex& index, int role) const
{
    const Operator* op = index.isValid() ? operatorAt(index.row()) : nullptr;
    if (!op)
        return {};
    const engine::OpEstimate* e = m_estimate ? &m_estimate->ops[std::size_t(index.row())] : nullptr;
    const double step = m_estimate ? m_estimate->stepSeconds : 0;
    const double total = e ? e->timeSeconds * double(e->count) : 0;
    const QLocale locale;
    if (role == SortRole) {
        switch (index.column()) {
        case Name:
            return op->name;
        case Kind:
            return opKindName(op->kind);
        case Count:
            return op->count;
        case Shape:
            return double(op->gemm.m()) * double(op->gemm.n()) * double(op->gemm.k());
        case Flops:
            return double(op->flops);
        case Intensity:
            return op->arithmeticIntensity();
        case Time:
        case Share:
            return total;
        case Bound:
            return e ? engine::boundName(e->bound) : QString();
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Name:
            return op->name;
        case Kind:
            return tr("%1 · %2").arg(kindText(op->kind), phaseText(op->phase));
        case Count:
            return locale.toString(op->count);
        case Shape:
            if (op->gemm.isEmpty())
                return tr("–");
            return op->gemm.batch() > 1
                ? tr("%1 × %2×%3×%4")
                      .arg(op->gemm.batch())
                      .arg(op->gemm.m())
                      .arg(op->gemm.n())
                      .arg(op->gemm.k())
                : tr("%1×%2×%3").arg(op->gemm.m()).arg(op->gemm.n()).arg(op->gemm.k());
        case Flops:
            return Explanation::si(double(op->flops));
        case Intensity:
            return locale.toString(op->arithmeticIntensity(), 'f', 1);
        case Time:
            return e ? tr("%1 µs").arg(locale.toString(e->timeSeconds * 1e6, 'f', 1)) : tr("–");
        case Bound:
            return e ? boundText(e->bound) : tr("–");
        case Share:
            return step > 0 ? tr("%1 %").arg(locale.toString(total / step * 100, 'f', 1)) : tr("–");
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Count && index.column() != Bound)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole || role == ExplanationRole)
        return e ? Explanation::op(*e, m_device) : QVariant();
    return {};
}

QVariant OperatorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Operator");
    case Kind:
        return tr("Kind");
    case Count:
        return tr("Count");
    case Shape:
        //: GEMM shape m×n×k
        return tr("GEMM");
    case Flops:
        return tr("FLOPs");
    case Intensity:
        return tr("FLOP/B");
    case Time:
        return tr("Time");
    case Bound:
        return tr("Bound");
    case Share:
        return tr("Of step");
    }
    return {};
}

} // namespace ts
