// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "metrictext.h"

#include "explanation.h"
#include "jobtext.h"

namespace ts {

QString MetricText::format(Metric metric, const DeviceComparison& d, const Comparison& c)
{
    if (c.showsJob())
        return d.job ? JobText::format(metric, *d.job) : QString();
    return d.estimate ? Explanation::format(metric, *d.estimate) : QString();
}

QString MetricText::explanation(Metric metric, const DeviceComparison& d, const Comparison& c)
{
    if (c.showsJob())
        return d.job ? JobText::metricHtml(metric, *d.job, d.device, c.options, c.job) : QString();
    return d.estimate ? Explanation::metric(metric, *d.estimate, d.device, c.options) : QString();
}

} // namespace ts
