// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// A job on many chips in the window (issue 20): the Job section's edits reach the document,
// and the table and charts then show the scaling model's figures for the whole job, exactly.

#include "charts/batchcurvechart.h"
#include "charts/chartlayout.h"
#include "charts/columnchart.h"
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "models/comparisontablemodel.h"
#include "models/jobtext.h"
#include "models/resultsexport.h"
#include "models/verdicttext.h"
#include "models/workspacedocument.h"
#include "panels/devicepickerpanel.h"
#include "panels/jobeditor.h"
#include "panels/operatorpanel.h"
#include "panels/parametereditor.h"
#include "panels/resultspanel.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "scaling/scalingestimator.h"
#include "session/workspacefile.h"
#include "validation/accuracymodel.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <cmath>
#include <memory>

#include "workspacerig.h"

using namespace ts;

namespace {

using Rig = ts::test::WorkspaceRig;

bool close(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max({ 1.0, std::abs(a), std::abs(b) });
}

/// LLaMA-3 70B training, 1,024 sequences of 8,192 tokens per step, on an H100 and a TPU v5p:
/// the job of issue 20's "done when".
Workspace llama70b(const scaling::JobSpec& job)
{
    Workspace w;
    w.presetId = QStringLiteral("llama-3-70b");
    w.workload = *WorkloadPresets::load(w.presetId).spec;
    w.workload.run.globalBatch = 1024;
    w.workload.run.microBatch = 1;
    w.deviceIds = { QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p") };
    w.job = job;
    return w;
}

scaling::JobSpec chips(qint64 count, double tokens = 15e12)
{
    scaling::JobSpec job;
    job.chips = count;
    job.tokens = tokens;
    return job;
}

} // namespace

class TestJobWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void oneChipIsTheEnginesEstimate();
    void jobFiguresAreTheScalingModels();
    void tableAndChartsShowTheJob();
    void fewestThatFitIsTheSmallestCount();
    void handSetSplitSaysWhyItCannotRun();
    void jobEditsAreUndoable();
    void contextParallelIsSetByHand();
    void microBatchStaysADivisor();
    void workspaceFileKeepsTheJob();
    void malformedJobNamesTheField_data();
    void malformedJobNamesTheField();
    void largeValuesReadInUnits();
    void exportsCarryTheJob();
    void verdictRatiosAreTheirFactors();
    void verdictLeavesOutWhatCannotRun();
    void verdictFollowsTheWorkload();
    void engineOptionsReachEveryFigure();
    void efficiencyChartsShowPerJouleAndPerDollar();
    void chartsOutOfSightFollowOnceSettled();
    void importedModelBecomesTheWorkload();
    void batchCurveCountsInUnits();
    void shippedExampleLoads();
    void nothingThatCannotRunIsStarred();
    void slowJobsRecomputeInTheBackground();
};

void TestJobWorkspace::oneChipIsTheEnginesEstimate()
{
    // The default job is one chip: no job figures, the table keeps its one-chip columns.
    const Workspace w = llama70b(scaling::JobSpec());
    const Comparison c = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()));
    QVERIFY(!c.showsJob());
    for (const DeviceComparison& d : c.devices)
        QVERIFY(!d.job);
    ComparisonTableModel model;
    model.setComparison(c, {});
    QCOMPARE(model.columnCount(), ComparisonTableModel::BandColumn + 1);
}

void TestJobWorkspace::jobFiguresAreTheScalingModels()
{
    const Workspace w = llama70b(chips(1024));
    const Catalog catalog = Catalog::load(QString());
    const Comparison c = Comparison::compute(
        w.workload, w.deviceIds, catalog, {}, validation::AccuracyModel::shipped(), w.job);
    QVERIFY(c.showsJob());
    QCOMPARE(c.options.trainingTokens, 15e12); // the run is the job's
    const Workload workload = *WorkloadBuilder::build(w.workload).workload;
    for (const DeviceComparison& d : c.devices) {
        QVERIFY2(d.job && d.job->usable(), qPrintable(d.device.id));
        const scaling::JobResult& job = *d.job;
        QCOMPARE(job.result.chips, qint64(1024));
        QVERIFY2(job.result.fits, qPrintable(d.device.id));
        // The same search the CLI's `estimate --chips 1024` runs.
        const scaling::ScalingEstimator estimator(workload, d.device, c.options);
        const auto direct = estimator.fastest(1024, {}, scaling::JobRunner::base(w.job, workload));
        QVERIFY(direct);
        QCOMPARE(job.result.config, direct->config);
        QVERIFY(close(job.result.stepSeconds, direct->stepSeconds));
        // Whole-run totals: ⌈tokens ÷ tokens per step⌉ steps of the job's step.
        const double tokensPerStep = 1024.0 * 8192.0;
        QCOMPARE(job.step.tokensPerStep, tokensPerStep);
        QCOMPARE(job.totals.steps, std::ceil(15e12 / tokensPerStep));
        QVERIFY(close(job.totals.timeSeconds, job.totals.steps * direct->stepSeconds));
        QVERIFY(job.step.hasPower); // every shipped device has a power figure
        QVERIFY(job.totals.energyJoules > 0);
        QVERIFY(job.totals.energyJoulesLow <= job.totals.energyJoules);
        QVERIFY(job.totals.energyJoulesHigh >= job.totals.energyJoules);
        if (job.step.hasPrice)
            QVERIFY(close(job.totals.costUsd,
                job.totals.timeSeconds / 3600 * 1024 * job.step.usdPerChipHour, 1e-9));
    }
}

void TestJobWorkspace::tableAndChartsShowTheJob()
{
    Rig rig(llama70b(chips(1024)));
    const Comparison& c = rig.controller->comparison();
    QVERIFY(c.showsJob());
    ComparisonTableModel* model = rig.results.tableModel();
    QCOMPARE(model->columnCount(), ComparisonTableModel::RunTimeColumn + 1);
    for (int row = 0; row < model->rowCount(); ++row) {
        const scaling::JobResult& job = *c.devices[std::size_t(row)].job;
        auto sorted = [&](int column) {
            return model->data(model->index(row, column), ComparisonTableModel::SortRole)
                .toDouble();
        };
        QVERIFY(close(sorted(1 + int(Metric::StepTime)), job.result.stepSeconds * 1e3));
        QVERIFY(close(sorted(1 + int(Metric::Throughput)), job.result.tokensPerSecond));
        // Memory per chip in GiB (2^30 bytes), as everywhere it is shown.
        QVERIFY(close(sorted(1 + int(Metric::Memory)),
            double(job.result.memoryPerChipBytes) / double(qint64(1) << 30)));
        QVERIFY(
            close(sorted(1 + int(Metric::EnergyPerRun)), job.totals.facilityEnergyJoules / 3.6e6));
        QVERIFY(close(sorted(ComparisonTableModel::RunTimeColumn), job.totals.timeSeconds));
        QCOMPARE(sorted(ComparisonTableModel::ChipsColumn), 1024.0);
        const QString split
            = model->data(model->index(row, ComparisonTableModel::ChipsColumn)).toString();
        QVERIFY2(split.contains(job.result.config.label()), qPrintable(split));
        // The charts: the step's segments sum to the job's step, the throughput is the
        // whole job's, the energy the whole run's.
        double shown = 0;
        for (int s = 0; s < 4; ++s)
            shown += rig.results.stepTimeChart()->shownValue(row, s);
        QCOMPARE(rig.results.stepTimeChartSecondsPerUnit(), 1.0); // steps of seconds
        QVERIFY(close(shown, job.result.stepSeconds, 1e-6));
        QVERIFY(close(
            rig.results.throughputChart()->shownValue(row, 0), job.result.tokensPerSecond, 1e-9));
        QVERIFY(close(rig.results.energyChart()->shownValue(row, 0),
            job.totals.facilityEnergyJoules / 3.6e6, 1e-9));
    }
    // Nothing in the banner: both jobs fit.
    QVERIFY(rig.workload.jobEditor()->problems().isEmpty());
}

void TestJobWorkspace::fewestThatFitIsTheSmallestCount()
{
    scaling::JobSpec job;
    job.fewestThatFit = true;
    const Workspace w = llama70b(job);
    const Comparison c = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()), {},
        validation::AccuracyModel::shipped(), w.job);
    const Workload workload = *WorkloadBuilder::build(w.workload).workload;
    for (const DeviceComparison& d : c.devices) {
        QVERIFY(d.job && d.job->usable() && d.job->result.fits);
        const qint64 found = d.job->result.chips;
        // 70B parameters of training state (16 bytes each, sharded) do not fit one chip.
        QVERIFY2(found > 1, qPrintable(d.device.id));
        const scaling::ScalingEstimator estimator(workload, d.device, c.options);
        const auto half = estimator.fastest(found / 2, {}, scaling::JobRunner::base(job, workload));
        QVERIFY2(!half || !half->fits, qPrintable(d.device.id));
    }
}

void TestJobWorkspace::handSetSplitSaysWhyItCannotRun()
{
    scaling::JobSpec job;
    job.searchSplit = false;
    job.split.dp = 8;
    job.split.tp = 3; // LLaMA-3 70B has 64 heads: 3 does not divide them
    job.split.pp = 1;
    Rig rig(llama70b(job));
    const Comparison& c = rig.controller->comparison();
    for (const DeviceComparison& d : c.devices) {
        QVERIFY(d.job);
        QVERIFY(!d.job->result.legal());
    }
    const QString problems = rig.workload.jobEditor()->problems();
    QVERIFY2(problems.contains(QStringLiteral("$.parallel.tp")), qPrintable(problems));
    QVERIFY(rig.workload.jobEditor()
                ->findChild<QLabel*>(QStringLiteral("jobProblems"))
                ->isVisibleTo(&rig.workload));
    ComparisonTableModel* model = rig.results.tableModel();
    QCOMPARE(model->data(model->index(0, 1)).toString(), QStringLiteral("no legal split"));
    // A legal split set by hand runs on dp × tp × pp chips.
    job.split.tp = 8;
    rig.document.setJob(job, QStringLiteral("test"));
    rig.controller->recomputeNow();
    const DeviceComparison& h100 = rig.controller->comparison().devices.front();
    QVERIFY(h100.job && h100.job->result.legal());
    QCOMPARE(h100.job->result.chips, qint64(64));
    QCOMPARE(h100.job->result.config.tp, qint64(8));
}

void TestJobWorkspace::jobEditsAreUndoable()
{
    Rig rig(llama70b(scaling::JobSpec()));
    QVERIFY(!rig.controller->comparison().showsJob());
    JobEditor* editor = rig.workload.jobEditor();
    editor->chipsEditor()->spinBox()->setValue(256);
    QCOMPARE(rig.document.workspace().job.chips, qint64(256));
    rig.controller->recomputeNow();
    QVERIFY(rig.controller->comparison().showsJob());
    QCOMPARE(rig.controller->comparison().devices.front().job->result.chips, qint64(256));

    editor->fewestBox()->setChecked(true);
    QVERIFY(rig.document.workspace().job.fewestThatFit);
    QVERIFY(!editor->chipsEditor()->isEnabled()); // the search chooses the count

    editor->tokensBox()->setValue(2000); // billions
    QCOMPARE(rig.document.workspace().job.tokens, 2e12);

    rig.document.undoStack()->undo();
    rig.document.undoStack()->undo();
    rig.document.undoStack()->undo();
    QCOMPARE(rig.document.workspace().job, scaling::JobSpec());
    // The controls follow the document.
    QCOMPARE(editor->chipsEditor()->value(), qint64(1));
    QVERIFY(!editor->fewestBox()->isChecked());
    QCOMPARE(editor->tokensBox()->value(), 1.0);
}

void TestJobWorkspace::contextParallelIsSetByHand()
{
    // LLaMA-3 70B on 16 chips by hand: dp 2 × tp 8, then cp 2 from the editor's box halves dp's
    // share: 2 × 2 × 8 = 32 chips, each holding half of every sequence.
    scaling::JobSpec job;
    job.searchSplit = false;
    job.split.dp = 2;
    job.split.tp = 8;
    Rig rig(llama70b(job));
    JobEditor* editor = rig.workload.jobEditor();
    QSpinBox* cp = editor->sizeBox(QStringLiteral("cp"));
    QVERIFY(cp);
    QCOMPARE(cp->value(), 1);
    cp->setValue(2);
    QCOMPARE(rig.document.workspace().job.split.cp, qint64(2));
    rig.controller->recomputeNow();
    const DeviceComparison& h100 = rig.controller->comparison().devices.front();
    QVERIFY(h100.job && h100.job->result.legal());
    QCOMPARE(h100.job->result.chips, qint64(32));
    QCOMPARE(h100.job->result.config.cp, qint64(2));
    if (const QByteArray dir = qgetenv("TST_JOB_GRAB"); !dir.isEmpty())
        editor->grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("job.png")));
    rig.document.undoStack()->undo();
    QCOMPARE(cp->value(), 1);
}

void TestJobWorkspace::microBatchStaysADivisor()
{
    Rig rig(llama70b(scaling::JobSpec()));
    ParameterEditor* micro = rig.workload.microBatchEditor();
    micro->spinBox()->setValue(48); // 1024 is not a multiple of 48: the largest divisor below
    QCOMPARE(rig.document.workspace().workload.run.microBatch, qint64(32));
    QCOMPARE(rig.document.workspace().workload.run.globalBatch, qint64(1024));
}

void TestJobWorkspace::workspaceFileKeepsTheJob()
{
    scaling::JobSpec job;
    job.searchSplit = false;
    job.split.dp = 16;
    job.split.tp = 8;
    job.split.pp = 4;
    job.split.ep = 2;
    job.split.cp = 2;
    job.split.zeroStage = 2;
    job.tokens = 3.5e12;
    const Workspace w = llama70b(job);
    const auto read = WorkspaceFile::fromJson(WorkspaceFile::toJson(w), QStringLiteral("w.json"));
    QVERIFY(read.workspace);
    QCOMPARE(read.workspace->job, job);
    // Files written before context parallelism have no "cp": they read as cp 1.
    QJsonObject old = WorkspaceFile::toJson(w);
    QJsonObject oldJob = old.value(QStringLiteral("job")).toObject();
    QJsonObject oldSplit = oldJob.value(QStringLiteral("split")).toObject();
    oldSplit.remove(QStringLiteral("cp"));
    oldJob.insert(QStringLiteral("split"), oldSplit);
    old.insert(QStringLiteral("job"), oldJob);
    const auto before = WorkspaceFile::fromJson(old, QStringLiteral("old.json"));
    QVERIFY(before.workspace);
    QCOMPARE(before.workspace->job.split.cp, qint64(1));
    QCOMPARE(before.workspace->job.split.dp, qint64(16));
    // A one-chip job writes no "job" key: older files and newer ones of one chip are alike.
    const QJsonObject plain = WorkspaceFile::toJson(llama70b(scaling::JobSpec()));
    QVERIFY(!plain.contains(QStringLiteral("job")));
}

void TestJobWorkspace::malformedJobNamesTheField_data()
{
    QTest::addColumn<QString>("job");
    QTest::addColumn<QString>("path");
    QTest::newRow("zero chips") << QStringLiteral(R"({"chips": 0})")
                                << QStringLiteral("$.job.chips");
    QTest::newRow("too many chips")
        << QStringLiteral(R"({"chips": 1e9})") << QStringLiteral("$.job.chips");
    QTest::newRow("fractional chips")
        << QStringLiteral(R"({"chips": 2.5})") << QStringLiteral("$.job.chips");
    QTest::newRow("negative tokens")
        << QStringLiteral(R"({"tokens": -1})") << QStringLiteral("$.job.tokens");
    QTest::newRow("huge tokens") << QStringLiteral(R"({"tokens": 1e300})")
                                 << QStringLiteral("$.job.tokens");
    QTest::newRow("text for a flag") << QStringLiteral(R"({"fewest_that_fit": "yes"})")
                                     << QStringLiteral("$.job.fewest_that_fit");
    QTest::newRow("split without tp")
        << QStringLiteral(R"({"search": false, "split": {"dp": 2, "pp": 1, "ep": 1, "zero": 1}})")
        << QStringLiteral("$.job.split.tp");
    QTest::newRow("cp zero") << QStringLiteral(
        R"({"search": false, "split": {"dp": 2, "tp": 1, "pp": 1, "ep": 1, "cp": 0, "zero": 1}})")
                             << QStringLiteral("$.job.split.cp");
    QTest::newRow("split product overflows") << QStringLiteral(
        R"({"split": {"dp": 65536, "tp": 65536, "pp": 65536, "ep": 1, "zero": 0}})")
                                             << QStringLiteral("$.job.split");
    QTest::newRow("zero stage 4") << QStringLiteral(
        R"({"split": {"dp": 1, "tp": 1, "pp": 1, "ep": 1, "zero": 4}})")
                                  << QStringLiteral("$.job.split.zero");
}

void TestJobWorkspace::malformedJobNamesTheField()
{
    QFETCH(QString, job);
    QFETCH(QString, path);
    QJsonObject root = WorkspaceFile::toJson(llama70b(scaling::JobSpec()));
    root.insert(QStringLiteral("job"), QJsonDocument::fromJson(job.toUtf8()).object());
    const auto read = WorkspaceFile::fromJson(root, QStringLiteral("bad.json"));
    QVERIFY(!read.workspace);
    bool named = false;
    for (const io::Diagnostic& d : read.diagnostics)
        named = named
            || (d.severity == io::Severity::Error && d.jsonPath == path
                && d.file == QStringLiteral("bad.json"));
    QVERIFY2(named, qPrintable(path));
}

void TestJobWorkspace::largeValuesReadInUnits()
{
    // A 15 T-token run's energy is millions of kWh: the axis counts millions and says so, and
    // reads back the values themselves.
    Rig rig(llama70b(chips(1024)));
    ColumnChart* energy = rig.results.energyChart();
    QCOMPARE(energy->valueScale(), 1e6);
    QVERIFY(energy->valueAxis()->max() < 100);
    QVERIFY(ChartLayout::fullAxisTitle(energy->valueAxis()).contains(QStringLiteral("millions")));
    const double kwh
        = rig.controller->comparison().devices.front().job->totals.facilityEnergyJoules / 3.6e6;
    QVERIFY(close(energy->shownValue(0, 0), kwh, 1e-9));
    // The cost title names the run's length.
    QVERIFY(ChartLayout::fullTitle(rig.results.costPerRunChart()->chart())
                .contains(QStringLiteral("15 T")));
    // A one-chip workspace's small values keep a plain axis.
    Rig small(Workspace::defaultWorkspace());
    QCOMPARE(small.results.stepTimeChart()->valueScale(), 1.0);
}

void TestJobWorkspace::exportsCarryTheJob()
{
    const Workspace w = llama70b(chips(1024));
    const Comparison c = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()), {},
        validation::AccuracyModel::shipped(), w.job);
    const QJsonObject root = QJsonDocument::fromJson(ResultsExport::toJson(c)).object();
    QCOMPARE(root.value(QStringLiteral("job")).toObject().value(QStringLiteral("chips")).toDouble(),
        1024.0);
    const QJsonArray results = root.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), qsizetype(2));
    for (qsizetype i = 0; i < results.size(); ++i) {
        const scaling::JobResult& job = *c.devices[std::size_t(i)].job;
        const QJsonObject j = results[i].toObject().value(QStringLiteral("job")).toObject();
        QCOMPARE(j.value(QStringLiteral("split")).toString(), job.result.config.label());
        QCOMPARE(j.value(QStringLiteral("step_time_s")).toDouble(), job.result.stepSeconds);
        // Version 3: the result is `estimate --chips N --tokens T --json`'s (tst_jobexport):
        // one step's energy of all chips beside the step, the whole run's in its "job" object.
        QCOMPARE(j.value(QStringLiteral("energy_j")).toDouble(), job.step.energyJoules);
        const QJsonObject run = j.value(QStringLiteral("job")).toObject();
        QCOMPARE(run.value(QStringLiteral("time_s")).toDouble(), job.totals.timeSeconds);
        QCOMPARE(run.value(QStringLiteral("energy_j")).toDouble(), job.totals.energyJoules);
        QCOMPARE(run.value(QStringLiteral("steps")).toDouble(), job.totals.steps);
    }
    const QString markdown = QString::fromUtf8(ResultsExport::toMarkdown(c));
    QVERIFY(markdown.contains(QStringLiteral("## Job")));
    QVERIFY(markdown.contains(c.devices.front().job->result.config.label()));
    // A one-chip comparison's export has no job.
    const Comparison one = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()));
    QVERIFY(!QJsonDocument::fromJson(ResultsExport::toJson(one))
                 .object()
                 .contains(QStringLiteral("job")));
}

void TestJobWorkspace::verdictRatiosAreTheirFactors()
{
    const Workspace w = llama70b(chips(1024));
    const Comparison c = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()), {},
        validation::AccuracyModel::shipped(), w.job);
    const Verdict v = Verdict::compute(c);
    QCOMPARE(v.aspects.size(), std::size_t(3));
    for (const VerdictAspect& a : v.aspects) {
        QVERIFY(a.defined());
        QVERIFY(a.ratio >= 1);
        const scaling::JobResult& win = *c.devices[std::size_t(a.winner)].job;
        const scaling::JobResult& run = *c.devices[std::size_t(a.runnerUp)].job;
        QVERIFY(close(a.timeRatio, run.result.stepSeconds / win.result.stepSeconds));
        switch (a.kind) {
        case VerdictAspect::Kind::Time:
            // Same model FLOPs: the time ratio is the peak ratio times the MFU ratio, exactly.
            QVERIFY(close(a.ratio, a.timeRatio));
            QVERIFY(close(a.ratio, a.peakRatio * a.mfuRatio, 1e-9));
            break;
        case VerdictAspect::Kind::Cost:
            QVERIFY(close(a.ratio, a.priceRatio * a.timeRatio, 1e-9));
            QVERIFY(close(a.winnerValue, MetricFigures::value(Metric::CostPerMillionTokens, win)));
            break;
        case VerdictAspect::Kind::Energy:
            QVERIFY(close(a.ratio, a.powerRatio * a.timeRatio, 1e-9));
            QVERIFY(close(a.winnerValue, win.totals.facilityEnergyJoules / 3.6e6));
            break;
        }
    }
    // The words carry the facts: each paragraph opens with its winner and names the ratio.
    const QString text = VerdictText::plain(v, c);
    const QStringList paragraphs = text.split(QLatin1Char('\n'));
    QCOMPARE(paragraphs.size(), qsizetype(4));
    // The last compares renting with owning: the H100 can be bought, the TPU v5p only rented.
    QVERIFY2(paragraphs[3].startsWith(QStringLiteral("Rent or buy")), qPrintable(paragraphs[3]));
    QVERIFY2(
        paragraphs[3].contains(QStringLiteral("TPU v5p rented only")), qPrintable(paragraphs[3]));
    bool h100Owned = false;
    for (const VerdictOwnership& o : v.ownership) {
        const DeviceComparison& d = c.devices[std::size_t(o.row)];
        if (d.device.id == QLatin1String("h100-sxm")) {
            h100Owned = o.canBuy && o.canRent;
            QVERIFY(close(o.ownUsd, d.job->totals.costOwnedUsd));
            QVERIFY(close(o.rentUsd, d.job->totals.costUsd));
        } else {
            QVERIFY(!o.canBuy);
        }
    }
    QVERIFY(h100Owned);
    for (std::size_t i = 0; i < 3; ++i) {
        const VerdictAspect& a = v.aspects[i];
        QVERIFY2(paragraphs[qsizetype(i)].startsWith(c.devices[std::size_t(a.winner)].device.name),
            qPrintable(paragraphs[qsizetype(i)]));
        QVERIFY2(paragraphs[qsizetype(i)].contains(QLocale().toString(a.ratio, 'f', 2)),
            qPrintable(paragraphs[qsizetype(i)]));
    }
}

void TestJobWorkspace::verdictLeavesOutWhatCannotRun()
{
    // LLaMA-3 70B training on one chip fits nowhere: no winner, every device left out and why.
    Workspace w = llama70b(scaling::JobSpec());
    w.deviceIds << QStringLiteral("mi325x"); // no public price in the catalog
    const Comparison c = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()));
    const Verdict v = Verdict::compute(c);
    for (const VerdictAspect& a : v.aspects)
        QVERIFY(!a.defined());
    int notFitting = 0;
    for (const VerdictExclusion& x : v.excluded)
        notFitting += x.reason == QLatin1String("does-not-fit");
    QCOMPARE(notFitting, 3 * 3);
    // On 64 chips each they fit: MI325X has a time and an energy but no price.
    w.job = chips(64);
    const Comparison job = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()),
        {}, validation::AccuracyModel::shipped(), w.job);
    const Verdict jv = Verdict::compute(job);
    QVERIFY(jv.aspects[0].defined());
    bool noPrice = false;
    for (const VerdictExclusion& x : jv.excluded)
        noPrice = noPrice
            || (x.kind == VerdictAspect::Kind::Cost && x.reason == QLatin1String("no-price")
                && job.devices[std::size_t(x.row)].device.id == QLatin1String("mi325x"));
    QVERIFY(noPrice);
    QVERIFY(VerdictText::plain(jv, job).contains(QStringLiteral("no price")));
}

void TestJobWorkspace::verdictFollowsTheWorkload()
{
    // No sentence is written per device: the same two devices trade places when the work
    // changes. LLaMA-2 7B prefill in bf16: the H100 is faster, the TPU v5p cheaper (its lower
    // price per hour outweighs its slower step). In fp8 the H100 runs at twice its bf16 peak
    // and the v5p, without fp8, at its bf16 rate: the H100 becomes the cheaper one too.
    auto verdictOf = [](Precision precision) {
        Workspace w = Workspace::defaultWorkspace();
        w.workload.run.activationPrecision = precision;
        w.workload.run.weightPrecision = precision;
        const Comparison c = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()));
        const Verdict v = Verdict::compute(c);
        QStringList ids;
        for (const VerdictAspect& a : v.aspects)
            ids << (a.defined() ? c.devices[std::size_t(a.winner)].device.id : QString());
        return std::make_pair(ids, VerdictText::plain(v, c));
    };
    const auto [bf16, bf16Text] = verdictOf(Precision::BF16);
    QCOMPARE(bf16.value(0), QStringLiteral("h100-sxm"));
    QCOMPARE(bf16.value(1), QStringLiteral("tpu-v5p"));
    QVERIFY2(bf16Text.contains(QStringLiteral("outweighs")), qPrintable(bf16Text));
    const auto [fp8, fp8Text] = verdictOf(Precision::FP8);
    QCOMPARE(fp8.value(0), QStringLiteral("h100-sxm"));
    QCOMPARE(fp8.value(1), QStringLiteral("h100-sxm"));
    QVERIFY(fp8Text != bf16Text);
    // At the cheapest public quotes the cost order flips, and the verdict says so with the
    // H100's cost at that basis, which is what the engine gives with that basis.
    {
        const Workspace w = Workspace::defaultWorkspace();
        const Comparison c = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()));
        const Verdict verdict = Verdict::compute(c);
        const VerdictAspect& cost = verdict.aspects[1];
        const auto flip = std::find_if(cost.flips.begin(), cost.flips.end(),
            [](const VerdictAspect::Flip& f) { return f.basis == QLatin1String("cheapest"); });
        QVERIFY(flip != cost.flips.end());
        QCOMPARE(c.devices[std::size_t(flip->winner)].device.id, QStringLiteral("h100-sxm"));
        engine::EngineOptions cheapest;
        cheapest.priceChoice = engine::EngineOptions::PriceChoice::Cheapest;
        const Comparison at
            = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()), cheapest);
        QVERIFY(close(flip->winnerValue,
            at.devices[std::size_t(flip->winner)].estimate->costPerMillionTokensUsd, 1e-9));
        QVERIFY(VerdictText::plain(Verdict::compute(c), c)
                    .contains(QStringLiteral("The order flips: at the cheapest public quotes")));
    }
    // Swapping the devices' order changes nothing.
    Workspace swapped = Workspace::defaultWorkspace();
    std::reverse(swapped.deviceIds.begin(), swapped.deviceIds.end());
    const Comparison c
        = Comparison::compute(swapped.workload, swapped.deviceIds, Catalog::load(QString()));
    const Verdict v = Verdict::compute(c);
    QCOMPARE(c.devices[std::size_t(v.aspects[0].winner)].device.id, QStringLiteral("h100-sxm"));
    QCOMPARE(c.devices[std::size_t(v.aspects[1].winner)].device.id, QStringLiteral("tpu-v5p"));
}

void TestJobWorkspace::engineOptionsReachEveryFigure()
{
    // Preferences' options go through the controller to every estimate and the verdict.
    Rig rig(Workspace::defaultWorkspace());
    const double reference = rig.controller->comparison().devices.front().estimate->usdPerChipHour;
    engine::EngineOptions options;
    options.priceChoice = engine::EngineOptions::PriceChoice::Cheapest;
    options.powerUsageEffectiveness = 1.1;
    rig.controller->setEngineOptions(options);
    const DeviceComparison& h100 = rig.controller->comparison().devices.front();
    QVERIFY(h100.estimate->usdPerChipHour < reference);
    QCOMPARE(rig.controller->comparison().options.powerUsageEffectiveness, 1.1);
    // The table's cost cell explains which quote it used.
    ComparisonTableModel* model = rig.results.tableModel();
    const QString why = model
                            ->data(model->index(0, 1 + int(Metric::CostPerMillionTokens)),
                                ComparisonTableModel::ExplanationRole)
                            .toString();
    QVERIFY2(why.contains(QStringLiteral("the cheapest")), qPrintable(why));
    // Options out of range are refused: the ones in use stay.
    engine::EngineOptions bad = options;
    bad.powerUsageEffectiveness = std::nan("");
    rig.controller->setEngineOptions(bad);
    QCOMPARE(rig.controller->engineOptions().powerUsageEffectiveness, 1.1);
}

void TestJobWorkspace::efficiencyChartsShowPerJouleAndPerDollar()
{
    // One chip: tokens per joule of chip energy and per dollar of rent, as the CLI's
    // tokens_per_joule and tokens_per_dollar (JobEstimate on the engine's estimate).
    Rig one(Workspace::defaultWorkspace());
    for (int row = 0; row < 2; ++row) {
        const engine::WorkloadEstimate& e
            = *one.controller->comparison().devices[std::size_t(row)].estimate;
        const scaling::JobStep step = scaling::JobEstimate::fromEstimate(e);
        QVERIFY(close(one.results.tokensPerJouleChart()->shownValue(row, 0),
            *scaling::JobEstimate::tokensPerJoule(step), 1e-9));
        QVERIFY(close(one.results.tokensPerDollarChart()->shownValue(row, 0),
            *scaling::JobEstimate::tokensPerDollar(step), 1e-9));
    }
    // The TPU's power is estimated: its column is hatched and carries the range.
    QVERIFY(one.results.tokensPerJouleChart()->columns()[1].estimated);
    QVERIFY(one.results.tokensPerJouleChart()->columns()[1].hasBand());
    // A job: all chips together.
    Rig job(llama70b(chips(1024)));
    for (int row = 0; row < 2; ++row) {
        const scaling::JobResult& j = *job.controller->comparison().devices[std::size_t(row)].job;
        QVERIFY(close(job.results.tokensPerJouleChart()->shownValue(row, 0),
            *scaling::JobEstimate::tokensPerJoule(j.step), 1e-9));
        QVERIFY(close(job.results.tokensPerDollarChart()->shownValue(row, 0),
            *scaling::JobEstimate::tokensPerDollar(j.step), 1e-9));
    }
    // Higher is better: the table stars the largest.
    ComparisonTableModel* model = job.results.tableModel();
    const int best = model->bestRow(Metric::TokensPerJoule);
    QVERIFY(best >= 0);
    const double other = MetricFigures::value(
        Metric::TokensPerJoule, *job.controller->comparison().devices[std::size_t(1 - best)].job);
    QVERIFY(MetricFigures::value(Metric::TokensPerJoule,
                *job.controller->comparison().devices[std::size_t(best)].job)
        >= other);
}

void TestJobWorkspace::chartsOutOfSightFollowOnceSettled()
{
    // A chart scrolled out of sight takes its columns when it comes into sight or the edits
    // settle (a re-layout costs a millisecond a chart); it is never left stale.
    Rig rig(Workspace::defaultWorkspace());
    rig.results.resize(900, 520);
    rig.results.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rig.results));
    QTRY_VERIFY(!rig.controller->isRecomputePending());
    auto* energy = rig.results.findChild<ColumnChart*>(QStringLiteral("energyChart"));
    QVERIFY(energy);
    QVERIFY2(energy->visibleRegion().isEmpty(), "the energy chart should be out of sight");
    auto shown = [&] { return energy->columns().value(0).segments.value(0); };
    WorkloadSpec spec = rig.document.workspace().workload;
    spec.run.globalBatch = 32;
    spec.run.microBatch = 32;
    rig.document.setWorkload(spec, QStringLiteral("test"));
    rig.controller->recomputeNow();
    const double expected
        = rig.controller->comparison().devices.front().estimate->runFacilityEnergyKwh;
    QVERIFY(!close(shown(), expected)); // not laid out yet: out of sight
    QTRY_VERIFY_WITH_TIMEOUT(close(shown(), expected), 2000); // the edits settled
    // A reader of the chart never sees it stale.
    spec.run.globalBatch = 64;
    spec.run.microBatch = 64;
    rig.document.setWorkload(spec, QStringLiteral("test"));
    rig.controller->recomputeNow();
    QVERIFY(close(rig.results.energyChart()->columns().value(0).segments.value(0),
        rig.controller->comparison().devices.front().estimate->runFacilityEnergyKwh));
}

void TestJobWorkspace::importedModelBecomesTheWorkload()
{
    // File › Import Model (issue 21): the config's model replaces the workload in one undoable
    // edit; the devices stay; what is not modeled is said.
    Rig rig(Workspace::defaultWorkspace());
    const Workspace before = rig.document.workspace();
    QString message;
    QVERIFY(rig.controller->importModel(
        QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/hfconfig/mistral-7b-v0.1.json"), &message));
    // Mistral's sliding window is modeled: the window's layers and width come with it.
    QCOMPARE(rig.document.workspace().workload.transformer.slidingWindow, qint64(4096));
    QCOMPARE(rig.document.workspace().workload.transformer.hidden, qint64(4096));
    QCOMPARE(rig.document.workspace().workload.transformer.ffn, qint64(14336));
    QCOMPARE(rig.document.workspace().deviceIds, before.deviceIds);
    QVERIFY(rig.document.workspace().presetId.isEmpty());
    rig.controller->recomputeNow();
    QCOMPARE(rig.controller->comparison().workload->parameterCount(), qint64(7241732096));
    rig.document.undoStack()->undo();
    QCOMPARE(rig.document.workspace(), before);
    // What is modeled differently is said (Gemma's GELU gating as SwiGLU).
    QVERIFY(rig.controller->importModel(
        QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/hfconfig/gemma-7b.json"), &message));
    QVERIFY2(message.contains(QStringLiteral("$.hidden_act")), qPrintable(message));
    rig.document.undoStack()->undo();
    QCOMPARE(rig.document.workspace(), before);
    // A refused config leaves the workspace as it was and says why.
    QTemporaryDir dir;
    const QString unknown = dir.filePath(QStringLiteral("config.json"));
    QFile file(unknown);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"model_type": "rwkv", "hidden_size": 2048})");
    file.close();
    QVERIFY(!rig.controller->importModel(unknown, &message));
    QVERIFY2(message.contains(QStringLiteral("$.model_type")), qPrintable(message));
    QCOMPARE(rig.document.workspace(), before);
}

void TestJobWorkspace::batchCurveCountsInUnits()
{
    // GPT-2 124M prefill runs at a million tokens a second and more: the log axis counts
    // thousands (never 1e+06), its lowest point stays at 10 or more (Qt Charts' log axis loops
    // on a range below 1), and the points read back the throughput.
    Workspace w = Workspace::defaultWorkspace();
    w.presetId = QStringLiteral("gpt-2-124m");
    w.workload = *WorkloadPresets::load(w.presetId).spec;
    w.workload.run.step = StepKind::Prefill;
    w.workload.run.globalBatch = 8;
    w.workload.run.microBatch = 8;
    Rig rig(w);
    rig.results.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rig.results));
    BatchCurveChart* batch = rig.results.batchChart();
    QCOMPARE(batch->valueScale(), 1e3);
    QVERIFY(ChartLayout::fullAxisTitle(batch->chart()->axes(Qt::Vertical).first())
                .contains(QStringLiteral("thousands")));
    for (const QPointF& p : batch->curveSeries(0)->points())
        QVERIFY(p.y() >= 10);
    const DeviceComparison& h100 = rig.controller->comparison().devices.front();
    QVERIFY(close(batch->curveSeries(0)->points().first().y() * 1e3,
        h100.batchCurve.front().tokensPerSecond));
}

void TestJobWorkspace::shippedExampleLoads()
{
    // The README's job screenshot is made from this file: it loads cleanly and is the job the
    // README describes.
    const auto loaded = WorkspaceFile::load(QStringLiteral(
        TENSORSCOPE_TEST_DATA_DIR "/../../docs/examples/llama-3-70b-1024-chips.json"));
    QVERIFY(loaded.workspace);
    QVERIFY2(loaded.diagnostics.isEmpty(), qPrintable(loaded.diagnostics.value(0).toString()));
    QCOMPARE(loaded.workspace->job.chips, qint64(1024));
    QCOMPARE(loaded.workspace->job.tokens, 15e12);
    QCOMPARE(loaded.workspace->workload.run.globalBatch, qint64(1024));
}

void TestJobWorkspace::nothingThatCannotRunIsStarred()
{
    // LLaMA-3 70B training state on 8 chips fits neither an H100 nor a TPU v5p: no device is
    // the best of anything (issue 34 item 8: the table starred a job that does not fit, "★ 0.0 %").
    Rig rig(llama70b(chips(8)));
    QTRY_VERIFY(!rig.controller->isRecomputePending());
    for (const DeviceComparison& d : rig.controller->comparison().devices) {
        QVERIFY(d.job);
        QVERIFY(!(d.job->result.legal() && d.job->result.fits));
    }
    ComparisonTableModel* model = rig.results.tableModel();
    for (int m = 0; m < kMetricCount; ++m)
        QVERIFY2(model->bestRow(Metric(m)) < 0, qPrintable(QString::number(m)));
    // With room (1,024 chips) the table stars again.
    Rig room(llama70b(chips(1024)));
    QTRY_VERIFY(!room.controller->isRecomputePending());
    QVERIFY(room.results.tableModel()->bestRow(Metric::StepTime) >= 0);
}

void TestJobWorkspace::slowJobsRecomputeInTheBackground()
{
    // Issue 34 item 11: a job on 65,536 chips stalled every slider step on the GUI thread. An
    // edit of a workspace whose comparison takes longer than the frame budget is computed on a
    // worker thread; the last result stays on screen meanwhile, and a result overtaken by a
    // later one is never shown. (Budget 0 forces the background path: the test must not depend
    // on how fast this machine is.)
    Rig rig(llama70b(chips(65536)));
    rig.controller->setFrameBudgetMilliseconds(0);
    QCOMPARE(rig.controller->comparison().job.chips, qint64(65536));

    // An edit: still the old figures until the worker's arrive, then the new ones.
    rig.document.setJob(chips(32768), QStringLiteral("chips"));
    QVERIFY(rig.controller->isRecomputePending());
    QCoreApplication::processEvents(); // the coalescing timer fires: the worker starts
    QVERIFY(rig.controller->isRecomputingInBackground());
    QCOMPARE(rig.controller->comparison().job.chips, qint64(65536));
    QTRY_VERIFY_WITH_TIMEOUT(!rig.controller->isRecomputePending(), 60000);
    QCOMPARE(rig.controller->comparison().job.chips, qint64(32768));
    for (const DeviceComparison& d : rig.controller->comparison().devices)
        QVERIFY(d.job && d.job->result.legal());

    // Edits while the worker runs: one more worker for the latest when it finishes; what is
    // shown in the end is the last edit's comparison, equal to the one computed here.
    rig.document.setJob(chips(16384), QStringLiteral("chips"));
    QCoreApplication::processEvents();
    QVERIFY(rig.controller->isRecomputingInBackground());
    rig.document.setJob(chips(8192), QStringLiteral("chips"));
    rig.document.setJob(chips(4096), QStringLiteral("chips"));
    QTRY_VERIFY_WITH_TIMEOUT(!rig.controller->isRecomputePending(), 60000);
    QCOMPARE(rig.controller->comparison().job.chips, qint64(4096));
    const Workspace& w = rig.document.workspace();
    const Comparison direct
        = Comparison::compute(w.workload, w.deviceIds, rig.controller->catalog(),
            rig.controller->engineOptions(), validation::AccuracyModel::shipped(), w.job);
    QCOMPARE(rig.controller->comparison().devices.size(), direct.devices.size());
    for (std::size_t i = 0; i < direct.devices.size(); ++i)
        QCOMPARE(rig.controller->comparison().devices[i].job->result.stepSeconds,
            direct.devices[i].job->result.stepSeconds);

    // recomputeNow() overtakes a background result still on its way: the late one is dropped.
    rig.document.setJob(chips(2048), QStringLiteral("chips"));
    QCoreApplication::processEvents();
    QVERIFY(rig.controller->isRecomputingInBackground());
    rig.document.setJob(chips(1024), QStringLiteral("chips"));
    rig.controller->recomputeNow();
    QCOMPARE(rig.controller->comparison().job.chips, qint64(1024));
    QTRY_VERIFY_WITH_TIMEOUT(!rig.controller->isRecomputePending(), 60000);
    QCOMPARE(rig.controller->comparison().job.chips, qint64(1024));
}

QTEST_MAIN(TestJobWorkspace)
#include "tst_jobworkspace.moc"
