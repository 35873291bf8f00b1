// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// ViewFeeder and OperatorEstimates (app/): which device the animated views show a selected
// operator on, and what they are given when no systolic chip or no GPU is ticked.
#include "operatorestimates.h"
#include "viewfeeder.h"
#include "workspacerig.h"

#include "compare/comparison.h"
#include "engine/workloadestimate.h"
#include "session/workspace.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace ts;

namespace {

// The first operator of the comparison's workload with a GEMM.
const Operator* firstGemm(const Comparison& comparison)
{
    if (!comparison.workload)
        return nullptr;
    for (const Operator& op : comparison.workload->ops()) {
        if (!op.gemm.isEmpty())
            return &op;
    }
    return nullptr;
}

Workspace withDevices(const QStringList& ids)
{
    Workspace workspace = Workspace::defaultWorkspace();
    workspace.deviceIds = ids;
    return workspace;
}

// The three animated views and a feeder over a rig's controller and operator panel.
struct Views
{
    SystolicView systolic;
    SimtView simt;
    SideBySideView sideBySide;
    ViewFeeder feeder;

    explicit Views(const test::WorkspaceRig& rig)
        : feeder(rig.controller.get(), &rig.operators, &systolic, &simt, &sideBySide, nullptr)
    { }
};

} // namespace

class TestViewFeeder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void estimatesPutTheChosenDeviceFirst()
    {
        const test::WorkspaceRig rig(
            withDevices({ QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p") }));
        const Comparison& comparison = rig.controller->comparison();
        const Operator* op = firstGemm(comparison);
        QVERIFY(op);

        const auto inOrder = OperatorEstimates::of(comparison, op->name, QString());
        QCOMPARE(inOrder.size(), 2);
        QCOMPARE(inOrder[0].device->device.id, QStringLiteral("h100-sxm"));
        QCOMPARE(inOrder[1].device->device.id, QStringLiteral("tpu-v5p"));
        QCOMPARE(inOrder[0].estimate->name, op->name);
        // The estimate is the device's own timing of that operator.
        QCOMPARE(inOrder[1].estimate,
            &*std::find_if(inOrder[1].device->estimate->ops.begin(),
                inOrder[1].device->estimate->ops.end(),
                [&](const engine::OpEstimate& e) { return e.name == op->name; }));

        const auto tpuFirst
            = OperatorEstimates::of(comparison, op->name, QStringLiteral("tpu-v5p"));
        QCOMPARE(tpuFirst.size(), 2);
        QCOMPARE(tpuFirst[0].device->device.id, QStringLiteral("tpu-v5p"));
        QCOMPARE(tpuFirst[1].device->device.id, QStringLiteral("h100-sxm"));

        // A device not ticked changes nothing; an operator no estimate has gives nothing.
        QCOMPARE(OperatorEstimates::of(comparison, op->name, QStringLiteral("mi300x")).size(), 2);
        QVERIFY(
            OperatorEstimates::of(comparison, QStringLiteral("no.such.op"), QString()).isEmpty());
    }

    void wholeChipsWhenBothKindsAreTicked()
    {
        const test::WorkspaceRig rig(
            withDevices({ QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p") }));
        Views views(rig);
        const Operator* op = firstGemm(rig.controller->comparison());
        QVERIFY(op);
        QSignalSpy onChip(&views.feeder, &ViewFeeder::shownOnSystolicChip);

        const QString notes = views.feeder.showOperator(op->name, op->gemm, QStringLiteral("n"));
        QVERIFY(views.systolic.showsOperator());
        QVERIFY(views.simt.showsOperator());
        QVERIFY(views.sideBySide.showsOperator());
        QCOMPARE(views.feeder.systolicDeviceId(), QStringLiteral("tpu-v5p"));
        QCOMPARE(views.feeder.gpuDeviceId(), QStringLiteral("h100-sxm"));
        QCOMPARE(views.sideBySide.systolicChipId(), QStringLiteral("tpu-v5p"));
        QCOMPARE(views.sideBySide.gpuId(), QStringLiteral("h100-sxm"));
        // The systolic chip's note replaces the controller's and goes to the operator panel.
        QCOMPARE(onChip.count(), 1);
        const QString chipNote = onChip.first().first().toString();
        QVERIFY(chipNote.contains(QStringLiteral("TPU v5p")));
        QVERIFY(notes.startsWith(chipNote + QLatin1Char(' ')));
        QVERIFY(!notes.startsWith(QStringLiteral("n ")));
        QVERIFY(notes.contains(QStringLiteral("H100")));
    }

    void scaledDownWithoutASystolicChip()
    {
        const test::WorkspaceRig rig(withDevices({ QStringLiteral("h100-sxm") }));
        Views views(rig);
        const Operator* op = firstGemm(rig.controller->comparison());
        QVERIFY(op);
        // The side-by-side view was showing an operator: a selection it cannot show ends that.
        const test::WorkspaceRig both(
            withDevices({ QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p") }));
        Views before(both);
        (void)before.feeder.showOperator(op->name, op->gemm, QString());
        QVERIFY(before.sideBySide.showsOperator());
        ViewFeeder feeder(rig.controller.get(), &rig.operators, &before.systolic, &before.simt,
            &before.sideBySide, nullptr);
        QSignalSpy onChip(&feeder, &ViewFeeder::shownOnSystolicChip);

        const GemmShape small(GemmM(64), GemmN(32), GemmK(16));
        const QString notes = feeder.showOperator(op->name, small, QStringLiteral("scaled"));
        QCOMPARE(onChip.count(), 0);
        QVERIFY(feeder.systolicDeviceId().isEmpty());
        QVERIFY(!before.systolic.showsOperator());
        QVERIFY(before.systolic.estimate().gemm == small);
        QVERIFY(notes.startsWith(QStringLiteral("scaled ")));
        // The GPU is still ticked: the SIMT view shows the whole H100.
        QVERIFY(before.simt.showsOperator());
        QCOMPARE(feeder.gpuDeviceId(), QStringLiteral("h100-sxm"));
        QVERIFY(!before.sideBySide.showsOperator());
    }

    void warpsWithoutAGpu()
    {
        const test::WorkspaceRig rig(withDevices({ QStringLiteral("tpu-v5p") }));
        Views views(rig);
        const Operator* op = firstGemm(rig.controller->comparison());
        QVERIFY(op);
        const QString notes = views.feeder.showOperator(op->name, op->gemm, QString());
        QVERIFY(views.systolic.showsOperator());
        QVERIFY(!views.simt.showsOperator());
        QVERIFY(views.feeder.gpuDeviceId().isEmpty());
        QVERIFY(!views.sideBySide.showsOperator());
        // The operator table's device is a TPU: the SIMT view keeps its GPU and says so.
        QVERIFY(notes.contains(QStringLiteral("no GPU SM geometry")));
    }
};

QTEST_MAIN(TestViewFeeder)
#include "tst_viewfeeder.moc"
