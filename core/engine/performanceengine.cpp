// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "performanceengine.h"

#include "common/units.h"
#include "hostoffload.h"

#include "devicerates.h"
#include "executionmodelregistry.h"
#include "gputilemodel.h"
#include "systolicfoldmodel.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace ts::engine {

namespace {

void setError(EngineError* error, EngineError value)
{
    if (error)
        *error = value;
}

// What the per-operator timing needs from a device, derived once per estimate rather than once
// per operator (the slider path evaluates thousands of operators per frame): the device's
// execution model, chosen once, and its matrix-rate fallbacks.
// FlashAttention-2's rate over the library kernel's (cuDNN), forward and backward, H100 bf16
// (FlashAttention-3 paper, Figures 5 and 7: 368 / 609 and 310 / 499 TFLOP/s).
constexpr double kFlashAttention2ForwardToLibrary = 368.0 / 609.0;
constexpr double kFlashAttention2BackwardToLibrary = 310.0 / 499.0;

struct DeviceContext
{
    std::unique_ptr<ExecutionModel> model;
    std::array<std::optional<Precision>, kAllPrecisions.size()> matrixPrecision {};
    double memoryBytesPerSecond = 0; ///< achievable, not the datasheet's
};

std::size_t indexOf(Precision p)
{
    return static_cast<std::size_t>(p);
}

DeviceContext makeContext(const Device& device, const EngineOptions& options)
{
    DeviceContext context;
    context.model = ExecutionModelRegistry::instance().create(device, options);
    context.memoryBytesPerSecond = DeviceRates::achievableMemoryBytesPerSecond(device, options);
    for (Precision p : kAllPrecisions)
        context.matrixPrecision[indexOf(p)] = DeviceRates::matrixPrecision(device, p);
    return context;
}

// What the execution model times for a matrix operator run as `ranAs`.
MatrixWork matrixWorkOf(const Operator& op, Precision ranAs, double flops)
{
    MatrixWork work;
    work.shape = op.gemm;
    work.requested = op.precision;
    work.ranAs = ranAs;
    work.elementBytes = bytesPerElement(op.precision);
    work.outputBytes = bytesPerElement(carrierPrecision(op.precision));
    work.weightBytes = op.weightBits > 0 ? op.weightBits / 8.0 : 0.0;
    work.flops = flops;
    const double gemmFlops = 2.0 * double(op.gemm.batch()) * double(op.gemm.m())
        * double(op.gemm.n()) * double(op.gemm.k());
    // The operator's FLOPs over those of its GEMM view: below 1 when fused causal attention
    // skips masked tiles, above 1 when a fused operator does several GEMMs of that shape
    // (attention forward: QKᵀ and PV; its backward: five). Clamping it to 1 once timed
    // flash-attention backward at up to 2.7× the peak.
    work.workFraction = gemmFlops > 0 ? flops / gemmFlops : 1.0;
    // FP8 training follows Transformer Engine's recipe (docs/workload.md): fast accumulation
    // forward, split (FP32-promoted) accumulation for dgrad and wgrad.
    work.promotedAccumulation = op.precision == Precision::FP8
        && (op.phase == Phase::BackwardData || op.phase == Phase::BackwardWeight);
    return work;
}

std::optional<OpEstimate> timeServingAttention(
    OpEstimate e, const Device& device, Precision ranAs, double bandwidth, EngineError* error)
{
    e.model = &ExecutionModel::servingAttentionInfo();
    e.computeSeconds
        = e.flops / (e.peakFlopsPerSecond * device.attentionFraction(ranAs, /*backward=*/false));
    e.memorySeconds = bandwidth > 0 ? e.bytes / bandwidth : 0;
    const double busy = std::max(e.computeSeconds, e.memorySeconds);
    e.timeSeconds = e.overheadSeconds + busy;
    if (!std::isfinite(e.timeSeconds) || !std::isfinite(e.bytes) || !std::isfinite(e.flops)) {
        setError(error, EngineError::NotFinite);
        return std::nullopt;
    }
    e.bound = e.overheadSeconds >= busy ? Bound::Overhead
        : busy == e.computeSeconds      ? Bound::Compute
                                        : Bound::Memory;
    return e;
}

// Adds to a matrix operator's timed GEMM what its kernel does besides: dequantizing
// quantized weights, fused attention's lower sustained rate, a plain GEMM's own DRAM traffic
// and epilogue.
void completeMatrixTiming(const Operator& op, const Device& device, Precision ranAs,
    const MatrixTiming& timing, OpEstimate& e)
{
    if (op.weightBits > 0) {
        // The kernel dequantizes B as it loads it (Marlin, AWQ and gpt-fast's int8 kernels):
        // a scale multiply and a convert per weight element, for every block of 128 rows of
        // A that streams it (a CTA's rows; a fold's on a systolic chip), on the vector units
        // beside the matrix work.
        const double blocks = std::ceil(double(op.gemm.m()) / 128.0);
        const double dequantizeFlops
            = 2.0 * double(op.gemm.batch()) * double(op.gemm.k()) * double(op.gemm.n()) * blocks;
        if (const auto vector = DeviceRates::vectorFlopsPerSecond(device); vector && *vector > 0)
            e.dequantizationSeconds = dequantizeFlops / *vector;
        e.computeSeconds += e.dequantizationSeconds;
    }
    if (op.kind == OpKind::FlashAttention) {
        // Fused attention interleaves its GEMMs with softmax exponentials on the special-
        // function units and (backward) atomic dQ updates: it sustains less of the peak
        // than a GEMM of its shape (Device::attentionFraction, docs/engine.md).
        const bool backward = op.phase == Phase::Backward || op.phase == Phase::BackwardData
            || op.phase == Phase::BackwardWeight;
        double fraction = device.attentionFraction(ranAs, backward);
        // FlashAttention-2 (eager stacks) against the library kernel, both measured on an
        // H100 in bf16 at head dimension 128 and 4k tokens (Shah et al., FlashAttention-3,
        // arXiv 2407.08608): 368 against cuDNN's 609 TFLOP/s forward, 310 against 499
        // backward; the same ratio elsewhere, an assumption.
        if (op.attentionKernel == AttentionKernel::FlashAttention2)
            fraction
                *= backward ? kFlashAttention2BackwardToLibrary : kFlashAttention2ForwardToLibrary;
        e.computeSeconds = std::max(e.computeSeconds, e.flops / (e.peakFlopsPerSecond * fraction));
    }
    // Operators whose compulsory traffic is not the GEMM's (fused attention never writes the
    // scores; an implicit-GEMM convolution reads its input, not the im2col matrix) keep the
    // workload's byte count.
    const bool plainGemm = op.kind == OpKind::MatMul || op.kind == OpKind::BatchedMatMul;
    if (plainGemm) {
        if (timing.gemmDramBytes)
            e.bytes = *timing.gemmDramBytes;
        e.epilogueSeconds = timing.epilogueSeconds;
    }
    e.losses = timing.losses;
    e.mapping = timing.mapping;
}

std::optional<OpEstimate> estimateOpInContext(
    const Operator& op, const Device& device, const DeviceContext& context, EngineError* error)
{
    setError(error, EngineError::None);
    const ExecutionModel& model = *context.model;
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
    const double bandwidth = context.memoryBytesPerSecond;
    e.overheadSeconds = model.operatorOverheadSeconds();

    // An fp32 GEMM on a GPU without an fp32 matrix rate runs on the CUDA cores: PyTorch leaves
    // TF32 off for matmuls by default (torch.backends.cuda.matmul.allow_tf32 = False since 1.12).
    const bool fp32OnVectorUnits = op.precision == Precision::FP32
        && !device.peakFlopsPerSecond(Precision::FP32) && DeviceRates::launchesKernels(device)
        && device.vectorFp32FlopsPerSecond;
    const bool matrixOp
        = op.unit == ComputeUnit::Matrix && !op.gemm.isEmpty() && !fp32OnVectorUnits;
    if (matrixOp) {
        const auto ranAs = context.matrixPrecision[indexOf(op.precision)];
        if (!ranAs) {
            setError(error, EngineError::NoMatrixRate);
            return std::nullopt;
        }
        e.ranAs = *ranAs;
        e.peakFlopsPerSecond = *device.peakFlopsPerSecond(*ranAs);
        const auto timing = model.timeMatrix(matrixWorkOf(op, *ranAs, e.flops), error);
        if (!timing)
            return std::nullopt;
        e.model = &model.info();
        e.computeSeconds = timing->computeSeconds;
        // Decode attention runs as the serving engines' kernels do: FlashDecoding / FlashInfer /
        // vLLM's paged attention on GPUs, ragged paged attention on TPUs. They split the keys
        // over the sequence so the whole chip streams the cache whatever the batch, and load
        // each K/V block once for the query heads of its group (the operator's bytes: K and V
        // once per KV head). The time is max(bytes at the achievable bandwidth, FLOPs at the
        // fused-attention rate) plus the launch: the GEMM view has one query row a head (a few
        // when verifying drafts), which a tile or fold model pads to a full tile and calls
        // compute-bound at well under 1% of the peak (issue 35). A prompt's attention, chunked
        // against the paged cache or not, keeps the GEMM view: its queries fill the tiles, and
        // a fold model's head-dimension padding is real there.
        if (op.kind == OpKind::FlashAttention && op.phase == Phase::Decode)
            return timeServingAttention(std::move(e), device, *ranAs, bandwidth, error);
        completeMatrixTiming(op, device, *ranAs, *timing, e);
    } else {
        const VectorTiming timing = model.timeVector(op);
        e.model = &ExecutionModel::vectorInfo();
        e.peakFlopsPerSecond = timing.peakFlopsPerSecond;
        e.computeSeconds = timing.computeSeconds;
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
    return DeviceRates::matrixPrecision(device, requested);
}

std::optional<GpuGemmHardware> PerformanceEngine::gpuHardware(
    const Device& device, Precision precision, const EngineOptions& options)
{
    return GpuTileModel::hardware(device, precision, options);
}

std::optional<SystolicGemmHardware> PerformanceEngine::systolicHardware(
    const Device& device, Precision precision, const EngineOptions& options)
{
    return SystolicFoldModel::hardware(device, precision, options);
}

std::optional<double> PerformanceEngine::vectorFlopsPerSecond(const Device& device)
{
    return DeviceRates::vectorFlopsPerSecond(device);
}

std::optional<OpEstimate> PerformanceEngine::estimateOp(
    const Operator& op, const Device& device, const EngineOptions& options, EngineError* error)
{
    if (!options.problem().isEmpty()) {
        setError(error, EngineError::InvalidOptions);
        return std::nullopt;
    }
    return estimateOpInContext(op, device, makeContext(device, options), error);
}

std::optional<OpEstimate> PerformanceEngine::estimateGemm(const GemmShape& shape,
    Precision precision, const Device& device, const EngineOptions& options, EngineError* error)
{
    if (shape.batch() < 1 || shape.m() < 1 || shape.n() < 1 || shape.k() < 1) {
        setError(error, EngineError::InvalidShape);
        return std::nullopt;
    }
    Operator op;
    op.name = QStringLiteral("gemm");
    op.kind = OpKind::MatMul;
    op.unit = ComputeUnit::Matrix;
    op.precision = precision;
    op.gemm = shape;
    const double in = bytesPerElement(precision);
    const double out = bytesPerElement(carrierPrecision(precision));
    const double flops
        = 2.0 * double(shape.batch()) * double(shape.m()) * double(shape.n()) * double(shape.k());
    const double read = double(shape.batch())
        * (double(shape.m()) * double(shape.k()) + double(shape.k()) * double(shape.n())) * in;
    const double written = double(shape.batch()) * double(shape.m()) * double(shape.n()) * out;
    if (!(flops < 9.2e18) || !(read + written < 9.2e18)) {
        setError(error, EngineError::InvalidShape);
        return std::nullopt;
    }
    op.flops = qint64(flops);
    op.bytesRead = qint64(read);
    op.bytesWritten = qint64(written);
    return estimateOp(op, device, options, error);
}

namespace {

// The power model: idle plus the dynamic range up to the full-load power (a TDP, a measured
// maximum or an estimate), with the catalog's range where it has one. Notes what it assumes.
void notePowerModel(WorkloadEstimate& w, const Device& device, const EngineOptions& options)
{
    const double fullLoad = device.fullLoadWatts().value_or(0);
    if (!device.idleWatts && fullLoad > 0) {
        w.idlePowerAssumed = true;
        w.notes.append(QStringLiteral("idle-power-assumed"));
    }
    if (fullLoad <= 0)
        w.notes.append(QStringLiteral("no-tdp"));
    else // a figure without a basis can only be a TDP (Device::fullLoadWatts)
        w.powerBasis = powerBasisName(device.powerBasis.value_or(PowerBasis::Tdp));
    w.serverOverheadFactor = device.kind == DeviceKind::Tpu ? options.tpuServerOverheadFactor
                                                            : options.gpuServerOverheadFactor;
}

// Notes where the matrix units' sustained rate is assumed rather than measured, and records the
// achievable fraction the step's precision runs at.
void noteMatrixAssumptions(WorkloadEstimate& w, const Workload& workload, const Device& device)
{
    // No measured clock under a matrix load: the matrix units are taken to sustain the quoted
    // peak (gpuHardware / systolicHardware use a sustained fraction of 1), which flatters them.
    if (GpuTileModel::accepts(device) && !device.matrixClockHz && !device.boostClockHz)
        w.notes.append(QStringLiteral("gpu-clock-assumed"));
    if (!device.sustainedMatrixClockHz
        && std::none_of(device.achievableMatrixFraction.begin(),
            device.achievableMatrixFraction.end(), [](const auto& f) { return f.has_value(); }))
        w.notes.append(QStringLiteral("peak-clock-assumed-sustained"));
    // The compute precision's achievable fraction is borrowed from a measured sibling
    // (Device::sustainedMatrixFraction): say so, e.g. "matrix-fraction-assumed:tf32-from-bf16".
    if (const auto ranAs
        = DeviceRates::matrixPrecision(device, workload.spec().run.activationPrecision)) {
        if (const auto from = device.borrowedMatrixFraction(*ranAs))
            w.notes.append(QStringLiteral("matrix-fraction-assumed:%1-from-%2")
                               .arg(precisionName(*ranAs), precisionName(*from)));
        w.matrixFraction = device.sustainedMatrixFraction(*ranAs).value_or(1.0);
        w.matrixFractionEvidence = device.sustainedMatrixFractionEvidence(*ranAs);
    }
}

// What the step's operators add up to besides the estimate's own sums.
struct StepTotals
{
    double forwardSeconds = 0; ///< the windows a host offload hides behind
    double backwardSeconds = 0;
    /// Σ utilization × time: energy is linear in it for any power model
    double busySeconds = 0;
    /// One bit per (requested, used) precision pair: 36 pairs, so 64 bits.
    std::uint64_t fallbacksNoted = 0;
};

// Adds one operator's estimate to the step's sums and notes a precision fallback once.
void addOpToStep(WorkloadEstimate& w, StepTotals& totals, const Operator& op, const OpEstimate& e)
{
    const double n = double(e.count);
    const double t = e.timeSeconds * n;
    w.stepSeconds += t;
    // Recomputation runs in the backward pass, block by block.
    if (op.phase == Phase::Forward)
        totals.forwardSeconds += t;
    else if (op.phase != Phase::Optimizer && op.phase != Phase::Prefill
        && op.phase != Phase::Decode)
        totals.backwardSeconds += t;
    w.overheadSeconds += std::min(e.overheadSeconds, e.timeSeconds) * n;
    // The exposed epilogue is memory time whatever bound the overlapped part.
    w.memorySeconds += std::min(e.epilogueSeconds, e.timeSeconds) * n;
    const double rest = std::max(0.0, e.timeSeconds - e.overheadSeconds - e.epilogueSeconds) * n;
    if (e.bound == Bound::Memory)
        w.memorySeconds += rest;
    else if (e.bound == Bound::Communication)
        w.communicationSeconds += rest;
    else
        w.computeSeconds += rest;
    w.flopsPerStep += e.flops * n;
    if (op.phase != Phase::Recompute)
        w.modelFlopsPerStep += e.flops * n;
    // Power: idle plus the dynamic range scaled by how busy the busier roof keeps the chip
    // (server power is close to linear in utilization: Fan, Weber & Barroso, ISCA 2007).
    if (e.timeSeconds > 0) {
        const double utilization = std::min(
            1.0, (std::max(e.computeSeconds, e.memorySeconds) + e.epilogueSeconds) / e.timeSeconds);
        totals.busySeconds += utilization * t;
    }
    if (e.ranAs != e.precision) {
        static_assert(kAllPrecisions.size() * kAllPrecisions.size() <= 64);
        const std::uint64_t bit = std::uint64_t(1)
            << (indexOf(e.precision) * kAllPrecisions.size() + indexOf(e.ranAs));
        if (!(totals.fallbacksNoted & bit)) {
            totals.fallbacksNoted |= bit;
            w.notes.append(QStringLiteral("precision-fallback:%1->%2")
                               .arg(precisionName(e.precision), precisionName(e.ranAs)));
        }
    }
}

// Activations a remat policy offloads to host memory cross the host link each micro-step,
// out behind the forward pass and back behind the backward pass (engine::hostOffload).
void addStepHostOffload(WorkloadEstimate& w, const Workload& workload, const Device& device,
    double forwardSeconds, double backwardSeconds)
{
    const RunConfig& run = workload.spec().run;
    const double microSteps
        = std::ceil(double(run.globalBatch) / double(std::max<qint64>(run.microBatch, 1)));
    const HostOffload o = hostOffload(
        device, double(w.memory.hostOffloadBytes) * microSteps, forwardSeconds, backwardSeconds);
    w.stepSeconds += o.exposedSeconds;
    w.communicationSeconds += o.exposedSeconds;
    w.hostOffloadExposedSeconds = o.exposedSeconds;
    if (o.linkAssumed)
        w.notes.append(QStringLiteral("host-link-assumed"));
}

// The step's energy (chip, with the catalog's range, and facility), its average power, and the
// whole run's time, energy and CO2 (EngineOptions::trainingTokens).
void addStepEnergyAndRun(
    WorkloadEstimate& w, const Device& device, const EngineOptions& options, double busySeconds)
{
    // A measured idle stays as measured (below the low end at most); an assumed one is a
    // fraction of whichever full-load power is used.
    const double fullLoad = device.fullLoadWatts().value_or(0);
    const auto range = device.fullLoadWattsRange().value_or(std::make_pair(0.0, 0.0));
    auto energyAt = [&](double full) {
        if (full <= 0)
            return 0.0;
        const double idle = options.idleWatts(device, full);
        return idle * w.stepSeconds + (full - idle) * busySeconds;
    };
    w.energyJoulesPerStep = energyAt(fullLoad);
    w.energyJoulesPerStepLow = energyAt(range.first);
    w.energyJoulesPerStepHigh = energyAt(range.second);
    const double facility = w.serverOverheadFactor * options.powerUsageEffectiveness;
    w.facilityEnergyJoulesPerStep = w.energyJoulesPerStep * facility;
    w.facilityEnergyJoulesPerStepLow = w.energyJoulesPerStepLow * facility;
    w.facilityEnergyJoulesPerStepHigh = w.energyJoulesPerStepHigh * facility;

    w.averagePowerWatts = w.stepSeconds > 0 ? w.energyJoulesPerStep / w.stepSeconds : 0;
    const double runSteps = w.tokensPerStep > 0 ? options.trainingTokens / w.tokensPerStep : 0;
    w.runSeconds = runSteps * w.stepSeconds;
    // run.energy_kwh keeps its published meaning (chip energy × PUE, the JSON contract); the
    // facility figure (host, network and cooling share too) is a key of its own.
    w.runEnergyKwh
        = w.energyJoulesPerStep * runSteps / units::kJoulesPerKwh * options.powerUsageEffectiveness;
    w.runCo2Kg = w.runEnergyKwh * options.gridGramsCo2PerKwh / 1000.0;
    w.runFacilityEnergyKwh = w.facilityEnergyJoulesPerStep * runSteps / units::kJoulesPerKwh;
    w.runFacilityCo2Kg = w.runFacilityEnergyKwh * options.gridGramsCo2PerKwh / 1000.0;
}

// The step's and the run's cost: rented at the chosen price, and owned when the catalog has a
// purchase price.
void addStepCosts(WorkloadEstimate& w, const Device& device, const EngineOptions& options)
{
    if (const std::optional<PriceQuote> quote = options.price(device)) {
        w.usdPerChipHour = quote->usdPerChipHour;
        w.priceProvider = quote->provider;
        w.priceDate = quote->date;
        w.priceSource = quote->source;
    }
    if (w.usdPerChipHour <= 0)
        w.notes.append(QStringLiteral("no-price:") + options.priceKind);
    w.costPerStepUsd = units::usdFor(w.stepSeconds, w.usdPerChipHour);
    w.costPerRunUsd = units::usdFor(w.runSeconds, w.usdPerChipHour);
    w.costPerMillionTokensUsd = w.tokensPerSecond > 0
        ? w.usdPerChipHour / units::kSecondsPerHour / w.tokensPerSecond * 1e6
        : 0;
    if (!device.purchases.isEmpty()) {
        // Rent or buy: the purchase over the hours the chip works while it is written off,
        // the electricity it draws at the facility meter while it works, and hosting.
        constexpr double kHoursPerYear = 8766; // 365.25 days
        const PurchaseQuote& quote = device.purchases.front();
        const double capex
            = quote.usdPerChip * (quote.includesServer ? 1.0 : 1.0 + options.ownedServerShare);
        w.ownedCapexUsdPerChipHour
            = capex / (options.ownedAmortizationYears * kHoursPerYear * options.ownedUtilization);
        const double facilityWatts
            = w.stepSeconds > 0 ? w.facilityEnergyJoulesPerStep / w.stepSeconds : 0;
        w.ownedEnergyUsdPerChipHour = facilityWatts / 1000.0 * options.electricityUsdPerKwh;
        w.ownedUsdPerChipHour = w.ownedCapexUsdPerChipHour + w.ownedEnergyUsdPerChipHour
            + options.hostingUsdPerChipHour;
        w.costPerRunOwnedUsd = units::usdFor(w.runSeconds, w.ownedUsdPerChipHour);
        w.costPerMillionTokensOwnedUsd = w.tokensPerSecond > 0
            ? w.ownedUsdPerChipHour / units::kSecondsPerHour / w.tokensPerSecond * 1e6
            : 0;
    }
}

} // namespace

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

    notePowerModel(w, device, options);
    noteMatrixAssumptions(w, workload, device);

    const DeviceContext context = makeContext(device, options);
    StepTotals totals;
    for (const Operator& op : workload.ops()) {
        auto e = estimateOpInContext(op, device, context, error);
        if (!e)
            return std::nullopt;
        addOpToStep(w, totals, op, *e);
        if (keepOps)
            w.ops.push_back(std::move(*e));
    }

    w.memory = workload.memoryFootprint();
    if (workload.step() == StepKind::Training && w.memory.hostOffloadBytes > 0)
        addStepHostOffload(w, workload, device, totals.forwardSeconds, totals.backwardSeconds);
    w.tokensPerStep = double(workload.tokensPerStep());
    w.tokensPerSecond = w.stepSeconds > 0 ? w.tokensPerStep / w.stepSeconds : 0;
    if (const auto p = matrixPrecision(device, workload.spec().run.activationPrecision))
        w.peakFlopsPerSecond = *device.peakFlopsPerSecond(*p);
    w.mfu = w.stepSeconds > 0 && w.peakFlopsPerSecond > 0
        ? w.modelFlopsPerStep / w.stepSeconds / w.peakFlopsPerSecond
        : 0;
    // A training MFU above every published run on this chip is more likely the model's optimism
    // than the chip's: say so (docs/engine.md, "Above the best published MFU").
    if (workload.step() == StepKind::Training && device.bestPublishedTrainingMfu
        && w.mfu > *device.bestPublishedTrainingMfu)
        w.notes.append(QStringLiteral("mfu-above-best-published"));
    if (workload.step() == StepKind::Prefill)
        w.timeToFirstTokenSeconds = w.stepSeconds;
    if (workload.step() == StepKind::Decode)
        w.timePerOutputTokenSeconds = w.stepSeconds;

    w.memoryCapacityBytes = device.memoryCapacityBytes;
    w.fits = w.memory.totalBytes() <= device.memoryCapacityBytes;

    addStepEnergyAndRun(w, device, options, totals.busySeconds);

    addStepCosts(w, device, options);
    for (double value : { w.stepSeconds, w.energyJoulesPerStep, w.energyJoulesPerStepLow,
             w.energyJoulesPerStepHigh, w.facilityEnergyJoulesPerStep, w.mfu, w.tokensPerSecond,
             w.runSeconds, w.runEnergyKwh, w.runCo2Kg, w.runFacilityEnergyKwh, w.runFacilityCo2Kg,
             w.costPerRunUsd, w.costPerMillionTokensUsd }) {
        if (!std::isfinite(value)) {
            setError(error, EngineError::NotFinite);
            return std::nullopt;
        }
    }
    setError(error, EngineError::None);
    return w;
}

} // namespace ts::engine
