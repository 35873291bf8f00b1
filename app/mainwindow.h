// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "developeroptions.h"
#include "io/localizedtext.h"
#include "session/workspace.h"
#include "sessionkeeper.h"
#include "style/theme.h"

#include <QDialog>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>
#include <functional>
#include <memory>
#include <vector>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTextBrowser;

namespace ts {

class ActionRegistry;
class AppSettings;
class ChartMenus;
class ClaimsController;
class DevicePickerPanel;
class ExplainPanel;
class ClipDialogs;
class HandoutDialogs;
class OperatorPanel;
class PresentableView;
class ClaimsPanel;
class PresentationController;
class PresenterConsoleController;
class ResultsPanel;
class SelectionController;
class SideBySideView;
class SimtView;
class StartPanel;
class SystolicView;
class TourEditorController;
class TourPanel;
class TourPlayer;
class ViewFeeder;
class WorkloadPanel;
class WorkspaceAutosave;
class WorkspaceController;
class WorkspaceDialogs;
class WorkspaceDocument;

/// The application window: the comparison workspace (workload, devices and operators docks,
/// the results tab, the explanation pane), the systolic view, menus and status bar.
///
/// The window does not touch settings unless given an AppSettings (the interactive app does;
/// `tensorscope screenshot` and tests do not), so rendering it never changes a user's files.
/// With settings it restores the last workspace, dock layout and geometry, keeps recent files
/// and autosaves unsaved edits.
///
/// The window is a shell: its actions and texts live in an ActionRegistry, the workspace logic
/// (open, save, export, what-if devices) in the WorkspaceController and the questions it asks
/// in WorkspaceDialogs, what the animated views show in the ViewFeeder, the Claims page's runs
/// in the ClaimsController, what is kept for the next start in the SessionKeeper, tours in the
/// TourPlayer and presentation mode in the PresentationController; it places them.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(AppSettings* settings = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    Theme::Kind theme() const { return m_theme; }
    /// The workspace tabs (start page, comparison, systolic array, ...).
    QTabWidget* tabs() const { return m_tabs; }

    WorkspaceDocument* document() const { return m_document; }
    WorkspaceController* workspaceController() const { return m_controller; }
    WorkloadPanel* workloadPanel() const { return m_workloadPanel; }
    DevicePickerPanel* devicePicker() const { return m_devicePicker; }
    OperatorPanel* operatorPanel() const { return m_operatorPanel; }
    ResultsPanel* resultsPanel() const { return m_resultsPanel; }
    /// The Claims page (issue 22).
    ClaimsPanel* claimsPanel() const { return m_claimsPanel; }
    /// Runs the claims on the workspace's comparison now (once for each comparison), as the
    /// page does once edits settle while shown.
    void refreshClaims();
    /// Guided tours (File › Open Tour).
    TourPlayer* tourPlayer() const { return m_tourPlayer; }
    /// File › Edit Tour: the tour editor's dock.
    TourEditorController* tourEditor() const { return m_tourEditor; }
    /// File › Export Handout: a tour as a PDF.
    HandoutDialogs* handoutDialogs() const { return m_handoutDialogs; }
    /// File › Export Clip.
    ClipDialogs* clipDialogs() const { return m_clipDialogs; }
    /// Presentation mode (F5, View › Present).
    PresentationController* presentation() const { return m_presentation; }
    /// The presenter console (View › Presenter Console; opens itself when presenting on two
    /// screens).
    PresenterConsoleController* presenterConsole() const { return m_presenterConsole; }
    ActionRegistry* actions() const { return m_actions; }
    /// Null when the window has no settings.
    WorkspaceAutosave* autosave() const { return m_session ? m_session->autosave() : nullptr; }
    /// Files found at start that could not be read (the last workspace, the recovery file):
    /// one message each, naming the file, where it is kept and why it could not be read. Shown in
    /// the status bar, and by offerRecovery() when it asks.
    QStringList startupProblems() const
    {
        return m_session ? m_session->startupProblems() : QStringList();
    }

    /// What closing does when writing the workspace for the next start fails.
    using SaveFailedAnswer = SessionKeeper::SaveFailedAnswer;
    /// Replaces the "Save failed" question on close (tests); empty: ask with a message box.
    /// The function gets the error message.
    void setSaveFailedPrompt(std::function<SaveFailedAnswer(const QString&)> prompt)
    {
        if (m_session)
            m_session->setSaveFailedPrompt(std::move(prompt));
    }
    /// Whether closing the window (File › Quit) asks about unsaved changes as New and Open do:
    /// Save, Discard or Cancel. On by default; off, closing keeps the unsaved edits for the next
    /// start without asking (the developer options' --quit-after-ms, tests of that path).
    void setAskAboutUnsavedChanges(bool ask) { m_askAboutUnsavedChanges = ask; }
    /// File › Import Model after its file dialog: imports `path` and says what went wrong, or
    /// what the import left out, in a message box (plain text: the config's names are shown,
    /// never laid out).
    void importModelFile(const QString& path);

public slots:
    /// Switches the application's palette; persisted when the window has settings.
    void setTheme(ts::Theme::Kind kind);
    /// Switches the user interface language without a restart (a locale name such as "de" or
    /// "zh_CN"; empty: the system's) and persists it when the window has settings.
    void setLanguage(const QString& localeName);
    /// Edit › Preferences: the language chooser.
    void showPreferences();
    void showAbout();
    /// Help › Keyboard Shortcuts: the shortcuts of the window's actions as they are set now.
    void showShortcuts();
    /// Help › Documentation: where the documentation is (the app installs none).
    void showDocumentation();
    /// Help › Accuracy: the validation figures the comparison's bands come from (modeless).
    void showAccuracy();
    /// The open Help › Accuracy dialog, if any (tests).
    QDialog* accuracyDialog() const { return m_accuracyDialog; }
    /// Interactive start-up: when an autosave from a session that did not end cleanly exists,
    /// asks whether to recover it (or takes `answer` without asking, for tests). A recovered
    /// workspace stays unsaved and stays in the recovery file until it is saved or the app
    /// exits normally, so a second crash does not lose it either.
    void offerRecovery(
        ts::DeveloperOptions::RecoveryAnswer answer = DeveloperOptions::RecoveryAnswer::Ask)
    {
        if (m_session)
            m_session->offerRecovery(answer);
    }

signals:
    void themeChanged(ts::Theme::Kind kind);
    /// offerRecovery() found an autosaved workspace; `recovered` says whether it was taken.
    void recoveryOffered(bool recovered);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createWorkspace();
    void createMenus();
    void createTours();
    /// The Start page's cards: the workload editor, the device picker, the guided tours.
    void connectStartPanel(StartPanel* start);
    /// After a language switch: the texts that depend on the results (the registry has set the
    /// window's own texts; the panels retranslate themselves).
    void retranslate();
    void updateTitle();

    SideBySideView* m_sideBySide = nullptr;
    AppSettings* m_settings = nullptr;
    ActionRegistry* m_actions = nullptr;
    bool m_askAboutUnsavedChanges = true;
    /// The animated tabs as presentation mode and tours drive them.
    std::vector<std::unique_ptr<PresentableView>> m_presentables;
    Theme::Kind m_theme = Theme::Kind::Light;
    QActionGroup* m_themeGroup = nullptr;
    QLabel* m_statusLabel = nullptr;
    QTabWidget* m_tabs = nullptr;
    WorkspaceDocument* m_document = nullptr;
    WorkspaceController* m_controller = nullptr;
    WorkspaceDialogs* m_dialogs = nullptr;
    /// Null when the window has no settings.
    SessionKeeper* m_session = nullptr;
    ViewFeeder* m_viewFeeder = nullptr;
    SelectionController* m_selection = nullptr;
    ClaimsController* m_claims = nullptr;
    ChartMenus* m_chartMenus = nullptr;
    WorkloadPanel* m_workloadPanel = nullptr;
    DevicePickerPanel* m_devicePicker = nullptr;
    OperatorPanel* m_operatorPanel = nullptr;
    ResultsPanel* m_resultsPanel = nullptr;
    QTextBrowser* m_explanation = nullptr;
    ExplainPanel* m_explainPanel = nullptr;
    TourPanel* m_tourPanel = nullptr;
    TourPlayer* m_tourPlayer = nullptr;
    TourEditorController* m_tourEditor = nullptr;
    HandoutDialogs* m_handoutDialogs = nullptr;
    ClipDialogs* m_clipDialogs = nullptr;
    /// File › Guided Tours: each entry and its tour's title, shown in the interface's language.
    QList<std::pair<QAction*, io::LocalizedText>> m_builtinTourActions;
    PresentationController* m_presentation = nullptr;
    PresenterConsoleController* m_presenterConsole = nullptr;
    SystolicView* m_systolic = nullptr;
    SimtView* m_simt = nullptr;
    QPointer<QDialog> m_accuracyDialog;
    ClaimsPanel* m_claimsPanel = nullptr;
    QList<QDockWidget*> m_docks;
};

} // namespace ts
