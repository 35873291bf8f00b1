// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>

namespace ts::cli {

/// `tensorscope gemm --m M --n N --k K --precision P --device ID[,ID...] [--batch B] [--json]`:
/// one matrix multiply on one or more catalog devices, with its time, achieved TFLOP/s, fraction
/// of peak, each loss factor and what bound it (the engine's GEMM model, docs/engine.md).
class GemmCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::GemmCommand)

public:
    QString name() const override { return QStringLiteral("gemm"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;
};

} // namespace ts::cli
