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
#include "scalecommand.h"
#include "scaling/jobestimate.h"
#include "scaling/scalingestimator.h"
#include "workload/paralleldimension.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts::cli {

namespace {

using io::ResultSerializer;
using scaling::JobEstimate;
using scaling::JobStep;
using scaling::JobTotals;

QJsonValue orNull(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject jobJson(const JobTotals& t)
{
    return QJsonObject {
        { QStringLiteral("tokens"), t.tokens },
        // A step with no estimate (an illegal split) has no steps or time: null, never 0.
        { QStringLiteral("steps"), ResultSerializer::orNull(t.steps > 0, double(t.steps)) },
        { QStringLiteral("time_s"), ResultSerializer::orNull(t.timeSeconds > 0, t.timeSeconds) },
        { QStringLiteral("energy_j"), ResultSerializer::orNull(t.hasPower, t.energyJoules) },
        { QStringLiteral("energy_j_range"),
            ResultSerializer::range(t.hasPower, t.energyJoulesLow, t.energyJoulesHigh) },
        { QStringLiteral("facility_energy_j"),
            ResultSerializer::orNull(t.hasPower, t.facilityEnergyJoules) },
        { QStringLiteral("co2_kg"), ResultSerializer::orNull(t.hasPower, t.co2Kg) },
        { QStringLiteral("cost_usd"), ResultSerializer::orNull(t.hasPrice, t.costUsd) },
        { QStringLiteral("cost_owned_usd"),
            ResultSerializer::orNull(t.hasOwnedPrice, t.costOwnedUsd) },
    };
}

void insertJobKeys(QJsonObject& result, const JobStep& step, const std::optional<double>& tokens,
    const engine::EngineOptions& options)
{
    result.insert(QStringLiteral("tokens_per_joule"), orNull(JobEstimate::tokensPerJoule(step)));
    result.insert(QStringLiteral("tokens_per_dollar"), orNull(JobEstimate::tokensPerDollar(step)));
    if (tokens)
        result.insert(QStringLiteral("job"), jobJson(JobEstimate::totals(step, *tokens, options)));
}

// The job's CSV columns, after a form's own ones.
const char* const kJobColumns[] = { "tokens_per_joule", "tokens_per_dollar", "job_tokens",
    "job_steps", "job_time_s", "job_energy_j", "job_energy_j_low", "job_energy_j_high",
    "job_facility_energy_j", "job_co2_kg", "job_cost_usd" };

QString jobCsvNumber(bool known, double value)
{
    return known ? ResultSerializer::number(value) : QString();
}

QStringList jobCsvFields(
    const JobStep& step, const std::optional<double>& tokens, const engine::EngineOptions& options)
{
    const auto perJoule = JobEstimate::tokensPerJoule(step);
    const auto perDollar = JobEstimate::tokensPerDollar(step);
    QStringList fields { jobCsvNumber(perJoule.has_value(), perJoule.value_or(0)),
        jobCsvNumber(perDollar.has_value(), perDollar.value_or(0)) };
    if (!tokens) {
        for (int i = 0; i < 9; ++i)
            fields.append(QString());
        return fields;
    }
    const JobTotals t = JobEstimate::totals(step, *tokens, options);
    fields << ResultSerializer::number(t.tokens) << ResultSerializer::number(t.steps)
           << ResultSerializer::number(t.timeSeconds) << jobCsvNumber(t.hasPower, t.energyJoules)
           << jobCsvNumber(t.hasPower, t.energyJoulesLow)
           << jobCsvNumber(t.hasPower, t.energyJoulesHigh)
           << jobCsvNumber(t.hasPower, t.facilityEnergyJoules) << jobCsvNumber(t.hasPower, t.co2Kg)
           << jobCsvNumber(t.hasPrice, t.costUsd);
    return fields;
}

QStringList jobColumnNames()
{
    QStringList names;
    for (const char* key : kJobColumns)
        names.append(QLatin1String(key));
    return names;
}

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

/// One device's multi-chip result with what the job figures need.
struct MultiChipRow
{
    QString deviceId;
    QString deviceName;
    scaling::ScalingResult result;
    std::optional<engine::WorkloadEstimate> singleChip;
    JobStep step;
    QStringList notes;
};

QJsonObject multiChipJson(const MultiChipRow& row, const Workload& workload, bool search)
{
    const scaling::ScalingResult& r = row.result;
    const ParallelConfig& c = r.config;
    QJsonArray problems;
    for (const io::Diagnostic& d : r.problems)
        problems.append(d.toString());
    if (r.engineError != engine::EngineError::None)
        problems.append(ParallelOptions::engineProblemText(r));
    const MemoryFootprint& m = r.memory;
    // An illegal split has no figures: unknown is null, never 0 (README, issue 34 item 8).
    const bool legal = r.legal();
    const bool power = legal && r.hasPower;
    const bool price = legal && r.hasPrice;
    const engine::WorkloadEstimate* single = row.singleChip ? &*row.singleChip : nullptr;
    QJsonObject o {
        { QStringLiteral("device"), row.deviceId },
        { QStringLiteral("name"), row.deviceName },
        { QStringLiteral("step"), stepKindName(workload.step()) },
        { QStringLiteral("chips"), double(r.chips) },
        { QStringLiteral("search"), search },
        { QStringLiteral("split"), r.legal() ? c.label() : QString() },
        { QStringLiteral("micro_batch"), double(c.effectiveMicroBatch(workload)) },
        { QStringLiteral("legal"), r.legal() },
        { QStringLiteral("problems"), problems },
        { QStringLiteral("step_time_s"), ResultSerializer::orNull(legal, r.stepSeconds) },
        { QStringLiteral("tokens_per_s"), ResultSerializer::orNull(legal, r.tokensPerSecond) },
        { QStringLiteral("mfu"), ResultSerializer::orNull(legal, r.mfu) },
        { QStringLiteral("scaling_efficiency"), ResultSerializer::orNull(legal, r.scalingEfficiency) },
        { QStringLiteral("comm_s"), ResultSerializer::orNull(legal, r.commSeconds) },
        { QStringLiteral("exposed_comm_s"), ResultSerializer::orNull(legal, r.exposedCommSeconds) },
        { QStringLiteral("comm_share"), ResultSerializer::orNull(legal, r.commShare()) },
        { QStringLiteral("compute_s"), ResultSerializer::orNull(legal, r.computeSeconds) },
        { QStringLiteral("bubble_s"), ResultSerializer::orNull(legal, r.bubbleSeconds) },
        { QStringLiteral("single_chip_step_s"), ResultSerializer::orNull(legal, r.singleChipStepSeconds) },
        { QStringLiteral("memory_bytes"),
            !legal ? QJsonValue(QJsonValue::Null) : QJsonObject {
                { QStringLiteral("weights"), double(m.weightBytes) },
                { QStringLiteral("gradients"), double(m.gradientBytes) },
                { QStringLiteral("optimizer"), double(m.optimizerBytes) },
                { QStringLiteral("activations"), double(m.activationBytes) },
                { QStringLiteral("kv_cache"), double(m.kvCacheBytes) },
                { QStringLiteral("workspace"), double(m.workspaceBytes) },
                { QStringLiteral("total"), double(m.totalBytes()) },
            } },
        { QStringLiteral("memory_per_chip_bytes"), ResultSerializer::orNull(legal, double(r.memoryPerChipBytes)) },
        { QStringLiteral("memory_gib"), ResultSerializer::orNull(legal, double(r.memoryPerChipBytes) / units::kBytesPerGiB) },
        { QStringLiteral("memory_capacity_bytes"), ResultSerializer::orNull(legal, double(r.memoryCapacityBytes)) },
        { QStringLiteral("memory_capacity_gib"), ResultSerializer::orNull(legal, double(r.memoryCapacityBytes) / units::kBytesPerGiB) },
        { QStringLiteral("fits"), r.fits },
        { QStringLiteral("energy_j"), ResultSerializer::orNull(power, row.step.energyJoules) },
        { QStringLiteral("energy_j_range"),
            ResultSerializer::range(power, row.step.energyJoulesLow, row.step.energyJoulesHigh) },
        { QStringLiteral("facility_energy_j"),
            ResultSerializer::orNull(power, row.step.facilityEnergyJoules) },
        { QStringLiteral("power_basis"),
            power && single ? QJsonValue(single->powerBasis) : QJsonValue(QJsonValue::Null) },
        { QStringLiteral("server_overhead_factor"),
            ResultSerializer::orNull(
                single != nullptr, single ? single->serverOverheadFactor : 0) },
        { QStringLiteral("cost_usd"), ResultSerializer::orNull(price, row.step.costUsd) },
        { QStringLiteral("cost_owned_usd"),
            ResultSerializer::orNull(power && row.step.hasOwnedPrice, row.step.costOwnedUsd) },
        { QStringLiteral("owned_usd_per_chip_hour"),
            ResultSerializer::orNull(
                r.legal() && row.step.hasOwnedPrice, row.step.ownedUsdPerChipHour) },
        { QStringLiteral("usd_per_chip_hour"), ResultSerializer::orNull(price, r.usdPerChipHour) },
        { QStringLiteral("notes"), QJsonArray::fromStringList(row.notes) },
    };
    insertParallelConfig(o, c);
    return o;
}

// `estimate --chips N` on each device: the scaling model's split (`config` when given, else
// the fastest legal one), its job figures and notes; `status` kExitFailure where none is legal.
std::vector<MultiChipRow> estimateMultiChipRows(const Workload& workload,
    const QList<Device>& devices, const engine::EngineOptions& options, qint64 chips,
    const ParallelOptions& split, const std::optional<ParallelConfig>& config,
    const ParallelConfig& base, const QString& prefix, CommandOutput& output, int* status)
{
    const bool fixed = config.has_value();
    std::vector<MultiChipRow> rows;
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
        MultiChipRow row { device.id, device.name, std::move(*r), std::nullopt, {}, {} };
        row.singleChip = engine::PerformanceEngine::estimate(
            workload, device, options, nullptr, engine::EstimateDetail::TotalsOnly);
        if (row.singleChip && row.result.legal())
            row.step = JobEstimate::fromScaling(row.result, *row.singleChip, device, options);
        row.notes = row.result.notes;
        // Unknown energy and cost say why, as the single-chip notes do.
        if (row.result.legal()) {
            if (!row.result.hasPower && !row.notes.contains(QStringLiteral("no-tdp")))
                row.notes.append(QStringLiteral("no-tdp"));
            const QString noPrice = QStringLiteral("no-price:") + options.priceKind;
            if (!row.result.hasPrice && !row.notes.contains(noPrice))
                row.notes.append(noPrice);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

// `estimate --chips N --csv`: a header and one row per device.
QString multiChipCsv(const std::vector<MultiChipRow>& rows, const Workload& workload,
    const std::optional<double>& tokens, const engine::EngineOptions& options)
{
    const QStringList columns { QStringLiteral("device"), QStringLiteral("chips"),
        QStringLiteral("dp"), QStringLiteral("tp"), QStringLiteral("pp"), QStringLiteral("ep"),
        QStringLiteral("zero_stage"), QStringLiteral("micro_batch"), QStringLiteral("legal"),
        QStringLiteral("step_time_s"), QStringLiteral("tokens_per_s"), QStringLiteral("mfu"),
        QStringLiteral("scaling_efficiency"), QStringLiteral("comm_s"),
        QStringLiteral("exposed_comm_s"), QStringLiteral("comm_share"),
        QStringLiteral("memory_per_chip_bytes"), QStringLiteral("memory_capacity_bytes"),
        QStringLiteral("fits"), QStringLiteral("energy_j"), QStringLiteral("energy_j_low"),
        QStringLiteral("energy_j_high"), QStringLiteral("facility_energy_j"),
        QStringLiteral("cost_usd") };
    QString text = (columns + jobColumnNames() + QStringList { QStringLiteral("notes") })
                       .join(QLatin1Char(','))
        + u'\n';
    for (const MultiChipRow& row : rows) {
        const scaling::ScalingResult& r = row.result;
        const bool power = r.legal() && r.hasPower;
        const bool price = r.legal() && r.hasPrice;
        QStringList fields { ResultSerializer::csvField(row.deviceId), QString::number(r.chips),
            QString::number(r.config.dp), QString::number(r.config.tp),
            QString::number(r.config.pp), QString::number(r.config.ep),
            QString::number(r.config.zeroStage),
            QString::number(r.config.effectiveMicroBatch(workload)),
            r.legal() ? QStringLiteral("true") : QStringLiteral("false"),
            jobCsvNumber(r.legal(), r.stepSeconds), jobCsvNumber(r.legal(), r.tokensPerSecond),
            jobCsvNumber(r.legal(), r.mfu), jobCsvNumber(r.legal(), r.scalingEfficiency),
            jobCsvNumber(r.legal(), r.commSeconds), jobCsvNumber(r.legal(), r.exposedCommSeconds),
            jobCsvNumber(r.legal(), r.commShare()),
            jobCsvNumber(r.legal(), double(r.memoryPerChipBytes)),
            jobCsvNumber(r.legal(), double(r.memoryCapacityBytes)),
            r.fits ? QStringLiteral("true") : QStringLiteral("false"),
            jobCsvNumber(power, row.step.energyJoules),
            jobCsvNumber(power, row.step.energyJoulesLow),
            jobCsvNumber(power, row.step.energyJoulesHigh),
            jobCsvNumber(power, row.step.facilityEnergyJoules),
            jobCsvNumber(price, row.step.costUsd) };
        fields += jobCsvFields(row.step, tokens, options);
        fields.append(ResultSerializer::csvField(row.notes.join(QLatin1Char(';'))));
        text += fields.join(QLatin1Char(',')) + u'\n';
    }
    return text;
}

// `estimate --chips N`'s table, aligned text or Markdown.
void printMultiChipTable(CommandOutput& output, const Workload& workload,
    const std::vector<MultiChipRow>& rows, bool fixed, const std::optional<double>& tokens,
    const engine::EngineOptions& options, bool markdown)
{
    // Names come from user files: in Markdown they must not break the table.
    auto cell = [markdown](const QString& text) {
        return markdown ? ResultSerializer::markdownCell(text) : singleLine(text);
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
    for (const MultiChipRow& row : rows) {
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
void printMultiChipDerivations(CommandOutput& output, const std::vector<MultiChipRow>& rows)
{
    for (const MultiChipRow& row : rows) {
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
    insertJobKeys(result, JobEstimate::fromEstimate(estimate), job.tokens, options);
}

QString EstimateCommand::singleChipJobCsv(
    const std::vector<io::ResultRow>& rows, const engine::EngineOptions& options, const Job& job)
{
    QString out = (ResultSerializer::csvColumns() + jobColumnNames()).join(QLatin1Char(','))
        + QLatin1Char('\n');
    for (const io::ResultRow& row : rows) {
        // The serializer's own line (a quoted name may hold a line break: only the header's
        // first line break is cut), then the job's fields.
        QString line = ResultSerializer::toCsv({ row });
        line = line.mid(line.indexOf(QLatin1Char('\n')) + 1);
        line.chop(1);
        const QStringList fields = row.estimate
            ? jobCsvFields(JobEstimate::fromEstimate(*row.estimate), job.tokens, options)
            : QStringList(std::size(kJobColumns), QString());
        out += line + QLatin1Char(',') + fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

void EstimateCommand::printSingleChipJobTable(CommandOutput& output,
    const std::vector<io::ResultRow>& rows, const engine::EngineOptions& options, const Job& job,
    bool markdown)
{
    QList<QStringList> table;
    for (const io::ResultRow& row : rows) {
        if (!row.estimate)
            continue;
        QStringList cells {
            markdown ? ResultSerializer::markdownCell(row.deviceId) : row.deviceId,
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
    const std::vector<MultiChipRow> rows = estimateMultiChipRows(
        workload, devices, options, job.chips, job.split, config, base, prefix, output, &status);

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray list;
        for (const MultiChipRow& row : rows) {
            QJsonObject o = multiChipJson(row, workload, !fixed);
            insertJobKeys(o, row.step, job.tokens, options);
            list.append(o);
        }
        output.out << QString::fromUtf8(QJsonDocument(
            QJsonObject { { QStringLiteral("workload"), ResultSerializer::workloadJson(workload) },
                { QStringLiteral("chips"), double(job.chips) },
                { QStringLiteral("search"), !fixed },
                { QStringLiteral("pue"), options.powerUsageEffectiveness },
                { QStringLiteral("results"), list },
                { QStringLiteral("verdict"),
                    verdictJson(workload, devices, options, job,
                        config) } }).toJson(QJsonDocument::Indented));
        return status;
    }
    if (parser.isSet(QStringLiteral("csv"))) {
        output.out << multiChipCsv(rows, workload, job.tokens, options);
        return status;
    }

    const bool markdown = parser.isSet(QStringLiteral("markdown"));
    printMultiChipTable(output, workload, rows, fixed, job.tokens, options, markdown);
    if (parser.isSet(QStringLiteral("explain")))
        printMultiChipDerivations(output, rows);
    return status;
}

} // namespace ts::cli
