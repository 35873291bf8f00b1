// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "engine/workloadestimate.h"
#include "hardware/device.h"
#include "io/diagnostic.h"
#include "jobestimate.h"
#include "scalingresult.h"
#include "workload/parallelconfig.h"
#include "workload/workload.h"

#include <QJsonObject>
#include <optional>

namespace ts::scaling {

/// A job as the window describes it (issue 20): how many chips run the step, how the step is
/// split over them, and how many tokens the whole run processes. One chip without
/// `fewestThatFit` is the single-chip comparison the engine answers alone.
struct JobSpec
{
    static constexpr qint64 kMaxChips = 65536;
    /// `fewestThatFit` tries the powers of two from 1 up to this many chips.
    static constexpr qint64 kMaxFewestChips = 16384;
    static constexpr double kMaxTokens = 1e18;

    qint64 chips = 1;
    /// Find the fewest chips (a power of two) on which some legal split fits memory.
    bool fewestThatFit = false;
    /// Search the fastest legal split that fits (ScalingEstimator::fastest); false: run `split`
    /// as set by hand, on split.chips() chips.
    bool searchSplit = true;
    /// The hand-set split: dp, tp, pp, ep and the ZeRO stage (searchSplit false).
    ParallelConfig split;
    /// Tokens (samples for models without tokens) the whole run processes: what the per-run
    /// time, energy and cost multiply.
    double tokens = 1e9;

    /// More than one chip, or a count still to be found: the job's figures replace the single
    /// chip's in the comparison.
    bool multiChip() const { return fewestThatFit || !searchSplit || chips > 1; }
    /// The chip count the job asks for (the hand-set split's product when set by hand).
    qint64 requestedChips() const { return searchSplit ? chips : split.chips(); }

    /// Range problems of the fields themselves, at "$.job.<field>" (the split's legality for a
    /// workload is ParallelConfig::check's, reported with the result).
    io::Diagnostics check(const QString& file = QString()) const;
    /// Reads a "job" object (every field optional; missing ones keep their defaults). Problems
    /// go to `diagnostics` at `jsonPath`.<field>; nothing when there are errors.
    static std::optional<JobSpec> fromJson(const QJsonObject& object, const QString& jsonPath,
        const QString& file, io::Diagnostics* diagnostics);
    QJsonObject toJson() const;

    friend bool operator==(const JobSpec&, const JobSpec&) = default;
};

/// One device's answer to a JobSpec: the split it leads to (its problems when none is legal or
/// none fits), the step on all chips and the whole run's totals.
struct JobResult
{
    ScalingResult result;
    /// For fewestThatFit: the candidates were searched and none up to kMaxFewestChips fits.
    bool noCountFits = false;
    JobStep step;
    JobTotals totals;

    bool usable() const { return result.legal() && step.stepSeconds > 0; }
};

/// Runs a JobSpec through the scaling model.
class JobRunner
{
public:
    /// The split ScalingEstimator searches from: the workload's micro-batch, the hand-set ep
    /// and ZeRO stage (default 1 for training, 0 for inference), gradient reduction overlapped.
    static ParallelConfig base(const JobSpec& job, const Workload& workload);
    /// `job` on `device`; `singleChip` is the engine's estimate of the whole workload on one
    /// chip with the same options (the energy range's busy power). Totals use job.tokens.
    static JobResult run(const JobSpec& job, const Workload& workload, const Device& device,
        const engine::EngineOptions& options, const engine::WorkloadEstimate& singleChip);
};

} // namespace ts::scaling
