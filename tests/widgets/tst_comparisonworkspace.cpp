// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The comparison workspace driven like a user would: choose a preset, tick devices, move the
// batch slider; every chart and the table must then show exactly what the engine computes.

#include "charts/batchcurvechart.h"
#include "charts/chipscalingchart.h"
#include "charts/columnchart.h"
#include "charts/rooflinechart.h"
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "models/accuracytext.h"
#include "models/catalogfiltermodel.h"
#include "models/catalogtablemodel.h"
#include "models/comparisontablemodel.h"
#include "models/metrictext.h"
#include "models/operatortablemodel.h"
#include "models/workspacedocument.h"
#include "panels/devicepickerpanel.h"
#include "panels/operatorpanel.h"
#include "panels/parametereditor.h"
#include "panels/resultspanel.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QIcon>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <memory>

#include "workspacerig.h"

using namespace ts;

namespace {

using Rig = ts::test::WorkspaceRig;

engine::WorkloadEstimate engineEstimate(const WorkloadSpec& spec, const QString& deviceId)
{
    const auto workload = WorkloadBuilder::build(spec).workload;
    const auto device = Catalog::load(QString()).device(deviceId);
    const auto estimate = engine::PerformanceEngine::estimate(*workload, *device, {});
    return *estimate;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({ 1.0, std::abs(a), std::abs(b) });
}

Workspace emptyWorkspace()
{
    Workspace w = Workspace::defaultWorkspace();
    w.deviceIds.clear();
    return w;
}

} // namespace

class TestComparisonWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void firstRunShowsAGpuAndATpu();
    void stepTimeLegendTellsSegmentsApart();
    void rooflineLabelsFitTheWidth();
    void presetDevicesAndBatchSliderMatchTheEngine();
    void sliderDragIsOneUndoStep();
    void undoRestoresChartsAndControls();
    void undoHistoryIsBounded();
    void bestValuePerColumnIsMarked();
    void tableSwatchesAreReused();
    void doesNotFitIsUnmissable();
    void estimatedEnergyIsHatchedWithItsRange();
    void deviceSearchAndKindFilter();
    void deviceDetailsCiteSources();
    void operatorSelectionScalesTheGemm();
    void displayGemmScaling_data();
    void displayGemmScaling();
    void modelsPassTheModelTester();
    void chipCurvesFollowTheScalingModel();
    void chipCurvesPlotOnlyWhatFits();
    void devicesKeepTheirColours();
    void resultsCarryAccuracyBands();
    void assumedDerateWidensTheBand();
    void editsReachExplanationsAndTableWidths();
};

void TestComparisonWorkspace::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestComparisonWorkspace::firstRunShowsAGpuAndATpu()
{
    Rig rig(Workspace::defaultWorkspace());
    const Comparison& c = rig.controller->comparison();
    QVERIFY(c.workload);
    QCOMPARE(int(c.devices.size()), 2);
    QCOMPARE(c.devices[0].device.kind, DeviceKind::Gpu);
    QCOMPARE(c.devices[1].device.kind, DeviceKind::Tpu);
    QVERIFY(c.devices[0].estimate && c.devices[0].estimate->fits);
    QVERIFY(c.devices[1].estimate && c.devices[1].estimate->fits);
    QCOMPARE(rig.devices.checkedIds(), Workspace::defaultWorkspace().deviceIds);
    QCOMPARE(rig.results.stepTimeChart()->columns().size(), 2);
}

void TestComparisonWorkspace::stepTimeLegendTellsSegmentsApart()
{
    // One key entry per segment kind shown (compute, memory, overhead: one chip has no
    // communication, tst_chartregistry checks that case), each with its own fill, and none in a
    // device's colour: the key belongs to no device.
    Rig rig(Workspace::defaultWorkspace());
    // The legend lays its entries out (and hides those with no room) once the chart has its
    // size in the grid: shown.
    rig.results.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rig.results));
    ColumnChart* step = rig.results.stepTimeChart();
    QList<QBrush> brushes;
    const auto markers = step->chart()->legend()->markers();
    for (const QLegendMarker* marker : markers) {
        if (marker->isVisible())
            brushes.append(marker->brush());
    }
    QCOMPARE(brushes.size(), 3);
    for (int i = 0; i < brushes.size(); ++i) {
        for (const ChartColumn& column : step->columns())
            QVERIFY2(brushes[i].color().rgb() != column.color.rgb(), qPrintable(column.label));
        for (int j = 0; j < i; ++j) {
            QVERIFY2(brushes[i] != brushes[j],
                qPrintable(QStringLiteral("segments %1 and %2 look alike").arg(j).arg(i)));
        }
    }
}

void TestComparisonWorkspace::rooflineLabelsFitTheWidth()
{
    // Five decades of intensity labels ("0.1" … "10000") run together in a narrow chart: it
    // labels every second decade there, every decade when there is room.
    RooflineChart roofline;
    roofline.resize(240, 220);
    roofline.show();
    QTRY_COMPARE(roofline.intensityAxis()->base(), 100.0);
    roofline.resize(1200, 700);
    QTRY_COMPARE(roofline.intensityAxis()->base(), 10.0);
}

void TestComparisonWorkspace::presetDevicesAndBatchSliderMatchTheEngine()
{
    Rig rig(emptyWorkspace());
    QSignalSpy updated(rig.controller.get(), &WorkspaceController::comparisonUpdated);

    // Pick a preset as a user would.
    QComboBox* presets = rig.workload.presetBox();
    const int gpt2 = presets->findData(QStringLiteral("gpt-2-1.5b"));
    QVERIFY(gpt2 >= 0);
    presets->setCurrentIndex(gpt2);
    emit presets->activated(gpt2);
    QCOMPARE(rig.document.workspace().presetId, QStringLiteral("gpt-2-1.5b"));

    // Tick a GPU and a TPU in the catalog table.
    rig.devices.setChecked(QStringLiteral("a100-sxm4-80gb"), true);
    rig.devices.setChecked(QStringLiteral("tpu-v4"), true);
    QCOMPARE(rig.document.workspace().deviceIds,
        (QStringList { QStringLiteral("a100-sxm4-80gb"), QStringLiteral("tpu-v4") }));

    // Move the batch slider: one notch is a power of two.
    QSlider* slider = rig.workload.batchEditor()->slider();
    slider->setValue(5);
    QCOMPARE(rig.document.workspace().workload.run.globalBatch, qint64(32));
    QTRY_VERIFY(updated.count() > 0 && !rig.controller->isRecomputePending());

    const WorkloadSpec spec = rig.document.workspace().workload;
    QCOMPARE(rig.workload.batchEditor()->value(), qint64(32));
    const QStringList ids = rig.document.workspace().deviceIds;
    for (int i = 0; i < ids.size(); ++i) {
        const engine::WorkloadEstimate e = engineEstimate(spec, ids[i]);
        ColumnChart* step = rig.results.stepTimeChart();
        // The chart counts ms, or seconds once a step takes one (its title says which).
        const double unit = 1 / rig.results.stepTimeChartSecondsPerUnit();
        QVERIFY(close(step->shownValue(i, 0), e.computeSeconds * unit));
        QVERIFY(close(step->shownValue(i, 1), e.memorySeconds * unit));
        QVERIFY(close(step->shownValue(i, 2), e.communicationSeconds * unit));
        QVERIFY(close(step->shownValue(i, 3), e.overheadSeconds * unit));
        QVERIFY(close(rig.results.throughputChart()->shownValue(i, 0), e.tokensPerSecond));
        QVERIFY(
            close(rig.results.costPerMillionChart()->shownValue(i, 0), e.costPerMillionTokensUsd));
        QVERIFY(close(rig.results.costPerRunChart()->shownValue(i, 0), e.costPerRunUsd));
        QVERIFY(close(rig.results.energyChart()->shownValue(i, 0), e.runFacilityEnergyKwh));
        // Memory in GiB, the unit it is shown in everywhere (2^30 bytes).
        QVERIFY(close(rig.results.memoryChart()->shownValue(i, 0),
            double(e.memory.totalBytes()) / double(qint64(1) << 30)));
        QVERIFY(close(rig.results.memoryChart()->columns()[i].marker,
            double(e.memoryCapacityBytes) / double(qint64(1) << 30)));

        // Roofline: the roof's flat part is the peak; each point is an operator's achieved rate.
        const QList<QPointF> roof = rig.results.rooflineChart()->roofSeries(i)->points();
        QCOMPARE(roof.size(), 3);
        QVERIFY(close(roof.last().y(), e.peakFlopsPerSecond / 1e12));
        const QList<QPointF> points = rig.results.rooflineChart()->pointSeries(i)->points();
        QVERIFY(!points.isEmpty());
        const auto first = std::find_if(e.ops.begin(), e.ops.end(),
            [](const auto& op) { return op.flops > 0 && op.timeSeconds > 0 && op.bytes > 0; });
        QVERIFY(first != e.ops.end());
        QVERIFY(close(points.first().y(), first->flops / first->timeSeconds / 1e12));
        QVERIFY(close(points.first().x(), first->arithmeticIntensity()));

        // The batch curve passes through the current batch at the current throughput.
        bool found = false;
        for (const QPointF& p : rig.results.batchChart()->curveSeries(i)->points()) {
            if (p.x() == 32) {
                QVERIFY(close(p.y() * rig.results.batchChart()->valueScale(), e.tokensPerSecond));
                found = true;
            }
        }
        QVERIFY(found);

        // The table holds the same numbers.
        ComparisonTableModel* table = rig.results.tableModel();
        QVERIFY(close(
            table->data(table->index(i, 1 + int(Metric::StepTime)), ComparisonTableModel::SortRole)
                .toDouble(),
            e.stepSeconds * 1e3));
        QVERIFY(close(
            table->data(
                     table->index(i, 1 + int(Metric::Throughput)), ComparisonTableModel::SortRole)
                .toDouble(),
            e.tokensPerSecond));
    }
    // Same device, same colour in every chart.
    QCOMPARE(rig.results.throughputChart()->columns()[1].color,
        Theme(Theme::Kind::Light).deviceColor(1));
    QCOMPARE(rig.results.rooflineChart()->roofSeries(1)->pen().color(),
        Theme(Theme::Kind::Light).deviceColor(1));
    QCOMPARE(rig.results.batchChart()->curveSeries(1)->pen().color(),
        Theme(Theme::Kind::Light).deviceColor(1));
}

void TestComparisonWorkspace::sliderDragIsOneUndoStep()
{
    Rig rig(Workspace::defaultWorkspace());
    QSlider* slider = rig.workload.sequenceEditor()->slider();
    const int before = rig.document.undoStack()->count();
    emit slider->sliderPressed();
    for (int position = 8; position <= 12; ++position)
        slider->setValue(position);
    emit slider->sliderReleased();
    QCOMPARE(rig.document.undoStack()->count(), before + 1);
    QCOMPARE(rig.document.workspace().workload.run.seqLength, qint64(4096));
    // A second drag is a second step.
    emit slider->sliderPressed();
    slider->setValue(9);
    emit slider->sliderReleased();
    QCOMPARE(rig.document.undoStack()->count(), before + 2);
    rig.document.undoStack()->undo();
    QCOMPARE(rig.document.workspace().workload.run.seqLength, qint64(4096));
    rig.document.undoStack()->undo();
    QCOMPARE(rig.document.workspace().workload.run.seqLength,
        Workspace::defaultWorkspace().workload.run.seqLength);
}

void TestComparisonWorkspace::undoRestoresChartsAndControls()
{
    Rig rig(Workspace::defaultWorkspace());
    const Workspace original = rig.document.workspace();
    const double throughput = rig.results.throughputChart()->shownValue(0, 0);
    QVERIFY(!rig.document.isModified());

    rig.workload.batchEditor()->spinBox()->setValue(64);
    rig.devices.setChecked(QStringLiteral("tpu-v5p"), false);
    rig.controller->recomputeNow();
    QVERIFY(rig.document.isModified());
    QCOMPARE(rig.results.throughputChart()->columns().size(), 1);
    QVERIFY(!close(rig.results.throughputChart()->shownValue(0, 0), throughput));

    rig.document.undoStack()->undo();
    rig.document.undoStack()->undo();
    rig.controller->recomputeNow();
    QCOMPARE(rig.document.workspace(), original);
    QVERIFY(!rig.document.isModified());
    QCOMPARE(rig.workload.batchEditor()->value(), original.workload.run.globalBatch);
    QCOMPARE(rig.devices.checkedIds(), original.deviceIds);
    QCOMPARE(rig.results.throughputChart()->columns().size(), 2);
    QVERIFY(close(rig.results.throughputChart()->shownValue(0, 0), throughput));

    rig.document.undoStack()->redo();
    QCOMPARE(rig.document.workspace().workload.run.globalBatch, qint64(64));
}

void TestComparisonWorkspace::undoHistoryIsBounded()
{
    // A window left running for days keeps the last kUndoLimit steps, not every edit; the
    // document stays modified once its saved state has fallen off the history.
    WorkspaceDocument document;
    const Workspace start = Workspace::defaultWorkspace();
    document.reset(start);
    const int edits = WorkspaceDocument::kUndoLimit + 100;
    for (int i = 1; i <= edits; ++i) {
        WorkloadSpec spec = document.workspace().workload;
        spec.run.globalBatch = i;
        spec.run.microBatch = i;
        document.setWorkload(spec, QStringLiteral("Batch"));
    }
    QUndoStack* undo = document.undoStack();
    QCOMPARE(undo->count(), WorkspaceDocument::kUndoLimit);
    while (undo->canUndo())
        undo->undo();
    // The oldest step kept is the edit to batch 101: undoing it leaves batch 100.
    QCOMPARE(document.workspace().workload.run.globalBatch,
        qint64(edits - WorkspaceDocument::kUndoLimit));
    QVERIFY(document.isModified());
}

void TestComparisonWorkspace::tableSwatchesAreReused()
{
    // The device swatch is one icon per colour, kept across edits: a new pixmap per repaint
    // would fill QPixmapCache with dead entries (the soak test's memory growth).
    Rig rig(Workspace::defaultWorkspace());
    ComparisonTableModel* table = rig.results.tableModel();
    const auto swatch = [table](int row) {
        return table->data(table->index(row, 0), Qt::DecorationRole).value<QIcon>();
    };
    const QIcon before = swatch(0);
    QVERIFY(!before.isNull());
    const QColor shown = before.pixmap(16, 16).toImage().pixelColor(8, 8);
    QCOMPARE(shown.rgb(), rig.results.stepTimeChart()->columns().at(0).color.rgb());
    WorkloadSpec spec = rig.document.workspace().workload;
    spec.run.globalBatch *= 2;
    spec.run.microBatch = spec.run.globalBatch;
    rig.document.setWorkload(spec, QStringLiteral("Batch"));
    rig.controller->recomputeNow();
    QCOMPARE(swatch(0).cacheKey(), before.cacheKey());
    QVERIFY(swatch(1).cacheKey() != before.cacheKey());
}

void TestComparisonWorkspace::bestValuePerColumnIsMarked()
{
    Workspace w = Workspace::defaultWorkspace();
    w.deviceIds = { QStringLiteral("v100-sxm2-32gb"), QStringLiteral("h100-sxm"),
        QStringLiteral("tpu-v5e") };
    Rig rig(w);
    const Comparison& c = rig.controller->comparison();
    int fastest = 0;
    for (int i = 1; i < int(c.devices.size()); ++i) {
        if (c.devices[i].estimate->tokensPerSecond > c.devices[fastest].estimate->tokensPerSecond)
            fastest = i;
    }
    ComparisonTableModel* table = rig.results.tableModel();
    QCOMPARE(table->bestRow(Metric::Throughput), fastest);
    const QModelIndex best = table->index(fastest, 1 + int(Metric::Throughput));
    QVERIFY(table->data(best, ComparisonTableModel::BestRole).toBool());
    QVERIFY(table->data(best).toString().startsWith(QStringLiteral("★")));
    QVERIFY(table->data(best, Qt::ToolTipRole).toString().contains(QStringLiteral("throughput")));
    // Lower is better for step time: the fastest device is also best there.
    QCOMPARE(table->bestRow(Metric::StepTime), fastest);

    // Sorting by a column orders the rows by value.
    QTableView* view = rig.results.table();
    view->sortByColumn(1 + int(Metric::Throughput), Qt::DescendingOrder);
    QCOMPARE(view->model()->index(0, 0).data().toString(), c.devices[fastest].device.name);
}

void TestComparisonWorkspace::estimatedEnergyIsHatchedWithItsRange()
{
    // Issue 20: the default comparison's TPU v5p has an estimated power (326 W, 294-358 W); its
    // energy bar is hatched, labelled, and its whisker spans at least the power range. The
    // H100's TDP-based bar is solid.
    Rig rig(Workspace::defaultWorkspace());
    const Comparison& c = rig.controller->comparison();
    QCOMPARE(c.devices[1].device.id, QStringLiteral("tpu-v5p"));
    const engine::WorkloadEstimate& tpu = *c.devices[1].estimate;
    QCOMPARE(tpu.powerBasis, QStringLiteral("estimated"));
    ColumnChart* energy = rig.results.energyChart();
    const ChartColumn& gpuColumn = energy->columns().at(0);
    const ChartColumn& tpuColumn = energy->columns().at(1);
    QVERIFY(!gpuColumn.missing && !gpuColumn.estimated);
    QVERIFY(!tpuColumn.missing && tpuColumn.estimated);
    QCOMPARE(energy->segmentSeries(1, 0)->pen().brush().style(), Qt::FDiagPattern);
    QCOMPARE(energy->segmentSeries(0, 0)->pen().brush().style(), Qt::SolidPattern);
    QVERIFY(tpuColumn.hasBand());
    QVERIFY(tpuColumn.bandLow <= tpu.runFacilityEnergyKwh * 294.0 / 326.0 * (1 + 1e-9));
    QVERIFY(tpuColumn.bandHigh >= tpu.runFacilityEnergyKwh * 358.0 / 326.0 * (1 - 1e-9));
    QVERIFY(tpuColumn.explanation.contains(QStringLiteral("kWh")));
}

void TestComparisonWorkspace::doesNotFitIsUnmissable()
{
    Workspace w = Workspace::defaultWorkspace();
    w.presetId = QStringLiteral("llama-3-405b");
    w.workload = *WorkloadPresets::load(w.presetId).spec;
    w.deviceIds = { QStringLiteral("h100-sxm") };
    Rig rig(w);
    const Comparison& c = rig.controller->comparison();
    QVERIFY(!c.devices[0].estimate->fits);
    QVERIFY(!rig.results.banner()->isHidden());
    QVERIFY(rig.results.banner()->text().contains(QStringLiteral("DOES NOT FIT on one H100")));
    // It says why and what to do: what needs the memory, and where to see how many chips.
    QVERIFY(rig.results.banner()->text().contains(QStringLiteral("optimizer state")));
    QVERIFY(rig.results.banner()->text().contains(QStringLiteral("chips chart")));
    QVERIFY(rig.results.memoryChart()->columns()[0].flagged);
    QCOMPARE(rig.results.memoryChart()->segmentSeries(0, 0)->pen().brush().style(),
        Qt::DiagCrossPattern);
    QVERIFY(rig.results.tableModel()
                ->data(rig.results.tableModel()->index(0, 0))
                .toString()
                .contains(QStringLiteral("DOES NOT FIT")));

    // Back to a workload that fits: the banner goes away.
    rig.document.reset(Workspace::defaultWorkspace());
    rig.controller->recomputeNow();
    QVERIFY(rig.results.banner()->isHidden());
}

void TestComparisonWorkspace::deviceSearchAndKindFilter()
{
    Rig rig(Workspace::defaultWorkspace());
    CatalogFilterModel* filter = rig.devices.filterModel();
    const int all = filter->rowCount();
    QVERIFY(all >= 20);
    QTest::keyClicks(rig.devices.searchField(), QStringLiteral("tpu"));
    QVERIFY(filter->rowCount() > 0 && filter->rowCount() < all);
    for (int row = 0; row < filter->rowCount(); ++row)
        QVERIFY(filter->index(row, 0).data().toString().contains(QStringLiteral("TPU")));
    rig.devices.searchField()->clear();
    QCOMPARE(filter->rowCount(), all);
    rig.devices.kindBox()->setCurrentIndex(rig.devices.kindBox()->findData(int(DeviceKind::Gpu)));
    for (int row = 0; row < filter->rowCount(); ++row)
        QCOMPARE(
            filter->index(row, CatalogTableModel::Kind).data().toString(), QStringLiteral("GPU"));
    // Ticking through the filtered view reaches the document.
    const QModelIndex first = filter->index(0, CatalogTableModel::Name);
    const QString id = first.data(CatalogTableModel::IdRole).toString();
    const bool wasChecked = rig.document.workspace().deviceIds.contains(id);
    filter->setData(first, wasChecked ? Qt::Unchecked : Qt::Checked, Qt::CheckStateRole);
    QCOMPARE(rig.document.workspace().deviceIds.contains(id), !wasChecked);
}

void TestComparisonWorkspace::deviceDetailsCiteSources()
{
    Rig rig(Workspace::defaultWorkspace());
    const int row = rig.devices.catalogModel()->rowOf(QStringLiteral("h100-sxm"));
    rig.devices.table()->setCurrentIndex(
        rig.devices.filterModel()->mapFromSource(rig.devices.catalogModel()->index(row, 0)));
    const QString text = rig.devices.details()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("H100")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Memory bandwidth")));
    QVERIFY(text.contains(QStringLiteral("Sources")));
    QVERIFY(text.contains(QStringLiteral("datasheet"), Qt::CaseInsensitive));

    // A TPU shows its power with the evidence: TPU v4 measured (Jouppi et al., Table 4), TPU v5p
    // estimated with its range and derivation (issue 20).
    auto detailsOf = [&](const QString& id) {
        const int r = rig.devices.catalogModel()->rowOf(id);
        rig.devices.table()->setCurrentIndex(
            rig.devices.filterModel()->mapFromSource(rig.devices.catalogModel()->index(r, 0)));
        return rig.devices.details()->toPlainText();
    };
    const QString v4 = detailsOf(QStringLiteral("tpu-v4"));
    QVERIFY2(v4.contains(QStringLiteral("Power, measured maximum")), qPrintable(v4));
    QVERIFY(v4.contains(QStringLiteral("192 W")));
    QVERIFY(v4.contains(QStringLiteral("Table 4")));
    const QString v5p = detailsOf(QStringLiteral("tpu-v5p"));
    QVERIFY2(v5p.contains(QStringLiteral("Power, estimated")), qPrintable(v5p));
    QVERIFY(v5p.contains(QStringLiteral("294–358 W")));
}

void TestComparisonWorkspace::operatorSelectionScalesTheGemm()
{
    Rig rig(Workspace::defaultWorkspace());
    QSignalSpy selected(rig.controller.get(), &WorkspaceController::operatorSelected);
    OperatorTableModel* model = rig.operators.model();
    int gemmRow = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        const Operator* candidate = model->operatorAt(row);
        if (!candidate->gemm.isEmpty() && candidate->gemm.m() > 64
            && candidate->name != rig.operators.selectedOperator()) {
            gemmRow = row;
            break;
        }
    }
    QVERIFY(gemmRow >= 0);
    const Operator op = *model->operatorAt(gemmRow);
    rig.operators.selectOperator(op.name);
    QCOMPARE(selected.count(), 1);
    const auto shape = selected.first().at(2).value<std::optional<GemmShape>>();
    QVERIFY(shape);
    QVERIFY(shape->m() <= 64 && shape->n() <= 64 && shape->k() <= 64);
    const QString note = selected.first().at(3).toString();
    QVERIFY2(note.contains(QStringLiteral("scaled down")), qPrintable(note));
    QVERIFY(selected.first().at(1).toString().contains(QStringLiteral("bound by")));
    QCOMPARE(rig.document.workspace().selectedOperator, op.name);
}

void TestComparisonWorkspace::displayGemmScaling_data()
{
    QTest::addColumn<qint64>("m");
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<qint64>("divisor");
    QTest::addColumn<qint64>("shownM");
    QTest::addColumn<qint64>("shownN");
    QTest::addColumn<qint64>("shownK");
    QTest::newRow("small stays") << qint64(16) << qint64(8) << qint64(64) << qint64(1) << qint64(16)
                                 << qint64(8) << qint64(64);
    QTest::newRow("llama qkv") << qint64(16384) << qint64(12288) << qint64(4096) << qint64(256)
                               << qint64(64) << qint64(48) << qint64(16);
    QTest::newRow("rounds up") << qint64(65) << qint64(1) << qint64(3) << qint64(2) << qint64(33)
                               << qint64(1) << qint64(2);
}

void TestComparisonWorkspace::displayGemmScaling()
{
    QFETCH(qint64, m);
    QFETCH(qint64, n);
    QFETCH(qint64, k);
    QFETCH(qint64, divisor);
    qint64 d = 0;
    const GemmShape shown
        = WorkspaceController::displayGemm(GemmShape(GemmM(m), GemmN(n), GemmK(k)), 64, &d);
    QCOMPARE(d, divisor);
    QFETCH(qint64, shownM);
    QFETCH(qint64, shownN);
    QFETCH(qint64, shownK);
    QCOMPARE(shown.m(), shownM);
    QCOMPARE(shown.n(), shownN);
    QCOMPARE(shown.k(), shownK);
}

void TestComparisonWorkspace::modelsPassTheModelTester()
{
    Rig rig(Workspace::defaultWorkspace());
    QAbstractItemModelTester catalog(
        rig.devices.catalogModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester filter(
        rig.devices.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester table(
        rig.results.tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester operators(
        rig.operators.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    rig.devices.setChecked(QStringLiteral("l4"), true);
    rig.workload.batchEditor()->spinBox()->setValue(2);
    rig.controller->recomputeNow();
    rig.document.undoStack()->undo();
    rig.document.undoStack()->undo();
    rig.controller->recomputeNow();
}

void TestComparisonWorkspace::chipCurvesFollowTheScalingModel()
{
    Rig rig(Workspace::defaultWorkspace());
    QSignalSpy arrived(rig.controller.get(), &WorkspaceController::chipScalingUpdated);
    // An edit while the first curves are on their way: only the new workload's curves count.
    rig.workload.batchEditor()->spinBox()->setValue(16);
    rig.controller->recomputeNow();
    QTRY_VERIFY_WITH_TIMEOUT(!rig.controller->isChipScalingPending() && arrived.count() > 0, 60000);

    const WorkloadSpec spec = rig.document.workspace().workload;
    QCOMPARE(spec.run.globalBatch, qint64(16));
    const Workload workload = *WorkloadBuilder::build(spec).workload;
    const Catalog catalog = Catalog::load(QString());
    for (int i = 0; i < 2; ++i) {
        const Device device = *catalog.device(rig.document.workspace().deviceIds[i]);
        const scaling::ScalingEstimator estimator(workload, device);
        const QList<QPointF> time = rig.results.chipChart()->timeSeries(i)->points();
        const QList<QPointF> efficiency = rig.results.chipChart()->efficiencySeries(i)->points();
        QVERIFY(!time.isEmpty());
        // A prefill of LLaMA-2 7B fits one chip: every count fits, efficiency is against one.
        QCOMPARE(time.first().x(), 1.0);
        QVERIFY(rig.results.chipChart()->unfitSeries(i)->points().isEmpty());
        for (int p = 0; p < time.size(); ++p) {
            const auto best = estimator.fastest(qint64(time[p].x()));
            QVERIFY(best && best->fits);
            QVERIFY(close(time[p].y(), best->stepSeconds * 1e3));
            QVERIFY(close(efficiency[p].y(), 100 * time[0].y() / (time[p].x() * time[p].y())));
        }
    }
    QCOMPARE(rig.results.chipChart()->timeSeries(1)->pen().color(),
        Theme(Theme::Kind::Light).deviceColor(1));
}

// Issue 20: LLaMA-3 70B training needs about 1.1 TB of weights, gradients and Adam state: no
// single chip holds it. The lines join only the counts that fit, efficiency is against the
// fewest of them (100 % there), and the counts that do not fit are hollow markers.
// Issue 19: a device keeps its colour whatever else is ticked (tours change the devices from
// scene to scene): the TPU v5p stays orange when the H100 goes, and a device new to the session
// takes a colour no other device has had.
void TestComparisonWorkspace::devicesKeepTheirColours()
{
    Rig rig(Workspace::defaultWorkspace());
    auto colourOf = [&rig](const QString& id) {
        const DeviceComparison* d = rig.controller->comparison().find(id);
        return d ? d->colorIndex : -1;
    };
    QCOMPARE(colourOf(QStringLiteral("h100-sxm")), 0);
    QCOMPARE(colourOf(QStringLiteral("tpu-v5p")), 1);
    rig.devices.setChecked(QStringLiteral("h100-sxm"), false);
    rig.devices.setChecked(QStringLiteral("a100-sxm4-80gb"), true);
    rig.controller->recomputeNow();
    QCOMPARE(rig.controller->comparison().devices.size(), std::size_t(2));
    QCOMPARE(colourOf(QStringLiteral("tpu-v5p")), 1);
    QCOMPARE(colourOf(QStringLiteral("a100-sxm4-80gb")), 2);
    rig.devices.setChecked(QStringLiteral("h100-sxm"), true);
    rig.controller->recomputeNow();
    QCOMPARE(colourOf(QStringLiteral("h100-sxm")), 0);
    const auto columns = rig.results.tableModel()->rowCount();
    QCOMPARE(columns, 3);

    // More devices over a session than colours: those on screen still differ.
    const QStringList more { QStringLiteral("l4"), QStringLiteral("l40s"),
        QStringLiteral("v100-sxm2-32gb"), QStringLiteral("b200"), QStringLiteral("mi300x"),
        QStringLiteral("tpu-v5e"), QStringLiteral("tpu-v4") };
    for (const QString& id : more) {
        rig.devices.setChecked(id, true);
        rig.controller->recomputeNow();
        rig.devices.setChecked(id, false);
    }
    rig.devices.setChecked(QStringLiteral("tpu-v4"), true);
    rig.devices.setChecked(QStringLiteral("mi300x"), true);
    rig.controller->recomputeNow();
    QSet<int> onScreen;
    for (const DeviceComparison& d : rig.controller->comparison().devices)
        onScreen.insert(d.colorIndex % Theme::deviceColorCount());
    QCOMPARE(onScreen.size(), qsizetype(rig.controller->comparison().devices.size()));
    QCOMPARE(colourOf(QStringLiteral("tpu-v5p")), 1);
}

void TestComparisonWorkspace::chipCurvesPlotOnlyWhatFits()
{
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-3-70b")).spec;
    spec.run.step = StepKind::Training;
    spec.run.globalBatch = 64;
    spec.run.microBatch = 1;
    spec.run.seqLength = 4096;
    const Workload workload = *WorkloadBuilder::build(spec).workload;
    const Catalog catalog = Catalog::load(QString());
    const QList<Device> devices = { *catalog.device(QStringLiteral("h100-sxm")),
        *catalog.device(QStringLiteral("tpu-v5e")) };
    const std::vector<ChipCurve> curves = ChipScaling::compute(workload, devices, { 0, 1 }, {});
    QCOMPARE(curves.size(), std::size_t(2));
    ChipScalingChart chart;
    chart.setCurves(curves, { Qt::blue, Qt::red });
    for (int i = 0; i < 2; ++i) {
        const ChipCurve& curve = curves[std::size_t(i)];
        QVERIFY2(curve.baselineChips > 1, qPrintable(curve.deviceId));
        const scaling::ScalingEstimator estimator(workload, devices[i]);
        QVERIFY(!estimator.fastest(1)->fits);
        QList<qreal> fitting;
        QList<qreal> unfit;
        for (const ChipPoint& p : curve.points) {
            (p.fits ? fitting : unfit).append(qreal(p.chips));
            if (p.chips == curve.baselineChips)
                QCOMPARE(p.scalingEfficiency, 1.0);
            if (!p.fits)
                QCOMPARE(p.scalingEfficiency, 0.0);
        }
        QVERIFY(!unfit.isEmpty() && !fitting.isEmpty());
        QCOMPARE(fitting.first(), qreal(curve.baselineChips));
        QList<qreal> drawn;
        for (const QPointF& p : chart.timeSeries(i)->points())
            drawn.append(p.x());
        QCOMPARE(drawn, fitting);
        drawn.clear();
        for (const QPointF& p : chart.unfitSeries(i)->points())
            drawn.append(p.x());
        QCOMPARE(drawn, unfit);
        QCOMPARE(chart.efficiencySeries(i)->points().size(), fitting.size());
    }
}

namespace {

// The band of a device's step time, read from the accuracy column: (low, high) factors.
QPointF bandFactors(ComparisonTableModel* table, int row)
{
    return table
        ->data(table->index(row, ComparisonTableModel::BandColumn), ComparisonTableModel::BandRole)
        .toPointF();
}

} // namespace

void TestComparisonWorkspace::resultsCarryAccuracyBands()
{
    // The default workspace: a prefill step on an H100 (its derate measured) and a TPU v5p.
    Rig rig(Workspace::defaultWorkspace());
    const Comparison& c = rig.controller->comparison();
    const DeviceComparison& h100 = c.devices[0];
    QCOMPARE(h100.device.id, QStringLiteral("h100-sxm"));
    QVERIFY(h100.estimate);
    QVERIFY(h100.band);
    QCOMPARE(h100.band->category, QStringLiteral("inference"));
    QCOMPARE(h100.band->family, QStringLiteral("NVIDIA"));
    QVERIFY2(!h100.band->widened(), qPrintable(h100.estimate->notes.join(u',')));
    // The band is the validation report's: the category has scored rows and a MAPE.
    const validation::CategorySummary* summary
        = validation::AccuracyModel::shipped().report().category(QStringLiteral("inference"));
    QVERIFY(summary && summary->mape && summary->rowsScored >= h100.band->rows);
    QVERIFY(h100.band->halfWidth() > 0.01);

    ComparisonTableModel* table = rig.results.tableModel();
    // A prefill step: the device, the metrics, the band, and the five serving columns.
    QVERIFY(c.showsServing());
    QCOMPARE(table->columnCount(), 2 + kMetricCount + 5);
    QCOMPARE(table->headerData(ComparisonTableModel::BandColumn, Qt::Horizontal, Qt::DisplayRole)
                 .toString(),
        QStringLiteral("Uncertainty"));
    const QModelIndex bandCell = table->index(0, ComparisonTableModel::BandColumn);
    const QString shown = table->data(bandCell).toString();
    QCOMPARE(shown, AccuracyText::range(*h100.band));
    QVERIFY(shown.contains(QLatin1Char('%')));
    const QString tip = table->data(bandCell, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("inference rows on NVIDIA GPUs")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("docs/validation.md")));
    QVERIFY(tip.contains(QStringLiteral("%1 measurements").arg(h100.band->rows)));
    const QPointF factors = bandFactors(table, 0);
    QCOMPARE(factors.x(), h100.band->timeLow());
    QCOMPARE(factors.y(), h100.band->timeHigh());

    // The step-time cell: the band in milliseconds, and in its tooltip.
    const QModelIndex step = table->index(0, 1 + int(Metric::StepTime));
    const QPointF stepBand = table->data(step, ComparisonTableModel::BandRole).toPointF();
    const double ms = h100.estimate->stepSeconds * 1e3;
    QVERIFY(close(stepBand.x(), ms * h100.band->timeLow()));
    QVERIFY(close(stepBand.y(), ms * h100.band->timeHigh()));
    QVERIFY(table->data(step, Qt::ToolTipRole).toString().contains(QStringLiteral("Uncertainty")));
    // Throughput takes the reciprocal band; memory has none.
    const QModelIndex throughput = table->index(0, 1 + int(Metric::Throughput));
    const QPointF rate = table->data(throughput, ComparisonTableModel::BandRole).toPointF();
    QVERIFY(close(rate.x(), h100.estimate->tokensPerSecond / h100.band->timeHigh()));
    QVERIFY(close(rate.y(), h100.estimate->tokensPerSecond / h100.band->timeLow()));
    QVERIFY(!table->data(table->index(0, 1 + int(Metric::Memory)), ComparisonTableModel::BandRole)
                 .isValid());

    // The step-time bar: an error bar over the stacked total, its hover text the provenance.
    ColumnChart* chart = rig.results.stepTimeChart();
    const ChartColumn& column = chart->columns().at(0);
    QVERIFY(column.hasBand());
    QVERIFY(close(column.bandLow, ms * h100.band->timeLow()));
    QVERIFY(close(column.bandHigh, ms * h100.band->timeHigh()));
    QVERIFY(column.bandExplanation.contains(QStringLiteral("NVIDIA GPUs")));
    QVERIFY(column.explanation.contains(column.bandExplanation));
    QLineSeries* whisker = chart->whiskerSeries(0);
    QVERIFY(whisker);
    QCOMPARE(whisker->count(), 6);
    double low = 1e300;
    double high = 0;
    for (const QPointF& p : whisker->points()) {
        low = std::min(low, p.y());
        high = std::max(high, p.y());
    }
    QVERIFY(close(low, column.bandLow));
    QVERIFY(close(high, column.bandHigh));
    QVERIFY(chart->valueAxis()->max() >= high);
    // The memory chart carries no band.
    QVERIFY(!rig.results.memoryChart()->columns().at(0).hasBand());
    QCOMPARE(rig.results.memoryChart()->whiskerSeries(0)->count(), 0);
}

void TestComparisonWorkspace::assumedDerateWidensTheBand()
{
    // The H100 PCIe has no measured matrix derate (peak-clock-assumed-sustained); the SXM has.
    Workspace w = Workspace::defaultWorkspace();
    w.deviceIds = { QStringLiteral("h100-sxm"), QStringLiteral("h100-pcie") };
    Rig rig(w);
    const Comparison& c = rig.controller->comparison();
    QVERIFY(c.devices[0].band && c.devices[1].band);
    QVERIFY(!c.devices[0].band->widened());
    QVERIFY2(c.devices[1].band->widened(), qPrintable(c.devices[1].estimate->notes.join(u',')));
    ComparisonTableModel* table = rig.results.tableModel();
    const QPointF measured = bandFactors(table, 0);
    const QPointF assumed = bandFactors(table, 1);
    QVERIFY(assumed.y() - assumed.x() > measured.y() - measured.x());
    const QString tip
        = table->data(table->index(1, ComparisonTableModel::BandColumn), Qt::ToolTipRole)
              .toString();
    QVERIFY2(tip.contains(QStringLiteral("widened")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("assumed")));
    const ColumnChart* chart = rig.results.stepTimeChart();
    const ChartColumn& a = chart->columns().at(0);
    const ChartColumn& b = chart->columns().at(1);
    QVERIFY((b.bandHigh - b.bandLow) / (b.bandHigh + b.bandLow)
        > (a.bandHigh - a.bandLow) / (a.bandHigh + a.bandLow));

    // An estimate computed against an empty validation report has no band: never a fake one.
    const Comparison none = Comparison::compute(
        w.workload, w.deviceIds, Catalog::load(QString()), {}, validation::AccuracyModel());
    QVERIFY(none.devices[0].estimate && !none.devices[0].band);
    ComparisonTableModel bare;
    bare.setComparison(none, { Qt::red, Qt::blue });
    QVERIFY(
        !bare.data(bare.index(0, ComparisonTableModel::BandColumn), ComparisonTableModel::BandRole)
             .isValid());
    QCOMPARE(bare.data(bare.index(0, ComparisonTableModel::BandColumn)).toString(),
        QStringLiteral("no data"));
}

void TestComparisonWorkspace::editsReachExplanationsAndTableWidths()
{
    // The columns' explanations are built on a hover and the table's size hints memoised
    // (issue 34, the speed budget): after edits, both describe the figures shown, not the
    // ones of an earlier edit.
    Rig rig(Workspace::defaultWorkspace());
    rig.results.show();
    ColumnChart* step = rig.results.stepTimeChart();
    QTableView* table = rig.results.table();
    QStyledItemDelegate plain;
    QString before;
    for (const qint64 batch : { qint64(8), qint64(64), qint64(2048) }) {
        WorkloadSpec spec = rig.document.workspace().workload;
        spec.run.globalBatch = batch;
        rig.document.setWorkload(spec, QStringLiteral("batch"));
        rig.controller->recomputeNow();
        const Comparison& c = rig.controller->comparison();
        QVERIFY(!c.devices.empty() && c.devices[0].estimate);
        QCOMPARE(step->columns().size(), qsizetype(c.devices.size()));
        for (int d = 0; d < int(c.devices.size()); ++d) {
            const QString shown = step->columns()[d].explanation;
            QString expected = MetricText::explanation(Metric::StepTime, c.devices[d], c);
            if (step->columns()[d].hasBand())
                expected += AccuracyText::html(*c.devices[d].band, Metric::StepTime);
            QCOMPARE(shown, expected);
        }
        const QString first = step->columns()[0].explanation;
        QVERIFY(first != before);
        before = first;
        // Every cell's text fits its column: no column kept an earlier edit's width.
        QStyleOptionViewItem option;
        option.initFrom(table);
        option.widget = table;
        for (int col = 0; col < table->model()->columnCount(); ++col) {
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QModelIndex index = table->model()->index(row, col);
                QVERIFY2(table->columnWidth(col) >= plain.sizeHint(option, index).width(),
                    qPrintable(index.data().toString()));
            }
        }
    }
}

QTEST_MAIN(TestComparisonWorkspace)
#include "tst_comparisonworkspace.moc"
