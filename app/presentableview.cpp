// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "presentableview.h"

#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"

#include <algorithm>

namespace ts {

namespace {

/// The systolic and SIMT views share their transport: a cycle clock with a speed.
template <typename View> class CycleViewAdapter final : public PresentableView
{
public:
    explicit CycleViewAdapter(View* view)
        : m_view(view)
    { }

    QWidget* widget() const override { return m_view; }
    void setControlsVisible(bool visible) override { m_view->setControlsVisible(visible); }
    void togglePlay() override { m_view->togglePlay(); }
    void step(int cycles) override
    {
        m_view->pause();
        m_view->seekToCycle(m_view->cycle() + cycles);
    }
    void scaleSpeed(double factor) override
    {
        m_view->setSpeedCyclesPerSecond(m_view->speedCyclesPerSecond() * factor);
    }
    Playback playback() const override
    {
        return { std::max<qint64>(0, m_view->cycle()), m_view->speedCyclesPerSecond(),
            m_view->isPlaying() };
    }
    void applyPlayback(const Playback& playback) override
    {
        m_view->pause();
        if (playback.speedCyclesPerSecond)
            m_view->setSpeedCyclesPerSecond(*playback.speedCyclesPerSecond);
        if (playback.cycle)
            m_view->seekToCycle(*playback.cycle);
        if (playback.playing)
            m_view->play();
    }

private:
    View* m_view;
};

/// Both devices on one timeline in seconds, in real time: a step is one cycle of the systolic
/// array's clock and there is no speed to change.
class SideBySideAdapter final : public PresentableView
{
public:
    explicit SideBySideAdapter(SideBySideView* view)
        : m_view(view)
    { }

    QWidget* widget() const override { return m_view; }
    // The side-by-side view has no settings of its own to hide (its device choice stays).
    void setControlsVisible(bool) override { }
    void togglePlay() override { m_view->togglePlay(); }
    void step(int cycles) override
    {
        m_view->pause();
        if (m_view->systolicClockHz() > 0)
            m_view->seekToSeconds(m_view->seconds() + cycles / m_view->systolicClockHz());
    }
    void scaleSpeed(double) override { }
    Playback playback() const override
    {
        return { std::nullopt, std::nullopt, m_view->isPlaying() };
    }
    void applyPlayback(const Playback& playback) override
    {
        if (playback.playing)
            m_view->play();
        else
            m_view->pause();
    }

private:
    SideBySideView* m_view;
};

} // namespace

std::unique_ptr<PresentableView> PresentableView::create(SystolicView* view)
{
    return std::make_unique<CycleViewAdapter<SystolicView>>(view);
}

std::unique_ptr<PresentableView> PresentableView::create(SimtView* view)
{
    return std::make_unique<CycleViewAdapter<SimtView>>(view);
}

std::unique_ptr<PresentableView> PresentableView::create(SideBySideView* view)
{
    return std::make_unique<SideBySideAdapter>(view);
}

} // namespace ts
