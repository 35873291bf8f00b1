// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "animatedview.h"
#include "engine/gpuchipschedule.h"
#include "hardware/device.h"
#include "simt/divergencesimulator.h"
#include "simt/simtsimulator.h"
#include "simtpainter.h"

#include <QList>
#include <QPointer>
#include <memory>

class QComboBox;
class QSpinBox;

namespace ts {

class WorkspaceCatalog;

/// The animated GPU: a SimtPainter canvas driven by a SimtSimulator, with the controls of the
/// systolic view (play/pause, step ±1 cycle, speed, scrub), the GPU (catalog devices with a
/// complete SM geometry), the GEMM shape and CTA tile, the SM and warp to zoom into, and a
/// second kernel, the divergence demo. The readout gives cycle, wave, occupancy and the
/// achieved fraction of peak, with the engine's figures for the same GEMM beside them.
/// Playback is a PlaybackTransport in cycles with its TransportBar, as in the systolic view
/// (AnimatedView).
class SimtView : public AnimatedView
{
    Q_OBJECT

public:
    static constexpr int kMaxGemmDim = 16384;

    /// Offers the shipped catalog's GPUs until setCatalog() gives the window's catalog.
    explicit SimtView(QWidget* parent = nullptr);
    ~SimtView() override;

    /// Offers the GPUs of `catalog` (those with a complete SM geometry) and follows it: when
    /// it changes (a what-if copy, a user file) the list is read again, keeping the GPU shown.
    void setCatalog(const WorkspaceCatalog* catalog);
    /// Offers the GPUs among `devices` that have a complete SIMT geometry; keeps the GPU shown
    /// when it is still offered (and unchanged), else H100 SXM, else the first.
    void setDevices(const QList<Device>& devices);
    /// Selects a device by catalog id; false (and the GPU shown stays) when it is not offered:
    /// not in the catalog, or not a GPU with an SM geometry.
    [[nodiscard]] bool setDevice(const QString& id);
    /// Catalog id of the GPU shown (empty when none is offered).
    QString deviceId() const;
    void setGemm(GemmShape gemm);
    void setTile(TileShape tile);

    /// Shows operator `name` on the whole GPU the engine timed it on (issue 19, views of the
    /// real hardware). Zoomed out: every CTA of its GEMM's tiles in the engine's waves over the
    /// GPU's real SM count (ChipCanvas), the transport in that GPU's clock cycles (`clockHz`)
    /// up to the engine's compute time. Zoomed in: the warp-level simulation of this view's own
    /// GEMM (setGemm). Editing a control returns to the warp level for good.
    void showOperator(const QString& name, const engine::GpuChipSchedule& schedule,
        const QString& deviceName, double clockHz);
    bool showsOperator() const { return m_chip.has_value(); }
    /// Back to this view's own GEMM at the warp level.
    void leaveOperator();
    const std::optional<engine::GpuChipSchedule>& chipSchedule() const { return m_chip; }
    double chipClockHz() const { return m_chipClockHz; }
    void setZoomedIn(bool in) override;
    /// true: the divergence demo; false: the tiled GEMM.
    void setDivergenceDemo(bool on);
    void setZoom(int sm, int warp);

    const simt::SimtSimulator* simulator() const { return m_simulator.get(); }
    const simt::SimtSnapshot& snapshot() const { return m_snapshot; }
    const SimtPainter::Focus& focus() const { return m_focus; }
    bool divergenceDemo() const { return m_divergenceMode; }
    const simt::DivergenceSimulator& divergence() const { return *m_divergence; }
    /// The cycle shown (−1 before the first).
    std::int64_t cycle() const { return m_cycle; }
    /// Cycles of the current kernel (GEMM or demo).
    std::int64_t totalCycles() const;
    /// Clock of the selected GPU, Hz.
    double clockHz() const;
    /// Hides the transport and the controls (the side-by-side view drives this view).
    void setControlsVisible(bool visible) override;
    /// Catalog ids of the GPUs offered, in order.
    QStringList deviceIds() const;
    using AnimatedView::seekToCycle; ///< Shows the given cycle.
    using AnimatedView::setSpeedCyclesPerSecond;
    using AnimatedView::speedCyclesPerSecond;
    using AnimatedView::stepBackward;
    using AnimatedView::stepForward;

signals:
    void cycleChanged(qint64 cycle);
    void configurationChanged();
    /// An SM tile (and a warp bar in it) was clicked on the canvas.
    void smClicked(int sm, int warp);

protected:
    void retranslate() override;
    /// A control edited by hand: the view is the user's own GEMM again.
    void applyControls() override;

private:
    void buildUi();
    void rebuild();
    void refresh();
    void updateReadout();
    void updateZoomButton();
    /// The transport's range for the level shown, keeping the share of the run played.
    void applyTransportRange();

    QPointer<const WorkspaceCatalog> m_catalog;
    QList<Device> m_devices;
    std::unique_ptr<simt::SimtSimulator> m_simulator;
    std::unique_ptr<simt::DivergenceSimulator> m_divergence;
    simt::SimtSnapshot m_snapshot;
    SimtPainter::Focus m_focus;
    std::int64_t m_cycle = -1;
    bool m_divergenceMode = false;
    QString m_engineSummary;

    QWidget* m_controls = nullptr;
    QComboBox* m_device = nullptr;
    QComboBox* m_kernel = nullptr;
    QComboBox* m_tile = nullptr;
    QSpinBox* m_m = nullptr;
    QSpinBox* m_k = nullptr;
    QSpinBox* m_n = nullptr;
    QSpinBox* m_sm = nullptr;
    QSpinBox* m_warp = nullptr;

    std::optional<engine::GpuChipSchedule> m_chip;
    QString m_chipOperator;
    QString m_chipDevice;
    double m_chipClockHz = 1e9;
    qint64 m_chipCycle = -1;
};

} // namespace ts
