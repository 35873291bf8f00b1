// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

#include "aboutdialog.h"
#include "appsettings.h"
#include "mainwindow.h"
#include "version.h"

#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

using ts::MainWindow;
using ts::Theme;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void hasMenusAndStatusBar();
    void themeActionSwitchesPaletteAndPersists();
    void geometryPersistsAcrossRestarts();
    void aboutShowsVersionsAndLicence();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TensorscopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    ts::AppSettings settings;
    settings.setTheme(Theme::Kind::Light);
    settings.setMainWindowGeometry({});
    settings.setMainWindowState({});
}

void TestMainWindow::hasMenusAndStatusBar()
{
    MainWindow window;
    QStringList titles;
    for (QAction* action : window.menuBar()->actions())
        titles << action->text().remove(QLatin1Char('&'));
    QCOMPARE(titles,
        (QStringList { QStringLiteral("File"), QStringLiteral("Edit"), QStringLiteral("View"),
            QStringLiteral("Help") }));
    QVERIFY(window.statusBar());
    QVERIFY(window.findChild<QAction*>(QStringLiteral("actionAbout")));
    QVERIFY(window.findChild<QAction*>(QStringLiteral("actionQuit")));
    QCOMPARE(window.tabs()->count(), 5);
    QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Start"));
    QCOMPARE(window.tabs()->tabText(1), QStringLiteral("Compare"));
    QCOMPARE(window.tabs()->tabText(2), QStringLiteral("Systolic array"));
    QCOMPARE(window.tabs()->tabText(3), QStringLiteral("SIMT (GPU)"));
    QCOMPARE(window.tabs()->tabText(4), QStringLiteral("Systolic vs SIMT"));
    // The comparison is what a first run shows.
    QCOMPARE(window.tabs()->currentIndex(), 1);
    QVERIFY(window.tabs()->findChild<QWidget*>(QStringLiteral("resultsPanel")));
    QVERIFY(window.tabs()->findChild<QWidget*>(QStringLiteral("systolicView")));
}

void TestMainWindow::themeActionSwitchesPaletteAndPersists()
{
    ts::AppSettings settings;
    {
        MainWindow window(&settings);
        QCOMPARE(window.theme(), Theme::Kind::Light);
        QSignalSpy spy(&window, &MainWindow::themeChanged);
        auto* dark = window.findChild<QAction*>(QStringLiteral("actionThemedark"));
        QVERIFY(dark);
        dark->trigger();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(window.theme(), Theme::Kind::Dark);
        QVERIFY(dark->isChecked());
        QCOMPARE(QApplication::palette().color(QPalette::Window),
            Theme(Theme::Kind::Dark).palette().color(QPalette::Window));
    }
    QCOMPARE(ts::AppSettings().theme(), Theme::Kind::Dark);
    MainWindow reopened(&settings);
    QCOMPARE(reopened.theme(), Theme::Kind::Dark);
    reopened.setTheme(Theme::Kind::Light);
}

void TestMainWindow::geometryPersistsAcrossRestarts()
{
    ts::AppSettings settings;
    {
        MainWindow window(&settings);
        window.show();
        window.resize(1200, 780);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.close();
    }
    QVERIFY(!settings.mainWindowGeometry().isEmpty());
    MainWindow restored(&settings);
    QCOMPARE(restored.size(), QSize(1200, 780));
}

void TestMainWindow::aboutShowsVersionsAndLicence()
{
    ts::AboutDialog dialog;
    const QString text = dialog.plainText();
    QVERIFY2(text.contains(QStringLiteral("Tensorscope ") + ts::versionString()), qPrintable(text));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    QVERIFY(text.contains(QStringLiteral("MIT")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
