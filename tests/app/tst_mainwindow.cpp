// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

#include "aboutdialog.h"
#include "accuracydialog.h"
#include "actionregistry.h"
#include "appsettings.h"
#include "charts/accuracyscatterchart.h"
#include "documentationdialog.h"
#include "mainwindow.h"
#include "models/accuracysummarymodel.h"
#include "models/workspacedocument.h"
#include "panels/accuracypanel.h"
#include "panels/claimspanel.h"
#include "panels/devicepickerpanel.h"
#include "panels/externallink.h"
#include "panels/parametereditor.h"
#include "panels/resultspanel.h"
#include "panels/startpanel.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "preferencesdialog.h"
#include "session/workspacefile.h"
#include "shortcutsdialog.h"
#include "validation/validationsuite.h"
#include "version.h"
#include "workspaceautosave.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUrl>
#include <functional>
#include <memory>

using ts::MainWindow;
using ts::Theme;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void statusMessagesNeverCoverTheStatusLabel();
    void costPreferencesAreKept();
    void initTestCase();
    void hasMenusAndStatusBar();
    void themeActionSwitchesPaletteAndPersists();
    void geometryPersistsAcrossRestarts();
    void aboutShowsVersionsAndLicence();
    void helpAccuracyShowsEveryCategory();
    void registryDeclaresEachActionOnce();
    void registryRetranslatesEveryText();
    void quitAsksAboutUnsavedChanges();
    void quitDiscardForgetsTheEdits();
    void startCardsOpenTheirSteps();
    void helpListsTheKeyboardShortcuts();
    void helpDocumentationShowsTheWebAddress();
};

namespace {

// Every action reachable from the menu bar, through submenus.
void collectMenuActions(const QList<QAction*>& actions, QSet<const QAction*>& into)
{
    for (QAction* action : actions) {
        into.insert(action);
        if (QMenu* menu = action->menu())
            collectMenuActions(menu->actions(), into);
    }
}

/// Translates every source text by putting brackets around it, so a test can tell a
/// retranslated text from an untouched one without a .qm file.
class BracketTranslator : public QTranslator
{
public:
    QString translate(
        const char*, const char* source, const char* = nullptr, int = -1) const override
    {
        return QLatin1Char('[') + QString::fromUtf8(source) + QLatin1Char(']');
    }
    bool isEmpty() const override { return false; }
};

/// Runs `answer` on the next modal widget as soon as one shows (a dialog's exec() runs its own
/// event loop); the flag says whether one did. Gives up after five seconds.
std::shared_ptr<bool> whenModalShows(std::function<void(QWidget*)> answer)
{
    auto shown = std::make_shared<bool>(false);
    auto* timer = new QTimer;
    timer->setInterval(10);
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [timer, shown, tries, answer] {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal || ++*tries > 500) {
            timer->stop();
            timer->deleteLater();
        }
        if (modal) {
            *shown = true;
            answer(modal);
        }
    });
    timer->start();
    return shown;
}

/// Clicks `button` of the next message box; its text goes to `text`.
std::shared_ptr<bool> answerMessageBox(QMessageBox::StandardButton button, QString* text = nullptr)
{
    return whenModalShows([button, text](QWidget* modal) {
        auto* box = qobject_cast<QMessageBox*>(modal);
        QVERIFY2(box, modal->metaObject()->className());
        if (text)
            *text = box->text();
        QVERIFY(box->button(button));
        box->button(button)->click();
    });
}

QSpinBox* sequenceBox(MainWindow& window)
{
    return window.workloadPanel()->sequenceEditor()->spinBox();
}

} // namespace

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
    QCOMPARE(window.tabs()->count(), 6);
    QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Start"));
    QCOMPARE(window.tabs()->tabText(1), QStringLiteral("Compare"));
    QCOMPARE(window.tabs()->tabText(2), QStringLiteral("Claims"));
    QCOMPARE(window.tabs()->tabText(3), QStringLiteral("Systolic array"));
    QCOMPARE(window.tabs()->tabText(4), QStringLiteral("SIMT (GPU)"));
    QCOMPARE(window.tabs()->tabText(5), QStringLiteral("Systolic vs SIMT"));
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

void TestMainWindow::helpAccuracyShowsEveryCategory()
{
    MainWindow window;
    QAction* action = window.findChild<QAction*>(QStringLiteral("actionAccuracy"));
    QVERIFY(action);
    QMenu* help = window.findChild<QMenu*>(QStringLiteral("helpMenu"));
    QVERIFY(help && help->actions().contains(action));
    action->trigger();
    auto* dialog = qobject_cast<ts::AccuracyDialog*>(window.accuracyDialog());
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // Triggered again: the same dialog, not a second one.
    action->trigger();
    QCOMPARE(window.findChildren<ts::AccuracyDialog*>().size(), 1);

    ts::AccuracyPanel* panel = dialog->panel();
    QAbstractItemModelTester tester(
        panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // One row per category of the shipped validation data, in `tensorscope validate`'s order.
    const QStringList categories = ts::validation::ValidationSuite::shipped().categories();
    QVERIFY(categories.size() >= 6);
    QCOMPARE(panel->model()->rowCount(), int(categories.size()));
    QCOMPARE(panel->table()->model()->rowCount(), int(categories.size()));
    QCOMPARE(panel->categoryChooser()->count(), int(categories.size()));
    for (int row = 0; row < int(categories.size()); ++row)
        QVERIFY(categories.contains(panel->model()->category(row)));
    const ts::validation::ValidationReport& report = panel->model()->report();
    const auto* gemm = report.category(QStringLiteral("gemm"));
    QVERIFY(gemm && gemm->mape);
    const int gemmRow = int(categories.indexOf(QStringLiteral("gemm")));
    const QString mape
        = panel->model()->index(gemmRow, ts::AccuracySummaryModel::MapeColumn).data().toString();
    QCOMPARE(mape, QLocale().toString(100 * *gemm->mape, 'f', 1) + QLatin1Char('%'));

    // Choosing a category plots its rows: a point per expressible row, y = x and the band lines.
    panel->setCategory(QStringLiteral("gemm"));
    QCOMPARE(panel->table()->currentIndex().row(), gemmRow);
    ts::AccuracyScatterChart* chart = panel->chart();
    QCOMPARE(chart->scoredSeries()->count(), int(gemm->rowsScored));
    QVERIFY(chart->unscoredSeries()->count() > 0); // the MAMF rows are catalog inputs
    QCOMPARE(chart->identityLine()->count(), 2);
    const QPointF upper = chart->upperBandLine()->at(0);
    QVERIFY(std::abs(upper.y() / upper.x() - (1 + *gemm->mape)) < 1e-9);
    const QString tip = ts::AccuracyScatterChart::pointText(chart->plottedRows().first());
    QVERIFY2(tip.contains(chart->plottedRows().first().id), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("measured")));

    // Selecting another row in the table switches the plot.
    const int inferenceRow = int(categories.indexOf(QStringLiteral("inference")));
    panel->table()->selectRow(inferenceRow);
    QCOMPARE(panel->category(), QStringLiteral("inference"));
    QVERIFY(chart->chart()->title().contains(QStringLiteral("inference")));

    // Set TENSORSCOPE_GRAB_DIR to look at the dialog (offscreen, 1280×800 screens).
    if (const QString dir = qEnvironmentVariable("TENSORSCOPE_GRAB_DIR"); !dir.isEmpty()) {
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        dialog->grab().save(dir + QStringLiteral("/accuracy-dialog.png"));
    }
    dialog->close();
    QTRY_VERIFY(!window.accuracyDialog());
}

void TestMainWindow::registryDeclaresEachActionOnce()
{
    MainWindow window;
    QSet<QString> ids;
    QSet<const QAction*> inMenus;
    collectMenuActions(window.menuBar()->actions(), inMenus);
    for (const ts::ActionSpec& spec : ts::ActionRegistry::specs()) {
        const QString id = QLatin1String(spec.id);
        QVERIFY2(!ids.contains(id), qPrintable(id));
        ids.insert(id);
        const QList<QAction*> found = window.findChildren<QAction*>(id);
        QCOMPARE(found.size(), 1);
        QAction* action = found.first();
        QCOMPARE(window.actions()->action(spec.id), action);
        QCOMPARE(action->text(), QCoreApplication::translate("ts::MainWindow", spec.text));
        QCOMPARE(action->shortcut(), spec.shortcut);
        QCOMPARE(action->isCheckable(), spec.checkable);
        QVERIFY2(inMenus.contains(action), qPrintable(id + QLatin1String(" is in no menu")));
    }
    QCOMPARE(window.actions()->actions().size(), ids.size());
    QTest::ignoreMessage(QtWarningMsg, "ActionRegistry: no action 'actionNoSuchThing'");
    QVERIFY(!window.actions()->action("actionNoSuchThing"));
}

void TestMainWindow::registryRetranslatesEveryText()
{
    // Every text the window owns (actions, menu titles, tabs, docks, status line) is written
    // once, in the registry, and follows a language switch.
    MainWindow window;
    window.show();
    BracketTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QTRY_VERIFY(window.actions()->action("actionQuit")->text().startsWith(QLatin1Char('[')));
    auto bracketed = [](const QString& text) {
        return text.startsWith(QLatin1Char('[')) && text.endsWith(QLatin1Char(']'));
    };
    for (QAction* action : window.actions()->actions())
        QVERIFY2(bracketed(action->text()), qPrintable(action->objectName()));
    for (const QAction* menu : window.menuBar()->actions())
        QVERIFY2(bracketed(menu->text()), qPrintable(menu->text()));
    for (const char* name :
        { "recentMenu", "exportChartMenu", "copyChartMenu", "builtinToursMenu", "themeMenu" })
        QVERIFY2(bracketed(window.findChild<QMenu*>(QLatin1String(name))->title()), name);
    for (int i = 0; i < window.tabs()->count(); ++i)
        QVERIFY2(bracketed(window.tabs()->tabText(i)), qPrintable(window.tabs()->tabText(i)));
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>())
        QVERIFY2(bracketed(dock->windowTitle()), qPrintable(dock->objectName()));
    auto* status = window.findChild<QLabel*>(QStringLiteral("statusLabel"));
    QVERIFY(status);
    QCOMPARE(status->text(), QStringLiteral("[Tensorscope %1 - ready]").arg(ts::versionString()));

    QVERIFY(QCoreApplication::removeTranslator(&translator));
    QTRY_COMPARE(window.actions()->action("actionSave")->text(), QStringLiteral("&Save"));
    QCOMPARE(window.tabs()->tabText(1), QStringLiteral("Compare"));
}

void TestMainWindow::costPreferencesAreKept()
{
    // The dialog shows and returns every cost setting...
    ts::PreferencesDialog dialog;
    ts::engine::EngineOptions options;
    options.priceKind = QStringLiteral("committed-1y");
    options.priceChoice = ts::engine::EngineOptions::PriceChoice::Cheapest;
    options.priceProvider = QStringLiteral("Google Cloud");
    options.powerUsageEffectiveness = 1.2;
    options.electricityUsdPerKwh = 0.15;
    options.ownedAmortizationYears = 5;
    options.ownedUtilization = 0.6;
    dialog.setEngineOptions(options);
    const ts::engine::EngineOptions shown = dialog.engineOptions();
    QCOMPARE(shown.priceKind, options.priceKind);
    QCOMPARE(shown.priceChoice, options.priceChoice);
    QCOMPARE(shown.priceProvider, options.priceProvider);
    QCOMPARE(shown.powerUsageEffectiveness, 1.2);
    QCOMPARE(shown.electricityUsdPerKwh, 0.15);
    QCOMPARE(shown.ownedAmortizationYears, 5.0);
    QCOMPARE(shown.ownedUtilization, 0.6);
    // ...the settings keep them across sessions...
    ts::AppSettings settings;
    settings.setEngineOptions(options);
    const ts::engine::EngineOptions kept = ts::AppSettings().engineOptions();
    QCOMPARE(kept.priceChoice, options.priceChoice);
    QCOMPARE(kept.priceProvider, options.priceProvider);
    QCOMPARE(kept.ownedUtilization, 0.6);
    // ...and a hand-edited value out of range is not taken.
    QSettings().setValue(QStringLiteral("Costs/Pue"), 50);
    QCOMPARE(ts::AppSettings().engineOptions().powerUsageEffectiveness,
        ts::engine::EngineOptions().powerUsageEffectiveness);
    // ...on its own: the other cost settings stay, and the refused key is named (issue 34
    // item 10: one value out of range dropped all four).
    QStringList refused;
    const ts::engine::EngineOptions partly = ts::AppSettings().engineOptions(&refused);
    QCOMPARE(partly.ownedUtilization, 0.6);
    QCOMPARE(partly.electricityUsdPerKwh, 0.15);
    QCOMPARE(partly.ownedAmortizationYears, 5.0);
    QCOMPARE(refused, QStringList { QStringLiteral("Costs/Pue") });
    QSettings().setValue(QStringLiteral("Costs/Utilization"), QStringLiteral("lots"));
    refused.clear();
    QCOMPARE(ts::AppSettings().engineOptions(&refused).electricityUsdPerKwh, 0.15);
    QCOMPARE(refused,
        (QStringList { QStringLiteral("Costs/Pue"), QStringLiteral("Costs/Utilization") }));
    settings.setEngineOptions({});
    // A hand-edited recent-files list of any length is trimmed as it is read.
    QStringList many;
    for (int i = 0; i < 90000; ++i)
        many << QStringLiteral("/tmp/w%1.tensorscope.json").arg(i);
    QSettings().setValue(QStringLiteral("Workspace/RecentFiles"), many);
    const QStringList recent = ts::AppSettings().recentWorkspaces();
    QCOMPARE(recent.size(), ts::AppSettings::kMaxRecentFiles);
    QCOMPARE(recent.first(), many.first());
    settings.setRecentWorkspaces({});
}

void TestMainWindow::statusMessagesNeverCoverTheStatusLabel()
{
    // The first operator's explanation is announced in the status bar while the window is
    // being built, before it shows: the message and the ready label must not share pixels.
    MainWindow window;
    window.resize(1280, 800);
    window.workspaceController()->announceSelection(); // as the constructor does
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStatusBar* bar = window.statusBar();
    auto* status = window.findChild<QLabel*>(QStringLiteral("statusLabel"));
    QVERIFY(status && status->isVisible());
    QVERIFY2(!bar->currentMessage().isEmpty(), "expected the startup message");
    // The message is drawn left of the permanent widgets; the label sits at the right end.
    const QRect label = status->geometry();
    QVERIFY2(label.right() >= bar->width() - 40, qPrintable(QString::number(label.right())));
    QVERIFY(label.width() <= status->sizeHint().width() + 1);
}

void TestMainWindow::quitAsksAboutUnsavedChanges()
{
    MainWindow window;
    QAction* quit = window.actions()->action("actionQuit");
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Nothing unsaved: File › Quit closes at once.
    quit->trigger();
    QVERIFY(!window.isVisible());

    window.show();
    sequenceBox(window)->setValue(sequenceBox(window)->value() == 512 ? 1024 : 512);
    QVERIFY(window.document()->isModified());
    // Cancel keeps the window open with the edits.
    QString asked;
    auto answered = answerMessageBox(QMessageBox::Cancel, &asked);
    quit->trigger();
    QVERIFY(*answered);
    QCOMPARE(asked, QStringLiteral("The workspace has unsaved changes. Save them first?"));
    QVERIFY(window.isVisible());
    QVERIFY(window.document()->isModified());

    // Save writes the workspace's file, then closes; closing the window asks the same way.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quit.json"));
    QVERIFY(window.workspaceController()->save(path));
    sequenceBox(window)->setValue(2048);
    QVERIFY(window.document()->isModified());
    answered = answerMessageBox(QMessageBox::Save);
    QVERIFY(window.close());
    QVERIFY(*answered);
    QVERIFY(!window.isVisible());
    QVERIFY(!window.document()->isModified());
    QCOMPARE(ts::WorkspaceFile::load(path).workspace->workload.run.seqLength, qint64(2048));

    // Discard closes and leaves the file as it was.
    window.show();
    sequenceBox(window)->setValue(4096);
    answered = answerMessageBox(QMessageBox::Discard);
    quit->trigger();
    QVERIFY(*answered);
    QVERIFY(!window.isVisible());
    QCOMPARE(ts::WorkspaceFile::load(path).workspace->workload.run.seqLength, qint64(2048));
}

void TestMainWindow::quitDiscardForgetsTheEdits()
{
    // With settings the exit writes the workspace for the next start: after Discard that is the
    // workspace as last saved (here never: a new one), not the edits, and no recovery is left.
    ts::AppSettings settings;
    const qint64 fresh = ts::Workspace::defaultWorkspace().workload.run.seqLength;
    QString autosavePath;
    {
        MainWindow window(&settings);
        window.show();
        sequenceBox(window)->setValue(fresh == 512 ? 1024 : 512);
        QVERIFY(window.document()->isModified());
        window.autosave()->saveNow();
        autosavePath = window.autosave()->path();
        QVERIFY(QFile::exists(autosavePath));
        auto answered = answerMessageBox(QMessageBox::Discard);
        window.actions()->action("actionQuit")->trigger();
        QVERIFY(*answered);
        QVERIFY(!window.isVisible());
        QVERIFY(!QFile::exists(autosavePath));
    }
    MainWindow next(&settings);
    QVERIFY(!next.document()->isModified());
    QVERIFY(next.document()->filePath().isEmpty());
    QCOMPARE(next.document()->workspace().workload.run.seqLength, fresh);
    QVERIFY(!ts::WorkspaceAutosave::recoverable(next.autosave()->path()));
}

void TestMainWindow::startCardsOpenTheirSteps()
{
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto* start = window.findChild<ts::StartPanel*>(QStringLiteral("startPanel"));
    QVERIFY(start);
    auto* workloadDock = window.findChild<QDockWidget*>(QStringLiteral("workloadDock"));
    auto* devicesDock = window.findChild<QDockWidget*>(QStringLiteral("devicesDock"));
    QVERIFY(workloadDock && devicesDock);

    // The workload card: the Workload dock, closed before, shows again and takes the focus.
    window.tabs()->setCurrentWidget(start);
    workloadDock->close();
    QVERIFY(!window.workloadPanel()->isVisible());
    QWidget* card = start->card(ts::StartPanel::Card::Workload);
    QTest::mouseClick(card, Qt::LeftButton, {}, card->rect().center());
    QTRY_VERIFY(window.workloadPanel()->isVisible());
    QCOMPARE(window.tabs()->currentWidget(), window.resultsPanel());
    QTRY_COMPARE(QApplication::focusWidget(), window.workloadPanel()->presetBox());

    // The device card raises the Devices dock from behind the Workload tab, on its search field.
    window.tabifyDockWidget(devicesDock, workloadDock);
    workloadDock->raise();
    // The tab bar of the Workload and Devices docks, which says which one is in front.
    const auto frontDock = [&window] {
        for (const QTabBar* bar : window.findChildren<QTabBar*>()) {
            QStringList texts;
            for (int i = 0; i < bar->count(); ++i)
                texts << bar->tabText(i);
            if (texts.contains(QStringLiteral("Devices"))
                && texts.contains(QStringLiteral("Workload")))
                return bar->tabText(bar->currentIndex());
        }
        return QString();
    };
    QTRY_COMPARE(frontDock(), QStringLiteral("Workload"));
    window.tabs()->setCurrentWidget(start);
    card = start->card(ts::StartPanel::Card::Devices);
    // The keyboard works too: Enter on the focused card.
    card->setFocus();
    QTRY_VERIFY(card->hasFocus());
    QTest::keyClick(card, Qt::Key_Return);
    QTRY_COMPARE(frontDock(), QStringLiteral("Devices"));
    QTRY_COMPARE(QApplication::focusWidget(), window.devicePicker()->searchField());

    // The tour card offers the shipped tours.
    auto* tours = window.findChild<QMenu*>(QStringLiteral("builtinToursMenu"));
    QVERIFY(tours && !tours->isEmpty());
    QVERIFY(!tours->isVisible());
    window.tabs()->setCurrentWidget(start);
    card = start->card(ts::StartPanel::Card::Tour);
    QTest::mouseClick(card, Qt::LeftButton, {}, card->rect().center());
    QTRY_VERIFY(tours->isVisible());
    tours->hide();

    // The claims card opens the Claims page, with the claims run on the workspace.
    window.tabs()->setCurrentWidget(start);
    card = start->card(ts::StartPanel::Card::Claims);
    QTest::mouseClick(card, Qt::LeftButton, {}, card->rect().center());
    QCOMPARE(window.tabs()->currentWidget(), static_cast<QWidget*>(window.claimsPanel()));
    QCOMPARE(window.claimsPanel()->outcomes().size(), ts::kClaimCount);
}

void TestMainWindow::helpListsTheKeyboardShortcuts()
{
    MainWindow window;
    window.show();
    QAction* action = window.actions()->action("actionShortcuts");
    auto* help = window.findChild<QMenu*>(QStringLiteral("helpMenu"));
    QVERIFY(help && help->actions().contains(action));
    using Row = QPair<QString, QString>;
    const auto shownRows = [&] {
        QList<Row> rows;
        auto shown = whenModalShows([&rows](QWidget* modal) {
            auto* dialog = qobject_cast<ts::ShortcutsDialog*>(modal);
            QVERIFY2(dialog, modal->metaObject()->className());
            // Set TENSORSCOPE_GRAB_DIR to look at the dialog.
            if (const QString dir = qEnvironmentVariable("TENSORSCOPE_GRAB_DIR"); !dir.isEmpty())
                dialog->grab().save(dir + QStringLiteral("/shortcuts-dialog.png"));
            for (int row = 0; row < dialog->table()->rowCount(); ++row)
                rows << Row { dialog->table()->item(row, 0)->text(),
                    dialog->table()->item(row, 1)->text() };
            dialog->accept();
        });
        action->trigger();
        return *shown ? rows : QList<Row> { Row { QStringLiteral("no dialog"), QString() } };
    };
    const QList<Row> rows = shownRows();
    // Every action of the window with a shortcut, once, with that shortcut.
    QSet<QAction*> withShortcut;
    for (QAction* a : window.findChildren<QAction*>()) {
        if (!a->shortcut().isEmpty())
            withShortcut.insert(a);
    }
    QVERIFY(withShortcut.size() >= 7); // some standard keys are empty on some platforms
    QCOMPARE(rows.size(), withShortcut.size() + 3);
    for (const QAction* a : std::as_const(withShortcut)) {
        const Row row { ts::ShortcutsDialog::plainText(a),
            a->shortcut().toString(QKeySequence::NativeText) };
        QVERIFY2(rows.contains(row), qPrintable(row.first + QLatin1Char(' ') + row.second));
    }
    const auto keys = [](QKeySequence::StandardKey key) {
        return QKeySequence(key).toString(QKeySequence::NativeText);
    };
    // Standard keys as the platform binds them (the offscreen platform binds no Quit key).
    QVERIFY(!keys(QKeySequence::New).isEmpty());
    QVERIFY(rows.contains(Row { QStringLiteral("New Workspace"), keys(QKeySequence::New) }));
    QVERIFY(rows.contains(Row { QStringLiteral("Open"), keys(QKeySequence::Open) }));
    if (!keys(QKeySequence::Quit).isEmpty())
        QVERIFY(rows.contains(Row { QStringLiteral("Quit"), keys(QKeySequence::Quit) }));
    QVERIFY(rows.contains(Row { QStringLiteral("Documentation"), QStringLiteral("F1") }));
    QVERIFY(rows.contains(Row { QStringLiteral("Present"), QStringLiteral("F5") }));
    QVERIFY(!rows.contains(Row { QStringLiteral("About Tensorscope"), QString() }));
    // The playback keys of the animated views, once each though several views have them.
    QCOMPARE(rows.count(Row { QStringLiteral("Play or pause"), QStringLiteral("Space") }), 1);
    QCOMPARE(rows.count(Row { QStringLiteral("One cycle back"), QStringLiteral("Left") }), 1);
    QCOMPARE(rows.count(Row { QStringLiteral("One cycle forward"), QStringLiteral("Right") }), 1);

    // Taken from the actions when shown: a changed shortcut shows as it is.
    window.actions()->action("actionPresent")->setShortcut(QKeySequence(Qt::Key_F9));
    QVERIFY(shownRows().contains(Row { QStringLiteral("Present"), QStringLiteral("F9") }));
}

void TestMainWindow::helpDocumentationShowsTheWebAddress()
{
    MainWindow window;
    window.show();
    QAction* action = window.actions()->action("actionDocumentation");
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    auto* help = window.findChild<QMenu*>(QStringLiteral("helpMenu"));
    QVERIFY(help && help->actions().contains(action));
    QString address;
    QString question;
    bool asked = false;
    auto shown = whenModalShows([&](QWidget* modal) {
        auto* dialog = qobject_cast<ts::DocumentationDialog*>(modal);
        QVERIFY2(dialog, modal->metaObject()->className());
        address = dialog->addressLabel()->text();
        if (const QString dir = qEnvironmentVariable("TENSORSCOPE_GRAB_DIR"); !dir.isEmpty())
            dialog->grab().save(dir + QStringLiteral("/documentation-dialog.png"));
        // Opening the address asks first, showing it (ExternalLink); Cancel opens nothing.
        auto answered = answerMessageBox(QMessageBox::Cancel, &question);
        dialog->openButton()->click();
        asked = *answered;
        dialog->accept();
    });
    action->trigger();
    QVERIFY(*shown);
    QCOMPARE(address, QStringLiteral("https://tensorscope.example.org"));
    QCOMPARE(QUrl(address), ts::DocumentationDialog::webLocation());
    QVERIFY(ts::ExternalLink::isOpenable(QUrl(address)));
    QVERIFY(asked);
    QVERIFY2(question.contains(address), qPrintable(question));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
