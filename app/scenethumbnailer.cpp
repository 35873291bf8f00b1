// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "scenethumbnailer.h"

#include "charts/chartstyle.h"
#include "mainwindow.h"
#include "panels/resultspanel.h"
#include "panels/workspacecontroller.h"
#include "tourplayer.h"
#include "views/animatedview.h"

#include <QDockWidget>
#include <QMenuBar>
#include <QPainter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>

namespace ts {

SceneThumbnailer::SceneThumbnailer(QObject* parent)
    : QObject(parent)
{
    m_poll.setInterval(50);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (!m_window->workspaceController()->isChipScalingPending()
            || m_waited.elapsed() > kMaxWaitMilliseconds)
            finish();
    });
}

SceneThumbnailer::~SceneThumbnailer() = default;

void SceneThumbnailer::request(const Tour& tour, const QString& folder, int index,
    const QSize& windowSize, const QSize& pictureSize)
{
    if (!(tour == m_tour) || folder != m_folder || windowSize != m_windowSize
        || pictureSize != m_pictureSize) {
        m_cache.clear();
        m_tour = tour;
        m_folder = folder;
        m_windowSize = windowSize;
        m_pictureSize = pictureSize;
        m_tourPlayed = false;
        m_pending = -1;
        ++m_generation;
    }
    if (index < 0 || index >= m_tour.scenes.size() || windowSize.isEmpty() || pictureSize.isEmpty())
        return;
    if (m_cache.contains(index)) {
        emit rendered(index, m_cache.value(index));
        return;
    }
    m_pending = index;
    // After the event loop's turn: the scene the window is changing to is drawn first.
    if (!m_poll.isActive())
        QTimer::singleShot(0, this, &SceneThumbnailer::start);
}

void SceneThumbnailer::clear()
{
    m_cache.clear();
    ++m_generation;
}

void SceneThumbnailer::setTheme(Theme::Kind kind)
{
    if (kind == m_theme)
        return;
    m_theme = kind;
    clear();
    if (m_window)
        m_window->setTheme(kind);
}

void SceneThumbnailer::start()
{
    if (m_pending >= m_tour.scenes.size())
        m_pending = -1;
    if (m_pending < 0 || m_poll.isActive())
        return;
    if (!m_window) {
        // No settings: the window reads and writes none of the user's files.
        m_window = std::make_unique<MainWindow>();
        m_window->setObjectName(QStringLiteral("sceneThumbnailWindow"));
        m_window->setAttribute(Qt::WA_DontShowOnScreen);
        m_window->setAttribute(Qt::WA_ShowWithoutActivating);
        // Not a window of the user's: closing theirs still quits.
        m_window->setAttribute(Qt::WA_QuitOnClose, false);
        m_window->setTheme(m_theme);
        m_chartScale = ChartStyle::scale();
        m_window->show();
    }
    m_showing = m_pending;
    m_showingGeneration = m_generation;
    TourPlayer* player = m_window->tourPlayer();
    if (!m_tourPlayed) {
        player->play(m_tour, m_folder, m_showing);
        m_tourPlayed = true;
    } else {
        player->showScene(m_showing);
    }
    // The scene's charts alone, as presentation mode shows them (PresentationController).
    m_window->resultsPanel()->setShownCharts(m_tour.scenes[m_showing].charts);
    // Charts take the chart scale (2 while the window presents) when the theme is applied.
    if (ChartStyle::scale() != m_chartScale) {
        m_chartScale = ChartStyle::scale();
        m_window->setTheme(m_theme);
    }
    // The picture is the scene's first frame: nothing plays in a window nobody sees.
    if (auto* view = qobject_cast<AnimatedView*>(m_window->tabs()->currentWidget()))
        view->pause();
    // The picture as the projector shows it: the tabs' page alone.
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    m_window->tabs()->tabBar()->hide();
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        dock->hide();
    m_window->resize(m_windowSize);
    m_waited.start();
    m_poll.start();
}

void SceneThumbnailer::finish()
{
    m_poll.stop();
    if (m_showingGeneration != m_generation) {
        // The tour, the language or the theme changed while the scene was prepared: the
        // picture would be of the old one.
        QTimer::singleShot(0, this, &SceneThumbnailer::start);
        return;
    }
    QWidget* page = m_window->tabs();
    if (QLayout* layout = m_window->layout())
        layout->activate();
    QImage full(page->size(), QImage::Format_ARGB32_Premultiplied);
    full.fill(page->palette().color(QPalette::Window));
    {
        QPainter painter(&full);
        page->render(&painter);
    }
    const QImage image = full.scaled(m_pictureSize, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    m_cache.insert(m_showing, image);
    const int shown = m_showing;
    if (m_pending == shown)
        m_pending = -1;
    else
        QTimer::singleShot(0, this, &SceneThumbnailer::start);
    emit rendered(shown, image);
}

} // namespace ts
