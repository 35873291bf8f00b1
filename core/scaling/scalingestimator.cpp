// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "scalingestimator.h"

#include "common/units.h"
#include "engine/devicerates.h"
#include "engine/hostoffload.h"
#include "engine/operatortimer.h"
#include "engine/performanceengine.h"
#include "workload/workloadbuilder.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace ts::scaling {

namespace {

enum Group { Block = 0, First = 1, Last = 2, Optimizer = 3 };

qint64 divideUp(qint64 value, qint64 parts)
{
    return parts > 1 ? (value + parts - 1) / parts : value;
}

bool isBackward(Phase phase)
{
    return phase == Phase::BackwardData || phase == Phase::BackwardWeight
        || phase == Phase::Backward;
}

} // namespace

// What shardOperator() and the shard's sums read from an operator's role and section
// (OperatorRole's comment has the rules). Defined here, not in the anonymous namespace, for
// the class's linkage (unity builds).
struct ScalingEstimator::ShardRole
{
    quint8 group = Block; ///< Group: the pipeline stage that runs it, or the optimizer
    bool column = false; ///< a column-parallel GEMM under tp
    bool row = false; ///< a row-parallel GEMM under tp
    bool alwaysSplit = false; ///< a vector operator tp always divides (not only with sp)
    bool dequant = false; ///< frozen weights' dequantization: cp leaves it whole
    bool expert = false; ///< a routed expert's operator: ep divides its count
    bool attention = false; ///< attention's own operators (what a KV ring hides behind)
};

ScalingEstimator::ShardRole ScalingEstimator::shardRoleOf(const Operator& op)
{
    using R = OperatorRole;
    const R r = op.role;
    ShardRole role;
    // Latent attention's up-projections split the heads like QKV; its down-projections to
    // the latents (q_a_proj, kv_a_proj) are small and every chip computes them whole.
    role.column = r == R::QkvProjection || r == R::QueryProjection || r == R::QueryUpProjection
        || r == R::KvUpProjection || r == R::MlpUp || r == R::LmHead;
    role.row = r == R::OutProjection || r == R::MlpDown;
    role.attention = r == R::Attention || r == R::WindowAttention;
    // Between a column- and a row-parallel GEMM, or on the vocabulary-parallel logits.
    role.alwaysSplit = role.attention || r == R::RotaryEmbedding || r == R::AttentionDropout
        || r == R::MlpActivation || r == R::Loss;
    role.dequant = r == R::Dequantize;
    role.expert = op.section == OperatorSection::RoutedExpert;
    switch (op.section) {
    case OperatorSection::Input:
        role.group = First;
        break;
    case OperatorSection::Block:
    case OperatorSection::RoutedExpert:
    case OperatorSection::SharedExpert:
        role.group = Block;
        break;
    case OperatorSection::Output:
        role.group = Last;
        break;
    }
    if (r == R::Optimizer)
        role.group = Optimizer;
    return role;
}

// The per-chip shard of one operator of a Megatron-style transformer (docs/scaling.md):
// column-parallel GEMMs (QKV or latent attention's up-projections, MLP up / gate-up, LM head)
// divide the weight's N, row-parallel
// ones (attention out, MLP down) its K, in whichever operand position the backward GEMMs carry
// it; attention divides the heads; vector ops inside attention and the MLP always divide, the
// norms and residuals only with sequence parallelism. Expert GEMMs under EP run E/ep experts
// on ep× the tokens each. Context parallelism gives a chip 1/cp of every sequence's tokens:
// each token-wise operator (all but the optimizer and the frozen weights' dequantization) does
// 1/cp of its work, on 1/cp of the rows of its GEMM (the K of a weight gradient). Fused
// attention runs once per ring hop, the chip's queries against one chunk of keys: cp kernels
// that together compute 1/cp of the pairs (the 2·cp-chunk balance) and read the chip's
// queries cp times (unfused attention: its GEMMs' query side divided).
Operator ScalingEstimator::shardOperator(Operator op, const ShardRole& role, qint64 tp, qint64 ep,
    bool sequenceParallel, qint64 cp, qint64 sequence)
{
    // Which of a matrix op's GEMMs this is: y = x·W (forward, recompute), the weight gradient
    // or the data gradient (OperatorListBuilder::linear).
    enum class Pass { Forward, WeightGradient, DataGradient };
    const Pass pass = op.phase == Phase::BackwardWeight ? Pass::WeightGradient
        : op.phase == Phase::BackwardData               ? Pass::DataGradient
                                                        : Pass::Forward;
    auto scaleWork = [&](double factor) {
        op.flops = qint64(std::llround(double(op.flops) * factor));
        op.bytesRead = std::max<qint64>(1, qint64(std::llround(double(op.bytesRead) * factor)));
        op.bytesWritten = qint64(std::llround(double(op.bytesWritten) * factor));
    };

    if (tp > 1) {
        const bool column = role.column;
        if (op.kind == OpKind::MatMul && (column || role.row)) {
            // The weight's sharded side, wherever this pass's GEMM has it.
            const GemmShape& g = op.gemm;
            if (pass == Pass::Forward)
                op.gemm = column ? g.withN(divideUp(g.n(), tp)) : g.withK(divideUp(g.k(), tp));
            else if (pass == Pass::WeightGradient)
                op.gemm = column ? g.withN(divideUp(g.n(), tp)) : g.withM(divideUp(g.m(), tp));
            else
                op.gemm = column ? g.withK(divideUp(g.k(), tp)) : g.withN(divideUp(g.n(), tp));
            scaleWork(1.0 / double(tp));
        } else if (op.kind == OpKind::BatchedMatMul || op.kind == OpKind::FlashAttention) {
            op.gemm = op.gemm.withBatch(divideUp(op.gemm.batch(), tp));
            scaleWork(1.0 / double(tp));
        } else if (op.unit == ComputeUnit::Vector) {
            const bool alwaysSplit = role.alwaysSplit || op.kind == OpKind::Embedding;
            if (alwaysSplit || sequenceParallel)
                scaleWork(1.0 / double(tp));
        }
    }
    if (cp > 1 && op.phase != Phase::Optimizer && !role.dequant) {
        if (op.kind == OpKind::MatMul) {
            const GemmShape& g = op.gemm;
            op.gemm = pass == Pass::WeightGradient ? g.withK(divideUp(g.k(), cp))
                                                   : g.withM(divideUp(g.m(), cp));
        } else if (op.kind == OpKind::FlashAttention) {
            // One kernel per ring hop: the chip's queries against one chunk of keys and values,
            // cp of them, together 1/cp of the pairs; each reads the chunk and the queries again.
            op.count *= cp;
            op.gemm = op.gemm.withM(divideUp(op.gemm.m(), cp)).withN(divideUp(op.gemm.n(), cp));
            op.flops /= cp;
        } else if (op.kind == OpKind::BatchedMatMul) {
            // The queries: the first side of the sequence's length (fused attention and the
            // forward GEMMs have them as M; unfused attention's gradients may not).
            const GemmShape& g = op.gemm;
            op.gemm = g.n() == sequence && g.m() != sequence ? g.withN(divideUp(g.n(), cp))
                : g.k() == sequence && g.m() != sequence     ? g.withK(divideUp(g.k(), cp))
                                                             : g.withM(divideUp(g.m(), cp));
        }
        scaleWork(1.0 / double(cp));
    }
    if (ep > 1 && role.expert) {
        op.count = divideUp(op.count, ep);
        if (op.kind == OpKind::MatMul) {
            if (pass == Pass::Forward || pass == Pass::DataGradient)
                op.gemm = op.gemm.withM(op.gemm.m() * ep);
            else
                op.gemm = op.gemm.withK(op.gemm.k() * ep);
        }
        scaleWork(double(ep));
    }
    return op;
}

namespace {

QString secondsText(double s)
{
    if (s >= 1)
        return QString::number(s, 'f', 3) + QStringLiteral(" s");
    if (s >= 1e-3)
        return QString::number(s * 1e3, 'f', 3) + QStringLiteral(" ms");
    return QString::number(s * 1e6, 'f', 2) + QStringLiteral(" us");
}

std::vector<qint64> divisors(qint64 n)
{
    std::vector<qint64> result;
    for (qint64 d = 1; d * d <= n; ++d) {
        if (n % d == 0) {
            result.push_back(d);
            if (d * d != n)
                result.push_back(n / d);
        }
    }
    std::sort(result.begin(), result.end());
    return result;
}

// The engine's failure, as a code and the operator it failed on; the words are the GUI's and
// the CLI's. A failure without a code still makes the result illegal.
void addEngineProblem(ScalingResult& r, engine::EngineError error, const QString& op)
{
    r.engineError = error == engine::EngineError::None ? engine::EngineError::NotFinite : error;
    r.engineErrorOperator = op;
}

// What the collectives of one step share (see ScalingEstimator::estimate): the result they are
// added to, the network, the split and the shape of a pass through a block.
struct StepCollectives
{
    ScalingResult& r;
    const CollectiveModel& network;
    const ParallelConfig& c;
    const TransformerConfig& tc;
    const RunConfig& run;
    bool explain;
    bool training;
    bool serving;
    bool transformer;
    qint64 tp;
    qint64 pp;
    qint64 cp;
    qint64 m; ///< micro-batches per replica
    qint64 layersPerStage;
    qint64 passes; ///< passes through a block per micro-batch
    double act; ///< bytes per activation element on the wire
    double tokensPerPass;
    double activationBytes;

    /// Adds `count` calls of a collective to the step, all exposed until told otherwise.
    CollectiveUse& use(const QString& purpose, Collective kind, double bytes,
        const GroupPlacement& group, qint64 count)
    {
        CollectiveUse u;
        u.purpose = purpose;
        u.estimate = network.estimate(kind, bytes, group);
        u.countPerStep = count;
        u.totalSeconds = u.estimate.timeSeconds * double(count);
        u.exposedSeconds = u.totalSeconds;
        r.collectives.push_back(std::move(u));
        return r.collectives.back();
    }
};

// Tensor parallelism's all-reduces (or all-gathers and reduce-scatters under sequence
// parallelism), two a pass through a block; overlapped with the stage's matrix work when the
// split says so. Returns the exposed seconds.
double timeTensorParallel(StepCollectives& step, double stageMatrixSeconds)
{
    const ParallelConfig& c = step.c;
    const qint64 count = step.layersPerStage * step.m * step.passes * 2;
    const GroupPlacement group { step.tp, 1 };
    const double bytes = step.activationBytes;
    double total = 0;
    if (c.sequenceParallel && !step.serving) {
        total += step.use(QStringLiteral("tp"), Collective::AllGather, bytes, group, count)
                     .totalSeconds;
        total += step.use(QStringLiteral("tp"), Collective::ReduceScatter, bytes, group, count)
                     .totalSeconds;
    } else {
        total += step.use(QStringLiteral("tp"), Collective::AllReduce, bytes, group, count)
                     .totalSeconds;
    }
    const double exposed
        = c.overlapTensorParallel ? std::max(0.0, total - stageMatrixSeconds) : total;
    const double fraction = total > 0 ? exposed / total : 0;
    for (CollectiveUse& u : step.r.collectives)
        if (u.purpose == QLatin1String("tp"))
            u.exposedSeconds = u.totalSeconds * fraction;
    return exposed;
}

// Context parallelism's ring (Megatron-LM's p2p exchange; ring attention): in each pass
// through a block every chip sends its chunk's keys and values to the next chip of the cp
// group cp − 1 times, attending to one chunk while the next arrives; the backward pass
// sends the keys and values and their gradients round the ring again. A hop waits for the
// transfer or the attention of one chunk, whichever is longer. `attention*Seconds` are the
// stage's blocks' attention operators. Returns the exposed seconds.
double timeContextParallelRing(
    StepCollectives& step, double attentionForwardSeconds, double attentionBackwardSeconds)
{
    const TransformerConfig& tc = step.tc;
    ScalingResult& r = step.r;
    const qint64 tp = step.tp;
    const qint64 cp = step.cp;
    const qint64 m = step.m;
    const qint64 layersPerStage = step.layersPerStage;
    const double act = step.act;
    const qint64 kvHeadsPerChip = std::max<qint64>(1, tc.kvHeads / tp);
    const double kvWidth = tc.latentAttention()
        ? double(tc.heads / tp) * double(tc.headDim() + tc.ropeHeadDim + tc.valueHeadDim)
        : 2.0 * double(kvHeadsPerChip) * double(tc.headDim());
    const double chunkBytes = step.tokensPerPass * kvWidth * act;
    // Neighbours are tp ranks apart; a ring longer than a scale-up domain crosses it.
    const bool crossesDomain = !step.network.isTorus() && tp * cp > step.network.domainChips();
    const GroupPlacement hop { 2, crossesDomain ? std::max(tp, step.network.domainChips()) : tp };
    const double passes = double(layersPerStage * m);
    const double forwardBlock = attentionForwardSeconds / passes / double(cp);
    const double backwardBlock = attentionBackwardSeconds / passes / double(cp);
    const qint64 forwardRings
        = step.training && step.run.recompute == RecomputePolicy::Full ? 2 : 1;
    const std::size_t first = r.collectives.size();
    step.use(QStringLiteral("cp"), Collective::PointToPoint, chunkBytes, hop,
        forwardRings * layersPerStage * m * (cp - 1));
    if (step.training)
        step.use(QStringLiteral("cp"), Collective::PointToPoint, 2 * chunkBytes, hop,
            layersPerStage * m * (cp - 1));
    const double blocks[] = { forwardBlock, backwardBlock };
    double cpExposed = 0;
    for (std::size_t i = first; i < r.collectives.size(); ++i) {
        CollectiveUse& u = r.collectives[i];
        u.exposedSeconds
            = double(u.countPerStep) * std::max(0.0, u.estimate.timeSeconds - blocks[i - first]);
        cpExposed += u.exposedSeconds;
    }
    if (step.explain)
        r.derivation.append(
            QStringLiteral("context parallelism: cp %1 chips share each sequence; a ring hop "
                           "sends %2 bytes of keys and values (%3 a token) while one chunk's "
                           "attention runs (%4 forward, %5 backward); exposed %6")
                .arg(cp)
                .arg(chunkBytes, 0, 'g', 4)
                .arg(kvWidth * act, 0, 'g', 4)
                .arg(
                    secondsText(forwardBlock), secondsText(backwardBlock), secondsText(cpExposed)));
    return cpExposed;
}

// Expert parallelism's all-to-alls: dispatch and combine, a pass through a block.
double timeExpertAllToAll(StepCollectives& step)
{
    const ParallelConfig& c = step.c;
    const double bytes = step.tokensPerPass * double(step.tc.expertsPerToken)
        * double(step.tc.hidden) * step.act / double(c.sequenceParallel ? step.tp : 1);
    return step
        .use(QStringLiteral("ep"), Collective::AllToAll, bytes, { c.ep, step.tp },
            step.layersPerStage * step.m * step.passes * 2)
        .totalSeconds;
}

// Pipeline parallelism's activation hand-overs between stages. `v` is the virtual stages.
double timePipelineHandOvers(StepCollectives& step, qint64 v)
{
    const qint64 pp = step.pp;
    const double bytes = step.activationBytes / double(step.c.sequenceParallel ? step.tp : 1);
    // On the critical path: every 1F1B slot's forward and backward hand-over in training,
    // the p−1 hand-overs of one pass in inference.
    const qint64 count = step.training ? 2 * (v * step.m + pp - 1) : pp - 1;
    return step
        .use(QStringLiteral("pp"), Collective::PointToPoint, bytes, { 2, step.tp * step.c.dp },
            count)
        .totalSeconds;
}

// Data parallelism's gradient reduction (and ZeRO's parameter gathers, FSDP's per-micro-batch
// gathers and scatters), hidden behind the backward (and forward) pass as far as the last
// gradient bucket allows. Returns the exposed seconds.
double timeDataParallelCollectives(StepCollectives& step, const Workload& workload,
    double stageForwardSeconds, double stageBackwardSeconds)
{
    const ParallelConfig& c = step.c;
    const RunConfig& run = step.run;
    ScalingResult& r = step.r;
    const qint64 tp = step.tp;
    const qint64 pp = step.pp;
    const qint64 m = step.m;
    const qint64 layersPerStage = step.layersPerStage;
    const double width = bytesPerElement(run.gradientPrecision.value_or(run.weightPrecision));
    // Only trained parameters have gradients to reduce: LoRA's adapters (all dense).
    const qint64 trainable = workload.memoryInputs().trainableParameters;
    const double expert = trainable >= 0 ? 0.0 : double(workload.memoryInputs().expertParameters);
    const double dense
        = (trainable >= 0 ? double(trainable) : double(workload.parameterCount())) - expert;
    const double denseBytes = dense / double(tp * pp) * width;
    const double expertBytes = expert / double(tp * pp * c.ep) * width;
    // What FSDP gathers: every weight, the frozen ones (in their own width) included.
    const double frozen = trainable >= 0 ? double(workload.parameterCount() - trainable) : 0.0;
    const double frozenBytes
        = frozen / double(tp * pp) * bitsPerElement(workload.memoryInputs().frozenPrecision) / 8.0;
    const double backwardPerMicroBatch = stageBackwardSeconds / double(m);
    const double forwardPerMicroBatch = stageForwardSeconds / double(m);
    // The last gradient bucket (the first layers' gradients) is ready only when backward
    // ends: at least 1/(layers per stage) of the reduction stays exposed.
    auto exposedAfter = [&](double total, double window) {
        if (!c.overlapGradientReduce)
            return total;
        return std::max(total - window, total / double(layersPerStage));
    };
    struct Part
    {
        double bytes; ///< gradients (and updated weights)
        double weightBytes; ///< the weights FSDP gathers
        GroupPlacement group;
    };
    // Gradients are reduced over every chip that holds the same weights: dp × cp.
    const qint64 group = c.gradientGroup();
    std::vector<Part> parts { { denseBytes, denseBytes + frozenBytes, { group, tp } } };
    if (expertBytes > 0)
        parts.push_back({ expertBytes, expertBytes, { group / c.ep, tp * c.ep } });
    double dpExposed = 0;
    for (const Part& part : parts) {
        if (c.zeroStage == 0) {
            auto& u = step.use(
                QStringLiteral("dp-grad"), Collective::AllReduce, part.bytes, part.group, 1);
            u.exposedSeconds = exposedAfter(u.totalSeconds, backwardPerMicroBatch);
            dpExposed += u.exposedSeconds;
        } else if (c.zeroStage < 3) {
            auto& grad = step.use(
                QStringLiteral("dp-grad"), Collective::ReduceScatter, part.bytes, part.group, 1);
            grad.exposedSeconds = exposedAfter(grad.totalSeconds, backwardPerMicroBatch);
            dpExposed += grad.exposedSeconds;
            auto& params = step.use(
                QStringLiteral("dp-params"), Collective::AllGather, part.bytes, part.group, 1);
            params.exposedSeconds = exposedAfter(params.totalSeconds, forwardPerMicroBatch);
            dpExposed += params.exposedSeconds;
        } else {
            // By index: the second push_back may reallocate and invalidate a reference.
            const std::size_t first = r.collectives.size();
            step.use(QStringLiteral("fsdp-gather"), Collective::AllGather, part.weightBytes,
                part.group, 2 * m);
            step.use(
                QStringLiteral("dp-grad"), Collective::ReduceScatter, part.bytes, part.group, m);
            CollectiveUse& gather = r.collectives[first];
            CollectiveUse& scatter = r.collectives[first + 1];
            const double perMicroBatch = (gather.totalSeconds + scatter.totalSeconds) / double(m);
            const double exposed = double(m)
                * exposedAfter(perMicroBatch, forwardPerMicroBatch + backwardPerMicroBatch);
            const double total = gather.totalSeconds + scatter.totalSeconds;
            const double fraction = total > 0 ? exposed / total : 0;
            gather.exposedSeconds = gather.totalSeconds * fraction;
            scatter.exposedSeconds = scatter.totalSeconds * fraction;
            dpExposed += exposed;
        }
    }
    return dpExposed;
}

// Offloaded activations (a remat policy's host placements): the stage's share of every
// micro-batch, out during the forward pass and back during the backward pass.
void addHostOffload(const Device& device, ScalingResult& r, qint64 pp, qint64 m,
    double stageForward, double stageBackward, bool explain)
{
    const double bytes = double(r.memory.hostOffloadBytes) / double(pp) * double(m);
    const engine::HostOffload o = engine::hostOffload(device, bytes, stageForward, stageBackward);
    r.hostOffloadBytes = bytes;
    r.hostOffloadExposedSeconds = o.exposedSeconds;
    if (o.linkAssumed)
        r.notes.append(QStringLiteral("host-link-assumed"));
    if (explain)
        r.derivation.append(
            QStringLiteral("host offload: %1 bytes each way at %2 GB/s = %3, behind the "
                           "forward pass (%4) and the backward pass (%5); exposed %6")
                .arg(bytes, 0, 'g', 4)
                .arg(o.linkBytesPerSecond / 1e9, 0, 'g', 3)
                .arg(secondsText(o.transferSecondsEachWay), secondsText(stageForward),
                    secondsText(stageBackward), secondsText(o.exposedSeconds)));
}

} // namespace

struct ScalingEstimator::Shard
{
    // Per operator group (defined here, not in the anonymous namespace, so that the member
    // type has the class's linkage in a unity build too).
    struct GroupSums
    {
        double seconds = 0; ///< Σ time × count
        double forwardSeconds = 0;
        double backwardSeconds = 0;
        double matrixSeconds = 0;
        /// attention's own operators (what a KV ring hides behind)
        double attentionForwardSeconds = 0;
        double attentionBackwardSeconds = 0;
    };

    /// The replica the shard was cut from: the estimator's workload itself (not copied: a
    /// search makes dozens of shards of it) or `rebuilt`.
    const Workload* replica = nullptr;
    std::optional<Workload> rebuilt;
    std::array<GroupSums, 4> sums;
    QStringList notes;
    /// replica.memoryFootprint() unsplit: what every split's optimizer share is taken of
    MemoryFootprint unsplit;
};

ScalingEstimator::ScalingEstimator(Workload workload, Device device, engine::EngineOptions options)
    : m_workload(std::move(workload))
    , m_device(std::move(device))
    , m_options(std::move(options))
{
    const auto single = engine::PerformanceEngine::estimate(
        m_workload, m_device, m_options, &m_singleChipError, engine::EstimateDetail::TotalsOnly);
    if (single) {
        // The compute of the whole step on one chip: the split adds its own host offload.
        m_singleChipSeconds = single->stepSeconds - single->hostOffloadExposedSeconds;
        m_modelFlops = single->modelFlopsPerStep;
        m_peakFlopsPerSecond = single->peakFlopsPerSecond;
        m_engineNotes = single->notes;
        // Whether the split's MFU is above the best published is decided for the split.
        m_engineNotes.removeAll(QStringLiteral("mfu-above-best-published"));
        m_singleChipJoules = single->energyJoulesPerStep;
    }
    if (m_options.problem().isEmpty())
        m_timer = std::make_unique<engine::OperatorTimer>(m_device, m_options);
}

ScalingEstimator::~ScalingEstimator() = default;

std::optional<engine::OpEstimate> ScalingEstimator::chipOperatorEstimate(
    const Operator& chipOperator, engine::EngineError* error) const
{
    engine::EngineError ignored = engine::EngineError::None;
    return opEstimate(chipOperator, error ? error : &ignored);
}

std::optional<engine::OpEstimate> ScalingEstimator::opEstimate(
    const Operator& op, engine::EngineError* error) const
{
    // The phase is part of what an operator's time depends on (fp8 backward GEMMs accumulate
    // promoted, fused attention's backward and decode run at their own fractions); a
    // recomputation is timed as the forward it repeats, so it shares the forward's entry.
    const Phase phase = op.phase == Phase::Recompute ? Phase::Forward : op.phase;
    const OpKey key { int(op.kind), int(op.precision), int(op.unit),
        int(op.weightBits * 32) * 4 + int(op.attentionKernel), int(phase), op.gemm.batch(),
        op.gemm.m(), op.gemm.n(), op.gemm.k(), op.flops, op.bytes() };
    auto it = m_opCache.find(key);
    if (it == m_opCache.end()) {
        CachedOp cached;
        cached.estimate = m_timer
            ? m_timer->estimate(op, &cached.error)
            : engine::PerformanceEngine::estimateOp(op, m_device, m_options, &cached.error);
        it = m_opCache.emplace(key, std::move(cached)).first;
    }
    *error = it->second.error;
    return it->second.estimate;
}

const ScalingEstimator::Shard* ScalingEstimator::shard(
    const ParallelConfig& config, ScalingResult& r) const
{
    const qint64 mb = config.effectiveMicroBatch(m_workload);
    // A training replica's operators have the same shapes whatever dp is (only the number of
    // micro-batches changes, which estimate() divides out), so one shard serves every dp;
    // inference shapes carry the replica's batch.
    const bool training = m_workload.step() == StepKind::Training;
    const qint64 replicas = training ? 1 : std::max<qint64>(config.dp, 1);
    const ShardKey key { replicas, config.tp, config.ep, mb, config.sequenceParallel, config.cp };
    if (auto it = m_shardCache.find(key); it != m_shardCache.end())
        return it->second.get();

    // Built by the workload builder so that counts, inference shapes and memory inputs are the
    // builder's own: the whole batch for training, one replica's share for inference. A replica
    // that is the workload itself is the workload, whether the builder made it or not (a
    // serving step that fuses a decode and a prompt chunk, ServingEstimator::chunkedStep).
    WorkloadSpec spec = m_workload.spec();
    spec.run.globalBatch = spec.run.globalBatch / replicas;
    spec.run.microBatch = spec.run.step == StepKind::Training ? mb : spec.run.globalBatch;
    std::optional<Workload> rebuilt;
    if (spec != m_workload.spec()) {
        WorkloadBuildResult built = WorkloadBuilder::build(spec);
        if (!built.workload) {
            r.problems.append(built.diagnostics);
            if (!io::hasErrors(r.problems))
                addEngineProblem(r, engine::EngineError::InvalidShape, QString());
            return nullptr;
        }
        rebuilt = std::move(built.workload);
    }
    auto result = std::make_shared<Shard>();
    result->rebuilt = std::move(rebuilt);
    result->replica = result->rebuilt ? &*result->rebuilt : &m_workload;
    const Workload& replica = *result->replica;
    result->unsplit = replica.memoryFootprint(ParallelConfig {});
    for (const Operator& replicaOp : replica.ops()) {
        const ShardRole role = shardRoleOf(replicaOp);
        const Operator op = shardOperator(replicaOp, role, config.tp, config.ep,
            config.sequenceParallel, std::max<qint64>(config.cp, 1), spec.run.seqLength);
        engine::EngineError failure = engine::EngineError::None;
        const auto e = opEstimate(op, &failure);
        if (!e) {
            addEngineProblem(r, failure, op.name);
            return nullptr;
        }
        Shard::GroupSums& sums = result->sums[std::size_t(role.group)];
        const double t = e->timeSeconds * double(op.count);
        sums.seconds += t;
        const bool attention = role.attention;
        if (isBackward(op.phase)) {
            sums.backwardSeconds += t;
            if (attention)
                sums.attentionBackwardSeconds += t;
        } else if (op.phase != Phase::Optimizer) {
            sums.forwardSeconds += t; // forward and recompute
            if (attention && op.phase != Phase::Recompute)
                sums.attentionForwardSeconds += t;
        }
        if (op.unit == ComputeUnit::Matrix)
            sums.matrixSeconds += t;
        if (e->ranAs != e->precision) {
            const QString note = QStringLiteral("precision-fallback:%1->%2")
                                     .arg(precisionName(e->precision), precisionName(e->ranAs));
            if (!result->notes.contains(note))
                result->notes.append(note);
        }
    }
    const Shard* raw = result.get();
    m_shardCache.emplace(key, std::move(result));
    return raw;
}

Operator ScalingEstimator::perChipOperator(
    const Operator& op, const ParallelConfig& config, qint64 sequenceLength)
{
    return shardOperator(op, shardRoleOf(op), config.tp, config.ep, config.sequenceParallel,
        std::max<qint64>(config.cp, 1), sequenceLength);
}

ScalingResult ScalingEstimator::estimate(const ParallelConfig& c) const
{
    return estimate(c, true);
}

// The slowest pipeline stage's compute times (see timeStageCompute).
struct ScalingEstimator::StageTimes
{
    double seconds = 0; ///< the stage's compute, raised to the shard floor
    double forwardSeconds = 0; ///< forward and recompute
    double backwardSeconds = 0;
    double matrixSeconds = 0;
    /// the stage's blocks' attention operators (what a KV ring hides behind)
    double attentionForwardSeconds = 0;
    double attentionBackwardSeconds = 0;
};

ScalingEstimator::StageTimes ScalingEstimator::timeStageCompute(const Shard& s,
    const ParallelConfig& c, qint64 m, qint64 layersPerStage, ScalingResult& r, bool explain) const
{
    const bool training = m_workload.spec().run.step == StepKind::Training;
    const bool transformer = m_workload.spec().type == ModelType::Transformer;
    const TransformerConfig& tc = m_workload.spec().transformer;
    const qint64 n = r.chips;
    const qint64 pp = c.pp;
    const qint64 dp = c.dp;
    // Compute of the slowest stage: its share of the blocks plus the embedding (first stage)
    // or the head and loss (last stage).
    // Per-replica operator time: a training shard was built for the whole batch, of which a
    // replica runs 1/dp of the micro-batches (the optimizer is scaled separately below).
    auto sums = s.sums;
    if (training) {
        for (Group g : { Block, First, Last }) {
            sums[g].seconds /= double(dp);
            sums[g].forwardSeconds /= double(dp);
            sums[g].backwardSeconds /= double(dp);
            sums[g].matrixSeconds /= double(dp);
            sums[g].attentionForwardSeconds /= double(dp);
            sums[g].attentionBackwardSeconds /= double(dp);
        }
    }
    const double blocks = sums[Block].seconds / double(pp);
    double stage = pp == 1 ? blocks + sums[First].seconds + sums[Last].seconds
                           : blocks + std::max(sums[First].seconds, sums[Last].seconds);
    const Group edge = sums[First].seconds > sums[Last].seconds ? First : Last;
    StageTimes times;
    times.backwardSeconds = sums[Block].backwardSeconds / double(pp)
        + (pp == 1 ? sums[First].backwardSeconds + sums[Last].backwardSeconds
                   : sums[edge].backwardSeconds);
    times.forwardSeconds = sums[Block].forwardSeconds / double(pp)
        + (pp == 1 ? sums[First].forwardSeconds + sums[Last].forwardSeconds
                   : sums[edge].forwardSeconds);
    times.matrixSeconds = sums[Block].matrixSeconds / double(pp) + sums[Last].matrixSeconds;
    times.attentionForwardSeconds = sums[Block].attentionForwardSeconds / double(pp);
    times.attentionBackwardSeconds = sums[Block].attentionBackwardSeconds / double(pp);

    r.memory = s.replica->memoryFootprint(c);
    const MemoryFootprint& unsplit = s.unsplit;
    const double optimizerShare = unsplit.optimizerBytes > 0
        ? double(r.memory.optimizerBytes) / double(unsplit.optimizerBytes)
        : 0.0;
    r.optimizerSeconds = sums[Optimizer].seconds * optimizerShare;
    if (explain)
        r.derivation.append(
            QStringLiteral("stage compute: %1 (engine on the per-chip shard: %2 of %3 layers x %4 "
                           "micro-batch(es) of %5, plus the %6); optimizer %7 (%8 of the state)")
                .arg(secondsText(stage))
                .arg(layersPerStage)
                .arg(transformer ? tc.layers : 1)
                .arg(m)
                .arg(c.effectiveMicroBatch(m_workload))
                .arg(pp == 1 ? QStringLiteral("embedding and head")
                             : (edge == First ? QStringLiteral("embedding (first stage)")
                                              : QStringLiteral("head (last stage)")))
                .arg(secondsText(r.optimizerSeconds))
                .arg(optimizerShare, 0, 'g', 3));

    // A shard never runs faster than its even share of the single-chip step: a smaller GEMM can
    // round better onto the tiles than the whole, which would show as a super-linear speed-up.
    r.singleChipStepSeconds = *m_singleChipSeconds;
    const double share = r.singleChipStepSeconds / double(n);
    if (stage + r.optimizerSeconds < share) {
        if (explain)
            r.derivation.append(
                QStringLiteral("shard floor: stage + optimizer %1 < T1/N %2; raised "
                               "to T1/N")
                    .arg(secondsText(stage + r.optimizerSeconds), secondsText(share)));
        stage = share - r.optimizerSeconds;
        r.notes.append(QStringLiteral("shard-floor"));
    }
    r.computeSeconds = stage + r.optimizerSeconds;
    times.seconds = stage;
    return times;
}

void ScalingEstimator::addEfficiencyMemoryAndCost(
    ScalingResult& r, const ParallelConfig& c, bool explain) const
{
    const bool training = m_workload.spec().run.step == StepKind::Training;
    const qint64 n = r.chips;
    r.scalingEfficiency = r.stepSeconds > 0
        ? std::min(1.0, r.singleChipStepSeconds / (double(n) * r.stepSeconds))
        : 0;
    if (explain)
        r.derivation.append(QStringLiteral("scaling efficiency = T1/(N x TN) = %1/(%2 x %3) = %4")
                                .arg(secondsText(r.singleChipStepSeconds))
                                .arg(n)
                                .arg(secondsText(r.stepSeconds))
                                .arg(r.scalingEfficiency, 0, 'f', 4));
    r.mfu = r.stepSeconds > 0 && m_peakFlopsPerSecond > 0
        ? m_modelFlops / (double(n) * r.stepSeconds * m_peakFlopsPerSecond)
        : 0;
    r.tokensPerSecond = r.stepSeconds > 0 ? double(m_workload.tokensPerStep()) / r.stepSeconds : 0;
    // Above every published run on this chip: the model's optimism more likely than the chip's.
    if (training && m_device.bestPublishedTrainingMfu
        && r.mfu > *m_device.bestPublishedTrainingMfu) {
        r.notes.append(QStringLiteral("mfu-above-best-published"));
        if (explain)
            r.derivation.append(
                QStringLiteral("MFU %1 is above the best published training MFU on this chip, %2 "
                               "(catalog best_published_training_mfu)")
                    .arg(r.mfu, 0, 'f', 3)
                    .arg(*m_device.bestPublishedTrainingMfu, 0, 'f', 3));
    }

    r.memoryPerChipBytes = r.memory.totalBytes();
    r.memoryCapacityBytes = m_device.memoryCapacityBytes;
    r.fits = r.memoryPerChipBytes <= r.memoryCapacityBytes;
    if (explain)
        r.derivation.append(
            QStringLiteral("memory per chip: %1 GiB of %2 GiB (weights, gradients, "
                           "optimizer over tp x pp, ZeRO %3 over dp x cp; activations "
                           "over tp x cp)")
                .arg(double(r.memoryPerChipBytes) / double(qint64(1) << 30), 0, 'f', 1)
                .arg(double(r.memoryCapacityBytes) / double(qint64(1) << 30), 0, 'f', 1)
                .arg(c.zeroStage));

    // Energy: the engine's power model through the single-chip run's average power while the
    // chip computes (its shard runs the same operators), idle power while it waits for the
    // network or the pipeline.
    const double fullLoad = m_device.fullLoadWatts().value_or(0);
    const double idle = m_options.idleWatts(m_device, fullLoad);
    r.hasPower = fullLoad > 0;
    const double busyWatts
        = r.singleChipStepSeconds > 0 ? m_singleChipJoules / r.singleChipStepSeconds : 0;
    const double chipEnergy
        = busyWatts * r.computeSeconds + idle * std::max(0.0, r.stepSeconds - r.computeSeconds);
    r.energyJoules = r.hasPower ? chipEnergy * double(n) : 0;
    if (const std::optional<PriceQuote> quote = m_options.price(m_device))
        r.usdPerChipHour = quote->usdPerChipHour;
    r.hasPrice = r.usdPerChipHour > 0;
    r.costUsd = units::usdFor(r.stepSeconds, r.usdPerChipHour, double(n));
}

// One split's estimate as far as the split search ranks it before its collectives (see
// fastest()): legality, the per-chip shard, the slowest stage's compute, memory per chip.
struct ScalingEstimator::Partial
{
    ScalingResult r;
    const Shard* shard = nullptr; ///< null: `r` is final (illegal, or no estimate)
    const CollectiveModel* network = nullptr;
    StageTimes stage;
    qint64 m = 1; ///< micro-batches per replica
    qint64 layersPerStage = 1;
    bool fits = false; ///< what finish() sets r.fits to

    /// What finish() can make r.stepSeconds at least: the stage compute, its pipeline bubble
    /// and the optimizer, added as finish() adds them, with every communication and host
    /// offload term (all ≥ 0) at 0. Floating-point addition and multiplication by a
    /// non-negative factor are monotonic, so finish()'s sum with those terms is never below it.
    double lowerBoundSeconds() const
    {
        const double work = stage.seconds;
        const qint64 v = std::max<qint64>(r.config.virtualStages, 1);
        const double bubble = work * double(r.config.pp - 1) / double(v * m);
        return work + bubble + r.optimizerSeconds;
    }
};

ScalingResult ScalingEstimator::estimate(const ParallelConfig& requested, bool explain) const
{
    Partial p = begin(requested, explain, /*checked=*/false);
    if (p.shard)
        finish(p, explain);
    return std::move(p.r);
}

const CollectiveModel& ScalingEstimator::network(qint64 chips, bool explain) const
{
    std::unique_ptr<CollectiveModel>& cached = m_networks[{ chips, explain }];
    if (!cached) {
        cached = std::make_unique<CollectiveModel>(m_device, chips);
        cached->setExplain(explain);
        // Inference as serving runtimes run it (EngineOptions::servingRuntime).
        const bool serving = m_workload.step() != StepKind::Training && m_options.servingRuntime;
        if (serving && engine::DeviceRates::launchesKernels(m_device))
            cached->setOneShotAllReduce(m_options.gpuLaunchOverheadSeconds);
    }
    return *cached;
}

ScalingEstimator::Partial ScalingEstimator::begin(
    const ParallelConfig& requested, bool explain, bool checked) const
{
    // Serving runtimes do not split a step's few tokens over the tensor-parallel group
    // (EngineOptions::servingRuntime): their layers all-reduce instead.
    ParallelConfig c = requested;
    if (m_workload.step() != StepKind::Training && m_options.servingRuntime)
        c.sequenceParallel = false;
    Partial p;
    ScalingResult& r = p.r;
    r.config = c;
    r.chips = c.chips();
    // legalConfigs() found no error in a checked split; its warnings are the final estimate's.
    if (!checked || c != requested)
        r.problems = c.check(m_workload);
    if (!r.legal())
        return p;
    if (!m_singleChipSeconds) {
        addEngineProblem(r, m_singleChipError, QString());
        return p;
    }
    const Shard* s = shard(c, r);
    if (!s)
        return p;

    const WorkloadSpec& spec = m_workload.spec();
    const bool training = spec.run.step == StepKind::Training;
    const bool transformer = spec.type == ModelType::Transformer;
    p.m = training ? c.microBatchesPerReplica(m_workload) : 1;
    p.layersPerStage = transformer ? std::max<qint64>(1, spec.transformer.layers / c.pp) : 1;
    p.network = &network(r.chips, explain);
    if (explain)
        r.derivation.append(QStringLiteral("network: %1").arg(p.network->describe()));
    p.stage = timeStageCompute(*s, c, p.m, p.layersPerStage, r, explain);
    p.fits = r.memory.totalBytes() <= m_device.memoryCapacityBytes;
    p.shard = s;
    return p;
}

void ScalingEstimator::finish(Partial& p, bool explain) const
{
    ScalingResult& r = p.r;
    const ParallelConfig& c = r.config;
    const Shard* s = p.shard;
    const WorkloadSpec& spec = m_workload.spec();
    const RunConfig& run = spec.run;
    const bool training = run.step == StepKind::Training;
    const bool transformer = spec.type == ModelType::Transformer;
    const TransformerConfig& tc = spec.transformer;
    const qint64 tp = c.tp;
    const qint64 pp = c.pp;
    const qint64 dp = c.dp;
    const qint64 v = std::max<qint64>(c.virtualStages, 1);
    const qint64 m = p.m;
    const qint64 layersPerStage = p.layersPerStage;
    const CollectiveModel& network = *p.network;
    // Inference as serving runtimes run it (EngineOptions::servingRuntime).
    const bool serving = !training && m_options.servingRuntime;
    // begin() left only its own notes (the shard floor): they follow the engine's and the
    // network's, as they always have.
    r.notes = m_engineNotes + s->notes + network.notes() + r.notes;

    const StageTimes& stageTimes = p.stage;
    const double stage = stageTimes.seconds;

    // Activations cross chips in the carrier precision (an 8-bit run's GEMMs write bf16).
    const double act = bytesPerElement(carrierPrecision(run.activationPrecision));
    // A chip's tokens in one pass through a block (1/cp of each sequence's).
    const qint64 cp = std::max<qint64>(c.cp, 1);
    // Inference: the step's own tokens (a decode step's queries a sequence, a fused serving
    // step's decodes and prompt chunk) over the replicas.
    const double tokensPerPass
        = (training ? double(c.effectiveMicroBatch(m_workload) * run.seqLength)
                    : double(m_workload.tokensPerStep()) / double(dp))
        / double(cp);
    const double activationBytes = transformer ? tokensPerPass * double(tc.hidden) * act : 0;
    // Passes through a block per micro-batch: forward, backward, and forward again under full
    // recomputation. Recomputing all but the weight GEMMs keeps their outputs, which are what
    // tensor parallelism reduces, so it adds no collective.
    const qint64 passes = training ? (run.recompute == RecomputePolicy::Full ? 3 : 2) : 1;

    StepCollectives step { r, network, c, tc, run, explain, training, serving, transformer, tp, pp,
        cp, m, layersPerStage, passes, act, tokensPerPass, activationBytes };
    const double tpExposed
        = transformer && tp > 1 ? timeTensorParallel(step, stageTimes.matrixSeconds) : 0;
    const double cpExposed = transformer && cp > 1
        ? timeContextParallelRing(
            step, stageTimes.attentionForwardSeconds, stageTimes.attentionBackwardSeconds)
        : 0;
    const double epExposed
        = transformer && tc.experts > 1 && c.ep > 1 ? timeExpertAllToAll(step) : 0;
    const double ppExposed = pp > 1 ? timePipelineHandOvers(step, v) : 0;

    const double work = stage + tpExposed + cpExposed + epExposed;
    r.bubbleSeconds = work * double(pp - 1) / double(v * m);
    r.bubbleFraction = work + r.bubbleSeconds > 0 ? r.bubbleSeconds / (work + r.bubbleSeconds) : 0;
    if (pp > 1)
        if (explain)
            r.derivation.append(
                QStringLiteral("pipeline bubble: W*(p-1)/(v*m) = %1 x %2/(%3x%4) = %5 "
                               "(%6 of the pipeline; 1F1B: (p-1)/(m+p-1))")
                    .arg(secondsText(work))
                    .arg(pp - 1)
                    .arg(v)
                    .arg(m)
                    .arg(secondsText(r.bubbleSeconds))
                    .arg(r.bubbleFraction, 0, 'f', 4));

    double dpExposed = 0;
    if (training && c.gradientGroup() > 1)
        dpExposed = timeDataParallelCollectives(
            step, m_workload, stageTimes.forwardSeconds, stageTimes.backwardSeconds);

    for (const CollectiveUse& u : r.collectives) {
        r.commSeconds += u.totalSeconds;
        if (explain)
            r.derivation.append(
                QStringLiteral("%1 %2: %3 x %4 = %5, exposed %6; %7")
                    .arg(u.purpose, collectiveName(u.estimate.collective))
                    .arg(u.countPerStep)
                    .arg(secondsText(u.estimate.timeSeconds), secondsText(u.totalSeconds),
                        secondsText(u.exposedSeconds), u.estimate.formula));
    }
    r.exposedCommSeconds = tpExposed + cpExposed + epExposed + ppExposed + dpExposed;
    if (training && r.memory.hostOffloadBytes > 0)
        addHostOffload(
            m_device, r, pp, m, stageTimes.forwardSeconds, stageTimes.backwardSeconds, explain);
    r.stepSeconds = work + r.bubbleSeconds + ppExposed + dpExposed + r.optimizerSeconds
        + r.hostOffloadExposedSeconds;
    if (explain)
        r.derivation.append(
            QStringLiteral("step = W (%1) + bubble (%2) + pp exposed (%3) + dp exposed (%4) + "
                           "optimizer (%5) = %6; W = stage compute + tp/cp/ep exposed")
                .arg(secondsText(work), secondsText(r.bubbleSeconds), secondsText(ppExposed),
                    secondsText(dpExposed), secondsText(r.optimizerSeconds),
                    secondsText(r.stepSeconds)));

    addEfficiencyMemoryAndCost(r, c, explain);
}

std::vector<ParallelConfig> ScalingEstimator::legalConfigs(
    qint64 chips, const SearchOptions& search, const ParallelConfig& base) const
{
    std::vector<ParallelConfig> configs;
    if (chips < 1)
        return configs;
    const bool training = m_workload.step() == StepKind::Training;
    std::vector<int> stages = search.zeroStages;
    if (stages.empty())
        stages = training ? std::vector<int> { 0, 1, 2, 3 } : std::vector<int> { 0 };
    const WorkloadSpec& spec = m_workload.spec();
    const bool moe = spec.type == ModelType::Transformer && spec.transformer.experts > 1;
    // Context parallelism splits the tokens of a training step or a prefill of a transformer.
    const bool contextParallel
        = spec.type == ModelType::Transformer && m_workload.step() != StepKind::Decode;
    // Widths that ParallelConfig::check() refuses whatever the rest of the split (a tp that
    // does not divide the heads or the MLP width, a pp that does not divide the layers) are
    // skipped before it runs: most candidates of a large chip count fail so, and check() words
    // each failure (the search spent a fifth of its time formatting messages it dropped).
    const bool transformer = spec.type == ModelType::Transformer;
    const TransformerConfig& shape = spec.transformer;
    for (qint64 tp : divisors(chips)) {
        if (search.maxTp > 0 && tp > search.maxTp)
            continue;
        if (transformer && (shape.heads % tp != 0 || shape.ffn % tp != 0))
            continue;
        for (qint64 pp : divisors(chips / tp)) {
            if (transformer && shape.layers % pp != 0)
                continue;
            for (qint64 cp : divisors(chips / tp / pp)) {
                if (cp > 1 && (!contextParallel || (search.maxCp > 0 && cp > search.maxCp)))
                    continue;
                const qint64 dp = chips / tp / pp / cp;
                std::vector<qint64> eps { 1 };
                if (moe) {
                    eps.clear();
                    for (qint64 ep : divisors(dp))
                        if (spec.transformer.experts % ep == 0)
                            eps.push_back(ep);
                }
                for (qint64 ep : eps) {
                    for (int zero : stages) {
                        ParallelConfig c = base;
                        c.dp = dp;
                        c.tp = tp;
                        c.pp = pp;
                        c.ep = ep;
                        c.cp = cp;
                        c.zeroStage = dp * cp > 1 ? zero : 0;
                        if (dp * cp == 1 && zero != stages.front())
                            continue; // ZeRO changes nothing on one replica
                        if (!io::hasErrors(c.check(m_workload)))
                            configs.push_back(c);
                    }
                }
            }
        }
    }
    return configs;
}

namespace {

// The split search's order: splits that fit memory first, then the shorter step, then the
// smaller memory per chip. Neither ranks before the other on a full tie (the earlier wins).
bool ranksBefore(const ScalingResult& r, const ScalingResult& other)
{
    if (r.fits != other.fits)
        return r.fits;
    if (r.stepSeconds != other.stepSeconds)
        return r.stepSeconds < other.stepSeconds;
    return r.memoryPerChipBytes < other.memoryPerChipBytes;
}

} // namespace

std::optional<ScalingResult> ScalingEstimator::fastestOfAll(
    const std::vector<ParallelConfig>& configs) const
{
    std::optional<ScalingResult> best;
    for (const ParallelConfig& c : configs) {
        ScalingResult r = estimate(c, false);
        if (!r.legal())
            continue;
        if (!best || ranksBefore(r, *best))
            best = std::move(r);
    }
    return best;
}

std::optional<ScalingResult> ScalingEstimator::fastestPruned(
    const std::vector<ParallelConfig>& configs) const
{
    // Every split as far as its stage compute and memory (the shards are shared by every split
    // with the same tp, ep, cp and micro-batch, so this is cheap), and a lower bound on its step.
    std::vector<Partial> partials;
    std::vector<std::size_t> index; // into `configs`: what ties are broken by
    partials.reserve(configs.size());
    index.reserve(configs.size());
    for (std::size_t i = 0; i < configs.size(); ++i) {
        Partial p = begin(configs[i], false, /*checked=*/true);
        if (!p.shard)
            continue; // illegal, as the full estimate would say
        partials.push_back(std::move(p));
        index.push_back(i);
    }
    std::vector<double> bound(partials.size());
    for (std::size_t i = 0; i < partials.size(); ++i) {
        bound[i] = partials[i].lowerBoundSeconds();
        if (!std::isfinite(bound[i]))
            return fastestOfAll(configs); // no order to prune by
    }
    // Then the collectives of the most promising first: fitting splits, lowest bound first.
    // Once the best so far beats a split's bound (or fits where it does not), it beats every
    // split after it, whose steps can only be longer: the search stops. What it returns is what
    // timing every split returns (fastestOfAll), ties to the earliest split included.
    std::vector<std::size_t> order(partials.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (partials[a].fits != partials[b].fits)
            return partials[a].fits;
        if (bound[a] != bound[b])
            return bound[a] < bound[b];
        return a < b;
    });
    std::optional<ScalingResult> best;
    std::size_t bestIndex = 0;
    for (std::size_t i : order) {
        Partial& p = partials[i];
        if (best && ((best->fits && !p.fits) || bound[i] > best->stepSeconds))
            break;
        finish(p, false);
        if (!std::isfinite(p.r.stepSeconds))
            return fastestOfAll(configs); // a step no order can rank
        if (!best || ranksBefore(p.r, *best)
            || (!ranksBefore(*best, p.r) && index[i] < bestIndex)) {
            best = std::move(p.r);
            bestIndex = index[i];
        }
    }
    return best;
}

std::optional<ScalingResult> ScalingEstimator::fastest(
    qint64 chips, const SearchOptions& search, const ParallelConfig& base) const
{
    const std::vector<ParallelConfig> configs = legalConfigs(chips, search, base);
    std::optional<ScalingResult> best
        = search.prune ? fastestPruned(configs) : fastestOfAll(configs);
    if (best)
        best = estimate(best->config, true);
    if (best)
        best->derivation.prepend(
            QStringLiteral("search: fastest of the legal splits of %1 chips (fitting ones first)")
                .arg(chips));
    return best;
}

std::optional<ScalingResult> ScalingEstimator::fewestChipsThatFit(
    const std::vector<qint64>& candidates, const SearchOptions& search,
    const ParallelConfig& base) const
{
    std::vector<qint64> sorted = candidates;
    std::sort(sorted.begin(), sorted.end());
    for (qint64 chips : sorted) {
        auto r = fastest(chips, search, base);
        if (r && r->fits)
            return r;
    }
    return std::nullopt;
}

} // namespace ts::scaling
