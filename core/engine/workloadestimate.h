// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "opestimate.h"
#include "workload/memoryfootprint.h"

#include <QStringList>
#include <vector>

namespace ts::engine {

/// One workload on one device: step time and its breakdown, throughput, utilization, memory,
/// energy and cost, with the per-operator estimates the totals are summed from.
struct WorkloadEstimate
{
    QString deviceId;
    QString stepKind; ///< "training", "prefill" or "decode"

    double stepSeconds = 0; ///< Σ op.timeSeconds × op.count
    /// The step time split by what each operator's time was spent on: its overhead goes to
    /// overheadSeconds, the rest to the limit that bound it. The four add up to stepSeconds.
    double computeSeconds = 0;
    double memorySeconds = 0;
    double communicationSeconds = 0;
    double overheadSeconds = 0;
    /// The part of communicationSeconds spent waiting for activations offloaded to host memory
    /// (a remat policy's, engine::hostOffload).
    double hostOffloadExposedSeconds = 0;

    double flopsPerStep = 0; ///< everything executed, recomputation included
    double modelFlopsPerStep = 0; ///< without recomputation: the numerator of MFU
    double tokensPerStep = 0; ///< tokens (or samples for CNN/MLP) a step processes
    double tokensPerSecond = 0;
    /// Model FLOPs utilization: modelFlopsPerStep / (stepSeconds × peak at the compute precision).
    double mfu = 0;
    double peakFlopsPerSecond = 0; ///< the MFU denominator's peak

    /// Inference: time to first token (the prefill step) or time per output token (a decode step).
    double timeToFirstTokenSeconds = 0;
    double timePerOutputTokenSeconds = 0;

    MemoryFootprint memory; ///< per device
    qint64 memoryCapacityBytes = 0;
    bool fits = true;

    double averagePowerWatts = 0; ///< power of the chip over the step
    double energyJoulesPerStep = 0; ///< chip energy, without server overhead or PUE
    /// The chip energy with the catalog's low and high full-load power (Device::
    /// fullLoadWattsRange); both equal energyJoulesPerStep for an exact (tdp, measured) figure.
    double energyJoulesPerStepLow = 0;
    double energyJoulesPerStepHigh = 0;
    /// "tdp", "measured" or "estimated" (Device::powerBasis); empty without a power figure.
    QString powerBasis;
    /// The platform's server overhead factor used (EngineOptions::gpu/tpuServerOverheadFactor).
    double serverOverheadFactor = 1;
    /// Energy at the level people pay for: chip energy × serverOverheadFactor × PUE, and its
    /// range.
    double facilityEnergyJoulesPerStep = 0;
    double facilityEnergyJoulesPerStepLow = 0;
    double facilityEnergyJoulesPerStepHigh = 0;
    bool idlePowerAssumed = false; ///< the catalog had no idle figure (fallback fraction used)
    double runSeconds = 0; ///< training: time for EngineOptions::trainingTokens
    double runEnergyKwh = 0; ///< energy of the run: chip energy × PUE (no server overhead)
    double runCo2Kg = 0; ///< of runEnergyKwh
    /// Facility energy of the run: chip energy × server overhead × PUE, and its CO₂.
    double runFacilityEnergyKwh = 0;
    double runFacilityCo2Kg = 0;
    double usdPerChipHour = 0; ///< 0 when the catalog has no price of the chosen kind
    /// The quote usdPerChipHour comes from (EngineOptions::price): provider, date, source URL.
    QString priceProvider;
    QString priceDate;
    QString priceSource;
    double costPerStepUsd = 0;
    double costPerRunUsd = 0;
    double costPerMillionTokensUsd = 0;
    /// Owning the chip instead of renting it (docs/engine.md, "Rent or buy"): the catalog's
    /// first purchase price spread over the chip's working hours, plus its facility energy at
    /// EngineOptions::electricityUsdPerKwh, plus hosting. 0 when the device cannot be bought.
    double ownedUsdPerChipHour = 0;
    double ownedCapexUsdPerChipHour = 0; ///< the purchase's share of ownedUsdPerChipHour
    double ownedEnergyUsdPerChipHour = 0; ///< the electricity's share
    double costPerRunOwnedUsd = 0;
    double costPerMillionTokensOwnedUsd = 0;

    /// The fraction of the matrix peak the device is taken to sustain at the compute precision
    /// (Device::sustainedMatrixFraction; 1 when nothing is sourced) and its evidence:
    /// "measured", "sibling", "clock" or "assumed" (Device::sustainedMatrixFractionEvidence).
    double matrixFraction = 1.0;
    QString matrixFractionEvidence;

    std::vector<OpEstimate> ops;
    /// Stable codes of the assumptions and fallbacks this estimate used, e.g.
    /// "precision-fallback:fp8->bf16", "idle-power-assumed", "no-price".
    QStringList notes;
};

} // namespace ts::engine
