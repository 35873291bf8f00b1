// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The register-level simulator: the real product (bit-exact for integers), cycle counts equal to
// the closed form and to SCALE-Sim's reference rows, the output schedule, and random access.

#include "systolic/cyclemodel.h"
#include "systolic/operandgenerator.h"
#include "systolic/streamedsimulation.h"
#include "systolic/systolicsimulator.h"

#include <Eigen/Core>
#include <QFile>
#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif
#include <QRandomGenerator>
#include <QTest>

#include "scalesimrows.h"

using namespace ts;
using namespace ts::systolic;
using IntSim = SystolicSimulator<std::int32_t>;
using FloatSim = SystolicSimulator<float>;

namespace {

constexpr Dataflow kDataflows[]
    = { Dataflow::OutputStationary, Dataflow::WeightStationary, Dataflow::InputStationary };

IntSim::Matrix randomInts(
    Eigen::Index rows, Eigen::Index cols, QRandomGenerator& rng, int lo, int hi)
{
    IntSim::Matrix m(rows, cols);
    for (Eigen::Index c = 0; c < cols; ++c)
        for (Eigen::Index r = 0; r < rows; ++r)
            m(r, c) = rng.bounded(lo, hi + 1);
    return m;
}

FloatSim::Matrix randomFloats(Eigen::Index rows, Eigen::Index cols, QRandomGenerator& rng)
{
    FloatSim::Matrix m(rows, cols);
    for (Eigen::Index c = 0; c < cols; ++c)
        for (Eigen::Index r = 0; r < rows; ++r)
            m(r, c) = float(rng.generateDouble() * 2.0 - 1.0);
    return m;
}

QString label(Dataflow d, ArrayShape a, GemmShape g)
{
    return QStringLiteral("%1 %2x%3 M%4 K%5 N%6")
        .arg(dataflowName(d))
        .arg(a.rows)
        .arg(a.cols)
        .arg(g.m())
        .arg(g.k())
        .arg(g.n());
}

} // namespace

class TestSystolicSim : public QObject
{
    Q_OBJECT

private slots:
    void product_data();
    void product();
    void matchesClosedFormOnManyShapes();
    void scaleSimReferenceRows_data();
    void scaleSimReferenceRows();
    void outputsBecomeFinalOnSchedule_data();
    void outputsBecomeFinalOnSchedule();
    void randomAccessMatchesSequentialRun_data();
    void randomAccessMatchesSequentialRun();
    void checkpointMemoryIsBounded_data();
    void checkpointMemoryIsBounded();
    void rejectsMismatchedOperands();
    void streamedMatchesWholeMatrixRun_data();
    void streamedMatchesWholeMatrixRun();
    void streamedCheckCatchesFaults_data();
    void streamedCheckCatchesFaults();
    void streamedRunCanBeCancelled();
    void largeRunCanBeCancelledBeforeItsFirstCycle();
    void streamedMemoryDoesNotGrowWithTheGemm();
    void streamedRejectsBadShapes();
};

void TestSystolicSim::product_data()
{
    QTest::addColumn<int>("dataflow");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    struct Shape
    {
        const char* name;
        int rows, cols, m, k, n;
    };
    const Shape shapes[] = {
        { "exact fit", 4, 4, 4, 4, 4 },
        { "ragged", 4, 4, 7, 13, 5 },
        { "1x1 array", 1, 1, 3, 4, 5 },
        { "M=1 decode", 3, 5, 1, 7, 9 },
        { "K=1", 5, 3, 6, 1, 4 },
        { "N=1", 4, 4, 6, 9, 1 },
        { "all ones", 1, 1, 1, 1, 1 },
        { "not multiples", 8, 8, 17, 9, 23 },
        { "tall array", 7, 2, 11, 3, 2 },
        { "wide array", 2, 7, 11, 15, 20 },
        { "big K", 16, 16, 1, 33, 40 },
    };
    for (Dataflow d : kDataflows) {
        for (const Shape& s : shapes) {
            QTest::addRow("%s %s", qPrintable(dataflowName(d)), s.name)
                << int(d) << s.rows << s.cols << s.m << s.k << s.n;
        }
    }
}

void TestSystolicSim::product()
{
    QFETCH(int, dataflow);
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(int, m);
    QFETCH(int, k);
    QFETCH(int, n);
    const Dataflow d = Dataflow(dataflow);
    QRandomGenerator rng(quint32(rows * 1000 + m * 31 + k * 7 + n));

    // Integers (int8 range, as in INT8 inference): bit-exact against Eigen.
    const IntSim::Matrix a = randomInts(m, k, rng, -128, 127);
    const IntSim::Matrix b = randomInts(k, n, rng, -128, 127);
    auto sim = IntSim::create(d, { rows, cols }, a, b);
    QVERIFY(sim);
    const auto estimate
        = estimateCycles(d, { rows, cols }, GemmShape { GemmM(m), GemmN(n), GemmK(k) });
    QVERIFY(estimate);
    QCOMPARE(sim->run(), estimate->clockCycles);
    QCOMPARE(sim->foldsCompleted(), estimate->folds);
    QCOMPARE(sim->macsDone(), qint64(m) * k * n);
    const IntSim::Matrix expected = a * b;
    QVERIFY(sim->product() == expected);

    // Floats: within rounding of Eigen's product (the summation order differs).
    const FloatSim::Matrix af = randomFloats(m, k, rng);
    const FloatSim::Matrix bf = randomFloats(k, n, rng);
    auto fsim = FloatSim::create(d, { rows, cols }, af, bf);
    QVERIFY(fsim);
    QCOMPARE(fsim->run(), estimate->clockCycles);
    const FloatSim::Matrix expectedF = af * bf;
    const float tolerance = 1e-5f * float(k);
    QVERIFY2((fsim->product() - expectedF).cwiseAbs().maxCoeff() <= tolerance,
        qPrintable(QString::number((fsim->product() - expectedF).cwiseAbs().maxCoeff())));
}

void TestSystolicSim::matchesClosedFormOnManyShapes()
{
    // Hundreds of shapes: every combination of these arrays and dataflows with random GEMMs.
    QRandomGenerator rng(7);
    const int sides[] = { 1, 2, 3, 4, 5, 8 };
    int shapes = 0;
    for (Dataflow d : kDataflows) {
        for (int rows : sides) {
            for (int cols : sides) {
                for (int repeat = 0; repeat < 4; ++repeat) {
                    const qint64 m = rng.bounded(1, 20);
                    const qint64 k = rng.bounded(1, 20);
                    const qint64 n = rng.bounded(1, 20);
                    const GemmShape g { GemmM(m), GemmN(n), GemmK(k) };
                    const IntSim::Matrix a = randomInts(g.m(), g.k(), rng, -9, 9);
                    const IntSim::Matrix b = randomInts(g.k(), g.n(), rng, -9, 9);
                    auto sim = IntSim::create(d, { rows, cols }, a, b);
                    QVERIFY(sim);
                    const auto e = estimateCycles(d, { rows, cols }, g);
                    QVERIFY(e);
                    const std::int64_t clock = sim->run();
                    const QString what = label(d, { rows, cols }, g);
                    QVERIFY2(clock - 1 == e->cycles, qPrintable(what));
                    QVERIFY2(sim->foldsCompleted() == e->folds, qPrintable(what));
                    QVERIFY2(sim->product() == a * b, qPrintable(what));
                    QVERIFY2(sim->macsDone() == g.m() * g.k() * g.n(), qPrintable(what));
                    ++shapes;
                }
            }
        }
    }
    QCOMPARE(shapes, 432);
}

void TestSystolicSim::scaleSimReferenceRows_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<QString>("dataflow");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    QTest::addColumn<qint64>("cycles");
    const QList<ts::test::ScaleSimRow> rows = ts::test::readScaleSimRows();
    for (const ts::test::ScaleSimRow& r : rows)
        QTest::addRow("%s", qPrintable(r.text))
            << r.rows << r.cols << r.dataflow << int(r.m) << int(r.k) << int(r.n) << r.cycles;
    if (rows.size() != 8) // a failing row rather than none: QtTest aborts on an empty table
        QTest::addRow("reference file") << 0 << 0 << QString() << 0 << 0 << 0 << qint64(-1);
}

void TestSystolicSim::scaleSimReferenceRows()
{
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(QString, dataflow);
    QFETCH(int, m);
    QFETCH(int, k);
    QFETCH(int, n);
    QFETCH(qint64, cycles);
    QVERIFY2(cycles >= 0,
        qPrintable(QStringLiteral("cannot read %1").arg(ts::test::scaleSimRowsPath())));
    QRandomGenerator rng(11);
    const IntSim::Matrix a = randomInts(m, k, rng, -128, 127);
    const IntSim::Matrix b = randomInts(k, n, rng, -128, 127);
    auto sim = IntSim::create(*dataflowFromName(dataflow), { rows, cols }, a, b);
    QVERIFY(sim);
    // SCALE-Sim's Total Cycles is the 0-based index of the last busy cycle.
    QCOMPARE(sim->run() - 1, cycles);
    QVERIFY(sim->product() == a * b);
}

void TestSystolicSim::outputsBecomeFinalOnSchedule_data()
{
    QTest::addColumn<int>("dataflow");
    for (Dataflow d : kDataflows)
        QTest::addRow("%s", qPrintable(dataflowName(d))) << int(d);
}

void TestSystolicSim::outputsBecomeFinalOnSchedule()
{
    QFETCH(int, dataflow);
    const Dataflow d = Dataflow(dataflow);
    // Positive operands: every partial sum is strictly below the final value.
    QRandomGenerator rng(3);
    const IntSim::Matrix a = randomInts(7, 9, rng, 1, 9);
    const IntSim::Matrix b = randomInts(9, 6, rng, 1, 9);
    const IntSim::Matrix expected = a * b;
    auto sim = IntSim::create(d, { 4, 3 }, a, b);
    QVERIFY(sim);
    const FoldGeometry& g = sim->geometry();
    while (!sim->finished()) {
        sim->step();
        const std::int64_t cycle = sim->cyclesExecuted() - 1;
        for (int m = 0; m < 7; ++m) {
            for (int n = 0; n < 6; ++n) {
                const bool final = g.outputFinalCycle(m, n) <= cycle;
                QVERIFY2((sim->product()(m, n) == expected(m, n)) == final,
                    qPrintable(QStringLiteral("C(%1,%2) at cycle %3").arg(m).arg(n).arg(cycle)));
            }
        }
        // The snapshot's activity agrees with the MACs the simulator did this cycle.
        const Snapshot s = sim->snapshot();
        QCOMPARE(s.cycle, cycle);
        const auto active = std::count(s.activity.begin(), s.activity.end(), PeActivity::Active);
        QCOMPARE(qint64(active), s.macsThisCycle);
    }
    QCOMPARE(sim->snapshot().cycle, g.clockCycles() - 1);
}

void TestSystolicSim::randomAccessMatchesSequentialRun_data()
{
    QTest::addColumn<int>("dataflow");
    for (Dataflow d : kDataflows)
        QTest::addRow("%s", qPrintable(dataflowName(d))) << int(d);
}

void TestSystolicSim::randomAccessMatchesSequentialRun()
{
    QFETCH(int, dataflow);
    const Dataflow d = Dataflow(dataflow);
    QRandomGenerator rng(5);
    const IntSim::Matrix a = randomInts(19, 23, rng, -50, 50);
    const IntSim::Matrix b = randomInts(23, 17, rng, -50, 50);
    auto scrubbed = IntSim::create(d, { 8, 6 }, a, b);
    QVERIFY(scrubbed);
    const std::int64_t total = scrubbed->geometry().clockCycles();

    std::vector<std::int64_t> targets
        = { total, 0, 1, total / 2, total / 2 - 1, total / 2 + 3, total - 1, 5, total, 2 };
    for (int i = 0; i < 40; ++i)
        targets.push_back(rng.bounded(qint64(0), qint64(total + 1)));
    for (std::int64_t target : targets) {
        scrubbed->seek(target);
        QCOMPARE(scrubbed->cyclesExecuted(), target);
        auto fresh = IntSim::create(d, { 8, 6 }, a, b);
        while (fresh->cyclesExecuted() < target)
            fresh->step();
        const Snapshot x = scrubbed->snapshot();
        const Snapshot y = fresh->snapshot();
        const QString where = QStringLiteral("cycle %1").arg(target);
        QVERIFY2(scrubbed->product() == fresh->product(), qPrintable(where));
        QVERIFY2(x.stationary == y.stationary, qPrintable(where));
        QVERIFY2(x.horizontal == y.horizontal, qPrintable(where));
        QVERIFY2(x.vertical == y.vertical, qPrintable(where));
        QVERIFY2(x.activity == y.activity, qPrintable(where));
        QVERIFY2(x.leftIn == y.leftIn && x.topIn == y.topIn && x.bottomOut == y.bottomOut,
            qPrintable(where));
        QCOMPARE(x.macsDone, y.macsDone);
        QCOMPARE(x.fold, y.fold);
        QCOMPARE(scrubbed->finished(), fresh->finished());
    }
    // After scrubbing, running on still gives the exact product.
    scrubbed->seek(total / 3);
    scrubbed->run();
    QVERIFY(scrubbed->product() == a * b);
}

void TestSystolicSim::checkpointMemoryIsBounded_data()
{
    QTest::addColumn<int>("dataflow");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("m");
    for (Dataflow d : kDataflows) {
        // The side-by-side view's TPU array with a display-sized GEMM, and tall outputs.
        QTest::addRow("%s 128x128, M=64", qPrintable(dataflowName(d))) << int(d) << 128 << 64;
        QTest::addRow("%s 32x32, M=2048", qPrintable(dataflowName(d))) << int(d) << 32 << 2048;
    }
}

void TestSystolicSim::checkpointMemoryIsBounded()
{
    // The views keep their simulators while the window is open: after scrubbing through a
    // whole fold its checkpoints stay within the budget, and seeks stay exact.
    QFETCH(int, dataflow);
    QFETCH(int, side);
    QFETCH(int, m);
    const Dataflow d = Dataflow(dataflow);
    QRandomGenerator rng(9);
    const IntSim::Matrix a = randomInts(m, 64, rng, -9, 9);
    const IntSim::Matrix b = randomInts(64, 64, rng, -9, 9);
    auto scrubbed = IntSim::create(d, { side, side }, a, b);
    QVERIFY(scrubbed);
    const std::int64_t fold = scrubbed->geometry().cyclesPerFold();
    scrubbed->seek(fold - 1);
    QVERIFY(scrubbed->checkpointBytes() > 0);
    QVERIFY2(scrubbed->checkpointBytes() <= IntSim::kCheckpointBudgetBytes,
        qPrintable(QStringLiteral("%1 bytes of checkpoints, interval %2 of a %3-cycle fold")
                       .arg(scrubbed->checkpointBytes())
                       .arg(scrubbed->checkpointInterval())
                       .arg(fold)));
    const std::int64_t target = fold / 2 + 1;
    scrubbed->seek(target);
    auto fresh = IntSim::create(d, { side, side }, a, b);
    while (fresh->cyclesExecuted() < target)
        fresh->step();
    QVERIFY(scrubbed->product() == fresh->product());
    QVERIFY(scrubbed->snapshot().horizontal == fresh->snapshot().horizontal);
    QVERIFY(scrubbed->snapshot().vertical == fresh->snapshot().vertical);
    scrubbed->run();
    QVERIFY(scrubbed->product() == a * b);
}

void TestSystolicSim::rejectsMismatchedOperands()
{
    QVERIFY(!IntSim::create(Dataflow::WeightStationary, { 4, 4 }, IntSim::Matrix::Ones(3, 4),
        IntSim::Matrix::Ones(5, 2)));
    QVERIFY(!IntSim::create(Dataflow::WeightStationary, { 0, 4 }, IntSim::Matrix::Ones(3, 4),
        IntSim::Matrix::Ones(4, 2)));
    QVERIFY(!IntSim::create(
        Dataflow::OutputStationary, { 4, 4 }, IntSim::Matrix(0, 0), IntSim::Matrix(0, 0)));
}

void TestSystolicSim::streamedMatchesWholeMatrixRun_data()
{
    QTest::addColumn<int>("dataflow");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("cols");
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<qint64>("n");
    for (const ts::test::ScaleSimRow& r : ts::test::readScaleSimRows())
        QTest::addRow("%s", qPrintable(r.text))
            << int(*dataflowFromName(r.dataflow)) << r.rows << r.cols << r.m << r.k << r.n;
    struct Shape
    {
        const char* name;
        int rows, cols;
        qint64 m, k, n;
    };
    const Shape shapes[] = {
        { "ragged", 5, 3, 17, 9, 23 },
        { "1x1 array", 1, 1, 3, 4, 5 },
        { "tall array", 7, 2, 11, 3, 2 },
        { "16x16 fixed-size kernel", 16, 16, 40, 70, 33 },
        { "wide, not multiples", 70, 40, 100, 130, 90 },
        // Longer than one generated chunk and one progress batch.
        { "long stream", 4, 8, 300, 9, 700 },
    };
    for (Dataflow d : kDataflows) {
        for (const Shape& s : shapes)
            QTest::addRow("%s %s", qPrintable(dataflowName(d)), s.name)
                << int(d) << s.rows << s.cols << s.m << s.k << s.n;
    }
    // OS accumulators past int32's range of K·2¹⁴ switch to 64 bits.
    QTest::addRow("os K = 2^17 + 5") << int(Dataflow::OutputStationary) << 2 << 3 << qint64(3)
                                     << qint64((1 << 17) + 5) << qint64(4);
}

void TestSystolicSim::streamedMatchesWholeMatrixRun()
{
    // The streamed run makes its operands tile by tile and checks each tile as it leaves the
    // array; the whole-matrix simulator on the same operands, materialised, must agree on every
    // count, and C = A·B from Eigen on the sum of the product.
    QFETCH(int, dataflow);
    QFETCH(int, rows);
    QFETCH(int, cols);
    QFETCH(qint64, m);
    QFETCH(qint64, k);
    QFETCH(qint64, n);
    const Dataflow d = Dataflow(dataflow);
    const GemmShape g { GemmM(m), GemmN(n), GemmK(k) };
    const std::uint32_t seed = 1234;
    const auto streamed = StreamedSimulation::run(d, { rows, cols }, g, seed);
    QVERIFY(streamed);
    QVERIFY(!streamed->cancelled);

    using WideSim = SystolicSimulator<std::int64_t>;
    const OperandGenerator operands(seed);
    const WideSim::Matrix a = operands.matrixA<std::int64_t>(m, k);
    const WideSim::Matrix b = operands.matrixB<std::int64_t>(k, n);
    auto whole = WideSim::create(d, { rows, cols }, a, b);
    QVERIFY(whole);
    QCOMPARE(streamed->clockCycles, whole->run());
    QCOMPARE(streamed->folds, whole->foldsCompleted());
    QCOMPARE(streamed->peUpdates, whole->peUpdates());
    QCOMPARE(streamed->macs, whole->macsDone());
    const WideSim::Matrix expected = a * b;
    QVERIFY(whole->product() == expected);
    QCOMPARE(streamed->mismatches, 0);
    QVERIFY(streamed->productOk());
    QCOMPARE(streamed->checksum, qint64(expected.sum()));
    const auto estimate = estimateCycles(d, { rows, cols }, g);
    QVERIFY(estimate);
    QCOMPARE(streamed->clockCycles - 1, estimate->cycles);
}

void TestSystolicSim::streamedCheckCatchesFaults_data()
{
    QTest::addColumn<int>("dataflow");
    QTest::addColumn<int>("fold");
    QTest::addColumn<int>("local");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("col");
    // 8×8 array, M = 100, K = 60, N = 30; each fault hits a PE that holds a real output (OS) or
    // a partial sum on its way to the bottom edge (WS, IS) before the fold ends.
    QTest::addRow("os, first fold") << int(Dataflow::OutputStationary) << 0 << 10 << 2 << 5;
    QTest::addRow("os, last fold") << int(Dataflow::OutputStationary) << 51 << 60 << 3 << 5;
    QTest::addRow("ws, middle fold") << int(Dataflow::WeightStationary) << 17 << 40 << 4 << 1;
    QTest::addRow("ws, bottom row") << int(Dataflow::WeightStationary) << 0 << 30 << 7 << 0;
    QTest::addRow("is, middle fold") << int(Dataflow::InputStationary) << 50 << 30 << 0 << 3;
    QTest::addRow("is, top-left PE") << int(Dataflow::InputStationary) << 0 << 20 << 0 << 0;
    // Padding: the last column tile maps 6 of 8 columns (folds 24 to 31); the unmapped ones
    // must carry zeros, and a value there is caught too.
    QTest::addRow("ws, padding column") << int(Dataflow::WeightStationary) << 27 << 40 << 2 << 7;
}

void TestSystolicSim::streamedCheckCatchesFaults()
{
    QFETCH(int, dataflow);
    QFETCH(int, fold);
    QFETCH(int, local);
    QFETCH(int, row);
    QFETCH(int, col);
    const Dataflow d = Dataflow(dataflow);
    const GemmShape g { GemmM(100), GemmN(30), GemmK(60) };
    const auto clean = StreamedSimulation::run(d, { 8, 8 }, g, 7);
    QVERIFY(clean);
    QVERIFY(clean->productOk());
    const InjectedFault fault { fold, local, row, col };
    const auto faulty = StreamedSimulation::run(d, { 8, 8 }, g, 7, {}, &fault);
    QVERIFY(faulty);
    QVERIFY(!faulty->productOk());
    QCOMPARE(faulty->mismatches, 1);
    // The fault changes values, not the schedule.
    QCOMPARE(faulty->clockCycles, clean->clockCycles);
    QCOMPARE(faulty->checksum, clean->checksum + 1);
}

void TestSystolicSim::streamedRunCanBeCancelled()
{
    // Progress comes every 2^26 PE-updates: this 32×32 run (about 10^9) reports a dozen times.
    const GemmShape g { GemmM(2048), GemmN(1024), GemmK(512) };
    QList<StreamedProgress> reports;
    const auto cancelled = StreamedSimulation::run(
        Dataflow::WeightStationary, { 32, 32 }, g, 1, [&reports](const StreamedProgress& p) {
            reports.append(p);
            return reports.size() < 3;
        });
    QVERIFY(cancelled);
    QVERIFY(cancelled->cancelled);
    QVERIFY(!cancelled->productOk());
    QCOMPARE(reports.size(), 3);
    const auto estimate = estimateCycles(Dataflow::WeightStationary, { 32, 32 }, g);
    QVERIFY(estimate);
    for (const StreamedProgress& p : reports) {
        QCOMPARE(p.clockCycles, estimate->clockCycles);
        QCOMPARE(p.folds, estimate->folds);
    }
    QVERIFY(reports[0].cyclesDone > 0);
    QVERIFY(reports[1].cyclesDone > reports[0].cyclesDone);
    QCOMPARE(cancelled->clockCycles, reports[2].cyclesDone);
    QVERIFY(cancelled->clockCycles < estimate->clockCycles);
    QVERIFY(cancelled->folds < estimate->folds);
}

void TestSystolicSim::largeRunCanBeCancelledBeforeItsFirstCycle()
{
    // Issue 34: Ctrl-C in the first seconds of a 4096² run was honoured only after its planes
    // and rings (half a gigabyte) were zeroed and its first chunk's reference (10⁹
    // multiply-accumulates) computed: the first report came after a second or more. On a
    // 2048² array (over 64 MiB of planes, 2.7·10⁸ multiply-accumulates per chunk) the run
    // now asks whether to go on while it sets up and while it computes that reference.
    const GemmShape g { GemmM(2048), GemmN(2048), GemmK(2048) };
    for (const Dataflow d : { Dataflow::OutputStationary, Dataflow::WeightStationary }) {
        // Cancelled at the first question: no cycle has run.
        int calls = 0;
        auto first = StreamedSimulation::run(d, { 2048, 2048 }, g, 1, [&calls](const auto& p) {
            ++calls;
            return p.cyclesDone < 0;
        });
        QVERIFY(first);
        QVERIFY(first->cancelled);
        QCOMPARE(calls, 1);
        QCOMPARE(first->clockCycles, qint64(0));
        QCOMPARE(first->folds, qint64(0));
    }
    // Under OS the first chunk's reference comes before the first cycle: it is asked about
    // band by band (four bands of 2^26), after the allocations.
    int beforeFirstCycle = 0;
    const auto run = StreamedSimulation::run(Dataflow::OutputStationary, { 2048, 2048 }, g, 1,
        [&beforeFirstCycle](const StreamedProgress& p) {
            if (p.cyclesDone > 0)
                return false;
            ++beforeFirstCycle;
            return true;
        });
    QVERIFY(run);
    QVERIFY(run->cancelled);
    QVERIFY2(beforeFirstCycle >= 8, qPrintable(QString::number(beforeFirstCycle)));
}

void TestSystolicSim::streamedMemoryDoesNotGrowWithTheGemm()
{
#ifdef Q_OS_UNIX
    // A and B of this GEMM hold 2^26 elements each (256 MiB each as int32, what the CLI used to
    // materialise); the streamed run makes them a chunk at a time. Its peak resident memory
    // must not move by more than a few megabytes (planes and rings of a 16×16 array).
    auto peakKiB = [] {
        rusage usage {};
        getrusage(RUSAGE_SELF, &usage);
        return qint64(usage.ru_maxrss); // KiB on Linux
    };
    const GemmShape g { GemmM(16), GemmN(16), GemmK(qint64(1) << 22) };
    const qint64 before = peakKiB();
    const auto result = StreamedSimulation::run(Dataflow::OutputStationary, { 16, 16 }, g, 3);
    const qint64 grownKiB = peakKiB() - before;
    QVERIFY(result);
    QVERIFY(result->productOk());
    const auto estimate = estimateCycles(Dataflow::OutputStationary, { 16, 16 }, g);
    QVERIFY(estimate);
    QCOMPARE(result->clockCycles, estimate->clockCycles);
    QCOMPARE(result->macs, estimate->macs);
    QVERIFY2(grownKiB < 16 * 1024, qPrintable(QStringLiteral("peak grew by %1 KiB").arg(grownKiB)));
    QVERIFY(StreamedSimulation::workingSetBytes({ 16, 16 }) < 1024 * 1024);
#else
    QSKIP("getrusage is POSIX");
#endif
}

void TestSystolicSim::streamedRejectsBadShapes()
{
    const GemmShape small { GemmM(4), GemmN(4), GemmK(4) };
    QVERIFY(!StreamedSimulation::run(Dataflow::WeightStationary, { 0, 4 }, small, 1));
    QVERIFY(!StreamedSimulation::run(Dataflow::WeightStationary, { 4, -3 }, small, 1));
    QVERIFY(!StreamedSimulation::run(
        Dataflow::OutputStationary, { 4, 4 }, GemmShape { GemmM(0), GemmN(4), GemmK(4) }, 1));
    // Partial sums of 2^17 rows could leave int32.
    QVERIFY(!StreamedSimulation::run(Dataflow::InputStationary, { 1 << 17, 1 }, small, 1));
    // Cycle counts beyond 64 bits.
    const qint64 huge = qint64(1) << 62;
    QVERIFY(!StreamedSimulation::run(
        Dataflow::OutputStationary, { 1, 1 }, GemmShape { GemmM(huge), GemmN(8), GemmK(huge) }, 1));
}

QTEST_GUILESS_MAIN(TestSystolicSim)
#include "tst_systolicsim.moc"
