// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"

#include <QString>

namespace ts {

class Workload;

/// How a training or inference step is spread over chips (the one parallel-split type: the
/// memory footprint, the scaling model and the CLI all use it; the defaults describe one chip):
/// data parallelism (with ZeRO / FSDP sharding), tensor parallelism (Megatron, with or without
/// sequence parallelism), pipeline parallelism (1F1B, optionally interleaved) and expert
/// parallelism for mixtures of experts, and context parallelism for long sequences.
///
/// chips = dp × cp × tp × pp. Expert parallelism divides the experts over `ep` chips carved out of
/// the data-parallel group (Megatron-LM and DeepSpeed-MoE place EP inside DP), so it does not
/// multiply the chip count; ep must divide dp and the expert count.
///
/// Context parallelism (Megatron-LM's context_parallel_size; ring attention, Liu et al. 2023,
/// arXiv:2310.01889) gives each of `cp` chips 1/cp of every sequence's tokens: the token-wise
/// operators divide by cp, each chip's queries attend to the whole sequence's keys and values,
/// which pass round the cp chips, and the sequence is cut into 2·cp chunks so that causal
/// attention is balanced (chip i takes chunks i and 2·cp − 1 − i). Weights are replicated over
/// cp; gradients are reduced, and ZeRO shards, over the dp × cp chips (Megatron's data-parallel
/// group with context parallelism). Rank order, fastest first: tp, cp, dp, pp.
struct ParallelConfig
{
    qint64 dp = 1;
    qint64 tp = 1;
    qint64 pp = 1;
    qint64 ep = 1;
    qint64 cp = 1; ///< context parallelism: chips sharing each sequence (training, prefill)
    /// Sequences per forward/backward pass; 0 keeps the workload's micro-batch.
    qint64 microBatch = 0;
    /// 0 none; 1 optimizer state, 2 + gradients, 3 + weights (FSDP) sharded over dp × cp.
    int zeroStage = 0;
    /// Megatron sequence parallelism: norms, dropout and residuals divided over tp; the tp
    /// collectives become all-gather + reduce-scatter (same bytes as the all-reduces).
    bool sequenceParallel = true;
    /// Interleaved 1F1B: model chunks per stage (Narayanan et al. 2021); 1 is plain 1F1B.
    qint64 virtualStages = 1;
    /// Gradient reduction (and FSDP gathers) overlapped with backward compute, as DDP buckets,
    /// Megatron's overlap_grad_reduce and XLA's async collectives do. On by default.
    bool overlapGradientReduce = true;
    /// Tensor-parallel collectives overlapped with the GEMMs (Transformer Engine userbuffers,
    /// XLA collective matmul). Off by default: Megatron does not do it unless asked.
    bool overlapTensorParallel = false;

    /// dp × cp × tp × pp: the product of the chip-factor dimensions (ParallelDimension).
    qint64 chips() const;
    /// The chips gradients are reduced over and ZeRO shards over: dp × cp.
    qint64 gradientGroup() const { return dp * cp; }
    /// e.g. "dp16 tp4 pp8" (cp, ep and zero only where used).
    QString label() const;

    /// Every reason this configuration cannot run `workload` (whose micro-batch is used when
    /// microBatch is 0): sizes below 1, tp not dividing heads (and KV heads, or they are
    /// replicated), pp not dividing layers, dp × micro-batch not dividing the global batch, ep
    /// not dividing experts and dp, tp/pp/ep/cp on a model that is not a transformer, 2·cp not
    /// dividing a causal sequence (cp a non-causal one), cp on a decode step, a ZeRO stage
    /// outside 0..3. Errors point at "$.parallel.<field>". Memory is checked by the estimator.
    io::Diagnostics check(const Workload& workload) const;

    /// The micro-batch actually used with `workload`.
    qint64 effectiveMicroBatch(const Workload& workload) const;
    /// Micro-batches each data-parallel replica runs per step: global / (dp × micro-batch).
    qint64 microBatchesPerReplica(const Workload& workload) const;

    friend bool operator==(const ParallelConfig&, const ParallelConfig&) = default;
};

} // namespace ts
