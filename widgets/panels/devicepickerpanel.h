// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QComboBox;
class QPushButton;
class QLineEdit;
class QTableView;
class QTextBrowser;

namespace ts {

class CatalogFilterModel;
class CatalogTableModel;

/// The device picker: a searchable, kind-filtered, sortable catalog table with a check box per
/// device, and a detail pane listing every figure of the current device with its source.
class DevicePickerPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DevicePickerPanel(QWidget* parent = nullptr);

    void setDevices(const QList<Device>& devices);
    /// Shows the ticked devices without emitting checkedIdsChanged.
    void setCheckedIds(const QStringList& ids);
    QStringList checkedIds() const;
    /// Ticks or unticks a device as a user would (emits checkedIdsChanged).
    void setChecked(const QString& id, bool checked);

    CatalogTableModel* catalogModel() const { return m_model; }
    CatalogFilterModel* filterModel() const { return m_filter; }
    QLineEdit* searchField() const { return m_search; }
    QComboBox* kindBox() const { return m_kind; }
    QTableView* table() const { return m_table; }
    QTextBrowser* details() const { return m_details; }
    QPushButton* duplicateButton() const { return m_duplicate; }
    /// The device of the table's current row (empty: none).
    QString currentId() const;

signals:
    void checkedIdsChanged(const QStringList& ids);
    /// The user asked for a what-if copy of a device.
    void duplicateRequested(const QString& id);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets the panel's own texts in the current language (at construction and on a switch).
    void retranslate();
    void showDetails(const QModelIndex& proxyIndex);

    CatalogTableModel* m_model = nullptr;
    CatalogFilterModel* m_filter = nullptr;
    QLineEdit* m_search = nullptr;
    QComboBox* m_kind = nullptr;
    QTableView* m_table = nullptr;
    QTextBrowser* m_details = nullptr;
    QPushButton* m_duplicate = nullptr;
};

} // namespace ts
