// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "gputilemodel.h"

#include "devicerates.h"

#include <algorithm>

namespace ts::engine {

GpuTileModel::GpuTileModel(const Device& device, const EngineOptions& options)
    : ExecutionModel(device, options)
{
    for (Precision p : kAllPrecisions)
        m_hardware[std::size_t(p)] = hardware(device, p, options);
    // FP8 promotion on the CUDA cores (GpuGemmHardware::promotionCostFraction), from the SM's
    // tensor-core and FP32 rates in the catalog.
    if (!device.gpu)
        return;
    const GpuGeometry& gpu = *device.gpu;
    const auto fp8Flops = gpu.tensorCoreFlopsPerClock[std::size_t(Precision::FP8)];
    if (gpu.fp8PromotionIntervalK && *gpu.fp8PromotionIntervalK > 0 && fp8Flops
        && gpu.tensorCoresPerSm && gpu.fp32LanesPerSm && *gpu.fp32LanesPerSm > 0) {
        m_promotionCost[std::size_t(Precision::FP8)] = *fp8Flops * *gpu.tensorCoresPerSm
            / (2.0 * *gpu.fp8PromotionIntervalK * *gpu.fp32LanesPerSm);
    }
}

bool GpuTileModel::accepts(const Device& device)
{
    return device.gpu && device.gpu->smCount && *device.gpu->smCount >= 1;
}

std::optional<GpuGemmHardware> GpuTileModel::hardware(
    const Device& device, Precision precision, const EngineOptions& options)
{
    if (!accepts(device))
        return std::nullopt;
    const auto peak = device.peakFlopsPerSecond(precision);
    if (!peak)
        return std::nullopt;
    GpuGemmHardware hw;
    hw.smCount = *device.gpu->smCount;
    hw.peakFlopsPerSecond = *peak;
    const auto mma = device.gpu->mmaShapes.constFind(precision);
    hw.mmaK = mma != device.gpu->mmaShapes.constEnd() && mma->k > 0 ? mma->k : 16;
    hw.memoryBytesPerSecond = DeviceRates::achievableMemoryBytesPerSecond(device, options);
    hw.l2Bytes = double(device.onChipBytes(QStringLiteral("l2")));
    hw.l2BytesPerSecond = device.gpu->l2BytesPerSecond.value_or(0.0);
    // Cycle latencies become seconds at the tensor clock; a GPU with no clock in its catalog
    // entry (a what-if part) uses the documented fallback, and the estimate says so.
    const double clockHz
        = device.matrixClockHz.value_or(device.boostClockHz.value_or(options.gpuFallbackClockHz));
    hw.memoryLatencySeconds = options.gpuMemoryLatencyCycles / clockHz;
    hw.launchOverheadSeconds = options.gpuLaunchOverheadSeconds;
    hw.slabFloorSeconds = options.gpuMainloopSlabCycles / clockHz;
    // Tensor cores run at the clock the chip holds under a dense load (catalog, measured and
    // cited); without one the quoted peak is taken as sustained.
    hw.sustainedFraction = device.sustainedMatrixFraction(precision).value_or(1.0);
    // Shared-memory capacity bounds each tile's pipeline stages (a tile with fewer than two is
    // not run); not published: no bound.
    hw.sharedMemoryBytesPerSm = double(device.gpu->sharedMemoryBytesPerSm.value_or(0));
    // Shared-memory staging limits warp-level MMA only (mma.sync, M < 64); Hopper's wgmma and
    // Blackwell's tcgen05 read shared memory through a path whose bandwidth is not published.
    const bool warpLevelMma = mma != device.gpu->mmaShapes.constEnd() && mma->m > 0 && mma->m < 64;
    if (warpLevelMma && device.gpu->sharedMemoryBytesPerClock) {
        hw.sharedMemoryBytesPerClock = *device.gpu->sharedMemoryBytesPerClock;
        hw.matrixFlopsPerClockPerSm = *peak / (hw.smCount * clockHz);
    }
    return hw;
}

const ExecutionModelInfo& GpuTileModel::staticInfo()
{
    static constexpr LossDescription losses[] = {
        { loss::kTileQuantization, QT_TRANSLATE_NOOP("ExecutionModel", "tile quantization"),
            QT_TRANSLATE_NOOP(
                "ExecutionModel", "Edges of the matrices fill their last CTA tiles only partly.") },
        { loss::kWaveQuantization, QT_TRANSLATE_NOOP("ExecutionModel", "wave quantization"),
            QT_TRANSLATE_NOOP("ExecutionModel",
                "The tiles run in waves over the SMs; the last wave is partly empty.") },
        { loss::kAlignment, QT_TRANSLATE_NOOP("ExecutionModel", "K alignment"),
            QT_TRANSLATE_NOOP(
                "ExecutionModel", "K is padded to whole slabs of the MMA instruction's depth.") },
        { loss::kSharedMemory, QT_TRANSLATE_NOOP("ExecutionModel", "shared-memory staging"),
            QT_TRANSLATE_NOOP("ExecutionModel",
                "Small tiles read operands faster than the shared-memory banks deliver them.") },
        { loss::kSlabFloor, QT_TRANSLATE_NOOP("ExecutionModel", "main-loop floor"),
            QT_TRANSLATE_NOOP("ExecutionModel",
                "Each K-slab of a CTA's main loop takes a minimum number of cycles (operands "
                "landing, barrier, MMA issue); small tiles do less work than that in it.") },
        { loss::kSustained, QT_TRANSLATE_NOOP("ExecutionModel", "sustained clock"),
            QT_TRANSLATE_NOOP("ExecutionModel",
                "Under a dense load the chip delivers this fraction of its quoted peak.") },
        { loss::kPromotion, QT_TRANSLATE_NOOP("ExecutionModel", "FP32 promotion"),
            QT_TRANSLATE_NOOP("ExecutionModel",
                "FP8 gradients: the CUDA cores add the partial sums into FP32 every few MMAs, "
                "and the tensor cores wait.") },
    };
    static constexpr MappingDescription counts[] = {
        { mapping::kTileM, QT_TRANSLATE_NOOP("ExecutionModel", "CTA tile rows"),
            QLatin1StringView("tile"), QLatin1StringView("m") },
        { mapping::kTileN, QT_TRANSLATE_NOOP("ExecutionModel", "CTA tile columns"),
            QLatin1StringView("tile"), QLatin1StringView("n") },
        { mapping::kSplitK, QT_TRANSLATE_NOOP("ExecutionModel", "split-K"),
            QLatin1StringView("tile"), QLatin1StringView("split_k") },
        { mapping::kWaves, QT_TRANSLATE_NOOP("ExecutionModel", "waves"), QLatin1StringView("tile"),
            QLatin1StringView("waves") },
    };
    static const ExecutionModelInfo info {
        QLatin1StringView("gpu-tiles"),
        QT_TRANSLATE_NOOP("ExecutionModel", "Tiled GEMM on streaming multiprocessors"),
        QT_TRANSLATE_NOOP("ExecutionModel",
            "waves × CTA FLOPs ÷ per-SM sustained rate, or operand delivery through L2 if "
            "slower, plus the pipeline's first-load latency"),
        losses,
        counts,
        ChipScheduleKind::CtaWaves,
    };
    return info;
}

std::optional<MatrixTiming> GpuTileModel::timeMatrix(
    const MatrixWork& work, EngineError* error) const
{
    const auto& hw = m_hardware[std::size_t(work.ranAs)];
    // The engine passes only rates the device has, and accepts() guarantees the SM count.
    if (!hw) {
        if (error)
            *error = EngineError::NoMatrixRate;
        return std::nullopt;
    }
    MatrixTiming t;
    GpuGemmHardware promoted;
    const GpuGemmHardware* used = &*hw;
    if (work.promotedAccumulation && m_promotionCost[std::size_t(work.ranAs)] > 0) {
        promoted = *hw;
        promoted.promotionCostFraction = m_promotionCost[std::size_t(work.ranAs)];
        used = &promoted;
    }
    const GpuGemmEstimate g
        = estimateGpuGemm(*used, work.shape, work.elementBytes, work.outputBytes, work.weightBytes);
    t.computeSeconds
        = std::max(g.computeSeconds, g.deliverySeconds) * work.workFraction + g.latencySeconds;
    t.gemmDramBytes = g.dramBytes;
    // The split-K reduction kernel runs after the GEMM's, like its C stores.
    t.epilogueSeconds = g.epilogueSeconds + g.reductionSeconds;
    t.losses = g.losses;
    t.mapping.set(mapping::kTileM, g.tile.m);
    t.mapping.set(mapping::kTileN, g.tile.n);
    t.mapping.set(mapping::kSplitK, g.splitK);
    t.mapping.set(mapping::kWaves, g.waves);
    return t;
}

} // namespace ts::engine
