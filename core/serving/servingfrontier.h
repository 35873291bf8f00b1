// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "servingestimator.h"

#include <QString>
#include <optional>
#include <vector>

namespace ts::serving {

/// One configuration on the serving frontier: a copy of the model on `tensorParallel` chips
/// serving `batch` requests at once (ServingEstimator::at at that batch and split).
struct FrontierPoint
{
    qint64 tensorParallel = 1;
    /// Expert parallelism (ServingSpec::expertParallel; swept for MoE models) and pipeline
    /// parallelism (the serving spec's, not swept): the point runs on tp × pp × ep chips.
    qint64 expertParallel = 1;
    qint64 pipelineParallel = 1;
    qint64 batch = 0;
    /// Interactivity: the tokens one request sees a second, 1 / TPOT.
    double tokensPerSecondPerUser = 0;
    /// Throughput per chip: output tokens a second over the tensor-parallel group's chips.
    double tokensPerSecondPerChip = 0;
    double usdPerMillionOutputTokens = 0; ///< 0 without a price
    double ttftSeconds = 0;
    double tpotSeconds = 0;
    qint64 memoryBytes = 0; ///< per chip
    bool fits = true;
    /// No other point of the set is at least as good on both tokens/s per user and tokens/s
    /// per chip and better on one (ServingFrontier::markPareto).
    bool pareto = false;
};

/// A tensor-parallel split the frontier left out, and why (the estimator's problem, or
/// "nothing fits").
struct FrontierSkip
{
    qint64 tensorParallel = 1;
    qint64 expertParallel = 1;
    QString problem;
};

/// The throughput–interactivity frontier of one model on one device (issue 35 item 6).
struct ServingFrontierResult
{
    /// The points that fit, by tensor parallelism, then batch.
    std::vector<FrontierPoint> points;
    std::vector<FrontierSkip> skipped;
};

/// The serving frontier as serving engineers compare chips by it (docs/serving.md, "The
/// frontier"): concurrency and tensor parallelism swept, each configuration's tokens/s per
/// user against tokens/s per chip, the Pareto-optimal ones marked.
class ServingFrontier
{
public:
    /// The tensor-parallel sizes swept: 1, 2, 4, 8 (one node of eight chips at most).
    static const std::vector<qint64>& tensorParallelSizes();
    /// The (tp, ep) splits swept for `spec`: tensorParallelSizes() with ep 1; for a
    /// mixture-of-experts model also every ep of 2, 4, 8 dividing its routed experts with
    /// tp × ep at most 8 (one node), by tp, then ep.
    static std::vector<std::pair<qint64, qint64>> splits(const WorkloadSpec& spec);
    /// Sweeps `serving` (its batching, lengths and speculation) over tensorParallelSizes() and,
    /// for each legal split, the batches ServingEstimator::estimate sweeps: powers of two from 1
    /// to the largest batch that fits, and that batch. The serving spec's batch, latency bounds
    /// and tensor parallelism are replaced by the sweep's. A split the estimator refuses is
    /// skipped with its problem; only points that fit (and, chunked, fit their chunk) are kept.
    /// Nothing when even one chip gives no estimate (`problem` says why).
    static std::optional<ServingFrontierResult> compute(const WorkloadSpec& spec,
        const Device& device, const ServingSpec& serving, const engine::EngineOptions& options = {},
        QString* problem = nullptr);
    /// Marks the Pareto-optimal points: a point is dominated when another has at least its
    /// tokens/s per user and per chip and more of one. Equal points: the first in the vector
    /// (fewer chips, then a smaller batch, as compute() orders them) is the Pareto one.
    static void markPareto(std::vector<FrontierPoint>& points);
    /// The point `p` of a serving sweep at `tensorParallel` (and ep, pp), as the frontier holds
    /// it.
    static FrontierPoint fromServingPoint(const ServingPoint& p, qint64 tensorParallel,
        qint64 expertParallel = 1, qint64 pipelineParallel = 1);
};

} // namespace ts::serving
