// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "collectivemodel.h"
#include "engine/engineerror.h"
#include "io/diagnostic.h"
#include "workload/memoryfootprint.h"
#include "workload/parallelconfig.h"

#include <QStringList>
#include <vector>

namespace ts::scaling {

/// One kind of collective a step runs, how often, and how much of it the step waits for.
struct CollectiveUse
{
    QString purpose; ///< "tp", "ep", "pp", "dp-grad", "dp-params", "fsdp-gather"
    CollectiveEstimate estimate; ///< one execution
    qint64 countPerStep = 0;
    double totalSeconds = 0; ///< estimate.timeSeconds × countPerStep
    double exposedSeconds = 0; ///< the part not hidden behind compute
};

/// A workload step on `chips` chips of one device under one ParallelConfig, with its
/// derivation. Times are per step on the critical path (the slowest pipeline stage); cost and
/// energy are for all chips together.
struct ScalingResult
{
    ParallelConfig config;
    qint64 chips = 1;
    /// Legality problems (ParallelConfig::check, a replica the workload builder refuses); the
    /// figures below are zero when there are errors or an engine error. A split that does not
    /// fit memory is legal but `fits` false.
    io::Diagnostics problems;
    /// Why the engine could not estimate the step (None when it could): a code the GUI and the
    /// CLI word themselves (EngineErrorText), never a sentence built here.
    engine::EngineError engineError = engine::EngineError::None;
    QString engineErrorOperator; ///< the operator the engine failed on (empty: the whole step)

    double stepSeconds = 0;
    double computeSeconds = 0; ///< the stage's operators, all micro-batches, with the optimizer
    double optimizerSeconds = 0;
    double bubbleSeconds = 0; ///< pipeline fill and drain: W·(p−1)/(v·m)
    /// Activations a remat policy offloads to host memory, per chip and step, each way
    /// (engine::hostOffload), and the part of their transfer the step waits for.
    double hostOffloadBytes = 0;
    double hostOffloadExposedSeconds = 0;
    double bubbleFraction = 0; ///< bubble / (W + bubble); (p−1)/(m+p−1) for plain 1F1B
    double commSeconds = 0; ///< every collective of the step, hidden or not
    double exposedCommSeconds = 0; ///< the communication the step waits for
    double singleChipStepSeconds = 0; ///< the whole step on one chip (memory ignored)
    /// T₁ / (chips × T_N), in (0, 1]: the speedup over one chip per chip.
    double scalingEfficiency = 0;
    double mfu = 0;
    double tokensPerSecond = 0;

    MemoryFootprint memory; ///< per chip
    qint64 memoryPerChipBytes = 0;
    qint64 memoryCapacityBytes = 0;
    bool fits = false;

    double energyJoules = 0; ///< all chips, one step (IT energy)
    bool hasPower = false;
    double costUsd = 0; ///< all chips, one step
    double usdPerChipHour = 0;
    bool hasPrice = false;

    std::vector<CollectiveUse> collectives;
    /// The derivation as a trace for `tensorscope scale --explain`: one formula with its numbers
    /// per line, in the notation of docs/scaling.md (English, like the JSON keys). The GUI words
    /// its own, translated, from the fields above (widgets/models/scalingresulttext.h).
    QStringList derivation;
    /// Stable codes of fallbacks and assumptions (the network's and the engine's).
    QStringList notes;

    bool legal() const
    {
        return !io::hasErrors(problems) && engineError == engine::EngineError::None;
    }
    double commShare() const { return stepSeconds > 0 ? exposedCommSeconds / stepSeconds : 0; }
};

} // namespace ts::scaling
