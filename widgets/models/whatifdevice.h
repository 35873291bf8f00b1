// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace ts {

class Catalog;

/// What a what-if device changes about the device it duplicates. Absent values keep the base's.
struct WhatIfChanges
{
    QString name;
    /// Multiplies every matrix peak and the vector rate (a faster or slower chip).
    double computeScale = 1.0;
    std::optional<double> memoryGb;
    std::optional<double> bandwidthGbPerSecond;
    std::optional<double> tdpWatts;
    std::optional<double> usdPerChipHour; ///< replaces the price list with one on-demand price
};

/// A user's variant of a catalog device, written as a user catalog file (docs/catalog.md,
/// "User catalogs and base"): an entry that names the original as `base` and gives only the
/// fields that change, so every other figure and its sources stay the original's.
class WhatIfDevice
{
public:
    /// A fresh id for a variant of `baseId`: "<base>-whatif", then "-whatif-2", ...
    static QString uniqueId(const Catalog& catalog, const QString& baseId);
    /// The catalog entry (with `base`) for a variant of `base` with id `id`.
    static QJsonObject entry(const Device& base, const QString& id, const WhatIfChanges& changes);
    /// Writes {"schema_version": 1, "devices": [entry]} to `folder`/whatif-<id>.json atomically
    /// (creating the folder); returns the path written, or nothing with the reason in `error`.
    static std::optional<QString> save(const Device& base, const QString& id,
        const WhatIfChanges& changes, const QString& folder, QString* error = nullptr);
};

} // namespace ts
