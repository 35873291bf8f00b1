// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simt/gemmkernel.h"

#include <QRegularExpression>
#include <algorithm>

namespace ts::simt {

namespace {

constexpr int kBytesPerThreadAccess = 16; // cp.async / st.global.v4: 128 bits per thread
constexpr int kLdmatrixBytes = 512; // ldmatrix.x4: four 8×8 16-bit matrices
constexpr int kRegisterAllocationUnit = 256; // registers per warp, CUDA occupancy calculator
constexpr int kReservedSharedBytesPerBlock = 1024; // sm_80+: 1 KiB per block for the system
constexpr int kAddressingRegisters = 32; // pointers, loop counters, predicates (an estimate)
constexpr int kMaxRegistersPerThread = 255;
// Beyond this the per-warp stream would take too much memory (K ≈ 2 million for 128-wide tiles).
constexpr std::int64_t kMaxProgramLength = std::int64_t(1) << 26;

int ceilDiv(std::int64_t a, std::int64_t b)
{
    return int((a + b - 1) / b);
}

// How many CTAs of `k` an SM holds, and which resource limits them.
Occupancy kernelOccupancy(const GpuConfig& gpu, const GemmKernel& k)
{
    Occupancy o;
    const int warps = k.warpsPerCta();
    const int registersPerWarp = (k.registersPerThread * gpu.warpSize + kRegisterAllocationUnit - 1)
        / kRegisterAllocationUnit * kRegisterAllocationUnit;
    o.byWarps = gpu.maxWarpsPerSm / warps;
    o.byThreads = gpu.maxThreadsPerSm / k.threadsPerCta();
    o.byBlocks = gpu.maxBlocksPerSm;
    o.byRegisters = gpu.registersPerSm / (registersPerWarp * warps);
    o.bySharedMemory
        = int(gpu.sharedMemoryBytesPerSm / (k.sharedBytesPerCta + kReservedSharedBytesPerBlock));
    const std::pair<int, OccupancyLimit> limits[]
        = { { o.byWarps, OccupancyLimit::Warps }, { o.byThreads, OccupancyLimit::Threads },
              { o.byBlocks, OccupancyLimit::Blocks }, { o.byRegisters, OccupancyLimit::Registers },
              { o.bySharedMemory, OccupancyLimit::SharedMemory } };
    o.ctasPerSm = limits[0].first;
    o.limit = limits[0].second;
    for (const auto& [count, limit] : limits) {
        if (count < o.ctasPerSm) {
            o.ctasPerSm = count;
            o.limit = limit;
        }
    }
    o.residentWarps = o.ctasPerSm * warps;
    o.fraction = double(o.residentWarps) / gpu.maxWarpsPerSm;
    return o;
}

// The multistage main loop as CUTLASS's sm80 MmaMultistage runs it: the prologue fills
// stages − 1 slabs and loads the first fragments; then each k-step loads the fragments of
// the next k-step ahead of its own MMAs (double-buffered registers), the first k-step of a
// slab refills the stage freed by the previous slab, and the last k-step waits for the next
// slab's copies and synchronises the CTA before loading that slab's first fragments, so the
// tensor cores never wait on the slab boundary.
void emitMultistageProgram(GemmKernel& k, std::int64_t perSlab)
{
    std::vector<Instruction>& p = k.program;
    p.reserve(std::size_t(k.slabs * perSlab + k.storesPerWarp + 8));
    auto loads = [&](std::int64_t slab) {
        for (int i = 0; i < k.globalLoadsPerSlab; ++i)
            p.push_back({ OpCode::LoadGlobal, std::int32_t(slab) });
    };
    auto loadFragments = [&](std::int64_t step) {
        for (int l = 0; l < k.sharedLoadsPerKStep; ++l)
            p.push_back({ OpCode::LoadShared, std::int32_t(step & 1) });
    };
    for (std::int64_t s = 0; s < std::min<std::int64_t>(k.stages - 1, k.slabs); ++s)
        loads(s);
    p.push_back({ OpCode::WaitLoads, 0 });
    p.push_back({ OpCode::Barrier, 0 });
    loadFragments(0);
    const std::int64_t steps = k.slabs * k.kStepsPerSlab;
    for (std::int64_t i = 0; i < k.slabs; ++i) {
        for (int j = 0; j < k.kStepsPerSlab; ++j) {
            const std::int64_t step = i * k.kStepsPerSlab + j;
            if (j == k.kStepsPerSlab - 1 && i + 1 < k.slabs) {
                p.push_back({ OpCode::WaitLoads, std::int32_t(i + 1) });
                p.push_back({ OpCode::Barrier, 0 });
            }
            if (step + 1 < steps)
                loadFragments(step + 1);
            if (j == 0 && i + k.stages - 1 < k.slabs)
                loads(i + k.stages - 1);
            for (int m = 0; m < k.mmasPerKStep; ++m)
                p.push_back({ OpCode::Mma, std::int32_t(step & 1) });
        }
    }
    p.push_back({ OpCode::WaitMma, 0 });
    for (int s = 0; s < k.storesPerWarp; ++s)
        p.push_back({ OpCode::Store, 0 });
    p.push_back({ OpCode::Exit, 0 });
}

} // namespace

QString occupancyLimitName(OccupancyLimit limit)
{
    switch (limit) {
    case OccupancyLimit::Warps:
        return QStringLiteral("warps");
    case OccupancyLimit::Threads:
        return QStringLiteral("threads");
    case OccupancyLimit::Blocks:
        return QStringLiteral("blocks");
    case OccupancyLimit::Registers:
        return QStringLiteral("registers");
    case OccupancyLimit::SharedMemory:
        return QStringLiteral("shared_memory");
    }
    return {};
}

QString opCodeMnemonic(OpCode op)
{
    switch (op) {
    case OpCode::LoadGlobal:
        return QStringLiteral("LDGSTS");
    case OpCode::WaitLoads:
        return QStringLiteral("WAIT");
    case OpCode::Barrier:
        return QStringLiteral("BAR");
    case OpCode::LoadShared:
        return QStringLiteral("LDSM");
    case OpCode::Mma:
        return QStringLiteral("MMA");
    case OpCode::WaitMma:
        return QStringLiteral("WAITMMA");
    case OpCode::Store:
        return QStringLiteral("STG");
    case OpCode::Exit:
        return QStringLiteral("EXIT");
    }
    return {};
}

std::optional<GemmKernel> GemmKernel::create(
    const GpuConfig& gpu, GemmShape gemm, const KernelOptions& options, Error* error)
{
    auto fail = [error](Error e) -> std::optional<GemmKernel> {
        if (error)
            *error = e;
        return std::nullopt;
    };
    if (error)
        *error = Error::None;
    if (!gemm.isValid())
        return fail(Error::InvalidGemm);
    const TileShape tile = options.tile;
    if (tile.m < 16 || tile.n < 8 || tile.m > 256 || tile.n > 256 || tile.k < 1 || tile.k > 256)
        return fail(Error::InvalidTile);

    GemmKernel k;
    k.gpu = gpu;
    k.gemm = gemm;
    k.tile = tile;
    k.latencies = options.latencies;

    // Warp tiles of at most 64×64, split further (larger side first) until the CTA has a warp
    // for each of the four schedulers: 128×128 → 2×2 warps of 64×64, 256×128 → 4×2.
    k.warpsM = std::max(1, tile.m / 64);
    k.warpsN = std::max(1, tile.n / 64);
    while (k.warpsM * k.warpsN < gpu.schedulersPerSm) {
        const int wm = tile.m / k.warpsM;
        const int wn = tile.n / k.warpsN;
        if (wm > wn && wm >= 32)
            k.warpsM *= 2;
        else if (wn >= 16)
            k.warpsN *= 2;
        else
            break;
    }
    if (tile.m % k.warpsM != 0 || tile.n % k.warpsN != 0)
        return fail(Error::InvalidTile);
    k.warpTileM = tile.m / k.warpsM;
    k.warpTileN = tile.n / k.warpsN;

    // MMAs of 64 or more rows are issued for several warps at once (Hopper's warpgroup wgmma
    // m64, Blackwell's tcgen05 m128): each warp's share is 16 rows, as in the m16 instructions.
    k.warpMma = gpu.mma;
    if (k.warpMma.m >= 64)
        k.warpMma.m = 16;
    k.warpMma.n = std::min(k.warpMma.n, k.warpTileN);
    if (k.warpTileM % k.warpMma.m != 0 || k.warpTileN % k.warpMma.n != 0
        || tile.k % k.warpMma.k != 0)
        return fail(Error::InvalidTile);
    k.kStepsPerSlab = tile.k / k.warpMma.k;
    k.mmasPerKStep = (k.warpTileM / k.warpMma.m) * (k.warpTileN / k.warpMma.n);
    k.sharedLoadsPerKStep = std::max(1,
        ceilDiv(std::int64_t(k.warpTileM + k.warpTileN) * k.warpMma.k * gpu.inputBytes,
            kLdmatrixBytes));
    const std::int64_t slabBytes = std::int64_t(tile.m + tile.n) * tile.k * gpu.inputBytes;
    k.globalLoadsPerSlab
        = std::max(1, ceilDiv(slabBytes, std::int64_t(k.threadsPerCta()) * kBytesPerThreadAccess));
    k.storesPerWarp = std::max(1,
        ceilDiv(std::int64_t(k.warpTileM) * k.warpTileN * gpu.outputBytes,
            std::int64_t(gpu.warpSize) * kBytesPerThreadAccess));

    const double flopsPerScheduler = gpu.tensorFlopsPerClockPerSm() / gpu.schedulersPerSm;
    const double mmaFlops = 2.0 * k.warpMma.m * k.warpMma.n * k.warpMma.k;
    k.mmaIssueCycles = std::max(1, int(std::ceil(mmaFlops / flopsPerScheduler)));
    k.mmaLatencyCycles = std::max(k.latencies.mmaCycles, k.mmaIssueCycles);

    // Registers: fp32 (int32) accumulators, double-buffered A and B fragments, addressing.
    const int accumulators = k.warpTileM * k.warpTileN / gpu.warpSize;
    const int fragments
        = ceilDiv(2 * std::int64_t(k.warpTileM + k.warpTileN) * k.warpMma.k * gpu.inputBytes,
            std::int64_t(4) * gpu.warpSize);
    k.registersPerThread = options.registersPerThread > 0
        ? options.registersPerThread
        : std::min(
            kMaxRegistersPerThread, (accumulators + fragments + kAddressingRegisters + 7) / 8 * 8);

    const qint64 maxShared = gpu.sharedMemoryBytesPerSm - kReservedSharedBytesPerBlock;
    k.stages = options.stages > 0
        ? options.stages
        : int(std::min<qint64>(kMaxAutoStages, maxShared / std::max<qint64>(1, slabBytes)));
    if (k.stages < 2)
        return fail(Error::DoesNotFit);
    k.sharedBytesPerCta = qint64(k.stages) * slabBytes;

    k.occupancy = kernelOccupancy(gpu, k);
    if (k.occupancy.ctasPerSm < 1)
        return fail(Error::DoesNotFit);

    k.tilesM = (gemm.m() + tile.m - 1) / tile.m;
    k.tilesN = (gemm.n() + tile.n - 1) / tile.n;
    k.slabs = (gemm.k() + tile.k - 1) / tile.k;
    const std::int64_t perSlab = 2 + k.globalLoadsPerSlab
        + std::int64_t(k.kStepsPerSlab) * (k.sharedLoadsPerKStep + k.mmasPerKStep);
    if (k.slabs > kMaxProgramLength / perSlab || k.tilesM > (std::int64_t(1) << 40) / k.tilesN)
        return fail(Error::TooLarge);

    emitMultistageProgram(k, perSlab);
    return k;
}

} // namespace ts::simt
