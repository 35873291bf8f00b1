// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>
#include <optional>

namespace ts {
class Workload;
}

namespace ts::cli {

/// `tensorscope workload list [--json]` lists the built-in presets; `tensorscope workload show
/// PRESET|FILE [--phase training|prefill|decode] [--batch N] [--seq N] [--precision P] [--json]`
/// prints a workload's operator table, parameter count, FLOPs per step and memory footprint.
/// The JSON keys are documented in README.md and are a stable contract.
class WorkloadCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::WorkloadCommand)

public:
    QString name() const override { return QStringLiteral("workload"); }
    int maxPositionalArguments() const override { return 2; }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

private:
    int list(const QCommandLineParser& parser, CommandOutput& output);
    int show(const QCommandLineParser& parser, CommandOutput& output);
    /// `workload import CONFIG.json [--out FILE]`: a Hugging Face config as a workload file.
    int import(const QCommandLineParser& parser, CommandOutput& output);
    void printTable(const Workload& workload, CommandOutput& output) const;
};

} // namespace ts::cli
