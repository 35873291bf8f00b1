// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace ts {

/// What an operator does in its model: set by the builder that makes it (and read from workload
/// files), and what the scaling model and the views decide by. The name is for people only; it
/// is read once, by inferOperatorRole(), for files written before roles existed. The backward,
/// recomputed, cast and dequantizing copies of an operator keep the role of the layer they
/// belong to, except where a role below names them (Cast, Dequantize, the LoRA adapters).
///
/// How tensor parallelism (docs/scaling.md) treats each: the column-parallel projections
/// (QkvProjection, QueryProjection, QueryUpProjection, KvUpProjection, MlpUp, LmHead) divide
/// their weight's N, the row-parallel ones (OutProjection, MlpDown) its K; the vector operators
/// between them (RotaryEmbedding, Attention's softmax, AttentionDropout, MlpActivation) and the
/// vocabulary-parallel Loss always divide; Norm, Residual, Dropout and the rest divide only
/// under sequence parallelism.
enum class OperatorRole : quint8 {
    Other, ///< nothing below (a custom GEMM without a role)
    Embedding, ///< a table lookup (tokens, positions, token types) or the sum of lookups
    Norm, ///< LayerNorm, RMSNorm, BatchNorm, or one kernel of a decomposed one
    QkvProjection, ///< the fused query, key and value projection
    QueryProjection, ///< latent attention's query projection without a query latent
    QueryDownProjection, ///< latent attention: down to the query latent (q_a_proj)
    QueryUpProjection, ///< latent attention: up from the query latent to the heads (q_b_proj)
    KvDownProjection, ///< latent attention: down to the KV latent and rotary key (kv_a_proj)
    KvUpProjection, ///< latent attention: up from the KV latent to keys and values (kv_b_proj)
    RotaryEmbedding, ///< rotary position embedding of queries and keys, or one of its kernels
    Attention, ///< attention itself: scores, softmax, context, or the fused kernel
    WindowAttention, ///< the same, on the layers whose queries see a sliding window only
    QueryAbsorb, ///< latent attention decoding: each head's query multiplied into the latent
    ValueAbsorb, ///< latent attention decoding: each head's values taken out of the latent
    AttentionDropout, ///< dropout on the attention probabilities
    OutProjection, ///< attention's output projection
    Dropout, ///< dropout on a block's output
    Residual, ///< a residual addition
    MlpUp, ///< the MLP's up projection (or its fused gate and up projection)
    MlpActivation, ///< the MLP's activation (GELU, SwiGLU, or SiLU and the gate product)
    MlpDown, ///< the MLP's down projection
    Router, ///< a mixture of experts' router GEMM
    ExpertDispatch, ///< top-k selection and the permutation of tokens to their experts
    ExpertCombine, ///< the weighted sum of the experts' outputs
    LmHead, ///< the output layer over the vocabulary
    Loss, ///< the loss (cross-entropy and its steps)
    Linear, ///< any other dense layer (an MLP model's, a classifier, a pooler)
    Convolution, ///< a convolution
    Activation, ///< an activation outside a transformer MLP (ReLU, tanh)
    Pooling, ///< max or average pooling
    Optimizer, ///< the optimizer step
    LoraA, ///< LoRA's down adapter, beside a frozen layer
    LoraB, ///< LoRA's up adapter
    LoraOutput, ///< eager PEFT's scaling of the adapters' output and its addition
    Dequantize, ///< frozen low-bit weights widened to the compute precision (QLoRA)
    Cast, ///< an 8-bit run's quantization of a GEMM's input or output gradient
};

/// Where an operator sits in its model: what a pipeline stage runs and what expert parallelism
/// divides. Set by the builders with the role (OperatorListBuilder::setSection).
enum class OperatorSection : quint8 {
    Input, ///< before the repeated blocks: the embeddings (the first pipeline stage)
    Block, ///< in the repeated block (pipeline stages share the blocks)
    RoutedExpert, ///< a routed expert of a mixture-of-experts block (ep divides its count)
    SharedExpert, ///< the shared experts of a mixture-of-experts block (every token)
    /// After the blocks (final norm, head, loss, optimizer: the last pipeline stage), and the
    /// whole of a model without repeated blocks (ResNet, MLP, custom operator lists).
    Output,
};

/// A role and a section, as inferOperatorRole() reads them from a name.
struct OperatorPlace
{
    OperatorRole role = OperatorRole::Other;
    OperatorSection section = OperatorSection::Output;
    friend bool operator==(const OperatorPlace&, const OperatorPlace&) = default;
};

/// Stable lower-case names used in workload files, e.g. "qkv_projection", "lora_a".
QString operatorRoleName(OperatorRole role);
std::optional<OperatorRole> operatorRoleFromName(const QString& name);
/// Every role's name, in the enum's order (what a workload file may write).
const QStringList& operatorRoleNames();
/// "input", "block", "routed_expert", "shared_expert", "output".
QString operatorSectionName(OperatorSection section);
std::optional<OperatorSection> operatorSectionFromName(const QString& name);
const QStringList& operatorSectionNames();

/// The role and section the built-in builders give an operator of this name (the names of
/// docs/workload.md, "Operator names"), for workload files written before operators had roles
/// (WorkloadFile reads it once, when a custom operator has no "role" or "section"). The only
/// place in Tensorscope that classifies an operator by its name: a backward suffix (.wgrad,
/// .dgrad, .grad_a, .grad_b, .grad) is dropped, then `layer.moe.expert…` is a routed expert,
/// `layer.moe.shared…` a shared one, `layer.…` the block, `embed.…` the input and anything else
/// the output; unknown names are OperatorRole::Other.
OperatorPlace inferOperatorRole(const QString& name);

} // namespace ts
