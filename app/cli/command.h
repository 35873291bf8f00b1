// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace ts::cli {

/// Exit codes shared by every subcommand (documented in the README).
enum ExitCode : int {
    kExitOk = 0,
    kExitFailure = 1, ///< the command ran but could not do its job (unreadable file, ...)
    kExitUsage = 2, ///< bad command line: unknown option, missing or malformed value
    kExitInterrupted = 130, ///< stopped by Ctrl-C (SIGINT), as shells report it: 128 + 2
};

/// Where a command writes: `out` for results (what scripts parse), `err` for diagnostics.
struct CommandOutput
{
    QTextStream& out;
    QTextStream& err;
};

/// One `tensorscope <name>` subcommand. To add one: derive from Command in its own file pair
/// under app/cli/, and add one line to CommandRegistry's constructor.
class Command
{
public:
    /// Which application object the command needs. Widgets commands run on the offscreen
    /// platform unless QT_QPA_PLATFORM says otherwise, so they work without a display.
    enum class ApplicationKind { Core, Widgets };

    virtual ~Command() = default;

    /// The word typed after `tensorscope`, e.g. "screenshot".
    virtual QString name() const = 0;
    /// A one-line, translated description for `tensorscope --help`.
    virtual QString summary() const = 0;
    virtual ApplicationKind applicationKind() const { return ApplicationKind::Core; }
    /// The most positional arguments the command takes; more are a usage error (status 2)
    /// before run() is called.
    virtual int maxPositionalArguments() const { return 0; }
    /// Options that may be given more than once (their values() are all used); any other option
    /// given twice is a usage error naming it, instead of the last one silently winning.
    virtual QStringList repeatableOptions() const { return { QStringLiteral("catalog") }; }
    /// Options whose values name files: an empty value is a usage error naming the option
    /// (`--catalog ''` used to go on as a file named "").
    virtual QStringList fileOptions() const { return { QStringLiteral("catalog") }; }

    /// Declares the command's options and positional arguments (--help is added for it).
    virtual void addOptions(QCommandLineParser& parser) const = 0;
    /// Runs the command on successfully parsed arguments; returns the process exit code.
    virtual int run(const QCommandLineParser& parser, CommandOutput& output) = 0;
};

} // namespace ts::cli
