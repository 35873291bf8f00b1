// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "hfconfigimport.h"

#include "io/inputlimits.h"
#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"
#include "workloadfile.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <algorithm>

namespace ts {

namespace {

using io::DiagnosticCode;
using io::Presence;

const QString kModelType = QStringLiteral("model_type");

// Families whose structure the model description cannot hold yet, and why.
QString unsupportedReason(const QString& type)
{
    if (type.startsWith(QLatin1String("deepseek")))
        return QStringLiteral("a family the model description cannot hold yet (multi-head latent "
                              "attention and shared experts: issue 21)");
    return {};
}

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

} // namespace

QStringList HfConfigImport::families()
{
    return { QStringLiteral("llama"), QStringLiteral("mistral"), QStringLiteral("mixtral"),
        QStringLiteral("qwen2"), QStringLiteral("gemma"), QStringLiteral("gemma2"),
        QStringLiteral("phi3") };
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
    if (const QString why = unsupportedReason(*type); !why.isEmpty()) {
        d.append({ io::Severity::Error, DiagnosticCode::UnknownValue, file, r.pathOf(kModelType),
            why, QStringLiteral("\"%1\"").arg(*type) });
        return result;
    }
    if (!families().contains(*type)) {
        d.append({ io::Severity::Error, DiagnosticCode::UnknownValue, file, r.pathOf(kModelType),
            QStringLiteral("one of ") + families().join(QStringLiteral(", ")),
            QStringLiteral("\"%1\"").arg(*type) });
        return result;
    }

    constexpr qint64 kMax = WorkloadFile::kMaximumSize;
    auto size = [&](const char* key, Presence presence = Presence::Required) {
        return r.integer(QLatin1String(key), 1, kMax, presence);
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
            QStringLiteral("one of ") + kActivations.join(QStringLiteral(", ")),
            QStringLiteral("\"%1\"").arg(act) });
    if (*type == QLatin1String("mixtral")) {
        const auto experts = size("num_local_experts");
        const auto perToken = size("num_experts_per_tok");
        if (experts && perToken) {
            t.experts = *experts;
            t.expertsPerToken = *perToken;
            if (*perToken > *experts)
                d.append({ io::Severity::Error, DiagnosticCode::Inconsistent, file,
                    r.pathOf(QStringLiteral("num_experts_per_tok")),
                    QStringLiteral("at most num_local_experts (%1)").arg(*experts),
                    QString::number(*perToken) });
        }
    }
    if (io::hasErrors(d) || !layers || !hidden || !heads || !ffn || !vocab)
        return result;

    t.layers = *layers;
    t.hidden = *hidden;
    t.heads = *heads;
    t.kvHeads = kvHeads.value_or(*heads);
    t.ffn = *ffn;
    t.vocab = *vocab;
    t.tiedEmbeddings = tied;
    if (headDim && *headDim * *heads != *hidden)
        t.headDimension = *headDim;
    if (headDim && *headDim * *heads == *hidden)
        t.headDimension = 0; // the usual width: kept implicit, as the presets do
    if (!headDim && *hidden % *heads != 0)
        d.append({ io::Severity::Error, DiagnosticCode::Inconsistent, file,
            r.pathOf(QStringLiteral("hidden_size")),
            QStringLiteral("a multiple of num_attention_heads (%1), or a head_dim").arg(*heads),
            QString::number(*hidden) });
    if (*heads % t.kvHeads != 0)
        d.append({ io::Severity::Error, DiagnosticCode::Inconsistent, file,
            r.pathOf(QStringLiteral("num_key_value_heads")),
            QStringLiteral("a divisor of num_attention_heads (%1)").arg(*heads),
            QString::number(t.kvHeads) });
    spec.run.seqLength = std::min<qint64>(spec.run.seqLength, positions.value_or(kMax));
    t.maxPositions = std::max(positions.value_or(spec.run.seqLength), spec.run.seqLength);

    // What the description leaves out, said as warnings: the parameters it does not count, the
    // attention it computes differently.
    if (*type == QLatin1String("qwen2")) {
        const qint64 biases = t.layers * (t.attentionWidth() + 2 * t.kvHeads * t.headDim());
        d.append({ io::Severity::Warning, DiagnosticCode::Inconsistent, file, QStringLiteral("$"),
            QStringLiteral("biases on every projection or none"),
            QStringLiteral("q, k and v biases only (%1 parameters, not counted)").arg(biases) });
    }
    const QJsonValue window = config.value(QStringLiteral("sliding_window"));
    const bool slidingUsed = config.value(QStringLiteral("use_sliding_window")).toBool(true);
    if (window.isDouble() && window.toDouble() > 0 && slidingUsed)
        d.append({ io::Severity::Warning, DiagnosticCode::Inconsistent, file,
            r.pathOf(QStringLiteral("sliding_window")),
            QStringLiteral("attention over the whole sequence (sliding windows are not modeled)"),
            QStringLiteral("a window of %1 tokens: attention beyond it is overstated")
                .arg(qint64(window.toDouble())) });
    if (act.startsWith(QLatin1String("gelu")))
        d.append({ io::Severity::Warning, DiagnosticCode::Inconsistent, file,
            r.pathOf(QStringLiteral("hidden_act")),
            QStringLiteral("SiLU gating (the same three matrices and FLOPs)"),
            QStringLiteral("GELU gating (GeGLU), modeled as SwiGLU") });

    // Names: the repository the file names, else the architecture, else the file.
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
    spec.source = QStringLiteral("Imported from %1 (Hugging Face config.json, model_type %2)")
                      .arg(QFileInfo(file).fileName(), *type);

    d.append(spec.validate(file));
    if (!io::hasErrors(d))
        result.spec = spec;
    return result;
}

} // namespace ts
