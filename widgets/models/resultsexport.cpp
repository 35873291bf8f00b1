// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "resultsexport.h"

#include "engineerrortext.h"
#include "io/atomicwrite.h"
#include "report/estimatereport.h"
#include "report/jobreport.h"
#include "report/reportformat.h"
#include "verdicttext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts {

namespace {

std::vector<report::EstimateRow> rowsOf(const Comparison& comparison)
{
    std::vector<report::EstimateRow> rows;
    rows.reserve(comparison.devices.size());
    for (const DeviceComparison& d : comparison.devices)
        rows.push_back({ d.device.id, d.device.name, d.estimate, d.error });
    return rows;
}

const Workload* workloadOf(const Comparison& comparison)
{
    return comparison.workload ? &*comparison.workload : nullptr;
}

// A device's job as `tensorscope estimate --chips N --tokens T` writes it: its split, the
// step's figures and the window's own step (JobRunner's, the same JobEstimate::fromScaling).
std::optional<report::JobRow> jobRow(const Comparison& comparison, const DeviceComparison& d)
{
    if (!d.job)
        return std::nullopt;
    report::JobRow row
        = report::JobRow::of(d.device, d.job->result, d.estimate, comparison.options);
    row.step = d.job->step;
    return row;
}

std::vector<report::JobRow> jobRows(const Comparison& comparison)
{
    std::vector<report::JobRow> rows;
    for (const DeviceComparison& d : comparison.devices) {
        if (auto row = jobRow(comparison, d))
            rows.push_back(std::move(*row));
    }
    return rows;
}

// The job's result object: the CLI's, by the same function, so keys, values and the null
// rule are the CLI's.
QJsonValue jobJson(const Comparison& comparison, const DeviceComparison& d)
{
    const std::optional<report::JobRow> row = jobRow(comparison, d);
    if (!row || !comparison.workload)
        return QJsonValue(QJsonValue::Null);
    return report::JobReport::multiChipJson(*row, *comparison.workload, comparison.job.searchSplit,
        comparison.job.tokens, comparison.options, &EngineErrorText::splitProblem);
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
    return report::EstimateReport::toCsv(rowsOf(comparison)).toUtf8();
}

QByteArray ResultsExport::toJson(const Comparison& comparison)
{
    QJsonObject root
        = report::EstimateReport::documentJson(workloadOf(comparison), rowsOf(comparison));
    root.insert(QStringLiteral("verdict"), Verdict::compute(comparison).toJson(comparison));
    if (comparison.showsJob()) {
        // The job as the window set it, and each device's answer beside its one-chip result.
        root.insert(QStringLiteral("job"), comparison.job.toJson());
        QJsonArray results = root.value(QStringLiteral("results")).toArray();
        for (qsizetype i = 0; i < results.size() && i < qsizetype(comparison.devices.size()); ++i) {
            const DeviceComparison& d = comparison.devices[std::size_t(i)];
            QJsonObject result = results[i].toObject();
            result.insert(QStringLiteral("job"), jobJson(comparison, d));
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
    QString text = report::EstimateReport::toMarkdown(workloadOf(comparison), rowsOf(comparison));
    if (comparison.showsJob())
        text += report::JobReport::multiChipMarkdown(
            jobRows(comparison), comparison.job.tokens, comparison.options);
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
