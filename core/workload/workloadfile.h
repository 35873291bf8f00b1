// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"
#include "io/jsonobjectreader.h"
#include "workloadspec.h"

#include <QJsonObject>
#include <optional>

namespace ts {

/// The outcome of loading a workload file: the spec, or nothing, and every problem found.
struct WorkloadLoadResult
{
    std::optional<WorkloadSpec> spec;
    io::Diagnostics diagnostics;
};

/// Reads and writes workload files: versioned JSON, {"format": "tensorscope-workload",
/// "version": 1, "id", "name", "description", "source", "model": {...}, "run": {...}}; the
/// keys are documented in docs/workload.md. Every field problem is a Diagnostic with the JSON
/// path; unknown keys are warnings; cross-field problems come from WorkloadSpec::validate().
/// Presets in resources/presets/ use the same format.
class WorkloadFile
{
public:
    static constexpr int kFormatVersion = 1;
    /// Sizes are read as JSON numbers; above 2^53 they are no longer exact integers.
    static constexpr qint64 kMaximumSize = qint64(1) << 53;

    static WorkloadLoadResult load(const QString& path);
    static WorkloadLoadResult fromJson(const QJsonObject& root, const QString& file);

    static QJsonObject toJson(const WorkloadSpec& spec);
    /// Writes atomically; returns an empty string on success, else the reason.
    static QString save(const WorkloadSpec& spec, const QString& path);

    /// RecomputePolicy::Custom's placements ("remat_custom": MaxText's tensor names, each
    /// "remat", "device" or "offload"; an unnamed tensor is recomputed, the block input kept).
    static std::optional<RematTensors> readRematTensors(io::JsonObjectReader& reader);
    /// A "recompute" field as files write it: false / true (none / full, as version 1 has it)
    /// or a RecomputePolicy name (or MaxText's "minimal"). Nothing when absent (with `presence`
    /// Optional) or malformed, which `reader` reports. Shared with the validation rows
    /// (core/validation).
    static std::optional<RecomputePolicy> readRecompute(
        io::JsonObjectReader& reader, const QString& key, io::Presence presence);
};

} // namespace ts
