// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "prediction.h"

#include "engine/performanceengine.h"
#include "scaling/collectivemodel.h"
#include "scaling/scalingestimator.h"
#include "serving/servingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

namespace ts::validation::prediction {

namespace {

// Converts a rate per second into the row's unit.
double inUnit(double perSecond, const QString& unit)
{
    if (unit.startsWith(QLatin1String("TFLOP/s")) || unit.startsWith(QLatin1String("TB/s")))
        return perSecond / 1e12;
    if (unit.startsWith(QLatin1String("GB/s")))
        return perSecond / 1e9;
    return perSecond;
}

QString firstDiagnostic(const io::Diagnostics& diagnostics)
{
    return diagnostics.isEmpty() ? QString() : diagnostics.first().toString();
}

// FLOPs per step under the convention the row's source used to report TFLOP/s.
double conventionFlops(const QString& metric, const WorkloadSpec& spec)
{
    const TransformerConfig& t = spec.transformer;
    const double b = double(spec.run.globalBatch);
    const double s = double(spec.run.seqLength);
    const double l = double(t.layers);
    const double h = double(t.hidden);
    const double v = double(t.vocab);
    if (metric == QLatin1String("megatron_tflops_per_chip")) {
        // Narayanan et al. 2021, eq. (3): with activation recomputation, 96·B·s·l·h²·(1 +
        // s/(6h) + V/(16·l·h)).
        return 96 * b * s * l * h * h * (1 + s / (6 * h) + v / (16 * l * h));
    }
    if (metric == QLatin1String("nemo_tflops_per_chip")) {
        // NeMo's model FLOPs for LLaMA (nemo/utils/flops_formulas.py, llama2): B·s·l·h²·(12 +
        // 12·g/a + 18·f/h + 12·s/h + 6·V/(l·h)): weight GEMMs and the head × 3, attention
        // 4·B·s²·h a layer × 3 without causal halving.
        const double g = double(t.kvHeads);
        const double a = double(t.heads);
        const double f = double(t.ffn);
        return b * s * l * h * h * (12 + 12 * g / a + 18 * f / h + 12 * s / h + 6 * v / (l * h));
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

Prediction gemm(const GemmInput& input, const Device& device, const engine::EngineOptions& options,
    const QString& unit)
{
    engine::EngineError error = engine::EngineError::None;
    const auto e = engine::PerformanceEngine::estimateGemm(
        input.shape, input.precision, device, options, &error);
    if (!e)
        return Prediction::failed(NotExpressible::NoEstimate, engine::engineErrorCode(error));
    // A lone call timed from Python around a synchronous call includes the host round trip;
    // kernel-timed rows (CUDA events) do not.
    const double seconds
        = e->timeSeconds + (input.hostTimed ? options.hostSynchronousCallSeconds : 0.0);
    Prediction p;
    p.value = inUnit(e->flops / seconds, unit);
    if (input.hostTimed)
        p.notes << note::kHostCallAdded;
    return p;
}

Prediction stream(const StreamInput& input, const Device& device,
    const engine::EngineOptions& options, const QString& unit)
{
    Operator op;
    op.name = QStringLiteral("stream");
    op.kind = OpKind::Elementwise;
    op.bytesRead = input.arrayBytes * input.arraysRead;
    op.bytesWritten = input.arrayBytes * input.arraysWritten;
    engine::EngineError error = engine::EngineError::None;
    const auto e = engine::PerformanceEngine::estimateOp(op, device, options, &error);
    if (!e)
        return Prediction::failed(NotExpressible::NoEstimate, engine::engineErrorCode(error));
    Prediction p;
    p.value = inUnit(e->bytes / e->timeSeconds, unit);
    return p;
}

Prediction inference(
    const InferenceInput& input, const Device& device, const engine::EngineOptions& options)
{
    const WorkloadLoadResult loaded = WorkloadPresets::load(input.preset);
    if (!loaded.spec)
        return Prediction::failed(NotExpressible::PresetUnreadable, input.preset);
    WorkloadSpec spec = *loaded.spec;
    spec.run.globalBatch = input.batch;
    spec.run.microBatch = input.batch;
    spec.run.seqLength = input.prompt;
    spec.run.generatedTokens = input.generated;
    spec.run.weightPrecision = input.weightPrecision;
    spec.run.activationPrecision = input.activationPrecision;
    if (input.attentionKernel)
        spec.run.attentionKernel = input.attentionKernel;

    // The rows are the serving estimate's calibration (docs/serving.md): TTFT is the batch's
    // prefill, a static batch's generation throughput batch × generated / (TTFT + (generated
    // − 1) × TPOT), as ServingEstimator computes them for `tensorscope serve`.
    for (StepKind step : { StepKind::Prefill, StepKind::Decode }) {
        WorkloadSpec s = spec;
        s.run.step = step;
        const WorkloadBuildResult built = WorkloadBuilder::build(s);
        if (!built.workload)
            return Prediction::failed(
                NotExpressible::WorkloadInvalid, firstDiagnostic(built.diagnostics));
    }
    serving::ServingSpec serving;
    serving.promptTokens = input.prompt;
    serving.generatedTokens = input.generated;
    serving.tensorParallel = input.tp;
    engine::EngineError error = engine::EngineError::None;
    const auto point
        = serving::ServingEstimator::at(spec, device, serving, input.batch, options, &error);
    if (!point)
        return Prediction::failed(NotExpressible::NoEstimate, engine::engineErrorCode(error));
    Prediction p;
    p.value = input.metric == QLatin1String("ttft_ms") ? point->ttftSeconds * 1e3
                                                       : point->outputTokensPerSecondPerChip;
    return p;
}

Prediction collective(const CollectiveInput& input, const Device& device)
{
    const qint64 chips = input.chips;
    const double bytes = double(input.messageBytes);
    const scaling::CollectiveModel network(device, chips);
    const auto e = network.estimate(scaling::Collective::AllReduce, bytes, { chips, 1 });
    Prediction p;
    p.value = bytes / e.timeSeconds * 2.0 * double(chips - 1) / double(chips) / 1e9;
    return p;
}

Prediction training(const TrainingInput& t, const Device& device)
{
    const WorkloadLoadResult loaded = WorkloadPresets::load(t.basePreset);
    if (!loaded.spec)
        return Prediction::failed(NotExpressible::PresetUnreadable, t.basePreset);
    WorkloadSpec spec = *loaded.spec;
    TransformerConfig& model = spec.transformer;
    model.layers = t.layers;
    model.hidden = t.hidden;
    model.heads = t.heads;
    model.kvHeads = t.kvHeads;
    model.headDimension = t.headDim;
    model.ffn = t.ffn;
    model.vocab = t.vocab;
    model.maxPositions = std::max(model.maxPositions, t.seq);
    spec.run.step = StepKind::Training;
    spec.run.seqLength = t.seq;
    spec.run.globalBatch = t.globalBatch;
    spec.run.microBatch = t.microBatch;
    spec.run.recompute = t.recompute;
    spec.run.customRemat = t.customRemat;
    spec.run.stack = t.stack;
    spec.run.attentionKernel = t.attentionKernel;
    spec.run.attention = t.unfusedAttention ? AttentionImpl::Unfused : AttentionImpl::Flash;
    spec.run.weightPrecision = t.weightPrecision;
    spec.run.activationPrecision = t.activationPrecision;
    spec.run.optimizerPrecision = t.optimizerPrecision;
    spec.run.lora.rank = t.loraRank;
    spec.run.lora.attention = t.loraAttention;
    spec.run.lora.mlp = t.loraMlp;
    const WorkloadBuildResult built = WorkloadBuilder::build(spec);
    if (!built.workload)
        return Prediction::failed(
            NotExpressible::WorkloadInvalid, firstDiagnostic(built.diagnostics));

    ParallelConfig config = t.split;
    config.overlapTensorParallel = t.tensorParallelOverlap;
    config.sequenceParallel = t.sequenceParallel;
    config.overlapGradientReduce = t.overlapGradientReduce;
    const scaling::ScalingEstimator estimator(*built.workload, device);
    const scaling::ScalingResult r = estimator.estimate(config);
    for (const io::Diagnostic& problem : r.problems)
        if (problem.severity == io::Severity::Error)
            return Prediction::failed(NotExpressible::IllegalSplit, problem.toString());
    if (!r.legal())
        return Prediction::failed(
            NotExpressible::NoEstimate, engine::engineErrorCode(r.engineError));
    const double chips = double(r.chips);
    Prediction p;
    if (t.metric == QLatin1String("step_s"))
        p.value = r.stepSeconds;
    else if (t.metric == QLatin1String("tokens_per_s_per_chip"))
        p.value = r.tokensPerSecond / chips;
    else
        p.value = conventionFlops(t.metric, spec) / (chips * r.stepSeconds) / 1e12;
    if (!r.fits)
        p.notes << note::kDoesNotFit;
    return p;
}

Prediction xlaMatmul(
    const XlaMatmul& row, const Device& device, const engine::EngineOptions& options)
{
    return gemm({ row.shape, row.precision, false }, device, options, QStringLiteral("TFLOP/s"));
}

Prediction xlaAllReduce(
    const XlaAllReduce& row, const Device& device, const scaling::CollectiveTuning& tuning)
{
    scaling::CollectiveModel network(device, row.devicesPerGroup * row.groups, tuning);
    network.setExplain(false);
    const double bytes = double(row.bytes);
    const auto e
        = network.estimate(scaling::Collective::AllReduce, bytes, { row.devicesPerGroup, 1 });
    Prediction p;
    p.value = bytes / e.timeSeconds / 1e9;
    return p;
}

std::optional<scaling::Collective> collectiveFromXlaOpcode(const QString& opcode)
{
    for (auto c : { scaling::Collective::AllReduce, scaling::Collective::ReduceScatter,
             scaling::Collective::AllGather, scaling::Collective::AllToAll })
        if (scaling::collectiveName(c) == opcode)
            return c;
    return std::nullopt;
}

Prediction xlaCollective(
    const XlaCollective& row, const Device& device, const scaling::CollectiveTuning& tuning)
{
    const auto collective = collectiveFromXlaOpcode(row.opcode);
    if (!collective)
        return Prediction::failed(NotExpressible::NoEstimate, row.opcode);
    scaling::CollectiveModel network(device, row.devicesPerGroup * row.groups, tuning);
    network.setExplain(false);
    const double bytes = double(row.tensorBytes);
    const auto e = network.estimate(*collective, bytes, { row.devicesPerGroup, 1 });
    Prediction p;
    p.value = bytes / e.timeSeconds / 1e9;
    return p;
}

} // namespace ts::validation::prediction
