// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workspacedocument.h"

#include "workspaceeditcommand.h"

namespace ts {

WorkspaceDocument::WorkspaceDocument(QObject* parent)
    : QObject(parent)
    , m_undoStack(this)
{
    m_undoStack.setUndoLimit(kUndoLimit);
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
        [this](bool clean) { emit modifiedChanged(!clean); });
}

WorkspaceDocument::~WorkspaceDocument()
{
    disconnect(&m_undoStack, nullptr, this, nullptr);
    m_undoStack.blockSignals(true);
}

void WorkspaceDocument::setWorkload(
    const WorkloadSpec& spec, const QString& text, int mergeId, const QString& presetId)
{
    if (spec == m_workspace.workload && presetId.isNull())
        return;
    Workspace after = m_workspace;
    after.workload = spec;
    if (!presetId.isNull())
        after.presetId = presetId;
    if (after == m_workspace)
        return;
    m_undoStack.push(new WorkspaceEditCommand(this, m_workspace, after, text, mergeId));
}

void WorkspaceDocument::setDeviceIds(const QStringList& ids)
{
    if (ids == m_workspace.deviceIds)
        return;
    Workspace after = m_workspace;
    after.deviceIds = ids;
    const QString text
        = ids.size() > m_workspace.deviceIds.size() ? tr("Tick device") : tr("Untick device");
    m_undoStack.push(new WorkspaceEditCommand(this, m_workspace, after, text, NoMerge));
}

void WorkspaceDocument::setJob(const scaling::JobSpec& job, const QString& text, int mergeId)
{
    if (job == m_workspace.job)
        return;
    Workspace after = m_workspace;
    after.job = job;
    m_undoStack.push(new WorkspaceEditCommand(this, m_workspace, after, text, mergeId));
}

void WorkspaceDocument::setSelectedOperator(const QString& name)
{
    if (name == m_workspace.selectedOperator)
        return;
    m_workspace.selectedOperator = name;
}

void WorkspaceDocument::reset(const Workspace& workspace, const QString& filePath)
{
    m_undoStack.clear();
    m_workspace = workspace;
    m_undoStack.setClean();
    if (filePath != m_filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
    emit modifiedChanged(false);
    emit workspaceChanged();
}

void WorkspaceDocument::markSaved(const QString& filePath)
{
    m_undoStack.setClean();
    if (filePath != m_filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
}

void WorkspaceDocument::apply(const Workspace& workspace)
{
    // View state is not part of the history: keep what the user looks at now.
    Workspace value = workspace;
    value.selectedOperator = m_workspace.selectedOperator;
    m_workspace = value;
    emit workspaceChanged();
}

} // namespace ts
