// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "selectioncontroller.h"

#include "panels/explainpanel.h"
#include "panels/operatorpanel.h"
#include "panels/workspacecontroller.h"
#include "viewfeeder.h"

#include <QComboBox>
#include <QTextBrowser>

namespace ts {

SelectionController::SelectionController(WorkspaceController* controller, OperatorPanel* operators,
    ExplainPanel* explainPanel, ViewFeeder* views, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
    , m_operators(operators)
    , m_explainPanel(explainPanel)
    , m_views(views)
{
    connect(
        m_controller, &WorkspaceController::operatorSelected, this, &SelectionController::select);
    // Rebuilding the walk-through costs about 3 ms, which put a slider's edit over its 16 ms
    // frame: it follows once the edits settle (100 ms), as the chip curves do (200 ms).
    m_explanationTimer.setSingleShot(true);
    m_explanationTimer.setInterval(100);
    connect(&m_explanationTimer, &QTimer::timeout, this, &SelectionController::refreshExplanation);
    connect(m_controller, &WorkspaceController::comparisonUpdated, &m_explanationTimer,
        qOverload<>(&QTimer::start));
    // OperatorPanel's own handler, connected first, has re-filled the table for the device.
    connect(m_operators->deviceBox(), &QComboBox::activated, this,
        &SelectionController::refreshExplanation);
}

void SelectionController::select(const QString& name, const QString& explanation,
    const std::optional<GemmShape>& shape, const QString& note)
{
    // The selection a window starts with explains itself but leaves the views on their own
    // introductory GEMMs; a user's selection drives them.
    m_selectionHintShown = !m_viewsFollowSelection;
    if (!m_viewsFollowSelection) {
        m_operators->setNote(selectionHint());
        if (!explainOperator(name))
            m_explainPanel->browser()->setHtml(explanation);
        return;
    }
    const QString notes = shape ? m_views->showOperator(name, *shape, note) : note;
    if (!explainOperator(name, notes))
        m_explainPanel->browser()->setHtml(
            explanation + QStringLiteral("<p>%1</p>").arg(notes.toHtmlEscaped()));
    emit operatorShown(notes);
}

bool SelectionController::explainOperator(const QString& name, const QString& note)
{
    m_explainedNote = note;
    const std::optional<OpWalkthrough> walkthrough = m_controller->walkthrough(name);
    if (walkthrough)
        m_explainPanel->showWalkthrough(*walkthrough, note);
    return walkthrough.has_value();
}

void SelectionController::refreshExplanation()
{
    // The same operator, explained again from the results now: a new batch, sequence, device
    // set or "Operator times on" device must never leave the old figures on screen (issue 19).
    const QString name = m_controller->selectedOperator();
    if (!name.isEmpty())
        explainOperator(name, m_explainedNote);
}

void SelectionController::retranslate()
{
    if (m_selectionHintShown)
        m_operators->setNote(selectionHint());
    explainOperator(m_operators->selectedOperator());
}

QString SelectionController::selectionHint()
{
    return tr("Select an operator to show its GEMM in the systolic and SIMT views.");
}

} // namespace ts
