// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "metricfigures.h"

#include "common/units.h"
#include "scaling/jobestimate.h"

#include <cmath>

namespace ts {

namespace { } // namespace

bool MetricFigures::higherIsBetter(Metric metric)
{
    return metric == Metric::Throughput || metric == Metric::Mfu || metric == Metric::TokensPerJoule
        || metric == Metric::TokensPerDollar || metric == Metric::TokensPerKgCo2;
}

bool MetricFigures::has(Metric metric, const engine::WorkloadEstimate& e)
{
    switch (metric) {
    case Metric::CostPerMillionTokens:
    case Metric::CostPerRun:
    case Metric::TokensPerDollar:
        return e.usdPerChipHour > 0;
    case Metric::EnergyPerRun:
    case Metric::Co2PerRun:
    case Metric::TokensPerJoule:
    case Metric::TokensPerKgCo2:
        return e.energyJoulesPerStep > 0;
    case Metric::CostPerRunOwned:
        return e.ownedUsdPerChipHour > 0;
    default:
        return true;
    }
}

double MetricFigures::value(Metric metric, const engine::WorkloadEstimate& e)
{
    switch (metric) {
    case Metric::StepTime:
        return e.stepSeconds * 1e3;
    case Metric::Throughput:
        return e.tokensPerSecond;
    case Metric::Mfu:
        return e.mfu * 100;
    case Metric::Memory:
        return units::gib(double(e.memory.totalBytes()));
    case Metric::CostPerMillionTokens:
        return e.costPerMillionTokensUsd;
    case Metric::CostPerRun:
        return e.costPerRunUsd;
    case Metric::EnergyPerRun:
        return e.runFacilityEnergyKwh;
    case Metric::Co2PerRun:
        return e.runFacilityCo2Kg;
    case Metric::CostPerRunOwned:
        return e.costPerRunOwnedUsd;
    case Metric::TokensPerJoule:
        return e.energyJoulesPerStep > 0 ? e.tokensPerStep / e.energyJoulesPerStep : 0;
    case Metric::TokensPerDollar:
        return e.costPerMillionTokensUsd > 0 ? 1e6 / e.costPerMillionTokensUsd : 0;
    case Metric::TokensPerKgCo2:
        // The run's tokens (its time × throughput) over the run's facility CO₂.
        return e.runFacilityCo2Kg > 0 ? e.runSeconds * e.tokensPerSecond / e.runFacilityCo2Kg : 0;
    }
    return 0;
}

bool MetricFigures::has(Metric metric, const scaling::JobResult& job)
{
    if (!job.usable())
        return false;
    switch (metric) {
    case Metric::CostPerMillionTokens:
    case Metric::CostPerRun:
        return job.step.hasPrice && job.totals.steps > 0;
    case Metric::EnergyPerRun:
    case Metric::Co2PerRun:
        return job.step.hasPower && job.totals.steps > 0;
    case Metric::CostPerRunOwned:
        return job.step.hasOwnedPrice && job.totals.steps > 0;
    case Metric::TokensPerDollar:
        return job.step.hasPrice && job.step.costUsd > 0;
    case Metric::TokensPerJoule:
    case Metric::TokensPerKgCo2:
        return job.step.hasPower && job.step.energyJoules > 0;
    default:
        return true;
    }
}

double MetricFigures::value(Metric metric, const scaling::JobResult& job)
{
    const scaling::ScalingResult& r = job.result;
    switch (metric) {
    case Metric::StepTime:
        return r.stepSeconds * 1e3;
    case Metric::Throughput:
        return r.tokensPerSecond;
    case Metric::Mfu:
        return r.mfu * 100;
    case Metric::Memory:
        return units::gib(double(r.memoryPerChipBytes));
    case Metric::CostPerMillionTokens:
        return job.step.tokensPerStep > 0 ? job.step.costUsd / job.step.tokensPerStep * 1e6 : 0;
    case Metric::CostPerRun:
        return job.totals.costUsd;
    case Metric::EnergyPerRun:
        return job.totals.facilityEnergyJoules / units::kJoulesPerKwh;
    case Metric::Co2PerRun:
        return job.totals.co2Kg;
    case Metric::CostPerRunOwned:
        return job.totals.costOwnedUsd;
    case Metric::TokensPerJoule:
        return scaling::JobEstimate::tokensPerJoule(job.step).value_or(0);
    case Metric::TokensPerDollar:
        return scaling::JobEstimate::tokensPerDollar(job.step).value_or(0);
    case Metric::TokensPerKgCo2:
        // The tokens the run's steps process over the run's facility CO₂.
        return job.totals.co2Kg > 0 ? job.totals.steps * job.step.tokensPerStep / job.totals.co2Kg
                                    : 0;
    }
    return 0;
}

bool MetricFigures::has(Metric metric, const DeviceComparison& d, const Comparison& c)
{
    if (c.showsJob())
        return d.job && has(metric, *d.job);
    return d.estimate && has(metric, *d.estimate);
}

double MetricFigures::value(Metric metric, const DeviceComparison& d, const Comparison& c)
{
    if (c.showsJob())
        return d.job ? value(metric, *d.job) : 0;
    return d.estimate ? value(metric, *d.estimate) : 0;
}

MetricFigures::EnergyRange MetricFigures::energyRange(
    const DeviceComparison& d, const Comparison& c)
{
    EnergyRange range;
    if (!d.estimate)
        return range;
    range.estimated = d.estimate->powerBasis == QLatin1String("estimated");
    // The job's energy scales its steps' chip energy; the range's ends scale the same way.
    double energy = d.estimate->energyJoulesPerStep;
    double low = d.estimate->energyJoulesPerStepLow;
    double high = d.estimate->energyJoulesPerStepHigh;
    if (c.showsJob()) {
        if (!d.job)
            return range;
        energy = d.job->totals.energyJoules;
        low = d.job->totals.energyJoulesLow;
        high = d.job->totals.energyJoulesHigh;
    }
    if (energy > 0) {
        range.low = low / energy;
        range.high = high / energy;
    }
    return range;
}

std::optional<std::pair<double, double>> MetricFigures::bandFactors(
    const validation::AccuracyBand& band, Metric metric)
{
    switch (metric) {
    case Metric::StepTime:
    case Metric::CostPerMillionTokens:
    case Metric::CostPerRun:
    case Metric::CostPerRunOwned:
        return std::pair { band.timeLow(), band.timeHigh() };
    case Metric::Throughput:
    case Metric::Mfu:
    case Metric::TokensPerDollar:
        return std::pair { band.rateLow(), band.rateHigh() };
    case Metric::Memory:
    case Metric::EnergyPerRun:
    case Metric::Co2PerRun:
    case Metric::TokensPerJoule:
    case Metric::TokensPerKgCo2:
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace ts
