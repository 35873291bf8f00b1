// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"
#include "workspace.h"

#include <QJsonObject>
#include <optional>

namespace ts {

/// The outcome of reading a workspace file: the workspace, or nothing, and every problem found.
struct WorkspaceLoadResult
{
    std::optional<Workspace> workspace;
    io::Diagnostics diagnostics;
};

/// Reads and writes workspace files (docs/workspace.md): versioned JSON,
/// {"format": "tensorscope-workspace", "version": 1, "workload": {a workload file object},
/// "preset", "devices": [ids], "view": {"selected_operator"}}. The workload is
/// read by WorkloadFile::fromJson and checked by WorkloadSpec::validate(), its diagnostics
/// relocated under "$.workload". Any error means no workspace: a caller keeps what it had.
class WorkspaceFile
{
public:
    static constexpr int kFormatVersion = 1;

    static WorkspaceLoadResult load(const QString& path);
    static WorkspaceLoadResult fromJson(const QJsonObject& root, const QString& file);
    static QJsonObject toJson(const Workspace& workspace);
    /// Writes atomically (io::writeFileAtomically); returns an empty string on success, else the
    /// reason.
    static QString save(const Workspace& workspace, const QString& path);
};

} // namespace ts
