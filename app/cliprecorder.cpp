// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "cliprecorder.h"

#include "cli/screenshotcommand.h"
#include "io/atomicwrite.h"
#include "mainwindow.h"
#include "models/workspacedocument.h"
#include "panels/operatorpanel.h"
#include "panels/workspacecontroller.h"
#include "presentationcontroller.h"
#include "session/tour.h"
#include "tourplayer.h"
#include "views/animatedview.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocale>
#include <QPainter>
#include <QTabWidget>
#include <cmath>

namespace ts {

namespace {

// Each source by the name a user types and the object name of its tab.
struct ClipSourceName
{
    ClipRecorder::Source source;
    const char* name;
    const char* tab;
};

constexpr ClipSourceName kClipSources[] = {
    { ClipRecorder::Source::Systolic, "systolic", "systolicView" },
    { ClipRecorder::Source::Simt, "simt", "simtView" },
    { ClipRecorder::Source::SideBySide, "sidebyside", "sideBySideView" },
    { ClipRecorder::Source::Compare, "compare", "resultsPanel" },
};

// One more frame of playing: the clock moves 1 / fps, and starts over at the end of the run
// (as Play does there), so a clip longer than the run loops it.
void advanceClipClock(PlaybackTransport* transport, int framesPerSecond)
{
    if (!transport)
        return;
    if (transport->position() >= transport->last() && transport->last() > transport->first())
        transport->seek(transport->first());
    else
        transport->advance(1.0 / framesPerSecond);
}

// The compare tab's sweep: the global batch at frame `index` of `count`.
qint64 sweepBatch(qint64 index, qint64 count)
{
    const qint64 step = std::min<qint64>(ClipRecorder::kSweepSteps - 1,
        index * ClipRecorder::kSweepSteps / std::max<qint64>(1, count));
    return qint64(1) << step;
}

// The workspace with the global batch `batch` (a micro-batch that no longer divides it
// becomes the batch).
Workspace withBatch(Workspace workspace, qint64 batch)
{
    RunConfig& run = workspace.workload.run;
    run.globalBatch = batch;
    if (run.microBatch > batch || batch % run.microBatch != 0)
        run.microBatch = batch;
    return workspace;
}

// The sweep's label, in the bottom left corner of each frame of a compare clip.
void drawBatchLabel(QImage& frame, const QString& text)
{
    QPainter painter(&frame);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = QApplication::font();
    font.setPixelSize(std::max(12, frame.height() / 24));
    font.setBold(true);
    painter.setFont(font);
    const QFontMetrics metrics(font);
    const int margin = metrics.height() / 2;
    QRect box = metrics.boundingRect(text).adjusted(-margin, -margin / 2, margin, margin / 2);
    box.moveBottomLeft(QPoint(margin, frame.height() - margin));
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 190));
    painter.drawRoundedRect(box, margin / 2.0, margin / 2.0);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
}

} // namespace

std::optional<ClipRecorder::Source> ClipRecorder::sourceOf(const QString& tab)
{
    for (const ClipSourceName& entry : kClipSources) {
        if (tab == QLatin1String(entry.name))
            return entry.source;
    }
    return std::nullopt;
}

QStringList ClipRecorder::sourceNames()
{
    QStringList names;
    for (const ClipSourceName& entry : kClipSources)
        names.append(QLatin1String(entry.name));
    return names;
}

qint64 ClipRecorder::frameCount(double seconds, int framesPerSecond)
{
    return std::max<qint64>(1, std::llround(seconds * framesPerSecond));
}

bool ClipRecorder::checkTarget(const QString& path, QSize size, QString* reason)
{
    const std::optional<ClipEncoder::Format> format = ClipEncoder::formatOf(path);
    if (!format) {
        *reason = tr("a clip is an .mp4 or a .gif file");
        return false;
    }
    if (ClipEncoder::needsEvenSize(*format) && (size.width() % 2 || size.height() % 2)) {
        *reason = tr("an MP4 clip needs even sides (H.264's colour is stored at half size); "
                     "%1x%2 is not")
                      .arg(size.width())
                      .arg(size.height());
        return false;
    }
    // A target that can never be written is refused before the frames are drawn.
    if (const QString problem = io::replaceableTargetProblem(path); !problem.isEmpty()) {
        *reason = problem;
        return false;
    }
    if (const QDir folder = QFileInfo(path).absoluteDir(); !folder.exists()) {
        *reason = tr("the folder '%1' does not exist").arg(QDir::toNativeSeparators(folder.path()));
        return false;
    }
    if (!ClipEncoder::isAvailable()) {
        QString error;
        ClipEncoder(path).open(*format, size, 1, &error);
        *reason = error;
        return false;
    }
    return true;
}

ClipRecorder::Outcome ClipRecorder::writeClip(
    ClipEncoder& encoder, const QString& path, QString* reason)
{
    const std::optional<QByteArray> bytes = encoder.finish(reason);
    if (!bytes)
        return Outcome::Failed;
    if (const QString problem = io::writeFileAtomically(path, *bytes); !problem.isEmpty()) {
        *reason = problem;
        return Outcome::Failed;
    }
    return Outcome::Written;
}

void ClipRecorder::settle(MainWindow& window)
{
    window.show();
    QCoreApplication::processEvents();
    // The chip-count curves are computed on a worker thread.
    QElapsedTimer waited;
    waited.start();
    while (window.workspaceController()->isChipScalingPending() && waited.elapsed() < 20000)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    QCoreApplication::processEvents();
}

ClipRecorder::Outcome ClipRecorder::recordTab(Source source, const Options& options,
    const QString& path, QString* reason, const Progress& progress)
{
    if (!checkTarget(path, options.size, reason))
        return Outcome::Failed;
    const qint64 count = frameCount(options.seconds, options.framesPerSecond);
    ClipEncoder encoder(path);
    if (!encoder.open(*ClipEncoder::formatOf(path), options.size, options.framesPerSecond, reason))
        return Outcome::Failed;

    MainWindow window;
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.setTheme(options.theme);
    window.resize(options.size);
    const ClipSourceName& entry = kClipSources[int(source)];
    QWidget* tab = window.tabs()->findChild<QWidget*>(QLatin1String(entry.tab));
    Q_ASSERT(tab);
    window.tabs()->setCurrentWidget(tab);
    if (options.workspace) {
        window.document()->reset(*options.workspace);
        window.workspaceController()->recomputeNow();
        if (!options.workspace->selectedOperator.isEmpty()) {
            window.operatorPanel()->selectOperator(options.workspace->selectedOperator);
            window.workspaceController()->announceSelection();
            window.tabs()->setCurrentWidget(tab);
        }
    }
    if (options.present)
        window.presentation()->enter(false); // not full screen: the offscreen screen is small
    auto* view = qobject_cast<AnimatedView*>(tab);
    PlaybackTransport* transport = view ? view->transport() : nullptr;
    if (transport) {
        transport->pause();
        transport->seek(transport->first());
    }
    const Workspace sweepBase = window.document()->workspace();
    qint64 batch = 0;
    settle(window);

    for (qint64 index = 0; index < count; ++index) {
        if (progress && !progress(index, count))
            return Outcome::Cancelled;
        if (source == Source::Compare) {
            if (const qint64 next = sweepBatch(index, count); next != batch) {
                batch = next;
                window.document()->apply(withBatch(sweepBase, batch));
                window.workspaceController()->recomputeNow();
                settle(window);
            }
        } else if (index > 0) {
            advanceClipClock(transport, options.framesPerSecond);
            QCoreApplication::processEvents();
        }
        QImage frame = cli::ScreenshotCommand::renderWindow(window, options.size, options.theme);
        if (source == Source::Compare) {
            //: Burned into each frame of a compare clip (the batch sweep); %1 the batch
            drawBatchLabel(frame, tr("Global batch %1").arg(QLocale().toString(batch)));
        }
        if (!encoder.addFrame(frame, reason))
            return Outcome::Failed;
    }
    if (progress && !progress(count, count))
        return Outcome::Cancelled;
    return writeClip(encoder, path, reason);
}

ClipRecorder::Outcome ClipRecorder::recordTour(const Tour& tour, const QString& folder,
    const Options& options, const QString& path, QString* reason, const Progress& progress)
{
    if (!checkTarget(path, options.size, reason))
        return Outcome::Failed;
    const qint64 perScene = frameCount(options.seconds, options.framesPerSecond);
    const qint64 count = perScene * tour.scenes.size();
    ClipEncoder encoder(path);
    if (!encoder.open(*ClipEncoder::formatOf(path), options.size, options.framesPerSecond, reason))
        return Outcome::Failed;

    bool cancelled = false;
    bool failed = false;
    qint64 index = 0;
    for (int scene = 0; scene < tour.scenes.size() && !cancelled && !failed; ++scene) {
        const bool plays = tour.scenes[scene].playing;
        // The scene drawn as `screenshot --tour` draws it; its frames are drawn while the
        // window is open, from the still picture on.
        cli::ScreenshotCommand::renderTourScene(
            tour, folder, scene, options.size, options.theme, [&](MainWindow& window) {
                auto* view = qobject_cast<AnimatedView*>(window.tabs()->currentWidget());
                PlaybackTransport* transport = plays && view ? view->transport() : nullptr;
                QImage still;
                for (qint64 frame = 0; frame < perScene; ++frame, ++index) {
                    if (progress && !progress(index, count)) {
                        cancelled = true;
                        return;
                    }
                    if (frame == 0 || transport) {
                        if (frame > 0) {
                            advanceClipClock(transport, options.framesPerSecond);
                            QCoreApplication::processEvents();
                        }
                        still = cli::ScreenshotCommand::renderWindow(
                            window, options.size, options.theme);
                    }
                    if (!encoder.addFrame(still, reason)) {
                        failed = true;
                        return;
                    }
                }
            });
    }
    if (failed)
        return Outcome::Failed;
    if (cancelled || (progress && !progress(count, count)))
        return Outcome::Cancelled;
    return writeClip(encoder, path, reason);
}

} // namespace ts
