// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>

namespace ts::cli {

/// `tensorscope scale --workload PRESET|FILE --device ID[,ID...] --chips N[,N...]
/// [--dp A --tp B --pp C [--ep E] [--zero Z] [--vp V] | --search] [--micro-batch M]
/// [--fewest] [--no-overlap] [--json|--csv|--markdown] [--explain]`: a step on many chips per chip
/// count: time, scaling efficiency, communication (total and exposed), memory per chip, fit, cost
/// and energy, for a given split or the fastest legal one.
class ScaleCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::ScaleCommand)

public:
    QString name() const override { return QStringLiteral("scale"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;
};

} // namespace ts::cli
