// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// core/report beyond the single-chip estimate (tst_estimatereport): the job, scaling and
// serving reports. One null rule (unknown is null or an empty cell, never 0), whole-job totals
// that are steps × the per-step figures, CSV lines as long as their header, and the engine
// problem's words from the caller (core builds no sentences).

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "report/jobreport.h"
#include "report/reportformat.h"
#include "report/scalingreport.h"
#include "report/servingreport.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QJsonArray>
#include <QTest>
#include <cmath>
#include <limits>

using namespace ts;
using namespace Qt::StringLiterals;

using report::JobReport;
using report::JobRow;
using report::ScalingReport;
using report::ServingReport;

namespace {

const Catalog& shippedCatalog()
{
    static const Catalog c = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    return c;
}

Workload presetWorkload(const QString& id)
{
    const WorkloadLoadResult loaded = WorkloadPresets::load(id);
    if (!loaded.spec)
        qFatal("preset %s does not load", qPrintable(id));
    const WorkloadBuildResult built = WorkloadBuilder::build(*loaded.spec);
    if (!built.workload)
        qFatal("preset %s does not build", qPrintable(id));
    return *built.workload;
}

/// A copy of the H100 with neither a TDP nor a price.
Device bareDevice()
{
    Device d = *shippedCatalog().device(u"h100-sxm"_s);
    d.id = u"bare,h100"_s;
    d.tdpWatts.reset();
    d.idleWatts.reset();
    d.prices.clear();
    return d;
}

JobRow jobRow(const Workload& workload, const Device& device, qint64 chips)
{
    const engine::EngineOptions options;
    const scaling::ScalingEstimator estimator(workload, device, options);
    std::optional<scaling::ScalingResult> r = estimator.fastest(chips);
    if (!r)
        qFatal("no split of %lld chips", chips);
    return JobRow::of(device, std::move(*r),
        engine::PerformanceEngine::estimate(
            workload, device, options, nullptr, engine::EstimateDetail::TotalsOnly),
        options);
}

/// A split the model cannot take: tp 3 does not divide LLaMA-2 7B's 32 heads.
JobRow illegalRow(const Workload& workload, const Device& device)
{
    ParallelConfig config;
    config.dp = 4;
    config.tp = 3;
    const scaling::ScalingEstimator estimator(workload, device, engine::EngineOptions());
    return JobRow::of(device, estimator.estimate(config), std::nullopt, engine::EngineOptions());
}

qsizetype csvFieldCount(const QString& line)
{
    // The device ids here have at most one quoted comma.
    return line.count(u',') + 1 - (line.startsWith(u'"') ? 1 : 0);
}

} // namespace

class TestReports : public QObject
{
    Q_OBJECT

private slots:
    void unknownIsNullNeverZero();
    void jobTotalsAreStepsTimesPerStep();
    void jobWithoutPowerOrPrice();
    void illegalSplitHasNoFigures();
    void engineProblemWordsComeFromTheCaller();
    void multiChipCsvLinesMatchTheHeader();
    void scalingCsvAndJsonAgree();
    void servingPointsWithoutAFigureAreNull();
    void servingRequestWithoutOptionsIsNull();
};

void TestReports::unknownIsNullNeverZero()
{
    QVERIFY(report::orNull(false, 0).isNull());
    QCOMPARE(report::orNull(true, 0).toDouble(-1), 0.0);
    QVERIFY(report::orNull(std::optional<double>()).isNull());
    QCOMPARE(report::orNull(std::optional<double>(2.5)).toDouble(), 2.5);
    QVERIFY(report::range(false, 1, 2).isNull());
    QCOMPARE(report::range(true, 1, 2).toArray(), (QJsonArray { 1, 2 }));
    QVERIFY(report::textOrNull(false, u"x"_s).isNull());
    QCOMPARE(report::csvNumber(false, 3), QString());
    QCOMPARE(report::csvNumber(true, 0), u"0"_s);
    QCOMPARE(report::csvNumber(std::numeric_limits<double>::infinity()), QString());
    QCOMPARE(report::readableNumber(123456.7), u"123457"_s);
    QCOMPARE(report::readableNumber(0.000123456), u"0.0001235"_s);
}

void TestReports::jobTotalsAreStepsTimesPerStep()
{
    const Workload workload = presetWorkload(u"llama-2-7b"_s);
    const JobRow row = jobRow(workload, *shippedCatalog().device(u"h100-sxm"_s), 64);
    QVERIFY(row.result.legal());
    const double tokens = 1e10;
    const QJsonObject o
        = JobReport::multiChipJson(row, workload, true, tokens, engine::EngineOptions());
    QCOMPARE(o.value(u"device"_s).toString(), u"h100-sxm"_s);
    QCOMPARE(o.value(u"chips"_s).toDouble(), 64.0);
    QCOMPARE(o.value(u"search"_s).toBool(), true);
    QCOMPARE(o.value(u"split"_s).toString(), row.result.config.label());
    QCOMPARE(o.value(u"step_time_s"_s).toDouble(), row.result.stepSeconds);
    // The split's dimensions are the table's keys (insertParallelConfig).
    QCOMPARE(o.value(u"dp"_s).toDouble(), double(row.result.config.dp));
    QCOMPARE(o.value(u"tp"_s).toDouble(), double(row.result.config.tp));
    const QJsonObject job = o.value(u"job"_s).toObject();
    const double steps = job.value(u"steps"_s).toDouble();
    QCOMPARE(steps, std::ceil(tokens / row.step.tokensPerStep));
    QVERIFY(std::abs(job.value(u"time_s"_s).toDouble() - steps * row.step.stepSeconds)
        <= 1e-9 * steps * row.step.stepSeconds);
    QVERIFY(std::abs(job.value(u"energy_j"_s).toDouble() - steps * row.step.energyJoules)
        <= 1e-9 * steps * row.step.energyJoules);
    QVERIFY(std::abs(job.value(u"cost_usd"_s).toDouble() - steps * row.step.costUsd)
        <= 1e-9 * steps * row.step.costUsd);
    QCOMPARE(
        o.value(u"tokens_per_joule"_s).toDouble(), *scaling::JobEstimate::tokensPerJoule(row.step));
    // Without tokens there is no job object, only the per-token efficiency.
    const QJsonObject noTokens
        = JobReport::multiChipJson(row, workload, true, std::nullopt, engine::EngineOptions());
    QVERIFY(!noTokens.contains(u"job"_s));
    QVERIFY(noTokens.value(u"tokens_per_dollar"_s).toDouble() > 0);
}

void TestReports::jobWithoutPowerOrPrice()
{
    const Workload workload = presetWorkload(u"llama-2-7b"_s);
    const JobRow row = jobRow(workload, bareDevice(), 8);
    QVERIFY(row.result.legal());
    QVERIFY(row.notes.contains(u"no-tdp"_s));
    QVERIFY(row.notes.contains(u"no-price:on-demand"_s));
    const QJsonObject o = JobReport::multiChipJson(row, workload, true, 1e9, {});
    for (const char* key : { "energy_j", "energy_j_range", "facility_energy_j", "cost_usd",
             "usd_per_chip_hour", "power_basis", "tokens_per_joule", "tokens_per_dollar" })
        QVERIFY2(o.value(QLatin1String(key)).isNull(), key);
    // The time is known: a job without power or price still has steps and time.
    const QJsonObject job = o.value(u"job"_s).toObject();
    QVERIFY(job.value(u"time_s"_s).toDouble() > 0);
    for (const char* key : { "energy_j", "co2_kg", "cost_usd" })
        QVERIFY2(job.value(QLatin1String(key)).isNull(), key);

    const QStringList lines
        = JobReport::multiChipCsv({ row }, workload, 1e9, {}).split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines[0].split(u',');
    QCOMPARE(header, JobReport::multiChipCsvColumns());
    // A quoted id ("bare,h100") is one field; unknown figures are empty, never 0.
    QVERIFY(lines[1].startsWith(u"\"bare,h100\","_s));
    const QStringList fields = lines[1].mid(lines[1].indexOf(u"\","_s) + 2).split(u',');
    const auto field = [&](const QString& column) { return fields[header.indexOf(column) - 1]; };
    QCOMPARE(field(u"energy_j"_s), QString());
    QCOMPARE(field(u"cost_usd"_s), QString());
    QCOMPARE(field(u"job_cost_usd"_s), QString());
    QCOMPARE(field(u"step_time_s"_s).toDouble(), row.result.stepSeconds);
}

void TestReports::illegalSplitHasNoFigures()
{
    const Workload workload = presetWorkload(u"llama-2-7b"_s);
    const JobRow row = illegalRow(workload, *shippedCatalog().device(u"h100-sxm"_s));
    QVERIFY(!row.result.legal());
    const QJsonObject o = JobReport::multiChipJson(row, workload, false, 1e9, {});
    QCOMPARE(o.value(u"legal"_s).toBool(true), false);
    QCOMPARE(o.value(u"split"_s).toString(), QString());
    QVERIFY(!o.value(u"problems"_s).toArray().isEmpty());
    for (const char* key : { "step_time_s", "tokens_per_s", "mfu", "comm_s", "memory_bytes",
             "memory_per_chip_bytes", "memory_gib", "energy_j", "cost_usd" })
        QVERIFY2(o.value(QLatin1String(key)).isNull(), key);
    const QJsonObject job = o.value(u"job"_s).toObject();
    QVERIFY(job.value(u"steps"_s).isNull());
    QVERIFY(job.value(u"time_s"_s).isNull());

    const QJsonObject s = ScalingReport::resultJson(row.deviceId, row.result);
    QVERIFY(s.value(u"engine_error"_s).isNull());
    for (const char* key : { "step_time_s", "scaling_efficiency", "cost_usd", "energy_j" })
        QVERIFY2(s.value(QLatin1String(key)).isNull(), key);
}

void TestReports::engineProblemWordsComeFromTheCaller()
{
    const Workload workload = presetWorkload(u"llama-2-7b"_s);
    JobRow row = illegalRow(workload, *shippedCatalog().device(u"h100-sxm"_s));
    row.result.engineError = engine::EngineError::NoMatrixRate;
    const qsizetype diagnostics = row.result.problems.size();
    // Without words, the stable code.
    const QJsonArray coded
        = JobReport::multiChipJson(row, workload, false, std::nullopt, {})[u"problems"_s].toArray();
    QCOMPARE(coded.size(), diagnostics + 1);
    QCOMPARE(coded.last().toString(), engine::engineErrorCode(engine::EngineError::NoMatrixRate));
    const report::EngineProblemText words
        = [](const scaling::ScalingResult&) { return u"words"_s; };
    QCOMPARE(JobReport::multiChipJson(row, workload, false, std::nullopt, {}, words)[u"problems"_s]
                 .toArray()
                 .last()
                 .toString(),
        u"words"_s);
    const QJsonObject s = ScalingReport::resultJson(row.deviceId, row.result, words);
    QCOMPARE(s.value(u"problems"_s).toArray().last().toString(), u"words"_s);
    QCOMPARE(s.value(u"engine_error"_s).toString(),
        engine::engineErrorCode(engine::EngineError::NoMatrixRate));
}

void TestReports::multiChipCsvLinesMatchTheHeader()
{
    const Workload workload = presetWorkload(u"llama-2-7b"_s);
    const Device h100 = *shippedCatalog().device(u"h100-sxm"_s);
    std::vector<JobRow> rows;
    rows.push_back(jobRow(workload, h100, 8));
    rows.push_back(illegalRow(workload, h100));
    for (const std::optional<double>& tokens : { std::optional<double>(), std::optional(1e9) }) {
        const QStringList lines
            = JobReport::multiChipCsv(rows, workload, tokens, {}).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        for (const QString& line : lines)
            QCOMPARE(csvFieldCount(line), JobReport::multiChipCsvColumns().size());
    }
    const std::vector<report::EstimateRow> single { { h100.id, h100.name,
        engine::PerformanceEngine::estimate(workload, h100, {}), engine::EngineError::None } };
    const QStringList lines
        = JobReport::singleChipCsv(single, 1e9, {}).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines[0].split(u','), report::EstimateReport::csvColumns() + JobReport::csvColumns());
}

void TestReports::scalingCsvAndJsonAgree()
{
    const Workload workload = presetWorkload(u"llama-2-7b"_s);
    const Device h100 = *shippedCatalog().device(u"h100-sxm"_s);
    std::vector<report::ScalingRow> rows;
    rows.emplace_back(h100.id, jobRow(workload, h100, 8).result);
    rows.emplace_back(h100.id, illegalRow(workload, h100).result);
    const QJsonObject document = ScalingReport::documentJson(workload, true, rows);
    QCOMPARE(document.value(u"search"_s).toBool(), true);
    QCOMPARE(document.value(u"workload"_s).toObject().value(u"id"_s).toString(), u"llama-2-7b"_s);
    const QJsonArray results = document.value(u"results"_s).toArray();
    QCOMPARE(results.size(), 2);
    const QStringList lines = ScalingReport::toCsv(rows).split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines[0].split(u',');
    for (qsizetype i = 0; i < results.size(); ++i) {
        const QStringList fields = lines[i + 1].split(u',');
        QCOMPARE(fields.size(), header.size());
        const QJsonObject result = results[i].toObject();
        const QStringList keys { u"step_time_s"_s, u"comm_s"_s, u"cost_usd"_s };
        for (const QString& key : keys) {
            const QString cell = fields[header.indexOf(key)];
            // Null in JSON is an empty cell; a known figure agrees to the CSV's 9 digits.
            QCOMPARE(cell.isEmpty(), result.value(key).isNull());
            if (!cell.isEmpty())
                QVERIFY(std::abs(cell.toDouble() - result.value(key).toDouble())
                    <= 1e-8 * result.value(key).toDouble());
        }
    }
}

void TestReports::servingPointsWithoutAFigureAreNull()
{
    serving::ServingPoint p;
    p.batch = 8;
    p.ttftSeconds = std::numeric_limits<double>::infinity();
    p.requestSeconds = std::numeric_limits<double>::infinity();
    p.tpotSeconds = 0.02;
    p.usdPerMillionOutputTokens = 0;
    const QJsonObject o = ServingReport::pointJson(p);
    QVERIFY(o.value(u"ttft_s"_s).isNull());
    QVERIFY(o.value(u"request_s"_s).isNull());
    QVERIFY(o.value(u"usd_per_million_output_tokens"_s).isNull());
    QCOMPARE(o.value(u"tpot_s"_s).toDouble(), 0.02);
    QVERIFY(!o.contains(u"disaggregation"_s));

    serving::FrontierPoint f;
    f.ttftSeconds = std::numeric_limits<double>::infinity();
    f.usdPerMillionOutputTokens = 1.5;
    const QJsonObject point = ServingReport::frontierPointJson(f);
    QVERIFY(point.value(u"ttft_s"_s).isNull());
    QCOMPARE(point.value(u"usd_per_million_output_tokens"_s).toDouble(), 1.5);

    report::TrafficRun run;
    run.fromTrace = true;
    run.rate = 3;
    const QJsonObject traffic = ServingReport::trafficJson(run);
    QCOMPARE(traffic.value(u"source"_s).toString(), u"trace"_s);
    // A trace has no rate or seed of its own.
    QVERIFY(traffic.value(u"request_rate"_s).isNull());
    QVERIFY(traffic.value(u"seed"_s).isNull());
    QVERIFY(!traffic.contains(u"max_rate_requests_per_s"_s));
}

void TestReports::servingRequestWithoutOptionsIsNull()
{
    const WorkloadLoadResult loaded = WorkloadPresets::load(u"llama-2-7b"_s);
    QVERIFY(loaded.spec);
    serving::ServingSpec spec;
    spec.promptTokens = 512;
    spec.generatedTokens = 128;
    const Device h100 = *shippedCatalog().device(u"h100-sxm"_s);
    const auto estimate = serving::ServingEstimator::estimate(*loaded.spec, h100, spec);
    QVERIFY(estimate);
    const QJsonObject device = ServingReport::deviceJson(h100, spec, QString(), *estimate);
    QVERIFY(device.value(u"engine_preset"_s).isNull());
    QVERIFY(device.value(u"speculative"_s).isNull());
    QCOMPARE(device.value(u"chosen"_s).toObject().value(u"batch"_s).toDouble(),
        double(estimate->chosen.batch));
    QCOMPARE(device.value(u"sweep"_s).toArray().size(), qsizetype(estimate->sweep.size()));
    const QJsonObject root = ServingReport::documentJson(*loaded.spec, spec, QJsonArray { device });
    for (const char* key :
        { "engine", "disaggregation", "prefill_chunk_tokens", "ttft_max_s", "tpot_max_s" })
        QVERIFY2(root.value(QLatin1String(key)).isNull(), key);
    QCOMPARE(root.value(u"prompt_tokens"_s).toDouble(), 512.0);
    QCOMPARE(root.value(u"workload"_s).toString(), loaded.spec->name);
}

QTEST_GUILESS_MAIN(TestReports)
#include "tst_reports.moc"
