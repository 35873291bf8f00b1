// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace ts {
class Catalog;
struct Device;
} // namespace ts

namespace ts::cli {

/// `tensorscope devices [--kind gpu|tpu|other] [--catalog FILE ...] [--json|--csv] [--strict]`
/// lists the device catalog (shipped + user folder + --catalog files) with headline figures;
/// `tensorscope devices show ID [--json]` prints every field of one device and its sources.
/// Catalog diagnostics go to stderr; --strict turns any diagnostic into exit code 1. The JSON
/// keys are the catalog's own (docs/catalog.md).
class DevicesCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::DevicesCommand)

public:
    QString name() const override { return QStringLiteral("devices"); }
    int maxPositionalArguments() const override { return 2; }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

    /// The CSV header of the list form (a public contract, like the JSON keys).
    static QString csvHeader();
    /// One device as `--json` prints it: the catalog keys plus `power_basis` ("tdp",
    /// "measured", "estimated", or null without a power figure).
    static QJsonObject deviceJson(const Device& device);

private:
    static void printTable(const QList<Device>& devices, CommandOutput& output);
    static void printCsv(const QList<Device>& devices, CommandOutput& output);
    static void printDetails(const Device& device, CommandOutput& output);
};

} // namespace ts::cli
