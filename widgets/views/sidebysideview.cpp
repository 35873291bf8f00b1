// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "sidebysideview.h"

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "simtview.h"
#include "systolicview.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

namespace ts {

namespace {

constexpr int kTimelineSteps = 10'000;
// A whole run plays in about ten seconds of wall time, whatever its length.
constexpr double kPlaySeconds = 10.0;

} // namespace

SideBySideView::SideBySideView(QWidget* parent)
    : QWidget(parent)
{
    m_clock.setInterval(16);
    m_clock.setTimerType(Qt::PreciseTimer);
    connect(&m_clock, &QTimer::timeout, this, &SideBySideView::tick);

    m_systolic = new SystolicView(this);
    m_simt = new SimtView(this);
    m_simt->setControlsVisible(false);
    m_chip = new QComboBox(this);
    m_gpu = new QComboBox(this);
    auto spin = [this](int value) {
        auto* s = new QSpinBox(this);
        s->setRange(1, SystolicView::kMaxGemmDim);
        s->setValue(value);
        return s;
    };
    m_m = spin(512);
    m_k = spin(512);
    m_n = spin(512);
    m_playButton = new QToolButton(this);
    m_timeline = new QSlider(Qt::Horizontal, this);
    m_timeline->setRange(0, kTimelineSteps);
    m_readout = new QLabel(this);
    m_readout->setWordWrap(true);
    QFont font = m_readout->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    font.setBold(true);
    m_readout->setFont(font);

    auto* bar = new QHBoxLayout;
    auto addField = [this, bar](QWidget* field) {
        auto* caption = new QLabel(this);
        caption->setBuddy(field);
        m_captions.append(caption);
        bar->addWidget(caption);
        bar->addWidget(field);
    };
    addField(m_chip);
    addField(m_gpu);
    addField(m_m);
    addField(m_k);
    addField(m_n);
    bar->addWidget(m_playButton);
    bar->addWidget(m_timeline, 1);

    // Each side scrolls rather than forcing the window wider than the screen.
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    for (QWidget* view : { static_cast<QWidget*>(m_systolic), static_cast<QWidget*>(m_simt) }) {
        auto* scroll = new QScrollArea(splitter);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(view);
        splitter->addWidget(scroll);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_readout);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);

    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    for (const Device& d : catalog.devices()) {
        if (engine::PerformanceEngine::systolicHardware(d, Precision::BF16, {}))
            m_systolicDevices.append(d);
    }
    for (const Device& d : m_systolicDevices)
        m_chip->addItem(d.name, d.id);
    const int v4 = m_chip->findData(QStringLiteral("tpu-v4"));
    m_chip->setCurrentIndex(v4 >= 0 ? v4 : 0);

    for (const QString& id : m_simt->deviceIds()) {
        const auto device = catalog.device(id);
        m_gpu->addItem(device ? device->name : id, id);
    }
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(QStringLiteral("h100-sxm"))));
    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] {
        m_simt->setDevice(m_gpu->currentData().toString());
        seekToSeconds(0);
    });
    connect(m_playButton, &QToolButton::clicked, this, &SideBySideView::togglePlay);
    connect(m_timeline, &QSlider::valueChanged, this, [this](int v) {
        if (!m_updating)
            seekToSeconds(std::max(systolicSeconds(), simtSeconds()) * v / kTimelineSteps);
    });
    connect(m_chip, &QComboBox::currentIndexChanged, this, [this] {
        applySystolicDevice();
        applyGemm();
    });
    for (QSpinBox* s : { m_m, m_k, m_n })
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (!m_updating)
                applyGemm();
        });
    // A change made in either view (device, tile, shape) keeps the shared time.
    connect(m_simt, &SimtView::configurationChanged, this, [this] {
        if (!m_updating)
            seekToSeconds(m_seconds);
    });
    applySystolicDevice();
    applyGemm();
    retranslate();
}

SideBySideView::~SideBySideView() = default;

void SideBySideView::retranslate()
{
    const QStringList captions = { tr("S&ystolic chip"), tr("&GPU"), tr("&M"), tr("&K"), tr("&N") };
    for (int i = 0; i < m_captions.size() && i < captions.size(); ++i)
        m_captions[i]->setText(captions[i]);
    m_playButton->setToolTip(tr("Play or pause both on the shared timeline"));
    m_playButton->setIcon(style()->standardIcon(
        isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay, nullptr, this));
    updateReadout();
}

void SideBySideView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SideBySideView::applySystolicDevice()
{
    const int index = m_chip->currentIndex();
    if (index < 0 || index >= m_systolicDevices.size())
        return;
    const auto hw = engine::PerformanceEngine::systolicHardware(
        m_systolicDevices[index], Precision::BF16, {});
    if (hw)
        m_systolicClockHz = hw->clockHz;
}

void SideBySideView::setGemm(qint64 m, qint64 k, qint64 n)
{
    m_updating = true;
    m_m->setValue(int(std::clamp<qint64>(m, 1, SystolicView::kMaxGemmDim)));
    m_k->setValue(int(std::clamp<qint64>(k, 1, SystolicView::kMaxGemmDim)));
    m_n->setValue(int(std::clamp<qint64>(n, 1, SystolicView::kMaxGemmDim)));
    m_updating = false;
    applyGemm();
}

void SideBySideView::applyGemm()
{
    pause();
    m_updating = true;
    const int index = m_chip->currentIndex();
    systolic::ArrayShape array { 128, 128 };
    if (index >= 0 && index < m_systolicDevices.size()) {
        const auto hw = engine::PerformanceEngine::systolicHardware(
            m_systolicDevices[index], Precision::BF16, {});
        if (hw)
            array = { hw->array.rows, hw->array.cols };
    }
    const GemmShape gemm { GemmM(m_m->value()), GemmN(m_n->value()), GemmK(m_k->value()) };
    m_systolic->setConfiguration(systolic::Dataflow::WeightStationary, array, gemm);
    m_simt->setGemm(gemm);
    m_updating = false;
    seekToSeconds(0);
}

double SideBySideView::systolicSeconds() const
{
    return double(m_systolic->estimate().clockCycles) / m_systolicClockHz;
}

double SideBySideView::simtSeconds() const
{
    return double(m_simt->totalCycles()) / m_simt->clockHz();
}

void SideBySideView::seekToSeconds(double seconds)
{
    const double total = std::max(systolicSeconds(), simtSeconds());
    m_seconds = std::clamp(seconds, 0.0, total);
    // Cycle c is shown once c + 1 cycles have elapsed.
    const auto cycleAt
        = [this](double clockHz) { return qint64(std::floor(m_seconds * clockHz + 1e-9)) - 1; };
    m_systolic->seekToCycle(
        std::min<qint64>(cycleAt(m_systolicClockHz), m_systolic->estimate().cycles));
    m_simt->seekToCycle(std::min<qint64>(cycleAt(m_simt->clockHz()), m_simt->totalCycles() - 1));
    m_updating = true;
    m_timeline->setValue(total > 0 ? int(std::lround(m_seconds / total * kTimelineSteps)) : 0);
    m_updating = false;
    updateReadout();
    emit timeChanged(m_seconds);
}

void SideBySideView::play()
{
    if (isPlaying())
        return;
    if (m_seconds >= std::max(systolicSeconds(), simtSeconds()))
        m_seconds = 0;
    m_elapsed.start();
    m_clock.start();
    retranslate();
}

void SideBySideView::pause()
{
    if (!isPlaying())
        return;
    m_clock.stop();
    retranslate();
}

void SideBySideView::togglePlay()
{
    isPlaying() ? pause() : play();
}

void SideBySideView::tick()
{
    const double wall = double(m_elapsed.nsecsElapsed()) * 1e-9;
    m_elapsed.start();
    const double total = std::max(systolicSeconds(), simtSeconds());
    seekToSeconds(m_seconds + wall * total / kPlaySeconds);
    if (m_seconds >= total)
        pause();
}

void SideBySideView::updateReadout()
{
    const QLocale locale;
    const int index = m_chip->currentIndex();
    const QString chip = index >= 0 && index < m_systolicDevices.size()
        ? m_systolicDevices[index].name
        : QString();
    m_readout->setText(
        tr("t = %1 µs  ·  %2, one matrix unit at %3 MHz: done at %4 µs  ·  GPU at %5 MHz: done "
           "at %6 µs")
            .arg(locale.toString(m_seconds * 1e6, 'f', 3), chip,
                locale.toString(m_systolicClockHz * 1e-6, 'f', 0),
                locale.toString(systolicSeconds() * 1e6, 'f', 2),
                locale.toString(m_simt->clockHz() * 1e-6, 'f', 0),
                locale.toString(simtSeconds() * 1e6, 'f', 2)));
}

} // namespace ts
