// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"
#include "serving/servingestimator.h"
#include "serving/servingfrontier.h"
#include "serving/trafficsimulator.h"
#include "workload/workloadspec.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace ts::report {

/// What one traffic simulation of `serve --request-rate/--trace/--max-rate` ran and found.
struct TrafficRun
{
    bool fromTrace = false; ///< requests from a trace file, not Poisson arrivals
    quint64 seed = 1; ///< the arrivals' seed (Poisson only)
    qint64 meanPrompt = 0;
    qint64 meanOutput = 0;
    qint64 maxBatch = 0;
    qint64 prefillChunkTokens = 0;
    double rate = 0; ///< requests per second (Poisson only)
    bool bounded = false; ///< a TTFT or TPOT bound given
    serving::TrafficResult result;
    std::optional<serving::MaxRateSearch> search;
    qint64 engineCalls = 0;
};

/// `tensorscope serve --json`: the serving request, each device's batches with the chosen one,
/// speculation and engine defaults, and optionally its frontier and traffic simulation
/// (docs/serving.md). Units are in the keys (`_s` seconds, `_bytes` bytes); a figure there is
/// none of (a first token a batch never reaches, a cost without a price) is null, never 0.
class ServingReport
{
public:
    /// One batch size's figures: `batch`, `ttft_s`, `tpot_s`, throughput, cost, memory, `fits`
    /// and `meets_bounds`, and `disaggregation` for disaggregated serving.
    static QJsonObject pointJson(const serving::ServingPoint& point);
    /// One point of the frontier: the split (`tp`, `ep`, `pp`), `batch`, tokens/s per user and
    /// per chip, cost, TTFT, TPOT, memory and `pareto`.
    static QJsonObject frontierPointJson(const serving::FrontierPoint& point);
    /// A split the frontier skipped: `tp`, `ep` and the `problem`'s words.
    static QJsonObject frontierSkipJson(const serving::FrontierSkip& skip);
    /// Adds `frontier` and `frontier_skipped` to a device's entry.
    static void insertFrontier(QJsonObject& entry, const serving::ServingFrontierResult& frontier);
    /// A device's entry: `device`, `engine_preset`, `largest_batch_that_fits`, `limited_by`,
    /// `chosen` and `sweep` (pointJson), `speculative` (null without speculation; `method`
    /// names how the run speculates) and `notes`.
    static QJsonObject deviceJson(const Device& device, const serving::ServingSpec& serving,
        const QString& method, const serving::ServingEstimate& estimate);
    /// A traffic simulation's figures, the `traffic` object of a device's entry.
    static QJsonObject trafficJson(const TrafficRun& run);
    /// The root: the serving request (`workload` name, lengths, batching, split, engine,
    /// disaggregation, chunk and latency bounds) and the `devices`' entries.
    static QJsonObject documentJson(
        const WorkloadSpec& spec, const serving::ServingSpec& serving, const QJsonArray& devices);
};

} // namespace ts::report
