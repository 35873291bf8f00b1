// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The systolic-array painter and view, rendered offscreen: pixels of PEs and outputs at known
// cycles, for the small (values) and large (heat-map) levels of detail, and the view's controls.
// Set TENSORSCOPE_FRAME_DIR to keep the frames as 1920×1080 PNGs.

#include "style/theme.h"
#include "systolic/systolicsimulator.h"
#include "transportchecks.h"
#include "views/chipcanvas.h"
#include "views/systolicpainter.h"
#include "views/systolicstyle.h"
#include "views/systolicview.h"

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QWheelEvent>

using namespace ts;
using namespace ts::systolic;
using Sim = SystolicSimulator<float>;

namespace {

QImage render(const Snapshot& snapshot, const SystolicStyle& style, const QString& name)
{
    QImage image(1920, 1080, QImage::Format_RGB32);
    {
        QPainter painter(&image);
        SystolicPainter::paint(painter, snapshot, QRectF(image.rect()), style);
    }
    const QByteArray dir = qgetenv("TENSORSCOPE_FRAME_DIR");
    if (!dir.isEmpty())
        image.save(QDir(QString::fromLocal8Bit(dir)).filePath(name + QStringLiteral(".png")));
    return image;
}

/// A pixel inside PE (row, col): clear of the values written in small arrays (lower-left area),
/// the top-left pixel of the PE's heat-map tile in large ones.
QPoint peSample(const SystolicPainter::Layout& l, int row, int col)
{
    const QRectF r = l.peRect(row, col);
    if (l.rows > SystolicPainter::kMaxValueSide)
        return QPoint(int(r.left()), int(r.top()));
    return QPointF(r.left() + r.width() * 0.2, r.bottom() - r.height() * 0.2).toPoint();
}

} // namespace

class TestSystolicView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void valuesReadForPeople();
    void frames_data();
    void frames();
    void viewControls();
    void scheduleNoteComparesDoubleBuffering();
    void viewPlays();
    void operatorOnTheRealChip_data();
    void operatorOnTheRealChip();

private:
    SystolicStyle m_style;
};

// Issue 19: an accumulator read "8.81e+06" on a projector.
void TestSystolicView::valuesReadForPeople()
{
    QLocale::setDefault(QLocale::c());
    QCOMPARE(SystolicPainter::formatValue(-12.f), QStringLiteral("-12"));
    QCOMPARE(SystolicPainter::formatValue(999999.f), QStringLiteral("999999"));
    QCOMPARE(SystolicPainter::formatValue(8.81e6f), QStringLiteral("8.81 M"));
    QCOMPARE(SystolicPainter::formatValue(-42.5e6f), QStringLiteral("-42.5 M"));
    QCOMPARE(SystolicPainter::formatValue(1.5e9f), QStringLiteral("1.50 G"));
    QCOMPARE(SystolicPainter::formatValue(0.125f), QStringLiteral("0.125"));
    QLocale::setDefault(QLocale(QLocale::German));
    QCOMPARE(SystolicPainter::formatValue(8.81e6f), QStringLiteral("8,81 M"));
    QLocale::setDefault(QLocale::c());
}

void TestSystolicView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_style = SystolicStyle::fromPalette(Theme(Theme::Kind::Light).palette());
}

void TestSystolicView::frames_data()
{
    QTest::addColumn<int>("dataflow");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("gemm");
    QTest::addColumn<bool>("dark");
    for (Dataflow d :
        { Dataflow::OutputStationary, Dataflow::WeightStationary, Dataflow::InputStationary }) {
        QTest::addRow("%s 4x4 values", qPrintable(dataflowName(d))) << int(d) << 4 << 8 << false;
        QTest::addRow("%s 16x16 values", qPrintable(dataflowName(d)))
            << int(d) << 16 << 32 << false;
        QTest::addRow("%s 128x128 heat map", qPrintable(dataflowName(d)))
            << int(d) << 128 << 256 << false;
    }
    QTest::addRow("ws 256x256 heat map") << int(Dataflow::WeightStationary) << 256 << 256 << false;
    QTest::addRow("ws 8x8 values dark") << int(Dataflow::WeightStationary) << 8 << 16 << true;
    QTest::addRow("os 64x64 heat map dark") << int(Dataflow::OutputStationary) << 64 << 128 << true;
}

void TestSystolicView::frames()
{
    QFETCH(int, dataflow);
    QFETCH(int, side);
    QFETCH(int, gemm);
    QFETCH(bool, dark);
    const SystolicStyle style
        = dark ? SystolicStyle::fromPalette(Theme(Theme::Kind::Dark).palette()) : m_style;
    const Dataflow d = Dataflow(dataflow);
    auto sim = Sim::create(d, { side, side }, Sim::Matrix::Constant(gemm, gemm, 2.0f),
        Sim::Matrix::Constant(gemm, gemm, 3.0f));
    QVERIFY(sim);
    const FoldGeometry g = sim->geometry();
    const QString tag
        = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    const QColor active = style.active;

    // Early: PE (0, 0) does its first MAC in the first cycle after the load phase.
    const std::int64_t first = g.loadCycles();
    sim->seek(first + 1);
    Snapshot s = sim->snapshot();
    QCOMPARE(s.activityAt(0, 0), PeActivity::Active);
    SystolicPainter::Layout l = SystolicPainter::layout(s, QRectF(0, 0, 1920, 1080));
    QImage image = render(s, style, tag + QStringLiteral("-early"));
    QCOMPARE(image.pixelColor(peSample(l, 0, 0)), active);
    // Meanwhile the far corner waits for the wavefront: not drawn as active.
    QVERIFY(image.pixelColor(peSample(l, side - 1, side - 1)) != active);

    // Halfway through the first fold: a diagonal band of active PEs.
    sim->seek(first + 1 + side);
    image = render(sim->snapshot(), style, tag + QStringLiteral("-mid"));
    QCOMPARE(image.pixelColor(peSample(l, side / 2, side / 2)), active);

    // The last cycle: PE (0, 0) has drained, the last output has just become final.
    const std::int64_t last = g.clockCycles() - 1;
    sim->seek(last);
    s = sim->snapshot();
    QCOMPARE(s.cycle, last - 1);
    image = render(s, style, tag + QStringLiteral("-before-last"));
    const QPoint lastOutput
        = l.outputRect(g.gemm().m() - 1, g.gemm().n() - 1, g.gemm()).center().toPoint();
    QVERIFY2(image.pixelColor(lastOutput) == style.outputPending,
        qPrintable(QStringLiteral("C at (%1, %2) in %3,%4 %5x%6")
                       .arg(lastOutput.x())
                       .arg(lastOutput.y())
                       .arg(l.cMatrix.x())
                       .arg(l.cMatrix.y())
                       .arg(l.cMatrix.width())
                       .arg(l.cMatrix.height())));
    QCOMPARE(image.pixelColor(l.outputRect(0, 0, g.gemm()).center().toPoint()), style.outputDone);

    sim->seek(last + 1);
    s = sim->snapshot();
    QCOMPARE(s.cycle, last);
    image = render(s, style, tag + QStringLiteral("-last"));
    QVERIFY(image.pixelColor(peSample(l, 0, 0)) != active);
    QCOMPARE(s.activityAt(0, 0), PeActivity::Draining);
    QCOMPARE(image.pixelColor(lastOutput), style.outputDone);
}

// Issue 17, item 5: the animation keeps SCALE-Sim's schedule; the view says what a
// double-buffered array (a TPU MXU, as the engine times it) would take instead.
void TestSystolicView::scheduleNoteComparesDoubleBuffering()
{
    SystolicView view;
    view.resize(1280, 800);
    // WS 8×8, M = 1: 64 folds of 2·8 + 8 + 1 − 2 = 23 cycles; double-buffered 23 + 63 × 8.
    view.setConfiguration(
        Dataflow::WeightStationary, { 8, 8 }, GemmShape { GemmM(1), GemmN(64), GemmK(64) });
    const auto* note = view.findChild<QLabel*>(QStringLiteral("scheduleNote"));
    QVERIFY(note);
    QVERIFY(note->isVisibleTo(&view));
    const QLocale locale;
    QVERIFY2(note->text().contains(locale.toString(qint64(23 + 63 * 8)))
            && note->text().contains(locale.toString(qint64(64 * 23))),
        qPrintable(note->text()));
    QCOMPARE(note->textFormat(), Qt::PlainText);
    // Output-stationary has no stationary tile to preload: no note.
    view.setConfiguration(
        Dataflow::OutputStationary, { 4, 4 }, GemmShape { GemmM(8), GemmN(8), GemmK(8) });
    QVERIFY(!note->isVisibleTo(&view));
}

void TestSystolicView::viewControls()
{
    SystolicView view;
    view.resize(1280, 800);
    view.setConfiguration(
        Dataflow::OutputStationary, { 4, 4 }, GemmShape { GemmM(8), GemmN(8), GemmK(8) });
    QCOMPARE(view.estimate().cycles, 4 * (8 + 4 + 4 - 2) - 1);
    QCOMPARE(view.cycle(), -1);
    QSignalSpy cycles(&view, &SystolicView::cycleChanged);
    view.stepForward();
    QCOMPARE(view.cycle(), 0);
    view.stepForward();
    view.stepForward();
    QCOMPARE(view.cycle(), 2);
    view.stepBackward();
    QCOMPARE(view.cycle(), 1);
    QCOMPARE(cycles.count(), 4);
    view.seekToCycle(view.estimate().cycles);
    QCOMPARE(view.cycle(), view.estimate().cycles);
    view.seekToCycle(1'000'000);
    QCOMPARE(view.cycle(), view.estimate().cycles);
    view.setGemm(GemmShape { GemmM(1), GemmN(3), GemmK(5) });
    QCOMPARE(view.snapshot().geometry.gemm().m(), 1);
    QCOMPARE(view.snapshot().geometry.dataflow(), Dataflow::OutputStationary);
    view.setSpeedCyclesPerSecond(0.01);
    QCOMPARE(view.speedCyclesPerSecond(), 1.0);
    view.setSpeedCyclesPerSecond(1e9);
    QCOMPARE(view.speedCyclesPerSecond(), 1e7);

    // The widget paints through the painter: the grabbed frame shows the active colour.
    view.setConfiguration(
        Dataflow::OutputStationary, { 4, 4 }, GemmShape { GemmM(8), GemmN(8), GemmK(8) });
    view.seekToCycle(0);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // Presenter keys: Right steps forward, Left back, Space plays and pauses.
    view.activateWindow();
    view.setFocus();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    const qint64 before = view.cycle();
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.cycle(), before + 1);
    QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(view.cycle(), before);
    QTest::keyClick(&view, Qt::Key_Space);
    QVERIFY(view.isPlaying());
    QTest::keyClick(&view, Qt::Key_Space);
    QVERIFY(!view.isPlaying());

    const QImage grabbed = view.grab().toImage();
    QVERIFY(!grabbed.isNull());
    const QByteArray dir = qgetenv("TENSORSCOPE_FRAME_DIR");
    if (!dir.isEmpty()) {
        view.resize(1920, 1080);
        view.setConfiguration(
            Dataflow::WeightStationary, { 8, 8 }, GemmShape { GemmM(20), GemmN(20), GemmK(12) });
        view.seekToCycle(30);
        QCoreApplication::processEvents();
        view.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("view.png")));
    }
}

void TestSystolicView::viewPlays()
{
    SystolicView view;
    view.setConfiguration(
        Dataflow::WeightStationary, { 8, 8 }, GemmShape { GemmM(16), GemmN(16), GemmK(16) });
    view.setSpeedCyclesPerSecond(1e7);
    QSignalSpy playing(&view, &SystolicView::playingChanged);
    view.play();
    QVERIFY(view.isPlaying());
    // At ten million cycles per second the run finishes within a few frames and stops itself.
    QTRY_COMPARE(view.cycle(), view.estimate().cycles);
    QTRY_VERIFY(!view.isPlaying());
    QCOMPARE(playing.count(), 2);
    view.setSpeedCyclesPerSecond(100);
    view.play(); // from the end, play restarts at the beginning
    QTRY_VERIFY(view.cycle() > 5);
    view.pause();
    const qint64 paused = view.cycle();
    QTest::qWait(100);
    QCOMPARE(view.cycle(), paused);
    transportchecks::verifyToggleReusesIcons(view);
}

void TestSystolicView::operatorOnTheRealChip_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("device");
    for (const QString& device : { QStringLiteral("tpu-v5p"), QStringLiteral("tpu-v4"),
             QStringLiteral("tpu-v5e"), QStringLiteral("trainium2") }) {
        for (const QString& preset : WorkloadPresets::ids())
            QTest::addRow("%s on %s", qPrintable(preset), qPrintable(device)) << preset << device;
    }
}

// Issue 19: an operator is shown on the chip's real matrix units at full size, not scaled down
// onto an 8×8 array; the cycles, folds, utilization and mapping efficiency the view shows are
// the engine's for that operator (the largest GEMM of each preset), and zooming in shows one
// real unit (128 × 128 on a TPU) PE by PE.
void TestSystolicView::operatorOnTheRealChip()
{
    QFETCH(QString, preset);
    QFETCH(QString, device);
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const auto chip = catalog.device(device);
    QVERIFY(chip);
    const auto built = WorkloadBuilder::build(*WorkloadPresets::load(preset).spec);
    QVERIFY(built.workload);
    const Operator* largest = nullptr;
    for (const Operator& op : built.workload->ops()) {
        if (!op.gemm.isEmpty() && (!largest || op.gemm.flops() > largest->gemm.flops()))
            largest = &op;
    }
    QVERIFY(largest);
    const engine::EngineOptions options;
    const auto estimate = engine::PerformanceEngine::estimate(*built.workload, *chip, options);
    if (!estimate)
        QSKIP("no rate for the preset's precision on this chip");
    const engine::OpEstimate* timed = nullptr;
    for (const engine::OpEstimate& op : estimate->ops) {
        if (op.name == largest->name)
            timed = &op;
    }
    QVERIFY(timed);
    const auto schedule
        = engine::SystolicChipSchedule::forOperator(*chip, *timed, largest->gemm, options);
    QVERIFY(schedule);

    SystolicView view;
    view.resize(1000, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showOperator(largest->name, *schedule, chip->name);
    QVERIFY(view.showsOperator());
    QVERIFY(view.chipCanvas()->isVisible());
    const qint64 middle = schedule->clockCycles() / 2;
    view.seekToCycle(middle);
    QCOMPARE(view.cycle(), middle);
    const QLocale locale;
    const QString readout = view.readoutText();
    // The engine's figures: its cycle count, its folds, its utilization.
    QCOMPARE(schedule->folds(), timed->mapping.value(engine::mapping::kFolds).value_or(-1));
    QVERIFY2(
        std::abs(schedule->seconds(schedule->clockCycles()) * timed->flops / largest->gemm.flops()
            - timed->computeSeconds)
            <= 1e-12 * timed->computeSeconds,
        qPrintable(largest->name));
    for (const QString& figure :
        { locale.toString(schedule->clockCycles()), locale.toString(schedule->folds()),
            locale.toString(middle + 1), locale.toString(schedule->foldsDoneAt(middle)),
            locale.toString(100.0 * schedule->utilization(), 'f', 1) })
        QVERIFY2(
            readout.contains(figure), qPrintable(readout + QStringLiteral(" lacks ") + figure));
    QVERIFY2(view.chipCanvas()->caption().contains(locale.toString(schedule->units())),
        qPrintable(view.chipCanvas()->caption()));

    // Zoom in with the wheel: one real matrix unit, PE by PE.
    QWheelEvent in(QPointF(200, 200), view.mapToGlobal(QPointF(200, 200)), QPoint(), QPoint(0, 120),
        Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(&view, &in);
    QVERIFY(view.isZoomedIn());
    QVERIFY(!view.chipCanvas()->isVisible());
    QCOMPARE(view.snapshot().rows(), schedule->hardware().array.rows);
    QCOMPARE(view.snapshot().cols(), schedule->hardware().array.cols);
    QCOMPARE(view.cycle(), middle); // the chip's cycle stays
    QVERIFY(view.readoutText().contains(locale.toString(schedule->clockCycles())));
    QCoreApplication::processEvents(); // the layout follows
    if (const QString dir = qEnvironmentVariable("TST_SYSTOLIC_GRAB"); !dir.isEmpty())
        view.grab().save(QStringLiteral("%1/%2-%3-in.png").arg(dir, preset, device));
    // And out again with Z.
    QTest::keyClick(&view, Qt::Key_Z);
    QVERIFY(!view.isZoomedIn());
    QVERIFY(view.chipCanvas()->isVisible());
    QCoreApplication::processEvents();
    if (const QString dir = qEnvironmentVariable("TST_SYSTOLIC_GRAB"); !dir.isEmpty())
        view.grab().save(QStringLiteral("%1/%2-%3-out.png").arg(dir, preset, device));
    // A control's GEMM returns to the free array.
    view.setGemm(GemmShape(GemmM(16), GemmN(16), GemmK(16)));
    QVERIFY(!view.showsOperator());
    QCOMPARE(view.snapshot().rows(), 8);
}

QTEST_MAIN(TestSystolicView)
#include "tst_systolicview.moc"
