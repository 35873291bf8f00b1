// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"
#include "paralleloptions.h"

#include <QCoreApplication>
#include <utility>
#include <vector>

namespace ts::cli {

/// `tensorscope scale --workload PRESET|FILE --device ID[,ID...] --chips N[,N...]
/// [--dp A --tp B --pp C [--ep E] [--zero Z] [--vp V] | --search] [--micro-batch M]
/// [--fewest] [--no-overlap] [--json|--csv|--markdown] [--explain]`: a step on many chips per chip
/// count: time, scaling efficiency, communication (total and exposed), memory per chip, fit, cost
/// and energy, for a given split or the fastest legal one.
class ScaleCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::ScaleCommand)

public:
    QString name() const override { return QStringLiteral("scale"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

private:
    using ScalingRows = std::vector<std::pair<QString, scaling::ScalingResult>>;
    /// What run() estimates: the workload on each device at each chip count, split as asked.
    struct ScalingPlan
    {
        const Workload& workload;
        const QList<Device>& devices;
        const std::vector<qint64>& chipCounts;
        const ParallelOptions& split;
        const ParallelConfig& base;
        const scaling::SearchOptions& search;
        bool fewest = false;
    };
    // The steps of run(), in order; the readers print a usage error and return false.
    static bool readChipCounts(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, std::vector<qint64>* chipCounts);
    /// The scaling model's result for each device and chip count (the fewest chips that fit
    /// with --fewest); false on a usage error, `status` kExitFailure where one has no result.
    static bool scaleOnEachDevice(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, const ScalingPlan& plan, ScalingRows* results, int* status);
    /// The results' table, aligned text or Markdown.
    static void printScalingTable(CommandOutput& output, const WorkloadSpec& spec,
        const ScalingRows& results, bool fixed, bool markdown);
    /// `--explain`: each result's derivation and notes.
    static void printScalingDerivations(CommandOutput& output, const ScalingRows& results);
};

} // namespace ts::cli
