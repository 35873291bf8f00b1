// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The one playback clock of the animated views (PlaybackTransport) and its row of controls
// (TransportBar): seeking and clamping, play/pause, the pace and the end of a run, speed limits,
// steps, the timeline and speed slider both ways, the keyboard, and the three views using it.

#include "views/playbacktransport.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"
#include "views/transportbar.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>
#include <limits>

using namespace ts;

namespace {

/// A transport in cycles from −1 (before the first) to `cycles` − 1.
std::unique_ptr<PlaybackTransport> cycles(int count)
{
    auto t = std::make_unique<PlaybackTransport>(PlaybackTransport::Unit::Cycles);
    t->setRange(-1, count - 1);
    t->seek(-1);
    return t;
}

} // namespace

class TestPlaybackTransport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void seekClampsAndAnnounces();
    void secondsAreContinuous();
    void playAndPause();
    void playsAtTheSpeedAndStopsAtTheEnd();
    void playAtTheEndStartsOver();
    void speedLimits();
    void rateCap();
    void advanceIsPlayingWithoutAClock();
    void stepPausesAndMoves();
    void barFollowsTheTransport();
    void barDrivesTheTransport();
    void barWithoutStepsOrSpeed();
    void barReusesItsIcons();
    void keyboard();
    void viewsOwnOneTransport();
};

void TestPlaybackTransport::seekClampsAndAnnounces()
{
    auto t = cycles(100);
    QSignalSpy moved(t.get(), &PlaybackTransport::positionChanged);
    t->seek(50);
    QCOMPARE(t->position(), 50.0);
    t->seek(1e12);
    QCOMPARE(t->position(), 99.0);
    t->seek(-7);
    QCOMPARE(t->position(), -1.0);
    t->seek(2.6); // whole cycles only
    QCOMPARE(t->position(), 3.0);
    t->seek(3); // unchanged, still announced: a rebuilt view redraws
    QCOMPARE(moved.count(), 5);
    QCOMPARE(moved.last().at(0).toDouble(), 3.0);
    // A shorter range clamps the position without an announcement.
    t->setRange(-1, 1);
    QCOMPARE(t->position(), 1.0);
    QCOMPARE(moved.count(), 5);
    // A range that ends before it starts is empty.
    t->setRange(5, 2);
    QCOMPARE(t->first(), 5.0);
    QCOMPARE(t->last(), 5.0);
}

void TestPlaybackTransport::secondsAreContinuous()
{
    PlaybackTransport t(PlaybackTransport::Unit::Seconds);
    t.setRange(0, 1e-5);
    t.seek(3.25e-6);
    QCOMPARE(t.position(), 3.25e-6);
    t.setStepSize(1e-9);
    t.step(3);
    QCOMPARE(t.position(), 3.253e-6);
    t.step(-1000000);
    QCOMPARE(t.position(), 0.0);
}

void TestPlaybackTransport::playAndPause()
{
    auto t = cycles(1000);
    t->setSpeed(1);
    QSignalSpy playing(t.get(), &PlaybackTransport::playingChanged);
    t->play();
    QVERIFY(t->isPlaying());
    t->play(); // already playing: nothing
    QCOMPARE(playing.count(), 1);
    QCOMPARE(playing.last().at(0).toBool(), true);
    t->pause();
    QVERIFY(!t->isPlaying());
    t->pause();
    QCOMPARE(playing.count(), 2);
    t->togglePlay();
    QVERIFY(t->isPlaying());
    t->togglePlay();
    QVERIFY(!t->isPlaying());
    QCOMPARE(playing.count(), 4);
    // Nothing to play: an empty run never starts.
    PlaybackTransport empty(PlaybackTransport::Unit::Cycles);
    empty.setRange(-1, -1);
    empty.play();
    QVERIFY(!empty.isPlaying());
}

void TestPlaybackTransport::playsAtTheSpeedAndStopsAtTheEnd()
{
    auto t = cycles(300);
    t->setSpeed(1000);
    QList<double> positions;
    connect(t.get(), &PlaybackTransport::positionChanged, this,
        [&positions](double p) { positions.append(p); });
    QSignalSpy playing(t.get(), &PlaybackTransport::playingChanged);
    QElapsedTimer wall;
    wall.start();
    t->play();
    QTRY_VERIFY_WITH_TIMEOUT(!t->isPlaying(), 5000);
    // 300 cycles at 1000 cycles/s: about 0.3 s of wall time, however late the ticks.
    QVERIFY2(wall.elapsed() >= 250, qPrintable(QString::number(wall.elapsed())));
    QCOMPARE(t->position(), 299.0);
    QCOMPARE(playing.count(), 2);
    QCOMPARE(playing.last().at(0).toBool(), false);
    // Whole cycles, forward only, ending on the last.
    QVERIFY(positions.size() >= 2);
    for (int i = 0; i < positions.size(); ++i) {
        QCOMPARE(positions[i], std::round(positions[i]));
        if (i > 0)
            QVERIFY(positions[i] > positions[i - 1]);
    }
    QCOMPARE(positions.last(), 299.0);
}

void TestPlaybackTransport::playAtTheEndStartsOver()
{
    auto t = cycles(1000);
    t->seek(999);
    t->setSpeed(100);
    QList<double> positions;
    connect(t.get(), &PlaybackTransport::positionChanged, this,
        [&positions](double p) { positions.append(p); });
    t->play();
    QVERIFY(t->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!positions.isEmpty(), 2000);
    t->pause();
    QVERIFY2(positions.first() < 100, qPrintable(QString::number(positions.first())));
}

void TestPlaybackTransport::speedLimits()
{
    auto t = cycles(10);
    QSignalSpy speed(t.get(), &PlaybackTransport::speedChanged);
    t->setSpeed(0.01);
    QCOMPARE(t->speed(), 1.0);
    t->setSpeed(1e12);
    QCOMPARE(t->speed(), 1e7);
    t->setSpeed(300);
    t->scaleSpeed(2);
    QCOMPARE(t->speed(), 600.0);
    t->scaleSpeed(0.5);
    QCOMPARE(t->speed(), 300.0);
    QCOMPARE(speed.count(), 5);
    QVERIFY(t->isSpeedAdjustable());
    // Equal limits fix the speed: + and − in the presentation do nothing.
    t->setSpeedLimits(42, 42);
    QCOMPARE(t->speed(), 42.0);
    QVERIFY(!t->isSpeedAdjustable());
    t->scaleSpeed(2);
    QCOMPARE(t->speed(), 42.0);
}

void TestPlaybackTransport::rateCap()
{
    auto t = cycles(100000);
    t->setSpeed(1e6);
    t->setRateCap(4);
    t->play();
    QTest::qWait(300);
    t->pause();
    // At most 4 cycles a second, whatever the speed shown: about one cycle in 0.3 s.
    QVERIFY2(t->position() <= 3, qPrintable(QString::number(t->position())));
    QCOMPARE(t->speed(), 1e6);
    t->setRateCap(std::numeric_limits<double>::infinity());
    t->play();
    QTRY_VERIFY_WITH_TIMEOUT(t->position() > 1000, 2000);
    t->pause();
}

// What a clip does before each frame (ClipRecorder): exactly the time of one frame of playing,
// whole cycles with the fraction carried, the rate cap obeyed, stopping at the end; no clock.
void TestPlaybackTransport::advanceIsPlayingWithoutAClock()
{
    auto t = cycles(20);
    t->setSpeed(4); // cycles a second
    QSignalSpy moved(t.get(), &PlaybackTransport::positionChanged);
    t->advance(0.125); // half a cycle: not yet a whole one
    QCOMPARE(t->position(), -1.0);
    QCOMPARE(moved.size(), 0);
    t->advance(0.125); // the second half
    QCOMPARE(t->position(), 0.0);
    QCOMPARE(moved.size(), 1);
    for (int frame = 0; frame < 7; ++frame) // 3.5 cycles more: 3, the half carried
        t->advance(0.125);
    QCOMPARE(t->position(), 3.0);
    QVERIFY(!t->isPlaying());
    t->advance(0.125); // the carried half and this one
    QCOMPARE(t->position(), 4.0);
    t->advance(100); // stops at the last cycle
    QCOMPARE(t->position(), 19.0);
    t->setRateCap(2);
    t->seek(0);
    t->advance(1); // 4 cycles a second capped at 2
    QCOMPARE(t->position(), 2.0);

    // Seconds move continuously.
    PlaybackTransport seconds(PlaybackTransport::Unit::Seconds);
    seconds.setRange(0, 10);
    seconds.setSpeed(2);
    seconds.advance(0.25);
    QCOMPARE(seconds.position(), 0.5);
}

void TestPlaybackTransport::stepPausesAndMoves()
{
    auto t = cycles(50);
    t->seek(10);
    t->setSpeed(1);
    t->play();
    t->stepForward();
    QVERIFY(!t->isPlaying());
    QCOMPARE(t->position(), 11.0);
    t->stepBackward();
    t->step(-3);
    QCOMPARE(t->position(), 7.0);
    t->step(1000);
    QCOMPARE(t->position(), 49.0);
}

void TestPlaybackTransport::barFollowsTheTransport()
{
    auto t = cycles(100); // 100 cycles: one timeline position per cycle
    TransportBar bar(t.get(), TransportBar::All);
    QCOMPARE(bar.timeline()->maximum(), 100);
    t->seek(49); // 50 cycles executed
    QCOMPARE(bar.timeline()->value(), 50);
    t->seek(99);
    QCOMPARE(bar.timeline()->value(), 100);
    t->setSpeed(1000);
    QCOMPARE(bar.speedSlider()->value(), 30);
    QCOMPARE(bar.speedLabel()->text(),
        QStringLiteral("%1 cycles/s").arg(QLocale().toString(1000.0, 'f', 0)));
    // A long run: the timeline keeps its resolution.
    t->setRange(-1, 5'000'000 - 1);
    QCOMPARE(bar.timeline()->maximum(), TransportBar::kTimelineResolution);
    t->seek(2'500'000 - 1);
    QCOMPARE(bar.timeline()->value(), TransportBar::kTimelineResolution / 2);
}

void TestPlaybackTransport::barDrivesTheTransport()
{
    auto t = cycles(1000);
    TransportBar bar(t.get(), TransportBar::All);
    bar.timeline()->setValue(250);
    QCOMPARE(t->position(), 249.0);
    bar.speedSlider()->setValue(40);
    QCOMPARE(t->speed(), 1e4);
    QSignalSpy playing(t.get(), &PlaybackTransport::playingChanged);
    QToolButton* play = bar.playButton();
    play->click();
    QVERIFY(t->isPlaying());
    play->click();
    QVERIFY(!t->isPlaying());
    QCOMPARE(playing.count(), 2);
    const auto buttons = bar.findChildren<QToolButton*>();
    QCOMPARE(buttons.size(), 3);
    for (QToolButton* b : buttons) {
        if (b->accessibleName() == QLatin1String("One cycle forward"))
            b->click();
    }
    QCOMPARE(t->position(), 250.0);
}

void TestPlaybackTransport::barWithoutStepsOrSpeed()
{
    PlaybackTransport t(PlaybackTransport::Unit::Seconds);
    t.setRange(0, 2e-6);
    TransportBar bar(&t, TransportBar::Play);
    bar.setTimelineResolution(10'000);
    bar.setPlayToolTip([] { return QStringLiteral("both"); });
    QCOMPARE(bar.findChildren<QToolButton*>().size(), 1);
    QVERIFY(!bar.speedSlider());
    QCOMPARE(bar.playButton()->toolTip(), QStringLiteral("both"));
    QCOMPARE(bar.timeline()->maximum(), 10'000);
    t.seek(0.5e-6);
    QCOMPARE(bar.timeline()->value(), 2500);
    bar.timeline()->setValue(5000); // seconds are not rounded to whole units
    QCOMPARE(t.position(), 1e-6);
}

void TestPlaybackTransport::barReusesItsIcons()
{
    auto t = cycles(1'000'000);
    t->setSpeed(1);
    TransportBar bar(t.get(), TransportBar::All);
    QToolButton* button = bar.playButton();
    const qint64 paused = button->icon().cacheKey();
    t->play();
    const qint64 playing = button->icon().cacheKey();
    QVERIFY(playing != paused);
    for (int i = 0; i < 3; ++i) {
        t->pause();
        QCOMPARE(button->icon().cacheKey(), paused);
        t->play();
        QCOMPARE(button->icon().cacheKey(), playing);
    }
    t->pause();
}

void TestPlaybackTransport::keyboard()
{
    QWidget scope;
    auto* t = new PlaybackTransport(PlaybackTransport::Unit::Cycles, &scope);
    t->setRange(-1, 99);
    t->seek(10);
    t->setSpeed(1);
    auto* bar = new TransportBar(t, TransportBar::All, &scope);
    bar->bindShortcuts(&scope);
    auto* layout = new QVBoxLayout(&scope);
    layout->addWidget(bar);
    scope.show();
    scope.activateWindow();
    scope.setFocus();
    QVERIFY(QTest::qWaitForWindowActive(&scope));
    QTest::keyClick(&scope, Qt::Key_Right);
    QCOMPARE(t->position(), 11.0);
    QTest::keyClick(&scope, Qt::Key_Left);
    QTest::keyClick(&scope, Qt::Key_Left);
    QCOMPARE(t->position(), 9.0);
    QTest::keyClick(&scope, Qt::Key_Space);
    QVERIFY(t->isPlaying());
    QTest::keyClick(&scope, Qt::Key_Space);
    QVERIFY(!t->isPlaying());
    // The keys work wherever the focus is inside the scope, e.g. on the play button.
    bar->playButton()->setFocus();
    QTest::keyClick(bar->playButton(), Qt::Key_Right);
    QCOMPARE(t->position(), 10.0);
    QCOMPARE(PlaybackTransport::of(&scope), t);
    QCOMPARE(PlaybackTransport::of(bar), nullptr);
    QCOMPARE(PlaybackTransport::of(nullptr), nullptr);
}

void TestPlaybackTransport::viewsOwnOneTransport()
{
    SystolicView systolic;
    PlaybackTransport* t = PlaybackTransport::of(&systolic);
    QCOMPARE(t, systolic.transport());
    t->seek(5);
    QCOMPARE(systolic.cycle(), qint64(5));
    QCOMPARE(t->last(), double(systolic.estimate().clockCycles - 1));
    t->setSpeed(123);
    QCOMPARE(systolic.speedCyclesPerSecond(), 123.0);

    SimtView simt;
    t = PlaybackTransport::of(&simt);
    QCOMPARE(t, simt.transport());
    t->seek(7);
    QCOMPARE(simt.cycle(), qint64(7));
    QCOMPARE(t->last(), double(simt.totalCycles() - 1));
    // The divergence demo is capped to a readable pace; the speed shown stays.
    simt.setDivergenceDemo(true);
    QCOMPARE(t->last(), double(simt.divergence().cycles() - 1));

    SideBySideView sideBySide;
    t = PlaybackTransport::of(&sideBySide);
    QCOMPARE(t, sideBySide.transport());
    QCOMPARE(t->unit(), PlaybackTransport::Unit::Seconds);
    QCOMPARE(t->last(), std::max(sideBySide.systolicSeconds(), sideBySide.simtSeconds()));
    QVERIFY(!t->isSpeedAdjustable());
    // A step is one cycle of the systolic chip's clock.
    t->step(3);
    QCOMPARE(sideBySide.seconds(), 3 / sideBySide.systolicClockHz());
    QCOMPARE(sideBySide.systolicView()->cycle(), qint64(2));
}

QTEST_MAIN(TestPlaybackTransport)
#include "tst_playbacktransport.moc"
