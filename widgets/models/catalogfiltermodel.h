// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"

#include <QSortFilterProxyModel>
#include <optional>

namespace ts {

/// Filters the catalog table by free text (name, vendor, id, memory type) and device kind, and
/// sorts by each column's raw value.
class CatalogFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CatalogFilterModel(QObject* parent = nullptr);

    void setSearchText(const QString& text);
    /// Nothing: every kind.
    void setKindFilter(std::optional<DeviceKind> kind);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_search;
    std::optional<DeviceKind> m_kind;
};

} // namespace ts
