// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "whatifdevice.h"

#include "hardware/catalog.h"
#include "io/jsonfile.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace ts {

QString WhatIfDevice::uniqueId(const Catalog& catalog, const QString& baseId)
{
    QString id = baseId + QStringLiteral("-whatif");
    for (int n = 2; catalog.device(id); ++n)
        id = baseId + QStringLiteral("-whatif-%1").arg(n);
    return id;
}

QJsonObject WhatIfDevice::entry(const Device& base, const QString& id, const WhatIfChanges& changes)
{
    QJsonObject device;
    device[QStringLiteral("id")] = id;
    device[QStringLiteral("base")] = base.id;
    device[QStringLiteral("name")]
        = changes.name.isEmpty() ? base.name + QStringLiteral(" (what-if)") : changes.name;
    if (changes.computeScale != 1.0) {
        QJsonObject peaks;
        for (Precision p : kAllPrecisions) {
            if (const auto peak = base.peakFlopsPerSecond(p))
                peaks[precisionName(p)] = *peak / 1e12 * changes.computeScale;
        }
        device[QStringLiteral("peak_tflops")] = peaks;
        if (base.vectorFp32FlopsPerSecond)
            device[QStringLiteral("vector_fp32_tflops")]
                = *base.vectorFp32FlopsPerSecond / 1e12 * changes.computeScale;
    }
    QJsonObject memory;
    if (changes.memoryGb) {
        memory[QStringLiteral("capacity_gb")] = *changes.memoryGb;
        // The base may give its capacity in GiB; both together are inconsistent.
        memory[QStringLiteral("capacity_gib")] = QJsonValue::Null;
    }
    if (changes.bandwidthGbPerSecond)
        memory[QStringLiteral("bandwidth_gb_per_s")] = *changes.bandwidthGbPerSecond;
    if (!memory.isEmpty())
        device[QStringLiteral("memory")] = memory;
    // A set TDP replaces the base's power model (a measured or estimated figure and its range
    // would otherwise win over it when the entries merge).
    if (changes.tdpWatts)
        device[QStringLiteral("power")] = QJsonObject {
            { QStringLiteral("basis"), QStringLiteral("tdp") },
            { QStringLiteral("tdp_w"), *changes.tdpWatts },
            { QStringLiteral("max_w"), QJsonValue::Null },
            { QStringLiteral("mean_w"), QJsonValue::Null },
            { QStringLiteral("low_w"), QJsonValue::Null },
            { QStringLiteral("high_w"), QJsonValue::Null },
        };
    if (changes.usdPerChipHour) {
        device[QStringLiteral("prices")] = QJsonArray { QJsonObject {
            { QStringLiteral("kind"), QStringLiteral("on-demand") },
            { QStringLiteral("usd_per_chip_hour"), *changes.usdPerChipHour },
            { QStringLiteral("provider"), QStringLiteral("what-if (user)") },
            { QStringLiteral("date"), QStringLiteral("user") },
            { QStringLiteral("region"), QStringLiteral("user") },
        } };
    }
    device[QStringLiteral("notes")] = QJsonObject { { QStringLiteral("base"),
        QStringLiteral("A what-if variant of %1 made in Tensorscope; changed figures are "
                       "assumptions, not sourced.")
            .arg(base.id) } };
    return device;
}

std::optional<QString> WhatIfDevice::save(const Device& base, const QString& id,
    const WhatIfChanges& changes, const QString& folder, QString* error)
{
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = QStringLiteral("cannot create '%1'").arg(folder);
        return std::nullopt;
    }
    QJsonObject root;
    root[QStringLiteral("schema_version")] = 1;
    root[QStringLiteral("description")]
        = QStringLiteral("What-if device made in Tensorscope from %1").arg(base.id);
    root[QStringLiteral("devices")] = QJsonArray { entry(base, id, changes) };
    const QString path = QDir(folder).filePath(QStringLiteral("whatif-%1.json").arg(id));
    const QString problem = io::writeJsonFileAtomically(path, QJsonDocument(root));
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return path;
}

} // namespace ts
