// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparison.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace ts {

class OperatorTableModel;

/// The operator table: the workload's operators with their time on one ticked device (chosen
/// in a combo box). Selecting a row reports the operator, which feeds the explanation pane
/// and the systolic view.
class OperatorPanel : public QWidget
{
    Q_OBJECT

public:
    explicit OperatorPanel(QWidget* parent = nullptr);

    void setComparison(const Comparison& comparison);
    /// Selects an operator by name (no signal when it is already selected).
    void selectOperator(const QString& name);
    QString selectedOperator() const;
    /// A line under the table, e.g. how the systolic view scaled the selected GEMM.
    void setNote(const QString& text);

    OperatorTableModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QComboBox* deviceBox() const { return m_device; }
    /// The device whose times the table shows (empty: none).
    QString deviceId() const;

signals:
    /// The user selected an operator; `explanation` is its derivation on the shown device.
    void operatorSelected(const QString& name, const QString& explanation);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    Comparison m_comparison;
    OperatorTableModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QComboBox* m_device = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_note = nullptr;
    QLabel* m_deviceLabel = nullptr;
};

} // namespace ts
