// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "clipencoder.h"
#include "session/workspace.h"
#include "style/theme.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <functional>
#include <optional>

namespace ts {

class MainWindow;
struct Tour;

/// Clips for slides (docs/presentation.md, "Clips"): frames drawn offscreen, one at a time, in
/// a fresh window never shown on a screen, and encoded by ClipEncoder into an MP4 or a GIF
/// written atomically (io::writeFileAtomically: a failed or cancelled clip leaves no file).
/// Deterministic: no clock is read; before each frame the animated view's clock moves by
/// exactly 1 / fps of playing (PlaybackTransport::advance), so the same request gives the same
/// frames. `tensorscope record` and File › Export Clip both come here.
///
/// - systolic, simt, sidebyside: the view plays from its start at its own speed (the systolic
///   array 4 cycles a second, the SIMT view 3000, side by side a whole run in 10 s) and starts
///   over at the end, as the Play button does.
/// - compare: a batch sweep. The global batch doubles from 1 to 256 in nine equal steps, the
///   comparison (charts, verdict, table) recomputed at each; a label names the batch.
/// - a tour: each scene as `tensorscope screenshot --tour ID --scene N` draws it
///   (ScreenshotCommand::renderTourScene), its caption in the picture, held `seconds`; a scene
///   that plays its animation plays it while held.
class ClipRecorder
{
    Q_DECLARE_TR_FUNCTIONS(ts::ClipRecorder)

public:
    enum class Source { Systolic, Simt, SideBySide, Compare };

    static constexpr double kMaximumSeconds = 600; ///< a whole clip, a tour's included
    static constexpr int kMaximumFramesPerSecond = 60;
    /// Frame sides, pixels: small clips for thumbnails and tests, up to 4K UHD.
    static constexpr int kMinimumSide = 160;
    static constexpr int kMaximumSide = 3840;
    /// The compare tab's batch sweep: 1, 2, 4, ... 256.
    static constexpr int kSweepSteps = 9;

    struct Options
    {
        QSize size { 1280, 720 }; ///< the window, in pixels: each frame's size
        int framesPerSecond = 30;
        /// The whole clip, or with a tour each scene's.
        double seconds = 5;
        Theme::Kind theme = Theme::Kind::Light;
        /// Presentation mode (large type, no menus or docks) for a tab's clip.
        bool present = false;
        /// The workspace a tab's clip shows (the first-run workspace when absent).
        std::optional<Workspace> workspace;
    };

    enum class Outcome { Written, Cancelled, Failed };

    /// Called before frame `index` (from 0) of `count` is drawn, and with `count` when all
    /// are; false cancels.
    using Progress = std::function<bool(qint64 index, qint64 count)>;

    /// The source a tab's name asks for ("systolic", "simt", "sidebyside", "compare").
    static std::optional<Source> sourceOf(const QString& tab);
    static QStringList sourceNames();
    /// Frames in a clip of `seconds` at `fps` (at least one).
    static qint64 frameCount(double seconds, int framesPerSecond);

    /// Records `source` into `path` (its extension chooses MP4 or GIF). Failed: `reason` says
    /// why, naming the file. The application's palette and language are the caller's.
    static Outcome recordTab(Source source, const Options& options, const QString& path,
        QString* reason, const Progress& progress = {});
    /// Records `tour` (its caption images in `folder`): each scene held options.seconds.
    static Outcome recordTour(const Tour& tour, const QString& folder, const Options& options,
        const QString& path, QString* reason, const Progress& progress = {});

private:
    /// The checks that come before any frame: the format, even sides for an MP4, the target.
    static bool checkTarget(const QString& path, QSize size, QString* reason);
    /// The encoded clip written atomically; Failed with the reason.
    static Outcome writeClip(ClipEncoder& encoder, const QString& path, QString* reason);
    static void settle(MainWindow& window);
};

} // namespace ts
