// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "transformerbuilder.h"

#include "operatorlistbuilder.h"

#include <algorithm>
#include <cmath>

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

// Multi-head latent attention's widths (DeepSeek-V2): q and k per head are the non-rotary
// part (headDim()) and the rotary part; v has its own width.
CheckedInt latentQkDim(const TransformerConfig& t)
{
    return CheckedInt(t.headDim()) + t.ropeHeadDim;
}

CheckedInt attentionParameters(const TransformerConfig& t)
{
    const CheckedInt h(t.hidden);
    const CheckedInt a(t.heads);
    if (t.latentAttention()) {
        // q: directly, or down to the q latent (with its RMSNorm) and up; kv: down to the
        // latent plus the shared rotary key (with the latent's RMSNorm), up to every head's
        // non-rotary key and value; out: every head's value back to the model width.
        const CheckedInt qWidth = a * latentQkDim(t);
        const CheckedInt q = t.qLoraRank > 0
            ? h * t.qLoraRank + CheckedInt(t.qLoraRank) + CheckedInt(t.qLoraRank) * qWidth
            : h * qWidth;
        const CheckedInt kv = h * (CheckedInt(t.kvLoraRank) + t.ropeHeadDim)
            + CheckedInt(t.kvLoraRank)
            + CheckedInt(t.kvLoraRank) * a * (CheckedInt(t.headDim()) + t.valueHeadDim);
        return q + kv + a * t.valueHeadDim * h;
    }
    const CheckedInt kvDim = CheckedInt(t.kvHeads) * t.headDim();
    const CheckedInt qDim = a * t.headDim();
    const CheckedInt qkvWidth = qDim + CheckedInt(2) * kvDim;
    CheckedInt params = h * qkvWidth + qDim * h;
    if (t.bias)
        params += qkvWidth + h;
    else if (t.qkvBias)
        params += qkvWidth;
    return params;
}

/// One MLP of inner width `f` (a dense MLP, or one expert).
CheckedInt mlpParameters(const TransformerConfig& t, qint64 f)
{
    const CheckedInt h(t.hidden);
    if (t.mlp == MlpKind::SwiGlu)
        return CheckedInt(3) * h * f + (t.bias ? CheckedInt(2) * f + h : CheckedInt(0));
    return CheckedInt(2) * h * f + (t.bias ? CheckedInt(f) + h : CheckedInt(0));
}

} // namespace

CheckedInt TransformerBuilder::expertParameterCount(const TransformerConfig& t)
{
    if (t.experts <= 1)
        return 0;
    return CheckedInt(t.moeLayers()) * t.experts * mlpParameters(t, t.expertWidth());
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

    // Dense layers, then the layers with experts: the routed and shared experts plus the router.
    const CheckedInt layer = attentionParameters(t) + CheckedInt(2) * normParameters(t);
    const CheckedInt dense = mlpParameters(t, t.ffn);
    const CheckedInt moe = t.experts > 1
        ? (CheckedInt(t.experts) + t.sharedExperts) * mlpParameters(t, t.expertWidth())
            + h * t.experts
        : CheckedInt(0);
    CheckedInt params = embeddings + CheckedInt(t.layers) * layer
        + CheckedInt(t.layers - t.moeLayers()) * dense + CheckedInt(t.moeLayers()) * moe;
    if (t.preNorm)
        params += normParameters(t); // final norm
    if (t.causal && !t.tiedEmbeddings)
        params += CheckedInt(t.vocab) * h; // untied LM head
    if (t.pooler)
        params += h * h + h;
    return params;
}

CheckedInt TransformerBuilder::loraParameterCount(
    const TransformerConfig& t, const LoraConfig& lora)
{
    if (!lora.enabled())
        return 0;
    const CheckedInt r(lora.rank);
    // One fused layer of `parts` projections from k to n in all: parts A of k × r, B of r × n.
    const auto adapter = [&r](CheckedInt k, CheckedInt n, qint64 parts = 1) {
        return r * (CheckedInt(parts) * k + n);
    };
    const CheckedInt h(t.hidden);
    const CheckedInt a(t.heads);
    CheckedInt attention = 0;
    if (lora.attention) {
        if (t.latentAttention()) {
            const CheckedInt qk = latentQkDim(t);
            attention = t.qLoraRank > 0
                ? adapter(h, CheckedInt(t.qLoraRank)) + adapter(CheckedInt(t.qLoraRank), a * qk)
                : adapter(h, a * qk);
            attention += adapter(h, CheckedInt(t.kvLoraRank) + t.ropeHeadDim)
                + adapter(CheckedInt(t.kvLoraRank), a * (CheckedInt(t.headDim()) + t.valueHeadDim))
                + adapter(a * t.valueHeadDim, h);
        } else {
            const CheckedInt qDim = a * t.headDim();
            const CheckedInt kvDim = CheckedInt(t.kvHeads) * t.headDim();
            attention = adapter(h, qDim + CheckedInt(2) * kvDim, 3) + adapter(qDim, h);
        }
    }
    const auto mlp = [&](CheckedInt f) {
        if (!lora.mlp)
            return CheckedInt(0);
        return t.mlp == MlpKind::SwiGlu ? adapter(h, CheckedInt(2) * f, 2) + adapter(f, h)
                                        : adapter(h, f) + adapter(f, h);
    };
    const CheckedInt moe = t.experts > 1 ? CheckedInt(t.experts) * mlp(t.expertWidth())
            + (t.sharedExperts > 0 ? mlp(CheckedInt(t.expertWidth()) * t.sharedExperts)
                                   : CheckedInt(0))
                                         : CheckedInt(0);
    return CheckedInt(t.layers) * attention + CheckedInt(t.layers - t.moeLayers()) * mlp(t.ffn)
        + CheckedInt(t.moeLayers()) * moe;
}

CheckedInt TransformerBuilder::activeParameterCount(const TransformerConfig& t)
{
    if (t.experts <= 1)
        return parameterCount(t);
    const CheckedInt idle = CheckedInt(t.moeLayers()) * (CheckedInt(t.experts) - t.expertsPerToken)
        * mlpParameters(t, t.expertWidth());
    return parameterCount(t) - idle;
}

namespace {

// What build() derives from a spec once, shared by its steps (the names of the formulas).
struct TransformerShapes
{
    explicit TransformerShapes(const WorkloadSpec& spec);

    const TransformerConfig& t;
    const RunConfig& run;
    bool training;
    bool decode;
    bool flash;
    qint64 act;
    CheckedInt microSteps;
    CheckedInt b;
    CheckedInt s;
    CheckedInt h;
    CheckedInt a;
    CheckedInt kv;
    CheckedInt dh;
    CheckedInt f;
    CheckedInt v;
    CheckedInt kvDim;
    CheckedInt qDim; // the model width unless head_dim is set apart
    CheckedInt qkvWidth;
    // Tokens per pass, and the context a decode step attends to (see the class comment).
    CheckedInt queries;
    CheckedInt tokens;
    CheckedInt context;
    qint64 normFlops;
    CheckedInt th;
    // LoRA: every weight frozen, adapters on the targeted linear layers.
    bool lora;
    // An eager stack (SoftwareStack::FsdpEager) runs Hugging Face's modules as written.
    bool eager;
    CheckedInt bq; // query heads over the batch
    CheckedInt bkv;
    bool latent;
    // Multi-head latent attention's widths (zero otherwise).
    CheckedInt qk;
    CheckedInt dv;
    CheckedInt rank;
    CheckedInt rope;
    bool swiglu;
    CheckedInt ef;
    qint64 moeLayers;
    CheckedInt layers;
};

TransformerShapes::TransformerShapes(const WorkloadSpec& spec)
    : t(spec.transformer)
    , run(spec.run)
    , training(run.step == StepKind::Training)
    , decode(run.step == StepKind::Decode)
    , flash(run.attention == AttentionImpl::Flash)
    // Activation memory in whole bytes: a 4-bit run's activations count one byte an element,
    // rounded up from 0.5625 (docs/workload.md, "4-bit floating point").
    , act(qint64(std::ceil(bytesPerElement(run.activationPrecision))))
    , microSteps(training ? run.globalBatch / run.microBatch : 1)
    , b(training ? run.microBatch : run.globalBatch)
    , s(run.seqLength)
    , h(t.hidden)
    , a(t.heads)
    , kv(t.kvHeads)
    , dh(t.headDim())
    , f(t.ffn)
    , v(t.vocab)
    , kvDim(kv * dh)
    , qDim(a * dh)
    , qkvWidth(qDim + CheckedInt(2) * kvDim)
    , queries(decode ? CheckedInt(run.queriesPerSequence) : CheckedInt(1))
    , tokens(decode ? b * queries : b * s)
    // ⌈generated / 2⌉ without the overflow of generated + 1 at the type's maximum.
    // With several queries a sequence (speculative verification) the last sees them all.
    , context(s + CheckedInt(run.generatedTokens / 2 + run.generatedTokens % 2)
          + (queries - CheckedInt(1)))
    , normFlops(t.norm == NormKind::LayerNorm ? kLayerNormFlops : kRmsNormFlops)
    , th(tokens * h)
    , lora(training && run.lora.enabled())
    , eager(run.stack == SoftwareStack::FsdpEager)
    , bq(b * a)
    , bkv(b * kv)
    , latent(t.latentAttention())
    , qk(latent ? latentQkDim(t) : dh)
    , dv(latent ? CheckedInt(t.valueHeadDim) : dh)
    , rank(t.kvLoraRank)
    , rope(t.ropeHeadDim)
    , swiglu(t.mlp == MlpKind::SwiGlu)
    , ef(t.expertWidth())
    , moeLayers(t.moeLayers())
    , layers(t.layers)
{ }

// Appends a transformer's operators to an OperatorListBuilder, part by part.
class TransformerOpsWriter : private TransformerShapes
{
public:
    TransformerOpsWriter(const TransformerShapes& shapes, OperatorListBuilder& ops)
        : TransformerShapes(shapes)
        , ops(ops)
    { }

    void addEmbeddings();
    void addAttentionBlock();
    /// Returns the experts that receive tokens (1 without experts).
    CheckedInt addMlpBlock();
    /// Returns the rows of the output layer (0 without one).
    CheckedInt addHead();

private:
    using BlockTensor = OperatorListBuilder::BlockTensor;

    void adapt(bool targeted) { ops.setLoraRank(lora && targeted ? run.lora.rank : 0); }
    void norm(const QString& name);
    void dropout(const QString& name, OperatorRole role, CheckedInt elements);
    void residual(const QString& name);
    void addAttentionProjections();
    void addEagerRope();
    void attend(const QString& suffix, qint64 window);
    void addMlp(const QString& prefix, CheckedInt rows, CheckedInt width);
    CheckedInt addExperts();

    OperatorListBuilder& ops;
};

void TransformerOpsWriter::addEmbeddings()
{
    ops.setCount(microSteps);
    ops.setSection(OperatorSection::Input);
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
        ops.vector(QStringLiteral("embed.sum"), OperatorRole::Embedding, OpKind::Elementwise,
            CheckedInt(1 + extraEmbeddings) * th, th, CheckedInt(extraEmbeddings) * th);
    if (!t.preNorm)
        ops.vector(QStringLiteral("embed.norm"), OperatorRole::Norm, OpKind::Normalization, th, th,
            th * kLayerNormFlops);
}

// An eager stack runs Hugging Face's LlamaRMSNorm as written: a cast to fp32, pow, mean, rsqrt,
// a multiply, the cast back and the gain, each a kernel that reads and writes the activation
// (fp32 counts two carrier elements).
void TransformerOpsWriter::norm(const QString& name)
{
    constexpr OperatorRole kNorm = OperatorRole::Norm;
    if (!eager || t.norm != NormKind::RmsNorm) {
        ops.vector(name, kNorm, OpKind::Normalization, th, th, th * normFlops);
        return;
    }
    const CheckedInt fp32 = CheckedInt(2) * th;
    ops.vector(name + QStringLiteral(".to_fp32"), kNorm, OpKind::Elementwise, th, fp32, th);
    ops.vector(name + QStringLiteral(".pow"), kNorm, OpKind::Elementwise, fp32, fp32, th);
    ops.vector(name + QStringLiteral(".mean"), kNorm, OpKind::Normalization, fp32,
        CheckedInt(2) * tokens, th);
    ops.vector(name + QStringLiteral(".rsqrt"), kNorm, OpKind::Elementwise, CheckedInt(2) * tokens,
        CheckedInt(2) * tokens, CheckedInt(2) * tokens);
    ops.vector(name + QStringLiteral(".scale"), kNorm, OpKind::Elementwise, fp32, fp32, th);
    ops.vector(name + QStringLiteral(".to_bf16"), kNorm, OpKind::Elementwise, fp32, th, th);
    ops.vector(name + QStringLiteral(".gain"), kNorm, OpKind::Elementwise, th, th, th);
}

void TransformerOpsWriter::dropout(const QString& name, OperatorRole role, CheckedInt elements)
{
    if (t.dropout && training)
        ops.vector(name, role, OpKind::Elementwise, elements, elements, elements * kDropoutFlops);
}

void TransformerOpsWriter::residual(const QString& name)
{
    ops.vector(name, OperatorRole::Residual, OpKind::Elementwise, CheckedInt(2) * th, th, th);
}

// The query, key and value projections, and the rotary embedding.
void TransformerOpsWriter::addAttentionProjections()
{
    ops.setBlockTensor(BlockTensor::Qkv); // latent attention's projections count as q, k, v
    if (latent) {
        if (t.qLoraRank > 0) {
            const CheckedInt qLatent = tokens * t.qLoraRank;
            ops.linear(QStringLiteral("layer.attn.q_a_proj"), OperatorRole::QueryDownProjection,
                tokens, t.qLoraRank, h);
            ops.vector(QStringLiteral("layer.attn.q_a_norm"), OperatorRole::Norm,
                OpKind::Normalization, qLatent, qLatent, qLatent * kRmsNormFlops);
            ops.linear(QStringLiteral("layer.attn.q_b_proj"), OperatorRole::QueryUpProjection,
                tokens, a * qk, t.qLoraRank);
        } else {
            ops.linear(QStringLiteral("layer.attn.q_proj"), OperatorRole::QueryProjection, tokens,
                a * qk, h);
        }
        const CheckedInt kvLatent = tokens * rank;
        ops.linear(QStringLiteral("layer.attn.kv_a_proj"), OperatorRole::KvDownProjection, tokens,
            rank + rope, h);
        ops.vector(QStringLiteral("layer.attn.kv_a_norm"), OperatorRole::Norm,
            OpKind::Normalization, kvLatent, kvLatent, kvLatent * kRmsNormFlops);
        const CheckedInt rotated = tokens * (a * rope + rope);
        ops.vector(QStringLiteral("layer.attn.rope"), OperatorRole::RotaryEmbedding,
            OpKind::Elementwise, rotated, rotated, rotated * kRopeFlops);
        if (!decode)
            ops.linear(QStringLiteral("layer.attn.kv_b_proj"), OperatorRole::KvUpProjection, tokens,
                a * (dh + dv), rank);
        return;
    }
    ops.linear(QStringLiteral("layer.attn.qkv_proj"), OperatorRole::QkvProjection, tokens, qkvWidth,
        h, 3); // q, k and v
    if (t.position != PositionKind::Rotary)
        return;
    if (eager) {
        addEagerRope();
        return;
    }
    const CheckedInt rotated = tokens * (qDim + kvDim);
    ops.vector(QStringLiteral("layer.attn.rope"), OperatorRole::RotaryEmbedding,
        OpKind::Elementwise, rotated, rotated, rotated * kRopeFlops);
}

// Hugging Face's apply_rotary_pos_emb, q and k apart: x·cos + rotate_half(x)·sin, rotate_half a
// negation of one half and a concatenation.
void TransformerOpsWriter::addEagerRope()
{
    for (const auto& [part, width] : { std::pair { "q", qDim }, std::pair { "k", kvDim } }) {
        const CheckedInt x = tokens * width;
        const QString base = QStringLiteral("layer.attn.rope_") + QLatin1String(part);
        constexpr OperatorRole kRope = OperatorRole::RotaryEmbedding;
        ops.vector(base + QStringLiteral(".neg"), kRope, OpKind::Elementwise, x / CheckedInt(2),
            x / CheckedInt(2), x / CheckedInt(2));
        ops.vector(base + QStringLiteral(".cat"), kRope, OpKind::Elementwise, x, x, 0);
        ops.vector(base + QStringLiteral(".mul_cos"), kRope, OpKind::Elementwise, x, x, x);
        ops.vector(base + QStringLiteral(".mul_sin"), kRope, OpKind::Elementwise, x, x, x);
        ops.vector(
            base + QStringLiteral(".add"), kRope, OpKind::Elementwise, CheckedInt(2) * x, x, x);
    }
}

// The scores and the weighted values, on the layers without a window and on those with one
// (their queries see the last `window` positions only; a decode step reads that much cache).
void TransformerOpsWriter::attend(const QString& suffix, qint64 window)
{
    const auto name = [&suffix](const char* base) { return QLatin1String(base) + suffix; };
    const CheckedInt seen
        = window > 0 ? CheckedInt(std::min<qint64>(window, context.value())) : context;
    const OperatorRole core = window > 0 ? OperatorRole::WindowAttention : OperatorRole::Attention;
    if (decode && latent) {
        // Decode with the up-projections absorbed (DeepSeek-V2 §2.1.2): each head's query
        // moves into the latent, attention reads the cached latent and rotary key (one
        // "head" shared by all), and the values come out of the latent per head.
        ops.batchedMatmul(
            name("layer.attn.q_absorb"), OperatorRole::QueryAbsorb, a, tokens, rank, dh, a, a);
        if (flash) {
            // One kernel over keys of rank + rope and values of rank: the mean width gives
            // its FLOPs exactly; it reads each cached latent and rotary key once.
            ops.flashAttention(name("layer.attn.flash"), core, bq, b, queries, seen,
                (CheckedInt(2) * rank + rope) / CheckedInt(2), queries.value() > 1, 0, rank + rope);
        } else {
            ops.batchedMatmul(
                name("layer.attn.scores"), core, b, a * queries, seen, rank + rope, b, b, true);
            const CheckedInt scores = bq * queries * seen;
            ops.vector(name("layer.attn.softmax"), core, OpKind::Softmax, scores, scores,
                scores * kSoftmaxFlops);
            ops.batchedMatmul(
                name("layer.attn.context"), core, b, a * queries, rank, seen, b, b, true);
        }
        ops.batchedMatmul(
            name("layer.attn.v_absorb"), OperatorRole::ValueAbsorb, a, tokens, dv, rank, a, a);
    } else if (decode) {
        if (flash) {
            ops.flashAttention(
                name("layer.attn.flash"), core, bq, bkv, queries, seen, dh, queries.value() > 1);
        } else {
            // GQA-aware decode kernels multiply the queries of a group against their shared
            // K/V.
            const CheckedInt group = a / kv * queries;
            ops.batchedMatmul(
                name("layer.attn.scores"), core, bkv, group, seen, dh, bkv, bkv, true);
            const CheckedInt scores = bq * queries * seen;
            ops.vector(name("layer.attn.softmax"), core, OpKind::Softmax, scores, scores,
                scores * kSoftmaxFlops);
            ops.batchedMatmul(
                name("layer.attn.context"), core, bkv, group, dh, seen, bkv, bkv, true);
        }
    } else if (flash) {
        // Keys of width qk and values of width dv (the same but for latent attention): the
        // mean width gives the FLOPs and K/V bytes exactly.
        ops.flashAttention(name("layer.attn.flash"), core, bq, latent ? bq : bkv, s, s,
            (qk + dv) / CheckedInt(2), t.causal, window);
    } else {
        // Unfused attention computes the whole S×S score matrix; the causal mask (and the
        // window) is applied in the softmax, so masked entries cost FLOPs and bytes here
        // (only the fused kernel skips them).
        ops.batchedMatmul(name("layer.attn.scores"), core, bq, s, s, qk, bq, latent ? bq : bkv);
        const CheckedInt scores = bq * s * s;
        ops.vector(name("layer.attn.softmax"), core, OpKind::Softmax, scores, scores,
            scores * kSoftmaxFlops);
        dropout(name("layer.attn.dropout"), OperatorRole::AttentionDropout, scores);
        ops.batchedMatmul(name("layer.attn.context"), core, bq, s, dv, s, bq, latent ? bq : bkv);
    }
}

// One block's attention, stored once with count layers × micro-batches.
void TransformerOpsWriter::addAttentionBlock()
{
    ops.setCount(layers * microSteps);
    ops.setSection(OperatorSection::Block);
    ops.setRecomputable(true);
    if (t.preNorm)
        norm(QStringLiteral("layer.attn_norm"));
    adapt(run.lora.attention);
    addAttentionProjections();
    const qint64 windowed = t.windowedLayers();
    if (windowed < t.layers) {
        ops.setCount(CheckedInt(t.layers - windowed) * microSteps);
        attend(QString(), 0);
    }
    if (windowed > 0) {
        ops.setCount(CheckedInt(windowed) * microSteps);
        attend(QStringLiteral("_window"), t.slidingWindow);
    }
    ops.setCount(layers * microSteps);
    ops.setBlockTensor(BlockTensor::OutProj);
    ops.linear(
        QStringLiteral("layer.attn.out_proj"), OperatorRole::OutProjection, tokens, h, a * dv);
    dropout(QStringLiteral("layer.attn.out_dropout"), OperatorRole::Dropout, th);
    residual(QStringLiteral("layer.attn.residual"));
    if (!t.preNorm)
        norm(QStringLiteral("layer.attn_norm"));
}

void TransformerOpsWriter::addMlp(const QString& prefix, CheckedInt rows, CheckedInt width)
{
    ops.setBlockTensor(BlockTensor::MlpIn);
    constexpr OperatorRole kActivation = OperatorRole::MlpActivation;
    if (swiglu) {
        ops.linear(prefix + QStringLiteral(".gate_up"), OperatorRole::MlpUp, rows,
            CheckedInt(2) * width, h, 2);
        if (!eager) {
            ops.vector(prefix + QStringLiteral(".swiglu"), kActivation, OpKind::Elementwise,
                CheckedInt(2) * rows * width, rows * width, rows * width * kSwigluFlops);
        } else {
            // LlamaMLP: act_fn(gate) * up, the SiLU and the product as two kernels.
            ops.vector(prefix + QStringLiteral(".silu"), kActivation, OpKind::Elementwise,
                rows * width, rows * width, rows * width * (kSwigluFlops - 1));
            ops.vector(prefix + QStringLiteral(".mul"), kActivation, OpKind::Elementwise,
                CheckedInt(2) * rows * width, rows * width, rows * width);
        }
    } else {
        ops.linear(prefix + QStringLiteral(".up"), OperatorRole::MlpUp, rows, width, h);
        ops.vector(prefix + QStringLiteral(".gelu"), kActivation, OpKind::Elementwise, rows * width,
            rows * width, rows * width * kGeluFlops);
    }
    ops.setBlockTensor(BlockTensor::MlpOut);
    ops.linear(prefix + QStringLiteral(".down"), OperatorRole::MlpDown, rows, h, width);
}

// The router, the shared experts and the routed experts of the layers with experts.
CheckedInt TransformerOpsWriter::addExperts()
{
    // Balanced routing: the routed token copies spread as evenly as possible over the
    // experts that receive any; `heavy` experts get one token more than the others. Two
    // ops with counts keep the FLOPs exact (Σ tokens = tokens·k) whatever the batch.
    const CheckedInt moeBlocks = CheckedInt(moeLayers) * microSteps;
    const CheckedInt routed = tokens * t.expertsPerToken;
    const CheckedInt activeExperts = routed.overflow()
        ? CheckedInt::overflowed()
        : CheckedInt(std::min(routed.value(), t.experts));
    const CheckedInt light = routed / activeExperts;
    const CheckedInt heavy = routed - light * activeExperts;
    const CheckedInt e(t.experts);
    ops.setCount(moeBlocks);
    adapt(false); // the router stays as it is
    ops.setBlockTensor(BlockTensor::MlpIn);
    ops.linear(QStringLiteral("layer.moe.router"), OperatorRole::Router, tokens, e, h);
    adapt(run.lora.mlp);
    ops.vector(QStringLiteral("layer.moe.routing"), OperatorRole::ExpertDispatch,
        OpKind::MoeRouting, tokens * e + th, routed * h, tokens * e * kRoutingFlops);
    // DeepSeekMoE's shared experts see every token: one MLP as wide as all of them.
    if (t.sharedExperts > 0) {
        ops.setSection(OperatorSection::SharedExpert);
        addMlp(QStringLiteral("layer.moe.shared"), tokens, ef * t.sharedExperts);
    }
    // The routed experts as grouped GEMMs (OperatorListBuilder::setGroups): each of the
    // MLP's kernels launched once a layer for all the experts of one size, not once an
    // expert; a ragged split times its two sizes as two groups.
    ops.setCount(moeBlocks);
    ops.setSection(OperatorSection::RoutedExpert);
    if (heavy.value() > 0 || heavy.overflow()) {
        ops.setGroups(heavy);
        addMlp(QStringLiteral("layer.moe.expert_plus1"), light + CheckedInt(1), ef);
    }
    if ((activeExperts - heavy).value() > 0 || heavy.overflow()) {
        ops.setGroups(activeExperts - heavy);
        addMlp(QStringLiteral("layer.moe.expert"), light, ef);
    }
    ops.setGroups(1);
    ops.setSection(OperatorSection::Block);
    ops.vector(QStringLiteral("layer.moe.combine"), OperatorRole::ExpertCombine,
        OpKind::Elementwise, routed * h, th, CheckedInt(2) * routed * h);
    return activeExperts;
}

CheckedInt TransformerOpsWriter::addMlpBlock()
{
    if (t.preNorm)
        norm(QStringLiteral("layer.mlp_norm"));
    adapt(run.lora.mlp);
    if (moeLayers < t.layers) {
        ops.setCount(CheckedInt(t.layers - moeLayers) * microSteps);
        addMlp(QStringLiteral("layer.mlp"), tokens, f);
    }
    const CheckedInt activeExperts = t.experts > 1 ? addExperts() : CheckedInt(1);
    ops.setCount(layers * microSteps);
    dropout(QStringLiteral("layer.mlp.dropout"), OperatorRole::Dropout, th);
    residual(QStringLiteral("layer.mlp.residual"));
    if (!t.preNorm)
        norm(QStringLiteral("layer.mlp_norm"));
    ops.setRecomputable(false);
    ops.setBlockTensor(BlockTensor::Unassigned);
    return activeExperts;
}

CheckedInt TransformerOpsWriter::addHead()
{
    ops.setCount(microSteps);
    ops.setSection(OperatorSection::Output);
    adapt(false); // PEFT leaves the head (and a pooler) alone
    if (t.preNorm)
        norm(QStringLiteral("final_norm"));
    CheckedInt headRows = 0;
    if (t.causal) {
        // Prefill needs the last position's logits only; a decode step each position's.
        headRows = training || decode ? tokens : b;
        // Transformer Engine and TensorRT-LLM keep the output layer in 16 bits.
        ops.setQuantizeLinears(false);
        ops.linear(QStringLiteral("lm_head"), OperatorRole::LmHead, headRows, v, h);
        ops.setQuantizeLinears(true);
        if (training && !eager)
            ops.vector(QStringLiteral("loss.cross_entropy"), OperatorRole::Loss, OpKind::Softmax,
                headRows * v, headRows, headRows * v * kCrossEntropyFlops);
        if (training && eager) {
            // LlamaForCausalLM: logits.float(), then cross_entropy's log_softmax and NLL on fp32.
            const CheckedInt logits = headRows * v;
            constexpr OperatorRole kLoss = OperatorRole::Loss;
            ops.vector(QStringLiteral("loss.logits_float"), kLoss, OpKind::Elementwise, logits,
                CheckedInt(2) * logits, logits);
            ops.vector(QStringLiteral("loss.log_softmax"), kLoss, OpKind::Softmax,
                CheckedInt(2) * logits, CheckedInt(2) * logits, logits * kCrossEntropyFlops);
            ops.vector(QStringLiteral("loss.nll"), kLoss, OpKind::Elementwise,
                CheckedInt(2) * headRows, headRows, headRows);
        }
    }
    if (t.pooler) {
        ops.linear(QStringLiteral("pooler.dense"), OperatorRole::Linear, b, h, h);
        ops.vector(QStringLiteral("pooler.tanh"), OperatorRole::Activation, OpKind::Elementwise,
            b * h, b * h, b * h * kTanhFlops);
    }
    return headRows;
}

// A block's activation bytes (see MemoryFootprint).
struct TransformerActivationBytes
{
    CheckedInt savedQkv; // elements a token
    CheckedInt attentionCore;
    CheckedInt perLayer;
    CheckedInt weightGemmOutputs;
    CheckedInt mlpGemmOutputs;
};

// Activations per block after Korthikanti et al. 2022, Table 2 generalised to GQA, SwiGLU, MoE,
// latent attention and flash attention; dropout masks are 1 byte per element.
TransformerActivationBytes transformerActivationBytes(const TransformerShapes& d)
{
    const TransformerConfig& t = d.t;
    const CheckedInt& tokens = d.tokens;
    const CheckedInt& th = d.th;
    const qint64 act = d.act;
    TransformerActivationBytes bytes;
    const bool masks = t.dropout && d.training;
    const CheckedInt scoreElements = d.bq * d.s * d.s;
    // What attention keeps: Q, K and V (latent attention: the latents as well), and the
    // out-projection's input.
    bytes.savedQkv = d.latent
        ? d.a * d.qk * CheckedInt(2) + d.a * d.dv + d.rank + d.rope + CheckedInt(t.qLoraRank)
        : d.qkvWidth;
    CheckedInt attention = CheckedInt(2) * th * act // norm input, QKV input
        + tokens * bytes.savedQkv * act // Q, K, V
        + tokens * d.a * d.dv * act; // out-projection input
    // What the core attention stores for its own backward (Selective recomputation drops it).
    bytes.attentionCore = (d.flash || d.decode)
        ? d.bq * (d.decode ? d.queries : d.s) * 4 // softmax statistics
        : scoreElements * act + (masks ? scoreElements * (act + 1) : CheckedInt(0));
    attention += bytes.attentionCore;
    if (masks)
        attention += th;
    const auto mlpInner = [swiglu = d.swiglu](CheckedInt width) {
        return swiglu ? CheckedInt(3) * width : CheckedInt(2) * width;
    };
    // A dense layer's MLP, and a layer with experts (their inputs, inner activations and outputs
    // for the combine, plus the shared experts' as a dense MLP).
    const CheckedInt denseMlp
        = CheckedInt(2) * th * act + tokens * mlpInner(d.f) * act + (masks ? th : CheckedInt(0));
    CheckedInt moeMlp = 0;
    if (t.experts > 1) {
        const CheckedInt routed = tokens * t.expertsPerToken;
        moeMlp = CheckedInt(2) * th * act + tokens * t.experts * act
            + routed * (d.h + mlpInner(d.ef)) * act + routed * d.h * act
            + tokens * mlpInner(d.ef * t.sharedExperts) * act + (masks ? th : CheckedInt(0));
    }
    // Kept under RecomputePolicy::ExceptWeightGemms: Q, K and V, the out-projection's output, the
    // MLP's first GEMM output(s) and its last GEMM's output (the router's logits for MoE too).
    const CheckedInt denseGemmOutputs = tokens * (mlpInner(d.f) - d.f + d.h);
    const CheckedInt moeGemmOutputs = t.experts > 1
        ? tokens * t.experts + tokens * t.expertsPerToken * (mlpInner(d.ef) - d.ef + d.h)
            + tokens * (mlpInner(d.ef * t.sharedExperts) - d.ef * t.sharedExperts)
        : CheckedInt(0);
    // Per layer: the mean over the layers when training keeps them all, the larger of the two
    // kinds when inference keeps one block's transients.
    const qint64 moeLayers = d.moeLayers;
    const CheckedInt denseCount(t.layers - moeLayers);
    const CheckedInt moeCount(moeLayers);
    const auto perLayerOf = [&](CheckedInt dense, CheckedInt moe) {
        if (!d.training)
            return moeLayers > 0 && (moeLayers == t.layers || moe.value() > dense.value()) ? moe
                                                                                           : dense;
        return (denseCount * dense + moeCount * moe + d.layers - CheckedInt(1)) / d.layers;
    };
    bytes.perLayer = attention + perLayerOf(denseMlp, moeMlp);
    bytes.weightGemmOutputs
        = (tokens * bytes.savedQkv + th + perLayerOf(denseGemmOutputs, moeGemmOutputs)) * act;
    bytes.mlpGemmOutputs = perLayerOf(denseGemmOutputs, moeGemmOutputs) * act;
    return bytes;
}

// A token's cache in every layer: K and V of the KV heads, or latent attention's latent and
// rotary key. In bits: a cache may be stored narrower than the activations
// (RunConfig::kvCachePrecision).
CheckedInt kvCacheBytesPerLayerToken(const TransformerShapes& d)
{
    return storageBytes(d.latent ? d.rank + d.rope : CheckedInt(2) * d.kvDim,
        d.run.kvCachePrecision.value_or(OperatorListBuilder::attentionPrecision(d.run)));
}

// The KV cache of an inference step; a windowed layer keeps the last `slidingWindow` tokens only.
CheckedInt transformerKvCacheBytes(const TransformerShapes& d, CheckedInt kvPerLayerToken)
{
    const TransformerConfig& t = d.t;
    if (!t.causal || d.training)
        return 0;
    const auto cachedTokens = [&](CheckedInt length) {
        const qint64 windowedLayers = t.windowedLayers();
        if (windowedLayers == 0)
            return d.layers * length;
        const CheckedInt kept = length.overflow()
            ? length
            : CheckedInt(std::min<qint64>(length.value(), t.slidingWindow));
        return CheckedInt(t.layers - windowedLayers) * length + CheckedInt(windowedLayers) * kept;
    };
    return CheckedInt(d.run.globalBatch)
        * cachedTokens(d.decode ? d.s + CheckedInt(d.run.generatedTokens) : d.s) * kvPerLayerToken;
}

} // namespace

std::optional<Workload::Contents> TransformerBuilder::build(
    const WorkloadSpec& spec, QString* overflowAt)
{
    const TransformerShapes d(spec);
    const TransformerConfig& t = spec.transformer;
    const RunConfig& run = spec.run;
    const CheckedInt& th = d.th;

    OperatorListBuilder ops(run);
    if (d.lora)
        ops.setFrozen(true, run.lora.basePrecision);
    TransformerOpsWriter writer(d, ops);
    writer.addEmbeddings();
    writer.addAttentionBlock();
    const CheckedInt activeExperts = writer.addMlpBlock();
    const CheckedInt headRows = writer.addHead();

    // The model's weights and LoRA's adapters; only the adapters are trained when there are.
    const CheckedInt adapters = loraParameterCount(t, d.lora ? run.lora : LoraConfig {});
    const CheckedInt params = parameterCount(t) + adapters;
    ops.optimizer(d.lora ? adapters : params);

    // Memory (see MemoryFootprint).
    const TransformerActivationBytes activations = transformerActivationBytes(d);
    Workload::Contents contents;
    MemoryInputs& memory = contents.memory;
    memory.training = d.training;
    memory.weightPrecision = run.weightPrecision;
    memory.optimizerPrecision = run.optimizerPrecision;
    memory.optimizer = run.optimizer;
    memory.gradientPrecision = run.gradientPrecision.value_or(run.weightPrecision);
    memory.recompute = d.training ? run.recompute : RecomputePolicy::None;
    const CheckedInt other
        = CheckedInt(2) * th * d.act + headRows * d.v * 4; // final norm, head, fp32 logits
    const CheckedInt kvPerLayerToken = kvCacheBytesPerLayerToken(d);
    const CheckedInt kvPerToken = d.layers * kvPerLayerToken;
    const CheckedInt prefillTokens = CheckedInt(run.globalBatch) * run.seqLength;
    const CheckedInt kvCache = transformerKvCacheBytes(d, kvPerLayerToken);
    memory.activationLayers = d.training ? t.layers : 1; // inference keeps one block's transients
    const CheckedInt checked[] = { params, expertParameterCount(t), activeParameterCount(t),
        activations.perLayer, th * d.act, other, kvCache, kvPerToken, prefillTokens,
        d.tokens * d.microSteps, activeExperts };
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
    if (d.lora) {
        memory.trainableParameters = adapters.value();
        memory.frozenPrecision = run.lora.basePrecision;
    }
    memory.expertParameters = expertParameterCount(t).value();
    memory.activationBytesPerLayer = activations.perLayer.value();
    memory.checkpointBytesPerLayer = (th * d.act).value();
    memory.weightGemmOutputBytesPerLayer = activations.weightGemmOutputs.value();
    // The tensors the named remat policies place; the four weight-GEMM outputs add up to
    // weightGemmOutputs.
    const CheckedInt& mlpGemmOutputs = activations.mlpGemmOutputs;
    const CheckedInt mlpOut
        = (th * d.act).value() <= mlpGemmOutputs.value() ? th * d.act : mlpGemmOutputs;
    memory.qkvBytesPerLayer = (d.tokens * activations.savedQkv * d.act).value();
    memory.contextBytesPerLayer = (d.tokens * d.a * d.dv * d.act).value();
    memory.outProjBytesPerLayer = (th * d.act).value();
    memory.mlpInBytesPerLayer = (mlpGemmOutputs - mlpOut).value();
    memory.mlpOutBytesPerLayer = mlpOut.value();
    memory.attentionCoreBytesPerLayer = activations.attentionCore.value();
    memory.customRemat = run.customRemat;
    memory.activationBytesOther = other.value();
    memory.kvCacheBytes = kvCache.value();
    memory.workspaceBytes = ops.largestOutputBytes();
    contents.ops = ops.finish();
    contents.parameters = params.value();
    contents.activeParameters = (activeParameterCount(t) + adapters).value();
    contents.kvCacheBytesPerToken = t.causal ? kvPerToken.value() : 0;
    contents.tokensPerStep = (d.tokens * d.microSteps).value();
    contents.prefillTokens = prefillTokens.value();
    return contents;
}

} // namespace ts
