// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadoptions.h"

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
}

std::optional<Workload> WorkloadOptions::build(const QString& what,
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output, int* exitCode,
    std::optional<StepKind> defaultStep)
{
    *exitCode = kExitUsage;
    // Options first: a bad option is a usage error whatever the workload.
    std::optional<qint64> batch;
    std::optional<qint64> seq;
    std::optional<qint64> generated;
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
            return std::nullopt;
        }
    }
    std::optional<StepKind> step;
    if (parser.isSet(QStringLiteral("phase"))) {
        step = stepKindFromName(parser.value(QStringLiteral("phase")));
        if (!step) {
            output.err << prefix
                       << tr("--phase '%1': expected training, prefill or decode.\n")
                              .arg(parser.value(QStringLiteral("phase")));
            return std::nullopt;
        }
    }
    std::optional<Precision> precision;
    if (parser.isSet(QStringLiteral("precision"))) {
        precision = precisionFromName(parser.value(QStringLiteral("precision")));
        if (!precision) {
            output.err << prefix
                       << tr("--precision '%1': expected one of %2.\n")
                              .arg(parser.value(QStringLiteral("precision")),
                                  precisionNames().join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }

    std::optional<Precision> weights;
    if (parser.isSet(QStringLiteral("weight-precision"))) {
        weights = weightPrecisionFromName(parser.value(QStringLiteral("weight-precision")));
        if (!weights) {
            output.err << prefix
                       << tr("--weight-precision '%1': expected one of %2.\n")
                              .arg(parser.value(QStringLiteral("weight-precision")),
                                  weightPrecisionNames().join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }

    *exitCode = kExitFailure;
    WorkloadLoadResult loaded;
    QString file;
    if (WorkloadPresets::ids().contains(what)) {
        loaded = WorkloadPresets::load(what);
        file = WorkloadPresets::path(what);
    } else if (QFileInfo::exists(what)) {
        loaded = WorkloadFile::load(what);
        file = what;
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

    WorkloadSpec spec = *loaded.spec;
    if (step)
        spec.run.step = *step;
    else if (defaultStep)
        spec.run.step = *defaultStep;
    if (batch) {
        spec.run.globalBatch = *batch;
        if (spec.run.microBatch > *batch || *batch % spec.run.microBatch != 0)
            spec.run.microBatch = *batch;
    }
    if (seq)
        spec.run.seqLength = *seq;
    if (generated)
        spec.run.generatedTokens = *generated;
    if (precision) {
        spec.run.weightPrecision = *precision;
        spec.run.activationPrecision = *precision;
    }
    if (weights)
        spec.run.weightPrecision = *weights;
    WorkloadBuildResult built = WorkloadBuilder::build(spec, file);
    for (const io::Diagnostic& d : built.diagnostics)
        output.err << d.toString() << u'\n';
    if (!built.workload)
        return std::nullopt;
    *exitCode = kExitOk;
    return std::move(built.workload);
}

} // namespace ts::cli
