// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparison.h"
#include "explanation.h"

#include <QString>

namespace ts {

/// A device's figure for a Metric as the comparison shows it: its job's on many chips
/// (JobText) when the comparison shows a job, else its one-chip estimate's (Explanation). The
/// table, the charts and the verdict read figures through here, so they never disagree on which
/// one is shown or whether it is known.
class MetricFigures
{
public:
    /// The figure is known: the device runs (a legal split for a job) and has the price or
    /// power the metric needs.
    static bool has(Metric metric, const DeviceComparison& device, const Comparison& comparison);
    /// In Explanation::metricUnit(metric); 0 when unknown.
    static double value(
        Metric metric, const DeviceComparison& device, const Comparison& comparison);
    static QString format(
        Metric metric, const DeviceComparison& device, const Comparison& comparison);
    /// How it was derived (rich text); empty when the device cannot be estimated.
    static QString explanation(
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
};

} // namespace ts
