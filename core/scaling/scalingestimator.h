// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "engine/opestimate.h"
#include "scalingresult.h"
#include "workload/workload.h"

#include <map>
#include <memory>
#include <optional>
#include <tuple>

namespace ts::engine {
class OperatorTimer;
}

namespace ts::scaling {

/// What the split search may vary.
struct SearchOptions
{
    /// ZeRO stages tried; empty tries 0..3 (memory falls, traffic rises with the stage).
    std::vector<int> zeroStages;
    /// Largest tensor-parallel width tried; 0: no limit beyond the legality checks.
    qint64 maxTp = 0;
    /// Largest context-parallel width tried; 0: no limit beyond the legality checks (2·cp
    /// dividing the sequence), 1: none.
    qint64 maxCp = 0;
    /// Whether the search skips the collectives of splits that cannot win: a split's stage
    /// compute, bubble and optimizer (known before its collectives) bound its step from below,
    /// and a split whose bound is above the best step found loses. The result is the same
    /// either way (tests/core/tst_scaling compares them); off times every split.
    bool prune = true;
};

/// Multi-chip estimates: the single-chip PerformanceEngine on each chip's shard of the workload,
/// plus the collectives of the split, the pipeline bubble and the overlap of gradient reduction
/// with backward compute (docs/scaling.md has every formula and assumption):
///  - TP divides each transformer block's GEMMs (column-parallel N, row-parallel K), attention
///    heads and, with sequence parallelism, the norms and residuals; per layer and micro-batch
///    it adds two all-gathers and two reduce-scatters forward and again backward;
///  - PP divides the layers (the first stage also runs the embedding, the last the head) and
///    adds the 1F1B bubble W·(p−1)/(v·m) and the activations sent between stages;
///  - DP divides the batch and adds the gradient all-reduce (ZeRO-1/2: reduce-scatter plus
///    parameter all-gather; ZeRO-3/FSDP: parameter all-gathers per micro-batch, forward and
///    backward), overlapped with backward compute when the config says so;
///  - EP divides the experts and adds two all-to-alls per MoE layer forward and backward;
///  - CP divides every sequence's tokens and passes each chunk's keys and values round a ring
///    of cp chips, cp − 1 hops per block forward and again (with their gradients) backward,
///    each hop hidden behind one chunk's attention where it is shorter.
/// Not thread-safe: per-operator estimates, replica builds and networks are memoised inside.
class ScalingEstimator
{
public:
    ScalingEstimator(Workload workload, Device device, engine::EngineOptions options = {});
    ~ScalingEstimator();
    // The operator timer refers to m_device: neither copied nor moved.
    ScalingEstimator(const ScalingEstimator&) = delete;
    ScalingEstimator& operator=(const ScalingEstimator&) = delete;

    const Workload& workload() const { return m_workload; }
    const Device& device() const { return m_device; }

    /// One split; a result with `problems` when it is illegal or cannot be estimated.
    ScalingResult estimate(const ParallelConfig& config) const;

    /// Every legal split of `chips` chips (dp × cp × tp × pp = chips; ep over the divisors of dp
    /// and the experts for MoE; the ZeRO stages of `search`), micro-batch as in `base`.
    std::vector<ParallelConfig> legalConfigs(
        qint64 chips, const SearchOptions& search = {}, const ParallelConfig& base = {}) const;
    /// The fastest legal split of `chips` chips that fits memory, else the fastest legal one
    /// (fits false); nothing when no split is legal.
    std::optional<ScalingResult> fastest(
        qint64 chips, const SearchOptions& search = {}, const ParallelConfig& base = {}) const;
    /// The fewest chips among `candidates` (tried in increasing order) for which some legal
    /// split fits memory, with its fastest fitting split; nothing when none fits.
    std::optional<ScalingResult> fewestChipsThatFit(const std::vector<qint64>& candidates,
        const SearchOptions& search = {}, const ParallelConfig& base = {}) const;

    /// One chip's part of `op` under `config` (tp, ep, sequence parallelism and cp; see
    /// docs/scaling.md): what the shard's operator list holds. `sequenceLength` tells unfused
    /// attention's query side from its other sides under context parallelism.
    static Operator perChipOperator(
        const Operator& op, const ParallelConfig& config, qint64 sequenceLength);
    /// The engine's time for one chip's operator (perChipOperator()) as every split of this
    /// estimator uses it: from a cache shared by the splits, which must give what the engine
    /// gives for that operator alone (tst_scaling checks it over every operator of a split).
    std::optional<engine::OpEstimate> chipOperatorEstimate(
        const Operator& chipOperator, engine::EngineError* error = nullptr) const;

private:
    struct Shard;
    struct StageTimes;
    struct Partial;
    struct ShardRole;
    static ShardRole shardRoleOf(const Operator& op);
    /// One chip's part of `op`, whose role and section give `role` (perChipOperator()).
    static Operator shardOperator(Operator op, const ShardRole& role, qint64 tp, qint64 ep,
        bool sequenceParallel, qint64 cp, qint64 sequence);
    /// `explain` false skips the derivation text (search candidates).
    ScalingResult estimate(const ParallelConfig& config, bool explain) const;
    /// estimate()'s first half: legality, shard, stage compute and memory. `checked`: the
    /// split came from legalConfigs(), which found no error in it.
    Partial begin(const ParallelConfig& config, bool explain, bool checked) const;
    /// estimate()'s second half: the collectives, bubble, efficiency, energy and cost of a
    /// Partial that has a shard.
    void finish(Partial& partial, bool explain) const;
    /// The fastest of `configs`, timing each (SearchOptions::prune off), or skipping those a
    /// lower bound rules out (on).
    std::optional<ScalingResult> fastestOfAll(const std::vector<ParallelConfig>& configs) const;
    std::optional<ScalingResult> fastestPruned(const std::vector<ParallelConfig>& configs) const;
    /// The network of `chips` chips (explaining or not), made once per estimator.
    const CollectiveModel& network(qint64 chips, bool explain) const;
    /// The per-chip shard of `config`, cached; null after recording in `r` why there is none.
    const Shard* shard(const ParallelConfig& config, ScalingResult& r) const;
    /// The slowest pipeline stage's compute under `config` from `shard` (`m` micro-batches a
    /// replica): also sets `r`'s memory, optimizer and compute seconds (raised to the shard
    /// floor), with their derivation.
    StageTimes timeStageCompute(const Shard& shard, const ParallelConfig& config, qint64 m,
        qint64 layersPerStage, ScalingResult& r, bool explain) const;
    /// Scaling efficiency, MFU, memory per chip, energy and cost of the step timed in `r`.
    void addEfficiencyMemoryAndCost(
        ScalingResult& r, const ParallelConfig& config, bool explain) const;
    /// The engine's estimate of `op`, cached; on failure nullopt with the reason in `error`.
    std::optional<engine::OpEstimate> opEstimate(
        const Operator& op, engine::EngineError* error) const;

    Workload m_workload;
    Device m_device;
    engine::EngineOptions m_options;
    std::optional<double> m_singleChipSeconds;
    engine::EngineError m_singleChipError = engine::EngineError::None;
    double m_modelFlops = 0;
    double m_singleChipJoules = 0;
    double m_peakFlopsPerSecond = 0;
    QStringList m_engineNotes;

    // kind, precision, unit, weight bits and kernel, phase, GEMM batch, m, n, k, FLOPs, bytes
    using OpKey
        = std::tuple<int, int, int, int, int, qint64, qint64, qint64, qint64, qint64, qint64>;
    struct CachedOp
    {
        std::optional<engine::OpEstimate> estimate;
        engine::EngineError error = engine::EngineError::None;
    };
    mutable std::map<OpKey, CachedOp> m_opCache;
    using ShardKey
        = std::tuple<qint64, qint64, qint64, qint64, bool, qint64>; // dp, tp, ep, mb, sp, cp
    mutable std::map<ShardKey, std::shared_ptr<Shard>> m_shardCache;
    mutable std::map<std::pair<qint64, bool>, std::unique_ptr<CollectiveModel>> m_networks;
    /// The engine's per-device derivation, once for every operator of every shard; null when
    /// the options are invalid (the engine then says so for each operator).
    std::unique_ptr<engine::OperatorTimer> m_timer;
};

} // namespace ts::scaling
