// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/checkedint.h"
#include "common/precision.h"
#include "parallelconfig.h"
#include "workloadspec.h"

namespace ts {

/// The model-level quantities the footprint is computed from, filled by the builders.
/// Activation figures are for one micro-batch on one device before any split.
struct MemoryInputs
{
    bool training = true;
    qint64 parameters = 0;
    qint64 expertParameters = 0; ///< the part of `parameters` held in MoE experts
    /// The part of `parameters` that is trained (LoRA's adapters); < 0: all of them. The rest
    /// is frozen: stored in `frozenPrecision`, without gradients or optimizer state.
    qint64 trainableParameters = -1;
    Precision frozenPrecision = Precision::BF16;
    Precision weightPrecision = Precision::BF16;
    Precision optimizerPrecision = Precision::FP32;
    OptimizerKind optimizer = OptimizerKind::Adam;
    Precision gradientPrecision = Precision::BF16; ///< RunConfig::gradientPrecision, resolved
    RecomputePolicy recompute = RecomputePolicy::None;
    qint64 activationLayers = 0; ///< repeated blocks whose activations are stored
    qint64 activationBytesPerLayer = 0; ///< everything backward needs from one block
    qint64 checkpointBytesPerLayer = 0; ///< the block input kept under full recomputation
    /// What one block keeps under RecomputePolicy::ExceptWeightGemms: its input and the
    /// outputs of its weight GEMMs. 0 (a model without that accounting): as full recomputation.
    qint64 weightGemmOutputBytesPerLayer = 0;
    /// Per block, the tensors the named remat policies place (RematTensors): Q, K and V; the
    /// attention's output (the out-projection's input); the out-projection's output; the MLP's
    /// first GEMM outputs; its last GEMM's output. All 0 (a model without transformer blocks):
    /// a named policy that recomputes anything is taken as full recomputation.
    qint64 qkvBytesPerLayer = 0;
    qint64 contextBytesPerLayer = 0;
    qint64 outProjBytesPerLayer = 0;
    qint64 mlpInBytesPerLayer = 0;
    qint64 mlpOutBytesPerLayer = 0;
    /// What RecomputePolicy::Selective does not keep per block: the core attention's own stored
    /// tensors (unfused: scores, probabilities and dropout masks; flash: softmax statistics).
    qint64 attentionCoreBytesPerLayer = 0;
    RematTensors customRemat; ///< RunConfig::customRemat
    qint64 activationBytesOther = 0; ///< embedding, head and loss activations
    qint64 kvCacheBytes = 0; ///< whole batch, full context (inference)
    qint64 workspaceBytes = 0; ///< the largest single transient buffer (one op's output)
};

/// Device-memory footprint of a workload per device, in bytes, by category.
///
/// Formulas (docs/workload.md has the derivations and citations):
/// - weights = P·b_w; gradients = P·b_w (training); optimizer state (Adam) = P·(2·b_o + master),
///   master = b_o when weights are narrower than the optimizer precision, else 0. With bf16
///   weights and fp32 state this is 2 + 2 + 12 = 16 bytes per parameter (Rajbhandari et al. 2020).
/// - activations without recomputation = L·A_layer + A_other, with A_layer following Korthikanti
///   et al. 2022 (34·s·b·h + 5·a·s²·b for GPT with dropout and unfused attention); with full
///   recomputation = L·(block input) + one block's A_layer + A_other; recomputing all but the
///   weight GEMMs = L·(block input + weight-GEMM outputs) + one block's A_layer + A_other.
/// - split: P is divided evenly over tp·pp (expert parameters also over ep); ZeRO stage 1/2/3
///   divides optimizer state / + gradients / + weights over dp·cp; activations and workspace are
///   divided over tp (sequence parallelism) and cp (each chip holds 1/cp of the tokens), not over
///   pp (1F1B keeps pp micro-batches in flight on the first stage, Korthikanti et al. §4.2.3);
///   the KV cache over tp·pp·cp. Divisions round up.
struct MemoryFootprint
{
    qint64 weightBytes = 0;
    qint64 gradientBytes = 0;
    qint64 optimizerBytes = 0;
    qint64 activationBytes = 0; ///< as configured (with or without recomputation)
    qint64 activationBytesNoRecompute = 0;
    qint64 activationBytesFullRecompute = 0;
    qint64 activationBytesExceptWeightGemms = 0;
    qint64 kvCacheBytes = 0;
    qint64 workspaceBytes = 0;
    /// Activations a remat policy offloads to host memory, per micro-batch in flight (not
    /// device memory: not in totalBytes()). Each step writes them over the host link in the
    /// forward pass and reads them back in the backward pass.
    qint64 hostOffloadBytes = 0;

    qint64 totalBytes() const
    {
        return weightBytes + gradientBytes + optimizerBytes + activationBytes + kvCacheBytes
            + workspaceBytes;
    }

    /// Computes the footprint; `overflow` is set if any intermediate product overflows (the
    /// builders call this once with the default split so a built Workload never overflows here).
    static MemoryFootprint compute(
        const MemoryInputs& inputs, const ParallelConfig& split, bool* overflow = nullptr);
};

} // namespace ts
