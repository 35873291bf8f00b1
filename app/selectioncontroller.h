// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/gemmshape.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <optional>

namespace ts {

class ExplainPanel;
class OperatorPanel;
class ViewFeeder;
class WorkspaceController;

/// What selecting an operator does: the Explanation pane walks through its estimate (again
/// whenever the results change), and a user's selection drives the animated views through the
/// ViewFeeder. The selection a window starts with explains itself but leaves the views on their
/// own introductory GEMMs, with a hint in the operator panel, until setViewsFollowSelection().
class SelectionController : public QObject
{
    Q_OBJECT

public:
    SelectionController(WorkspaceController* controller, OperatorPanel* operators,
        ExplainPanel* explainPanel, ViewFeeder* views, QObject* parent);

    /// On: each selection from now on drives the views (the window turns it on once built).
    void setViewsFollowSelection(bool follow) { m_viewsFollowSelection = follow; }
    /// After a language switch, once the results are rebuilt: the hint and the explanation of
    /// the selected operator again (without re-driving the views).
    void retranslate();
    /// The operator panel's note before the user's first selection.
    static QString selectionHint();

signals:
    /// A user's selection went to the views; `notes` say how each shows it (status bar).
    void operatorShown(const QString& notes);

private:
    void select(const QString& name, const QString& explanation,
        const std::optional<GemmShape>& shape, const QString& note);
    /// Shows operator `name`'s walk-through on the operator table's device; false when the
    /// estimate has no such operator.
    bool explainOperator(const QString& name, const QString& note = {});
    /// Explains the selected operator again from the current results (explainOperator with
    /// the note it was last given).
    void refreshExplanation();

    WorkspaceController* m_controller;
    OperatorPanel* m_operators;
    ExplainPanel* m_explainPanel;
    ViewFeeder* m_views;
    bool m_viewsFollowSelection = false;
    /// The operator panel shows selectionHint() (no user selection yet).
    bool m_selectionHintShown = false;
    QString m_explainedNote; ///< the note explainOperator() was last given
    QTimer m_explanationTimer; ///< refreshExplanation() once the edits settle
};

} // namespace ts
