// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Speed of the scaling model (issue 6 §7): `--search` over every legal split of 1,024 chips of
// GPT-3 175B (target: under 50 ms; issue 34's speed budget: 1 ms), and a 12-point chip-count sweep
// (2 … 4,096 chips) with the search at each point, on H100 and TPU v5p. Each iteration starts from
// a fresh estimator, as one `tensorscope scale` run does, so no memoised shard or operator
// estimate survives between iterations; the engine's per-thread GPU tile-search memo does, as it
// does in the window (the "cold" rows turn it off). The sweep's table is printed once so the
// figures can be read beside the timings.

#include "engine/gpugemmmodel.h"
#include "hardware/catalog.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTest>

using namespace ts;
using namespace ts::scaling;

class BenchScaling : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void search1024Chips_data();
    void search1024Chips();
    void sweepTwelveChipCounts_data();
    void sweepTwelveChipCounts();

private:
    Catalog m_catalog;
    std::optional<Workload> m_gpt3;
};

void BenchScaling::initTestCase()
{
    m_catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const WorkloadLoadResult loaded = WorkloadPresets::load(QStringLiteral("gpt-3-175b"));
    QVERIFY(loaded.spec);
    m_gpt3 = WorkloadBuilder::build(*loaded.spec).workload;
    QVERIFY(m_gpt3);
}

void BenchScaling::search1024Chips_data()
{
    // "cold": the GPU tile search is not memoised either (engine::setGpuTileSearchMemoEnabled),
    // as in the first search of a process; otherwise the memo outlives the estimator, as it
    // does in the window and across a CLI run's searches.
    QTest::addColumn<QString>("device");
    QTest::addColumn<bool>("memo");
    QTest::newRow("h100-sxm") << QStringLiteral("h100-sxm") << true;
    QTest::newRow("tpu-v5p") << QStringLiteral("tpu-v5p") << true;
    QTest::newRow("h100-sxm cold") << QStringLiteral("h100-sxm") << false;
    QTest::newRow("tpu-v5p cold") << QStringLiteral("tpu-v5p") << false;
}

void BenchScaling::search1024Chips()
{
    QFETCH(QString, device);
    QFETCH(bool, memo);
    engine::setGpuTileSearchMemoEnabled(memo);
    const auto restore = qScopeGuard([] { engine::setGpuTileSearchMemoEnabled(true); });
    const auto d = m_catalog.device(device);
    QVERIFY(d);
    std::size_t splits = 0;
    QElapsedTimer timer;
    timer.start();
    int runs = 0;
    QBENCHMARK
    {
        const ScalingEstimator estimator(*m_gpt3, *d);
        splits = estimator.legalConfigs(1024).size();
        const auto best = estimator.fastest(1024);
        QVERIFY(best && best->fits);
        ++runs;
    }
    qInfo().noquote() << QStringLiteral("%1%2: search over %3 legal splits of 1024 chips: %4 ms "
                                        "per search (target < 1 ms)")
                             .arg(device, memo ? QString() : QStringLiteral(" (cold)"))
                             .arg(splits)
                             .arg(double(timer.nsecsElapsed()) / 1e6 / runs, 0, 'f', 2);
}

void BenchScaling::sweepTwelveChipCounts_data()
{
    search1024Chips_data();
}

void BenchScaling::sweepTwelveChipCounts()
{
    QFETCH(QString, device);
    QFETCH(bool, memo);
    engine::setGpuTileSearchMemoEnabled(memo);
    const auto restore = qScopeGuard([] { engine::setGpuTileSearchMemoEnabled(true); });
    const auto d = m_catalog.device(device);
    QVERIFY(d);
    std::vector<ScalingResult> table;
    QElapsedTimer timer;
    timer.start();
    int runs = 0;
    QBENCHMARK
    {
        const ScalingEstimator estimator(*m_gpt3, *d);
        table.clear();
        for (qint64 chips = 2; chips <= 4096; chips *= 2) {
            auto best = estimator.fastest(chips);
            QVERIFY(best);
            table.push_back(std::move(*best));
        }
        ++runs;
    }
    qInfo().noquote() << QStringLiteral("%1%2: 12-point sweep (2..4096 chips) with search: %3 ms")
                             .arg(device, memo ? QString() : QStringLiteral(" (cold)"))
                             .arg(double(timer.nsecsElapsed()) / 1e6 / runs, 0, 'f', 2);
    for (const ScalingResult& r : table)
        qInfo().noquote() << QStringLiteral("  %1 chips  %2  step %3 s  efficiency %4%  "
                                            "exposed comm %5%  bubble %6%  %7 GiB/chip%8")
                                 .arg(r.chips, 5)
                                 .arg(r.config.label(), -22)
                                 .arg(r.stepSeconds, 9, 'f', 3)
                                 .arg(100 * r.scalingEfficiency, 5, 'f', 1)
                                 .arg(100 * r.commShare(), 5, 'f', 1)
                                 .arg(100 * r.bubbleSeconds / r.stepSeconds, 5, 'f', 1)
                                 .arg(double(r.memoryPerChipBytes) / double(qint64(1) << 30), 6,
                                     'f', 1)
                                 .arg(r.fits ? QString() : QStringLiteral("  (does not fit)"));
}

QTEST_GUILESS_MAIN(BenchScaling)
#include "bench_scaling.moc"
