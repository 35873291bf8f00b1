// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "estimatereport.h"

#include "common/units.h"
#include "reportformat.h"

#include <QJsonArray>
#include <QLocale>
#include <cmath>

namespace ts::report {

namespace {

/// One CSV/Markdown cell before formatting: nothing (unknown or not applicable), a number, a
/// word or a flag.
struct Cell
{
    enum class Kind { Empty, Number, Text, Flag } kind = Kind::Empty;
    double number = 0;
    QString text;
    bool flag = false;

    static Cell of(double value) { return { Kind::Number, value, {}, false }; }
    static Cell known(bool isKnown, double value) { return isKnown ? of(value) : Cell {}; }
    static Cell of(const QString& value) { return { Kind::Text, 0, value, false }; }
    static Cell of(bool value) { return { Kind::Flag, 0, {}, value }; }
};

using Estimate = engine::WorkloadEstimate;

/// A column of the flat forms. `fromEstimate` is used when the row has an estimate (rows
/// without one leave the column empty), `fromRow` for the identity and error columns.
struct Column
{
    const char* key;
    Cell (*fromEstimate)(const Estimate&);
    Cell (*fromRow)(const EstimateRow&) = nullptr;
    /// Where resultJson() has the same value, when not under the same key.
    const char* jsonPath = nullptr;
};

// The first twelve columns are those `tensorscope estimate --csv` printed before the serializer
// existed, in their order: scripts that index columns keep working. New ones go at the end.
const Column kColumns[] = {
    { "device", nullptr, [](const EstimateRow& r) { return Cell::of(r.deviceId); } },
    { "step_time_s", [](const Estimate& e) { return Cell::of(e.stepSeconds); } },
    { "tokens_per_s", [](const Estimate& e) { return Cell::of(e.tokensPerSecond); } },
    { "mfu", [](const Estimate& e) { return Cell::of(e.mfu); } },
    { "memory_bytes", [](const Estimate& e) { return Cell::of(double(e.memory.totalBytes())); },
        nullptr, "memory_bytes.total" },
    { "fits", [](const Estimate& e) { return Cell::of(e.fits); } },
    { "energy_j",
        [](const Estimate& e) {
            return Cell::known(EstimateReport::hasPower(e), e.energyJoulesPerStep);
        } },
    { "cost_usd",
        [](const Estimate& e) {
            return Cell::known(EstimateReport::hasPrice(e), e.costPerStepUsd);
        } },
    { "compute_s", [](const Estimate& e) { return Cell::of(e.computeSeconds); }, nullptr,
        "breakdown.compute_s" },
    { "memory_s", [](const Estimate& e) { return Cell::of(e.memorySeconds); }, nullptr,
        "breakdown.memory_s" },
    { "comm_s", [](const Estimate& e) { return Cell::of(e.communicationSeconds); }, nullptr,
        "breakdown.comm_s" },
    { "overhead_s", [](const Estimate& e) { return Cell::of(e.overheadSeconds); }, nullptr,
        "breakdown.overhead_s" },
    { "name", nullptr, [](const EstimateRow& r) { return Cell::of(r.deviceName); } },
    { "step", [](const Estimate& e) { return Cell::of(e.stepKind); } },
    { "ttft_s", [](const Estimate& e) { return Cell::of(e.timeToFirstTokenSeconds); } },
    { "tpot_s", [](const Estimate& e) { return Cell::of(e.timePerOutputTokenSeconds); } },
    { "memory_gib",
        [](const Estimate& e) { return Cell::of(units::gib(double(e.memory.totalBytes()))); } },
    { "memory_capacity_bytes",
        [](const Estimate& e) { return Cell::of(double(e.memoryCapacityBytes)); } },
    { "memory_capacity_gib",
        [](const Estimate& e) { return Cell::of(units::gib(double(e.memoryCapacityBytes))); } },
    { "average_power_w",
        [](const Estimate& e) {
            return Cell::known(EstimateReport::hasPower(e), e.averagePowerWatts);
        } },
    { "usd_per_chip_hour",
        [](const Estimate& e) {
            return Cell::known(EstimateReport::hasPrice(e), e.usdPerChipHour);
        } },
    { "cost_per_million_tokens_usd",
        [](const Estimate& e) {
            return Cell::known(EstimateReport::hasPrice(e), e.costPerMillionTokensUsd);
        } },
    { "run_time_s", [](const Estimate& e) { return Cell::of(e.runSeconds); }, nullptr,
        "run.time_s" },
    { "run_energy_kwh",
        [](const Estimate& e) { return Cell::known(EstimateReport::hasPower(e), e.runEnergyKwh); },
        nullptr, "run.energy_kwh" },
    { "run_co2_kg",
        [](const Estimate& e) { return Cell::known(EstimateReport::hasPower(e), e.runCo2Kg); },
        nullptr, "run.co2_kg" },
    { "run_cost_usd",
        [](const Estimate& e) { return Cell::known(EstimateReport::hasPrice(e), e.costPerRunUsd); },
        nullptr, "run.cost_usd" },
    { "notes", [](const Estimate& e) { return Cell::of(e.notes.join(QLatin1Char(';'))); } },
    { "error", nullptr,
        [](const EstimateRow& r) {
            return r.estimate ? Cell {} : Cell::of(QStringLiteral("cannot-estimate"));
        } },
    { "matrix_fraction", [](const Estimate& e) { return Cell::of(e.matrixFraction); }, nullptr,
        "matrix_fraction.value" },
    { "matrix_fraction_evidence",
        [](const Estimate& e) { return Cell::of(e.matrixFractionEvidence); }, nullptr,
        "matrix_fraction.evidence" },
    { "power_basis",
        [](const Estimate& e) {
            return EstimateReport::hasPower(e) ? Cell::of(e.powerBasis) : Cell {};
        } },
    { "energy_j_low",
        [](const Estimate& e) {
            return Cell::known(EstimateReport::hasPower(e), e.energyJoulesPerStepLow);
        },
        nullptr, "energy_j_range.0" },
    { "energy_j_high",
        [](const Estimate& e) {
            return Cell::known(EstimateReport::hasPower(e), e.energyJoulesPerStepHigh);
        },
        nullptr, "energy_j_range.1" },
    { "facility_energy_j",
        [](const Estimate& e) {
            return Cell::known(EstimateReport::hasPower(e), e.facilityEnergyJoulesPerStep);
        } },
    { "owned_usd_per_chip_hour",
        [](const Estimate& e) {
            return Cell::known(e.ownedUsdPerChipHour > 0, e.ownedUsdPerChipHour);
        } },
    { "run_cost_owned_usd",
        [](const Estimate& e) {
            return Cell::known(e.ownedUsdPerChipHour > 0, e.costPerRunOwnedUsd);
        },
        nullptr, "run.cost_owned_usd" },
};

// Markdown is for reading: the identity first, then the figures a comparison looks at.
const char* const kMarkdownKeys[] = { "name", "device", "step_time_s", "tokens_per_s", "mfu",
    "memory_gib", "memory_capacity_gib", "fits", "energy_j", "cost_usd",
    "cost_per_million_tokens_usd", "run_cost_usd", "run_energy_kwh", "run_co2_kg" };

const Column& columnFor(const char* key)
{
    for (const Column& column : kColumns)
        if (qstrcmp(column.key, key) == 0)
            return column;
    Q_UNREACHABLE();
}

Cell cellOf(const Column& column, const EstimateRow& row)
{
    if (column.fromRow)
        return column.fromRow(row);
    return row.estimate ? column.fromEstimate(*row.estimate) : Cell {};
}

} // namespace

bool EstimateReport::hasPower(const engine::WorkloadEstimate& estimate)
{
    return !estimate.notes.contains(QStringLiteral("no-tdp"));
}

bool EstimateReport::hasPrice(const engine::WorkloadEstimate& estimate)
{
    return estimate.usdPerChipHour > 0;
}

QJsonObject EstimateReport::workloadJson(const Workload& workload)
{
    const WorkloadSpec& spec = workload.spec();
    return QJsonObject {
        { QStringLiteral("id"), spec.id },
        { QStringLiteral("name"), spec.name },
        { QStringLiteral("step"), stepKindName(spec.run.step) },
        { QStringLiteral("batch"), double(spec.run.globalBatch) },
        { QStringLiteral("seq"), double(spec.run.seqLength) },
        { QStringLiteral("precision"), precisionName(spec.run.activationPrecision) },
        { QStringLiteral("params"), double(workload.parameterCount()) },
        { QStringLiteral("flops_per_step"), double(workload.flopsPerStep()) },
    };
}

QJsonObject EstimateReport::resultJson(const EstimateRow& row)
{
    if (!row.estimate)
        return QJsonObject {
            { QStringLiteral("device"), row.deviceId },
            { QStringLiteral("name"), row.deviceName },
            { QStringLiteral("error"), QStringLiteral("cannot-estimate") },
            { QStringLiteral("reason"), engine::engineErrorCode(row.error) },
        };
    const engine::WorkloadEstimate& w = *row.estimate;
    const bool power = hasPower(w);
    const bool price = hasPrice(w);
    const bool owned = w.ownedUsdPerChipHour > 0;
    const MemoryFootprint& m = w.memory;
    return QJsonObject {
        { QStringLiteral("device"), row.deviceId },
        { QStringLiteral("name"), row.deviceName },
        { QStringLiteral("step"), w.stepKind },
        { QStringLiteral("step_time_s"), w.stepSeconds },
        { QStringLiteral("tokens_per_s"), w.tokensPerSecond },
        { QStringLiteral("mfu"), w.mfu },
        { QStringLiteral("ttft_s"), w.timeToFirstTokenSeconds },
        { QStringLiteral("tpot_s"), w.timePerOutputTokenSeconds },
        { QStringLiteral("memory_bytes"), memoryBytesJson(m) },
        { QStringLiteral("memory_gib"), units::gib(double(m.totalBytes())) },
        { QStringLiteral("memory_capacity_bytes"), double(w.memoryCapacityBytes) },
        { QStringLiteral("memory_capacity_gib"), units::gib(double(w.memoryCapacityBytes)) },
        { QStringLiteral("fits"), w.fits },
        { QStringLiteral("energy_j"), orNull(power, w.energyJoulesPerStep) },
        { QStringLiteral("energy_j_range"),
            range(power, w.energyJoulesPerStepLow, w.energyJoulesPerStepHigh) },
        { QStringLiteral("facility_energy_j"), orNull(power, w.facilityEnergyJoulesPerStep) },
        { QStringLiteral("facility_energy_j_range"),
            range(power, w.facilityEnergyJoulesPerStepLow, w.facilityEnergyJoulesPerStepHigh) },
        { QStringLiteral("power_basis"),
            power ? QJsonValue(w.powerBasis) : QJsonValue(QJsonValue::Null) },
        { QStringLiteral("server_overhead_factor"), w.serverOverheadFactor },
        { QStringLiteral("average_power_w"), orNull(power, w.averagePowerWatts) },
        { QStringLiteral("cost_usd"), orNull(price, w.costPerStepUsd) },
        { QStringLiteral("usd_per_chip_hour"), orNull(price, w.usdPerChipHour) },
        { QStringLiteral("price"),
            price ? QJsonValue(QJsonObject { { QStringLiteral("provider"), w.priceProvider },
                { QStringLiteral("date"), w.priceDate },
                { QStringLiteral("source"), w.priceSource } })
                  : QJsonValue(QJsonValue::Null) },
        { QStringLiteral("cost_per_million_tokens_usd"), orNull(price, w.costPerMillionTokensUsd) },
        { QStringLiteral("owned_usd_per_chip_hour"), orNull(owned, w.ownedUsdPerChipHour) },
        { QStringLiteral("cost_per_million_tokens_owned_usd"),
            orNull(owned, w.costPerMillionTokensOwnedUsd) },
        { QStringLiteral("run"),
            QJsonObject {
                { QStringLiteral("time_s"), w.runSeconds },
                { QStringLiteral("energy_kwh"), orNull(power, w.runEnergyKwh) },
                { QStringLiteral("co2_kg"), orNull(power, w.runCo2Kg) },
                { QStringLiteral("facility_energy_kwh"), orNull(power, w.runFacilityEnergyKwh) },
                { QStringLiteral("facility_co2_kg"), orNull(power, w.runFacilityCo2Kg) },
                { QStringLiteral("cost_usd"), orNull(price, w.costPerRunUsd) },
                { QStringLiteral("cost_owned_usd"), orNull(owned, w.costPerRunOwnedUsd) },
            } },
        { QStringLiteral("breakdown"),
            QJsonObject {
                { QStringLiteral("compute_s"), w.computeSeconds },
                { QStringLiteral("memory_s"), w.memorySeconds },
                { QStringLiteral("comm_s"), w.communicationSeconds },
                { QStringLiteral("overhead_s"), w.overheadSeconds },
            } },
        { QStringLiteral("matrix_fraction"),
            QJsonObject {
                { QStringLiteral("value"), w.matrixFraction },
                { QStringLiteral("evidence"), w.matrixFractionEvidence },
            } },
        { QStringLiteral("notes"), QJsonArray::fromStringList(w.notes) },
    };
}

QJsonObject EstimateReport::operatorJson(const engine::OpEstimate& e)
{
    return QJsonObject {
        { QStringLiteral("name"), e.name },
        { QStringLiteral("kind"), opKindName(e.kind) },
        { QStringLiteral("phase"), phaseName(e.phase) },
        { QStringLiteral("count"), double(e.count) },
        { QStringLiteral("flops"), e.flops },
        { QStringLiteral("bytes"), e.bytes },
        { QStringLiteral("time_s"), e.timeSeconds },
        { QStringLiteral("compute_s"), e.computeSeconds },
        { QStringLiteral("memory_s"), e.memorySeconds },
        { QStringLiteral("overhead_s"), e.overheadSeconds },
        { QStringLiteral("bound"), engine::boundName(e.bound) },
        { QStringLiteral("model"), e.modelId() },
        { QStringLiteral("ran_as"), precisionName(e.ranAs) },
        { QStringLiteral("efficiency"), e.fractionOfPeak() },
        { QStringLiteral("loss_factor"), e.losses.product() },
    };
}

QJsonArray EstimateReport::operatorsJson(const engine::WorkloadEstimate& estimate)
{
    QJsonArray ops;
    for (const engine::OpEstimate& e : estimate.ops)
        ops.append(operatorJson(e));
    return ops;
}

QJsonObject EstimateReport::documentJson(
    const Workload* workload, const std::vector<EstimateRow>& rows)
{
    QJsonArray results;
    for (const EstimateRow& row : rows)
        results.append(resultJson(row));
    QJsonObject root { { QStringLiteral("results"), results } };
    if (workload)
        root.insert(QStringLiteral("workload"), workloadJson(*workload));
    return root;
}

QStringList EstimateReport::csvColumns()
{
    QStringList keys;
    for (const Column& column : kColumns)
        keys.append(QLatin1String(column.key));
    return keys;
}

QString EstimateReport::jsonPath(const QString& column)
{
    for (const Column& c : kColumns)
        if (column == QLatin1String(c.key))
            return QLatin1String(c.jsonPath ? c.jsonPath : c.key);
    return {};
}

QStringList EstimateReport::markdownColumns()
{
    QStringList keys;
    for (const char* key : kMarkdownKeys)
        keys.append(QLatin1String(key));
    return keys;
}

QString EstimateReport::toCsv(const std::vector<EstimateRow>& rows)
{
    QString out = csvColumns().join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const EstimateRow& row : rows) {
        QStringList fields;
        for (const Column& column : kColumns) {
            const Cell cell = cellOf(column, row);
            switch (cell.kind) {
            case Cell::Kind::Empty:
                fields.append(QString());
                break;
            case Cell::Kind::Number:
                fields.append(csvNumber(cell.number));
                break;
            case Cell::Kind::Text:
                fields.append(csvField(cell.text));
                break;
            case Cell::Kind::Flag:
                fields.append(flagText(cell.flag));
                break;
            }
        }
        out += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QString EstimateReport::toMarkdown(const Workload* workload, const std::vector<EstimateRow>& rows)
{
    QString out;
    if (workload)
        out += QStringLiteral("## %1\n\n").arg(markdownCell(workload->spec().name));
    const QStringList header = markdownColumns();
    out += QStringLiteral("| %1 |\n").arg(header.join(QStringLiteral(" | ")));
    out += QStringLiteral("|---|---") + QStringLiteral("|--:").repeated(header.size() - 2)
        + QStringLiteral("|\n");
    for (const EstimateRow& row : rows) {
        QStringList cells;
        for (const char* key : kMarkdownKeys) {
            const Cell cell = cellOf(columnFor(key), row);
            switch (cell.kind) {
            case Cell::Kind::Empty:
                cells.append(QString());
                break;
            case Cell::Kind::Number:
                cells.append(readableNumber(cell.number));
                break;
            case Cell::Kind::Text:
                cells.append(markdownCell(cell.text));
                break;
            case Cell::Kind::Flag:
                cells.append(flagText(cell.flag));
                break;
            }
        }
        out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return out;
}

} // namespace ts::report
