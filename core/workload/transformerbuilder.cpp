// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "transformerbuilder.h"

#include "operatorlistbuilder.h"

#include <algorithm>

namespace ts {

namespace {

// Vector-op FLOPs per element: conventions (docs/workload.md), negligible next to the GEMMs.
constexpr qint64 kLayerNormFlops = 8; // mean, centre, square-accumulate, normalise, scale, shift
constexpr qint64 kRmsNormFlops = 4; // square-accumulate, normalise, gain
constexpr qint64 kGeluFlops = 8; // tanh approximation
constexpr qint64 kSwigluFlops = 5; // sigmoid, x·sigmoid(x), gate·up
constexpr qint64 kSoftmaxFlops = 5; // max, subtract, exp, sum, divide
constexpr qint64 kRopeFlops = 3; // two multiplies and an add per rotated element
constexpr qint64 kDropoutFlops = 2; // compare and scale
constexpr qint64 kCrossEntropyFlops = 6; // softmax plus the log-likelihood
constexpr qint64 kTanhFlops = 5;
constexpr qint64 kRoutingFlops = 6; // softmax over experts and top-k selection

CheckedInt normParameters(const TransformerConfig& t)
{
    return t.norm == NormKind::LayerNorm ? CheckedInt(2) * t.hidden : CheckedInt(t.hidden);
}

CheckedInt attentionParameters(const TransformerConfig& t)
{
    const CheckedInt kvDim = CheckedInt(t.kvHeads) * t.headDim();
    const CheckedInt qDim = CheckedInt(t.heads) * t.headDim();
    const CheckedInt qkvWidth = qDim + CheckedInt(2) * kvDim;
    CheckedInt params = CheckedInt(t.hidden) * qkvWidth + qDim * t.hidden;
    if (t.bias)
        params += qkvWidth + t.hidden;
    return params;
}

/// One MLP (one expert for MoE).
CheckedInt mlpParameters(const TransformerConfig& t)
{
    const CheckedInt h(t.hidden);
    const CheckedInt f(t.ffn);
    if (t.mlp == MlpKind::SwiGlu)
        return CheckedInt(3) * h * f + (t.bias ? CheckedInt(2) * f + h : CheckedInt(0));
    return CheckedInt(2) * h * f + (t.bias ? f + h : CheckedInt(0));
}

} // namespace

CheckedInt TransformerBuilder::expertParameterCount(const TransformerConfig& t)
{
    if (t.experts <= 1)
        return 0;
    return CheckedInt(t.layers) * t.experts * mlpParameters(t);
}

CheckedInt TransformerBuilder::parameterCount(const TransformerConfig& t)
{
    const CheckedInt h(t.hidden);
    CheckedInt embeddings = CheckedInt(t.vocab) * h;
    if (t.position == PositionKind::Learned)
        embeddings += CheckedInt(t.maxPositions) * h;
    embeddings += CheckedInt(t.tokenTypes) * h;
    if (!t.preNorm)
        embeddings += normParameters(t); // BERT's embedding LayerNorm

    CheckedInt mlp = mlpParameters(t);
    if (t.experts > 1)
        mlp = CheckedInt(t.experts) * mlp + h * t.experts; // experts plus the router
    const CheckedInt layer = attentionParameters(t) + mlp + CheckedInt(2) * normParameters(t);

    CheckedInt params = embeddings + CheckedInt(t.layers) * layer;
    if (t.preNorm)
        params += normParameters(t); // final norm
    if (t.causal && !t.tiedEmbeddings)
        params += CheckedInt(t.vocab) * h; // untied LM head
    if (t.pooler)
        params += h * h + h;
    return params;
}

CheckedInt TransformerBuilder::activeParameterCount(const TransformerConfig& t)
{
    if (t.experts <= 1)
        return parameterCount(t);
    const CheckedInt idle
        = CheckedInt(t.layers) * (CheckedInt(t.experts) - t.expertsPerToken) * mlpParameters(t);
    return parameterCount(t) - idle;
}

std::optional<Workload::Contents> TransformerBuilder::build(
    const WorkloadSpec& spec, QString* overflowAt)
{
    const TransformerConfig& t = spec.transformer;
    const RunConfig& run = spec.run;
    const bool training = run.step == StepKind::Training;
    const bool decode = run.step == StepKind::Decode;
    const bool flash = run.attention == AttentionImpl::Flash;
    const qint64 act = bytesPerElement(run.activationPrecision);

    const CheckedInt microSteps = training ? run.globalBatch / run.microBatch : 1;
    const CheckedInt b = training ? run.microBatch : run.globalBatch;
    const CheckedInt s = run.seqLength;
    const CheckedInt h = t.hidden;
    const CheckedInt a = t.heads;
    const CheckedInt kv = t.kvHeads;
    const CheckedInt dh = t.headDim();
    const CheckedInt f = t.ffn;
    const CheckedInt v = t.vocab;
    const CheckedInt kvDim = kv * dh;
    const CheckedInt qDim = a * dh; // the model width unless head_dim is set apart
    const CheckedInt qkvWidth = qDim + CheckedInt(2) * kvDim;
    // Tokens per pass, and the context a decode step attends to (see the class comment).
    const CheckedInt tokens = decode ? b : b * s;
    // ⌈generated / 2⌉ without the overflow of generated + 1 at the type's maximum.
    const CheckedInt context = s + CheckedInt(run.generatedTokens / 2 + run.generatedTokens % 2);
    const qint64 normFlops = t.norm == NormKind::LayerNorm ? kLayerNormFlops : kRmsNormFlops;

    OperatorListBuilder ops(run);
    const CheckedInt th = tokens * h;

    // Embeddings.
    ops.setCount(microSteps);
    ops.embedding(QStringLiteral("embed.tokens"), tokens, h);
    qint64 extraEmbeddings = 0;
    if (t.position == PositionKind::Learned) {
        ops.embedding(QStringLiteral("embed.positions"), tokens, h);
        ++extraEmbeddings;
    }
    if (t.tokenTypes > 0) {
        ops.embedding(QStringLiteral("embed.token_types"), tokens, h);
        ++extraEmbeddings;
    }
    if (extraEmbeddings > 0)
        ops.vector(QStringLiteral("embed.sum"), OpKind::Elementwise,
            CheckedInt(1 + extraEmbeddings) * th, th, CheckedInt(extraEmbeddings) * th);
    if (!t.preNorm)
        ops.vector(
            QStringLiteral("embed.norm"), OpKind::Normalization, th, th, th * kLayerNormFlops);

    // One block, stored once with count layers × micro-batches.
    ops.setCount(CheckedInt(t.layers) * microSteps);
    ops.setRecomputable(true);
    auto norm = [&](const QString& name) {
        ops.vector(name, OpKind::Normalization, th, th, th * normFlops);
    };
    auto dropout = [&](const QString& name, CheckedInt elements) {
        if (t.dropout && training)
            ops.vector(name, OpKind::Elementwise, elements, elements, elements * kDropoutFlops);
    };
    auto residual = [&](const QString& name) {
        ops.vector(name, OpKind::Elementwise, CheckedInt(2) * th, th, th);
    };

    if (t.preNorm)
        norm(QStringLiteral("layer.attn_norm"));
    ops.linear(QStringLiteral("layer.attn.qkv_proj"), tokens, qkvWidth, h);
    if (t.position == PositionKind::Rotary) {
        const CheckedInt rotated = tokens * (qDim + kvDim);
        ops.vector(QStringLiteral("layer.attn.rope"), OpKind::Elementwise, rotated, rotated,
            rotated * kRopeFlops);
    }
    const CheckedInt bq = b * a; // query heads over the batch
    const CheckedInt bkv = b * kv;
    if (decode) {
        if (flash) {
            ops.flashAttention(QStringLiteral("layer.attn.flash"), bq, bkv, 1, context, dh, false);
        } else {
            // GQA-aware decode kernels multiply the queries of a group against their shared K/V.
            const CheckedInt group = a / kv;
            ops.batchedMatmul(
                QStringLiteral("layer.attn.scores"), bkv, group, context, dh, bkv, bkv);
            const CheckedInt scores = bq * context;
            ops.vector(QStringLiteral("layer.attn.softmax"), OpKind::Softmax, scores, scores,
                scores * kSoftmaxFlops);
            ops.batchedMatmul(
                QStringLiteral("layer.attn.context"), bkv, group, dh, context, bkv, bkv);
        }
    } else if (flash) {
        ops.flashAttention(QStringLiteral("layer.attn.flash"), bq, bkv, s, s, dh, t.causal);
    } else {
        // Unfused attention computes the whole S×S score matrix; the causal mask is applied in the
        // softmax, so masked entries cost FLOPs and bytes here (what the issue means by accounting
        // for causality: only the fused kernel skips them).
        ops.batchedMatmul(QStringLiteral("layer.attn.scores"), bq, s, s, dh, bq, bkv);
        const CheckedInt scores = bq * s * s;
        ops.vector(QStringLiteral("layer.attn.softmax"), OpKind::Softmax, scores, scores,
            scores * kSoftmaxFlops);
        dropout(QStringLiteral("layer.attn.dropout"), scores);
        ops.batchedMatmul(QStringLiteral("layer.attn.context"), bq, s, dh, s, bq, bkv);
    }
    ops.linear(QStringLiteral("layer.attn.out_proj"), tokens, h, qDim);
    dropout(QStringLiteral("layer.attn.out_dropout"), th);
    residual(QStringLiteral("layer.attn.residual"));
    if (!t.preNorm)
        norm(QStringLiteral("layer.attn_norm"));

    if (t.preNorm)
        norm(QStringLiteral("layer.mlp_norm"));
    const bool swiglu = t.mlp == MlpKind::SwiGlu;
    auto mlp = [&](const QString& prefix, CheckedInt rows) {
        if (swiglu) {
            ops.linear(prefix + QStringLiteral(".gate_up"), rows, CheckedInt(2) * f, h);
            ops.vector(prefix + QStringLiteral(".swiglu"), OpKind::Elementwise,
                CheckedInt(2) * rows * f, rows * f, rows * f * kSwigluFlops);
        } else {
            ops.linear(prefix + QStringLiteral(".up"), rows, f, h);
            ops.vector(prefix + QStringLiteral(".gelu"), OpKind::Elementwise, rows * f, rows * f,
                rows * f * kGeluFlops);
        }
        ops.linear(prefix + QStringLiteral(".down"), rows, h, f);
    };
    CheckedInt activeExperts = 1;
    if (t.experts > 1) {
        // Balanced routing: the routed token copies spread as evenly as possible over the
        // experts that receive any; `heavy` experts get one token more than the others. Two
        // ops with counts keep the FLOPs exact (Σ tokens = tokens·k) whatever the batch.
        const CheckedInt routed = tokens * t.expertsPerToken;
        activeExperts = routed.overflow() ? CheckedInt::overflowed()
                                          : CheckedInt(std::min(routed.value(), t.experts));
        const CheckedInt light = routed / activeExperts;
        const CheckedInt heavy = routed - light * activeExperts;
        const CheckedInt e(t.experts);
        ops.linear(QStringLiteral("layer.moe.router"), tokens, e, h);
        ops.vector(QStringLiteral("layer.moe.routing"), OpKind::MoeRouting, tokens * e + th,
            routed * h, tokens * e * kRoutingFlops);
        const CheckedInt blocks = CheckedInt(t.layers) * microSteps;
        if (heavy.value() > 0 || heavy.overflow()) {
            ops.setCount(blocks * heavy);
            mlp(QStringLiteral("layer.moe.expert_plus1"), light + CheckedInt(1));
        }
        if ((activeExperts - heavy).value() > 0 || heavy.overflow()) {
            ops.setCount(blocks * (activeExperts - heavy));
            mlp(QStringLiteral("layer.moe.expert"), light);
        }
        ops.setCount(blocks);
        ops.vector(QStringLiteral("layer.moe.combine"), OpKind::Elementwise, routed * h, th,
            CheckedInt(2) * routed * h);
    } else {
        mlp(QStringLiteral("layer.mlp"), tokens);
    }
    dropout(QStringLiteral("layer.mlp.dropout"), th);
    residual(QStringLiteral("layer.mlp.residual"));
    if (!t.preNorm)
        norm(QStringLiteral("layer.mlp_norm"));
    ops.setRecomputable(false);

    // Head.
    ops.setCount(microSteps);
    if (t.preNorm)
        norm(QStringLiteral("final_norm"));
    CheckedInt headRows = 0;
    if (t.causal) {
        headRows = training ? tokens : b; // inference needs the last position's logits only
        // Transformer Engine and TensorRT-LLM keep the output layer in 16 bits.
        ops.setQuantizeLinears(false);
        ops.linear(QStringLiteral("lm_head"), headRows, v, h);
        ops.setQuantizeLinears(true);
        if (training)
            ops.vector(QStringLiteral("loss.cross_entropy"), OpKind::Softmax, headRows * v,
                headRows, headRows * v * kCrossEntropyFlops);
    }
    if (t.pooler) {
        ops.linear(QStringLiteral("pooler.dense"), b, h, h);
        ops.vector(
            QStringLiteral("pooler.tanh"), OpKind::Elementwise, b * h, b * h, b * h * kTanhFlops);
    }

    const CheckedInt params = parameterCount(t);
    ops.optimizer(params);

    // Memory (see MemoryFootprint). Activations per block after Korthikanti et al. 2022, Table 2
    // generalised to GQA, SwiGLU, MoE and flash attention; dropout masks are 1 byte per element.
    const bool masks = t.dropout && training;
    const CheckedInt scoreElements = bq * s * s;
    CheckedInt attention = CheckedInt(2) * th * act // norm input, QKV input
        + tokens * qkvWidth * act // Q, K, V
        + tokens * qDim * act; // out-projection input
    if (flash || decode)
        attention += bq * (decode ? CheckedInt(1) : s) * 4; // softmax statistics
    else
        attention += scoreElements * act + (masks ? scoreElements * (act + 1) : CheckedInt(0));
    if (masks)
        attention += th;
    const CheckedInt mlpInner = swiglu ? CheckedInt(3) * f : CheckedInt(2) * f;
    CheckedInt mlpBytes = CheckedInt(2) * th * act; // norm input, first GEMM input
    if (t.experts > 1) {
        const CheckedInt routed = tokens * t.expertsPerToken;
        mlpBytes += tokens * t.experts * act + routed * (h + mlpInner) * act // expert inputs
            + routed * h * act; // expert outputs kept for the weighted combine
    } else {
        mlpBytes += tokens * mlpInner * act;
    }
    if (masks)
        mlpBytes += th;

    Workload::Contents contents;
    MemoryInputs& memory = contents.memory;
    memory.training = training;
    memory.weightPrecision = run.weightPrecision;
    memory.optimizerPrecision = run.optimizerPrecision;
    memory.recompute = training ? run.recompute : RecomputePolicy::None;
    const CheckedInt perLayer = attention + mlpBytes;
    // Kept under RecomputePolicy::ExceptWeightGemms: Q, K and V, the out-projection's output, the
    // MLP's first GEMM output(s) and its last GEMM's output (the router's logits for MoE too).
    const CheckedInt mlpGemmOutputs = t.experts > 1
        ? tokens * t.experts + tokens * t.expertsPerToken * (mlpInner - f + h)
        : tokens * (mlpInner - f + h);
    const CheckedInt weightGemmOutputs = (tokens * qkvWidth + th + mlpGemmOutputs) * act;
    const CheckedInt other
        = CheckedInt(2) * th * act + headRows * v * 4; // final norm, head, fp32 logits
    const CheckedInt kvPerToken = CheckedInt(2) * t.layers * kvDim * act;
    const CheckedInt prefillTokens = CheckedInt(run.globalBatch) * run.seqLength;
    CheckedInt kvCache = 0;
    if (t.causal && !training)
        kvCache = decode
            ? CheckedInt(run.globalBatch) * (s + CheckedInt(run.generatedTokens)) * kvPerToken
            : prefillTokens * kvPerToken;
    memory.activationLayers = training ? t.layers : 1; // inference keeps one block's transients
    const CheckedInt checked[]
        = { params, expertParameterCount(t), activeParameterCount(t), perLayer, th * act, other,
              kvCache, kvPerToken, prefillTokens, tokens * microSteps, activeExperts };
    for (const CheckedInt& value : checked) {
        if (value.overflow() && !ops.overflowed()) {
            if (overflowAt)
                *overflowAt = QStringLiteral("model size");
            return std::nullopt;
        }
    }
    if (ops.overflowed()) {
        if (overflowAt)
            *overflowAt = ops.firstOverflow();
        return std::nullopt;
    }
    memory.parameters = params.value();
    memory.expertParameters = expertParameterCount(t).value();
    memory.activationBytesPerLayer = perLayer.value();
    memory.checkpointBytesPerLayer = (th * act).value();
    memory.weightGemmOutputBytesPerLayer = weightGemmOutputs.value();
    memory.activationBytesOther = other.value();
    memory.kvCacheBytes = kvCache.value();
    memory.workspaceBytes = ops.largestOutputBytes();
    contents.ops = ops.finish();
    contents.parameters = params.value();
    contents.activeParameters = activeParameterCount(t).value();
    contents.kvCacheBytesPerToken = t.causal ? kvPerToken.value() : 0;
    contents.tokensPerStep = (tokens * microSteps).value();
    contents.prefillTokens = prefillTokens.value();
    return contents;
}

} // namespace ts
