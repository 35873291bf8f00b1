// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "deviceoptions.h"

#include "hardware/catalog.h"

#include <algorithm>

namespace ts::cli {

void DeviceOptions::add(QCommandLineParser& parser)
{
    parser.addOption(
        { QStringLiteral("device"), tr("Catalog ids, comma-separated."), tr("ID[,ID...]") });
    parser.addOption({ QStringLiteral("catalog"),
        tr("Also load this catalog file, after the shipped catalog and the user folder "
           "(repeatable)."),
        tr("FILE") });
}

std::optional<QList<Device>> DeviceOptions::devices(
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output)
{
    const QStringList ids
        = parser.value(QStringLiteral("device")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (ids.isEmpty()) {
        output.err << prefix
                   << tr("--device ID[,ID...] is required; 'tensorscope devices' lists them.\n");
        return std::nullopt;
    }
    const Catalog catalog
        = Catalog::load(Catalog::defaultUserFolder(), parser.values(QStringLiteral("catalog")));
    for (const io::Diagnostic& diagnostic : catalog.diagnostics())
        output.err << diagnostic.toString() << u'\n';
    if (namedFileUnreadable(catalog, parser))
        return std::nullopt;
    QList<Device> devices;
    for (const QString& id : ids) {
        const auto device = catalog.device(id.trimmed());
        if (!device) {
            output.err << prefix
                       << tr("no device with id '%1'; 'tensorscope devices' lists them.\n")
                              .arg(id.trimmed());
            return std::nullopt;
        }
        devices.append(*device);
    }
    return devices;
}

bool DeviceOptions::namedFileUnreadable(const Catalog& catalog, const QCommandLineParser& parser)
{
    const QStringList named = parser.values(QStringLiteral("catalog"));
    return std::any_of(
        catalog.diagnostics().cbegin(), catalog.diagnostics().cend(), [&](const io::Diagnostic& d) {
            return d.code == io::DiagnosticCode::FileUnreadable && named.contains(d.file);
        });
}

} // namespace ts::cli
