// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "metricfigures.h"

#include "jobtext.h"

namespace ts {

bool MetricFigures::has(Metric metric, const DeviceComparison& d, const Comparison& c)
{
    if (c.showsJob())
        return d.job && JobText::hasValue(metric, *d.job);
    return d.estimate && Explanation::hasValue(metric, *d.estimate);
}

double MetricFigures::value(Metric metric, const DeviceComparison& d, const Comparison& c)
{
    if (c.showsJob())
        return d.job ? JobText::value(metric, *d.job) : 0;
    return d.estimate ? Explanation::value(metric, *d.estimate) : 0;
}

QString MetricFigures::format(Metric metric, const DeviceComparison& d, const Comparison& c)
{
    if (c.showsJob())
        return d.job ? JobText::format(metric, *d.job) : QString();
    return d.estimate ? Explanation::format(metric, *d.estimate) : QString();
}

QString MetricFigures::explanation(Metric metric, const DeviceComparison& d, const Comparison& c)
{
    if (c.showsJob())
        return d.job ? JobText::metricHtml(metric, *d.job, d.device, c.options, c.job) : QString();
    return d.estimate ? Explanation::metric(metric, *d.estimate, d.device, c.options) : QString();
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

} // namespace ts
