// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"
#include "hardware/device.h"

#include <QCoreApplication>
#include <QList>
#include <optional>

namespace ts {
class Catalog;
}

namespace ts::cli {

/// The options of commands that run on catalog devices: --device ID[,ID...] and --catalog FILE.
class DeviceOptions
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::DeviceOptions)

public:
    /// Adds --device and --catalog to `parser`.
    static void add(QCommandLineParser& parser);

    /// Loads the catalogs (shipped, user folder, --catalog files; their diagnostics go to
    /// `output.err`) and returns the devices --device names, in order. Nothing, with a usage
    /// message prefixed by `prefix`, when --device is missing or names an unknown id.
    static std::optional<QList<Device>> devices(
        const QCommandLineParser& parser, const QString& prefix, CommandOutput& output);

    /// Whether a file the user named with --catalog could not be read at all (missing, a FIFO,
    /// a folder, too large): the command then fails instead of going on without it.
    static bool namedFileUnreadable(const Catalog& catalog, const QCommandLineParser& parser);
};

} // namespace ts::cli
