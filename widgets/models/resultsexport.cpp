// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "resultsexport.h"

#include "explanation.h"
#include "io/atomicwrite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts {

namespace {

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
        && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString number(double value)
{
    return QString::number(value, 'g', 17);
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
    QString out = QStringLiteral(
        "device_id,device,fits,step_seconds,compute_seconds,memory_seconds,"
        "communication_seconds,overhead_seconds,tokens_per_second,mfu,memory_bytes,"
        "memory_capacity_bytes,usd_per_chip_hour,cost_per_million_tokens_usd,cost_per_run_usd,"
        "run_energy_kwh,run_co2_kg\n");
    for (const DeviceComparison& d : comparison.devices) {
        QStringList fields { csvField(d.device.id), csvField(d.device.name) };
        if (!d.estimate) {
            fields << QStringLiteral("error");
            out += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
            continue;
        }
        const engine::WorkloadEstimate& e = *d.estimate;
        fields << (e.fits ? QStringLiteral("yes") : QStringLiteral("no")) << number(e.stepSeconds)
               << number(e.computeSeconds) << number(e.memorySeconds)
               << number(e.communicationSeconds) << number(e.overheadSeconds)
               << number(e.tokensPerSecond) << number(e.mfu)
               << number(double(e.memory.totalBytes())) << number(double(e.memoryCapacityBytes))
               << number(e.usdPerChipHour) << number(e.costPerMillionTokensUsd)
               << number(e.costPerRunUsd) << number(e.runEnergyKwh) << number(e.runCo2Kg);
        out += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray ResultsExport::toJson(const Comparison& comparison)
{
    QJsonArray devices;
    for (const DeviceComparison& d : comparison.devices) {
        QJsonObject o;
        o[QStringLiteral("device")] = d.device.id;
        o[QStringLiteral("name")] = d.device.name;
        if (d.estimate) {
            const engine::WorkloadEstimate& e = *d.estimate;
            o[QStringLiteral("step_kind")] = e.stepKind;
            o[QStringLiteral("step_seconds")] = e.stepSeconds;
            o[QStringLiteral("compute_seconds")] = e.computeSeconds;
            o[QStringLiteral("memory_seconds")] = e.memorySeconds;
            o[QStringLiteral("communication_seconds")] = e.communicationSeconds;
            o[QStringLiteral("overhead_seconds")] = e.overheadSeconds;
            o[QStringLiteral("tokens_per_second")] = e.tokensPerSecond;
            o[QStringLiteral("mfu")] = e.mfu;
            o[QStringLiteral("memory_bytes")] = double(e.memory.totalBytes());
            o[QStringLiteral("memory_capacity_bytes")] = double(e.memoryCapacityBytes);
            o[QStringLiteral("fits")] = e.fits;
            o[QStringLiteral("usd_per_chip_hour")] = e.usdPerChipHour;
            o[QStringLiteral("cost_per_million_tokens_usd")] = e.costPerMillionTokensUsd;
            o[QStringLiteral("cost_per_run_usd")] = e.costPerRunUsd;
            o[QStringLiteral("run_energy_kwh")] = e.runEnergyKwh;
            o[QStringLiteral("run_co2_kg")] = e.runCo2Kg;
            o[QStringLiteral("notes")] = QJsonArray::fromStringList(e.notes);
        } else {
            o[QStringLiteral("error")] = QStringLiteral("cannot-estimate");
        }
        devices.append(o);
    }
    QJsonObject root;
    root[QStringLiteral("format")] = QStringLiteral("tensorscope-results");
    root[QStringLiteral("version")] = 1;
    if (comparison.workload)
        root[QStringLiteral("workload")] = comparison.workload->spec().name;
    root[QStringLiteral("devices")] = devices;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray ResultsExport::toMarkdown(const Comparison& comparison)
{
    QString out;
    if (comparison.workload)
        out += QStringLiteral("## %1\n\n").arg(comparison.workload->spec().name);
    QStringList header { Explanation::tr("Device") };
    for (int m = 0; m < kMetricCount; ++m)
        header << Explanation::metricName(Metric(m));
    out += QStringLiteral("| %1 |\n").arg(header.join(QStringLiteral(" | ")));
    out += QStringLiteral("|---") + QStringLiteral("|--:").repeated(kMetricCount)
        + QStringLiteral("|\n");
    for (const DeviceComparison& d : comparison.devices) {
        QStringList cells { d.device.name };
        for (int m = 0; m < kMetricCount; ++m)
            cells << (d.estimate ? Explanation::format(Metric(m), *d.estimate)
                                 : QStringLiteral("–"));
        if (d.estimate && !d.estimate->fits)
            cells[0] += QStringLiteral(" (does not fit)");
        out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return out.toUtf8();
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
