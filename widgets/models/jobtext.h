// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "explanation.h"
#include "scaling/jobspec.h"

#include <QCoreApplication>
#include <QString>

namespace ts {

/// The comparison's figures for a job on many chips (issue 20), in the units and words the
/// one-chip figures use (Explanation), so the table and the charts show either the same way:
/// step time of the job, its throughput on all chips, MFU, memory per chip, cost and energy
/// of the whole run.
class JobText
{
    Q_DECLARE_TR_FUNCTIONS(ts::JobText)

public:
    /// MetricFigures::value with its unit, as Explanation::format.
    static QString format(Metric metric, const scaling::JobResult& job);
    /// What ran: "64 chips · dp8 tp8" ("fewest that fit" when searched), or why nothing can.
    static QString chips(const scaling::JobResult& job, const scaling::JobSpec& spec);
    /// Why the job cannot run (every legality problem, one per line), or does not fit; empty
    /// when it runs and fits.
    static QString problems(const scaling::JobResult& job, const scaling::JobSpec& spec);
    /// How the metric was derived: the split, the step's breakdown (compute, bubble, each
    /// collective), and the run's totals with their price and power basis. Rich text.
    static QString metricHtml(Metric metric, const scaling::JobResult& job, const Device& device,
        const engine::EngineOptions& options, const scaling::JobSpec& spec);
};

} // namespace ts
