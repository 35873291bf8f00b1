// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The serving frontier (issue 35 item 6, docs/serving.md "The frontier"): the Pareto marking
// worked by hand on a made-up set, every point the estimator's own figures at its tensor
// parallelism and batch, and a split the model cannot take skipped with its reason.

#include "hardware/catalog.h"
#include "serving/servingestimator.h"
#include "serving/servingfrontier.h"
#include "workload/workloadpresets.h"

#include <QTest>
#include <set>

using namespace ts;
using serving::FrontierPoint;
using serving::ServingFrontier;

namespace {

FrontierPoint point(qint64 tp, qint64 batch, double perUser, double perChip)
{
    FrontierPoint p;
    p.tensorParallel = tp;
    p.batch = batch;
    p.tokensPerSecondPerUser = perUser;
    p.tokensPerSecondPerChip = perChip;
    return p;
}

Device device(const QString& id)
{
    return *Catalog::load(QString()).device(id);
}

WorkloadSpec preset(const QString& id)
{
    return *WorkloadPresets::load(id).spec;
}

} // namespace

class TestServingFrontier : public QObject
{
    Q_OBJECT

private slots:
    void paretoByHand();
    void pointsAreTheEstimatorsFigures();
    void illegalSplitIsSkipped();
};

void TestServingFrontier::paretoByHand()
{
    // (per user, per chip): A (10, 100) and B (20, 80) trade one for the other; C (15, 70) is
    // below B on both; D equals B and comes after it; E (5, 100) has A's throughput at less
    // interactivity; F (30, 10) is the most interactive; G (10, 90) is below A on throughput
    // alone. Pareto: A, B, F.
    std::vector<FrontierPoint> points { point(1, 64, 10, 100), point(1, 16, 20, 80),
        point(2, 16, 15, 70), point(2, 32, 20, 80), point(4, 256, 5, 100), point(8, 1, 30, 10),
        point(8, 2, 10, 90) };
    ServingFrontier::markPareto(points);
    const std::vector<bool> expected { true, true, false, false, false, true, false };
    for (std::size_t i = 0; i < points.size(); ++i)
        QVERIFY2(points[i].pareto == expected[i], qPrintable(QString::number(i)));
    // One point alone is its own frontier; an empty set stays empty.
    std::vector<FrontierPoint> one { point(1, 1, 1, 1) };
    ServingFrontier::markPareto(one);
    QVERIFY(one.front().pareto);
    std::vector<FrontierPoint> none;
    ServingFrontier::markPareto(none);
    QVERIFY(none.empty());
}

void TestServingFrontier::pointsAreTheEstimatorsFigures()
{
    const WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    const Device h100 = device(QStringLiteral("h100-sxm"));
    serving::ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    const auto frontier = ServingFrontier::compute(spec, h100, serving);
    QVERIFY(frontier);
    QVERIFY(frontier->skipped.empty()); // 32 heads divide over 1, 2, 4 and 8 chips
    std::set<qint64> splits;
    int pareto = 0;
    for (const FrontierPoint& p : frontier->points) {
        splits.insert(p.tensorParallel);
        pareto += p.pareto ? 1 : 0;
        serving::ServingSpec at = serving;
        at.tensorParallel = p.tensorParallel;
        const auto s = serving::ServingEstimator::at(spec, h100, at, p.batch);
        QVERIFY(s);
        QVERIFY(s->fits);
        QVERIFY(p.fits);
        QCOMPARE(p.tpotSeconds, s->tpotSeconds);
        QCOMPARE(p.ttftSeconds, s->ttftSeconds);
        QCOMPARE(p.tokensPerSecondPerUser, 1.0 / s->tpotSeconds);
        QCOMPARE(p.tokensPerSecondPerChip, s->outputTokensPerSecondPerChip);
        QCOMPARE(p.usdPerMillionOutputTokens, s->usdPerMillionOutputTokens);
        QCOMPARE(p.memoryBytes, s->memoryBytes);
        QVERIFY(p.usdPerMillionOutputTokens > 0); // the H100 has a price
    }
    QCOMPARE(splits, (std::set<qint64> { 1, 2, 4, 8 }));
    QVERIFY(pareto >= 2);
    // The batches of one split: powers of two from 1, then the largest that fits.
    std::vector<qint64> batches;
    for (const FrontierPoint& p : frontier->points)
        if (p.tensorParallel == 1)
            batches.push_back(p.batch);
    QCOMPARE(batches.front(), 1);
    for (std::size_t i = 1; i + 1 < batches.size(); ++i)
        QCOMPARE(batches[i], 2 * batches[i - 1]);
    serving::ServingSpec one = serving;
    const auto e = serving::ServingEstimator::estimate(spec, h100, one);
    QVERIFY(e);
    QCOMPARE(batches.back(), e->largestBatchThatFits);
    // The Pareto marks are markPareto's on the same points.
    std::vector<FrontierPoint> copy = frontier->points;
    ServingFrontier::markPareto(copy);
    for (std::size_t i = 0; i < copy.size(); ++i)
        QCOMPARE(copy[i].pareto, frontier->points[i].pareto);
}

void TestServingFrontier::illegalSplitIsSkipped()
{
    // GPT-2 124M has 12 attention heads: 8 chips cannot split them, 1, 2 and 4 can.
    const WorkloadSpec spec = preset(QStringLiteral("gpt-2-124m"));
    serving::ServingSpec serving;
    serving.promptTokens = 512;
    serving.generatedTokens = 128;
    const auto frontier
        = ServingFrontier::compute(spec, device(QStringLiteral("h100-sxm")), serving);
    QVERIFY(frontier);
    QCOMPARE(frontier->skipped.size(), std::size_t(1));
    QCOMPARE(frontier->skipped.front().tensorParallel, 8);
    QVERIFY2(frontier->skipped.front().problem.contains(QStringLiteral("12 attention heads")),
        qPrintable(frontier->skipped.front().problem));
    for (const FrontierPoint& p : frontier->points)
        QVERIFY(p.tensorParallel != 8);
}

QTEST_GUILESS_MAIN(TestServingFrontier)
#include "tst_servingfrontier.moc"
