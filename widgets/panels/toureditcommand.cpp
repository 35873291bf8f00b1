// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "toureditcommand.h"

#include "toureditor.h"

namespace ts {

TourEditCommand::TourEditCommand(TourEditor* editor, Tour before, int sceneBefore, Tour after,
    int sceneAfter, const QString& text, const TourTextRef& ref, const QString& language,
    bool merge)
    : QUndoCommand(text)
    , m_editor(editor)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_sceneBefore(sceneBefore)
    , m_sceneAfter(sceneAfter)
    , m_ref(ref)
    , m_language(language)
    , m_merge(merge)
{ }

// A typed text changes no scene's picture: the editor keeps its picture keys.
void TourEditCommand::redo()
{
    m_editor->apply(m_after, m_sceneAfter, !m_merge);
}

void TourEditCommand::undo()
{
    m_editor->apply(m_before, m_sceneBefore, !m_merge);
}

bool TourEditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const TourEditCommand*>(other);
    if (!next->m_merge || !(next->m_ref == m_ref) || next->m_language != m_language)
        return false;
    m_after = next->m_after;
    m_sceneAfter = next->m_sceneAfter;
    // Typed and taken back: no command left.
    setObsolete(m_after == m_before);
    return true;
}

} // namespace ts
