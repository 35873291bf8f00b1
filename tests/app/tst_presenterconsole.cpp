// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The presenter console (issue 36 item 3, docs/presentation.md): it shows the scene shown and
// the next one (title, caption, a picture drawn offscreen), the scene's speaker notes in the
// interface's language, a clock and the elapsed time with its reset; the presentation keys work
// from the console and from the window through the one handler; file text is plain text, and
// hostile notes neither break it nor widen it; grabbing the window stays cheap.

#include "localization.h"
#include "mainwindow.h"
#include "panels/presenterconsole.h"
#include "panels/questionpanel.h"
#include "panels/tourcaptionview.h"
#include "presentationcontroller.h"
#include "presenterconsolecontroller.h"
#include "scenethumbnailer.h"
#include "session/tour.h"
#include "tourplayer.h"
#include "views/spotlightoverlay.h"
#include "views/systolicview.h"

#include <QAction>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace ts;

namespace {

const QString kTour = QStringLiteral(":/tours/systolic-batch.json");

PresenterConsole* openConsole(MainWindow& window)
{
    window.presenterConsole()->open();
    PresenterConsole* console = window.presenterConsole()->console();
    if (console && !QTest::qWaitForWindowExposed(console))
        return nullptr;
    return console;
}

bool hasPicture(const QLabel* label)
{
    return !label->pixmap().isNull();
}

} // namespace

class TestPresenterConsole : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void showsTheSceneTheNextAndTheNotes();
    void pageDownWorksInTheConsoleAndTheWindow();
    void consoleKeysWhileRehearsing();
    void questionKeysFromTheConsole();
    void elapsedTimeResets();
    void hostileTextIsPlainAndHarmless();
    void grabbingStaysCheap();
    void menuOpensItAsAWindow();
    void notesFollowTheLanguage();
};

void TestPresenterConsole::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestPresenterConsole::showsTheSceneTheNextAndTheNotes()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(window.tourPlayer()->open(kTour, &error), qPrintable(error));
    const Tour tour = window.tourPlayer()->tour();
    PresenterConsole* console = openConsole(window);
    QVERIFY(console);
    QVERIFY(console->isWindow());
    QVERIFY(console != window.window());
    QCOMPARE(console->sceneLabel()->text(), QStringLiteral("Scene 1 / 4"));
    QCOMPARE(console->currentTitle(), tour.scenes[0].title.text());
    QCOMPARE(console->nextTitle(), tour.scenes[1].title.text());
    QCOMPARE(console->notesView()->toPlainText(), tour.scenes[0].notes.text());
    QVERIFY(console->notesView()->toPlainText().size() > 40);
    // The next caption as the audience will read it: Markdown shown, its markers gone.
    QVERIFY(console->nextCaptionView()->toPlainText().startsWith(QStringLiteral("Sixteen")));
    QVERIFY(!console->nextCaptionView()->toPlainText().contains(QStringLiteral("**")));

    // What the audience sees, and the next scene drawn offscreen in a window never shown.
    QTRY_VERIFY_WITH_TIMEOUT(hasPicture(console->currentPictureLabel()), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(hasPicture(console->nextPictureLabel()), 30000);
    SceneThumbnailer* thumbnailer = window.presenterConsole()->thumbnailer();
    QVERIFY(!thumbnailer->cached(1).isNull());
    MainWindow* hidden = thumbnailer->window();
    QVERIFY(hidden && hidden->testAttribute(Qt::WA_DontShowOnScreen));
    QCOMPARE(hidden->tourPlayer()->sceneIndex(), 1);
    QCOMPARE(hidden->tabs()->currentWidget()->objectName(), QStringLiteral("systolicView"));
    QVERIFY(!hidden->findChild<SystolicView*>(QStringLiteral("systolicView"))->isPlaying());
    // The picture is a picture of something: more than one colour.
    const QImage next = thumbnailer->cached(1);
    QSet<QRgb> colours;
    for (int y = 0; y < next.height(); y += 7)
        for (int x = 0; x < next.width(); x += 7)
            colours.insert(next.pixel(x, y));
    QVERIFY(colours.size() > 4);

    // The last scene: the end of the tour comes next.
    window.tourPlayer()->showScene(3);
    QCOMPARE(console->sceneLabel()->text(), QStringLiteral("Scene 4 / 4"));
    QCOMPARE(console->nextTitleLabel()->text(), QStringLiteral("End of the tour"));
    QVERIFY(!hasPicture(console->nextPictureLabel()));
    QVERIFY(console->nextCaptionView()->toPlainText().isEmpty());
    QCOMPARE(console->notesView()->toPlainText(), tour.scenes[3].notes.text());
}

void TestPresenterConsole::pageDownWorksInTheConsoleAndTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.tourPlayer()->open(kTour));
    const Tour tour = window.tourPlayer()->tour();
    PresenterConsole* console = openConsole(window);
    QVERIFY(console);
    window.presentation()->enter(false);
    QVERIFY(window.presentation()->isPresenting());

    QTest::keyClick(console, Qt::Key_PageDown);
    QCOMPARE(window.tourPlayer()->sceneIndex(), 1);
    QCOMPARE(console->sceneLabel()->text(), QStringLiteral("Scene 2 / 4"));
    QCOMPARE(console->notesView()->toPlainText(), tour.scenes[1].notes.text());
    QCOMPARE(console->nextTitle(), tour.scenes[2].title.text());

    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(window.tourPlayer()->sceneIndex(), 2);
    QCOMPARE(console->sceneLabel()->text(), QStringLiteral("Scene 3 / 4"));
    QCOMPARE(console->currentTitle(), tour.scenes[2].title.text());

    // From any part of the console (the notes have no focus of their own, but a click there
    // must not change what the keys do).
    QTest::keyClick(console->notesView(), Qt::Key_PageUp);
    QCOMPARE(window.tourPlayer()->sceneIndex(), 1);

    // The rest of the table, from the console: blank, back, spotlight, Space, leave.
    QTest::keyClick(console, Qt::Key_B);
    QVERIFY(window.presentation()->isBlank());
    QTest::keyClick(console, Qt::Key_Escape);
    QVERIFY(!window.presentation()->isBlank());
    QVERIFY(window.presentation()->isPresenting());
    QTest::keyClick(console, Qt::Key_S);
    QVERIFY(window.presentation()->spotlight()->isVisible());
    QTest::keyClick(console, Qt::Key_S);
    auto* systolic = window.findChild<SystolicView*>(QStringLiteral("systolicView"));
    QVERIFY(!systolic->isPlaying());
    const qint64 cycle = systolic->cycle();
    QTest::keyClick(console, Qt::Key_Right);
    QCOMPARE(systolic->cycle(), cycle + 1);
    QTest::keyClick(console, Qt::Key_Space);
    QVERIFY(systolic->isPlaying());
    QTest::keyClick(console, Qt::Key_Space);
    QVERIFY(!systolic->isPlaying());
    QTest::keyClick(console, Qt::Key_Escape);
    QVERIFY(!window.presentation()->isPresenting());
    // A console opened by hand stays open after the talk.
    QVERIFY(console->isVisible());
}

void TestPresenterConsole::consoleKeysWhileRehearsing()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.tourPlayer()->open(kTour));
    PresenterConsole* console = openConsole(window);
    QVERIFY(console);
    QVERIFY(!window.presentation()->isPresenting());
    // Rehearsing with the console beside the window: the scene keys work from the console...
    QTest::keyClick(console, Qt::Key_PageDown);
    QCOMPARE(window.tourPlayer()->sceneIndex(), 1);
    // ...those of the projector do nothing there...
    QTest::keyClick(console, Qt::Key_B);
    QVERIFY(!window.presentation()->isBlank());
    QTest::keyClick(console, Qt::Key_Escape);
    QVERIFY(console->isVisible());
    // ...and the window keeps its usual keys outside presentation mode.
    QTest::keyClick(window.tabs()->currentWidget(), Qt::Key_PageDown);
    QCOMPARE(window.tourPlayer()->sceneIndex(), 1);
}

// 1–4 count the room's hands and Space reveals, from the console as from the window.
void TestPresenterConsole::questionKeysFromTheConsole()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.tourPlayer()->open(QStringLiteral(":/tours/guess-the-winner.json")));
    PresenterConsole* console = openConsole(window);
    QVERIFY(console);
    window.presentation()->enter(false);
    int scene = 0;
    while (!window.tourPlayer()->showsQuestion()) {
        QTest::keyClick(console, Qt::Key_PageDown);
        QVERIFY(window.tourPlayer()->sceneIndex() == ++scene);
    }
    QuestionPanel* question = window.tourPlayer()->questionPanel();
    QTest::keyClick(console, Qt::Key_1);
    QTest::keyClick(&window, Qt::Key_1);
    QTest::keyClick(console, Qt::Key_2);
    QCOMPARE(question->votes(0), 2);
    QCOMPARE(question->votes(1), 1);
    QVERIFY(!question->isRevealed());
    QTest::keyClick(console, Qt::Key_Space);
    QVERIFY(question->isRevealed());
    QTest::keyClick(console, Qt::Key_Space);
    QCOMPARE(window.tourPlayer()->sceneIndex(), scene + 1);
    window.presentation()->leave();
}

void TestPresenterConsole::elapsedTimeResets()
{
    QCOMPARE(PresenterConsole::durationText(-5), QStringLiteral("0:00:00"));
    QCOMPARE(PresenterConsole::durationText(3723000), QStringLiteral("1:02:03"));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    PresenterConsole* console = openConsole(window);
    QVERIFY(console);
    qint64 now = 1'700'000'000'000;
    console->setClock([&now] { return now; });
    QCOMPARE(console->elapsedMilliseconds(), 0);
    now += 65'000;
    console->updateTimes();
    QCOMPARE(console->elapsedMilliseconds(), 65'000);
    QVERIFY2(console->elapsedLabel()->text().contains(QStringLiteral("0:01:05")),
        qPrintable(console->elapsedLabel()->text()));
    QVERIFY(!console->clockLabel()->text().isEmpty());
    QTest::mouseClick(console->resetButton(), Qt::LeftButton);
    QCOMPARE(console->elapsedMilliseconds(), 0);
    QVERIFY(console->elapsedLabel()->text().contains(QStringLiteral("0:00:00")));
    // Starting the talk starts the time again.
    now += 10'000;
    console->updateTimes();
    QCOMPARE(console->elapsedMilliseconds(), 10'000);
    window.presentation()->enter(false);
    QCOMPARE(console->elapsedMilliseconds(), 0);
    // The button never takes the keyboard: Space belongs to the presentation.
    QCOMPARE(console->resetButton()->focusPolicy(), Qt::NoFocus);
    window.presentation()->leave();
}

void TestPresenterConsole::hostileTextIsPlainAndHarmless()
{
    const TourLoadResult loaded = TourFile::load(kTour);
    QVERIFY(loaded.tour);
    Tour tour = *loaded.tour;
    const QString hostile = QStringLiteral("<img src=\"/dev/zero\"><b>bold?</b> **not bold** "
                                           "\u202Edesrever [link](file:///etc/passwd) "
                                           "![x](/dev/zero) \t")
        + QChar(0x0007) + QChar(0xFFFC) + QString(TourFile::kMaxCaptionLength, QLatin1Char('w'));
    tour.scenes[0].notes = io::LocalizedText(hostile);
    tour.scenes[0].title = io::LocalizedText(QString(256, QLatin1Char('T')));
    tour.scenes[1].title = io::LocalizedText(QStringLiteral("<b>bold</b>\nsecond line"));
    tour.scenes[1].captionMarkdown = io::LocalizedText(
        QStringLiteral("<img src=\"/dev/zero\"> ![x](/dev/zero) ![y](../../etc/passwd)"));
    tour.scenes[2].notes = io::LocalizedText(QString(3 * TourFile::kMaxCaptionLength, u'n'));

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.tourPlayer()->play(tour, QString(), 0);
    PresenterConsole* console = openConsole(window);
    QVERIFY(console);
    console->resize(1280, 800);
    QCoreApplication::processEvents();
    // Shown as it is, never read as HTML or Markdown; cut to the tour file's limit.
    QCOMPARE(console->notesView()->toPlainText(), hostile.left(TourFile::kMaxCaptionLength));
    QCOMPARE(console->nextTitleLabel()->textFormat(), Qt::PlainText);
    QCOMPARE(console->nextTitleLabel()->text(), QStringLiteral("<b>bold</b> second line"));
    QCOMPARE(console->currentTitleLabel()->textFormat(), Qt::PlainText);
    // A long title is elided to its place, never widening the console.
    QVERIFY(console->currentTitleLabel()->text().size() < 256);
    QVERIFY(console->currentTitleLabel()->text().endsWith(QChar(0x2026)));
    QVERIFY(console->minimumSizeHint().width() <= 1280);
    QVERIFY(console->minimumSizeHint().height() <= 800);
    QCOMPARE(console->size(), QSize(1280, 800));
    // Drawn without trouble (the images named are not read: no hang on /dev/zero).
    QImage image(console->size(), QImage::Format_ARGB32_Premultiplied);
    {
        QPainter painter(&image);
        console->render(&painter);
    }
    QTest::keyClick(console, Qt::Key_PageDown);
    QTest::keyClick(console, Qt::Key_PageDown);
    QCOMPARE(console->notesView()->toPlainText().size(), TourFile::kMaxCaptionLength);
    console->render(&image);
}

// The window is grabbed for the console only after it repainted, at most four times a second:
// an animation playing costs a few grabs a second, a still scene none.
void TestPresenterConsole::grabbingStaysCheap()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.tourPlayer()->open(kTour));
    PresenterConsole* console = openConsole(window);
    QVERIFY(console);
    window.presentation()->enter(false);
    PresenterConsoleController* controller = window.presenterConsole();
    QTRY_VERIFY(controller->grabCount() > 0);
    // Scene 3 plays by itself.
    QTest::keyClick(&window, Qt::Key_PageDown);
    QTest::keyClick(&window, Qt::Key_PageDown);
    auto* systolic = window.findChild<SystolicView*>(QStringLiteral("systolicView"));
    QVERIFY(systolic->isPlaying());
    const int before = controller->grabCount();
    QTest::qWait(2000);
    const int whilePlaying = controller->grabCount() - before;
    QVERIFY2(whilePlaying >= 2, qPrintable(QString::number(whilePlaying)));
    QVERIFY2(whilePlaying <= 2 * PresenterConsoleController::kMaxGrabsPerSecond + 1,
        qPrintable(QString::number(whilePlaying)));
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(!systolic->isPlaying());
    QTest::qWait(600);
    const int still = controller->grabCount();
    QTest::qWait(1500);
    QCOMPARE(controller->grabCount(), still);
    window.presentation()->leave();
}

void TestPresenterConsole::menuOpensItAsAWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* action = window.findChild<QAction*>(QStringLiteral("actionPresenterConsole"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::ALT | Qt::Key_F5));
    QVERIFY(!window.presenterConsole()->isOpen());
    // One screen (the test platform has one): presenting opens no console by itself.
    window.presentation()->enter(false);
    QVERIFY(!window.presenterConsole()->isOpen());
    window.presentation()->leave();
    action->trigger();
    QVERIFY(window.presenterConsole()->isOpen());
    QVERIFY(action->isChecked());
    PresenterConsole* console = window.presenterConsole()->console();
    QVERIFY(console->isWindow());
    // Without a tour the console says so, and still shows the window.
    QCOMPARE(console->sceneLabel()->text(), QStringLiteral("No tour open"));
    QTRY_VERIFY(hasPicture(console->currentPictureLabel()));
    action->trigger();
    QVERIFY(!window.presenterConsole()->isOpen());
    QVERIFY(!action->isChecked());
    // Closed by its own window's close button, the menu follows.
    action->trigger();
    QVERIFY(action->isChecked());
    console->close();
    QVERIFY(!action->isChecked());
}

void TestPresenterConsole::notesFollowTheLanguage()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.tourPlayer()->open(QStringLiteral(":/tours/llm-decode-roofline.json")));
    const Tour tour = window.tourPlayer()->tour();
    PresenterConsole* console = openConsole(window);
    QVERIFY(console);
    QCOMPARE(console->notesView()->toPlainText(), tour.scenes[0].notes.text(QStringLiteral("en")));
    for (const QString& language : { QStringLiteral("de"), QStringLiteral("zh_CN") }) {
        installTranslations(*qApp, QLocale(language));
        QCoreApplication::processEvents();
        QCOMPARE(console->notesView()->toPlainText(), tour.scenes[0].notes.text(language));
        QCOMPARE(console->nextTitle(), tour.scenes[1].title.text(language));
    }
    installTranslations(*qApp, QLocale(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(console->notesView()->toPlainText(), tour.scenes[0].notes.text(QStringLiteral("en")));
}

QTEST_MAIN(TestPresenterConsole)
#include "tst_presenterconsole.moc"
