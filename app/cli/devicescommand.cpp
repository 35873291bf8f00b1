// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "devicescommand.h"

#include "controlcharacterfilter.h"

#include "deviceoptions.h"

#include "common/units.h"
#include "hardware/catalog.h"
#include "hardware/devicejson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace ts::cli {

namespace {

QString csvField(const QString& text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

// Shortest exact decimal for scripts (CSV), independent of the locale.
QString number(double value)
{
    return QString::number(value, 'g', 15);
}

QString scalarText(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Double:
        return number(value.toDouble());
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    default:
        return {};
    }
}

// "memory.bandwidth_gb_per_s: 3350" lines for every leaf of a device's JSON.
void flatten(const QJsonValue& value, const QString& path, QStringList& lines)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it)
            flatten(it.value(), path.isEmpty() ? it.key() : path + u'.' + it.key(), lines);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        bool scalars = true;
        for (const QJsonValue& element : array)
            scalars = scalars && !element.isObject() && !element.isArray();
        if (scalars) {
            QStringList items;
            for (const QJsonValue& element : array)
                items.append(scalarText(element));
            lines.append(path + QStringLiteral(": ") + items.join(QStringLiteral(", ")));
        } else {
            for (qsizetype i = 0; i < array.size(); ++i)
                flatten(array.at(i), path + QStringLiteral("[%1]").arg(i), lines);
        }
    } else {
        lines.append(path + QStringLiteral(": ") + scalarText(value));
    }
}

} // namespace

QString DevicesCommand::summary() const
{
    return tr("List the accelerator catalog, or show one device with its sources");
}

void DevicesCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addPositionalArgument(QStringLiteral("show"),
        tr("'show ID' prints every field of one device and its sources."), tr("[show ID]"));
    parser.addOption({ QStringLiteral("kind"), tr("Only devices of this kind: gpu, tpu or other."),
        tr("KIND") });
    parser.addOption({ QStringLiteral("catalog"),
        tr("Also load this catalog file, after the shipped catalog and the user folder "
           "(repeatable)."),
        tr("FILE") });
    parser.addOption({ QStringLiteral("json"), tr("Print JSON (keys as in docs/catalog.md).") });
    parser.addOption({ QStringLiteral("csv"), tr("Print CSV (list form only).") });
    parser.addOption(
        { QStringLiteral("strict"), tr("Exit with 1 if loading the catalogs reported anything.") });
}

QJsonObject DevicesCommand::deviceJson(const Device& device)
{
    // The catalog keys, plus the power basis at the top level where scripts look first (the
    // same key `estimate --json` gives per result).
    QJsonObject json = DeviceJson::write(device);
    json.insert(QStringLiteral("power_basis"),
        device.fullLoadWatts()
            ? QJsonValue(powerBasisName(device.powerBasis.value_or(PowerBasis::Tdp)))
            : QJsonValue(QJsonValue::Null));
    return json;
}

QString DevicesCommand::csvHeader()
{
    // memory_gib came last so no column moves (columns are added, never renamed or moved).
    return QStringLiteral("id,name,vendor,kind,year,bf16_tflops,fp16_tflops,memory_gb,"
                          "memory_bandwidth_gb_per_s,tdp_w,on_demand_usd_per_chip_hour,memory_gib");
}

int DevicesCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QStringList positional = parser.positionalArguments();
    const bool json = parser.isSet(QStringLiteral("json"));
    const bool csv = parser.isSet(QStringLiteral("csv"));
    if (json && csv) {
        output.err << tr("tensorscope devices: --json and --csv cannot be combined.\n");
        return kExitUsage;
    }
    bool show = false;
    QString showId;
    if (!positional.isEmpty()) {
        if (positional.first() != QLatin1String("show") || positional.size() != 2) {
            output.err << tr("tensorscope devices: expected no arguments or 'show ID', found "
                             "'%1'.\n")
                              .arg(positional.join(u' '));
            return kExitUsage;
        }
        if (csv) {
            output.err << tr("tensorscope devices show: --csv is for the list form only.\n");
            return kExitUsage;
        }
        show = true;
        showId = positional.at(1);
    }
    std::optional<DeviceKind> kind;
    if (parser.isSet(QStringLiteral("kind"))) {
        const QString kindText = parser.value(QStringLiteral("kind"));
        kind = deviceKindFromName(kindText);
        if (!kind) {
            output.err << tr("tensorscope devices: --kind '%1': expected gpu, tpu or other.\n")
                              .arg(kindText);
            return kExitUsage;
        }
    }

    const Catalog catalog
        = Catalog::load(Catalog::defaultUserFolder(), parser.values(QStringLiteral("catalog")));
    for (const io::Diagnostic& diagnostic : catalog.diagnostics())
        output.err << diagnostic.toString() << u'\n';
    if (DeviceOptions::namedFileUnreadable(catalog, parser))
        return kExitFailure;
    const bool strictFailure
        = parser.isSet(QStringLiteral("strict")) && !catalog.diagnostics().isEmpty();

    if (show) {
        const auto device = catalog.device(showId);
        if (!device) {
            output.err << tr("tensorscope devices show: no device with id '%1'; run 'tensorscope "
                             "devices' for the list.\n")
                              .arg(showId);
            return kExitFailure;
        }
        if (json)
            output.out << QString::fromUtf8(
                QJsonDocument(deviceJson(*device)).toJson(QJsonDocument::Indented));
        else
            printDetails(*device, output);
        return strictFailure ? kExitFailure : kExitOk;
    }

    const QList<Device> devices = kind ? catalog.devices(*kind) : catalog.devices();
    if (json) {
        QJsonArray array;
        for (const Device& device : devices)
            array.append(deviceJson(device));
        output.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
    } else if (csv) {
        printCsv(devices, output);
    } else {
        printTable(devices, output);
    }
    return strictFailure ? kExitFailure : kExitOk;
}

void DevicesCommand::printCsv(const QList<Device>& devices, CommandOutput& output)
{
    output.out << csvHeader() << u'\n';
    auto optional = [](const std::optional<double>& value, double divisor) {
        return value ? number(*value / divisor) : QString();
    };
    for (const Device& d : devices) {
        const auto price = d.onDemandPrice();
        const QStringList fields { csvField(d.id), csvField(d.name), csvField(d.vendor),
            deviceKindName(d.kind), QString::number(d.year),
            optional(d.peakFlopsPerSecond(Precision::BF16), 1e12),
            optional(d.peakFlopsPerSecond(Precision::FP16), 1e12),
            number(double(d.memoryCapacityBytes) / 1e9),
            number(d.memoryBandwidthBytesPerSecond / 1e9), optional(d.tdpWatts, 1.0),
            price ? number(price->usdPerChipHour) : QString(),
            number(units::gib(double(d.memoryCapacityBytes))) };
        output.out << fields.join(u',') << u'\n';
    }
}

void DevicesCommand::printTable(const QList<Device>& devices, CommandOutput& output)
{
    const QLocale locale;
    const QStringList header { tr("ID"), tr("NAME"), tr("VENDOR"), tr("KIND"), tr("BF16 TFLOP/S"),
        tr("MEMORY GiB"), tr("BW GB/S"), tr("TDP W"), tr("$/CHIP-H") };
    QList<QStringList> rows { header };
    for (const Device& d : devices) {
        const auto half = d.halfPrecisionPeakFlopsPerSecond();
        const auto price = d.onDemandPrice();
        const QString dash = QStringLiteral("-");
        // Names from user catalogs stay on their row (issue 34, item 3).
        rows.append({ d.id, singleLine(d.name), singleLine(d.vendor), deviceKindName(d.kind),
            half ? locale.toString(*half / 1e12, 'f', 1) : dash,
            // In GiB, as the catalog gives every capacity (docs/catalog.md, "Memory
            // capacity"): an "80 GB" part shows 80, not 86.
            units::gibNumber(double(d.memoryCapacityBytes), 0, locale),
            locale.toString(d.memoryBandwidthBytesPerSecond / 1e9, 'f', 0),
            d.tdpWatts ? locale.toString(*d.tdpWatts, 'f', 0) : dash,
            price ? locale.toString(price->usdPerChipHour, 'f', 2) : dash });
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList& row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths.at(i), row.at(i).size());
    }
    for (const QStringList& row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i) {
            // Text columns left-aligned, figures right-aligned.
            const int width = int(widths.at(i));
            line += (i < 4 ? row.at(i).leftJustified(width) : row.at(i).rightJustified(width));
            if (i + 1 < row.size())
                line += QStringLiteral("  ");
        }
        output.out << line.trimmed() << u'\n';
    }
    output.out << tr("%n device(s). Peaks are dense; 'tensorscope devices show ID' lists every "
                     "field and its sources.\n",
        nullptr, int(devices.size()));
}

void DevicesCommand::printDetails(const Device& device, CommandOutput& output)
{
    output.out << tr("%1 (%2 %3, %4, %5)\n")
                      .arg(device.id, singleLine(device.vendor), singleLine(device.name),
                          deviceKindName(device.kind))
                      .arg(device.year);
    output.out << tr("Loaded from: %1\n").arg(device.sourceFile);
    QJsonObject json = DeviceJson::write(device);
    json.remove(QStringLiteral("sources"));
    json.remove(QStringLiteral("notes"));
    // Already in the heading line.
    for (const char* key : { "id", "vendor", "name", "kind", "year" })
        json.remove(QLatin1String(key));
    QStringList lines;
    flatten(json, QString(), lines);
    for (const QString& line : lines)
        output.out << QStringLiteral("  ") << line << u'\n';
    output.out << tr("Sources:\n");
    for (qsizetype i = 0; i < device.sources.size(); ++i) {
        const SourceRef& source = device.sources.at(i);
        output.out << QStringLiteral("  [%1] ").arg(i + 1) << source.title;
        if (!source.url.isEmpty())
            output.out << QStringLiteral(" <") << source.url << u'>';
        if (!source.fields.isEmpty())
            output.out << tr(" (supports: %1)").arg(source.fields.join(QStringLiteral(", ")));
        output.out << u'\n';
    }
    if (!device.notes.isEmpty()) {
        output.out << tr("Notes:\n");
        for (auto it = device.notes.constBegin(); it != device.notes.constEnd(); ++it)
            output.out << QStringLiteral("  ") << it.key() << QStringLiteral(": ") << it.value()
                       << u'\n';
    }
}

} // namespace ts::cli
