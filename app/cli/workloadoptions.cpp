// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadoptions.h"

#include "controlcharacterfilter.h"
#include "io/numberparsing.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QFileInfo>

namespace ts::cli {

void WorkloadOptions::add(QCommandLineParser& parser)
{
    parser.addOption({ QStringLiteral("phase"), tr("training, prefill or decode."), tr("PHASE") });
    // --global-batch names the same option (issue 20): "--batch 8 --global-batch 8" is twice.
    parser.addOption({ { QStringLiteral("batch"), QStringLiteral("global-batch") },
        tr("Global batch (sequences or samples)."), tr("N") });
    // --prompt-tokens names the same option (issue 21), as --global-batch does --batch.
    parser.addOption({ { QStringLiteral("seq"), QStringLiteral("prompt-tokens") },
        tr("Sequence (prompt) length in tokens."), tr("N") });
    parser.addOption({ QStringLiteral("generated-tokens"),
        tr("Tokens generated after the prompt (decode steps; the preset's otherwise)."), tr("N") });
    parser.addOption({ QStringLiteral("precision"),
        tr("Weights and activations: %1.").arg(precisionNames().join(QStringLiteral(", "))),
        tr("P") });
    parser.addOption({ QStringLiteral("weight-precision"),
        tr("Weights alone, stored narrower than the activations and dequantized in each GEMM "
           "(weight-only quantization, for serving): %1.")
            .arg(weightPrecisionNames().join(QStringLiteral(", "))),
        tr("P") });
    parser.addOption({ QStringLiteral("optimizer"),
        tr("The optimizer of a training step: adam (default), sgd (with momentum) or adafactor."),
        tr("O") });
    parser.addOption({ QStringLiteral("stack"),
        tr("The software that runs the step: fused (Megatron-LM with Transformer Engine, "
           "MaxText; the default) or fsdp-eager (PyTorch FSDP, LLM Foundry, torchtune, Hugging "
           "Face Trainer: unfused norms, rotary and activations, FlashAttention-2)."),
        tr("S") });
    parser.addOption({ QStringLiteral("attention-kernel"),
        tr("The fused-attention kernel, where the software ran another than its stack's own: "
           "library (cuDNN through Transformer Engine, XLA's; serving engines' split-KV decode), "
           "flash-attention-2 (Transformer Engine releases before its Hopper preference) or "
           "masked-mha (TensorRT-LLM's decode kernel before XQA: the K/V cache read once per "
           "query head; docs/engine.md, docs/serving.md)."),
        tr("K") });
    parser.addOption({ QStringLiteral("recompute"),
        tr("Activation recomputation of a training step: none, full, except_weight_gemms "
           "(minimal), save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, "
           "minimal_offloaded or selective (docs/workload.md)."),
        tr("R") });
    parser.addOption({ QStringLiteral("gradient-precision"),
        tr("The gradients' storage in a training step (default: the weights'; fp32 as "
           "Megatron-LM keeps them)."),
        tr("P") });
    parser.addOption({ QStringLiteral("lora"),
        tr("Fine-tune with LoRA adapters of this rank on frozen weights (a training step)."),
        tr("R") });
    parser.addOption({ QStringLiteral("lora-targets"),
        tr("Which linear layers get adapters: all (default), attention or mlp."), tr("T") });
    parser.addOption({ QStringLiteral("lora-base"),
        tr("The frozen weights' storage: bf16 (default), fp16, int8, or int4 for QLoRA."),
        tr("P") });
    parser.addOption({ QStringLiteral("kv-precision"),
        tr("The KV cache's storage precision, for serving (default: the attention's): %1.")
            .arg(weightPrecisionNames().join(QStringLiteral(", "))),
        tr("P") });
}

// What the command line changes in the workload; each reader prints a usage error and returns
// false.
struct WorkloadOptions::Overrides
{
    std::optional<qint64> batch;
    std::optional<qint64> seq;
    std::optional<qint64> generated;
    std::optional<StepKind> step;
    std::optional<Precision> precision;
    std::optional<Precision> weights;
    std::optional<Precision> cache;
    std::optional<OptimizerKind> optimizer;
    std::optional<SoftwareStack> stack;
    std::optional<AttentionKernel> attentionKernel;
    std::optional<RecomputePolicy> recompute;
    std::optional<Precision> gradients;
    std::optional<LoraConfig> lora;
};

bool WorkloadOptions::readShapeOptions(
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output, Overrides* o)
{
    std::optional<qint64>& batch = o->batch;
    std::optional<qint64>& seq = o->seq;
    std::optional<qint64>& generated = o->generated;
    for (const auto& [option, target] :
        { std::pair { QStringLiteral("batch"), &batch }, std::pair { QStringLiteral("seq"), &seq },
            std::pair { QStringLiteral("generated-tokens"), &generated } }) {
        if (!parser.isSet(option))
            continue;
        const QString text = parser.value(option);
        io::NumberProblem problem = io::NumberProblem::None;
        *target = io::parseInteger(text, 1, WorkloadFile::kMaximumSize, &problem);
        if (!*target) {
            output.err << prefix
                       << tr("--%1 '%2' %3.\n")
                              .arg(option, text,
                                  io::describeProblem(problem, QStringLiteral("1"),
                                      QString::number(WorkloadFile::kMaximumSize)));
            return false;
        }
    }
    std::optional<StepKind>& step = o->step;
    if (parser.isSet(QStringLiteral("phase"))) {
        step = stepKindFromName(parser.value(QStringLiteral("phase")));
        if (!step) {
            output.err << prefix
                       << tr("--phase '%1': expected training, prefill or decode.\n")
                              .arg(parser.value(QStringLiteral("phase")));
            return false;
        }
    }
    return true;
}

bool WorkloadOptions::readPrecisionOptions(
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output, Overrides* o)
{
    std::optional<Precision>& precision = o->precision;
    if (parser.isSet(QStringLiteral("precision"))) {
        precision = precisionFromName(parser.value(QStringLiteral("precision")));
        if (!precision) {
            output.err << prefix
                       << tr("--precision '%1': expected one of %2.\n")
                              .arg(parser.value(QStringLiteral("precision")),
                                  precisionNames().join(QStringLiteral(", ")));
            return false;
        }
    }

    std::optional<Precision>& weights = o->weights;
    if (parser.isSet(QStringLiteral("weight-precision"))) {
        weights = weightPrecisionFromName(parser.value(QStringLiteral("weight-precision")));
        if (!weights) {
            output.err << prefix
                       << tr("--weight-precision '%1': expected one of %2.\n")
                              .arg(parser.value(QStringLiteral("weight-precision")),
                                  weightPrecisionNames().join(QStringLiteral(", ")));
            return false;
        }
    }

    std::optional<Precision>& cache = o->cache;
    if (parser.isSet(QStringLiteral("kv-precision"))) {
        cache = weightPrecisionFromName(parser.value(QStringLiteral("kv-precision")));
        if (!cache) {
            output.err << prefix
                       << tr("--kv-precision '%1': expected one of %2.\n")
                              .arg(parser.value(QStringLiteral("kv-precision")),
                                  weightPrecisionNames().join(QStringLiteral(", ")));
            return false;
        }
    }
    return true;
}

bool WorkloadOptions::readTrainingOptions(
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output, Overrides* o)
{
    std::optional<OptimizerKind>& optimizer = o->optimizer;
    if (parser.isSet(QStringLiteral("optimizer"))) {
        optimizer = optimizerKindFromName(parser.value(QStringLiteral("optimizer")));
        if (!optimizer) {
            output.err << prefix
                       << tr("--optimizer '%1': expected adam, sgd or adafactor.\n")
                              .arg(parser.value(QStringLiteral("optimizer")));
            return false;
        }
    }
    std::optional<SoftwareStack>& stack = o->stack;
    if (parser.isSet(QStringLiteral("stack"))) {
        stack = softwareStackFromName(parser.value(QStringLiteral("stack")));
        if (!stack) {
            output.err << prefix
                       << tr("--stack '%1': expected fused or fsdp-eager.\n")
                              .arg(parser.value(QStringLiteral("stack")));
            return false;
        }
    }
    std::optional<AttentionKernel>& attentionKernel = o->attentionKernel;
    if (parser.isSet(QStringLiteral("attention-kernel"))) {
        attentionKernel = attentionKernelFromName(parser.value(QStringLiteral("attention-kernel")));
        if (!attentionKernel) {
            output.err << prefix
                       << tr("--attention-kernel '%1': expected library, flash-attention-2 or "
                             "masked-mha.\n")
                              .arg(parser.value(QStringLiteral("attention-kernel")));
            return false;
        }
    }
    std::optional<RecomputePolicy>& recompute = o->recompute;
    if (parser.isSet(QStringLiteral("recompute"))) {
        recompute = recomputePolicyFromName(parser.value(QStringLiteral("recompute")));
        // "custom" needs per-tensor placements: a workload file's remat_custom.
        if (!recompute || *recompute == RecomputePolicy::Custom) {
            output.err << prefix
                       << tr("--recompute '%1': expected none, full, except_weight_gemms, "
                             "minimal, save_dot_except_mlp, save_qkv_proj, qkv_proj_offloaded, "
                             "minimal_offloaded or selective (custom: in a workload file).\n")
                              .arg(parser.value(QStringLiteral("recompute")));
            return false;
        }
    }
    std::optional<Precision>& gradients = o->gradients;
    if (parser.isSet(QStringLiteral("gradient-precision"))) {
        gradients = precisionFromName(parser.value(QStringLiteral("gradient-precision")));
        if (!gradients) {
            output.err << prefix
                       << tr("--gradient-precision '%1': expected one of %2.\n")
                              .arg(parser.value(QStringLiteral("gradient-precision")),
                                  precisionNames().join(QStringLiteral(", ")));
            return false;
        }
    }
    return true;
}

bool WorkloadOptions::readLoraOptions(
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output, Overrides* o)
{
    std::optional<LoraConfig>& lora = o->lora;
    if (parser.isSet(QStringLiteral("lora")) || parser.isSet(QStringLiteral("lora-targets"))
        || parser.isSet(QStringLiteral("lora-base"))) {
        if (!parser.isSet(QStringLiteral("lora"))) {
            output.err << prefix << tr("--lora-targets and --lora-base need --lora RANK.\n");
            return false;
        }
        io::NumberProblem problem = io::NumberProblem::None;
        const auto rank = io::parseInteger(
            parser.value(QStringLiteral("lora")), 1, WorkloadFile::kMaximumSize, &problem);
        if (!rank) {
            output.err << prefix
                       << tr("--lora '%1' %2.\n")
                              .arg(parser.value(QStringLiteral("lora")),
                                  io::describeProblem(problem, QStringLiteral("1"),
                                      QString::number(WorkloadFile::kMaximumSize)));
            return false;
        }
        LoraConfig config;
        config.rank = *rank;
        const QString targets = parser.value(QStringLiteral("lora-targets")).trimmed().toLower();
        if (targets == QLatin1String("attention")) {
            config.mlp = false;
        } else if (targets == QLatin1String("mlp")) {
            config.attention = false;
        } else if (!targets.isEmpty() && targets != QLatin1String("all")) {
            output.err << prefix
                       << tr("--lora-targets '%1': expected all, attention or mlp.\n")
                              .arg(parser.value(QStringLiteral("lora-targets")));
            return false;
        }
        if (parser.isSet(QStringLiteral("lora-base"))) {
            const auto base = weightPrecisionFromName(parser.value(QStringLiteral("lora-base")));
            if (!base || *base == Precision::TF32) {
                output.err << prefix
                           << tr("--lora-base '%1': expected one of %2.\n")
                                  .arg(parser.value(QStringLiteral("lora-base")),
                                      QStringLiteral("fp32, bf16, fp16, fp8, int8, int4"));
                return false;
            }
            config.basePrecision = *base;
        }
        lora = config;
    }
    return true;
}

std::optional<WorkloadSpec> WorkloadOptions::loadSpec(
    const QString& what, const QString& prefix, CommandOutput& output, QString* file)
{
    WorkloadLoadResult loaded;
    if (WorkloadPresets::ids().contains(what)) {
        // Messages name the preset as the user did, not its resource path (issue 34 item 9).
        loaded = WorkloadPresets::load(what);
        *file = what;
    } else if (QFileInfo::exists(what)) {
        loaded = WorkloadFile::load(what);
        *file = what;
    } else {
        output.err << prefix
                   << tr("'%1' is neither a preset nor a file; 'tensorscope workload list' lists "
                         "the presets.\n")
                          .arg(what);
        return std::nullopt;
    }
    for (const io::Diagnostic& d : loaded.diagnostics)
        output.err << d.toString() << u'\n';
    if (!loaded.spec)
        return std::nullopt;
    return *loaded.spec;
}

void WorkloadOptions::applyOverrides(const Overrides& o, WorkloadSpec* spec)
{
    if (o.step)
        spec->run.step = *o.step;
    if (o.batch) {
        spec->run.globalBatch = *o.batch;
        if (spec->run.microBatch > *o.batch || *o.batch % spec->run.microBatch != 0)
            spec->run.microBatch = *o.batch;
    }
    if (o.seq)
        spec->run.seqLength = *o.seq;
    if (o.generated)
        spec->run.generatedTokens = *o.generated;
    if (o.precision) {
        spec->run.weightPrecision = *o.precision;
        spec->run.activationPrecision = *o.precision;
    }
    if (o.weights)
        spec->run.weightPrecision = *o.weights;
    if (o.cache)
        spec->run.kvCachePrecision = o.cache;
    if (o.lora)
        spec->run.lora = *o.lora;
    if (o.optimizer)
        spec->run.optimizer = *o.optimizer;
    if (o.stack)
        spec->run.stack = *o.stack;
    if (o.attentionKernel)
        spec->run.attentionKernel = o.attentionKernel;
    if (o.recompute)
        spec->run.recompute = *o.recompute;
    if (o.gradients)
        spec->run.gradientPrecision = o.gradients;
}

std::optional<Workload> WorkloadOptions::build(const QString& what,
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output, int* exitCode,
    std::optional<StepKind> defaultStep)
{
    *exitCode = kExitUsage;
    // Options first: a bad option is a usage error whatever the workload.
    Overrides overrides;
    if (!readShapeOptions(parser, prefix, output, &overrides)
        || !readPrecisionOptions(parser, prefix, output, &overrides)
        || !readTrainingOptions(parser, prefix, output, &overrides)
        || !readLoraOptions(parser, prefix, output, &overrides))
        return std::nullopt;

    *exitCode = kExitFailure;
    QString file;
    const std::optional<WorkloadSpec> loaded = loadSpec(what, prefix, output, &file);
    if (!loaded)
        return std::nullopt;
    WorkloadSpec spec = *loaded;
    const std::optional<StepKind>& step = overrides.step;
    // A command that decodes by default (serve, a draft) says what is wrong with a model that
    // cannot decode, instead of the phase check's "$.run.phase" at a file the user never named.
    if (!step && defaultStep == StepKind::Decode
        && (spec.type != ModelType::Transformer || !spec.transformer.causal)) {
        output.err << prefix
                   << tr("%1 is not a decoder: decoding needs a causal transformer.\n")
                          .arg(singleLine(spec.name));
        return std::nullopt;
    }
    if (!step && defaultStep)
        spec.run.step = *defaultStep;
    applyOverrides(overrides, &spec);
    WorkloadBuildResult built = WorkloadBuilder::build(spec, file);
    for (const io::Diagnostic& d : built.diagnostics)
        output.err << d.toString() << u'\n';
    if (!built.workload)
        return std::nullopt;
    *exitCode = kExitOk;
    return std::move(built.workload);
}

} // namespace ts::cli
