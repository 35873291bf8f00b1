// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The comparison workspace in the main window: files, undo, autosave, restore and exports.

#include "appsettings.h"
#include "charts/chartregistry.h"
#include "charts/columnchart.h"
#include "mainwindow.h"
#include "models/comparisontablemodel.h"
#include "models/operatortablemodel.h"
#include "models/workspacedocument.h"
#include "panels/devicepickerpanel.h"
#include "panels/explainpanel.h"
#include "panels/jobeditor.h"
#include "panels/operatorpanel.h"
#include "panels/parametereditor.h"
#include "panels/resultspanel.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "session/workspacefile.h"
#include "validation/accuracymodel.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"
#include "workspaceautosave.h"

#include "hardware/catalog.h"
#include "io/inputlimits.h"

#include <QAction>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>
#include <memory>

using ts::MainWindow;
using ts::Workspace;

class TestWorkspaceWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void explanationFollowsEveryInput();
    void everyVisibleNumberFollowsEveryInput();
    void saveAndReopenRoundTrips();
    void brokenFileLeavesWorkspaceIntact_data();
    void brokenFileLeavesWorkspaceIntact();
    void undoActionRestores();
    void newWorkspaceIsTheFirstRun();
    void autosaveWritesAfterEditsAndClearsOnSave();
    void lastWorkspaceRestoresAtStart();
    void exportsChartsAndResults();
    void whatIfDeviceIsAUserCatalogFile();
    void selectedOperatorFeedsTheViews();
    void simtViewReportsADeviceItCannotShow();
    void failedSaveOnCloseAsks();
    void failedExitKeepsTheAutosave();
    void eachWindowHasItsOwnAutosave();
    void staleAutosaveLockIsRecoverable();
    void twoWindowsKeepEachOthersWork();
    void saveDoesNotReplaceAnotherWindowsSave();
    void unreadableFilesAreKeptAndReported();
    void oversizedFilesAreRefusedAtStart();

private:
    QTemporaryDir m_dir;
};

void TestWorkspaceWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TensorscopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_workspacewindow"));
}

void TestWorkspaceWindow::init()
{
    QSettings().clear();
    // The last workspace, every window's recovery file, their locks and files kept aside.
    QDir data(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    const QStringList leftovers = data.entryList(
        { QStringLiteral("last-workspace*"), QStringLiteral("autosave-workspace*") },
        QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    for (const QString& name : leftovers) {
        if (!QFile::remove(data.filePath(name)))
            QDir(data.filePath(name)).removeRecursively();
    }
    QDir(ts::Catalog::defaultUserFolder()).removeRecursively();
}

// Issue 19, state that never goes stale: after each input changes, the Explanation shows the
// engine's walk-through of the selected operator for the inputs now, on the device the
// operator table shows (it once kept the old batch's FLOPs, and the first device).
void TestWorkspaceWindow::explanationFollowsEveryInput()
{
    MainWindow window;
    ts::WorkspaceController* controller = window.workspaceController();
    QTextBrowser* shown = window.findChild<ts::ExplainPanel*>()->browser();
    auto expected = [&] {
        const auto walkthrough = controller->walkthrough(controller->selectedOperator());
        if (!walkthrough)
            return QString();
        ts::ExplainPanel fresh;
        fresh.showWalkthrough(*walkthrough);
        return fresh.browser()->toPlainText();
    };
    auto check = [&](const char* after) {
        controller->recomputeNow();
        QVERIFY2(!controller->selectedOperator().isEmpty(), after);
        // The Explanation follows once the edits settle (MainWindow's 100 ms timer).
        const QString title = expected().section(QLatin1Char('\n'), 0, 0);
        const QString flops = expected().section(QLatin1Char('\n'), 1, 1);
        QVERIFY2(!flops.isEmpty(), after);
        QTRY_VERIFY2(shown->toPlainText().startsWith(title) && shown->toPlainText().contains(flops),
            qPrintable(QStringLiteral("%1: '%2' not in '%3'")
                           .arg(QLatin1String(after), flops, shown->toPlainText().left(300))));
    };
    check("start");
    window.workloadPanel()->batchEditor()->spinBox()->setValue(32);
    check("batch 32");
    window.workloadPanel()->sequenceEditor()->spinBox()->setValue(1024);
    check("sequence 1024");
    QComboBox* on = window.operatorPanel()->deviceBox();
    QVERIFY(on->count() >= 2);
    on->setCurrentIndex(1);
    emit on->activated(1);
    check("operator times on the second device");
    QVERIFY(shown->toPlainText().contains(on->currentText()));
    window.devicePicker()->setChecked(QStringLiteral("a100-sxm4-80gb"), true);
    check("a third device ticked");
}

namespace {

// What the Compare tab and the operator table would show for the window's workspace, worked
// out afresh from the engine: a new panel given a new Comparison of the document's inputs.
struct FreshResults
{
    ts::ResultsPanel panel;
    ts::OperatorPanel operators;

    explicit FreshResults(MainWindow& window)
    {
        const ts::WorkspaceController* controller = window.workspaceController();
        const Workspace& w = window.document()->workspace();
        const ts::Comparison comparison
            = ts::Comparison::compute(w.workload, w.deviceIds, controller->catalog(),
                controller->engineOptions(), ts::validation::AccuracyModel::shipped(), w.job);
        panel.resize(window.resultsPanel()->size());
        panel.show(); // charts lay out their value labels when shown
        panel.setComparison(comparison);
        panel.updateVerdict();
        operators.setComparison(comparison);
        const int device = window.operatorPanel()->deviceBox()->currentIndex();
        operators.deviceBox()->setCurrentIndex(device);
        emit operators.deviceBox()->activated(device);
    }
};

// Every cell of `shown` against the same cell of `fresh` (their display text).
QStringList differingCells(const QAbstractItemModel* shown, const QAbstractItemModel* fresh)
{
    QStringList differences;
    if (shown->rowCount() != fresh->rowCount() || shown->columnCount() != fresh->columnCount())
        return { QStringLiteral("%1x%2 cells, expected %3x%4")
                     .arg(shown->rowCount())
                     .arg(shown->columnCount())
                     .arg(fresh->rowCount())
                     .arg(fresh->columnCount()) };
    for (int r = 0; r < shown->rowCount(); ++r) {
        for (int c = 0; c < shown->columnCount(); ++c) {
            const QString a = shown->data(shown->index(r, c)).toString();
            const QString b = fresh->data(fresh->index(r, c)).toString();
            if (a != b)
                differences << QStringLiteral("row %1 '%2': '%3', expected '%4'")
                                   .arg(r)
                                   .arg(shown->headerData(c, Qt::Horizontal).toString(), a, b);
        }
    }
    return differences;
}

} // namespace

// Issue 19, state that never goes stale, for the whole Compare tab: after each input changes
// (workload, step, precision, devices, the job, the price basis), every number the table, the
// charts, the verdict and the operator table show equals a fresh estimate of the inputs now.
void TestWorkspaceWindow::everyVisibleNumberFollowsEveryInput()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ts::WorkspaceController* controller = window.workspaceController();
    ts::ResultsPanel* results = window.resultsPanel();
    int checks = 0;
    auto check = [&](const char* after) {
        controller->recomputeNow();
        results->updateVerdict();
        QCoreApplication::processEvents();
        FreshResults fresh(window);
        QStringList problems = differingCells(results->tableModel(), fresh.panel.tableModel());
        for (const QString& cell :
            differingCells(window.operatorPanel()->model(), fresh.operators.model()))
            problems << QStringLiteral("operators: %1").arg(cell);
        const QList<QChartView*> shown = results->charts();
        const QList<QChartView*> expected = fresh.panel.charts();
        for (int i = 0; i < shown.size(); ++i) {
            const auto* a = qobject_cast<const ts::ColumnChart*>(shown[i]);
            const auto* b = qobject_cast<const ts::ColumnChart*>(expected[i]);
            if (!a || !b)
                continue;
            if (a->valueLabels() != b->valueLabels())
                problems << QStringLiteral("%1: labels '%2', expected '%3'")
                                .arg(a->objectName(), a->valueLabels().join(QLatin1Char('|')),
                                    b->valueLabels().join(QLatin1Char('|')));
            for (int c = 0; c < std::min(a->columns().size(), b->columns().size()); ++c) {
                if (a->columns()[c].segments != b->columns()[c].segments
                    || a->columns()[c].label != b->columns()[c].label)
                    problems << QStringLiteral("%1: column %2 '%3' differs")
                                    .arg(a->objectName())
                                    .arg(c)
                                    .arg(a->columns()[c].label);
            }
            if (a->columns().size() != b->columns().size())
                problems << QStringLiteral("%1: %2 columns, expected %3")
                                .arg(a->objectName())
                                .arg(a->columns().size())
                                .arg(b->columns().size());
        }
        if (results->verdictView()->toPlainText() != fresh.panel.verdictView()->toPlainText())
            problems << QStringLiteral("verdict: '%1', expected '%2'")
                            .arg(results->verdictView()->toPlainText().left(200),
                                fresh.panel.verdictView()->toPlainText().left(200));
        QVERIFY2(problems.isEmpty(),
            qPrintable(QStringLiteral("after %1:\n%2")
                           .arg(QLatin1String(after), problems.join(QLatin1Char('\n')))));
        QVERIFY2(results->tableModel()->rowCount() > 0, after);
        ++checks;
    };
    check("start");
    window.workloadPanel()->batchEditor()->spinBox()->setValue(32);
    check("batch 32");
    window.workloadPanel()->sequenceEditor()->spinBox()->setValue(1024);
    check("sequence 1024");
    window.workloadPanel()->layersEditor()->spinBox()->setValue(16);
    check("16 layers");
    QComboBox* step = window.workloadPanel()->stepBox();
    for (int i = 0; i < step->count(); ++i) {
        if (i == step->currentIndex())
            continue;
        step->setCurrentIndex(i);
        emit step->activated(i);
        check(qPrintable(QStringLiteral("step %1").arg(step->currentText())));
    }
    QComboBox* precision = window.workloadPanel()->precisionBox();
    const int fp32 = precision->findData(int(ts::Precision::FP32));
    QVERIFY(fp32 >= 0);
    precision->setCurrentIndex(fp32);
    emit precision->activated(fp32);
    check("fp32");
    window.devicePicker()->setChecked(QStringLiteral("a100-sxm4-80gb"), true);
    check("A100 ticked");
    window.devicePicker()->setChecked(QStringLiteral("h100-sxm"), false);
    check("H100 unticked");
    QComboBox* on = window.operatorPanel()->deviceBox();
    on->setCurrentIndex(on->count() - 1);
    emit on->activated(on->count() - 1);
    check("operator times on the last device");
    ts::engine::EngineOptions options = controller->engineOptions();
    options.priceChoice = ts::engine::EngineOptions::PriceChoice::Cheapest;
    options.powerUsageEffectiveness = 1.4;
    controller->setEngineOptions(options);
    check("cheapest prices, PUE 1.4");
    // A job: back to training, 64 chips.
    const int training = step->findData(int(ts::StepKind::Training));
    QVERIFY(training >= 0);
    step->setCurrentIndex(training);
    emit step->activated(training);
    window.workloadPanel()->jobEditor()->chipsEditor()->spinBox()->setValue(64);
    controller->recomputeNow();
    QVERIFY(controller->comparison().showsJob());
    check("a 64-chip job");
    window.document()->undoStack()->undo();
    check("undo");
    QCOMPARE(checks, 14);
}

void TestWorkspaceWindow::saveAndReopenRoundTrips()
{
    ts::AppSettings settings;
    const QString path = m_dir.filePath(QStringLiteral("roundtrip.json"));
    Workspace saved;
    double throughput = 0;
    {
        MainWindow window(&settings);
        window.workloadPanel()->batchEditor()->spinBox()->setValue(16);
        window.devicePicker()->setChecked(QStringLiteral("mi300x"), true);
        window.workspaceController()->recomputeNow();
        QVERIFY(window.document()->isModified());
        QVERIFY(window.isWindowModified());
        QString error;
        QVERIFY2(window.workspaceController()->save(path, &error), qPrintable(error));
        QVERIFY(!window.document()->isModified());
        QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(window.windowTitle().contains(QStringLiteral("roundtrip.json")));
        saved = window.document()->workspace();
        throughput = window.resultsPanel()->throughputChart()->shownValue(2, 0);
    }
    QCOMPARE(settings.recentWorkspaces().value(0), QFileInfo(path).absoluteFilePath());

    MainWindow reopened;
    QString error;
    QVERIFY2(reopened.workspaceController()->open(path, &error), qPrintable(error));
    QCOMPARE(reopened.document()->workspace(), saved);
    QCOMPARE(reopened.document()->workspace().workload.run.globalBatch, qint64(16));
    QCOMPARE(reopened.devicePicker()->checkedIds(), saved.deviceIds);
    QCOMPARE(reopened.workloadPanel()->batchEditor()->value(), qint64(16));
    QCOMPARE(reopened.resultsPanel()->throughputChart()->shownValue(2, 0), throughput);
    QVERIFY(!reopened.document()->isModified());
    // Opening is not an edit: nothing to undo.
    QVERIFY(!reopened.document()->undoStack()->canUndo());
}

void TestWorkspaceWindow::brokenFileLeavesWorkspaceIntact_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("truncated") << QByteArray("{\"format\": \"tensorscope-workspace\", ")
                               << QStringLiteral("line 1, column 37: expected valid JSON");
    QTest::newRow("foreign") << QByteArray("{\"devices\": []}") << QStringLiteral("$.format");
    QJsonObject badHeads = ts::WorkspaceFile::toJson(Workspace::defaultWorkspace());
    QJsonObject workload = badHeads[QStringLiteral("workload")].toObject();
    QJsonObject model = workload[QStringLiteral("model")].toObject();
    model[QStringLiteral("heads")] = 0;
    workload[QStringLiteral("model")] = model;
    badHeads[QStringLiteral("workload")] = workload;
    QTest::newRow("zero heads") << QJsonDocument(badHeads).toJson()
                                << QStringLiteral("$.workload.model.heads");
}

void TestWorkspaceWindow::brokenFileLeavesWorkspaceIntact()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(QStringLiteral("broken.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
    }
    MainWindow window;
    window.workloadPanel()->batchEditor()->spinBox()->setValue(4);
    window.workspaceController()->recomputeNow();
    const Workspace before = window.document()->workspace();
    const int undoCount = window.document()->undoStack()->count();
    const double shown = window.resultsPanel()->stepTimeChart()->shownValue(0, 0);
    QSignalSpy changed(window.document(), &ts::WorkspaceDocument::workspaceChanged);

    QString error;
    QVERIFY(!window.workspaceController()->open(path, &error));
    QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(window.document()->workspace(), before);
    QCOMPARE(window.document()->undoStack()->count(), undoCount);
    QVERIFY(window.document()->isModified());
    QVERIFY(window.document()->filePath().isEmpty());
    QCOMPARE(window.resultsPanel()->stepTimeChart()->shownValue(0, 0), shown);
}

void TestWorkspaceWindow::undoActionRestores()
{
    MainWindow window;
    const Workspace original = window.document()->workspace();
    auto* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
    auto* redo = window.findChild<QAction*>(QStringLiteral("actionRedo"));
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled());
    window.devicePicker()->setChecked(QStringLiteral("tpu-v5p"), false);
    window.workloadPanel()->batchEditor()->spinBox()->setValue(32);
    QVERIFY(undo->isEnabled());
    QVERIFY(undo->text().contains(QStringLiteral("batch")));
    undo->trigger();
    undo->trigger();
    QCOMPARE(window.document()->workspace(), original);
    QVERIFY(!window.document()->isModified());
    redo->trigger();
    QCOMPARE(window.document()->workspace().deviceIds, QStringList { QStringLiteral("h100-sxm") });
    QTRY_COMPARE(window.resultsPanel()->throughputChart()->columns().size(), 1);
}

void TestWorkspaceWindow::newWorkspaceIsTheFirstRun()
{
    MainWindow window;
    window.devicePicker()->setChecked(QStringLiteral("l4"), true);
    window.workspaceController()->newWorkspace();
    QCOMPARE(window.document()->workspace(), Workspace::defaultWorkspace());
    QVERIFY(!window.document()->isModified());
    QCOMPARE(window.resultsPanel()->throughputChart()->columns().size(), 2);
}

void TestWorkspaceWindow::autosaveWritesAfterEditsAndClearsOnSave()
{
    ts::AppSettings settings;
    MainWindow window(&settings);
    ts::WorkspaceAutosave* autosave = window.autosave();
    QVERIFY(autosave);
    QCOMPARE(autosave->path(), ts::WorkspaceAutosave::defaultPath());
    autosave->setIntervalMs(50);
    QSignalSpy written(autosave, &ts::WorkspaceAutosave::autosaved);
    QTest::qWait(120);
    QCOMPARE(written.count(), 0); // nothing to save while unmodified

    window.workloadPanel()->batchEditor()->spinBox()->setValue(2);
    QTRY_COMPARE(written.count(), 1);
    const std::optional<Workspace> recovered = ts::WorkspaceAutosave::recoverable(autosave->path());
    QVERIFY(recovered);
    QCOMPARE(recovered->workload.run.globalBatch, qint64(2));
    // Several edits within one interval: one write.
    window.workloadPanel()->batchEditor()->spinBox()->setValue(4);
    window.workloadPanel()->batchEditor()->spinBox()->setValue(8);
    QTRY_COMPARE(written.count(), 2);
    QTest::qWait(120);
    QCOMPARE(written.count(), 2);
    QCOMPARE(
        ts::WorkspaceAutosave::recoverable(autosave->path())->workload.run.globalBatch, qint64(8));

    QVERIFY(window.workspaceController()->save(m_dir.filePath(QStringLiteral("clean.json"))));
    QVERIFY(!QFile::exists(autosave->path()));
}

void TestWorkspaceWindow::lastWorkspaceRestoresAtStart()
{
    ts::AppSettings settings;
    Workspace edited;
    {
        MainWindow window(&settings);
        // Closing keeps the unsaved edits for the next start, as without the question.
        window.setAskAboutUnsavedChanges(false);
        window.show();
        window.workloadPanel()->sequenceEditor()->spinBox()->setValue(512);
        window.devicePicker()->setChecked(QStringLiteral("gaudi3"), true);
        edited = window.document()->workspace();
        window.close();
    }
    MainWindow restored(&settings);
    QCOMPARE(restored.document()->workspace().workload, edited.workload);
    QCOMPARE(restored.document()->workspace().deviceIds, edited.deviceIds);
    // Unsaved edits come back as unsaved.
    QVERIFY(restored.document()->isModified());
    QCOMPARE(restored.resultsPanel()->throughputChart()->columns().size(), 3);
    // The dock layout is part of the saved state.
    QVERIFY(!settings.mainWindowState().isEmpty());
}

void TestWorkspaceWindow::exportsChartsAndResults()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString png = m_dir.filePath(QStringLiteral("step.png"));
    const QString svg = m_dir.filePath(QStringLiteral("step.svg"));
    QString error;
    QVERIFY2(window.workspaceController()->exportChart(ts::ChartId::StepTime, png, &error),
        qPrintable(error));
    QVERIFY2(window.workspaceController()->exportChart(ts::ChartId::StepTime, svg, &error),
        qPrintable(error));
    // At ChartExport's size and ratio whatever the window's layout: 1600x1000 at 2x.
    const QImage image(png);
    QCOMPARE(image.size(), QSize(3200, 2000));
    const QString pdf = m_dir.filePath(QStringLiteral("step.pdf"));
    QVERIFY2(window.workspaceController()->exportChart(ts::ChartId::StepTime, pdf, &error),
        qPrintable(error));
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.readAll().startsWith("%PDF"));
    // Copy Chart (Edit menu and each chart's context menu) puts the same picture on the
    // clipboard.
    QGuiApplication::clipboard()->clear();
    QAction* copy
        = window.findChild<QAction*>(QStringLiteral("actionCopyChart-") + ts::ChartId::Throughput);
    QVERIFY(copy);
    copy->trigger();
    QCOMPARE(QGuiApplication::clipboard()->image().size(), QSize(3200, 2000));
    QVERIFY(window.resultsPanel()->copyChart(ts::ChartId::StepTime));
    QImage copied = QGuiApplication::clipboard()->image().convertToFormat(QImage::Format_ARGB32);
    copied.setDevicePixelRatio(1); // the clipboard keeps the pixels, not the ratio
    QCOMPARE(copied, image.convertToFormat(QImage::Format_ARGB32));
    QVERIFY(!window.resultsPanel()->copyChart(QStringLiteral("no-such-chart")));
    QCOMPARE(window.resultsPanel()->chart(ts::ChartId::Roofline)->contextMenuPolicy(),
        Qt::CustomContextMenu);
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(svgText.contains("Step time"));
    QVERIFY(!window.workspaceController()->exportChart(
        ts::ChartId::StepTime, m_dir.filePath(QStringLiteral("x.bmp")), &error));
    QVERIFY(
        !window.workspaceController()->exportChart(QStringLiteral("no-such-chart"), png, &error));
    QVERIFY2(error.contains(QLatin1String("no-such-chart")), qPrintable(error));

    for (const QString& name :
        { QStringLiteral("r.csv"), QStringLiteral("r.json"), QStringLiteral("r.md") }) {
        QVERIFY2(window.workspaceController()->exportResults(m_dir.filePath(name), &error),
            qPrintable(error));
        QFile file(m_dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("TPU v5p"));
    }
    QVERIFY(!window.workspaceController()->exportResults(
        m_dir.filePath(QStringLiteral("no-such-dir/r.csv")), &error));
    QVERIFY(error.contains(QStringLiteral("r.csv")));
}

void TestWorkspaceWindow::whatIfDeviceIsAUserCatalogFile()
{
    ts::AppSettings settings;
    MainWindow window(&settings);
    ts::WhatIfChanges changes;
    changes.name = QStringLiteral("H100 with twice the bandwidth");
    changes.bandwidthGbPerSecond = 2 * 3350;
    changes.computeScale = 1.5;
    QString error;
    const std::optional<QString> id = window.workspaceController()->createWhatIfDevice(
        QStringLiteral("h100-sxm"), changes, &error);
    QVERIFY2(id, qPrintable(error));
    QCOMPARE(*id, QStringLiteral("h100-sxm-whatif"));
    QVERIFY(QFile::exists(
        ts::Catalog::defaultUserFolder() + QStringLiteral("/whatif-h100-sxm-whatif.json")));

    // Reloaded from the user folder, merged over its base: changed figures changed, the rest
    // (and the sources) kept.
    const ts::Catalog catalog = ts::Catalog::load(ts::Catalog::defaultUserFolder());
    const ts::Device copy = *catalog.device(*id);
    const ts::Device original = *catalog.device(QStringLiteral("h100-sxm"));
    QCOMPARE(copy.name, changes.name);
    QCOMPARE(copy.baseId, QStringLiteral("h100-sxm"));
    QCOMPARE(copy.memoryBandwidthBytesPerSecond, 6700e9);
    QCOMPARE(*copy.peakFlopsPerSecond(ts::Precision::BF16),
        1.5 * *original.peakFlopsPerSecond(ts::Precision::BF16));
    QCOMPARE(copy.memoryCapacityBytes, original.memoryCapacityBytes);
    QCOMPARE(copy.sources, original.sources);

    // One catalog for the window: the SIMT and side-by-side views offer the copy at once.
    QVERIFY(window.findChild<ts::SimtView*>(QStringLiteral("simtView"))->setDevice(*id));
    auto* sideBySide = window.findChild<ts::SideBySideView*>(QStringLiteral("sideBySideView"));
    QVERIFY(sideBySide);
    QVERIFY(sideBySide->setGpu(*id));

    // Ticked and compared; an undoable edit.
    QVERIFY(window.document()->workspace().deviceIds.contains(*id));
    const auto* compared = window.workspaceController()->comparison().find(*id);
    QVERIFY(compared && compared->estimate);
    const auto* h100 = window.workspaceController()->comparison().find(QStringLiteral("h100-sxm"));
    QVERIFY(compared->estimate->stepSeconds < h100->estimate->stepSeconds);
    window.document()->undoStack()->undo();
    QVERIFY(!window.document()->workspace().deviceIds.contains(*id));
    // A second copy gets a new id.
    QCOMPARE(window.workspaceController()
                 ->createWhatIfDevice(QStringLiteral("h100-sxm"), changes)
                 .value_or(QString()),
        QStringLiteral("h100-sxm-whatif-2"));
    QVERIFY(!window.workspaceController()->createWhatIfDevice(
        QStringLiteral("no-such-chip"), changes, &error));
    QVERIFY(error.contains(QStringLiteral("no-such-chip")));
}

void TestWorkspaceWindow::selectedOperatorFeedsTheViews()
{
    MainWindow window;
    // The first run selects the operator that costs the first device most; pick another GEMM.
    const ts::Comparison& comparison = window.workspaceController()->comparison();
    const ts::Operator* gemm = nullptr;
    for (const ts::Operator& op : comparison.workload->ops()) {
        if (!op.gemm.isEmpty() && op.gemm.batch() == 1
            && op.name != window.operatorPanel()->selectedOperator()) {
            gemm = &op;
            break;
        }
    }
    QVERIFY(gemm);
    // A copy: a recomputation below replaces the workload the pointer is into.
    const ts::Operator op = *gemm;
    gemm = &op;
    window.operatorPanel()->selectOperator(gemm->name);
    // A TPU is ticked: the systolic view shows the operator at full size on its real matrix
    // units, with the engine's schedule (issue 19).
    auto* systolic = window.findChild<ts::SystolicView*>(QStringLiteral("systolicView"));
    QVERIFY(systolic->showsOperator());
    QCOMPARE(systolic->chipSchedule()->shape(), gemm->gemm);
    QCOMPARE(systolic->chipSchedule()->hardware().array.rows, 128);
    QString text = window.findChild<ts::ExplainPanel*>()->browser()->toPlainText();
    QVERIFY2(text.contains(gemm->name), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("at full size on TPU v5p")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("SIMT view")), qPrintable(text));

    // No systolic chip ticked: the GEMM scaled down on the view's own array, as the note says.
    window.devicePicker()->setChecked(QStringLiteral("tpu-v5p"), false);
    window.workspaceController()->recomputeNow();
    QCOMPARE(window.operatorPanel()->selectedOperator(), gemm->name);
    window.workspaceController()->announceSelection();
    QVERIFY(!systolic->showsOperator());
    qint64 divisor = 0;
    const auto shown = ts::WorkspaceController::displayGemm(gemm->gemm, 64, &divisor);
    QCOMPARE(systolic->estimate().gemm.m(), shown.m());
    QCOMPARE(systolic->estimate().gemm.k(), shown.k());
    QCOMPARE(systolic->estimate().gemm.n(), shown.n());
    QCOMPARE(systolic->estimate().array.rows, 8);
    text = window.findChild<ts::ExplainPanel*>()->browser()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("scaled down 1:%1").arg(divisor)), qPrintable(text));
    QCOMPARE(window.document()->workspace().selectedOperator, gemm->name);
}

void TestWorkspaceWindow::simtViewReportsADeviceItCannotShow()
{
    MainWindow window;
    // The operator table shows the TPU: the SIMT view cannot, and says so instead of silently
    // keeping its GPU.
    QComboBox* device = window.operatorPanel()->deviceBox();
    device->setCurrentIndex(device->findData(QStringLiteral("tpu-v5p")));
    QCOMPARE(window.operatorPanel()->deviceId(), QStringLiteral("tpu-v5p"));
    const ts::Operator* gemm = nullptr;
    for (const ts::Operator& op : window.workspaceController()->comparison().workload->ops()) {
        if (!op.gemm.isEmpty() && op.name != window.operatorPanel()->selectedOperator()) {
            gemm = &op;
            break;
        }
    }
    QVERIFY(gemm);
    window.operatorPanel()->selectOperator(gemm->name);
    QCOMPARE(window.findChild<ts::SimtView*>(QStringLiteral("simtView"))->deviceId(),
        QStringLiteral("h100-sxm"));
    const QString text = window.findChild<ts::ExplainPanel*>()->browser()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("TPU v5p has no GPU SM geometry; the SIMT view shows "
                                          "H100 SXM5 80GB.")),
        qPrintable(text));
}

void TestWorkspaceWindow::failedSaveOnCloseAsks()
{
    // Closing writes the workspace for the next start. When that fails the user is asked, as
    // any editor asks: Retry, Discard (close anyway) or Cancel (keep the window open).
    using Answer = MainWindow::SaveFailedAnswer;
    const QString last = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/last-workspace.json");
    // A folder where the file goes: every write fails, also for root.
    QVERIFY(QDir().mkpath(last));
    ts::AppSettings settings;
    QStringList asked;
    QList<Answer> answers;
    auto prompt = [&](const QString& error) {
        asked << error;
        return answers.isEmpty() ? Answer::CancelClose : answers.takeFirst();
    };
    {
        MainWindow window(&settings);
        // Closing keeps the unsaved edits for the next start, as without the question.
        window.setAskAboutUnsavedChanges(false);
        window.setSaveFailedPrompt(prompt);
        window.show();
        window.workloadPanel()->sequenceEditor()->spinBox()->setValue(512);
        const Workspace edited = window.document()->workspace();

        answers = { Answer::CancelClose };
        QVERIFY(!window.close());
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked[0].contains(QLatin1String("last-workspace.json")), qPrintable(asked[0]));
        QVERIFY(window.isVisible());
        QVERIFY(window.document()->isModified());
        QCOMPARE(window.document()->workspace().workload, edited.workload);

        // Retry while the cause remains asks again; Retry after it is gone saves and closes.
        window.setSaveFailedPrompt([&](const QString& error) {
            const Answer answer = prompt(error);
            if (answers.isEmpty())
                QDir(last).removeRecursively(); // the user freed the path before the retry
            return answer;
        });
        answers = { Answer::Retry, Answer::Retry };
        QVERIFY(window.close());
        QCOMPARE(asked.size(), 3);
        QVERIFY(QFileInfo(last).isFile());
    }
    {
        // Restored from the retried save; Discard closes without writing and leaves no
        // recovery offer behind for the next start.
        MainWindow window(&settings);
        // Closing keeps the unsaved edits for the next start, as without the question.
        window.setAskAboutUnsavedChanges(false);
        QCOMPARE(window.document()->workspace().workload.run.seqLength, qint64(512));
        window.setSaveFailedPrompt(prompt);
        window.show();
        window.workloadPanel()->sequenceEditor()->spinBox()->setValue(1024);
        window.autosave()->saveNow();
        QVERIFY(QFile::exists(window.autosave()->path()));
        QVERIFY(QFile::remove(last));
        QVERIFY(QDir().mkpath(last));
        answers = { Answer::Discard };
        QVERIFY(window.close());
        QCOMPARE(asked.size(), 4);
        QVERIFY(!QFile::exists(window.autosave()->path()));
    }
    QVERIFY(QDir(last).removeRecursively());

    // Without settings nothing is written on close, so nothing can fail or be asked.
    MainWindow plain;
    plain.setSaveFailedPrompt(prompt);
    plain.show();
    QVERIFY(plain.close());
    QCOMPARE(asked.size(), 4);
}

namespace {

QString lastWorkspaceFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/last-workspace.json");
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

void TestWorkspaceWindow::failedExitKeepsTheAutosave()
{
    // Issue 18, item 5: the last workspace cannot be written (a folder in its place fails every
    // write, also for root). The edits live only in the recovery file, which must outlast the
    // window: the undo stack's destruction cleans it, and that used to discard the autosave.
    QVERIFY(QDir().mkpath(lastWorkspaceFile()));
    ts::AppSettings settings;
    QString autosavePath;
    {
        MainWindow window(&settings);
        // Closing keeps the unsaved edits for the next start, as without the question.
        window.setAskAboutUnsavedChanges(false);
        window.setSaveFailedPrompt(
            [](const QString&) { return MainWindow::SaveFailedAnswer::CancelClose; });
        window.show();
        window.workloadPanel()->sequenceEditor()->spinBox()->setValue(768);
        window.autosave()->saveNow();
        autosavePath = window.autosave()->path();
        QVERIFY(QFile::exists(autosavePath));
        QVERIFY(!window.close()); // the write failed; the user kept the window open
        QVERIFY(QFile::exists(autosavePath));
        // ... and the application ends anyway (the session ends, the last window goes).
    }
    QVERIFY(QFile::exists(autosavePath));
    QCOMPARE(ts::WorkspaceAutosave::recoverable(autosavePath)->workload.run.seqLength, qint64(768));
    {
        // The next start offers it.
        MainWindow window(&settings);
        window.setSaveFailedPrompt(
            [](const QString&) { return MainWindow::SaveFailedAnswer::CancelClose; });
        QSignalSpy offered(&window, &MainWindow::recoveryOffered);
        window.offerRecovery(ts::DeveloperOptions::RecoveryAnswer::Recover);
        QCOMPARE(offered.count(), 1);
        QVERIFY(QFile::exists(autosavePath));
        // Saving the workspace to a file does make it redundant.
        QVERIFY(window.workspaceController()->save(m_dir.filePath(QStringLiteral("kept.json"))));
        QVERIFY(!QFile::exists(autosavePath));
    }
    QVERIFY(QDir(lastWorkspaceFile()).removeRecursively());
}

void TestWorkspaceWindow::eachWindowHasItsOwnAutosave()
{
    // Issue 18, item 6: a second window must not take, offer or delete the first one's live
    // recovery file.
    ts::AppSettings settings;
    MainWindow first(&settings);
    first.workloadPanel()->sequenceEditor()->spinBox()->setValue(640);
    first.autosave()->saveNow();
    const QString firstPath = first.autosave()->path();
    QCOMPARE(firstPath, ts::WorkspaceAutosave::defaultPath());
    QVERIFY(first.autosave()->isLocked());
    QVERIFY(QFile::exists(firstPath));
    const QByteArray firstBytes = readAll(firstPath);

    {
        MainWindow second(&settings);
        // Closing keeps the unsaved edits for the next start, as without the question.
        second.setAskAboutUnsavedChanges(false);
        QVERIFY(second.autosave()->path() != firstPath);
        QVERIFY(second.autosave()->isLocked());
        QSignalSpy offered(&second, &MainWindow::recoveryOffered);
        second.offerRecovery(ts::DeveloperOptions::RecoveryAnswer::Discard);
        QCOMPARE(offered.count(), 0); // nothing of another running window is offered
        QCOMPARE(readAll(firstPath), firstBytes);
        second.workloadPanel()->sequenceEditor()->spinBox()->setValue(1536);
        second.autosave()->saveNow();
        QVERIFY(QFile::exists(second.autosave()->path()));
        QCOMPARE(readAll(firstPath), firstBytes);
        QVERIFY(second.close());
        QVERIFY(!QFile::exists(second.autosave()->path()));
    }
    QCOMPARE(readAll(firstPath), firstBytes);
    QCOMPARE(ts::WorkspaceAutosave::recoverable(firstPath)->workload.run.seqLength, qint64(640));
}

// Issue 34, item 4: two windows on one home. The second window's exit replaced the first's
// last-workspace.json, whose recovery file the first exit had already removed: the first
// window's edits were gone.
void TestWorkspaceWindow::twoWindowsKeepEachOthersWork()
{
    ts::AppSettings settings;
    auto first = std::make_unique<MainWindow>(&settings);
    auto second = std::make_unique<MainWindow>(&settings);
    first->setAskAboutUnsavedChanges(false);
    second->setAskAboutUnsavedChanges(false);
    first->workloadPanel()->sequenceEditor()->spinBox()->setValue(640);
    second->workloadPanel()->sequenceEditor()->spinBox()->setValue(1536);
    first->autosave()->saveNow();
    second->autosave()->saveNow();
    const QString secondAutosave = second->autosave()->path();

    QVERIFY(first->close());
    QCOMPARE(ts::WorkspaceFile::load(lastWorkspaceFile()).workspace->workload.run.seqLength,
        qint64(640));
    QVERIFY(second->close());
    // The first window's edits are still what the next start continues from...
    QCOMPARE(ts::WorkspaceFile::load(lastWorkspaceFile()).workspace->workload.run.seqLength,
        qint64(640));
    // ... and the second's are kept in its own recovery file.
    QVERIFY(QFile::exists(secondAutosave));
    QCOMPARE(
        ts::WorkspaceAutosave::recoverable(secondAutosave)->workload.run.seqLength, qint64(1536));
    second.reset();
    first.reset();

    // The next start restores the one and offers the other.
    MainWindow next(&settings);
    QCOMPARE(next.document()->workspace().workload.run.seqLength, qint64(640));
    QSignalSpy offered(&next, &MainWindow::recoveryOffered);
    next.offerRecovery(ts::DeveloperOptions::RecoveryAnswer::Recover);
    QCOMPARE(offered.count(), 1);
    QCOMPARE(next.document()->workspace().workload.run.seqLength, qint64(1536));
}

// Item 4: File › Save over a workspace file that another window saved after this one opened it
// is refused unless the user says so (the window asks); the check is on the file's bytes.
void TestWorkspaceWindow::saveDoesNotReplaceAnotherWindowsSave()
{
    const QString path = m_dir.filePath(QStringLiteral("shared.json"));
    MainWindow first;
    MainWindow second;
    QVERIFY(first.workspaceController()->save(path));
    QVERIFY(second.workspaceController()->open(path));
    QVERIFY(!second.workspaceController()->changedOnDisk(path));
    first.workloadPanel()->sequenceEditor()->spinBox()->setValue(640);
    QVERIFY(first.workspaceController()->save(path));
    QVERIFY(second.workspaceController()->changedOnDisk(path));
    QVERIFY(!first.workspaceController()->changedOnDisk(path));

    second.workloadPanel()->sequenceEditor()->spinBox()->setValue(1536);
    QString error;
    QVERIFY(!second.workspaceController()->save(path, &error));
    QVERIFY2(error.contains(QStringLiteral("changed on disk")), qPrintable(error));
    QCOMPARE(ts::WorkspaceFile::load(path).workspace->workload.run.seqLength, qint64(640));
    QVERIFY(second.document()->isModified());
    // Another name is no conflict; and once the user chose to replace the file, it is replaced.
    QVERIFY(second.workspaceController()->changedOnDisk(path));
    QVERIFY(!second.workspaceController()->changedOnDisk(m_dir.filePath(QStringLiteral("x.json"))));
    QVERIFY(second.workspaceController()->save(path, &error, true));
    QCOMPARE(ts::WorkspaceFile::load(path).workspace->workload.run.seqLength, qint64(1536));
    QVERIFY(!second.workspaceController()->changedOnDisk(path));
    QVERIFY(first.workspaceController()->changedOnDisk(path));
}

void TestWorkspaceWindow::staleAutosaveLockIsRecoverable()
{
    // A recovery file whose lock names a process that is gone (a crash) is offered; one whose
    // lock a running window holds is not.
    ts::AppSettings settings;
    MainWindow running(&settings);
    running.workloadPanel()->sequenceEditor()->spinBox()->setValue(640);
    running.autosave()->saveNow();

    const QString folder = QFileInfo(ts::WorkspaceAutosave::defaultPath()).absolutePath();
    const QString orphan = folder + QStringLiteral("/autosave-workspace-5.json");
    Workspace crashed = Workspace::defaultWorkspace();
    crashed.workload.run.seqLength = 333;
    QCOMPARE(ts::WorkspaceFile::save(crashed, orphan), QString());
    // A lock as QLockFile writes it, with the process id of a process that has ended.
    QByteArray lockBytes;
    {
        QLockFile probe(m_dir.filePath(QStringLiteral("probe.lock")));
        QVERIFY(probe.tryLock(0));
        lockBytes = readAll(m_dir.filePath(QStringLiteral("probe.lock")));
    }
    QProcess gone;
    gone.start(QStringLiteral("/bin/true"));
    QVERIFY(gone.waitForStarted());
    const qint64 deadPid = gone.processId();
    QVERIFY(gone.waitForFinished());
    QList<QByteArray> lines = lockBytes.split('\n');
    lines[0] = QByteArray::number(deadPid);
    {
        QFile lock(orphan + QStringLiteral(".lock"));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write(lines.join('\n'));
    }

    MainWindow next(&settings);
    QCOMPARE(next.autosave()->path(), orphan);
    QSignalSpy offered(&next, &MainWindow::recoveryOffered);
    next.offerRecovery(ts::DeveloperOptions::RecoveryAnswer::Recover);
    QCOMPARE(offered.count(), 1);
    QCOMPARE(next.document()->workspace().workload.run.seqLength, qint64(333));
    QVERIFY(next.document()->isModified());
    QCOMPARE(running.document()->workspace().workload.run.seqLength, qint64(640));
    QVERIFY(QFile::exists(running.autosave()->path()));
}

void TestWorkspaceWindow::unreadableFilesAreKeptAndReported()
{
    // Issue 18, item 7: a last workspace and a recovery file from a newer version are neither
    // dropped nor overwritten: they are kept aside, and the window says why it could not read
    // them.
    QJsonObject newer = ts::WorkspaceFile::toJson(Workspace::defaultWorkspace());
    newer[QStringLiteral("version")] = 99;
    const QByteArray bytes = QJsonDocument(newer).toJson();
    const QString autosavePath = ts::WorkspaceAutosave::defaultPath();
    QDir().mkpath(QFileInfo(autosavePath).absolutePath());
    for (const QString& path : { lastWorkspaceFile(), autosavePath }) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    ts::AppSettings settings;
    {
        MainWindow window(&settings);
        // Closing keeps the unsaved edits for the next start, as without the question.
        window.setAskAboutUnsavedChanges(false);
        const QStringList problems = window.startupProblems();
        QCOMPARE(problems.size(), 2);
        QVERIFY2(problems[0].contains(QDir::toNativeSeparators(lastWorkspaceFile())),
            qPrintable(problems[0]));
        QVERIFY2(problems[0].contains(QLatin1String("99")), qPrintable(problems[0]));
        QVERIFY2(
            problems[1].contains(QDir::toNativeSeparators(autosavePath)), qPrintable(problems[1]));
        QVERIFY(problems[1].contains(QLatin1String(".unreadable-")));
        QVERIFY(window.autosave()->unreadable());
        QCOMPARE(readAll(window.autosave()->unreadable()->keptAs), bytes);
        QSignalSpy offered(&window, &MainWindow::recoveryOffered);
        window.offerRecovery(ts::DeveloperOptions::RecoveryAnswer::Recover);
        QCOMPARE(offered.count(), 0);

        window.workloadPanel()->sequenceEditor()->spinBox()->setValue(640);
        window.autosave()->saveNow();
        QVERIFY(window.close());
    }
    // The exit wrote a new last workspace; both unreadable files are still there, unchanged.
    const QDir data(QFileInfo(autosavePath).absolutePath());
    const QStringList kept = data.entryList({ QStringLiteral("*.unreadable-*") }, QDir::Files);
    QCOMPARE(kept.size(), 2);
    for (const QString& name : kept)
        QCOMPARE(readAll(data.filePath(name)), bytes);
    QCOMPARE(ts::WorkspaceFile::load(lastWorkspaceFile()).workspace->workload.run.seqLength,
        qint64(640));
    MainWindow again(&settings);
    QVERIFY(again.startupProblems().isEmpty());
}

void TestWorkspaceWindow::oversizedFilesAreRefusedAtStart()
{
    // Issue 18, item 4: a last workspace of 160,000 device ids made every start take 178 s and
    // 2.1 GB; a 900 KB autosave (300,000 MLP layers) crashed recovery. Both are now refused at
    // the limit, before the list is walked, reported with the file, the JSON path and the limit,
    // and kept aside (item 7).
    QJsonObject last = ts::WorkspaceFile::toJson(Workspace::defaultWorkspace());
    QJsonArray ids;
    for (int i = 0; i < 160000; ++i)
        ids.append(QStringLiteral("d%1").arg(i));
    last[QStringLiteral("devices")] = ids;
    QJsonObject autosaved = ts::WorkspaceFile::toJson(Workspace::defaultWorkspace());
    QJsonObject workload = autosaved[QStringLiteral("workload")].toObject();
    QJsonObject model { { QStringLiteral("type"), QStringLiteral("mlp") },
        { QStringLiteral("inputs"), 64 } };
    QJsonArray widths;
    for (int i = 0; i < 300000; ++i)
        widths.append(64);
    model[QStringLiteral("widths")] = widths;
    workload[QStringLiteral("model")] = model;
    autosaved[QStringLiteral("workload")] = workload;
    const QByteArray autosaveBytes = QJsonDocument(autosaved).toJson(QJsonDocument::Compact);
    QVERIFY(autosaveBytes.size() > 900'000);
    const QString autosavePath = ts::WorkspaceAutosave::defaultPath();
    QDir().mkpath(QFileInfo(autosavePath).absolutePath());
    for (const auto& [path, bytes] :
        { std::pair { lastWorkspaceFile(), QJsonDocument(last).toJson(QJsonDocument::Compact) },
            std::pair { autosavePath, autosaveBytes } }) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    ts::AppSettings settings;
    MainWindow window(&settings);
    const QStringList problems = window.startupProblems();
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems[0].contains(QDir::toNativeSeparators(lastWorkspaceFile()))
            && problems[0].contains(QLatin1String("$.devices"))
            && problems[0].contains(QStringLiteral("at most %1 entries").arg(ts::io::kMaxDevices)),
        qPrintable(problems[0]));
    QVERIFY2(problems[1].contains(QDir::toNativeSeparators(autosavePath))
            && problems[1].contains(QLatin1String("$.workload.model.widths"))
            && problems[1].contains(
                QStringLiteral("at most %1 entries").arg(ts::io::kMaxOperators)),
        qPrintable(problems[1]));
    QVERIFY(window.autosave()->unreadable());
    QCOMPARE(readAll(window.autosave()->unreadable()->keptAs), autosaveBytes);
    // The window starts from the first-run workspace.
    QCOMPARE(window.document()->workspace().deviceIds, Workspace::defaultWorkspace().deviceIds);
}

QTEST_MAIN(TestWorkspaceWindow)
#include "tst_workspacewindow.moc"
