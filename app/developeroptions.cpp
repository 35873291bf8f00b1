// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "developeroptions.h"

#include "io/numberparsing.h"

#include <QCoreApplication>

namespace ts {

namespace {

// Milliseconds for the timer options: at least 10 (a timer below that only burns a core), at
// most an hour.
constexpr qint64 kMinimumMs = 10;
constexpr qint64 kMaximumMs = 60LL * 60 * 1000;

} // namespace

std::optional<DeveloperOptions> DeveloperOptions::parse(
    const QStringList& arguments, QString* error)
{
    DeveloperOptions options;
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString name = arguments.at(i);
        QString value;
        bool hasValue = false;
        if (const qsizetype equals = name.indexOf(QLatin1Char('=')); equals > 0) {
            value = name.mid(equals + 1);
            name.truncate(equals);
            hasValue = true;
        }
        const bool known = name == QLatin1String("--autosave-interval-ms")
            || name == QLatin1String("--recover") || name == QLatin1String("--scripted-edits")
            || name == QLatin1String("--quit-after-ms");
        if (!known) {
            //: %1 is the option as typed, e.g. --frobnicate
            return fail(QCoreApplication::translate("DeveloperOptions",
                "tensorscope: unknown option '%1'. Run 'tensorscope --help' for "
                "usage.")
                            .arg(arguments.at(i)));
        }
        if (!hasValue) {
            if (i + 1 >= arguments.size())
                return fail(QCoreApplication::translate(
                    "DeveloperOptions", "tensorscope: option '%1' needs a value.")
                                .arg(name));
            value = arguments.at(++i);
        }
        if (name == QLatin1String("--recover")) {
            if (value == QLatin1String("ask"))
                options.recoveryAnswer = RecoveryAnswer::Ask;
            else if (value == QLatin1String("yes"))
                options.recoveryAnswer = RecoveryAnswer::Recover;
            else if (value == QLatin1String("no"))
                options.recoveryAnswer = RecoveryAnswer::Discard;
            else
                return fail(QCoreApplication::translate("DeveloperOptions",
                    "tensorscope: option '--recover' expects ask, yes or no, "
                    "found '%1'.")
                                .arg(value));
            continue;
        }
        io::NumberProblem problem = io::NumberProblem::None;
        const std::optional<qint64> ms = io::parseInteger(value, kMinimumMs, kMaximumMs, &problem);
        if (!ms) {
            return fail(QCoreApplication::translate(
                "DeveloperOptions", "tensorscope: option '%1': '%2' %3.")
                            .arg(name, value,
                                io::describeProblem(problem, QString::number(kMinimumMs),
                                    QString::number(kMaximumMs))));
        }
        if (name == QLatin1String("--autosave-interval-ms"))
            options.autosaveIntervalMs = int(*ms);
        else if (name == QLatin1String("--scripted-edits"))
            options.scriptedEditIntervalMs = int(*ms);
        else
            options.quitAfterMs = int(*ms);
    }
    return options;
}

} // namespace ts
