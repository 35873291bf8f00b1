// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadpresets.h"

#include <QDir>

namespace ts {

QStringList WorkloadPresets::ids()
{
    QStringList result;
    const QStringList files = QDir(QStringLiteral(":/presets"))
                                  .entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    for (const QString& file : files)
        result.append(file.chopped(5));
    return result;
}

QString WorkloadPresets::path(const QString& id)
{
    return QStringLiteral(":/presets/") + id + QStringLiteral(".json");
}

WorkloadLoadResult WorkloadPresets::load(const QString& id)
{
    return WorkloadFile::load(path(id));
}

} // namespace ts
