// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "operatorlistbuilder.h"

#include <algorithm>

namespace ts {

namespace {

/// FLOPs per parameter of one optimizer step (conventions; the step is memory-bound on every
/// device in the catalog). Adam with decoupled weight decay: two moment updates (3 + 4), two
/// bias corrections (2), sqrt, epsilon and divide (3), decay and the update itself (3). SGD with
/// momentum: the momentum update (2), decay and the update (2). Adafactor: the row and column
/// statistics (4), the factored inverse square root (4), clipping and the update (4).
qint64 optimizerFlopsPerParameter(OptimizerKind kind)
{
    switch (kind) {
    case OptimizerKind::Adam:
        return 15;
    case OptimizerKind::Sgd:
        return 4;
    case OptimizerKind::Adafactor:
        return 12;
    }
    return 15;
}

} // namespace

Precision OperatorListBuilder::attentionPrecision(const RunConfig& run)
{
    if (run.step == StepKind::Training)
        return carrierPrecision(run.activationPrecision);
    return isFp4Precision(run.activationPrecision) ? Precision::FP8 : run.activationPrecision;
}

OperatorListBuilder::OperatorListBuilder(const RunConfig& run)
    : m_training(run.step == StepKind::Training)
    , m_forwardPhase(run.step == StepKind::Training
              ? Phase::Forward
              : (run.step == StepKind::Prefill ? Phase::Prefill : Phase::Decode))
    , m_precision(run.activationPrecision)
    , m_carrier(carrierPrecision(run.activationPrecision))
    , m_attention(attentionPrecision(run))
    , m_carrierBytes(qint64(bytesPerElement(m_carrier)))
    , m_attentionBytes(qint64(bytesPerElement(m_attention)))
    , m_cache(run.kvCachePrecision.value_or(m_attention))
    , m_quantized(m_carrier != m_precision)
    , m_weightPrecision(run.weightPrecision)
    , m_weightOnly(run.step != StepKind::Training
          && bitsPerElement(run.weightPrecision) < bitsPerElement(run.activationPrecision))
    , m_recompute(run.step == StepKind::Training ? run.recompute : RecomputePolicy::None)
{
    m_remat = rematTensors(m_recompute, run.customRemat);
    m_eager = run.stack == SoftwareStack::FsdpEager;
    // The stack's own kernel unless the run names one (RunConfig::attentionKernel).
    m_attentionKernel = run.attentionKernel.value_or(
        m_eager ? AttentionKernel::FlashAttention2 : AttentionKernel::Library);
    m_recomputeVectorOps = m_recompute != RecomputePolicy::None
        && m_recompute != RecomputePolicy::Selective && m_remat.recomputesAny();
    // Optimizer state and gradients are never 4-bit (WorkloadSpec::validate): whole bytes.
    m_optimizerWidth = qint64(bytesPerElement(run.optimizerPrecision));
    m_optimizerKind = run.optimizer;
    m_gradient = run.gradientPrecision.value_or(run.weightPrecision);
}

void OperatorListBuilder::add(const QString& name, OperatorRole role, OpKind kind, Phase phase,
    ComputeUnit unit, CheckedInt batch, CheckedInt m, CheckedInt n, CheckedInt k, CheckedInt flops,
    CheckedInt bytesRead, CheckedInt bytesWritten, Precision precision)
{
    // A grouped kernel (setGroups): one launch doing every group's work on every group's data.
    if (m_groups.value() != 1 || m_groups.overflow()) {
        if (unit == ComputeUnit::Matrix)
            batch = batch * m_groups;
        flops = flops * m_groups;
        bytesRead = bytesRead * m_groups;
        bytesWritten = bytesWritten * m_groups;
    }
    // One execution's figures and the count must be exact; their product over a step need not
    // fit (WorkloadBuilder sums the step in double: runs past 2⁶³ FLOPs are ordinary).
    const CheckedInt bytes = bytesRead + bytesWritten;
    if (batch.overflow() || m.overflow() || n.overflow() || k.overflow() || m_count.overflow()
        || flops.overflow() || bytes.overflow()) {
        if (m_firstOverflow.isEmpty())
            m_firstOverflow = name;
        return;
    }
    Operator op;
    op.name = name;
    op.role = role;
    op.section = phase == Phase::Optimizer ? OperatorSection::Output : m_section;
    op.kind = kind;
    op.phase = phase;
    op.precision = precision;
    op.unit = unit;
    op.gemm
        = GemmShape(GemmM(m.value()), GemmN(n.value()), GemmK(k.value()), GemmBatch(batch.value()));
    op.flops = flops.value();
    op.bytesRead = bytesRead.value();
    op.bytesWritten = bytesWritten.value();
    op.count = m_count.value();
    op.weightBits = m_opWeightBits;
    if (kind == OpKind::FlashAttention)
        op.attentionKernel = m_attentionKernel;
    // The optimizer updates its state in place; every other output is a transient buffer.
    if (phase != Phase::Optimizer)
        m_largestOutput = std::max(m_largestOutput, op.bytesWritten);
    switch (phase) {
    case Phase::BackwardData:
    case Phase::BackwardWeight:
    case Phase::Backward:
        m_backward.push_back(std::move(op));
        break;
    case Phase::Optimizer:
        m_optimizer.push_back(std::move(op));
        break;
    default:
        if (m_recomputable && recomputes(op.kind)) {
            Operator again = op;
            again.phase = Phase::Recompute;
            m_recomputed.push_back(std::move(again));
        }
        m_forward.push_back(std::move(op));
        break;
    }
}

bool OperatorListBuilder::recomputes(OpKind kind) const
{
    if (m_recompute == RecomputePolicy::None)
        return false;
    constexpr RematPlacement kAgain = RematPlacement::Recompute;
    if (m_addingWeightGemm) {
        switch (m_blockTensor) {
        case BlockTensor::Qkv:
            return m_remat.qkv == kAgain;
        case BlockTensor::OutProj:
            return m_remat.outProj == kAgain;
        case BlockTensor::MlpIn:
            return m_remat.mlpIn == kAgain;
        case BlockTensor::MlpOut:
            return m_remat.mlpOut == kAgain;
        case BlockTensor::Unassigned:
            return m_remat.qkv == kAgain && m_remat.outProj == kAgain && m_remat.mlpIn == kAgain
                && m_remat.mlpOut == kAgain;
        }
    }
    // The attention kernels make the context the out-projection reads.
    if (kind == OpKind::FlashAttention || kind == OpKind::BatchedMatMul || kind == OpKind::Softmax)
        return m_remat.context == kAgain;
    return m_recomputeVectorOps;
}

void OperatorListBuilder::addForward(const QString& name, OperatorRole role, OpKind kind,
    ComputeUnit unit, CheckedInt batch, CheckedInt m, CheckedInt n, CheckedInt k, CheckedInt flops,
    CheckedInt bytesRead, CheckedInt bytesWritten, Precision precision)
{
    add(name, role, kind, m_forwardPhase, unit, batch, m, n, k, flops, bytesRead, bytesWritten,
        precision);
}

void OperatorListBuilder::cast(const QString& name, Phase phase, CheckedInt elements)
{
    add(name, OperatorRole::Cast, OpKind::Elementwise, phase, ComputeUnit::Vector, 0, 0, 0, 0,
        CheckedInt(2) * elements, elements * m_carrierBytes, storageBytes(elements, m_precision),
        m_carrier);
}

void OperatorListBuilder::linear(
    const QString& name, OperatorRole role, CheckedInt m, CheckedInt n, CheckedInt k, qint64 parts)
{
    const bool quantized = m_quantized && m_quantizeLinears;
    const Precision precision = quantized ? m_precision : m_carrier;
    // Inputs as the GEMM reads them; outputs (y, dx) in the carrier. Both are m_act when the run
    // is not 8-bit. A 4-bit input is 4.5 (nvfp4) or 4.25 (mxfp4) bits with its block scales.
    const auto in = [precision](CheckedInt elements) { return storageBytes(elements, precision); };
    const CheckedInt flops = CheckedInt(2) * m * n * k;
    const CheckedInt x = in(m * k);
    const bool frozen = m_training && m_frozen;
    // A frozen weight stored narrower than the GEMM's input (QLoRA's 4 bits) is dequantized
    // into a buffer of the compute width first, which the GEMM then reads (bitsandbytes).
    const bool dequantizes
        = frozen && bitsPer32Elements(m_frozenPrecision) < bitsPer32Elements(precision);
    const CheckedInt stored = frozen ? storageBytes(k * n, m_frozenPrecision) : weightBytes(k * n);
    const CheckedInt w = dequantizes ? in(k * n) : stored;
    const CheckedInt y = m * n * m_carrierBytes;
    // A conv net's activations are 8-bit already (setVectorOpsInRunPrecision): no cast.
    const bool casts = quantized && !m_vectorInRunPrecision;
    if (casts)
        cast(name + QStringLiteral(".cast"), m_forwardPhase, m * k);
    // A scale multiply and a convert per weight element.
    const auto dequantize = [&](Phase phase) {
        add(name + QStringLiteral(".dequant"), OperatorRole::Dequantize, OpKind::Elementwise, phase,
            ComputeUnit::Vector, 0, 0, 0, 0, CheckedInt(2) * k * n, stored, in(k * n), m_carrier);
    };
    if (dequantizes)
        dequantize(m_forwardPhase);
    // Its output is what RecomputePolicy::ExceptWeightGemms keeps.
    m_addingWeightGemm = true;
    // Weight-only quantization: B stays narrow in memory and is dequantized as it is loaded
    // (the 8-bit runs' linears are quantized on both operands instead: `quantized`).
    if (m_weightOnly && !quantized
        && bitsPer32Elements(m_weightPrecision) < bitsPer32Elements(precision))
        m_opWeightBits = bitsPerElement(m_weightPrecision);
    addForward(
        name, role, OpKind::MatMul, ComputeUnit::Matrix, 1, m, n, k, flops, x + w, y, precision);
    m_opWeightBits = 0;
    m_addingWeightGemm = false;
    if (m_training) {
        // dy as the backward GEMMs read it (cast to 8 bits first in a quantized layer).
        const CheckedInt dy = in(m * n);
        // Pushed in reverse: the reversed backward list runs the cast, then dgrad, then wgrad.
        if (!frozen)
            add(name + QStringLiteral(".wgrad"), role, OpKind::MatMul, Phase::BackwardWeight,
                ComputeUnit::Matrix, 1, k, n, m, flops, x + dy, storageBytes(k * n, m_gradient),
                precision);
        add(name + QStringLiteral(".dgrad"), role, OpKind::MatMul, Phase::BackwardData,
            ComputeUnit::Matrix, 1, m, k, n, flops, dy + w, m * k * m_carrierBytes, precision);
        if (dequantizes)
            dequantize(Phase::Backward);
        if (casts)
            cast(name + QStringLiteral(".grad_cast"), Phase::Backward, m * n);
    }
    // LoRA's adapters beside a frozen layer: trained, in the weights' precision.
    if (frozen && m_loraRank > 0) {
        const bool wasFrozen = m_frozen;
        const qint64 rank = m_loraRank;
        m_frozen = false;
        m_loraRank = 0;
        linear(
            name + QStringLiteral(".lora_a"), OperatorRole::LoraA, m, CheckedInt(parts) * rank, k);
        linear(name + QStringLiteral(".lora_b"), OperatorRole::LoraB, m, n, rank);
        // PEFT in eager PyTorch scales the adapter's output and adds it to the frozen layer's,
        // two kernels over the output (a fused stack folds both into the GEMM's epilogue).
        if (m_eager) {
            vector(name + QStringLiteral(".lora_scale"), OperatorRole::LoraOutput,
                OpKind::Elementwise, m * n, m * n, m * n);
            vector(name + QStringLiteral(".lora_add"), OperatorRole::LoraOutput,
                OpKind::Elementwise, CheckedInt(2) * m * n, m * n, m * n);
        }
        m_frozen = wasFrozen;
        m_loraRank = rank;
    }
}

void OperatorListBuilder::batchedMatmul(const QString& name, OperatorRole role, CheckedInt batch,
    CheckedInt m, CheckedInt n, CheckedInt k, CheckedInt aMatrices, CheckedInt bMatrices,
    bool bFromCache)
{
    const CheckedInt flops = CheckedInt(2) * batch * m * n * k;
    const CheckedInt a = aMatrices * m * k * m_attentionBytes;
    const CheckedInt b = bFromCache && m_forwardPhase == Phase::Decode
        ? cacheBytes(bMatrices * k * n)
        : bMatrices * k * n * m_attentionBytes;
    const CheckedInt c = batch * m * n * m_attentionBytes;
    addForward(name, role, OpKind::BatchedMatMul, ComputeUnit::Matrix, batch, m, n, k, flops, a + b,
        c, m_attention);
    if (!m_training)
        return;
    add(name + QStringLiteral(".grad_b"), role, OpKind::BatchedMatMul, Phase::BackwardData,
        ComputeUnit::Matrix, batch, k, n, m, flops, a + c, b, m_attention);
    add(name + QStringLiteral(".grad_a"), role, OpKind::BatchedMatMul, Phase::BackwardData,
        ComputeUnit::Matrix, batch, m, k, n, flops, c + b, a, m_attention);
}

void OperatorListBuilder::conv2d(const QString& name, OperatorRole role, CheckedInt images,
    CheckedInt inChannels, CheckedInt height, CheckedInt width, CheckedInt outChannels,
    CheckedInt kernel, CheckedInt stride, CheckedInt padding)
{
    const CheckedInt outHeight = (height + CheckedInt(2) * padding - kernel) / stride + 1;
    const CheckedInt outWidth = (width + CheckedInt(2) * padding - kernel) / stride + 1;
    const CheckedInt m = images * outHeight * outWidth;
    const CheckedInt n = outChannels;
    const CheckedInt k = inChannels * kernel * kernel;
    const CheckedInt flops = CheckedInt(2) * m * n * k;
    // Convolutions keep the run's precision end to end (int8 TensorRT engines chain int8
    // convolutions without a 16-bit pass in between).
    const CheckedInt x = storageBytes(images * inChannels * height * width, m_precision);
    const CheckedInt w = weightBytes(k * n);
    const CheckedInt y = storageBytes(m * n, m_precision);
    addForward(
        name, role, OpKind::Conv2d, ComputeUnit::Matrix, 1, m, n, k, flops, x + w, y, m_precision);
    if (!m_training)
        return;
    // im2col backward (as in Caffe): dW = colᵀ·dy, dcol = dy·Wᵀ followed by col2im.
    add(name + QStringLiteral(".wgrad"), role, OpKind::Conv2d, Phase::BackwardWeight,
        ComputeUnit::Matrix, 1, k, n, m, flops, x + y, w, m_precision);
    add(name + QStringLiteral(".dgrad"), role, OpKind::Conv2d, Phase::BackwardData,
        ComputeUnit::Matrix, 1, m, k, n, flops, y + w, x, m_precision);
}

void OperatorListBuilder::flashAttention(const QString& name, OperatorRole role, CheckedInt heads,
    CheckedInt kvHeads, CheckedInt queries, CheckedInt keys, CheckedInt headDim, bool causal,
    qint64 window, CheckedInt cachedWidth)
{
    // Query-key pairs actually computed. Causal: query i (of the last `queries` positions)
    // sees keys − queries + i + 1 keys; with a window, at most `window` of them: the first
    // `below` queries see fewer than the window, the rest exactly the window.
    CheckedInt pairs = causal
        ? queries * (keys - queries) + queries * (queries + CheckedInt(1)) / CheckedInt(2)
        : queries * keys;
    if (causal && window > 0 && !queries.overflow() && !keys.overflow()) {
        const qint64 first = keys.value() - queries.value() + 1; // keys seen by query 0
        const qint64 below = std::clamp<qint64>(window - first, 0, queries.value());
        pairs = CheckedInt(below) * first + CheckedInt(below) * (below - 1) / CheckedInt(2)
            + (queries - CheckedInt(below)) * window;
    }
    const CheckedInt forwardFlops = CheckedInt(4) * heads * headDim * pairs;
    const CheckedInt q = heads * queries * headDim * m_attentionBytes;
    const CheckedInt kvElements = kvHeads * keys
        * (cachedWidth.value() > 0 || cachedWidth.overflow() ? cachedWidth
                                                             : CheckedInt(2) * headDim);
    // A decode step reads K and V from the cache, at its width: once per KV head with a kernel
    // that shares a block of keys among the query heads of its group (split-KV, XQA, paged
    // attention), once per query head with TensorRT-LLM's masked MHA (AttentionKernel). A
    // latent cache has no groups to re-read.
    const bool perQueryHead = m_forwardPhase == Phase::Decode
        && m_attentionKernel == AttentionKernel::MaskedMha && cachedWidth.value() == 0;
    const CheckedInt kv = m_forwardPhase != Phase::Decode ? kvElements * m_attentionBytes
        : perQueryHead                                    ? cacheBytes(kvElements) * heads / kvHeads
                                                          : cacheBytes(kvElements);
    const CheckedInt lse = heads * queries * 4; // fp32 log-sum-exp per row
    addForward(name, role, OpKind::FlashAttention, ComputeUnit::Matrix, heads, queries, keys,
        headDim, forwardFlops, q + kv, q + lse, m_attention);
    if (!m_training)
        return;
    // Reads Q, K, V, O, dO and the statistics; writes dQ, dK, dV.
    add(name + QStringLiteral(".grad"), role, OpKind::FlashAttention, Phase::BackwardData,
        ComputeUnit::Matrix, heads, queries, keys, headDim,
        CheckedInt(10) * heads * headDim * pairs, CheckedInt(3) * q + kv + lse, q + kv,
        m_attention);
}

void OperatorListBuilder::vector(const QString& name, OperatorRole role, OpKind kind,
    CheckedInt readElements, CheckedInt writeElements, CheckedInt flops)
{
    // Conv nets keep 8-bit activations between layers; everything else runs vector ops in the
    // carrier (see the class comment).
    const Precision p = m_vectorInRunPrecision ? m_precision : m_carrier;
    const auto bytes = [p](CheckedInt elements) { return storageBytes(elements, p); };
    addForward(name, role, kind, ComputeUnit::Vector, 0, 0, 0, 0, flops, bytes(readElements),
        bytes(writeElements), p);
    if (!m_training)
        return;
    add(name + QStringLiteral(".grad"), role, kind, Phase::Backward, ComputeUnit::Vector, 0, 0, 0,
        0, CheckedInt(2) * flops, bytes(readElements + writeElements), bytes(readElements), p);
}

void OperatorListBuilder::embedding(const QString& name, CheckedInt tokens, CheckedInt width)
{
    const CheckedInt indices = tokens * 4;
    addForward(name, OperatorRole::Embedding, OpKind::Embedding, ComputeUnit::Vector, 0, 0, 0, 0, 0,
        weightBytes(tokens * width) + indices, tokens * width * m_carrierBytes, m_carrier);
    if (!m_training || m_frozen)
        return; // a frozen table (LoRA) has no gradient
    // Scatter-add of the output gradient into the table gradient: one add per element.
    add(name + QStringLiteral(".grad"), OperatorRole::Embedding, OpKind::Embedding, Phase::Backward,
        ComputeUnit::Vector, 0, 0, 0, 0, tokens * width, tokens * width * m_carrierBytes + indices,
        weightBytes(tokens * width), m_carrier);
}

void OperatorListBuilder::optimizer(CheckedInt parameters)
{
    if (!m_training)
        return;
    const CheckedInt saved = m_count;
    m_count = 1;
    // Reads the gradient, the master weight (if any) and the moments; writes the weight, the
    // master and the moments.
    const qint64 master
        = bytesPerElement(m_weightPrecision) < double(m_optimizerWidth) ? m_optimizerWidth : 0;
    const qint64 state = optimizerMoments(m_optimizerKind) * m_optimizerWidth + master;
    add(QStringLiteral("optimizer.") + optimizerKindName(m_optimizerKind), OperatorRole::Optimizer,
        OpKind::OptimizerUpdate, Phase::Optimizer, ComputeUnit::Vector, 0, 0, 0, 0,
        parameters * optimizerFlopsPerParameter(m_optimizerKind),
        storageBytes(parameters, m_gradient) + parameters * state,
        weightBytes(parameters) + parameters * state, m_carrier);
    m_count = saved;
}

std::vector<Operator> OperatorListBuilder::finish()
{
    std::vector<Operator> ops;
    ops.reserve(m_forward.size() + m_recomputed.size() + m_backward.size() + m_optimizer.size());
    ops.insert(ops.end(), m_forward.begin(), m_forward.end());
    ops.insert(ops.end(), m_recomputed.begin(), m_recomputed.end());
    ops.insert(ops.end(), m_backward.rbegin(), m_backward.rend());
    ops.insert(ops.end(), m_optimizer.begin(), m_optimizer.end());
    return ops;
}

} // namespace ts
