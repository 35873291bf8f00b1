// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "transportbar.h"

#include "playbacktransport.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QShortcut>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <cmath>

namespace ts {

namespace {

constexpr int kSpeedSteps = 70; // slider 0..70 → 10^(v/10) cycles/s: 1 to 10⁷

} // namespace

TransportBar::TransportBar(PlaybackTransport* transport, Features features, QWidget* parent)
    : QWidget(parent)
    , m_transport(transport)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_playButton = new QToolButton(this);
    if (features & Steps) {
        m_backButton = new QToolButton(this);
        m_forwardButton = new QToolButton(this);
        m_backButton->setAutoRepeat(true);
        m_forwardButton->setAutoRepeat(true);
        layout->addWidget(m_backButton);
        layout->addWidget(m_playButton);
        layout->addWidget(m_forwardButton);
        connect(m_backButton, &QToolButton::clicked, transport, &PlaybackTransport::stepBackward);
        connect(m_forwardButton, &QToolButton::clicked, transport, &PlaybackTransport::stepForward);
    } else {
        layout->addWidget(m_playButton);
    }
    m_timeline = new QSlider(Qt::Horizontal, this);
    layout->addWidget(m_timeline, 1);
    if (features & Speed) {
        m_speedCaption = new QLabel(this);
        m_speedSlider = new QSlider(Qt::Horizontal, this);
        m_speedSlider->setRange(0, kSpeedSteps);
        m_speedSlider->setMaximumWidth(200);
        m_speedLabel = new QLabel(this);
        m_speedLabel->setMinimumWidth(
            m_speedLabel->fontMetrics().horizontalAdvance(QStringLiteral("10,000,000 cycles/s")));
        layout->addWidget(m_speedCaption);
        layout->addWidget(m_speedSlider);
        layout->addWidget(m_speedLabel);
        connect(m_speedSlider, &QSlider::valueChanged, this, [this](int v) {
            if (!m_updating)
                m_transport->setSpeed(std::pow(10.0, v / 10.0));
        });
        connect(transport, &PlaybackTransport::speedChanged, this, &TransportBar::updateSpeed);
    }

    connect(m_playButton, &QToolButton::clicked, transport, &PlaybackTransport::togglePlay);
    connect(m_timeline, &QSlider::valueChanged, this, [this](int value) {
        if (m_updating)
            return;
        const double span = m_transport->last() - m_transport->first();
        const double fraction = double(value) / std::max(1, m_timeline->maximum());
        const double offset = m_transport->unit() == PlaybackTransport::Unit::Cycles
            ? double(std::llround(fraction * span))
            : fraction * span;
        m_transport->seek(m_transport->first() + offset);
    });
    connect(transport, &PlaybackTransport::positionChanged, this, &TransportBar::updateTimeline);
    connect(transport, &PlaybackTransport::rangeChanged, this, &TransportBar::updateTimelineRange);
    connect(transport, &PlaybackTransport::playingChanged, this, &TransportBar::updateIcons);
    updateTimelineRange();
    updateSpeed();
    retranslate();
}

void TransportBar::bindShortcuts(QWidget* scope)
{
    const std::pair<Qt::Key, void (PlaybackTransport::*)()> keys[]
        = { { Qt::Key_Space, &PlaybackTransport::togglePlay },
              { Qt::Key_Left, &PlaybackTransport::stepBackward },
              { Qt::Key_Right, &PlaybackTransport::stepForward } };
    for (const auto& [key, slot] : keys) {
        auto* shortcut = new QShortcut(QKeySequence(key), scope);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, m_transport, slot);
        m_shortcuts.append(shortcut);
    }
    retranslate();
}

void TransportBar::setPlayToolTip(std::function<QString()> text)
{
    m_playToolTip = std::move(text);
    retranslate();
}

void TransportBar::setTimelineResolution(int positions)
{
    m_resolution = std::max(1, positions);
    updateTimelineRange();
}

void TransportBar::retranslate()
{
    m_playButton->setToolTip(m_playToolTip ? m_playToolTip() : tr("Play or pause (Space)"));
    m_playButton->setAccessibleName(tr("Play or pause"));
    m_timeline->setAccessibleName(tr("Timeline"));
    m_timeline->setToolTip(tr("Scrub through the cycles"));
    if (m_backButton) {
        m_backButton->setToolTip(tr("One cycle back (Left)"));
        m_forwardButton->setToolTip(tr("One cycle forward (Right)"));
        m_backButton->setAccessibleName(tr("One cycle back"));
        m_forwardButton->setAccessibleName(tr("One cycle forward"));
    }
    // In the order bindShortcuts() makes them: Space, Left, Right.
    const QString shortcutTexts[]
        = { tr("Play or pause"), tr("One cycle back"), tr("One cycle forward") };
    for (int i = 0; i < int(m_shortcuts.size()) && i < 3; ++i) {
        if (m_shortcuts[i])
            m_shortcuts[i]->setWhatsThis(shortcutTexts[i]);
    }
    if (m_speedSlider) {
        m_speedCaption->setText(tr("Speed"));
        m_speedSlider->setAccessibleName(tr("Speed"));
    }
    updateSpeed();
    updateIcons();
}

void TransportBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        m_icons.clear();
        updateIcons();
    }
    QWidget::changeEvent(event);
}

void TransportBar::updateIcons()
{
    if (m_backButton) {
        m_backButton->setIcon(m_icons.icon(this, QStyle::SP_MediaSeekBackward));
        m_forwardButton->setIcon(m_icons.icon(this, QStyle::SP_MediaSeekForward));
    }
    m_playButton->setIcon(m_icons.icon(
        this, m_transport->isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void TransportBar::updateTimelineRange()
{
    // Cycles: one position per cycle up to the resolution; seconds: always the resolution.
    const double span = m_transport->last() - m_transport->first();
    const int maximum = m_transport->unit() == PlaybackTransport::Unit::Cycles
        ? int(std::min<double>(span, m_resolution))
        : m_resolution;
    m_updating = true;
    m_timeline->setRange(0, maximum);
    m_updating = false;
    updateTimeline();
}

void TransportBar::updateTimeline()
{
    const double span = m_transport->last() - m_transport->first();
    const double fraction = span > 0 ? (m_transport->position() - m_transport->first()) / span : 0;
    m_updating = true;
    m_timeline->setValue(int(std::lround(fraction * m_timeline->maximum())));
    m_updating = false;
}

void TransportBar::updateSpeed()
{
    if (!m_speedSlider)
        return;
    const double speed = m_transport->speed();
    m_updating = true;
    m_speedSlider->setValue(int(std::lround(10.0 * std::log10(std::max(speed, 1.0)))));
    m_updating = false;
    m_speedLabel->setText(tr("%1 cycles/s").arg(QLocale().toString(speed, 'f', 0)));
}

} // namespace ts
