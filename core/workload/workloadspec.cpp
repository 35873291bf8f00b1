// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadspec.h"

namespace ts {

QString stepKindName(StepKind step)
{
    switch (step) {
    case StepKind::Training:
        return QStringLiteral("training");
    case StepKind::Prefill:
        return QStringLiteral("prefill");
    case StepKind::Decode:
        return QStringLiteral("decode");
    }
    return QStringLiteral("training");
}

std::optional<StepKind> stepKindFromName(const QString& name)
{
    for (StepKind step : { StepKind::Training, StepKind::Prefill, StepKind::Decode }) {
        if (stepKindName(step) == name)
            return step;
    }
    return std::nullopt;
}

QString recomputePolicyName(RecomputePolicy policy)
{
    switch (policy) {
    case RecomputePolicy::None:
        return QStringLiteral("none");
    case RecomputePolicy::ExceptWeightGemms:
        return QStringLiteral("except_weight_gemms");
    case RecomputePolicy::Full:
        return QStringLiteral("full");
    case RecomputePolicy::SaveDotExceptMlp:
        return QStringLiteral("save_dot_except_mlp");
    case RecomputePolicy::SaveQkvProj:
        return QStringLiteral("save_qkv_proj");
    case RecomputePolicy::QkvProjOffloaded:
        return QStringLiteral("qkv_proj_offloaded");
    case RecomputePolicy::MinimalOffloaded:
        return QStringLiteral("minimal_offloaded");
    case RecomputePolicy::Selective:
        return QStringLiteral("selective");
    case RecomputePolicy::Custom:
        return QStringLiteral("custom");
    }
    return QStringLiteral("none");
}

std::optional<RecomputePolicy> recomputePolicyFromName(const QString& name)
{
    if (name == QLatin1String("minimal"))
        return RecomputePolicy::ExceptWeightGemms;
    for (RecomputePolicy policy : kAllRecomputePolicies) {
        if (recomputePolicyName(policy) == name)
            return policy;
    }
    return std::nullopt;
}

QString softwareStackName(SoftwareStack stack)
{
    return stack == SoftwareStack::FsdpEager ? QStringLiteral("fsdp-eager")
                                             : QStringLiteral("fused");
}

std::optional<SoftwareStack> softwareStackFromName(const QString& name)
{
    for (SoftwareStack stack : { SoftwareStack::Fused, SoftwareStack::FsdpEager })
        if (softwareStackName(stack) == name)
            return stack;
    return std::nullopt;
}

QString servingEngineName(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::Vllm:
        return QStringLiteral("vllm");
    case ServingEngine::Sglang:
        return QStringLiteral("sglang");
    case ServingEngine::TensorRtLlm:
        return QStringLiteral("trtllm");
    case ServingEngine::JetStream:
        return QStringLiteral("jetstream");
    case ServingEngine::None:
        break;
    }
    return QStringLiteral("none");
}

QStringList servingEngineNames()
{
    return { QStringLiteral("vllm"), QStringLiteral("sglang"), QStringLiteral("trtllm"),
        QStringLiteral("jetstream") };
}

std::optional<ServingEngine> servingEngineFromName(const QString& name)
{
    for (ServingEngine e : { ServingEngine::Vllm, ServingEngine::Sglang, ServingEngine::TensorRtLlm,
             ServingEngine::JetStream })
        if (servingEngineName(e) == name)
            return e;
    return std::nullopt;
}

QStringList ownDraftNames()
{
    return { QStringLiteral("ngram"), QStringLiteral("mtp"), QStringLiteral("eagle") };
}

double defaultAcceptanceRate(const QString& draft)
{
    if (draft == QLatin1String("mtp"))
        return 0.85;
    if (draft == QLatin1String("ngram"))
        return 0.5;
    return 0.7;
}

QString attentionKernelName(AttentionKernel kernel)
{
    switch (kernel) {
    case AttentionKernel::FlashAttention2:
        return QStringLiteral("flash-attention-2");
    case AttentionKernel::MaskedMha:
        return QStringLiteral("masked-mha");
    case AttentionKernel::Library:
        break;
    }
    return QStringLiteral("library");
}

std::optional<AttentionKernel> attentionKernelFromName(const QString& name)
{
    for (AttentionKernel kernel :
        { AttentionKernel::Library, AttentionKernel::FlashAttention2, AttentionKernel::MaskedMha })
        if (attentionKernelName(kernel) == name)
            return kernel;
    return std::nullopt;
}

QString rematPlacementName(RematPlacement placement)
{
    switch (placement) {
    case RematPlacement::Recompute:
        return QStringLiteral("remat");
    case RematPlacement::Device:
        return QStringLiteral("device");
    case RematPlacement::Offload:
        return QStringLiteral("offload");
    }
    return QStringLiteral("device");
}

std::optional<RematPlacement> rematPlacementFromName(const QString& name)
{
    for (RematPlacement p :
        { RematPlacement::Recompute, RematPlacement::Device, RematPlacement::Offload })
        if (rematPlacementName(p) == name)
            return p;
    return std::nullopt;
}

bool RematTensors::recomputesAny() const
{
    for (RematPlacement p : { layerInput, qkv, context, outProj, mlpIn, mlpOut })
        if (p == RematPlacement::Recompute)
            return true;
    return false;
}

bool RematTensors::offloadsAny() const
{
    for (RematPlacement p : { layerInput, qkv, context, outProj, mlpIn, mlpOut })
        if (p == RematPlacement::Offload)
            return true;
    return false;
}

RematTensors rematTensors(RecomputePolicy policy, const RematTensors& custom)
{
    constexpr RematPlacement R = RematPlacement::Recompute;
    constexpr RematPlacement D = RematPlacement::Device;
    constexpr RematPlacement O = RematPlacement::Offload;
    // { block input, q/k/v, context, out_proj, MLP first GEMM(s), MLP last GEMM }
    switch (policy) {
    case RecomputePolicy::None:
        return { D, D, D, D, D, D };
    case RecomputePolicy::ExceptWeightGemms:
        return { D, D, R, D, D, D };
    case RecomputePolicy::Full:
        return { D, R, R, R, R, R };
    case RecomputePolicy::SaveDotExceptMlp:
        return { D, D, R, D, R, R };
    case RecomputePolicy::SaveQkvProj:
        return { D, D, R, R, R, R };
    case RecomputePolicy::QkvProjOffloaded:
        return { D, O, R, R, R, R };
    case RecomputePolicy::MinimalOffloaded:
        return { D, O, R, O, O, O };
    case RecomputePolicy::Selective:
        return { D, D, R, D, D, D };
    case RecomputePolicy::Custom:
        return custom;
    }
    return { D, D, D, D, D, D };
}

QString optimizerKindName(OptimizerKind kind)
{
    switch (kind) {
    case OptimizerKind::Adam:
        return QStringLiteral("adam");
    case OptimizerKind::Sgd:
        return QStringLiteral("sgd");
    case OptimizerKind::Adafactor:
        return QStringLiteral("adafactor");
    }
    return QStringLiteral("adam");
}

std::optional<OptimizerKind> optimizerKindFromName(const QString& name)
{
    for (OptimizerKind kind :
        { OptimizerKind::Adam, OptimizerKind::Sgd, OptimizerKind::Adafactor }) {
        if (optimizerKindName(kind) == name.trimmed().toLower())
            return kind;
    }
    return std::nullopt;
}

int optimizerMoments(OptimizerKind kind)
{
    switch (kind) {
    case OptimizerKind::Adam:
        return 2;
    case OptimizerKind::Sgd:
        return 1;
    case OptimizerKind::Adafactor:
        return 0;
    }
    return 2;
}

namespace {

class Checker
{
public:
    Checker(const QString& file, io::Diagnostics& diagnostics)
        : m_file(file)
        , m_diagnostics(diagnostics)
    { }

    void fail(const QString& path, const io::Phrase& expected, const io::Phrase& found,
        io::DiagnosticCode code = io::DiagnosticCode::Inconsistent)
    {
        io::Diagnostic d;
        d.code = code;
        d.file = m_file;
        d.jsonPath = path;
        d.expected = expected;
        d.found = found;
        m_diagnostics.append(d);
    }

    /// Positivity of every size; the file loader already rejects these, but specs built in code
    /// (the GUI, the CLI overrides) come through here too.
    bool positive(const QString& path, qint64 value)
    {
        if (value > 0)
            return true;
        fail(path, QT_TRANSLATE_NOOP("Diagnostic", "integer > 0"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), value),
            io::DiagnosticCode::NotPositive);
        return false;
    }

private:
    QString m_file;
    io::Diagnostics& m_diagnostics;
};

void validateTransformer(const TransformerConfig& t, const RunConfig& run, Checker& check)
{
    const QString m = QStringLiteral("$.model.");
    bool ok = check.positive(m + QStringLiteral("layers"), t.layers);
    ok = check.positive(m + QStringLiteral("hidden"), t.hidden) && ok;
    ok = check.positive(m + QStringLiteral("heads"), t.heads) && ok;
    ok = check.positive(m + QStringLiteral("kv_heads"), t.kvHeads) && ok;
    ok = check.positive(m + QStringLiteral("ffn"), t.ffn) && ok;
    ok = check.positive(m + QStringLiteral("vocab"), t.vocab) && ok;
    ok = check.positive(m + QStringLiteral("experts"), t.experts) && ok;
    ok = check.positive(m + QStringLiteral("experts_per_token"), t.expertsPerToken) && ok;
    if (t.position == PositionKind::Learned)
        ok = check.positive(m + QStringLiteral("max_positions"), t.maxPositions) && ok;
    if (!ok)
        return;
    if (t.headDimension < 0)
        check.fail(m + QStringLiteral("head_dim"),
            QT_TRANSLATE_NOOP("Diagnostic", "a positive number"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.headDimension));
    else if (t.headDimension == 0 && t.hidden % t.heads != 0)
        check.fail(m + QStringLiteral("heads"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a divisor of hidden (%1)"), t.hidden),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.heads));
    if (t.heads % t.kvHeads != 0)
        check.fail(m + QStringLiteral("kv_heads"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a divisor of heads (%1)"), t.heads),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.kvHeads));
    if (t.expertsPerToken > t.experts)
        check.fail(m + QStringLiteral("experts_per_token"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most experts (%1)"), t.experts),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.expertsPerToken));
    // The fields of the newer families (issue 21): none is negative, and each is used with
    // what it needs.
    for (const auto& [key, value] :
        { std::pair { QStringLiteral("sliding_window"), t.slidingWindow },
            std::pair { QStringLiteral("sliding_window_layers"), t.slidingWindowLayers },
            std::pair { QStringLiteral("expert_ffn"), t.expertFfn },
            std::pair { QStringLiteral("shared_experts"), t.sharedExperts },
            std::pair { QStringLiteral("dense_layers"), t.denseLayers },
            std::pair { QStringLiteral("kv_lora_rank"), t.kvLoraRank },
            std::pair { QStringLiteral("q_lora_rank"), t.qLoraRank },
            std::pair { QStringLiteral("rope_head_dim"), t.ropeHeadDim },
            std::pair { QStringLiteral("value_head_dim"), t.valueHeadDim } }) {
        if (value < 0)
            check.fail(m + key, QT_TRANSLATE_NOOP("Diagnostic", "integer >= 0"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), value),
                io::DiagnosticCode::NotPositive);
    }
    if (t.slidingWindowLayers > t.layers)
        check.fail(m + QStringLiteral("sliding_window_layers"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most layers (%1)"), t.layers),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.slidingWindowLayers));
    if (t.slidingWindowLayers > 0 && t.slidingWindow == 0)
        check.fail(m + QStringLiteral("sliding_window_layers"),
            QT_TRANSLATE_NOOP("Diagnostic", "a sliding_window to go with it"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.slidingWindowLayers));
    if (t.experts <= 1 && (t.sharedExperts > 0 || t.expertFfn > 0 || t.denseLayers > 0))
        check.fail(m + QStringLiteral("experts"),
            QT_TRANSLATE_NOOP("Diagnostic",
                "more than one expert with shared_experts, expert_ffn or dense_layers"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.experts));
    if (t.experts > 1 && t.denseLayers >= t.layers)
        check.fail(m + QStringLiteral("dense_layers"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic",
                           "fewer than layers (%1), so that some layers have experts"),
                t.layers),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.denseLayers));
    if (t.latentAttention()) {
        if (t.ropeHeadDim <= 0)
            check.fail(m + QStringLiteral("rope_head_dim"),
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "integer > 0 with kv_lora_rank (the decoupled rotary key)"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.ropeHeadDim),
                io::DiagnosticCode::NotPositive);
        if (t.valueHeadDim <= 0)
            check.fail(m + QStringLiteral("value_head_dim"),
                QT_TRANSLATE_NOOP("Diagnostic", "integer > 0 with kv_lora_rank"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.valueHeadDim),
                io::DiagnosticCode::NotPositive);
        if (t.headDimension <= 0)
            check.fail(m + QStringLiteral("head_dim"),
                QT_TRANSLATE_NOOP("Diagnostic",
                    "the per-head width of q and k without the rotary part, with "
                    "kv_lora_rank"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.headDimension),
                io::DiagnosticCode::NotPositive);
        if (t.kvHeads != t.heads)
            check.fail(m + QStringLiteral("kv_heads"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic",
                               "heads (%1): latent attention gives every head its keys"),
                    t.heads),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.kvHeads));
    } else if (t.qLoraRank > 0 || t.ropeHeadDim > 0 || t.valueHeadDim > 0) {
        check.fail(m + QStringLiteral("kv_lora_rank"),
            QT_TRANSLATE_NOOP("Diagnostic",
                "integer > 0 with q_lora_rank, rope_head_dim or value_head_dim (latent "
                "attention)"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), t.kvLoraRank),
            io::DiagnosticCode::NotPositive);
    }
    if (t.position == PositionKind::Learned) {
        const qint64 positions = run.step == StepKind::Training
            ? run.seqLength
            : run.seqLength + (run.step == StepKind::Decode ? run.generatedTokens : 0);
        if (positions > t.maxPositions)
            check.fail(QStringLiteral("$.run.seq"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic",
                               "at most max_positions (%1) tokens with learned positions"),
                    t.maxPositions),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 tokens"), positions),
                io::DiagnosticCode::OutOfRange);
    }
    if (run.queriesPerSequence < 1 || (run.queriesPerSequence > 1 && run.step != StepKind::Decode))
        check.fail(QStringLiteral("$.run.queries_per_sequence"),
            QT_TRANSLATE_NOOP(
                "Diagnostic", "1, or more for a decode step (speculative verification)"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), run.queriesPerSequence));
    if (run.step == StepKind::Decode && !t.causal)
        check.fail(QStringLiteral("$.run.phase"),
            QT_TRANSLATE_NOOP(
                "Diagnostic", "training or prefill for an encoder (decode needs a causal model)"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string \"%1\""), QStringLiteral("decode")));
}

void validateConv(const CustomOpSpec& op, const QString& path, Checker& check)
{
    bool ok = true;
    for (const auto& [key, value] : { std::pair { QStringLiteral("images"), op.images },
             std::pair { QStringLiteral("in_channels"), op.inChannels },
             std::pair { QStringLiteral("height"), op.height },
             std::pair { QStringLiteral("width"), op.width },
             std::pair { QStringLiteral("out_channels"), op.outChannels },
             std::pair { QStringLiteral("kernel"), op.kernel },
             std::pair { QStringLiteral("stride"), op.stride } })
        ok = check.positive(path + QLatin1Char('.') + key, value) && ok;
    if (op.padding < 0) {
        check.fail(path + QStringLiteral(".padding"),
            QT_TRANSLATE_NOOP("Diagnostic", "integer >= 0"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), op.padding),
            io::DiagnosticCode::Negative);
        ok = false;
    }
    if (!ok)
        return;
    // Sizes are bounded by the loader (2^53), so the padded extent cannot overflow here.
    if (op.kernel > op.height + 2 * op.padding || op.kernel > op.width + 2 * op.padding)
        check.fail(path + QStringLiteral(".kernel"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most the padded input (%1×%2)"),
                op.height + 2 * op.padding, op.width + 2 * op.padding),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), op.kernel),
            io::DiagnosticCode::OutOfRange);
}

// nvfp4 and mxfp4 are GEMM input formats: gradients and optimizer state are not kept in them
// (NVIDIA's NVFP4 training recipe quantizes each GEMM's inputs and keeps the rest wider), nor
// are a training step's weights. int4 is a weight format for serving only.
void validateFourBit(const RunConfig& run, Checker& check)
{
    const QString r = QStringLiteral("$.run.");
    // The precisions of 8 bits or more, for the diagnostics ("one of fp32, ..., int8").
    QStringList wide;
    for (Precision p : kAllPrecisions) {
        if (!isFp4Precision(p))
            wide << precisionName(p);
    }
    const QString expected = wide.join(QStringLiteral(", "));
    for (const auto& [key, precision] :
        { std::pair { QStringLiteral("optimizer_precision"), run.optimizerPrecision },
            std::pair { QStringLiteral("gradient_precision"),
                run.gradientPrecision.value_or(Precision::BF16) } }) {
        if (isFp4Precision(precision))
            check.fail(r + key, io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "one of %1"), expected),
                io::Phrase::verbatim(QStringLiteral("\"%1\"").arg(precisionName(precision))),
                io::DiagnosticCode::UnknownValue);
    }
    if (isFp4Precision(run.weightPrecision) && run.step == StepKind::Training)
        check.fail(r + QStringLiteral("weight_precision"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "one of %1"), expected),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "\"%1\" in a training step"),
                precisionName(run.weightPrecision)));
    if (run.weightPrecision == Precision::INT4 && run.step == StepKind::Training)
        check.fail(r + QStringLiteral("weight_precision"),
            QT_TRANSLATE_NOOP(
                "Diagnostic", "int4 weights for prefill or decode only (weight-only quantization)"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "\"%1\" in a training step"),
                QStringLiteral("int4")));
}

} // namespace

io::Diagnostics WorkloadSpec::validate(const QString& file) const
{
    io::Diagnostics diagnostics;
    Checker check(file, diagnostics);
    const QString r = QStringLiteral("$.run.");
    bool runOk = check.positive(r + QStringLiteral("global_batch"), run.globalBatch);
    runOk = check.positive(r + QStringLiteral("micro_batch"), run.microBatch) && runOk;
    check.positive(r + QStringLiteral("seq"), run.seqLength);
    if (run.step == StepKind::Decode)
        check.positive(r + QStringLiteral("generated_tokens"), run.generatedTokens);
    // int4 is a weight storage format (weight-only quantization), for serving: no GEMM takes
    // int4 activations, and a training step would need int4 gradients.
    for (const auto& [key, precision] :
        { std::pair { QStringLiteral("activation_precision"), run.activationPrecision },
            std::pair { QStringLiteral("optimizer_precision"), run.optimizerPrecision },
            std::pair { QStringLiteral("gradient_precision"),
                run.gradientPrecision.value_or(Precision::BF16) } }) {
        if (!isComputePrecision(precision))
            check.fail(r + key,
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "one of %1"),
                    precisionNames().join(QStringLiteral(", "))),
                io::Phrase::verbatim(QStringLiteral("\"%1\"").arg(precisionName(precision))),
                io::DiagnosticCode::UnknownValue);
    }
    validateFourBit(run, check);
    // LoRA: a training step of a transformer, adapters narrower than the model.
    const QString lora = r + QStringLiteral("lora.");
    if (run.lora.rank < 0)
        check.fail(lora + QStringLiteral("rank"), QT_TRANSLATE_NOOP("Diagnostic", "integer >= 0"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), run.lora.rank),
            io::DiagnosticCode::NotPositive);
    if (run.lora.enabled()) {
        if (run.step != StepKind::Training)
            check.fail(lora + QStringLiteral("rank"),
                QT_TRANSLATE_NOOP("Diagnostic", "adapters for a training step (fine-tuning)"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "rank %1 in a %2 step"), run.lora.rank,
                    stepKindName(run.step)));
        if (type != ModelType::Transformer)
            check.fail(lora + QStringLiteral("rank"),
                QT_TRANSLATE_NOOP("Diagnostic", "adapters on a transformer's linear layers"),
                io::Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "rank %1 on another model"), run.lora.rank));
        else if (run.lora.rank > transformer.hidden)
            check.fail(lora + QStringLiteral("rank"),
                io::Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "at most hidden (%1)"), transformer.hidden),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), run.lora.rank),
                io::DiagnosticCode::OutOfRange);
        if (!run.lora.attention && !run.lora.mlp)
            check.fail(lora + QStringLiteral("attention"),
                QT_TRANSLATE_NOOP("Diagnostic", "adapters on the attention, the MLP or both"),
                QT_TRANSLATE_NOOP("Diagnostic", "neither"));
        if (run.lora.basePrecision == Precision::TF32)
            check.fail(lora + QStringLiteral("base_precision"),
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "a storage precision (fp32, bf16, fp16, fp8, int8, int4)"),
                io::Phrase::verbatim(QStringLiteral("\"tf32\"")), io::DiagnosticCode::UnknownValue);
    }
    if (run.kvCachePrecision && run.step == StepKind::Training)
        check.fail(r + QStringLiteral("kv_cache_precision"),
            QT_TRANSLATE_NOOP("Diagnostic", "a KV-cache precision for prefill or decode only"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "\"%1\" in a training step"),
                precisionName(*run.kvCachePrecision)));
    if (run.servingEngine != ServingEngine::None && run.step == StepKind::Training)
        check.fail(r + QStringLiteral("serving_engine"),
            QT_TRANSLATE_NOOP("Diagnostic", "a serving engine for prefill or decode only"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "\"%1\" in a training step"),
                servingEngineName(run.servingEngine)));
    if (!run.draftPreset.isEmpty() && (run.continuousBatching || run.prefillChunkTokens > 0))
        check.fail(r + QStringLiteral("draft"),
            QT_TRANSLATE_NOOP("Diagnostic",
                "speculative decoding with static batching (continuous batching with "
                "a draft is not modelled)"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "draft \"%1\" with continuous batching"),
                run.draftPreset));
    if (run.prefillChunkTokens == 1)
        check.fail(r + QStringLiteral("prefill_chunk_tokens"),
            QT_TRANSLATE_NOOP("Diagnostic", "0 (no chunking) or at least 2 tokens a step"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), 1),
            io::DiagnosticCode::OutOfRange);
    if (runOk && run.globalBatch % run.microBatch != 0)
        check.fail(r + QStringLiteral("micro_batch"),
            io::Phrase(
                QT_TRANSLATE_NOOP("Diagnostic", "a divisor of global_batch (%1)"), run.globalBatch),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), run.microBatch));

    switch (type) {
    case ModelType::Transformer:
        validateTransformer(transformer, run, check);
        break;
    case ModelType::ResNet: {
        const QString m = QStringLiteral("$.model.");
        check.positive(m + QStringLiteral("image_size"), resnet.imageSize);
        check.positive(m + QStringLiteral("channels"), resnet.channels);
        check.positive(m + QStringLiteral("classes"), resnet.classes);
        check.positive(m + QStringLiteral("width"), resnet.width);
        if (resnet.blocks.empty())
            check.fail(m + QStringLiteral("blocks"),
                QT_TRANSLATE_NOOP("Diagnostic", "at least one stage"),
                QT_TRANSLATE_NOOP("Diagnostic", "empty array"), io::DiagnosticCode::OutOfRange);
        for (size_t i = 0; i < resnet.blocks.size(); ++i)
            check.positive(QStringLiteral("$.model.blocks[%1]").arg(i), resnet.blocks[i]);
        if (resnet.imageSize > 0 && resnet.imageSize < 32)
            check.fail(m + QStringLiteral("image_size"),
                QT_TRANSLATE_NOOP("Diagnostic", "at least 32 pixels (five stride-2 stages)"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), resnet.imageSize),
                io::DiagnosticCode::OutOfRange);
        break;
    }
    case ModelType::Mlp:
        check.positive(QStringLiteral("$.model.inputs"), mlp.inputs);
        if (mlp.widths.empty())
            check.fail(QStringLiteral("$.model.widths"),
                QT_TRANSLATE_NOOP("Diagnostic", "at least one layer"),
                QT_TRANSLATE_NOOP("Diagnostic", "empty array"), io::DiagnosticCode::OutOfRange);
        for (size_t i = 0; i < mlp.widths.size(); ++i)
            check.positive(QStringLiteral("$.model.widths[%1]").arg(i), mlp.widths[i]);
        break;
    case ModelType::Custom:
        if (customOps.empty())
            check.fail(QStringLiteral("$.model.ops"),
                QT_TRANSLATE_NOOP("Diagnostic", "at least one operator"),
                QT_TRANSLATE_NOOP("Diagnostic", "empty array"), io::DiagnosticCode::OutOfRange);
        for (size_t i = 0; i < customOps.size(); ++i) {
            const CustomOpSpec& op = customOps[i];
            const QString path = QStringLiteral("$.model.ops[%1]").arg(i);
            check.positive(path + QStringLiteral(".count"), op.count);
            if (op.kind == CustomOpSpec::Kind::MatMul) {
                check.positive(path + QStringLiteral(".batch"), op.batch);
                check.positive(path + QStringLiteral(".m"), op.m);
                check.positive(path + QStringLiteral(".n"), op.n);
                check.positive(path + QStringLiteral(".k"), op.k);
            } else {
                validateConv(op, path, check);
            }
        }
        break;
    }
    if (type != ModelType::Transformer && run.step == StepKind::Decode)
        check.fail(QStringLiteral("$.run.phase"),
            QT_TRANSLATE_NOOP(
                "Diagnostic", "training or prefill (decode needs a causal transformer)"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string \"%1\""), QStringLiteral("decode")));
    return diagnostics;
}

} // namespace ts
