// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "operatorpanel.h"

#include "style/plaintext.h"

#include "models/operatortablemodel.h"
#include "panels/sizecachingdelegate.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace ts {

OperatorPanel::OperatorPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("operatorPanel"));
    m_model = new OperatorTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(OperatorTableModel::SortRole);
    m_device = new QComboBox(this);
    m_device->setObjectName(QStringLiteral("operatorDevice"));
    m_device->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_device->setMinimumContentsLength(8);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("operatorTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // Every column as wide as its contents, names too: a stretched name column shrank to a
    // letter when the other columns' texts (in some languages) left it no room.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Sized to contents on every edit: the same texts are not laid out again.
    m_table->setItemDelegate(new SizeCachingDelegate(m_table));
    m_table->setAlternatingRowColors(true);
    m_note = new QLabel(this);
    PlainText::makePlain(m_note); // names operators and devices from files
    m_note->setWordWrap(true);

    auto* top = new QHBoxLayout;
    m_deviceLabel = new QLabel(tr("Operator times on"), this);
    m_deviceLabel->setBuddy(m_device);
    top->addWidget(m_deviceLabel);
    top->addWidget(m_device, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);

    connect(m_device, &QComboBox::activated, this, [this] { refresh(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) {
            const QModelIndex source = m_proxy->mapToSource(current);
            const Operator* op = m_model->operatorAt(source.row());
            if (!op)
                return;
            emit operatorSelected(
                op->name, m_model->data(source, OperatorTableModel::ExplanationRole).toString());
        });
}

QString OperatorPanel::deviceId() const
{
    return m_device->currentData().toString();
}

void OperatorPanel::setComparison(const Comparison& comparison)
{
    m_comparison = comparison;
    QStringList ids;
    for (const DeviceComparison& d : comparison.devices)
        ids.append(d.device.id);
    QStringList shown;
    for (int i = 0; i < m_device->count(); ++i)
        shown.append(m_device->itemData(i).toString());
    if (ids != shown) {
        const QString current = deviceId();
        m_device->clear();
        for (const DeviceComparison& d : comparison.devices)
            m_device->addItem(d.device.name, d.device.id);
        const int index = m_device->findData(current);
        m_device->setCurrentIndex(index >= 0 ? index : 0);
    }
    refresh();
}

void OperatorPanel::refresh()
{
    const QString selected = selectedOperator();
    const DeviceComparison* d = m_comparison.find(deviceId());
    std::vector<Operator> ops;
    if (m_comparison.workload)
        ops = m_comparison.workload->ops();
    m_model->setOperators(ops, d ? d->estimate : std::nullopt, d ? d->device : Device());
    if (!selected.isEmpty() && selectedOperator() != selected) {
        const QSignalBlocker blocker(m_table->selectionModel());
        const int row = m_model->rowOf(selected);
        if (row >= 0)
            m_table->setCurrentIndex(m_proxy->mapFromSource(m_model->index(row, 0)));
    }
}

void OperatorPanel::selectOperator(const QString& name)
{
    if (name == selectedOperator())
        return;
    const int row = m_model->rowOf(name);
    if (row >= 0)
        m_table->setCurrentIndex(m_proxy->mapFromSource(m_model->index(row, 0)));
}

QString OperatorPanel::selectedOperator() const
{
    const Operator* op = m_model->operatorAt(m_proxy->mapToSource(m_table->currentIndex()).row());
    return op ? op->name : QString();
}

void OperatorPanel::setNote(const QString& text)
{
    m_note->setText(text);
}

void OperatorPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        m_deviceLabel->setText(tr("Operator times on"));
    QWidget::changeEvent(event);
}

} // namespace ts
