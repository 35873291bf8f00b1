// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "memoryfootprint.h"
#include "operator.h"
#include "parallelconfig.h"
#include "workloadspec.h"

#include <vector>

namespace ts {

/// A built workload: the operators of one step (a training step, a prefill, or one decode step)
/// with repeated blocks stored once and a count, plus parameter counts, per-step totals, the
/// inputs of the memory footprint and the inference quantities. A value type; WorkloadBuilder
/// makes them, and every figure in one has been checked to fit 64-bit arithmetic.
class Workload
{
public:
    /// What a model builder produces.
    struct Contents
    {
        std::vector<Operator> ops;
        qint64 parameters = 0;
        qint64 activeParameters = 0; ///< parameters touched per token (< parameters for MoE)
        MemoryInputs memory;
        qint64 kvCacheBytesPerToken = 0; ///< 0 for models without a KV cache
        qint64 tokensPerStep
            = 0; ///< training/prefill: batch·seq; decode: batch (samples for CNN/MLP)
        qint64 prefillTokens = 0; ///< batch·seq of the prompt (transformers only)
    };

    Workload() = default;
    /// `flopsPerStep` and `bytesPerStep` are Σ op.flops·op.count and Σ op.bytes()·op.count,
    /// computed by WorkloadBuilder. They are doubles: one op's figures are exact 64-bit integers
    /// (up to 9.2·10¹⁸ per execution), but a whole step of a large run is not (LLaMA-3 405B's
    /// 16M-token step is 4·10¹⁹ FLOPs); a double holds them to 10³⁰⁸ with 16 significant digits.
    Workload(WorkloadSpec spec, Contents contents, double flopsPerStep, double bytesPerStep);

    const WorkloadSpec& spec() const { return m_spec; }
    StepKind step() const { return m_spec.run.step; }
    const std::vector<Operator>& ops() const { return m_contents.ops; }

    qint64 parameterCount() const { return m_contents.parameters; }
    qint64 activeParameterCount() const { return m_contents.activeParameters; }
    /// FLOPs of one step: a whole training step (all micro-batches, forward, backward, optimizer),
    /// a whole prefill, or ONE decode step (one token for every sequence of the batch).
    double flopsPerStep() const { return m_flopsPerStep; }
    double bytesPerStep() const { return m_bytesPerStep; }
    qint64 tokensPerStep() const { return m_contents.tokensPerStep; }

    /// Prompt tokens processed by the prefill (batch × seq); 0 for non-transformers.
    qint64 prefillTokens() const { return m_contents.prefillTokens; }
    /// Decode steps after the prefill (generated tokens); 0 unless a causal transformer.
    qint64 decodeSteps() const;
    /// Bytes the KV cache grows by per token of one sequence: 2·layers·kv_heads·head_dim·b_act.
    qint64 kvCacheBytesPerToken() const { return m_contents.kvCacheBytesPerToken; }

    const MemoryInputs& memoryInputs() const { return m_contents.memory; }
    /// The per-device footprint for a split (see MemoryFootprint for the formulas).
    MemoryFootprint memoryFootprint(const ParallelConfig& split = {}) const;

private:
    WorkloadSpec m_spec;
    Contents m_contents;
    double m_flopsPerStep = 0;
    double m_bytesPerStep = 0;
};

} // namespace ts
