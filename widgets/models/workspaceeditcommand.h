// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/workspace.h"

#include <QUndoCommand>

namespace ts {

class WorkspaceDocument;

/// One undoable edit of a workspace, stored as the value before and after (workspaces are
/// small). Edits with the same non-zero merge id merge, so dragging a slider is one undo step.
class WorkspaceEditCommand : public QUndoCommand
{
public:
    WorkspaceEditCommand(WorkspaceDocument* document, Workspace before, Workspace after,
        const QString& text, int mergeId);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId > 0 ? m_mergeId : -1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    WorkspaceDocument* m_document;
    Workspace m_before;
    Workspace m_after;
    int m_mergeId;
};

} // namespace ts
