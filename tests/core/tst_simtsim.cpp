// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The SIMT GEMM simulator on the shipped H100 and A100: the tiled product against Eigen, CTA
// waves, occupancy limits, latency hiding, scrubbing snapshots, agreement with the engine's
// GPU model on time ratios between shapes, and the divergence demo's lane masks.

#include "engine/gpugemmmodel.h"
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "simt/divergencesimulator.h"
#include "simt/simtsimulator.h"

#include <QRandomGenerator>
#include <QTest>

using namespace ts;
using namespace ts::simt;

namespace {

const Device& shippedDevice(const QString& id)
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    static QHash<QString, Device> devices;
    if (!devices.contains(id)) {
        const auto device = catalog.device(id);
        if (!device)
            qFatal("device %s is not in the shipped catalog", qPrintable(id));
        devices.insert(id, *device);
    }
    return devices[id];
}

GpuConfig gpu(const QString& id)
{
    const auto config = GpuConfig::fromDevice(shippedDevice(id), Precision::BF16);
    if (!config)
        qFatal("%s has no complete SIMT geometry", qPrintable(id));
    return *config;
}

Eigen::MatrixXf smallIntegers(Eigen::Index rows, Eigen::Index cols, quint32 seed)
{
    QRandomGenerator rng(seed);
    Eigen::MatrixXf m(rows, cols);
    for (Eigen::Index c = 0; c < cols; ++c)
        for (Eigen::Index r = 0; r < rows; ++r)
            m(r, c) = float(rng.bounded(-8, 9));
    return m;
}

} // namespace

class TestSimtSim : public QObject
{
    Q_OBJECT

private slots:
    void catalogGeometry();
    void everyCatalogGpu();
    void product_data();
    void product();
    void waves_data();
    void waves();
    void occupancyLimits_data();
    void occupancyLimits();
    void coResidentCtasShareTheSm();
    void latencyHiding();
    void snapshotsAddUp();
    void scrubbingIsRepeatable();
    void engineAgreement_data();
    void engineAgreement();
    void badInput();
    void divergence_data();
    void divergence();
};

void TestSimtSim::catalogGeometry()
{
    const GpuConfig h100 = gpu(QStringLiteral("h100-sxm"));
    QCOMPARE(h100.smCount, 132);
    QCOMPARE(h100.schedulersPerSm, 4);
    QCOMPARE(h100.tensorFlopsPerClockPerSm(), 4096.0);
    QCOMPARE(gpu(QStringLiteral("a100-sxm4-80gb")).smCount, 108);
    ConfigError error = ConfigError::None;
    QString field;
    QVERIFY(!GpuConfig::fromDevice(
        shippedDevice(QStringLiteral("tpu-v4")), Precision::BF16, &error, &field));
    QCOMPARE(error, ConfigError::NotAGpu);
    Device broken = shippedDevice(QStringLiteral("h100-sxm"));
    broken.gpu->registersPerSm.reset();
    QVERIFY(!GpuConfig::fromDevice(broken, Precision::BF16, &error, &field));
    QCOMPARE(error, ConfigError::MissingField);
    QCOMPARE(field, QStringLiteral("gpu.registers_per_sm"));
}

void TestSimtSim::everyCatalogGpu()
{
    // Every shipped GPU and precision with a complete geometry runs a 128×128 kernel with the
    // engine's slab depth (64 bytes of each operand row, at least the MMA's K) and computes the
    // right product: m16 MMAs, Hopper's m64 and Blackwell's m128 (split into 16-row warp
    // shares), AMD's 64-lane wavefronts.
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    int simulated = 0;
    for (const Device& d : catalog.devices()) {
        for (Precision p : { Precision::BF16, Precision::FP16, Precision::TF32 }) {
            const auto config = GpuConfig::fromDevice(d, p);
            if (!config)
                continue;
            KernelOptions options;
            options.tile.k = std::max(64 / config->inputBytes, config->mma.k);
            auto sim = SimtSimulator::create(
                *config, GemmShape { GemmM(300), GemmN(100), GemmK(200) }, options);
            QVERIFY2(sim, qPrintable(d.id + QLatin1Char(' ') + precisionName(p)));
            const Eigen::MatrixXf a = smallIntegers(300, 200, 3);
            const Eigen::MatrixXf b = smallIntegers(200, 100, 4);
            QVERIFY(sim->product(a, b) == a * b);
            QVERIFY(sim->fractionOfPeak() > 0 && sim->fractionOfPeak() < 1);
            ++simulated;
        }
    }
    QVERIFY(simulated >= 20);
}

void TestSimtSim::product_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("tile");
    const QString h100 = QStringLiteral("h100-sxm");
    const QString a100 = QStringLiteral("a100-sxm4-80gb");
    const QString t128 = QStringLiteral("128x128x32");
    const QString t64 = QStringLiteral("64x64x32");
    QTest::newRow("1x1x1") << h100 << 1 << 1 << 1 << t128;
    QTest::newRow("one tile exactly") << h100 << 128 << 32 << 128 << t128;
    QTest::newRow("ragged everywhere") << h100 << 129 << 65 << 257 << t128;
    QTest::newRow("ragged k only") << a100 << 256 << 47 << 256 << t128;
    QTest::newRow("tall skinny") << a100 << 1000 << 70 << 9 << t64;
    QTest::newRow("wide") << h100 << 17 << 300 << 700 << t64;
    QTest::newRow("256x128 tile") << h100 << 300 << 96 << 260 << QStringLiteral("256x128x32");
    QTest::newRow("many waves") << a100 << 640 << 128 << 2500 << t64;
}

void TestSimtSim::product()
{
    QFETCH(QString, device);
    QFETCH(int, m);
    QFETCH(int, k);
    QFETCH(int, n);
    QFETCH(QString, tile);
    KernelOptions options;
    options.tile = *TileShape::fromText(tile);
    auto sim
        = SimtSimulator::create(gpu(device), GemmShape { GemmM(m), GemmN(n), GemmK(k) }, options);
    QVERIFY(sim);
    const Eigen::MatrixXf a = smallIntegers(m, k, 1);
    const Eigen::MatrixXf b = smallIntegers(k, n, 2);
    const Eigen::MatrixXf c = sim->product(a, b);
    // Small integers: every partial sum is exact in float, so equality is exact.
    const Eigen::MatrixXf reference = a * b;
    QVERIFY(c == reference);
    QVERIFY(sim->product<double>(a.cast<double>(), b.cast<double>()) == reference.cast<double>());
    // Every output tile was run by exactly one CTA, and the CTAs cover C.
    QCOMPARE(sim->ctas(), sim->kernel().tilesM * sim->kernel().tilesN);
    QCOMPARE(sim->kernel().tilesM, (m + options.tile.m - 1) / options.tile.m);
    // The MMAs issued are the padded tile work exactly.
    QCOMPARE(double(sim->mmasIssued()) * 2.0 * sim->kernel().warpMma.m * sim->kernel().warpMma.n
            * sim->kernel().warpMma.k,
        sim->kernel().ctaFlops() * double(sim->ctas()));
}

void TestSimtSim::waves_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("tilesM");
    QTest::addColumn<int>("tilesN");
    QTest::addColumn<int>("waves");
    QTest::newRow("H100 132 tiles") << QStringLiteral("h100-sxm") << 12 << 11 << 1;
    QTest::newRow("H100 133 tiles") << QStringLiteral("h100-sxm") << 7 << 19 << 2;
    QTest::newRow("H100 264 tiles") << QStringLiteral("h100-sxm") << 12 << 22 << 2;
    QTest::newRow("H100 265 tiles") << QStringLiteral("h100-sxm") << 5 << 53 << 3;
    QTest::newRow("A100 108 tiles") << QStringLiteral("a100-sxm4-80gb") << 9 << 12 << 1;
    QTest::newRow("A100 109 tiles") << QStringLiteral("a100-sxm4-80gb") << 1 << 109 << 2;
}

void TestSimtSim::waves()
{
    QFETCH(QString, device);
    QFETCH(int, tilesM);
    QFETCH(int, tilesN);
    QFETCH(int, waves);
    const GpuConfig g = gpu(device);
    const int k = 1024;
    auto sim = SimtSimulator::create(
        g, GemmShape { GemmM(tilesM * 128), GemmN(tilesN * 128), GemmK(k) });
    QVERIFY(sim);
    // The default 128×128×32 kernel fills shared memory with its pipeline: one CTA per SM.
    QCOMPARE(sim->occupancy().ctasPerSm, 1);
    QCOMPARE(sim->occupancy().limit, OccupancyLimit::SharedMemory);
    QCOMPARE(sim->ctas(), qint64(tilesM) * tilesN);
    QCOMPARE(sim->waves(), qint64(waves));
    const qint64 extra = sim->ctas() % g.smCount;
    QCOMPARE(sim->ctasOnSm(0), qint64(waves));
    QCOMPARE(sim->ctasOnSm(g.smCount - 1), qint64(extra == 0 ? waves : waves - 1));
    // Each wave costs one CTA's time: the one-tile-too-many GEMM takes twice as long (less the
    // final stores' drain, paid once).
    auto one = SimtSimulator::create(g, GemmShape { GemmM(128), GemmN(128), GemmK(k) });
    const double ratio = double(sim->totalCycles()) / double(one->totalCycles());
    QVERIFY2(std::abs(ratio - waves) < 0.05 * waves, qPrintable(QString::number(ratio)));
    // The last wave's CTAs start when the first wave's exit.
    if (waves > 1) {
        const auto first = sim->span(0);
        const auto second = sim->span(g.smCount);
        QCOMPARE(second.start, first.exit + 1);
    }
}

void TestSimtSim::occupancyLimits_data()
{
    QTest::addColumn<QString>("tile");
    QTest::addColumn<int>("stages");
    QTest::addColumn<int>("registers");
    QTest::addColumn<int>("maxBlocks");
    QTest::addColumn<int>("ctasPerSm");
    QTest::addColumn<int>("limit");
    // H100: 65536 registers, 228 KiB shared memory (+1 KiB reserved per block), 64 warps, 32
    // blocks. 8 stages of (128+128)·32·2 B = 128 KiB: 228 / 129 → 1.
    QTest::newRow("shared memory, deep pipeline")
        << QStringLiteral("128x128x32") << 0 << 0 << 32 << 1 << int(OccupancyLimit::SharedMemory);
    // 3 stages (48 KiB → 4 by shared memory); 224 registers × 32 lanes × 4 warps = 28672 → 2.
    QTest::newRow("registers") << QStringLiteral("128x128x32") << 3 << 0 << 32 << 2
                               << int(OccupancyLimit::Registers);
    // 32 registers: 16 CTAs by registers; shared memory 228 KiB / 49 KiB → 4.
    QTest::newRow("shared memory, 3 stages")
        << QStringLiteral("128x128x32") << 3 << 32 << 32 << 4 << int(OccupancyLimit::SharedMemory);
    // 32×32 tiles in 4 warps, 9 KiB each: 64 warps / 4 → 16 before shared memory (25).
    QTest::newRow("warps") << QStringLiteral("32x32x32") << 2 << 32 << 32 << 16
                           << int(OccupancyLimit::Warps);
    QTest::newRow("blocks") << QStringLiteral("32x32x32") << 2 << 32 << 8 << 8
                            << int(OccupancyLimit::Blocks);
}

void TestSimtSim::occupancyLimits()
{
    QFETCH(QString, tile);
    QFETCH(int, stages);
    QFETCH(int, registers);
    QFETCH(int, maxBlocks);
    QFETCH(int, ctasPerSm);
    QFETCH(int, limit);
    GpuConfig g = gpu(QStringLiteral("h100-sxm"));
    g.maxBlocksPerSm = maxBlocks;
    KernelOptions options;
    options.tile = *TileShape::fromText(tile);
    options.stages = stages;
    options.registersPerThread = registers;
    auto sim
        = SimtSimulator::create(g, GemmShape { GemmM(4096), GemmN(4096), GemmK(256) }, options);
    QVERIFY(sim);
    QCOMPARE(sim->occupancy().ctasPerSm, ctasPerSm);
    QCOMPARE(int(sim->occupancy().limit), limit);
    QCOMPARE(sim->occupancy().residentWarps, ctasPerSm * sim->kernel().warpsPerCta());
    QCOMPARE(sim->waves(), (sim->ctas() + 132 * ctasPerSm - 1) / (132 * ctasPerSm));
    // The SM really holds that many CTAs at once: the first ctasPerSm of SM 0 start together.
    for (int slot = 0; slot < ctasPerSm; ++slot)
        QCOMPARE(sim->span(qint64(slot) * 132).start, qint64(0));
    QVERIFY(sim->span(qint64(ctasPerSm) * 132).start > 0);
}

void TestSimtSim::coResidentCtasShareTheSm()
{
    // 133 CTAs with two resident per SM: one wave, but SM 0 runs two CTAs on the same tensor
    // cores, so the kernel still takes about two CTA times.
    const GpuConfig g = gpu(QStringLiteral("h100-sxm"));
    KernelOptions options;
    options.stages = 3;
    auto sim = SimtSimulator::create(
        g, GemmShape { GemmM(7 * 128), GemmN(19 * 128), GemmK(2048) }, options);
    QVERIFY(sim);
    QCOMPARE(sim->occupancy().ctasPerSm, 2);
    QCOMPARE(sim->waves(), qint64(1));
    auto single
        = SimtSimulator::create(g, GemmShape { GemmM(128), GemmN(128), GemmK(2048) }, options);
    const double ratio = double(sim->totalCycles()) / double(single->totalCycles());
    QVERIFY2(ratio > 1.8 && ratio < 2.05, qPrintable(QString::number(ratio)));
}

void TestSimtSim::latencyHiding()
{
    const GpuConfig g = gpu(QStringLiteral("h100-sxm"));
    const GemmShape gemm { GemmM(128), GemmN(128), GemmK(4096) };
    KernelOptions shallow;
    shallow.stages = 2;
    auto twoStages = SimtSimulator::create(g, gemm, shallow);
    auto deep = SimtSimulator::create(g, gemm);
    QVERIFY(twoStages && deep);
    QCOMPARE(deep->kernel().stages, GemmKernel::kMaxAutoStages);
    // Two stages cannot cover 400 cycles of copy latency with 256 cycles of MMAs per slab; eight
    // can, and the tensor cores then stay busy for nearly the whole main loop.
    const double mmaCyclesPerSlab = double(deep->kernel().mmasPerKStep)
        * deep->kernel().kStepsPerSlab * deep->kernel().mmaIssueCycles;
    QCOMPARE(mmaCyclesPerSlab, 256.0);
    QVERIFY(twoStages->totalCycles() > 1.3 * double(deep->totalCycles()));
    const double mainLoop = mmaCyclesPerSlab * double(deep->kernel().slabs);
    QVERIFY2(double(deep->totalCycles()) < mainLoop * 1.06,
        qPrintable(QStringLiteral("%1 cycles for a %2-cycle main loop")
                       .arg(deep->totalCycles())
                       .arg(mainLoop)));
    QVERIFY(double(deep->totalCycles()) > mainLoop);

    // Big GEMM: the achieved fraction of peak is the tile and wave quantization times the
    // pipeline's efficiency.
    auto big = SimtSimulator::create(g, GemmShape { GemmM(4096), GemmN(4096), GemmK(4096) });
    const double quantization = 1024.0 / (8 * 132); // 1024 CTAs in 8 waves of 132
    QVERIFY(big->fractionOfPeak() < quantization);
    QVERIFY(big->fractionOfPeak() > 0.93 * quantization);
}

void TestSimtSim::snapshotsAddUp()
{
    // Summing the snapshots' issuing warps over every cycle gives the instructions issued: the
    // checkpoint-and-replay states agree with the recorded run.
    const GpuConfig g = gpu(QStringLiteral("a100-sxm4-80gb"));
    KernelOptions options;
    options.stages = 3;
    // 256×128 tiles: eight warps, two per scheduler, so warps of a CTA reach barriers apart.
    options.tile = { 256, 128, 32 };
    auto sim = SimtSimulator::create(
        g, GemmShape { GemmM(512), GemmN(128 * 3), GemmK(512) }, options); // 6 CTAs: SMs 0..5
    QVERIFY(sim);
    qint64 issued = 0;
    bool sawMemory = false, sawBarrier = false, sawTensor = false;
    for (qint64 cycle = 0; cycle < sim->totalCycles(); ++cycle) {
        const SimtSnapshot s = sim->snapshot(cycle);
        const SmState& sm = s.sm(0);
        for (WarpState w : sm.warps) {
            issued += w == WarpState::Issuing;
            sawMemory = sawMemory || w == WarpState::WaitingMemory;
            sawBarrier = sawBarrier || w == WarpState::AtBarrier;
            sawTensor = sawTensor || w == WarpState::WaitingTensor;
        }
        QCOMPARE(s.sm(s.smCount - 1).activity, SmActivity::Idle);
    }
    QCOMPARE(issued * 6, sim->instructionsIssued());
    QVERIFY(sawMemory && sawBarrier && sawTensor);
    const SimtSnapshot first = sim->snapshot(0);
    QCOMPARE(first.sm(0).activity, SmActivity::Issuing);
    QCOMPARE(first.sm(0).ops[0], OpCode::LoadGlobal);
    QCOMPARE(first.tiles[0], TileProgress::Running);
    const SimtSnapshot last = sim->snapshot(sim->totalCycles() - 1);
    QCOMPARE(last.sm(0).activity, SmActivity::Done);
    QCOMPARE(last.ctasDone, qint64(6));
    QVERIFY(std::all_of(last.tiles.begin(), last.tiles.end(),
        [](TileProgress t) { return t == TileProgress::Done; }));
    QCOMPARE(last.mmasIssued, sim->mmasIssued());
}

void TestSimtSim::scrubbingIsRepeatable()
{
    const GpuConfig g = gpu(QStringLiteral("h100-sxm"));
    auto sim = SimtSimulator::create(g, GemmShape { GemmM(2048), GemmN(2048), GemmK(2048) });
    QVERIFY(sim);
    const qint64 total = sim->totalCycles();
    QRandomGenerator rng(7);
    QList<qint64> cycles;
    for (int i = 0; i < 20; ++i)
        cycles.append(rng.bounded(total));
    QList<SimtSnapshot> forward;
    for (qint64 c : cycles)
        forward.append(sim->snapshot(c));
    for (int i = cycles.size() - 1; i >= 0; --i) {
        const SimtSnapshot again = sim->snapshot(cycles[i]);
        QCOMPARE(again.sm(0).warps, forward[i].sm(0).warps);
        QCOMPARE(again.mmasIssued, forward[i].mmasIssued);
        QVERIFY(again.tiles == forward[i].tiles);
    }
    // Progress only grows with the cycle.
    QVERIFY(sim->snapshot(total / 3).mmasIssued < sim->snapshot(2 * total / 3).mmasIssued);
    QCOMPARE(sim->snapshot(-5).cycle, qint64(-1));
    QCOMPARE(sim->snapshot(total * 2).cycle, total - 1);
}

void TestSimtSim::engineAgreement_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("tileM");
    QTest::addColumn<int>("tileN");
    QTest::addRow("H100 128x128") << QStringLiteral("h100-sxm") << 128 << 128;
    QTest::addRow("H100 256x128") << QStringLiteral("h100-sxm") << 256 << 128;
    QTest::addRow("H100 128x64") << QStringLiteral("h100-sxm") << 128 << 64;
    QTest::addRow("A100 128x128") << QStringLiteral("a100-sxm4-80gb") << 128 << 128;
    QTest::addRow("A100 256x128") << QStringLiteral("a100-sxm4-80gb") << 256 << 128;
}

void TestSimtSim::engineAgreement()
{
    // Time ratios between shapes, simulated vs the engine's GPU model (its public API, the
    // device's hardware as the engine reads it), with the same CTA tile: the wave, tile and K
    // quantization must agree. The engine's compute term is compared: the simulator models the
    // SMs and tensor cores, not DRAM or L2 bandwidth (docs/simt.md), and per-tile efficiency
    // factors of the engine cancel in a ratio at a fixed tile.
    QFETCH(QString, device);
    QFETCH(int, tileM);
    QFETCH(int, tileN);
    const Device& d = shippedDevice(device);
    const GpuConfig g = gpu(device);
    const auto hardware
        = engine::PerformanceEngine::gpuHardware(d, Precision::BF16, engine::EngineOptions {});
    QVERIFY(hardware);
    const qint64 sms = g.smCount;
    // Shapes on both sides of wave boundaries (one tile more than the SMs), ragged tiles and a
    // K that is not a whole number of slabs.
    const QList<std::array<qint64, 3>> shapes = {
        { tileM * 8, 4096, tileN * 8 },
        { tileM * sms, 4096, tileN },
        { tileM * sms + 1, 4096, tileN },
        { tileM * 4, 4096, tileN * sms / 4 + tileN },
        { 4096, 4096, 4096 },
        { 4096 + 64, 4096, 4096 },
        { 3000, 4096 + 40, 5000 },
        { 6144, 2048, 6144 },
        { 8192, 8192, 2048 },
    };
    double baseSim = 0;
    double baseEngine = 0;
    for (const auto& [m, k, n] : shapes) {
        const engine::GpuGemmEstimate e = engine::estimateGpuGemm(*hardware,
            GemmShape(GemmM(m), GemmN(n), GemmK(k)), 2, 2, TileShape { tileM, tileN, 0 }, 1);
        KernelOptions options;
        options.tile = TileShape { tileM, tileN, e.tile.k };
        auto sim = SimtSimulator::create(g, GemmShape { GemmM(m), GemmN(n), GemmK(k) }, options);
        QVERIFY(sim);
        // With one CTA per SM the simulator's waves are the engine's.
        if (sim->occupancy().ctasPerSm == 1)
            QCOMPARE(sim->waves(), e.waves);
        QCOMPARE(sim->ctas(), e.ctas);
        if (baseSim == 0) {
            baseSim = sim->timeSeconds();
            baseEngine = e.computeSeconds;
            continue;
        }
        const double simRatio = sim->timeSeconds() / baseSim;
        const double engineRatio = e.computeSeconds / baseEngine;
        QVERIFY2(std::abs(simRatio / engineRatio - 1) < 0.10,
            qPrintable(QStringLiteral("%1x%2x%3: simulated ratio %4, engine %5")
                           .arg(m)
                           .arg(k)
                           .arg(n)
                           .arg(simRatio)
                           .arg(engineRatio)));
    }
}

void TestSimtSim::badInput()
{
    const GpuConfig g = gpu(QStringLiteral("h100-sxm"));
    SimtSimulator::Error error = SimtSimulator::Error::None;
    QVERIFY(!SimtSimulator::create(g, GemmShape { GemmM(0), GemmN(16), GemmK(16) }, {}, &error));
    QCOMPARE(error, SimtSimulator::Error::InvalidGemm);
    KernelOptions odd;
    odd.tile = { 100, 128, 32 }; // 100 rows do not split into 16-row MMAs
    QVERIFY(
        !SimtSimulator::create(g, GemmShape { GemmM(256), GemmN(256), GemmK(256) }, odd, &error));
    QCOMPARE(error, SimtSimulator::Error::InvalidTile);
    KernelOptions huge;
    huge.stages = 15; // 15 × 16 KiB does not fit in 228 KiB
    QVERIFY(
        !SimtSimulator::create(g, GemmShape { GemmM(256), GemmN(256), GemmK(256) }, huge, &error));
    QCOMPARE(error, SimtSimulator::Error::DoesNotFit);
    QVERIFY(!TileShape::fromText(QStringLiteral("128x0x32")));
    QVERIFY(!TileShape::fromText(QStringLiteral("128x128")));
    QCOMPARE(TileShape::fromText(QStringLiteral(" 64X64x16 "))->text(), QStringLiteral("64x64x16"));
}

void TestSimtSim::divergence_data()
{
    QTest::addColumn<int>("elements");
    QTest::addColumn<float>("threshold");
    QTest::newRow("one mixed warp") << 32 << 0.0f;
    QTest::newRow("ragged last warp") << 70 << 0.0f;
    QTest::newRow("all taken") << 64 << -100.0f;
    QTest::newRow("none taken") << 64 << 100.0f;
}

void TestSimtSim::divergence()
{
    QFETCH(int, elements);
    QFETCH(float, threshold);
    std::vector<float> x(static_cast<std::size_t>(elements));
    for (int i = 0; i < elements; ++i)
        x[std::size_t(i)] = float((i * 7) % 11) - 5.0f; // mixes signs within every warp
    const DivergenceSimulator sim(x, threshold);
    QCOMPARE(sim.warps(), (elements + 31) / 32);
    for (std::size_t i = 0; i < x.size(); ++i)
        QCOMPARE(sim.y()[i], sim.reference(i));
    const auto& program = DivergenceSimulator::program();
    qint64 expectedCycles = 0;
    for (int w = 0; w < sim.warps(); ++w) {
        const std::uint32_t valid = sim.validMask(w);
        const std::uint32_t taken = sim.takenMask(w);
        const int lanes = std::min(32, elements - 32 * w);
        QCOMPARE(valid, lanes == 32 ? 0xFFFFFFFFu : (1u << lanes) - 1u);
        std::uint32_t expectTaken = 0;
        for (int l = 0; l < lanes; ++l)
            expectTaken |= std::uint32_t(x[std::size_t(32 * w + l)] > threshold) << l;
        QCOMPARE(taken, expectTaken);
        const bool mixed = taken != 0 && taken != valid;
        // Common 5, the taken side 2 (+ the jump over the other side when both run), the other 3.
        expectedCycles += 5 + (taken ? 2 + (mixed ? 1 : 0) : 0) + (taken != valid ? 3 : 0);
        for (const DivergenceStep& step : sim.steps()) {
            if (step.warp != w)
                continue;
            switch (program[std::size_t(step.instruction)].path) {
            case BranchPath::Common:
                QCOMPARE(step.mask, valid);
                break;
            case BranchPath::Taken:
                QCOMPARE(step.mask, taken);
                break;
            case BranchPath::NotTaken:
                QCOMPARE(step.mask, valid & ~taken);
                break;
            }
        }
    }
    QCOMPARE(sim.cycles(), expectedCycles);
    // Reconvergence: the instruction after the two sides runs with every valid lane again.
    const auto reconverged = std::find_if(sim.steps().begin(), sim.steps().end(),
        [](const DivergenceStep& s) { return s.reconverged; });
    QVERIFY(reconverged != sim.steps().end());
    QCOMPARE(reconverged->mask, sim.validMask(reconverged->warp));
}

QTEST_GUILESS_MAIN(TestSimtSim)
#include "tst_simtsim.moc"
