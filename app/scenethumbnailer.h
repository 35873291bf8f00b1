// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/tour.h"
#include "style/theme.h"

#include <QElapsedTimer>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QSize>
#include <QTimer>
#include <memory>

namespace ts {

class MainWindow;

/// Renders tour scenes offscreen, as the projector will show them (the picture without the
/// caption), for the presenter console's "next scene". A hidden window of its own plays the
/// scene: a MainWindow without settings (it never touches the user's files), never shown on
/// screen and never activated, its animations paused, its menus, docks and tab bar hidden.
/// One scene at a time, after the event loop has had its turn, so the window that presents
/// never waits for it; pictures are kept per scene until the tour or the language changes.
class SceneThumbnailer : public QObject
{
    Q_OBJECT

public:
    /// The longest wait for a scene's chip-count curves (computed on a worker thread) before
    /// it is drawn without them.
    static constexpr int kMaxWaitMilliseconds = 10000;

    explicit SceneThumbnailer(QObject* parent = nullptr);
    ~SceneThumbnailer() override;

    /// Asks for scene `index` of `tour`, laid out as a window of `windowSize` (logical pixels)
    /// and scaled to at most `pictureSize`; rendered() comes once it is drawn (at once for a
    /// scene drawn before). A request replaces any that has not started.
    void request(const Tour& tour, const QString& folder, int index, const QSize& windowSize,
        const QSize& pictureSize);
    /// The picture of scene `index` of the tour last asked for, if drawn.
    QImage cached(int index) const { return m_cache.value(index); }
    /// Forgets every picture (the language changed: the pictures carry its words).
    void clear();
    /// Whether a scene is being prepared or waits to be.
    bool isBusy() const { return m_pending >= 0; }
    /// The hidden window that plays the scenes (null until the first request is drawn).
    MainWindow* window() const { return m_window.get(); }
    /// The pictures' theme (the window's); a change forgets the pictures.
    void setTheme(Theme::Kind kind);

signals:
    void rendered(int index, const QImage& image);

private:
    void start();
    void finish();

    std::unique_ptr<MainWindow> m_window;
    Tour m_tour;
    QString m_folder;
    QSize m_windowSize;
    QSize m_pictureSize;
    Theme::Kind m_theme = Theme::Kind::Light;
    /// ChartStyle's scale when the hidden window's charts were last styled.
    double m_chartScale = 1.0;
    /// The scene asked for last (−1: none) and the one the hidden window shows.
    int m_pending = -1;
    int m_showing = -1;
    /// Whether the hidden window plays m_tour already.
    bool m_tourPlayed = false;
    /// Counts the changes that make pictures stale (tour, sizes, language, theme); a scene
    /// prepared under an older count is prepared again.
    int m_generation = 0;
    int m_showingGeneration = 0;
    QHash<int, QImage> m_cache;
    QTimer m_poll;
    QElapsedTimer m_waited;
};

} // namespace ts
