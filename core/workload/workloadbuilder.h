// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"
#include "workload.h"

#include <optional>

namespace ts {

/// The outcome of building: a workload, or nothing with the diagnostics that explain why.
struct WorkloadBuildResult
{
    std::optional<Workload> workload;
    io::Diagnostics diagnostics;
};

/// Turns a WorkloadSpec into a Workload: validates it (WorkloadSpec::validate), dispatches to the
/// model's builder and computes the per-step totals, all in checked 64-bit arithmetic. Sizes
/// whose FLOPs, bytes, parameters or memory would overflow give one Overflow diagnostic naming
/// the operator. Cheap (microseconds for the presets): no I/O, a few dozen ops.
class WorkloadBuilder
{
public:
    /// `file` labels the diagnostics (the workload file the spec came from, if any).
    static WorkloadBuildResult build(const WorkloadSpec& spec, const QString& file = {});
};

} // namespace ts
