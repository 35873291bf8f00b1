// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>
#include <QStringList>

namespace ts::cli {

class CommandRegistry;

/// Decides whether an invocation opens the window or runs a subcommand, and runs subcommands.
///
/// `tensorscope` alone (or with Qt's own GUI options such as `-style`) opens the window.
/// `tensorscope --help`, `--version`, `help [COMMAND]` and `tensorscope COMMAND ...` run in
/// batch mode: no window, results on stdout, diagnostics on stderr, a non-zero exit on failure.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::CommandLine)

public:
    enum class Mode { Gui, Cli };

    /// Classifies raw arguments (argv[0] first) before any application object exists.
    static Mode modeFor(const QStringList& arguments);

    /// The command the arguments name, or nullptr (global help, version, or unknown).
    static Command* commandFor(const QStringList& arguments, const CommandRegistry& registry);

    /// Runs a batch-mode invocation; needs the application object the command asks for.
    static int run(
        const QStringList& arguments, const CommandRegistry& registry, CommandOutput& output);

    /// The text of `tensorscope --help`.
    static QString globalHelp(const CommandRegistry& registry);
};

} // namespace ts::cli
