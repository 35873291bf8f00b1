// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "parallelconfig.h"

#include "paralleldimension.h"
#include "workload.h"

#include <QStringList>

#include <algorithm>

namespace ts {

namespace {

io::Diagnostic error(io::DiagnosticCode code, const QString& field, const io::Phrase& expected,
    const io::Phrase& found)
{
    io::Diagnostic d;
    d.severity = io::Severity::Error;
    d.code = code;
    d.jsonPath = QStringLiteral("$.parallel.") + field;
    d.expected = expected;
    d.found = found;
    return d;
}

} // namespace

QString ParallelConfig::label() const
{
    QStringList parts;
    for (const ParallelDimension& d : parallelDimensions()) {
        if (d.alwaysLabelled || d.of(*this) > 1)
            parts.append(QLatin1String(d.key) + QString::number(d.of(*this)));
    }
    if (zeroStage > 0)
        parts.append(QStringLiteral("zero%1").arg(zeroStage));
    return parts.join(u' ');
}

qint64 ParallelConfig::chips() const
{
    qint64 product = 1;
    for (const ParallelDimension& d : parallelDimensions()) {
        if (d.chipFactor)
            product *= d.of(*this);
    }
    return product;
}

qint64 ParallelConfig::effectiveMicroBatch(const Workload& workload) const
{
    return microBatch > 0 ? microBatch : workload.spec().run.microBatch;
}

qint64 ParallelConfig::microBatchesPerReplica(const Workload& workload) const
{
    const qint64 perPass
        = std::max<qint64>(dp, 1) * std::max<qint64>(effectiveMicroBatch(workload), 1);
    return std::max<qint64>(1, workload.spec().run.globalBatch / perPass);
}

io::Diagnostics ParallelConfig::check(const Workload& workload) const
{
    using io::DiagnosticCode;
    io::Diagnostics problems;
    for (const ParallelDimension& d : parallelDimensions()) {
        if (d.of(*this) < 1)
            problems.append(error(DiagnosticCode::NotPositive, QLatin1String(d.jsonKey),
                QT_TRANSLATE_NOOP("Diagnostic", "integer >= 1"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), d.of(*this))));
    }
    if (microBatch < 0)
        problems.append(error(DiagnosticCode::Negative, QStringLiteral("micro_batch"),
            QT_TRANSLATE_NOOP("Diagnostic", "integer >= 1 (or 0 for the workload's)"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), microBatch)));
    if (zeroStage < 0 || zeroStage > 3)
        problems.append(error(DiagnosticCode::OutOfRange, QStringLiteral("zero_stage"),
            QT_TRANSLATE_NOOP("Diagnostic", "0, 1, 2 or 3"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), zeroStage)));
    if (!problems.isEmpty())
        return problems;
    // Overflow: chip counts are bounded far below 2^31 by any real machine. Each factor and each
    // partial product is checked against the bound, so no product passes 2^48.
    constexpr qint64 kMaxChips = qint64(1) << 24;
    QStringList factorNames;
    QStringList factorSizes;
    qint64 product = 1;
    bool tooMany = false;
    for (const ParallelDimension& d : parallelDimensions()) {
        if (!d.chipFactor)
            continue;
        factorNames.append(QLatin1String(d.key));
        factorSizes.append(QLatin1String(d.key) + u' ' + QString::number(d.of(*this)));
        tooMany = tooMany || d.of(*this) > kMaxChips;
        if (!tooMany) {
            product *= d.of(*this);
            tooMany = product > kMaxChips;
        }
    }
    if (tooMany) {
        problems.append(error(DiagnosticCode::OutOfRange, QStringLiteral("dp"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 at most %2 chips"),
                factorNames.join(QStringLiteral(" x ")), kMaxChips),
            io::Phrase::verbatim(factorSizes.join(QStringLiteral(", ")))));
        return problems;
    }

    const WorkloadSpec& spec = workload.spec();
    const bool transformer = spec.type == ModelType::Transformer;
    if (!transformer) {
        for (const ParallelDimension& d : parallelDimensions()) {
            if (d.transformerOnly && d.of(*this) > 1)
                problems.append(error(DiagnosticCode::Inconsistent, QLatin1String(d.jsonKey),
                    QT_TRANSLATE_NOOP("Diagnostic",
                        "1: only transformers are split by tensor, pipeline, "
                        "context or expert parallelism"),
                    io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), d.of(*this))));
        }
    } else {
        const TransformerConfig& t = spec.transformer;
        if (t.heads % tp != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("tp"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a divisor of the %1 attention heads"),
                    t.heads),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), tp)));
        else if (tp > t.kvHeads && tp % t.kvHeads != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("tp"),
                io::Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "a divisor or multiple of the %1 KV heads"),
                    t.kvHeads),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), tp)));
        else if (tp <= t.kvHeads && t.kvHeads % tp != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("tp"),
                io::Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "a divisor of the %1 KV heads"), t.kvHeads),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), tp)));
        if (t.ffn % tp != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("tp"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a divisor of the MLP width %1"), t.ffn),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), tp)));
        if (t.layers % pp != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("pp"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a divisor of the %1 layers"), t.layers),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), pp)));
        else if (virtualStages > 1 && t.layers % (pp * virtualStages) != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("virtual_stages"),
                io::Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "pp x virtual stages dividing the %1 layers"),
                    t.layers),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), virtualStages)));
        if (ep > 1 && (t.experts % ep != 0 || dp % ep != 0))
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("ep"),
                io::Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "a divisor of both the %1 experts and dp %2"),
                    t.experts, dp),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), ep)));
    }

    const RunConfig& run = spec.run;
    if (transformer && cp > 1) {
        // Causal attention is balanced over the chips by cutting each sequence into 2·cp chunks.
        const qint64 chunks = spec.transformer.causal ? 2 * cp : cp;
        if (run.step == StepKind::Decode)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("cp"),
                QT_TRANSLATE_NOOP("Diagnostic",
                    "1 for a decode step (context parallelism splits the tokens of a "
                    "training step or a prefill)"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), cp)));
        else if (run.seqLength % chunks != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("cp"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 dividing the sequence length %2"),
                    spec.transformer.causal ? QStringLiteral("2 x cp") : QStringLiteral("cp"),
                    run.seqLength),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), cp)));
    }
    const qint64 mb = effectiveMicroBatch(workload);
    if (run.step == StepKind::Training) {
        if (run.globalBatch % (dp * mb) != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("dp"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic",
                               "dp x micro-batch (%1 x %2) dividing the global batch %3"),
                    dp, mb, run.globalBatch),
                io::Phrase(
                    QT_TRANSLATE_NOOP("Diagnostic", "remainder %1"), run.globalBatch % (dp * mb))));
    } else if (run.globalBatch % dp != 0) {
        problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("dp"),
            io::Phrase(
                QT_TRANSLATE_NOOP("Diagnostic", "a divisor of the batch %1"), run.globalBatch),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), dp)));
    }
    if (run.step != StepKind::Training && zeroStage > 0)
        problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("zero_stage"),
            QT_TRANSLATE_NOOP("Diagnostic", "0 for inference (ZeRO shards training state)"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), zeroStage)));
    return problems;
}

} // namespace ts
