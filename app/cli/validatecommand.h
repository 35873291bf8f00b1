// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>

namespace ts::cli {

/// `tensorscope validate [--category C] [--rows] [--json]`: the engine's accuracy against the
/// published measurements shipped with it (ts::validation::ValidationSuite, docs/validation.md):
/// per category the rows scored, MAPE, median absolute error, mean signed error and the worst
/// rows; with --rows every row's prediction, measurement and error.
class ValidateCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::ValidateCommand)

public:
    QString name() const override { return QStringLiteral("validate"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;
};

} // namespace ts::cli
