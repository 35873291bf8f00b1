// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/catalog.h"
#include "session/whatifdevice.h"

#include <QObject>
#include <optional>

namespace ts {

/// The one device catalog of a window: the shipped catalog plus the user's catalog folder,
/// where what-if devices are written. The workspace controller owns it; the device picker, the
/// comparison and every animated view read it, and read it again on catalogChanged(), so a
/// device added here (a what-if copy, a user file) appears everywhere at once.
class WorkspaceCatalog : public QObject
{
    Q_OBJECT

public:
    explicit WorkspaceCatalog(Catalog catalog, QObject* parent = nullptr);

    /// The shipped catalog alone, loaded once per process: what a view shows before (or
    /// without) a window's catalog.
    static const Catalog& shipped();

    const Catalog& catalog() const { return m_catalog; }
    /// Replaces the catalog and announces it.
    void setCatalog(Catalog catalog);

    /// Where user catalog files live; empty: none (screenshots and tests stay reproducible).
    QString userFolder() const { return m_userFolder; }
    void setUserFolder(const QString& folder) { m_userFolder = folder; }
    /// Loads the shipped catalog and the user folder again and announces it.
    void reload();

    /// Writes a what-if copy of `baseId` to the user folder, reloads and returns its id; on any
    /// problem returns nothing with the reason in `error` and keeps the catalog as it was.
    std::optional<QString> createWhatIfDevice(
        const QString& baseId, const WhatIfChanges& changes, QString* error = nullptr);

signals:
    /// The catalog was replaced or reloaded: devices may have been added, changed or removed.
    void catalogChanged();

private:
    Catalog m_catalog;
    QString m_userFolder;
};

} // namespace ts
