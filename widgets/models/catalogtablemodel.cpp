// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "catalogtablemodel.h"

#include "common/units.h"
#include "style/plaintext.h"

#include <QLocale>
#include <QTextDocument>

namespace ts {

CatalogTableModel::CatalogTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void CatalogTableModel::setDevices(const QList<Device>& devices)
{
    beginResetModel();
    m_devices = devices;
    endResetModel();
}

const Device* CatalogTableModel::deviceAt(int row) const
{
    return row >= 0 && row < m_devices.size() ? &m_devices[row] : nullptr;
}

int CatalogTableModel::rowOf(const QString& id) const
{
    for (int row = 0; row < m_devices.size(); ++row) {
        if (m_devices[row].id == id)
            return row;
    }
    return -1;
}

void CatalogTableModel::setCheckedIds(const QStringList& ids)
{
    if (ids == m_checked)
        return;
    m_checked = ids;
    if (!m_devices.isEmpty())
        emit dataChanged(
            index(0, Name), index(int(m_devices.size()) - 1, Name), { Qt::CheckStateRole });
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_devices.size());
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const
{
    const Device* device = index.isValid() ? deviceAt(index.row()) : nullptr;
    if (!device)
        return {};
    if (role == IdRole)
        return device->id;
    if (role == Qt::CheckStateRole && index.column() == Name)
        return m_checked.contains(device->id) ? Qt::Checked : Qt::Unchecked;
    const QLocale locale;
    const double peak = device->halfPrecisionPeakFlopsPerSecond().value_or(0);
    const std::optional<PriceQuote> price = device->onDemandPrice();
    if (role == SortRole) {
        switch (index.column()) {
        case Name:
            return device->name;
        case Kind:
            return deviceKindName(device->kind);
        case Year:
            return device->year;
        case PeakBf16:
            return peak;
        case Memory:
            return double(device->memoryCapacityBytes);
        case Bandwidth:
            return device->memoryBandwidthBytesPerSecond;
        case Tdp:
            return device->tdpWatts.value_or(0);
        case Price:
            return price ? price->usdPerChipHour : 0.0;
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Name:
            return device->name;
        case Kind:
            return deviceKindName(device->kind).toUpper();
        case Year:
            return device->year;
        case PeakBf16:
            return peak > 0 ? locale.toString(peak / 1e12, 'f', 0) : tr("–");
        case Memory:
            return units::gibNumber(double(device->memoryCapacityBytes), 0, locale);
        case Bandwidth:
            return locale.toString(device->memoryBandwidthBytesPerSecond / 1e12, 'f', 2);
        case Tdp:
            return device->tdpWatts ? locale.toString(*device->tdpWatts, 'f', 0) : tr("–");
        case Price:
            return price ? locale.toString(price->usdPerChipHour, 'f', 2) : tr("–");
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Year)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return PlainText::toolTip(
            tr("%1 %2 (%3): tick to compare").arg(device->vendor, device->name, device->id));
    return {};
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Device");
    case Kind:
        return tr("Kind");
    case Year:
        return tr("Year");
    case PeakBf16:
        //: dense bf16 (or fp16) matrix peak
        return tr("TFLOP/s");
    case Memory:
        //: memory per chip, in GiB (2^30 bytes)
        return tr("GiB");
    case Bandwidth:
        return tr("TB/s");
    case Tdp:
        return tr("W");
    case Price:
        return tr("$/h");
    }
    return {};
}

bool CatalogTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    const Device* device = index.isValid() ? deviceAt(index.row()) : nullptr;
    if (!device || role != Qt::CheckStateRole || index.column() != Name)
        return false;
    const bool checked = value.toInt() == Qt::Checked;
    if (checked == m_checked.contains(device->id))
        return true;
    if (checked)
        m_checked.append(device->id);
    else
        m_checked.removeAll(device->id);
    emit dataChanged(index, index, { Qt::CheckStateRole });
    emit checkedIdsChanged(m_checked);
    return true;
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == Name)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

} // namespace ts
