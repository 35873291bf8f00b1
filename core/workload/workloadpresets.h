// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "workloadfile.h"

#include <QStringList>

namespace ts {

/// The built-in workloads, one JSON file each under ":/presets/" (resources/presets/ in the
/// source tree), in the workload-file format. Each file cites the source of its hyper-parameters.
class WorkloadPresets
{
public:
    /// Preset ids (the file stems, e.g. "llama-2-7b"), sorted.
    static QStringList ids();
    /// The resource path of a preset, e.g. ":/presets/llama-2-7b.json".
    static QString path(const QString& id);
    /// Loads one preset; an unknown id gives a FileUnreadable diagnostic.
    static WorkloadLoadResult load(const QString& id);
};

} // namespace ts
