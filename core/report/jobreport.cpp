// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "jobreport.h"

#include "common/units.h"
#include "reportformat.h"
#include "workload/paralleldimension.h"

#include <QJsonArray>

namespace ts::report {

namespace {

using scaling::JobEstimate;
using scaling::JobStep;
using scaling::JobTotals;

// The job's CSV columns, after a form's own ones.
const char* const kJobColumns[] = { "tokens_per_joule", "tokens_per_dollar", "job_tokens",
    "job_steps", "job_time_s", "job_energy_j", "job_energy_j_low", "job_energy_j_high",
    "job_facility_energy_j", "job_co2_kg", "job_cost_usd" };

// `estimate --chips N --csv`'s own columns, before the job's.
const char* const kMultiChipColumns[] = { "device", "chips", "dp", "tp", "pp", "ep", "zero_stage",
    "micro_batch", "legal", "step_time_s", "tokens_per_s", "mfu", "scaling_efficiency", "comm_s",
    "exposed_comm_s", "comm_share", "memory_per_chip_bytes", "memory_capacity_bytes", "fits",
    "energy_j", "energy_j_low", "energy_j_high", "facility_energy_j", "cost_usd" };

QJsonArray jobProblems(const scaling::ScalingResult& r, const EngineProblemText& problemText)
{
    QJsonArray problems;
    for (const io::Diagnostic& d : r.problems)
        problems.append(d.toString());
    if (r.engineError != engine::EngineError::None)
        problems.append(problemText ? problemText(r) : engine::engineErrorCode(r.engineError));
    return problems;
}

// The split's step figures: all null for an illegal split (README, issue 34 item 8).
void insertStepFigures(QJsonObject& o, const scaling::ScalingResult& r)
{
    const bool legal = r.legal();
    o.insert(QStringLiteral("step_time_s"), orNull(legal, r.stepSeconds));
    o.insert(QStringLiteral("tokens_per_s"), orNull(legal, r.tokensPerSecond));
    o.insert(QStringLiteral("mfu"), orNull(legal, r.mfu));
    o.insert(QStringLiteral("scaling_efficiency"), orNull(legal, r.scalingEfficiency));
    o.insert(QStringLiteral("comm_s"), orNull(legal, r.commSeconds));
    o.insert(QStringLiteral("exposed_comm_s"), orNull(legal, r.exposedCommSeconds));
    o.insert(QStringLiteral("comm_share"), orNull(legal, r.commShare()));
    o.insert(QStringLiteral("compute_s"), orNull(legal, r.computeSeconds));
    o.insert(QStringLiteral("bubble_s"), orNull(legal, r.bubbleSeconds));
    o.insert(QStringLiteral("single_chip_step_s"), orNull(legal, r.singleChipStepSeconds));
    o.insert(QStringLiteral("memory_bytes"),
        legal ? QJsonValue(memoryBytesJson(r.memory)) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("memory_per_chip_bytes"), orNull(legal, double(r.memoryPerChipBytes)));
    o.insert(QStringLiteral("memory_gib"), orNull(legal, units::gib(double(r.memoryPerChipBytes))));
    o.insert(QStringLiteral("memory_capacity_bytes"), orNull(legal, double(r.memoryCapacityBytes)));
    o.insert(QStringLiteral("memory_capacity_gib"),
        orNull(legal, units::gib(double(r.memoryCapacityBytes))));
    o.insert(QStringLiteral("fits"), r.fits);
}

// One step's energy and cost, all chips: unknown without a power figure or a price.
void insertStepEnergyAndCost(QJsonObject& o, const JobRow& row)
{
    const scaling::ScalingResult& r = row.result;
    const JobStep& step = row.step;
    const bool legal = r.legal();
    const bool power = legal && r.hasPower;
    const bool price = legal && r.hasPrice;
    const engine::WorkloadEstimate* single = row.singleChip ? &*row.singleChip : nullptr;
    o.insert(QStringLiteral("energy_j"), orNull(power, step.energyJoules));
    o.insert(QStringLiteral("energy_j_range"),
        range(power, step.energyJoulesLow, step.energyJoulesHigh));
    o.insert(QStringLiteral("facility_energy_j"), orNull(power, step.facilityEnergyJoules));
    o.insert(QStringLiteral("power_basis"),
        textOrNull(power && single, single ? single->powerBasis : QString()));
    o.insert(QStringLiteral("server_overhead_factor"),
        orNull(single != nullptr, single ? single->serverOverheadFactor : 0));
    o.insert(QStringLiteral("cost_usd"), orNull(price, step.costUsd));
    o.insert(
        QStringLiteral("cost_owned_usd"), orNull(power && step.hasOwnedPrice, step.costOwnedUsd));
    o.insert(QStringLiteral("owned_usd_per_chip_hour"),
        orNull(legal && step.hasOwnedPrice, step.ownedUsdPerChipHour));
    o.insert(QStringLiteral("usd_per_chip_hour"), orNull(price, r.usdPerChipHour));
}

} // namespace

JobRow JobRow::of(const Device& device, scaling::ScalingResult result,
    std::optional<engine::WorkloadEstimate> singleChip, const engine::EngineOptions& options)
{
    JobRow row { device.id, device.name, std::move(result), std::move(singleChip), {}, {} };
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
    return row;
}

QJsonObject JobReport::totalsJson(const JobTotals& t)
{
    return QJsonObject {
        { QStringLiteral("tokens"), t.tokens },
        // A step with no estimate (an illegal split) has no steps or time: null, never 0.
        { QStringLiteral("steps"), orNull(t.steps > 0, t.steps) },
        { QStringLiteral("time_s"), orNull(t.timeSeconds > 0, t.timeSeconds) },
        { QStringLiteral("energy_j"), orNull(t.hasPower, t.energyJoules) },
        { QStringLiteral("energy_j_range"),
            range(t.hasPower, t.energyJoulesLow, t.energyJoulesHigh) },
        { QStringLiteral("facility_energy_j"), orNull(t.hasPower, t.facilityEnergyJoules) },
        { QStringLiteral("co2_kg"), orNull(t.hasPower, t.co2Kg) },
        { QStringLiteral("cost_usd"), orNull(t.hasPrice, t.costUsd) },
        { QStringLiteral("cost_owned_usd"), orNull(t.hasOwnedPrice, t.costOwnedUsd) },
    };
}

void JobReport::insertJobKeys(QJsonObject& result, const JobStep& step,
    const std::optional<double>& tokens, const engine::EngineOptions& options)
{
    result.insert(QStringLiteral("tokens_per_joule"), orNull(JobEstimate::tokensPerJoule(step)));
    result.insert(QStringLiteral("tokens_per_dollar"), orNull(JobEstimate::tokensPerDollar(step)));
    if (tokens)
        result.insert(
            QStringLiteral("job"), totalsJson(JobEstimate::totals(step, *tokens, options)));
}

QStringList JobReport::csvColumns()
{
    return columnNames(kJobColumns);
}

QStringList JobReport::csvFields(
    const JobStep& step, const std::optional<double>& tokens, const engine::EngineOptions& options)
{
    const auto perJoule = JobEstimate::tokensPerJoule(step);
    const auto perDollar = JobEstimate::tokensPerDollar(step);
    QStringList fields { csvNumber(perJoule.has_value(), perJoule.value_or(0)),
        csvNumber(perDollar.has_value(), perDollar.value_or(0)) };
    if (!tokens) {
        while (fields.size() < qsizetype(std::size(kJobColumns)))
            fields.append(QString());
        return fields;
    }
    const JobTotals t = JobEstimate::totals(step, *tokens, options);
    fields << csvNumber(t.tokens) << csvNumber(t.steps) << csvNumber(t.timeSeconds)
           << csvNumber(t.hasPower, t.energyJoules) << csvNumber(t.hasPower, t.energyJoulesLow)
           << csvNumber(t.hasPower, t.energyJoulesHigh)
           << csvNumber(t.hasPower, t.facilityEnergyJoules) << csvNumber(t.hasPower, t.co2Kg)
           << csvNumber(t.hasPrice, t.costUsd);
    return fields;
}

QString JobReport::singleChipCsv(const std::vector<EstimateRow>& rows,
    const std::optional<double>& tokens, const engine::EngineOptions& options)
{
    QString out
        = (EstimateReport::csvColumns() + csvColumns()).join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const EstimateRow& row : rows) {
        // The estimate's own line (a quoted name may hold a line break: only the header's
        // first line break is cut), then the job's fields.
        QString line = EstimateReport::toCsv({ row });
        line = line.mid(line.indexOf(QLatin1Char('\n')) + 1);
        line.chop(1);
        const QStringList fields = row.estimate
            ? csvFields(JobEstimate::fromEstimate(*row.estimate), tokens, options)
            : QStringList(std::size(kJobColumns), QString());
        out += line + QLatin1Char(',') + fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QJsonObject JobReport::multiChipJson(const JobRow& row, const Workload& workload, bool search,
    const std::optional<double>& tokens, const engine::EngineOptions& options,
    const EngineProblemText& problemText)
{
    const scaling::ScalingResult& r = row.result;
    const ParallelConfig& c = r.config;
    QJsonObject o {
        { QStringLiteral("device"), row.deviceId },
        { QStringLiteral("name"), row.deviceName },
        { QStringLiteral("step"), stepKindName(workload.step()) },
        { QStringLiteral("chips"), double(r.chips) },
        { QStringLiteral("search"), search },
        { QStringLiteral("split"), r.legal() ? c.label() : QString() },
        { QStringLiteral("micro_batch"), double(c.effectiveMicroBatch(workload)) },
        { QStringLiteral("legal"), r.legal() },
        { QStringLiteral("problems"), jobProblems(r, problemText) },
        { QStringLiteral("notes"), QJsonArray::fromStringList(row.notes) },
    };
    insertStepFigures(o, r);
    insertStepEnergyAndCost(o, row);
    insertParallelConfig(o, c);
    insertJobKeys(o, row.step, tokens, options);
    return o;
}

QJsonObject JobReport::multiChipDocument(const Workload& workload, qint64 chips, bool search,
    const std::vector<JobRow>& rows, const std::optional<double>& tokens,
    const engine::EngineOptions& options, const QJsonValue& verdict,
    const EngineProblemText& problemText)
{
    QJsonArray list;
    for (const JobRow& row : rows)
        list.append(multiChipJson(row, workload, search, tokens, options, problemText));
    return QJsonObject {
        { QStringLiteral("workload"), EstimateReport::workloadJson(workload) },
        { QStringLiteral("chips"), double(chips) },
        { QStringLiteral("search"), search },
        { QStringLiteral("pue"), options.powerUsageEffectiveness },
        { QStringLiteral("results"), list },
        { QStringLiteral("verdict"), verdict },
    };
}

QStringList JobReport::multiChipCsvColumns()
{
    return columnNames(kMultiChipColumns) + csvColumns() + QStringList { QStringLiteral("notes") };
}

QString JobReport::multiChipCsv(const std::vector<JobRow>& rows, const Workload& workload,
    const std::optional<double>& tokens, const engine::EngineOptions& options)
{
    QString text = multiChipCsvColumns().join(QLatin1Char(',')) + u'\n';
    for (const JobRow& row : rows) {
        const scaling::ScalingResult& r = row.result;
        const bool legal = r.legal();
        const bool power = legal && r.hasPower;
        const bool price = legal && r.hasPrice;
        QStringList fields { csvField(row.deviceId), QString::number(r.chips),
            QString::number(r.config.dp), QString::number(r.config.tp),
            QString::number(r.config.pp), QString::number(r.config.ep),
            QString::number(r.config.zeroStage),
            QString::number(r.config.effectiveMicroBatch(workload)), flagText(legal),
            csvNumber(legal, r.stepSeconds), csvNumber(legal, r.tokensPerSecond),
            csvNumber(legal, r.mfu), csvNumber(legal, r.scalingEfficiency),
            csvNumber(legal, r.commSeconds), csvNumber(legal, r.exposedCommSeconds),
            csvNumber(legal, r.commShare()), csvNumber(legal, double(r.memoryPerChipBytes)),
            csvNumber(legal, double(r.memoryCapacityBytes)), flagText(r.fits),
            csvNumber(power, row.step.energyJoules), csvNumber(power, row.step.energyJoulesLow),
            csvNumber(power, row.step.energyJoulesHigh),
            csvNumber(power, row.step.facilityEnergyJoules), csvNumber(price, row.step.costUsd) };
        fields += csvFields(row.step, tokens, options);
        fields.append(csvField(row.notes.join(QLatin1Char(';'))));
        text += fields.join(QLatin1Char(',')) + u'\n';
    }
    return text;
}

QString JobReport::multiChipMarkdown(
    const std::vector<JobRow>& rows, double tokens, const engine::EngineOptions& options)
{
    auto cell = [](bool known, double value) {
        return known ? QString::number(value, 'g', 4) : QStringLiteral("–");
    };
    QString text = QStringLiteral("\n## Job: %1 tokens\n\n| device | chips | split | step (s) | "
                                  "tokens/s | MFU | run time (h) | energy (kWh) | cost ($) |\n"
                                  "|---|---|---|---|---|---|---|---|---|\n")
                       .arg(QString::number(tokens, 'g', 4));
    for (const JobRow& row : rows) {
        const scaling::ScalingResult& r = row.result;
        const bool usable = r.legal() && row.step.stepSeconds > 0;
        const JobTotals t = usable ? JobEstimate::totals(row.step, tokens, options) : JobTotals {};
        text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |\n")
                    .arg(markdownCell(row.deviceName), QString::number(r.chips),
                        usable ? r.config.label() : QStringLiteral("no legal split"),
                        cell(usable, r.stepSeconds), cell(usable, r.tokensPerSecond),
                        cell(usable, r.mfu), cell(usable, t.timeSeconds / units::kSecondsPerHour),
                        cell(usable && row.step.hasPower,
                            t.facilityEnergyJoules / units::kJoulesPerKwh),
                        cell(usable && row.step.hasPrice, t.costUsd));
    }
    return text;
}

} // namespace ts::report
