// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/gemmshape.h"
#include "common/tileshape.h"
#include "simt/gpuconfig.h"

#include <QString>
#include <cstdint>
#include <optional>
#include <vector>

namespace ts::simt {

/// Instruction latencies in SM clock cycles. The defaults and their sources are in docs/simt.md.
struct KernelLatencies
{
    /// Global → shared copy (cp.async / TMA) until the data is usable: ≈400 cycles, the engine's
    /// gpuMemoryLatencyCycles (global-memory latency on Volta..Hopper, PMC10448217 Table 3).
    int globalLoadCycles = 400;
    /// Shared → register fragment load (ldmatrix): ≈30 cycles, the order of the shared-memory
    /// latencies measured by Jia et al. ("Dissecting the NVIDIA Volta GPU architecture via
    /// microbenchmarking", arXiv 1804.06826) and Luo et al. (arXiv 2402.13499, Ampere to Hopper).
    int sharedLoadCycles = 30;
    /// Issue-to-result latency of one tensor-core MMA (at least its tensor-core occupancy):
    /// ≈32 cycles, the order of the mma.sync latencies Luo et al. measure (arXiv 2402.13499).
    int mmaCycles = 32;
};

/// What the kernel is built from. Zero means "choose as a library would".
struct KernelOptions
{
    /// The tile a kernel uses unless told otherwise.
    static constexpr TileShape kDefaultTile { 128, 128, 32 };
    TileShape tile = kDefaultTile;
    /// Shared-memory pipeline stages; 0: as many as fit, at most kMaxAutoStages.
    int stages = 0;
    /// Registers per thread; 0: estimated from the accumulators and fragments (docs/simt.md).
    int registersPerThread = 0;
    KernelLatencies latencies;
};

/// Which per-SM resource bounds the number of resident CTAs.
enum class OccupancyLimit { Warps, Threads, Blocks, Registers, SharedMemory };

/// "warps", "threads", "blocks", "registers", "shared_memory".
QString occupancyLimitName(OccupancyLimit limit);

/// How many CTAs of a kernel fit on one SM at once, and which limit decides it (the rules of
/// the CUDA occupancy calculator: register allocation in 256-register units per warp, 1 KiB of
/// shared memory reserved per block on sm_80 and later).
struct Occupancy
{
    int ctasPerSm = 0;
    OccupancyLimit limit = OccupancyLimit::Warps;
    int byWarps = 0;
    int byThreads = 0;
    int byBlocks = 0;
    int byRegisters = 0;
    int bySharedMemory = 0;
    int residentWarps = 0; ///< ctasPerSm × warps per CTA
    double fraction = 0; ///< residentWarps / max warps per SM
};

/// One warp instruction of the GEMM kernel's stream.
enum class OpCode : std::uint8_t {
    LoadGlobal, ///< cp.async global → shared, 16 bytes per thread; arg: K-slab
    WaitLoads, ///< cp.async.wait_group: this warp's copies of slab `arg` have landed
    Barrier, ///< __syncthreads: every warp of the CTA
    LoadShared, ///< ldmatrix shared → register fragments; arg: fragment buffer (0 or 1)
    Mma, ///< tensor-core MMA on the fragments in buffer `arg`
    WaitMma, ///< epilogue: accumulators complete
    Store, ///< 16-byte global store of C per thread
    Exit,
};

/// "LDGSTS", "WAIT", "BAR", "LDSM", "MMA", "WAITMMA", "STG", "EXIT" (SASS-like mnemonics).
QString opCodeMnemonic(OpCode op);

struct Instruction
{
    OpCode op = OpCode::Exit;
    std::int32_t arg = 0;
};

/// A tiled tensor-core GEMM kernel as cuBLAS/CUTLASS build it, sized for one GPU and GEMM: CTA
/// tile, warp tiles (2×2 or 4×2 warps of at most 64×64), a multistage cp.async pipeline in
/// shared memory, and the per-warp instruction stream of one CTA. Every warp of every CTA runs
/// the same stream: a partial (ragged) tile does full, zero-padded work, as on the hardware.
struct GemmKernel
{
    static constexpr int kMaxAutoStages = 8;

    GpuConfig gpu;
    GemmShape gemm;
    TileShape tile;
    KernelLatencies latencies;
    int warpsM = 0;
    int warpsN = 0;
    int warpTileM = 0;
    int warpTileN = 0;
    /// One warp's MMA: the catalog's instruction, 16 rows per warp for MMAs issued for several
    /// warps (Hopper wgmma m64 = 4 warps × 16, Blackwell m128), N clipped to the warp tile.
    MmaShape warpMma;
    int stages = 0;
    int registersPerThread = 0;
    qint64 sharedBytesPerCta = 0;
    std::int64_t tilesM = 0;
    std::int64_t tilesN = 0;
    std::int64_t slabs = 0; ///< ceil(K / tile.k): K is zero-padded to whole slabs
    int kStepsPerSlab = 0; ///< tile.k / mma.k
    int mmasPerKStep = 0; ///< per warp
    int sharedLoadsPerKStep = 0; ///< per warp (ldmatrix.x4, 512 bytes each)
    int globalLoadsPerSlab = 0; ///< per warp
    int storesPerWarp = 0;
    /// Cycles one MMA occupies its sub-partition's tensor core: 2·m·n·k / (FLOP per clock of the
    /// SM's tensor cores / schedulers).
    int mmaIssueCycles = 0;
    int mmaLatencyCycles = 0; ///< max(latencies.mmaCycles, mmaIssueCycles)
    Occupancy occupancy;
    std::vector<Instruction> program; ///< one warp's stream, ending in Exit

    int warpsPerCta() const { return warpsM * warpsN; }
    int threadsPerCta() const { return warpsPerCta() * gpu.warpSize; }
    std::int64_t ctas() const { return tilesM * tilesN; }
    /// FLOP one CTA issues to the tensor cores (padding included).
    double ctaFlops() const { return 2.0 * tile.m * tile.n * double(tile.k) * double(slabs); }

    /// Why create() failed.
    enum class Error {
        None,
        InvalidGemm, ///< a dimension < 1
        InvalidTile, ///< tile not a multiple of the warp and MMA shapes, or out of range
        DoesNotFit, ///< not even one CTA fits on an SM (registers, shared memory or threads)
        TooLarge, ///< the stream or the CTA count is beyond what is simulated
    };
    static std::optional<GemmKernel> create(const GpuConfig& gpu, GemmShape gemm,
        const KernelOptions& options = {}, Error* error = nullptr);
};

} // namespace ts::simt
