// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workspaceeditcommand.h"

#include "workspacedocument.h"

namespace ts {

WorkspaceEditCommand::WorkspaceEditCommand(WorkspaceDocument* document, Workspace before,
    Workspace after, const QString& text, int mergeId)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_mergeId(mergeId)
{ }

void WorkspaceEditCommand::undo()
{
    m_document->apply(m_before);
}

void WorkspaceEditCommand::redo()
{
    m_document->apply(m_after);
}

bool WorkspaceEditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* edit = static_cast<const WorkspaceEditCommand*>(other);
    if (edit->m_mergeId != m_mergeId || m_mergeId <= 0)
        return false;
    m_after = edit->m_after;
    return true;
}

} // namespace ts
