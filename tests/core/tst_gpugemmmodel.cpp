// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The GPU tiled-GEMM model: hand-computed cases, the quantization effects it exists to show,
// and properties that must hold for any shape.

#include "engine/gpugemmmodel.h"

#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTest>
#include <cmath>
#include <cstring>

using ts::GemmShape;
using namespace ts;
using namespace ts::engine;

namespace {

// An H100-SXM-like GPU with the overheads switched off, so that results can be computed by hand.
GpuGemmHardware handHardware()
{
    GpuGemmHardware hw;
    hw.smCount = 132;
    hw.peakFlopsPerSecond = 989.4e12;
    hw.mmaK = 16;
    hw.memoryBytesPerSecond = 3.35e12;
    hw.l2Bytes = 50e6;
    return hw;
}

constexpr TileShape k128 { 128, 128, 0 };

} // namespace

class TestGpuGemmModel : public QObject
{
    Q_OBJECT

private slots:
    void computeBoundByHand();
    void memoryBoundByHand();
    void waveQuantization();
    void tileQuantization();
    void alignmentPadsK();
    void lossesExplainComputeTime();
    void slabFloorAndSplitKReduction();
    void heuristicPicksFastestCandidate();
    void sharedMemoryLimitsSmallTiles();
    void skinnyTilesForFewRows();
    void overheadsAdd();
    void fp32PromotionSlowsTheMainLoop();
    void operandWidthKeepsTilesAndStages();
    void sharedMemoryCapacityBoundsStages();
    void tf32AgainstBf16();
    void properties();
    /// The tile-search memo (issue 34) returns the search's choice for random shapes, widths
    /// and hardware, and two GPUs that differ in any one field never share a memoised choice.
    void memoIsTheSearch();
};

void TestGpuGemmModel::computeBoundByHand()
{
    const GpuGemmHardware hw = handHardware();
    // 12 × 11 = 132 tiles of 128×128 → exactly one wave; K = 4096; A and B (24 MB) fit in L2.
    const GemmShape shape { GemmM(12 * 128), GemmN(11 * 128), GemmK(4096) };
    const GpuGemmEstimate e = estimateGpuGemm(hw, shape, 2, 2, k128, 1);
    QCOMPARE(e.ctas, 132);
    QCOMPARE(e.waves, 1);
    const double perSm = 989.4e12 / 132;
    const double expected = 2.0 * 128 * 128 * 4096 / perSm;
    QVERIFY(qFuzzyCompare(e.computeSeconds, expected));
    QCOMPARE(e.limit, GemmLimit::Compute);
    // The C stores follow each CTA's main loop: C's bytes at the DRAM bandwidth, not hidden.
    const double epilogue = 12.0 * 128 * 11 * 128 * 2 / 3.35e12;
    QVERIFY(qFuzzyCompare(e.epilogueSeconds, epilogue));
    QVERIFY(qFuzzyCompare(e.timeSeconds, expected + epilogue));
    QVERIFY(
        qFuzzyCompare(e.fractionOfPeak(hw.peakFlopsPerSecond), expected / (expected + epilogue)));
}

void TestGpuGemmModel::memoryBoundByHand()
{
    const GpuGemmHardware hw = handHardware();
    // A matrix-vector product: 2 FLOPs per weight element read, far below the ridge point.
    const GemmShape shape { GemmM(1), GemmN(8192), GemmK(8192) };
    const GpuGemmEstimate e = estimateGpuGemm(hw, shape, 2, 2, k128, 1);
    QCOMPARE(e.limit, GemmLimit::Memory);
    // B (128 MiB) exceeds half the L2 but one row of tiles reads it once; A (16 KiB) stays in L2.
    const double bytes = 8192.0 * 2 + 8192.0 * 8192 * 2 + 8192.0 * 2;
    QVERIFY(qFuzzyCompare(e.dramBytes, bytes));
    QVERIFY(qFuzzyCompare(e.timeSeconds, bytes / 3.35e12));
}

void TestGpuGemmModel::waveQuantization()
{
    const GpuGemmHardware hw = handHardware();
    const GpuGemmEstimate full = estimateGpuGemm(
        hw, GemmShape { GemmM(132 * 128), GemmN(128), GemmK(4096) }, 2, 2, k128, 1);
    // One more output tile than SMs: a second wave with one CTA in it.
    const GpuGemmEstimate over = estimateGpuGemm(
        hw, GemmShape { GemmM(133 * 128), GemmN(128), GemmK(4096) }, 2, 2, k128, 1);
    QCOMPARE(over.ctas, 133);
    QCOMPARE(over.waves, 2);
    QVERIFY(qFuzzyCompare(over.losses.factor(loss::kWaveQuantization), 133.0 / 264.0));
    QVERIFY(qFuzzyCompare(over.computeSeconds, 2 * full.computeSeconds));
}

void TestGpuGemmModel::tileQuantization()
{
    const GpuGemmHardware hw = handHardware();
    // 1536 × 1408 is exactly one wave of 128×128 tiles on 132 SMs; one more row needs more work
    // whichever tile the heuristic picks.
    const GpuGemmEstimate onBoundary
        = estimateGpuGemm(hw, GemmShape { GemmM(1536), GemmN(1408), GemmK(4096) }, 2, 2);
    const GpuGemmEstimate pastBoundary
        = estimateGpuGemm(hw, GemmShape { GemmM(1537), GemmN(1408), GemmK(4096) }, 2, 2);
    QVERIFY2(pastBoundary.timeSeconds > onBoundary.timeSeconds,
        qPrintable(
            QStringLiteral("%1 vs %2").arg(pastBoundary.timeSeconds).arg(onBoundary.timeSeconds)));
    const GpuGemmEstimate fixedTile
        = estimateGpuGemm(hw, GemmShape { GemmM(4097), GemmN(4096), GemmK(4096) }, 2, 2, k128, 1);
    QCOMPARE(fixedTile.tilesM, 33);
    QVERIFY(qFuzzyCompare(fixedTile.losses.factor(loss::kTileQuantization), 4097.0 / (33 * 128)));
}

void TestGpuGemmModel::alignmentPadsK()
{
    const GpuGemmHardware hw = handHardware();
    const GpuGemmEstimate k1000 = estimateGpuGemm(
        hw, GemmShape { GemmM(132 * 128), GemmN(128), GemmK(1000) }, 2, 2, k128, 1);
    const GpuGemmEstimate k1024 = estimateGpuGemm(
        hw, GemmShape { GemmM(132 * 128), GemmN(128), GemmK(1024) }, 2, 2, k128, 1);
    QCOMPARE(k1000.tile.k, 32); // 64-byte slabs of 16-bit elements
    QVERIFY(qFuzzyCompare(k1000.computeSeconds, k1024.computeSeconds));
    QVERIFY(qFuzzyCompare(k1000.losses.factor(loss::kAlignment), 1000.0 / 1024.0));
    const GpuGemmEstimate fp8
        = estimateGpuGemm(hw, GemmShape { GemmM(128), GemmN(128), GemmK(1000) }, 1, 2, k128, 1);
    QCOMPARE(fp8.tile.k, 64);
}

void TestGpuGemmModel::lossesExplainComputeTime()
{
    GpuGemmHardware hw = handHardware();
    hw.sustainedFraction = 0.8;
    hw.sharedMemoryBytesPerClock = 128;
    hw.matrixFlopsPerClockPerSm = 2048;
    hw.slabFloorSeconds = 120 / 1.755e9;
    for (const GemmShape& shape : { GemmShape(GemmM(1000), GemmN(3000), GemmK(777)),
             GemmShape(GemmM(333), GemmN(129), GemmK(4100), GemmBatch(8)),
             GemmShape(GemmM(20000), GemmN(50), GemmK(64)) }) {
        const GpuGemmEstimate e = estimateGpuGemm(hw, shape, 2, 2);
        const Losses& l = e.losses;
        // The GPU model names exactly these six losses.
        QCOMPARE(l.size(), 6);
        const double product = l.factor(loss::kTileQuantization) * l.factor(loss::kWaveQuantization)
            * l.factor(loss::kAlignment) * l.factor(loss::kSharedMemory)
            * l.factor(loss::kSlabFloor) * l.factor(loss::kSustained);
        QCOMPARE(product, l.product());
        QVERIFY(product > 0 && product <= 1);
        QVERIFY(qFuzzyCompare(e.computeSeconds, e.usefulFlops / hw.peakFlopsPerSecond / product));
    }
}

// Issue 17: a CTA's main loop takes at least the slab floor per K-slab, so a small tile (or the
// few CTAs of a skinny GEMM) cannot run at the tensor cores' full rate; split-K pays for the
// kernel that reduces its partial sums.
void TestGpuGemmModel::slabFloorAndSplitKReduction()
{
    GpuGemmHardware hw = handHardware();
    hw.launchOverheadSeconds = 5e-6;
    hw.memoryLatencySeconds = 400 / 1.755e9;
    const GemmShape skinny { GemmM(256), GemmN(256), GemmK(2048) };
    const TileShape small { 64, 64, 0 };
    const GpuGemmEstimate free = estimateGpuGemm(hw, skinny, 2, 2, small, 1);
    QCOMPARE(free.losses.factor(loss::kSlabFloor), 1.0);
    hw.slabFloorSeconds = 120 / 1.755e9;
    const GpuGemmEstimate floored = estimateGpuGemm(hw, skinny, 2, 2, small, 1);
    const double slabs = 2048.0 / floored.tile.k;
    QVERIFY(
        qFuzzyCompare(floored.computeSeconds, double(floored.waves) * slabs * hw.slabFloorSeconds));
    QVERIFY(floored.losses.factor(loss::kSlabFloor) < 1.0);
    QVERIFY(floored.timeSeconds > free.timeSeconds);
    // A large tile does enough work per slab that the floor does not bind.
    const GpuGemmEstimate big = estimateGpuGemm(hw,
        GemmShape { GemmM(4096), GemmN(4096), GemmK(4096) }, 2, 2, TileShape { 256, 128, 0 }, 1);
    QCOMPARE(big.losses.factor(loss::kSlabFloor), 1.0);

    const GpuGemmEstimate split = estimateGpuGemm(hw, skinny, 2, 2, small, 4);
    QCOMPARE(split.reductionSeconds, hw.launchOverheadSeconds + hw.memoryLatencySeconds);
    QCOMPARE(floored.reductionSeconds, 0.0);
}

void TestGpuGemmModel::heuristicPicksFastestCandidate()
{
    const GpuGemmHardware hw = handHardware();
    const GemmShape shape { GemmM(2048), GemmN(2048), GemmK(13312) };
    const GpuGemmEstimate best = estimateGpuGemm(hw, shape, 2, 2);
    for (const TileShape& tile : candidateCtaTiles())
        QVERIFY(
            estimateGpuGemm(hw, shape, 2, 2, tile, 1).timeSeconds >= best.timeSeconds * (1 - 1e-9));
    // Few output tiles and a long K: splitting K fills the idle SMs.
    const GpuGemmEstimate skinny
        = estimateGpuGemm(hw, GemmShape { GemmM(256), GemmN(256), GemmK(65536) }, 2, 2);
    QVERIFY2(skinny.splitK > 1, qPrintable(QString::number(skinny.splitK)));
}

void TestGpuGemmModel::sharedMemoryLimitsSmallTiles()
{
    // An A100-like SM: 2048 dense 16-bit FLOP per clock, 128 bytes of shared memory per clock.
    GpuGemmHardware hw = handHardware();
    hw.sharedMemoryBytesPerClock = 128;
    hw.matrixFlopsPerClockPerSm = 2048;
    const GemmShape shape { GemmM(8192), GemmN(8192), GemmK(8192) };
    // 64×64 tile, 32×32 warp tiles, k = 32: the MMAs take 2·64·64·32 / 2048 = 128 clocks; the
    // warps read 64·64·32·(1/32 + 1/32)·2 = 16 KiB (128 clocks) and the CTA stores
    // (64 + 64)·32·2 = 8 KiB (64 clocks): 128 of 192 clocks busy.
    const GpuGemmEstimate small = estimateGpuGemm(hw, shape, 2, 2, { 64, 64, 0 }, 1);
    QVERIFY(qFuzzyCompare(small.losses.factor(loss::kSharedMemory), 128.0 / 192.0));
    // 128×64 with 64×32 warp tiles: 256 MMA clocks against 192 + 96.
    const GpuGemmEstimate mid = estimateGpuGemm(hw, shape, 2, 2, { 128, 64, 0 }, 1);
    QVERIFY(qFuzzyCompare(mid.losses.factor(loss::kSharedMemory), 256.0 / 288.0));
    // 128×128 with 64×64 warp tiles: 512 MMA clocks against 256 + 128: no loss.
    const GpuGemmEstimate large = estimateGpuGemm(hw, shape, 2, 2, k128, 1);
    QCOMPARE(large.losses.factor(loss::kSharedMemory), 1.0);
    // The loss is in the compute time, and the heuristic therefore avoids small tiles here.
    const GpuGemmEstimate unlimited
        = estimateGpuGemm(handHardware(), shape, 2, 2, { 64, 64, 0 }, 1);
    QVERIFY(qFuzzyCompare(small.computeSeconds, unlimited.computeSeconds * 192.0 / 128.0));
    QVERIFY(estimateGpuGemm(hw, shape, 2, 2).tile.m >= 128);
}

void TestGpuGemmModel::skinnyTilesForFewRows()
{
    // Decode's GEMMs have a row a sequence. Tiles of 16 rows (one row of 16×32 warp tiles) are
    // tried for M ≤ 16, 32 rows for M ≤ 32; above that only the usual tiles. Here the 32-row
    // tile's warps reuse their operands better and it wins even at M = 1.
    GpuGemmHardware hw = handHardware();
    hw.sharedMemoryBytesPerClock = 128;
    hw.matrixFlopsPerClockPerSm = 2048;
    const auto tileFor = [&](qint64 m) {
        return estimateGpuGemm(hw, GemmShape { GemmM(m), GemmN(57344), GemmK(8192) }, 2, 2, 0.5)
            .tile.m;
    };
    QCOMPARE(tileFor(1), 32);
    QCOMPARE(tileFor(32), 32);
    QVERIFY(tileFor(33) >= 64);
    // 16×128, k = 32: MMAs 2·16·128·32 / 2048 = 64 clocks; warp reads 16·128·32·(1/16 + 1/32)·2
    // = 12 KiB (96 clocks), CTA stores (16 + 128)·32·2 = 9 KiB (72 clocks): 64 of 168.
    const GemmShape decode { GemmM(1), GemmN(57344), GemmK(8192) };
    const GpuGemmEstimate skinny = estimateGpuGemm(hw, decode, 2, 2, { 16, 128, 0 }, 1, 0.5);
    QVERIFY(qFuzzyCompare(skinny.losses.factor(loss::kSharedMemory), 64.0 / 168.0));
    // With 4-bit weights the weight read no longer hides a 64-row tile's padded MMAs: the
    // skinny tile is faster.
    const GpuGemmEstimate padded = estimateGpuGemm(hw, decode, 2, 2, { 64, 64, 0 }, 1, 0.5);
    QVERIFY(skinny.timeSeconds < padded.timeSeconds);
}

// Issue 17: Hopper FP8 GEMMs with split accumulation add their partial sums into FP32 on the CUDA
// cores every 128 K elements: 4 tensor cores × 2048 FLOP/clk over 2 × 128 × 128 FP32 adds is
// 0.25 of the MMA time, which the main loop pays and the losses name.
void TestGpuGemmModel::fp32PromotionSlowsTheMainLoop()
{
    GpuGemmHardware hw = handHardware();
    hw.peakFlopsPerSecond = 1978.9e12;
    hw.mmaK = 32;
    const GemmShape shape { GemmM(12 * 128), GemmN(11 * 128), GemmK(4096) };
    const GpuGemmEstimate fast = estimateGpuGemm(hw, shape, 1, 2, k128, 1);
    hw.promotionCostFraction = 4.0 * 2048 / (2.0 * 128 * 128);
    QCOMPARE(hw.promotionCostFraction, 0.25);
    const GpuGemmEstimate promoted = estimateGpuGemm(hw, shape, 1, 2, k128, 1);
    QVERIFY(qFuzzyCompare(promoted.computeSeconds, 1.25 * fast.computeSeconds));
    QVERIFY(qFuzzyCompare(promoted.losses.factor(loss::kPromotion), 0.8));
    QVERIFY(!fast.losses.contains(loss::kPromotion));
    QVERIFY(qFuzzyCompare(promoted.computeSeconds,
        promoted.usefulFlops / hw.peakFlopsPerSecond / promoted.losses.product()));
}

// Issue 32 item 5: every input width runs CUTLASS's tiles with the K-slab scaled to 64 bytes, so a
// tf32 tile's stage holds the same bytes as a bf16 or fp8 one and keeps its published stages; on
// the catalog's GPUs (100 KiB and up of shared memory) every candidate fits at every width.
void TestGpuGemmModel::operandWidthKeepsTilesAndStages()
{
    for (const double kib : { 100.0, 164.0, 228.0 }) {
        GpuGemmHardware hw = handHardware();
        hw.sharedMemoryBytesPerSm = kib * 1024;
        for (const TileShape& tile : candidateCtaTiles()) {
            const TilePipeline bf16 = tilePipeline(hw, tile, 2);
            QVERIFY(bf16.stages >= 2);
            QVERIFY(bf16.sharedMemoryBytes() <= hw.sharedMemoryBytesPerSm - 1024);
            for (const int width : { 4, 1 }) {
                hw.mmaK = width == 4 ? 8 : 32; // tf32 m16n8k8 / m64nNk8, fp8 k32
                const TilePipeline p = tilePipeline(hw, tile, width);
                QCOMPARE(p.stageBytes, bf16.stageBytes);
                QCOMPARE(p.stages, bf16.stages);
            }
            hw.mmaK = 16;
        }
        // The tile the heuristic picks for a tf32 GEMM fits, with its stages.
        hw.mmaK = 8;
        const GpuGemmEstimate e
            = estimateGpuGemm(hw, GemmShape { GemmM(4096), GemmN(4096), GemmK(4096) }, 4, 4);
        QCOMPARE(e.tile.k, 16);
        QVERIFY(e.pipeline.stages >= 2);
        QCOMPARE(e.pipeline.stageBytes, (e.tile.m + e.tile.n) * 16.0 * 4.0);
        QVERIFY(e.pipeline.sharedMemoryBytes() + 1024 <= hw.sharedMemoryBytesPerSm);
    }
    // 128×128 at 64-byte slabs: 16 KiB a stage, CUTLASS's 5 stages (80 KiB).
    GpuGemmHardware hw = handHardware();
    hw.sharedMemoryBytesPerSm = 228 * 1024;
    QCOMPARE(tilePipeline(hw, k128, 4).stages, 5);
    QCOMPARE(tilePipeline(hw, k128, 4).stageBytes, 16384.0);
}

// A GPU with little shared memory runs fewer stages, and not at all the tiles of which two stages
// do not fit: the heuristic never picks them.
void TestGpuGemmModel::sharedMemoryCapacityBoundsStages()
{
    GpuGemmHardware hw = handHardware();
    hw.sharedMemoryBytesPerSm = 64 * 1024; // a T4's
    // 256×128: 24 KiB a stage; 3 published, 2 fit in 63 KiB.
    QCOMPARE(tilePipeline(hw, { 256, 128, 0 }, 2).stages, 2);
    // 48 KiB: one 256×128 or 128×256 stage fits (47 KiB usable), so those tiles are out; 128×128
    // keeps 2 of its 5 stages.
    hw.sharedMemoryBytesPerSm = 48 * 1024;
    QCOMPARE(tilePipeline(hw, { 256, 128, 0 }, 4).stages, 1);
    QCOMPARE(tilePipeline(hw, { 128, 256, 0 }, 2).stages, 1);
    QCOMPARE(tilePipeline(hw, k128, 4).stages, 2);
    QRandomGenerator rng(20261127);
    for (int i = 0; i < 200; ++i) {
        const GemmShape shape { GemmM(rng.bounded(64, 30000)), GemmN(rng.bounded(64, 30000)),
            GemmK(rng.bounded(16, 30000)) };
        const int width = rng.bounded(2) ? 4 : 2;
        const GpuGemmEstimate e = estimateGpuGemm(hw, shape, width, width);
        QVERIFY(e.pipeline.stages >= 2);
        QVERIFY(e.tile.m * e.tile.n < 256 * 128);
        // Without the capacity the large tiles are allowed again.
        QVERIFY(e.timeSeconds
            >= estimateGpuGemm(handHardware(), shape, width, width).timeSeconds * (1 - 1e-12));
    }
    // A what-if SM without room for any candidate's two stages keeps them all.
    hw.sharedMemoryBytesPerSm = 8 * 1024;
    const GemmShape shape { GemmM(4096), GemmN(4096), GemmK(4096) };
    QCOMPARE(estimateGpuGemm(hw, shape, 2, 2).timeSeconds,
        estimateGpuGemm(handHardware(), shape, 2, 2).timeSeconds);
}

// A tf32 GEMM against the same GEMM in bf16 (half the tensor-core rate, 4-byte operands and C).
// Compute-bound, the time doubles: each tile's slabs carry the same bytes and take the same MMA
// time, twice as many of them. Memory-bound, it more than doubles where the 4-byte operands no
// longer fit in half the L2 and are re-read once per block of tiles: there a tf32 GEMM is slower
// than the peak ratio says. With fixed costs (launch, latency) it is less than double.
void TestGpuGemmModel::tf32AgainstBf16()
{
    GpuGemmHardware bf16 = handHardware();
    bf16.sharedMemoryBytesPerSm = 228 * 1024;
    GpuGemmHardware tf32 = bf16;
    tf32.peakFlopsPerSecond = bf16.peakFlopsPerSecond / 2;
    tf32.mmaK = 8;
    const double peakRatio = bf16.peakFlopsPerSecond / tf32.peakFlopsPerSecond;

    // Compute-bound: one wave of 128×128 tiles, K = 8192, operands resident.
    const GemmShape big { GemmM(12 * 128), GemmN(11 * 128), GemmK(8192) };
    const GpuGemmEstimate b = estimateGpuGemm(bf16, big, 2, 2, k128, 1);
    const GpuGemmEstimate t = estimateGpuGemm(tf32, big, 4, 4, k128, 1);
    QCOMPARE(b.limit, GemmLimit::Compute);
    QCOMPARE(t.limit, GemmLimit::Compute);
    QVERIFY(qFuzzyCompare(t.computeSeconds / b.computeSeconds, peakRatio));
    QCOMPARE(t.pipeline.stageBytes, b.pipeline.stageBytes);

    // Memory-bound (a part with 0.5 TB/s): 3072³ has A and B of 18.9 MB each in bf16, each within
    // half the 50 MB L2 and read once; in tf32 each is 37.7 MB and is re-read once per block of
    // √132 = 11 tile columns (rows).
    bf16.memoryBytesPerSecond = 0.5e12;
    tf32.memoryBytesPerSecond = 0.5e12;
    const GemmShape mid { GemmM(3072), GemmN(3072), GemmK(3072) };
    const GpuGemmEstimate bm = estimateGpuGemm(bf16, mid, 2, 2);
    const GpuGemmEstimate tm = estimateGpuGemm(tf32, mid, 4, 4);
    QCOMPARE(bm.limit, GemmLimit::Memory);
    QCOMPARE(tm.limit, GemmLimit::Memory);
    QVERIFY2(tm.timeSeconds / bm.timeSeconds > peakRatio,
        qPrintable(QString::number(tm.timeSeconds / bm.timeSeconds)));
    QVERIFY(tm.dramBytes > peakRatio * bm.dramBytes); // more than the operands' doubling
    QVERIFY(tm.pipeline.sharedMemoryBytes() + 1024 <= tf32.sharedMemoryBytesPerSm);

    // Fixed costs do not scale with the rate: a small GEMM's ratio stays below the peak ratio.
    bf16.launchOverheadSeconds = tf32.launchOverheadSeconds = 5.3e-6;
    const GemmShape small { GemmM(512), GemmN(512), GemmK(512) };
    const double ratio = estimateGpuGemm(tf32, small, 4, 4).timeSeconds
        / estimateGpuGemm(bf16, small, 2, 2).timeSeconds;
    QVERIFY(ratio > 1 && ratio < peakRatio);
}

void TestGpuGemmModel::overheadsAdd()
{
    GpuGemmHardware hw = handHardware();
    const GemmShape shape { GemmM(4096), GemmN(4096), GemmK(4096) };
    const double bare = estimateGpuGemm(hw, shape, 2, 2, k128, 1).timeSeconds;
    hw.launchOverheadSeconds = 4e-6;
    hw.memoryLatencySeconds = 1e-6;
    const GpuGemmEstimate e = estimateGpuGemm(hw, shape, 2, 2, k128, 1);
    QVERIFY(qFuzzyCompare(e.timeSeconds, bare + 5e-6));
}

// More bandwidth or more peak is never slower; more work is never faster.
void TestGpuGemmModel::properties()
{
    QRandomGenerator rng(20261122);
    for (int i = 0; i < 2000; ++i) {
        GpuGemmHardware hw = handHardware();
        hw.smCount = rng.bounded(8, 200);
        hw.peakFlopsPerSecond = rng.bounded(10, 2000) * 1e12;
        hw.memoryBytesPerSecond = rng.bounded(100, 8000) * 1e9;
        hw.l2Bytes = rng.bounded(1, 100) * 1e6;
        hw.l2BytesPerSecond = rng.bounded(2) ? rng.bounded(1000, 20000) * 1e9 : 0;
        hw.launchOverheadSeconds = 3e-6;
        // Drawn in a fixed order (function arguments have none).
        const qint64 batch = rng.bounded(1, 9);
        const qint64 m = rng.bounded(1, 20000);
        const qint64 n = rng.bounded(1, 20000);
        const qint64 k = rng.bounded(1, 20000);
        const GemmShape shape { GemmM(m), GemmN(n), GemmK(k), GemmBatch(batch) };
        const int in = rng.bounded(2) ? 2 : 1;
        const GpuGemmEstimate base = estimateGpuGemm(hw, shape, in, 2);
        QVERIFY(std::isfinite(base.timeSeconds) && base.timeSeconds > 0);
        QVERIFY(base.fractionOfPeak(hw.peakFlopsPerSecond) <= 1.0 + 1e-9);

        GpuGemmHardware faster = hw;
        faster.memoryBytesPerSecond *= 2;
        QVERIFY(
            estimateGpuGemm(faster, shape, in, 2).timeSeconds <= base.timeSeconds * (1 + 1e-12));
        faster = hw;
        faster.peakFlopsPerSecond *= 2;
        QVERIFY(
            estimateGpuGemm(faster, shape, in, 2).timeSeconds <= base.timeSeconds * (1 + 1e-12));

        const GemmShape bigger = shape.withM(shape.m() + rng.bounded(1, 500));
        QVERIFY2(estimateGpuGemm(hw, bigger, in, 2).timeSeconds >= base.timeSeconds * (1 - 1e-12),
            qPrintable(QStringLiteral("m %1→%2 n %3 k %4")
                           .arg(shape.m())
                           .arg(bigger.m())
                           .arg(shape.n())
                           .arg(shape.k())));
    }
}

QTEST_GUILESS_MAIN(TestGpuGemmModel)
void TestGpuGemmModel::memoIsTheSearch()
{
    const auto restore = qScopeGuard([] { setGpuTileSearchMemoEnabled(true); });
    auto same = [](const GpuGemmEstimate& a, const GpuGemmEstimate& b) {
        return a.tile == b.tile && a.splitK == b.splitK && a.waves == b.waves
            && std::memcmp(&a.timeSeconds, &b.timeSeconds, sizeof(double)) == 0
            && std::memcmp(&a.dramBytes, &b.dramBytes, sizeof(double)) == 0 && a.losses == b.losses
            && a.pipeline.stages == b.pipeline.stages;
    };
    auto searched
        = [](const GpuGemmHardware& hw, const GemmShape& shape, int in, int out, double weight) {
              setGpuTileSearchMemoEnabled(false);
              const GpuGemmEstimate e = estimateGpuGemm(hw, shape, in, out, weight);
              setGpuTileSearchMemoEnabled(true);
              return e;
          };
    // Hardware variants, each differing from the base in one field that changes some tile
    // choice: a memo that left a field out of its key would hand one the other's choice.
    GpuGemmHardware base = handHardware();
    base.l2BytesPerSecond = 10e12;
    base.memoryLatencySeconds = 1e-6;
    base.launchOverheadSeconds = 4e-6;
    base.slabFloorSeconds = 30e-9;
    base.sharedMemoryBytesPerSm = 227 * 1024;
    std::vector<GpuGemmHardware> variants { base };
    auto vary = [&](auto change) {
        GpuGemmHardware hw = base;
        change(hw);
        variants.push_back(hw);
    };
    vary([](GpuGemmHardware& h) { h.smCount = 108; });
    vary([](GpuGemmHardware& h) { h.peakFlopsPerSecond = 312e12; });
    vary([](GpuGemmHardware& h) { h.mmaK = 32; });
    vary([](GpuGemmHardware& h) { h.memoryBytesPerSecond = 0.9e12; });
    vary([](GpuGemmHardware& h) { h.l2Bytes = 6e6; });
    vary([](GpuGemmHardware& h) { h.l2BytesPerSecond = 1e12; });
    vary([](GpuGemmHardware& h) { h.memoryLatencySeconds = 1e-4; });
    vary([](GpuGemmHardware& h) { h.launchOverheadSeconds = 1e-3; });
    vary([](GpuGemmHardware& h) { h.slabFloorSeconds = 3e-6; });
    vary([](GpuGemmHardware& h) { h.sustainedFraction = 0.5; });
    vary([](GpuGemmHardware& h) {
        h.sharedMemoryBytesPerClock = 128;
        h.matrixFlopsPerClockPerSm = 4096;
    });
    vary([](GpuGemmHardware& h) { h.matrixFlopsPerClockPerSm = 1024; });
    vary([](GpuGemmHardware& h) { h.promotionCostFraction = 0.25; });
    vary([](GpuGemmHardware& h) { h.sharedMemoryBytesPerSm = 48 * 1024; });
    QRandomGenerator random(34);
    int differentChoices = 0;
    for (int i = 0; i < 400; ++i) {
        const GemmShape shape { GemmM(1 + random.bounded(8192)), GemmN(1 + random.bounded(16384)),
            GemmK(1 + random.bounded(16384)), GemmBatch(1 + random.bounded(4)) };
        const int in = std::array { 1, 2, 4 }[random.bounded(3)];
        const int out = in == 1 ? 2 : in;
        const double weight = random.bounded(4) == 0 ? 0.5 : 0.0;
        // Every variant through the memo, twice (filling, then hitting), in one order, then the
        // search without it.
        std::vector<GpuGemmEstimate> memoised;
        for (int pass = 0; pass < 2; ++pass)
            for (const GpuGemmHardware& hw : variants)
                memoised.push_back(estimateGpuGemm(hw, shape, in, out, weight));
        for (std::size_t v = 0; v < variants.size(); ++v) {
            const GpuGemmEstimate expected = searched(variants[v], shape, in, out, weight);
            QVERIFY2(same(memoised[v], expected), qPrintable(QString::number(v)));
            QVERIFY2(same(memoised[variants.size() + v], expected), qPrintable(QString::number(v)));
            if (v > 0
                && !(expected.tile == memoised[0].tile && expected.splitK == memoised[0].splitK))
                ++differentChoices;
        }
    }
    // The variants do choose differently, so a key without one of their fields would fail above.
    QVERIFY(differentChoices > 100);
}

#include "tst_gpugemmmodel.moc"
