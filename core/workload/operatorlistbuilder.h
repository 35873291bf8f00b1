// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/checkedint.h"
#include "operator.h"
#include "workloadspec.h"

#include <vector>

namespace ts {

/// Appends operators for the model builders, computing every figure in checked arithmetic and
/// deriving the backward pass of each forward op when the run is a training step.
///
/// Conventions (docs/workload.md): a GEMM of m×k by k×n costs 2·m·n·k FLOPs. The backward of
/// y = x·W is two GEMMs of the same FLOPs: data gradient dx = dy·Wᵀ (gemm {m, k, n}) and weight
/// gradient dW = xᵀ·dy (gemm {k, n, m}), so training matrix FLOPs are 3× forward (Kaplan et al.
/// 2020). A vector op's backward reads its saved input and dy, writes dx and costs 2× its forward
/// FLOPs. Flash attention's backward costs 2.5× its forward (five GEMMs instead of two, Dao 2023).
/// Output order: forward ops, recomputed ops, backward ops in reverse order, optimizer.
///
/// 8-bit runs (fp8, int8) quantize the linear layers only (Transformer Engine's and
/// TensorRT-LLM's recipes): each quantized GEMM reads 8-bit inputs, made by a cast pass from the
/// 16-bit carrier (carrierPrecision), and writes a 16-bit result; norms, activations, residuals,
/// embeddings and the optimizer run in the carrier; attention runs in the carrier when training
/// (Transformer Engine's default) and in 8 bits when serving (fp8 attention and KV cache).
class OperatorListBuilder
{
public:
    explicit OperatorListBuilder(const RunConfig& run);

    /// Repetitions per step of the ops appended next (e.g. layers × micro-batches).
    void setCount(CheckedInt count) { m_count = count; }
    /// Where the ops appended next sit in the model (Operator::section); the optimizer's step
    /// is always OperatorSection::Output.
    void setSection(OperatorSection section) { m_section = section; }
    /// The ops appended next run as one grouped kernel over `groups` equal problems: a mixture
    /// of experts' experts as grouped GEMMs (TensorRT-LLM's MoE plugin on CUTLASS's grouped GEMM,
    /// Megatron-Core's --moe-grouped-gemm, vLLM's fused_moe), one launch for all of them with
    /// `groups` times the work and the data (a GEMM's batch), instead of a kernel an expert.
    void setGroups(CheckedInt groups) { m_groups = groups; }
    /// Whether the ops appended next are re-run in the backward pass under recomputation (the
    /// transformer blocks; not the embedding or the head): all of them under
    /// RecomputePolicy::Full, all but the linear layers' weight GEMMs under ExceptWeightGemms.
    void setRecomputable(bool recomputable) { m_recomputable = recomputable; }
    /// Which tensor of a block the weight GEMMs appended next produce, for the named remat
    /// policies (RematTensors): a weight GEMM is re-run when its tensor's placement is
    /// Recompute; attention kernels follow `context`; other vector ops are re-run whenever the
    /// policy re-runs anything, except under Selective. Unassigned GEMMs are re-run only when
    /// every weight-GEMM output is.
    enum class BlockTensor { Unassigned, Qkv, OutProj, MlpIn, MlpOut };
    void setBlockTensor(BlockTensor tensor) { m_blockTensor = tensor; }

    /// Whether the linear layers appended next are quantized in an 8-bit run (on by default;
    /// the transformer builder keeps the LM head in the carrier, as Transformer Engine does).
    void setQuantizeLinears(bool quantize) { m_quantizeLinears = quantize; }
    /// Whether vector ops run in the run's precision rather than the carrier (conv nets: 8-bit
    /// TensorRT engines chain 8-bit convolutions with batch norm and ReLU fused in between).
    void setVectorOpsInRunPrecision(bool inRunPrecision)
    {
        m_vectorInRunPrecision = inRunPrecision;
    }

    /// Every op appended carries the `role` it is given (Operator::role), and so do its
    /// backward and recomputed copies; the passes a method adds around it carry their own
    /// (OperatorRole::Cast, Dequantize, LoraA, LoraB, LoraOutput).
    ///
    /// y[m×n] = x[m×k]·W[k×n] with W a trainable weight in the weight precision. In an 8-bit run
    /// x is cast first (`name.cast`: carrier in, 8 bits out) and training casts dy as well
    /// (`name.grad_cast`); y and dx are written in the carrier.
    /// Under setFrozen() W is not trained: no weight gradient, and where setLoraRank() targets
    /// it, adapters `name.lora_a` (m × parts·rank × k) and `name.lora_b` (m × n × rank, B block-
    /// diagonal over the `parts` projections a fused layer holds) are trained beside it. A
    /// frozen W stored narrower than the compute precision (QLoRA's 4 bits) is dequantized
    /// before each GEMM that reads it (`name.dequant`, forward and backward).
    void linear(const QString& name, OperatorRole role, CheckedInt m, CheckedInt n, CheckedInt k,
        qint64 parts = 1);
    /// The precision attention runs in: the carrier when training (Transformer Engine's
    /// default), the run's precision when serving an 8-bit run (TensorRT-LLM's fp8 attention),
    /// fp8 when serving a 4-bit one (TensorRT-LLM's NVFP4 checkpoints run attention with an
    /// FP8 KV cache; docs/workload.md, "4-bit floating point"). The KV cache's default format.
    static Precision attentionPrecision(const RunConfig& run);
    /// LoRA (RunConfig::lora): the linear layers appended next are frozen, stored in `storage`.
    void setFrozen(bool frozen, Precision storage = Precision::BF16)
    {
        m_frozen = frozen;
        m_frozenPrecision = storage;
    }
    /// The adapters' rank on the linear layers appended next; 0: none.
    void setLoraRank(qint64 rank) { m_loraRank = rank; }
    /// `batch` products A[m×k]·B[k×n] of activations; `aMatrices` and `bMatrices` are how many
    /// distinct A and B operands are streamed (grouped-query attention shares K and V between
    /// the heads of a group). Training adds two data-gradient GEMMs.
    /// `bFromCache`: B is the KV cache a decode step reads (at RunConfig::kvCachePrecision).
    void batchedMatmul(const QString& name, OperatorRole role, CheckedInt batch, CheckedInt m,
        CheckedInt n, CheckedInt k, CheckedInt aMatrices, CheckedInt bMatrices,
        bool bFromCache = false);
    /// A convolution as its im2col GEMM; output size floor((h + 2p − r)/stride) + 1.
    void conv2d(const QString& name, OperatorRole role, CheckedInt images, CheckedInt inChannels,
        CheckedInt height, CheckedInt width, CheckedInt outChannels, CheckedInt kernel,
        CheckedInt stride, CheckedInt padding);
    /// Fused attention over `heads` query heads (of `kvHeads` distinct K/V heads), `queries`
    /// queries each against up to `keys` keys of width `headDim`. With `causal`, query i of the
    /// last `queries` positions sees keys − queries + i + 1 keys and masked tiles are skipped.
    /// With a `window` (sliding-window attention), a query sees the last `window` of those
    /// keys at most. `cachedWidth` is the elements read per key of each K/V head where K and V
    /// are not two tensors of `headDim` (latent attention's decode reads one latent for both);
    /// 0: 2 × headDim.
    void flashAttention(const QString& name, OperatorRole role, CheckedInt heads,
        CheckedInt kvHeads, CheckedInt queries, CheckedInt keys, CheckedInt headDim, bool causal,
        qint64 window = 0, CheckedInt cachedWidth = 0);
    /// A vector op reading `readElements` and writing `writeElements` activations, `flops` in all.
    void vector(const QString& name, OperatorRole role, OpKind kind, CheckedInt readElements,
        CheckedInt writeElements, CheckedInt flops);
    /// Gathers `tokens` rows of width `width` from a weight table (4-byte indices); its role is
    /// OperatorRole::Embedding.
    void embedding(const QString& name, CheckedInt tokens, CheckedInt width);
    /// One Adam step over `parameters` (training only; count 1; OperatorRole::Optimizer).
    void optimizer(CheckedInt parameters);

    bool overflowed() const { return !m_firstOverflow.isEmpty(); }
    /// The name of the first op whose figures overflowed (for the diagnostic).
    const QString& firstOverflow() const { return m_firstOverflow; }
    /// The largest bytesWritten of any single op instance other than the in-place optimizer step
    /// (the workspace allowance).
    qint64 largestOutputBytes() const { return m_largestOutput; }

    std::vector<Operator> finish();

private:
    void add(const QString& name, OperatorRole role, OpKind kind, Phase phase, ComputeUnit unit,
        CheckedInt batch, CheckedInt m, CheckedInt n, CheckedInt k, CheckedInt flops,
        CheckedInt bytesRead, CheckedInt bytesWritten, Precision precision);
    void addForward(const QString& name, OperatorRole role, OpKind kind, ComputeUnit unit,
        CheckedInt batch, CheckedInt m, CheckedInt n, CheckedInt k, CheckedInt flops,
        CheckedInt bytesRead, CheckedInt bytesWritten, Precision precision);
    /// A quantization pass over `elements` carrier values to 8 bits (scale and amax: 2 FLOPs
    /// each), in `phase`.
    void cast(const QString& name, Phase phase, CheckedInt elements);

    bool m_training = false;
    Phase m_forwardPhase = Phase::Forward;
    Precision m_precision = Precision::BF16; ///< the run's activation precision (GEMM inputs)
    Precision m_carrier = Precision::BF16; ///< carrierPrecision(m_precision)
    Precision m_attention = Precision::BF16; ///< attention's precision (see the class comment)
    qint64 m_carrierBytes = 2; ///< bytes per carrier element (vector ops, GEMM outputs)
    qint64 m_attentionBytes = 2; ///< attention's (never a 4-bit format: whole bytes)
    /// The format of a KV-cache element as a decode step reads it (RunConfig::kvCachePrecision,
    /// else the attention's), and the bytes of `elements` of them (4.5 bits for nvfp4).
    Precision m_cache = Precision::BF16;
    CheckedInt cacheBytes(CheckedInt elements) const { return storageBytes(elements, m_cache); }
    bool m_quantized = false; ///< an 8-bit run: m_precision != m_carrier
    bool m_quantizeLinears = true;
    OptimizerKind m_optimizerKind = OptimizerKind::Adam;
    Precision m_gradient = Precision::BF16; ///< the gradients' storage
    bool m_frozen = false; ///< setFrozen()
    Precision m_frozenPrecision = Precision::BF16;
    qint64 m_loraRank = 0; ///< setLoraRank()
    bool m_vectorInRunPrecision = false;
    Precision m_weightPrecision = Precision::BF16; ///< the weights' storage
    /// Weights stored narrower than the GEMMs' inputs when serving (weight-only quantization):
    /// the forward linear layers' B operands are stored in m_weightPrecision and dequantized on
    /// load.
    bool m_weightOnly = false;
    double m_opWeightBits = 0; ///< set on the ops add() makes next (Operator::weightBits)
    /// The bytes of `elements` weights in their storage, rounded up to a whole byte (4.5 bits
    /// an element for nvfp4).
    CheckedInt weightBytes(CheckedInt elements) const
    {
        return storageBytes(elements, m_weightPrecision);
    }
    qint64 m_optimizerWidth = 4; ///< bytes per optimizer-state element
    CheckedInt m_count = 1;
    OperatorSection m_section = OperatorSection::Output;
    CheckedInt m_groups = 1;
    bool m_recomputable = false;
    RecomputePolicy m_recompute = RecomputePolicy::None;
    RematTensors m_remat; ///< rematTensors(m_recompute, the run's custom placements)
    bool m_recomputeVectorOps = false; ///< see setBlockTensor()
    BlockTensor m_blockTensor = BlockTensor::Unassigned;
    /// SoftwareStack::FsdpEager: FlashAttention-2 kernels, PEFT's scale and add per adapter.
    bool m_eager = false;
    AttentionKernel m_attentionKernel = AttentionKernel::Library; ///< what FlashAttention ops run
    /// Whether a forward op appended now is re-run in the backward pass.
    bool recomputes(OpKind kind) const;
    bool m_addingWeightGemm = false; ///< inside linear(): the weight GEMM itself
    std::vector<Operator> m_forward;
    std::vector<Operator> m_recomputed;
    std::vector<Operator> m_backward;
    std::vector<Operator> m_optimizer;
    QString m_firstOverflow;
    qint64 m_largestOutput = 0;
};

} // namespace ts
