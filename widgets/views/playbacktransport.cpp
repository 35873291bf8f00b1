// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "playbacktransport.h"

#include <algorithm>
#include <cmath>

namespace ts {

namespace {

// About 60 frames a second; PreciseTimer so the pace does not drift at low speeds.
constexpr int kFrameMs = 16;

} // namespace

PlaybackTransport::PlaybackTransport(Unit unit, QObject* parent)
    : QObject(parent)
    , m_unit(unit)
{
    m_clock.setInterval(kFrameMs);
    m_clock.setTimerType(Qt::PreciseTimer);
    connect(&m_clock, &QTimer::timeout, this, &PlaybackTransport::tick);
}

PlaybackTransport* PlaybackTransport::of(const QObject* view)
{
    return view ? view->findChild<PlaybackTransport*>(QString(), Qt::FindDirectChildrenOnly)
                : nullptr;
}

void PlaybackTransport::setRange(double first, double last)
{
    m_first = first;
    m_last = std::max(first, last);
    m_position = clamped(m_position);
    emit rangeChanged(m_first, m_last);
}

void PlaybackTransport::setSpeedLimits(double minimum, double maximum)
{
    m_minimumSpeed = minimum;
    m_maximumSpeed = std::max(minimum, maximum);
    setSpeed(m_speed);
}

double PlaybackTransport::clamped(double position) const
{
    if (m_unit == Unit::Cycles)
        position = std::round(position);
    return std::clamp(position, m_first, m_last);
}

void PlaybackTransport::play()
{
    if (isPlaying() || m_last <= m_first)
        return;
    // At the end, play starts over; the view shows the first frame on the first tick.
    if (m_position >= m_last)
        m_position = m_first;
    m_pending = 0;
    m_elapsed.start();
    m_clock.start();
    emit playingChanged(true);
}

void PlaybackTransport::pause()
{
    if (!isPlaying())
        return;
    m_clock.stop();
    emit playingChanged(false);
}

void PlaybackTransport::togglePlay()
{
    isPlaying() ? pause() : play();
}

void PlaybackTransport::seek(double position)
{
    m_position = clamped(position);
    emit positionChanged(m_position);
}

void PlaybackTransport::step(int steps)
{
    pause();
    seek(m_position + steps * m_stepSize);
}

void PlaybackTransport::setSpeed(double unitsPerSecond)
{
    m_speed = std::clamp(unitsPerSecond, m_minimumSpeed, m_maximumSpeed);
    emit speedChanged(m_speed);
}

void PlaybackTransport::tick()
{
    const double seconds = double(m_elapsed.nsecsElapsed()) * 1e-9;
    m_elapsed.start();
    advance(seconds);
    if (m_position >= m_last)
        pause();
}

void PlaybackTransport::advance(double seconds)
{
    m_pending += seconds * std::min(m_speed, m_rateCap);
    double units = m_pending;
    if (m_unit == Unit::Cycles) {
        units = std::floor(m_pending);
        if (units < 1)
            return;
    }
    m_pending -= units;
    seek(std::min(m_last, m_position + units));
}

} // namespace ts
