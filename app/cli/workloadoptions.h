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
    /// Adds --phase, --batch, --seq, --generated-tokens, --precision and --weight-precision to
    /// `parser`.
    static void add(QCommandLineParser& parser);

    /// Loads `what` (a preset id, else a file path), applies the options and builds it. Every
    /// problem goes to `output.err`, prefixed with `prefix`; on failure `exitCode` says whether
    /// it was a usage error (kExitUsage) or the workload could not be loaded or built.
    /// `step`, where given, replaces the file's step when --phase is absent (serving builds a
    /// decode step: a file written for training may still be served with int4 weights).
    static std::optional<Workload> build(const QString& what, const QCommandLineParser& parser,
        const QString& prefix, CommandOutput& output, int* exitCode,
        std::optional<StepKind> step = std::nullopt);

private:
    // The steps of build(), in order.
    struct Overrides;
    static bool readShapeOptions(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, Overrides* o);
    static bool readPrecisionOptions(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, Overrides* o);
    static bool readTrainingOptions(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, Overrides* o);
    static bool readLoraOptions(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, Overrides* o);
    /// The preset or file `what` names, its diagnostics printed; `file` names it in messages.
    static std::optional<WorkloadSpec> loadSpec(
        const QString& what, const QString& prefix, CommandOutput& output, QString* file);
    static void applyOverrides(const Overrides& o, WorkloadSpec* spec);
};

} // namespace ts::cli
