// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>
#include <QSize>
#include <optional>

class QWidget;

namespace ts {
class MainWindow;
class Theme;
} // namespace ts

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
    /// With --presenter: the size of the window the audience sees (a 1080p projector).
    static constexpr QSize kProjectorSize { 1920, 1080 };

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

private:
    // The steps of run(), in order; the readers print a usage error and return false.
    struct Request;
    static bool readImageOptions(
        const QCommandLineParser& parser, CommandOutput& output, Request* request);
    static bool readSceneOptions(
        const QCommandLineParser& parser, CommandOutput& output, Request* request);
    /// --workspace, --tour with --scene and --operator opened in the window; `tab` becomes
    /// the tab a tour scene shows.
    static bool openRequestedContent(const QCommandLineParser& parser, CommandOutput& output,
        MainWindow* window, QWidget** tab, int* exitCode);
    /// --present, the animated views at their cycle, and the chip-count curves computed.
    static void settleWindow(
        const QCommandLineParser& parser, const Request& request, MainWindow* window, QWidget* tab);
    static bool openRequestedClaim(
        const QCommandLineParser& parser, CommandOutput& output, MainWindow* window, QWidget* tab);
    /// --presenter: the presenter console opened at the requested size, with the next scene's
    /// picture drawn and the window grabbed.
    static QWidget* openPresenterConsole(const Request& request, MainWindow* window);
    /// The window (or the console) rendered at the requested size and scale, written to the PNG.
    static int writeImage(
        const Request& request, const Theme& theme, QWidget& window, CommandOutput& output);
};

} // namespace ts::cli
