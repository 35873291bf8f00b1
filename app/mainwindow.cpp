// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "aboutdialog.h"
#include "accuracydialog.h"
#include "actionregistry.h"
#include "appsettings.h"
#include "chartmenus.h"
#include "claimscontroller.h"
#include "clipdialogs.h"
#include "documentationdialog.h"
#include "handoutdialogs.h"
#include "hardware/catalog.h"
#include "localization.h"
#include "models/workspacedocument.h"
#include "panels/claimspanel.h"
#include "panels/devicepickerpanel.h"
#include "panels/explainpanel.h"
#include "panels/operatorpanel.h"
#include "panels/resultspanel.h"
#include "panels/startpanel.h"
#include "panels/tourpanel.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "preferencesdialog.h"
#include "presentableview.h"
#include "presentationcontroller.h"
#include "presenterconsolecontroller.h"
#include "selectioncontroller.h"
#include "session/tour.h"
#include "sessionkeeper.h"
#include "shortcutsdialog.h"
#include "style/plaintext.h"
#include "toureditorcontroller.h"
#include "tourplayer.h"
#include "version.h"
#include "viewfeeder.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"
#include "workspaceautosave.h"
#include "workspacedialogs.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoGroup>

namespace ts {

MainWindow::MainWindow(AppSettings* settings, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tensorscope.svg")));
    m_actions = new ActionRegistry(this);
    m_document = new WorkspaceDocument(this);
    m_document->reset(Workspace::defaultWorkspace());

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    auto addTab = [this](QWidget* widget, const char* name, const char* title) {
        if (!QByteArray(name).isEmpty())
            widget->setObjectName(QLatin1String(name));
        m_tabs->addTab(widget, QString());
        m_actions->bindText(widget, title, [this, widget](const QString& text) {
            m_tabs->setTabText(m_tabs->indexOf(widget), text);
        });
    };
    auto* start = new StartPanel(m_tabs);
    addTab(start, "", QT_TRANSLATE_NOOP("ts::MainWindow", "Start"));
    m_resultsPanel = new ResultsPanel(m_tabs);
    addTab(m_resultsPanel, "", QT_TRANSLATE_NOOP("ts::MainWindow", "Compare"));
    m_claimsPanel = new ClaimsPanel(m_tabs);
    addTab(m_claimsPanel, "claimsPanel", QT_TRANSLATE_NOOP("ts::MainWindow", "Claims"));
    connect(m_resultsPanel, &ResultsPanel::chartExportRequested, this,
        [this](const QString& chartId) { m_dialogs->exportChartDialog(chartId); });
    m_systolic = new SystolicView(m_tabs);
    addTab(m_systolic, "systolicView", QT_TRANSLATE_NOOP("ts::MainWindow", "Systolic array"));
    // The GPU's SMs and warps (issue 8), alone and beside the systolic array.
    m_simt = new SimtView(m_tabs);
    addTab(m_simt, "simtView", QT_TRANSLATE_NOOP("ts::MainWindow", "SIMT (GPU)"));
    auto* sideBySide = new SideBySideView(m_tabs);
    m_sideBySide = sideBySide;
    addTab(sideBySide, "sideBySideView", QT_TRANSLATE_NOOP("ts::MainWindow", "Systolic vs SIMT"));
    m_presentables.push_back(PresentableView::create(m_systolic));
    m_presentables.push_back(PresentableView::create(m_simt));
    m_presentables.push_back(PresentableView::create(sideBySide));
    setCentralWidget(m_tabs);
    m_tabs->setCurrentWidget(m_resultsPanel);

    createWorkspace();
    // One catalog for the window: the views offer user and what-if devices as they appear.
    m_simt->setCatalog(m_controller->workspaceCatalog());
    sideBySide->setCatalog(m_controller->workspaceCatalog());
    createMenus();
    connectStartPanel(start);

    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_actions->bindText(m_statusLabel,
        QT_TRANSLATE_NOOP("ts::MainWindow", "Tensorscope %1 - ready"),
        [this](const QString& text) { m_statusLabel->setText(text.arg(versionString())); });
    // Permanent, at the right: a normal status widget is hidden by a temporary message only if
    // it is visible when the message comes, and the first operator's message comes before the
    // window shows, so both were drawn over each other for the first seconds of every start.
    statusBar()->addPermanentWidget(m_statusLabel);

    if (m_settings) {
        m_theme = m_settings->theme();
        m_session = new SessionKeeper(m_settings, m_document, m_controller, this);
        connect(m_session, &SessionKeeper::recoveryOffered, this, &MainWindow::recoveryOffered);
        m_session->restore();
        connect(m_session->autosave(), &WorkspaceAutosave::autosaved, this,
            [this] { statusBar()->showMessage(tr("Autosaved unsaved changes"), 4000); });
        connect(m_session->autosave(), &WorkspaceAutosave::autosaveFailed, this,
            [this](const QString& path, const QString& reason) {
                //: %1 is a file path, %2 the reason from the file system (e.g. disk full)
                statusBar()->showMessage(tr("Autosave to '%1' failed: %2. Your changes are "
                                            "still open; save them elsewhere.")
                                             .arg(QDir::toNativeSeparators(path), reason),
                    15000);
            });
        if (!startupProblems().isEmpty())
            statusBar()->showMessage(startupProblems().join(QLatin1Char(' ')));
    }
    m_controller->setTheme(Theme(m_theme));
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toInt() == int(m_theme));
    updateTitle();
    m_selection->setViewsFollowSelection(true);
    resize(1280, 800);
    if (m_settings && !m_settings->mainWindowGeometry().isEmpty())
        restoreGeometry(m_settings->mainWindowGeometry());
}

MainWindow::~MainWindow()
{
    // The children (the document, the controller, the panels) are destroyed by ~QObject, after
    // this object is no longer a MainWindow: signals they emit while going must not reach the
    // lambdas connected to it above, nor its controllers, which may outlive what they watch.
    const QList<QObject*> children = findChildren<QObject*>();
    const QObject* receivers[] = { this, m_dialogs, m_session, m_viewFeeder, m_claims, m_selection,
        m_chartMenus, m_presenterConsole, m_tourEditor };
    for (QObject* child : children) {
        for (const QObject* receiver : receivers) {
            if (receiver)
                disconnect(child, nullptr, receiver, nullptr);
        }
    }
}

void MainWindow::createWorkspace()
{
    m_workloadPanel = new WorkloadPanel(this);
    m_devicePicker = new DevicePickerPanel(this);
    m_operatorPanel = new OperatorPanel(this);
    m_explainPanel = new ExplainPanel(this);
    m_explanation = m_explainPanel->browser();

    // The catalog with the user's own device files where the window may touch the user's
    // files; the shipped catalog alone otherwise (screenshots and tests are reproducible).
    const QString userCatalogFolder = m_settings ? Catalog::defaultUserFolder() : QString();
    Catalog catalog = Catalog::load(userCatalogFolder);
    m_controller = new WorkspaceController(m_document, std::move(catalog), m_workloadPanel,
        m_devicePicker, m_operatorPanel, m_resultsPanel, this);
    m_controller->setUserCatalogFolder(userCatalogFolder);
    if (m_settings) {
        // A hand-edited value out of range keeps its default and says so; the others stay.
        QStringList refused;
        m_controller->setEngineOptions(m_settings->engineOptions(&refused));
        if (!refused.isEmpty())
            statusBar()->showMessage(tr("Settings out of range, defaults used: %1")
                                         .arg(refused.join(QStringLiteral(", "))),
                15000);
    }
    m_dialogs = new WorkspaceDialogs(m_settings, m_document, m_controller, this);
    connect(m_controller, &WorkspaceController::opened, m_dialogs, &WorkspaceDialogs::rememberFile);
    connect(m_controller, &WorkspaceController::saved, this, [this](const QString& path) {
        m_dialogs->rememberFile(path);
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    });

    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    auto dock
        = [this](QWidget* widget, const char* title, const QString& name, Qt::DockWidgetArea area) {
              auto* d = new QDockWidget(this);
              d->setObjectName(name);
              d->setWidget(widget);
              m_actions->bindText(d, title, [d](const QString& text) { d->setWindowTitle(text); });
              addDockWidget(area, d);
              m_docks.append(d);
              return d;
          };
    // On a short screen the workload's controls keep their size and the dock scrolls, rather
    // than the dock squeezing the batch and sequence spin boxes to half their height.
    auto* workloadScroll = new QScrollArea(this);
    workloadScroll->setObjectName(QStringLiteral("workloadScroll"));
    workloadScroll->setWidgetResizable(true);
    workloadScroll->setFrameShape(QFrame::NoFrame);
    workloadScroll->setWidget(m_workloadPanel);
    dock(workloadScroll, QT_TRANSLATE_NOOP("ts::MainWindow", "Workload"),
        QStringLiteral("workloadDock"), Qt::LeftDockWidgetArea);
    dock(m_devicePicker, QT_TRANSLATE_NOOP("ts::MainWindow", "Devices"),
        QStringLiteral("devicesDock"), Qt::LeftDockWidgetArea);
    QDockWidget* operators = dock(m_operatorPanel, QT_TRANSLATE_NOOP("ts::MainWindow", "Operators"),
        QStringLiteral("operatorsDock"), Qt::BottomDockWidgetArea);
    QDockWidget* explanation
        = dock(m_explainPanel, QT_TRANSLATE_NOOP("ts::MainWindow", "Explanation"),
            QStringLiteral("explanationDock"), Qt::BottomDockWidgetArea);
    splitDockWidget(operators, explanation, Qt::Horizontal);
    resizeDocks({ operators, explanation }, { 3, 2 }, Qt::Horizontal);
    resizeDocks({ operators }, { 230 }, Qt::Vertical);
    resizeDocks({ m_docks.first() }, { 400 }, Qt::Horizontal);

    connect(
        m_resultsPanel, &ResultsPanel::explanationChanged, m_explanation, &QTextBrowser::setHtml);
    m_claims = new ClaimsController(
        m_controller, m_document, m_claimsPanel, m_tabs,
        [this] { return Theme(m_theme).deviceColors(); }, this);
    connect(m_claims, &ClaimsController::figureExplained, this,
        [this, explanation](const QString& html) {
            m_explainPanel->showHtml(html);
            explanation->show();
            explanation->raise();
        });
    m_viewFeeder
        = new ViewFeeder(m_controller, m_operatorPanel, m_systolic, m_simt, m_sideBySide, this);
    connect(
        m_viewFeeder, &ViewFeeder::shownOnSystolicChip, m_operatorPanel, &OperatorPanel::setNote);
    m_selection = new SelectionController(
        m_controller, m_operatorPanel, m_explainPanel, m_viewFeeder, this);
    connect(m_selection, &SelectionController::operatorShown, this,
        [this](const QString& notes) { statusBar()->showMessage(notes, 8000); });
    m_controller->announceSelection();
    createTours();
    m_devicePicker->duplicateButton()->setEnabled(!m_controller->userCatalogFolder().isEmpty());
    connect(m_devicePicker, &DevicePickerPanel::duplicateRequested, m_dialogs,
        &WorkspaceDialogs::whatIfDialog);
    connect(m_dialogs, &WorkspaceDialogs::whatIfDeviceAdded, this, [this](const QString& id) {
        statusBar()->showMessage(tr("Added what-if device %1").arg(id), 6000);
    });
    connect(m_document, &WorkspaceDocument::modifiedChanged, this, [this] { updateTitle(); });
    connect(m_document, &WorkspaceDocument::filePathChanged, this, [this] { updateTitle(); });
}

void MainWindow::createTours()
{
    // Guided tours (docs/presentation.md): a caption dock, hidden until a tour is open.
    m_tourPanel = new TourPanel(this);
    auto* tourDock = new QDockWidget(this);
    tourDock->setObjectName(QStringLiteral("tourDock"));
    m_actions->bindText(tourDock, QT_TRANSLATE_NOOP("ts::MainWindow", "Tour"),
        [tourDock](const QString& text) { tourDock->setWindowTitle(text); });
    tourDock->setWidget(m_tourPanel);
    addDockWidget(Qt::BottomDockWidgetArea, tourDock);
    tourDock->hide();
    m_docks.append(tourDock);
    QList<PresentableView*> views;
    for (const std::unique_ptr<PresentableView>& view : m_presentables)
        views.append(view.get());
    m_tourPlayer = new TourPlayer(this, m_document, m_controller, m_tabs, m_systolic, views);
    m_tourEditor = new TourEditorController(this, m_tourPlayer, m_document->undoStack(), m_actions);
    // A claims scene shows its one card, with the experiment run on the scene's workspace.
    connect(m_tourPlayer, &TourPlayer::sceneChanged, this, [this](int index) {
        const QList<TourScene>& scenes = m_tourPlayer->tour().scenes;
        const bool claims
            = index >= 0 && index < scenes.size() && scenes[index].view == QLatin1String("claims");
        if (claims)
            refreshClaims();
        m_claimsPanel->focusClaim(claims && scenes[index].claim
                ? std::optional<ClaimId>(ClaimId(*scenes[index].claim - 1))
                : std::nullopt);
    });
    connect(m_tourPlayer, &TourPlayer::sceneChanged, this, [this, tourDock](int index) {
        m_tourPanel->captionView()->setImageFolder(m_tourPlayer->folder());
        m_tourPanel->showScene(m_tourPlayer->tour(), index);
        tourDock->show();
    });
    connect(m_tourPanel, &TourPanel::previousRequested, m_tourPlayer, &TourPlayer::previous);
    connect(m_tourPanel, &TourPanel::nextRequested, m_tourPlayer, &TourPlayer::next);
    connect(m_tourPanel, &TourPanel::recordRequested, m_tourPlayer, &TourPlayer::recordDialog);
    connect(m_tourPanel, &TourPanel::saveRequested, m_tourPlayer, &TourPlayer::saveDialog);
    m_presentation = new PresentationController(
        this, m_tabs, m_resultsPanel, views, m_tourPlayer, m_tourPanel, tourDock);
    // Entering or leaving changes ChartStyle's scale: every chart takes it with the theme.
    connect(m_presentation, &PresentationController::chartScaleChanged, this,
        [this] { setTheme(m_theme); });
    m_presenterConsole = new PresenterConsoleController(this, m_tourPlayer, m_presentation);
}

void MainWindow::connectStartPanel(StartPanel* start)
{
    // The workload editor and the device picker open beside the comparison they change.
    const auto openDock = [this](const char* dockName, QWidget* focus) {
        m_tabs->setCurrentWidget(m_resultsPanel);
        auto* dock = findChild<QDockWidget*>(QLatin1String(dockName));
        dock->show();
        dock->raise();
        focus->setFocus(Qt::OtherFocusReason);
    };
    connect(start, &StartPanel::workloadRequested, this,
        [this, openDock] { openDock("workloadDock", m_workloadPanel->presetBox()); });
    connect(start, &StartPanel::devicesRequested, this,
        [this, openDock] { openDock("devicesDock", m_devicePicker->searchField()); });
    connect(start, &StartPanel::claimsRequested, this,
        [this] { m_tabs->setCurrentWidget(m_claimsPanel); });
    // The shipped tours to choose from, below the card; File › Open Tour when none loaded.
    connect(start, &StartPanel::tourRequested, this, [this, start] {
        auto* tours = findChild<QMenu*>(QStringLiteral("builtinToursMenu"));
        if (tours->isEmpty()) {
            m_tourPlayer->openDialog();
            return;
        }
        const QWidget* card = start->card(StartPanel::Card::Tour);
        tours->popup(card->mapToGlobal(QPoint(0, card->height())));
    });
}

void MainWindow::createMenus()
{
    ActionRegistry& actions = *m_actions;
    auto on = [this, &actions](const char* id, auto&& slot) {
        connect(actions.action(id), &QAction::triggered, this, std::forward<decltype(slot)>(slot));
    };
    QMenu* fileMenu
        = actions.addMenu(menuBar(), "fileMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "&File"));
    on("actionNew", [this] { m_dialogs->newWorkspace(); });
    on("actionOpen", [this] { m_dialogs->openDialog(); });
    on("actionImportModel", [this] { m_dialogs->importModelDialog(); });
    on("actionSave", [this] { m_dialogs->save(); });
    on("actionSaveAs", [this] { m_dialogs->saveAsDialog(); });
    on("actionExportResults", [this] { m_dialogs->exportResultsDialog(); });
    on("actionQuit", [this] { close(); });
    connect(actions.action("actionOpenTour"), &QAction::triggered, m_tourPlayer,
        &TourPlayer::openDialog);
    m_handoutDialogs = new HandoutDialogs(
        m_tourPlayer, [this] { return m_theme; }, statusBar(), this);
    connect(actions.action("actionExportHandout"), &QAction::triggered, m_handoutDialogs,
        &HandoutDialogs::exportDialog);
    m_clipDialogs = new ClipDialogs(
        m_tourPlayer, m_document, m_tabs, [this] { return m_theme; }, statusBar(), this);
    connect(actions.action("actionExportClip"), &QAction::triggered, m_clipDialogs,
        &ClipDialogs::exportDialog);

    fileMenu->addAction(actions.action("actionNew"));
    fileMenu->addAction(actions.action("actionOpen"));
    QMenu* recentMenu = actions.addMenu(
        fileMenu, "recentMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "Open &Recent"));
    fileMenu->addAction(actions.action("actionImportModel"));
    fileMenu->addAction(actions.action("actionOpenTour"));
    QMenu* builtinTours = actions.addMenu(
        fileMenu, "builtinToursMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "Guided T&ours"));
    for (const QString& path : TourFile::builtinPaths()) {
        const TourLoadResult loaded = TourFile::load(path);
        if (!loaded.tour)
            continue;
        QAction* action = builtinTours->addAction(loaded.tour->title.text(), this, [this, path] {
            QString error;
            if (!m_tourPlayer->open(path, &error) && !error.isEmpty())
                PlainText::warning(this, tr("Open Tour"), error);
        });
        m_builtinTourActions.append({ action, loaded.tour->title });
    }
    fileMenu->addAction(actions.action("actionRecordScene"));
    fileMenu->addAction(actions.action("actionSaveTour"));
    fileMenu->addAction(actions.action("actionEditTour"));
    fileMenu->addAction(actions.action("actionSave"));
    fileMenu->addAction(actions.action("actionSaveAs"));
    fileMenu->addSeparator();
    QMenu* exportChart = actions.addMenu(
        fileMenu, "exportChartMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "Export &Chart"));
    m_chartMenus = new ChartMenus(m_resultsPanel, this);
    connect(m_chartMenus, &ChartMenus::exportRequested, m_dialogs,
        &WorkspaceDialogs::exportChartDialog);
    m_chartMenus->addExportEntries(exportChart);
    fileMenu->addAction(actions.action("actionExportResults"));
    fileMenu->addAction(actions.action("actionExportHandout"));
    fileMenu->addAction(actions.action("actionExportClip"));
    fileMenu->addSeparator();
    fileMenu->addAction(actions.action("actionQuit"));
    m_dialogs->setRecentMenu(recentMenu);

    QMenu* editMenu
        = actions.addMenu(menuBar(), "editMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "&Edit"));
    // The undo stack's actions prefix the command's own text; they refresh on the next change.
    QAction* undo = m_tourEditor->undoGroup()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("actionUndo"));
    QAction* redo = m_tourEditor->undoGroup()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(QStringLiteral("actionRedo"));
    editMenu->addAction(undo);
    editMenu->addAction(redo);
    editMenu->addSeparator();
    QMenu* copyChart = actions.addMenu(
        editMenu, "copyChartMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "Copy C&hart"));
    m_chartMenus->addCopyEntries(copyChart);
    editMenu->addSeparator();
    editMenu->addAction(actions.action("actionPreferences"));
    on("actionPreferences", [this] { showPreferences(); });

    QMenu* viewMenu
        = actions.addMenu(menuBar(), "viewMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "&View"));
    QMenu* themeMenu
        = actions.addMenu(viewMenu, "themeMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "&Theme"));
    m_themeGroup = new QActionGroup(this);
    m_themeGroup->setExclusive(true);
    for (const Theme::Kind kind : { Theme::Kind::Light, Theme::Kind::Dark }) {
        const QByteArray id = "actionTheme" + Theme(kind).name().toLatin1();
        QAction* action = actions.action(id.constData());
        action->setData(int(kind));
        m_themeGroup->addAction(action);
        themeMenu->addAction(action);
        connect(action, &QAction::triggered, this, [this, kind] { setTheme(kind); });
    }
    viewMenu->addSeparator();
    QAction* present = actions.action("actionPresent");
    viewMenu->addAction(present);
    // Menus hide while presenting: the window keeps the action so F5 still reaches it.
    addAction(present);
    connect(present, &QAction::triggered, m_presentation, &PresentationController::setPresenting);
    connect(
        m_presentation, &PresentationController::presentingChanged, present, &QAction::setChecked);
    QAction* console = actions.action("actionPresenterConsole");
    viewMenu->addAction(console);
    addAction(console);
    connect(console, &QAction::triggered, m_presenterConsole, &PresenterConsoleController::setOpen);
    connect(m_presenterConsole, &PresenterConsoleController::openChanged, console,
        &QAction::setChecked);
    viewMenu->addSeparator();
    for (QDockWidget* dock : std::as_const(m_docks))
        viewMenu->addAction(dock->toggleViewAction());

    QMenu* helpMenu
        = actions.addMenu(menuBar(), "helpMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "&Help"));
    helpMenu->addAction(actions.action("actionDocumentation"));
    helpMenu->addAction(actions.action("actionShortcuts"));
    helpMenu->addAction(actions.action("actionAccuracy"));
    helpMenu->addSeparator();
    helpMenu->addAction(actions.action("actionAbout"));
    helpMenu->addAction(actions.action("actionAboutQt"));
    on("actionDocumentation", [this] { showDocumentation(); });
    on("actionShortcuts", [this] { showShortcuts(); });
    on("actionAccuracy", [this] { showAccuracy(); });
    on("actionAbout", [this] { showAbout(); });
    connect(actions.action("actionAboutQt"), &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::setTheme(Theme::Kind kind)
{
    const bool changed = kind != m_theme;
    m_theme = kind;
    if (auto* application = qobject_cast<QApplication*>(QCoreApplication::instance()))
        Theme(kind).applyTo(*application);
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toInt() == int(kind));
    m_controller->setTheme(Theme(kind));
    // The claims' charts take the theme's colours and the chart scale (presentation mode); the
    // devices' colours come with the outcomes, computed again when the page is next shown.
    m_claims->restyle();
    if (m_settings)
        m_settings->setTheme(kind);
    if (changed)
        emit themeChanged(kind);
}

void MainWindow::setLanguage(const QString& localeName)
{
    if (auto* application = QCoreApplication::instance())
        installTranslations(*application, localeForLanguage(localeName));
    if (m_settings)
        m_settings->setLanguage(localeName);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    dialog.setLanguage(m_settings ? m_settings->language() : QString());
    dialog.setEngineOptions(m_controller->engineOptions());
    if (dialog.exec() != QDialog::Accepted)
        return;
    setLanguage(dialog.language());
    const engine::EngineOptions options = dialog.engineOptions(m_controller->engineOptions());
    m_controller->setEngineOptions(options);
    if (m_settings)
        m_settings->setEngineOptions(options);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    // File › Export Chart and Edit › Copy Chart name the charts by their titles, which the
    // results panel retranslates after this window (children hear of the change after their
    // parent): take them then.
    QTimer::singleShot(0, m_chartMenus, &ChartMenus::retitle);
    for (const auto& [action, title] : m_builtinTourActions)
        action->setText(title.text());
    updateTitle();
    // Explanations, table headers and chart texts are built from the results: rebuild them,
    // and explain the selected operator again (without re-driving the animated views).
    m_controller->recomputeNow();
    m_selection->retranslate();
}

void MainWindow::showAccuracy()
{
    // Modeless: a reader compares its figures with the comparison's bands. One at a time.
    if (!m_accuracyDialog) {
        m_accuracyDialog = new AccuracyDialog(this);
        m_accuracyDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_accuracyDialog->show();
    m_accuracyDialog->raise();
    m_accuracyDialog->activateWindow();
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::showShortcuts()
{
    // The animated views' playback keys (Space, Left, Right) are QShortcuts.
    ShortcutsDialog dialog(ShortcutsDialog::actionsOf(this), findChildren<QShortcut*>(), this);
    dialog.exec();
}

void MainWindow::showDocumentation()
{
    DocumentationDialog dialog(this);
    dialog.exec();
}

void MainWindow::updateTitle()
{
    const QString path = m_document->filePath();
    setWindowFilePath(path);
    setWindowTitle(tr("%1[*] - Tensorscope")
                       .arg(path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::refreshClaims()
{
    m_claims->refresh();
}

void MainWindow::importModelFile(const QString& path)
{
    m_dialogs->importModelFile(path);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // As New and Open ask: Save, Discard or Cancel (the window stays open).
    bool discarded = false;
    if (m_askAboutUnsavedChanges && !m_dialogs->confirmDiscard(&discarded)) {
        event->ignore();
        return;
    }
    // Writes the workspace for the next start, asking what to do when that fails.
    if (m_session && !m_session->saveForClose(discarded)) {
        event->ignore();
        return;
    }
    event->accept();
}

} // namespace ts
