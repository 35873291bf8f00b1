// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "calibration_multichip.h"

#include "io/jsonfile.h"
#include "scaling/collectivemodel.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QJsonArray>
#include <QJsonObject>

namespace ts::calibration {

namespace {

const QJsonObject& mapping()
{
    static const QJsonObject root = [] {
        io::Diagnostics diagnostics;
        const auto doc = io::readJsonFile(
            QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/calibration/multichip.json"), diagnostics);
        return doc ? doc->object() : QJsonObject();
    }();
    return root;
}

qint64 integer(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toInteger();
}

// FLOPs per step under the convention the row's source used to report TFLOP/s.
double conventionFlops(const QString& convention, const WorkloadSpec& spec)
{
    const TransformerConfig& t = spec.transformer;
    const double b = double(spec.run.globalBatch);
    const double s = double(spec.run.seqLength);
    const double l = double(t.layers);
    const double h = double(t.hidden);
    const double v = double(t.vocab);
    if (convention == QLatin1String("megatron")) {
        // Narayanan et al. 2021, eq. (3): with activation recomputation, 96·B·s·l·h²·(1 +
        // s/(6h) + V/(16·l·h)).
        return 96 * b * s * l * h * h * (1 + s / (6 * h) + v / (16 * l * h));
    }
    // MaxText calculate_tflops_training_per_device: weight GEMMs and the LM head × 3 (forward
    // and backward), causal attention 4·B·S²·H·dh / 2 per layer × 3.
    const double tokens = b * s;
    const double dh = double(t.headDim());
    const double ffn = (t.mlp == MlpKind::SwiGlu ? 6.0 : 4.0) * tokens * h * double(t.ffn);
    const double qkv = 2 * tokens * h * double(t.heads + 2 * t.kvHeads) * dh;
    const double projection = 2 * tokens * h * double(t.heads) * dh;
    const double embedding = 2 * tokens * h * v;
    const double attention = 4 * b * s * s * double(t.heads) * dh / 2;
    return 3 * ((ffn + qkv + projection) * l + embedding) + 3 * attention * l;
}

} // namespace

std::optional<MultiChipPrediction> predictMultiChip(
    const QString& id, const Catalog& catalog, QString* why)
{
    const QJsonObject& root = mapping();
    const QJsonObject skipped = root.value(QStringLiteral("not_expressible")).toObject();
    if (skipped.contains(id)) {
        *why = skipped.value(id).toString();
        return std::nullopt;
    }
    QJsonObject row;
    for (const QJsonValue& value : root.value(QStringLiteral("rows")).toArray())
        if (value.toObject().value(QStringLiteral("id")).toString() == id)
            row = value.toObject();
    if (row.isEmpty()) {
        *why = QStringLiteral("not in tests/data/calibration/multichip.json");
        return std::nullopt;
    }
    const auto device = catalog.device(row.value(QStringLiteral("device")).toString());
    if (!device) {
        *why = QStringLiteral("unknown device");
        return std::nullopt;
    }
    MultiChipPrediction p;
    p.deviceId = device->id;
    p.caveat = row.value(QStringLiteral("caveat")).toString();

    if (row.contains(QStringLiteral("collective"))) {
        // nccl-tests all_reduce_perf: busbw = algbw × 2(n−1)/n, algbw = S / t.
        const QJsonObject c = row.value(QStringLiteral("collective")).toObject();
        const qint64 chips = integer(c, "chips");
        const double bytes = double(integer(c, "message_bytes"));
        const scaling::CollectiveModel network(*device, chips);
        const auto e = network.estimate(scaling::Collective::AllReduce, bytes, { chips, 1 });
        p.value = bytes / e.timeSeconds * 2.0 * double(chips - 1) / double(chips) / 1e9;
        return p;
    }

    const QJsonObject t = row.value(QStringLiteral("training")).toObject();
    const WorkloadLoadResult loaded
        = WorkloadPresets::load(t.value(QStringLiteral("base_preset")).toString());
    if (!loaded.spec) {
        *why = QStringLiteral("base preset does not load");
        return std::nullopt;
    }
    WorkloadSpec spec = *loaded.spec;
    TransformerConfig& model = spec.transformer;
    model.layers = integer(t, "layers");
    model.hidden = integer(t, "hidden");
    model.heads = integer(t, "heads");
    model.kvHeads = integer(t, "kv_heads");
    model.ffn = integer(t, "ffn");
    model.vocab = integer(t, "vocab");
    model.maxPositions = std::max(model.maxPositions, integer(t, "seq"));
    spec.run.step = StepKind::Training;
    spec.run.seqLength = integer(t, "seq");
    spec.run.globalBatch = integer(t, "global_batch");
    spec.run.microBatch = integer(t, "micro_batch");
    spec.run.recompute = t.value(QStringLiteral("recompute")).toBool();
    spec.run.attention = t.value(QStringLiteral("attention")).toString() == QLatin1String("unfused")
        ? AttentionImpl::Unfused
        : AttentionImpl::Flash;
    const auto weight = precisionFromName(t.value(QStringLiteral("weight_precision")).toString());
    const auto activation
        = precisionFromName(t.value(QStringLiteral("activation_precision")).toString());
    if (!weight || !activation) {
        *why = QStringLiteral("unknown precision");
        return std::nullopt;
    }
    spec.run.weightPrecision = *weight;
    spec.run.activationPrecision = *activation;
    const WorkloadBuildResult built = WorkloadBuilder::build(spec);
    if (!built.workload) {
        *why = QStringLiteral("workload does not build: ")
            + (built.diagnostics.isEmpty() ? QString() : built.diagnostics.first().toString());
        return std::nullopt;
    }

    ParallelConfig config;
    config.dp = integer(t, "dp");
    config.tp = integer(t, "tp");
    config.pp = integer(t, "pp");
    config.zeroStage = int(integer(t, "zero"));
    config.virtualStages = std::max<qint64>(1, integer(t, "virtual_stages"));
    config.overlapTensorParallel = t.value(QStringLiteral("tp_overlap")).toBool();
    const scaling::ScalingEstimator estimator(*built.workload, *device);
    const scaling::ScalingResult r = estimator.estimate(config);
    if (!r.legal()) {
        *why = QStringLiteral("illegal split: ") + r.problems.first().toString();
        return std::nullopt;
    }
    const QString metric = t.value(QStringLiteral("metric")).toString();
    const double chips = double(r.chips);
    if (metric == QLatin1String("step_s"))
        p.value = r.stepSeconds;
    else if (metric == QLatin1String("tokens_per_s_per_chip"))
        p.value = r.tokensPerSecond / chips;
    else if (metric == QLatin1String("maxtext_tflops_per_chip"))
        p.value = conventionFlops(QStringLiteral("maxtext"), spec) / (chips * r.stepSeconds) / 1e12;
    else if (metric == QLatin1String("megatron_tflops_per_chip"))
        p.value
            = conventionFlops(QStringLiteral("megatron"), spec) / (chips * r.stepSeconds) / 1e12;
    else {
        *why = QStringLiteral("unknown metric ") + metric;
        return std::nullopt;
    }
    if (!r.fits)
        p.caveat += QStringLiteral(" [the model says this split does not fit memory: %1 GiB]")
                        .arg(double(r.memoryPerChipBytes) / double(qint64(1) << 30), 0, 'f', 1);
    return p;
}

} // namespace ts::calibration
