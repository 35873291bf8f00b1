// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"
#include "engine/engineoptions.h"
#include "hardware/device.h"
#include "paralleloptions.h"
#include "report/estimatereport.h"
#include "workload/workload.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <optional>

namespace ts::cli {

/// `tensorscope estimate --workload PRESET|FILE --device ID[,ID...] [--phase ...] [--batch N]
/// [--seq N] [--precision P] [--json|--csv|--markdown] [--explain]`: a workload step on each
/// device, with its time and breakdown, throughput, MFU, memory fit, energy and cost. With
/// `--chips N` (a split, or `--auto`) the step runs on N chips through the scaling model; with
/// `--tokens T` each result adds the whole job's totals and tokens per joule and per dollar.
class EstimateCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::EstimateCommand)

public:
    QString name() const override { return QStringLiteral("estimate"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

private:
    /// What `--chips`, `--tokens` and the split options asked for.
    struct Job
    {
        qint64 chips = 0; ///< 0: one chip through the engine, as without --chips
        std::optional<double> tokens;
        ParallelOptions split;
    };
    /// `estimate --tokens` on one chip: the job keys (`tokens_per_joule`, `tokens_per_dollar`,
    /// `job`) added to one of the serializer's result objects.
    static void insertSingleChipJobKeys(QJsonObject& result,
        const engine::WorkloadEstimate& estimate, const engine::EngineOptions& options,
        const Job& job);
    /// The serializer's CSV with the job's columns after its own.
    static QString singleChipJobCsv(const std::vector<report::EstimateRow>& rows,
        const engine::EngineOptions& options, const Job& job);
    /// The job's figures per device, a second table after the estimate's.
    static void printSingleChipJobTable(CommandOutput& output,
        const std::vector<report::EstimateRow>& rows, const engine::EngineOptions& options,
        const Job& job, bool markdown);
    /// The verdict's facts (Verdict::toJson) for the devices and job, computed as the window's
    /// Verdict panel computes them: `fixed` is the split given with --dp/--tp/--pp.
    static QJsonObject verdictJson(const Workload& workload, const QList<Device>& devices,
        const engine::EngineOptions& options, const Job& job,
        const std::optional<ParallelConfig>& fixed);
    // The steps of run(), in order; the readers print a usage error and return false.
    static bool readJobOptions(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, Job* job, engine::EngineOptions* options);
    static bool readPriceOptions(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, engine::EngineOptions* options);
    /// The engine's estimate on each device, a row each; kExitFailure when one has none.
    static int estimateOnEachDevice(const Workload& workload, const QList<Device>& devices,
        const engine::EngineOptions& options, const QString& prefix, CommandOutput& output,
        std::vector<report::EstimateRow>* rows);
    static void printEstimateJson(CommandOutput& output, const Workload& workload,
        const QList<Device>& devices, const std::vector<report::EstimateRow>& rows,
        const engine::EngineOptions& options, const Job& job);
    /// The estimate's table, aligned text or Markdown.
    static void printEstimateTable(CommandOutput& output, const WorkloadSpec& spec,
        const std::vector<report::EstimateRow>& rows, bool markdown);
    /// `--explain`: every operator's derivation on each device.
    static void printOperatorDerivations(
        CommandOutput& output, const std::vector<report::EstimateRow>& rows);
    /// `estimate --chips N`: the scaling model's split (given or searched) on each device.
    int runMultiChipJob(const QCommandLineParser& parser, CommandOutput& output,
        const Workload& workload, const QList<Device>& devices,
        const engine::EngineOptions& options, const Job& job);
};

} // namespace ts::cli
