// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope estimate --chips/--tokens`: the job forms of the estimate (issue 20).
#include "common/units.h"

#include "estimatecommand.h"

#include "controlcharacterfilter.h"

#include "compare/comparison.h"
#include "compare/verdict.h"
#include "engine/performanceengine.h"
#include "report/jobreport.h"
#include "report/reportformat.h"
#include "scalecommand.h"
#include "scaling/jobestimate.h"
#include "scaling/scalingestimator.h"
#include "workload/paralleldimension.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts::cli {

namespace {

using report::JobReport;
using report::JobRow;
using scaling::JobEstimate;
using scaling::JobStep;
using scaling::JobTotals;

// The readable forms: the unit in the cell, scaled.

QString energy(double joules)
{
    if (joules >= 3.6e9)
        return QString::number(joules / 3.6e9, 'f', 2) + QStringLiteral(" MWh");
    if (joules >= units::kJoulesPerKwh)
        return QString::number(joules / units::kJoulesPerKwh, 'f', 2) + QStringLiteral(" kWh");
    if (joules >= 1e3)
        return QString::number(joules / 1e3, 'f', 1) + QStringLiteral(" kJ");
    return QString::number(joules, 'f', 1) + QStringLiteral(" J");
}

QString dollars(double usd)
{
    return QStringLiteral("$")
        + (usd >= 1000 ? QString::number(usd, 'f', 0) : QString::number(usd, 'g', 3));
}

QString figure(double value)
{
    return value >= 9999.5 ? QString::number(value, 'f', 0) : QString::number(value, 'g', 4);
}

void printTable(
    const QStringList& header, const QList<QStringList>& rows, bool markdown, QTextStream& out)
{
    if (markdown) {
        out << QStringLiteral("| ") << header.join(QStringLiteral(" | "))
            << QStringLiteral(" |\n|");
        for (qsizetype i = 0; i < header.size(); ++i)
            out << QStringLiteral("---|");
        out << u'\n';
        for (const QStringList& row : rows)
            out << QStringLiteral("| ") << row.join(QStringLiteral(" | "))
                << QStringLiteral(" |\n");
        return;
    }
    QList<qsizetype> widths;
    for (const QString& h : header)
        widths.append(h.size());
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], singleLine(row[i]).size());
    auto print = [&](const QStringList& cells) {
        for (qsizetype i = 0; i < cells.size(); ++i)
            out << (i ? QStringLiteral("  ") : QString())
                << singleLine(cells[i]).leftJustified(widths[i]);
        out << u'\n';
    };
    print(header);
    for (const QStringList& row : rows)
        print(row);
}

// The job's readable cells: tokens/J, tokens/$ and, with --tokens, steps, time, energy, cost.
QStringList jobCells(
    const JobStep& step, const std::optional<double>& tokens, const engine::EngineOptions& options)
{
    const auto perJoule = JobEstimate::tokensPerJoule(step);
    const auto perDollar = JobEstimate::tokensPerDollar(step);
    QStringList cells { perJoule ? figure(*perJoule) : EstimateCommand::tr("no TDP"),
        perDollar ? figure(*perDollar) : EstimateCommand::tr("no price") };
    if (tokens) {
        const JobTotals t = JobEstimate::totals(step, *tokens, options);
        cells << figure(t.steps) << units::durationText(t.timeSeconds)
              << (t.hasPower ? energy(t.energyJoules) : EstimateCommand::tr("no TDP"))
              << (t.hasPrice ? dollars(t.costUsd) : EstimateCommand::tr("no price"));
    }
    return cells;
}

QStringList jobHeader(bool tokens)
{
    QStringList header { EstimateCommand::tr("tokens/J"), EstimateCommand::tr("tokens/$") };
    if (tokens)
        header << EstimateCommand::tr("steps") << EstimateCommand::tr("job time")
               << EstimateCommand::tr("job energy") << EstimateCommand::tr("job cost");
    return header;
}

// `estimate --chips N` on each device: the scaling model's split (`config` when given, else
// the fastest legal one), its job figures and notes; `status` kExitFailure where none is legal.
std::vector<JobRow> estimateJobRows(const Workload& workload, const QList<Device>& devices,
    const engine::EngineOptions& options, qint64 chips, const ParallelOptions& split,
    const std::optional<ParallelConfig>& config, const ParallelConfig& base, const QString& prefix,
    CommandOutput& output, int* status)
{
    const bool fixed = config.has_value();
    std::vector<JobRow> rows;
    for (const Device& device : devices) {
        const scaling::ScalingEstimator estimator(workload, device, options);
        std::optional<scaling::ScalingResult> r
            = fixed ? estimator.estimate(*config) : estimator.fastest(chips, split.search(), base);
        if (!r)
            r = ParallelOptions::noLegalSplit(chips);
        if (!r->legal()) {
            *status = kExitFailure;
            ParallelOptions::reportProblems(prefix, device.id, *r, output);
        }
        rows.push_back(JobRow::of(device, std::move(*r),
            engine::PerformanceEngine::estimate(
                workload, device, options, nullptr, engine::EstimateDetail::TotalsOnly),
            options));
    }
    return rows;
}

// `estimate --chips N`'s table, aligned text or Markdown.
void printMultiChipTable(CommandOutput& output, const Workload& workload,
    const std::vector<JobRow>& rows, bool fixed, const std::optional<double>& tokens,
    const engine::EngineOptions& options, bool markdown)
{
    // Names come from user files: in Markdown they must not break the table.
    auto cell = [markdown](const QString& text) {
        return markdown ? report::markdownCell(text) : singleLine(text);
    };
    const WorkloadSpec& spec = workload.spec();
    output.out << ScaleCommand::tr("%1, %2, batch %3, seq %4, %5%6\n\n")
                      .arg(cell(spec.name), stepKindName(spec.run.step))
                      .arg(spec.run.globalBatch)
                      .arg(spec.run.seqLength)
                      .arg(precisionName(spec.run.activationPrecision),
                          fixed ? QString()
                                : ScaleCommand::tr("; fastest legal split per chip count"));
    const QStringList header = QStringList { EstimateCommand::tr("device"),
        ScaleCommand::tr("chips"), ScaleCommand::tr("split"), EstimateCommand::tr("step"),
        EstimateCommand::tr("tokens/s"), EstimateCommand::tr("MFU"),
        ScaleCommand::tr("memory/chip"), EstimateCommand::tr("fits"),
        ScaleCommand::tr("comm (exposed)"), EstimateCommand::tr("energy/step"),
        EstimateCommand::tr("cost/step") }
        + jobHeader(tokens.has_value());
    QList<QStringList> table;
    for (const JobRow& row : rows) {
        const scaling::ScalingResult& r = row.result;
        if (!r.legal()) {
            QStringList cells { cell(row.deviceId), QString::number(r.chips),
                ScaleCommand::tr("no legal split") };
            while (cells.size() < header.size())
                cells.append(QString());
            table.append(cells);
            continue;
        }
        QStringList cells {
            cell(row.deviceId),
            QString::number(r.chips),
            r.config.label(),
            units::durationText(r.stepSeconds),
            QString::number(r.tokensPerSecond, 'f', 0),
            QString::number(100 * r.mfu, 'f', 1) + QLatin1Char('%'),
            units::gibText(double(r.memoryPerChipBytes), 1) + QStringLiteral(" / ")
                + units::gibText(double(r.memoryCapacityBytes), 1),
            r.fits ? EstimateCommand::tr("yes") : EstimateCommand::tr("NO, does not fit"),
            units::durationText(r.commSeconds) + QStringLiteral(" (")
                + QString::number(100 * r.commShare(), 'f', 1) + QStringLiteral("%)"),
            r.hasPower ? energy(row.step.energyJoules) : EstimateCommand::tr("no TDP"),
            r.hasPrice ? dollars(row.step.costUsd) : EstimateCommand::tr("no price"),
        };
        cells += jobCells(row.step, tokens, options);
        table.append(cells);
    }
    printTable(header, table, markdown, output.out);
}

// `estimate --chips N --explain`: each split's derivation and notes.
void printMultiChipDerivations(CommandOutput& output, const std::vector<JobRow>& rows)
{
    for (const JobRow& row : rows) {
        const scaling::ScalingResult& r = row.result;
        output.out << ScaleCommand::tr("\n%1, %2 chips, %3:\n")
                          .arg(row.deviceId)
                          .arg(r.chips)
                          .arg(r.config.label());
        for (const QString& line : r.derivation)
            output.out << QStringLiteral("  ") << line << u'\n';
        if (!row.notes.isEmpty())
            output.out
                << EstimateCommand::tr("  notes: %1\n").arg(row.notes.join(QStringLiteral(", ")));
    }
}

} // namespace

QJsonObject EstimateCommand::verdictJson(const Workload& workload, const QList<Device>& devices,
    const engine::EngineOptions& options, const Job& job,
    const std::optional<ParallelConfig>& fixed)
{
    scaling::JobSpec spec;
    spec.chips = std::max<qint64>(1, job.chips);
    spec.tokens = job.tokens.value_or(spec.tokens);
    if (fixed) {
        spec.searchSplit = false;
        for (const ParallelDimension& d : parallelDimensions()) {
            if (d.inJobs)
                d.set(spec.split, d.of(*fixed));
        }
        spec.split.zeroStage = fixed->zeroStage;
    }
    WorkloadSpec workloadSpec = workload.spec();
    if (job.split.microBatch > 0)
        workloadSpec.run.microBatch = job.split.microBatch;
    const Comparison comparison = Comparison::compute(
        workloadSpec, devices, options, validation::AccuracyModel::shipped(), spec);
    return Verdict::compute(comparison).toJson(comparison);
}

void EstimateCommand::insertSingleChipJobKeys(QJsonObject& result,
    const engine::WorkloadEstimate& estimate, const engine::EngineOptions& options, const Job& job)
{
    JobReport::insertJobKeys(result, JobEstimate::fromEstimate(estimate), job.tokens, options);
}

QString EstimateCommand::singleChipJobCsv(const std::vector<report::EstimateRow>& rows,
    const engine::EngineOptions& options, const Job& job)
{
    return JobReport::singleChipCsv(rows, job.tokens, options);
}

void EstimateCommand::printSingleChipJobTable(CommandOutput& output,
    const std::vector<report::EstimateRow>& rows, const engine::EngineOptions& options,
    const Job& job, bool markdown)
{
    QList<QStringList> table;
    for (const report::EstimateRow& row : rows) {
        if (!row.estimate)
            continue;
        QStringList cells {
            markdown ? report::markdownCell(row.deviceId) : row.deviceId,
        };
        cells += jobCells(JobEstimate::fromEstimate(*row.estimate), job.tokens, options);
        table.append(cells);
    }
    output.out << u'\n';
    printTable(QStringList { tr("device") } + jobHeader(job.tokens.has_value()), table, markdown,
        output.out);
}

int EstimateCommand::runMultiChipJob(const QCommandLineParser& parser, CommandOutput& output,
    const Workload& workload, const QList<Device>& devices, const engine::EngineOptions& options,
    const Job& job)
{
    const QString prefix = QStringLiteral("tensorscope estimate: ");
    const bool fixed = job.split.fixed();
    const ParallelConfig base = job.split.base(workload, true);
    std::optional<ParallelConfig> config;
    if (fixed) {
        config = job.split.fixedConfig(job.chips, base, prefix, output);
        if (!config)
            return kExitUsage;
    }

    int status = kExitOk;
    const std::vector<JobRow> rows = estimateJobRows(
        workload, devices, options, job.chips, job.split, config, base, prefix, output, &status);

    if (parser.isSet(QStringLiteral("json"))) {
        const QJsonObject document = JobReport::multiChipDocument(workload, job.chips, !fixed, rows,
            job.tokens, options, verdictJson(workload, devices, options, job, config),
            &ParallelOptions::engineProblemText);
        output.out << QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented));
        return status;
    }
    if (parser.isSet(QStringLiteral("csv"))) {
        output.out << JobReport::multiChipCsv(rows, workload, job.tokens, options);
        return status;
    }

    const bool markdown = parser.isSet(QStringLiteral("markdown"));
    printMultiChipTable(output, workload, rows, fixed, job.tokens, options, markdown);
    if (parser.isSet(QStringLiteral("explain")))
        printMultiChipDerivations(output, rows);
    return status;
}

} // namespace ts::cli
