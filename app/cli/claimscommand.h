// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>

namespace ts::cli {

/// `tensorscope claims [--workload X] [--device A,B] [--chips N] [--json]`: the ten popular
/// GPU-vs-TPU claims (issue 22, docs/claims.md), each tested on the workload with the first
/// systolic chip and the first GPU given (by default the first-run workspace's: LLaMA-2 7B on
/// an H100 SXM and a TPU v5p): its verdict, its condition, the effect with its range and the
/// figures that decided it (ClaimCheck, the same the window's claim cards show).
class ClaimsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::ClaimsCommand)

public:
    QString name() const override { return QStringLiteral("claims"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;
};

} // namespace ts::cli
