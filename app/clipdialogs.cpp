// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "clipdialogs.h"

#include "cli/recordcommand.h"
#include "models/workspacedocument.h"
#include "session/tour.h"
#include "style/plaintext.h"
#include "tourplayer.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTabWidget>

namespace ts {

ClipDialogs::ClipDialogs(TourPlayer* player, WorkspaceDocument* document, QTabWidget* tabs,
    std::function<Theme::Kind()> theme, QStatusBar* statusBar, QWidget* window)
    : QObject(window)
    , m_player(player)
    , m_document(document)
    , m_tabs(tabs)
    , m_theme(std::move(theme))
    , m_statusBar(statusBar)
    , m_window(window)
{ }

QList<ClipDialogs::Choice> ClipDialogs::choices() const
{
    QList<Choice> list { Choice::Systolic, Choice::Simt, Choice::SideBySide, Choice::Compare };
    if (m_player->hasTour())
        list.append(Choice::Tour);
    // The tab shown comes first.
    const QString shown
        = m_tabs->currentWidget() ? m_tabs->currentWidget()->objectName() : QString();
    const QHash<QString, Choice> byTab {
        { QStringLiteral("systolicView"), Choice::Systolic },
        { QStringLiteral("simtView"), Choice::Simt },
        { QStringLiteral("sideBySideView"), Choice::SideBySide },
        { QStringLiteral("resultsPanel"), Choice::Compare },
    };
    if (m_player->hasTour() && m_player->sceneIndex() >= 0)
        list.move(list.indexOf(Choice::Tour), 0);
    else if (byTab.contains(shown))
        list.move(list.indexOf(byTab.value(shown)), 0);
    return list;
}

std::optional<ClipDialogs::Choice> ClipDialogs::askChoice(const QList<Choice>& choices) const
{
    if (m_choicePrompt)
        return m_choicePrompt(choices);
    QStringList labels;
    for (Choice choice : choices) {
        switch (choice) {
        case Choice::Systolic:
            labels.append(tr("The systolic array, playing"));
            break;
        case Choice::Simt:
            labels.append(tr("The SIMT view, playing"));
            break;
        case Choice::SideBySide:
            labels.append(tr("Side by side, playing"));
            break;
        case Choice::Compare:
            labels.append(tr("The Compare charts, batch 1 to 256"));
            break;
        case Choice::Tour:
            //: File › Export Clip: %1 the open tour's title
            labels.append(
                tr("The tour “%1”, scene after scene").arg(m_player->tour().title.text()));
            break;
        }
    }
    bool ok = false;
    const QString label
        = QInputDialog::getItem(m_window, tr("Export Clip"), tr("Record:"), labels, 0, false, &ok);
    const qsizetype index = labels.indexOf(label);
    return ok && index >= 0 ? std::optional(choices[index]) : std::nullopt;
}

QString ClipDialogs::askPath(const QString& suggested) const
{
    if (m_pathPrompt)
        return m_pathPrompt(suggested);
    return QFileDialog::getSaveFileName(
        m_window, tr("Export Clip"), suggested, tr("MP4 video (*.mp4);;Animated GIF (*.gif)"));
}

void ClipDialogs::exportDialog()
{
    const std::optional<Choice> choice = askChoice(choices());
    if (!choice)
        return;
    static const char* const kNames[] = { "systolic", "simt", "sidebyside", "compare" };
    const QString name = *choice == Choice::Tour
        ? (m_player->filePath().isEmpty() ? QStringLiteral("tour")
                                          : QFileInfo(m_player->filePath()).completeBaseName())
        : QLatin1String(kNames[int(*choice)]);
    QString path = askPath(name + QStringLiteral(".mp4"));
    if (path.isEmpty())
        return;
    if (!ClipEncoder::formatOf(path))
        path += QStringLiteral(".mp4");

    ClipRecorder::Options options = m_options;
    options.theme = m_theme();
    options.workspace = m_document->workspace();
    if (*choice == Choice::Tour && options.seconds == ClipRecorder::Options().seconds)
        options.seconds = cli::RecordCommand::kDefaultSceneSeconds;
    QProgressDialog progress(tr("Drawing the clip's frames…"), tr("Cancel"), 0, 1, m_window);
    progress.setWindowTitle(tr("Export Clip"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    qint64 frames = 0;
    const ClipRecorder::Progress onFrame = [&](qint64 index, qint64 count) {
        frames = count;
        if (m_observer && !m_observer(index, count))
            progress.cancel();
        progress.setMaximum(int(count));
        progress.setValue(int(index));
        return !progress.wasCanceled();
    };
    QString reason;
    const ClipRecorder::Outcome outcome = *choice == Choice::Tour
        ? ClipRecorder::recordTour(
            m_player->tour(), m_player->folder(), options, path, &reason, onFrame)
        : ClipRecorder::recordTab(
            ClipRecorder::Source(int(*choice)), options, path, &reason, onFrame);
    progress.reset();
    if (outcome == ClipRecorder::Outcome::Failed) {
        PlainText::warning(m_window, tr("Export Clip"),
            tr("Cannot write '%1': %2").arg(QDir::toNativeSeparators(path), reason));
        return;
    }
    if (outcome != ClipRecorder::Outcome::Written)
        return;
    //: The status bar after File › Export Clip; %1 the file, %2 its frames
    m_statusBar->showMessage(
        tr("Wrote the clip %1 (%2 frames)").arg(QDir::toNativeSeparators(path)).arg(frames), 8000);
    emit exported(path, frames);
}

} // namespace ts
