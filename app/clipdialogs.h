// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "cliprecorder.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>

class QStatusBar;
class QTabWidget;
class QWidget;

namespace ts {

class TourPlayer;
class WorkspaceDocument;

/// File › Export Clip (docs/presentation.md, "Clips"): the systolic array, the SIMT view, the
/// two side by side, the Compare charts' batch sweep or the open tour, recorded by
/// ClipRecorder on the window's workspace into an MP4 or a GIF, with a progress dialog that
/// cancels (a cancelled clip leaves no file). Problems are said in a plain-text message box
/// naming the file.
class ClipDialogs : public QObject
{
    Q_OBJECT

public:
    /// What the user may record, in the order offered.
    enum class Choice { Systolic, Simt, SideBySide, Compare, Tour };

    /// `window` parents the dialogs; `theme` gives the theme the frames are drawn in (the
    /// window's); `tabs` tells which tab is shown (the choice offered first); `statusBar`
    /// says what was written.
    ClipDialogs(TourPlayer* player, WorkspaceDocument* document, QTabWidget* tabs,
        std::function<Theme::Kind()> theme, QStatusBar* statusBar, QWidget* window);

    /// The clip's size, frames a second and length (the theme, the workspace and presentation
    /// mode are filled in when it is recorded). Default: 1280x720, 30 frames a second, 5 s (a
    /// tour: 4 s a scene).
    void setOptions(const ClipRecorder::Options& options) { m_options = options; }
    const ClipRecorder::Options& options() const { return m_options; }
    /// Replaces the question "record what?" (tests): gets the choices offered, the first
    /// suggested, returns one or nothing to cancel.
    void setChoicePrompt(std::function<std::optional<Choice>(const QList<Choice>&)> prompt)
    {
        m_choicePrompt = std::move(prompt);
    }
    /// Replaces the file dialog (tests): gets the suggested file name, returns the path or an
    /// empty string to cancel.
    void setPathPrompt(std::function<QString(const QString& suggested)> prompt)
    {
        m_pathPrompt = std::move(prompt);
    }
    /// Called with each frame's progress before the dialog's own (tests cancel with it).
    void setProgressObserver(std::function<bool(qint64, qint64)> observer)
    {
        m_observer = std::move(observer);
    }

public slots:
    void exportDialog();

signals:
    /// The clip of `frames` frames was written to `path`.
    void exported(const QString& path, qint64 frames);

private:
    QList<Choice> choices() const;
    std::optional<Choice> askChoice(const QList<Choice>& choices) const;
    QString askPath(const QString& suggested) const;

    TourPlayer* m_player;
    WorkspaceDocument* m_document;
    QTabWidget* m_tabs;
    std::function<Theme::Kind()> m_theme;
    QStatusBar* m_statusBar;
    QWidget* m_window;
    ClipRecorder::Options m_options;
    std::function<std::optional<Choice>(const QList<Choice>&)> m_choicePrompt;
    std::function<QString(const QString&)> m_pathPrompt;
    std::function<bool(qint64, qint64)> m_observer;
};

} // namespace ts
