// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>
#include <QSize>
#include <optional>

namespace ts::cli {

/// `tensorscope screenshot --out FILE.png [--size WxH] [--theme light|dark]`: renders the main
/// window offscreen to a PNG, with no display needed. The README's screenshot is made with it.
class ScreenshotCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::ScreenshotCommand)

public:
    static constexpr int kMinimumSide = 320;
    static constexpr int kMaximumSide = 8192;
    /// --scale: the device pixel ratio the window is rendered at (1: 100 %, 2: 200 %).
    static constexpr double kMinimumScale = 1.0;
    static constexpr double kMaximumScale = 3.0;

    QString name() const override { return QStringLiteral("screenshot"); }
    QString summary() const override;
    ApplicationKind applicationKind() const override { return ApplicationKind::Widgets; }
    QStringList fileOptions() const override
    {
        return { QStringLiteral("out"), QStringLiteral("tour") };
    }
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

    /// Parses "WxH" (e.g. "1600x1000"); nothing unless both sides are integers within
    /// [minimum, maximum].
    static std::optional<QSize> parseSize(
        const QString& text, int minimum = kMinimumSide, int maximum = kMaximumSide);
};

} // namespace ts::cli
