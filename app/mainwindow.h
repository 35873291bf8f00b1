// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "developeroptions.h"
#include "models/whatifdevice.h"
#include "models/workspace.h"
#include "style/theme.h"

#include <QMainWindow>

class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTextBrowser;

namespace ts {

class AppSettings;
class DevicePickerPanel;
class ExplainPanel;
class OperatorPanel;
class PresentationController;
class ResultsPanel;
class SimtView;
class SystolicView;
class TourPanel;
class TourPlayer;
class WorkloadPanel;
class WorkspaceAutosave;
class WorkspaceController;
class WorkspaceDocument;

/// The application window: the comparison workspace (workload, devices and operators docks,
/// the results tab, the explanation pane), the systolic view, menus and status bar.
///
/// The window does not touch settings unless given an AppSettings (the interactive app does;
/// `tensorscope screenshot` and tests do not), so rendering it never changes a user's files.
/// With settings it restores the last workspace, dock layout and geometry, keeps recent files
/// and autosaves unsaved edits.
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
    QTextBrowser* explanationView() const { return m_explanation; }
    /// The Explanation dock: hovered derivations and the selected operator's walk-through.
    ExplainPanel* explainPanel() const { return m_explainPanel; }
    /// Guided tours (File › Open Tour) and their caption panel.
    TourPlayer* tourPlayer() const { return m_tourPlayer; }
    TourPanel* tourPanel() const { return m_tourPanel; }
    /// Presentation mode (F5, View › Present).
    PresentationController* presentation() const { return m_presentation; }
    SystolicView* systolicView() const { return m_systolic; }
    SimtView* simtView() const { return m_simt; }
    /// Null when the window has no settings.
    WorkspaceAutosave* autosave() const { return m_autosave; }

    /// File › Open without dialogs: on any error returns false with a message naming the file
    /// and the problems, and leaves the open workspace untouched.
    bool openWorkspace(const QString& path, QString* error = nullptr);
    /// File › Save As without dialogs (atomic write).
    bool saveWorkspace(const QString& path, QString* error = nullptr);
    /// File › New: the first-run workspace, untitled and unmodified.
    void newWorkspace();
    /// Export › Results as CSV, JSON or Markdown (by suffix).
    bool exportResults(const QString& path, QString* error = nullptr);
    /// Export › a chart (index into ResultsPanel::charts()) as PNG or SVG (by suffix).
    bool exportChart(int chart, const QString& path, QString* error = nullptr);
    /// Duplicate-and-edit without the dialog: writes a what-if copy of `baseId` to the user
    /// catalog folder, reloads the catalog and ticks the copy (an undoable edit). Returns the
    /// new id, or nothing with the reason in `error`. Needs settings (a user folder).
    std::optional<QString> createWhatIfDevice(
        const QString& baseId, const WhatIfChanges& changes, QString* error = nullptr);

public slots:
    /// Switches the application's palette; persisted when the window has settings.
    void setTheme(ts::Theme::Kind kind);
    /// Switches the user interface language without a restart (a locale name such as "de" or
    /// "zh_CN"; empty: the system's) and persists it when the window has settings.
    void setLanguage(const QString& localeName);
    /// Edit › Preferences: the language chooser.
    void showPreferences();
    void showAbout();
    /// Interactive start-up: when an autosave from a session that did not end cleanly exists,
    /// asks whether to recover it (or takes `answer` without asking, for tests). A recovered
    /// workspace stays unsaved and stays in the recovery file until it is saved or the app
    /// exits normally, so a second crash does not lose it either.
    void offerRecovery(
        ts::DeveloperOptions::RecoveryAnswer answer = DeveloperOptions::RecoveryAnswer::Ask);

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
    /// Shows operator `name`'s walk-through on the operator table's device; false when the
    /// estimate has no such operator.
    bool explainOperator(const QString& name, const QString& note = {});
    /// Sets every text the window itself owns (menus, actions, tabs, docks, status bar) in the
    /// current language; the panels retranslate themselves on QEvent::LanguageChange.
    void retranslate();
    /// The operator panel's note before the user's first selection.
    static QString selectionHint();
    void restoreWindowState();
    void restoreLastWorkspace();
    void updateTitle();
    void updateRecentMenu();
    void rememberFile(const QString& path);
    bool confirmDiscard();
    void openDialog();
    void save();
    void saveAsDialog();
    void exportResultsDialog();
    void exportChartDialog(int chart);
    QString lastWorkspacePath() const;
    void whatIfDialog(const QString& baseId);
    /// Shows operator `opName`'s GEMM (scaled down to kSimtMaxSide a side) in the SIMT view, on
    /// the operator table's device when the view offers it; returns the scaling note.
    QString feedSimtView(const QString& opName);
    static constexpr int kSimtMaxSide = 2048;

    AppSettings* m_settings = nullptr;
    Theme::Kind m_theme = Theme::Kind::Light;
    QActionGroup* m_themeGroup = nullptr;
    QLabel* m_statusLabel = nullptr;
    QTabWidget* m_tabs = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    WorkspaceDocument* m_document = nullptr;
    WorkspaceController* m_controller = nullptr;
    WorkspaceAutosave* m_autosave = nullptr;
    WorkloadPanel* m_workloadPanel = nullptr;
    DevicePickerPanel* m_devicePicker = nullptr;
    OperatorPanel* m_operatorPanel = nullptr;
    ResultsPanel* m_resultsPanel = nullptr;
    QTextBrowser* m_explanation = nullptr;
    ExplainPanel* m_explainPanel = nullptr;
    TourPanel* m_tourPanel = nullptr;
    TourPlayer* m_tourPlayer = nullptr;
    PresentationController* m_presentation = nullptr;
    SystolicView* m_systolic = nullptr;
    SimtView* m_simt = nullptr;
    bool m_viewsFollowSelection = false;
    /// The operator panel shows selectionHint() (no user selection yet).
    bool m_selectionHintShown = false;
    QList<QDockWidget*> m_docks;
    /// Where user catalog files (what-if devices) live; empty without settings.
    QString m_userCatalogFolder;
};

} // namespace ts
