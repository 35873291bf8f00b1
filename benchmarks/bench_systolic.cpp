// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Simulator throughput (target: ≥ 1e9 PE-updates per second on one core for large arrays) and
// the cost of a random-access seek (scrubbing a 128×128 array on a 1024³ GEMM).

#include "systolic/systolicsimulator.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

using namespace ts::systolic;
using Sim = SystolicSimulator<float>;

class BenchSystolic : public QObject
{
    Q_OBJECT

private slots:
    void throughput_data();
    void throughput();
    void scrub();
};

void BenchSystolic::throughput_data()
{
    QTest::addColumn<int>("dataflow");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("gemm");
    for (Dataflow d :
        { Dataflow::OutputStationary, Dataflow::WeightStationary, Dataflow::InputStationary }) {
        for (int side : { 32, 128, 256 })
            QTest::addRow("%s %dx%d, 512^3", qPrintable(dataflowName(d)), side, side)
                << int(d) << side << 512;
    }
}

void BenchSystolic::throughput()
{
    QFETCH(int, dataflow);
    QFETCH(int, side);
    QFETCH(int, gemm);
    const Sim::Matrix a = Sim::Matrix::Random(gemm, gemm);
    const Sim::Matrix b = Sim::Matrix::Random(gemm, gemm);
    double rate = 0;
    QBENCHMARK
    {
        auto sim = Sim::create(Dataflow(dataflow), { side, side }, a, b);
        QElapsedTimer timer;
        timer.start();
        sim->run();
        const qint64 ns = timer.nsecsElapsed();
        rate = double(sim->peUpdates()) / (double(ns) * 1e-9);
    }
    qInfo("%s: %.3g PE-updates/s (target 1e9)", QTest::currentDataTag(), rate);
}

void BenchSystolic::scrub()
{
    const int n = 1024;
    const Sim::Matrix a = Sim::Matrix::Random(n, n);
    const Sim::Matrix b = Sim::Matrix::Random(n, n);
    for (Dataflow d :
        { Dataflow::OutputStationary, Dataflow::WeightStationary, Dataflow::InputStationary }) {
        auto sim = Sim::create(d, { 128, 128 }, a, b);
        QElapsedTimer prepare;
        prepare.start();
        sim->prepareRandomAccess();
        const double prepareMs = double(prepare.nsecsElapsed()) * 1e-6;
        const qint64 total = sim->geometry().clockCycles();
        QRandomGenerator rng(1);
        QElapsedTimer timer;
        // A scrub: a jump to a random cycle, then small drags around it.
        double worstMs = 0, sumMs = 0;
        int seeks = 0;
        for (int jump = 0; jump < 20; ++jump) {
            const qint64 target = rng.bounded(qint64(1), total);
            for (int drag = 0; drag < 10; ++drag) {
                timer.start();
                sim->seek(std::clamp<qint64>(target + rng.bounded(-40, 40), 0, total));
                const Snapshot s = sim->snapshot();
                const double ms = double(timer.nsecsElapsed()) * 1e-6;
                worstMs = std::max(worstMs, ms);
                sumMs += ms;
                ++seeks;
                QVERIFY(s.cycle >= -1);
            }
        }
        qInfo("scrub %s 128x128 on 1024^3 (%lld cycles): mean %.2f ms, worst %.2f ms per "
              "seek+snapshot (after %.0f ms of preparation)",
            qPrintable(dataflowName(d)), total, sumMs / seeks, worstMs, prepareMs);
    }
}

QTEST_GUILESS_MAIN(BenchSystolic)
#include "bench_systolic.moc"
