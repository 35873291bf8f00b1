// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The SIMT painter and views, rendered offscreen at 1920×1080: SM tiles, warps and C tiles by
// pixel at known cycles (issuing while the warps issue, done after, idle without work, stalled
// while the first copies are in flight), the divergence demo's lanes, the view's controls and
// the side-by-side timeline. Set TENSORSCOPE_FRAME_DIR to keep the frames as PNGs.

#include "engine/gpuchipschedule.h"
#include "engine/systolicchipschedule.h"
#include "hardware/catalog.h"
#include "simt/simtsimulator.h"
#include "style/theme.h"
#include "transportchecks.h"
#include "views/chipcanvas.h"
#include "views/sidebysideview.h"
#include "views/simtpainter.h"
#include "views/simtstyle.h"
#include "views/simtview.h"
#include "views/systolicview.h"

#include <QDir>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QWheelEvent>

using namespace ts;
using namespace ts::simt;

namespace {

GpuConfig gpu(const QString& id)
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    return *GpuConfig::fromDevice(*catalog.device(id), Precision::BF16);
}

void save(const QImage& image, const QString& name)
{
    const QByteArray dir = qgetenv("TENSORSCOPE_FRAME_DIR");
    if (!dir.isEmpty())
        image.save(QDir(QString::fromLocal8Bit(dir)).filePath(name + QStringLiteral(".png")));
}

QImage render(const SimtSnapshot& s, const SimtStyle& style, int sm, const QString& name)
{
    QImage image(1920, 1080, QImage::Format_RGB32);
    {
        QPainter painter(&image);
        SimtPainter::paint(painter, s, QRectF(image.rect()), style,
            SimtPainter::Focus { sm, 0, QStringLiteral("test") });
    }
    save(image, name);
    return image;
}

/// A pixel in the left of an SM's header, clear of its number.
QPoint headerSample(const SimtPainter::Layout& l, int sm)
{
    const QRectF h = l.smHeader(sm);
    return QPointF(h.left() + 3, h.center().y()).toPoint();
}

} // namespace

class TestSimtView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void smTiles_data();
    void smTiles();
    void stalledAndIdle();
    void divergenceLanes();
    void viewControls();
    void viewPlays();
    void sideBySide();
    void headersKeepTheirHeightWhilePlaying_data();
    void headersKeepTheirHeightWhilePlaying();
    void operatorZoomsByWheelAndKey();
};

void TestSimtView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSimtView::smTiles_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<bool>("dark");
    QTest::newRow("H100 light") << QStringLiteral("h100-sxm") << false;
    QTest::newRow("H100 dark") << QStringLiteral("h100-sxm") << true;
    QTest::newRow("A100 light") << QStringLiteral("a100-sxm4-80gb") << false;
}

void TestSimtView::smTiles()
{
    QFETCH(QString, device);
    QFETCH(bool, dark);
    const SimtStyle style
        = SimtStyle::fromPalette(Theme(dark ? Theme::Kind::Dark : Theme::Kind::Light).palette());
    const GpuConfig g = gpu(device);
    // One more tile than SMs: SM 0 runs two CTAs, the others one.
    auto sim = SimtSimulator::create(
        g, GemmShape { GemmM(128), GemmN(128 * (g.smCount + 1)), GemmK(1024) });
    QVERIFY(sim);
    const QString tag
        = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));

    // Mid first wave: every SM keeps its tensor cores busy, drawn in the issuing colour; the
    // warps of SM 0 are issuing or waiting on the tensor core, never empty.
    const std::int64_t mid = sim->span(0).exit / 2;
    SimtSnapshot s = sim->snapshot(mid);
    QCOMPARE(s.sm(0).activity, SmActivity::Issuing);
    SimtPainter::Layout l = SimtPainter::layout(s, QRectF(0, 0, 1920, 1080));
    QImage image = render(s, style, 0, QStringLiteral("simt-") + tag + QStringLiteral("-mid"));
    QCOMPARE(image.pixelColor(headerSample(l, 0)), style.issuing);
    QCOMPARE(image.pixelColor(headerSample(l, g.smCount - 1)), style.issuing);
    // C: the first wave's tiles are running, drawn in the issuing colour.
    QCOMPARE(
        image.pixelColor(l.tileRect(0, 0, s.tilesM, s.tilesN).center().toPoint()), style.issuing);

    // After the first wave: SM 1 is done (its only CTA exited), SM 0 works on its second CTA.
    const std::int64_t second = sim->span(g.smCount).start + 1000;
    s = sim->snapshot(second);
    QCOMPARE(s.sm(1).activity, SmActivity::Done);
    image = render(s, style, 0, QStringLiteral("simt-") + tag + QStringLiteral("-wave2"));
    QCOMPARE(image.pixelColor(headerSample(l, 1)), style.done);
    QCOMPARE(image.pixelColor(headerSample(l, 0)), style.issuing);
    // The warp bars of a done SM are in the done colour.
    const QRectF body = l.smRect(1).adjusted(4, l.smHeader(1).height() + 4, -4, -4);
    QCOMPARE(image.pixelColor(body.topLeft().toPoint() + QPoint(2, 2)), style.done);
    // C: tile 1 finished in wave 1.
    QCOMPARE(image.pixelColor(l.tileRect(0, 1, s.tilesM, s.tilesN).center().toPoint()),
        style.waveColor(0));

    // The end: every SM done.
    s = sim->snapshot(sim->totalCycles() - 1);
    image = render(s, style, 0, QStringLiteral("simt-") + tag + QStringLiteral("-end"));
    for (int sm : { 0, 1, g.smCount - 1 })
        QCOMPARE(image.pixelColor(headerSample(l, sm)), style.done);
    // No wave shares a colour with a state: wave 1 in done's green once read as "done".
    for (int wave = 0; wave < 4; ++wave)
        for (const QColor& state : { style.issuing, style.ready, style.waitingTensor,
                 style.waitingMemory, style.barrier, style.done })
            QVERIFY(style.waveColor(wave) != state);
    // The last CTA (wave 2) is coloured with the second wave's colour.
    const std::int64_t last = sim->ctas() - 1;
    QCOMPARE(
        image.pixelColor(
            l.tileRect(last / s.tilesN, last % s.tilesN, s.tilesM, s.tilesN).center().toPoint()),
        style.waveColor(1));
}

void TestSimtView::stalledAndIdle()
{
    const SimtStyle style = SimtStyle::fromPalette(Theme(Theme::Kind::Light).palette());
    // Four CTAs on 132 SMs: SMs 4..131 stay idle. In cycle 100 the first copies are in flight
    // (400-cycle latency): nothing issues and the tensor cores are idle.
    auto sim = SimtSimulator::create(
        gpu(QStringLiteral("h100-sxm")), GemmShape { GemmM(256), GemmN(256), GemmK(1024) });
    SimtSnapshot s = sim->snapshot(100);
    QCOMPARE(s.sm(0).activity, SmActivity::Stalled);
    QCOMPARE(s.sm(0).warps[0], WarpState::WaitingMemory);
    QCOMPARE(s.sm(100).activity, SmActivity::Idle);
    const SimtPainter::Layout l = SimtPainter::layout(s, QRectF(0, 0, 1920, 1080));
    const QImage image = render(s, style, 0, QStringLiteral("simt-stalled"));
    const QColor stalled = image.pixelColor(headerSample(l, 0));
    QVERIFY2(stalled.rgb() == style.waitingMemory.rgb()
            || stalled.rgb() == style.waitingMemory.darker(140).rgb(),
        qPrintable(stalled.name()));
    QCOMPARE(image.pixelColor(headerSample(l, 100)), style.empty);
    QVERIFY(image.pixelColor(headerSample(l, 0)) != style.issuing);
}

void TestSimtView::divergenceLanes()
{
    const SimtStyle style = SimtStyle::fromPalette(Theme(Theme::Kind::Light).palette());
    std::vector<float> x;
    for (int i = 0; i < 32; ++i)
        x.push_back(i % 2 == 0 ? 1.0f : -1.0f); // even lanes take the branch
    const DivergenceSimulator demo(x, 0.0f);
    QCOMPARE(demo.takenMask(0), 0x55555555u);
    // Cycle 3 runs the taken side under the even lanes' mask; cycle 6 the other side.
    QCOMPARE(demo.steps()[3].mask, 0x55555555u);
    QCOMPARE(demo.steps()[6].mask, 0xAAAAAAAAu);
    QImage image(1920, 1080, QImage::Format_RGB32);
    {
        QPainter painter(&image);
        SimtPainter::paintDivergence(painter, demo, 3, QRectF(image.rect()), style);
    }
    save(image, QStringLiteral("simt-divergence"));
    // Lane cells: 8 per row in the right part of the frame; lane 0 is active (taken colour),
    // lane 1 masked off (background with a hatch). Sample each cell's top-left inner pixel.
    bool sawTaken = false;
    for (int y = 0; y < 1080 && !sawTaken; y += 2)
        for (int x0 = 960; x0 < 1920 && !sawTaken; x0 += 2)
            sawTaken = image.pixelColor(x0, y) == style.ready;
    QVERIFY(sawTaken);
}

void TestSimtView::viewControls()
{
    SimtView view;
    view.resize(1600, 1000);
    QVERIFY(view.simulator());
    QCOMPARE(view.snapshot().smCount, 132); // H100 by default
    QVERIFY(view.setDevice(QStringLiteral("a100-sxm4-80gb")));
    QCOMPARE(view.snapshot().smCount, 108);
    QVERIFY(!view.setDevice(QStringLiteral("tpu-v4")));
    view.setGemm(GemmShape { GemmM(256), GemmN(256), GemmK(512) });
    QCOMPARE(view.simulator()->ctas(), qint64(4));
    QSignalSpy cycles(&view, &SimtView::cycleChanged);
    view.stepForward();
    QCOMPARE(view.cycle(), qint64(0));
    view.seekToCycle(500);
    QCOMPARE(view.snapshot().cycle, qint64(500));
    view.stepBackward();
    QCOMPARE(view.cycle(), qint64(499));
    QCOMPARE(cycles.count(), 3);
    view.seekToCycle(1'000'000'000);
    QCOMPARE(view.cycle(), view.totalCycles() - 1);
    view.setZoom(3, 2);
    QCOMPARE(view.focus().sm, 3);
    QCOMPARE(view.focus().warp, 2);
    // A click on SM 5's tile zooms into it.
    view.show();
    auto* canvas = view.findChild<QWidget*>(QStringLiteral("simtCanvas"));
    QVERIFY(canvas);
    const SimtPainter::Layout l = SimtPainter::layout(view.snapshot(), QRectF(canvas->rect()));
    QTest::mouseClick(canvas, Qt::LeftButton, {}, l.smHeader(5).center().toPoint());
    QCOMPARE(view.focus().sm, 5);
    view.setDivergenceDemo(true);
    QCOMPARE(view.totalCycles(), view.divergence().cycles());
    view.setDivergenceDemo(false);
    QCOMPARE(view.totalCycles(), view.simulator()->totalCycles());
    view.setTile({ 64, 64, 32 });
    QCOMPARE(view.simulator()->kernel().tile.m, 64);

    QImage frame(1600, 1000, QImage::Format_RGB32);
    view.render(&frame);
    save(frame, QStringLiteral("simt-view"));
}

void TestSimtView::viewPlays()
{
    SimtView view;
    view.setGemm(GemmShape { GemmM(128), GemmN(128), GemmK(256) });
    view.setSpeedCyclesPerSecond(1e5);
    QSignalSpy playing(&view, &SimtView::playingChanged);
    view.play();
    QVERIFY(view.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(view.cycle() > 0, 2000);
    // The run is a few thousand cycles: at 1e5 cycles/s it ends and the clock stops.
    QTRY_VERIFY_WITH_TIMEOUT(!view.isPlaying(), 5000);
    QCOMPARE(view.cycle(), view.totalCycles() - 1);
    QCOMPARE(playing.count(), 2);
    transportchecks::verifyToggleReusesIcons(view);
}

void TestSimtView::sideBySide()
{
    SideBySideView view;
    view.setGemm(256, 256, 256);
    const double t = 1e-6; // one microsecond after launch
    view.seekToSeconds(t);
    const double gpuClock = view.simtView()->clockHz();
    QCOMPARE(view.simtView()->cycle(), qint64(std::floor(t * gpuClock)) - 1);
    QCOMPARE(view.systolicView()->cycle(), qint64(std::floor(t * view.systolicClockHz())) - 1);
    QVERIFY(view.systolicSeconds() > 0);
    QVERIFY(view.simtSeconds() > 0);
    // Past both ends, each view shows its last cycle.
    view.seekToSeconds(1.0);
    QCOMPARE(view.simtView()->cycle(), view.simtView()->totalCycles() - 1);
    QCOMPARE(view.seconds(), std::max(view.systolicSeconds(), view.simtSeconds()));
}

void TestSimtView::headersKeepTheirHeightWhilePlaying_data()
{
    QTest::addColumn<int>("width");
    for (int width : { 520, 700, 1000 })
        QTest::addRow("%d px", width) << width;
}

// Issue 19: a view's header must not jump between one and two lines during playback (its
// numbers grow from "cycle 0" to "cycle 9,786,837"): every readout keeps one height from the
// first cycle to the last, for the warps, the whole GPU, the whole TPU and both side by side.
void TestSimtView::headersKeepTheirHeightWhilePlaying()
{
    QFETCH(int, width);
    const auto readoutOf = [](QWidget* view) {
        for (QLabel* label : view->findChildren<QLabel*>()) {
            if (label->accessibleName() == QLatin1String("Animation state") || label->wordWrap())
                return label;
        }
        return static_cast<QLabel*>(nullptr);
    };
    const auto heights = [&](QWidget* view, const std::function<void(double)>& seek) {
        QLabel* readout = readoutOf(view);
        QList<int> seen;
        for (double share : { 0.0, 0.001, 0.3, 0.71, 0.999, 1.0 }) {
            seek(share);
            QCoreApplication::processEvents();
            seen.append(readout->height());
        }
        return seen;
    };
    const auto constant = [](const QList<int>& seen) {
        return std::all_of(seen.begin(), seen.end(), [&](int h) { return h == seen.first(); });
    };

    SimtView simt;
    simt.resize(width, 600);
    simt.show();
    QVERIFY(QTest::qWaitForWindowExposed(&simt));
    simt.setGemm(GemmShape { GemmM(2048), GemmN(2048), GemmK(512) });
    QList<int> seen = heights(&simt,
        [&](double share) { simt.seekToCycle(qint64(share * double(simt.totalCycles() - 1))); });
    QVERIFY2(
        constant(seen), qPrintable(QStringLiteral("warps: %1").arg(QString::number(seen.first()))));

    const GemmShape big(GemmM(8192), GemmN(57344), GemmK(8192));
    const auto gpu = engine::GpuChipSchedule::create(132, big, 128, 64, 1, 435, 9.7e-3);
    QVERIFY(gpu);
    simt.showOperator(QStringLiteral("layer.mlp.gate_up"), *gpu, QStringLiteral("H100"), 1.83e9);
    seen = heights(
        &simt, [&](double share) { simt.seekToCycle(qint64(share * 9.7e-3 * 1.83e9) - 1); });
    QVERIFY2(constant(seen), "whole GPU");

    engine::SystolicGemmHardware hw;
    hw.matrixUnits = 8;
    hw.array = { 128, 128 };
    hw.clockHz = 1.75e9;
    hw.memoryBytesPerSecond = 2.7e12;
    hw.onChipBytes = 1e8;
    hw.doubleBuffered = true;
    const auto tpu = engine::SystolicChipSchedule::create(hw, big, 2, 2);
    QVERIFY(tpu);
    SystolicView systolic;
    systolic.resize(width, 600);
    systolic.show();
    QVERIFY(QTest::qWaitForWindowExposed(&systolic));
    systolic.showOperator(QStringLiteral("layer.mlp.gate_up"), *tpu, QStringLiteral("TPU v5p"));
    seen = heights(&systolic, [&](double share) {
        systolic.seekToCycle(qint64(share * double(tpu->clockCycles())) - 1);
    });
    QVERIFY2(constant(seen), "whole TPU");

    SideBySideView both;
    both.resize(width, 600);
    both.show();
    QVERIFY(QTest::qWaitForWindowExposed(&both));
    QVERIFY(both.setGpu(QStringLiteral("h100-sxm")));
    both.showOperator(QStringLiteral("layer.mlp.gate_up"), QStringLiteral("tpu-v5p"), *tpu,
        QStringLiteral("h100-sxm"), *gpu, 1.83e9);
    const double total = std::max(both.systolicSeconds(), both.simtSeconds());
    seen = heights(&both, [&](double share) { both.seekToSeconds(share * total); });
    QVERIFY2(constant(seen), "side by side");
}

void TestSimtView::operatorZoomsByWheelAndKey()
{
    // An operator on the whole GPU (issue 19): the wheel zooms in to the warps, Z back out to
    // the whole GPU; without an operator neither does anything.
    SimtView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto wheel = [&view](int delta) {
        QWheelEvent event(QPointF(100, 100), view.mapToGlobal(QPointF(100, 100)), QPoint(),
            QPoint(0, delta), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(&view, &event);
    };
    wheel(120);
    QVERIFY(!view.isZoomedIn());
    const auto gpu = engine::GpuChipSchedule::create(
        132, GemmShape(GemmM(4096), GemmN(4096), GemmK(4096)), 128, 256, 1, 4, 4e-3);
    QVERIFY(gpu);
    view.showOperator(QStringLiteral("gemm"), *gpu, QStringLiteral("H100"), 1.83e9);
    QVERIFY(view.chipCanvas()->isVisible());
    wheel(120);
    QVERIFY(view.isZoomedIn());
    QVERIFY(!view.chipCanvas()->isVisible());
    QTest::keyClick(&view, Qt::Key_Z);
    QVERIFY(!view.isZoomedIn());
    QVERIFY(view.chipCanvas()->isVisible());
    wheel(-120);
    QVERIFY(!view.isZoomedIn());
}

QTEST_MAIN(TestSimtView)
#include "tst_simtview.moc"
