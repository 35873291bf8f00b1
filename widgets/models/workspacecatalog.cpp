// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workspacecatalog.h"

#include "io/diagnostictext.h"

#include <QStringList>

namespace ts {

WorkspaceCatalog::WorkspaceCatalog(Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
{ }

const Catalog& WorkspaceCatalog::shipped()
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    return catalog;
}

void WorkspaceCatalog::setCatalog(Catalog catalog)
{
    m_catalog = std::move(catalog);
    emit catalogChanged();
}

void WorkspaceCatalog::reload()
{
    setCatalog(Catalog::load(m_userFolder));
}

std::optional<QString> WorkspaceCatalog::createWhatIfDevice(
    const QString& baseId, const WhatIfChanges& changes, QString* error)
{
    const std::optional<Device> base = m_catalog.device(baseId);
    if (!base || m_userFolder.isEmpty()) {
        if (error)
            *error = base ? tr("No user catalog folder (the window has no settings).")
                          : tr("No device '%1' in the catalog.").arg(baseId);
        return std::nullopt;
    }
    const QString id = WhatIfDevice::uniqueId(m_catalog, baseId);
    if (!WhatIfDevice::save(*base, id, changes, m_userFolder, error))
        return std::nullopt;
    Catalog catalog = Catalog::load(m_userFolder);
    if (!catalog.device(id)) {
        if (error) {
            QStringList problems;
            for (const io::Diagnostic& d : catalog.diagnostics())
                problems << io::DiagnosticText::problemInFile(d);
            *error
                = tr("The what-if device did not load:\n%1").arg(problems.join(QLatin1Char('\n')));
        }
        return std::nullopt;
    }
    setCatalog(std::move(catalog));
    return id;
}

} // namespace ts
