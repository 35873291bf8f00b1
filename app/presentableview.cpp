// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "presentableview.h"

#include "views/animatedview.h"

#include <algorithm>

namespace ts {

namespace {

/// Every animated view owns one PlaybackTransport (widgets/views): the adapter drives that one
/// component, whatever the view. What presenting hides is the view's own (setPresenting).
class TransportAdapter final : public PresentableView
{
public:
    explicit TransportAdapter(AnimatedView* view)
        : m_view(view)
    { }

    QWidget* widget() const override { return m_view; }
    void setControlsVisible(bool visible) override { m_view->setPresenting(!visible); }
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
    PlaybackTransport* transport() const { return m_view->transport(); }

    AnimatedView* m_view;
};

} // namespace

std::unique_ptr<PresentableView> PresentableView::create(AnimatedView* view)
{
    return std::make_unique<TransportAdapter>(view);
}

} // namespace ts
