// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simtview.h"

#include "engine/performanceengine.h"
#include "hardware/catalog.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QShortcut>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

namespace ts {

/// The drawing surface: paintEvent only delegates to SimtPainter.
class SimtCanvas : public QWidget
{
public:
    explicit SimtCanvas(SimtView* view, QWidget* parent = nullptr)
        : QWidget(parent)
        , m_view(view)
    {
        setObjectName(QStringLiteral("simtCanvas"));
        setAttribute(Qt::WA_OpaquePaintEvent);
        setMinimumSize(480, 320);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        const SimtStyle style = SimtStyle::fromPalette(palette());
        if (m_view->divergenceDemo())
            SimtPainter::paintDivergence(
                painter, m_view->divergence(), m_view->cycle(), QRectF(rect()), style);
        else if (m_view->simulator())
            SimtPainter::paint(painter, m_view->snapshot(), QRectF(rect()), style, m_view->focus());
        else
            painter.fillRect(rect(), style.background);
    }

    void mousePressEvent(QMouseEvent* event) override
    {
        // A click on an SM tile zooms into it; a click on a warp bar also selects the warp.
        if (m_view->divergenceDemo() || !m_view->simulator())
            return;
        const simt::SimtSnapshot& s = m_view->snapshot();
        const SimtPainter::Layout l = SimtPainter::layout(s, QRectF(rect()));
        for (int sm = 0; sm < s.smCount; ++sm) {
            const QRectF tile = l.smRect(sm);
            if (!tile.contains(event->position()))
                continue;
            const int sched = std::max(1, s.schedulersPerSm);
            const int warps = int(s.sm(sm).warps.size());
            const int perColumn = std::max(1, (warps + sched - 1) / sched);
            const QRectF body = tile.adjusted(0, l.smHeader(sm).height(), 0, 0);
            const int col = int((event->position().x() - body.left()) / body.width() * sched);
            const int row = int((event->position().y() - body.top()) / body.height() * perColumn);
            const int warp
                = row >= 0 ? std::clamp(row * sched + col, 0, warps - 1) : m_view->focus().warp;
            emit m_view->smClicked(sm, warp);
            return;
        }
    }

private:
    SimtView* m_view;
};

namespace {

constexpr int kSpeedSteps = 70; // slider 0..70 → 10^(v/10) cycles/s: 1 to 10⁷
constexpr int kTimelineResolution = 1'000'000;
const char* const kTiles[]
    = { "128x128x32", "256x128x32", "128x256x32", "128x64x32", "64x128x32", "64x64x32" };

std::vector<float> demoInput()
{
    // Warp 0 mixes signs (both sides run), warp 1 holds 16 positive values (uniform, ragged).
    std::vector<float> x;
    for (int i = 0; i < 32; ++i)
        x.push_back(float((i * 7) % 11) - 5.0f);
    for (int i = 0; i < 16; ++i)
        x.push_back(float(i % 5) + 1.0f);
    return x;
}

} // namespace

SimtView::SimtView(QWidget* parent)
    : QWidget(parent)
    , m_divergence(std::make_unique<simt::DivergenceSimulator>(demoInput(), 0.0f))
{
    m_clock.setInterval(16);
    m_clock.setTimerType(Qt::PreciseTimer);
    connect(&m_clock, &QTimer::timeout, this, &SimtView::tick);
    m_rebuild.setSingleShot(true);
    m_rebuild.setInterval(0);
    connect(&m_rebuild, &QTimer::timeout, this, &SimtView::rebuild);
    buildUi();
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    setDevices(catalog.devices());
    setSpeedCyclesPerSecond(3000);
}

SimtView::~SimtView() = default;

void SimtView::buildUi()
{
    m_canvas = new SimtCanvas(this, this);
    m_playButton = new QToolButton(this);
    m_backButton = new QToolButton(this);
    m_forwardButton = new QToolButton(this);
    m_backButton->setAutoRepeat(true);
    m_forwardButton->setAutoRepeat(true);
    m_timeline = new QSlider(Qt::Horizontal, this);
    m_speedSlider = new QSlider(Qt::Horizontal, this);
    m_speedSlider->setRange(0, kSpeedSteps);
    m_speedSlider->setMaximumWidth(200);
    m_speedLabel = new QLabel(this);
    m_speedLabel->setMinimumWidth(
        m_speedLabel->fontMetrics().horizontalAdvance(QStringLiteral("10,000,000 cycles/s")));
    auto spin = [this](int min, int max) {
        auto* s = new QSpinBox(this);
        s->setRange(min, max);
        s->setAccelerated(true);
        return s;
    };
    m_m = spin(1, kMaxGemmDim);
    m_k = spin(1, kMaxGemmDim);
    m_n = spin(1, kMaxGemmDim);
    m_sm = spin(0, 0);
    m_warp = spin(0, 0);
    m_m->setValue(2048);
    m_k->setValue(2048);
    m_n->setValue(2048);
    m_device = new QComboBox(this);
    m_kernel = new QComboBox(this);
    m_kernel->addItem(QString(), false);
    m_kernel->addItem(QString(), true);
    m_tile = new QComboBox(this);
    for (const char* tile : kTiles)
        m_tile->addItem(QString::fromLatin1(tile));
    m_readout = new QLabel(this);
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_readout->setWordWrap(true);
    QFont readoutFont = m_readout->font();
    readoutFont.setPointSizeF(readoutFont.pointSizeF() * 1.3);
    readoutFont.setBold(true);
    m_readout->setFont(readoutFont);

    m_transport = new QWidget(this);
    auto* transport = new QHBoxLayout(m_transport);
    transport->setContentsMargins(0, 0, 0, 0);
    transport->addWidget(m_backButton);
    transport->addWidget(m_playButton);
    transport->addWidget(m_forwardButton);
    transport->addWidget(m_timeline, 1);
    auto* speedCaption = new QLabel(this);
    transport->addWidget(speedCaption);
    transport->addWidget(m_speedSlider);
    transport->addWidget(m_speedLabel);

    m_controls = new QWidget(this);
    auto* shape = new QHBoxLayout(m_controls);
    shape->setContentsMargins(0, 0, 0, 0);
    auto addField = [this, shape](QWidget* field) {
        auto* caption = new QLabel(this);
        caption->setBuddy(field);
        m_captions.append(caption);
        shape->addWidget(caption);
        shape->addWidget(field);
    };
    for (QWidget* field : { static_cast<QWidget*>(m_device), static_cast<QWidget*>(m_kernel),
             static_cast<QWidget*>(m_m), static_cast<QWidget*>(m_k), static_cast<QWidget*>(m_n),
             static_cast<QWidget*>(m_tile), static_cast<QWidget*>(m_sm),
             static_cast<QWidget*>(m_warp) })
        addField(field);
    shape->addStretch(1);
    m_captions.append(speedCaption);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_readout);
    layout->addWidget(m_canvas, 1);
    layout->addWidget(m_transport);
    layout->addWidget(m_controls);

    const std::pair<Qt::Key, void (SimtView::*)()> keys[]
        = { { Qt::Key_Space, &SimtView::togglePlay }, { Qt::Key_Left, &SimtView::stepBackward },
              { Qt::Key_Right, &SimtView::stepForward } };
    for (const auto& [key, slot] : keys) {
        auto* shortcut = new QShortcut(QKeySequence(key), this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, slot);
    }
    connect(m_playButton, &QToolButton::clicked, this, &SimtView::togglePlay);
    connect(m_backButton, &QToolButton::clicked, this, &SimtView::stepBackward);
    connect(m_forwardButton, &QToolButton::clicked, this, &SimtView::stepForward);
    connect(m_timeline, &QSlider::valueChanged, this, [this](int position) {
        if (m_updatingControls)
            return;
        const int range = std::max(1, m_timeline->maximum());
        seekToCycle(std::llround(double(position) / range * double(totalCycles())) - 1);
    });
    connect(m_speedSlider, &QSlider::valueChanged, this, [this](int v) {
        if (!m_updatingControls)
            setSpeedCyclesPerSecond(std::pow(10.0, v / 10.0));
    });
    for (QSpinBox* s : { m_m, m_k, m_n })
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (!m_updatingControls)
                m_rebuild.start();
        });
    for (QComboBox* c : { m_device, m_kernel, m_tile })
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_updatingControls)
                m_rebuild.start();
        });
    for (QSpinBox* s : { m_sm, m_warp })
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (!m_updatingControls)
                setZoom(m_sm->value(), m_warp->value());
        });
    connect(this, &SimtView::smClicked, this, &SimtView::setZoom);
    retranslate();
}

void SimtView::retranslate()
{
    m_playButton->setToolTip(tr("Play or pause (Space)"));
    m_backButton->setToolTip(tr("One cycle back (Left)"));
    m_forwardButton->setToolTip(tr("One cycle forward (Right)"));
    // Screen readers: the canvas says what it is; the readout (its accessible description)
    // says where the animation is.
    m_canvas->setAccessibleName(tr("GPU streaming multiprocessors animation"));
    m_canvas->setAccessibleDescription(tr("One tile per SM with its warps: issuing, ready, "
                                          "waiting and done states are shown by colour, pattern "
                                          "and label."));
    m_playButton->setAccessibleName(tr("Play or pause"));
    m_backButton->setAccessibleName(tr("One cycle back"));
    m_forwardButton->setAccessibleName(tr("One cycle forward"));
    m_timeline->setAccessibleName(tr("Timeline"));
    m_speedSlider->setAccessibleName(tr("Speed"));
    m_readout->setAccessibleName(tr("Animation state"));
    m_timeline->setToolTip(tr("Scrub through the cycles"));
    m_kernel->setItemText(0, tr("Tiled GEMM"));
    m_kernel->setItemText(1, tr("Divergence demo"));
    const QStringList captions = { tr("&GPU"), tr("Ke&rnel"), tr("&M"), tr("&K"), tr("&N"),
        tr("&Tile"), tr("&SM"), tr("&Warp"), tr("Speed") };
    for (int i = 0; i < m_captions.size() && i < captions.size(); ++i)
        m_captions[i]->setText(captions[i]);
    updateButtonIcons();
    m_speedLabel->setText(tr("%1 cycles/s").arg(QLocale().toString(m_speed, 'f', 0)));
    updateReadout();
}

void SimtView::updateButtonIcons()
{
    m_backButton->setIcon(m_icons.icon(this, QStyle::SP_MediaSeekBackward));
    m_forwardButton->setIcon(m_icons.icon(this, QStyle::SP_MediaSeekForward));
    m_playButton->setIcon(
        m_icons.icon(this, isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void SimtView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        m_icons.clear();
        updateButtonIcons();
    }
    QWidget::changeEvent(event);
}

void SimtView::setDevices(const QList<Device>& devices)
{
    m_devices.clear();
    for (const Device& d : devices) {
        if (simt::GpuConfig::fromDevice(d, Precision::BF16))
            m_devices.append(d);
    }
    m_updatingControls = true;
    m_device->clear();
    for (const Device& d : m_devices)
        m_device->addItem(d.name, d.id);
    const int h100 = m_device->findData(QStringLiteral("h100-sxm"));
    m_device->setCurrentIndex(h100 >= 0 ? h100 : 0);
    m_updatingControls = false;
    rebuild();
}

bool SimtView::setDevice(const QString& id)
{
    const int index = m_device->findData(id);
    if (index < 0)
        return false;
    m_updatingControls = true;
    m_device->setCurrentIndex(index);
    m_updatingControls = false;
    rebuild();
    return true;
}

void SimtView::setGemm(GemmShape gemm)
{
    m_updatingControls = true;
    m_m->setValue(int(std::clamp<std::int64_t>(gemm.m(), 1, kMaxGemmDim)));
    m_k->setValue(int(std::clamp<std::int64_t>(gemm.k(), 1, kMaxGemmDim)));
    m_n->setValue(int(std::clamp<std::int64_t>(gemm.n(), 1, kMaxGemmDim)));
    m_updatingControls = false;
    rebuild();
}

void SimtView::setTile(TileShape tile)
{
    int index = m_tile->findText(tile.text());
    if (index < 0) {
        m_tile->addItem(tile.text());
        index = m_tile->count() - 1;
    }
    m_updatingControls = true;
    m_tile->setCurrentIndex(index);
    m_updatingControls = false;
    rebuild();
}

void SimtView::setDivergenceDemo(bool on)
{
    m_updatingControls = true;
    m_kernel->setCurrentIndex(on ? 1 : 0);
    m_updatingControls = false;
    rebuild();
}

void SimtView::setZoom(int sm, int warp)
{
    if (m_simulator) {
        m_focus.sm = std::clamp(sm, 0, m_simulator->gpu().smCount - 1);
        m_focus.warp = std::clamp(warp, 0, m_simulator->occupancy().residentWarps - 1);
    }
    m_updatingControls = true;
    m_sm->setValue(m_focus.sm);
    m_warp->setValue(m_focus.warp);
    m_updatingControls = false;
    m_canvas->update();
}

void SimtView::setControlsVisible(bool visible)
{
    m_transport->setVisible(visible);
    m_controls->setVisible(visible);
}

QStringList SimtView::deviceIds() const
{
    QStringList ids;
    for (const Device& d : m_devices)
        ids.append(d.id);
    return ids;
}

std::int64_t SimtView::totalCycles() const
{
    if (m_divergenceMode)
        return m_divergence->cycles();
    return m_simulator ? m_simulator->totalCycles() : 0;
}

double SimtView::clockHz() const
{
    return m_simulator ? m_simulator->gpu().clockHz : 1e9;
}

void SimtView::rebuild()
{
    pause();
    m_divergenceMode = m_kernel->currentData().toBool();
    const int index = m_device->currentIndex();
    m_simulator.reset();
    m_engineSummary.clear();
    if (index >= 0 && index < m_devices.size()) {
        const Device& device = m_devices[index];
        const auto gpu = simt::GpuConfig::fromDevice(device, Precision::BF16);
        simt::KernelOptions options;
        options.tile = TileShape::fromText(m_tile->currentText())
                           .value_or(simt::KernelOptions::kDefaultTile);
        const GemmShape gemm { GemmM(m_m->value()), GemmN(m_n->value()), GemmK(m_k->value()) };
        if (gpu)
            m_simulator = simt::SimtSimulator::create(*gpu, gemm, options);
        // The engine's GPU model for the same GEMM and tile: its waves and fraction of peak.
        const auto hw = engine::PerformanceEngine::gpuHardware(device, Precision::BF16, {});
        if (hw && m_simulator) {
            const engine::GpuGemmEstimate e = engine::estimateGpuGemm(
                *hw, gemm, 2, 2, TileShape { options.tile.m, options.tile.n, 0 }, 1);
            m_engineSummary = tr("engine, same tile: %1 wave(s), %2 % of peak")
                                  .arg(e.waves)
                                  .arg(QLocale().toString(
                                      100.0 * e.fractionOfPeak(hw->peakFlopsPerSecond), 'f', 1));
        }
        m_focus.title = tr("%1: %2 x %3 x %4 GEMM (bf16), tile %5")
                            .arg(device.name)
                            .arg(gemm.m())
                            .arg(gemm.k())
                            .arg(gemm.n())
                            .arg(options.tile.text());
    }
    m_updatingControls = true;
    if (m_simulator) {
        m_sm->setRange(0, m_simulator->gpu().smCount - 1);
        m_warp->setRange(0, m_simulator->occupancy().residentWarps - 1);
    }
    m_timeline->setRange(0, int(std::min<std::int64_t>(totalCycles(), kTimelineResolution)));
    m_updatingControls = false;
    setZoom(m_focus.sm, m_focus.warp);
    m_cycle = -1;
    refresh();
    emit configurationChanged();
}

void SimtView::play()
{
    if (isPlaying() || totalCycles() == 0)
        return;
    if (m_cycle >= totalCycles() - 1)
        m_cycle = -1;
    m_pendingCycles = 0;
    m_elapsed.start();
    m_clock.start();
    updateButtonIcons();
    emit playingChanged(true);
}

void SimtView::pause()
{
    if (!isPlaying())
        return;
    m_clock.stop();
    updateButtonIcons();
    emit playingChanged(false);
}

void SimtView::togglePlay()
{
    isPlaying() ? pause() : play();
}

void SimtView::stepForward()
{
    pause();
    seekToCycle(m_cycle + 1);
}

void SimtView::stepBackward()
{
    pause();
    seekToCycle(m_cycle - 1);
}

void SimtView::seekToCycle(qint64 cycle)
{
    m_cycle = std::clamp<std::int64_t>(cycle, -1, totalCycles() - 1);
    refresh();
}

void SimtView::setSpeedCyclesPerSecond(double cyclesPerSecond)
{
    m_speed = std::clamp(cyclesPerSecond, 1.0, 1e7);
    m_updatingControls = true;
    m_speedSlider->setValue(int(std::lround(10.0 * std::log10(m_speed))));
    m_updatingControls = false;
    m_speedLabel->setText(tr("%1 cycles/s").arg(QLocale().toString(m_speed, 'f', 0)));
}

void SimtView::tick()
{
    // Elapsed time, not timer ticks, sets the pace: a late frame advances more cycles.
    const double seconds = double(m_elapsed.nsecsElapsed()) * 1e-9;
    m_elapsed.start();
    m_pendingCycles += seconds * (m_divergenceMode ? std::min(m_speed, 4.0) : m_speed);
    const double whole = std::floor(m_pendingCycles);
    if (whole < 1)
        return;
    m_pendingCycles -= whole;
    seekToCycle(m_cycle + std::int64_t(whole));
    if (m_cycle >= totalCycles() - 1)
        pause();
}

void SimtView::refresh()
{
    if (m_simulator && !m_divergenceMode)
        m_snapshot = m_simulator->snapshot(m_cycle);
    m_updatingControls = true;
    const std::int64_t total = std::max<std::int64_t>(1, totalCycles());
    m_timeline->setValue(int(double(m_cycle + 1) / double(total) * m_timeline->maximum() + 0.5));
    m_updatingControls = false;
    updateReadout();
    m_canvas->update();
    emit cycleChanged(m_cycle);
}

void SimtView::updateReadout()
{
    if (!m_readout)
        return;
    const QLocale locale;
    if (m_divergenceMode) {
        m_readout->setText(tr("Divergence demo: cycle %1 / %2 · %3 warps of %4 lanes")
                               .arg(locale.toString(qint64(std::max<std::int64_t>(0, m_cycle))),
                                   locale.toString(qint64(m_divergence->cycles() - 1)))
                               .arg(m_divergence->warps())
                               .arg(m_divergence->warpSize()));
        return;
    }
    if (!m_simulator) {
        m_readout->setText(
            tr("This GEMM and tile cannot run on this GPU (see the tile's limits)."));
        return;
    }
    const simt::Occupancy& o = m_simulator->occupancy();
    m_readout->setText(
        tr("Cycle %1 / %2 · Wave %3 / %4 · Occupancy %5 % (%6 CTA/SM, %7 of %8 warps, by %9) · "
           "Peak %10 % so far, %11 % whole kernel · %12")
            .arg(locale.toString(qint64(std::max<std::int64_t>(0, m_snapshot.cycle))),
                locale.toString(qint64(m_snapshot.lastCycle)),
                locale.toString(qint64(m_snapshot.wave + 1)),
                locale.toString(qint64(m_snapshot.waves)),
                locale.toString(100.0 * o.fraction, 'f', 1), locale.toString(o.ctasPerSm),
                locale.toString(o.residentWarps), locale.toString(m_simulator->gpu().maxWarpsPerSm),
                simt::occupancyLimitName(o.limit))
            .arg(locale.toString(100.0 * m_snapshot.fractionOfPeakSoFar(), 'f', 1),
                locale.toString(100.0 * m_simulator->fractionOfPeak(), 'f', 1), m_engineSummary));
}

} // namespace ts
