// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "style/tintedicons.h"

#include <QFlags>
#include <QList>
#include <QPointer>
#include <QWidget>
#include <functional>

class QLabel;
class QShortcut;
class QSlider;
class QToolButton;

namespace ts {

class PlaybackTransport;

/// The row of controls on a PlaybackTransport: step back, play/pause, step forward, a scrub
/// timeline and the speed (a logarithmic slider, 1 to 10⁷ cycles per second, and its value).
/// Each control follows the transport whoever moves it (a key, the presentation, a tour).
///
/// bindShortcuts() makes Space play or pause and Left/Right step while the focus is anywhere
/// in the view, as a presenter expects. The side-by-side view shows play and the timeline only.
class TransportBar : public QWidget
{
    Q_OBJECT

public:
    enum Feature {
        Play = 0x0, ///< play/pause and the timeline: always there
        Steps = 0x1,
        Speed = 0x2,
        All = Steps | Speed,
    };
    Q_DECLARE_FLAGS(Features, Feature)

    /// Timeline positions: one per cycle up to this many, finer runs share a position.
    static constexpr int kTimelineResolution = 1'000'000;

    TransportBar(PlaybackTransport* transport, Features features, QWidget* parent = nullptr);

    PlaybackTransport* transport() const { return m_transport; }
    QToolButton* playButton() const { return m_playButton; }
    QSlider* timeline() const { return m_timeline; }
    /// Null without Speed.
    QSlider* speedSlider() const { return m_speedSlider; }
    QLabel* speedLabel() const { return m_speedLabel; }
    /// Space, Left and Right act on the transport while the focus is in `scope`; each
    /// QShortcut's What's This says what it does (Help › Keyboard Shortcuts lists them).
    void bindShortcuts(QWidget* scope);
    /// The play button's tool tip, for a view whose play means more (translated on demand).
    void setPlayToolTip(std::function<QString()> text);
    /// Timeline positions for a timeline in seconds (cycles use kTimelineResolution).
    void setTimelineResolution(int positions);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateIcons();
    void updateTimelineRange();
    void updateTimeline();
    void updateSpeed();

    PlaybackTransport* m_transport;
    std::function<QString()> m_playToolTip;
    int m_resolution = kTimelineResolution;
    bool m_updating = false;
    TintedIcons m_icons;
    QToolButton* m_playButton = nullptr;
    QToolButton* m_backButton = nullptr;
    QToolButton* m_forwardButton = nullptr;
    QSlider* m_timeline = nullptr;
    QLabel* m_speedCaption = nullptr;
    QSlider* m_speedSlider = nullptr;
    QLabel* m_speedLabel = nullptr;
    QList<QPointer<QShortcut>> m_shortcuts;
};

} // namespace ts

Q_DECLARE_OPERATORS_FOR_FLAGS(ts::TransportBar::Features)
