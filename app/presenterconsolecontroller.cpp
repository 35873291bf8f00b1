// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "presenterconsolecontroller.h"

#include "mainwindow.h"
#include "panels/presenterconsole.h"
#include "presentationcontroller.h"
#include "scenethumbnailer.h"
#include "tourplayer.h"

#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QScreen>
#include <QWindow>
#include <algorithm>

namespace ts {

PresenterConsoleController::PresenterConsoleController(
    MainWindow* window, TourPlayer* tours, PresentationController* presentation)
    : QObject(window)
    , m_window(window)
    , m_tours(tours)
    , m_presentation(presentation)
{
    m_grabTimer.setSingleShot(true);
    connect(&m_grabTimer, &QTimer::timeout, this, &PresenterConsoleController::grabNow);
    connect(m_tours, &TourPlayer::sceneChanged, this, &PresenterConsoleController::showScene);
    connect(m_tours, &TourPlayer::tourChanged, this, &PresenterConsoleController::showScene);
    connect(m_presentation, &PresentationController::aboutToEnter, this,
        &PresenterConsoleController::aboutToEnter);
    connect(m_presentation, &PresentationController::presentingChanged, this,
        &PresenterConsoleController::presentingChanged);
    connect(m_window, &MainWindow::themeChanged, this, [this](Theme::Kind kind) {
        if (m_thumbnailer) {
            m_thumbnailer->setTheme(kind);
            showScene();
        }
    });
}

PresenterConsoleController::~PresenterConsoleController()
{
    qApp->removeEventFilter(this);
}

bool PresenterConsoleController::isOpen() const
{
    return m_console && m_console->isVisible();
}

QScreen* PresenterConsoleController::consoleScreen()
{
    return QGuiApplication::screens().size() > 1 ? QGuiApplication::primaryScreen() : nullptr;
}

QScreen* PresenterConsoleController::projectorScreen()
{
    // The first screen that is not the primary one: where a laptop puts a projector.
    const QList<QScreen*> screens = QGuiApplication::screens();
    for (QScreen* screen : screens) {
        if (screens.size() > 1 && screen != QGuiApplication::primaryScreen())
            return screen;
    }
    return nullptr;
}

void PresenterConsoleController::ensureConsole()
{
    if (m_console)
        return;
    // A window of its own (not laid over the main window), owned by it; the window's font,
    // enlarged while presenting, does not reach it.
    m_console = new PresenterConsole(m_window);
    m_console->setAttribute(Qt::WA_QuitOnClose, false);
    m_console->resize(1280, 800);
    m_thumbnailer = new SceneThumbnailer(this);
    m_thumbnailer->setTheme(m_window->theme());
    connect(
        m_thumbnailer, &SceneThumbnailer::rendered, this, [this](int index, const QImage& image) {
            if (m_console && index == m_tours->sceneIndex() + 1)
                m_console->setNextPicture(image);
        });
    m_presentation->setConsoleWindow(m_console);
}

void PresenterConsoleController::showConsole()
{
    const bool wasOpen = isOpen();
    ensureConsole();
    m_console->show();
    if (wasOpen)
        m_console->raise(); // a new window comes up on top by itself
    if (!wasOpen) {
        // The talk's clock starts when the console opens, and again when presenting starts.
        m_console->restartElapsed();
        qApp->installEventFilter(this);
        showScene();
        emit openChanged(true);
    }
}

void PresenterConsoleController::open()
{
    m_openedForPresentation = false;
    showConsole();
}

void PresenterConsoleController::close()
{
    if (m_console)
        m_console->close(); // the Close event below does the rest
}

void PresenterConsoleController::setOpen(bool open)
{
    if (open)
        this->open();
    else
        close();
}

void PresenterConsoleController::aboutToEnter(bool fullScreen)
{
    QScreen* projector = projectorScreen();
    QScreen* console = consoleScreen();
    if (!fullScreen || !projector || !console)
        return;
    // The scene goes full screen on the projector's screen, the console on the speaker's.
    if (m_window->isMaximized() || m_window->isFullScreen())
        m_window->showNormal();
    if (QWindow* handle = m_window->windowHandle())
        handle->setScreen(projector);
    const QRect area = projector->availableGeometry();
    m_window->move(area.topLeft());
    m_openedForPresentation = !isOpen();
    ensureConsole();
    if (QWindow* handle = m_console->windowHandle())
        handle->setScreen(console);
    m_console->setGeometry(console->availableGeometry());
    showConsole();
    m_console->showMaximized();
}

void PresenterConsoleController::presentingChanged(bool presenting)
{
    if (!m_console)
        return;
    if (presenting) {
        m_console->restartElapsed();
        showScene(); // the picture now has the size of the projector's scene
        scheduleGrab();
    } else if (m_openedForPresentation) {
        m_openedForPresentation = false;
        close();
    } else {
        showScene();
        scheduleGrab();
    }
}

void PresenterConsoleController::showScene()
{
    if (!isOpen())
        return;
    const int index = m_tours->hasTour() ? m_tours->sceneIndex() : -1;
    m_console->showScene(m_tours->tour(), index, m_tours->folder());
    scheduleGrab();
    const int next = index + 1;
    if (index < 0 || next >= m_tours->tour().scenes.size())
        return;
    // The next scene laid out on a page of the size the projector shows it.
    const QSize page = m_window->centralWidget()->size();
    // One size for every console size: resizing the console scales the picture, never draws
    // it again.
    const QSize picture = kNextPictureSize * m_console->devicePixelRatioF();
    m_thumbnailer->request(
        m_tours->tour(), m_tours->folder(), next, page.expandedTo(QSize(640, 360)), picture);
}

void PresenterConsoleController::scheduleGrab()
{
    if (!isOpen() || m_grabTimer.isActive())
        return;
    // At most kMaxGrabsPerSecond, and no more than a quarter of the time spent grabbing.
    const qint64 spacing = std::max<qint64>(1000 / kMaxGrabsPerSecond, 4 * m_grabCostMilliseconds);
    const qint64 since = m_sinceGrab.isValid() ? m_sinceGrab.elapsed() : spacing;
    m_grabTimer.start(int(std::max<qint64>(0, spacing - since)));
}

void PresenterConsoleController::grabNow()
{
    m_grabTimer.stop();
    if (!isOpen())
        return;
    // What the audience sees: the whole window while presenting, else the scene's page.
    QWidget* source = m_presentation->isPresenting() ? static_cast<QWidget*>(m_window)
                                                     : m_window->centralWidget();
    const QSizeF room = QSizeF(m_console->currentPictureSize()) * m_console->devicePixelRatioF();
    if (source->width() <= 0 || source->height() <= 0 || room.isEmpty())
        return;
    // Drawn at the console's size, not grabbed at the projector's and shrunk.
    const double scale = std::min(room.width() / source->width(), room.height() / source->height());
    const QSize pixels(std::max(1, qRound(source->width() * scale)),
        std::max(1, qRound(source->height() * scale)));
    QElapsedTimer cost;
    cost.start();
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(source->palette().color(QPalette::Window));
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        painter.scale(scale, scale);
        m_grabbing = true; // the paint events of this render ask for no grab
        source->render(&painter);
        m_grabbing = false;
    }
    m_console->setCurrentPicture(image);
    m_grabCostMilliseconds = cost.elapsed();
    m_sinceGrab.start();
    ++m_grabs;
}

bool PresenterConsoleController::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::Paint:
        // The window repainted something (a scene, an animation frame, a vote): grab it soon.
        if (!m_grabbing && watched->isWidgetType()
            && static_cast<QWidget*>(watched)->window() == m_window)
            scheduleGrab();
        break;
    case QEvent::LanguageChange:
        if (watched == m_window && m_thumbnailer) {
            m_thumbnailer->clear(); // the pictures carry the words of the language
            QTimer::singleShot(0, this, &PresenterConsoleController::showScene);
        }
        break;
    case QEvent::Resize:
        if (watched == m_console)
            scheduleGrab(); // the picture's frame changed size
        break;
    case QEvent::Close:
        if (watched == m_console) {
            qApp->removeEventFilter(this);
            m_grabTimer.stop();
            emit openChanged(false);
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ts
