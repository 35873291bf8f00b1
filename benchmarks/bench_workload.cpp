// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// How cheap building a workload is: the engine rebuilds one whenever the user changes the batch,
// sequence or precision, and evaluates every op for ~30 devices × 64 batch sizes.

#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QTest>

using namespace ts;

class BenchWorkload : public QObject
{
    Q_OBJECT

private slots:
    void build_data();
    void build();
    void scanOps();
};

void BenchWorkload::build_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<StepKind>("step");
    QTest::newRow("gpt-3-175b training") << QStringLiteral("gpt-3-175b") << StepKind::Training;
    QTest::newRow("llama-3-405b decode") << QStringLiteral("llama-3-405b") << StepKind::Decode;
    QTest::newRow("mixtral-8x7b prefill") << QStringLiteral("mixtral-8x7b") << StepKind::Prefill;
    QTest::newRow("resnet-50 training") << QStringLiteral("resnet-50") << StepKind::Training;
}

void BenchWorkload::build()
{
    QFETCH(QString, id);
    QFETCH(StepKind, step);
    WorkloadSpec spec = *WorkloadPresets::load(id).spec;
    spec.run.step = step;
    qint64 flops = 0;
    QBENCHMARK
    {
        flops += WorkloadBuilder::build(spec).workload->flopsPerStep() > 0 ? 1 : 0;
    }
    QVERIFY(flops >= 0);
}

void BenchWorkload::scanOps()
{
    // The inner loop of the engine: every op of GPT-3 175B at 64 batch sizes.
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("gpt-3-175b")).spec;
    std::vector<Workload> workloads;
    for (qint64 batch = 1; batch <= 64; ++batch) {
        spec.run.globalBatch = batch;
        spec.run.microBatch = 1;
        workloads.push_back(*WorkloadBuilder::build(spec).workload);
    }
    double seconds = 0;
    QBENCHMARK
    {
        for (const Workload& w : workloads) {
            for (const Operator& op : w.ops())
                seconds += double(op.count)
                    * std::max(double(op.flops) / 1e15, double(op.bytes()) / 3e12);
        }
    }
    QVERIFY(seconds > 0);
}

QTEST_GUILESS_MAIN(BenchWorkload)
#include "bench_workload.moc"
