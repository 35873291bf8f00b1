// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "aboutdialog.h"
#include "appsettings.h"
#include "charts/chartexport.h"
#include "hardware/catalog.h"
#include "localization.h"
#include "models/opwalkthrough.h"
#include "models/resultsexport.h"
#include "models/tour.h"
#include "models/workspacedocument.h"
#include "models/workspacefile.h"
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
#include "presentationcontroller.h"
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
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>

namespace ts {

namespace {

// The problems of a file a user tried to open, one per line, in the words of the diagnostics.
QString describeProblems(const QString& path, const io::Diagnostics& diagnostics)
{
    QStringList lines;
    for (const io::Diagnostic& d : diagnostics) {
        if (d.severity != io::Severity::Error)
            continue;
        if (d.jsonPath.isEmpty())
            lines << QCoreApplication::translate("MainWindow", "%1 (%2)")
                         .arg(d.found, io::codeName(d.code));
        else
            lines << QCoreApplication::translate("MainWindow", "%1: expected %2, found %3")
                         .arg(d.jsonPath, d.expected, d.found);
    }
    return QCoreApplication::translate("MainWindow", "Cannot open '%1':\n%2")
        .arg(QDir::toNativeSeparators(path), lines.join(QLatin1Char('\n')));
}

} // namespace

MainWindow::MainWindow(AppSettings* settings, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tensorscope.svg")));
    m_document = new WorkspaceDocument(this);
    m_document->reset(Workspace::defaultWorkspace());

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(new StartPanel(m_tabs), tr("Start"));
    m_resultsPanel = new ResultsPanel(m_tabs);
    m_tabs->addTab(m_resultsPanel, tr("Compare"));
    auto* systolic = new SystolicView(m_tabs);
    systolic->setObjectName(QStringLiteral("systolicView"));
    m_tabs->addTab(systolic, tr("Systolic array"));
    m_systolic = systolic;
    // The GPU's SMs and warps (issue 8), alone and beside the systolic array.
    auto* simt = new SimtView(m_tabs);
    simt->setObjectName(QStringLiteral("simtView"));
    m_tabs->addTab(simt, tr("SIMT (GPU)"));
    m_simt = simt;
    auto* sideBySide = new SideBySideView(m_tabs);
    sideBySide->setObjectName(QStringLiteral("sideBySideView"));
    m_tabs->addTab(sideBySide, tr("Systolic vs SIMT"));
    setCentralWidget(m_tabs);
    m_tabs->setCurrentWidget(m_resultsPanel);

    createWorkspace();
    // One catalog for the window: the views offer user and what-if devices as they appear.
    m_simt->setCatalog(m_controller->workspaceCatalog());
    sideBySide->setCatalog(m_controller->workspaceCatalog());
    createMenus();

    m_statusLabel = new QLabel(this);
    m_statusLabel->setText(tr("Tensorscope %1 - ready").arg(versionString()));
    statusBar()->addWidget(m_statusLabel, 1);

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
    m_userCatalogFolder = m_settings ? Catalog::defaultUserFolder() : QString();
    Catalog catalog = Catalog::load(m_userCatalogFolder);
    m_controller = new WorkspaceController(m_document, std::move(catalog), m_workloadPanel,
        m_devicePicker, m_operatorPanel, m_resultsPanel, this);
    m_controller->workspaceCatalog()->setUserFolder(m_userCatalogFolder);

    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    auto dock = [this](QWidget* widget, const QString& title, const QString& name,
                    Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        m_docks.append(d);
        return d;
    };
    dock(m_workloadPanel, tr("Workload"), QStringLiteral("workloadDock"), Qt::LeftDockWidgetArea);
    dock(m_devicePicker, tr("Devices"), QStringLiteral("devicesDock"), Qt::LeftDockWidgetArea);
    QDockWidget* operators = dock(m_operatorPanel, tr("Operators"), QStringLiteral("operatorsDock"),
        Qt::BottomDockWidgetArea);
    QDockWidget* explanation = dock(m_explainPanel, tr("Explanation"),
        QStringLiteral("explanationDock"), Qt::BottomDockWidgetArea);
    splitDockWidget(operators, explanation, Qt::Horizontal);
    resizeDocks({ operators, explanation }, { 3, 2 }, Qt::Horizontal);
    resizeDocks({ operators }, { 230 }, Qt::Vertical);
    resizeDocks({ m_docks.first() }, { 400 }, Qt::Horizontal);

    connect(
        m_resultsPanel, &ResultsPanel::explanationChanged, m_explanation, &QTextBrowser::setHtml);
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
                m_systolic->setGemm(*shape);
                notes += QLatin1Char(' ') + feedSimtView(name);
            }
            if (!explainOperator(name, notes))
                m_explanation->setHtml(
                    explanation + QStringLiteral("<p>%1</p>").arg(notes.toHtmlEscaped()));
            statusBar()->showMessage(notes, 8000);
        });
    m_controller->announceSelection();
    createTours();
    m_devicePicker->duplicateButton()->setEnabled(!m_userCatalogFolder.isEmpty());
    connect(
        m_devicePicker, &DevicePickerPanel::duplicateRequested, this, &MainWindow::whatIfDialog);
    connect(m_document, &WorkspaceDocument::modifiedChanged, this, [this] { updateTitle(); });
    connect(m_document, &WorkspaceDocument::filePathChanged, this, [this] { updateTitle(); });
}

bool MainWindow::explainOperator(const QString& name, const QString& note)
{
    const DeviceComparison* device = m_controller->comparison().find(m_operatorPanel->deviceId());
    if (!device || !device->estimate)
        return false;
    for (const engine::OpEstimate& op : device->estimate->ops) {
        if (op.name == name) {
            m_explainPanel->showWalkthrough(OpWalkthrough::from(op, device->device), note);
            return true;
        }
    }
    return false;
}

void MainWindow::createTours()
{
    // Guided tours (docs/presentation.md): a caption dock, hidden until a tour is open.
    m_tourPanel = new TourPanel(this);
    auto* tourDock = new QDockWidget(tr("Tour"), this);
    tourDock->setObjectName(QStringLiteral("tourDock"));
    tourDock->setWidget(m_tourPanel);
    addDockWidget(Qt::BottomDockWidgetArea, tourDock);
    tourDock->hide();
    m_docks.append(tourDock);
    m_tourPlayer = new TourPlayer(this);
    connect(m_tourPlayer, &TourPlayer::sceneChanged, this, [this, tourDock](int index) {
        m_tourPanel->showScene(m_tourPlayer->tour(), index);
        tourDock->show();
    });
    connect(m_tourPanel, &TourPanel::previousRequested, m_tourPlayer, &TourPlayer::previous);
    connect(m_tourPanel, &TourPanel::nextRequested, m_tourPlayer, &TourPlayer::next);
    connect(m_tourPanel, &TourPanel::recordRequested, m_tourPlayer, &TourPlayer::recordDialog);
    connect(m_tourPanel, &TourPanel::saveRequested, m_tourPlayer, &TourPlayer::saveDialog);
    m_presentation = new PresentationController(this, m_tourPlayer, m_tourPanel, tourDock);
}

void MainWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->setObjectName(QStringLiteral("fileMenu"));
    QAction* newAction = fileMenu->addAction(tr("&New Workspace"), this, [this] {
        if (confirmDiscard())
            newWorkspace();
    });
    newAction->setShortcut(QKeySequence::New);
    newAction->setObjectName(QStringLiteral("actionNew"));
    QAction* open = fileMenu->addAction(tr("&Open..."), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("actionOpen"));
    m_recentMenu = fileMenu->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    QAction* openTour
        = fileMenu->addAction(tr("Open &Tour..."), m_tourPlayer, &TourPlayer::openDialog);
    openTour->setObjectName(QStringLiteral("actionOpenTour"));
    QMenu* builtinTours = fileMenu->addMenu(tr("Guided T&ours"));
    builtinTours->setObjectName(QStringLiteral("builtinToursMenu"));
    for (const QString& path : TourFile::builtinPaths()) {
        const TourLoadResult loaded = TourFile::load(path);
        if (!loaded.tour)
            continue;
        builtinTours->addAction(loaded.tour->title, this, [this, path] {
            QString error;
            if (!m_tourPlayer->open(path, &error))
                QMessageBox::warning(this, tr("Open Tour"), error);
        });
    }
    QAction* recordScene
        = fileMenu->addAction(tr("Record Tour Sc&ene..."), m_tourPlayer, &TourPlayer::recordDialog);
    recordScene->setObjectName(QStringLiteral("actionRecordScene"));
    QAction* saveTour
        = fileMenu->addAction(tr("Save Tour As..."), m_tourPlayer, &TourPlayer::saveDialog);
    saveTour->setObjectName(QStringLiteral("actionSaveTour"));
    QAction* saveAction = fileMenu->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    saveAction->setObjectName(QStringLiteral("actionSave"));
    QAction* saveAs = fileMenu->addAction(tr("Save &As..."), this, &MainWindow::saveAsDialog);
    saveAs->setShortcut(QKeySequence::SaveAs);
    saveAs->setObjectName(QStringLiteral("actionSaveAs"));
    fileMenu->addSeparator();
    QMenu* exportChart = fileMenu->addMenu(tr("Export &Chart"));
    exportChart->setObjectName(QStringLiteral("exportChartMenu"));
    const QList<QChartView*> charts = m_resultsPanel->charts();
    for (int i = 0; i < charts.size(); ++i) {
        QAction* action = exportChart->addAction(
            charts[i]->chart()->title(), this, [this, i] { exportChartDialog(i); });
        action->setObjectName(QStringLiteral("actionExportChart%1").arg(i));
    }
    QAction* exportResults
        = fileMenu->addAction(tr("Export &Results..."), this, &MainWindow::exportResultsDialog);
    exportResults->setObjectName(QStringLiteral("actionExportResults"));
    fileMenu->addSeparator();
    QAction* quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setObjectName(QStringLiteral("actionQuit"));
    updateRecentMenu();

    QMenu* editMenu = menuBar()->addMenu(tr("&Edit"));
    editMenu->setObjectName(QStringLiteral("editMenu"));
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("actionUndo"));
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(QStringLiteral("actionRedo"));
    editMenu->addAction(undo);
    editMenu->addAction(redo);
    editMenu->addSeparator();
    QAction* preferences
        = editMenu->addAction(tr("&Preferences..."), this, &MainWindow::showPreferences);
    preferences->setObjectName(QStringLiteral("actionPreferences"));
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    QMenu* themeMenu = m_viewMenu->addMenu(tr("&Theme"));
    themeMenu->setObjectName(QStringLiteral("themeMenu"));
    m_themeGroup = new QActionGroup(this);
    m_themeGroup->setExclusive(true);
    const std::pair<Theme::Kind, QString> themes[] = {
        { Theme::Kind::Light, tr("&Light") },
        { Theme::Kind::Dark, tr("&Dark") },
    };
    for (const auto& [kind, label] : themes) {
        QAction* action = themeMenu->addAction(label);
        action->setCheckable(true);
        action->setData(int(kind));
        action->setObjectName(QStringLiteral("actionTheme") + Theme(kind).name());
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, kind = kind] { setTheme(kind); });
    }
    m_viewMenu->addSeparator();
    QAction* present = m_viewMenu->addAction(tr("&Present"));
    present->setObjectName(QStringLiteral("actionPresent"));
    present->setShortcut(QKeySequence(Qt::Key_F5));
    present->setCheckable(true);
    // Menus hide while presenting: the window keeps the action so F5 still reaches it.
    addAction(present);
    connect(present, &QAction::triggered, m_presentation, &PresentationController::setPresenting);
    connect(
        m_presentation, &PresentationController::presentingChanged, present, &QAction::setChecked);
    m_viewMenu->addSeparator();
    for (QDockWidget* dock : std::as_const(m_docks))
        m_viewMenu->addAction(dock->toggleViewAction());

    QMenu* helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->setObjectName(QStringLiteral("helpMenu"));
    QAction* about = helpMenu->addAction(tr("&About Tensorscope"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setObjectName(QStringLiteral("actionAboutQt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
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
    if (dialog.exec() == QDialog::Accepted)
        setLanguage(dialog.language());
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    // Menus, actions, tabs and docks by object name: the texts live here once more so that a
    // language switch reaches them without rebuilding the menus (and the shortcuts with them).
    const std::pair<const char*, QString> menus[] = {
        { "fileMenu", tr("&File") },
        { "recentMenu", tr("Open &Recent") },
        { "exportChartMenu", tr("Export &Chart") },
        { "builtinToursMenu", tr("Guided T&ours") },
        { "editMenu", tr("&Edit") },
        { "viewMenu", tr("&View") },
        { "themeMenu", tr("&Theme") },
        { "helpMenu", tr("&Help") },
        { "builtinToursMenu", tr("Guided T&ours") },
    };
    for (const auto& [name, text] : menus) {
        if (auto* menu = findChild<QMenu*>(QLatin1String(name)))
            menu->setTitle(text);
    }
    const std::pair<const char*, QString> actions[] = {
        { "actionNew", tr("&New Workspace") },
        { "actionOpen", tr("&Open...") },
        { "actionSave", tr("&Save") },
        { "actionSaveAs", tr("Save &As...") },
        { "actionExportResults", tr("Export &Results...") },
        { "actionOpenTour", tr("Open &Tour...") },
        { "actionRecordScene", tr("Record Tour Sc&ene...") },
        { "actionSaveTour", tr("Save Tour As...") },
        { "actionPresent", tr("&Present") },
        { "actionQuit", tr("&Quit") },
        { "actionPreferences", tr("&Preferences...") },
        { "actionThemelight", tr("&Light") },
        { "actionThemedark", tr("&Dark") },
        { "actionAbout", tr("&About Tensorscope") },
        { "actionAboutQt", tr("About &Qt") },
        { "actionOpenTour", tr("Open &Tour...") },
        { "actionRecordScene", tr("Record Tour Sc&ene...") },
        { "actionSaveTour", tr("Save Tour As...") },
        { "actionPresent", tr("&Present") },
    };
    for (const auto& [name, text] : actions) {
        if (auto* action = findChild<QAction*>(QLatin1String(name)))
            action->setText(text);
    }
    // The undo stack's actions prefix the command's own text; they refresh on the next change.
    // Export › Chart names the charts by their titles, which the results panel retranslates
    // after this window (children hear of the change after their parent): take them then.
    QTimer::singleShot(0, this, [this] {
        const QList<QChartView*> charts = m_resultsPanel->charts();
        for (int i = 0; i < charts.size(); ++i) {
            if (auto* action = findChild<QAction*>(QStringLiteral("actionExportChart%1").arg(i)))
                action->setText(charts[i]->chart()->title());
        }
    });

    const std::pair<const char*, QString> tabs[] = {
        { "startPanel", tr("Start") },
        { "resultsPanel", tr("Compare") },
        { "systolicView", tr("Systolic array") },
        { "simtView", tr("SIMT (GPU)") },
        { "sideBySideView", tr("Systolic vs SIMT") },
    };
    for (const auto& [name, text] : tabs) {
        const int index = m_tabs->indexOf(m_tabs->findChild<QWidget*>(QLatin1String(name)));
        if (index >= 0)
            m_tabs->setTabText(index, text);
    }
    const std::pair<const char*, QString> docks[] = {
        { "workloadDock", tr("Workload") },
        { "devicesDock", tr("Devices") },
        { "operatorsDock", tr("Operators") },
        { "explanationDock", tr("Explanation") },
        { "tourDock", tr("Tour") },
        { "tourDock", tr("Tour") },
    };
    for (const auto& [name, text] : docks) {
        if (auto* dock = findChild<QDockWidget*>(QLatin1String(name)))
            dock->setWindowTitle(text);
    }
    m_statusLabel->setText(tr("Tensorscope %1 - ready").arg(versionString()));
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

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
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

bool MainWindow::openWorkspace(const QString& path, QString* error)
{
    const WorkspaceLoadResult loaded = WorkspaceFile::load(path);
    if (!loaded.workspace) {
        if (error)
            *error = describeProblems(path, loaded.diagnostics);
        return false;
    }
    m_document->reset(*loaded.workspace, QFileInfo(path).absoluteFilePath());
    m_controller->recomputeNow();
    rememberFile(m_document->filePath());
    return true;
}

bool MainWindow::saveWorkspace(const QString& path, QString* error)
{
    Workspace workspace = m_document->workspace();
    workspace.selectedOperator = m_operatorPanel->selectedOperator();
    const QString problem = WorkspaceFile::save(workspace, path);
    if (!problem.isEmpty()) {
        if (error)
            *error = tr("Cannot save '%1': %2").arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    m_document->setSelectedOperator(workspace.selectedOperator);
    m_document->markSaved(QFileInfo(path).absoluteFilePath());
    rememberFile(m_document->filePath());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void MainWindow::newWorkspace()
{
    m_document->reset(Workspace::defaultWorkspace());
    m_controller->recomputeNow();
}

bool MainWindow::exportResults(const QString& path, QString* error)
{
    const QString problem = ResultsExport::save(m_controller->comparison(), path);
    if (!problem.isEmpty() && error)
        *error = tr("Cannot export '%1': %2").arg(QDir::toNativeSeparators(path), problem);
    return problem.isEmpty();
}

bool MainWindow::exportChart(int chart, const QString& path, QString* error)
{
    const QList<QChartView*> charts = m_resultsPanel->charts();
    if (chart < 0 || chart >= charts.size()) {
        if (error)
            *error = tr("No chart %1").arg(chart);
        return false;
    }
    const QString problem = ChartExport::save(charts[chart], path);
    if (!problem.isEmpty() && error)
        *error = tr("Cannot export '%1': %2").arg(QDir::toNativeSeparators(path), problem);
    return problem.isEmpty();
}

std::optional<QString> MainWindow::createWhatIfDevice(
    const QString& baseId, const WhatIfChanges& changes, QString* error)
{
    return m_controller->createWhatIfDevice(baseId, changes, error);
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
    if (const auto id = createWhatIfDevice(baseId, dialog.changes(), &error))
        statusBar()->showMessage(tr("Added what-if device %1").arg(*id), 6000);
    else
        QMessageBox::warning(this, tr("What-if Device"), error);
}

QString MainWindow::feedSimtView(const QString& opName)
{
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
            if (!openWorkspace(path, &error))
                QMessageBox::warning(this, tr("Open Workspace"), error);
        });
    }
    m_recentMenu->setEnabled(!paths.isEmpty());
}

bool MainWindow::confirmDiscard()
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
    if (!openWorkspace(path, &error))
        QMessageBox::warning(this, tr("Open Workspace"), error);
}

void MainWindow::save()
{
    if (m_document->filePath().isEmpty()) {
        saveAsDialog();
        return;
    }
    QString error;
    if (!saveWorkspace(m_document->filePath(), &error))
        QMessageBox::warning(this, tr("Save Workspace"), error);
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
    if (!saveWorkspace(path, &error))
        QMessageBox::warning(this, tr("Save Workspace"), error);
}

void MainWindow::exportResultsDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Results"), QString(), tr("CSV (*.csv);;JSON (*.json);;Markdown (*.md)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportResults(path, &error))
        QMessageBox::warning(this, tr("Export Results"), error);
}

void MainWindow::exportChartDialog(int chart)
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), QString(), tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportChart(chart, path, &error))
        QMessageBox::warning(this, tr("Export Chart"), error);
}

QString MainWindow::lastWorkspacePath() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/last-workspace.json");
}

void MainWindow::restoreLastWorkspace()
{
    const WorkspaceLoadResult last = WorkspaceFile::load(lastWorkspacePath());
    if (!last.workspace)
        return;
    m_document->reset(*last.workspace, m_settings->lastWorkspaceFile());
    if (m_settings->lastWorkspaceModified())
        m_document->undoStack()->resetClean();
    m_controller->recomputeNow();
}

void MainWindow::offerRecovery(DeveloperOptions::RecoveryAnswer answer)
{
    if (!m_autosave)
        return;
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

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_settings) {
        m_settings->setMainWindowGeometry(saveGeometry());
        m_settings->setMainWindowState(saveState());
        // The workspace as it is, saved or not, so the next start continues from here.
        Workspace workspace = m_document->workspace();
        workspace.selectedOperator = m_operatorPanel->selectedOperator();
        QDir().mkpath(QFileInfo(lastWorkspacePath()).absolutePath());
        if (WorkspaceFile::save(workspace, lastWorkspacePath()).isEmpty()) {
            m_settings->setLastWorkspaceFile(m_document->filePath());
            m_settings->setLastWorkspaceModified(m_document->isModified());
            m_autosave->discard();
        }
    }
    event->accept();
}

} // namespace ts
