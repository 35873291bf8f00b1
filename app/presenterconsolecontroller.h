// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "panels/presenterconsole.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QSize>
#include <QTimer>

class QScreen;

namespace ts {

class MainWindow;
class PresentationController;
class SceneThumbnailer;
class TourPlayer;

/// Puts the presenter console (docs/presentation.md) beside the window. Presentation mode (F5)
/// with two or more screens shows the scene full screen on a screen other than the primary one
/// (the projector) and opens the console on the primary screen; leaving closes a console it
/// opened. View › Presenter Console (Alt+F5) opens it as a normal window on any number of
/// screens. It feeds the console: the tour's scene and notes, the next scene's picture
/// (SceneThumbnailer, offscreen) and the window as the audience sees it, grabbed again only
/// after the window repaints, at most kMaxGrabsPerSecond times a second and never more than a
/// quarter of the time (a grab that takes 100 ms waits 400 ms for the next). The console's keys
/// go through PresentationController's handler, the one key table.
class PresenterConsoleController : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxGrabsPerSecond = 4;
    /// The size the next scene's picture is drawn at (device-independent pixels).
    static constexpr QSize kNextPictureSize { 640, 400 };

    PresenterConsoleController(
        MainWindow* window, TourPlayer* tours, PresentationController* presentation);
    ~PresenterConsoleController() override;

    /// The console, once opened (null before).
    PresenterConsole* console() const { return m_console; }
    bool isOpen() const;
    /// How many times the window was grabbed for the console (tests: it stays cheap).
    int grabCount() const { return m_grabs; }
    SceneThumbnailer* thumbnailer() const { return m_thumbnailer; }
    /// With two or more screens: the projector's (the scene) and the console's; null with one.
    static QScreen* projectorScreen();
    static QScreen* consoleScreen();

public slots:
    /// Opens the console as a normal window (View › Presenter Console).
    void open();
    void close();
    void setOpen(bool open);
    /// Grabs the window for the console now.
    void grabNow();

signals:
    void openChanged(bool open);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void ensureConsole();
    void showConsole();
    /// The tour's scene, its notes and the next scene's picture.
    void showScene();
    void scheduleGrab();
    void aboutToEnter(bool fullScreen);
    void presentingChanged(bool presenting);

    MainWindow* m_window;
    TourPlayer* m_tours;
    PresentationController* m_presentation;
    QPointer<PresenterConsole> m_console;
    SceneThumbnailer* m_thumbnailer = nullptr;
    /// Single shot: a repaint of the window asks for a grab, this spaces them.
    QTimer m_grabTimer;
    QElapsedTimer m_sinceGrab;
    qint64 m_grabCostMilliseconds = 0;
    bool m_grabbing = false;
    /// The console was opened by presentation mode on a second screen (and closes with it).
    bool m_openedForPresentation = false;
    int m_grabs = 0;
};

} // namespace ts
