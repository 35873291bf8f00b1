// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QObject>
#include <QPointer>
#include <utility>

class QDockWidget;
class QHeaderView;
class QKeyEvent;
class QMainWindow;
class QTabWidget;
class QWidget;

namespace ts {

class PresentableView;
class ResultsPanel;
class SpotlightOverlay;
class TourPanel;
class TourPlayer;

/// Presentation mode (F5, View › Present): the window goes full screen with large type and
/// thick chart lines, menus, status bar, tab bar, docks and view settings hidden, only the
/// tour scene's charts on the Compare tab and the caption below. While presenting the keyboard
/// drives the show: Space play/pause, ←/→ one cycle, Shift+←/→ ten, +/− speed ×2 / ÷2,
/// Page Down/Up next/previous scene, B blank screen, S spotlight, Esc leave. On a question
/// scene 1–4 count the room's hands and Space reveals the answer, then goes on. Without a tour,
/// Page Down/Up turn the pages of one's own workspace: as many charts as fill the screen at a
/// readable size, then the verdict and the table, with "page / pages" below.
class PresentationController : public QObject
{
    Q_OBJECT

public:
    /// How much larger type and lines are while presenting.
    static constexpr double kScale = 2.0;
    /// The largest share of the window's height the tour caption may take while presenting.
    static constexpr double kMaxCaptionShare = 0.4;

    /// `views`: the animated tabs of `tabs` (owned by the caller, alive as long as this).
    PresentationController(QMainWindow* window, QTabWidget* tabs, ResultsPanel* results,
        const QList<PresentableView*>& views, TourPlayer* tours, TourPanel* caption,
        QDockWidget* captionDock);
    ~PresentationController() override;

    bool isPresenting() const { return m_presenting; }
    bool isBlank() const;
    /// Without a tour: the workspace page shown (0 based) and how many there are (the last
    /// is the verdict and table); 0 pages with a tour or when not presenting.
    int page() const { return m_page; }
    int pageCount() const;
    SpotlightOverlay* spotlight() const { return m_spotlight; }
    /// The presenter console (a window of its own, or null): keys pressed in it go through the
    /// same handler as the window's, while presenting and outside it (rehearsing with the
    /// console beside the window); outside presentation mode B, S and Esc, and Page Down/Up
    /// without a tour, do nothing there.
    void setConsoleWindow(QWidget* console);

public slots:
    /// `fullScreen` false keeps the window's size (screenshots at a chosen resolution).
    void enter(bool fullScreen = true);
    void leave();
    void setPresenting(bool on);
    void setBlank(bool blank);
    void setSpotlight(bool on);

signals:
    /// enter() begins: the window's geometry is kept, it has not yet gone full screen (the
    /// presenter console moves it to the projector's screen first).
    void aboutToEnter(bool fullScreen);
    void presentingChanged(bool presenting);
    /// ChartStyle's scale changed (entering or leaving): the window re-applies its theme so
    /// every chart takes the new fonts and pens.
    void chartScaleChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Performs the action bound to a key; false when the key means nothing here.
    bool handleKey(const QKeyEvent& key, bool dryRun);
    void step(int cycles);
    void scaleSpeed(double factor);
    void togglePlay();
    void applySceneCharts();
    /// Without a tour: shows page `page` of the workspace (clamped) and its number.
    void showPage(int page);
    /// Sizes the caption strip to its text: at least a sixth of the window, at most
    /// kMaxCaptionShare of it (a longer caption scrolls).
    void fitCaption();
    /// The adapter of the current tab, or null when it is not animated.
    PresentableView* currentView() const;
    /// The application-wide key filter is on while presenting or while a console is set.
    void updateEventFilter();

    QMainWindow* m_window;
    QTabWidget* m_tabs;
    ResultsPanel* m_results;
    QList<PresentableView*> m_views;
    TourPlayer* m_tours;
    TourPanel* m_caption;
    QDockWidget* m_captionDock;
    bool m_presenting = false;
    QByteArray m_savedState;
    QByteArray m_savedGeometry;
    bool m_wasMaximized = false;
    QFont m_savedFont;
    /// The table headers enlarged while presenting (their font is the platform's, not the
    /// window's); leave() gives them their own back.
    QList<std::pair<QPointer<QHeaderView>, QFont>> m_enlargedHeaders;
    QWidget* m_blank = nullptr;
    SpotlightOverlay* m_spotlight = nullptr;
    QList<QPointer<QDockWidget>> m_hiddenDocks;
    QPointer<QWidget> m_console;
    int m_page = 0;
};

} // namespace ts
