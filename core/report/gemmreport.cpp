// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "gemmreport.h"

#include "engine/executionmodelinfo.h"

namespace ts::report {

namespace {

// The eight loss keys every result has carried since the first release (a public contract: a
// model that does not name one of them reports no such loss, factor 1), then any other loss the
// model names, under its own id.
QJsonObject lossesJson(const engine::Losses& losses)
{
    static constexpr QLatin1StringView kContractKeys[]
        = { engine::loss::kTileQuantization, engine::loss::kWaveQuantization,
              engine::loss::kAlignment, engine::loss::kSharedMemory, engine::loss::kPadding,
              engine::loss::kFillDrain, engine::loss::kDistribution, engine::loss::kSustained };
    QJsonObject o;
    for (QLatin1StringView key : kContractKeys)
        o.insert(key, losses.factor(key));
    for (const auto& loss : losses)
        o.insert(loss.id, loss.value);
    return o;
}

// The model's mapping counts where its description places them ("tile": {"m", ...} for the
// GPU tile model, "folds" for the systolic fold model).
void insertMapping(QJsonObject& result, const engine::OpEstimate& e)
{
    if (!e.model)
        return;
    QJsonObject nested;
    QString nestedKey;
    for (const engine::MappingDescription& d : e.model->mapping) {
        const auto value = e.mapping.value(d.id);
        if (!value)
            continue;
        if (d.jsonObject.isEmpty()) {
            result.insert(d.jsonKey, *value);
        } else {
            nestedKey = d.jsonObject;
            nested.insert(d.jsonKey, *value);
        }
    }
    if (!nestedKey.isEmpty())
        result.insert(nestedKey, nested);
}

} // namespace

QJsonObject GemmReport::resultJson(
    const QString& deviceId, const engine::OpEstimate& e, double hostCallSeconds)
{
    QJsonObject o {
        { QStringLiteral("device"), deviceId },
        { QStringLiteral("time_s"), e.timeSeconds },
        { QStringLiteral("tflops"), e.flops / e.timeSeconds / 1e12 },
        { QStringLiteral("efficiency"), e.fractionOfPeak() },
        { QStringLiteral("bound"), engine::boundName(e.bound) },
        { QStringLiteral("model"), e.modelId() },
        { QStringLiteral("precision"), precisionName(e.precision) },
        { QStringLiteral("ran_as"), precisionName(e.ranAs) },
        { QStringLiteral("peak_tflops"), e.peakFlopsPerSecond / 1e12 },
        { QStringLiteral("flops"), e.flops },
        { QStringLiteral("bytes"), e.bytes },
        { QStringLiteral("compute_s"), e.computeSeconds },
        { QStringLiteral("memory_s"), e.memorySeconds },
        { QStringLiteral("overhead_s"), e.overheadSeconds },
        { QStringLiteral("epilogue_s"), e.epilogueSeconds },
        { QStringLiteral("host_call_s"), hostCallSeconds },
        { QStringLiteral("losses"), lossesJson(e.losses) },
    };
    insertMapping(o, e);
    return o;
}

QJsonObject GemmReport::documentJson(
    const GemmShape& shape, Precision precision, const QJsonArray& results)
{
    const QJsonObject gemm { { QStringLiteral("batch"), shape.batch() },
        { QStringLiteral("m"), shape.m() }, { QStringLiteral("n"), shape.n() },
        { QStringLiteral("k"), shape.k() },
        { QStringLiteral("precision"), precisionName(precision) } };
    return QJsonObject { { QStringLiteral("gemm"), gemm }, { QStringLiteral("results"), results } };
}

QJsonObject CollectiveReport::resultJson(const QString& deviceId, const CollectiveRow& r)
{
    const scaling::CollectiveEstimate& e = r.estimate;
    return QJsonObject {
        { QStringLiteral("device"), deviceId },
        { QStringLiteral("time_s"), e.timeSeconds },
        { QStringLiteral("algorithm"), e.algorithm },
        { QStringLiteral("protocol"), e.protocol },
        { QStringLiteral("algbw_gb_per_s"), r.algorithmBytesPerSecond / 1e9 },
        { QStringLiteral("busbw_gb_per_s"), r.busBytesPerSecond / 1e9 },
        { QStringLiteral("latency_s"), e.latencySeconds },
        { QStringLiteral("bandwidth_s"), e.bandwidthSeconds },
        { QStringLiteral("bytes_sent_per_chip"), e.bytesSentPerChip },
        { QStringLiteral("participants"), e.participants },
        { QStringLiteral("network"), r.network },
        { QStringLiteral("formula"), e.formula },
        { QStringLiteral("notes"), QJsonArray::fromStringList(r.notes) },
    };
}

QJsonObject CollectiveReport::documentJson(
    const QString& op, double bytes, qint64 chips, const QJsonArray& results)
{
    const QJsonObject request { { QStringLiteral("op"), op }, { QStringLiteral("bytes"), bytes },
        { QStringLiteral("chips"), chips } };
    return QJsonObject { { QStringLiteral("collective"), request },
        { QStringLiteral("results"), results } };
}

} // namespace ts::report
