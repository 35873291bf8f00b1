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
    std::optional<double> memoryGib; ///< GiB, the unit memory is shown in
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
    /// `name` for a copy whose memory is `memoryGib` GiB instead of `baseGib`: a memory-size
    /// token in the name ("80GB", "80 GB", "32GiB", "1.5TB") follows the new capacity in its
    /// own unit, whole sizes without decimals, others to one decimal ("H100 SXM5 80GB" at
    /// 96 GiB: "H100 SXM5 96GB"). A name's "GB" and "TB" are the datasheet's, which count binary
    /// units (docs/catalog.md, "Memory capacity"), so they follow the GiB figure as GiB and TiB
    /// do. A token the new size rounds to zero is dropped. Names without a token, and an
    /// unchanged capacity, keep the name as it is.
    static QString nameForMemory(const QString& name, double baseGib, double memoryGib);
    /// The catalog entry (with `base`) for a variant of `base` with id `id`.
    static QJsonObject entry(const Device& base, const QString& id, const WhatIfChanges& changes);
    /// Writes {"schema_version": 1, "devices": [entry]} to `folder`/whatif-<id>.json atomically
    /// (creating the folder); returns the path written, or nothing with the reason in `error`.
    static std::optional<QString> save(const Device& base, const QString& id,
        const WhatIfChanges& changes, const QString& folder, QString* error = nullptr);
};

} // namespace ts
