// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "gpugemmmodel.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

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
// 32-bit. Never less than the MMA instruction's K. A block-scaled 4-bit operand (0.5625 or
// 0.53125 bytes with its scales) takes the power of two nearest above: 128, the 64 data bytes
// of 4-bit elements.
int slabK(double inputBytes, int mmaK)
{
    const double elements = 64.0 / std::max(inputBytes, 0.5);
    return std::max(int(std::bit_ceil(unsigned(elements))), std::max(mmaK, 1));
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
double sharedMemoryEfficiency(const GpuGemmHardware& hw, TileShape tile, double inputBytes)
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

namespace {

// tilePipeline() for a tile whose published stage count (0: none) is known.
TilePipeline pipelineWithStages(
    const GpuGemmHardware& hw, TileShape tile, double inputBytes, double weightBytes, int published)
{
    if (tile.k <= 0)
        tile.k = slabK(inputBytes, hw.mmaK);
    const double bWidth = weightBytes > 0 ? weightBytes : double(inputBytes);
    TilePipeline p;
    p.stageBytes = (tile.m * double(inputBytes) + tile.n * bWidth) * tile.k;
    p.stages = published > 0 ? published : kMinimumStages;
    if (hw.sharedMemoryBytesPerSm > 0 && p.stageBytes > 0) {
        const double usable = hw.sharedMemoryBytesPerSm - kReservedSharedBytesPerBlock;
        p.stages = std::min(p.stages, static_cast<int>(std::max(0.0, usable) / p.stageBytes));
    }
    return p;
}

} // namespace

TilePipeline tilePipeline(
    const GpuGemmHardware& hw, TileShape tile, double inputBytes, double weightBytes)
{
    return pipelineWithStages(hw, tile, inputBytes, weightBytes, publishedStages(tile));
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

// What every (tile, split-K) candidate of one GEMM shares, derived once per GEMM rather than
// once per candidate (the tile search times up to 32 of them). Each value is computed exactly as
// tileTimes() used to compute it per candidate, so the results are bit-identical.
struct GemmTerms
{
    GemmTerms(const GpuGemmHardware& hw, const GemmShape& shape, double inputBytes, int outputBytes,
        double weightBytes)
        : hw(hw)
        , shape(shape)
        , inputBytes(inputBytes)
        // B as stored: narrower than A when the weights are quantized alone.
        , bWidth(weightBytes > 0 ? weightBytes : double(inputBytes))
        , perSmFlopsPerSecond(hw.peakFlopsPerSecond * hw.sustainedFraction / hw.smCount)
        , m(static_cast<double>(shape.m()))
        , n(static_cast<double>(shape.n()))
        , k(static_cast<double>(shape.k()))
        , batch(static_cast<double>(shape.batch()))
        , aBytes(m * k * inputBytes)
        , bBytes(k * n * bWidth)
        , cBytes(m * n * outputBytes)
        , halfL2(hw.l2Bytes / 2)
        , bothResident(aBytes + bBytes <= halfL2)
    {
        if (!bothResident)
            panel = std::max<qint64>(1, static_cast<qint64>(std::sqrt(hw.smCount)));
    }

    const GpuGemmHardware& hw;
    const GemmShape& shape;
    double inputBytes;
    double bWidth;
    double perSmFlopsPerSecond;
    double m;
    double n;
    double k;
    double batch;
    double aBytes;
    double bBytes;
    double cBytes;
    double halfL2;
    bool bothResident;
    /// CTAs of a wave cover about panel × panel tiles (only needed when an operand is re-read)
    qint64 panel = 1;
};

// The times of one candidate; `sharedEfficiency` is sharedMemoryEfficiency() of the tile.
TileTimes tileTimes(const GemmTerms& g, TileShape tile, int splitK, double sharedEfficiency)
{
    const GpuGemmHardware& hw = g.hw;
    const GemmShape& shape = g.shape;
    TileTimes t;
    t.tilesM = ceilDiv(shape.m(), tile.m);
    t.tilesN = ceilDiv(shape.n(), tile.n);
    t.ctas = shape.batch() * t.tilesM * t.tilesN * splitK;
    t.waves = ceilDiv(t.ctas, hw.smCount);

    // Each CTA runs whole K-slabs: the last, partial slab is zero-filled and costs full work.
    t.kPerCta = roundUp(ceilDiv(shape.k(), splitK), tile.k);
    const double ctaFlops = 2.0 * tile.m * tile.n * static_cast<double>(t.kPerCta);
    t.sharedMemoryEfficiency = sharedEfficiency;
    // A CTA's main loop takes the longer of its MMAs and the slabs' floor: however small the
    // tile, each K-slab waits for its operands, a barrier and the MMA issue.
    const double slabs = static_cast<double>(t.kPerCta / tile.k);
    const double mmaSeconds = ctaFlops / (g.perSmFlopsPerSecond * t.sharedMemoryEfficiency)
        * (1.0 + hw.promotionCostFraction);
    const double ctaSeconds = std::max(mmaSeconds, slabs * hw.slabFloorSeconds);
    t.slabFloorEfficiency = ctaSeconds > 0 ? mmaSeconds / ctaSeconds : 1.0;
    t.computeSeconds = static_cast<double>(t.waves) * ctaSeconds;

    // DRAM traffic. An operand that fits in half the L2 (the rest holds C tiles and other
    // traffic) stays resident and is read once; so are both when they fit together. A larger
    // operand is re-read: CTAs of a wave cover a roughly square block of √SMs × √SMs tiles
    // (rasterised launch order), so A is read once per block column and B once per block row.
    double aReads = 1;
    double bReads = 1;
    if (!g.bothResident) {
        if (g.aBytes > g.halfL2)
            aReads = static_cast<double>(ceilDiv(t.tilesN, g.panel));
        if (g.bBytes > g.halfL2)
            bReads = static_cast<double>(ceilDiv(t.tilesM, g.panel));
    }
    double operandBytes = g.aBytes * aReads + g.bBytes * bReads;
    // Split-K writes fp32 partial sums and reads them back for the reduction.
    if (splitK > 1)
        operandBytes += 2.0 * g.m * g.n * 4.0 * splitK;
    t.dramBytes = g.batch * (operandBytes + g.cBytes);
    // A CTA stores its C tile once its main loop has finished, so the store is not hidden
    // behind its own MMAs; but while one wave stores, the next wave's main loops run (a second
    // resident CTA per SM on Ampere, the persistent kernels' epilogue overlap on Hopper). Only
    // the last wave's stores come after all the MMAs; the others share the DRAM bandwidth with
    // the operand loads.
    const double waves = static_cast<double>(t.waves);
    const double overlappedC = g.batch * g.cBytes * (waves - 1) / waves;
    t.memorySeconds = (g.batch * operandBytes + overlappedC) / hw.memoryBytesPerSecond;
    t.epilogueSeconds = g.batch * g.cBytes / waves / hw.memoryBytesPerSecond;
    // Split-K's partial sums are added by a second kernel (cuBLAS and CUTLASS "parallel"
    // split-K): its launch and first-load latency follow the GEMM's (its bytes are counted above).
    if (splitK > 1)
        t.reductionSeconds = hw.launchOverheadSeconds + hw.memoryLatencySeconds;

    // Operand delivery: every CTA pulls its A and B panels through L2.
    if (hw.l2BytesPerSecond > 0) {
        const double l2Bytes = static_cast<double>(t.ctas)
            * (tile.m * double(g.inputBytes) + tile.n * g.bWidth) * static_cast<double>(t.kPerCta);
        t.deliverySeconds = l2Bytes / hw.l2BytesPerSecond;
    }
    return t;
}

// The estimate of one candidate from its times (`tile.k` set).
GpuGemmEstimate estimateFromTimes(const GemmTerms& g, TileShape tile, int splitK,
    const TilePipeline& pipeline, const TileTimes& t)
{
    const GpuGemmHardware& hw = g.hw;
    GpuGemmEstimate e;
    e.tile = tile;
    e.pipeline = pipeline;
    e.splitK = splitK;
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

    e.usefulFlops = 2.0 * g.batch * g.m * g.n * g.k;
    e.losses.set(loss::kTileQuantization,
        (g.m * g.n)
            / (static_cast<double>(e.tilesM * tile.m) * static_cast<double>(e.tilesN * tile.n)));
    e.losses.set(loss::kWaveQuantization,
        static_cast<double>(e.ctas) / (static_cast<double>(e.waves) * hw.smCount));
    e.losses.set(loss::kAlignment, g.k / static_cast<double>(t.kPerCta * splitK));
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

} // namespace

GpuGemmEstimate estimateGpuGemm(const GpuGemmHardware& hw, const GemmShape& shape,
    double inputBytes, int outputBytes, TileShape tile, int splitK, double weightBytes)
{
    splitK = std::max(splitK, 1);
    tile.k = slabK(inputBytes, hw.mmaK);
    const GemmTerms g(hw, shape, inputBytes, outputBytes, weightBytes);
    const TileTimes t = tileTimes(g, tile, splitK, sharedMemoryEfficiency(hw, tile, inputBytes));
    return estimateFromTimes(g, tile, splitK, tilePipeline(hw, tile, inputBytes, weightBytes), t);
}

namespace {

// The tile search's choice for one GEMM: an index into kCandidateTiles and a split-K.
struct TileChoice
{
    std::uint8_t tile = 0;
    std::uint8_t splitK = 1;
};

// The tile search itself (estimateGpuGemm without a memo). `best` receives the winner's times,
// so that its estimate need not time it again; it stays empty when no candidate ran (then the
// first tile, unsplit, is the choice).
TileChoice searchTiles(const GemmTerms& g, double weightBytes, std::optional<TileTimes>& best)
{
    const GpuGemmHardware& hw = g.hw;
    const GemmShape& shape = g.shape;
    // Launch and latency are the same for every candidate: rank on the busy time alone, then
    // derive the full estimate (losses, limit) for the winner only.
    const int k = slabK(g.inputBytes, hw.mmaK);
    // A tile whose two stages do not fit in shared memory has no kernel; a what-if GPU on which
    // none fits keeps them all (nothing better is known about what would run there).
    // Without a shared-memory capacity every tile keeps its published stages (at least two).
    std::array<bool, kCandidateTiles.size()> fits {};
    bool anyFits = false;
    for (std::size_t i = 0; i < kCandidateTiles.size(); ++i) {
        TileShape tile = kCandidateTiles[i];
        tile.k = k;
        fits[i] = hw.sharedMemoryBytesPerSm <= 0
            || pipelineWithStages(hw, tile, g.inputBytes, weightBytes, kPublishedStages[i]).stages
                >= kMinimumStages;
        anyFits = anyFits || fits[i];
    }
    TileChoice choice;
    double bestBusy = -1;
    for (std::size_t i = 0; i < kCandidateTiles.size(); ++i) {
        TileShape tile = kCandidateTiles[i];
        // The skinny tiles are what libraries run when M is that small (TensorRT-LLM's
        // weight-only heuristic, cuBLAS's small-M kernels), not a general choice.
        if (tile.m < 64 && shape.m() > tile.m)
            continue;
        tile.k = k;
        if (anyFits && !fits[i])
            continue;
        const qint64 outputTiles
            = shape.batch() * ceilDiv(shape.m(), tile.m) * ceilDiv(shape.n(), tile.n);
        const double sharedEfficiency = sharedMemoryEfficiency(hw, tile, g.inputBytes);
        for (int splitK : { 1, 2, 4, 8 }) {
            // Libraries split K only to fill idle SMs, and only while each split keeps a few slabs.
            if (splitK > 1 && (outputTiles * splitK > 2 * hw.smCount || shape.k() < 4 * k * splitK))
                break;
            const TileTimes t = tileTimes(g, tile, splitK, sharedEfficiency);
            const double busy = t.busySeconds();
            if (bestBusy < 0 || busy < bestBusy * (1 - 1e-12)) {
                bestBusy = busy;
                choice = { std::uint8_t(i), std::uint8_t(splitK) };
                best = t;
            }
        }
    }
    return choice;
}

// The bits of a double: two hardware figures are the same input only when their bits are (-0.0
// and 0.0 divide differently; a NaN never equals itself and would never hit).
std::uint64_t doubleBits(double value)
{
    return std::bit_cast<std::uint64_t>(value);
}

bool sameHardware(const GpuGemmHardware& a, const GpuGemmHardware& b)
{
    // Every field: a new one must be added here (and to the count below), or two GPUs that
    // differ only in it would share their tile choices.
    // Two ints (each padded to 8 bytes) and twelve doubles.
    static_assert(sizeof(GpuGemmHardware) == 14 * sizeof(double),
        "GpuGemmHardware changed: compare the new field in sameHardware()");
    return a.smCount == b.smCount && a.mmaK == b.mmaK
        && doubleBits(a.peakFlopsPerSecond) == doubleBits(b.peakFlopsPerSecond)
        && doubleBits(a.memoryBytesPerSecond) == doubleBits(b.memoryBytesPerSecond)
        && doubleBits(a.l2Bytes) == doubleBits(b.l2Bytes)
        && doubleBits(a.l2BytesPerSecond) == doubleBits(b.l2BytesPerSecond)
        && doubleBits(a.memoryLatencySeconds) == doubleBits(b.memoryLatencySeconds)
        && doubleBits(a.launchOverheadSeconds) == doubleBits(b.launchOverheadSeconds)
        && doubleBits(a.slabFloorSeconds) == doubleBits(b.slabFloorSeconds)
        && doubleBits(a.sustainedFraction) == doubleBits(b.sustainedFraction)
        && doubleBits(a.sharedMemoryBytesPerClock) == doubleBits(b.sharedMemoryBytesPerClock)
        && doubleBits(a.matrixFlopsPerClockPerSm) == doubleBits(b.matrixFlopsPerClockPerSm)
        && doubleBits(a.promotionCostFraction) == doubleBits(b.promotionCostFraction)
        && doubleBits(a.sharedMemoryBytesPerSm) == doubleBits(b.sharedMemoryBytesPerSm);
}

// A memo of the tile search, one per thread (the GUI estimates on a worker thread too; no lock
// and no sharing): the search is a pure function of (hardware, shape, operand widths), and a
// slider sweep or a split search times the same GEMMs on the same GPUs again and again. The
// key holds every input in full (the hardware as an index into a table of the distinct
// hardware seen), so a hit is exactly the choice the search would make. Bounded: the table and
// the memo are emptied when either is full.
class TileChoiceMemo
{
public:
    std::optional<TileChoice> find(const GpuGemmHardware& hw, const GemmShape& shape,
        double inputBytes, int outputBytes, double weightBytes)
    {
        m_key = { hardwareIndex(hw), inputBytes, outputBytes, doubleBits(weightBytes),
            shape.batch(), shape.m(), shape.n(), shape.k() };
        const auto it = m_choices.find(m_key);
        if (it == m_choices.end())
            return std::nullopt;
        return it->second;
    }
    /// Records the choice for the key of the last find().
    void insert(TileChoice choice)
    {
        if (m_choices.size() >= kMaxChoices)
            m_choices.clear();
        m_choices.emplace(m_key, choice);
    }

private:
    struct Key
    {
        std::uint32_t hardware = 0;
        double inputBytes = 0;
        int outputBytes = 0;
        std::uint64_t weightBits = 0;
        qint64 batch = 0;
        qint64 m = 0;
        qint64 n = 0;
        qint64 k = 0;
        friend bool operator==(const Key&, const Key&) = default;
    };
    struct KeyHash
    {
        std::size_t operator()(const Key& key) const
        {
            // splitmix64's finalizer over the fields, folded one after another
            auto mix = [](std::uint64_t h, std::uint64_t v) {
                h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
                h ^= h >> 30;
                h *= 0xbf58476d1ce4e5b9ULL;
                h ^= h >> 27;
                return h;
            };
            std::uint64_t h = key.hardware;
            h = mix(h, doubleBits(key.inputBytes) ^ std::uint64_t(std::uint32_t(key.outputBytes)));
            h = mix(h, key.weightBits);
            h = mix(h, std::uint64_t(key.batch));
            h = mix(h, std::uint64_t(key.m));
            h = mix(h, std::uint64_t(key.n));
            h = mix(h, std::uint64_t(key.k));
            return std::size_t(h);
        }
    };

    std::uint32_t hardwareIndex(const GpuGemmHardware& hw)
    {
        // Consecutive GEMMs are usually timed on the same hardware.
        if (m_last < m_hardware.size() && sameHardware(m_hardware[m_last], hw))
            return std::uint32_t(m_last);
        for (std::size_t i = 0; i < m_hardware.size(); ++i) {
            if (sameHardware(m_hardware[i], hw)) {
                m_last = i;
                return std::uint32_t(i);
            }
        }
        if (m_hardware.size() >= kMaxHardware) {
            m_hardware.clear();
            m_choices.clear();
        }
        m_hardware.push_back(hw);
        m_last = m_hardware.size() - 1;
        return std::uint32_t(m_last);
    }

    // A 64-point batch sweep over the catalog's GPUs times about 14,000 distinct GEMMs; a
    // choice takes about 80 bytes here, so the memo stays under 2 MB a thread.
    static constexpr std::size_t kMaxChoices = 1 << 15;
    // Six precisions (and the FP8-promoted variant) of every catalog GPU, and some what-ifs.
    static constexpr std::size_t kMaxHardware = 512;
    std::vector<GpuGemmHardware> m_hardware;
    std::size_t m_last = 0;
    std::unordered_map<Key, TileChoice, KeyHash> m_choices;
    Key m_key;
};

std::atomic<bool> s_tileSearchMemoEnabled { true };

TileChoiceMemo& tileChoiceMemo()
{
    thread_local TileChoiceMemo memo;
    return memo;
}

} // namespace

void setGpuTileSearchMemoEnabled(bool enabled)
{
    s_tileSearchMemoEnabled.store(enabled, std::memory_order_relaxed);
}

bool gpuTileSearchMemoEnabled()
{
    return s_tileSearchMemoEnabled.load(std::memory_order_relaxed);
}

GpuGemmEstimate estimateGpuGemm(const GpuGemmHardware& hw, const GemmShape& shape,
    double inputBytes, int outputBytes, double weightBytes)
{
    const GemmTerms g(hw, shape, inputBytes, outputBytes, weightBytes);
    const int k = slabK(inputBytes, hw.mmaK);
    // `times`: the choice's times where the search has them; null on a memo hit.
    auto estimateOf = [&](TileChoice choice, const TileTimes* times) {
        TileShape tile = kCandidateTiles[choice.tile];
        tile.k = k;
        const TileTimes t = times
            ? *times
            : tileTimes(g, tile, choice.splitK, sharedMemoryEfficiency(hw, tile, inputBytes));
        return estimateFromTimes(g, tile, choice.splitK,
            pipelineWithStages(hw, tile, inputBytes, weightBytes, kPublishedStages[choice.tile]),
            t);
    };
    const bool memoised = gpuTileSearchMemoEnabled();
    TileChoiceMemo* m = memoised ? &tileChoiceMemo() : nullptr;
    if (m) {
        if (const auto known = m->find(hw, shape, inputBytes, outputBytes, weightBytes))
            return estimateOf(*known, nullptr);
    }
    std::optional<TileTimes> best;
    const TileChoice choice = searchTiles(g, weightBytes, best);
    if (m)
        m->insert(choice);
    return estimateOf(choice, best ? &*best : nullptr);
}

} // namespace ts::engine
