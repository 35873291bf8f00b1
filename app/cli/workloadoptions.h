// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"
#include "workload/workload.h"

#include <QCoreApplication>
#include <optional>

namespace ts::cli {

/// The options every command that takes a workload shares: a preset id or a workload file, and
/// --phase, --batch, --seq and --precision applied on top of it before it is built.
class WorkloadOptions
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::WorkloadOptions)

public:
    /// Adds --phase, --batch, --seq and --precision to `parser`.
    static void add(QCommandLineParser& parser);

    /// Loads `what` (a preset id, else a file path), applies the options and builds it. Every
    /// problem goes to `output.err`, prefixed with `prefix`; on failure `exitCode` says whether
    /// it was a usage error (kExitUsage) or the workload could not be loaded or built.
    static std::optional<Workload> build(const QString& what, const QCommandLineParser& parser,
        const QString& prefix, CommandOutput& output, int* exitCode);
};

} // namespace ts::cli
