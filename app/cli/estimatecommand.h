// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>

namespace ts::cli {

/// `tensorscope estimate --workload PRESET|FILE --device ID[,ID...] [--phase ...] [--batch N]
/// [--seq N] [--precision P] [--json|--csv|--markdown] [--explain]`: a workload step on each
/// device, with its time and breakdown, throughput, MFU, memory fit, energy and cost.
class EstimateCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::EstimateCommand)

public:
    QString name() const override { return QStringLiteral("estimate"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;
};

} // namespace ts::cli
