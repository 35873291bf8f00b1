// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "commandline.h"

#include "commandregistry.h"
#include "version.h"

#include <QSet>
#include <algorithm>

namespace ts::cli {

namespace {

const QStringList& helpWords()
{
    static const QStringList words = { QStringLiteral("-h"), QStringLiteral("--help"),
        QStringLiteral("--help-all"), QStringLiteral("help") };
    return words;
}

const QStringList& versionWords()
{
    static const QStringList words = { QStringLiteral("-v"), QStringLiteral("--version") };
    return words;
}

// QCommandLineParser's usage line names argv[0]; show what the user actually types instead.
QString commandHelp(const QCommandLineParser& parser, const QString& commandName)
{
    QString text = parser.helpText();
    const QString usage = QStringLiteral("Usage: ");
    const qsizetype start = text.indexOf(usage);
    if (start >= 0) {
        const qsizetype programStart = start + usage.size();
        const qsizetype programEnd = text.indexOf(QLatin1Char(' '), programStart);
        if (programEnd > programStart)
            text.replace(programStart, programEnd - programStart,
                QStringLiteral("tensorscope ") + commandName);
    }
    return text;
}

int runCommand(Command& command, const QStringList& arguments, CommandOutput& output)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(command.summary());
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption helpOption = parser.addHelpOption();
    command.addOptions(parser);

    QStringList commandArguments = arguments.mid(2);
    commandArguments.prepend(arguments.constFirst());
    if (!parser.parse(commandArguments)) {
        output.err
            << QStringLiteral("tensorscope %1: %2\n").arg(command.name(), parser.errorText());
        output.err << CommandLine::tr("Run 'tensorscope %1 --help' for its options.\n")
                          .arg(command.name());
        return kExitUsage;
    }
    if (parser.isSet(helpOption)) {
        output.out << commandHelp(parser, command.name());
        return kExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > command.maxPositionalArguments()) {
        output.err << CommandLine::tr("tensorscope %1: unexpected argument '%2'.\n")
                          .arg(command.name(), positional.at(command.maxPositionalArguments()));
        output.err << CommandLine::tr("Run 'tensorscope %1 --help' for its options.\n")
                          .arg(command.name());
        return kExitUsage;
    }
    // QCommandLineParser keeps every value of a repeated option and value() returns the last:
    // "--device a --device b" would silently estimate b only.
    const QStringList found = parser.optionNames();
    const QStringList repeatable = command.repeatableOptions();
    QSet<QString> seen;
    for (const QString& name : found) {
        if (repeatable.contains(name))
            continue;
        if (seen.contains(name) || parser.values(name).size() > 1) {
            output.err << CommandLine::tr("tensorscope %1: option '%2' given more than once; "
                                          "give it once.\n")
                              .arg(command.name(), QStringLiteral("--") + name);
            return kExitUsage;
        }
        seen.insert(name);
    }
    for (const QString& name : command.fileOptions()) {
        const QStringList values = found.contains(name) ? parser.values(name) : QStringList();
        if (values.contains(QString())) {
            output.err << CommandLine::tr("tensorscope %1: option '%2' needs a file name, found "
                                          "an empty one.\n")
                              .arg(command.name(), QStringLiteral("--") + name);
            return kExitUsage;
        }
    }
    return command.run(parser, output);
}

} // namespace

CommandLine::Mode CommandLine::modeFor(const QStringList& arguments)
{
    if (arguments.size() < 2)
        return Mode::Gui;
    const QString& first = arguments.at(1);
    if (helpWords().contains(first) || versionWords().contains(first))
        return Mode::Cli;
    // Anything else that looks like an option belongs to the GUI (Qt's -style, -platform, ...).
    return first.startsWith(QLatin1Char('-')) ? Mode::Gui : Mode::Cli;
}

Command* CommandLine::commandFor(const QStringList& arguments, const CommandRegistry& registry)
{
    if (arguments.size() < 2)
        return nullptr;
    if (arguments.at(1) == QLatin1String("help") && arguments.size() > 2)
        return registry.find(arguments.at(2));
    return registry.find(arguments.at(1));
}

QString CommandLine::globalHelp(const CommandRegistry& registry)
{
    qsizetype width = 0;
    for (const auto& command : registry.commands())
        width = std::max(width, command->name().size());

    QString commands;
    for (const auto& command : registry.commands())
        commands += QStringLiteral("  ") + command->name().leftJustified(width + 2)
            + command->summary() + QLatin1Char('\n');

    return tr("Usage: tensorscope [COMMAND] [OPTIONS]\n"
              "\n"
              "Tensorscope compares GPUs and TPUs on deep-learning work. Run it without a\n"
              "command to open the application window.\n"
              "\n"
              "Commands:\n"
              "%1"
              "\n"
              "Options:\n"
              "  -h, --help     Show this help; 'tensorscope COMMAND --help' shows a command's\n"
              "  -v, --version  Show the version\n"
              "\n"
              "Exit status: 0 success, 1 failure, 2 bad command line.\n")
        .arg(commands);
}

int CommandLine::run(
    const QStringList& arguments, const CommandRegistry& registry, CommandOutput& output)
{
    if (arguments.size() < 2 || helpWords().contains(arguments.at(1))) {
        if (arguments.size() > 2 && arguments.at(1) == QLatin1String("help")) {
            Command* command = registry.find(arguments.at(2));
            if (!command) {
                output.err << tr("tensorscope: unknown command '%1'. Run 'tensorscope --help' "
                                 "for the list.\n")
                                  .arg(arguments.at(2));
                return kExitUsage;
            }
            return runCommand(*command,
                { arguments.constFirst(), command->name(), QStringLiteral("--help") }, output);
        }
        output.out << globalHelp(registry);
        return kExitOk;
    }
    if (versionWords().contains(arguments.at(1))) {
        output.out << QStringLiteral("tensorscope %1\n").arg(versionString());
        return kExitOk;
    }
    Command* command = registry.find(arguments.at(1));
    if (!command) {
        output.err << tr("tensorscope: unknown command '%1'. Run 'tensorscope --help' for the "
                         "list.\n")
                          .arg(arguments.at(1));
        return kExitUsage;
    }
    return runCommand(*command, arguments, output);
}

} // namespace ts::cli
