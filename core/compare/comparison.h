// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "engine/performanceengine.h"
#include "hardware/device.h"
#include "io/diagnostic.h"
#include "scaling/jobspec.h"
#include "serving/servingestimator.h"
#include "serving/servingfrontier.h"
#include "validation/accuracymodel.h"
#include "workload/workload.h"

#include <QList>
#include <optional>
#include <vector>

namespace ts {

class Catalog;

/// One point of a batch-size curve: the workload re-built at another global batch.
struct BatchPoint
{
    qint64 globalBatch = 0;
    double stepSeconds = 0;
    double tokensPerSecond = 0;
    bool fits = true;
};

/// One ticked device and what the engine says about the workload on it.
struct DeviceComparison
{
    Device device;
    /// The device's position among the ticked devices: its colour in every chart and view.
    int colorIndex = 0;
    std::optional<engine::WorkloadEstimate> estimate;
    engine::EngineError error = engine::EngineError::None;
    std::vector<BatchPoint> batchCurve;
    /// How far the estimate's step time may be from a measurement (docs/validation.md,
    /// "Uncertainty bands"); nothing when the validation data has no figure for it. Computed
    /// with the estimate, so the table and charts only read it.
    std::optional<validation::AccuracyBand> band;
    /// The job on many chips (Comparison::job is multi-chip): the split found or set, its step
    /// and the whole run. Nothing for a one-chip comparison or a device the engine cannot run.
    std::optional<scaling::JobResult> job;
    /// Serving on one chip (Comparison::showsServing()): the batch that meets the workload's
    /// latency targets (RunConfig::ttftTargetSeconds, tpotTargetSeconds), or the workload's own
    /// batch without targets, with its TTFT, TPOT and throughput (docs/serving.md).
    std::optional<serving::ServingEstimate> serving;
    /// The serving frontier (Comparison::showsServing()): the request's lengths, batching and
    /// speculation swept over tensor parallelism and batch (serving::ServingFrontier); the
    /// Serving frontier chart draws it and `serve --frontier` prints the same points.
    std::optional<serving::ServingFrontierResult> frontier;
};

/// Everything the results area shows, computed in one go from (workload, devices, options) so
/// every chart and table of one update reads the same numbers. A value type: charts and models
/// keep a copy and never call the engine themselves.
struct Comparison
{
    /// The built workload; nothing when the spec does not build (see diagnostics).
    std::optional<Workload> workload;
    io::Diagnostics diagnostics;
    engine::EngineOptions options;
    /// The job the figures describe; a one-chip job leaves DeviceComparison::job empty.
    scaling::JobSpec job;
    std::vector<DeviceComparison> devices;
    /// Ticked ids the catalog does not have (e.g. a user device file removed since).
    QStringList missingDeviceIds;

    /// The global batch sizes of the batch curve: powers of two from 1 to 1024, plus `current`.
    static QList<qint64> batchSweep(qint64 current);

    /// Builds `spec` and estimates it on each device of `deviceIds` found in `catalog`, with a
    /// batch curve per device (training and prefill steps; decode curves use the same sweep),
    /// and the accuracy band of each estimate from `accuracy` (the shipped validation figures
    /// unless a test gives others). A multi-chip `job` adds each device's JobResult; the run
    /// every per-run figure describes is job.tokens long (EngineOptions::trainingTokens).
    static Comparison compute(const WorkloadSpec& spec, const QStringList& deviceIds,
        const Catalog& catalog, const engine::EngineOptions& options = {},
        const validation::AccuracyModel& accuracy = validation::AccuracyModel::shipped(),
        const scaling::JobSpec& job = {});

    /// The same for devices already looked up (the command line's --device), in order; no
    /// missingDeviceIds.
    static Comparison compute(const WorkloadSpec& spec, const QList<Device>& devices,
        const engine::EngineOptions& options = {},
        const validation::AccuracyModel& accuracy = validation::AccuracyModel::shipped(),
        const scaling::JobSpec& job = {});

    /// Whether the figures are a multi-chip job's (every device's JobResult), not one chip's.
    bool showsJob() const { return job.multiChip(); }
    /// Whether the devices carry serving figures: a prefill or decode step of a decoder on one
    /// chip.
    bool showsServing() const { return serving; }
    bool serving = false;
    /// The serving request the figures describe (prompt, generated tokens, targets).
    serving::ServingSpec servingSpec;

    /// The comparison of the device with this id, if ticked.
    const DeviceComparison* find(const QString& deviceId) const;
};

} // namespace ts
