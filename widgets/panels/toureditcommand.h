// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/touredit.h"

#include <QString>
#include <QUndoCommand>

namespace ts {

class TourEditor;

/// One edit of the tour in the TourEditor: the tour before and after, and the scene selected
/// then; redo() and undo() show one or the other. Typing into one field in one language
/// (`merge`, the same `ref` and `language`) merges into the command before it, and a merge
/// that gives back the tour before makes the command obsolete.
class TourEditCommand : public QUndoCommand
{
public:
    TourEditCommand(TourEditor* editor, Tour before, int sceneBefore, Tour after, int sceneAfter,
        const QString& text, const TourTextRef& ref, const QString& language, bool merge);

    void redo() override;
    void undo() override;
    int id() const override { return m_merge ? 1 : -1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    TourEditor* m_editor;
    Tour m_before;
    Tour m_after;
    int m_sceneBefore;
    int m_sceneAfter;
    TourTextRef m_ref;
    QString m_language;
    bool m_merge;
};

} // namespace ts
