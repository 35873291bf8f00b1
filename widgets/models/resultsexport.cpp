// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "resultsexport.h"

#include "io/atomicwrite.h"
#include "io/resultserializer.h"

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
    root.insert(QStringLiteral("format"), QStringLiteral("tensorscope-results"));
    root.insert(QStringLiteral("version"), kJsonVersion);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray ResultsExport::toMarkdown(const Comparison& comparison)
{
    return io::ResultSerializer::toMarkdown(workloadOf(comparison), rowsOf(comparison)).toUtf8();
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
