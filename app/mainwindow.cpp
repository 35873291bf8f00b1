// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "compare/claimcheck.h"
#include "engine/gpuchipschedule.h"
#include "engine/systolicchipschedule.h"
#include "models/claimtext.h"
#include "panels/claimspanel.h"
#include "simt/gpuconfig.h"

#include "aboutdialog.h"
#include "accuracydialog.h"
#include "actionregistry.h"
#include "appsettings.h"
#include "charts/chartlayout.h"
#include "charts/chartregistry.h"
#include "documentationdialog.h"
#include "hardware/catalog.h"
#include "localization.h"
#include "models/opwalkthrough.h"
#include "models/workspacedocument.h"
#include "panels/devicepickerpanel.h"
#include "panels/explainpanel.h"
#include "panels/operatorpanel.h"
#include "panels/resultspanel.h"
#include "panels/startpanel.h"
#include "panels/tourpanel.h"
#include "panels/whatifdialog.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "preferencesdialog.h"
#include "presentableview.h"
#include "presentationcontroller.h"
#include "session/tour.h"
#include "session/workspacefile.h"
#include "shortcutsdialog.h"
#include "style/plaintext.h"
#include "tourplayer.h"
#include "version.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"
#include "workspaceautosave.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>

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
    connect(
        m_resultsPanel, &ResultsPanel::chartExportRequested, this, &MainWindow::exportChartDialog);
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
        restoreLastWorkspace();
        restoreWindowState();
        m_autosave = new WorkspaceAutosave(m_document, WorkspaceAutosave::defaultPath(), this);
        connect(m_autosave, &WorkspaceAutosave::autosaved, this,
            [this] { statusBar()->showMessage(tr("Autosaved unsaved changes"), 4000); });
        connect(m_autosave, &WorkspaceAutosave::autosaveFailed, this,
            [this](const QString& path, const QString& reason) {
                //: %1 is a file path, %2 the reason from the file system (e.g. disk full)
                statusBar()->showMessage(tr("Autosave to '%1' failed: %2. Your changes are "
                                            "still open; save them elsewhere.")
                                             .arg(QDir::toNativeSeparators(path), reason),
                    15000);
            });
        // Only a save that succeeded makes the recovery file redundant.
        connect(m_controller, &WorkspaceController::saved, m_autosave, &WorkspaceAutosave::discard);
        if (const auto& unreadable = m_autosave->unreadable())
            reportUnreadable(unreadable->path, unreadable->keptAs, unreadable->diagnostics);
        if (!m_startupProblems.isEmpty())
            statusBar()->showMessage(m_startupProblems.join(QLatin1Char(' ')));
    }
    m_controller->setTheme(Theme(m_theme));
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toInt() == int(m_theme));
    updateTitle();
    m_viewsFollowSelection = true;
    resize(1280, 800);
    if (m_settings && !m_settings->mainWindowGeometry().isEmpty())
        restoreGeometry(m_settings->mainWindowGeometry());
}

MainWindow::~MainWindow()
{
    // The children (the document, the controller, the panels) are destroyed by ~QObject, after
    // this object is no longer a MainWindow: signals they emit while going must not reach the
    // lambdas connected to it above.
    const QList<QObject*> children = findChildren<QObject*>();
    for (QObject* child : children)
        disconnect(child, nullptr, this, nullptr);
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
    connect(m_controller, &WorkspaceController::opened, this, &MainWindow::rememberFile);
    connect(m_controller, &WorkspaceController::saved, this, [this](const QString& path) {
        rememberFile(path);
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
    // A claim's figure clicked: how it was computed, and where it is a metric of a device's
    // one-chip estimate, the engine's derivation of it (the same the comparison's cells give).
    connect(m_claimsPanel, &ClaimsPanel::figureExplainRequested, this,
        [this, explanation](ClaimId id, const QString& key) {
            const QList<ClaimOutcome>& outcomes = m_claimsPanel->outcomes();
            if (int(id) >= outcomes.size())
                return;
            const ClaimOutcome& o = outcomes[int(id)];
            const Comparison& comparison = m_controller->comparison();
            const DeviceComparison* pair[]
                = { comparison.find(o.systolicId), comparison.find(o.gpuId) };
            const auto name
                = [](const DeviceComparison* d) { return d ? d->device.name : QString(); };
            QString html = ClaimText::figureHtml(o, key, name(pair[0]), name(pair[1]));
            const int side = ClaimText::figureDevice(key);
            const auto metric = ClaimText::figureMetric(o, key);
            if (metric && side >= 0 && pair[side] && pair[side]->estimate
                && MetricFigures::has(*metric, *pair[side]->estimate))
                html += Explanation::metric(*metric, *pair[side]->estimate, pair[side]->device,
                    m_controller->engineOptions());
            m_explainPanel->showHtml(html);
            explanation->show();
            explanation->raise();
        });
    connect(m_controller, &WorkspaceController::operatorSelected, this,
        [this](const QString& name, const QString& explanation,
            const std::optional<GemmShape>& shape, const QString& note) {
            // The selection a window starts with explains itself but leaves the views on
            // their own introductory GEMMs; a user's selection drives them.
            m_selectionHintShown = !m_viewsFollowSelection;
            if (!m_viewsFollowSelection) {
                m_operatorPanel->setNote(selectionHint());
                if (!explainOperator(name))
                    m_explanation->setHtml(explanation);
                return;
            }
            QString notes = note;
            if (shape) {
                // The operator on a ticked systolic chip's real matrix units; else its GEMM
                // scaled down on the view's own array, as the controller's note says.
                const QString onChip = feedSystolicView(name);
                if (onChip.isEmpty()) {
                    m_systolic->setGemm(*shape);
                } else {
                    notes = onChip;
                    m_operatorPanel->setNote(onChip);
                }
                notes += QLatin1Char(' ') + feedSimtView(name);
                // Whole chip against whole chip, when a systolic chip and a GPU are ticked.
                if (!onChip.isEmpty() && m_simt->showsOperator() && !m_fedGpuId.isEmpty())
                    m_sideBySide->showOperator(name, m_fedSystolicId, *m_systolic->chipSchedule(),
                        m_fedGpuId, *m_simt->chipSchedule(), m_simt->chipClockHz());
                else if (m_sideBySide->showsOperator())
                    m_sideBySide->leaveOperator();
            }
            if (!explainOperator(name, notes))
                m_explanation->setHtml(
                    explanation + QStringLiteral("<p>%1</p>").arg(notes.toHtmlEscaped()));
            statusBar()->showMessage(notes, 8000);
        });
    m_controller->announceSelection();
    // Rebuilding the walk-through costs about 3 ms, which put a slider's edit over its 16 ms
    // frame: it follows once the edits settle (100 ms), as the chip curves do (200 ms).
    m_explanationTimer.setSingleShot(true);
    m_explanationTimer.setInterval(100);
    connect(&m_explanationTimer, &QTimer::timeout, this, &MainWindow::refreshExplanation);
    connect(m_controller, &WorkspaceController::comparisonUpdated, &m_explanationTimer,
        qOverload<>(&QTimer::start));
    // The claims follow the comparison: one run for each (a tour scene switches to the page,
    // announces itself and recomputes, which would otherwise run all ten three times).
    connect(m_controller, &WorkspaceController::comparisonUpdated, this,
        [this] { ++m_comparisonGeneration; });
    m_claimsTimer.setSingleShot(true);
    m_claimsTimer.setInterval(300);
    connect(&m_claimsTimer, &QTimer::timeout, this, [this] {
        if (m_tabs->currentWidget() == m_claimsPanel)
            refreshClaims();
    });
    connect(m_controller, &WorkspaceController::comparisonUpdated, &m_claimsTimer,
        qOverload<>(&QTimer::start));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_claimsPanel)
            refreshClaims();
    });
    // OperatorPanel's own handler, connected first, has re-filled the table for the device.
    connect(
        m_operatorPanel->deviceBox(), &QComboBox::activated, this, &MainWindow::refreshExplanation);
    createTours();
    m_devicePicker->duplicateButton()->setEnabled(!m_controller->userCatalogFolder().isEmpty());
    connect(
        m_devicePicker, &DevicePickerPanel::duplicateRequested, this, &MainWindow::whatIfDialog);
    connect(m_document, &WorkspaceDocument::modifiedChanged, this, [this] { updateTitle(); });
    connect(m_document, &WorkspaceDocument::filePathChanged, this, [this] { updateTitle(); });
}

bool MainWindow::explainOperator(const QString& name, const QString& note)
{
    m_explainedNote = note;
    const std::optional<OpWalkthrough> walkthrough = m_controller->walkthrough(name);
    if (walkthrough)
        m_explainPanel->showWalkthrough(*walkthrough, note);
    return walkthrough.has_value();
}

void MainWindow::refreshExplanation()
{
    // The same operator, explained again from the results now: a new batch, sequence, device
    // set or "Operator times on" device must never leave the old figures on screen (issue 19).
    const QString name = m_controller->selectedOperator();
    if (!name.isEmpty())
        explainOperator(name, m_explainedNote);
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
    on("actionNew", [this] {
        if (confirmDiscard())
            m_controller->newWorkspace();
    });
    on("actionOpen", [this] { openDialog(); });
    on("actionImportModel", [this] { importModelDialog(); });
    on("actionSave", [this] { save(); });
    on("actionSaveAs", [this] { saveAsDialog(); });
    on("actionExportResults", [this] { exportResultsDialog(); });
    on("actionQuit", [this] { close(); });
    connect(actions.action("actionOpenTour"), &QAction::triggered, m_tourPlayer,
        &TourPlayer::openDialog);
    connect(actions.action("actionRecordScene"), &QAction::triggered, m_tourPlayer,
        &TourPlayer::recordDialog);
    connect(actions.action("actionSaveTour"), &QAction::triggered, m_tourPlayer,
        &TourPlayer::saveDialog);

    fileMenu->addAction(actions.action("actionNew"));
    fileMenu->addAction(actions.action("actionOpen"));
    m_recentMenu = actions.addMenu(
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
            if (!m_tourPlayer->open(path, &error))
                PlainText::warning(this, tr("Open Tour"), error);
        });
        m_builtinTourActions.append({ action, loaded.tour->title });
    }
    fileMenu->addAction(actions.action("actionRecordScene"));
    fileMenu->addAction(actions.action("actionSaveTour"));
    fileMenu->addAction(actions.action("actionSave"));
    fileMenu->addAction(actions.action("actionSaveAs"));
    fileMenu->addSeparator();
    QMenu* exportChart = actions.addMenu(
        fileMenu, "exportChartMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "Export &Chart"));
    for (const ChartInfo& chart : ChartRegistry::charts()) {
        QAction* action = exportChart->addAction(
            ChartLayout::fullTitle(m_resultsPanel->chart(chart.id)->chart()), this,
            [this, id = chart.id] { exportChartDialog(id); });
        action->setObjectName(QStringLiteral("actionExportChart-") + chart.id);
        action->setData(chart.id);
    }
    fileMenu->addAction(actions.action("actionExportResults"));
    fileMenu->addSeparator();
    fileMenu->addAction(actions.action("actionQuit"));
    updateRecentMenu();

    QMenu* editMenu
        = actions.addMenu(menuBar(), "editMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "&Edit"));
    // The undo stack's actions prefix the command's own text; they refresh on the next change.
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("actionUndo"));
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(QStringLiteral("actionRedo"));
    editMenu->addAction(undo);
    editMenu->addAction(redo);
    editMenu->addSeparator();
    QMenu* copyChart = actions.addMenu(
        editMenu, "copyChartMenu", QT_TRANSLATE_NOOP("ts::MainWindow", "Copy C&hart"));
    for (const ChartInfo& chart : ChartRegistry::charts()) {
        QAction* action
            = copyChart->addAction(ChartLayout::fullTitle(m_resultsPanel->chart(chart.id)->chart()),
                this, [this, id = chart.id] { m_resultsPanel->copyChart(id); });
        action->setObjectName(QStringLiteral("actionCopyChart-") + chart.id);
        action->setData(chart.id);
    }
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
    m_claimsPanel->applyPalette(QApplication::palette());
    m_claimsGeneration = -1;
    if (m_tabs->currentWidget() == m_claimsPanel)
        refreshClaims();
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
    QTimer::singleShot(0, this, [this] {
        for (const char* name : { "exportChartMenu", "copyChartMenu" }) {
            for (QAction* action : findChild<QMenu*>(QLatin1String(name))->actions()) {
                if (QChartView* chart = m_resultsPanel->chart(action->data().toString()))
                    action->setText(ChartLayout::fullTitle(chart->chart()));
            }
        }
    });
    for (const auto& [action, title] : m_builtinTourActions)
        action->setText(title.text());
    updateTitle();
    // Explanations, table headers and chart texts are built from the results: rebuild them,
    // and explain the selected operator again (without re-driving the animated views).
    m_controller->recomputeNow();
    if (m_selectionHintShown)
        m_operatorPanel->setNote(selectionHint());
    explainOperator(m_operatorPanel->selectedOperator());
}

QString MainWindow::selectionHint()
{
    return tr("Select an operator to show its GEMM in the systolic and SIMT views.");
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
    // In the order the menus list them, then those the window holds outside the menus.
    QList<QAction*> actions;
    const std::function<void(const QList<QAction*>&)> collect = [&](const QList<QAction*>& list) {
        for (QAction* action : list) {
            if (QMenu* menu = action->menu())
                collect(menu->actions());
            else
                actions << action;
        }
    };
    collect(menuBar()->actions());
    actions += findChildren<QAction*>();
    // The animated views' playback keys (Space, Left, Right) are QShortcuts.
    ShortcutsDialog dialog(actions, findChildren<QShortcut*>(), this);
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

void MainWindow::whatIfDialog(const QString& baseId)
{
    const std::optional<Device> base = m_controller->catalog().device(baseId);
    if (!base)
        return;
    WhatIfDialog dialog(*base, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (const auto id = m_controller->createWhatIfDevice(baseId, dialog.changes(), &error))
        statusBar()->showMessage(tr("Added what-if device %1").arg(*id), 6000);
    else
        PlainText::warning(this, tr("What-if Device"), error);
}

void MainWindow::refreshClaims()
{
    if (m_claimsGeneration == m_comparisonGeneration)
        return; // already showing this comparison's claims
    m_claimsGeneration = m_comparisonGeneration;
    const Comparison& comparison = m_controller->comparison();
    QList<Device> devices;
    for (const DeviceComparison& d : comparison.devices)
        devices.append(d.device);
    const Workspace& workspace = m_document->workspace();
    const ClaimCheck::Pair pair = ClaimCheck::pick(devices);
    // Each device in its colour in every chart, the claims' included.
    const QList<QColor> colors = Theme(m_theme).deviceColors();
    const auto color = [&](const std::optional<Device>& device) {
        const DeviceComparison* d = device ? comparison.find(device->id) : nullptr;
        return d ? Theme::deviceColor(colors, d->colorIndex) : QColor();
    };
    m_claimsPanel->setOutcomes(
        ClaimCheck::run(workspace.workload, devices, m_controller->engineOptions(), workspace.job),
        workspace.workload.name, pair.systolic ? pair.systolic->name : QString(),
        pair.gpu ? pair.gpu->name : QString(), color(pair.systolic), color(pair.gpu));
}

QList<std::pair<const DeviceComparison*, const engine::OpEstimate*>> MainWindow::operatorEstimates(
    const QString& opName) const
{
    const Comparison& comparison = m_controller->comparison();
    QList<const DeviceComparison*> order;
    if (const DeviceComparison* chosen = comparison.find(m_operatorPanel->deviceId()))
        order.append(chosen);
    for (const DeviceComparison& d : comparison.devices) {
        if (!order.contains(&d))
            order.append(&d);
    }
    QList<std::pair<const DeviceComparison*, const engine::OpEstimate*>> estimates;
    for (const DeviceComparison* d : std::as_const(order)) {
        if (!d->estimate)
            continue;
        for (const engine::OpEstimate& timed : d->estimate->ops) {
            if (timed.name == opName) {
                estimates.append({ d, &timed });
                break;
            }
        }
    }
    return estimates;
}

QString MainWindow::feedSystolicView(const QString& opName)
{
    m_fedSystolicId.clear();
    const Comparison& comparison = m_controller->comparison();
    if (!comparison.workload)
        return {};
    const Operator* op = nullptr;
    for (const Operator& candidate : comparison.workload->ops()) {
        if (candidate.name == opName && !candidate.gemm.isEmpty())
            op = &candidate;
    }
    if (!op)
        return {};
    for (const auto& [d, timed] : operatorEstimates(opName)) {
        const auto schedule = engine::SystolicChipSchedule::forOperator(
            d->device, *timed, op->gemm, m_controller->engineOptions());
        if (!schedule)
            continue;
        m_systolic->showOperator(opName, *schedule, d->device.name);
        m_fedSystolicId = d->device.id;
        const QLocale locale;
        return tr("Systolic view: %1 (M×N×K %2×%3×%4) at full size on %5's %6 matrix units "
                  "of %7×%8; the wheel or Z zooms to one unit's PEs.")
            .arg(opName, locale.toString(op->gemm.m()), locale.toString(op->gemm.n()),
                locale.toString(op->gemm.k()), d->device.name, locale.toString(schedule->units()),
                locale.toString(schedule->hardware().array.rows),
                locale.toString(schedule->hardware().array.cols));
    }
    return {};
}

QString MainWindow::feedSimtView(const QString& opName)
{
    m_fedGpuId.clear();
    const Comparison& comparison = m_controller->comparison();
    if (!m_simt || !comparison.workload)
        return {};
    for (const Operator& op : comparison.workload->ops()) {
        if (op.name != opName || op.gemm.isEmpty())
            continue;
        // The SIMT simulator steps every warp: a few thousand a side keeps a selection quick.
        qint64 divisor = 1;
        const GemmShape shown = WorkspaceController::displayGemm(op.gemm, kSimtMaxSide, &divisor);
        const QString id = m_operatorPanel->deviceId();
        const bool shownDevice = m_simt->setDevice(id);
        m_simt->setGemm(shown);
        QString note = divisor > 1 ? tr("SIMT view: shown scaled down 1:%1 as M×N×K %2×%3×%4.")
                                         .arg(divisor)
                                         .arg(shown.m())
                                         .arg(shown.n())
                                         .arg(shown.k())
                                   : tr("SIMT view: at full size.");
        // The whole GPU the engine timed it on, zoomed out: the operator table's device when
        // it is a GPU, else the first ticked GPU.
        for (const auto& [d, timed] : operatorEstimates(opName)) {
            const auto schedule = engine::GpuChipSchedule::forOperator(d->device, *timed, op.gemm);
            if (!schedule)
                continue;
            const auto gpu = simt::GpuConfig::fromDevice(d->device, timed->ranAs);
            m_simt->showOperator(opName, *schedule, d->device.name, gpu ? gpu->clockHz : 1.5e9);
            m_fedGpuId = d->device.id;
            const QLocale locale;
            note = tr("SIMT view: at full size on %1's %2 SMs, %3 CTAs in %4 waves; the wheel "
                      "or Z zooms to the warps of the GEMM scaled down 1:%5.")
                       .arg(d->device.name, locale.toString(schedule->smCount()),
                           locale.toString(schedule->ctas()), locale.toString(schedule->waves()),
                           locale.toString(divisor));
            break;
        }
        if (m_fedGpuId.isEmpty())
            m_simt->leaveOperator(); // no GPU ticked: the warps of the scaled GEMM
        if (!shownDevice) {
            const auto name = [this](const QString& deviceId) {
                const auto device = m_controller->catalog().device(deviceId);
                return device ? device->name : deviceId;
            };
            //: %1 is the device chosen (e.g. a TPU), %2 the GPU the SIMT view keeps showing
            note += QLatin1Char(' ')
                + tr("%1 has no GPU SM geometry; the SIMT view shows %2.")
                      .arg(name(id), name(m_simt->deviceId()));
        }
        return note;
    }
    return {};
}

void MainWindow::rememberFile(const QString& path)
{
    if (!m_settings || path.isEmpty())
        return;
    m_settings->addRecentWorkspace(path);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList paths = m_settings ? m_settings->recentWorkspaces() : QStringList();
    for (const QString& path : paths) {
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] {
            if (!confirmDiscard())
                return;
            QString error;
            if (!m_controller->open(path, &error))
                PlainText::warning(this, tr("Open Workspace"), error);
        });
    }
    m_recentMenu->setEnabled(!paths.isEmpty());
}

bool MainWindow::confirmDiscard(bool* discarded)
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved Changes"),
        tr("The workspace has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) {
        save();
        return !m_document->isModified();
    }
    if (discarded)
        *discarded = answer == QMessageBox::Discard;
    return answer == QMessageBox::Discard;
}

void MainWindow::openDialog()
{
    if (!confirmDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Workspace"),
        QFileInfo(m_document->filePath()).absolutePath(), tr("Tensorscope workspaces (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_controller->open(path, &error))
        PlainText::warning(this, tr("Open Workspace"), error);
}

void MainWindow::importModelDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Model"), QString(),
        tr("Hugging Face model configurations (config.json *.json)"));
    if (path.isEmpty())
        return;
    importModelFile(path);
}

void MainWindow::importModelFile(const QString& path)
{
    QString message;
    if (!m_controller->importModel(path, &message)) {
        PlainText::warning(this, tr("Import Model"), message);
        return;
    }
    // What the import leaves out (a sliding window, biases) is said, the model is in place.
    if (!message.isEmpty())
        PlainText::information(this, tr("Import Model"), message);
}

void MainWindow::save()
{
    if (m_document->filePath().isEmpty()) {
        saveAsDialog();
        return;
    }
    const QString path = m_document->filePath();
    bool overwrite = false;
    if (m_controller->changedOnDisk(path)) {
        // Another window on this home (or another program) saved the file meanwhile: its save
        // is not replaced without asking (issue 34, item 4).
        const auto answer = PlainText::message(this, QMessageBox::Warning, tr("Save Workspace"),
            //: %1 is a file path
            tr("'%1' was changed on disk since this window opened or saved it, by another "
               "window or program. Replace it with this workspace? (No: save under another "
               "name.)")
                .arg(QDir::toNativeSeparators(path)),
            QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, QMessageBox::No);
        if (answer == QMessageBox::No)
            saveAsDialog();
        if (answer != QMessageBox::Yes)
            return;
        overwrite = true;
    }
    QString error;
    if (!m_controller->save(path, &error, overwrite))
        PlainText::warning(this, tr("Save Workspace"), error);
}

void MainWindow::saveAsDialog()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Workspace"), m_document->filePath(), tr("Tensorscope workspaces (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    QString error;
    // The file dialog has asked before replacing an existing file.
    if (!m_controller->save(path, &error, true))
        PlainText::warning(this, tr("Save Workspace"), error);
}

void MainWindow::exportResultsDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Results"), QString(), tr("CSV (*.csv);;JSON (*.json);;Markdown (*.md)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_controller->exportResults(path, &error))
        PlainText::warning(this, tr("Export Results"), error);
}

void MainWindow::exportChartDialog(const QString& chartId)
{
    // The chart's registry id names the file: stable and the same in every language.
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export Chart"), chartId + QStringLiteral(".png"),
            tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_controller->exportChart(chartId, path, &error))
        PlainText::warning(this, tr("Export Chart"), error);
}

QString MainWindow::lastWorkspacePath() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/last-workspace.json");
}

void MainWindow::reportUnreadable(
    const QString& path, const QString& keptAs, const io::Diagnostics& diagnostics)
{
    const QString problems = WorkspaceController::describeProblems(path, diagnostics);
    m_startupProblems << (keptAs.isEmpty()
            //: %1 says which file could not be read and why (several lines)
            ? tr("%1\nThe file is left as it is and will not be overwritten.").arg(problems)
            //: %1 says which file could not be read and why (several lines), %2 is a file path
            : tr("%1\nThe file is kept as '%2'.").arg(problems, QDir::toNativeSeparators(keptAs)));
}

void MainWindow::restoreLastWorkspace()
{
    // What this window read: at exit it replaces the file only if no other window on this home
    // has written it since (issue 34, item 4).
    m_lastWorkspaceStamp = io::FileStamp::of(lastWorkspacePath());
    if (!QFileInfo(lastWorkspacePath()).isFile())
        return;
    const WorkspaceLoadResult last = WorkspaceFile::load(lastWorkspacePath());
    if (!last.workspace) {
        // Written by a newer version, or damaged: keep it for the user (and that version), and
        // say why; the exit writes a new one beside it, never over it.
        const QString keptAs = WorkspaceAutosave::setAside(lastWorkspacePath());
        m_keepLastWorkspace = keptAs.isEmpty();
        m_lastWorkspaceStamp = io::FileStamp::of(lastWorkspacePath());
        reportUnreadable(lastWorkspacePath(), keptAs, last.diagnostics);
        return;
    }
    m_document->reset(*last.workspace, m_settings->lastWorkspaceFile());
    m_controller->rememberFileOnDisk();
    if (m_settings->lastWorkspaceModified())
        m_document->undoStack()->resetClean();
    m_controller->recomputeNow();
}

void MainWindow::offerRecovery(DeveloperOptions::RecoveryAnswer answer)
{
    if (!m_autosave)
        return;
    if (!m_startupProblems.isEmpty() && answer == DeveloperOptions::RecoveryAnswer::Ask)
        PlainText::warning(
            this, tr("Unreadable Workspace"), m_startupProblems.join(QStringLiteral("\n\n")));
    const std::optional<Workspace> recovered = WorkspaceAutosave::recoverable(m_autosave->path());
    if (!recovered)
        return;
    bool recover = answer == DeveloperOptions::RecoveryAnswer::Recover;
    if (answer == DeveloperOptions::RecoveryAnswer::Ask) {
        recover = QMessageBox::question(this, tr("Recover Workspace"),
                      tr("Tensorscope did not close normally last time. Recover the unsaved "
                         "workspace it autosaved?"),
                      QMessageBox::Yes | QMessageBox::No)
            == QMessageBox::Yes;
    }
    if (recover) {
        m_document->reset(*recovered);
        m_document->undoStack()->resetClean();
        m_controller->recomputeNow();
        // Unsaved work again: write it back at once rather than wait for the next edit.
        m_autosave->saveNow();
    } else {
        m_autosave->discard();
    }
    emit recoveryOffered(recover);
}

void MainWindow::restoreWindowState()
{
    const QByteArray state = m_settings->mainWindowState();
    if (!state.isEmpty())
        restoreState(state);
}

bool MainWindow::saveSessionState(QString* error, bool discardEdits)
{
    m_settings->setMainWindowGeometry(saveGeometry());
    m_settings->setMainWindowState(saveState());
    // A last workspace that could not be read nor moved aside stays as it is; the edits stay in
    // the recovery file.
    if (m_keepLastWorkspace)
        return true;
    // The workspace as it is, saved or not, so the next start continues from here; after a
    // Discard, the workspace as it was last saved (a new one when it never was).
    Workspace workspace = m_controller->currentWorkspace();
    QString filePath = m_document->filePath();
    bool modified = m_document->isModified();
    if (discardEdits) {
        const std::optional<Workspace> saved
            = filePath.isEmpty() ? std::nullopt : WorkspaceFile::load(filePath).workspace;
        workspace = saved.value_or(Workspace::defaultWorkspace());
        if (!saved)
            filePath.clear();
        modified = false;
    }
    // Another window on this home wrote the last workspace after this one read it: that is the
    // workspace the next start continues from, and replacing it would lose that window's edits
    // (its recovery file is gone by now). This window's unsaved edits stay in its own recovery
    // file instead, which the next start offers; a saved workspace is in its file already.
    // (A file that is gone, or is no longer a regular file, holds no one's work: the write goes
    // ahead, and fails as it would.)
    const io::FileStamp onDisk = io::FileStamp::of(lastWorkspacePath());
    if (onDisk.exists && onDisk != m_lastWorkspaceStamp) {
        if (discardEdits || !m_document->isModified()) {
            m_autosave->discard();
            return true;
        }
        if (!m_autosave->keepNow()) {
            //: %1 is a file path
            *error = tr("Another window saved the workspace for the next start, and this "
                        "window's unsaved changes could not be kept in '%1'.")
                         .arg(QDir::toNativeSeparators(m_autosave->path()));
            return false;
        }
        return true;
    }
    QDir().mkpath(QFileInfo(lastWorkspacePath()).absolutePath());
    const QString problem = WorkspaceFile::save(workspace, lastWorkspacePath());
    if (!problem.isEmpty()) {
        //: %1 is a file path, %2 the reason from the file system (e.g. disk full)
        *error = tr("Cannot save the workspace for the next start to '%1': %2")
                     .arg(QDir::toNativeSeparators(lastWorkspacePath()), problem);
        return false;
    }
    m_lastWorkspaceStamp = io::FileStamp::of(lastWorkspacePath());
    m_settings->setLastWorkspaceFile(filePath);
    m_settings->setLastWorkspaceModified(modified);
    m_autosave->discard();
    return true;
}

void MainWindow::setSaveFailedPrompt(std::function<SaveFailedAnswer(const QString&)> prompt)
{
    m_saveFailedPrompt = std::move(prompt);
}

MainWindow::SaveFailedAnswer MainWindow::askSaveFailed(const QString& error)
{
    if (m_saveFailedPrompt)
        return m_saveFailedPrompt(error);
    // The error quotes a path and a reason: plain text, set after the format.
    QMessageBox box(
        QMessageBox::Warning, tr("Save Failed"), QString(), QMessageBox::NoButton, this);
    box.setInformativeText(m_document->isModified()
            ? tr("Closing now loses the unsaved changes.")
            : tr("Closing now starts the next session without this workspace."));
    PlainText::makePlain(&box);
    box.setText(error);
    QPushButton* retry = box.addButton(QMessageBox::Retry);
    QPushButton* discard = box.addButton(QMessageBox::Discard);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(retry);
    box.exec();
    if (box.clickedButton() == retry)
        return SaveFailedAnswer::Retry;
    if (box.clickedButton() == discard)
        return SaveFailedAnswer::Discard;
    return SaveFailedAnswer::CancelClose;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // As New and Open ask: Save, Discard or Cancel (the window stays open).
    bool discarded = false;
    if (m_askAboutUnsavedChanges && !confirmDiscard(&discarded)) {
        event->ignore();
        return;
    }
    if (m_settings) {
        QString error;
        while (!saveSessionState(&error, discarded)) {
            const SaveFailedAnswer answer = askSaveFailed(error);
            if (answer == SaveFailedAnswer::CancelClose) {
                event->ignore();
                return;
            }
            if (answer == SaveFailedAnswer::Discard) {
                // Closing anyway: the user chose to lose the changes, so no recovery offer
                // should bring them back at the next start.
                m_autosave->discard();
                break;
            }
        }
    }
    event->accept();
}

} // namespace ts
