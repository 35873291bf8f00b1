// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <limits>

namespace ts {

/// The playback clock of an animated view: a position on the timeline [first, last] in the
/// view's unit, a speed in units per second of wall time and the play state.
///
/// Cycles (the systolic and SIMT views) move in whole cycles, the fraction of a tick carrying
/// over to the next; seconds (the side-by-side view's shared timeline) move continuously. One
/// QTimer runs only while playing; each tick turns the elapsed wall time, not the number of
/// ticks, into units, so a late frame advances further. Reaching `last` while playing stops
/// the clock; play() at the end starts again from `first`.
///
/// The view owns its transport as a direct child (PlaybackTransport::of() finds it), shows
/// whatever position it announces, and sets the range whenever its run changes. TransportBar
/// is the row of controls on it; the presentation mode and the tour player drive it directly.
class PlaybackTransport : public QObject
{
    Q_OBJECT

public:
    enum class Unit { Cycles, Seconds };

    explicit PlaybackTransport(Unit unit, QObject* parent = nullptr);

    /// The transport `view` owns (a direct child), or nullptr for a view without animation.
    static PlaybackTransport* of(const QObject* view);

    Unit unit() const { return m_unit; }
    double position() const { return m_position; }
    double first() const { return m_first; }
    double last() const { return m_last; }
    /// Sets the timeline; the position is clamped into it without an announcement (the view
    /// seeks once its run is ready). `last` below `first` is raised to `first`.
    void setRange(double first, double last);

    bool isPlaying() const { return m_clock.isActive(); }
    /// Units per second of wall time, as chosen (see setRateCap()).
    double speed() const { return m_speed; }
    double minimumSpeed() const { return m_minimumSpeed; }
    double maximumSpeed() const { return m_maximumSpeed; }
    /// Speeds are clamped to [minimum, maximum]; equal limits make a fixed speed.
    void setSpeedLimits(double minimum, double maximum);
    bool isSpeedAdjustable() const { return m_minimumSpeed < m_maximumSpeed; }
    /// Plays at no more than `unitsPerSecond` whatever the speed chosen (a short demo stays
    /// readable); infinity lifts the cap.
    void setRateCap(double unitsPerSecond) { m_rateCap = unitsPerSecond; }
    /// How far step(1) moves (one cycle; on a timeline in seconds, one cycle of a clock).
    double stepSize() const { return m_stepSize; }
    void setStepSize(double units) { m_stepSize = units; }

public slots:
    void play();
    void pause();
    void togglePlay();
    /// Shows `position`, clamped to the range (whole units for cycles). Announced every time,
    /// also when unchanged, so a view rebuilt at the same position redraws.
    void seek(double position);
    /// Pauses, then moves by `steps` × stepSize().
    void step(int steps);
    void stepForward() { step(1); }
    void stepBackward() { step(-1); }
    void setSpeed(double unitsPerSecond);
    /// Multiplies the speed (the presentation's +/−); a fixed speed stays.
    void scaleSpeed(double factor) { setSpeed(m_speed * factor); }
    /// Moves as `seconds` of playing would, without a clock: seconds × speed (capped) units,
    /// whole cycles with the fraction carried to the next call, stopping at `last`. What each
    /// tick of the clock does with the wall time since the last one; a clip (ClipRecorder)
    /// calls it once a frame with 1 / fps, so the same clip gives the same frames.
    void advance(double seconds);

signals:
    void positionChanged(double position);
    void rangeChanged(double first, double last);
    void playingChanged(bool playing);
    void speedChanged(double unitsPerSecond);

private:
    void tick();
    double clamped(double position) const;

    Unit m_unit;
    double m_position = 0;
    double m_first = 0;
    double m_last = 0;
    double m_speed = 1;
    double m_minimumSpeed = 1;
    double m_maximumSpeed = 1e7;
    double m_rateCap = std::numeric_limits<double>::infinity();
    double m_stepSize = 1;
    double m_pending = 0; ///< units elapsed but not yet shown (less than one whole cycle)
    QTimer m_clock;
    QElapsedTimer m_elapsed;
};

} // namespace ts
