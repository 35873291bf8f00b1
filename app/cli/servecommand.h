// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>

namespace ts::cli {

/// `tensorscope serve --workload X --device A[,B] [--prompt-tokens P] [--generated-tokens G]
/// [--batch B | --ttft-max S --tpot-max S] [--draft D --speculate K --acceptance A] [--json]`:
/// serving a model on one chip (ServingEstimator, docs/serving.md): time to first token, time
/// per output token, a request's latency, output tokens per second and per dollar, the largest
/// batch that fits and the best batch within latency bounds, with speculative decoding.
class ServeCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::ServeCommand)

public:
    QString name() const override { return QStringLiteral("serve"); }
    QString summary() const override;
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;
};

} // namespace ts::cli
