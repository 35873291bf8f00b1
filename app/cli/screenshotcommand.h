// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include "style/theme.h"

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <functional>
#include <optional>

class QWidget;

namespace ts {
class MainWindow;
struct Tour;
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

    /// The picture `screenshot --tour T --scene N --size WxH --theme K` draws, made by the same
    /// steps (a fresh window, the scene shown with its animation paused, the window settled,
    /// rendered at scale 1) on `tour`, already loaded and checked; `folder` holds its caption
    /// images, `sceneIndex` counts from 0. The application's palette and language are the
    /// caller's, as run() sets them from --theme and --language before its window is made.
    /// `inspect` sees the window before it closes (the handout reads the scene's comparison).
    /// The window is never shown on a screen.
    static QImage renderTourScene(const Tour& tour, const QString& folder, int sceneIndex,
        QSize size, Theme::Kind theme, const std::function<void(MainWindow&)>& inspect = {});

    /// `window` rendered at scale 1 into an image of `size` pixels on the theme's window
    /// colour, as screenshot draws it (the frames of a clip).
    static QImage renderWindow(QWidget& window, QSize size, Theme::Kind theme);

private:
    // The steps of run(), in order; the readers print a usage error and return false.
    struct Request;
    static bool readImageOptions(
        const QCommandLineParser& parser, CommandOutput& output, Request* request);
    static bool readSceneOptions(
        const QCommandLineParser& parser, CommandOutput& output, Request* request);
    /// A window of the requested size and theme, on the requested tab (returned); never shown
    /// on a screen.
    static QWidget* setUpWindow(const Request& request, MainWindow& window);
    /// --workspace, --tour with --scene and --operator opened in the window; `tab` becomes
    /// the tab a tour scene shows.
    static bool openRequestedContent(const QCommandLineParser& parser, CommandOutput& output,
        MainWindow* window, QWidget** tab, int* exitCode);
    /// Shows scene `index` of the open tour as a still picture; returns the tab it shows.
    static QWidget* showTourScene(MainWindow& window, int index);
    /// What the window shows once everything requested is open: settled, the claim opened,
    /// rendered at the requested size and scale. Nothing, with the usage error in `error`, when
    /// --claim cannot be shown.
    static std::optional<QImage> renderRequest(
        const Request& request, MainWindow& window, QWidget* tab, QString* error);
    /// --present, the animated views at their cycle, and the chip-count curves computed.
    static void settleWindow(const Request& request, MainWindow* window, QWidget* tab);
    /// The Claims page's experiments run and --claim opened; the usage error, or "".
    static QString openRequestedClaim(const Request& request, MainWindow* window, QWidget* tab);
    /// --presenter: the presenter console opened at the requested size, with the next scene's
    /// picture drawn and the window grabbed.
    /// --tour-editor: opens the tour editor and waits for its scene pictures.
    static void openTourEditor(MainWindow* window);
    static QWidget* openPresenterConsole(const Request& request, MainWindow* window);
    /// The window (or the console) rendered at the requested size and scale.
    static QImage renderImage(const Request& request, QWidget& window);
    /// The image written to the PNG.
    static int writeImage(const Request& request, const QImage& image, CommandOutput& output);
};

} // namespace ts::cli
