// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "developeroptions.h"
#include "io/diagnostic.h"
#include "io/filestamp.h"

#include <QObject>
#include <QStringList>
#include <functional>

class QMainWindow;

namespace ts {

class AppSettings;
class WorkspaceAutosave;
class WorkspaceController;
class WorkspaceDocument;

/// What the interactive window keeps from one start to the next: the last workspace (saved or
/// not) and the window's layout, and the recovery file of unsaved edits (WorkspaceAutosave)
/// with the offer to recover it after a session that did not end cleanly. Files that cannot be
/// read are never overwritten: they are set aside and named in startupProblems().
class SessionKeeper : public QObject
{
    Q_OBJECT

public:
    /// What closing does when writing the workspace for the next start fails.
    enum class SaveFailedAnswer { Retry, Discard, CancelClose };

    /// `window` is the window whose layout is kept and the parent of the questions asked.
    SessionKeeper(AppSettings* settings, WorkspaceDocument* document,
        WorkspaceController* controller, QMainWindow* window);

    /// At start: the last workspace and the window's layout, then the autosave of this
    /// session's unsaved edits (a child of the window).
    void restore();
    /// Null before restore().
    WorkspaceAutosave* autosave() const { return m_autosave; }
    /// Files found at start that could not be read, one message each (MainWindow).
    QStringList startupProblems() const { return m_startupProblems; }
    /// Asks whether to recover an autosave from a session that did not end cleanly, or takes
    /// `answer` without asking (MainWindow::offerRecovery).
    void offerRecovery(DeveloperOptions::RecoveryAnswer answer);
    /// Writes the workspace, saved or not, and the window layout for the next start; false
    /// with the reason in `error` when the workspace could not be written. With `discardEdits`
    /// the next start continues from the saved file (or a new workspace) instead of the
    /// unsaved edits.
    bool save(QString* error, bool discardEdits);
    /// At close: save(), asking Retry, Discard or Cancel while it fails. False when the user
    /// cancelled the close; after Discard the recovery file is dropped too (the user chose to
    /// lose the changes, so no recovery offer brings them back at the next start).
    bool saveForClose(bool discardEdits);
    /// Replaces the "Save failed" question (tests); empty: ask with a message box. The
    /// function gets the error message.
    void setSaveFailedPrompt(std::function<SaveFailedAnswer(const QString&)> prompt);

signals:
    /// offerRecovery() found an autosaved workspace; `recovered` says whether it was taken.
    void recoveryOffered(bool recovered);

private:
    static QString lastWorkspacePath();
    SaveFailedAnswer askSaveFailed(const QString& error);
    void restoreLastWorkspace();
    void reportUnreadable(
        const QString& path, const QString& keptAs, const io::Diagnostics& diagnostics);

    AppSettings* m_settings;
    WorkspaceDocument* m_document;
    WorkspaceController* m_controller;
    QMainWindow* m_window;
    std::function<SaveFailedAnswer(const QString&)> m_saveFailedPrompt;
    WorkspaceAutosave* m_autosave = nullptr;
    QStringList m_startupProblems;
    /// The last workspace file could not be read nor moved aside: it is never overwritten.
    bool m_keepLastWorkspace = false;
    /// last-workspace.json as this window read or last wrote it.
    io::FileStamp m_lastWorkspaceStamp;
};

} // namespace ts
