// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "engine/workloadestimate.h"
#include "hardware/device.h"
#include "scalingresult.h"

#include <optional>

namespace ts::scaling {

/// One step of a job on `chips` chips, all chips together: what whole-job totals multiply.
struct JobStep
{
    qint64 chips = 1;
    double stepSeconds = 0;
    double tokensPerStep = 0; ///< tokens (or samples) one step processes, all chips together
    bool hasPower = false; ///< the catalog has a full-load power figure for the device
    /// Chip (IT) energy of all chips for one step, and its value at the low and high ends of the
    /// catalog's full-load power range (all three equal for a `tdp` or `measured` figure).
    double energyJoules = 0;
    double energyJoulesLow = 0;
    double energyJoulesHigh = 0;
    /// Facility energy of all chips for one step: chip energy × the platform's server overhead
    /// factor × PUE.
    double facilityEnergyJoules = 0;
    bool hasPrice = false; ///< the catalog has a price of the chosen kind
    double usdPerChipHour = 0;
    double costUsd = 0; ///< all chips, one step: step hours × chips × usdPerChipHour
    /// Owning the chips instead (the device has a purchase price): the owned chip-hour, with
    /// the electricity at the job's own power, and all chips' cost of one step.
    bool hasOwnedPrice = false;
    double ownedUsdPerChipHour = 0;
    double costOwnedUsd = 0;
};

/// A whole job: `steps` = ceil(tokens / tokens per step) steps of one JobStep.
struct JobTotals
{
    double tokens = 0;
    double steps = 0; ///< a whole number
    double timeSeconds = 0;
    bool hasPower = false;
    double energyJoules = 0; ///< chip energy
    double energyJoulesLow = 0;
    double energyJoulesHigh = 0;
    double facilityEnergyJoules = 0; ///< chip energy × server overhead × PUE
    double co2Kg = 0; ///< of the facility energy, at EngineOptions::gridGramsCo2PerKwh
    bool hasPrice = false;
    double costUsd = 0; ///< chips × hours × price per chip-hour
    bool hasOwnedPrice = false;
    double costOwnedUsd = 0; ///< chips × hours × owned chip-hour
};

/// Whole-job totals (time, energy, cost, CO₂) and per-token efficiency from the per-step
/// estimate of one chip (engine::PerformanceEngine) or of many (ScalingEstimator).
class JobEstimate
{
public:
    /// The step of a single-chip engine estimate.
    static JobStep fromEstimate(const engine::WorkloadEstimate& estimate);
    /// The step of a multi-chip result. `singleChip` is the engine's estimate of the whole
    /// workload on one chip of `device` with the same `options` (ScalingEstimator's own
    /// baseline); its energy at the low and high full-load power gives the busy power of the
    /// range, and the idle power follows the engine's model (a catalog idle figure, else
    /// EngineOptions::idleFractionOfTdpFallback of the full-load power), as ScalingEstimator
    /// does for the nominal figure, which is taken from `result` unchanged.
    static JobStep fromScaling(const ScalingResult& result,
        const engine::WorkloadEstimate& singleChip, const Device& device,
        const engine::EngineOptions& options);

    /// `tokens` (> 0) worth of steps of `step`.
    static JobTotals totals(
        const JobStep& step, double tokens, const engine::EngineOptions& options);

    /// Tokens per joule of chip energy; nothing without a power figure or a zero energy.
    static std::optional<double> tokensPerJoule(const JobStep& step);
    /// Tokens per US dollar of rent; nothing without a price.
    static std::optional<double> tokensPerDollar(const JobStep& step);
};

} // namespace ts::scaling
