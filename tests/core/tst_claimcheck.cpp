// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The ten claims' experiments (issue 22), without a window: every claim runs on the first-run
// workload and three others (a small CNN, a 7B decoder decoding, a 70B model trained on 1,024
// chips), and verdicts are assembled from the numbers (so one flips between workloads, and
// another with a GPU's power). tests/app/tst_claims checks the Claims page and
// `tensorscope claims` against the same ClaimCheck.
#include "claimcases.h"

#include <QTest>
#include <cmath>

using namespace ts;
using namespace ts::test;

class TestClaimCheck : public QObject
{
    Q_OBJECT

private slots:
    void everyClaimRuns_data();
    void everyClaimRuns();
    void verdictsFollowTheWorkload();
    void verdictsFollowTheNumbers();
};

void TestClaimCheck::everyClaimRuns_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : { "first run", "small CNN", "7B decode", "70B on 1024 chips" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestClaimCheck::everyClaimRuns()
{
    QFETCH(QString, name);
    const Case c = workloadCase(name);
    const QList<ClaimOutcome> outcomes = ClaimCheck::run(c.spec, devices(), {}, c.job);
    QCOMPARE(outcomes.size(), kClaimCount);
    for (const ClaimOutcome& o : outcomes) {
        const QString where = ClaimCheck::key(o.id);
        // Each card runs its experiment: a verdict from figures, never "cannot tell".
        QVERIFY2(o.verdict != ClaimVerdict::CannotTell,
            qPrintable(QStringLiteral("%1: %2").arg(where, o.reason)));
        QVERIFY2(!o.figures.isEmpty(), qPrintable(where));
        QVERIFY2(std::isfinite(o.effect), qPrintable(where));
        for (const ClaimFigure& f : o.figures)
            QVERIFY2(!std::isinf(f.value), qPrintable(where + QLatin1Char(' ') + f.key));
        // A range, where there is one, brackets the effect.
        if (std::isfinite(o.effectLow))
            QVERIFY2(o.effectLow <= o.effect && o.effect <= o.effectHigh, qPrintable(where));
        // A condition names its threshold among the figures.
        if (o.condition == QLatin1String("batch-at-least"))
            QVERIFY(std::isfinite(o.figure(QStringLiteral("crossover_batch"))));
        if (o.condition == QLatin1String("mfu-at-least"))
            QVERIFY(o.figure(QStringLiteral("breakeven_mfu")) > 0);
        if (o.condition == QLatin1String("utilization-at-least"))
            QVERIFY(o.figure(QStringLiteral("breakeven_utilization")) > 0);
    }
}

void TestClaimCheck::verdictsFollowTheWorkload()
{
    // The same claims on two workloads: a 7B decoder decoding on one chip and a 70B model
    // trained on 1,024. Memory per chip decides nothing for the first (both fit one chip) and
    // halves the chips for the 70B decoding; the torus's advantage appears only at scale.
    const QList<ClaimOutcome> small
        = ClaimCheck::run(workloadCase(QStringLiteral("7B decode")).spec, devices(), {},
            workloadCase(QStringLiteral("7B decode")).job);
    const Case big = workloadCase(QStringLiteral("70B on 1024 chips"));
    const QList<ClaimOutcome> large = ClaimCheck::run(big.spec, devices(), {}, big.job);
    QCOMPARE(outcome(small, ClaimId::MemoryPerChip).verdict, ClaimVerdict::DoesNotHold);
    QCOMPARE(outcome(small, ClaimId::Torus).verdict, ClaimVerdict::DoesNotHold);
    QCOMPARE(outcome(large, ClaimId::Torus).verdict, ClaimVerdict::Holds);
    // Memory per chip: a TPU v5p offers 95 GiB, an H100 79.65 GiB (what their runtimes report,
    // docs/catalog.md), 19% less. Counted in powers of two, the TPU needs fewer chips only where
    // the footprint falls in that 19% window above a power of two of H100s: decoding the 70B
    // with its KV cache needs 16 v5p chips and 32 H100s. (Trained at the preset's batch it needs
    // 16 of either since the H100's capacity is no longer read as 80 x 10^9 bytes.)
    Case decode = big;
    decode.spec.run.step = StepKind::Decode;
    const ClaimOutcome memory = ClaimCheck::run(ClaimId::MemoryPerChip, decode.spec, devices());
    QCOMPARE(memory.verdict, ClaimVerdict::Holds);
    QVERIFY(memory.figure(QStringLiteral("systolic_fewest_chips"))
        < memory.figure(QStringLiteral("gpu_fewest_chips")));
    QVERIFY(memory.figure(QStringLiteral("systolic_memory_gb"))
        > memory.figure(QStringLiteral("gpu_memory_gb")));
    // Memory is shown in GiB: the GiB figures are the runtimes' capacities; the GB ones stay
    // for `claims --json` readers.
    QCOMPARE(memory.figure(QStringLiteral("systolic_memory_gib")), 95.0);
    QCOMPARE(memory.figure(QStringLiteral("gpu_memory_gib")), 79.6474609375);
    QCOMPARE(memory.figure(QStringLiteral("gpu_memory_gb")), 79.6474609375 * 1.073741824);
}

void TestClaimCheck::verdictsFollowTheNumbers()
{
    // No verdict is written per device: the verdict follows the power figures. With the GPU
    // drawing three times its power the TPU's lead is outside every accuracy band and the
    // perf-per-watt claim holds; at a quarter of its power the GPU does more work per joule and
    // the claim stops holding. (At the catalog's own figures the lead on this CNN sits inside
    // the bands since the TPU rows of issue 32 widened the TPUs' band: a calibration fact, not
    // this test's subject.)
    const Case cnn = workloadCase(QStringLiteral("small CNN"));
    const auto scaledGpu = [](double factor) {
        QList<Device> pair = devices();
        Device& gpu = pair[0];
        for (std::optional<double>* watts : { &gpu.tdpWatts, &gpu.idleWatts, &gpu.maxWatts,
                 &gpu.powerLowWatts, &gpu.powerHighWatts }) {
            if (*watts)
                **watts *= factor;
        }
        return pair;
    };
    QVERIFY(devices()[0].fullLoadWatts());
    const ClaimOutcome hungry = ClaimCheck::run(ClaimId::PerfPerWatt, cnn.spec, scaledGpu(3.0));
    QCOMPARE(hungry.verdict, ClaimVerdict::Holds);
    const ClaimOutcome after = ClaimCheck::run(ClaimId::PerfPerWatt, cnn.spec, scaledGpu(0.25));
    QVERIFY2(after.verdict == ClaimVerdict::DoesNotHold
            || after.verdict == ClaimVerdict::WithinUncertainty,
        qPrintable(QString::number(int(after.verdict))));
    QVERIFY(after.effect < ClaimCheck::run(ClaimId::PerfPerWatt, cnn.spec, devices()).effect);
    QVERIFY(ClaimCheck::run(ClaimId::PerfPerWatt, cnn.spec, devices()).effect < hungry.effect);
}

QTEST_GUILESS_MAIN(TestClaimCheck)
#include "tst_claimcheck.moc"
