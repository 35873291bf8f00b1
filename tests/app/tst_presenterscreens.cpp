// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The presenter console on two screens (issue 36 item 3): F5 shows the scene full screen on the
// screen that is not the primary one (a laptop's projector) and opens the console on the primary
// screen; the keys work in both; leaving presentation closes the console it opened and brings
// the window back. The offscreen platform is given two screens by its configuration file.

#include "mainwindow.h"
#include "panels/presenterconsole.h"
#include "presentationcontroller.h"
#include "presenterconsolecontroller.h"
#include "tourplayer.h"

#include <QApplication>
#include <QFile>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

class TestPresenterScreens : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void f5PutsTheSceneAndTheConsoleOnTheirScreens();
    void aConsoleOpenedByHandStays();
};

void TestPresenterScreens::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCOMPARE(QGuiApplication::screens().size(), 2);
    QCOMPARE(QGuiApplication::primaryScreen()->geometry(), QRect(0, 0, 1280, 800));
}

void TestPresenterScreens::f5PutsTheSceneAndTheConsoleOnTheirScreens()
{
    QScreen* laptop = QGuiApplication::primaryScreen();
    QScreen* projector = QGuiApplication::screens().at(1);
    QCOMPARE(PresenterConsoleController::consoleScreen(), laptop);
    QCOMPARE(PresenterConsoleController::projectorScreen(), projector);

    MainWindow window;
    window.resize(1000, 700);
    window.move(40, 40);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.screen(), laptop);
    QVERIFY(window.tourPlayer()->open(QStringLiteral(":/tours/systolic-batch.json")));
    QVERIFY(!window.presenterConsole()->isOpen());

    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.presentation()->isPresenting());
    QVERIFY(window.presenterConsole()->isOpen());
    PresenterConsole* console = window.presenterConsole()->console();
    QVERIFY(QTest::qWaitForWindowExposed(console));
    QTRY_COMPARE(window.screen(), projector);
    QTRY_COMPARE(window.geometry(), projector->geometry());
    QCOMPARE(console->screen(), laptop);
    QVERIFY(laptop->geometry().contains(console->geometry()));

    // The keys from both windows.
    QTest::keyClick(console, Qt::Key_PageDown);
    QCOMPARE(window.tourPlayer()->sceneIndex(), 1);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(window.tourPlayer()->sceneIndex(), 2);
    QCOMPARE(console->sceneLabel()->text(), QStringLiteral("Scene 3 / 4"));

    // Esc from the console ends the talk: the console it opened closes, the window comes back.
    QTest::keyClick(console, Qt::Key_Escape);
    QVERIFY(!window.presentation()->isPresenting());
    QVERIFY(!window.presenterConsole()->isOpen());
    QTRY_COMPARE(window.screen(), laptop);
    QVERIFY(!(window.windowState() & Qt::WindowFullScreen));
}

void TestPresenterScreens::aConsoleOpenedByHandStays()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.presenterConsole()->open();
    QVERIFY(window.presenterConsole()->isOpen());
    window.presentation()->enter();
    QVERIFY(window.presenterConsole()->isOpen());
    window.presentation()->leave();
    QVERIFY(window.presenterConsole()->isOpen());
}

// Two screens side by side, the first the primary: a laptop's and a projector's.
int main(int argc, char** argv)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96},
        {"name": "projector", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96}
    ]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication application(argc, argv);
    TestPresenterScreens test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_presenterscreens.moc"
