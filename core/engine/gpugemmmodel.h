// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/tileshape.h"
#include "losses.h"
#include "workload/operator.h"

#include <QtGlobal>
#include <span>

namespace ts::engine {

/// The GPU figures the tiled-GEMM model reads. The engine fills it from the catalog's Device;
/// tests fill it by hand.
struct GpuGemmHardware
{
    int smCount = 0;
    /// Dense matrix (tensor-core) peak for the GEMM's precision, at tensorClockHz.
    double peakFlopsPerSecond = 0;
    /// K extent of one tensor-core MMA instruction for the precision (16 for bf16/fp16 m16n8k16,
    /// 32 for fp8/int8, 8 for tf32; CUDA PTX ISA, "Matrix shapes"). K is padded to it.
    int mmaK = 16;
    double memoryBytesPerSecond = 0;
    /// L2 capacity; operands of a GEMM that fit in half of it are read from DRAM once.
    double l2Bytes = 0;
    /// L2-to-SM bandwidth; 0 when the catalog has no figure (then operand delivery is not a limit).
    double l2BytesPerSecond = 0;
    /// Latency of the first loads of a CTA's pipeline from DRAM: paid once per kernel, because
    /// later waves overlap their loads with the running CTAs (multi-stage pipelines).
    double memoryLatencySeconds = 0;
    /// Host-to-GPU kernel launch cost, paid once per kernel (twice with split-K: the partial
    /// sums are reduced by a second kernel).
    double launchOverheadSeconds = 0;
    /// The shortest time a CTA spends on one K-slab of its main loop, whatever its tile
    /// (EngineOptions::gpuMainloopSlabCycles at the tensor clock).
    double slabFloorSeconds = 0;
    /// Fraction of the peak the tensor cores sustain under load (clocks under power limits),
    /// from the catalog; 1 where the catalog has no figure.
    double sustainedFraction = 1.0;
    /// Shared-memory bandwidth of one SM in bytes per clock, and the SM's dense matrix rate in
    /// FLOP per clock, for warp-level MMA (mma.sync: Volta to Ada), whose operands go from
    /// shared memory to registers through the banks. 0 where the catalog has no figure or the
    /// MMA reads shared memory directly (Hopper wgmma, Blackwell tcgen05): no limit is modelled.
    double sharedMemoryBytesPerClock = 0;
    double matrixFlopsPerClockPerSm = 0;
    /// Time the CUDA cores add to a CTA's main loop, as a fraction of its MMA time, when the
    /// accumulators are promoted to FP32 every K_p elements (Hopper FP8 with split
    /// accumulation, GpuGeometry::fp8PromotionIntervalK): one FP32 add per accumulator element
    /// per K_p slab, on the SM's FP32 lanes, against 2·K_p FLOPs per element on its tensor
    /// cores: (tensor FLOP/clk/SM) / (2 · K_p · FP32 lanes/SM). The adds wait for the slab's
    /// MMAs to retire (the accumulators are read), so they are not hidden. 0: no promotion.
    double promotionCostFraction = 0;
    /// Shared memory one CTA may use on an SM, bytes (catalog `gpu.shared_memory_kib_per_sm`).
    /// A candidate tile is run only if two pipeline stages of its operand panels fit in it,
    /// less the 1 KiB CUDA reserves per block (sm_80 on, CUDA C++ Programming Guide, "Shared
    /// Memory"); it runs with as many of CUTLASS's published stages as fit. 0: not known, no
    /// check (every candidate keeps its published stages).
    double sharedMemoryBytesPerSm = 0;
};

/// The CTA tiles the model chooses from: the shapes cuBLAS/CUTLASS kernels use on Ampere and
/// Hopper for every input width (CUTLASS default tile configurations: 4-byte tf32 and 1-byte
/// inputs use the same tiles as 16-bit ones, with the K-slab scaled to 64 bytes), and two skinny
/// ones of 16 and 32 rows that the heuristic tries only for GEMMs of at most that many rows.
std::span<const TileShape> candidateCtaTiles();

/// A CTA tile's pipeline: how many K-slabs of its A and B panels it keeps in shared memory, and
/// the bytes they take. `stages` is CUTLASS's published count for the tile, fewer if fewer fit
/// (GpuGemmHardware::sharedMemoryBytesPerSm); below 2 the tile cannot run.
struct TilePipeline
{
    int stages = 0;
    double stageBytes = 0; ///< (tm · A width + tn · B width) · k of one slab
    double sharedMemoryBytes() const { return stages * stageBytes; }
};

/// The pipeline `tile` (its k set or 0 for the model's slab) runs with on `hardware` for these
/// operand widths (`weightBytes` as in estimateGpuGemm).
TilePipeline tilePipeline(
    const GpuGemmHardware& hardware, TileShape tile, double inputBytes, double weightBytes = 0);

/// What bound a GEMM's time.
enum class GemmLimit { Compute, Memory, OperandDelivery };

/// The model's estimate for one GEMM (all `batch` products of it), with its derivation.
struct GpuGemmEstimate
{
    TileShape tile;
    TilePipeline pipeline; ///< the tile's stages and their shared memory
    int splitK = 1; ///< K split over this many CTAs per output tile (their partial sums reduced)
    qint64 tilesM = 0;
    qint64 tilesN = 0;
    qint64 ctas = 0; ///< batch × tilesM × tilesN × splitK
    qint64 waves = 0; ///< ceil(ctas / smCount)
    /// Tile and wave quantization, alignment, shared-memory staging and the sustained fraction;
    /// their product with the ideal time gives computeSeconds exactly.
    Losses losses;
    double usefulFlops = 0; ///< 2·batch·m·n·k
    double dramBytes = 0; ///< DRAM traffic including re-reads and split-K partial sums
    /// waves × per-CTA time: its FLOPs at the per-SM sustained rate, or its K-slabs at the slab
    /// floor if that is longer.
    double computeSeconds = 0;
    double memorySeconds
        = 0; ///< operand (A, B, split-K partial) and overlapped C traffic / bandwidth
    double deliverySeconds = 0; ///< L2 → SM operand traffic / L2 bandwidth
    /// Writing the last wave's C tiles after the main loops (their bytes / DRAM bandwidth): not
    /// overlapped with any MMA, so it adds to the busy time. Earlier waves' stores overlap the
    /// next wave's main loops and are in memorySeconds.
    double epilogueSeconds = 0;
    /// With split-K, the second kernel that adds the partial sums: its launch and first-load
    /// latency (its traffic is in memorySeconds). 0 without split-K.
    double reductionSeconds = 0;
    double latencySeconds = 0;
    double launchSeconds = 0;
    /// launch + latency + max(compute, operand memory, delivery) + epilogue + reduction: operand
    /// loads overlap the MMAs in a pipelined main loop; the C stores and the split-K reduction
    /// come after it.
    double timeSeconds = 0;
    GemmLimit limit = GemmLimit::Compute;

    /// Achieved FLOP/s over the (unsustained) peak.
    double fractionOfPeak(double peakFlopsPerSecond) const;
};

/// Estimates one GEMM shape with a given tile and split-K. `inputBytes` and `outputBytes` are
/// the element sizes of A/B and of C; `weightBytes`, where not 0, that of B as stored (a
/// weight-only-quantized B, half a byte for int4), which its DRAM and L2 traffic use. Requires a
/// valid hardware description and a non-empty shape.
GpuGemmEstimate estimateGpuGemm(const GpuGemmHardware& hardware, const GemmShape& shape,
    double inputBytes, int outputBytes, TileShape tile, int splitK, double weightBytes = 0);

/// Estimates one GEMM with the tile and split-K that minimise its time, as a library's kernel
/// heuristic would (ties go to the larger tile). The choice is memoised per thread, keyed by
/// every input (each hardware field, the shape, the operand widths), so the result is the
/// search's own; the memo holds at most 32,768 choices (under 2 MB) and then starts again.
GpuGemmEstimate estimateGpuGemm(const GpuGemmHardware& hardware, const GemmShape& shape,
    double inputBytes, int outputBytes, double weightBytes = 0);

/// Whether estimateGpuGemm() memoises its tile search (on by default; for all threads). Off,
/// every call searches: what tests compare the memo against, and the benchmarks' cold figures.
void setGpuTileSearchMemoEnabled(bool enabled);
bool gpuTileSearchMemoEnabled();

} // namespace ts::engine
