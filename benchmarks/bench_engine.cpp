// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Speed of the performance engine (issue 5 §8): a GPT-3 175B training step on every catalog
// device, and a 64-point batch-size sweep × every device, which charts must redraw while a
// slider moves (target: the whole sweep under 8 ms on one core in Release; issue 34: 4 ms). The
// sweep includes building the workload for each batch size, as the GUI does, and keeps totals only,
// as charts do.

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "serving/servingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QScopeGuard>
#include <QTest>

using namespace ts;
using namespace ts::engine;
using namespace ts::serving;

class BenchEngine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void gpt3StepOnEveryDevice();
    /// With the GPU tile search memoised (what the engine does), and searching every GEMM
    /// (the first sweep after an edit that changes every GEMM's shape).
    void batchSweepOnEveryDevice_data();
    void batchSweepOnEveryDevice();
    /// `tensorscope serve` on one chip (issue 21): the largest batch that fits and the largest
    /// within TTFT and TPOT bounds for LLaMA-2 7B on an H100 (about 40 prefill and decode
    /// estimates).
    void servingWithinBounds();

private:
    Catalog m_catalog;
    WorkloadSpec m_gpt3;
};

void BenchEngine::initTestCase()
{
    m_catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    QVERIFY(m_catalog.devices().size() >= 27);
    const WorkloadLoadResult loaded = WorkloadPresets::load(QStringLiteral("gpt-3-175b"));
    QVERIFY(loaded.spec);
    m_gpt3 = *loaded.spec;
}

void BenchEngine::gpt3StepOnEveryDevice()
{
    const WorkloadBuildResult built = WorkloadBuilder::build(m_gpt3);
    QVERIFY(built.workload);
    const EngineOptions options;
    double sum = 0;
    QBENCHMARK
    {
        for (const Device& device : m_catalog.devices())
            sum += PerformanceEngine::estimate(*built.workload, device, options)->stepSeconds;
    }
    QVERIFY(sum > 0);
}

void BenchEngine::batchSweepOnEveryDevice_data()
{
    QTest::addColumn<bool>("memo");
    QTest::newRow("tile-search-memo") << true;
    QTest::newRow("search-every-gemm") << false;
}

void BenchEngine::batchSweepOnEveryDevice()
{
    QFETCH(bool, memo);
    setGpuTileSearchMemoEnabled(memo);
    const auto restore = qScopeGuard([] { setGpuTileSearchMemoEnabled(true); });
    const EngineOptions options;
    double sum = 0;
    QBENCHMARK
    {
        for (qint64 batch = 1; batch <= 64; ++batch) {
            WorkloadSpec spec = m_gpt3;
            spec.run.globalBatch = batch;
            spec.run.microBatch = batch;
            const WorkloadBuildResult built = WorkloadBuilder::build(spec);
            for (const Device& device : m_catalog.devices())
                sum += PerformanceEngine::estimate(
                    *built.workload, device, options, nullptr, EstimateDetail::TotalsOnly)
                           ->stepSeconds;
        }
    }
    QVERIFY(sum > 0);
}

QTEST_GUILESS_MAIN(BenchEngine)
void BenchEngine::servingWithinBounds()
{
    const auto llama = WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    const auto h100 = m_catalog.device(QStringLiteral("h100-sxm"));
    QVERIFY(llama && h100);
    ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    serving.ttftLimitSeconds = 0.5;
    serving.tpotLimitSeconds = 0.02;
    qint64 batch = 0;
    QBENCHMARK
    {
        batch = ServingEstimator::estimate(*llama, *h100, serving)->chosen.batch;
    }
    QVERIFY(batch > 1);
}

#include "bench_engine.moc"
