// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace ts {

/// The device catalog as a table with a check box per device: the device picker's model. The
/// checked ids keep the order in which they were ticked (it fixes each device's colour).
class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Kind, Year, PeakBf16, Memory, Bandwidth, Tdp, Price, ColumnCount };
    /// Sort key role: the raw number (or text) a column sorts by.
    static constexpr int SortRole = Qt::UserRole + 1;
    /// The device id of a row.
    static constexpr int IdRole = Qt::UserRole + 2;

    explicit CatalogTableModel(QObject* parent = nullptr);

    void setDevices(const QList<Device>& devices);
    const QList<Device>& devices() const { return m_devices; }
    const Device* deviceAt(int row) const;
    int rowOf(const QString& id) const;

    QStringList checkedIds() const { return m_checked; }
    /// Replaces the checked set (no checkedIdsChanged: the caller made the change).
    void setCheckedIds(const QStringList& ids);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

signals:
    /// A user ticked or unticked a device.
    void checkedIdsChanged(const QStringList& ids);

private:
    QList<Device> m_devices;
    QStringList m_checked;
};

} // namespace ts
