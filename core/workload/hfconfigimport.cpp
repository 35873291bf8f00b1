// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "hfconfigimport.h"

#include "io/inputlimits.h"
#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"
#include "workloadfile.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <algorithm>

namespace ts {

namespace {

using io::DiagnosticCode;
using io::Presence;

const QString kModelType = QStringLiteral("model_type");

QString idFrom(const QString& text)
{
    static const QRegularExpression other(QStringLiteral("[^a-z0-9.]+"));
    QString id = text.toLower();
    id.replace(other, QStringLiteral("-"));
    while (id.startsWith(QLatin1Char('-')))
        id.remove(0, 1);
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return id.left(io::kMaxIdLength);
}

// The config.json key each field of the built workload came from, so that a problem the
// workload's own checks find names the key the user wrote ("$.first_k_dense_replace"), not the
// workload file's field it became ("$.model.dense_layers"). Fields no key sets keep their path.
QString configPathOf(const QString& workloadPath, const QString& type)
{
    const bool deepseek = type.startsWith(QLatin1String("deepseek"));
    static const QHash<QString, QString> kKeys {
        { QStringLiteral("layers"), QStringLiteral("num_hidden_layers") },
        { QStringLiteral("hidden"), QStringLiteral("hidden_size") },
        { QStringLiteral("heads"), QStringLiteral("num_attention_heads") },
        { QStringLiteral("kv_heads"), QStringLiteral("num_key_value_heads") },
        { QStringLiteral("ffn"), QStringLiteral("intermediate_size") },
        { QStringLiteral("vocab"), QStringLiteral("vocab_size") },
        { QStringLiteral("max_positions"), QStringLiteral("max_position_embeddings") },
        { QStringLiteral("head_dim"), QStringLiteral("head_dim") },
        { QStringLiteral("sliding_window"), QStringLiteral("sliding_window") },
        { QStringLiteral("sliding_window_layers"), QStringLiteral("max_window_layers") },
        { QStringLiteral("experts_per_token"), QStringLiteral("num_experts_per_tok") },
        { QStringLiteral("expert_ffn"), QStringLiteral("moe_intermediate_size") },
        { QStringLiteral("shared_experts"), QStringLiteral("n_shared_experts") },
        { QStringLiteral("dense_layers"), QStringLiteral("first_k_dense_replace") },
        { QStringLiteral("kv_lora_rank"), QStringLiteral("kv_lora_rank") },
        { QStringLiteral("q_lora_rank"), QStringLiteral("q_lora_rank") },
        { QStringLiteral("rope_head_dim"), QStringLiteral("qk_rope_head_dim") },
        { QStringLiteral("value_head_dim"), QStringLiteral("v_head_dim") },
    };
    const QLatin1StringView prefix("$.model.");
    if (!workloadPath.startsWith(prefix))
        return workloadPath;
    const QString field = workloadPath.mid(prefix.size());
    QString key = kKeys.value(field);
    if (field == QLatin1String("experts"))
        key = deepseek ? QStringLiteral("n_routed_experts") : QStringLiteral("num_local_experts");
    else if (field == QLatin1String("head_dim") && deepseek)
        key = QStringLiteral("qk_nope_head_dim");
    return key.isEmpty() ? workloadPath : QStringLiteral("$.") + key;
}

// A size in a config.json: a positive integer up to the largest a workload accepts.
std::optional<qint64> hfConfigSize(
    io::JsonObjectReader& r, const char* key, Presence presence = Presence::Required)
{
    return r.integer(QLatin1String(key), 1, WorkloadFile::kMaximumSize, presence);
}

// DeepSeekMoE (DeepSeek-MoE, V2, V3): fine-grained routed experts, shared experts and leading
// dense layers; V2 and V3 add multi-head latent attention.
void readDeepSeekMoe(io::JsonObjectReader& r, const QJsonObject& config, const QString& type,
    const QString& file, io::Diagnostics& d, TransformerConfig& t)
{
    constexpr qint64 kMax = WorkloadFile::kMaximumSize;
    const auto experts = hfConfigSize(r, "n_routed_experts");
    const auto perToken = hfConfigSize(r, "num_experts_per_tok");
    const auto shared = r.integer(QStringLiteral("n_shared_experts"), 0, kMax, Presence::Optional);
    const auto expertWidth = hfConfigSize(r, "moe_intermediate_size");
    const auto dense
        = r.integer(QStringLiteral("first_k_dense_replace"), 0, kMax, Presence::Optional);
    const auto every = r.integer(QStringLiteral("moe_layer_freq"), 1, kMax, Presence::Optional);
    if (every && *every != 1)
        d.append({ io::Severity::Error, DiagnosticCode::UnknownValue, file,
            r.pathOf(QStringLiteral("moe_layer_freq")),
            QT_TRANSLATE_NOOP("Diagnostic", "1 (experts in every layer after the dense ones)"),
            io::Phrase::verbatim(QString::number(*every)) });
    if (experts && perToken && expertWidth) {
        t.experts = *experts;
        t.expertsPerToken = *perToken;
        t.expertFfn = *expertWidth;
        t.sharedExperts = shared.value_or(0);
        t.denseLayers = dense.value_or(0);
        if (*perToken > *experts)
            d.append({ io::Severity::Error, DiagnosticCode::Inconsistent, file,
                r.pathOf(QStringLiteral("num_experts_per_tok")),
                io::Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "at most n_routed_experts (%1)"), *experts),
                io::Phrase::verbatim(QString::number(*perToken)) });
    }
    if (type != QLatin1String("deepseek")) {
        const auto rank = hfConfigSize(r, "kv_lora_rank");
        // q_lora_rank is null where queries are projected directly (V2-Lite).
        const auto qRank = config.value(QStringLiteral("q_lora_rank")).isNull()
            ? std::optional<qint64>(0)
            : r.integer(QStringLiteral("q_lora_rank"), 1, kMax, Presence::Optional);
        const auto nope = hfConfigSize(r, "qk_nope_head_dim");
        const auto rope = hfConfigSize(r, "qk_rope_head_dim");
        const auto value = hfConfigSize(r, "v_head_dim");
        if (rank && nope && rope && value) {
            t.kvLoraRank = *rank;
            t.qLoraRank = qRank.value_or(0);
            t.headDimension = *nope;
            t.ropeHeadDim = *rope;
            t.valueHeadDim = *value;
        }
    }
    const auto predict
        = r.integer(QStringLiteral("num_nextn_predict_layers"), 0, kMax, Presence::Optional);
    if (predict && *predict > 0)
        d.append({ io::Severity::Warning, DiagnosticCode::Inconsistent, file,
            r.pathOf(QStringLiteral("num_nextn_predict_layers")),
            QT_TRANSLATE_NOOP("Diagnostic", "the main model only"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic",
                           "%1 multi-token prediction module(s), not counted (the published "
                           "totals leave them out too)"),
                *predict) });
}

// Mixtral's experts: every layer's MLP, no shared ones.
void readMixtralExperts(
    io::JsonObjectReader& r, const QString& file, io::Diagnostics& d, TransformerConfig& t)
{
    const auto experts = hfConfigSize(r, "num_local_experts");
    const auto perToken = hfConfigSize(r, "num_experts_per_tok");
    if (experts && perToken) {
        t.experts = *experts;
        t.expertsPerToken = *perToken;
        if (*perToken > *experts)
            d.append({ io::Severity::Error, DiagnosticCode::Inconsistent, file,
                r.pathOf(QStringLiteral("num_experts_per_tok")),
                io::Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "at most num_local_experts (%1)"), *experts),
                io::Phrase::verbatim(QString::number(*perToken)) });
    }
}

// Sliding-window attention, on the layers the family's class applies it to: every layer
// (Mistral, Mixtral, Phi-3), every other one from the first (Gemma 2), those from
// max_window_layers on when use_sliding_window is set (Qwen2).
void readSlidingWindow(
    io::JsonObjectReader& r, const QJsonObject& config, const QString& type, TransformerConfig& t)
{
    if (!config.value(QStringLiteral("sliding_window")).isNull()
        && config.contains(QStringLiteral("sliding_window"))) {
        const auto window = hfConfigSize(r, "sliding_window", Presence::Optional);
        const bool used = r.boolean(QStringLiteral("use_sliding_window"), Presence::Optional)
                              .value_or(type != QLatin1String("qwen2"));
        if (window && used && type != QLatin1String("gemma")) {
            t.slidingWindow = *window;
            if (type == QLatin1String("gemma2"))
                t.slidingWindowLayers = (t.layers + 1) / 2;
            if (type == QLatin1String("qwen2")) {
                const auto full = r.integer(
                    QStringLiteral("max_window_layers"), 0, t.layers, Presence::Optional);
                t.slidingWindowLayers = t.layers - full.value_or(0);
                if (t.slidingWindowLayers == 0)
                    t.slidingWindow = 0;
            }
        }
    }
}

// The imported spec's name, id, description and source. The name: the repository the file names,
// else the architecture, else the file.
void nameImportedModel(
    WorkloadSpec& spec, const QJsonObject& config, const QString& file, const QString& type)
{
    const TransformerConfig& t = spec.transformer;
    QString name
        = config.value(QStringLiteral("_name_or_path")).toString().left(io::kMaxNameLength);
    if (name.isEmpty()) {
        const QJsonArray architectures = config.value(QStringLiteral("architectures")).toArray();
        name = architectures.isEmpty() ? QFileInfo(file).completeBaseName()
                                       : architectures.first().toString().left(io::kMaxNameLength);
    }
    spec.name = name.isEmpty() ? QStringLiteral("imported model") : name;
    spec.id = idFrom(spec.name);
    if (spec.id.isEmpty())
        spec.id = QStringLiteral("imported-model");
    spec.description = QStringLiteral("%1: %2 layers, d=%3, %4 heads (%5 KV), FFN %6, vocab %7")
                           .arg(spec.name)
                           .arg(t.layers)
                           .arg(t.hidden)
                           .arg(t.heads)
                           .arg(t.kvHeads)
                           .arg(t.ffn)
                           .arg(t.vocab);
    if (t.experts > 1)
        spec.description += QStringLiteral(", %1 experts of %2 (%3 a token, %4 shared, %5 dense "
                                           "layers)")
                                .arg(t.experts)
                                .arg(t.expertWidth())
                                .arg(t.expertsPerToken)
                                .arg(t.sharedExperts)
                                .arg(t.denseLayers);
    if (t.latentAttention())
        spec.description += QStringLiteral(", latent attention (KV rank %1, q rank %2)")
                                .arg(t.kvLoraRank)
                                .arg(t.qLoraRank);
    if (t.windowedLayers() > 0)
        spec.description += QStringLiteral(", window %1 on %2 layers")
                                .arg(t.slidingWindow)
                                .arg(t.windowedLayers());
    spec.source = QStringLiteral("Imported from %1 (Hugging Face config.json, model_type %2)")
                      .arg(QFileInfo(file).fileName(), type);
}

} // namespace

QStringList HfConfigImport::families()
{
    return { QStringLiteral("llama"), QStringLiteral("mistral"), QStringLiteral("mixtral"),
        QStringLiteral("qwen2"), QStringLiteral("gemma"), QStringLiteral("gemma2"),
        QStringLiteral("phi3"), QStringLiteral("deepseek"), QStringLiteral("deepseek_v2"),
        QStringLiteral("deepseek_v3") };
}

HfImportResult HfConfigImport::load(const QString& path)
{
    HfImportResult result;
    const auto object = io::readJsonObjectFile(path, result.diagnostics);
    if (!object)
        return result;
    HfImportResult read = fromJson(*object, path);
    read.diagnostics = result.diagnostics + read.diagnostics;
    return read;
}

HfImportResult HfConfigImport::fromJson(const QJsonObject& config, const QString& file)
{
    HfImportResult result;
    io::Diagnostics& d = result.diagnostics;
    io::JsonObjectReader r(config, QStringLiteral("$"), file, &d);
    // A config.json holds dozens of keys this reader has no use for (token ids, dtypes, rope
    // scaling): they are not reported as unknown.
    const auto type = r.string(kModelType, Presence::Required, io::kMaxIdLength);
    if (!type)
        return result;
    if (!families().contains(*type)) {
        d.append({ io::Severity::Error, DiagnosticCode::UnknownValue, file, r.pathOf(kModelType),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "one of %1"),
                families().join(QStringLiteral(", "))),
            io::Phrase::verbatim(QStringLiteral("\"%1\"").arg(*type)) });
        return result;
    }

    constexpr qint64 kMax = WorkloadFile::kMaximumSize;
    auto size = [&r](const char* key, Presence presence = Presence::Required) {
        return hfConfigSize(r, key, presence);
    };
    WorkloadSpec spec;
    spec.type = ModelType::Transformer;
    TransformerConfig& t = spec.transformer;
    t.causal = true;
    t.position = PositionKind::Rotary;
    t.norm = NormKind::RmsNorm;
    t.preNorm = true;
    t.mlp = MlpKind::SwiGlu;
    t.bias = false;
    const auto layers = size("num_hidden_layers");
    const auto hidden = size("hidden_size");
    const auto heads = size("num_attention_heads");
    // LLaMA 1 and other multi-head configs carry no num_key_value_heads: the transformers
    // library's default is the head count (no grouping).
    const auto kvHeads = size("num_key_value_heads", Presence::Optional);
    const auto ffn = size("intermediate_size");
    const auto vocab = size("vocab_size");
    const auto positions = size("max_position_embeddings", Presence::Optional);
    const auto headDim = size("head_dim", Presence::Optional);
    // The transformers classes' default where the file says nothing: Gemma ties its output
    // embedding to the input one, the others do not.
    const bool gemma = type->startsWith(QLatin1String("gemma"));
    const bool tied
        = r.boolean(QStringLiteral("tie_word_embeddings"), Presence::Optional).value_or(gemma);
    const QString act
        = r.string(QStringLiteral("hidden_act"), Presence::Optional, io::kMaxIdLength)
              .value_or(gemma ? QStringLiteral("gelu_pytorch_tanh") : QStringLiteral("silu"));
    static const QStringList kActivations { QStringLiteral("silu"), QStringLiteral("swish"),
        QStringLiteral("gelu"), QStringLiteral("gelu_new"), QStringLiteral("gelu_pytorch_tanh") };
    if (!kActivations.contains(act))
        d.append({ io::Severity::Error, DiagnosticCode::UnknownValue, file,
            r.pathOf(QStringLiteral("hidden_act")),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "one of %1"),
                kActivations.join(QStringLiteral(", "))),
            io::Phrase::verbatim(QStringLiteral("\"%1\"").arg(act)) });
    // The families with experts (and DeepSeek-V2/V3's latent attention).
    const bool deepseek = type->startsWith(QLatin1String("deepseek"));
    if (deepseek)
        readDeepSeekMoe(r, config, *type, file, d, t);
    if (*type == QLatin1String("mixtral"))
        readMixtralExperts(r, file, d, t);
    if (io::hasErrors(d) || !layers || !hidden || !heads || !ffn || !vocab)
        return result;

    t.layers = *layers;
    t.hidden = *hidden;
    t.heads = *heads;
    t.kvHeads = kvHeads.value_or(*heads);
    t.ffn = *ffn;
    t.vocab = *vocab;
    t.tiedEmbeddings = tied;
    // (Latent attention's head width is qk_nope_head_dim, read above.)
    if (headDim && *headDim * *heads != *hidden && !t.latentAttention())
        t.headDimension = *headDim;
    if (headDim && *headDim * *heads == *hidden && !t.latentAttention())
        t.headDimension = 0; // the usual width: kept implicit, as the presets do
    if (!headDim && *hidden % *heads != 0 && !t.latentAttention())
        d.append({ io::Severity::Error, DiagnosticCode::Inconsistent, file,
            r.pathOf(QStringLiteral("hidden_size")),
            io::Phrase(QT_TRANSLATE_NOOP(
                           "Diagnostic", "a multiple of num_attention_heads (%1), or a head_dim"),
                *heads),
            io::Phrase::verbatim(QString::number(*hidden)) });
    if (*heads % t.kvHeads != 0)
        d.append({ io::Severity::Error, DiagnosticCode::Inconsistent, file,
            r.pathOf(QStringLiteral("num_key_value_heads")),
            io::Phrase(
                QT_TRANSLATE_NOOP("Diagnostic", "a divisor of num_attention_heads (%1)"), *heads),
            io::Phrase::verbatim(QString::number(t.kvHeads)) });
    spec.run.seqLength = std::min<qint64>(spec.run.seqLength, positions.value_or(kMax));
    t.maxPositions = std::max(positions.value_or(spec.run.seqLength), spec.run.seqLength);

    // Qwen2 puts biases on q, k and v only (the transformers class's attention_bias).
    t.qkvBias = *type == QLatin1String("qwen2");
    readSlidingWindow(r, config, *type, t);
    if (act.startsWith(QLatin1String("gelu")))
        d.append({ io::Severity::Warning, DiagnosticCode::Inconsistent, file,
            r.pathOf(QStringLiteral("hidden_act")),
            QT_TRANSLATE_NOOP("Diagnostic", "SiLU gating (the same three matrices and FLOPs)"),
            QT_TRANSLATE_NOOP("Diagnostic", "GELU gating (GeGLU), modeled as SwiGLU") });

    nameImportedModel(spec, config, file, *type);

    // The reader's own checks come first; a key they already refused is not reported again in
    // the workload's words (issue 34 item 9: "some twice").
    const io::Diagnostics own = d;
    for (io::Diagnostic problem : spec.validate(file)) {
        problem.jsonPath = configPathOf(problem.jsonPath, *type);
        const bool said = std::any_of(own.begin(), own.end(), [&](const io::Diagnostic& o) {
            return o.severity == problem.severity && o.jsonPath == problem.jsonPath;
        });
        if (!said)
            d.append(problem);
    }
    if (!io::hasErrors(d))
        result.spec = spec;
    return result;
}

} // namespace ts
