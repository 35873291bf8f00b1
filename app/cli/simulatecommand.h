// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>
#include <cstdint>

namespace ts {
struct Device;
}

namespace ts::cli {

/// `tensorscope simulate TARGET [options]`: runs one of the simulators in batch mode.
///
/// TARGET `systolic`: `--rows R --cols C --dataflow ws|os|is --m M --k K --n N [--json]
/// [--method auto|simulate|closed-form]` simulates C = A·B on an R×C systolic array with
/// deterministic int8-range operands generated on the fly (StreamedSimulation: memory bounded by
/// the array, the product checked tile by tile), and prints cycles (SCALE-Sim's Total Cycles),
/// folds, utilization and mapping efficiency. `simulate` runs any GEMM on arrays of up to
/// kMaxSimulatedPes PEs, with progress on stderr once a second and Ctrl-C honoured (exit
/// kExitInterrupted); `auto` (the default) answers GEMMs needing more than
/// kMaxSimulatedPeUpdates PE-updates from the closed form instead.
///
/// TARGET `simt`: `--device ID --m M --k K --n N [--tile 128x128x32] [--precision bf16] [--json]
/// [--method auto|simulate|closed-form]` runs the GEMM on the SIMT simulator with the catalog
/// device's SM geometry and prints cycles, time, waves, CTAs per SM, occupancy, the achieved
/// fraction of peak, the engine's figures for the same GEMM, and the check of the tiled product
/// against Eigen (skipped beyond kMaxCheckedMacs multiply-accumulates). With `auto` GEMMs whose
/// busiest SM would run more than kMaxSimulatedCtaSlabs CTA-slabs are answered from the
/// engine's closed form (its compute time); what neither can answer is refused.
class SimulateCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::SimulateCommand)

public:
    /// What `--method auto` simulates: under a second on one core at the measured
    /// 4–12e9 PE-updates/s of arrays from 32×32 up (bench_simulatewhole).
    static constexpr std::int64_t kMaxSimulatedPeUpdates = 4'000'000'000;
    /// Largest array simulated (4096 × 4096): its planes take about 16 bytes per PE.
    static constexpr std::int64_t kMaxSimulatedPes = std::int64_t(1) << 24;
    /// SIMT: per operand matrix (A, B or C): 16 Mi elements, 64 MiB as int32.
    static constexpr std::int64_t kMaxSimulatedElements = std::int64_t(1) << 24;
    /// SIMT work limit: CTAs on the busiest SM × K-slabs each (about 3 µs each on one core,
    /// so about a second; 16384³ on an H100 is 64,000). Beyond it `auto` answers from the
    /// engine's closed form and `simulate` refuses.
    static constexpr std::int64_t kMaxSimulatedCtaSlabs = std::int64_t(1) << 18;
    /// SIMT product check: up to 2^34 multiply-accumulates (≈2580³), twice that in Eigen GEMMs.
    static constexpr std::int64_t kMaxCheckedMacs = std::int64_t(1) << 34;
    /// Largest array side accepted on the command line.
    static constexpr int kMaxArraySide = 65536;

    QString name() const override { return QStringLiteral("simulate"); }
    int maxPositionalArguments() const override { return 1; }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

private:
    int runSystolic(const QCommandLineParser& parser, CommandOutput& output);
    int runSimt(const QCommandLineParser& parser, CommandOutput& output);

    // The steps of runSimt() (simulatesimt.cpp), in order; the readers print a usage error and
    // return false.
    struct SimtRun;
    static bool readSimtRequest(const QCommandLineParser& parser, CommandOutput& output,
        const Device& device, SimtRun* run);
    static bool prepareSimtKernel(const QCommandLineParser& parser, CommandOutput& output,
        const Device& device, SimtRun* run);
    static void checkSimtProduct(SimtRun* run);
    static void summarizeSimtRun(SimtRun* run);
    static void writeSimtJson(const Device& device, const SimtRun& run, CommandOutput& output);
    static void writeSimtText(const Device& device, const SimtRun& run, CommandOutput& output);

    // The steps of runSystolic(), in order.
    struct SystolicRun;
    static bool readSystolicRequest(const QCommandLineParser& parser, const QString& prefix,
        CommandOutput& output, SystolicRun* run);
    /// Runs the streamed simulation with progress on stderr; false with the exit code when it
    /// rejects the shape or is interrupted.
    static bool simulateSystolic(
        const QString& prefix, CommandOutput& output, SystolicRun* run, int* exitCode);
    static void writeSystolicJson(const SystolicRun& run, CommandOutput& output);
    static void writeSystolicText(const SystolicRun& run, CommandOutput& output);
};

} // namespace ts::cli
