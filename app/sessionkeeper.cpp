// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "sessionkeeper.h"

#include "appsettings.h"
#include "models/workspacedocument.h"
#include "panels/workspacecontroller.h"
#include "session/workspacefile.h"
#include "style/plaintext.h"
#include "workspaceautosave.h"

#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QUndoStack>

namespace ts {

SessionKeeper::SessionKeeper(AppSettings* settings, WorkspaceDocument* document,
    WorkspaceController* controller, QMainWindow* window)
    : QObject(window)
    , m_settings(settings)
    , m_document(document)
    , m_controller(controller)
    , m_window(window)
{ }

void SessionKeeper::restore()
{
    restoreLastWorkspace();
    const QByteArray state = m_settings->mainWindowState();
    if (!state.isEmpty())
        m_window->restoreState(state);
    m_autosave = new WorkspaceAutosave(m_document, WorkspaceAutosave::defaultPath(), m_window);
    // Only a save that succeeded makes the recovery file redundant.
    connect(m_controller, &WorkspaceController::saved, m_autosave, &WorkspaceAutosave::discard);
    if (const auto& unreadable = m_autosave->unreadable())
        reportUnreadable(unreadable->path, unreadable->keptAs, unreadable->diagnostics);
}

QString SessionKeeper::lastWorkspacePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/last-workspace.json");
}

void SessionKeeper::reportUnreadable(
    const QString& path, const QString& keptAs, const io::Diagnostics& diagnostics)
{
    const QString problems = WorkspaceController::describeProblems(path, diagnostics);
    m_startupProblems << (keptAs.isEmpty()
            //: %1 says which file could not be read and why (several lines)
            ? tr("%1\nThe file is left as it is and will not be overwritten.").arg(problems)
            //: %1 says which file could not be read and why (several lines), %2 is a file path
            : tr("%1\nThe file is kept as '%2'.").arg(problems, QDir::toNativeSeparators(keptAs)));
}

void SessionKeeper::restoreLastWorkspace()
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

void SessionKeeper::offerRecovery(DeveloperOptions::RecoveryAnswer answer)
{
    if (!m_autosave)
        return;
    if (!m_startupProblems.isEmpty() && answer == DeveloperOptions::RecoveryAnswer::Ask)
        PlainText::warning(
            m_window, tr("Unreadable Workspace"), m_startupProblems.join(QStringLiteral("\n\n")));
    const std::optional<Workspace> recovered = WorkspaceAutosave::recoverable(m_autosave->path());
    if (!recovered)
        return;
    bool recover = answer == DeveloperOptions::RecoveryAnswer::Recover;
    if (answer == DeveloperOptions::RecoveryAnswer::Ask) {
        recover = QMessageBox::question(m_window, tr("Recover Workspace"),
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

bool SessionKeeper::save(QString* error, bool discardEdits)
{
    m_settings->setMainWindowGeometry(m_window->saveGeometry());
    m_settings->setMainWindowState(m_window->saveState());
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

void SessionKeeper::setSaveFailedPrompt(std::function<SaveFailedAnswer(const QString&)> prompt)
{
    m_saveFailedPrompt = std::move(prompt);
}

bool SessionKeeper::saveForClose(bool discardEdits)
{
    QString error;
    while (!save(&error, discardEdits)) {
        const SaveFailedAnswer answer = askSaveFailed(error);
        if (answer == SaveFailedAnswer::CancelClose)
            return false;
        if (answer == SaveFailedAnswer::Discard) {
            // Closing anyway: the user chose to lose the changes, so no recovery offer
            // should bring them back at the next start.
            m_autosave->discard();
            break;
        }
    }
    return true;
}

SessionKeeper::SaveFailedAnswer SessionKeeper::askSaveFailed(const QString& error)
{
    if (m_saveFailedPrompt)
        return m_saveFailedPrompt(error);
    // The error quotes a path and a reason: plain text, set after the format.
    QMessageBox box(
        QMessageBox::Warning, tr("Save Failed"), QString(), QMessageBox::NoButton, m_window);
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

} // namespace ts
