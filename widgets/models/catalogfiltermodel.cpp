// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "catalogfiltermodel.h"

#include "catalogtablemodel.h"

namespace ts {

CatalogFilterModel::CatalogFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogTableModel::SortRole);
}

void CatalogFilterModel::setSearchText(const QString& text)
{
    m_search = text.trimmed();
    invalidateFilter();
}

void CatalogFilterModel::setKindFilter(std::optional<DeviceKind> kind)
{
    m_kind = kind;
    invalidateFilter();
}

bool CatalogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex&) const
{
    const auto* catalog = qobject_cast<const CatalogTableModel*>(sourceModel());
    const Device* device = catalog ? catalog->deviceAt(sourceRow) : nullptr;
    if (!device)
        return false;
    if (m_kind && device->kind != *m_kind)
        return false;
    if (m_search.isEmpty())
        return true;
    for (const QString& word : m_search.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const bool found = device->name.contains(word, Qt::CaseInsensitive)
            || device->vendor.contains(word, Qt::CaseInsensitive)
            || device->id.contains(word, Qt::CaseInsensitive)
            || device->memoryType.contains(word, Qt::CaseInsensitive)
            || deviceKindName(device->kind).contains(word, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    return true;
}

} // namespace ts
