// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "parallelconfig.h"

#include "workload.h"

#include <algorithm>

namespace ts {

namespace {

io::Diagnostic error(
    io::DiagnosticCode code, const QString& field, const QString& expected, const QString& found)
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
    QString text = QStringLiteral("dp%1 tp%2 pp%3").arg(dp).arg(tp).arg(pp);
    if (cp > 1)
        text += QStringLiteral(" cp%1").arg(cp);
    if (ep > 1)
        text += QStringLiteral(" ep%1").arg(ep);
    if (virtualStages > 1)
        text += QStringLiteral(" vp%1").arg(virtualStages);
    if (zeroStage > 0)
        text += QStringLiteral(" zero%1").arg(zeroStage);
    return text;
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
    const struct
    {
        const char* field;
        qint64 value;
    } sizes[] = { { "dp", dp }, { "tp", tp }, { "pp", pp }, { "ep", ep }, { "cp", cp },
        { "virtual_stages", virtualStages } };
    for (const auto& s : sizes) {
        if (s.value < 1)
            problems.append(error(DiagnosticCode::NotPositive, QString::fromLatin1(s.field),
                QStringLiteral("integer >= 1"), QStringLiteral("number %1").arg(s.value)));
    }
    if (microBatch < 0)
        problems.append(error(DiagnosticCode::Negative, QStringLiteral("micro_batch"),
            QStringLiteral("integer >= 1 (or 0 for the workload's)"),
            QStringLiteral("number %1").arg(microBatch)));
    if (zeroStage < 0 || zeroStage > 3)
        problems.append(error(DiagnosticCode::OutOfRange, QStringLiteral("zero_stage"),
            QStringLiteral("0, 1, 2 or 3"), QStringLiteral("number %1").arg(zeroStage)));
    if (!problems.isEmpty())
        return problems;
    // Overflow: chip counts are bounded far below 2^31 by any real machine.
    constexpr qint64 kMaxChips = qint64(1) << 24;
    if (dp > kMaxChips || tp > kMaxChips || pp > kMaxChips || cp > kMaxChips || dp * tp > kMaxChips
        || pp * cp > kMaxChips || chips() > kMaxChips) {
        problems.append(error(DiagnosticCode::OutOfRange, QStringLiteral("dp"),
            QStringLiteral("dp x cp x tp x pp at most %1 chips").arg(kMaxChips),
            QStringLiteral("dp %1, cp %2, tp %3, pp %4").arg(dp).arg(cp).arg(tp).arg(pp)));
        return problems;
    }

    const WorkloadSpec& spec = workload.spec();
    const bool transformer = spec.type == ModelType::Transformer;
    if (!transformer) {
        for (const auto& s : sizes) {
            const QString field = QString::fromLatin1(s.field);
            if (field != QLatin1String("dp") && s.value > 1)
                problems.append(error(DiagnosticCode::Inconsistent, field,
                    QStringLiteral("1: only transformers are split by tensor, pipeline, "
                                   "context or expert parallelism"),
                    QStringLiteral("number %1").arg(s.value)));
        }
    } else {
        const TransformerConfig& t = spec.transformer;
        if (t.heads % tp != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("tp"),
                QStringLiteral("a divisor of the %1 attention heads").arg(t.heads),
                QStringLiteral("number %1").arg(tp)));
        else if (tp > t.kvHeads && tp % t.kvHeads != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("tp"),
                QStringLiteral("a divisor or multiple of the %1 KV heads").arg(t.kvHeads),
                QStringLiteral("number %1").arg(tp)));
        else if (tp <= t.kvHeads && t.kvHeads % tp != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("tp"),
                QStringLiteral("a divisor of the %1 KV heads").arg(t.kvHeads),
                QStringLiteral("number %1").arg(tp)));
        if (t.ffn % tp != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("tp"),
                QStringLiteral("a divisor of the MLP width %1").arg(t.ffn),
                QStringLiteral("number %1").arg(tp)));
        if (t.layers % pp != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("pp"),
                QStringLiteral("a divisor of the %1 layers").arg(t.layers),
                QStringLiteral("number %1").arg(pp)));
        else if (virtualStages > 1 && t.layers % (pp * virtualStages) != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("virtual_stages"),
                QStringLiteral("pp x virtual stages dividing the %1 layers").arg(t.layers),
                QStringLiteral("number %1").arg(virtualStages)));
        if (ep > 1 && (t.experts % ep != 0 || dp % ep != 0))
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("ep"),
                QStringLiteral("a divisor of both the %1 experts and dp %2").arg(t.experts).arg(dp),
                QStringLiteral("number %1").arg(ep)));
    }

    const RunConfig& run = spec.run;
    if (transformer && cp > 1) {
        // Causal attention is balanced over the chips by cutting each sequence into 2·cp chunks.
        const qint64 chunks = spec.transformer.causal ? 2 * cp : cp;
        if (run.step == StepKind::Decode)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("cp"),
                QStringLiteral("1 for a decode step (context parallelism splits the tokens of a "
                               "training step or a prefill)"),
                QStringLiteral("number %1").arg(cp)));
        else if (run.seqLength % chunks != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("cp"),
                QStringLiteral("%1 dividing the sequence length %2")
                    .arg(spec.transformer.causal ? QStringLiteral("2 x cp") : QStringLiteral("cp"))
                    .arg(run.seqLength),
                QStringLiteral("number %1").arg(cp)));
    }
    const qint64 mb = effectiveMicroBatch(workload);
    if (run.step == StepKind::Training) {
        if (run.globalBatch % (dp * mb) != 0)
            problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("dp"),
                QStringLiteral("dp x micro-batch (%1 x %2) dividing the global batch %3")
                    .arg(dp)
                    .arg(mb)
                    .arg(run.globalBatch),
                QStringLiteral("remainder %1").arg(run.globalBatch % (dp * mb))));
    } else if (run.globalBatch % dp != 0) {
        problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("dp"),
            QStringLiteral("a divisor of the batch %1").arg(run.globalBatch),
            QStringLiteral("number %1").arg(dp)));
    }
    if (run.step != StepKind::Training && zeroStage > 0)
        problems.append(error(DiagnosticCode::Inconsistent, QStringLiteral("zero_stage"),
            QStringLiteral("0 for inference (ZeRO shards training state)"),
            QStringLiteral("number %1").arg(zeroStage)));
    return problems;
}

} // namespace ts
