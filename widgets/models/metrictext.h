// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/metricfigures.h"

#include <QString>

namespace ts {

/// A device's figure for a Metric in words, as the comparison shows it: its job's (JobText)
/// when the comparison shows a job, else its one-chip estimate's (Explanation). Which figure is
/// shown and whether it is known are MetricFigures' (core/compare).
class MetricText
{
public:
    /// MetricFigures::value with its unit; empty when the device cannot be estimated.
    static QString format(
        Metric metric, const DeviceComparison& device, const Comparison& comparison);
    /// How it was derived (rich text); empty when the device cannot be estimated.
    static QString explanation(
        Metric metric, const DeviceComparison& device, const Comparison& comparison);
};

} // namespace ts
