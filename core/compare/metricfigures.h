// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "comparison.h"

#include <optional>
#include <utility>

namespace ts {

/// The figures the comparison shows for each device, in table-column order.
enum class Metric {
    StepTime,
    Throughput,
    Mfu,
    Memory,
    CostPerMillionTokens,
    CostPerRun,
    EnergyPerRun,
    Co2PerRun,
    /// The run's cost on owned chips (purchase over the amortization, electricity, hosting).
    CostPerRunOwned,
    /// Efficiency: tokens (samples) per joule of chip energy, per dollar of rent, per kg of CO₂
    /// at the facility (issue 20's per-watt and per-dollar views). Higher is better.
    TokensPerJoule,
    TokensPerDollar,
    TokensPerKgCo2,
};
inline constexpr int kMetricCount = 12;

/// A device's figure for a Metric as the comparison shows it: its job's on many chips when the
/// comparison shows a job, else its one-chip estimate's. The table, the charts, the verdict and
/// the claims read figures through here, so they never disagree on which one is shown or
/// whether it is known. Values are in the unit `Explanation::metricUnit` (widgets/models) names:
/// ms, tokens/s, %, GB (10⁹ bytes), USD, kWh, kg CO₂, and tokens per J, per USD and per kg CO₂.
/// The words for a figure (its formatting and derivation) are `MetricText`'s, in widgets.
class MetricFigures
{
public:
    /// True when larger is better (throughput, MFU, tokens per joule, dollar, kg CO₂); false
    /// when smaller is (time, memory, cost, energy, CO₂).
    static bool higherIsBetter(Metric metric);

    /// Whether a one-chip estimate has a figure for `metric`: a price for the costs and tokens
    /// per dollar, a power figure for energy, CO₂ and tokens per joule, a purchase price for the
    /// owned cost.
    static bool has(Metric metric, const engine::WorkloadEstimate& estimate);
    /// The metric's value on one chip's estimate.
    static double value(Metric metric, const engine::WorkloadEstimate& estimate);

    /// Whether a job has a figure for `metric`: a legal split the engine could estimate, and a
    /// price or a power figure where the metric needs one.
    static bool has(Metric metric, const scaling::JobResult& job);
    /// The metric's value for the job on all its chips (memory: per chip; costs and energy: the
    /// whole run).
    static double value(Metric metric, const scaling::JobResult& job);

    /// The figure is known: the device runs (a legal split for a job) and has the price or
    /// power the metric needs.
    static bool has(Metric metric, const DeviceComparison& device, const Comparison& comparison);
    /// 0 when unknown.
    static double value(
        Metric metric, const DeviceComparison& device, const Comparison& comparison);

    /// The energy's range from the catalog's power range, as factors of the energy shown (1
    /// and 1 for an exact tdp or measured figure), and whether the power is an estimate.
    struct EnergyRange
    {
        bool estimated = false;
        double low = 1;
        double high = 1;
    };
    static EnergyRange energyRange(const DeviceComparison& device, const Comparison& comparison);

    /// The factors a metric's measured value is expected within, relative to the prediction:
    /// the time's for step time and cost, the rate's for throughput and MFU; nothing for the
    /// metrics the band says nothing about (memory, energy, CO₂).
    static std::optional<std::pair<double, double>> bandFactors(
        const validation::AccuracyBand& band, Metric metric);
};

} // namespace ts
