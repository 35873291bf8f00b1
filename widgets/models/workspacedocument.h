// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/workspace.h"

#include <QObject>
#include <QUndoStack>

namespace ts {

/// The open workspace: its current value, the file it belongs to and the undo history of every
/// edit. Edits go through setWorkload() / setDeviceIds(), which push a WorkspaceEditCommand, so
/// undo and redo restore exactly the previous value. "Modified" is the undo stack's clean state.
class WorkspaceDocument : public QObject
{
    Q_OBJECT

public:
    /// Undo-merge ids: consecutive edits with the same id (a slider being dragged) merge into
    /// one undo step. 0 never merges.
    enum MergeId { NoMerge = 0, FirstParameterMergeId = 100 };
    /// Undo steps kept. Each holds two workspaces (about 2 KB); without a bound a window left
    /// running for days in a classroom grows with every edit. A slider drag is one step, so
    /// 500 steps is an afternoon of editing.
    static constexpr int kUndoLimit = 500;

    explicit WorkspaceDocument(QObject* parent = nullptr);
    /// Emits nothing while going: the undo stack's destruction cleans it, which is not a save.
    ~WorkspaceDocument() override;

    const Workspace& workspace() const { return m_workspace; }
    QUndoStack* undoStack() { return &m_undoStack; }
    QString filePath() const { return m_filePath; }
    bool isModified() const { return !m_undoStack.isClean(); }

    /// An undoable edit of the workload; `text` names it in the Edit menu.
    void setWorkload(const WorkloadSpec& spec, const QString& text, int mergeId = NoMerge,
        const QString& presetId = QString());
    /// An undoable change of the ticked devices.
    void setDeviceIds(const QStringList& ids);
    /// An undoable edit of the job (chips, split, tokens); `text` names it in the Edit menu.
    void setJob(const scaling::JobSpec& job, const QString& text, int mergeId = NoMerge);
    /// View state: saved with the file, not an undo step.
    void setSelectedOperator(const QString& name);

    /// Replaces everything (File › New/Open): clears the history and marks the document clean.
    void reset(const Workspace& workspace, const QString& filePath = QString());
    /// After a successful save: remembers the path and marks the current state clean.
    void markSaved(const QString& filePath);

    /// Used by WorkspaceEditCommand: sets the value and notifies.
    void apply(const Workspace& workspace);

signals:
    /// The workspace value changed (an edit, undo, redo or reset).
    void workspaceChanged();
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    Workspace m_workspace;
    QString m_filePath;
    QUndoStack m_undoStack;
};

} // namespace ts
