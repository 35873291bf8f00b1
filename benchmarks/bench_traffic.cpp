// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Speed of the traffic simulator (issue 35 item 5): 100,000 Poisson requests through a
// continuous-batching server of LLaMA-2 7B on an H100 (prompts of 1,024 tokens, 128 generated),
// without chunking at 8 requests a second and with a chunk of 2,048 tokens at 18 (which keeps
// the batch full: the P99 TTFT is about a second). Target: well under 1 s a run in release. The
// step-time table is built once, as one `serve --request-rate` does per device; its build time
// and the run's figures are printed.

#include "hardware/catalog.h"
#include "serving/servingestimator.h"
#include "serving/steptimetable.h"
#include "serving/trafficsimulator.h"
#include "workload/workloadpresets.h"

#include <QElapsedTimer>
#include <QTest>

using namespace ts;
using namespace ts::engine;
using namespace ts::serving;

class BenchTraffic : public QObject
{
    Q_OBJECT

private slots:
    void simulate100kRequests_data();
    void simulate100kRequests();
};

void BenchTraffic::simulate100kRequests_data()
{
    QTest::addColumn<qint64>("chunk");
    QTest::addColumn<double>("rate");
    QTest::newRow("whole prompts, 8 requests/s") << qint64(0) << 8.0;
    QTest::newRow("chunk 2048, 18 requests/s") << qint64(2048) << 18.0;
}

void BenchTraffic::simulate100kRequests()
{
    QFETCH(qint64, chunk);
    QFETCH(double, rate);
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const auto device = catalog.device(QStringLiteral("h100-sxm"));
    QVERIFY(device);
    const WorkloadSpec llama = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 128;
    serving.batching = Batching::Continuous;
    serving.prefillChunkTokens = chunk;
    const auto estimate = ServingEstimator::estimate(llama, *device, serving);
    QVERIFY(estimate);
    TrafficConfig config;
    config.maxBatch = estimate->largestBatchThatFits;
    config.prefillChunkTokens = chunk;
    QElapsedTimer timer;
    timer.start();
    const auto table
        = StepTimeTable::fromEngine(llama, *device, serving, config.maxBatch, 1024, 1024, 128);
    const qint64 tableMs = timer.elapsed();
    QVERIFY(table);
    const auto arrivals = TrafficSimulator::poisson(rate, 100000, 1, 1024, 128);
    TrafficResult result;
    QBENCHMARK
    {
        result = TrafficSimulator::run(arrivals, *table, config);
    }
    timer.restart();
    result = TrafficSimulator::run(arrivals, *table, config);
    const qint64 runMs = timer.elapsed();
    qInfo("100,000 requests in %lld ms (%lld steps, at most %lld running of %lld); table of %lld "
          "engine calls in %lld ms; P99 TTFT %.3f s, P99 TPOT %.2f ms, %.0f tokens/s",
        qlonglong(runMs), qlonglong(result.steps), qlonglong(result.largestRunningBatch),
        qlonglong(config.maxBatch), qlonglong(table->engineCalls()), qlonglong(tableMs),
        result.ttft.p99, result.tpot.p99 * 1e3, result.outputTokensPerSecond);
    QCOMPARE(result.requests.size(), std::size_t(100000));
}

QTEST_GUILESS_MAIN(BenchTraffic)
#include "bench_traffic.moc"
