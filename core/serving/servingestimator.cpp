// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "servingestimator.h"

#include "common/units.h"
#include "engine/performanceengine.h"
#include "scaling/collectivemodel.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ts::serving {

using engine::EngineError;
using engine::EngineOptions;
using engine::EstimateDetail;
using engine::PerformanceEngine;

namespace {

qint64 promptOf(const WorkloadSpec& spec, const ServingSpec& serving)
{
    return serving.promptTokens > 0 ? serving.promptTokens : spec.run.seqLength;
}

qint64 generatedOf(const WorkloadSpec& spec, const ServingSpec& serving)
{
    return serving.generatedTokens > 0 ? serving.generatedTokens : spec.run.generatedTokens;
}

// The workload of one serving step: the batch's prompts prefilled, or one decode step (with
// `queries` positions a sequence when verifying a draft's proposals).
WorkloadSpec stepSpec(WorkloadSpec spec, StepKind step, qint64 batch, qint64 prompt,
    qint64 generated, qint64 queries = 1)
{
    spec.run.step = step;
    spec.run.globalBatch = batch;
    spec.run.microBatch = batch;
    spec.run.seqLength = prompt;
    spec.run.generatedTokens = generated;
    spec.run.queriesPerSequence = queries;
    return spec;
}

struct Step
{
    double seconds = 0;
    qint64 memoryBytes = 0;
    double usdPerChipHour = 0;
    /// Under pipeline parallelism, one stage's time, W: the pass is pp × W plus the hops.
    double stageSeconds = 0;
};

// A step's workload, built once: a search asks for the same batches again and again, and a
// comparison asks for the same steps on every device. WorkloadBuilder::build is a pure function
// of the spec, so the last builds are kept per thread (the window computes on a worker thread
// too) and a spec equal to one of them gets its result.
const WorkloadBuildResult& cachedBuild(const WorkloadSpec& spec)
{
    struct Entry
    {
        WorkloadSpec spec;
        WorkloadBuildResult result;
    };
    constexpr std::size_t kEntries = 64;
    thread_local std::vector<Entry> cache;
    thread_local std::size_t next = 0;
    for (const Entry& e : cache)
        if (e.spec.run == spec.run && e.spec == spec)
            return e.result;
    Entry entry { spec, WorkloadBuilder::build(spec) };
    if (cache.size() < kEntries) {
        cache.push_back(std::move(entry));
        return cache.back().result;
    }
    const std::size_t slot = next;
    next = (next + 1) % kEntries;
    cache[slot] = std::move(entry);
    return cache[slot].result;
}

std::optional<Workload> buildStep(const WorkloadSpec& spec, EngineError* error, QString* problem)
{
    const WorkloadBuildResult& built = cachedBuild(spec);
    if (!built.workload) {
        if (problem && !built.diagnostics.isEmpty()) {
            // Named by the model, not "<input>": a draft's problem must say it is the draft's.
            io::Diagnostic first = built.diagnostics.first();
            if (first.file.isEmpty())
                first.file = spec.name;
            *problem = first.toString();
        }
        if (error)
            *error = EngineError::InvalidShape;
        return std::nullopt;
    }
    return built.workload;
}

// The batch one pass of a step of `batch` requests carries on `split`: under pipeline
// parallelism a decode step's requests run as pp micro-batches of ⌈batch / pp⌉ in flight (a
// prefill passes the stages once, whole); under expert parallelism the ep groups each run
// their share, so the pass is rounded up to a multiple of ep (the busiest group sets the time).
qint64 passBatch(qint64 batch, const ServingSplit& split, bool pipelined)
{
    qint64 pass = pipelined && split.pp > 1 ? (batch + split.pp - 1) / split.pp : batch;
    if (split.ep > 1)
        pass = (pass + split.ep - 1) / split.ep * split.ep;
    return std::max<qint64>(pass, 1);
}

// The scaling model's split of one copy of the model: tp within a stage, pp stages, and for
// expert parallelism ep data-parallel groups (each its own attention, DP attention) sharing the
// routed experts, ep dividing them.
ParallelConfig parallelOf(const ServingSplit& split)
{
    ParallelConfig c;
    c.tp = split.tp;
    c.pp = split.pp;
    c.ep = split.ep;
    c.dp = split.ep;
    return c;
}

// One step on a copy's chips: the engine's estimate on one, the scaling model's split on more
// (each layer's GEMMs and heads divided over tp, its outputs all-reduced as serving runtimes
// do; the layers over pp stages, the step passing each in turn with a hop between; the experts
// over ep with two all-to-alls a MoE layer; docs/scaling.md). The price is the copy's.
std::optional<Step> runWorkload(const Workload& workload, const Device& device,
    const EngineOptions& options, const ServingSplit& split, EngineError* error,
    QString* problem = nullptr)
{
    if (split.chips() <= 1) {
        const auto e = PerformanceEngine::estimate(
            workload, device, options, error, EstimateDetail::TotalsOnly);
        if (!e)
            return std::nullopt;
        return Step { e->stepSeconds, e->memory.totalBytes(), e->usdPerChipHour, e->stepSeconds };
    }
    const scaling::ScalingResult r
        = scaling::ScalingEstimator(workload, device, options).estimate(parallelOf(split));
    if (!r.legal()) {
        if (problem && !r.problems.isEmpty())
            *problem = r.problems.first().toString();
        if (error)
            *error = r.engineError != EngineError::None ? r.engineError : EngineError::InvalidShape;
        return std::nullopt;
    }
    // The scaling model's inference pass: step = W + bubble W × (pp − 1) + the pp − 1 hops.
    double hops = 0;
    for (const scaling::CollectiveUse& u : r.collectives)
        if (u.purpose == QLatin1String("pp"))
            hops += u.exposedSeconds;
    return Step { r.stepSeconds, r.memoryPerChipBytes, r.usdPerChipHour * double(split.chips()),
        (r.stepSeconds - hops) / double(split.pp) };
}

// A step of `spec` (its batch the step's requests) on `split`. `pipelined`: a decode step,
// whose requests run as pp micro-batches in flight (passBatch), one pass each. A prefill under
// pipeline parallelism runs its prompts as micro-batches of ⌈batch / pp⌉ too, one after the
// other into the first stage: the last leaves (micro-batches − 1) stage times after the first,
// so the step is one micro-batch's pass + (micro-batches − 1) × W.
std::optional<Step> runStep(WorkloadSpec spec, const Device& device, const EngineOptions& options,
    const ServingSplit& split, bool pipelined, EngineError* error, QString* problem)
{
    const qint64 batch = spec.run.globalBatch;
    const bool microBatched = !pipelined && split.pp > 1 && batch > 1;
    const qint64 pass = passBatch(batch, split, pipelined || microBatched);
    spec.run.globalBatch = pass;
    spec.run.microBatch = pass;
    const auto workload = buildStep(spec, error, problem);
    if (!workload)
        return std::nullopt;
    auto step = runWorkload(*workload, device, options, split, error, problem);
    if (step && microBatched) {
        const qint64 micro = (batch + split.pp - 1) / split.pp;
        const qint64 count = (batch + micro - 1) / micro;
        step->seconds += double(count - 1) * step->stageSeconds;
    }
    return step;
}

qint64 scaled(qint64 value, double share)
{
    return std::max<qint64>(1, qint64(std::llround(double(value) * share)));
}

// One continuous-batching step with chunked prefill (Sarathi-Serve): the decode step of the
// running requests and `chunk` prompt tokens in one pass. The prompt's share is its prefill
// (batch 1) scaled by chunk / prompt, a chunk at every position of the prompt alike: GEMMs on
// `chunk` rows, attention with `chunk` queries against the prompt's keys and chunk / prompt of
// its pairs. A linear layer's GEMM takes the decodes' rows and the chunk's together, reading
// its weights once, and a token-wise vector op runs once over both; attention runs a kernel
// for each, as their shapes differ.
std::optional<Workload> mixedStep(
    const Workload& decode, const Workload& prefill, qint64 prompt, qint64 chunk)
{
    const double share = double(chunk) / double(prompt);
    std::vector<Operator> ops = decode.ops();
    for (Operator op : prefill.ops()) {
        const GemmShape& g = op.gemm;
        if (op.kind == OpKind::FlashAttention)
            op.gemm = g.withM(chunk);
        else if (op.kind == OpKind::MatMul || op.kind == OpKind::BatchedMatMul)
            op.gemm = g.m() == prompt ? g.withM(chunk) : g.withM(scaled(g.m(), share));
        op.flops = qint64(std::llround(double(op.flops) * share));
        op.bytesRead = scaled(op.bytesRead, share);
        op.bytesWritten = qint64(std::llround(double(op.bytesWritten) * share));
        auto same = std::find_if(ops.begin(), ops.end(), [&](const Operator& o) {
            return o.name == op.name && o.kind == op.kind && o.count == op.count
                && (op.kind == OpKind::MatMul ? o.gemm.n() == op.gemm.n()
                            && o.gemm.k() == op.gemm.k() && o.gemm.batch() == op.gemm.batch()
                                              : op.unit == ComputeUnit::Vector);
        });
        if (same == ops.end() || op.kind == OpKind::FlashAttention) {
            ops.push_back(std::move(op));
            continue;
        }
        if (op.kind == OpKind::MatMul)
            same->gemm = same->gemm.withM(same->gemm.m() + op.gemm.m());
        same->flops += op.flops;
        same->bytesRead += op.bytesRead;
        same->bytesWritten += op.bytesWritten;
    }
    Workload::Contents contents;
    double flops = 0;
    double bytes = 0;
    for (const Operator& op : ops) {
        flops += double(op.flops) * double(op.count);
        bytes += double(op.bytes()) * double(op.count);
    }
    contents.ops = std::move(ops);
    contents.parameters = decode.parameterCount();
    contents.activeParameters = decode.activeParameterCount();
    contents.tokensPerStep = decode.tokensPerStep() + chunk;
    return Workload(decode.spec(), std::move(contents), flops, bytes);
}

// The decode footprint at the longest context, the draft's included: what must fit. Continuous
// batching holds each request's context so far in a paged cache: with the requests spread
// evenly over their generation, the mean context, prompt + half the generation.
std::optional<qint64> memoryAt(const WorkloadSpec& spec, const ServingSpec& serving, qint64 batch)
{
    qint64 total = 0;
    const qint64 generated = generatedOf(spec, serving);
    const qint64 held
        = serving.batching == Batching::Continuous ? generated / 2 + generated % 2 : generated;
    for (const WorkloadSpec* model : { &spec, serving.draft ? &*serving.draft : nullptr }) {
        if (!model)
            continue;
        // Each of the ep groups holds its own requests' cache: ⌈batch / ep⌉ of them.
        const ServingSplit split = serving.split();
        const qint64 replicaBatch = (batch + split.ep - 1) / split.ep;
        const WorkloadBuildResult& built = cachedBuild(stepSpec(*model, StepKind::Decode,
            replicaBatch, promptOf(spec, serving), held,
            model == &spec && (serving.draft || serving.promptLookup) ? serving.speculatedTokens + 1
                                                                      : 1));
        if (!built.workload)
            return std::nullopt;
        // Per chip: weights and cache divided over tp × pp, routed experts also over ep.
        total += built.workload->memoryFootprint(parallelOf(split)).totalBytes();
    }
    return total;
}

} // namespace

std::optional<Workload> ServingEstimator::chunkedStep(const WorkloadSpec& spec,
    const ServingSpec& serving, qint64 batch, EngineError* error, QString* problem)
{
    const qint64 prompt = promptOf(spec, serving);
    const qint64 generated = generatedOf(spec, serving);
    if (batch < 1 || prompt < 1 || generated < 1)
        return std::nullopt;
    const qint64 chunk = std::max<qint64>(1, (batch * prompt + generated - 1) / generated);
    const auto decode
        = buildStep(stepSpec(spec, StepKind::Decode, batch, prompt, generated), error, problem);
    const auto prefill
        = buildStep(stepSpec(spec, StepKind::Prefill, 1, prompt, generated), error, problem);
    if (!decode || !prefill)
        return std::nullopt;
    return mixedStep(*decode, *prefill, prompt, chunk);
}

WorkloadSpec ServingEstimator::ownDrafter(const WorkloadSpec& spec, const QString& method)
{
    WorkloadSpec draft = spec;
    TransformerConfig& t = draft.transformer;
    const bool eagle = method == QLatin1String("eagle");
    t.layers = 1;
    // An MTP module is a block of the model's own kind (DeepSeek-V3's is an MoE block, its
    // leading dense layers aside); an EAGLE head is a dense decoder layer.
    t.denseLayers = 0;
    if (eagle) {
        t.experts = 1;
        t.expertsPerToken = 1;
        t.sharedExperts = 0;
        t.expertFfn = 0;
    }
    t.slidingWindowLayers = std::min<qint64>(t.slidingWindowLayers, 1);
    draft.run.draftPreset.clear();
    draft.name = eagle ? QStringLiteral("%1 EAGLE head").arg(spec.name)
                       : QStringLiteral("%1 MTP module").arg(spec.name);
    draft.id = spec.id + QLatin1Char('-') + method;
    return draft;
}

ServingSpec ServingEstimator::servingSpecOf(const WorkloadSpec& spec)
{
    const RunConfig& run = spec.run;
    ServingSpec serving;
    serving.promptTokens = run.seqLength;
    serving.generatedTokens = std::max<qint64>(1, run.generatedTokens);
    serving.ttftLimitSeconds = run.ttftTargetSeconds;
    serving.tpotLimitSeconds = run.tpotTargetSeconds;
    serving.batching = run.continuousBatching || run.prefillChunkTokens > 0 ? Batching::Continuous
                                                                            : Batching::Static;
    serving.prefillChunkTokens = run.prefillChunkTokens;
    serving.engine = run.servingEngine;
    applySpeculation(spec, &serving);
    if (run.ttftTargetSeconds <= 0 && run.tpotTargetSeconds <= 0)
        serving.batch = run.globalBatch;
    return serving;
}

void ServingEstimator::applySpeculation(const WorkloadSpec& spec, ServingSpec* serving)
{
    serving->draft = draftOf(spec);
    serving->promptLookup = spec.run.draftPreset == QLatin1String("ngram");
    if (serving->draft || serving->promptLookup) {
        serving->speculatedTokens = spec.run.speculatedTokens;
        serving->acceptanceRate = spec.run.acceptanceRate;
    }
}

std::optional<WorkloadSpec> ServingEstimator::draftOf(const WorkloadSpec& spec)
{
    if (spec.run.draftPreset.isEmpty() || spec.run.draftPreset == QLatin1String("ngram"))
        return std::nullopt;
    if (ownDraftNames().contains(spec.run.draftPreset)) {
        WorkloadSpec draft = ownDrafter(spec, spec.run.draftPreset);
        return draft;
    }
    WorkloadLoadResult loaded = WorkloadPresets::load(spec.run.draftPreset);
    if (!loaded.spec)
        return std::nullopt;
    WorkloadSpec draft = std::move(*loaded.spec);
    draft.run.activationPrecision = spec.run.activationPrecision;
    draft.run.weightPrecision = spec.run.weightPrecision;
    draft.run.kvCachePrecision = spec.run.kvCachePrecision;
    return draft;
}

EnginePreset ServingEstimator::enginePreset(ServingEngine engine, const Device& device)
{
    const qint64 memory = device.memoryCapacityBytes;
    EnginePreset p;
    p.engine = engine;
    switch (engine) {
    case ServingEngine::None:
        p.tokenBudget = kPrefillTokenBudget;
        break;
    case ServingEngine::Vllm: {
        // vLLM V1 (vllm/engine/arg_utils.py, EngineArgs._set_default_args; docs.vllm.ai
        // "Optimization and Tuning"): chunked prefill is always on; for `vllm serve` (usage
        // context OPENAI_API_SERVER) max_num_batched_tokens defaults to 8,192 and max_num_seqs to
        // 1,024 on a GPU of at least 70 GiB that is not an A100, else 2,048 and 256. Decode runs
        // from CUDA graphs (-O2, the default: FULL_AND_PIECEWISE cudagraphs); async scheduling,
        // which overlaps the scheduler with the step, is opt-in (--async-scheduling, PR #19970).
        const bool large
            = memory >= 70 * units::kBytesPerGiB && !device.id.contains(QLatin1String("a100"));
        p.tokenBudget = large ? 8192 : 2048;
        p.chunkedPrefill = true;
        p.maxRunningRequests = large ? 1024 : 256;
        p.cudaGraphs = true;
        p.overlapsHostWork = false;
        break;
    }
    case ServingEngine::Sglang:
        // SGLang (python/sglang/srt/server_args.py, ServerArgs: chunked_prefill_size by GPU
        // memory): 2,048 tokens under 35 GiB (A10, L40, 4090), 8,192 under 160 GiB (H100, H200,
        // A100), 16,384 above (B200, MI300); max_running_requests sized from the KV-cache pool,
        // no cap of its own; CUDA graphs for decode up to cuda_graph_max_bs; the zero-overhead
        // batch scheduler runs one batch ahead of the GPU (lmsys.org/blog/2024-12-04-sglang-v0-4:
        // "no single idle time on the GPU" over five consecutive decode batches).
        p.tokenBudget = memory < 35 * units::kBytesPerGiB ? 2048
            : memory < 160 * units::kBytesPerGiB          ? 8192
                                                          : 16384;
        p.chunkedPrefill = true;
        p.cudaGraphs = true;
        p.overlapsHostWork = true;
        break;
    case ServingEngine::TensorRtLlm:
        // TensorRT-LLM (trtllm-build defaults, nvidia.github.io/TensorRT-LLM/commands/
        // trtllm-build.html; "Tuning Max Batch Size and Max Num Tokens"): max_num_tokens 8,192,
        // max_batch_size 2,048, chunked context off unless enabled; the in-flight batcher fills
        // max_num_tokens with waiting prompts. CUDA graphs and the overlap scheduler (the CPU
        // work of step n during step n + 1's GPU work, "Overlap Scheduler": "Enabled by
        // default") in its PyTorch backend.
        p.tokenBudget = kPrefillTokenBudget;
        p.maxRunningRequests = 2048;
        p.cudaGraphs = true;
        p.overlapsHostWork = true;
        break;
    case ServingEngine::JetStream:
        // JetStream (AI-Hypercomputer/JetStream, jetstream/core/orchestrator.py): prefill
        // threads prefill one request at a time (its prompt padded to a bucket) and insert its
        // cache into a free decode slot; generate threads run the decode slots as one XLA
        // program; detokenizing runs in threads of its own. No chunking by default, no CUDA
        // graphs (XLA compiles each step whole), decode slots set by the model server's batch.
        p.tokenBudget = 0;
        p.overlapsHostWork = true;
        break;
    }
    return p;
}

ServingSpec ServingEstimator::withEngine(const ServingSpec& requested, const Device& device)
{
    ServingSpec serving = requested;
    if (serving.engine == ServingEngine::None)
        return serving;
    const EnginePreset preset = enginePreset(serving.engine, device);
    const bool speculating = serving.draft || serving.promptLookup;
    if (!speculating)
        serving.batching = Batching::Continuous;
    // The engine's own chunk where it chunks and none is given; not beside expert parallelism,
    // whose fused continuous step is not modelled: its prompts are then prefilled whole, within
    // the same token budget.
    if (preset.chunkedPrefill && !speculating && serving.prefillChunkTokens == 0
        && serving.split().ep == 1 && !serving.disaggregated())
        serving.prefillChunkTokens = preset.tokenBudget;
    return serving;
}

QString ServingEstimator::splitProblem(const WorkloadSpec& spec, const ServingSpec& serving)
{
    const TransformerConfig& t = spec.transformer;
    const bool transformer = spec.type == ModelType::Transformer;
    if (serving.tensorParallel < 1)
        return QStringLiteral("tp %1: at least 1").arg(serving.tensorParallel);
    if (serving.pipelineParallel < 1)
        return QStringLiteral("pp %1: at least 1").arg(serving.pipelineParallel);
    if (serving.expertParallel < 1)
        return QStringLiteral("ep %1: at least 1").arg(serving.expertParallel);
    if (serving.pipelineParallel > 1) {
        if (!transformer)
            return QStringLiteral("pp %1: pipeline parallelism splits a transformer's layers")
                .arg(serving.pipelineParallel);
        if (serving.pipelineParallel > t.layers)
            return QStringLiteral("pp %1: more stages than the model's %2 layers")
                .arg(serving.pipelineParallel)
                .arg(t.layers);
        if (t.layers % serving.pipelineParallel != 0)
            return QStringLiteral("pp %1: does not divide the model's %2 layers")
                .arg(serving.pipelineParallel)
                .arg(t.layers);
    }
    if (serving.expertParallel > 1) {
        if (!transformer || t.experts <= 1)
            return QStringLiteral("ep %1: expert parallelism needs a mixture-of-experts model; "
                                  "%2 has no routed experts")
                .arg(serving.expertParallel)
                .arg(spec.name);
        if (t.experts % serving.expertParallel != 0)
            return QStringLiteral("ep %1: does not divide the model's %2 routed experts")
                .arg(serving.expertParallel)
                .arg(t.experts);
    }
    const ServingSplit split = serving.split();
    if (split.pp > 1 || split.ep > 1) {
        if (serving.draft)
            return QStringLiteral("a draft model with pp or ep is not modelled (prompt lookup "
                                  "is)");
        if (split.ep > 1 && serving.prefillChunkTokens > 0)
            return QStringLiteral("chunked prefill with ep is not modelled (continuous batching "
                                  "without chunks is)");
    }
    if (serving.prefillChips < 0 || serving.decodeChips < 0
        || (serving.prefillChips > 0) != (serving.decodeChips > 0))
        return QStringLiteral("disaggregate %1:%2: both pools need at least one copy of the "
                              "model")
            .arg(serving.prefillChips)
            .arg(serving.decodeChips);
    if (serving.disaggregated()) {
        if (serving.prefillChips % split.chips() != 0 || serving.decodeChips % split.chips() != 0)
            return QStringLiteral("disaggregate %1:%2: each pool must be a multiple of the "
                                  "model's %3 chips (tp x pp x ep)")
                .arg(serving.prefillChips)
                .arg(serving.decodeChips)
                .arg(split.chips());
        if (serving.draft || serving.promptLookup)
            return QStringLiteral("speculative decoding with disaggregated pools is not "
                                  "modelled");
    }
    return {};
}

QString batchingName(Batching batching)
{
    return batching == Batching::Continuous ? QStringLiteral("continuous")
                                            : QStringLiteral("static");
}

double ServingEstimator::tokensPerIteration(qint64 speculatedTokens, double acceptanceRate)
{
    if (speculatedTokens <= 0)
        return 1;
    if (acceptanceRate >= 1)
        return double(speculatedTokens + 1);
    return (1 - std::pow(acceptanceRate, double(speculatedTokens + 1))) / (1 - acceptanceRate);
}

namespace {

// What ServingEstimator::at()'s steps share: the model, the chips, how they serve, the batch.
struct ServingPointInputs
{
    const WorkloadSpec& spec;
    const Device& device;
    const ServingSpec& serving;
    const ServingSplit& split;
    const EngineOptions& options;
    qint64 prompt = 0;
    qint64 generated = 0;
    qint64 batch = 0;
    EngineError* error = nullptr;
    QString* problem = nullptr; ///< why a step failed
};

// Speculative decoding: the TPOT of an iteration over the tokens it yields, the draft's
// prefill added to the TTFT.
bool addSpeculativeDecoding(const ServingPointInputs& in, ServingPoint& p, ServingEstimate* detail)
{
    const WorkloadSpec& spec = in.spec;
    const Device& device = in.device;
    const ServingSpec& serving = in.serving;
    const ServingSplit& split = in.split;
    const EngineOptions& options = in.options;
    const qint64 batch = in.batch;
    const qint64 prompt = in.prompt;
    const qint64 generated = in.generated;
    EngineError* error = in.error;
    QString& problem = *in.problem;
    // An iteration: k draft decode steps, then one step of the model over k + 1 positions
    // a sequence; it yields (1 − α^(k+1)) / (1 − α) tokens on average. The draft prefills
    // the prompts too. Prompt lookup has no draft on the chip: its proposals are a search of
    // the prompt on the host, so an iteration is the verification alone.
    const qint64 k = serving.speculatedTokens;
    double draftSeconds = 0;
    if (serving.draft) {
        const auto draftPrefill
            = runStep(stepSpec(*serving.draft, StepKind::Prefill, batch, prompt, generated), device,
                options, split, false, error, &problem);
        const auto draftStep
            = runStep(stepSpec(*serving.draft, StepKind::Decode, batch, prompt, generated), device,
                options, split, true, error, &problem);
        if (!draftPrefill || !draftStep)
            return false;
        draftSeconds = double(k) * draftStep->seconds;
        p.ttftSeconds += draftPrefill->seconds;
    }
    const auto verify = runStep(stepSpec(spec, StepKind::Decode, batch, prompt, generated, k + 1),
        device, options, split, true, error, &problem);
    if (!verify)
        return false;
    const double yielded = ServingEstimator::tokensPerIteration(k, serving.acceptanceRate);
    p.tpotSeconds = (draftSeconds + verify->seconds) / yielded;
    if (detail) {
        detail->tokensPerIteration = yielded;
        detail->draftSecondsPerIteration = draftSeconds;
        detail->verifySecondsPerIteration = verify->seconds;
    }
    return true;
}

// Prefill and decode on pools of their own: the prefill pool's TTFT, the KV cache's move to
// the decode pool, and whichever pool bounds the output rate.
bool fillDisaggregatedPoint(
    const ServingPointInputs& in, qint64 admitted, double& usdPerChipHour, ServingPoint& p)
{
    const WorkloadSpec& spec = in.spec;
    const Device& device = in.device;
    const ServingSpec& serving = in.serving;
    const ServingSplit& split = in.split;
    const EngineOptions& options = in.options;
    const qint64 batch = in.batch;
    const qint64 prompt = in.prompt;
    const qint64 generated = in.generated;
    EngineError* error = in.error;
    QString& problem = *in.problem;
    // The prefill pool: each copy prefills `admitted` prompts a step; a request's own
    // prefill is its prompt alone (an idle pool's TTFT; under load, traffic queues). The
    // decode pool: its copies run decode steps of `batch` requests, nothing else.
    const qint64 copiesPrefill = serving.prefillChips / split.chips();
    const qint64 copiesDecode = serving.decodeChips / split.chips();
    const qint64 group = std::min(admitted, std::max<qint64>(batch, 1));
    const auto one = runStep(stepSpec(spec, StepKind::Prefill, 1, prompt, generated), device,
        options, split, false, error, &problem);
    const auto together = runStep(stepSpec(spec, StepKind::Prefill, group, prompt, generated),
        device, options, split, false, error, &problem);
    if (!one || !together)
        return false;
    DisaggregationPoint d;
    d.prefillChips = serving.prefillChips;
    d.decodeChips = serving.decodeChips;
    d.prefillSeconds = one->seconds;
    d.prefillMemoryBytes = together->memoryBytes;
    // The prompt's KV cache, every layer at the cache's precision, leaves the copy's chips
    // each with its share over its own scale-out link (catalog scale_out_gb_per_s_per_
    // direction and scale_out_latency_us, through the collective model's fallbacks).
    const WorkloadBuildResult& built
        = cachedBuild(stepSpec(spec, StepKind::Prefill, 1, prompt, generated));
    if (!built.workload) {
        if (error)
            *error = EngineError::InvalidShape;
        return false;
    }
    d.kvTransferBytes = built.workload->memoryFootprint(ParallelConfig {}).kvCacheBytes;
    const scaling::CollectiveModel network(device, serving.prefillChips + serving.decodeChips);
    d.kvTransferSeconds = network.scaleOutLatencySeconds()
        + double(d.kvTransferBytes) / double(split.chips()) / network.scaleOutBytesPerSecond();
    d.prefillRequestsPerSecond
        = together->seconds > 0 ? double(copiesPrefill) * double(group) / together->seconds : 0;
    d.decodeTokensPerSecond
        = p.tpotSeconds > 0 ? double(copiesDecode) * double(batch) / p.tpotSeconds : 0;
    const double prefillBound = d.prefillRequestsPerSecond * double(generated);
    d.boundBy = prefillBound < d.decodeTokensPerSecond ? QStringLiteral("prefill")
                                                       : QStringLiteral("decode");
    p.ttftSeconds = d.prefillSeconds + d.kvTransferSeconds;
    p.requestSeconds = p.ttftSeconds + double(generated - 1) * p.tpotSeconds;
    p.outputTokensPerSecond = std::min(prefillBound, d.decodeTokensPerSecond);
    p.outputTokensPerSecondPerChip
        = p.outputTokensPerSecond / double(serving.prefillChips + serving.decodeChips);
    // The price of every chip of both pools, per chip-hour as the copy's.
    usdPerChipHour = usdPerChipHour / double(split.chips())
        * double(serving.prefillChips + serving.decodeChips);
    p.disaggregation = d;
    return true;
}

// Continuous batching with chunked prefill: a step is one pass over the decodes and a chunk of
// the joining prompts.
bool fillChunkedPoint(const ServingPointInputs& in, double& usdPerChipHour, ServingPoint& p)
{
    const WorkloadSpec& spec = in.spec;
    const Device& device = in.device;
    const ServingSpec& serving = in.serving;
    const ServingSplit& split = in.split;
    const EngineOptions& options = in.options;
    const qint64 batch = in.batch;
    const qint64 prompt = in.prompt;
    const qint64 generated = in.generated;
    EngineError* error = in.error;
    QString& problem = *in.problem;
    // Chunked: one pass a step over the decodes and the prompt tokens beside them; a
    // joining prompt gets what the chunk leaves, chunk − batch tokens a step. Under
    // pipeline parallelism each of the pp micro-batches is such a step, of ⌈batch / pp⌉
    // requests and their share of the prompts.
    const qint64 micro = passBatch(batch, split, true);
    const qint64 microChunk = std::max<qint64>(1, (micro * prompt + generated - 1) / generated);
    const auto mixed = ServingEstimator::chunkedStep(spec, serving, micro, error, &problem);
    const auto step
        = mixed ? runWorkload(*mixed, device, options, split, error, &problem) : std::nullopt;
    if (!step)
        return false;
    usdPerChipHour = step->usdPerChipHour;
    const qint64 room = serving.prefillChunkTokens - micro;
    p.withinChunk = micro + microChunk <= serving.prefillChunkTokens;
    p.tpotSeconds = step->seconds;
    p.tpotWorstSeconds = step->seconds;
    p.ttftSeconds = room > 0 ? double((prompt + room - 1) / room) * step->seconds
                             : std::numeric_limits<double>::infinity();
    return true;
}

// Continuous batching with whole prompts prefilled in steps of their own between decode steps.
bool fillSeparatePrefillPoint(
    const ServingPointInputs& in, qint64 admitted, const Step& decode, ServingPoint& p)
{
    const WorkloadSpec& spec = in.spec;
    const Device& device = in.device;
    const ServingSplit& split = in.split;
    const EngineOptions& options = in.options;
    const qint64 batch = in.batch;
    const qint64 prompt = in.prompt;
    const qint64 generated = in.generated;
    EngineError* error = in.error;
    QString& problem = *in.problem;
    // Whole prompts in prefill steps of their own, the decodes waiting. Over a request's
    // generation batch / generated requests join between two decode steps on average,
    // and the scheduler prefills the waiting prompts together, as many as its token
    // budget admits: a prefill step carries g = min(⌈batch / generated⌉, admitted)
    // prompts (at least one), one pass over the weights for all of them, and there are
    // (batch / generated) / g such steps a decode step. The worst gap between two
    // tokens holds the most prefill steps one gap gets when they are spread evenly,
    // ⌈⌈batch / generated⌉ / g⌉ (at least one), so it is never below the mean.
    // Under expert parallelism each of the ep groups schedules its own ⌈batch / ep⌉
    // requests, and their prefill steps run together (the experts are shared): a step
    // prefills g prompts in every group, ep × g in all.
    const qint64 perGroup = (batch + split.ep - 1) / split.ep;
    const qint64 joining = std::max<qint64>(1, (perGroup + generated - 1) / generated);
    const qint64 group = std::min({ joining, admitted, perGroup });
    const auto together
        = runStep(stepSpec(spec, StepKind::Prefill, group * split.ep, prompt, generated), device,
            options, split, false, error, &problem);
    if (!together)
        return false;
    const qint64 mostPrefillStepsInAGap = (joining + group - 1) / group;
    p.promptsPerPrefillStep = group;
    p.ttftSeconds = together->seconds;
    p.tpotSeconds
        = decode.seconds + double(perGroup) / double(generated) / double(group) * together->seconds;
    p.tpotWorstSeconds = decode.seconds + double(mostPrefillStepsInAGap) * together->seconds;
    return true;
}

// What follows from the point's times: rates per chip, the price, the memory and the bounds.
void finishServingPoint(
    const ServingPointInputs& in, bool disaggregated, double usdPerChipHour, ServingPoint& p)
{
    const WorkloadSpec& spec = in.spec;
    const Device& device = in.device;
    const ServingSpec& serving = in.serving;
    const ServingSplit& split = in.split;
    const qint64 batch = in.batch;
    if (!disaggregated)
        p.outputTokensPerSecondPerChip = p.outputTokensPerSecond / double(split.chips());
    if (usdPerChipHour > 0 && p.outputTokensPerSecond > 0)
        p.usdPerMillionOutputTokens
            = units::usdPerMillionTokens(usdPerChipHour, p.outputTokensPerSecond);
    const auto memory = memoryAt(spec, serving, batch);
    p.memoryBytes = memory.value_or(0);
    p.fits = memory && *memory <= device.memoryCapacityBytes
        && (!p.disaggregation
            || p.disaggregation->prefillMemoryBytes <= device.memoryCapacityBytes);
    p.meetsBounds = p.fits && p.withinChunk
        && (serving.ttftLimitSeconds <= 0 || p.ttftSeconds <= serving.ttftLimitSeconds)
        && (serving.tpotLimitSeconds <= 0 || p.tpotSeconds <= serving.tpotLimitSeconds);
}

} // namespace

std::optional<ServingPoint> ServingEstimator::at(const WorkloadSpec& spec, const Device& device,
    const ServingSpec& requested, qint64 batch, const EngineOptions& options, EngineError* error,
    ServingEstimate* detail)
{
    const ServingSpec serving = withEngine(requested, device);
    const qint64 prompt = promptOf(spec, serving);
    const qint64 generated = generatedOf(spec, serving);
    const ServingSplit split = serving.split();
    const EnginePreset engine = enginePreset(serving.engine, device);
    QString problem;
    const ServingPointInputs in { spec, device, serving, split, options, prompt, generated, batch,
        error, &problem };
    // Only the steps this way of batching runs: a continuous batch never prefills its prompts
    // together, and a chunked one has no decode step of its own. A disaggregated decode pool
    // runs decode steps only; its prompts arrive prefilled.
    const bool speculating
        = (serving.draft || serving.promptLookup) && serving.speculatedTokens > 0;
    const bool disaggregated = serving.disaggregated();
    const bool continuous
        = serving.batching == Batching::Continuous && !speculating && !disaggregated;
    const bool chunked = continuous && serving.prefillChunkTokens > 0;
    ServingPoint p;
    p.batch = batch;
    double usdPerChipHour = 0;
    std::optional<Step> decode;
    if (!chunked) {
        decode = runStep(stepSpec(spec, StepKind::Decode, batch, prompt, generated), device,
            options, split, true, error, &problem);
        if (!decode)
            return std::nullopt;
        p.tpotSeconds = decode->seconds;
        usdPerChipHour = decode->usdPerChipHour;
    }
    if (!continuous && !disaggregated) {
        const auto prefill = runStep(stepSpec(spec, StepKind::Prefill, batch, prompt, generated),
            device, options, split, false, error, &problem);
        if (!prefill)
            return std::nullopt;
        p.ttftSeconds = prefill->seconds;
    }
    if (speculating && !addSpeculativeDecoding(in, p, detail))
        return std::nullopt;
    p.tpotWorstSeconds = p.tpotSeconds;
    // The prompts one prefill step carries when they are not chunked: as many as the token
    // budget admits (the engine's, or kPrefillTokenBudget), one when the engine prefills one
    // request at a time (JetStream).
    const qint64 admitted
        = engine.tokenBudget > 0 ? std::max<qint64>(1, engine.tokenBudget / prompt) : 1;
    if (disaggregated) {
        if (!fillDisaggregatedPoint(in, admitted, usdPerChipHour, p))
            return std::nullopt;
    } else if (continuous) {
        // Steady state: batch / generated requests leave each step and as many join, so a step
        // prefills batch × prompt / generated prompt tokens on average.
        const qint64 chunk = std::max<qint64>(1, (batch * prompt + generated - 1) / generated);
        p.promptTokensPerStep = chunk;
        if (chunked) {
            if (!fillChunkedPoint(in, usdPerChipHour, p))
                return std::nullopt;
        } else if (!fillSeparatePrefillPoint(in, admitted, *decode, p)) {
            return std::nullopt;
        }
        p.requestSeconds = p.ttftSeconds + double(generated - 1) * p.tpotSeconds;
        p.outputTokensPerSecond = p.tpotSeconds > 0 ? double(batch) / p.tpotSeconds : 0;
    } else {
        p.requestSeconds = p.ttftSeconds + double(generated - 1) * p.tpotSeconds;
        p.outputTokensPerSecond
            = p.requestSeconds > 0 ? double(batch * generated) / p.requestSeconds : 0;
    }
    finishServingPoint(in, disaggregated, usdPerChipHour, p);
    return p;
}

namespace {

// What ServingEstimator::estimate()'s steps share: the model, the chips, how they serve.
struct ServingBatchInputs
{
    const WorkloadSpec& spec;
    const Device& device;
    const ServingSpec& serving;
    const EngineOptions& options;
    qint64 promptTokens = 0;
    qint64 generatedTokens = 0;
    EngineError* error = nullptr;
    QString* problem = nullptr;
};

// A draft that costs as much a token as the model it drafts for only slows decoding down:
// refused, with why (issue 34 item 9; the CLI says so before it gets here).
bool draftIsSmallerThanModel(const ServingBatchInputs& in)
{
    const WorkloadSpec& spec = in.spec;
    const ServingSpec& serving = in.serving;
    EngineError* error = in.error;
    QString* problem = in.problem;
    const auto target = buildStep(
        stepSpec(spec, StepKind::Decode, 1, in.promptTokens, in.generatedTokens), error, problem);
    const auto draft = buildStep(
        stepSpec(*serving.draft, StepKind::Decode, 1, in.promptTokens, in.generatedTokens), error,
        problem);
    if (!target || !draft)
        return false;
    if (ServingEstimator::draftTooLarge(*draft, *target)) {
        if (problem)
            *problem = QStringLiteral("the draft %1 (%2 parameters a token) is not smaller than "
                                      "the model it drafts for (%3)")
                           .arg(serving.draft->name)
                           .arg(draft->activeParameterCount())
                           .arg(target->activeParameterCount());
        if (error)
            *error = EngineError::InvalidShape;
        return false;
    }
    return true;
}

// A split that cannot run the model (tp not dividing the heads, ...) says why up front.
bool splitRunsTheModels(const ServingBatchInputs& in, const ServingSplit& split)
{
    const ServingSpec& serving = in.serving;
    EngineError* error = in.error;
    QString* problem = in.problem;
    for (const WorkloadSpec* model : { &in.spec, serving.draft ? &*serving.draft : nullptr }) {
        if (!model)
            continue;
        const auto decode = buildStep(
            stepSpec(*model, StepKind::Decode, split.ep, in.promptTokens, in.generatedTokens),
            error, problem);
        if (!decode)
            return false;
        const io::Diagnostics problems = parallelOf(split).check(*decode);
        if (io::hasErrors(problems)) {
            if (problem)
                *problem = model->name + QStringLiteral(": ") + problems.first().toString();
            if (error)
                *error = EngineError::InvalidShape;
            return false;
        }
    }
    return true;
}

// The largest batch whose decode footprint fits: the footprint grows with the batch, so
// doubling, then halving the interval, finds it.
qint64 largestServingBatchThatFits(const ServingBatchInputs& in)
{
    const auto fits = [&](qint64 batch) {
        const auto memory = memoryAt(in.spec, in.serving, batch);
        return memory && *memory <= in.device.memoryCapacityBytes;
    };
    qint64 largest = 0;
    if (fits(1)) {
        qint64 low = 1;
        qint64 high = 2;
        while (high <= ServingEstimator::kMaximumBatch && fits(high)) {
            low = high;
            high *= 2;
        }
        high = std::min(high, ServingEstimator::kMaximumBatch + 1);
        while (high - low > 1) {
            const qint64 mid = low + (high - low) / 2;
            (fits(mid) ? low : high) = mid;
        }
        largest = low;
    }
    return largest;
}

std::optional<ServingPoint> servingPointAt(const ServingBatchInputs& in, qint64 batch)
{
    return ServingEstimator::at(
        in.spec, in.device, in.serving, batch, in.options, in.error, nullptr);
}

// The sweep: powers of two up to the largest batch that fits, and that batch.
bool sweepServingBatches(const ServingBatchInputs& in, qint64 largest, ServingEstimate& result)
{
    QString* problem = in.problem;
    for (qint64 batch = 1; batch <= std::max<qint64>(largest, 1); batch *= 2) {
        const auto p = servingPointAt(in, batch);
        if (!p) {
            if (problem)
                *problem = QStringLiteral("no estimate at batch %1").arg(batch);
            return false;
        }
        result.sweep.push_back(*p);
    }
    if (largest > 1 && result.sweep.back().batch != largest) {
        if (const auto p = servingPointAt(in, largest))
            result.sweep.push_back(*p);
    }
    return true;
}

// The batch served: the one given, else the largest within the bounds (and what limits it).
qint64 chooseServingBatch(
    const ServingBatchInputs& in, qint64 largest, bool engineCapped, ServingEstimate& result)
{
    const ServingSpec& serving = in.serving;
    const auto point = [&](qint64 batch) { return servingPointAt(in, batch); };
    qint64 chosen = 0;
    if (serving.batch > 0) {
        chosen = serving.batch;
        result.limitedBy = QStringLiteral("given");
    } else if (largest == 0) {
        chosen = 1;
        result.limitedBy = QStringLiteral("memory");
        result.notes.append(QStringLiteral("does-not-fit-at-batch-1"));
    } else {
        // The largest batch within the bounds: the largest power of two that meets them, then
        // the interval up to the next power (or the largest that fits) halved. TTFT and TPOT
        // grow with the batch.
        const auto meets = [&](qint64 batch) {
            const auto p = point(batch);
            return p && p->meetsBounds;
        };
        qint64 low = 0;
        for (const ServingPoint& p : result.sweep) {
            if (p.meetsBounds)
                low = std::max(low, p.batch);
        }
        if (low == 0) {
            chosen = 1;
            result.limitedBy = QStringLiteral("none");
        } else {
            qint64 high = std::min(low * 2, largest + 1);
            if (low == largest)
                high = largest + 1;
            while (high - low > 1) {
                const qint64 mid = low + (high - low) / 2;
                (meets(mid) ? low : high) = mid;
            }
            chosen = low;
            if (chosen >= largest) {
                result.limitedBy
                    = engineCapped ? QStringLiteral("engine") : QStringLiteral("memory");
            } else {
                const auto next = point(chosen + 1);
                result.limitedBy = next && !next->withinChunk ? QStringLiteral("chunk")
                    : next && serving.ttftLimitSeconds > 0
                        && next->ttftSeconds > serving.ttftLimitSeconds
                    ? QStringLiteral("ttft")
                    : QStringLiteral("tpot");
            }
        }
    }
    return chosen;
}

} // namespace

std::optional<ServingEstimate> ServingEstimator::estimate(const WorkloadSpec& spec,
    const Device& device, const ServingSpec& requested, const EngineOptions& options,
    EngineError* error, QString* problem)
{
    const ServingSpec serving = withEngine(requested, device);
    ServingEstimate result;
    result.promptTokens = promptOf(spec, serving);
    result.generatedTokens = generatedOf(spec, serving);
    if (const QString why = splitProblem(spec, serving); !why.isEmpty()) {
        if (problem)
            *problem = why;
        if (error)
            *error = EngineError::InvalidShape;
        return std::nullopt;
    }
    const ServingBatchInputs in { spec, device, serving, options, result.promptTokens,
        result.generatedTokens, error, problem };
    if (serving.draft && !draftIsSmallerThanModel(in))
        return std::nullopt;
    const ServingSplit split = serving.split();
    if (split.chips() > 1 && !splitRunsTheModels(in, split))
        return std::nullopt;
    qint64 largest = largestServingBatchThatFits(in);
    // The engine runs at most its cap of requests at once, whatever fits beside them.
    const qint64 cap = enginePreset(serving.engine, device).maxRunningRequests;
    const bool engineCapped = cap > 0 && largest > cap;
    if (engineCapped)
        largest = cap;
    result.largestBatchThatFits = largest;
    if (!sweepServingBatches(in, largest, result))
        return std::nullopt;
    const qint64 chosen = chooseServingBatch(in, largest, engineCapped, result);
    const auto p = at(spec, device, serving, chosen, options, error, &result);
    if (!p) {
        if (problem)
            *problem = QStringLiteral("no estimate at batch %1").arg(chosen);
        return std::nullopt;
    }
    result.chosen = *p;
    if (std::none_of(result.sweep.begin(), result.sweep.end(),
            [&](const ServingPoint& s) { return s.batch == chosen; })) {
        result.sweep.push_back(*p);
        std::sort(result.sweep.begin(), result.sweep.end(),
            [](const ServingPoint& a, const ServingPoint& b) { return a.batch < b.batch; });
    }
    return result;
}

} // namespace ts::serving
