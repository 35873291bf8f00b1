// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Serving and fine-tuning in the window (issue 21): the workload editor's training and serving
// options reach the document, and an inference step's comparison shows the serving figures at
// the workload's latency targets, equal to serving::ServingEstimator's.

#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "models/comparisontablemodel.h"
#include "models/modelstructuretext.h"
#include "models/servingtext.h"
#include "models/workspacedocument.h"
#include "panels/parametereditor.h"
#include "panels/resultspanel.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "serving/servingestimator.h"
#include "workload/workloadpresets.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include "workspacerig.h"

using namespace ts;
using Rig = ts::test::WorkspaceRig;

namespace {

Workspace servingWorkspace(double ttft, double tpot)
{
    Workspace w;
    w.presetId = QStringLiteral("llama-2-7b");
    w.workload = *WorkloadPresets::load(w.presetId).spec;
    RunConfig& run = w.workload.run;
    run.step = StepKind::Decode;
    run.globalBatch = 16;
    run.microBatch = 16;
    run.seqLength = 1024;
    run.generatedTokens = 256;
    run.ttftTargetSeconds = ttft;
    run.tpotTargetSeconds = tpot;
    w.deviceIds = { QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm4-80gb") };
    return w;
}

void grab(QWidget& widget, const QString& name)
{
    if (const QByteArray dir = qgetenv("TST_SERVING_GRAB"); !dir.isEmpty()) {
        // As the dock lays it out: its own height, the first-run dock's width.
        widget.resize(QSize(380, widget.sizeHint().height()));
        widget.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(name));
    }
}

} // namespace

class TestServingWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void servingColumnsAreTheEstimators();
    void targetsPickTheBatch();
    void trainingShowsNoServing();
    void trainingOptionsReachTheDocument();
    void servingOptionsReachTheDocument();
    void structureOfAnImportedModel();
    void batchingAndDraftInTheWindow();
    void servingEngineInTheWindow();
};

void TestServingWorkspace::servingColumnsAreTheEstimators()
{
    const Workspace w = servingWorkspace(0.5, 0.02);
    const Catalog catalog = Catalog::load(QString());
    const Comparison c = Comparison::compute(w.workload, w.deviceIds, catalog);
    QVERIFY(c.showsServing());
    ComparisonTableModel model;
    model.setComparison(c, {});
    QCOMPARE(model.columnCount(), ComparisonTableModel::TokensPerDollarColumn + 1);
    serving::ServingSpec request;
    request.promptTokens = 1024;
    request.generatedTokens = 256;
    request.ttftLimitSeconds = 0.5;
    request.tpotLimitSeconds = 0.02;
    for (int row = 0; row < 2; ++row) {
        const auto expected = serving::ServingEstimator::estimate(
            w.workload, *catalog.device(w.deviceIds[row]), request);
        QVERIFY(expected);
        const auto cell = [&](int column, int role = ComparisonTableModel::SortRole) {
            return model.data(model.index(row, column), role);
        };
        QCOMPARE(cell(ComparisonTableModel::ServingBatchColumn).toDouble(),
            double(expected->chosen.batch));
        QCOMPARE(cell(ComparisonTableModel::TtftColumn).toDouble(), expected->chosen.ttftSeconds);
        QCOMPARE(cell(ComparisonTableModel::TpotColumn).toDouble(), expected->chosen.tpotSeconds);
        QCOMPARE(cell(ComparisonTableModel::ServingTokensColumn).toDouble(),
            expected->chosen.outputTokensPerSecondPerChip);
        QCOMPARE(cell(ComparisonTableModel::TokensPerDollarColumn).toDouble(),
            1e6 / expected->chosen.usdPerMillionOutputTokens);
        QCOMPARE(cell(ComparisonTableModel::ServingBatchColumn, Qt::DisplayRole).toString(),
            ServingText::batch(*expected));
        // The explanation shows the derivation with the figures.
        const QString html
            = cell(ComparisonTableModel::TtftColumn, ComparisonTableModel::ExplanationRole)
                  .toString();
        QVERIFY2(html.contains(QStringLiteral("TTFT")), qPrintable(html));
    }
    // The H100 is faster per token: it has the best TPOT and the most tokens a second.
    QVERIFY(
        model.data(model.index(0, ComparisonTableModel::TpotColumn), ComparisonTableModel::BestRole)
            .toBool());
    QVERIFY(
        !model
             .data(model.index(1, ComparisonTableModel::TpotColumn), ComparisonTableModel::BestRole)
             .toBool());
    QCOMPARE(model.headerData(ComparisonTableModel::TtftColumn, Qt::Horizontal, Qt::DisplayRole)
                 .toString(),
        QStringLiteral("TTFT"));
}

void TestServingWorkspace::targetsPickTheBatch()
{
    // Without targets the workload's batch is served; with them the largest within both, and
    // the table says which target stopped it.
    const Catalog catalog = Catalog::load(QString());
    const Comparison plain = Comparison::compute(
        servingWorkspace(0, 0).workload, { QStringLiteral("h100-sxm") }, catalog);
    QCOMPARE(plain.devices.front().serving->chosen.batch, qint64(16));
    QCOMPARE(plain.devices.front().serving->limitedBy, QStringLiteral("given"));
    const Comparison bounded = Comparison::compute(
        servingWorkspace(0.5, 0.02).workload, { QStringLiteral("h100-sxm") }, catalog);
    const serving::ServingEstimate& e = *bounded.devices.front().serving;
    QVERIFY(e.chosen.meetsBounds);
    QVERIFY(e.chosen.ttftSeconds <= 0.5 && e.chosen.tpotSeconds <= 0.02);
    QCOMPARE(e.limitedBy, QStringLiteral("ttft"));
    QVERIFY(ServingText::batch(e).contains(QStringLiteral("TTFT")));

    // In the window: the serving columns come right after the device.
    Rig rig(servingWorkspace(0.5, 0.02));
    rig.controller->recomputeNow();
    auto* table = rig.results.findChild<QTableView*>();
    QVERIFY(table);
    QCOMPARE(table->horizontalHeader()->visualIndex(ComparisonTableModel::ServingBatchColumn), 1);
    QCOMPARE(table->horizontalHeader()->visualIndex(ComparisonTableModel::TtftColumn), 2);
    // The targets are edited in the Run section, in milliseconds.
    rig.workload.tpotTargetBox()->setValue(10);
    QCOMPARE(rig.document.workspace().workload.run.tpotTargetSeconds, 0.010);
    rig.controller->recomputeNow();
    const auto& h100 = rig.controller->comparison().devices.front().serving;
    QVERIFY(h100 && h100->chosen.tpotSeconds <= 0.010);
}

void TestServingWorkspace::trainingShowsNoServing()
{
    Workspace w = servingWorkspace(0.5, 0.02);
    w.workload.run.step = StepKind::Training;
    w.workload.run.globalBatch = 8;
    w.workload.run.microBatch = 1;
    const Comparison c = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()));
    QVERIFY(!c.showsServing());
    QVERIFY(!c.devices.front().serving);
    ComparisonTableModel model;
    model.setComparison(c, {});
    QCOMPARE(model.columnCount(), ComparisonTableModel::BandColumn + 1);
    // From serving back to training in the window: the columns go back to their places.
    Rig rig(servingWorkspace(0.5, 0.02));
    rig.controller->recomputeNow();
    rig.workload.stepBox()->setCurrentIndex(0);
    emit rig.workload.stepBox()->activated(0);
    rig.controller->recomputeNow();
    auto* table = rig.results.findChild<QTableView*>();
    for (int column = 0; column < table->model()->columnCount(); ++column)
        QCOMPARE(table->horizontalHeader()->visualIndex(column), column);
}

void TestServingWorkspace::trainingOptionsReachTheDocument()
{
    Workspace w = servingWorkspace(0, 0);
    w.workload.run.step = StepKind::Training;
    w.workload.run.globalBatch = 8;
    w.workload.run.microBatch = 1;
    Rig rig(w);
    WorkloadPanel& panel = rig.workload;
    // Training rows shown, serving rows hidden.
    QVERIFY(panel.optimizerBox()->isVisibleTo(&panel));
    QVERIFY(!panel.kvCacheBox()->isVisibleTo(&panel));
    panel.optimizerBox()->setCurrentIndex(1);
    emit panel.optimizerBox()->activated(1);
    QCOMPARE(rig.document.workspace().workload.run.optimizer, OptimizerKind::Sgd);
    panel.gradientBox()->setCurrentIndex(1);
    emit panel.gradientBox()->activated(1);
    QCOMPARE(rig.document.workspace().workload.run.gradientPrecision, Precision::FP32);
    QVERIFY(!panel.loraBaseBox()->isEnabled()); // no LoRA yet
    panel.loraRankBox()->setValue(64);
    QCOMPARE(rig.document.workspace().workload.run.lora.rank, qint64(64));
    QVERIFY(panel.loraBaseBox()->isEnabled());
    const int int4 = panel.loraBaseBox()->findData(int(Precision::INT4));
    panel.loraBaseBox()->setCurrentIndex(int4);
    emit panel.loraBaseBox()->activated(int4);
    QCOMPARE(rig.document.workspace().workload.run.lora.basePrecision, Precision::INT4);
    panel.loraTargetsBox()->setCurrentIndex(1);
    emit panel.loraTargetsBox()->activated(1);
    QVERIFY(rig.document.workspace().workload.run.lora.attention);
    QVERIFY(!rig.document.workspace().workload.run.lora.mlp);
    // QLoRA in the comparison: the engine's figures for the document's workload.
    rig.controller->recomputeNow();
    const Comparison& c = rig.controller->comparison();
    QVERIFY(c.workload && c.workload->memoryInputs().trainableParameters > 0);
    grab(panel, QStringLiteral("training.png"));
    // Each edit is one undo step; undo puts the controls back.
    rig.document.undoStack()->undo();
    rig.document.undoStack()->undo();
    QCOMPARE(panel.loraBaseBox()->currentData().toInt(), int(Precision::BF16));
}

void TestServingWorkspace::servingOptionsReachTheDocument()
{
    Rig rig(servingWorkspace(0, 0));
    WorkloadPanel& panel = rig.workload;
    QVERIFY(!panel.optimizerBox()->isVisibleTo(&panel));
    QVERIFY(panel.kvCacheBox()->isVisibleTo(&panel));
    const int int4 = panel.weightStorageBox()->findData(int(Precision::INT4));
    panel.weightStorageBox()->setCurrentIndex(int4);
    emit panel.weightStorageBox()->activated(int4);
    QCOMPARE(rig.document.workspace().workload.run.weightPrecision, Precision::INT4);
    QCOMPARE(rig.document.workspace().workload.run.activationPrecision, Precision::BF16);
    const int fp8 = panel.kvCacheBox()->findData(int(Precision::FP8));
    panel.kvCacheBox()->setCurrentIndex(fp8);
    emit panel.kvCacheBox()->activated(fp8);
    QCOMPARE(rig.document.workspace().workload.run.kvCachePrecision, Precision::FP8);
    panel.generatedEditor()->spinBox()->setValue(512);
    QCOMPARE(rig.document.workspace().workload.run.generatedTokens, qint64(512));
    panel.ttftTargetBox()->setValue(400);
    QCOMPARE(rig.document.workspace().workload.run.ttftTargetSeconds, 0.4);
    grab(panel, QStringLiteral("serving.png"));
    // The comparison serves the quantized model: its memory holds 4-bit weights.
    rig.controller->recomputeNow();
    const auto& serving = rig.controller->comparison().devices.front().serving;
    QVERIFY(serving && serving->chosen.ttftSeconds <= 0.4);
    // Back to "as the precision": weights follow the activations again.
    panel.weightStorageBox()->setCurrentIndex(0);
    emit panel.weightStorageBox()->activated(0);
    QCOMPARE(rig.document.workspace().workload.run.weightPrecision, Precision::BF16);
}

void TestServingWorkspace::structureOfAnImportedModel()
{
    // Mixtral's structure: experts and the sliding window are what sets it apart.
    TransformerConfig t = WorkloadPresets::load(QStringLiteral("mixtral-8x7b")).spec->transformer;
    t.slidingWindow = 4096;
    const QString text = ModelStructureText::summary(t);
    QVERIFY2(text.contains(QStringLiteral("32 layers")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("8 experts")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("window 4,096")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("(8 KV)")), qPrintable(text));
    // Latent attention names its rank; Qwen's biases are said.
    TransformerConfig latent = t;
    latent.kvLoraRank = 512;
    latent.qkvBias = true;
    const QString other = ModelStructureText::summary(latent);
    QVERIFY2(other.contains(QStringLiteral("latent attention (KV rank 512)")), qPrintable(other));
    QVERIFY2(other.contains(QStringLiteral("q/k/v biases")), qPrintable(other));
    // The editor shows the workload's.
    Rig rig(servingWorkspace(0, 0));
    QCOMPARE(rig.workload.findChild<QLabel*>(QStringLiteral("structureLabel"))->text(),
        ModelStructureText::summary(rig.document.workspace().workload.transformer));
}

void TestServingWorkspace::batchingAndDraftInTheWindow()
{
    Rig rig(servingWorkspace(0, 0));
    WorkloadPanel& panel = rig.workload;
    const Catalog catalog = Catalog::load(QString());
    const auto h100 = catalog.device(QStringLiteral("h100-sxm"));
    // Continuous batching with a chunked prefill: the run says so, and the table's point is the
    // estimator's with the same request.
    QVERIFY(!panel.chunkBox()->isVisibleTo(&panel));
    panel.batchingBox()->setCurrentIndex(2);
    emit panel.batchingBox()->activated(2);
    const RunConfig& run = rig.document.workspace().workload.run;
    QVERIFY(run.continuousBatching);
    QCOMPARE(run.prefillChunkTokens, qint64(512));
    QVERIFY(panel.chunkBox()->isVisibleTo(&panel));
    rig.controller->recomputeNow();
    const Comparison& c = rig.controller->comparison();
    QCOMPARE(c.servingSpec.batching, serving::Batching::Continuous);
    const auto expected = serving::ServingEstimator::at(
        rig.document.workspace().workload, *h100, c.servingSpec, 16);
    QVERIFY(expected);
    const serving::ServingPoint& shown = c.devices.front().serving->chosen;
    QCOMPARE(shown.promptTokensPerStep, qint64(16 * 1024 / 256));
    QCOMPARE(shown.tpotSeconds, expected->tpotSeconds);
    QCOMPARE(shown.ttftSeconds, expected->ttftSeconds);
    // A draft model: speculative decoding, which the window models with static batching. (Any
    // decoder can draft; GPT-2's 1,024 positions would not hold these requests.)
    const int draft = panel.draftBox()->findData(QStringLiteral("llama-2-7b"));
    QVERIFY(draft > 0);
    panel.draftBox()->setCurrentIndex(draft);
    emit panel.draftBox()->activated(draft);
    QCOMPARE(rig.document.workspace().workload.run.draftPreset, QStringLiteral("llama-2-7b"));
    QVERIFY(!rig.document.workspace().workload.run.continuousBatching);
    QCOMPARE(panel.batchingBox()->currentIndex(), 0);
    QVERIFY(panel.acceptanceBox()->isVisibleTo(&panel));
    panel.acceptanceBox()->setValue(0.8);
    panel.speculatedBox()->setValue(3);
    rig.controller->recomputeNow();
    const Comparison& s = rig.controller->comparison();
    QVERIFY(s.servingSpec.draft);
    QCOMPARE(s.servingSpec.speculatedTokens, qint64(3));
    QVERIFY(s.devices.front().serving);
    QCOMPARE(s.devices.front().serving->tokensPerIteration,
        serving::ServingEstimator::tokensPerIteration(3, 0.8));
    const QString html = ServingText::html(
        *s.devices.front().serving, s.servingSpec, s.devices.front().device.name);
    QVERIFY2(html.contains(QStringLiteral("Speculative decoding")), qPrintable(html));
    grab(panel, QStringLiteral("speculative.png"));
}

void TestServingWorkspace::servingEngineInTheWindow()
{
    // Issue 35 item 7: the Serving engine box sets the run's engine (an undoable edit), the
    // comparison serves as that engine's scheduler does (ServingEstimator::withEngine), and the
    // figures are the estimator's for the same request.
    Rig rig(servingWorkspace(0, 0));
    WorkloadPanel& panel = rig.workload;
    const Catalog catalog = Catalog::load(QString());
    const auto h100 = catalog.device(QStringLiteral("h100-sxm"));
    QVERIFY(panel.servingEngineBox()->isVisibleTo(&panel));
    rig.controller->recomputeNow();
    const double staticTpot
        = rig.controller->comparison().devices.front().serving->chosen.tpotSeconds;
    const int vllm = panel.servingEngineBox()->findData(int(ServingEngine::Vllm));
    QVERIFY(vllm > 0);
    panel.servingEngineBox()->setCurrentIndex(vllm);
    emit panel.servingEngineBox()->activated(vllm);
    QCOMPARE(rig.document.workspace().workload.run.servingEngine, ServingEngine::Vllm);
    rig.controller->recomputeNow();
    const Comparison& c = rig.controller->comparison();
    QCOMPARE(c.servingSpec.engine, ServingEngine::Vllm);
    const auto expected = serving::ServingEstimator::at(
        rig.document.workspace().workload, *h100, c.servingSpec, 16);
    QVERIFY(expected);
    const serving::ServingPoint& shown = c.devices.front().serving->chosen;
    QCOMPARE(shown.tpotSeconds, expected->tpotSeconds);
    QCOMPARE(shown.ttftSeconds, expected->ttftSeconds);
    QVERIFY(shown.tpotSeconds != staticTpot); // vLLM's continuous, chunked steps
    // Undo brings the estimator's own defaults back, and the box follows.
    rig.document.undoStack()->undo();
    QCOMPARE(rig.document.workspace().workload.run.servingEngine, ServingEngine::None);
    QCOMPARE(panel.servingEngineBox()->currentIndex(), 0);
    // A training step has no serving engine row.
    WorkloadSpec training = rig.document.workspace().workload;
    training.run.step = StepKind::Training;
    panel.setSpec(training, QString());
    QVERIFY(!panel.servingEngineBox()->isVisibleTo(&panel));
}

QTEST_MAIN(TestServingWorkspace)
#include "tst_servingworkspace.moc"
