// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The closed-form cycle model: every SCALE-Sim reference row exactly, the fold geometry, and
// rejection of invalid and overflowing shapes.

#include "systolic/cyclemodel.h"
#include "systolic/geometry.h"

#include <QFile>
#include <QTest>

#include "scalesimrows.h"
#include <cmath>
#include <limits>

using namespace ts;
using namespace ts::systolic;

class TestSystolicModel : public QObject
{
    Q_OBJECT

private slots:
    void dataflowNames();
    void referenceCopyMatchesShared();
    void scaleSimReference_data();
    void scaleSimReference();
    void formulas_data();
    void formulas();
    void invalidShapes_data();
    void invalidShapes();
    void overflowIsRejected();
    void hugeShapesStayFinite();
    void doubleBufferedSchedule();
    void outputFinalCycleOrder();
};

void TestSystolicModel::dataflowNames()
{
    QCOMPARE(ts::systolic::dataflowNames(),
        QStringList({ QStringLiteral("os"), QStringLiteral("ws"), QStringLiteral("is") }));
    for (const QString& name : ts::systolic::dataflowNames())
        QCOMPARE(dataflowName(*dataflowFromName(name)), name);
    QCOMPARE(dataflowFromName(QStringLiteral(" WS ")), Dataflow::WeightStationary);
    QVERIFY(!dataflowFromName(QStringLiteral("rs")));
    QVERIFY(!dataflowFromName(QString()));
}

// The tests read a copy of the SCALE-Sim rows kept in tests/data; it must not drift from the
// reference the team maintains beside the repository.
void TestSystolicModel::referenceCopyMatchesShared()
{
    QFile shared(QStringLiteral(TENSORSCOPE_SHARED_DIR "/reference/scalesim-examples.csv"));
    if (!shared.open(QIODevice::ReadOnly))
        QSKIP("the shared reference folder is not beside this checkout");
    QFile copy(QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/systolic/scalesim-examples.csv"));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), shared.readAll());
}

void TestSystolicModel::scaleSimReference_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<QString>("dataflow");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("cycles");
    QTest::addColumn<double>("utilPct");
    QTest::addColumn<double>("mappingPct");

    const QList<ts::test::ScaleSimRow> rows = ts::test::readScaleSimRows();
    for (const ts::test::ScaleSimRow& r : rows)
        QTest::addRow("%s", qPrintable(r.text))
            << r.rows << r.cols << r.dataflow << r.m << r.k << r.n << r.cycles << r.utilizationPct
            << r.mappingEfficiencyPct;
    if (rows.size() != 8) // a failing row rather than none: QtTest aborts on an empty table
        QTest::addRow("reference file") << 0 << 0 << QString() << qint64(0) << qint64(0)
                                        << qint64(0) << qint64(-1) << 0.0 << 0.0;
}

void TestSystolicModel::scaleSimReference()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(QString, dataflow);
    QFETCH(qint64, m);
    QFETCH(qint64, k);
    QFETCH(qint64, n);
    QFETCH(qint64, cycles);
    QFETCH(double, utilPct);
    QFETCH(double, mappingPct);
    QVERIFY2(cycles >= 0,
        qPrintable(QStringLiteral("cannot read %1").arg(ts::test::scaleSimRowsPath())));

    const auto e = estimateCycles(
        *dataflowFromName(dataflow), { rows, cols }, GemmShape { GemmM(m), GemmN(n), GemmK(k) });
    QVERIFY(e);
    QCOMPARE(e->cycles, cycles);
    QCOMPARE(e->clockCycles, cycles + 1);
    // The CSV rounds to 3 decimals.
    QVERIFY2(std::abs(100 * e->utilization - utilPct) < 0.0005 + 1e-9,
        qPrintable(QString::number(100 * e->utilization, 'f', 6)));
    QVERIFY2(std::abs(100 * e->mappingEfficiency - mappingPct) < 0.0005 + 1e-9,
        qPrintable(QString::number(100 * e->mappingEfficiency, 'f', 6)));
}

void TestSystolicModel::formulas_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<QString>("dataflow");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("folds");
    QTest::addColumn<qint64>("perFold");

    // Non-square arrays: OS maps M to rows and N to columns, WS K to rows and N to columns,
    // IS K to rows and M to columns (SCALE-Sim v2 systolic_compute_*.py).
    QTest::newRow("os 4x8") << 4 << 8 << QStringLiteral("os") << qint64(9) << qint64(5)
                            << qint64(17) << qint64(3 * 3) << qint64(5 + 4 + 8 - 2);
    QTest::newRow("ws 4x8") << 4 << 8 << QStringLiteral("ws") << qint64(9) << qint64(5)
                            << qint64(17) << qint64(2 * 3) << qint64(2 * 4 + 8 + 9 - 2);
    QTest::newRow("is 4x8") << 4 << 8 << QStringLiteral("is") << qint64(9) << qint64(5)
                            << qint64(17) << qint64(2 * 2) << qint64(2 * 4 + 8 + 17 - 2);
    QTest::newRow("1x1 os") << 1 << 1 << QStringLiteral("os") << qint64(3) << qint64(2) << qint64(5)
                            << qint64(15) << qint64(2);
    QTest::newRow("decode ws") << 128 << 128 << QStringLiteral("ws") << qint64(1) << qint64(4096)
                               << qint64(4096) << qint64(32 * 32) << qint64(256 + 128 + 1 - 2);
}

void TestSystolicModel::formulas()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(QString, dataflow);
    QFETCH(qint64, m);
    QFETCH(qint64, k);
    QFETCH(qint64, n);
    QFETCH(qint64, folds);
    QFETCH(qint64, perFold);
    const auto e = estimateCycles(
        *dataflowFromName(dataflow), { rows, cols }, GemmShape { GemmM(m), GemmN(n), GemmK(k) });
    QVERIFY(e);
    QCOMPARE(e->folds, folds);
    QCOMPARE(e->cyclesPerFold, perFold);
    QCOMPARE(e->cycles, folds * perFold - 1);
    QCOMPARE(e->macs, m * k * n);
    // SCALE-Sim divides by the last cycle's index, one less than the busy cycles, so a fully
    // busy array (OS on 1×1) reports slightly above 100 %.
    QVERIFY(e->utilization > 0);
    QVERIFY(e->utilization <= double(e->clockCycles) / double(std::max<qint64>(1, e->cycles)));
    QVERIFY(e->mappingEfficiency > 0 && e->mappingEfficiency <= 1);
}

void TestSystolicModel::invalidShapes_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<qint64>("n");
    QTest::addColumn<int>("error");
    QTest::newRow("rows 0") << 0 << 4 << qint64(1) << qint64(1) << qint64(1)
                            << int(EstimateError::InvalidArray);
    QTest::newRow("cols -1") << 4 << -1 << qint64(1) << qint64(1) << qint64(1)
                             << int(EstimateError::InvalidArray);
    QTest::newRow("m 0") << 4 << 4 << qint64(0) << qint64(1) << qint64(1)
                         << int(EstimateError::InvalidGemm);
    QTest::newRow("k -5") << 4 << 4 << qint64(3) << qint64(-5) << qint64(1)
                          << int(EstimateError::InvalidGemm);
    QTest::newRow("n 0") << 4 << 4 << qint64(3) << qint64(5) << qint64(0)
                         << int(EstimateError::InvalidGemm);
}

void TestSystolicModel::invalidShapes()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(qint64, m);
    QFETCH(qint64, k);
    QFETCH(qint64, n);
    QFETCH(int, error);
    for (Dataflow d :
        { Dataflow::OutputStationary, Dataflow::WeightStationary, Dataflow::InputStationary }) {
        EstimateError e = EstimateError::None;
        QVERIFY(!estimateCycles(d, { rows, cols }, GemmShape { GemmM(m), GemmN(n), GemmK(k) }, &e));
        QCOMPARE(int(e), error);
        QVERIFY(
            !FoldGeometry::create(d, { rows, cols }, GemmShape { GemmM(m), GemmN(n), GemmK(k) }));
    }
}

void TestSystolicModel::overflowIsRejected()
{
    constexpr qint64 big = std::numeric_limits<qint64>::max() / 2;
    for (Dataflow d :
        { Dataflow::OutputStationary, Dataflow::WeightStationary, Dataflow::InputStationary }) {
        EstimateError e = EstimateError::None;
        QVERIFY(!estimateCycles(d, { 1, 1 }, GemmShape { GemmM(big), GemmN(big), GemmK(big) }, &e));
        QCOMPARE(e, EstimateError::Overflow);
    }
    // The streamed dimension alone overflowing the per-fold count.
    EstimateError e = EstimateError::None;
    QVERIFY(!estimateCycles(Dataflow::OutputStationary, { 2, 2 },
        GemmShape { GemmM(1), GemmN(1), GemmK(std::numeric_limits<qint64>::max()) }, &e));
    QCOMPARE(e, EstimateError::Overflow);
}

void TestSystolicModel::hugeShapesStayFinite()
{
    // M·K·N overflows 64 bits but the cycle count does not: macs saturates, ratios stay sane.
    const auto e = estimateCycles(Dataflow::WeightStationary, { 256, 256 },
        GemmShape { GemmM(1 << 22), GemmN(1 << 22), GemmK(1 << 22) });
    QVERIFY(e);
    QCOMPARE(e->macs, std::numeric_limits<qint64>::max());
    QVERIFY(std::isfinite(e->utilization) && e->utilization > 0.9 && e->utilization <= 1);
    QCOMPARE(e->mappingEfficiency, 1.0);
}

void TestSystolicModel::outputFinalCycleOrder()
{
    // With shapes that are multiples of the array, the last output is final in the last cycle.
    for (Dataflow d :
        { Dataflow::OutputStationary, Dataflow::WeightStationary, Dataflow::InputStationary }) {
        const auto g
            = FoldGeometry::create(d, { 4, 4 }, GemmShape { GemmM(8), GemmN(8), GemmK(12) });
        QVERIFY(g);
        QCOMPARE(g->outputFinalCycle(7, 7), g->clockCycles() - 1);
        QVERIFY(g->outputFinalCycle(0, 0) < g->outputFinalCycle(7, 7));
        QCOMPARE(g->activity(0, 0, 0),
            d == Dataflow::OutputStationary ? PeActivity::Active : PeActivity::Loading);
        QCOMPARE(g->activity(g->clockCycles() - 1, 0, 0), PeActivity::Draining);
    }
}

// The double-buffered schedule (docs/engine.md): the first fold as SCALE-Sim counts it, then
// max(S, R) per fold; the same as SCALE-Sim for one fold; none for output-stationary.
void TestSystolicModel::doubleBufferedSchedule()
{
    const GemmShape decode { GemmM(1), GemmN(256), GemmK(256) };
    const auto ws = estimateCycles(Dataflow::WeightStationary, { 128, 128 }, decode);
    QVERIFY(ws);
    QCOMPARE(ws->folds, 4);
    QCOMPARE(
        doubleBufferedCycles(*ws, decode, ws->folds).value_or(-1), ws->cyclesPerFold + 3 * 128);
    QCOMPARE(doubleBufferedCycles(*ws, decode, 1).value_or(-1), ws->cyclesPerFold);
    const GemmShape wide { GemmM(256), GemmN(4), GemmK(4) };
    const auto is = estimateCycles(Dataflow::InputStationary, { 2, 2 }, wide);
    QVERIFY(is);
    QCOMPARE(doubleBufferedCycles(*is, wide, is->folds).value_or(-1),
        is->cyclesPerFold + (is->folds - 1) * 4);
    const auto os = estimateCycles(Dataflow::OutputStationary, { 128, 128 }, decode);
    QVERIFY(!doubleBufferedCycles(*os, decode, os->folds));
    QVERIFY(!doubleBufferedCycles(*ws, decode, std::numeric_limits<std::int64_t>::max()));
}

QTEST_GUILESS_MAIN(TestSystolicModel)
#include "tst_systolicmodel.moc"
