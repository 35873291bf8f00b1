// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "style/theme.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>

class QWidget;

class QStatusBar;

namespace ts {

class TourPlayer;

/// File › Export Handout (docs/presentation.md, "Handouts"): the open tour, or when none is
/// open the shipped tour the user picks, as a PDF in the user interface's language, written
/// through HandoutExport with a progress dialog that cancels. Problems are said in a plain-text
/// message box naming the file.
class HandoutDialogs : public QObject
{
    Q_OBJECT

public:
    /// `window` parents the dialogs; `theme` gives the theme the scene pictures are drawn in
    /// (the window's); `statusBar` (may be null) says what was written.
    HandoutDialogs(TourPlayer* player, std::function<Theme::Kind()> theme, QStatusBar* statusBar,
        QWidget* window);

    /// Replaces the question "which shipped tour?" (tests): gets the shipped tours'
    /// ":/tours/<id>.json" paths and returns one, or an empty string to cancel.
    void setTourPrompt(std::function<QString(const QStringList& paths)> prompt)
    {
        m_tourPrompt = std::move(prompt);
    }
    /// Replaces the file dialog (tests): gets the suggested file name, returns the path or an
    /// empty string to cancel.
    void setPathPrompt(std::function<QString(const QString& suggested)> prompt)
    {
        m_pathPrompt = std::move(prompt);
    }

public slots:
    void exportDialog();

signals:
    /// The handout of `pages` pages was written to `path`.
    void exported(const QString& path, int pages);

private:
    QString askTour(const QStringList& paths) const;
    QString askPath(const QString& suggested) const;

    TourPlayer* m_player;
    std::function<Theme::Kind()> m_theme;
    QStatusBar* m_statusBar;
    QWidget* m_window;
    std::function<QString(const QStringList&)> m_tourPrompt;
    std::function<QString(const QString&)> m_pathPrompt;
};

} // namespace ts
