// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/workloadestimate.h"
#include "hardware/device.h"
#include "workload/operator.h"

#include <QAbstractTableModel>
#include <optional>
#include <vector>

namespace ts {

/// The operators of the workload with their times on one device: name, kind, phase, count,
/// GEMM shape, FLOPs, bytes, arithmetic intensity, time, bound and share of the step.
class OperatorTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Kind, Count, Shape, Flops, Intensity, Time, Bound, Share, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int ExplanationRole = Qt::UserRole + 2;

    explicit OperatorTableModel(QObject* parent = nullptr);

    /// The workload's operators and, when known, their estimates on `device` (same order).
    void setOperators(const std::vector<Operator>& ops,
        const std::optional<engine::WorkloadEstimate>& estimate, const Device& device);
    const Operator* operatorAt(int row) const;
    int rowOf(const QString& name) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// An operator's binding limit in the user's language, as the "Bound" column shows it.
    static QString boundText(engine::Bound bound);
    /// An operator's kind and phase in the user's language (core's opKindName() and
    /// phaseName() are the stable identifiers for files and JSON).
    static QString kindText(OpKind kind);
    static QString phaseText(Phase phase);

private:
    std::vector<Operator> m_ops;
    std::optional<engine::WorkloadEstimate> m_estimate;
    Device m_device;
};

} // namespace ts
