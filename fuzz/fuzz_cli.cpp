// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The command line, in process: the input is split at newlines into arguments after a
// subcommand the first byte picks. Every run must end with an exit status and text, never a
// crash or hang. Commands that open a window or write files are not fuzzed, nor simulations
// asked to run whatever their size (`--method simulate`).

#include "cli/commandline.h"
#include "cli/commandregistry.h"

#include <QCoreApplication>
#include <cstdint>

using namespace ts::cli;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static int argc = 1;
    static char name[] = "tensorscope";
    static char* argv[] = { name, nullptr };
    static QCoreApplication app(argc, argv);
    static const CommandRegistry registry;
    if (size < 1)
        return 0;
    static const char* const commands[]
        = { "gemm", "estimate", "workload", "devices", "simulate", "scale", "help" };
    const QString command = QString::fromLatin1(commands[data[0] % std::size(commands)]);
    const QString rest = QString::fromUtf8(
        reinterpret_cast<const char*>(data + 1), static_cast<qsizetype>(size - 1));
    QStringList arguments { QStringLiteral("tensorscope"), command };
    for (const QString& argument : rest.split(QLatin1Char('\n'))) {
        // Reading files named by the input would fuzz the file system, not the parser.
        if (argument.contains(QLatin1Char('/')) || argument.startsWith(QLatin1String("--out")))
            return 0;
        // `--method simulate` runs any size for as long as it takes (until Ctrl-C): a long run
        // is its contract, not a hang. `auto` and `closed-form` stay fuzzed.
        if (argument.contains(QLatin1String("simulate"), Qt::CaseInsensitive))
            return 0;
        arguments.append(argument);
    }
    if (arguments.size() > 16)
        return 0;
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    CommandOutput output { outStream, errStream };
    (void)CommandLine::run(arguments, registry, output);
    return 0;
}
