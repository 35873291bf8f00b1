// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Context parallelism (issue 21, "Training as it is done"): each of cp chips holds 1/cp of every
// sequence's tokens and the keys and values pass round a ring. Checked against figures worked by
// hand for LLaMA-3 8B (32 layers, 32 heads of 128, 8 KV heads, width 4,096): the per-chip
// operators, the ring's bytes and count, the memory split, the legality rules and the search.

#include "hardware/catalog.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QTest>

#include <cmath>

using namespace ts;
using namespace ts::scaling;

namespace {

Device device(const QString& id)
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const auto d = catalog.device(id);
    return d ? *d : Device {};
}

WorkloadSpec llama3(qint64 batch, qint64 sequence, StepKind step = StepKind::Training)
{
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-3-8b")).spec;
    spec.run.step = step;
    spec.run.globalBatch = batch;
    spec.run.microBatch = 1;
    spec.run.seqLength = sequence;
    return spec;
}

Workload build(const WorkloadSpec& spec)
{
    return *WorkloadBuilder::build(spec).workload;
}

ParallelConfig split(qint64 dp, qint64 cp, qint64 tp = 1, qint64 pp = 1, int zero = 1)
{
    ParallelConfig c;
    c.dp = dp;
    c.cp = cp;
    c.tp = tp;
    c.pp = pp;
    c.zeroStage = zero;
    return c;
}

const Operator* find(const Workload& w, const QString& name)
{
    for (const Operator& op : w.ops())
        if (op.name == name)
            return &op;
    return nullptr;
}

bool hasError(const io::Diagnostics& problems, const QString& path)
{
    for (const io::Diagnostic& d : problems)
        if (d.jsonPath == path && d.severity == io::Severity::Error)
            return true;
    return false;
}

} // namespace

class TestContextParallel : public QObject
{
    Q_OBJECT

private slots:
    void chipsAndLegality();
    void perChipOperators();
    void memoryDividesTheTokens();
    void ringBytesAndCount();
    void ringHidesBehindLongAttentionOnly();
    void searchUsesItWhereItPays();
};

void TestContextParallel::chipsAndLegality()
{
    const Workload w = build(llama3(8, 8192));
    ParallelConfig c = split(2, 4, 2, 2);
    QCOMPARE(c.chips(), qint64(32));
    QCOMPARE(c.gradientGroup(), qint64(8));
    QCOMPARE(c.label(), QStringLiteral("dp2 tp2 pp2 cp4 zero1"));
    QVERIFY(!io::hasErrors(c.check(w)));
    // Causal attention is balanced over 2·cp chunks: 2 × 3 does not divide 8,192.
    QVERIFY(hasError(split(1, 3).check(w), QStringLiteral("$.parallel.cp")));
    QVERIFY(hasError(split(1, 0).check(w), QStringLiteral("$.parallel.cp")));
    // A decode step has one token a sequence to split.
    QVERIFY(hasError(split(1, 2, 1, 1, 0).check(build(llama3(8, 8192, StepKind::Decode))),
        QStringLiteral("$.parallel.cp")));
    QVERIFY(!io::hasErrors(split(1, 2, 1, 1, 0).check(build(llama3(8, 8192, StepKind::Prefill)))));
    // Only transformers have sequences to split.
    const Workload resnet
        = *WorkloadBuilder::build(*WorkloadPresets::load(QStringLiteral("resnet-50")).spec)
               .workload;
    QVERIFY(hasError(split(1, 2).check(resnet), QStringLiteral("$.parallel.cp")));
}

void TestContextParallel::perChipOperators()
{
    const Workload w = build(llama3(1, 8192));
    const ParallelConfig c = split(1, 4);
    // The QKV projection: M = 8,192 tokens → 2,048 on each chip; its weight gradient has the
    // tokens as K.
    const Operator* qkv = find(w, QStringLiteral("layer.attn.qkv_proj"));
    const Operator* wgrad = find(w, QStringLiteral("layer.attn.qkv_proj.wgrad"));
    QVERIFY(qkv && wgrad);
    const Operator qkvChip = ScalingEstimator::perChipOperator(*qkv, c, 8192);
    QCOMPARE(qkvChip.gemm.m(), qint64(2048));
    QCOMPARE(qkvChip.gemm.n(), qkv->gemm.n());
    QCOMPARE(qkvChip.flops, qkv->flops / 4);
    const Operator wgradChip = ScalingEstimator::perChipOperator(*wgrad, c, 8192);
    QCOMPARE(wgrad->gemm.k(), qint64(8192));
    QCOMPARE(wgradChip.gemm.k(), qint64(2048));
    QCOMPARE(wgradChip.gemm.m(), wgrad->gemm.m());

    // Fused attention: one kernel a ring hop (4 a layer), 2,048 queries against a chunk of 2,048
    // keys each, together a quarter of the causal pairs: 4·heads·d·Σ(i+1) / 4.
    const Operator* flash = find(w, QStringLiteral("layer.attn.flash"));
    QVERIFY(flash);
    const qint64 pairs = qint64(8192) * 8193 / 2;
    QCOMPARE(flash->flops, qint64(4) * 32 * 128 * pairs);
    const Operator flashChip = ScalingEstimator::perChipOperator(*flash, c, 8192);
    QCOMPARE(flashChip.count, flash->count * 4);
    QCOMPARE(flashChip.gemm.m(), qint64(2048));
    QCOMPARE(flashChip.gemm.n(), qint64(2048));
    QCOMPARE(flashChip.flops * flashChip.count, flash->flops * flash->count / 4);
    // The share of the causal mask each kernel keeps is the whole attention's.
    const auto fraction = [](const Operator& op) {
        return double(op.flops)
            / (4.0 * double(op.gemm.batch()) * double(op.gemm.m()) * double(op.gemm.n())
                * double(op.gemm.k()));
    };
    QVERIFY(qAbs(fraction(flashChip) - fraction(*flash)) < 1e-9);

    // Token-wise vector work divides; the optimizer does not (the weights are whole on each).
    const Operator* norm = find(w, QStringLiteral("layer.attn_norm"));
    const Operator* adam = find(w, QStringLiteral("optimizer.adam"));
    QVERIFY(norm && adam);
    QCOMPARE(ScalingEstimator::perChipOperator(*norm, c, 8192).bytesRead,
        qint64(std::llround(double(norm->bytesRead) / 4)));
    const Operator adamChip = ScalingEstimator::perChipOperator(*adam, c, 8192);
    QCOMPARE(adamChip.flops, adam->flops);
    QCOMPARE(adamChip.bytes(), adam->bytes());
}

void TestContextParallel::memoryDividesTheTokens()
{
    const Workload w = build(llama3(4, 32768));
    const MemoryFootprint one = w.memoryFootprint();
    const MemoryFootprint cp8 = w.memoryFootprint(split(1, 8, 1, 1, 0));
    // Weights, gradients and optimizer state are whole on every chip of the ring.
    QCOMPARE(cp8.weightBytes, one.weightBytes);
    QCOMPARE(cp8.gradientBytes, one.gradientBytes);
    QCOMPARE(cp8.optimizerBytes, one.optimizerBytes);
    // Activations: 1/8 of the tokens, rounded up.
    QCOMPARE(cp8.activationBytes, (one.activationBytes + 7) / 8);
    QCOMPARE(cp8.workspaceBytes, (one.workspaceBytes + 7) / 8);
    // ZeRO shards over dp × cp: 2 × 4 = 8 chips hold an eighth of the state each.
    const MemoryFootprint zero = w.memoryFootprint(split(2, 4, 1, 1, 2));
    QCOMPARE(zero.optimizerBytes, (one.optimizerBytes + 7) / 8);
    QCOMPARE(zero.gradientBytes, (one.gradientBytes + 7) / 8);
    QCOMPARE(zero.weightBytes, one.weightBytes);
    // With tp the two divide together.
    QCOMPARE(
        w.memoryFootprint(split(1, 4, 2, 1, 0)).activationBytes, (one.activationBytes + 7) / 8);
}

void TestContextParallel::ringBytesAndCount()
{
    // Batch 8 on dp 2 × cp 8: 4 micro-batches of one 32,768-token sequence a replica, 4,096
    // tokens a chip. A hop carries a chunk's keys and values: 4,096 × 2 × 8 KV heads × 128 × 2
    // bytes = 16,777,216; 7 hops a layer, 32 layers, 4 micro-batches forward, and as many of
    // twice the bytes backward (the keys and values with their gradients).
    const ScalingEstimator estimator(build(llama3(8, 32768)), device(QStringLiteral("h100-sxm")));
    const ScalingResult r = estimator.estimate(split(2, 8));
    QVERIFY2(r.legal(), qPrintable(r.problems.isEmpty() ? QString() : r.problems[0].toString()));
    std::vector<const CollectiveUse*> ring;
    for (const CollectiveUse& u : r.collectives)
        if (u.purpose == QLatin1String("cp"))
            ring.push_back(&u);
    QCOMPARE(ring.size(), std::size_t(2));
    QCOMPARE(ring[0]->estimate.collective, Collective::PointToPoint);
    QCOMPARE(ring[0]->estimate.messageBytes, 16'777'216.0);
    QCOMPARE(ring[0]->countPerStep, qint64(32 * 4 * 7));
    QCOMPARE(ring[1]->estimate.messageBytes, 2 * 16'777'216.0);
    QCOMPARE(ring[1]->countPerStep, qint64(32 * 4 * 7));
    // Gradients are reduced over the 16 chips that hold the same weights.
    bool reduced = false;
    for (const CollectiveUse& u : r.collectives)
        reduced
            = reduced || (u.purpose == QLatin1String("dp-grad") && u.estimate.participants == 16);
    QVERIFY(reduced);
    // Full recomputation runs the forward ring twice.
    WorkloadSpec recomputed = llama3(8, 32768);
    recomputed.run.recompute = RecomputePolicy::Full;
    const ScalingEstimator again(build(recomputed), device(QStringLiteral("h100-sxm")));
    const ScalingResult rr = again.estimate(split(2, 8));
    for (const CollectiveUse& u : rr.collectives)
        if (u.purpose == QLatin1String("cp") && u.estimate.messageBytes == 16'777'216.0)
            QCOMPARE(u.countPerStep, qint64(2 * 32 * 4 * 7));
    // The same tokens' FLOPs: cp 8 computes what dp 8 does, in smaller kernels.
    const ScalingEstimator plain(build(llama3(8, 32768)), device(QStringLiteral("h100-sxm")));
    const ScalingResult dp = plain.estimate(split(8, 1, 2));
    const ScalingResult cp = plain.estimate(split(1, 8, 2));
    QVERIFY(cp.legal() && dp.legal());
    QVERIFY(cp.computeSeconds >= dp.computeSeconds * 0.98);
    QVERIFY(cp.computeSeconds <= dp.computeSeconds * 1.10);
}

void TestContextParallel::ringHidesBehindLongAttentionOnly()
{
    // 32,768 tokens: a chunk's attention (4,096² pairs) outlasts the hop; 2,048 tokens: it is
    // 256² pairs and the ring is exposed, so cp loses to dp on short sequences.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const ScalingEstimator longer(build(llama3(8, 32768)), h100);
    const ScalingResult hidden = longer.estimate(split(1, 8));
    const ScalingEstimator shorter(build(llama3(8, 2048)), h100);
    const ScalingResult exposed = shorter.estimate(split(1, 8));
    double hiddenRing = 0;
    double exposedRing = 0;
    for (const CollectiveUse& u : hidden.collectives)
        if (u.purpose == QLatin1String("cp"))
            hiddenRing += u.exposedSeconds;
    for (const CollectiveUse& u : exposed.collectives)
        if (u.purpose == QLatin1String("cp"))
            exposedRing += u.exposedSeconds;
    QCOMPARE(hiddenRing, 0.0);
    QVERIFY(exposedRing > 0);
    QVERIFY(exposed.stepSeconds > shorter.estimate(split(8, 1)).stepSeconds);
    QVERIFY(qFuzzyCompare(exposed.stepSeconds,
        exposed.computeSeconds + exposed.exposedCommSeconds + exposed.bubbleSeconds));
}

void TestContextParallel::searchUsesItWhereItPays()
{
    // Short sequences: the search never picks cp; a prefill of 131,072 tokens on 8 chips: cp
    // divides the prompt where tp would all-reduce every layer's activations.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const ScalingEstimator shortRun(build(llama3(64, 2048)), h100);
    const auto best = shortRun.fastest(8);
    QVERIFY(best);
    QCOMPARE(best->config.cp, qint64(1));
    SearchOptions noCp;
    noCp.maxCp = 1;
    const ScalingEstimator prefill(build(llama3(1, 131072, StepKind::Prefill)), h100);
    const auto with = prefill.fastest(8);
    const auto without = prefill.fastest(8, noCp);
    QVERIFY(with && without);
    QCOMPARE(without->config.cp, qint64(1));
    QVERIFY(with->config.cp > 1);
    QVERIFY(with->stepSeconds < without->stepSeconds);
    for (const ParallelConfig& c : prefill.legalConfigs(8, noCp))
        QCOMPARE(c.cp, qint64(1));
}

QTEST_GUILESS_MAIN(TestContextParallel)
#include "tst_contextparallel.moc"
