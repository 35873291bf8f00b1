// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// ClaimsController (app/): the Claims page runs its ten experiments once per comparison and
// only while it is shown, again after a restyle, and explains a figure clicked on a card.
#include "claimscontroller.h"
#include "workspacerig.h"

#include "compare/claimcheck.h"
#include "panels/claimspanel.h"
#include "session/workspace.h"
#include "style/theme.h"

#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace ts;

namespace {

// A rig with the Claims page behind another tab, and a controller that counts its runs (each
// run asks for the device colours once).
struct ClaimsRig
{
    test::WorkspaceRig workspace { Workspace::defaultWorkspace() };
    QTabWidget tabs;
    QLabel* other = new QLabel;
    ClaimsPanel* panel = new ClaimsPanel;
    int runs = 0;
    ClaimsController controller;

    ClaimsRig()
        : controller(
            workspace.controller.get(), &workspace.document, panel, &tabs,
            [this] {
                ++runs;
                return Theme(Theme::Kind::Light).deviceColors();
            },
            nullptr)
    {
        tabs.addTab(other, QStringLiteral("other"));
        tabs.addTab(panel, QStringLiteral("claims"));
        tabs.setCurrentWidget(other);
    }
};

} // namespace

class TestClaimsController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void runsOncePerComparisonWhileShown()
    {
        ClaimsRig rig;
        // Hidden: a new comparison does not run the experiments, even once the edits settle.
        rig.workspace.controller->recomputeNow();
        QTest::qWait(400);
        QCOMPARE(rig.runs, 0);
        QVERIFY(rig.panel->outcomes().isEmpty());

        // Shown: it runs at once, on the workspace's devices.
        rig.tabs.setCurrentWidget(rig.panel);
        QCOMPARE(rig.runs, 1);
        QCOMPARE(rig.panel->outcomes().size(), kClaimCount);
        // Shown again without a new comparison: nothing to run.
        rig.tabs.setCurrentWidget(rig.other);
        rig.tabs.setCurrentWidget(rig.panel);
        rig.controller.refresh();
        QCOMPARE(rig.runs, 1);

        // A new comparison while shown runs once the edits settle (300 ms), once for a burst.
        rig.workspace.controller->recomputeNow();
        rig.workspace.controller->recomputeNow();
        QCOMPARE(rig.runs, 1);
        QTRY_COMPARE(rig.runs, 2);
        QTest::qWait(400);
        QCOMPARE(rig.runs, 2);
    }

    void restyleRunsAgainWhenShown()
    {
        ClaimsRig rig;
        rig.controller.restyle();
        QCOMPARE(rig.runs, 0); // hidden: when next shown
        rig.tabs.setCurrentWidget(rig.panel);
        QCOMPARE(rig.runs, 1);
        rig.controller.restyle();
        QCOMPARE(rig.runs, 2);
    }

    void explainsAFigure()
    {
        ClaimsRig rig;
        rig.tabs.setCurrentWidget(rig.panel);
        QSignalSpy explained(&rig.controller, &ClaimsController::figureExplained);
        const ClaimOutcome& first = rig.panel->outcomes().first();
        QVERIFY(!first.figures.isEmpty());
        emit rig.panel->figureExplainRequested(first.id, first.figures.first().key);
        QCOMPARE(explained.count(), 1);
        QVERIFY(!explained.first().first().toString().isEmpty());
        // A claim the page has no outcome for explains nothing.
        emit rig.panel->figureExplainRequested(ClaimId(9999), first.figures.first().key);
        QCOMPARE(explained.count(), 1);
    }
};

QTEST_MAIN(TestClaimsController)
#include "tst_claimscontroller.moc"
