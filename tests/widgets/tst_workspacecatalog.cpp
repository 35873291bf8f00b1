// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// One catalog for the whole window (WorkspaceCatalog, owned by the workspace controller): a
// what-if device made through the controller and a device from a user catalog file reach the
// device picker, the comparison, the SIMT view and the side-by-side view at once; an id a view
// does not offer is refused, never silently ignored.

#include "hardware/catalog.h"
#include "models/catalogtablemodel.h"
#include "models/workspacecatalog.h"
#include "models/workspacedocument.h"
#include "panels/devicepickerpanel.h"
#include "panels/operatorpanel.h"
#include "panels/resultspanel.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace ts;

namespace {

/// The workspace widgets and the two device-choosing views, wired as the main window wires
/// them, with a user catalog folder of the test's own.
struct Rig
{
    QTemporaryDir userFolder;
    WorkspaceDocument document;
    WorkloadPanel workload;
    DevicePickerPanel devices;
    OperatorPanel operators;
    ResultsPanel results;
    std::unique_ptr<WorkspaceController> controller;
    SimtView simt;
    SideBySideView sideBySide;

    Rig()
    {
        document.reset(Workspace::defaultWorkspace());
        controller = std::make_unique<WorkspaceController>(
            &document, Catalog::load(userFolder.path()), &workload, &devices, &operators, &results);
        controller->workspaceCatalog()->setUserFolder(userFolder.path());
        simt.setCatalog(controller->workspaceCatalog());
        sideBySide.setCatalog(controller->workspaceCatalog());
    }
};

/// A user catalog file: a GPU and a systolic chip described as variants of shipped devices.
void writeUserCatalog(const QString& folder)
{
    QFile file(QDir(folder).filePath(QStringLiteral("lab.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"schema_version": 1, "devices": [
        {"id": "lab-gpu", "base": "a100-sxm4-80gb", "name": "Lab GPU"},
        {"id": "lab-tpu", "base": "tpu-v4", "name": "Lab TPU"}]})");
}

} // namespace

class TestWorkspaceCatalog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void whatIfGpuReachesEveryView();
    void whatIfChipReachesTheSideBySideView();
    void userCatalogDeviceReachesTheViews();
    void unknownIdsAreRefused();
    void catalogChangeKeepsTheChoice();
    void viewsWithoutAWindowShowTheShippedCatalog();
};

void TestWorkspaceCatalog::whatIfGpuReachesEveryView()
{
    Rig rig;
    QSignalSpy changed(rig.controller->workspaceCatalog(), &WorkspaceCatalog::catalogChanged);
    QVERIFY(!rig.simt.deviceIds().contains(QStringLiteral("h100-sxm-whatif")));
    WhatIfChanges changes;
    changes.name = QStringLiteral("H100 at twice the clock");
    changes.computeScale = 2.0;
    QString error;
    const std::optional<QString> id
        = rig.controller->createWhatIfDevice(QStringLiteral("h100-sxm"), changes, &error);
    QVERIFY2(id, qPrintable(error));
    QCOMPARE(*id, QStringLiteral("h100-sxm-whatif"));
    QCOMPARE(changed.count(), 1);

    // The picker, the comparison (ticked) and both views have it, with no reload of their own.
    QVERIFY(rig.devices.catalogModel()->rowOf(*id) >= 0);
    QVERIFY(rig.document.workspace().deviceIds.contains(*id));
    QVERIFY(rig.controller->comparison().find(*id));
    QVERIFY(rig.simt.deviceIds().contains(*id));
    QVERIFY(rig.simt.setDevice(*id));
    QCOMPARE(rig.simt.deviceId(), *id);
    QCOMPARE(rig.simt.snapshot().smCount, 132); // an H100's SMs
    QVERIFY(rig.sideBySide.setGpu(*id));
    QCOMPARE(rig.sideBySide.gpuId(), *id);
    QCOMPARE(rig.sideBySide.simtView()->deviceId(), *id);
    QVERIFY(rig.sideBySide.simtSeconds() > 0);

    // The catalog the views read is the controller's, not a copy: a second copy appears too.
    const auto second = rig.controller->createWhatIfDevice(QStringLiteral("h100-sxm"), changes);
    QCOMPARE(second.value_or(QString()), QStringLiteral("h100-sxm-whatif-2"));
    QVERIFY(rig.sideBySide.setGpu(*second));
    QVERIFY(rig.simt.setDevice(*second));
}

void TestWorkspaceCatalog::whatIfChipReachesTheSideBySideView()
{
    Rig rig;
    const auto id = rig.controller->createWhatIfDevice(QStringLiteral("tpu-v4"), {});
    QVERIFY(id);
    QVERIFY(rig.sideBySide.setSystolicChip(*id));
    QCOMPARE(rig.sideBySide.systolicChipId(), *id);
    // A TPU is no GPU: the SIMT view does not offer it.
    QVERIFY(!rig.simt.setDevice(*id));
}

void TestWorkspaceCatalog::userCatalogDeviceReachesTheViews()
{
    Rig rig;
    writeUserCatalog(rig.userFolder.path());
    QVERIFY(!rig.simt.deviceIds().contains(QStringLiteral("lab-gpu")));
    rig.controller->workspaceCatalog()->reload();
    QVERIFY(rig.controller->catalog().device(QStringLiteral("lab-gpu")));
    QVERIFY(rig.simt.setDevice(QStringLiteral("lab-gpu")));
    QCOMPARE(rig.simt.snapshot().smCount, 108); // an A100's SMs
    QVERIFY(rig.sideBySide.setGpu(QStringLiteral("lab-gpu")));
    QVERIFY(rig.sideBySide.setSystolicChip(QStringLiteral("lab-tpu")));

    // A window started with the file already there offers it from the start.
    QTemporaryDir folder;
    writeUserCatalog(folder.path());
    WorkspaceCatalog fresh(Catalog::load(folder.path()));
    SimtView simt;
    simt.setCatalog(&fresh);
    QVERIFY(simt.deviceIds().contains(QStringLiteral("lab-gpu")));
}

void TestWorkspaceCatalog::unknownIdsAreRefused()
{
    Rig rig;
    const QString shown = rig.simt.deviceId();
    const qint64 smCount = rig.simt.snapshot().smCount;
    QVERIFY(!rig.simt.setDevice(QStringLiteral("no-such-gpu")));
    QCOMPARE(rig.simt.deviceId(), shown);
    QCOMPARE(rig.simt.snapshot().smCount, smCount);
    QVERIFY(!rig.sideBySide.setGpu(QStringLiteral("no-such-gpu")));
    QVERIFY(!rig.sideBySide.setSystolicChip(QStringLiteral("h100-sxm"))); // a GPU, not a chip
    QCOMPARE(rig.sideBySide.gpuId(), QStringLiteral("h100-sxm"));
    QCOMPARE(rig.sideBySide.systolicChipId(), QStringLiteral("tpu-v4"));
    QString error;
    QVERIFY(!rig.controller->createWhatIfDevice(QStringLiteral("no-such-chip"), {}, &error));
    QVERIFY2(error.contains(QStringLiteral("no-such-chip")), qPrintable(error));
    // Without a user folder nothing is written, and the reason says so.
    rig.controller->workspaceCatalog()->setUserFolder(QString());
    QVERIFY(!rig.controller->createWhatIfDevice(QStringLiteral("h100-sxm"), {}, &error));
    QVERIFY(!error.isEmpty());
}

void TestWorkspaceCatalog::catalogChangeKeepsTheChoice()
{
    Rig rig;
    QVERIFY(rig.simt.setDevice(QStringLiteral("a100-sxm4-80gb")));
    rig.simt.seekToCycle(40);
    QVERIFY(rig.sideBySide.setGpu(QStringLiteral("a100-sxm4-80gb")));
    rig.sideBySide.seekToSeconds(1e-6);
    QVERIFY(rig.controller->createWhatIfDevice(QStringLiteral("h100-sxm"), {}));
    // The GPU shown and the animation stay where they were.
    QCOMPARE(rig.simt.deviceId(), QStringLiteral("a100-sxm4-80gb"));
    QCOMPARE(rig.simt.cycle(), qint64(40));
    QCOMPARE(rig.sideBySide.gpuId(), QStringLiteral("a100-sxm4-80gb"));
    QCOMPARE(rig.sideBySide.systolicChipId(), QStringLiteral("tpu-v4"));
    QCOMPARE(rig.sideBySide.seconds(), 1e-6);
}

void TestWorkspaceCatalog::viewsWithoutAWindowShowTheShippedCatalog()
{
    SimtView simt;
    QStringList gpus;
    for (const Device& d : WorkspaceCatalog::shipped().devices()) {
        if (simt::GpuConfig::fromDevice(d, Precision::BF16))
            gpus.append(d.id);
    }
    QCOMPARE(simt.deviceIds(), gpus);
    QCOMPARE(simt.deviceId(), QStringLiteral("h100-sxm"));
    // A catalog that goes away leaves the view on the shipped one's devices.
    {
        WorkspaceCatalog catalog(Catalog::load(QString()));
        simt.setCatalog(&catalog);
        QCOMPARE(simt.deviceIds(), gpus);
    }
    simt.setCatalog(nullptr);
    QCOMPARE(simt.deviceIds(), gpus);
}

QTEST_MAIN(TestWorkspaceCatalog)
#include "tst_workspacecatalog.moc"
