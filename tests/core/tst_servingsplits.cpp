// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Serving as engines and clusters run it (issue 35 item 7, docs/serving.md): the engines'
// scheduler defaults, pipeline and expert parallelism of one copy of the model, and
// disaggregated prefill and decode pools, each against figures worked out by hand from the
// engine's and the scaling model's own steps.

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "scaling/scalingestimator.h"
#include "serving/servingestimator.h"
#include "serving/servingfrontier.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QTest>
#include <cmath>

using namespace ts;
using serving::ServingEngine;
using serving::ServingEstimator;
using serving::ServingSpec;

namespace {

Device device(const QString& id)
{
    return *Catalog::load(QString()).device(id);
}

WorkloadSpec preset(const QString& id)
{
    return *WorkloadPresets::load(id).spec;
}

// One step of `spec`, built independently of the estimator.
Workload build(WorkloadSpec spec, StepKind kind, qint64 batch, qint64 prompt, qint64 generated)
{
    spec.run.step = kind;
    spec.run.globalBatch = batch;
    spec.run.microBatch = batch;
    spec.run.seqLength = prompt;
    spec.run.generatedTokens = generated;
    return *WorkloadBuilder::build(spec).workload;
}

double engineSeconds(const Workload& w, const Device& d)
{
    return engine::PerformanceEngine::estimate(w, d, {})->stepSeconds;
}

const scaling::CollectiveUse* use(const scaling::ScalingResult& r, const char* purpose)
{
    for (const scaling::CollectiveUse& u : r.collectives)
        if (u.purpose == QLatin1String(purpose))
            return &u;
    return nullptr;
}

// 1,024-token prompts generating 256, static batching.
ServingSpec request()
{
    ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    return serving;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestServingSplits : public QObject
{
    Q_OBJECT

private slots:
    void enginePresetsFollowTheirSources();
    void enginesChangeOnlyWhatTheySet();
    void engineCapsTheBatch();
    void pipelineParallelByHand();
    void expertParallelByHand();
    void splitsTheModelCannotTakeAreRefused();
    void disaggregationByHand();
    void frontierSweepsExpertParallelism();
};

void TestServingSplits::enginePresetsFollowTheirSources()
{
    const Device h100 = device(QStringLiteral("h100-sxm")); // 79.65 GiB (nvidia-smi)
    const Device a100 = device(QStringLiteral("a100-sxm4-80gb"));
    const Device h200 = device(QStringLiteral("h200-sxm")); // 139.8 GiB (PyTorch)
    const Device b200 = device(QStringLiteral("b200")); // 178.4 GiB (PyTorch)
    const Device l4 = device(QStringLiteral("l4")); // 22.49 GiB (nvidia-smi)
    // vLLM (arg_utils.py): 8,192 tokens and 1,024 sequences on >= 70 GiB that is not an A100,
    // else 2,048 and 256; chunked prefill always on.
    auto p = ServingEstimator::enginePreset(ServingEngine::Vllm, h100);
    QCOMPARE(p.tokenBudget, qint64(8192));
    QCOMPARE(p.maxRunningRequests, qint64(1024));
    QVERIFY(p.chunkedPrefill);
    p = ServingEstimator::enginePreset(ServingEngine::Vllm, a100);
    QCOMPARE(p.tokenBudget, qint64(2048));
    QCOMPARE(p.maxRunningRequests, qint64(256));
    // SGLang (server_args.py): 2,048 under 35 GiB, 8,192 under 160 GiB, 16,384 above; no cap.
    QCOMPARE(ServingEstimator::enginePreset(ServingEngine::Sglang, l4).tokenBudget, qint64(2048));
    QCOMPARE(ServingEstimator::enginePreset(ServingEngine::Sglang, h200).tokenBudget, qint64(8192));
    QCOMPARE(
        ServingEstimator::enginePreset(ServingEngine::Sglang, b200).tokenBudget, qint64(16384));
    QCOMPARE(
        ServingEstimator::enginePreset(ServingEngine::Sglang, h100).maxRunningRequests, qint64(0));
    // TensorRT-LLM (trtllm-build): max_num_tokens 8,192, max_batch_size 2,048, no chunking.
    p = ServingEstimator::enginePreset(ServingEngine::TensorRtLlm, h100);
    QCOMPARE(p.tokenBudget, qint64(8192));
    QCOMPARE(p.maxRunningRequests, qint64(2048));
    QVERIFY(!p.chunkedPrefill);
    // JetStream: one prompt a prefill step, no CUDA graphs (XLA).
    p = ServingEstimator::enginePreset(ServingEngine::JetStream, device(QStringLiteral("tpu-v6e")));
    QCOMPARE(p.tokenBudget, qint64(0));
    QVERIFY(!p.cudaGraphs);
    // No engine: the estimator's own budget.
    QCOMPARE(ServingEstimator::enginePreset(ServingEngine::None, h100).tokenBudget,
        ServingEstimator::kPrefillTokenBudget);
    for (const QString& name : serving::servingEngineNames())
        QCOMPARE(serving::servingEngineName(*serving::servingEngineFromName(name)), name);
    QVERIFY(!serving::servingEngineFromName(QStringLiteral("none")));
}

void TestServingSplits::enginesChangeOnlyWhatTheySet()
{
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec llama = preset(QStringLiteral("llama-3-8b"));
    ServingSpec continuous = request();
    continuous.batching = serving::Batching::Continuous;
    // TensorRT-LLM's budget is the estimator's own (8,192) and it does not chunk: its figures
    // are those of continuous batching without an engine.
    ServingSpec trt = request();
    trt.engine = ServingEngine::TensorRtLlm;
    const auto plain = ServingEstimator::at(llama, h100, continuous, 1024);
    const auto withTrt = ServingEstimator::at(llama, h100, trt, 1024);
    QVERIFY(plain && withTrt);
    QCOMPARE(withTrt->ttftSeconds, plain->ttftSeconds);
    QCOMPARE(withTrt->tpotSeconds, plain->tpotSeconds);
    QCOMPARE(withTrt->tpotWorstSeconds, plain->tpotWorstSeconds);
    // vLLM chunks with its budget: continuous batching with a chunk of 8,192.
    ServingSpec chunked = continuous;
    chunked.prefillChunkTokens = 8192;
    ServingSpec vllm = request();
    vllm.engine = ServingEngine::Vllm;
    const auto withChunk = ServingEstimator::at(llama, h100, chunked, 256);
    const auto withVllm = ServingEstimator::at(llama, h100, vllm, 256);
    QVERIFY(withChunk && withVllm);
    QCOMPARE(withVllm->tpotSeconds, withChunk->tpotSeconds);
    QCOMPARE(withVllm->ttftSeconds, withChunk->ttftSeconds);
    // JetStream prefills one prompt a step. At batch 1,024 generating 256, ⌈1024 / 256⌉ = 4
    // requests join per decode step: TensorRT-LLM prefills them together (8,192 / 1,024 = 8
    // admitted), JetStream one at a time, so by hand
    //   TPOT = decode(1024) + 1024 / 256 / 1 × prefill(1 prompt).
    ServingSpec jet = request();
    jet.engine = ServingEngine::JetStream;
    const auto withJet = ServingEstimator::at(llama, h100, jet, 1024);
    QVERIFY(withJet);
    QCOMPARE(withJet->promptsPerPrefillStep, qint64(1));
    QCOMPARE(withTrt->promptsPerPrefillStep, qint64(4));
    const double decode = engineSeconds(build(llama, StepKind::Decode, 1024, 1024, 256), h100);
    const double prefillOne = engineSeconds(build(llama, StepKind::Prefill, 1, 1024, 256), h100);
    QVERIFY(close(withJet->tpotSeconds, decode + 4.0 * prefillOne));
    QVERIFY(close(withJet->tpotWorstSeconds, decode + 4.0 * prefillOne));
    QVERIFY(close(withJet->ttftSeconds, prefillOne));
    // No engine: the spec is left as it is.
    const ServingSpec same = ServingEstimator::withEngine(request(), h100);
    QCOMPARE(same.batching, serving::Batching::Static);
    QCOMPARE(same.prefillChunkTokens, qint64(0));
}

void TestServingSplits::engineCapsTheBatch()
{
    // GPT-2 124M with 128-token prompts generating 64 fits far more than 2,048 requests on an
    // H100 (about 12 KB of cache a token, ≈2 MB a request): TensorRT-LLM runs at most its
    // max_batch_size, vLLM its max_num_seqs (1,024), and the estimate says the engine set it.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec gpt2 = preset(QStringLiteral("gpt-2-124m"));
    ServingSpec serving;
    serving.promptTokens = 128;
    serving.generatedTokens = 64;
    serving.batching = serving::Batching::Continuous;
    const auto free = ServingEstimator::estimate(gpt2, h100, serving);
    QVERIFY(free);
    QVERIFY(free->largestBatchThatFits > 2048);
    QCOMPARE(free->limitedBy, QStringLiteral("memory"));
    serving.engine = ServingEngine::TensorRtLlm;
    const auto trt = ServingEstimator::estimate(gpt2, h100, serving);
    QVERIFY(trt);
    QCOMPARE(trt->largestBatchThatFits, qint64(2048));
    QCOMPARE(trt->chosen.batch, qint64(2048));
    QCOMPARE(trt->limitedBy, QStringLiteral("engine"));
    serving.engine = ServingEngine::Vllm;
    const auto vllm = ServingEstimator::estimate(gpt2, h100, serving);
    QVERIFY(vllm);
    QCOMPARE(vllm->chosen.batch, qint64(1024));
    QCOMPARE(vllm->limitedBy, QStringLiteral("engine"));
}

void TestServingSplits::pipelineParallelByHand()
{
    // LLaMA-3 8B on two H100s as two pipeline stages of 16 layers, 64 requests, static
    // batching. Decode runs the 64 as 2 micro-batches of 32 in flight; a request's token
    // passes both stages and the hop between them:
    //   TPOT = 2 × W + hop, W = one stage's compute on 32 requests (the scaling model's
    //   inference pass, step = W + bubble W × (pp − 1) + the pp − 1 = 1 hop),
    //   hop = 32 requests × 4,096 × 2 bytes (bf16) = 262,144 bytes point to point.
    // The prefill runs the 64 prompts as 2 micro-batches of 32 as well, one after the other
    // into the first stage: the second leaves one stage time after the first,
    //   TTFT = (2 × W' + hop') + W', hop' = 32 × 1,024 × 4,096 × 2 = 268,435,456 bytes.
    // Memory per chip: half the weights, half of the 64 requests' cache.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec llama = preset(QStringLiteral("llama-3-8b"));
    ServingSpec serving = request();
    serving.pipelineParallel = 2;
    const auto p = ServingEstimator::at(llama, h100, serving, 64);
    QVERIFY(p);
    ParallelConfig two;
    two.pp = 2;
    const Workload decode32 = build(llama, StepKind::Decode, 32, 1024, 256);
    const scaling::ScalingResult decode = scaling::ScalingEstimator(decode32, h100).estimate(two);
    QVERIFY(decode.legal());
    const scaling::CollectiveUse* hop = use(decode, "pp");
    QVERIFY(hop);
    QCOMPARE(hop->estimate.messageBytes, 262144.0);
    QCOMPARE(hop->countPerStep, qint64(1));
    QVERIFY(close(decode.stepSeconds, 2 * decode.computeSeconds + hop->totalSeconds));
    QCOMPARE(p->tpotSeconds, decode.stepSeconds);
    const Workload prefill32 = build(llama, StepKind::Prefill, 32, 1024, 256);
    const scaling::ScalingResult prefill = scaling::ScalingEstimator(prefill32, h100).estimate(two);
    QVERIFY(prefill.legal());
    const scaling::CollectiveUse* prefillHop = use(prefill, "pp");
    QCOMPARE(prefillHop->estimate.messageBytes, 268435456.0);
    const double stage = (prefill.stepSeconds - prefillHop->exposedSeconds) / 2;
    QVERIFY(close(p->ttftSeconds, prefill.stepSeconds + stage));
    const Workload decode64 = build(llama, StepKind::Decode, 64, 1024, 256);
    QCOMPARE(p->memoryBytes, decode64.memoryFootprint(two).totalBytes());
    const MemoryFootprint whole = decode64.memoryFootprint(ParallelConfig {});
    const MemoryFootprint half = decode64.memoryFootprint(two);
    QCOMPARE(half.weightBytes, (whole.weightBytes + 1) / 2);
    QCOMPARE(half.kvCacheBytes, (whole.kvCacheBytes + 1) / 2);
    // Throughput: 64 × 256 tokens a request's time, over the 2 chips.
    QVERIFY(close(p->requestSeconds, p->ttftSeconds + 255 * p->tpotSeconds));
    QVERIFY(close(p->outputTokensPerSecondPerChip, 64.0 * 256 / p->requestSeconds / 2));
    // A token takes about as long as on one chip at the micro-batch (decode reads the weights
    // whatever the batch), never less than the two stages' compute.
    QVERIFY(p->tpotSeconds > 2 * decode.computeSeconds);
}

void TestServingSplits::expertParallelByHand()
{
    // Mixtral 8x7B (32 layers, 8 experts, top-2, hidden 4,096) on two H100s with expert
    // parallelism 2: two groups of one chip, each serving 32 of the 64 requests through its
    // own attention, four experts a chip. Each MoE layer dispatches and combines the group's
    // tokens to their top-2 experts:
    //   32 tokens × 2 × 4,096 × 2 bytes (bf16) = 524,288 bytes an all-to-all,
    //   2 all-to-alls × 32 layers = 64 a decode step.
    // Memory per chip: the dense weights whole, half the expert weights, 32 requests' cache.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec mixtral = preset(QStringLiteral("mixtral-8x7b"));
    ServingSpec serving = request();
    serving.expertParallel = 2;
    const auto p = ServingEstimator::at(mixtral, h100, serving, 64);
    QVERIFY(p);
    ParallelConfig split;
    split.dp = 2;
    split.ep = 2;
    const Workload decode64 = build(mixtral, StepKind::Decode, 64, 1024, 256);
    const scaling::ScalingResult decode = scaling::ScalingEstimator(decode64, h100).estimate(split);
    QVERIFY2(decode.legal(),
        qPrintable(decode.problems.isEmpty() ? QString() : decode.problems.first().toString()));
    const scaling::CollectiveUse* a2a = use(decode, "ep");
    QVERIFY(a2a);
    QCOMPARE(a2a->estimate.collective, scaling::Collective::AllToAll);
    QCOMPARE(a2a->estimate.messageBytes, 524288.0);
    QCOMPARE(a2a->countPerStep, qint64(64));
    QCOMPARE(p->tpotSeconds, decode.stepSeconds);
    const Workload decode32 = build(mixtral, StepKind::Decode, 32, 1024, 256);
    QCOMPARE(p->memoryBytes, decode32.memoryFootprint(split).totalBytes());
    const qint64 expert = decode32.memoryInputs().expertParameters;
    const qint64 dense = decode32.parameterCount() - expert;
    QCOMPARE(decode32.memoryFootprint(split).weightBytes, (dense + (expert + 1) / 2) * 2);
    QVERIFY(close(p->outputTokensPerSecondPerChip, p->outputTokensPerSecond / 2));
    // Mixtral in bf16 (93 GB) does not fit one H100; with its experts over two it does.
    QVERIFY(p->fits);
    QVERIFY(!ServingEstimator::at(mixtral, h100, request(), 64)->fits);
    // Continuous batching: each group schedules its own 128 of 256 requests; ⌈128 / 256⌉ = 1
    // joins a group per decode step, and the groups prefill theirs together (2 prompts, one a
    // group): TPOT = decode(256) + 128 / 256 / 1 × prefill(2).
    ServingSpec continuous = serving;
    continuous.batching = serving::Batching::Continuous;
    const auto c = ServingEstimator::at(mixtral, h100, continuous, 256);
    QVERIFY(c);
    QCOMPARE(c->promptsPerPrefillStep, qint64(1));
    const double decode256
        = scaling::ScalingEstimator(build(mixtral, StepKind::Decode, 256, 1024, 256), h100)
              .estimate(split)
              .stepSeconds;
    const double prefill2
        = scaling::ScalingEstimator(build(mixtral, StepKind::Prefill, 2, 1024, 256), h100)
              .estimate(split)
              .stepSeconds;
    QVERIFY(close(c->tpotSeconds, decode256 + 0.5 * prefill2));
    QVERIFY(close(c->tpotWorstSeconds, decode256 + prefill2));
    QCOMPARE(c->ttftSeconds, prefill2);
    // A batch ep does not divide runs as the next multiple: the busier group sets the step.
    const auto odd = ServingEstimator::at(mixtral, h100, serving, 63);
    QVERIFY(odd);
    QCOMPARE(odd->tpotSeconds, p->tpotSeconds);
}

void TestServingSplits::splitsTheModelCannotTakeAreRefused()
{
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec llama = preset(QStringLiteral("llama-3-8b"));
    const WorkloadSpec mixtral = preset(QStringLiteral("mixtral-8x7b"));
    const auto refused = [&](const WorkloadSpec& spec, ServingSpec serving, const char* why) {
        QString problem;
        const bool none = !ServingEstimator::estimate(spec, h100, serving, {}, nullptr, &problem);
        return none && problem.contains(QLatin1String(why))
            && ServingEstimator::splitProblem(spec, serving) == problem;
    };
    ServingSpec s = request();
    s.pipelineParallel = 5;
    QVERIFY(refused(llama, s, "pp 5: does not divide the model's 32 layers"));
    s.pipelineParallel = 64;
    QVERIFY(refused(llama, s, "pp 64: more stages than the model's 32 layers"));
    s = request();
    s.expertParallel = 2;
    QVERIFY(refused(llama, s, "ep 2: expert parallelism needs a mixture-of-experts model"));
    s.expertParallel = 3;
    QVERIFY(refused(mixtral, s, "ep 3: does not divide the model's 8 routed experts"));
    s = request();
    s.prefillChips = 1;
    s.decodeChips = 3;
    s.tensorParallel = 2;
    QVERIFY(refused(llama, s, "each pool must be a multiple of the model's 2 chips"));
    s = request();
    s.prefillChips = 2;
    QVERIFY(refused(llama, s, "both pools"));
    QVERIFY(ServingEstimator::splitProblem(llama, request()).isEmpty());
}

void TestServingSplits::disaggregationByHand()
{
    // LLaMA-3 8B on H100s, one prefill chip and three decode chips, 64 requests a decode chip
    // of 1,024-token prompts generating 256.
    //   KV cache of one prompt: 2 (K, V) × 32 layers × 8 KV heads × 128 × 1,024 tokens
    //   × 2 bytes = 134,217,728 bytes, sent over the H100's scale-out link (catalog: 50 GB/s a
    //   direction, 9.6 µs): 9.6 µs + 134,217,728 / 50e9 = 2.694 ms.
    //   TTFT = prefill of one prompt + transfer; TPOT = a decode step of 64, nothing else.
    //   Prefill pool: 8,192 / 1,024 = 8 prompts a step, 1 copy: 8 / prefill(8) requests/s.
    //   Decode pool: 3 copies × 64 / TPOT tokens/s. The system makes the lesser of the decode
    //   pool's tokens and the prefill pool's requests × 256, over 4 chips.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec llama = preset(QStringLiteral("llama-3-8b"));
    ServingSpec serving = request();
    serving.prefillChips = 1;
    serving.decodeChips = 3;
    const auto p = ServingEstimator::at(llama, h100, serving, 64);
    QVERIFY(p && p->disaggregation);
    const serving::DisaggregationPoint& d = *p->disaggregation;
    QCOMPARE(d.kvTransferBytes, qint64(134217728));
    const Interconnect& ic = *h100.interconnect;
    QVERIFY(close(d.kvTransferSeconds,
        *ic.scaleOutLatencySeconds + 134217728.0 / *ic.scaleOutBytesPerSecondPerDirection));
    QVERIFY(std::abs(d.kvTransferSeconds - 2.694e-3) < 1e-5);
    const double prefillOne = engineSeconds(build(llama, StepKind::Prefill, 1, 1024, 256), h100);
    const double prefillEight = engineSeconds(build(llama, StepKind::Prefill, 8, 1024, 256), h100);
    const double decode = engineSeconds(build(llama, StepKind::Decode, 64, 1024, 256), h100);
    QCOMPARE(d.prefillSeconds, prefillOne);
    QVERIFY(close(p->ttftSeconds, prefillOne + d.kvTransferSeconds));
    QCOMPARE(p->tpotSeconds, decode);
    QVERIFY(close(d.prefillRequestsPerSecond, 8.0 / prefillEight));
    QVERIFY(close(d.decodeTokensPerSecond, 3.0 * 64 / decode));
    const double system = std::min(d.prefillRequestsPerSecond * 256, d.decodeTokensPerSecond);
    QVERIFY(close(p->outputTokensPerSecond, system));
    QVERIFY(close(p->outputTokensPerSecondPerChip, system / 4));
    QCOMPARE(d.boundBy,
        d.prefillRequestsPerSecond * 256 < d.decodeTokensPerSecond ? QStringLiteral("prefill")
                                                                   : QStringLiteral("decode"));
    QVERIFY(close(p->requestSeconds, p->ttftSeconds + 255 * decode));
    // The decode pool's TPOT carries no prefill: below continuous batching's on one chip.
    ServingSpec colocated = request();
    colocated.batching = serving::Batching::Continuous;
    QVERIFY(p->tpotSeconds < ServingEstimator::at(llama, h100, colocated, 64)->tpotSeconds);
}

void TestServingSplits::frontierSweepsExpertParallelism()
{
    // A MoE model's frontier sweeps ep with tp (tp × ep ≤ 8, ep dividing the 8 experts); a
    // dense model's only tp. Each point's tokens/s per chip is over its tp × ep chips.
    const WorkloadSpec mixtral = preset(QStringLiteral("mixtral-8x7b"));
    const auto splits = serving::ServingFrontier::splits(mixtral);
    const std::vector<std::pair<qint64, qint64>> expected { { 1, 1 }, { 1, 2 }, { 1, 4 }, { 1, 8 },
        { 2, 1 }, { 2, 2 }, { 2, 4 }, { 4, 1 }, { 4, 2 }, { 8, 1 } };
    QVERIFY(splits == expected);
    QCOMPARE(serving::ServingFrontier::splits(preset(QStringLiteral("llama-3-8b"))).size(),
        std::size_t(4));
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const auto frontier = serving::ServingFrontier::compute(mixtral, h100, request());
    QVERIFY(frontier);
    bool sawEp = false;
    for (const serving::FrontierPoint& f : frontier->points) {
        if (f.expertParallel < 2)
            continue;
        sawEp = true;
        ServingSpec s = request();
        s.tensorParallel = f.tensorParallel;
        s.expertParallel = f.expertParallel;
        const auto p = ServingEstimator::at(mixtral, h100, s, f.batch);
        QVERIFY(p);
        QCOMPARE(f.tokensPerSecondPerChip,
            p->outputTokensPerSecond / double(f.tensorParallel * f.expertParallel));
    }
    QVERIFY(sawEp);
}

QTEST_GUILESS_MAIN(TestServingSplits)
#include "tst_servingsplits.moc"
