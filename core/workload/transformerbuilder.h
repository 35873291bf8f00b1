// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "workload.h"

namespace ts {

/// Builds the operators of a transformer step: decoders (GPT-2/3, LLaMA with GQA, SwiGLU and
/// RMSNorm), encoders (BERT, post-LN) and mixtures of experts (Mixtral: top-k routing, experts
/// as separate GEMMs over their share of the tokens, assuming balanced routing).
///
/// Shapes: a training step runs global_batch / micro_batch micro-batches of micro_batch·seq
/// tokens (T); prefill runs the whole batch of prompts and the LM head on the last token only;
/// a decode step runs one token per sequence (M = batch) attending to the mean context of the
/// generated tokens, seq + (generated + 1)/2 (integer division), so that decodeSteps() × one
/// step equals the whole generation to within one token of context.
class TransformerBuilder
{
public:
    /// Expects a spec that passed WorkloadSpec::validate(). Returns the contents, or nothing when
    /// a figure overflows 64-bit arithmetic; `overflowAt` then names the op or quantity.
    static std::optional<Workload::Contents> build(const WorkloadSpec& spec, QString* overflowAt);

    /// Total parameters (embeddings, blocks, final norm, untied LM head, pooler), per the
    /// counting conventions of docs/workload.md; overflowed when absurd.
    static CheckedInt parameterCount(const TransformerConfig& config);
    /// Parameters used per token: total minus the experts a token is not routed to.
    static CheckedInt activeParameterCount(const TransformerConfig& config);
    /// Parameters held in MoE experts (0 for dense models).
    static CheckedInt expertParameterCount(const TransformerConfig& config);
    /// LoRA's adapters on `config` (RunConfig::lora): rank × (parts·k + n) for each targeted
    /// projection, one A and B per projection of a fused layer, as PEFT counts them
    /// (LLaMA-2 7B at rank 64 on every linear layer: 159,907,840). 0 without LoRA.
    static CheckedInt loraParameterCount(const TransformerConfig& config, const LoraConfig& lora);
};

} // namespace ts
