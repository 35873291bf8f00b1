// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

class QMenu;
class QWidget;

namespace ts {

class AppSettings;
class WorkspaceController;
class WorkspaceDocument;

/// The window's questions about the workspace: the file dialogs of New, Open, Open Recent,
/// Save, Save As, Import Model, Export Results and Export Chart, the unsaved-changes question
/// they share, and the What-if Device dialog. The WorkspaceController does the work; this
/// class asks the user and says what went wrong (plain text: paths and reasons are shown,
/// never laid out).
class WorkspaceDialogs : public QObject
{
    Q_OBJECT

public:
    /// `settings` (may be null) keeps the recent files; `window` is the dialogs' parent.
    WorkspaceDialogs(AppSettings* settings, WorkspaceDocument* document,
        WorkspaceController* controller, QWidget* window);

    /// File › Open Recent: filled from the settings now and after each file opened or saved.
    void setRecentMenu(QMenu* menu);
    /// Adds `path` to the recent files (with settings) and refreshes the menu.
    void rememberFile(const QString& path);

    /// Asks about unsaved changes (New, Open, Quit): Save saves and is true when the save
    /// succeeded; Discard is true and sets `discarded`; Cancel is false. True when nothing is
    /// unsaved.
    bool confirmDiscard(bool* discarded = nullptr);
    void newWorkspace();
    void openDialog();
    /// File › Import Model: a Hugging Face config.json as the workload (issue 21).
    void importModelDialog();
    /// Imports `path` and says what went wrong, or what the import left out, in a message box.
    void importModelFile(const QString& path);
    void save();
    void saveAsDialog();
    void exportResultsDialog();
    void exportChartDialog(const QString& chartId);
    /// A what-if copy of catalog device `baseId` with the changes the dialog asks for.
    void whatIfDialog(const QString& baseId);

signals:
    /// whatIfDialog() added the what-if device with catalog id `id`.
    void whatIfDeviceAdded(const QString& id);

private:
    void updateRecentMenu();

    AppSettings* m_settings;
    WorkspaceDocument* m_document;
    WorkspaceController* m_controller;
    QWidget* m_window;
    QMenu* m_recentMenu = nullptr;
};

} // namespace ts
