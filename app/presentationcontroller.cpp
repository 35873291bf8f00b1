// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "presentationcontroller.h"

#include "charts/chartstyle.h"
#include "panels/questionpanel.h"
#include "panels/resultspanel.h"
#include "panels/tourpanel.h"
#include "presentableview.h"
#include "session/tour.h"
#include "tourplayer.h"
#include "views/spotlightoverlay.h"

#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>

namespace ts {

PresentationController::PresentationController(QMainWindow* window, QTabWidget* tabs,
    ResultsPanel* results, const QList<PresentableView*>& views, TourPlayer* tours,
    TourPanel* caption, QDockWidget* captionDock)
    : QObject(window)
    , m_window(window)
    , m_tabs(tabs)
    , m_results(results)
    , m_views(views)
    , m_tours(tours)
    , m_caption(caption)
    , m_captionDock(captionDock)
{
    m_blank = new QWidget(window);
    m_blank->setObjectName(QStringLiteral("blankScreen"));
    m_blank->setAutoFillBackground(true);
    QPalette black = m_blank->palette();
    black.setColor(QPalette::Window, Qt::black);
    m_blank->setPalette(black);
    m_blank->setAccessibleName(tr("Blank screen"));
    m_blank->hide();
    m_spotlight = new SpotlightOverlay(window);
    connect(m_tours, &TourPlayer::sceneChanged, this, [this] {
        if (m_presenting)
            applySceneCharts();
    });
    // A scene's caption, or the same caption in another language, may need more or fewer lines.
    connect(m_caption, &TourPanel::sceneShown, this, [this] {
        if (m_presenting)
            fitCaption();
    });
}

PresentationController::~PresentationController()
{
    qApp->removeEventFilter(this);
}

void PresentationController::setConsoleWindow(QWidget* console)
{
    m_console = console;
    updateEventFilter();
}

void PresentationController::updateEventFilter()
{
    if (m_presenting || m_console)
        qApp->installEventFilter(this); // again: Qt only moves it to the front
    else
        qApp->removeEventFilter(this);
}

bool PresentationController::isBlank() const
{
    return m_blank->isVisible();
}

void PresentationController::setPresenting(bool on)
{
    if (on)
        enter();
    else
        leave();
}

void PresentationController::enter(bool fullScreen)
{
    if (m_presenting)
        return;
    m_presenting = true;
    m_page = 0;
    m_savedState = m_window->saveState();
    m_savedGeometry = m_window->saveGeometry();
    m_wasMaximized = m_window->isMaximized();
    m_savedFont = m_window->font();
    // After the geometry is kept: leaving brings the window back to the screen it was on.
    emit aboutToEnter(fullScreen);

    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    m_tabs->tabBar()->hide();
    m_hiddenDocks.clear();
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
        const bool keep = dock == m_captionDock && m_tours->hasTour();
        if (!keep && !dock->isHidden()) {
            m_hiddenDocks.append(dock);
            dock->hide();
        }
    }
    if (m_tours->hasTour()) {
        m_captionDock->show();
        // No title bar, no close button: the caption is part of the slide.
        m_captionDock->setTitleBarWidget(new QWidget(m_captionDock));
    }
    m_caption->setPresenting(true, kScale);
    m_tours->questionPanel()->setPresenting(true);
    for (PresentableView* view : std::as_const(m_views))
        view->setControlsVisible(false);

    // Table headers take the platform's header font, not the window's: the comparison
    // table's column titles stayed at 9 pt on a projector (issue 19).
    m_enlargedHeaders.clear(); // their own fonts, before the window's grows
    for (QHeaderView* header : m_window->findChildren<QHeaderView*>()) {
        QFont headerFont = header->font();
        headerFont.setPointSizeF(headerFont.pointSizeF() * kScale);
        m_enlargedHeaders.append({ header, header->font() });
        header->setFont(headerFont);
    }
    QFont large = m_savedFont;
    large.setPointSizeF(m_savedFont.pointSizeF() * kScale);
    m_window->setFont(large);
    // The warning banner is styled by a style sheet, which stops the window's font at it.
    m_results->banner()->setFont(large);
    ChartStyle::setScale(kScale);
    emit chartScaleChanged();
    applySceneCharts();

    updateEventFilter();
    if (fullScreen)
        m_window->showFullScreen();
    fitCaption();
    m_window->setFocus();
    emit presentingChanged(true);
}

void PresentationController::leave()
{
    if (!m_presenting)
        return;
    m_presenting = false;
    updateEventFilter();
    setBlank(false);
    setSpotlight(false);

    m_window->menuBar()->show();
    m_window->statusBar()->show();
    m_tabs->tabBar()->show();
    QWidget* titleBar = m_captionDock->titleBarWidget();
    m_captionDock->setTitleBarWidget(nullptr);
    delete titleBar;
    m_caption->setPresenting(false, 1.0);
    m_tours->questionPanel()->setPresenting(false);
    for (PresentableView* view : std::as_const(m_views))
        view->setControlsVisible(true);
    m_results->setShownCharts({});
    m_results->setPageText(QString());
    m_window->setFont(m_savedFont);
    m_results->banner()->setFont(m_savedFont);
    for (const auto& [header, font] : std::as_const(m_enlargedHeaders)) {
        if (header)
            header->setFont(font);
    }
    m_enlargedHeaders.clear();
    ChartStyle::setScale(1.0);
    emit chartScaleChanged();

    if (m_window->isFullScreen()) {
        if (m_wasMaximized)
            m_window->showMaximized();
        else
            m_window->showNormal();
    }
    m_window->restoreGeometry(m_savedGeometry);
    m_window->restoreState(m_savedState);
    for (const QPointer<QDockWidget>& dock : std::as_const(m_hiddenDocks)) {
        if (dock)
            dock->show();
    }
    m_hiddenDocks.clear();
    emit presentingChanged(false);
}

void PresentationController::fitCaption()
{
    if (!m_tours->hasTour())
        return;
    // A strip under the picture, not half the screen; but the whole caption when it can be. The
    // strip spans the window (the other docks are hidden); the dock adds its frame.
    const int dockFrame = std::max(0, m_captionDock->height() - m_caption->height());
    const int dockSides = std::max(0, m_captionDock->width() - m_caption->width());
    const int wanted = m_caption->fittingHeight(m_window->width() - dockSides) + dockFrame;
    const int height
        = std::clamp(wanted, m_window->height() / 6, int(m_window->height() * kMaxCaptionShare));
    m_window->resizeDocks({ m_captionDock }, { height }, Qt::Vertical);
}

void PresentationController::applySceneCharts()
{
    if (!m_tours->hasTour()) {
        showPage(m_page);
        return;
    }
    m_results->setPageText(QString());
    const int index = m_tours->sceneIndex();
    const bool scene = index >= 0 && index < m_tours->tour().scenes.size();
    m_results->setShownCharts(scene ? m_tours->tour().scenes[index].charts : QStringList());
}

int PresentationController::pageCount() const
{
    if (!m_presenting || m_tours->hasTour())
        return 0;
    return int(m_results->chartPages().size()) + 1;
}

void PresentationController::showPage(int page)
{
    // A workspace's ten charts scrolled off a projector (issue 19): they are shown as pages
    // of as many as fit at a readable size, the verdict and the table last.
    const QList<QStringList> pages = m_results->chartPages();
    m_page = std::clamp(page, 0, int(pages.size()));
    if (m_page < pages.size())
        m_results->setShownCharts(pages[m_page]);
    else
        m_results->showTablePage();
    const int count = int(pages.size()) + 1;
    m_results->setPageText(m_page + 1 < count
            //: presentation mode without a tour: page %1 of %2 of the workspace, and the key
            ? tr("%1 / %2 · Page Down: next").arg(m_page + 1).arg(count)
            //: presentation mode without a tour: the last page, and the key back
            : tr("%1 / %2 · Page Up: back").arg(m_page + 1).arg(count));
}

void PresentationController::setBlank(bool blank)
{
    if (blank) {
        m_blank->setGeometry(m_window->rect());
        m_blank->show();
        m_blank->raise();
    } else {
        m_blank->hide();
    }
}

void PresentationController::setSpotlight(bool on)
{
    m_spotlight->setVisible(on);
}

PresentableView* PresentationController::currentView() const
{
    QWidget* current = m_tabs->currentWidget();
    for (PresentableView* view : m_views) {
        if (view->widget() == current)
            return view;
    }
    return nullptr;
}

void PresentationController::togglePlay()
{
    if (PresentableView* view = currentView())
        view->togglePlay();
}

void PresentationController::step(int cycles)
{
    if (PresentableView* view = currentView())
        view->step(cycles);
}

void PresentationController::scaleSpeed(double factor)
{
    if (PresentableView* view = currentView())
        view->scaleSpeed(factor);
}

bool PresentationController::handleKey(const QKeyEvent& key, bool dryRun)
{
    const bool shift = key.modifiers() & Qt::ShiftModifier;
    const Qt::KeyboardModifiers other = key.modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    if (other != Qt::NoModifier)
        return false;
    QuestionPanel* question = m_tours->questionPanel();
    switch (key.key()) {
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_3:
    case Qt::Key_4:
        // The room's show of hands for choice 1 to 4 of the question on screen.
        if (!m_tours->showsQuestion() || question->isRevealed())
            return false;
        if (!dryRun)
            question->addVote(key.key() - Qt::Key_1);
        return true;
    case Qt::Key_Space:
        if (!dryRun) {
            // A question: Space reveals the answer, then goes on to the next scene.
            if (!m_tours->showsQuestion())
                togglePlay();
            else if (!question->isRevealed())
                question->reveal();
            else
                m_tours->next();
        }
        return true;
    case Qt::Key_Right:
    case Qt::Key_Left:
        if (!dryRun)
            step((key.key() == Qt::Key_Right ? 1 : -1) * (shift ? 10 : 1));
        return true;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        if (!dryRun)
            scaleSpeed(2.0);
        return true;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        if (!dryRun)
            scaleSpeed(0.5);
        return true;
    case Qt::Key_PageDown:
        if (!m_presenting && !m_tours->hasTour())
            return false; // the workspace's pages exist only while presenting
        if (!dryRun) {
            if (m_tours->hasTour())
                m_tours->next();
            else
                showPage(m_page + 1);
        }
        return true;
    case Qt::Key_PageUp:
        if (!m_presenting && !m_tours->hasTour())
            return false;
        if (!dryRun) {
            if (m_tours->hasTour())
                m_tours->previous();
            else
                showPage(m_page - 1);
        }
        return true;
    case Qt::Key_B:
        if (!m_presenting)
            return false; // from the console while rehearsing: nothing to blank
        if (!dryRun)
            setBlank(!isBlank());
        return true;
    case Qt::Key_S:
        if (!m_presenting)
            return false;
        if (!dryRun)
            setSpotlight(!m_spotlight->isVisible());
        return true;
    case Qt::Key_Escape:
        if (!m_presenting)
            return false;
        if (!dryRun) {
            if (isBlank())
                setBlank(false);
            else
                leave();
        }
        return true;
    default:
        return false;
    }
}

bool PresentationController::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (m_presenting && type == QEvent::Resize && watched == m_results && !m_tours->hasTour()) {
        // The docks hidden or the window gone full screen: the page size follows the panel,
        // so the pages are cut again.
        QTimer::singleShot(0, this, [this] {
            if (m_presenting && !m_tours->hasTour())
                showPage(m_page);
        });
        return false;
    }
    if (m_presenting && type == QEvent::Resize && watched == m_window) {
        m_blank->setGeometry(m_window->rect());
        // Going full screen resizes the window after enter() has sized the caption strip.
        QTimer::singleShot(0, this, [this] {
            if (m_presenting)
                fitCaption();
        });
        return false;
    }
    if (type != QEvent::KeyPress && type != QEvent::ShortcutOverride)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget)
        return false;
    // The projector's window while presenting; the presenter console always (one key table).
    const bool fromConsole = m_console && widget->window() == m_console;
    if (!fromConsole && !(m_presenting && widget->window() == m_window))
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (type == QEvent::ShortcutOverride) {
        // Claim the presentation keys before any widget's own shortcut (the views bind Space
        // and the arrows themselves) so each key acts exactly once, here.
        if (handleKey(*key, true)) {
            event->accept();
            return true;
        }
        return false;
    }
    return handleKey(*key, false);
}

} // namespace ts
