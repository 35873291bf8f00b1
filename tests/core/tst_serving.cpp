// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Serving a model (issue 21, docs/serving.md): time to first token and per output token from
// the engine's prefill and decode steps, a request's latency and the throughput worked out by
// hand from them, the largest batch that fits, the best batch within latency bounds, and
// speculative decoding's expected tokens and verification step, and continuous batching with
// and without chunked prefill in steady state.

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "scaling/scalingestimator.h"
#include "serving/servingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace ts;
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

// One step of `spec` as the engine estimates it, built independently of the estimator.
engine::WorkloadEstimate step(WorkloadSpec spec, StepKind kind, qint64 batch, qint64 prompt,
    qint64 generated, const Device& d, qint64 queries = 1)
{
    spec.run.step = kind;
    spec.run.globalBatch = batch;
    spec.run.microBatch = batch;
    spec.run.seqLength = prompt;
    spec.run.generatedTokens = generated;
    spec.run.queriesPerSequence = queries;
    const auto built = WorkloadBuilder::build(spec);
    return *engine::PerformanceEngine::estimate(*built.workload, d, {});
}

// The first operator of `w` named `name` (an empty one when there is none).
Operator find(const Workload& w, const char* name)
{
    for (const Operator& op : w.ops()) {
        if (op.name == QLatin1String(name))
            return op;
    }
    return Operator {};
}

// Continuous batching of prompts of 1,024 tokens generating 256, chunked prefill of `chunk`
// tokens a step (0: none).
ServingSpec continuous(qint64 chunk = 0)
{
    ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    serving.batching = serving::Batching::Continuous;
    serving.prefillChunkTokens = chunk;
    return serving;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestServing : public QObject
{
    Q_OBJECT

private slots:
    void oneBatchByHand();
    void largestBatchThatFits();
    void latencyBoundsPickTheBatch();
    void speculativeDecoding();
    void speculationByTheModelItself();
    void verificationReadsTheWeightsOnce();
    void weightOnlyQuantization();
    void kvCachePrecision();
    void continuousBatchingByHand();
    void chunkedPrefillFusesTheStep();
    void chunkLimitsTheBatch();
    void tensorParallelGroup();
    void decodeAttentionByHand();
    void latentDecodeAttention();
    void expertsRunAsGroupedGemms();
    void throughputNeverFallsWithBatch_data();
    void throughputNeverFallsWithBatch();
};

void TestServing::oneBatchByHand()
{
    // LLaMA-2 7B on an H100, 16 requests of 1,024 prompt tokens generating 256: TTFT is the
    // batch's prefill, TPOT one decode step at the mean context, a request lasts
    // TTFT + 255 × TPOT, and the chip emits 16 × 256 tokens in that time.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec llama = preset(QStringLiteral("llama-2-7b"));
    ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    const auto p = ServingEstimator::at(llama, h100, serving, 16);
    QVERIFY(p);
    const auto prefill = step(llama, StepKind::Prefill, 16, 1024, 256, h100);
    const auto decode = step(llama, StepKind::Decode, 16, 1024, 256, h100);
    QCOMPARE(p->ttftSeconds, prefill.stepSeconds);
    QCOMPARE(p->tpotSeconds, decode.stepSeconds);
    QVERIFY(close(p->requestSeconds, prefill.stepSeconds + 255 * decode.stepSeconds));
    QVERIFY(close(p->outputTokensPerSecond, 16.0 * 256 / p->requestSeconds));
    QVERIFY(close(p->usdPerMillionOutputTokens,
        decode.usdPerChipHour / 3600 / p->outputTokensPerSecond * 1e6));
    QVERIFY(p->fits);
    // The memory that must fit is the decode footprint at the longest context.
    QCOMPARE(p->memoryBytes, qint64(decode.memory.totalBytes()));
    QVERIFY(p->meetsBounds); // no bounds
}

void TestServing::largestBatchThatFits()
{
    // The largest batch is the last whose weights and KV cache (1,280 positions a request)
    // fit the chip; one more request does not.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec llama = preset(QStringLiteral("llama-2-7b"));
    ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    const auto e = ServingEstimator::estimate(llama, h100, serving);
    QVERIFY(e);
    const qint64 largest = e->largestBatchThatFits;
    QVERIFY(largest > 1);
    QVERIFY(step(llama, StepKind::Decode, largest, 1024, 256, h100).fits);
    QVERIFY(!step(llama, StepKind::Decode, largest + 1, 1024, 256, h100).fits);
    // Without bounds the batch is as large as memory allows.
    QCOMPARE(e->chosen.batch, largest);
    QCOMPARE(e->limitedBy, QStringLiteral("memory"));
    // The sweep: powers of two, then the largest batch; throughput grows with the batch.
    QCOMPARE(e->sweep.front().batch, qint64(1));
    QCOMPARE(e->sweep.back().batch, largest);
    for (std::size_t i = 1; i < e->sweep.size(); ++i)
        QVERIFY(e->sweep[i].outputTokensPerSecond > e->sweep[i - 1].outputTokensPerSecond);
    // A model too large for the chip says so at batch 1.
    const auto big
        = ServingEstimator::estimate(preset(QStringLiteral("llama-3-405b")), h100, serving);
    QVERIFY(big);
    QCOMPARE(big->largestBatchThatFits, qint64(0));
    QVERIFY(!big->chosen.fits);
}

void TestServing::latencyBoundsPickTheBatch()
{
    // A TTFT bound of 0.5 s and a TPOT bound of 20 ms: the chosen batch meets both, one more
    // request breaks the bound the estimate names.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec llama = preset(QStringLiteral("llama-2-7b"));
    for (const auto& [ttft, tpot] : { std::pair { 0.5, 0.02 }, std::pair { 10.0, 0.012 } }) {
        ServingSpec serving;
        serving.promptTokens = 1024;
        serving.generatedTokens = 256;
        serving.ttftLimitSeconds = ttft;
        serving.tpotLimitSeconds = tpot;
        const auto e = ServingEstimator::estimate(llama, h100, serving);
        QVERIFY(e);
        QVERIFY(e->chosen.meetsBounds);
        QVERIFY(e->chosen.ttftSeconds <= ttft);
        QVERIFY(e->chosen.tpotSeconds <= tpot);
        const auto next = ServingEstimator::at(llama, h100, serving, e->chosen.batch + 1);
        QVERIFY(next);
        QVERIFY(!next->meetsBounds);
        if (e->limitedBy == QLatin1String("ttft"))
            QVERIFY(next->ttftSeconds > ttft);
        else
            QCOMPARE(e->limitedBy, QStringLiteral("tpot"));
        if (e->limitedBy == QLatin1String("tpot"))
            QVERIFY(next->tpotSeconds > tpot);
    }
    // Bounds no batch meets: batch 1, said.
    ServingSpec impossible;
    impossible.tpotLimitSeconds = 1e-6;
    const auto none = ServingEstimator::estimate(llama, h100, impossible);
    QVERIFY(none);
    QCOMPARE(none->limitedBy, QStringLiteral("none"));
    QCOMPARE(none->chosen.batch, qint64(1));
    QVERIFY(!none->chosen.meetsBounds);
}

void TestServing::speculativeDecoding()
{
    // Expected tokens an iteration yields (Leviathan et al. 2023): (1 − α^(k+1)) / (1 − α).
    QCOMPARE(ServingEstimator::tokensPerIteration(4, 0.0), 1.0);
    QCOMPARE(ServingEstimator::tokensPerIteration(4, 1.0), 5.0);
    QVERIFY(close(ServingEstimator::tokensPerIteration(4, 0.8), (1 - std::pow(0.8, 5)) / 0.2));
    QCOMPARE(ServingEstimator::tokensPerIteration(0, 0.8), 1.0);

    // LLaMA-2 70B in fp8 on an H100 with LLaMA-2 7B drafting 4 tokens at α = 0.8: an
    // iteration is 4 draft decode steps and one 70B step over 5 positions a sequence.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    WorkloadSpec target = preset(QStringLiteral("llama-2-70b"));
    WorkloadSpec draft = preset(QStringLiteral("llama-2-7b"));
    for (WorkloadSpec* s : { &target, &draft }) {
        s->run.weightPrecision = Precision::FP8;
        s->run.activationPrecision = Precision::FP8;
    }
    ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    serving.draft = draft;
    serving.speculatedTokens = 4;
    serving.acceptanceRate = 0.8;
    serving::ServingEstimate detail;
    const auto p = ServingEstimator::at(target, h100, serving, 1, {}, nullptr, &detail);
    QVERIFY(p);
    const double draftStep = step(draft, StepKind::Decode, 1, 1024, 256, h100).stepSeconds;
    const double verify = step(target, StepKind::Decode, 1, 1024, 256, h100, 5).stepSeconds;
    const double yielded = (1 - std::pow(0.8, 5)) / 0.2;
    QVERIFY(close(detail.draftSecondsPerIteration, 4 * draftStep));
    QVERIFY(close(detail.verifySecondsPerIteration, verify));
    QVERIFY(close(p->tpotSeconds, (4 * draftStep + verify) / yielded));
    // Both prefills come before the first token.
    QVERIFY(close(p->ttftSeconds,
        step(target, StepKind::Prefill, 1, 1024, 256, h100).stepSeconds
            + step(draft, StepKind::Prefill, 1, 1024, 256, h100).stepSeconds));
    // Memory-bound at batch 1, verifying five positions costs about one decode step, so the
    // draft pays off: fewer seconds a token than plain decoding.
    ServingSpec plainServing;
    plainServing.promptTokens = 1024;
    plainServing.generatedTokens = 256;
    const auto plain = ServingEstimator::at(target, h100, plainServing, 1);
    QVERIFY(plain);
    QVERIFY(p->tpotSeconds < plain->tpotSeconds);
    // The draft's weights and cache share the chip.
    QVERIFY(p->memoryBytes > plain->memoryBytes);
    // A draft nobody accepts only costs time.
    serving.acceptanceRate = 0;
    const auto useless = ServingEstimator::at(target, h100, serving, 1);
    QVERIFY(useless && useless->tpotSeconds > plain->tpotSeconds);
}

void TestServing::speculationByTheModelItself()
{
    // Prompt lookup (issue 35 item 4): no draft on the chip, so an iteration is the
    // verification alone. LLaMA-2 7B on an H100 at batch 1, 3 proposals at α = 0.5:
    // (1 − 0.5⁴) / 0.5 = 1.875 tokens an iteration, for one step over 4 positions, which at
    // batch 1 reads the weights once like a plain decode step: about 1.8× faster decoding,
    // where a draft model that cost anything would have slowed it.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    spec.run.draftPreset = QStringLiteral("ngram");
    spec.run.speculatedTokens = 3;
    spec.run.acceptanceRate = 0.5;
    ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    ServingEstimator::applySpeculation(spec, &serving);
    QVERIFY(serving.promptLookup);
    QVERIFY(!serving.draft);
    QCOMPARE(serving.speculatedTokens, qint64(3));
    serving::ServingEstimate detail;
    const auto p = ServingEstimator::at(spec, h100, serving, 1, {}, nullptr, &detail);
    QVERIFY(p);
    const double verify = step(spec, StepKind::Decode, 1, 1024, 256, h100, 4).stepSeconds;
    const double decode = step(spec, StepKind::Decode, 1, 1024, 256, h100).stepSeconds;
    QCOMPARE(detail.draftSecondsPerIteration, 0.0);
    QVERIFY(close(detail.verifySecondsPerIteration, verify));
    QVERIFY(close(detail.tokensPerIteration, 1.875));
    QVERIFY(close(p->tpotSeconds, verify / 1.875));
    QVERIFY(verify < 1.1 * decode);
    QVERIFY(p->tpotSeconds < decode / 1.6);
    // No draft prefill: the first token is the model's prefill.
    QVERIFY(close(p->ttftSeconds, step(spec, StepKind::Prefill, 1, 1024, 256, h100).stepSeconds));

    // The model's own one-layer drafters: its MTP module (a block of its own kind) and an
    // EAGLE head (a dense decoder layer), sharing the embedding and head. LLaMA-2 7B cut to one
    // layer, and to two: the second layer's parameters are a block's, and the model is the
    // one-layer draft plus 31 more blocks.
    const WorkloadSpec mtp = ServingEstimator::ownDrafter(spec, QStringLiteral("mtp"));
    QCOMPARE(mtp.transformer.layers, qint64(1));
    QVERIFY(mtp.run.draftPreset.isEmpty());
    WorkloadSpec twoLayers = mtp;
    twoLayers.transformer.layers = 2;
    const auto one = WorkloadBuilder::build(mtp);
    const auto two = WorkloadBuilder::build(twoLayers);
    const auto whole = WorkloadBuilder::build(spec);
    QVERIFY(one.workload && two.workload && whole.workload);
    const qint64 block = two.workload->parameterCount() - one.workload->parameterCount();
    QCOMPARE(whole.workload->parameterCount(), one.workload->parameterCount() + 31 * block);
    // Mixtral's MTP module keeps its experts; an EAGLE head is dense.
    const WorkloadSpec mixtral = preset(QStringLiteral("mixtral-8x7b"));
    QCOMPARE(ServingEstimator::ownDrafter(mixtral, QStringLiteral("mtp")).transformer.experts,
        mixtral.transformer.experts);
    QCOMPARE(ServingEstimator::ownDrafter(mixtral, QStringLiteral("eagle")).transformer.experts,
        qint64(1));
    // As a run's draft: k one-layer decode steps and the verification.
    WorkloadSpec drafted = spec;
    drafted.run.draftPreset = QStringLiteral("mtp");
    drafted.run.speculatedTokens = 1;
    drafted.run.acceptanceRate = defaultAcceptanceRate(QStringLiteral("mtp"));
    QCOMPARE(drafted.run.acceptanceRate, 0.85);
    ServingSpec own;
    own.promptTokens = 1024;
    own.generatedTokens = 256;
    ServingEstimator::applySpeculation(drafted, &own);
    QVERIFY(own.draft && !own.promptLookup);
    QCOMPARE(own.draft->transformer.layers, qint64(1));
    serving::ServingEstimate ownDetail;
    const auto q = ServingEstimator::at(drafted, h100, own, 1, {}, nullptr, &ownDetail);
    QVERIFY(q);
    QVERIFY(close(ownDetail.draftSecondsPerIteration,
        step(*own.draft, StepKind::Decode, 1, 1024, 256, h100).stepSeconds));
    QVERIFY(close(ownDetail.tokensPerIteration, 1.85));
    QVERIFY(q->tpotSeconds < decode);

    // Workload files name them like presets; a file without an acceptance takes the kind's.
    QCOMPARE(defaultAcceptanceRate(QStringLiteral("ngram")), 0.5);
    QCOMPARE(defaultAcceptanceRate(QStringLiteral("llama-2-7b")), 0.7);
    QJsonObject file = WorkloadFile::toJson(drafted);
    QJsonObject run = file.value(QStringLiteral("run")).toObject();
    QCOMPARE(run.value(QStringLiteral("draft")).toString(), QStringLiteral("mtp"));
    run.remove(QStringLiteral("acceptance_rate"));
    file.insert(QStringLiteral("run"), run);
    const WorkloadLoadResult back = WorkloadFile::fromJson(file, QStringLiteral("mtp.json"));
    QVERIFY(back.spec);
    QCOMPARE(back.spec->run.draftPreset, QStringLiteral("mtp"));
    QCOMPARE(back.spec->run.acceptanceRate, 0.85);
}

void TestServing::verificationReadsTheWeightsOnce()
{
    // A decode step over k + 1 positions a sequence: each linear layer multiplies (k + 1)×
    // the rows with the same weights (read once), and attention's causal pairs are
    // (k + 1)·(keys − k − 1) + (k + 1)(k + 2)/2 with keys the mean context plus k.
    WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = 1;
    spec.run.microBatch = 1;
    spec.run.seqLength = 1024;
    spec.run.generatedTokens = 256;
    const auto one = WorkloadBuilder::build(spec);
    spec.run.queriesPerSequence = 5;
    const auto five = WorkloadBuilder::build(spec);
    QVERIFY(one.workload && five.workload);
    const Operator up1 = find(*one.workload, "layer.mlp.gate_up");
    const Operator up5 = find(*five.workload, "layer.mlp.gate_up");
    QCOMPARE(up5.flops, 5 * up1.flops);
    const qint64 weights = qint64(4096) * 22016 * 2;
    QCOMPARE(up1.bytesRead, weights + 4096 * 2);
    QCOMPARE(up5.bytesRead, weights + 5 * 4096 * 2);
    const Operator attention = find(*five.workload, "layer.attn.flash");
    const qint64 keys = 1024 + 128 + 4;
    const qint64 pairs = 5 * (keys - 5) + 5 * 6 / 2;
    QCOMPARE(attention.flops, qint64(4) * 32 * 128 * pairs);
    // The logits of every position.
    QCOMPARE(find(*five.workload, "lm_head").gemm.m(), qint64(5));
    // Only a decode step verifies.
    spec.run.step = StepKind::Prefill;
    QVERIFY(!WorkloadBuilder::build(spec).workload);
}

void TestServing::weightOnlyQuantization()
{
    // Weights stored in int8 or int4 under bf16 activations (w8a16, w4a16): a serving step's
    // linear layers read B at that width and dequantize it, memory counts the weights in bits,
    // and int4 is refused where it cannot be.
    WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = 1;
    spec.run.microBatch = 1;
    spec.run.seqLength = 2048;
    spec.run.generatedTokens = 128;
    const qint64 weights = qint64(4096) * 22016; // gate_up's k × n
    for (const auto& [precision, bits] :
        { std::pair { Precision::BF16, 0.0 }, std::pair { Precision::INT8, 8.0 },
            std::pair { Precision::INT4, 4.0 }, std::pair { Precision::NVFP4, 4.5 } }) {
        spec.run.weightPrecision = precision;
        const auto built = WorkloadBuilder::build(spec);
        QVERIFY(built.workload);
        const Operator up = find(*built.workload, "layer.mlp.gate_up");
        QCOMPARE(up.weightBits, bits);
        QCOMPARE(up.precision, Precision::BF16); // the GEMM runs at the activations' rate
        QCOMPARE(up.bytesRead, qint64(double(weights) * (bits > 0 ? bits : 16) / 8) + 4096 * 2);
        // The footprint's weights: parameters × bits / 8 (4.5 bits for nvfp4 with its scales).
        QCOMPARE(built.workload->memoryFootprint().weightBytes,
            storageBytes(CheckedInt(6'738'415'616), precision).value());
    }

    // On an H100: decoding at batch 1 is bound by the weights' bytes, so the narrower weights
    // are faster; the engine's GEMM traffic for B is the stored width.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const auto tpot = [&](Precision weightPrecision) {
        WorkloadSpec s = spec;
        s.run.weightPrecision = weightPrecision;
        return step(s, StepKind::Decode, 1, 2048, 128, h100).stepSeconds;
    };
    QVERIFY(tpot(Precision::INT8) < 0.8 * tpot(Precision::BF16));
    QVERIFY(tpot(Precision::INT4) < tpot(Precision::INT8));
    spec.run.weightPrecision = Precision::INT8;
    const auto decodeWorkload = WorkloadBuilder::build(spec);
    const Operator up = find(*decodeWorkload.workload, "layer.mlp.gate_up");
    const auto narrow = engine::PerformanceEngine::estimateOp(up, h100, {});
    Operator wide = up;
    wide.weightBits = 0;
    const auto full = engine::PerformanceEngine::estimateOp(wide, h100, {});
    QVERIFY(narrow && full);
    QVERIFY(close(full->bytes - narrow->bytes, double(weights))); // one byte less a weight

    // A prefill of 2,048 tokens streams the weights through 16 blocks of 128 rows: the
    // dequantization is 2 × k × n × 16 operations on the vector units, in the compute time.
    WorkloadSpec prefill = spec;
    prefill.run.step = StepKind::Prefill;
    const auto built = WorkloadBuilder::build(prefill);
    const Operator upPrefill = find(*built.workload, "layer.mlp.gate_up");
    QCOMPARE(upPrefill.weightBits, 8);
    const auto dequantized = engine::PerformanceEngine::estimateOp(upPrefill, h100, {});
    QVERIFY(dequantized);
    const double vector = *engine::PerformanceEngine::vectorFlopsPerSecond(h100);
    QVERIFY(close(dequantized->dequantizationSeconds, 2.0 * double(weights) * 16 / vector));
    Operator plain = upPrefill;
    plain.weightBits = 0;
    const auto undequantized = engine::PerformanceEngine::estimateOp(plain, h100, {});
    QVERIFY(close(dequantized->computeSeconds,
        undequantized->computeSeconds + dequantized->dequantizationSeconds));

    // A workload file keeps int4 weights.
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w4a16.json"));
        WorkloadSpec w4 = spec;
        w4.run.weightPrecision = Precision::INT4;
        QCOMPARE(WorkloadFile::save(w4, path), QString());
        const auto back = WorkloadFile::load(path);
        QVERIFY(back.spec);
        QCOMPARE(back.spec->run.weightPrecision, Precision::INT4);
    }

    // Training never stores weights alone narrower: the 8-bit runs quantize both operands.
    spec.run.step = StepKind::Training;
    spec.run.weightPrecision = Precision::INT8;
    const auto training = WorkloadBuilder::build(spec);
    QVERIFY(training.workload);
    QCOMPARE(find(*training.workload, "layer.mlp.gate_up").weightBits, 0);
    // int4: weights only, and only for serving.
    spec.run.weightPrecision = Precision::INT4;
    const auto refused = WorkloadBuilder::build(spec);
    QVERIFY(!refused.workload);
    QCOMPARE(refused.diagnostics.value(0).jsonPath, QStringLiteral("$.run.weight_precision"));
    spec.run.step = StepKind::Decode;
    spec.run.weightPrecision = Precision::BF16;
    spec.run.activationPrecision = Precision::INT4;
    const auto activations = WorkloadBuilder::build(spec);
    QVERIFY(!activations.workload);
    QCOMPARE(
        activations.diagnostics.value(0).jsonPath, QStringLiteral("$.run.activation_precision"));
}

void TestServing::kvCachePrecision()
{
    // LLaMA-2 7B decoding 16 sequences with bf16 activations and an fp8, then an int4, KV
    // cache: the cache holds 1 byte (half a byte) an element instead of 2, and a decode step's
    // attention reads it at that width; the weights and activations do not change.
    WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = 16;
    spec.run.microBatch = 16;
    spec.run.seqLength = 4096;
    spec.run.generatedTokens = 256;
    const auto attention = [](const Workload& w) { return find(w, "layer.attn.flash"); };
    const auto bf16 = WorkloadBuilder::build(spec);
    QVERIFY(bf16.workload);
    // 16 sequences × 4,352 positions × 32 layers × 2 (K, V) × 4,096 × 2 bytes.
    const qint64 cache = qint64(16) * 4352 * 32 * 2 * 4096 * 2;
    QCOMPARE(bf16.workload->memoryInputs().kvCacheBytes, cache);
    const qint64 keys = 4096 + 128; // the mean context
    const qint64 query = qint64(16) * 32 * 128 * 2;
    QCOMPARE(attention(*bf16.workload).bytesRead, query + qint64(16) * 32 * keys * 256 * 2);
    for (const auto& [precision, eighths] :
        { std::pair { Precision::FP8, 8 }, std::pair { Precision::INT4, 4 } }) {
        spec.run.kvCachePrecision = precision;
        const auto narrow = WorkloadBuilder::build(spec);
        QVERIFY(narrow.workload);
        QCOMPARE(narrow.workload->memoryInputs().kvCacheBytes, cache * eighths / 16);
        QCOMPARE(attention(*narrow.workload).bytesRead,
            query + qint64(16) * 32 * keys * 256 * eighths / 8);
        QCOMPARE(narrow.workload->memoryFootprint().weightBytes,
            bf16.workload->memoryFootprint().weightBytes);
    }
    // Decoding long contexts reads mostly the cache: an fp8 cache makes the step faster on an
    // H100, and more requests fit.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    ServingSpec serving;
    serving.promptTokens = 4096;
    serving.generatedTokens = 256;
    spec.run.kvCachePrecision.reset();
    const auto wide = ServingEstimator::estimate(spec, h100, serving);
    spec.run.kvCachePrecision = Precision::FP8;
    const auto fp8 = ServingEstimator::estimate(spec, h100, serving);
    QVERIFY(wide && fp8);
    QVERIFY(fp8->largestBatchThatFits > wide->largestBatchThatFits);
    const auto at16 = [&](const serving::ServingEstimate& e) {
        for (const serving::ServingPoint& p : e.sweep) {
            if (p.batch == 16)
                return p.tpotSeconds;
        }
        return 0.0;
    };
    QVERIFY(at16(*fp8) < at16(*wide));
    // Only serving steps have a cache to store narrower.
    spec.run.step = StepKind::Training;
    const auto refused = WorkloadBuilder::build(spec);
    QVERIFY(!refused.workload);
    QCOMPARE(refused.diagnostics.value(0).jsonPath, QStringLiteral("$.run.kv_cache_precision"));
}

void TestServing::continuousBatchingByHand()
{
    // LLaMA-2 7B on an H100, prompt 1,024, 256 generated, 32 requests running. Each step one
    // token for each; 32 / 256 of a request leave and join a step, so every 8 steps a prompt
    // is prefilled whole in a step of its own while the decodes wait.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    ServingSpec serving = continuous();
    const auto p = ServingEstimator::at(spec, h100, serving, 32);
    QVERIFY(p);
    const double decode = step(spec, StepKind::Decode, 32, 1024, 256, h100).stepSeconds;
    const double prefill = step(spec, StepKind::Prefill, 1, 1024, 256, h100).stepSeconds;
    QVERIFY(close(p->ttftSeconds, prefill));
    QVERIFY(close(p->tpotSeconds, decode + 32.0 / 256.0 * prefill));
    QVERIFY(close(p->tpotWorstSeconds, decode + prefill));
    QCOMPARE(p->promptTokensPerStep, qint64(32 * 1024 / 256));
    QVERIFY(close(p->outputTokensPerSecond, 32 / p->tpotSeconds));
    QVERIFY(close(p->requestSeconds, p->ttftSeconds + 255 * p->tpotSeconds));
    // A paged cache holds the mean context, 1,024 + 128 positions a request: 32 × 1,152 × 512
    // KiB of K and V (32 layers × 2 × 4,096 × 2 bytes a position) less than the static batch's
    // 32 × 1,280 × 512 KiB at the longest context.
    ServingSpec fixed = serving;
    fixed.batching = serving::Batching::Static;
    const auto s = ServingEstimator::at(spec, h100, fixed, 32);
    QVERIFY(s);
    QCOMPARE(s->memoryBytes - p->memoryBytes, qint64(32) * 128 * 32 * 2 * 4096 * 2);
    // Requests wait for their whole batch's prefill under static batching, not here.
    QVERIFY(p->ttftSeconds < s->ttftSeconds);

    QCOMPARE(p->promptsPerPrefillStep, qint64(1));

    // More requests running than tokens each generates (issue 34 item 6; issue 35 item 3):
    // 600 / 256 prompts join between two decode steps on average, and the scheduler prefills
    // the ⌈600 / 256⌉ = 3 waiting prompts together (3 × 1,024 tokens within its 8,192-token
    // budget), one pass over the weights: 600 / 256 / 3 such steps a decode step, and a gap
    // holds one at worst, so the worst gap is never below the mean.
    const auto many = ServingEstimator::at(spec, h100, serving, 600);
    QVERIFY(many);
    const double decode600 = step(spec, StepKind::Decode, 600, 1024, 256, h100).stepSeconds;
    const double prefill3 = step(spec, StepKind::Prefill, 3, 1024, 256, h100).stepSeconds;
    QCOMPARE(many->promptsPerPrefillStep, qint64(3));
    QVERIFY(close(many->ttftSeconds, prefill3));
    QVERIFY(close(many->tpotSeconds, decode600 + 600.0 / 256.0 / 3.0 * prefill3));
    QVERIFY(close(many->tpotWorstSeconds, decode600 + prefill3));
    QVERIFY(many->tpotWorstSeconds >= many->tpotSeconds);
    // Together is cheaper than one at a time: the weights are read once for the three.
    QVERIFY(prefill3 < 3 * prefill);

    // Short prompts and generations, the case one prompt a step served worst: 512 running,
    // 128-token prompts, 32 generated: 16 join a step and all 16 (2,048 tokens) fit the
    // budget. With 2,048-token prompts only 4 fit (8,192 / 2,048): 4 prefill steps of 4 a
    // decode step, and a gap holds ⌈16 / 4⌉ = 4 of them at worst.
    ServingSpec shortRequests = serving;
    shortRequests.promptTokens = 128;
    shortRequests.generatedTokens = 32;
    const auto quick = ServingEstimator::at(spec, h100, shortRequests, 512);
    QVERIFY(quick);
    QCOMPARE(quick->promptsPerPrefillStep, qint64(16));
    const double decodeQuick = step(spec, StepKind::Decode, 512, 128, 32, h100).stepSeconds;
    const double prefill16 = step(spec, StepKind::Prefill, 16, 128, 32, h100).stepSeconds;
    QVERIFY(close(quick->tpotSeconds, decodeQuick + prefill16));
    ServingSpec longPrompts = shortRequests;
    longPrompts.promptTokens = 2048;
    const auto budgeted = ServingEstimator::at(spec, h100, longPrompts, 512);
    QVERIFY(budgeted);
    QCOMPARE(budgeted->promptsPerPrefillStep, qint64(4));
    const double decodeLong = step(spec, StepKind::Decode, 512, 2048, 32, h100).stepSeconds;
    const double prefill4 = step(spec, StepKind::Prefill, 4, 2048, 32, h100).stepSeconds;
    QVERIFY(close(budgeted->tpotSeconds, decodeLong + 16.0 / 4.0 * prefill4));
    QVERIFY(close(budgeted->tpotWorstSeconds, decodeLong + 4 * prefill4));
}

void TestServing::chunkedPrefillFusesTheStep()
{
    // Chunks of 512 tokens: a step carries the 32 decodes and ⌈32 × 1,024 / 256⌉ = 128 prompt
    // tokens; the linear layers run one GEMM of 160 rows, reading their weights once.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    ServingSpec serving = continuous(512);
    const auto mixed = ServingEstimator::chunkedStep(spec, serving, 32);
    QVERIFY(mixed);
    WorkloadSpec decodeSpec = spec;
    decodeSpec.run.step = StepKind::Decode;
    decodeSpec.run.globalBatch = 32;
    decodeSpec.run.microBatch = 32;
    decodeSpec.run.seqLength = 1024;
    decodeSpec.run.generatedTokens = 256;
    const Workload decode = *WorkloadBuilder::build(decodeSpec).workload;
    const Operator qkv = find(*mixed, "layer.attn.qkv_proj");
    QCOMPARE(qkv.gemm.m(), qint64(32 + 128));
    QCOMPARE(qkv.gemm.n(), qint64(3 * 4096));
    QCOMPARE(qkv.flops, qint64(2) * 160 * 4096 * 3 * 4096);
    // Two attention kernels: the decodes' (one query each against 1,024 + 128 positions) and
    // the chunk's (128 queries against the prompt, an eighth of its causal pairs).
    std::vector<Operator> attention;
    for (const Operator& op : mixed->ops())
        if (op.kind == OpKind::FlashAttention)
            attention.push_back(op);
    QCOMPARE(attention.size(), std::size_t(2));
    QCOMPARE(attention[0].gemm.m(), qint64(1));
    QCOMPARE(attention[1].gemm.m(), qint64(128));
    const qint64 promptPairs = qint64(1024) * 1025 / 2;
    QCOMPARE(attention[1].flops, qint64(4) * 32 * 128 * promptPairs / 8);
    // Work adds up: the decode step's FLOPs and an eighth of one prompt's prefill.
    WorkloadSpec prefillSpec = decodeSpec;
    prefillSpec.run.step = StepKind::Prefill;
    prefillSpec.run.globalBatch = 1;
    prefillSpec.run.microBatch = 1;
    const Workload prefill = *WorkloadBuilder::build(prefillSpec).workload;
    QVERIFY(std::abs(mixed->flopsPerStep() - decode.flopsPerStep() - prefill.flopsPerStep() / 8)
        < 1e-6 * mixed->flopsPerStep());

    const auto p = ServingEstimator::at(spec, h100, serving, 32);
    QVERIFY(p);
    const double fused = engine::PerformanceEngine::estimate(*mixed, h100, {})->stepSeconds;
    QVERIFY(close(p->tpotSeconds, fused));
    QVERIFY(close(p->tpotWorstSeconds, fused)); // no stall: every step is alike
    // A joining prompt gets 512 − 32 = 480 tokens a step: ⌈1,024 / 480⌉ = 3 steps.
    QVERIFY(close(p->ttftSeconds, 3 * fused));
    // The fused step costs less than the decode step and the chunk's own pass through the
    // weights, and more than the decode step alone.
    const double decodeAlone = step(spec, StepKind::Decode, 32, 1024, 256, h100).stepSeconds;
    const double chunkAlone = step(spec, StepKind::Prefill, 1, 128, 256, h100).stepSeconds;
    QVERIFY(fused > decodeAlone);
    QVERIFY(fused < decodeAlone + chunkAlone);
}

void TestServing::chunkLimitsTheBatch()
{
    // A batch B needs B + ⌈B × 1,024 / 256⌉ = 5B tokens a step: 512 holds B = 102 (510), not
    // 103 (515). The search stops there and says why.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    ServingSpec serving = continuous(512);
    QVERIFY(ServingEstimator::at(spec, h100, serving, 102)->withinChunk);
    QVERIFY(!ServingEstimator::at(spec, h100, serving, 103)->withinChunk);
    const auto e = ServingEstimator::estimate(spec, h100, serving);
    QVERIFY(e);
    QVERIFY(e->largestBatchThatFits > 103);
    QCOMPARE(e->chosen.batch, qint64(102));
    QCOMPARE(e->limitedBy, QStringLiteral("chunk"));
    // With a TPOT bound below the chunk's limit the bound decides.
    serving.tpotLimitSeconds = 0.015;
    const auto bounded = ServingEstimator::estimate(spec, h100, serving);
    QVERIFY(bounded && bounded->chosen.meetsBounds);
    QCOMPARE(bounded->limitedBy, QStringLiteral("tpot"));
    QVERIFY(!ServingEstimator::at(spec, h100, serving, bounded->chosen.batch + 1)->meetsBounds);
    // A batch that fills the chunk with decodes leaves no room for a prompt: no first token.
    serving.tpotLimitSeconds = 0;
    const auto full = ServingEstimator::at(spec, h100, serving, 512);
    QVERIFY(full && !full->withinChunk && !full->meetsBounds);
    QVERIFY(!std::isfinite(full->ttftSeconds));
}

void TestServing::tensorParallelGroup()
{
    // LLaMA-2 70B on 4 H100s (tensor parallel), 16 requests of 1,024 tokens generating 256: the
    // prefill and decode are the scaling model's steps on tp 4, memory is per chip, throughput
    // and cost are the group's.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec spec = preset(QStringLiteral("llama-2-70b"));
    ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    serving.tensorParallel = 4;
    const auto p = ServingEstimator::at(spec, h100, serving, 16);
    QVERIFY(p);
    ParallelConfig split;
    split.tp = 4;
    const auto stepOnFour = [&](StepKind kind) {
        WorkloadSpec s = spec;
        s.run.step = kind;
        s.run.globalBatch = 16;
        s.run.microBatch = 16;
        s.run.seqLength = 1024;
        s.run.generatedTokens = 256;
        const Workload w = *WorkloadBuilder::build(s).workload;
        return std::make_pair(scaling::ScalingEstimator(w, h100).estimate(split), w);
    };
    const auto [prefill, prefillWorkload] = stepOnFour(StepKind::Prefill);
    const auto [decode, decodeWorkload] = stepOnFour(StepKind::Decode);
    QVERIFY(prefill.legal() && decode.legal());
    QVERIFY(close(p->ttftSeconds, prefill.stepSeconds));
    QVERIFY(close(p->tpotSeconds, decode.stepSeconds));
    QCOMPARE(p->memoryBytes, decodeWorkload.memoryFootprint(split).totalBytes());
    QVERIFY(p->fits); // 70B in bf16 does not fit one H100; a quarter of it does
    QVERIFY(close(p->outputTokensPerSecondPerChip, p->outputTokensPerSecond / 4));
    QVERIFY(close(p->usdPerMillionOutputTokens,
        4 * decode.usdPerChipHour / 3600.0 / p->outputTokensPerSecond * 1e6));
    // A decode step on four chips is faster than on one, not four times faster (all-reduces).
    const double single = step(spec, StepKind::Decode, 16, 1024, 256, h100).stepSeconds;
    QVERIFY(p->tpotSeconds < single);
    QVERIFY(p->tpotSeconds > single / 4);
    // Three chips do not divide the 64 heads: the estimate says so.
    serving.tensorParallel = 3;
    QString problem;
    QVERIFY(!ServingEstimator::estimate(spec, h100, serving, {}, nullptr, &problem));
    QVERIFY2(problem.contains(QStringLiteral("$.parallel.tp")), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestServing)
#include "tst_serving.moc"

void TestServing::decodeAttentionByHand()
{
    // LLaMA-3 8B (32 query heads, 8 KV heads of 128) decoding 64 sequences at a 1,024-token
    // prompt generating 256 on an H100 SXM: each sequence's K and V are read once per KV head,
    // used by the 4 query heads of its group. Mean context 1,024 + 128 = 1,152 positions.
    WorkloadSpec spec = preset(QStringLiteral("llama-3-8b"));
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = 64;
    spec.run.microBatch = 64;
    spec.run.seqLength = 1024;
    spec.run.generatedTokens = 256;
    const auto built = WorkloadBuilder::build(spec);
    QVERIFY(built.workload);
    const Operator op = find(*built.workload, "layer.attn.flash");
    QCOMPARE(op.kind, OpKind::FlashAttention);
    const qint64 keys = 1152;
    QCOMPARE(op.gemm.n(), keys);
    // K and V: 64 sequences × 8 KV heads × 1,152 positions × 2 × 128 × 2 bytes = 301,989,888;
    // the queries 64 × 32 × 128 × 2 = 524,288 bytes.
    const qint64 kv = qint64(64) * 8 * keys * 2 * 128 * 2;
    QCOMPARE(kv, qint64(301989888));
    const qint64 query = qint64(64) * 32 * 128 * 2;
    QCOMPARE(op.bytesRead, query + kv);
    // FLOPs: QKᵀ and PV, 4 × 128 per query head and position.
    QCOMPARE(op.flops, qint64(4) * 64 * 32 * 128 * keys);

    // Multi-head attention of the same width reads 4× the cache for the same FLOPs.
    WorkloadSpec mha = spec;
    mha.transformer.kvHeads = mha.transformer.heads;
    const auto wide = WorkloadBuilder::build(mha);
    QVERIFY(wide.workload);
    const Operator all = find(*wide.workload, "layer.attn.flash");
    QCOMPARE(all.bytesRead, query + 4 * kv);
    QCOMPARE(all.flops, op.flops);

    // TensorRT-LLM's masked MHA (before XQA) streams the group's K/V once per query head: the
    // grouped model reads what the multi-head one does, 4× the cache, for the same FLOPs; a
    // prompt's attention is the library kernel's whatever the decode kernel.
    WorkloadSpec masked = spec;
    masked.run.attentionKernel = AttentionKernel::MaskedMha;
    const auto perHead = WorkloadBuilder::build(masked);
    QVERIFY(perHead.workload);
    const Operator reread = find(*perHead.workload, "layer.attn.flash");
    QCOMPARE(reread.bytesRead, query + 4 * kv);
    QCOMPARE(reread.flops, op.flops);
    masked.run.step = StepKind::Prefill;
    spec.run.step = StepKind::Prefill;
    const auto maskedPrompt = WorkloadBuilder::build(masked);
    const auto prompt = WorkloadBuilder::build(spec);
    QVERIFY(maskedPrompt.workload && prompt.workload);
    QCOMPARE(find(*maskedPrompt.workload, "layer.attn.flash").bytesRead,
        find(*prompt.workload, "layer.attn.flash").bytesRead);
    spec.run.step = StepKind::Decode;

    // The time: max(bytes at the achievable bandwidth, FLOPs at the fused-attention rate) +
    // the launch; at 4 FLOPs a cache byte it is the bandwidth's.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const engine::EngineOptions options;
    const auto e = engine::PerformanceEngine::estimateOp(op, h100, options);
    QVERIFY(e);
    QCOMPARE(e->modelId(), QStringLiteral("serving-attention"));
    const double bandwidth = 3.35e12 * options.memoryAchievableFraction;
    QCOMPARE(h100.memoryBandwidthBytesPerSecond, 3.35e12);
    const double memory = double(op.bytes()) / bandwidth;
    const double compute = double(op.flops)
        / (*h100.peakFlopsPerSecond(Precision::BF16)
            * h100.attentionFraction(Precision::BF16, false));
    QVERIFY(compute < memory / 10);
    QCOMPARE(e->bound, engine::Bound::Memory);
    QVERIFY(close(e->memorySeconds, memory));
    QVERIFY(close(e->computeSeconds, compute));
    QVERIFY(close(e->timeSeconds, options.gpuLaunchOverheadSeconds + memory));
    // MHA: 4× the cache, ≈4× the time.
    const auto m = engine::PerformanceEngine::estimateOp(all, h100, options);
    QVERIFY(m);
    QVERIFY(
        close(m->timeSeconds, options.gpuLaunchOverheadSeconds + double(all.bytes()) / bandwidth));

    // On a TPU v6e the same: the cache at its achievable bandwidth, plus a dispatch.
    const Device v6e = device(QStringLiteral("tpu-v6e"));
    const auto t = engine::PerformanceEngine::estimateOp(op, v6e, options);
    QVERIFY(t);
    QCOMPARE(t->bound, engine::Bound::Memory);
    QVERIFY(close(t->timeSeconds,
        options.systolicDispatchOverheadSeconds
            + double(op.bytes())
                / (v6e.memoryBandwidthBytesPerSecond * options.memoryAchievableFraction)));
}

void TestServing::expertsRunAsGroupedGemms()
{
    // Issue 35 item 2: a layer's routed experts run as grouped GEMMs, one launch a layer for
    // each of the MLP's kernels, not one an expert. Mixtral 8x7B decoding 4 sequences: 4 × 2 =
    // 8 routed tokens, one for each of the 8 experts: each expert kernel runs 32 times a step
    // (once a layer), as a batch of 8 GEMMs of one row, with all 8 experts' FLOPs and weights.
    WorkloadSpec spec = preset(QStringLiteral("mixtral-8x7b"));
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = 4;
    spec.run.microBatch = 4;
    const auto built = WorkloadBuilder::build(spec);
    QVERIFY(built.workload);
    const TransformerConfig& t = spec.transformer;
    const Operator up = find(*built.workload, "layer.moe.expert.gate_up");
    const Operator down = find(*built.workload, "layer.moe.expert.down");
    QCOMPARE(up.count, t.layers);
    QCOMPARE(down.count, t.layers);
    QCOMPARE(up.gemm.batch(), qint64(8));
    QCOMPARE(up.gemm.m(), qint64(1));
    QCOMPARE(up.flops, qint64(2) * 8 * 1 * 2 * 14336 * 4096);
    QCOMPARE(down.flops, qint64(2) * 8 * 1 * 4096 * 14336);
    // The weights of every expert that got a token are read: 8 × 2 × 14,336 × 4,096 × 2 bytes.
    QVERIFY(up.bytesRead >= qint64(8) * 2 * 14336 * 4096 * 2);
    // Ragged routing: 3 sequences give 6 routed tokens over 6 experts, one each; 5 give 10
    // over 8: two experts with 2 tokens, six with 1, as two groups (two launches a layer).
    spec.run.globalBatch = 5;
    spec.run.microBatch = 5;
    const auto ragged = WorkloadBuilder::build(spec);
    QVERIFY(ragged.workload);
    const Operator heavy = find(*ragged.workload, "layer.moe.expert_plus1.gate_up");
    const Operator light = find(*ragged.workload, "layer.moe.expert.gate_up");
    QCOMPARE(heavy.gemm.batch(), qint64(2));
    QCOMPARE(heavy.gemm.m(), qint64(2));
    QCOMPARE(light.gemm.batch(), qint64(6));
    QCOMPARE(light.gemm.m(), qint64(1));
    QCOMPARE(heavy.count, t.layers);
    QCOMPARE(heavy.flops + light.flops, qint64(2) * 10 * 2 * 14336 * 4096);
    // On an H100 the launches are a layer's, not an expert's: the expert kernels' overhead a
    // step is 32 launches each.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const auto e = engine::PerformanceEngine::estimateOp(up, h100, {});
    QVERIFY(e);
    QVERIFY(e->overheadSeconds < 2 * engine::EngineOptions {}.gpuLaunchOverheadSeconds);
}

void TestServing::latentDecodeAttention()
{
    // Multi-head latent attention decodes in its absorbed form (DeepSeek-V2 §2.1.2; DeepSeek-V3's
    // widths: 128 heads, a latent of 512 and a rotary key of 64): every head reads the same
    // cached latent and rotary key, 576 elements a position, once for the 128 queries. 64
    // sequences at 4,096 + 128 positions: 64 × 4,224 × 576 × 2 = 311,427,072 bytes of cache,
    // and 4 × 128 × 544 FLOPs a position and sequence (keys of 576, values of 512: mean 544).
    // ≈242 FLOPs a cache byte: past an H100's ridge for this kernel (989.4 TFLOP/s × 0.6155 over
    // 3.35 TB/s × 0.83 ≈ 219), the one decode attention that is compute-bound.
    WorkloadSpec spec = preset(QStringLiteral("llama-3-8b"));
    TransformerConfig& t = spec.transformer;
    t.layers = 2;
    t.hidden = 7168;
    t.heads = 128;
    t.kvHeads = 128;
    t.headDimension = 128;
    t.kvLoraRank = 512;
    t.qLoraRank = 1536;
    t.ropeHeadDim = 64;
    t.valueHeadDim = 128;
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = 64;
    spec.run.microBatch = 64;
    spec.run.seqLength = 4096;
    spec.run.generatedTokens = 256;
    const auto built = WorkloadBuilder::build(spec);
    QVERIFY2(built.workload, qPrintable(built.diagnostics.value(0).toString()));
    const Operator op = find(*built.workload, "layer.attn.flash");
    QCOMPARE(op.kind, OpKind::FlashAttention);
    const qint64 keys = 4224;
    QCOMPARE(op.gemm.n(), keys);
    const qint64 cache = qint64(64) * keys * 576 * 2;
    QCOMPARE(cache, qint64(311427072));
    const qint64 query = qint64(64) * 128 * 544 * 2;
    QCOMPARE(op.bytesRead, query + cache);
    QCOMPARE(op.flops, qint64(4) * 64 * 128 * 544 * keys);

    const Device h100 = device(QStringLiteral("h100-sxm"));
    const engine::EngineOptions options;
    const auto e = engine::PerformanceEngine::estimateOp(op, h100, options);
    QVERIFY(e);
    const double compute = double(op.flops)
        / (*h100.peakFlopsPerSecond(Precision::BF16)
            * h100.attentionFraction(Precision::BF16, false));
    const double memory = double(op.bytes()) / (3.35e12 * options.memoryAchievableFraction);
    QVERIFY(compute > memory);
    QCOMPARE(e->bound, engine::Bound::Compute);
    QVERIFY(close(e->timeSeconds, options.gpuLaunchOverheadSeconds + compute));
}

void TestServing::throughputNeverFallsWithBatch_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("chip");
    for (const char* model : { "llama-3-8b", "llama-2-7b" }) {
        for (const char* chip : { "h100-sxm", "h200-sxm", "tpu-v6e", "tpu-v5e" })
            QTest::addRow("%s/%s", model, chip)
                << QString::fromLatin1(model) << QString::fromLatin1(chip);
    }
}

void TestServing::throughputNeverFallsWithBatch()
{
    // Serving throughput at batch 2b is never below batch b's (issue 35): a decode step reads
    // the weights once for the whole batch and each request's own cache, so doubling the batch
    // at most doubles the step. A fall is allowed only where memory says why (the larger batch
    // does not fit the chip) or a bound does (the prompts a step must prefill exceed the chunk).
    // Static and continuous batching, the latter with and without chunks of 512 tokens, prompts
    // of 1,024 and 8,192 tokens, batches 1 to 1,024.
    QFETCH(QString, model);
    QFETCH(QString, chip);
    const WorkloadSpec spec = preset(model);
    const Device d = device(chip);
    for (const auto& [batching, prompt] : { std::pair { serving::Batching::Static, 1024 },
             std::pair { serving::Batching::Static, 8192 },
             std::pair { serving::Batching::Continuous, 1024 },
             std::pair { serving::Batching::Continuous, 8192 } }) {
        for (const qint64 chunk : { 0, 512 }) {
            ServingSpec serving;
            serving.promptTokens = prompt;
            serving.generatedTokens = 256;
            serving.batching = batching;
            serving.prefillChunkTokens = batching == serving::Batching::Continuous ? chunk : 0;
            std::optional<serving::ServingPoint> previous;
            for (qint64 batch = 1; batch <= 1024; batch *= 2) {
                const auto p = ServingEstimator::at(spec, d, serving, batch);
                QVERIFY(p);
                if (previous && p->outputTokensPerSecond < previous->outputTokensPerSecond)
                    QVERIFY2(!p->fits || !p->withinChunk,
                        qPrintable(QStringLiteral("prompt %5, batch %1: %2 tokens/s, batch %3: %4")
                                       .arg(previous->batch)
                                       .arg(previous->outputTokensPerSecond)
                                       .arg(batch)
                                       .arg(p->outputTokensPerSecond)
                                       .arg(prompt)));
                previous = p;
            }
        }
    }
}
