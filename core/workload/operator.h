// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/gemmshape.h"
#include "common/precision.h"
#include "operatorrole.h"

#include <QString>
#include <optional>

namespace ts {

/// What an operator does, which decides how the performance engine times it.
enum class OpKind {
    MatMul, ///< y = x·W against a weight matrix (linear layers, LM head, router, MLP)
    BatchedMatMul, ///< many independent GEMMs of activations (unfused attention QKᵀ and P·V)
    Conv2d, ///< 2-D convolution, timed as its implicit GEMM (im2col view)
    FlashAttention, ///< fused attention (Dao et al.): QKᵀ, softmax and P·V in one kernel
    Elementwise, ///< activations, residual adds, dropout, pooling, loss
    Normalization, ///< LayerNorm, RMSNorm, BatchNorm
    Softmax, ///< the softmax of unfused attention
    Embedding, ///< table lookup (gather) and its scatter-add gradient
    MoeRouting, ///< top-k expert selection and token permutation of a mixture of experts
    OptimizerUpdate, ///< Adam step over all parameters
    Collective, ///< reserved for the scaling model (issue 6): all-reduce, all-to-all, ...
};

/// When in a step an operator runs. Training steps use Forward, Recompute (full activation
/// recomputation), BackwardData / BackwardWeight (the two GEMMs of a matrix op's backward pass),
/// Backward (vector ops) and Optimizer; inference uses Prefill and Decode.
enum class Phase {
    Forward,
    Recompute,
    BackwardData,
    BackwardWeight,
    Backward,
    Optimizer,
    Prefill,
    Decode,
};

/// Which fused-attention kernel a FlashAttention operator runs: the device's own library kernel
/// (cuDNN through Transformer Engine on NVIDIA GPUs, XLA's on TPUs; Device::attentionFraction)
/// or FlashAttention-2, what PyTorch's scaled_dot_product_attention and flash-attn run in eager
/// stacks (SoftwareStack::FsdpEager). MaskedMha is TensorRT-LLM's generation kernel before
/// its XQA kernel (v0.5 to v0.7): one thread block per query head and sequence, each streaming
/// the K/V of its group from memory, so a decode step reads the cache once per query head
/// instead of once per KV head; prompts still run the library's fused attention.
enum class AttentionKernel { Library, FlashAttention2, MaskedMha };

/// Which execution units an operator runs on: tensor cores / MXUs, or the vector (SIMT) lanes.
enum class ComputeUnit { Matrix, Vector };

/// One operator of a workload, a plain value type stored in contiguous vectors.
///
/// Reuse assumption (applies to every byte figure): each operand is streamed from device memory
/// exactly once and each result written once, i.e. on-chip buffers are assumed large enough for
/// the tiling to reach that minimum. The engine may add re-reads for small caches; the workload
/// states the compulsory traffic only.
///
/// All figures are for ONE execution; `count` says how many times the step runs it (a transformer
/// block is stored once with count = layers × micro-batches). Invariants, checked by the tests:
/// count >= 1, flops >= 0, bytesRead + bytesWritten > 0, and for MatMul / BatchedMatMul / Conv2d
/// flops == 2·batch·m·n·k (FlashAttention: the two GEMMs of the gemm view, halved by causality).
struct Operator
{
    QString name; ///< dotted, stable, e.g. "layer.attn.qkv_proj"; backward ops get a suffix
    /// What it does and where it sits, which the scaling model and the views decide by (never
    /// the name, which is for people). Backward and recomputed copies keep their layer's.
    OperatorRole role = OperatorRole::Other;
    OperatorSection section = OperatorSection::Output;
    OpKind kind = OpKind::Elementwise;
    Phase phase = Phase::Forward;
    Precision precision = Precision::BF16; ///< the compute (activation) precision
    ComputeUnit unit = ComputeUnit::Vector;
    GemmShape gemm; ///< empty for vector operators
    qint64 flops = 0; ///< floating-point (or integer) operations, a multiply-add counting 2
    qint64 bytesRead = 0;
    qint64 bytesWritten = 0;
    qint64 count = 1; ///< repetitions of this op in one step
    /// Weight-only quantization (w8a16, w4a16: weights stored narrower than the activations):
    /// the bits of a weight element, the GEMM's B operand, which the kernel dequantizes to
    /// `precision` as it loads it. 0: B is stored in `precision` like A.
    double weightBits = 0; ///< 4.5 for nvfp4 (block scales included)
    AttentionKernel attentionKernel = AttentionKernel::Library; ///< FlashAttention ops only

    qint64 bytes() const { return bytesRead + bytesWritten; }
    /// FLOPs per byte of device-memory traffic (0 when no bytes, which the invariants exclude).
    double arithmeticIntensity() const
    {
        return bytes() > 0 ? static_cast<double>(flops) / static_cast<double>(bytes()) : 0.0;
    }
};

/// Stable lower-case names used in JSON and tables, e.g. "matmul", "flash_attention".
QString opKindName(OpKind kind);
/// "forward", "recompute", "backward_data", "backward_weight", "backward", "optimizer",
/// "prefill", "decode".
QString phaseName(Phase phase);
/// "matrix" or "vector".
QString computeUnitName(ComputeUnit unit);

} // namespace ts
