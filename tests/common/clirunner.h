// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

// Runs the real `tensorscope` executable from a test, as a script or a user would. Tests that
// include this define TENSORSCOPE_EXECUTABLE (tests/app/CMakeLists.txt does).

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#ifndef TENSORSCOPE_EXECUTABLE
#error "clirunner.h needs TENSORSCOPE_EXECUTABLE, the path of the tensorscope executable"
#endif

namespace ts::test {

/// What one run of the executable produced. exitCode is -1 when it did not finish in time.
struct CliRun
{
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QString out;
    QString err;
};

/// The environment CLI tests run in: no display at all (no DISPLAY, WAYLAND_DISPLAY or
/// QT_QPA_PLATFORM), the C locale, and settings and data folders that do not exist, so that a
/// developer's own settings and user catalogs never reach a test.
inline QProcessEnvironment cliEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QStringLiteral("/nonexistent-tensorscope-test"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), QStringLiteral("/nonexistent-tensorscope-test"));
    return env;
}

/// Runs the executable (or `executable`, another build of it) with `arguments` in `environment`;
/// kills it after `timeoutMs`.
inline CliRun runCli(const QStringList& arguments,
    const QProcessEnvironment& environment = cliEnvironment(), int timeoutMs = 120000,
    const QString& executable = QStringLiteral(TENSORSCOPE_EXECUTABLE))
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(executable, arguments);
    CliRun result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitCode();
    result.exitStatus = process.exitStatus();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

} // namespace ts::test
