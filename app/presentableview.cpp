// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "presentableview.h"

#include "views/playbacktransport.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"

#include <algorithm>
#include <functional>

namespace ts {

namespace {

/// Every animated view owns one PlaybackTransport (widgets/views): the adapter drives that one
/// component, whatever the view. Only hiding the view's own settings differs per view.
class TransportAdapter final : public PresentableView
{
public:
    TransportAdapter(QWidget* view, std::function<void(bool)> setControlsVisible)
        : m_view(view)
        , m_setControlsVisible(std::move(setControlsVisible))
    { }

    QWidget* widget() const override { return m_view; }
    void setControlsVisible(bool visible) override
    {
        if (m_setControlsVisible)
            m_setControlsVisible(visible);
    }
    void togglePlay() override
    {
        if (PlaybackTransport* t = transport())
            t->togglePlay();
    }
    // A step on a timeline in seconds (side by side) is one cycle of its systolic clock: the
    // transport's step size says how long that is.
    void step(int cycles) override
    {
        if (PlaybackTransport* t = transport())
            t->step(cycles);
    }
    // A real-time timeline has no speed to change (its speed limits are equal).
    void scaleSpeed(double factor) override
    {
        if (PlaybackTransport* t = transport(); t && t->isSpeedAdjustable())
            t->scaleSpeed(factor);
    }
    Playback playback() const override
    {
        const PlaybackTransport* t = transport();
        if (!t)
            return {};
        if (t->unit() != PlaybackTransport::Unit::Cycles)
            return { std::nullopt, std::nullopt, t->isPlaying() };
        return { std::max<qint64>(0, qint64(t->position())), t->speed(), t->isPlaying() };
    }
    void applyPlayback(const Playback& playback) override
    {
        PlaybackTransport* t = transport();
        if (!t)
            return;
        t->pause();
        if (t->unit() == PlaybackTransport::Unit::Cycles) {
            if (playback.speedCyclesPerSecond)
                t->setSpeed(*playback.speedCyclesPerSecond);
            if (playback.cycle)
                t->seek(double(*playback.cycle));
        }
        if (playback.playing)
            t->play();
    }

private:
    PlaybackTransport* transport() const { return PlaybackTransport::of(m_view); }

    QWidget* m_view;
    std::function<void(bool)> m_setControlsVisible;
};

} // namespace

namespace {

// While presenting, the canvases' type follows the window (1/40 of its height: 18 px at 720p,
// 27 px at 1080p), not their own height, which the tour caption and the status line shrink.
template <typename View> void presentText(View* view, bool presenting)
{
    view->setMinimumTextPixels(presenting ? std::max(11.0, view->window()->height() / 40.0) : 11.0);
}

} // namespace

std::unique_ptr<PresentableView> PresentableView::create(SystolicView* view)
{
    return std::make_unique<TransportAdapter>(view, [view](bool visible) {
        view->setControlsVisible(visible);
        presentText(view, !visible);
    });
}

std::unique_ptr<PresentableView> PresentableView::create(SimtView* view)
{
    return std::make_unique<TransportAdapter>(view, [view](bool visible) {
        view->setControlsVisible(visible);
        presentText(view, !visible);
    });
}

std::unique_ptr<PresentableView> PresentableView::create(SideBySideView* view)
{
    // The side-by-side view has no settings of its own to hide (its device choice stays).
    return std::make_unique<TransportAdapter>(view, [view](bool visible) {
        presentText(view->systolicView(), !visible);
        presentText(view->simtView(), !visible);
    });
}

} // namespace ts
