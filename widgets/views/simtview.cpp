// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simtview.h"

#include "chipcanvas.h"
#include "readoutlabel.h"
#include "zoomtoggle.h"

#include "engine/performanceengine.h"
#include "flowlayout.h"
#include "models/workspacecatalog.h"
#include "playbacktransport.h"
#include "transportbar.h"

#include "style/theme.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <limits>

namespace ts {

namespace {

/// What limits the resident CTAs, in words (simt::occupancyLimitName is the JSON id).
QString occupancyLimitText(simt::OccupancyLimit limit)
{
    switch (limit) {
    case simt::OccupancyLimit::Warps:
        return SimtView::tr("warps");
    case simt::OccupancyLimit::Threads:
        return SimtView::tr("threads");
    case simt::OccupancyLimit::Blocks:
        return SimtView::tr("blocks per SM");
    case simt::OccupancyLimit::Registers:
        return SimtView::tr("registers");
    case simt::OccupancyLimit::SharedMemory:
        return SimtView::tr("shared memory");
    }
    return {};
}

} // namespace

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
        // Half of the side-by-side tab in a 1280x800 window (docks open) is about 420 px wide.
        setMinimumSize(360, 260);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        SimtStyle style = SimtStyle::fromPalette(palette());
        style.minimumTextPixels = m_view->minimumTextPixels();
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
        const SimtPainter::Layout l
            = SimtPainter::layout(s, QRectF(rect()), m_view->minimumTextPixels());
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

// The divergence demo is a dozen cycles: at most this many a second keeps each one readable.
constexpr double kDivergenceCyclesPerSecond = 4.0;
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
    : AnimatedView(PlaybackTransport::Unit::Cycles, parent)
    , m_divergence(std::make_unique<simt::DivergenceSimulator>(demoInput(), 0.0f))
{
    buildUi();
    setDevices(WorkspaceCatalog::shipped().devices());
    setSpeedCyclesPerSecond(3000);
}

SimtView::~SimtView() = default;

void SimtView::applyControls()
{
    m_chip.reset();
    m_zoomedIn = false;
    rebuild();
}

void SimtView::buildUi()
{
    m_canvas = new SimtCanvas(this, this);
    createTransportBar(TransportBar::All)->bindShortcuts(this);
    auto spin = [this](int min, int max) {
        auto* s = new QSpinBox(this);
        s->setRange(min, max);
        s->setAccelerated(true);
        return s;
    };
    m_m = spin(1, kMaxGemmDim);
    m_n = spin(1, kMaxGemmDim);
    m_k = spin(1, kMaxGemmDim);
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
    createReadout()->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_controls = new QWidget(this);
    // The pairs of caption and field wrap onto more rows in a narrow window.
    auto* shape = new FlowLayout(m_controls);
    shape->setContentsMargins(0, 0, 0, 0);
    for (QWidget* field : { static_cast<QWidget*>(m_device), static_cast<QWidget*>(m_kernel),
             static_cast<QWidget*>(m_m), static_cast<QWidget*>(m_n), static_cast<QWidget*>(m_k),
             static_cast<QWidget*>(m_tile), static_cast<QWidget*>(m_sm),
             static_cast<QWidget*>(m_warp) })
        addField(shape, field, m_controls);

    createChipLevel(QStringLiteral("simtChipCanvas"), QStringLiteral("simtZoom"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_readout);
    layout->addWidget(m_canvas, 1);
    layout->addWidget(m_chipCanvas, 1);
    layout->addWidget(m_transportBar);
    layout->addWidget(m_zoom->button(), 0, Qt::AlignLeft);
    layout->addWidget(m_controls);

    connect(transport(), &PlaybackTransport::positionChanged, this, [this](double cycle) {
        if (m_chip && !m_zoomedIn) {
            m_chipCycle = std::int64_t(cycle);
            m_chipCanvas->setSeconds(double(m_chipCycle + 1) / m_chipClockHz);
            updateReadout();
            emit cycleChanged(m_chipCycle);
            return;
        }
        m_cycle = std::int64_t(cycle);
        refresh();
    });
    for (QSpinBox* s : { m_m, m_k, m_n })
        rebuildOnEdit(s);
    for (QComboBox* c : { m_device, m_kernel, m_tile })
        rebuildOnEdit(c);
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
    // Screen readers: the canvas says what it is; the readout (its accessible description)
    // says where the animation is.
    m_canvas->setAccessibleName(tr("GPU streaming multiprocessors animation"));
    m_canvas->setAccessibleDescription(tr("One tile per SM with its warps: issuing, ready, "
                                          "waiting and done states are shown by colour, pattern "
                                          "and label."));
    m_readout->setAccessibleName(tr("Animation state"));
    m_kernel->setItemText(0, tr("Tiled GEMM"));
    m_kernel->setItemText(1, tr("Divergence demo"));
    setCaptions({ tr("&GPU"), tr("Ke&rnel"), tr("&M"), tr("&N"), tr("&K"), tr("&Tile"), tr("&SM"),
        tr("&Warp") });
    updateReadout();
}

void SimtView::setCatalog(const WorkspaceCatalog* catalog)
{
    if (m_catalog)
        disconnect(m_catalog, nullptr, this, nullptr);
    m_catalog = catalog;
    if (catalog) {
        connect(catalog, &WorkspaceCatalog::catalogChanged, this,
            [this] { setDevices(m_catalog->catalog().devices()); });
    }
    setDevices(catalog ? catalog->catalog().devices() : WorkspaceCatalog::shipped().devices());
}

void SimtView::setDevices(const QList<Device>& devices)
{
    const int shown = m_device->currentIndex();
    const std::optional<Device> before = shown >= 0 && shown < m_devices.size()
        ? std::optional<Device>(m_devices[shown])
        : std::nullopt;
    m_devices.clear();
    for (const Device& d : devices) {
        if (simt::GpuConfig::fromDevice(d, Precision::BF16))
            m_devices.append(d);
    }
    m_updatingControls = true;
    m_device->clear();
    for (const Device& d : m_devices)
        m_device->addItem(d.name, d.id);
    int index = before ? m_device->findData(before->id) : -1;
    if (index < 0)
        index = m_device->findData(QStringLiteral("h100-sxm"));
    m_device->setCurrentIndex(std::max(index, 0));
    m_updatingControls = false;
    // A catalog change that leaves the GPU shown as it was keeps the animation where it is.
    const int now = m_device->currentIndex();
    if (!before || now < 0 || !(m_devices[now] == *before))
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
    m_controlsVisible = visible;
    m_transportBar->setVisible(visible);
    // The warp-level GEMM's fields mean nothing beside the whole GPU's operator.
    m_controls->setVisible(visible && (!m_chip || m_zoomedIn));
}

QString SimtView::deviceId() const
{
    return m_device->currentData().toString();
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
    m_updatingControls = false;
    setZoom(m_focus.sm, m_focus.warp);
    transport()->setRateCap(
        m_divergenceMode ? kDivergenceCyclesPerSecond : std::numeric_limits<double>::infinity());
    transport()->setRange(-1, double(totalCycles() - 1));
    transport()->seek(-1);
    if (m_chip && !m_zoomedIn)
        applyTransportRange();
    updateZoomButton();
    emit configurationChanged();
}

void SimtView::showOperator(const QString& name, const engine::GpuChipSchedule& schedule,
    const QString& deviceName, double clockHz)
{
    pause();
    m_chip = schedule;
    m_chipOperator = name;
    m_chipDevice = deviceName;
    m_chipClockHz = clockHz > 0 ? clockHz : 1e9;
    m_chipCycle = -1;
    m_zoomedIn = false;
    m_chipCanvas->setGpu(schedule, deviceName);
    m_canvas->hide();
    m_chipCanvas->show();
    applyTransportRange();
    // About twenty seconds for the whole operator, whatever its size.
    transport()->setSpeed(std::clamp(schedule.computeSeconds() * m_chipClockHz / 20.0, 1.0, 1e7));
    updateZoomButton();
    updateReadout();
    emit configurationChanged();
}

void SimtView::leaveOperator()
{
    if (!m_chip)
        return;
    m_chip.reset();
    m_zoomedIn = false;
    m_chipCanvas->clear();
    m_chipCanvas->hide();
    m_canvas->show();
    // The warp-level simulation of this view's GEMM is still there: only the timeline changes.
    pause();
    transport()->setRange(-1, double(totalCycles() - 1));
    transport()->seek(-1);
    updateZoomButton();
    emit configurationChanged();
}

void SimtView::applyTransportRange()
{
    const double share = transport()->last() > transport()->first()
        ? (transport()->position() - transport()->first())
            / (transport()->last() - transport()->first())
        : 0.0;
    const double last = m_chip && !m_zoomedIn
        ? std::max(0.0, std::ceil(m_chip->computeSeconds() * m_chipClockHz) - 1)
        : double(totalCycles() - 1);
    transport()->setRange(-1, last);
    transport()->seek(-1 + std::clamp(share, 0.0, 1.0) * (last + 1));
}

void SimtView::setZoomedIn(bool in)
{
    in = in && m_chip.has_value();
    if (in == m_zoomedIn) {
        updateZoomButton();
        return;
    }
    m_zoomedIn = in;
    m_chipCanvas->setVisible(m_chip && !in);
    m_canvas->setVisible(!m_chip || in);
    applyTransportRange();
    updateZoomButton();
    updateReadout();
}

void SimtView::updateZoomButton()
{
    m_controls->setVisible(m_controlsVisible && (!m_chip || m_zoomedIn));
    m_zoom->setState(m_chip.has_value(), m_zoomedIn,
        m_zoomedIn ? tr("Zoom out to the whole GPU (Z)")
                   : tr("Zoom in to the warps of a GEMM that fits (Z)"),
        m_controlsVisible);
}

void SimtView::refresh()
{
    if (m_simulator && !m_divergenceMode)
        m_snapshot = m_simulator->snapshot(m_cycle);
    updateReadout();
    m_canvas->update();
    emit cycleChanged(m_cycle);
}

void SimtView::updateReadout()
{
    if (!m_readout)
        return;
    const QLocale locale;
    if (m_chip && !m_zoomedIn) {
        const engine::GpuChipSchedule& chip = *m_chip;
        const auto text = [&](double seconds, qint64 busy) {
            return tr(
                "%1 on %2   ·   %3 of %4 µs   ·   wave %5 of %6   ·   %7 of %8 SMs busy   ·   "
                "CTAs done %9 of %10")
                .arg(m_chipOperator, m_chipDevice,
                    locale.toString(std::min(seconds, chip.computeSeconds()) * 1e6, 'f', 1),
                    locale.toString(chip.computeSeconds() * 1e6, 'f', 1),
                    locale.toString(std::min(chip.waves(), chip.waveAt(seconds) + 1)),
                    locale.toString(chip.waves()), locale.toString(busy),
                    locale.toString(chip.smCount()), locale.toString(chip.ctasDoneAt(seconds)))
                .arg(locale.toString(chip.ctas()));
        };
        // The widest: the whole time, every SM busy, every CTA done.
        const double seconds = double(m_chipCycle + 1) / m_chipClockHz;
        m_readout->setTexts(
            text(seconds, chip.busySmsAt(seconds)), text(chip.computeSeconds(), chip.smCount()));
        return;
    }
    if (m_divergenceMode) {
        const auto text = [&](std::int64_t cycle) {
            return tr("Divergence demo: cycle %1 / %2 · %3 warps of %4 lanes")
                .arg(locale.toString(qint64(std::max<std::int64_t>(0, cycle))),
                    locale.toString(qint64(m_divergence->cycles() - 1)))
                .arg(m_divergence->warps())
                .arg(m_divergence->warpSize());
        };
        m_readout->setTexts(text(m_cycle), text(m_divergence->cycles() - 1));
        return;
    }
    if (!m_simulator) {
        const QString text
            = tr("This GEMM and tile cannot run on this GPU (see the tile's limits).");
        m_readout->setTexts(text, text);
        return;
    }
    const simt::Occupancy& o = m_simulator->occupancy();
    const auto text = [&](std::int64_t cycle, std::int64_t wave, double soFar) {
        return tr("Cycle %1 / %2 · Wave %3 / %4 · Occupancy %5 % (%6 CTA/SM, %7 of %8 warps, by "
                  "%9) · Peak %10 % so far, %11 % whole kernel · %12")
            .arg(locale.toString(qint64(std::max<std::int64_t>(0, cycle))),
                locale.toString(qint64(m_snapshot.lastCycle)), locale.toString(qint64(wave + 1)),
                locale.toString(qint64(m_snapshot.waves)),
                locale.toString(100.0 * o.fraction, 'f', 1), locale.toString(o.ctasPerSm),
                locale.toString(o.residentWarps), locale.toString(m_simulator->gpu().maxWarpsPerSm),
                occupancyLimitText(o.limit))
            .arg(locale.toString(100.0 * soFar, 'f', 1),
                locale.toString(100.0 * m_simulator->fractionOfPeak(), 'f', 1), m_engineSummary);
    };
    // The widest: the last cycle and wave, three digits of the peak so far.
    m_readout->setTexts(text(m_snapshot.cycle, m_snapshot.wave, m_snapshot.fractionOfPeakSoFar()),
        text(m_snapshot.lastCycle, m_snapshot.waves - 1, 1.0));
}

} // namespace ts
