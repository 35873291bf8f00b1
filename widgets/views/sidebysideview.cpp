// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "sidebysideview.h"

#include "style/plaintext.h"

#include "views/flowlayout.h"

#include "engine/performanceengine.h"
#include "models/workspacecatalog.h"
#include "playbacktransport.h"
#include "readoutlabel.h"
#include "simtview.h"
#include "systolicview.h"
#include "transportbar.h"

#include "style/theme.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>
#include <cmath>

namespace ts {

namespace {

constexpr int kTimelineSteps = 10'000;
// A whole run plays in about ten seconds of wall time, whatever its length.
constexpr double kPlaySeconds = 10.0;

} // namespace

SideBySideView::SideBySideView(QWidget* parent)
    : AnimatedView(PlaybackTransport::Unit::Seconds, parent)
{
    m_systolic = new SystolicView(this);
    m_systolic->setTransportVisible(false); // one timeline for both: this view's
    m_systolic->setCompactReadout(true); // under this view's own header
    m_simt = new SimtView(this);
    m_simt->setCompactReadout(true);
    m_simt->setControlsVisible(false);
    m_chip = new QComboBox(this);
    m_gpu = new QComboBox(this);
    // A long catalog name ("GB200 (per Blackwell GPU)") made the bar, and so the window,
    // wider than a 1280-pixel screen (issue 19): the boxes show about 14 characters and
    // their lists the whole names.
    for (QComboBox* box : { m_chip, m_gpu }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(14);
    }
    auto spin = [this](int value) {
        auto* s = new QSpinBox(this);
        s->setRange(1, SystolicView::kMaxGemmDim);
        s->setValue(value);
        return s;
    };
    m_m = spin(512);
    m_n = spin(512);
    m_k = spin(512);
    TransportBar* bar = createTransportBar(TransportBar::Play);
    bar->setTimelineResolution(kTimelineSteps);
    bar->setPlayToolTip([] { return tr("Play or pause both on the shared timeline"); });
    PlainText::makePlain(createReadout()); // names the catalog chip

    // The pairs of caption and field wrap onto a second row, and the transport has a row of
    // its own: one row of all of them was wider than a 1280-pixel screen in presentation
    // type, and widened the window even while the tab was hidden (issue 19).
    auto* fields = new FlowLayout;
    // M, N, K: the written order of every GEMM in the program.
    for (QWidget* field : { static_cast<QWidget*>(m_chip), static_cast<QWidget*>(m_gpu),
             static_cast<QWidget*>(m_m), static_cast<QWidget*>(m_n), static_cast<QWidget*>(m_k) })
        addField(fields, field, this);

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
    layout->addLayout(fields);
    layout->addWidget(m_transportBar);
    layout->addWidget(splitter, 1);

    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        if (showsOperator()) {
            leaveOperator();
            return;
        }
        if (!m_simt->setDevice(m_gpu->currentData().toString()))
            return;
        seekToSeconds(0);
    });
    connect(m_chip, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
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
    connect(transport(), &PlaybackTransport::positionChanged, this, &SideBySideView::showSeconds);
    readCatalog();
    retranslate();
}

SideBySideView::~SideBySideView() = default;

void SideBySideView::retranslate()
{
    setCaptions({ tr("S&ystolic chip"), tr("&GPU"), tr("&M"), tr("&N"), tr("&K") });
    updateReadout();
}

void SideBySideView::setPresenting(bool presenting)
{
    const double pixels = presentationTextPixels(presenting);
    m_systolic->setMinimumTextPixels(pixels);
    m_simt->setMinimumTextPixels(pixels);
}

void SideBySideView::setCatalog(const WorkspaceCatalog* catalog)
{
    if (m_catalog)
        disconnect(m_catalog, nullptr, this, nullptr);
    m_catalog = catalog;
    // The SIMT view connects first, so it has read a changed catalog before readCatalog()
    // takes its list of GPUs.
    m_simt->setCatalog(catalog);
    if (catalog)
        connect(catalog, &WorkspaceCatalog::catalogChanged, this, &SideBySideView::readCatalog);
    readCatalog();
}

void SideBySideView::readCatalog()
{
    const Catalog& catalog = m_catalog ? m_catalog->catalog() : WorkspaceCatalog::shipped();
    const int shown = m_chip->currentIndex();
    const std::optional<Device> before = shown >= 0 && shown < m_systolicDevices.size()
        ? std::optional<Device>(m_systolicDevices[shown])
        : std::nullopt;
    m_systolicDevices.clear();
    for (const Device& d : catalog.devices()) {
        if (engine::PerformanceEngine::systolicHardware(d, Precision::BF16, {}))
            m_systolicDevices.append(d);
    }
    m_updating = true;
    m_chip->clear();
    for (const Device& d : m_systolicDevices)
        m_chip->addItem(d.name, d.id);
    int chip = before ? m_chip->findData(before->id) : -1;
    if (chip < 0)
        chip = m_chip->findData(QStringLiteral("tpu-v4"));
    m_chip->setCurrentIndex(std::max(chip, 0));
    m_gpu->clear();
    for (const QString& id : m_simt->deviceIds()) {
        const auto device = catalog.device(id);
        m_gpu->addItem(device ? device->name : id, id);
    }
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(m_simt->deviceId())));
    m_updating = false;
    // Unless the chip shown changed, the run (and the time shown) stays.
    const int now = m_chip->currentIndex();
    if (!before || now < 0 || !(m_systolicDevices[now] == *before)) {
        applySystolicDevice();
        applyGemm();
    }
}

bool SideBySideView::setSystolicChip(const QString& id)
{
    const int index = m_chip->findData(id);
    if (index < 0)
        return false;
    m_chip->setCurrentIndex(index);
    return true;
}

bool SideBySideView::setGpu(const QString& id)
{
    const int index = m_gpu->findData(id);
    if (index < 0)
        return false;
    m_gpu->setCurrentIndex(index);
    return true;
}

QString SideBySideView::systolicChipId() const
{
    return m_chip->currentData().toString();
}

QString SideBySideView::gpuId() const
{
    return m_gpu->currentData().toString();
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

void SideBySideView::leaveOperator()
{
    m_operator.clear();
    m_systolicChip.reset();
    m_gpuChip.reset();
    (void)m_simt->setDevice(m_gpu->currentData().toString());
    applySystolicDevice();
    applyGemm();
}

void SideBySideView::showOperator(const QString& name, const QString& systolicId,
    const engine::SystolicChipSchedule& systolic, const QString& gpuId,
    const engine::GpuChipSchedule& gpu, double gpuClockHz)
{
    pause();
    m_updating = true;
    const int chip = m_chip->findData(systolicId);
    if (chip >= 0)
        m_chip->setCurrentIndex(chip);
    const int card = m_gpu->findData(gpuId);
    if (card >= 0)
        m_gpu->setCurrentIndex(card);
    m_operator = name;
    m_systolicChip = systolic;
    m_gpuChip = gpu;
    m_systolicName = m_chip->currentText();
    m_gpuName = m_gpu->currentText();
    m_gpuClockHz = gpuClockHz > 0 ? gpuClockHz : 1e9;
    m_systolic->showOperator(name, systolic, m_systolicName);
    m_simt->showOperator(name, gpu, m_gpuName, m_gpuClockHz);
    // The operator's GEMM is in the header; the fields' own M, N, K would only mislead.
    for (int i = 2; i < m_captions.size(); ++i)
        m_captions[i]->parentWidget()->hide();
    m_updating = false;
    seekToSeconds(0);
}

void SideBySideView::applyGemm()
{
    pause();
    m_operator.clear();
    m_systolicChip.reset();
    m_gpuChip.reset();
    m_simt->leaveOperator();
    for (int i = 2; i < m_captions.size(); ++i)
        m_captions[i]->parentWidget()->show();
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
    if (m_systolicChip)
        return m_systolicChip->seconds(m_systolicChip->clockCycles());
    return double(m_systolic->estimate().clockCycles) / m_systolicClockHz;
}

double SideBySideView::simtSeconds() const
{
    if (m_gpuChip)
        return m_gpuChip->computeSeconds();
    return double(m_simt->totalCycles()) / m_simt->clockHz();
}

void SideBySideView::seekToSeconds(double seconds)
{
    // The run's length follows the GEMM and both devices: a whole run plays in kPlaySeconds.
    const double total = std::max(systolicSeconds(), simtSeconds());
    transport()->setRange(0, total);
    transport()->setSpeedLimits(total / kPlaySeconds, total / kPlaySeconds);
    transport()->setStepSize(m_systolicChip ? total / 1000.0 : 1.0 / m_systolicClockHz);
    transport()->seek(seconds);
}

void SideBySideView::showSeconds(double seconds)
{
    m_seconds = seconds;
    // Cycle c is shown once c + 1 cycles have elapsed.
    const auto cycleAt
        = [this](double clockHz) { return qint64(std::floor(m_seconds * clockHz + 1e-9)) - 1; };
    if (m_systolicChip && m_gpuChip) {
        // Each chip's own clock: the systolic one at its sustained rate, as the engine times it.
        const double perCycle = m_systolicChip->seconds(1);
        m_systolic->seekToCycle(
            std::min<qint64>(qint64(std::floor(m_seconds / perCycle + 1e-9)) - 1,
                m_systolicChip->clockCycles() - 1));
        m_simt->seekToCycle(cycleAt(m_gpuClockHz));
        updateReadout();
        emit timeChanged(m_seconds);
        return;
    }
    m_systolic->seekToCycle(
        std::min<qint64>(cycleAt(m_systolicClockHz), m_systolic->estimate().cycles));
    m_simt->seekToCycle(std::min<qint64>(cycleAt(m_simt->clockHz()), m_simt->totalCycles() - 1));
    updateReadout();
    emit timeChanged(m_seconds);
}

void SideBySideView::updateReadout()
{
    const QLocale locale;
    if (m_systolicChip && m_gpuChip) {
        const auto& array = m_systolicChip->hardware().array;
        const GemmShape g = m_systolicChip->shape();
        const auto text = [&](double seconds) {
            return tr(
                "Whole chip vs whole chip on %1 (M×N×K %2×%3×%4), t = %5 µs  ·  %6, all %7 matrix "
                "units of %8×%9: done at %10 µs  ·  %11, all %12 SMs: done at %13 µs")
                .arg(m_operator, locale.toString(g.m()), locale.toString(g.n()),
                    locale.toString(g.k()), locale.toString(seconds * 1e6, 'f', 1), m_systolicName,
                    locale.toString(m_systolicChip->units()), locale.toString(array.rows))
                .arg(locale.toString(array.cols), locale.toString(systolicSeconds() * 1e6, 'f', 1),
                    m_gpuName, locale.toString(m_gpuChip->smCount()),
                    locale.toString(simtSeconds() * 1e6, 'f', 1));
        };
        m_readout->setTexts(text(m_seconds), text(std::max(systolicSeconds(), simtSeconds())));
        return;
    }
    const int index = m_chip->currentIndex();
    const QString chip = index >= 0 && index < m_systolicDevices.size()
        ? m_systolicDevices[index].name
        : QString();
    const auto text = [&](double seconds) {
        return tr("t = %1 µs  ·  %2, one matrix unit at %3 MHz: done at %4 µs  ·  GPU at %5 MHz: "
                  "done at %6 µs")
            .arg(locale.toString(seconds * 1e6, 'f', 3), chip,
                locale.toString(m_systolicClockHz * 1e-6, 'f', 0),
                locale.toString(systolicSeconds() * 1e6, 'f', 2),
                locale.toString(m_simt->clockHz() * 1e-6, 'f', 0),
                locale.toString(simtSeconds() * 1e6, 'f', 2));
    };
    m_readout->setTexts(text(m_seconds), text(std::max(systolicSeconds(), simtSeconds())));
}

} // namespace ts
