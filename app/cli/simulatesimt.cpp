// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope simulate simt`: the SIMT branch of SimulateCommand, in its own file so that the
// systolic branch's names and the engine's do not meet.
#include "simulatecommand.h"

#include "common/checkedint.h"
#include "deviceoptions.h"
#include "engine/opestimate.h"
#include "engine/performanceengine.h"
#include "io/numberparsing.h"
#include "models/engineerrortext.h"
#include "simt/simtsimulator.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRandomGenerator>

namespace ts::cli {

// One `simulate simt` run: what the command line asks, what runs it, and what it found.
struct SimulateCommand::SimtRun
{
    QString prefix;
    GemmShape gemm;
    Precision precision = Precision::BF16;
    std::optional<TileShape> tile;
    QString method;
    std::optional<simt::GpuConfig> gpu;
    simt::KernelOptions options;
    std::int64_t tilesM = 0;
    std::int64_t tilesN = 0;
    CheckedInt ctas;
    CheckedInt ctaSlabsPerSm;
    bool simulatable = false;
    bool simulated = false;
    QString work;
    std::unique_ptr<simt::SimtSimulator> sim;
    std::optional<simt::GemmKernel> shapeKernel;
    std::optional<ts::engine::OpEstimate> engine;
    std::optional<bool> productOk;
    // What summarizeSimtRun() adds: the kernel that ran (or would run), the engine's mapping
    // of the same GEMM, the waves, the time and the fraction of peak.
    const simt::GemmKernel* kernel = nullptr;
    qint64 engineTileM = 0;
    qint64 engineTileN = 0;
    qint64 engineWaves = 0;
    std::int64_t waveCount = 0;
    double timeSeconds = 0;
    double fractionOfPeak = 0;
};

bool SimulateCommand::readSimtRequest(
    const QCommandLineParser& parser, CommandOutput& output, const Device& device, SimtRun* run)
{
    const QString& prefix = run->prefix;
    std::int64_t dims[3] = {};
    const char* names[3] = { "m", "k", "n" };
    for (int i = 0; i < 3; ++i) {
        const QString option = QString::fromLatin1(names[i]);
        if (!parser.isSet(option)) {
            output.err << prefix + tr("--%1 is required.\n").arg(option);
            return false;
        }
        // Up to 2^24 per dimension: beyond, the tile count or the stream outgrow the simulator.
        const std::optional<std::int64_t> value
            = io::parseInteger(parser.value(option), 1, std::int64_t(1) << 24);
        if (!value) {
            output.err << prefix
                    + tr("--%1 '%2': expected an integer from 1 to %3.\n")
                          .arg(option, parser.value(option))
                          .arg(std::int64_t(1) << 24);
            return false;
        }
        dims[i] = *value;
    }
    run->tile = TileShape::fromText(parser.value(QStringLiteral("tile")));
    if (!run->tile) {
        output.err << prefix
                + tr("--tile '%1': expected MxNxK, e.g. 128x128x32.\n")
                      .arg(parser.value(QStringLiteral("tile")));
        return false;
    }
    const std::optional<Precision> precision
        = precisionFromName(parser.value(QStringLiteral("precision")));
    if (!precision) {
        output.err << prefix
                + tr("--precision '%1': expected one of %2.\n")
                      .arg(parser.value(QStringLiteral("precision")),
                          precisionNames().join(QStringLiteral(", ")));
        return false;
    }
    run->precision = *precision;
    run->method = parser.value(QStringLiteral("method")).trimmed().toLower();
    if (run->method != QLatin1String("auto") && run->method != QLatin1String("simulate")
        && run->method != QLatin1String("closed-form")) {
        output.err << prefix
                + tr("--method '%1': expected auto, simulate or closed-form.\n")
                      .arg(parser.value(QStringLiteral("method")));
        return false;
    }
    simt::ConfigError configError = simt::ConfigError::None;
    QString field;
    run->gpu = simt::GpuConfig::fromDevice(device, *precision, &configError, &field);
    if (!run->gpu) {
        output.err << prefix
                + (configError == simt::ConfigError::NotAGpu
                        ? tr("'%1' is not a GPU (no 'gpu' block in the catalog).\n").arg(device.id)
                        : configError == simt::ConfigError::NoMatrixRate
                        ? tr("'%1' has no '%2' for %3 in the catalog.\n")
                              .arg(device.id, field, precisionName(*precision))
                        : tr("'%1' has no '%2' in the catalog.\n").arg(device.id, field));
        return false;
    }
    run->gemm = GemmShape { GemmM(dims[0]), GemmN(dims[2]), GemmK(dims[1]) };
    return true;
}

bool SimulateCommand::prepareSimtKernel(
    const QCommandLineParser& parser, CommandOutput& output, const Device& device, SimtRun* run)
{
    const GemmShape& gemm = run->gemm;
    const simt::GpuConfig& gpu = *run->gpu;
    simt::KernelOptions& options = run->options;
    options.tile = *run->tile;
    // Without --tile, K-slabs of 64 bytes per operand row, as the engine's kernels (16 deep for
    // 4-byte inputs, 64 for 1-byte), never less than the MMA's K.
    if (!parser.isSet(QStringLiteral("tile")))
        options.tile.k = std::max(64 / gpu.inputBytes, gpu.mma.k);
    // The simulator runs one SM of each CTA count cycle by cycle: its work is the CTAs of the
    // busiest SM times the K-slabs each runs (and its memory grows with both). Counted before
    // anything is built; beyond the limit only the engine's closed form answers.
    run->tilesM = (gemm.m() + options.tile.m - 1) / std::max(1, options.tile.m);
    run->tilesN = (gemm.n() + options.tile.n - 1) / std::max(1, options.tile.n);
    const std::int64_t slabs = (gemm.k() + options.tile.k - 1) / std::max(1, options.tile.k);
    run->ctas = CheckedInt(run->tilesM) * run->tilesN;
    run->ctaSlabsPerSm = run->ctas.overflow()
        ? run->ctas
        : CheckedInt((run->ctas.value() + gpu.smCount - 1) / gpu.smCount) * slabs;
    run->simulatable
        = !run->ctaSlabsPerSm.overflow() && run->ctaSlabsPerSm.value() <= kMaxSimulatedCtaSlabs;
    run->work = run->ctaSlabsPerSm.overflow() ? QStringLiteral(">%1").arg(kMaxSimulatedCtaSlabs)
                                              : QString::number(run->ctaSlabsPerSm.value());
    if (run->method == QLatin1String("simulate") && !run->simulatable) {
        output.err << run->prefix
                + tr("this GEMM is too large to simulate (%1 CTA-slabs on the busiest SM, limit "
                     "%2); use --method auto or closed-form.\n")
                      .arg(run->work)
                      .arg(kMaxSimulatedCtaSlabs);
        return false;
    }
    const bool simulated = run->method != QLatin1String("closed-form") && run->simulatable;
    run->simulated = simulated;
    // Without simulating, the kernel's resources and occupancy (which depend on the tile and the
    // GPU, not on the GEMM's size) come from the kernel of one CTA's share of it.
    const GemmShape kernelGemm = simulated
        ? gemm
        : GemmShape { GemmM(std::min<std::int64_t>(gemm.m(), options.tile.m)),
              GemmN(std::min<std::int64_t>(gemm.n(), options.tile.n)),
              GemmK(std::min<std::int64_t>(gemm.k(), std::int64_t(options.tile.k) * 64)) };
    simt::SimtSimulator::Error error = simt::SimtSimulator::Error::None;
    if (simulated)
        run->sim = simt::SimtSimulator::create(gpu, gemm, options, &error);
    else
        run->shapeKernel = simt::GemmKernel::create(gpu, kernelGemm, options, &error);
    if (simulated ? !run->sim : !run->shapeKernel) {
        output.err << run->prefix
                + (error == simt::SimtSimulator::Error::InvalidTile
                        ? tr("--tile %1: M must split into 16-row warp MMAs, N into the MMA's "
                             "width (%2) and K into its depth (%3); M from 16 to 256, N from 8.\n")
                              .arg(run->tile->text())
                              .arg(gpu.mma.n)
                              .arg(gpu.mma.k)
                        : error == simt::SimtSimulator::Error::DoesNotFit
                        ? tr("--tile %1: not even one CTA fits on an SM of '%2'.\n")
                              .arg(run->tile->text(), device.id)
                        : tr("this GEMM is too large to simulate.\n"));
        return false;
    }
    return true;
}

void SimulateCommand::checkSimtProduct(SimtRun* run)
{
    const GemmShape& gemm = run->gemm;
    const CheckedInt macs = CheckedInt(gemm.m()) * gemm.k() * gemm.n();
    const bool checkable = run->simulated && !macs.overflow() && macs.value() <= kMaxCheckedMacs
        && gemm.m() * gemm.k() <= kMaxSimulatedElements
        && gemm.k() * gemm.n() <= kMaxSimulatedElements
        && gemm.m() * gemm.n() <= kMaxSimulatedElements;
    if (!checkable)
        return;
    // Integers in [−8, 8]: exact in float while K·64 < 2^24, in double beyond.
    QRandomGenerator rng(quint32(gemm.m() * 73856093 ^ gemm.k() * 19349663 ^ gemm.n() * 83492791));
    auto operand = [&rng](std::int64_t rows, std::int64_t cols) {
        Eigen::MatrixXd m(rows, cols);
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            for (Eigen::Index r = 0; r < m.rows(); ++r)
                m(r, c) = double(rng.bounded(-8, 9));
        return m;
    };
    const Eigen::MatrixXd a = operand(gemm.m(), gemm.k());
    const Eigen::MatrixXd b = operand(gemm.k(), gemm.n());
    if (gemm.k() * 64 < (std::int64_t(1) << 24)) {
        const Eigen::MatrixXf af = a.cast<float>();
        const Eigen::MatrixXf bf = b.cast<float>();
        run->productOk = run->sim->product(af, bf) == af * bf;
    } else {
        run->productOk = run->sim->product(a, b) == a * b;
    }
}

int SimulateCommand::runSimt(const QCommandLineParser& parser, CommandOutput& output)
{
    SimtRun run;
    run.prefix = QStringLiteral("tensorscope simulate simt: ");
    const QString& prefix = run.prefix;
    const std::optional<QList<Device>> devices = DeviceOptions::devices(parser, prefix, output);
    if (!devices)
        return kExitUsage;
    if (devices->size() != 1) {
        output.err << prefix + tr("--device takes one id.\n");
        return kExitUsage;
    }
    const Device& device = devices->constFirst();
    if (!readSimtRequest(parser, output, device, &run)
        || !prepareSimtKernel(parser, output, device, &run))
        return kExitUsage;

    engine::EngineError engineError = engine::EngineError::None;
    run.engine = engine::PerformanceEngine::estimateGemm(
        run.gemm, run.precision, device, engine::EngineOptions {}, &engineError);
    if (!run.simulated && !run.engine && run.simulatable) {
        output.err << prefix
                + tr("the engine's closed form cannot answer this GEMM: %1; use --method auto "
                     "or simulate.\n")
                      .arg(EngineErrorText::describe(engineError));
        return kExitFailure;
    }
    if (!run.simulated && !run.engine) {
        output.err << prefix
                + tr("neither the simulator nor the engine's closed form can answer this GEMM: "
                     "%1 CTA-slabs on the busiest SM (simulation limit %2), and the engine: %3\n")
                      .arg(run.work)
                      .arg(kMaxSimulatedCtaSlabs)
                      .arg(EngineErrorText::describe(engineError));
        return kExitFailure;
    }

    checkSimtProduct(&run);
    summarizeSimtRun(&run);
    if (parser.isSet(QStringLiteral("json")))
        writeSimtJson(device, run, output);
    else
        writeSimtText(device, run, output);
    return run.productOk.value_or(true) ? kExitOk : kExitFailure;
}

void SimulateCommand::summarizeSimtRun(SimtRun* run)
{
    const GemmShape& gemm = run->gemm;
    const std::optional<simt::GpuConfig>& gpu = run->gpu;
    const auto& sim = run->sim;
    const auto& engine = run->engine;
    const CheckedInt& ctas = run->ctas;
    const bool simulated = run->simulated;
    run->kernel = simulated ? &sim->kernel() : &*run->shapeKernel;
    // The engine's mapping of the same GEMM (GpuTileModel's counts).
    run->engineTileM = engine ? engine->mapping.valueOr(engine::mapping::kTileM, 0) : 0;
    run->engineTileN = engine ? engine->mapping.valueOr(engine::mapping::kTileN, 0) : 0;
    run->engineWaves = engine ? engine->mapping.valueOr(engine::mapping::kWaves, 0) : 0;
    const simt::Occupancy& occupancy = run->kernel->occupancy;
    const std::int64_t ctasPerWave = std::int64_t(gpu->smCount) * occupancy.ctasPerSm;
    run->waveCount = simulated ? sim->waves()
        : ctas.overflow()      ? 0
                               : (ctas.value() + ctasPerWave - 1) / ctasPerWave;
    // The closed form: the engine's compute time for this GEMM (with its own tile choice), and
    // the fraction of the tensor-core peak at the clock the simulator uses.
    const double peakFlopsPerSecond = gpu->tensorFlopsPerClockPerSm() * gpu->smCount * gpu->clockHz;
    const double usefulFlops = 2.0 * double(gemm.m()) * double(gemm.n()) * double(gemm.k());
    run->timeSeconds = simulated ? sim->timeSeconds() : engine->computeSeconds;
    run->fractionOfPeak = simulated ? sim->fractionOfPeak()
        : run->timeSeconds > 0      ? usefulFlops / run->timeSeconds / peakFlopsPerSecond
                                    : 0.0;
}

void SimulateCommand::writeSimtJson(const Device& device, const SimtRun& run, CommandOutput& output)
{
    const GemmShape& gemm = run.gemm;
    const std::optional<simt::GpuConfig>& gpu = run.gpu;
    const auto& sim = run.sim;
    const auto& engine = run.engine;
    const CheckedInt& ctas = run.ctas;
    const bool simulated = run.simulated;
    const simt::GemmKernel& kernel = *run.kernel;
    const qint64 tileM = run.engineTileM;
    const qint64 tileN = run.engineTileN;
    const qint64 waves = run.engineWaves;
    const simt::Occupancy& occupancy = kernel.occupancy;
    const std::int64_t waveCount = run.waveCount;
    const double timeSeconds = run.timeSeconds;
    const double fractionOfPeak = run.fractionOfPeak;
    const std::optional<bool>& productOk = run.productOk;
    const CheckedInt& ctaSlabsPerSm = run.ctaSlabsPerSm;
    QJsonObject json;
    json[QStringLiteral("target")] = QStringLiteral("simt");
    json[QStringLiteral("method")]
        = simulated ? QStringLiteral("simulated") : QStringLiteral("closed_form");
    json[QStringLiteral("device")] = device.id;
    json[QStringLiteral("precision")] = precisionName(run.precision);
    json[QStringLiteral("m")] = qint64(gemm.m());
    json[QStringLiteral("k")] = qint64(gemm.k());
    json[QStringLiteral("n")] = qint64(gemm.n());
    json[QStringLiteral("tile")] = kernel.tile.text();
    json[QStringLiteral("warps_per_cta")] = kernel.warpsPerCta();
    json[QStringLiteral("warp_mma")] = kernel.warpMma.text();
    json[QStringLiteral("stages")] = kernel.stages;
    json[QStringLiteral("registers_per_thread")] = kernel.registersPerThread;
    json[QStringLiteral("shared_memory_bytes_per_cta")] = qint64(kernel.sharedBytesPerCta);
    json[QStringLiteral("sm_count")] = gpu->smCount;
    json[QStringLiteral("ctas")]
        = ctas.overflow() ? QJsonValue() : QJsonValue(qint64(ctas.value()));
    json[QStringLiteral("ctas_per_sm")] = occupancy.ctasPerSm;
    json[QStringLiteral("occupancy_limit")] = simt::occupancyLimitName(occupancy.limit);
    json[QStringLiteral("resident_warps_per_sm")] = occupancy.residentWarps;
    json[QStringLiteral("occupancy")] = occupancy.fraction;
    json[QStringLiteral("waves")] = waveCount > 0 ? QJsonValue(qint64(waveCount)) : QJsonValue();
    json[QStringLiteral("cycles")]
        = simulated ? QJsonValue(qint64(sim->totalCycles())) : QJsonValue();
    json[QStringLiteral("clock_hz")] = gpu->clockHz;
    json[QStringLiteral("time_seconds")] = timeSeconds;
    json[QStringLiteral("fraction_of_peak")] = fractionOfPeak;
    json[QStringLiteral("mma_instructions")]
        = simulated ? QJsonValue(qint64(sim->mmasIssued())) : QJsonValue();
    json[QStringLiteral("instructions_issued")]
        = simulated ? QJsonValue(qint64(sim->instructionsIssued())) : QJsonValue();
    json[QStringLiteral("cta_slabs_per_sm")]
        = ctaSlabsPerSm.overflow() ? QJsonValue() : QJsonValue(qint64(ctaSlabsPerSm.value()));
    json[QStringLiteral("simulation_limit_cta_slabs")] = qint64(kMaxSimulatedCtaSlabs);
    json[QStringLiteral("product_ok")] = productOk ? QJsonValue(*productOk) : QJsonValue();
    if (engine) {
        QJsonObject e;
        e[QStringLiteral("tile")] = QStringLiteral("%1x%2").arg(tileM).arg(tileN);
        e[QStringLiteral("split_k")] = engine->mapping.valueOr(engine::mapping::kSplitK, 0);
        e[QStringLiteral("waves")] = waves;
        e[QStringLiteral("compute_seconds")] = engine->computeSeconds;
        e[QStringLiteral("time_seconds")] = engine->timeSeconds;
        e[QStringLiteral("fraction_of_peak")] = engine->fractionOfPeak();
        json[QStringLiteral("engine")] = e;
    }
    output.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
}

void SimulateCommand::writeSimtText(const Device& device, const SimtRun& run, CommandOutput& output)
{
    const GemmShape& gemm = run.gemm;
    const std::optional<simt::GpuConfig>& gpu = run.gpu;
    const auto& sim = run.sim;
    const auto& engine = run.engine;
    const CheckedInt& ctas = run.ctas;
    const bool simulated = run.simulated;
    const simt::GemmKernel& kernel = *run.kernel;
    const qint64 tileM = run.engineTileM;
    const qint64 tileN = run.engineTileN;
    const qint64 waves = run.engineWaves;
    const simt::Occupancy& occupancy = kernel.occupancy;
    const std::int64_t waveCount = run.waveCount;
    const double timeSeconds = run.timeSeconds;
    const double fractionOfPeak = run.fractionOfPeak;
    const std::optional<bool>& productOk = run.productOk;
    const QLocale locale;
    output.out << tr("%1 (%2 SMs), %3 GEMM M=%4 N=%5 K=%6, tile %7\n")
                      .arg(device.name)
                      .arg(gpu->smCount)
                      .arg(precisionName(run.precision))
                      .arg(gemm.m())
                      .arg(gemm.n())
                      .arg(gemm.k())
                      .arg(kernel.tile.text());
    output.out << tr("Method:           %1\n")
                      .arg(simulated ? tr("simulated (warp level)")
                              : run.simulatable
                              ? tr("closed form (as asked)")
                              : tr("closed form (too large to simulate: %1 CTA-slabs on the "
                                   "busiest SM, limit %2)")
                                    .arg(run.work)
                                    .arg(kMaxSimulatedCtaSlabs));
    if (simulated)
        output.out << tr("Cycles:           %1 (%2 us at %3 MHz)\n")
                          .arg(locale.toString(qint64(sim->totalCycles())))
                          .arg(locale.toString(sim->timeSeconds() * 1e6, 'f', 2))
                          .arg(locale.toString(gpu->clockHz * 1e-6, 'f', 0));
    else
        output.out << tr("Time:             %1 us (the engine's compute time)\n")
                          .arg(locale.toString(timeSeconds * 1e6, 'f', 2));
    output.out << tr("CTAs:             %1 (%2 x %3 tiles), %4 per SM, %5 wave(s)\n")
                      .arg(ctas.overflow() ? QStringLiteral("-")
                                           : locale.toString(qint64(ctas.value())))
                      .arg(run.tilesM)
                      .arg(run.tilesN)
                      .arg(occupancy.ctasPerSm)
                      .arg(waveCount);
    output.out << tr("Occupancy:        %1 % (%2 of %3 warps per SM; limited by %4)\n")
                      .arg(locale.toString(100.0 * occupancy.fraction, 'f', 1))
                      .arg(occupancy.residentWarps)
                      .arg(gpu->maxWarpsPerSm)
                      .arg(simt::occupancyLimitName(occupancy.limit));
    output.out
        << tr("Fraction of peak: %1 %\n").arg(locale.toString(100.0 * fractionOfPeak, 'f', 1));
    if (engine)
        output.out << tr("Engine:           tile %1x%2, %3 wave(s), compute %4 us, %5 % of peak\n")
                          .arg(tileM)
                          .arg(tileN)
                          .arg(waves)
                          .arg(locale.toString(engine->computeSeconds * 1e6, 'f', 2))
                          .arg(locale.toString(100.0 * engine->fractionOfPeak(), 'f', 1));
    output.out << tr("Product check:    %1\n")
                      .arg(!simulated      ? tr("not run (closed form)")
                              : !productOk ? tr("skipped (more than %1 MACs)").arg(kMaxCheckedMacs)
                              : *productOk ? tr("exact match with Eigen")
                                           : tr("MISMATCH"));
}

} // namespace ts::cli
