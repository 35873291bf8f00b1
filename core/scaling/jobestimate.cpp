// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "jobestimate.h"

#include "common/units.h"

#include <algorithm>
#include <cmath>

namespace ts::scaling {

JobStep JobEstimate::fromEstimate(const engine::WorkloadEstimate& w)
{
    JobStep s;
    s.chips = 1;
    s.stepSeconds = w.stepSeconds;
    s.tokensPerStep = w.tokensPerStep;
    s.hasPower = !w.notes.contains(QStringLiteral("no-tdp"));
    s.energyJoules = w.energyJoulesPerStep;
    s.energyJoulesLow = w.energyJoulesPerStepLow;
    s.energyJoulesHigh = w.energyJoulesPerStepHigh;
    s.facilityEnergyJoules = w.facilityEnergyJoulesPerStep;
    s.hasPrice = w.usdPerChipHour > 0;
    s.usdPerChipHour = w.usdPerChipHour;
    s.costUsd = w.costPerStepUsd;
    s.hasOwnedPrice = w.ownedUsdPerChipHour > 0;
    s.ownedUsdPerChipHour = w.ownedUsdPerChipHour;
    s.costOwnedUsd = units::usdFor(w.stepSeconds, w.ownedUsdPerChipHour);
    return s;
}

JobStep JobEstimate::fromScaling(const ScalingResult& r, const engine::WorkloadEstimate& single,
    const Device& device, const engine::EngineOptions& options)
{
    JobStep s;
    s.chips = r.chips;
    s.stepSeconds = r.stepSeconds;
    s.tokensPerStep = single.tokensPerStep;
    s.hasPower = r.hasPower;
    s.energyJoules = r.energyJoules;
    // ScalingEstimator's power model, at another full-load power: the single-chip run's average
    // power while the shard computes, idle power while it waits.
    auto energyAt = [&](double full, double singleChipJoules) {
        if (full <= 0 || single.stepSeconds <= 0)
            return 0.0;
        const double idle = options.idleWatts(device, full);
        const double busy = singleChipJoules / single.stepSeconds;
        return double(r.chips)
            * (busy * r.computeSeconds + idle * std::max(0.0, r.stepSeconds - r.computeSeconds));
    };
    const auto range = device.fullLoadWattsRange();
    const bool exact = single.energyJoulesPerStepLow == single.energyJoulesPerStep
        && single.energyJoulesPerStepHigh == single.energyJoulesPerStep;
    if (range && !exact) {
        s.energyJoulesLow = energyAt(range->first, single.energyJoulesPerStepLow);
        s.energyJoulesHigh = energyAt(range->second, single.energyJoulesPerStepHigh);
    } else {
        s.energyJoulesLow = s.energyJoules;
        s.energyJoulesHigh = s.energyJoules;
    }
    s.facilityEnergyJoules
        = r.energyJoules * single.serverOverheadFactor * options.powerUsageEffectiveness;
    s.hasPrice = r.hasPrice;
    s.usdPerChipHour = r.usdPerChipHour;
    s.costUsd = r.costUsd;
    if (single.ownedUsdPerChipHour > 0 && r.stepSeconds > 0 && r.chips > 0) {
        // The purchase and hosting shares are per chip-hour whatever the job; the electricity
        // follows the job's own facility power per chip (waiting chips draw less).
        const double facilityWatts = s.facilityEnergyJoules / r.stepSeconds / double(r.chips);
        s.hasOwnedPrice = true;
        s.ownedUsdPerChipHour = single.ownedCapexUsdPerChipHour + options.hostingUsdPerChipHour
            + facilityWatts / 1000.0 * options.electricityUsdPerKwh;
        s.costOwnedUsd = units::usdFor(r.stepSeconds, s.ownedUsdPerChipHour, double(r.chips));
    }
    return s;
}

JobTotals JobEstimate::totals(
    const JobStep& step, double tokens, const engine::EngineOptions& options)
{
    JobTotals t;
    t.tokens = tokens;
    t.steps = step.tokensPerStep > 0 ? std::ceil(tokens / step.tokensPerStep) : 0;
    t.timeSeconds = t.steps * step.stepSeconds;
    t.hasPower = step.hasPower;
    if (t.hasPower) {
        t.energyJoules = t.steps * step.energyJoules;
        t.energyJoulesLow = t.steps * step.energyJoulesLow;
        t.energyJoulesHigh = t.steps * step.energyJoulesHigh;
        t.facilityEnergyJoules = t.steps * step.facilityEnergyJoules;
        t.co2Kg
            = t.facilityEnergyJoules / units::kJoulesPerKwh * options.gridGramsCo2PerKwh / 1000.0;
    }
    t.hasPrice = step.hasPrice;
    if (t.hasPrice)
        t.costUsd = t.steps * step.costUsd;
    t.hasOwnedPrice = step.hasOwnedPrice;
    if (t.hasOwnedPrice)
        t.costOwnedUsd = t.steps * step.costOwnedUsd;
    return t;
}

std::optional<double> JobEstimate::tokensPerJoule(const JobStep& step)
{
    if (!step.hasPower || step.energyJoules <= 0)
        return std::nullopt;
    return step.tokensPerStep / step.energyJoules;
}

std::optional<double> JobEstimate::tokensPerDollar(const JobStep& step)
{
    if (!step.hasPrice || step.costUsd <= 0)
        return std::nullopt;
    return step.tokensPerStep / step.costUsd;
}

} // namespace ts::scaling
