// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The command line, in process: the input is split at newlines into arguments after a
// subcommand the first byte picks. Every run must end with an exit status and text, never a
// crash or hang. Commands that open a window or write files are not fuzzed, nor simulations
// asked to run whatever their size (`--method simulate`).
//
// Path mode (the first byte's high bit set): an argument "@N" becomes the N-th of a fixed set of
// special paths (/dev/null, /dev/zero, a FIFO with no writer, a folder, a missing file, an empty
// file, /proc/self/status), so every option that reads a file meets what issue 18 found hanging
// or crashing; other arguments naming paths are still skipped (they would fuzz the file system).

#include "cli/commandline.h"
#include "cli/commandregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <cstdint>
#include <sys/stat.h>

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
    const bool pathMode = (data[0] & 0x80) != 0;
    const QString command = QString::fromLatin1(commands[(data[0] & 0x7f) % std::size(commands)]);
    static QTemporaryDir folder;
    static const QStringList specialPaths = [] {
        const QString fifo = folder.filePath(QStringLiteral("fifo"));
        ::mkfifo(QFile::encodeName(fifo).constData(), 0600);
        const QString empty = folder.filePath(QStringLiteral("empty.json"));
        QFile(empty).open(QIODevice::WriteOnly);
        QDir(folder.path()).mkdir(QStringLiteral("folder"));
        return QStringList { QStringLiteral("/dev/null"), QStringLiteral("/dev/zero"), fifo,
            folder.filePath(QStringLiteral("folder")), folder.filePath(QStringLiteral("missing")),
            empty, QStringLiteral("/proc/self/status") };
    }();
    const QString rest = QString::fromUtf8(
        reinterpret_cast<const char*>(data + 1), static_cast<qsizetype>(size - 1));
    QStringList arguments { QStringLiteral("tensorscope"), command };
    for (QString argument : rest.split(QLatin1Char('\n'))) {
        if (pathMode && argument.size() == 2 && argument.front() == QLatin1Char('@')
            && argument.back().isDigit()) {
            arguments.append(
                specialPaths.value(argument.back().digitValue() % specialPaths.size()));
            continue;
        }
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
