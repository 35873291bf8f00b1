// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "animatedview.h"

#include "chipcanvas.h"
#include "flowlayout.h"
#include "readoutlabel.h"
#include "zoomtoggle.h"

#include "style/theme.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>

namespace ts {

AnimatedView::AnimatedView(PlaybackTransport::Unit unit, QWidget* parent)
    : QWidget(parent)
    , m_transport(new PlaybackTransport(unit, this))
{
    m_rebuild.setSingleShot(true);
    m_rebuild.setInterval(0);
    connect(&m_rebuild, &QTimer::timeout, this, [this] { applyControls(); });
    connect(m_transport, &PlaybackTransport::playingChanged, this, &AnimatedView::playingChanged);
}

AnimatedView::~AnimatedView() = default;

TransportBar* AnimatedView::createTransportBar(TransportBar::Features features)
{
    m_transportBar = new TransportBar(m_transport, features, this);
    return m_transportBar;
}

ReadoutLabel* AnimatedView::createReadout()
{
    m_readout = new ReadoutLabel(this);
    m_readout->setWordWrap(true);
    updateReadoutFont();
    return m_readout;
}

void AnimatedView::createChipLevel(const QString& canvasName, const QString& zoomName)
{
    m_chipCanvas = new ChipCanvas(this);
    m_chipCanvas->setObjectName(canvasName);
    m_chipCanvas->hide();
    m_zoom = new ZoomToggle(this, zoomName);
    connect(m_zoom, &ZoomToggle::zoomRequested, this, [this](bool in) { setZoomedIn(in); });
}

void AnimatedView::addField(FlowLayout* fields, QWidget* field, QWidget* owner)
{
    auto* pair = new QWidget(owner);
    auto* row = new QHBoxLayout(pair);
    row->setContentsMargins(0, 0, 0, 0);
    auto* caption = new QLabel(pair);
    caption->setBuddy(field);
    m_captions.append(caption);
    row->addWidget(caption);
    row->addWidget(field);
    fields->addWidget(pair);
}

void AnimatedView::setCaptions(const QStringList& texts)
{
    for (int i = 0; i < m_captions.size() && i < texts.size(); ++i)
        m_captions[i]->setText(texts[i]);
}

void AnimatedView::rebuildOnEdit(QSpinBox* field)
{
    connect(field, &QSpinBox::valueChanged, this, [this] {
        if (!m_updatingControls)
            m_rebuild.start();
    });
}

void AnimatedView::rebuildOnEdit(QComboBox* field)
{
    connect(field, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updatingControls)
            m_rebuild.start();
    });
}

void AnimatedView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    // The readout's own font stops the window's at it: follow every change of ours (the
    // presentation's larger type, issue 19).
    if (event->type() == QEvent::FontChange)
        updateReadoutFont();
    QWidget::changeEvent(event);
}

void AnimatedView::updateReadoutFont()
{
    if (m_readout)
        m_readout->setFont(m_compactReadout ? font() : Theme::readoutFont(font()));
}

void AnimatedView::setCompactReadout(bool compact)
{
    m_compactReadout = compact;
    updateReadoutFont();
}

QString AnimatedView::readoutText() const
{
    return m_readout ? m_readout->text() : QString();
}

void AnimatedView::setMinimumTextPixels(double pixels)
{
    if (pixels == m_minimumTextPixels)
        return;
    m_minimumTextPixels = pixels;
    if (m_chipCanvas)
        m_chipCanvas->setMinimumTextPixels(pixels);
    if (m_canvas)
        m_canvas->update();
}

double AnimatedView::presentationTextPixels(bool presenting) const
{
    return presenting ? std::max(11.0, window()->height() / 40.0) : 11.0;
}

void AnimatedView::setPresenting(bool presenting)
{
    setControlsVisible(!presenting);
    setMinimumTextPixels(presentationTextPixels(presenting));
}

void AnimatedView::setControlsVisible(bool) { }

void AnimatedView::setZoomedIn(bool) { }

bool AnimatedView::isPlaying() const
{
    return m_transport->isPlaying();
}

void AnimatedView::play()
{
    m_transport->play();
}

void AnimatedView::pause()
{
    m_transport->pause();
}

void AnimatedView::togglePlay()
{
    m_transport->togglePlay();
}

void AnimatedView::stepForward()
{
    m_transport->stepForward();
}

void AnimatedView::stepBackward()
{
    m_transport->stepBackward();
}

void AnimatedView::seekToCycle(qint64 cycle)
{
    m_transport->seek(double(cycle));
}

void AnimatedView::setSpeedCyclesPerSecond(double cyclesPerSecond)
{
    m_transport->setSpeed(cyclesPerSecond);
}

double AnimatedView::speedCyclesPerSecond() const
{
    return m_transport->speed();
}

} // namespace ts
