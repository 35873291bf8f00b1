// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadfile.h"

#include "io/inputlimits.h"
#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"
#include "workloadpresets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>
#include <limits>

namespace ts {

namespace {

using io::JsonObjectReader;
using io::Presence;

const QString kWorkloadFormat = QStringLiteral("tensorscope-workload");

/// Reads an optional or required size (integer in [1, 2^53]) into `target` (kept on absence).
void readSize(JsonObjectReader& reader, const QString& key, qint64& target,
    Presence presence = Presence::Required, qint64 minimum = 1)
{
    if (const auto value = reader.integer(key, minimum, WorkloadFile::kMaximumSize, presence))
        target = *value;
}

void readFlag(JsonObjectReader& reader, const QString& key, bool& target)
{
    if (const auto value = reader.boolean(key, Presence::Optional))
        target = *value;
}

/// Reads an enumerated string among `names` (index into `values`), optional.
template <typename T>
void readChoice(JsonObjectReader& reader, const QString& key, const QStringList& names,
    const std::vector<T>& values, T& target)
{
    if (const auto value = reader.oneOf(key, names, Presence::Optional))
        target = values[static_cast<size_t>(names.indexOf(*value))];
}

void readPrecision(JsonObjectReader& reader, const QString& key, Precision& target)
{
    if (const auto value = reader.oneOf(key, precisionNames(), Presence::Optional))
        target = *precisionFromName(*value);
}

/// An array of sizes, e.g. ResNet blocks or MLP widths; each element reported by its path.
std::vector<qint64> readSizes(
    JsonObjectReader& reader, const QString& key, io::Diagnostics& diagnostics, bool& ok)
{
    std::vector<qint64> sizes;
    const auto array = reader.array(key, Presence::Required, io::kMaxOperators);
    if (!array) {
        ok = false;
        return sizes;
    }
    for (qsizetype i = 0; i < array->size(); ++i) {
        const QJsonValue value = array->at(i);
        const double x = value.toDouble();
        const bool integral = value.isDouble() && std::isfinite(x) && x == std::floor(x);
        if (integral && x >= 1 && x <= static_cast<double>(WorkloadFile::kMaximumSize)) {
            sizes.push_back(static_cast<qint64>(x));
            continue;
        }
        io::Diagnostic d;
        d.code = !value.isDouble() || !integral ? io::DiagnosticCode::WrongType
            : x <= 0                            ? io::DiagnosticCode::NotPositive
                                                : io::DiagnosticCode::OutOfRange;
        d.file = reader.file();
        d.jsonPath = reader.pathOf(key) + QStringLiteral("[%1]").arg(i);
        d.expected = io::Phrase(
            QT_TRANSLATE_NOOP("Diagnostic", "integer in [1, %1]"), WorkloadFile::kMaximumSize);
        d.found = JsonObjectReader::describe(value);
        diagnostics.append(d);
        ok = false;
    }
    return sizes;
}

bool readTransformer(JsonObjectReader& r, TransformerConfig& t)
{
    r.warnAboutUnknownKeys({ QStringLiteral("type"), QStringLiteral("causal"),
        QStringLiteral("layers"), QStringLiteral("hidden"), QStringLiteral("heads"),
        QStringLiteral("kv_heads"), QStringLiteral("ffn"), QStringLiteral("vocab"),
        QStringLiteral("max_positions"), QStringLiteral("position"), QStringLiteral("norm"),
        QStringLiteral("norm_placement"), QStringLiteral("mlp"), QStringLiteral("tied_embeddings"),
        QStringLiteral("bias"), QStringLiteral("token_types"), QStringLiteral("pooler"),
        QStringLiteral("dropout"), QStringLiteral("experts"), QStringLiteral("experts_per_token"),
        QStringLiteral("head_dim"), QStringLiteral("qkv_bias"), QStringLiteral("sliding_window"),
        QStringLiteral("sliding_window_layers"), QStringLiteral("expert_ffn"),
        QStringLiteral("shared_experts"), QStringLiteral("dense_layers"),
        QStringLiteral("kv_lora_rank"), QStringLiteral("q_lora_rank"),
        QStringLiteral("rope_head_dim"), QStringLiteral("value_head_dim") });
    readFlag(r, QStringLiteral("causal"), t.causal);
    readSize(r, QStringLiteral("layers"), t.layers);
    readSize(r, QStringLiteral("hidden"), t.hidden);
    readSize(r, QStringLiteral("heads"), t.heads);
    t.kvHeads = t.heads;
    readSize(r, QStringLiteral("kv_heads"), t.kvHeads, Presence::Optional);
    readSize(r, QStringLiteral("head_dim"), t.headDimension, Presence::Optional);
    readSize(r, QStringLiteral("ffn"), t.ffn);
    readSize(r, QStringLiteral("vocab"), t.vocab);
    readChoice(r, QStringLiteral("position"),
        { QStringLiteral("rotary"), QStringLiteral("learned") },
        std::vector { PositionKind::Rotary, PositionKind::Learned }, t.position);
    readSize(r, QStringLiteral("max_positions"), t.maxPositions,
        t.position == PositionKind::Learned ? Presence::Required : Presence::Optional);
    readChoice(r, QStringLiteral("norm"),
        { QStringLiteral("rmsnorm"), QStringLiteral("layernorm") },
        std::vector { NormKind::RmsNorm, NormKind::LayerNorm }, t.norm);
    readChoice(r, QStringLiteral("norm_placement"),
        { QStringLiteral("pre"), QStringLiteral("post") }, std::vector { true, false }, t.preNorm);
    readChoice(r, QStringLiteral("mlp"), { QStringLiteral("swiglu"), QStringLiteral("gelu") },
        std::vector { MlpKind::SwiGlu, MlpKind::Gelu }, t.mlp);
    readFlag(r, QStringLiteral("tied_embeddings"), t.tiedEmbeddings);
    readFlag(r, QStringLiteral("bias"), t.bias);
    readSize(r, QStringLiteral("token_types"), t.tokenTypes, Presence::Optional, 0);
    readFlag(r, QStringLiteral("pooler"), t.pooler);
    readFlag(r, QStringLiteral("dropout"), t.dropout);
    readSize(r, QStringLiteral("experts"), t.experts, Presence::Optional);
    readSize(r, QStringLiteral("experts_per_token"), t.expertsPerToken, Presence::Optional);
    readFlag(r, QStringLiteral("qkv_bias"), t.qkvBias);
    for (const auto& [key, field] : { std::pair { "sliding_window", &t.slidingWindow },
             std::pair { "sliding_window_layers", &t.slidingWindowLayers },
             std::pair { "expert_ffn", &t.expertFfn },
             std::pair { "shared_experts", &t.sharedExperts },
             std::pair { "dense_layers", &t.denseLayers },
             std::pair { "kv_lora_rank", &t.kvLoraRank }, std::pair { "q_lora_rank", &t.qLoraRank },
             std::pair { "rope_head_dim", &t.ropeHeadDim },
             std::pair { "value_head_dim", &t.valueHeadDim } })
        readSize(r, QLatin1String(key), *field, Presence::Optional, 0);
    return r.ok();
}

bool readResNet(JsonObjectReader& r, ResNetConfig& c, io::Diagnostics& diagnostics)
{
    r.warnAboutUnknownKeys(
        { QStringLiteral("type"), QStringLiteral("blocks"), QStringLiteral("image_size"),
            QStringLiteral("channels"), QStringLiteral("classes"), QStringLiteral("width") });
    bool ok = true;
    c.blocks = readSizes(r, QStringLiteral("blocks"), diagnostics, ok);
    readSize(r, QStringLiteral("image_size"), c.imageSize, Presence::Optional);
    readSize(r, QStringLiteral("channels"), c.channels, Presence::Optional);
    readSize(r, QStringLiteral("classes"), c.classes, Presence::Optional);
    readSize(r, QStringLiteral("width"), c.width, Presence::Optional);
    return ok && r.ok();
}

bool readMlp(JsonObjectReader& r, MlpConfig& c, io::Diagnostics& diagnostics)
{
    r.warnAboutUnknownKeys({ QStringLiteral("type"), QStringLiteral("inputs"),
        QStringLiteral("widths"), QStringLiteral("bias") });
    bool ok = true;
    readSize(r, QStringLiteral("inputs"), c.inputs);
    c.widths = readSizes(r, QStringLiteral("widths"), diagnostics, ok);
    readFlag(r, QStringLiteral("bias"), c.bias);
    return ok && r.ok();
}

// A custom operator's "role" and "section"; a file written before operators had them (either
// absent) gets what the built-in builders give an operator of its name (inferOperatorRole()).
void readPlace(JsonObjectReader& o, CustomOpSpec& op)
{
    const OperatorPlace inferred = inferOperatorRole(op.name);
    const auto role = o.oneOf(QStringLiteral("role"), operatorRoleNames(), Presence::Optional);
    op.role = role ? *operatorRoleFromName(*role) : inferred.role;
    const auto section
        = o.oneOf(QStringLiteral("section"), operatorSectionNames(), Presence::Optional);
    op.section = section ? *operatorSectionFromName(*section) : inferred.section;
}

bool readCustom(JsonObjectReader& r, std::vector<CustomOpSpec>& ops, io::Diagnostics& diagnostics)
{
    r.warnAboutUnknownKeys({ QStringLiteral("type"), QStringLiteral("ops") });
    const auto array = r.array(QStringLiteral("ops"), Presence::Required, io::kMaxOperators);
    if (!array)
        return false;
    bool ok = true;
    for (qsizetype i = 0; i < array->size(); ++i) {
        const QString path = r.pathOf(QStringLiteral("ops")) + QStringLiteral("[%1]").arg(i);
        if (!array->at(i).isObject()) {
            io::Diagnostic d;
            d.code = io::DiagnosticCode::WrongType;
            d.file = r.file();
            d.jsonPath = path;
            d.expected = QT_TRANSLATE_NOOP("Diagnostic", "object");
            d.found = JsonObjectReader::describe(array->at(i));
            diagnostics.append(d);
            ok = false;
            continue;
        }
        JsonObjectReader o(array->at(i).toObject(), path, r.file(), &diagnostics);
        CustomOpSpec op;
        const auto kind = o.oneOf(
            QStringLiteral("kind"), { QStringLiteral("matmul"), QStringLiteral("conv2d") });
        if (const auto name
            = o.string(QStringLiteral("name"), Presence::Optional, io::kMaxNameLength))
            op.name = *name;
        readSize(o, QStringLiteral("count"), op.count, Presence::Optional);
        readPlace(o, op);
        if (kind == QStringLiteral("conv2d")) {
            op.kind = CustomOpSpec::Kind::Conv2d;
            o.warnAboutUnknownKeys({ QStringLiteral("kind"), QStringLiteral("name"),
                QStringLiteral("role"), QStringLiteral("section"), QStringLiteral("count"),
                QStringLiteral("images"), QStringLiteral("in_channels"), QStringLiteral("height"),
                QStringLiteral("width"), QStringLiteral("out_channels"), QStringLiteral("kernel"),
                QStringLiteral("stride"), QStringLiteral("padding") });
            readSize(o, QStringLiteral("images"), op.images);
            readSize(o, QStringLiteral("in_channels"), op.inChannels);
            readSize(o, QStringLiteral("height"), op.height);
            readSize(o, QStringLiteral("width"), op.width);
            readSize(o, QStringLiteral("out_channels"), op.outChannels);
            readSize(o, QStringLiteral("kernel"), op.kernel);
            readSize(o, QStringLiteral("stride"), op.stride, Presence::Optional);
            readSize(o, QStringLiteral("padding"), op.padding, Presence::Optional, 0);
        } else if (kind) {
            o.warnAboutUnknownKeys(
                { QStringLiteral("kind"), QStringLiteral("name"), QStringLiteral("role"),
                    QStringLiteral("section"), QStringLiteral("count"), QStringLiteral("batch"),
                    QStringLiteral("m"), QStringLiteral("n"), QStringLiteral("k") });
            readSize(o, QStringLiteral("batch"), op.batch, Presence::Optional);
            readSize(o, QStringLiteral("m"), op.m);
            readSize(o, QStringLiteral("n"), op.n);
            readSize(o, QStringLiteral("k"), op.k);
        }
        ok = o.ok() && ok;
        ops.push_back(op);
    }
    return ok && r.ok();
}

bool readRun(JsonObjectReader& r, RunConfig& run, io::Diagnostics& diagnostics)
{
    r.warnAboutUnknownKeys({ QStringLiteral("phase"), QStringLiteral("global_batch"),
        QStringLiteral("micro_batch"), QStringLiteral("seq"), QStringLiteral("generated_tokens"),
        QStringLiteral("weight_precision"), QStringLiteral("activation_precision"),
        QStringLiteral("optimizer_precision"), QStringLiteral("recompute"),
        QStringLiteral("remat_custom"), QStringLiteral("stack"), QStringLiteral("attention"),
        QStringLiteral("attention_kernel"), QStringLiteral("kv_cache_precision"),
        QStringLiteral("lora"), QStringLiteral("optimizer"), QStringLiteral("gradient_precision"),
        QStringLiteral("ttft_target_s"), QStringLiteral("tpot_target_s"),
        QStringLiteral("batching"), QStringLiteral("prefill_chunk_tokens"),
        QStringLiteral("serving_engine"), QStringLiteral("draft"),
        QStringLiteral("speculated_tokens"), QStringLiteral("acceptance_rate") });
    readChoice(r, QStringLiteral("batching"),
        { QStringLiteral("static"), QStringLiteral("continuous") }, std::vector { false, true },
        run.continuousBatching);
    if (const auto chunk
        = r.integer(QStringLiteral("prefill_chunk_tokens"), 0, qint64(1) << 20, Presence::Optional))
        run.prefillChunkTokens = *chunk;
    if (const auto engine = r.oneOf(QStringLiteral("serving_engine"),
            QStringList { servingEngineName(ServingEngine::None) } + servingEngineNames(),
            Presence::Optional))
        run.servingEngine = servingEngineFromName(*engine).value_or(ServingEngine::None);
    // A draft is a shipped preset, named by its id, or one the model makes itself ("ngram",
    // "mtp", "eagle"): nothing from the file is loaded through it.
    if (const auto draft = r.oneOf(QStringLiteral("draft"),
            WorkloadPresets::ids() + ownDraftNames(), Presence::Optional)) {
        run.draftPreset = *draft;
        run.acceptanceRate = defaultAcceptanceRate(*draft);
    }
    if (const auto k = r.integer(QStringLiteral("speculated_tokens"), 1, 64, Presence::Optional))
        run.speculatedTokens = *k;
    if (const auto rate
        = r.number(QStringLiteral("acceptance_rate"), io::Sign::NonNegative, Presence::Optional)) {
        if (*rate > 1)
            r.report(io::DiagnosticCode::OutOfRange, QStringLiteral("acceptance_rate"),
                QT_TRANSLATE_NOOP("Diagnostic", "a probability from 0 to 1"),
                io::Phrase::verbatim(QString::number(*rate)));
        else
            run.acceptanceRate = *rate;
    }
    // Latency targets: seconds, at most a day (a larger one is a typo, not a target).
    for (const auto& [key, target] :
        { std::pair { QStringLiteral("ttft_target_s"), &run.ttftTargetSeconds },
            std::pair { QStringLiteral("tpot_target_s"), &run.tpotTargetSeconds } }) {
        if (const auto value = r.number(key, io::Sign::NonNegative, Presence::Optional)) {
            if (*value > 86400)
                r.report(io::DiagnosticCode::OutOfRange, key,
                    QT_TRANSLATE_NOOP("Diagnostic", "seconds from 0 to 86400"),
                    io::Phrase::verbatim(QString::number(*value)));
            else
                *target = *value;
        }
    }
    readChoice(r, QStringLiteral("optimizer"),
        { QStringLiteral("adam"), QStringLiteral("sgd"), QStringLiteral("adafactor") },
        std::vector { OptimizerKind::Adam, OptimizerKind::Sgd, OptimizerKind::Adafactor },
        run.optimizer);
    if (const auto value
        = r.oneOf(QStringLiteral("gradient_precision"), precisionNames(), Presence::Optional))
        run.gradientPrecision = precisionFromName(*value);
    bool loraOk = true;
    if (const auto lora = r.object(QStringLiteral("lora"), Presence::Optional)) {
        JsonObjectReader l(*lora, r.pathOf(QStringLiteral("lora")), r.file(), &diagnostics);
        l.warnAboutUnknownKeys({ QStringLiteral("rank"), QStringLiteral("attention"),
            QStringLiteral("mlp"), QStringLiteral("base_precision") });
        if (const auto rank = l.integer(QStringLiteral("rank"), 0, WorkloadFile::kMaximumSize))
            run.lora.rank = *rank;
        readFlag(l, QStringLiteral("attention"), run.lora.attention);
        readFlag(l, QStringLiteral("mlp"), run.lora.mlp);
        if (const auto base
            = l.oneOf(QStringLiteral("base_precision"), weightPrecisionNames(), Presence::Optional))
            run.lora.basePrecision = *weightPrecisionFromName(*base);
        loraOk = l.ok();
    }
    readChoice(r, QStringLiteral("phase"),
        { QStringLiteral("training"), QStringLiteral("prefill"), QStringLiteral("decode") },
        std::vector { StepKind::Training, StepKind::Prefill, StepKind::Decode }, run.step);
    readSize(r, QStringLiteral("global_batch"), run.globalBatch, Presence::Optional);
    run.microBatch = run.globalBatch;
    readSize(r, QStringLiteral("micro_batch"), run.microBatch, Presence::Optional);
    readSize(r, QStringLiteral("seq"), run.seqLength, Presence::Optional);
    readSize(r, QStringLiteral("generated_tokens"), run.generatedTokens, Presence::Optional);
    if (const auto value
        = r.oneOf(QStringLiteral("weight_precision"), weightPrecisionNames(), Presence::Optional))
        run.weightPrecision = *weightPrecisionFromName(*value);
    if (const auto value
        = r.oneOf(QStringLiteral("kv_cache_precision"), weightPrecisionNames(), Presence::Optional))
        run.kvCachePrecision = weightPrecisionFromName(*value);
    readPrecision(r, QStringLiteral("activation_precision"), run.activationPrecision);
    readPrecision(r, QStringLiteral("optimizer_precision"), run.optimizerPrecision);
    if (const auto policy
        = WorkloadFile::readRecompute(r, QStringLiteral("recompute"), Presence::Optional))
        run.recompute = *policy;
    bool rematOk = true;
    if (const auto custom = r.object(QStringLiteral("remat_custom"), Presence::Optional)) {
        JsonObjectReader c(
            *custom, r.pathOf(QStringLiteral("remat_custom")), r.file(), &diagnostics);
        if (const auto tensors = WorkloadFile::readRematTensors(c))
            run.customRemat = *tensors;
        else
            rematOk = false; // reported at the placement that is wrong
        if (run.recompute != RecomputePolicy::Custom)
            r.report(io::DiagnosticCode::Inconsistent, QStringLiteral("remat_custom"),
                QT_TRANSLATE_NOOP("Diagnostic", "\"recompute\": \"custom\" beside it"),
                io::Phrase::verbatim(
                    QStringLiteral("\"%1\"").arg(recomputePolicyName(run.recompute))),
                io::Severity::Warning);
    } else if (run.recompute == RecomputePolicy::Custom) {
        r.report(io::DiagnosticCode::MissingField, QStringLiteral("remat_custom"),
            QT_TRANSLATE_NOOP(
                "Diagnostic", "each tensor's placement for \"recompute\": \"custom\""),
            QT_TRANSLATE_NOOP("Diagnostic", "nothing"));
    }
    readChoice(r, QStringLiteral("attention"),
        { QStringLiteral("flash"), QStringLiteral("unfused") },
        std::vector { AttentionImpl::Flash, AttentionImpl::Unfused }, run.attention);
    readChoice(r, QStringLiteral("stack"),
        { softwareStackName(SoftwareStack::Fused), softwareStackName(SoftwareStack::FsdpEager) },
        std::vector { SoftwareStack::Fused, SoftwareStack::FsdpEager }, run.stack);
    if (const auto kernel = r.oneOf(QStringLiteral("attention_kernel"),
            { attentionKernelName(AttentionKernel::Library),
                attentionKernelName(AttentionKernel::FlashAttention2),
                attentionKernelName(AttentionKernel::MaskedMha) },
            Presence::Optional))
        run.attentionKernel = attentionKernelFromName(*kernel);
    return r.ok() && loraOk && rematOk;
}

QString positionName(PositionKind p)
{
    return p == PositionKind::Learned ? QStringLiteral("learned") : QStringLiteral("rotary");
}

// Sizes are written as JSON numbers (doubles): exact up to kMaximumSize, which load enforces.
QJsonValue jsonSize(qint64 value)
{
    return QJsonValue(static_cast<double>(value));
}

QJsonArray jsonSizes(const std::vector<qint64>& values)
{
    QJsonArray array;
    for (qint64 value : values)
        array.append(jsonSize(value));
    return array;
}

QJsonObject transformerToJson(const TransformerConfig& t)
{
    QJsonObject model;
    model.insert(QStringLiteral("type"), QStringLiteral("transformer"));
    model.insert(QStringLiteral("causal"), t.causal);
    model.insert(QStringLiteral("layers"), jsonSize(t.layers));
    model.insert(QStringLiteral("hidden"), jsonSize(t.hidden));
    model.insert(QStringLiteral("heads"), jsonSize(t.heads));
    model.insert(QStringLiteral("kv_heads"), jsonSize(t.kvHeads));
    if (t.headDimension > 0)
        model.insert(QStringLiteral("head_dim"), jsonSize(t.headDimension));
    model.insert(QStringLiteral("ffn"), jsonSize(t.ffn));
    model.insert(QStringLiteral("vocab"), jsonSize(t.vocab));
    model.insert(QStringLiteral("max_positions"), jsonSize(t.maxPositions));
    model.insert(QStringLiteral("position"), positionName(t.position));
    model.insert(QStringLiteral("norm"),
        t.norm == NormKind::LayerNorm ? QStringLiteral("layernorm") : QStringLiteral("rmsnorm"));
    model.insert(QStringLiteral("norm_placement"),
        t.preNorm ? QStringLiteral("pre") : QStringLiteral("post"));
    model.insert(QStringLiteral("mlp"),
        t.mlp == MlpKind::Gelu ? QStringLiteral("gelu") : QStringLiteral("swiglu"));
    model.insert(QStringLiteral("tied_embeddings"), t.tiedEmbeddings);
    model.insert(QStringLiteral("bias"), t.bias);
    model.insert(QStringLiteral("token_types"), jsonSize(t.tokenTypes));
    model.insert(QStringLiteral("pooler"), t.pooler);
    model.insert(QStringLiteral("dropout"), t.dropout);
    model.insert(QStringLiteral("experts"), jsonSize(t.experts));
    model.insert(QStringLiteral("experts_per_token"), jsonSize(t.expertsPerToken));
    // The newer families' fields only where set, so older files read back byte for byte.
    if (t.qkvBias)
        model.insert(QStringLiteral("qkv_bias"), true);
    for (const auto& [key, value] :
        { std::pair { "sliding_window", t.slidingWindow },
            std::pair { "sliding_window_layers", t.slidingWindowLayers },
            std::pair { "expert_ffn", t.expertFfn },
            std::pair { "shared_experts", t.sharedExperts },
            std::pair { "dense_layers", t.denseLayers }, std::pair { "kv_lora_rank", t.kvLoraRank },
            std::pair { "q_lora_rank", t.qLoraRank }, std::pair { "rope_head_dim", t.ropeHeadDim },
            std::pair { "value_head_dim", t.valueHeadDim } }) {
        if (value > 0)
            model.insert(QLatin1String(key), jsonSize(value));
    }
    return model;
}

QJsonArray customOpsToJson(const std::vector<CustomOpSpec>& customOps)
{
    QJsonArray ops;
    for (const CustomOpSpec& op : customOps) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), op.name);
        o.insert(QStringLiteral("role"), operatorRoleName(op.role));
        o.insert(QStringLiteral("section"), operatorSectionName(op.section));
        o.insert(QStringLiteral("count"), jsonSize(op.count));
        if (op.kind == CustomOpSpec::Kind::MatMul) {
            o.insert(QStringLiteral("kind"), QStringLiteral("matmul"));
            o.insert(QStringLiteral("batch"), jsonSize(op.batch));
            o.insert(QStringLiteral("m"), jsonSize(op.m));
            o.insert(QStringLiteral("n"), jsonSize(op.n));
            o.insert(QStringLiteral("k"), jsonSize(op.k));
        } else {
            o.insert(QStringLiteral("kind"), QStringLiteral("conv2d"));
            o.insert(QStringLiteral("images"), jsonSize(op.images));
            o.insert(QStringLiteral("in_channels"), jsonSize(op.inChannels));
            o.insert(QStringLiteral("height"), jsonSize(op.height));
            o.insert(QStringLiteral("width"), jsonSize(op.width));
            o.insert(QStringLiteral("out_channels"), jsonSize(op.outChannels));
            o.insert(QStringLiteral("kernel"), jsonSize(op.kernel));
            o.insert(QStringLiteral("stride"), jsonSize(op.stride));
            o.insert(QStringLiteral("padding"), jsonSize(op.padding));
        }
        ops.append(o);
    }
    return ops;
}

QJsonObject runConfigToJson(const RunConfig& run)
{
    QJsonObject r;
    r.insert(QStringLiteral("phase"), stepKindName(run.step));
    r.insert(QStringLiteral("global_batch"), jsonSize(run.globalBatch));
    r.insert(QStringLiteral("micro_batch"), jsonSize(run.microBatch));
    r.insert(QStringLiteral("seq"), jsonSize(run.seqLength));
    r.insert(QStringLiteral("generated_tokens"), jsonSize(run.generatedTokens));
    r.insert(QStringLiteral("weight_precision"), precisionName(run.weightPrecision));
    if (run.kvCachePrecision)
        r.insert(QStringLiteral("kv_cache_precision"), precisionName(*run.kvCachePrecision));
    if (run.ttftTargetSeconds > 0)
        r.insert(QStringLiteral("ttft_target_s"), run.ttftTargetSeconds);
    if (run.tpotTargetSeconds > 0)
        r.insert(QStringLiteral("tpot_target_s"), run.tpotTargetSeconds);
    if (run.continuousBatching)
        r.insert(QStringLiteral("batching"), QStringLiteral("continuous"));
    if (run.prefillChunkTokens > 0)
        r.insert(QStringLiteral("prefill_chunk_tokens"), jsonSize(run.prefillChunkTokens));
    if (run.servingEngine != ServingEngine::None)
        r.insert(QStringLiteral("serving_engine"), servingEngineName(run.servingEngine));
    if (!run.draftPreset.isEmpty()) {
        r.insert(QStringLiteral("draft"), run.draftPreset);
        r.insert(QStringLiteral("speculated_tokens"), jsonSize(run.speculatedTokens));
        r.insert(QStringLiteral("acceptance_rate"), run.acceptanceRate);
    }
    r.insert(QStringLiteral("activation_precision"), precisionName(run.activationPrecision));
    r.insert(QStringLiteral("optimizer_precision"), precisionName(run.optimizerPrecision));
    // Booleans for none and full keep files readable by earlier versions.
    if (run.recompute == RecomputePolicy::None || run.recompute == RecomputePolicy::Full)
        r.insert(QStringLiteral("recompute"), run.recompute == RecomputePolicy::Full);
    else
        r.insert(QStringLiteral("recompute"), recomputePolicyName(run.recompute));
    if (run.recompute == RecomputePolicy::Custom) {
        const RematTensors& t = run.customRemat;
        r.insert(QStringLiteral("remat_custom"),
            QJsonObject {
                { QStringLiteral("decoder_layer_input"), rematPlacementName(t.layerInput) },
                { QStringLiteral("query_proj"), rematPlacementName(t.qkv) },
                { QStringLiteral("key_proj"), rematPlacementName(t.qkv) },
                { QStringLiteral("value_proj"), rematPlacementName(t.qkv) },
                { QStringLiteral("context"), rematPlacementName(t.context) },
                { QStringLiteral("out_proj"), rematPlacementName(t.outProj) },
                { QStringLiteral("mlpwi"), rematPlacementName(t.mlpIn) },
                { QStringLiteral("mlpwo"), rematPlacementName(t.mlpOut) } });
    }
    r.insert(QStringLiteral("attention"),
        run.attention == AttentionImpl::Flash ? QStringLiteral("flash")
                                              : QStringLiteral("unfused"));
    // Only when not the default: files stay as they were for fused stacks.
    if (run.stack != SoftwareStack::Fused)
        r.insert(QStringLiteral("stack"), softwareStackName(run.stack));
    if (run.attentionKernel)
        r.insert(QStringLiteral("attention_kernel"), attentionKernelName(*run.attentionKernel));
    if (run.optimizer != OptimizerKind::Adam)
        r.insert(QStringLiteral("optimizer"), optimizerKindName(run.optimizer));
    if (run.gradientPrecision)
        r.insert(QStringLiteral("gradient_precision"), precisionName(*run.gradientPrecision));
    if (run.lora.enabled())
        r.insert(QStringLiteral("lora"),
            QJsonObject { { QStringLiteral("rank"), static_cast<double>(run.lora.rank) },
                { QStringLiteral("attention"), run.lora.attention },
                { QStringLiteral("mlp"), run.lora.mlp },
                { QStringLiteral("base_precision"), precisionName(run.lora.basePrecision) } });
    return r;
}

} // namespace

std::optional<RematTensors> WorkloadFile::readRematTensors(JsonObjectReader& reader)
{
    const QStringList keys { QStringLiteral("decoder_layer_input"), QStringLiteral("query_proj"),
        QStringLiteral("key_proj"), QStringLiteral("value_proj"), QStringLiteral("context"),
        QStringLiteral("out_proj"), QStringLiteral("mlpwi"), QStringLiteral("mlpwo") };
    reader.warnAboutUnknownKeys(keys);
    const QStringList names { rematPlacementName(RematPlacement::Recompute),
        rematPlacementName(RematPlacement::Device), rematPlacementName(RematPlacement::Offload) };
    // MaxText's default for a tensor the policy does not name: computed again.
    const auto placement = [&](const QString& key) {
        const auto name = reader.oneOf(key, names, Presence::Optional);
        return name ? *rematPlacementFromName(*name) : RematPlacement::Recompute;
    };
    RematTensors t;
    t.layerInput = reader.has(QStringLiteral("decoder_layer_input"))
        ? placement(QStringLiteral("decoder_layer_input"))
        : RematPlacement::Device;
    t.qkv = placement(QStringLiteral("query_proj"));
    for (const char* key : { "key_proj", "value_proj" }) {
        if (placement(QLatin1String(key)) != t.qkv)
            reader.report(io::DiagnosticCode::Inconsistent, QLatin1String(key),
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "the placement of query_proj (q, k and v are kept together)"),
                io::Phrase::verbatim(rematPlacementName(placement(QLatin1String(key)))));
    }
    t.context = placement(QStringLiteral("context"));
    t.outProj = placement(QStringLiteral("out_proj"));
    t.mlpIn = placement(QStringLiteral("mlpwi"));
    t.mlpOut = placement(QStringLiteral("mlpwo"));
    if (t.layerInput == RematPlacement::Recompute)
        reader.report(io::DiagnosticCode::OutOfRange, QStringLiteral("decoder_layer_input"),
            QT_TRANSLATE_NOOP(
                "Diagnostic", "\"device\" or \"offload\" (recomputation starts from it)"),
            io::Phrase::verbatim(QStringLiteral("\"remat\"")));
    if (!reader.ok())
        return std::nullopt;
    return t;
}

std::optional<RecomputePolicy> WorkloadFile::readRecompute(
    JsonObjectReader& reader, const QString& key, Presence presence)
{
    if (reader.object().value(key).isString()) {
        QStringList names;
        for (RecomputePolicy policy : kAllRecomputePolicies)
            names << recomputePolicyName(policy);
        names << QStringLiteral("minimal");
        const auto name = reader.oneOf(key, names);
        return name ? recomputePolicyFromName(*name) : std::nullopt;
    }
    const auto full = reader.boolean(key, presence);
    if (!full)
        return std::nullopt;
    return *full ? RecomputePolicy::Full : RecomputePolicy::None;
}

WorkloadLoadResult WorkloadFile::load(const QString& path)
{
    WorkloadLoadResult result;
    const std::optional<QJsonObject> object = io::readJsonObjectFile(path, result.diagnostics);
    if (!object)
        return result;
    // Warnings of the parse (duplicate keys) come first, then the reader's.
    WorkloadLoadResult loaded = fromJson(*object, path);
    loaded.diagnostics = result.diagnostics + loaded.diagnostics;
    return loaded;
}

WorkloadLoadResult WorkloadFile::fromJson(const QJsonObject& root, const QString& file)
{
    WorkloadLoadResult result;
    io::Diagnostics& diagnostics = result.diagnostics;
    JsonObjectReader r(root, QStringLiteral("$"), file, &diagnostics);
    r.warnAboutUnknownKeys({ QStringLiteral("format"), QStringLiteral("version"),
        QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("description"),
        QStringLiteral("source"), QStringLiteral("model"), QStringLiteral("run") });
    if (!r.formatHeader(kWorkloadFormat, kFormatVersion))
        return result;

    WorkloadSpec spec;
    if (const auto id = r.string(QStringLiteral("id"), Presence::Optional, io::kMaxIdLength))
        spec.id = *id;
    if (const auto name = r.string(QStringLiteral("name"), Presence::Optional, io::kMaxNameLength))
        spec.name = *name;
    if (const auto description
        = r.string(QStringLiteral("description"), Presence::Optional, io::kMaxTextLength))
        spec.description = *description;
    if (const auto source
        = r.string(QStringLiteral("source"), Presence::Optional, io::kMaxTextLength))
        spec.source = *source;

    bool ok = r.ok();
    if (const auto model = r.object(QStringLiteral("model"))) {
        JsonObjectReader m(*model, r.pathOf(QStringLiteral("model")), file, &diagnostics);
        const auto type = m.oneOf(QStringLiteral("type"),
            { QStringLiteral("transformer"), QStringLiteral("resnet"), QStringLiteral("mlp"),
                QStringLiteral("custom") });
        if (type == QStringLiteral("transformer")) {
            spec.type = ModelType::Transformer;
            ok = readTransformer(m, spec.transformer) && ok;
        } else if (type == QStringLiteral("resnet")) {
            spec.type = ModelType::ResNet;
            ok = readResNet(m, spec.resnet, diagnostics) && ok;
        } else if (type == QStringLiteral("mlp")) {
            spec.type = ModelType::Mlp;
            ok = readMlp(m, spec.mlp, diagnostics) && ok;
        } else if (type == QStringLiteral("custom")) {
            spec.type = ModelType::Custom;
            ok = readCustom(m, spec.customOps, diagnostics) && ok;
        } else {
            ok = false;
        }
    } else {
        ok = false;
    }
    if (const auto run = r.object(QStringLiteral("run"), Presence::Optional)) {
        JsonObjectReader rr(*run, r.pathOf(QStringLiteral("run")), file, &diagnostics);
        ok = readRun(rr, spec.run, diagnostics) && ok;
    }
    ok = r.ok() && ok;
    if (!ok)
        return result;
    const io::Diagnostics problems = spec.validate(file);
    diagnostics.append(problems);
    if (!io::hasErrors(problems))
        result.spec = spec;
    return result;
}

QJsonObject WorkloadFile::toJson(const WorkloadSpec& spec)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), kWorkloadFormat);
    root.insert(QStringLiteral("version"), kFormatVersion);
    root.insert(QStringLiteral("id"), spec.id);
    root.insert(QStringLiteral("name"), spec.name);
    root.insert(QStringLiteral("description"), spec.description);
    root.insert(QStringLiteral("source"), spec.source);

    QJsonObject model;
    switch (spec.type) {
    case ModelType::Transformer:
        model = transformerToJson(spec.transformer);
        break;
    case ModelType::ResNet:
        model.insert(QStringLiteral("type"), QStringLiteral("resnet"));
        model.insert(QStringLiteral("blocks"), jsonSizes(spec.resnet.blocks));
        model.insert(QStringLiteral("image_size"), jsonSize(spec.resnet.imageSize));
        model.insert(QStringLiteral("channels"), jsonSize(spec.resnet.channels));
        model.insert(QStringLiteral("classes"), jsonSize(spec.resnet.classes));
        model.insert(QStringLiteral("width"), jsonSize(spec.resnet.width));
        break;
    case ModelType::Mlp:
        model.insert(QStringLiteral("type"), QStringLiteral("mlp"));
        model.insert(QStringLiteral("inputs"), jsonSize(spec.mlp.inputs));
        model.insert(QStringLiteral("widths"), jsonSizes(spec.mlp.widths));
        model.insert(QStringLiteral("bias"), spec.mlp.bias);
        break;
    case ModelType::Custom:
        model.insert(QStringLiteral("type"), QStringLiteral("custom"));
        model.insert(QStringLiteral("ops"), customOpsToJson(spec.customOps));
        break;
    }
    root.insert(QStringLiteral("model"), model);
    root.insert(QStringLiteral("run"), runConfigToJson(spec.run));
    return root;
}

QString WorkloadFile::save(const WorkloadSpec& spec, const QString& path)
{
    return io::writeJsonFileAtomically(path, QJsonDocument(toJson(spec)));
}

} // namespace ts
