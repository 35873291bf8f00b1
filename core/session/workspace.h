// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "scaling/jobspec.h"
#include "workload/workloadspec.h"

#include <QString>
#include <QStringList>

namespace ts {

/// What a comparison workspace holds and a workspace file stores: the workload being edited,
/// the devices ticked (in the order they were ticked, which fixes each device's colour), and
/// the view settings worth restoring. A value type; WorkspaceDocument owns the current one.
struct Workspace
{
    WorkloadSpec workload;
    /// The preset the workload started from (empty for a workload opened from a file).
    QString presetId;
    QStringList deviceIds;
    /// How many chips run the workload, split how, for how many tokens (issue 20).
    scaling::JobSpec job;
    /// The operator selected in the operator table (empty: none).
    QString selectedOperator;

    /// The first-run workspace: the LLaMA-2 7B preset as an inference prefill (so it fits one
    /// chip) on an H100 and a TPU v5p, a GPU and a TPU of the same generation.
    static Workspace defaultWorkspace();

    friend bool operator==(const Workspace&, const Workspace&) = default;
};

} // namespace ts
