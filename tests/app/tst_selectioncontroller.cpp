// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// SelectionController (app/): the selection a window starts with is explained but leaves the
// animated views alone, with a hint; once the views follow, a selection drives them and says
// how; the explanation follows the results.
#include "selectioncontroller.h"
#include "viewfeeder.h"
#include "workspacerig.h"

#include "panels/explainpanel.h"
#include "session/workspace.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"

#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>

using namespace ts;

namespace {

struct SelectionRig
{
    test::WorkspaceRig workspace { Workspace::defaultWorkspace() };
    ExplainPanel explain;
    SystolicView systolic;
    SimtView simt;
    SideBySideView sideBySide;
    ViewFeeder feeder { workspace.controller.get(), &workspace.operators, &systolic, &simt,
        &sideBySide, nullptr };
    SelectionController selection { workspace.controller.get(), &workspace.operators, &explain,
        &feeder, nullptr };
};

QString noteOf(const OperatorPanel& operators)
{
    const QList<QLabel*> labels = operators.findChildren<QLabel*>();
    for (const QLabel* label : labels) {
        if (label->text() == SelectionController::selectionHint())
            return label->text();
    }
    return {};
}

} // namespace

class TestSelectionController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void startsWithAHintAndLeavesTheViews()
    {
        SelectionRig rig;
        QSignalSpy shown(&rig.selection, &SelectionController::operatorShown);
        rig.workspace.controller->announceSelection();
        QCOMPARE(shown.count(), 0);
        QVERIFY(!rig.systolic.showsOperator());
        QVERIFY(!rig.simt.showsOperator());
        QCOMPARE(noteOf(rig.workspace.operators), SelectionController::selectionHint());
        // The selected operator's walk-through is in the Explanation pane.
        const QString selected = rig.workspace.controller->selectedOperator();
        QVERIFY(!selected.isEmpty());
        QVERIFY(rig.explain.browser()->toPlainText().contains(selected));
    }

    void followingSelectionDrivesTheViews()
    {
        SelectionRig rig;
        rig.selection.setViewsFollowSelection(true);
        QSignalSpy shown(&rig.selection, &SelectionController::operatorShown);
        rig.workspace.controller->announceSelection();
        QCOMPARE(shown.count(), 1);
        // Default workspace: an H100 and a TPU v5p, so both views show the whole chips.
        QVERIFY(rig.systolic.showsOperator());
        QVERIFY(rig.simt.showsOperator());
        QVERIFY(rig.sideBySide.showsOperator());
        const QString notes = shown.first().first().toString();
        QVERIFY(notes.contains(QStringLiteral("TPU v5p")));
        // The notes are in the explanation under the walk-through, the hint is gone.
        QVERIFY(noteOf(rig.workspace.operators).isEmpty());
        QVERIFY(rig.explain.browser()->toPlainText().contains(QStringLiteral("Systolic view")));
    }

    void explanationFollowsTheResults()
    {
        SelectionRig rig;
        rig.workspace.controller->announceSelection();
        rig.explain.browser()->clear();
        // A new comparison: the walk-through is rebuilt once the edits settle.
        rig.workspace.controller->recomputeNow();
        QTRY_VERIFY(!rig.explain.browser()->toPlainText().isEmpty());
        QVERIFY(rig.explain.browser()->toPlainText().contains(
            rig.workspace.controller->selectedOperator()));
    }
};

QTEST_MAIN(TestSelectionController)
#include "tst_selectioncontroller.moc"
