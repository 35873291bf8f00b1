// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "performanceengine.h"

#include "common/units.h"
#include "hostoffload.h"

#include "devicerates.h"
#include "gputilemodel.h"
#include "operatortimer.h"
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
    return OperatorTimer(device, options).estimate(op, error);
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
    w.costPerMillionTokensUsd = units::usdPerMillionTokens(w.usdPerChipHour, w.tokensPerSecond);
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
        w.costPerMillionTokensOwnedUsd
            = units::usdPerMillionTokens(w.ownedUsdPerChipHour, w.tokensPerSecond);
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

    const OperatorTimer timer(device, options);
    StepTotals totals;
    for (const Operator& op : workload.ops()) {
        auto e = timer.estimate(op, error);
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
