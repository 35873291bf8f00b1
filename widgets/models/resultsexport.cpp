// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "resultsexport.h"

#include "workload/paralleldimension.h"

#include "common/units.h"
#include "io/atomicwrite.h"
#include "io/resultserializer.h"
#include "verdicttext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts {

namespace {

std::vector<io::ResultRow> rowsOf(const Comparison& comparison)
{
    std::vector<io::ResultRow> rows;
    rows.reserve(comparison.devices.size());
    for (const DeviceComparison& d : comparison.devices)
        rows.push_back({ d.device.id, d.device.name, d.estimate, d.error });
    return rows;
}

const Workload* workloadOf(const Comparison& comparison)
{
    return comparison.workload ? &*comparison.workload : nullptr;
}

using io::ResultSerializer;

// A device's job with the keys `tensorscope estimate --chips N --tokens T --json` uses for its
// results and their "job" object.
QJsonObject jobJson(const scaling::JobResult& job)
{
    const scaling::ScalingResult& r = job.result;
    const scaling::JobTotals& t = job.totals;
    const bool usable = job.usable();
    const bool power = usable && job.step.hasPower;
    const bool price = usable && job.step.hasPrice;
    QJsonArray problems;
    for (const io::Diagnostic& d : r.problems)
        problems.append(d.toString());
    QJsonObject o {
        { QStringLiteral("chips"), double(r.chips) },
        { QStringLiteral("split"), r.legal() ? r.config.label() : QString() },
        { QStringLiteral("legal"), r.legal() },
        { QStringLiteral("problems"), problems },
        { QStringLiteral("fits"), r.legal() && r.fits },
        { QStringLiteral("step_time_s"), ResultSerializer::orNull(usable, r.stepSeconds) },
        { QStringLiteral("tokens_per_s"), ResultSerializer::orNull(usable, r.tokensPerSecond) },
        { QStringLiteral("mfu"), ResultSerializer::orNull(usable, r.mfu) },
        { QStringLiteral("comm_share"), ResultSerializer::orNull(usable, r.commShare()) },
        { QStringLiteral("memory_per_chip_bytes"),
            ResultSerializer::orNull(usable, double(r.memoryPerChipBytes)) },
        { QStringLiteral("tokens"), t.tokens },
        { QStringLiteral("steps"), t.steps },
        { QStringLiteral("time_s"), ResultSerializer::orNull(usable, t.timeSeconds) },
        { QStringLiteral("energy_j"), ResultSerializer::orNull(power, t.energyJoules) },
        { QStringLiteral("energy_j_range"),
            ResultSerializer::range(power, t.energyJoulesLow, t.energyJoulesHigh) },
        { QStringLiteral("facility_energy_j"),
            ResultSerializer::orNull(power, t.facilityEnergyJoules) },
        { QStringLiteral("co2_kg"), ResultSerializer::orNull(power, t.co2Kg) },
        { QStringLiteral("cost_usd"), ResultSerializer::orNull(price, t.costUsd) },
        { QStringLiteral("cost_owned_usd"),
            ResultSerializer::orNull(usable && t.hasOwnedPrice, t.costOwnedUsd) },
    };
    insertParallelConfig(o, r.config);
    return o;
}

} // namespace

std::optional<ResultsExport::Format> ResultsExport::formatForPath(const QString& path)
{
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        return Format::Csv;
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return Format::Json;
    if (path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive))
        return Format::Markdown;
    return std::nullopt;
}

QByteArray ResultsExport::toCsv(const Comparison& comparison)
{
    return io::ResultSerializer::toCsv(rowsOf(comparison)).toUtf8();
}

QByteArray ResultsExport::toJson(const Comparison& comparison)
{
    QJsonObject root
        = io::ResultSerializer::documentJson(workloadOf(comparison), rowsOf(comparison));
    root.insert(QStringLiteral("verdict"), Verdict::compute(comparison).toJson(comparison));
    if (comparison.showsJob()) {
        // The job as the window set it, and each device's answer beside its one-chip result.
        root.insert(QStringLiteral("job"), comparison.job.toJson());
        QJsonArray results = root.value(QStringLiteral("results")).toArray();
        for (qsizetype i = 0; i < results.size() && i < qsizetype(comparison.devices.size()); ++i) {
            const DeviceComparison& d = comparison.devices[std::size_t(i)];
            QJsonObject result = results[i].toObject();
            result.insert(QStringLiteral("job"),
                d.job ? QJsonValue(jobJson(*d.job)) : QJsonValue(QJsonValue::Null));
            results[i] = result;
        }
        root.insert(QStringLiteral("results"), results);
    }
    root.insert(QStringLiteral("format"), QStringLiteral("tensorscope-results"));
    root.insert(QStringLiteral("version"), kJsonVersion);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray ResultsExport::toMarkdown(const Comparison& comparison)
{
    QString text = io::ResultSerializer::toMarkdown(workloadOf(comparison), rowsOf(comparison));
    if (comparison.showsJob()) {
        // The job's figures under the one-chip table, unrounded to 4 significant digits.
        auto cell = [](bool known, double value) {
            return known ? QString::number(value, 'g', 4) : QStringLiteral("–");
        };
        text += QStringLiteral("\n## Job: %1 tokens\n\n| device | chips | split | step (s) | "
                               "tokens/s | MFU | run time (h) | energy (kWh) | cost ($) |\n"
                               "|---|---|---|---|---|---|---|---|---|\n")
                    .arg(QString::number(comparison.job.tokens, 'g', 4));
        for (const DeviceComparison& d : comparison.devices) {
            if (!d.job)
                continue;
            const scaling::JobResult& j = *d.job;
            const bool usable = j.usable();
            text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 |\n")
                        .arg(ResultSerializer::markdownCell(d.device.name),
                            QString::number(j.result.chips),
                            usable ? j.result.config.label() : QStringLiteral("no legal split"),
                            cell(usable, j.result.stepSeconds),
                            cell(usable, j.result.tokensPerSecond), cell(usable, j.result.mfu),
                            cell(usable, j.totals.timeSeconds / 3600),
                            cell(usable && j.step.hasPower,
                                j.totals.facilityEnergyJoules / units::kJoulesPerKwh),
                            cell(usable && j.step.hasPrice, j.totals.costUsd));
        }
    }
    if (comparison.devices.size() >= 2)
        text += QStringLiteral("\n## Verdict\n\n")
            + VerdictText::plain(Verdict::compute(comparison), comparison)
                  .replace(QLatin1Char('\n'), QStringLiteral("\n\n"))
            + QLatin1Char('\n');
    return text.toUtf8();
}

QByteArray ResultsExport::render(const Comparison& comparison, Format format)
{
    switch (format) {
    case Format::Csv:
        return toCsv(comparison);
    case Format::Json:
        return toJson(comparison);
    case Format::Markdown:
        return toMarkdown(comparison);
    }
    return {};
}

QString ResultsExport::save(const Comparison& comparison, const QString& path)
{
    const std::optional<Format> format = formatForPath(path);
    if (!format)
        return QStringLiteral("'%1': expected a .csv, .json or .md file name").arg(path);
    return io::writeFileAtomically(path, render(comparison, *format));
}

} // namespace ts
