// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "gpugemmmodel.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace ts::engine {

namespace {

// CUTLASS's default threadblock shapes for tensor-core GEMMs on sm80/sm90 (k is set per
// precision below, so the entry here is a placeholder).
constexpr std::array<TileShape, 8> kCandidateTiles = { {
    { 256, 128, 0 },
    { 128, 256, 0 },
    { 128, 128, 0 },
    { 128, 64, 0 },
    { 64, 128, 0 },
    { 64, 64, 0 },
    // Skinny M (decode, small batches), for GEMMs of at most that many rows: one or two rows
    // of 16-row MMA fragments, as the weight-only kernels run them (TensorRT-LLM's fpA_intB
    // CtaShape16x128 and 32x128 configurations, Marlin's 16-row tiles); mma.sync's M is 16,
    // so no tile is shorter.
    { 32, 128, 0 },
    { 16, 128, 0 },
} };

// Pipeline stages of each candidate with 64-byte K-slabs, CUTLASS's sm80 multistage tile
// descriptions (python/cutlass_library/generator.py): tf32 with k = 16
// (GenerateSM80_TensorOp_1688) and 8-bit with k = 64 (GenerateSM80_TensorOp_16832_TN) list the
// same tiles with the same stages, 256×128 and 128×256 3, 128×128 5, 128×64 and 64×128 6, 64×64
// 10. A 4-byte operand halves the slab's K, not the tile or its stages; CUTLASS 3's sm90 kernels
// do the same with 128-byte slabs (a 64×128×8 tf32 WGMMA × (2, 1, 4) is 128×128×32, a 64×128×16
// bf16 one 128×128×64: python/cutlass_library/sm90_shapes.py). The skinny tiles have no
// published count (0): they need only the double-buffered minimum below.
constexpr std::array<int, kCandidateTiles.size()> kPublishedStages = { 3, 3, 5, 6, 6, 10, 0, 0 };

// The fewest stages a pipelined main loop runs with: one slab in the MMAs while the next lands
// (CUTLASS's two-stage MmaPipelined; its multistage kernels use more).
constexpr int kMinimumStages = 2;

// A K-slab per main-loop iteration is 64 bytes of each operand row (four 128-bit loads per
// thread row in CUTLASS's multistage kernels): k = 32 for 16-bit inputs, 64 for 8-bit, 16 for
// 32-bit. Never less than the MMA instruction's K.
int slabK(int inputBytes, int mmaK)
{
    return std::max(64 / std::max(inputBytes, 1), std::max(mmaK, 1));
}

// CUDA reserves this much shared memory per resident block (sm_80 and later; CUDA C++
// Programming Guide, "Shared Memory"), as the SIMT simulator's kernel model does.
constexpr double kReservedSharedBytesPerBlock = 1024;

// CUTLASS's published stage count for one of kCandidateTiles (0 for another tile).
int publishedStages(TileShape tile)
{
    for (std::size_t i = 0; i < kCandidateTiles.size(); ++i) {
        if (kCandidateTiles[i].m == tile.m && kCandidateTiles[i].n == tile.n)
            return kPublishedStages[i];
    }
    return 0;
}

qint64 ceilDiv(qint64 a, qint64 b)
{
    return (a + b - 1) / b;
}

qint64 roundUp(qint64 a, qint64 b)
{
    return ceilDiv(a, b) * b;
}

// Warp-level MMA (mma.sync) staging: each K-slab, the CTA stores its A and B panels into shared
// memory and each warp reads its own A rows and B columns back to registers (ldmatrix). CUTLASS
// arranges 2×2 or more warps per CTA with warp tiles of at most 64×64 (its default sm80
// configurations), so the reads are tileM·tileN·k·(1/warpM + 1/warpN) elements. The SM's banks
// move sharedMemoryBytesPerClock; the tensor cores need tileM·tileN·k·2 / matrixFlopsPerClock
// clocks for the same slab. Returns the fraction of the slab time the tensor cores are busy.
double sharedMemoryEfficiency(const GpuGemmHardware& hw, TileShape tile, int inputBytes)
{
    if (hw.sharedMemoryBytesPerClock <= 0 || hw.matrixFlopsPerClockPerSm <= 0)
        return 1.0;
    const double tm = tile.m;
    const double tn = tile.n;
    const double tk = tile.k;
    // Tiles of 16 or 32 rows have one row of warps, each 32 columns wide (TensorRT-LLM's
    // WarpShape16x32 and 32x32): a warp never holds fewer than the MMA's 16 rows.
    const double warpM = tm <= 32 ? tm : std::min(64.0, tm / 2);
    const double warpN = tm <= 32 ? 32.0 : std::min(64.0, tn / 2);
    const double reads = tm * tn * tk * (1 / warpM + 1 / warpN) * inputBytes;
    const double stores = (tm + tn) * tk * inputBytes;
    const double sharedClocks = (reads + stores) / hw.sharedMemoryBytesPerClock;
    const double mmaClocks = 2 * tm * tn * tk / hw.matrixFlopsPerClockPerSm;
    return std::min(1.0, mmaClocks / sharedClocks);
}

} // namespace

std::span<const TileShape> candidateCtaTiles()
{
    return kCandidateTiles;
}

TilePipeline tilePipeline(
    const GpuGemmHardware& hw, TileShape tile, int inputBytes, double weightBytes)
{
    if (tile.k <= 0)
        tile.k = slabK(inputBytes, hw.mmaK);
    const double bWidth = weightBytes > 0 ? weightBytes : double(inputBytes);
    TilePipeline p;
    p.stageBytes = (tile.m * double(inputBytes) + tile.n * bWidth) * tile.k;
    const int published = publishedStages(tile);
    p.stages = published > 0 ? published : kMinimumStages;
    if (hw.sharedMemoryBytesPerSm > 0 && p.stageBytes > 0) {
        const double usable = hw.sharedMemoryBytesPerSm - kReservedSharedBytesPerBlock;
        p.stages = std::min(p.stages, static_cast<int>(std::max(0.0, usable) / p.stageBytes));
    }
    return p;
}

double GpuGemmEstimate::fractionOfPeak(double peakFlopsPerSecond) const
{
    if (timeSeconds <= 0 || peakFlopsPerSecond <= 0)
        return 0;
    return usefulFlops / timeSeconds / peakFlopsPerSecond;
}

namespace {

// The time terms of one (tile, split-K) choice: all the tile heuristic needs to rank candidates,
// and what the full estimate is built from.
struct TileTimes
{
    qint64 tilesM = 0;
    qint64 tilesN = 0;
    qint64 ctas = 0;
    qint64 waves = 0;
    qint64 kPerCta = 0;
    double dramBytes = 0;
    double computeSeconds = 0;
    double memorySeconds = 0;
    double deliverySeconds = 0;
    double epilogueSeconds = 0;
    double reductionSeconds = 0;
    double sharedMemoryEfficiency = 1;
    double slabFloorEfficiency = 1; ///< MMA time / main-loop time of one CTA, in (0, 1]

    double busySeconds() const
    {
        return std::max({ computeSeconds, memorySeconds, deliverySeconds }) + epilogueSeconds
            + reductionSeconds;
    }
};

TileTimes tileTimes(const GpuGemmHardware& hw, const GemmShape& shape, int inputBytes,
    int outputBytes, TileShape tile, int splitK, double weightBytes)
{
    // B as stored: narrower than A when the weights are quantized alone.
    const double bWidth = weightBytes > 0 ? weightBytes : double(inputBytes);
    TileTimes t;
    t.tilesM = ceilDiv(shape.m(), tile.m);
    t.tilesN = ceilDiv(shape.n(), tile.n);
    t.ctas = shape.batch() * t.tilesM * t.tilesN * splitK;
    t.waves = ceilDiv(t.ctas, hw.smCount);

    // Each CTA runs whole K-slabs: the last, partial slab is zero-filled and costs full work.
    t.kPerCta = roundUp(ceilDiv(shape.k(), splitK), tile.k);
    const double ctaFlops = 2.0 * tile.m * tile.n * static_cast<double>(t.kPerCta);
    const double perSmFlopsPerSecond = hw.peakFlopsPerSecond * hw.sustainedFraction / hw.smCount;
    t.sharedMemoryEfficiency = sharedMemoryEfficiency(hw, tile, inputBytes);
    // A CTA's main loop takes the longer of its MMAs and the slabs' floor: however small the
    // tile, each K-slab waits for its operands, a barrier and the MMA issue.
    const double slabs = static_cast<double>(t.kPerCta / tile.k);
    const double mmaSeconds = ctaFlops / (perSmFlopsPerSecond * t.sharedMemoryEfficiency)
        * (1.0 + hw.promotionCostFraction);
    const double ctaSeconds = std::max(mmaSeconds, slabs * hw.slabFloorSeconds);
    t.slabFloorEfficiency = ctaSeconds > 0 ? mmaSeconds / ctaSeconds : 1.0;
    t.computeSeconds = static_cast<double>(t.waves) * ctaSeconds;

    // DRAM traffic. An operand that fits in half the L2 (the rest holds C tiles and other
    // traffic) stays resident and is read once; so are both when they fit together. A larger
    // operand is re-read: CTAs of a wave cover a roughly square block of √SMs × √SMs tiles
    // (rasterised launch order), so A is read once per block column and B once per block row.
    const double m = static_cast<double>(shape.m());
    const double n = static_cast<double>(shape.n());
    const double k = static_cast<double>(shape.k());
    const double aBytes = m * k * inputBytes;
    const double bBytes = k * n * bWidth;
    const double cBytes = m * n * outputBytes;
    const double halfL2 = hw.l2Bytes / 2;
    const bool bothResident = aBytes + bBytes <= halfL2;
    double aReads = 1;
    double bReads = 1;
    if (!bothResident) {
        const qint64 panel = std::max<qint64>(1, static_cast<qint64>(std::sqrt(hw.smCount)));
        if (aBytes > halfL2)
            aReads = static_cast<double>(ceilDiv(t.tilesN, panel));
        if (bBytes > halfL2)
            bReads = static_cast<double>(ceilDiv(t.tilesM, panel));
    }
    double operandBytes = aBytes * aReads + bBytes * bReads;
    // Split-K writes fp32 partial sums and reads them back for the reduction.
    if (splitK > 1)
        operandBytes += 2.0 * m * n * 4.0 * splitK;
    const double batch = static_cast<double>(shape.batch());
    t.dramBytes = batch * (operandBytes + cBytes);
    // A CTA stores its C tile once its main loop has finished, so the store is not hidden
    // behind its own MMAs; but while one wave stores, the next wave's main loops run (a second
    // resident CTA per SM on Ampere, the persistent kernels' epilogue overlap on Hopper). Only
    // the last wave's stores come after all the MMAs; the others share the DRAM bandwidth with
    // the operand loads.
    const double waves = static_cast<double>(t.waves);
    const double overlappedC = batch * cBytes * (waves - 1) / waves;
    t.memorySeconds = (batch * operandBytes + overlappedC) / hw.memoryBytesPerSecond;
    t.epilogueSeconds = batch * cBytes / waves / hw.memoryBytesPerSecond;
    // Split-K's partial sums are added by a second kernel (cuBLAS and CUTLASS "parallel"
    // split-K): its launch and first-load latency follow the GEMM's (its bytes are counted above).
    if (splitK > 1)
        t.reductionSeconds = hw.launchOverheadSeconds + hw.memoryLatencySeconds;

    // Operand delivery: every CTA pulls its A and B panels through L2.
    if (hw.l2BytesPerSecond > 0) {
        const double l2Bytes = static_cast<double>(t.ctas)
            * (tile.m * double(inputBytes) + tile.n * bWidth) * static_cast<double>(t.kPerCta);
        t.deliverySeconds = l2Bytes / hw.l2BytesPerSecond;
    }
    return t;
}

} // namespace

GpuGemmEstimate estimateGpuGemm(const GpuGemmHardware& hw, const GemmShape& shape, int inputBytes,
    int outputBytes, TileShape tile, int splitK, double weightBytes)
{
    GpuGemmEstimate e;
    splitK = std::max(splitK, 1);
    tile.k = slabK(inputBytes, hw.mmaK);
    e.tile = tile;
    e.pipeline = tilePipeline(hw, tile, inputBytes, weightBytes);
    e.splitK = splitK;
    const TileTimes t = tileTimes(hw, shape, inputBytes, outputBytes, tile, splitK, weightBytes);
    e.tilesM = t.tilesM;
    e.tilesN = t.tilesN;
    e.ctas = t.ctas;
    e.waves = t.waves;
    e.dramBytes = t.dramBytes;
    e.computeSeconds = t.computeSeconds;
    e.memorySeconds = t.memorySeconds;
    e.deliverySeconds = t.deliverySeconds;
    e.epilogueSeconds = t.epilogueSeconds;
    e.reductionSeconds = t.reductionSeconds;

    const double m = static_cast<double>(shape.m());
    const double n = static_cast<double>(shape.n());
    const double k = static_cast<double>(shape.k());
    e.usefulFlops = 2.0 * static_cast<double>(shape.batch()) * m * n * k;
    e.losses.set(loss::kTileQuantization,
        (m * n)
            / (static_cast<double>(e.tilesM * tile.m) * static_cast<double>(e.tilesN * tile.n)));
    e.losses.set(loss::kWaveQuantization,
        static_cast<double>(e.ctas) / (static_cast<double>(e.waves) * hw.smCount));
    e.losses.set(loss::kAlignment, k / static_cast<double>(t.kPerCta * splitK));
    e.losses.set(loss::kSharedMemory, t.sharedMemoryEfficiency);
    e.losses.set(loss::kSlabFloor, t.slabFloorEfficiency);
    e.losses.set(loss::kSustained, hw.sustainedFraction);
    if (hw.promotionCostFraction > 0)
        e.losses.set(loss::kPromotion, 1.0 / (1.0 + hw.promotionCostFraction));

    e.latencySeconds = hw.memoryLatencySeconds;
    e.launchSeconds = hw.launchOverheadSeconds;
    const double overlapped = std::max({ t.computeSeconds, t.memorySeconds, t.deliverySeconds });
    e.limit = overlapped == e.computeSeconds ? GemmLimit::Compute
        : overlapped == e.memorySeconds      ? GemmLimit::Memory
                                             : GemmLimit::OperandDelivery;
    e.timeSeconds = e.launchSeconds + e.latencySeconds + t.busySeconds();
    return e;
}

GpuGemmEstimate estimateGpuGemm(const GpuGemmHardware& hw, const GemmShape& shape, int inputBytes,
    int outputBytes, double weightBytes)
{
    // Launch and latency are the same for every candidate: rank on the busy time alone, then
    // derive the full estimate (losses, limit) for the winner only.
    const int k = slabK(inputBytes, hw.mmaK);
    // A tile whose two stages do not fit in shared memory has no kernel; a what-if GPU on which
    // none fits keeps them all (nothing better is known about what would run there).
    bool anyFits = false;
    for (TileShape tile : kCandidateTiles) {
        tile.k = k;
        anyFits
            = anyFits || tilePipeline(hw, tile, inputBytes, weightBytes).stages >= kMinimumStages;
    }
    TileShape bestTile = kCandidateTiles.front();
    int bestSplit = 1;
    double bestBusy = -1;
    for (TileShape tile : kCandidateTiles) {
        // The skinny tiles are what libraries run when M is that small (TensorRT-LLM's
        // weight-only heuristic, cuBLAS's small-M kernels), not a general choice.
        if (tile.m < 64 && shape.m() > tile.m)
            continue;
        tile.k = k;
        if (anyFits && tilePipeline(hw, tile, inputBytes, weightBytes).stages < kMinimumStages)
            continue;
        const qint64 outputTiles
            = shape.batch() * ceilDiv(shape.m(), tile.m) * ceilDiv(shape.n(), tile.n);
        for (int splitK : { 1, 2, 4, 8 }) {
            // Libraries split K only to fill idle SMs, and only while each split keeps a few slabs.
            if (splitK > 1 && (outputTiles * splitK > 2 * hw.smCount || shape.k() < 4 * k * splitK))
                break;
            const double busy
                = tileTimes(hw, shape, inputBytes, outputBytes, tile, splitK, weightBytes)
                      .busySeconds();
            if (bestBusy < 0 || busy < bestBusy * (1 - 1e-12)) {
                bestBusy = busy;
                bestTile = tile;
                bestSplit = splitK;
            }
        }
    }
    return estimateGpuGemm(hw, shape, inputBytes, outputBytes, bestTile, bestSplit, weightBytes);
}

} // namespace ts::engine
