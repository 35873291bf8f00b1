// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "performanceengine.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace ts::engine {

namespace {

// Matrix-rate fallbacks, in order of preference: the same width first, then wider (an upcast
// runs at the wider format's rate and gains nothing from the narrow format).
std::span<const Precision> fallbackChain(Precision requested)
{
    // XLA's DEFAULT matmul precision on TPUs computes fp32 products in one bf16 pass.
    static constexpr Precision fp32[] = { Precision::FP32, Precision::TF32, Precision::BF16 };
    static constexpr Precision tf32[] = { Precision::TF32, Precision::BF16, Precision::FP16 };
    static constexpr Precision bf16[] = { Precision::BF16, Precision::FP16 };
    static constexpr Precision fp16[] = { Precision::FP16, Precision::BF16 };
    static constexpr Precision fp8[] = { Precision::FP8, Precision::BF16, Precision::FP16 };
    static constexpr Precision int8[]
        = { Precision::INT8, Precision::FP8, Precision::BF16, Precision::FP16 };
    switch (requested) {
    case Precision::FP32:
        return fp32;
    case Precision::TF32:
        return tf32;
    case Precision::BF16:
        return bf16;
    case Precision::FP16:
        return fp16;
    case Precision::FP8:
        return fp8;
    case Precision::INT8:
        return int8;
    }
    return bf16;
}

// The clock the matrix peak is quoted at: the catalog's, else derived from the peak and the
// geometry, else the boost clock.
// The clock at which the fold model's MACs per cycle give exactly the catalog's peak for the
// precision: the quoted peak is the authority (TPU v2's 45 TFLOP/s is 1.9% below 700 MHz × its
// geometry; int8 runs twice the bf16 rate on the same clock). The catalog clock is the fallback
// when the geometry is incomplete.
std::optional<double> systolicClockHz(const Device& device, Precision precision)
{
    const auto& s = device.systolic;
    const auto peak = device.peakFlopsPerSecond(precision);
    if (s && peak && s->coresPerChip && s->matrixUnitsPerCore && s->matrixUnitRows
        && s->matrixUnitColumns) {
        const double macsPerClock = double(*s->coresPerChip) * *s->matrixUnitsPerCore
            * *s->matrixUnitRows * *s->matrixUnitColumns;
        return *peak / (2.0 * macsPerClock);
    }
    if (device.matrixClockHz)
        return device.matrixClockHz;
    return device.boostClockHz;
}

// GPUs launch each operator as a kernel from the host; TPUs, Trainium and Gaudi run a
// compiled graph whose operators are dispatched on the device.
bool launchesKernels(const Device& device)
{
    return device.kind == DeviceKind::Gpu;
}

void setError(EngineError* error, EngineError value)
{
    if (error)
        *error = value;
}

// What the per-operator models need from a device, derived once per estimate rather than once
// per operator (the slider path evaluates thousands of operators per frame).
struct HardwareCache
{
    std::array<std::optional<Precision>, kAllPrecisions.size()> matrixPrecision {};
    std::array<std::optional<GpuGemmHardware>, kAllPrecisions.size()> gpu {};
    std::array<std::optional<SystolicGemmHardware>, kAllPrecisions.size()> systolic {};
    std::optional<double> vectorRate;
};

std::size_t indexOf(Precision p)
{
    return static_cast<std::size_t>(p);
}

} // namespace

QString boundName(Bound bound)
{
    switch (bound) {
    case Bound::Compute:
        return QStringLiteral("compute");
    case Bound::Memory:
        return QStringLiteral("memory");
    case Bound::Communication:
        return QStringLiteral("communication");
    case Bound::Overhead:
        return QStringLiteral("overhead");
    }
    return QStringLiteral("compute");
}

std::optional<Precision> PerformanceEngine::matrixPrecision(
    const Device& device, Precision requested)
{
    for (Precision p : fallbackChain(requested)) {
        if (device.peakFlopsPerSecond(p))
            return p;
    }
    return std::nullopt;
}

std::optional<GpuGemmHardware> PerformanceEngine::gpuHardware(
    const Device& device, Precision precision, const EngineOptions& options)
{
    if (!device.gpu || !device.gpu->smCount || *device.gpu->smCount < 1)
        return std::nullopt;
    const auto peak = device.peakFlopsPerSecond(precision);
    if (!peak)
        return std::nullopt;
    GpuGemmHardware hw;
    hw.smCount = *device.gpu->smCount;
    hw.peakFlopsPerSecond = *peak;
    const auto mma = device.gpu->mmaShapes.constFind(precision);
    hw.mmaK = mma != device.gpu->mmaShapes.constEnd() && mma->k > 0 ? mma->k : 16;
    hw.memoryBytesPerSecond = device.memoryBandwidthBytesPerSecond;
    hw.l2Bytes = double(device.onChipBytes(QStringLiteral("l2")));
    hw.l2BytesPerSecond = device.gpu->l2BytesPerSecond.value_or(0.0);
    const double clockHz = device.matrixClockHz.value_or(device.boostClockHz.value_or(1.5e9));
    hw.memoryLatencySeconds = options.gpuMemoryLatencyCycles / clockHz;
    hw.launchOverheadSeconds = options.gpuLaunchOverheadSeconds;
    // Tensor cores run at the clock the chip holds under a dense load (catalog, measured and
    // cited); without one the quoted peak is taken as sustained.
    hw.sustainedFraction = device.sustainedMatrixFraction(precision).value_or(1.0);
    // Shared-memory staging limits warp-level MMA only (mma.sync, M < 64); Hopper's wgmma and
    // Blackwell's tcgen05 read shared memory through a path whose bandwidth is not published.
    const bool warpLevelMma = mma != device.gpu->mmaShapes.constEnd() && mma->m > 0 && mma->m < 64;
    if (warpLevelMma && device.gpu->sharedMemoryBytesPerClock) {
        hw.sharedMemoryBytesPerClock = *device.gpu->sharedMemoryBytesPerClock;
        hw.matrixFlopsPerClockPerSm = *peak / (hw.smCount * clockHz);
    }
    return hw;
}

std::optional<SystolicGemmHardware> PerformanceEngine::systolicHardware(
    const Device& device, Precision precision, const EngineOptions& options)
{
    const auto& s = device.systolic;
    if (!s || !s->coresPerChip || !s->matrixUnitsPerCore || !s->matrixUnitRows
        || !s->matrixUnitColumns)
        return std::nullopt;
    const auto clock = systolicClockHz(device, precision);
    if (!clock || *clock <= 0)
        return std::nullopt;
    SystolicGemmHardware hw;
    hw.matrixUnits = *s->coresPerChip * *s->matrixUnitsPerCore;
    hw.array = { *s->matrixUnitRows, *s->matrixUnitColumns };
    hw.clockHz = *clock;
    hw.memoryBytesPerSecond = device.memoryBandwidthBytesPerSecond;
    for (const OnChipMemory& memory : device.onChipMemories)
        hw.onChipBytes += double(memory.sizeBytes);
    hw.dispatchOverheadSeconds = options.systolicDispatchOverheadSeconds;
    // A measured clock is compared with the clock the catalog quotes the peak at (the fold
    // model's clock may be derived from the geometry, above).
    if (const auto& measured = device.achievableMatrixFraction[indexOf(precision)])
        hw.sustainedFraction = std::min(1.0, *measured);
    else if (device.sustainedMatrixClockHz && *device.sustainedMatrixClockHz > 0)
        hw.sustainedFraction = std::min(
            1.0, *device.sustainedMatrixClockHz / device.peakMatrixClockHz().value_or(*clock));
    return hw;
}

std::optional<double> PerformanceEngine::vectorFlopsPerSecond(const Device& device)
{
    if (device.vectorFp32FlopsPerSecond)
        return device.vectorFp32FlopsPerSecond;
    const auto& s = device.systolic;
    if (s && s->vectorLanes && s->coresPerChip) {
        const auto clock = systolicClockHz(device, Precision::BF16);
        if (clock)
            return 2.0 * *s->vectorLanes * s->vectorSublanes.value_or(1) * *s->coresPerChip
                * *clock;
    }
    return std::nullopt;
}

namespace {

HardwareCache makeHardwareCache(const Device& device, const EngineOptions& options)
{
    HardwareCache cache;
    for (Precision p : kAllPrecisions) {
        cache.matrixPrecision[indexOf(p)] = PerformanceEngine::matrixPrecision(device, p);
        if (device.peakFlopsPerSecond(p)) {
            cache.gpu[indexOf(p)] = PerformanceEngine::gpuHardware(device, p, options);
            cache.systolic[indexOf(p)] = PerformanceEngine::systolicHardware(device, p, options);
        }
    }
    cache.vectorRate = PerformanceEngine::vectorFlopsPerSecond(device);
    return cache;
}

std::optional<OpEstimate> estimateOpCached(const Operator& op, const Device& device,
    const EngineOptions& options, const HardwareCache& cache, EngineError* error)
{
    setError(error, EngineError::None);
    OpEstimate e;
    e.name = op.name;
    e.kind = op.kind;
    e.phase = op.phase;
    e.unit = op.unit;
    e.count = op.count;
    e.precision = op.precision;
    e.ranAs = op.precision;
    e.flops = double(op.flops);
    e.bytes = double(op.bytes());
    const double bandwidth = device.memoryBandwidthBytesPerSecond;
    e.overheadSeconds = launchesKernels(device) ? options.gpuLaunchOverheadSeconds
                                                : options.systolicDispatchOverheadSeconds;

    // An fp32 GEMM on a GPU without an fp32 matrix rate runs on the CUDA cores: PyTorch leaves
    // TF32 off for matmuls by default (torch.backends.cuda.matmul.allow_tf32 = False since 1.12).
    const bool fp32OnVectorUnits = op.precision == Precision::FP32
        && !device.peakFlopsPerSecond(Precision::FP32) && launchesKernels(device)
        && device.vectorFp32FlopsPerSecond;
    const bool matrixOp
        = op.unit == ComputeUnit::Matrix && !op.gemm.isEmpty() && !fp32OnVectorUnits;
    if (matrixOp) {
        const auto ranAs = cache.matrixPrecision[indexOf(op.precision)];
        if (!ranAs) {
            setError(error, EngineError::NoMatrixRate);
            return std::nullopt;
        }
        e.ranAs = *ranAs;
        e.peakFlopsPerSecond = *device.peakFlopsPerSecond(*ranAs);
        const int elementBytes = bytesPerElement(op.precision);
        const double gemmFlops = 2.0 * double(op.gemm.batch) * double(op.gemm.m) * double(op.gemm.n)
            * double(op.gemm.k);
        // Fused causal attention skips masked tiles: its FLOPs are a fraction of its GEMM view.
        const double workFraction = gemmFlops > 0 ? std::min(1.0, e.flops / gemmFlops) : 1.0;
        // Operators whose compulsory traffic is not the GEMM's (fused attention never writes the
        // scores; an implicit-GEMM convolution reads its input, not the im2col matrix) keep the
        // workload's byte count.
        const bool plainGemm = op.kind == OpKind::MatMul || op.kind == OpKind::BatchedMatMul;

        if (const auto& hw = cache.gpu[indexOf(*ranAs)]) {
            const GpuGemmEstimate g = estimateGpuGemm(*hw, op.gemm, elementBytes, elementBytes);
            e.model = QStringLiteral("gpu-tiles");
            e.computeSeconds
                = std::max(g.computeSeconds, g.deliverySeconds) * workFraction + g.latencySeconds;
            if (plainGemm) {
                e.bytes = g.dramBytes;
                e.epilogueSeconds = g.epilogueSeconds;
            }
            e.losses = g.losses;
            e.tileM = g.tile.m;
            e.tileN = g.tile.n;
            e.splitK = g.splitK;
            e.waves = g.waves;
        } else if (const auto& hw = cache.systolic[indexOf(*ranAs)]) {
            const auto s = estimateSystolicGemm(*hw, op.gemm, elementBytes, elementBytes);
            if (!s) {
                setError(error, EngineError::InvalidShape);
                return std::nullopt;
            }
            e.model = QStringLiteral("systolic-folds");
            e.computeSeconds = s->computeSeconds * workFraction;
            if (plainGemm)
                e.bytes = s->dramBytes;
            e.losses = s->losses;
            e.folds = s->folds;
        } else {
            // No published geometry (e.g. Gaudi's MME): the ideal roofline, said as such.
            e.model = QStringLiteral("roofline");
            e.computeSeconds = e.flops / e.peakFlopsPerSecond;
        }
    } else {
        const auto& rate = cache.vectorRate;
        e.model = QStringLiteral("vector");
        e.peakFlopsPerSecond = rate.value_or(0);
        e.computeSeconds = rate && *rate > 0 ? e.flops / *rate : 0;
    }
    // The epilogue's bytes are in `bytes` but are paid after the overlapped part.
    e.memorySeconds = bandwidth > 0 ? std::max(0.0, e.bytes / bandwidth - e.epilogueSeconds) : 0;

    const double busy = std::max({ e.computeSeconds, e.memorySeconds, e.communicationSeconds });
    e.timeSeconds = e.overheadSeconds + busy + e.epilogueSeconds;
    // Parseable but absurd figures must not turn into an infinite (or silently zero) time.
    if (!std::isfinite(e.timeSeconds) || !std::isfinite(e.bytes) || !std::isfinite(e.flops)) {
        setError(error, EngineError::NotFinite);
        return std::nullopt;
    }
    if (e.overheadSeconds >= busy)
        e.bound = Bound::Overhead;
    else if (busy == e.computeSeconds)
        e.bound = Bound::Compute;
    else if (busy == e.memorySeconds)
        e.bound = Bound::Memory;
    else
        e.bound = Bound::Communication;
    return e;
}

} // namespace

QString describeEngineError(EngineError error)
{
    switch (error) {
    case EngineError::None:
        return {};
    case EngineError::NoMatrixRate:
        return QStringLiteral("the device has no matrix rate for the precision or a fallback");
    case EngineError::InvalidShape:
        return QStringLiteral("a dimension is zero, negative or too large to estimate");
    case EngineError::InvalidOptions:
        return QStringLiteral("an engine option is not a finite number in its range");
    case EngineError::NotFinite:
        return QStringLiteral("the device's figures give no finite estimate");
    }
    return {};
}

std::optional<OpEstimate> PerformanceEngine::estimateOp(
    const Operator& op, const Device& device, const EngineOptions& options, EngineError* error)
{
    if (!options.problem().isEmpty()) {
        setError(error, EngineError::InvalidOptions);
        return std::nullopt;
    }
    return estimateOpCached(op, device, options, makeHardwareCache(device, options), error);
}

std::optional<OpEstimate> PerformanceEngine::estimateGemm(const GemmShape& shape,
    Precision precision, const Device& device, const EngineOptions& options, EngineError* error)
{
    if (shape.batch < 1 || shape.m < 1 || shape.n < 1 || shape.k < 1) {
        setError(error, EngineError::InvalidShape);
        return std::nullopt;
    }
    Operator op;
    op.name = QStringLiteral("gemm");
    op.kind = OpKind::MatMul;
    op.unit = ComputeUnit::Matrix;
    op.precision = precision;
    op.gemm = shape;
    const double b = bytesPerElement(precision);
    const double flops
        = 2.0 * double(shape.batch) * double(shape.m) * double(shape.n) * double(shape.k);
    const double bytes = double(shape.batch)
        * (double(shape.m) * double(shape.k) + double(shape.k) * double(shape.n)
            + double(shape.m) * double(shape.n))
        * b;
    if (!(flops < 9.2e18) || !(bytes < 9.2e18)) {
        setError(error, EngineError::InvalidShape);
        return std::nullopt;
    }
    op.flops = qint64(flops);
    op.bytesRead = qint64(bytes);
    return estimateOp(op, device, options, error);
}

std::optional<WorkloadEstimate> PerformanceEngine::estimate(const Workload& workload,
    const Device& device, const EngineOptions& options, EngineError* error, EstimateDetail detail)
{
    if (!options.problem().isEmpty()) {
        setError(error, EngineError::InvalidOptions);
        return std::nullopt;
    }
    WorkloadEstimate w;
    w.deviceId = device.id;
    w.stepKind = stepKindName(workload.step());
    const bool keepOps = detail == EstimateDetail::PerOperator;
    if (keepOps)
        w.ops.reserve(workload.ops().size());

    const double tdp = device.tdpWatts.value_or(0);
    double idle = device.idleWatts.value_or(0);
    if (!device.idleWatts && tdp > 0) {
        idle = tdp * options.idleFractionOfTdpFallback;
        w.idlePowerAssumed = true;
        w.notes.append(QStringLiteral("idle-power-assumed"));
    }
    if (tdp <= 0)
        w.notes.append(QStringLiteral("no-tdp"));
    // No measured clock under a matrix load: the matrix units are taken to sustain the quoted
    // peak (gpuHardware / systolicHardware use a sustained fraction of 1), which flatters them.
    if (!device.sustainedMatrixClockHz
        && std::none_of(device.achievableMatrixFraction.begin(),
            device.achievableMatrixFraction.end(), [](const auto& f) { return f.has_value(); }))
        w.notes.append(QStringLiteral("peak-clock-assumed-sustained"));

    const HardwareCache cache = makeHardwareCache(device, options);
    unsigned fallbacksNoted = 0; // one bit per (requested, used) precision pair
    for (const Operator& op : workload.ops()) {
        auto e = estimateOpCached(op, device, options, cache, error);
        if (!e)
            return std::nullopt;
        const double n = double(e->count);
        const double t = e->timeSeconds * n;
        w.stepSeconds += t;
        w.overheadSeconds += std::min(e->overheadSeconds, e->timeSeconds) * n;
        // The exposed epilogue is memory time whatever bound the overlapped part.
        w.memorySeconds += std::min(e->epilogueSeconds, e->timeSeconds) * n;
        const double rest
            = std::max(0.0, e->timeSeconds - e->overheadSeconds - e->epilogueSeconds) * n;
        if (e->bound == Bound::Memory)
            w.memorySeconds += rest;
        else if (e->bound == Bound::Communication)
            w.communicationSeconds += rest;
        else
            w.computeSeconds += rest;
        w.flopsPerStep += e->flops * n;
        if (op.phase != Phase::Recompute)
            w.modelFlopsPerStep += e->flops * n;
        // Power: idle plus the dynamic range scaled by how busy the busier roof keeps the chip
        // (server power is close to linear in utilization: Fan, Weber & Barroso, ISCA 2007).
        if (e->timeSeconds > 0) {
            const double utilization = std::min(1.0,
                (std::max(e->computeSeconds, e->memorySeconds) + e->epilogueSeconds)
                    / e->timeSeconds);
            w.energyJoulesPerStep += (idle + (tdp - idle) * utilization) * t;
        }
        if (e->ranAs != e->precision) {
            const unsigned bit = 1u
                << (indexOf(e->precision) * kAllPrecisions.size() + indexOf(e->ranAs));
            if (!(fallbacksNoted & bit)) {
                fallbacksNoted |= bit;
                w.notes.append(QStringLiteral("precision-fallback:%1->%2")
                                   .arg(precisionName(e->precision), precisionName(e->ranAs)));
            }
        }
        if (keepOps)
            w.ops.push_back(std::move(*e));
    }

    w.tokensPerStep = double(workload.tokensPerStep());
    w.tokensPerSecond = w.stepSeconds > 0 ? w.tokensPerStep / w.stepSeconds : 0;
    if (const auto p = matrixPrecision(device, workload.spec().run.activationPrecision))
        w.peakFlopsPerSecond = *device.peakFlopsPerSecond(*p);
    w.mfu = w.stepSeconds > 0 && w.peakFlopsPerSecond > 0
        ? w.modelFlopsPerStep / w.stepSeconds / w.peakFlopsPerSecond
        : 0;
    if (workload.step() == StepKind::Prefill)
        w.timeToFirstTokenSeconds = w.stepSeconds;
    if (workload.step() == StepKind::Decode)
        w.timePerOutputTokenSeconds = w.stepSeconds;

    w.memory = workload.memoryFootprint();
    w.memoryCapacityBytes = device.memoryCapacityBytes;
    w.fits = w.memory.totalBytes() <= device.memoryCapacityBytes;

    w.averagePowerWatts = w.stepSeconds > 0 ? w.energyJoulesPerStep / w.stepSeconds : 0;
    const double runSteps = w.tokensPerStep > 0 ? options.trainingTokens / w.tokensPerStep : 0;
    w.runSeconds = runSteps * w.stepSeconds;
    w.runEnergyKwh = w.energyJoulesPerStep * runSteps / 3.6e6 * options.powerUsageEffectiveness;
    w.runCo2Kg = w.runEnergyKwh * options.gridGramsCo2PerKwh / 1000.0;

    for (const PriceQuote& quote : device.prices) {
        if (quote.kind == options.priceKind) {
            w.usdPerChipHour = quote.usdPerChipHour;
            break;
        }
    }
    if (w.usdPerChipHour <= 0)
        w.notes.append(QStringLiteral("no-price:") + options.priceKind);
    w.costPerStepUsd = w.stepSeconds / 3600.0 * w.usdPerChipHour;
    w.costPerRunUsd = w.runSeconds / 3600.0 * w.usdPerChipHour;
    w.costPerMillionTokensUsd
        = w.tokensPerSecond > 0 ? w.usdPerChipHour / 3600.0 / w.tokensPerSecond * 1e6 : 0;
    for (double value :
        { w.stepSeconds, w.energyJoulesPerStep, w.mfu, w.tokensPerSecond, w.runSeconds,
            w.runEnergyKwh, w.runCo2Kg, w.costPerRunUsd, w.costPerMillionTokensUsd }) {
        if (!std::isfinite(value)) {
            setError(error, EngineError::NotFinite);
            return std::nullopt;
        }
    }
    setError(error, EngineError::None);
    return w;
}

} // namespace ts::engine
