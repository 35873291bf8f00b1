// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>

namespace ts::cli {

/// `tensorscope chart --chart ID --workload PRESET|FILE --device ID[,ID...] --out FILE.png|svg|pdf
/// [--size WxH] [--scale F] [--theme light|dark] [--present] [--language LANG]` and the workload
/// options of `estimate`: renders one comparison chart (ChartRegistry's ids) headless, exactly
/// as File › Export Chart writes it, for slides and papers built from scripts.
class ChartCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::ChartCommand)

public:
    /// --size: each side in logical pixels; the PNG is --scale times larger, at most
    /// kMaximumSide pixels a side.
    static constexpr int kMinimumSide = 240;
    static constexpr int kMaximumSide = 8192;
    static constexpr double kMinimumScale = 1.0;
    static constexpr double kMaximumScale = 4.0;

    QString name() const override { return QStringLiteral("chart"); }
    QString summary() const override;
    ApplicationKind applicationKind() const override { return ApplicationKind::Widgets; }
    QStringList fileOptions() const override
    {
        return { QStringLiteral("out"), QStringLiteral("catalog") };
    }
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;
};

} // namespace ts::cli
