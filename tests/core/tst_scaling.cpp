// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The scaling estimator: legality, the 1F1B bubble, efficiency bounded by one, memory per chip,
// the split search and how communication grows with the chip count.

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QTest>
#include <cstring>

using namespace ts;
using namespace ts::scaling;

namespace {

Device device(const QString& id)
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const auto d = catalog.device(id);
    return d ? *d : Device {};
}

Workload preset(const QString& id)
{
    const WorkloadLoadResult loaded = WorkloadPresets::load(id);
    return *WorkloadBuilder::build(*loaded.spec).workload;
}

ParallelConfig split(qint64 dp, qint64 tp, qint64 pp, int zero = 1)
{
    ParallelConfig c;
    c.dp = dp;
    c.tp = tp;
    c.pp = pp;
    c.zeroStage = zero;
    return c;
}

bool hasError(const ScalingResult& r, const QString& path)
{
    for (const io::Diagnostic& d : r.problems)
        if (d.jsonPath == path && d.severity == io::Severity::Error)
            return true;
    return false;
}

} // namespace

class TestScaling : public QObject
{
    Q_OBJECT

private slots:
    void mfuAboveTheBestPublishedIsNoted();
    void oneChipIsTheEngine();
    /// The split's per-operator cache returns, for every operator of a tensor-parallel fp8 and
    /// bf16 split, the engine's own time for that operator: its key tells apart what the time
    /// depends on (once it had no phase, and a projection's dgrad got a forward's time).
    void operatorCacheIsTheEngine_data();
    void operatorCacheIsTheEngine();
    void legalityErrors();
    void pipelineBubble_data();
    void pipelineBubble();
    void efficiencyNeverAboveOne_data();
    void efficiencyNeverAboveOne();
    void memoryPerChipDecidesFit();
    void searchFindsTheFastestLegalSplit();
    /// The pruned split search (issue 34's speed budget) returns exactly the exhaustive one's
    /// split and figures, over dense, MoE, inference and non-transformer workloads, switched and
    /// torus networks, and chip counts from 8 to 4,096.
    /// legalConfigs() skips widths check() refuses before calling it (issue 34): still exactly
    /// the splits check() accepts, in the same order.
    void legalConfigsAreTheCheckedSplits();
    void prunedSearchIsTheExhaustiveSearch_data();
    void prunedSearchIsTheExhaustiveSearch();
    void communicationShareRisesWithChips_data();
    void communicationShareRisesWithChips();
    void overlapHidesGradientReduction();
    void expertParallelAddsAllToAll();
    void resultsCarryTheirDerivation();
    void engineFailureIsACode();
    void runsBeyondTwoToTheSixtyThreeFlops();
    void decodeLatencyFallsWithTensorParallelism();
};

void TestScaling::operatorCacheIsTheEngine_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("deviceId");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<qint64>("tp");
    // GPT-3's MLP is 4h wide: at tp 4 its second GEMM's dgrad has the first one's forward shape.
    const QString gpt3 = QStringLiteral("gpt-3-175b");
    const QString llama = QStringLiteral("llama-2-7b");
    const QString h100 = QStringLiteral("h100-sxm");
    QTest::newRow("gpt-3 h100 fp8 tp4") << gpt3 << h100 << Precision::FP8 << qint64(4);
    QTest::newRow("gpt-3 h100 bf16 tp4") << gpt3 << h100 << Precision::BF16 << qint64(4);
    QTest::newRow("llama-2 h100 fp8 tp2") << llama << h100 << Precision::FP8 << qint64(2);
    QTest::newRow("llama-2 tpu-v5p bf16 tp2")
        << llama << QStringLiteral("tpu-v5p") << Precision::BF16 << qint64(2);
}

void TestScaling::operatorCacheIsTheEngine()
{
    QFETCH(QString, presetId);
    QFETCH(QString, deviceId);
    QFETCH(Precision, precision);
    QFETCH(qint64, tp);
    WorkloadSpec spec = *WorkloadPresets::load(presetId).spec;
    spec.run.activationPrecision = precision;
    spec.run.weightPrecision = precision;
    const Workload w = *WorkloadBuilder::build(spec).workload;
    const Device chip = device(deviceId);
    const ScalingEstimator estimator(w, chip);
    const ParallelConfig config = split(1, tp, 1, 0);
    // In the operator list's order, as a split asks: forward operators fill the cache first.
    int compared = 0;
    for (const Operator& op : w.ops()) {
        const Operator chipOp = ScalingEstimator::perChipOperator(op, config, spec.run.seqLength);
        const auto cached = estimator.chipOperatorEstimate(chipOp);
        const auto alone = engine::PerformanceEngine::estimateOp(chipOp, chip, {});
        QCOMPARE(bool(cached), bool(alone));
        if (!alone)
            continue;
        QVERIFY2(cached->timeSeconds == alone->timeSeconds,
            qPrintable(QStringLiteral("%1 (%2): %3 s from the cache, %4 s from the engine")
                           .arg(op.name, phaseName(op.phase))
                           .arg(cached->timeSeconds, 0, 'g', 9)
                           .arg(alone->timeSeconds, 0, 'g', 9)));
        ++compared;
    }
    QVERIFY(compared > 20);
}

void TestScaling::oneChipIsTheEngine()
{
    // In fp8 too: Transformer Engine's recipe accumulates a backward GEMM (split, fp32-promoted)
    // unlike a forward one of the same shape, so the split's per-operator cache must tell the
    // phases apart (it once served a projection's dgrad the forward's time).
    for (const Precision precision : { Precision::BF16, Precision::FP8 }) {
        WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
        spec.run.activationPrecision = precision;
        spec.run.weightPrecision = precision;
        const Workload w = *WorkloadBuilder::build(spec).workload;
        const Device h100 = device(QStringLiteral("h100-sxm"));
        const ScalingResult r = ScalingEstimator(w, h100).estimate(split(1, 1, 1, 0));
        QVERIFY(r.legal());
        const auto e = engine::PerformanceEngine::estimate(w, h100, {});
        QVERIFY(e);
        QVERIFY2(qAbs(r.stepSeconds - e->stepSeconds) < 1e-9 * e->stepSeconds,
            qPrintable(QStringLiteral("%1: %2 s against the engine's %3 s")
                           .arg(precisionName(precision))
                           .arg(r.stepSeconds, 0, 'g', 12)
                           .arg(e->stepSeconds, 0, 'g', 12)));
    }
    const Workload w = preset(QStringLiteral("llama-2-7b"));
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const ScalingEstimator estimator(w, h100);
    const ScalingResult r = estimator.estimate(split(1, 1, 1, 0));
    QVERIFY(r.legal());
    const auto e = engine::PerformanceEngine::estimate(w, h100, {});
    QVERIFY(e);
    QVERIFY(qAbs(r.stepSeconds - e->stepSeconds) < 1e-9 * e->stepSeconds);
    QCOMPARE(r.commSeconds, 0.0);
    QCOMPARE(r.scalingEfficiency, 1.0);
    QCOMPARE(r.memoryPerChipBytes, e->memory.totalBytes());
    QVERIFY(qAbs(r.energyJoules - e->energyJoulesPerStep) < 1e-6 * e->energyJoulesPerStep);
    QVERIFY(qAbs(r.costUsd - e->costPerStepUsd) < 1e-9 + 1e-6 * e->costPerStepUsd);
}

void TestScaling::legalityErrors()
{
    const ScalingEstimator gpt(
        preset(QStringLiteral("gpt-3-175b")), device(QStringLiteral("h100-sxm")));
    // 96 heads are not divisible by 5, 96 layers not by 5, the batch 1536 not by dp 5 × mb 1.
    QVERIFY(hasError(gpt.estimate(split(1, 5, 1)), QStringLiteral("$.parallel.tp")));
    QVERIFY(hasError(gpt.estimate(split(1, 1, 5)), QStringLiteral("$.parallel.pp")));
    QVERIFY(hasError(gpt.estimate(split(5, 1, 1)), QStringLiteral("$.parallel.dp")));
    ParallelConfig micro = split(512, 1, 1);
    micro.microBatch = 4; // 512 × 4 does not divide 1536
    QVERIFY(hasError(gpt.estimate(micro), QStringLiteral("$.parallel.dp")));
    QVERIFY(hasError(gpt.estimate(split(0, 1, 1)), QStringLiteral("$.parallel.dp")));
    QVERIFY(hasError(gpt.estimate(split(1, 1, 1, 4)), QStringLiteral("$.parallel.zero_stage")));
    ParallelConfig experts = split(8, 1, 1);
    experts.ep = 2; // a dense model has no experts
    QVERIFY(hasError(gpt.estimate(experts), QStringLiteral("$.parallel.ep")));
    const ScalingResult bad = gpt.estimate(split(1, 5, 5));
    QCOMPARE(bad.stepSeconds, 0.0);
    QVERIFY(!bad.legal());

    // GQA: LLaMA-2 70B has 8 KV heads; tp 16 replicates them (legal), tp 3 divides neither.
    const ScalingEstimator llama(
        preset(QStringLiteral("llama-2-70b")), device(QStringLiteral("h100-sxm")));
    QVERIFY(llama.estimate(split(1, 16, 1)).legal());
    QVERIFY(hasError(llama.estimate(split(1, 3, 1)), QStringLiteral("$.parallel.tp")));

    // Only transformers split by tensor or pipeline.
    const ScalingEstimator resnet(
        preset(QStringLiteral("resnet-50")), device(QStringLiteral("h100-sxm")));
    QVERIFY(hasError(resnet.estimate(split(1, 2, 1)), QStringLiteral("$.parallel.tp")));
    QVERIFY(resnet.estimate(split(2, 1, 1, 0)).legal()
        == (preset(QStringLiteral("resnet-50")).spec().run.globalBatch % 2 == 0));
}

void TestScaling::pipelineBubble_data()
{
    QTest::addColumn<qint64>("dp");
    QTest::addColumn<qint64>("pp");
    QTest::addColumn<qint64>("chunks");
    QTest::newRow("pp 8, m 192") << qint64(8) << qint64(8) << qint64(2);
    QTest::newRow("pp 16, m 12") << qint64(128) << qint64(16) << qint64(2);
    QTest::newRow("pp 32, m 3") << qint64(512) << qint64(32) << qint64(3);
}

void TestScaling::pipelineBubble()
{
    QFETCH(qint64, dp);
    QFETCH(qint64, pp);
    QFETCH(qint64, chunks);
    const Workload w = preset(QStringLiteral("gpt-3-175b"));
    const ScalingEstimator estimator(w, device(QStringLiteral("h100-sxm")));
    const ScalingResult r = estimator.estimate(split(dp, 8, pp));
    QVERIFY(r.legal());
    const qint64 m = w.spec().run.globalBatch / (dp * w.spec().run.microBatch);
    const double expected = double(pp - 1) / double(m + pp - 1);
    QVERIFY2(qAbs(r.bubbleFraction - expected) < 1e-12,
        qPrintable(QStringLiteral("%1 vs %2").arg(r.bubbleFraction).arg(expected)));
    // Interleaving v chunks per stage divides the bubble by v.
    ParallelConfig interleaved = split(dp, 8, pp);
    interleaved.virtualStages = chunks;
    const ScalingResult v = estimator.estimate(interleaved);
    QVERIFY(v.legal());
    QVERIFY(v.bubbleSeconds < r.bubbleSeconds);
}

void TestScaling::efficiencyNeverAboveOne_data()
{
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("device");
    QTest::newRow("GPT-3 on H100") << QStringLiteral("gpt-3-175b") << QStringLiteral("h100-sxm");
    QTest::newRow("GPT-3 on TPU v5p") << QStringLiteral("gpt-3-175b") << QStringLiteral("tpu-v5p");
    QTest::newRow("LLaMA-3 70B on TPU v5p")
        << QStringLiteral("llama-3-70b") << QStringLiteral("tpu-v5p");
    QTest::newRow("LLaMA-2 7B on A100")
        << QStringLiteral("llama-2-7b") << QStringLiteral("a100-sxm4-80gb");
    QTest::newRow("Mixtral on H100")
        << QStringLiteral("mixtral-8x7b") << QStringLiteral("h100-sxm");
}

void TestScaling::efficiencyNeverAboveOne()
{
    QFETCH(QString, workload);
    QFETCH(QString, device);
    const ScalingEstimator estimator(preset(workload), ::device(device));
    int checked = 0;
    for (qint64 chips : { 1, 2, 8, 64, 512, 4096 }) {
        for (const ParallelConfig& c : estimator.legalConfigs(chips, { { 1 }, 0 })) {
            const ScalingResult r = estimator.estimate(c);
            QVERIFY(r.legal());
            QVERIFY2(r.scalingEfficiency > 0 && r.scalingEfficiency <= 1.0,
                qPrintable(
                    c.label() + QStringLiteral(": ") + QString::number(r.scalingEfficiency)));
            QVERIFY(r.stepSeconds * double(chips) >= r.singleChipStepSeconds * (1 - 1e-12));
            QVERIFY(r.exposedCommSeconds <= r.commSeconds + 1e-15);
            QVERIFY(r.mfu > 0 && r.mfu < 1);
            ++checked;
        }
    }
    QVERIFY(checked > 20);
}

void TestScaling::memoryPerChipDecidesFit()
{
    const ScalingEstimator estimator(
        preset(QStringLiteral("gpt-3-175b")), device(QStringLiteral("h100-sxm")));
    // 175 B parameters × 16 bytes do not fit 8 × 80 GB even sharded three ways.
    const ScalingResult dp8 = estimator.estimate(split(8, 1, 1, 0));
    QVERIFY(dp8.legal());
    QVERIFY(!dp8.fits);
    QVERIFY(dp8.memoryPerChipBytes > dp8.memoryCapacityBytes);
    const ScalingResult megatron = estimator.estimate(split(16, 8, 8, 1));
    QVERIFY(megatron.fits);
    QVERIFY(megatron.memoryPerChipBytes < dp8.memoryPerChipBytes / 8);
    const auto fewest = estimator.fewestChipsThatFit({ 1, 2, 4, 8, 16, 32, 64, 128, 256 });
    QVERIFY(fewest);
    QVERIFY(fewest->fits);
    QVERIFY(fewest->chips > 8);
    // No split of the fewer chip counts fits.
    const auto below = estimator.fastest(fewest->chips / 2);
    QVERIFY(below && !below->fits);
}

void TestScaling::searchFindsTheFastestLegalSplit()
{
    const ScalingEstimator estimator(
        preset(QStringLiteral("gpt-3-175b")), device(QStringLiteral("h100-sxm")));
    const auto best = estimator.fastest(256);
    QVERIFY(best);
    QVERIFY(best->fits);
    QCOMPARE(best->chips, qint64(256));
    for (const ParallelConfig& c : estimator.legalConfigs(256)) {
        const ScalingResult r = estimator.estimate(c);
        if (r.fits)
            QVERIFY2(best->stepSeconds <= r.stepSeconds, qPrintable(c.label()));
    }
}

void TestScaling::legalConfigsAreTheCheckedSplits()
{
    auto divisorsOf = [](qint64 n) {
        std::vector<qint64> d;
        for (qint64 i = 1; i <= n; ++i)
            if (n % i == 0)
                d.push_back(i);
        return d;
    };
    for (const char* name : { "gpt-3-175b", "mixtral-8x7b", "llama-3-70b", "resnet-50" }) {
        const Workload w = preset(QString::fromLatin1(name));
        const ScalingEstimator estimator(w, device(QStringLiteral("h100-sxm")));
        const qint64 experts = w.spec().transformer.experts;
        const bool moe = w.spec().type == ModelType::Transformer && experts > 1;
        for (qint64 chips : { 1, 24, 64, 1024 }) {
            // Every candidate, in legalConfigs()'s order, kept when check() finds no error.
            std::vector<ParallelConfig> expected;
            for (qint64 tp : divisorsOf(chips))
                for (qint64 pp : divisorsOf(chips / tp))
                    for (qint64 cp : divisorsOf(chips / tp / pp)) {
                        if (cp > 1 && w.spec().type != ModelType::Transformer)
                            continue;
                        const qint64 dp = chips / tp / pp / cp;
                        std::vector<qint64> eps { 1 };
                        if (moe) {
                            eps.clear();
                            for (qint64 ep : divisorsOf(dp))
                                if (experts % ep == 0)
                                    eps.push_back(ep);
                        }
                        for (qint64 ep : eps)
                            for (int zero : { 0, 1, 2, 3 }) {
                                if (dp * cp == 1 && zero != 0)
                                    continue;
                                ParallelConfig c;
                                c.dp = dp;
                                c.tp = tp;
                                c.pp = pp;
                                c.ep = ep;
                                c.cp = cp;
                                c.zeroStage = dp * cp > 1 ? zero : 0;
                                if (!io::hasErrors(c.check(w)))
                                    expected.push_back(c);
                            }
                    }
            const std::vector<ParallelConfig> legal = estimator.legalConfigs(chips);
            QVERIFY2(legal == expected,
                qPrintable(QStringLiteral("%1 on %2 chips: %3 against %4")
                               .arg(QLatin1String(name))
                               .arg(chips)
                               .arg(legal.size())
                               .arg(expected.size())));
        }
    }
}

void TestScaling::prunedSearchIsTheExhaustiveSearch_data()
{
    QTest::addColumn<QString>("workload");
    QTest::addColumn<StepKind>("step");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<QString>("device");
    const struct
    {
        const char* workload;
        StepKind step;
        qint64 batch;
    } workloads[] = {
        { "gpt-3-175b", StepKind::Training, 0 },
        { "llama-3-70b", StepKind::Training, 0 },
        { "mixtral-8x7b", StepKind::Training, 0 },
        { "llama-2-7b", StepKind::Decode, 64 },
        { "llama-3-70b", StepKind::Prefill, 8 },
        { "resnet-50", StepKind::Training, 0 },
    };
    for (const auto& w : workloads) {
        for (const char* d : { "h100-sxm", "tpu-v5p", "mi300x" }) {
            QTest::addRow("%s %s %s", w.workload, qPrintable(stepKindName(w.step)), d)
                << QString::fromLatin1(w.workload) << w.step << w.batch << QString::fromLatin1(d);
        }
    }
}

void TestScaling::prunedSearchIsTheExhaustiveSearch()
{
    QFETCH(QString, workload);
    QFETCH(StepKind, step);
    QFETCH(qint64, batch);
    QFETCH(QString, device);
    const Device chip = ::device(device);
    QVERIFY(!chip.id.isEmpty());
    WorkloadSpec spec = *WorkloadPresets::load(workload).spec;
    spec.run.step = step;
    if (batch > 0) {
        spec.run.globalBatch = batch;
        spec.run.microBatch = batch;
    }
    const auto built = WorkloadBuilder::build(spec);
    QVERIFY(built.workload);
    SearchOptions exhaustive;
    exhaustive.prune = false;
    for (qint64 chips : { 8, 64, 512, 1024, 4096 }) {
        // Separate estimators: neither search sees the other's memoised shards.
        const ScalingEstimator pruning(*built.workload, chip);
        const ScalingEstimator timingAll(*built.workload, chip);
        const auto pruned = pruning.fastest(chips);
        const auto all = timingAll.fastest(chips, exhaustive);
        QCOMPARE(bool(pruned), bool(all));
        if (!all)
            continue;
        const QString where = QStringLiteral("%1 chips: %2 vs %3")
                                  .arg(chips)
                                  .arg(pruned->config.label(), all->config.label());
        QVERIFY2(pruned->config == all->config, qPrintable(where));
        QVERIFY2(std::memcmp(&pruned->stepSeconds, &all->stepSeconds, sizeof(double)) == 0,
            qPrintable(where));
        QCOMPARE(pruned->fits, all->fits);
        QCOMPARE(pruned->memoryPerChipBytes, all->memoryPerChipBytes);
        QCOMPARE(pruned->notes, all->notes);
        QCOMPARE(pruned->derivation, all->derivation);
    }
}

void TestScaling::communicationShareRisesWithChips_data()
{
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("device");
    QTest::newRow("GPT-3 on H100") << QStringLiteral("gpt-3-175b") << QStringLiteral("h100-sxm");
    QTest::newRow("GPT-3 on TPU v5p") << QStringLiteral("gpt-3-175b") << QStringLiteral("tpu-v5p");
    QTest::newRow("LLaMA-3 70B on H100")
        << QStringLiteral("llama-3-70b") << QStringLiteral("h100-sxm");
    QTest::newRow("LLaMA-3 70B on TPU v5p")
        << QStringLiteral("llama-3-70b") << QStringLiteral("tpu-v5p");
}

void TestScaling::communicationShareRisesWithChips()
{
    QFETCH(QString, workload);
    QFETCH(QString, device);
    // At a fixed global batch, more chips mean less compute per chip and at least as much
    // traffic, so the best split's efficiency falls and its waiting share does not fall.
    const ScalingEstimator estimator(preset(workload), ::device(device));
    const auto few = estimator.fastest(64);
    const auto many = estimator.fastest(4096);
    QVERIFY(few && many);
    QVERIFY(few->fits && many->fits);
    QVERIFY2(many->scalingEfficiency < few->scalingEfficiency,
        qPrintable(
            QStringLiteral("%1 vs %2").arg(many->scalingEfficiency).arg(few->scalingEfficiency)));
    const double fewShare = (few->exposedCommSeconds + few->bubbleSeconds) / few->stepSeconds;
    const double manyShare = (many->exposedCommSeconds + many->bubbleSeconds) / many->stepSeconds;
    QVERIFY2(
        manyShare > fewShare, qPrintable(QStringLiteral("%1 vs %2").arg(manyShare).arg(fewShare)));
    QVERIFY(many->stepSeconds < few->stepSeconds);
}

void TestScaling::overlapHidesGradientReduction()
{
    const ScalingEstimator estimator(
        preset(QStringLiteral("llama-2-7b")), device(QStringLiteral("h100-sxm")));
    ParallelConfig c = split(64, 1, 1, 1);
    const ScalingResult overlapped = estimator.estimate(c);
    c.overlapGradientReduce = false;
    const ScalingResult serial = estimator.estimate(c);
    QVERIFY(overlapped.commSeconds > 0);
    QCOMPARE(overlapped.commSeconds, serial.commSeconds);
    QCOMPARE(serial.exposedCommSeconds, serial.commSeconds);
    QVERIFY(overlapped.exposedCommSeconds < serial.exposedCommSeconds);
    QVERIFY(overlapped.stepSeconds < serial.stepSeconds);
}

void TestScaling::expertParallelAddsAllToAll()
{
    const ScalingEstimator estimator(
        preset(QStringLiteral("mixtral-8x7b")), device(QStringLiteral("h100-sxm")));
    ParallelConfig c = split(8, 1, 1, 1);
    const ScalingResult dense = estimator.estimate(c);
    c.ep = 8;
    const ScalingResult experts = estimator.estimate(c);
    QVERIFY(dense.legal() && experts.legal());
    bool allToAll = false;
    for (const CollectiveUse& u : experts.collectives)
        allToAll = allToAll
            || (u.purpose == QLatin1String("ep") && u.estimate.collective == Collective::AllToAll);
    QVERIFY(allToAll);
    QVERIFY(experts.memoryPerChipBytes < dense.memoryPerChipBytes);
}

void TestScaling::resultsCarryTheirDerivation()
{
    const ScalingEstimator estimator(
        preset(QStringLiteral("gpt-3-175b")), device(QStringLiteral("tpu-v5p")));
    const ScalingResult r = estimator.estimate(split(64, 8, 8));
    QVERIFY(r.legal());
    QVERIFY(r.derivation.size() >= 5);
    QVERIFY(r.derivation.first().startsWith(QLatin1String("network: torus-3d")));
    QVERIFY(r.derivation.filter(QStringLiteral("step = W")).size() == 1);
    QVERIFY(r.derivation.filter(QStringLiteral("pipeline bubble")).size() == 1);
    for (const CollectiveUse& u : r.collectives) {
        QVERIFY(!u.estimate.formula.isEmpty());
        QVERIFY(u.exposedSeconds <= u.totalSeconds + 1e-15);
    }
    QCOMPARE(r.energyJoules > 0, r.hasPower);
    QCOMPARE(r.costUsd > 0, r.hasPrice);
}

// A device the engine cannot estimate on: the result says so with the engine's code (worded by
// the GUI and the CLI), not with an English sentence built in core, and is not legal.
void TestScaling::engineFailureIsACode()
{
    Device noMatrix = device(QStringLiteral("h100-sxm"));
    for (Precision p : kAllPrecisions)
        noMatrix.setPeakFlopsPerSecond(p, std::nullopt);
    const ScalingEstimator estimator(preset(QStringLiteral("llama-2-7b")), noMatrix);
    const ScalingResult r = estimator.estimate(split(2, 1, 1));
    QVERIFY(!r.legal());
    QCOMPARE(r.engineError, engine::EngineError::NoMatrixRate);
    QVERIFY(r.problems.isEmpty());
    QCOMPARE(r.stepSeconds, 0.0);
    QVERIFY(!estimator.fastest(4).has_value() || !estimator.fastest(4)->legal());

    // Legal results carry no engine error.
    const ScalingEstimator h100(
        preset(QStringLiteral("llama-2-7b")), device(QStringLiteral("h100-sxm")));
    QCOMPARE(h100.estimate(split(2, 1, 1)).engineError, engine::EngineError::None);
}

void TestScaling::mfuAboveTheBestPublishedIsNoted()
{
    // Issue 32: no TPU training estimate may quietly claim an MFU above every published run on
    // its generation. Every training preset's fastest split on 256 chips of every TPU whose
    // catalog entry cites a best published MFU carries the note exactly when it is above.
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    int checked = 0;
    int above = 0;
    for (const Device& tpu : catalog.devices()) {
        if (tpu.kind != DeviceKind::Tpu || !tpu.bestPublishedTrainingMfu)
            continue;
        for (const QString& id : WorkloadPresets::ids()) {
            const WorkloadLoadResult loaded = WorkloadPresets::load(id);
            if (!loaded.spec || loaded.spec->type != ModelType::Transformer)
                continue;
            WorkloadSpec spec = *loaded.spec;
            spec.run.step = StepKind::Training;
            const auto built = WorkloadBuilder::build(spec);
            if (!built.workload)
                continue;
            const ScalingEstimator estimator(*built.workload, tpu);
            const auto best = estimator.fastest(256);
            if (!best || !best->legal())
                continue;
            const bool noted = best->notes.contains(QStringLiteral("mfu-above-best-published"));
            const bool isAbove = best->mfu > *tpu.bestPublishedTrainingMfu;
            QVERIFY2(noted == isAbove,
                qPrintable(QStringLiteral("%1 on %2: MFU %3, best published %4, noted %5")
                               .arg(id, tpu.id)
                               .arg(best->mfu)
                               .arg(*tpu.bestPublishedTrainingMfu)
                               .arg(noted)));
            ++checked;
            above += isAbove ? 1 : 0;
        }
    }
    QVERIFY(checked > 0);
    // Today's gap, stated so that closing it shows: the shipped 1,024-chip LLaMA-3 70B example
    // on TPU v5p is above MaxText's best v5p run (71.5%), and says so.
    const ScalingEstimator v5p(
        preset(QStringLiteral("llama-3-70b")), device(QStringLiteral("tpu-v5p")));
    ParallelConfig base;
    const auto example = v5p.fastest(1024, {}, base);
    QVERIFY(example && example->legal());
    if (example->mfu > 0.7147)
        QVERIFY(example->notes.contains(QStringLiteral("mfu-above-best-published")));
    qInfo("TPU training presets above the best published MFU of their generation: %d of %d", above,
        checked);
}

QTEST_GUILESS_MAIN(TestScaling)

// Issue 17, item 11: a step's FLOPs may pass 2⁶³ (9.2·10¹⁸); LLaMA-3 405B's pre-training step of
// 2,048 × 8,192 tokens (4·10¹⁹) was refused as an overflow. Steps up to 10²⁴ FLOPs build, time
// and scale, with totals that agree with 6·N·tokens.
void TestScaling::runsBeyondTwoToTheSixtyThreeFlops()
{
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-3-405b")).spec;
    spec.run.step = StepKind::Training;
    spec.run.seqLength = 8192;
    spec.run.microBatch = 1;
    for (const qint64 batch : { qint64(2048), qint64(1) << 27 }) {
        spec.run.globalBatch = batch;
        const WorkloadBuildResult built = WorkloadBuilder::build(spec);
        QVERIFY2(built.workload, qPrintable(built.diagnostics.value(0).toString()));
        const Workload& w = *built.workload;
        const double tokens = double(batch) * 8192.0;
        const double sixNT = 6.0 * double(w.parameterCount()) * tokens;
        QVERIFY(w.flopsPerStep() > 9.3e18);
        // Attention and the recomputation add to 6·N·T; they never halve or double it.
        QVERIFY2(w.flopsPerStep() > sixNT && w.flopsPerStep() < 2.0 * sixNT,
            qPrintable(QStringLiteral("%1 vs 6NT %2").arg(w.flopsPerStep()).arg(sixNT)));
        if (batch > 2048)
            QVERIFY(w.flopsPerStep() >= 1e24);

        const Device h100 = device(QStringLiteral("h100-sxm"));
        const auto one = engine::PerformanceEngine::estimate(w, h100, {});
        QVERIFY(one);
        QVERIFY(std::isfinite(one->stepSeconds) && one->stepSeconds > 0);
        QVERIFY(one->mfu > 0.0 && one->mfu < 1.0);

        const ScalingEstimator estimator(w, h100);
        const ScalingResult r = estimator.estimate(split(2048, 8, 1, 3));
        QVERIFY2(r.legal(), qPrintable(r.problems.value(0).toString()));
        QVERIFY(std::isfinite(r.stepSeconds) && r.stepSeconds > 0);
        QVERIFY(r.mfu > 0.0 && r.mfu < 1.0);
        QVERIFY(r.tokensPerSecond > 0);
    }
}

// Issue 17, item 9: LLaMA-2 70B batch-1 decode on 8 H100s got slower from TP4 to TP8 (two
// NCCL collectives per layer at 25–46 µs each) while measured latency falls. As serving runtimes
// run it (all-reduce, one-shot kernel), each step is faster with more chips. Without it (NCCL's
// LL all-gather and reduce-scatter, 19–33 µs each since issue 32 item 4) TP8 gains far less
// over TP4: 14% against 32%.
void TestScaling::decodeLatencyFallsWithTensorParallelism()
{
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-2-70b")).spec;
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = 1;
    spec.run.seqLength = 2048;
    const Workload w = *WorkloadBuilder::build(spec).workload;
    auto stepAt = [&](qint64 tp, bool serving) {
        engine::EngineOptions options;
        options.servingRuntime = serving;
        const ScalingEstimator estimator(w, device(QStringLiteral("h100-sxm")), options);
        const ScalingResult r = estimator.estimate(split(1, tp, 1, 0));
        if (!r.legal())
            return 0.0;
        if (serving && tp > 1) {
            for (const CollectiveUse& u : r.collectives)
                if (u.purpose == QLatin1String("tp") && u.estimate.algorithm != u"one-shot")
                    return 0.0;
        }
        return r.stepSeconds;
    };
    double previous = stepAt(1, true);
    QVERIFY(previous > 0);
    for (qint64 tp : { 2, 4, 8 }) {
        const double step = stepAt(tp, true);
        QVERIFY2(step > 0 && step < previous,
            qPrintable(QStringLiteral("tp%1: %2 s after %3 s").arg(tp).arg(step).arg(previous)));
        previous = step;
    }
    QVERIFY(stepAt(8, false) / stepAt(4, false) > stepAt(8, true) / stepAt(4, true) + 0.1);
}

#include "tst_scaling.moc"
