// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "whatifdevice.h"

#include "common/units.h"
#include "hardware/catalog.h"
#include "io/jsonfile.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <cmath>

namespace ts {

QString WhatIfDevice::uniqueId(const Catalog& catalog, const QString& baseId)
{
    QString id = baseId + QStringLiteral("-whatif");
    for (int n = 2; catalog.device(id); ++n)
        id = baseId + QStringLiteral("-whatif-%1").arg(n);
    return id;
}

QString WhatIfDevice::nameForMemory(const QString& name, double baseGib, double memoryGib)
{
    if (std::abs(memoryGib - baseGib) <= 1e-9 * std::max(1.0, std::abs(baseGib)))
        return name;
    // A number, an optional space and a unit, standing alone: "GB200" and "SXM4" are no sizes.
    static const QRegularExpression size(
        QStringLiteral("(?<![\\w.])(\\d+(?:\\.\\d+)?)(\\s?)(GB|GiB|TB|TiB)(?!\\w)"),
        QRegularExpression::CaseInsensitiveOption);
    QString renamed;
    qsizetype from = 0;
    bool dropped = false;
    for (auto it = size.globalMatch(name); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString unit = match.captured(3);
        const auto is = [&unit](const char* u) {
            return unit.compare(QLatin1String(u), Qt::CaseInsensitive) == 0;
        };
        // A size in a product name is the datasheet's, which counts binary units whatever
        // it writes ("80GB" is 80 GiB of HBM: docs/catalog.md, "Memory capacity").
        const bool tera = is("TB") || is("TiB");
        const double value
            = tera ? memoryGib * units::kBytesPerGiB / units::kBytesPerTiB : memoryGib;
        const double rounded = std::round(value * 10) / 10;
        renamed += name.mid(from, match.capturedStart() - from);
        from = match.capturedEnd();
        if (rounded <= 0) {
            dropped = true;
            continue;
        }
        // Catalog names write sizes with a point in every language ("H200 SXM 141GB").
        renamed += QLocale::c().toString(rounded, 'f', rounded == std::round(rounded) ? 0 : 1)
            + match.captured(2) + unit;
    }
    renamed += name.mid(from);
    return dropped ? renamed.simplified() : renamed;
}

QJsonObject WhatIfDevice::entry(const Device& base, const QString& id, const WhatIfChanges& changes)
{
    QJsonObject device;
    device[QStringLiteral("id")] = id;
    device[QStringLiteral("base")] = base.id;
    const double baseGib = units::gib(double(base.memoryCapacityBytes));
    device[QStringLiteral("name")] = changes.name.isEmpty()
        ? nameForMemory(base.name, baseGib, changes.memoryGib.value_or(baseGib))
            + QStringLiteral(" (what-if)")
        : changes.name;
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
    if (changes.memoryGib) {
        memory[QStringLiteral("capacity_gib")] = *changes.memoryGib;
        // The base may give its capacity in GB; both together are inconsistent.
        memory[QStringLiteral("capacity_gb")] = QJsonValue::Null;
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
