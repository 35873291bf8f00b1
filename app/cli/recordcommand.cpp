// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "recordcommand.h"

#include "cliprecorder.h"
#include "handoutcommand.h"
#include "io/numberparsing.h"
#include "localization.h"
#include "mainwindow.h"
#include "models/workspacedocument.h"
#include "panels/workspacecontroller.h"
#include "screenshotcommand.h"
#include "session/tour.h"
#include "tourplayer.h"

#include <QApplication>
#include <QFileInfo>

namespace ts::cli {

QString RecordCommand::summary() const
{
    return tr("Record an animated view, the Compare charts or a tour as an MP4 or GIF clip");
}

void RecordCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({ QStringLiteral("tab"),
        tr("What to record: %1 (compare: the charts through a batch sweep, 1 to 256).")
            .arg(ClipRecorder::sourceNames().join(QStringLiteral(", "))),
        tr("TAB") });
    parser.addOption({ QStringLiteral("tour"),
        tr("Record this tour instead, scene after scene with its caption: a shipped tour's id "
           "(%1) or a tour file.")
            .arg(HandoutCommand::shippedTourIds().join(QStringLiteral(", "))),
        tr("TOUR") });
    parser.addOption({ QStringLiteral("out"),
        tr("The clip to write: an .mp4 (H.264) or a .gif file."), tr("FILE") });
    parser.addOption({ QStringLiteral("seconds"),
        tr("Length of the clip, or with --tour of each scene, up to %1 in all (default %2; "
           "%3 a scene).")
            .arg(ClipRecorder::kMaximumSeconds)
            .arg(kDefaultSeconds)
            .arg(kDefaultSceneSeconds),
        tr("N") });
    parser.addOption({ QStringLiteral("fps"),
        tr("Frames a second, from 1 to %1 (default 30).")
            .arg(ClipRecorder::kMaximumFramesPerSecond),
        tr("F"), QStringLiteral("30") });
    parser.addOption({ QStringLiteral("size"),
        tr("Frame size in pixels, from %1 to %2 a side, even for an MP4 (default 1280x720).")
            .arg(ClipRecorder::kMinimumSide)
            .arg(ClipRecorder::kMaximumSide),
        tr("WxH"), QStringLiteral("1280x720") });
    parser.addOption({ QStringLiteral("workspace"),
        tr("With --tab: open this workspace file first (a .tensorscope.json saved by the "
           "window)."),
        tr("FILE") });
    parser.addOption({ QStringLiteral("present"),
        tr("With --tab: presentation mode (large type, no menus or docks).") });
    parser.addOption({ QStringLiteral("language"),
        tr("User interface language: %1 (default: the system's).")
            .arg(availableLanguages().join(QStringLiteral(", "))),
        tr("LANG") });
    parser.addOption({ QStringLiteral("theme"), tr("light or dark (default light)."), tr("THEME"),
        QStringLiteral("light") });
}

// --size, --fps, --seconds, --theme, --present and --language into `options`; kExitOk, or
// kExitUsage with the message written.
int RecordCommand::readClipOptions(const QCommandLineParser& parser, const QString& path, bool tour,
    CommandOutput& output, ClipRecorder::Options& options)
{
    const QString sizeText = parser.value(QStringLiteral("size"));
    const std::optional<QSize> size = ScreenshotCommand::parseSize(
        sizeText, ClipRecorder::kMinimumSide, ClipRecorder::kMaximumSide);
    if (!size) {
        output.err << tr("tensorscope record: --size '%1': expected WxH with each side from %2 to "
                         "%3, e.g. 1280x720.\n")
                          .arg(sizeText)
                          .arg(ClipRecorder::kMinimumSide)
                          .arg(ClipRecorder::kMaximumSide);
        return kExitUsage;
    }
    options.size = *size;
    if (ClipEncoder::needsEvenSize(*ClipEncoder::formatOf(path))
        && (size->width() % 2 || size->height() % 2)) {
        output.err << tr("tensorscope record: --size %1x%2: an MP4 clip needs even sides "
                         "(H.264 stores colour at half size); try %3x%4.\n")
                          .arg(size->width())
                          .arg(size->height())
                          .arg(size->width() & ~1)
                          .arg(size->height() & ~1);
        return kExitUsage;
    }
    io::NumberProblem problem = io::NumberProblem::None;
    const QString fpsText = parser.value(QStringLiteral("fps"));
    const std::optional<qint64> fps
        = io::parseInteger(fpsText, 1, ClipRecorder::kMaximumFramesPerSecond, &problem);
    if (!fps) {
        output.err << tr("tensorscope record: --fps '%1' %2 (frames a second).\n")
                          .arg(fpsText,
                              io::describeProblem(problem, QStringLiteral("1"),
                                  QString::number(ClipRecorder::kMaximumFramesPerSecond)));
        return kExitUsage;
    }
    options.framesPerSecond = int(*fps);
    const QString secondsText = parser.isSet(QStringLiteral("seconds"))
        ? parser.value(QStringLiteral("seconds"))
        : QString::number(tour ? kDefaultSceneSeconds : kDefaultSeconds);
    // At least one frame; at most the whole clip's limit.
    const double shortest = 1.0 / options.framesPerSecond;
    const std::optional<double> seconds
        = io::parseNumber(secondsText, shortest, ClipRecorder::kMaximumSeconds, &problem);
    if (!seconds) {
        output.err << tr("tensorscope record: --seconds '%1' %2.\n")
                          .arg(secondsText,
                              io::describeProblem(problem, QString::number(shortest),
                                  QString::number(ClipRecorder::kMaximumSeconds)));
        return kExitUsage;
    }
    options.seconds = *seconds;
    const QString themeText = parser.value(QStringLiteral("theme"));
    const std::optional<Theme::Kind> themeKind = Theme::kindFromName(themeText);
    if (!themeKind) {
        output.err
            << tr("tensorscope record: --theme '%1': expected light or dark.\n").arg(themeText);
        return kExitUsage;
    }
    options.theme = *themeKind;
    options.present = parser.isSet(QStringLiteral("present"));
    if (parser.isSet(QStringLiteral("language"))) {
        const QString language = parser.value(QStringLiteral("language"));
        if (!availableLanguages().contains(language)) {
            output.err << tr("tensorscope record: --language '%1': expected one of %2.\n")
                              .arg(language, availableLanguages().join(QStringLiteral(", ")));
            return kExitUsage;
        }
        installTranslations(*QCoreApplication::instance(), QLocale(language));
    }
    return kExitOk;
}

int RecordCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString path = parser.value(QStringLiteral("out"));
    if (path.isEmpty()) {
        output.err << tr("tensorscope record: --out FILE.mp4 or FILE.gif is required.\n");
        return kExitUsage;
    }
    if (!ClipEncoder::formatOf(path)) {
        output.err << tr("tensorscope record: '%1': the output must be an .mp4 or a .gif file.\n")
                          .arg(path);
        return kExitUsage;
    }
    const bool tour = parser.isSet(QStringLiteral("tour"));
    const bool tab = parser.isSet(QStringLiteral("tab"));
    if (tour == tab) {
        output.err << tr("tensorscope record: give either --tab (%1) or --tour.\n")
                          .arg(ClipRecorder::sourceNames().join(QStringLiteral(", ")));
        return kExitUsage;
    }
    std::optional<ClipRecorder::Source> source;
    if (tab) {
        source = ClipRecorder::sourceOf(parser.value(QStringLiteral("tab")));
        if (!source) {
            output.err << tr("tensorscope record: --tab '%1': expected %2.\n")
                              .arg(parser.value(QStringLiteral("tab")),
                                  ClipRecorder::sourceNames().join(QStringLiteral(", ")));
            return kExitUsage;
        }
    } else if (parser.isSet(QStringLiteral("workspace"))
        || parser.isSet(QStringLiteral("present"))) {
        output.err << tr("tensorscope record: --workspace and --present go with --tab; a tour's "
                         "scenes bring their own workspace.\n");
        return kExitUsage;
    }

    ClipRecorder::Options options;
    if (const int status = readClipOptions(parser, path, tour, output, options); status != kExitOk)
        return status;
    QString tourPath = parser.value(QStringLiteral("tour"));
    if (tour && !tourPath.contains(QLatin1Char('/'))
        && !tourPath.endsWith(QLatin1String(".json"))) {
        if (!HandoutCommand::shippedTourIds().contains(tourPath)) {
            output.err << tr("tensorscope record: --tour '%1': no shipped tour has this id; the "
                             "shipped tours are %2 (or give a tour file's path).\n")
                              .arg(tourPath,
                                  HandoutCommand::shippedTourIds().join(QStringLiteral(", ")));
            return kExitUsage;
        }
        tourPath = QStringLiteral(":/tours/%1.json").arg(tourPath);
    }
    if (!ClipEncoder::isAvailable()) {
        output.err << tr("tensorscope record: this build of Tensorscope has no clip support: it "
                         "was built without the FFmpeg libraries (libavcodec, libavformat, "
                         "libavutil, libswscale; scripts/install-deps.sh installs them).\n");
        return kExitFailure;
    }

    auto* application = qobject_cast<QApplication*>(QCoreApplication::instance());
    Q_ASSERT(application);
    Theme(options.theme).applyTo(*application);

    // The tour, or the workspace, read and checked as the window opens it.
    Tour tourValue;
    QString folder;
    if (tour || parser.isSet(QStringLiteral("workspace"))) {
        MainWindow window;
        window.setAttribute(Qt::WA_DontShowOnScreen);
        QString error;
        if (tour) {
            if (!window.tourPlayer()->open(tourPath, &error)) {
                output.err << tr("tensorscope record: %1\n").arg(error);
                return kExitFailure;
            }
            tourValue = window.tourPlayer()->tour();
            folder = window.tourPlayer()->folder();
        } else {
            if (!window.workspaceController()->open(
                    parser.value(QStringLiteral("workspace")), &error)) {
                output.err << tr("tensorscope record: %1\n").arg(error);
                return kExitFailure;
            }
            options.workspace = window.document()->workspace();
        }
    }
    if (tour
        && ClipRecorder::frameCount(options.seconds, options.framesPerSecond)
                * tourValue.scenes.size()
            > ClipRecorder::frameCount(ClipRecorder::kMaximumSeconds, options.framesPerSecond)) {
        output.err << tr("tensorscope record: --seconds %1 for each of the tour's %2 scenes "
                         "would make more than %3 s in all.\n")
                          .arg(options.seconds)
                          .arg(tourValue.scenes.size())
                          .arg(ClipRecorder::kMaximumSeconds);
        return kExitUsage;
    }

    QString reason;
    qint64 frames = 0;
    const auto counted = [&frames](qint64, qint64 count) {
        frames = count;
        return true;
    };
    const ClipRecorder::Outcome outcome = tour
        ? ClipRecorder::recordTour(tourValue, folder, options, path, &reason, counted)
        : ClipRecorder::recordTab(*source, options, path, &reason, counted);
    if (outcome != ClipRecorder::Outcome::Written) {
        output.err << tr("tensorscope record: cannot write '%1': %2\n").arg(path, reason);
        return kExitFailure;
    }
    //: %1 the file, %2 frames, %3 width, %4 height, %5 frames a second, %6 seconds
    output.out << tr("Wrote %1 (%2 frames, %3x%4 at %5 frames a second: %6 s)\n")
                      .arg(path)
                      .arg(frames)
                      .arg(options.size.width())
                      .arg(options.size.height())
                      .arg(options.framesPerSecond)
                      .arg(double(frames) / options.framesPerSecond);
    return kExitOk;
}

} // namespace ts::cli
