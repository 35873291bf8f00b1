// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "animatedview.h"
#include "engine/systolicchipschedule.h"
#include "systolic/cyclemodel.h"
#include "systolic/snapshot.h"
#include "systolic/systolicsimulator.h"

#include <memory>

class QComboBox;
class QLabel;
class QSpinBox;

namespace ts {

/// The animated systolic array: a SystolicPainter canvas driven by a SystolicSimulator, with
/// play/pause, step ±1 cycle, speed (1 to 10⁷ cycles per second), a scrub timeline, the array
/// size, dataflow and GEMM shape, and a readout of cycle, fold, utilization and mapping
/// efficiency (the closed-form figures the engine uses). Playback is a PlaybackTransport in
/// cycles (−1 before the first, to the last cycle) with its TransportBar (AnimatedView).
class SystolicView : public AnimatedView
{
    Q_OBJECT

public:
    static constexpr int kMaxArraySide = 256;
    static constexpr int kMaxGemmDim = 2048;

    explicit SystolicView(QWidget* parent = nullptr);
    ~SystolicView() override;

    /// Rebuilds the simulation (operands are small deterministic integers, readable in PEs).
    void setConfiguration(systolic::Dataflow dataflow, systolic::ArrayShape array, GemmShape gemm);
    /// Takes a layer's GEMM (e.g. from the workload), keeping the free array and dataflow.
    void setGemm(GemmShape gemm);

    /// Shows operator `name` on the whole chip the engine timed it on (issue 19, views of the
    /// real hardware). Zoomed out: every fold of its GEMM on the chip's real matrix units
    /// (ChipCanvas), in the engine's counts. Zoomed in: one matrix unit at the PE level,
    /// running the fold unit 0 has in hand. The transport then runs in the chip's clock
    /// cycles, 0 to the engine's cycle count. Editing a control, or setGemm(), returns to the
    /// free array of the controls.
    void showOperator(const QString& name, const engine::SystolicChipSchedule& schedule,
        const QString& deviceName);
    bool showsOperator() const { return m_chip.has_value(); }
    const std::optional<engine::SystolicChipSchedule>& chipSchedule() const { return m_chip; }
    /// Zoomed in: one matrix unit's PEs; out: the whole chip (only while showing an operator).
    void setZoomedIn(bool in) override;

    const systolic::Snapshot& snapshot() const { return m_snapshot; }
    const systolic::CycleEstimate& estimate() const { return m_estimate; }
    /// The cycle shown (−1 before the first): the chip's while showing an operator.
    std::int64_t cycle() const { return m_chip ? m_chipCycle : m_snapshot.cycle; }
    /// Hides the array, dataflow and GEMM fields (presentation mode); transport and readout stay.
    void setControlsVisible(bool visible) override;
    /// Hides the transport bar (the side-by-side view drives this view on its own timeline).
    void setTransportVisible(bool visible);
    using AnimatedView::seekToCycle; ///< Shows the state after the given cycle.
    using AnimatedView::setSpeedCyclesPerSecond;
    using AnimatedView::speedCyclesPerSecond;
    using AnimatedView::stepBackward;
    using AnimatedView::stepForward;

signals:
    void cycleChanged(qint64 cycle);
    void configurationChanged();

protected:
    void retranslate() override;
    void applyControls() override;

private:
    /// Clamps an array and a GEMM to what the register-level simulation takes.
    static void limitShapes(systolic::ArrayShape& array, GemmShape& gemm);
    /// Builds the register-level simulation the PE canvas shows (no transport change).
    void buildSimulator(systolic::Dataflow dataflow, systolic::ArrayShape array, GemmShape gemm);
    /// Zoomed in on an operator: the PE canvas shows the fold unit 0 has at chip cycle `cycle`.
    void showFoldAt(qint64 cycle);
    void updateZoomButton();
    /// The array and GEMM fields: shown for the free array unless presentation mode hid them.
    void showFields();
    void buildUi();
    void refresh();
    void updateReadout();

    std::unique_ptr<systolic::SystolicSimulator<float>> m_simulator;
    systolic::Snapshot m_snapshot;
    systolic::CycleEstimate m_estimate;

    /// What the animated (SCALE-Sim) schedule costs against a double-buffered array's.
    QLabel* m_schedule = nullptr;
    QSpinBox* m_rows = nullptr;
    QSpinBox* m_cols = nullptr;
    QComboBox* m_dataflow = nullptr;
    QSpinBox* m_m = nullptr;
    QSpinBox* m_k = nullptr;
    QSpinBox* m_n = nullptr;

    // The free array of the controls, kept while an operator's chip is shown.
    systolic::Dataflow m_freeDataflow = systolic::Dataflow::WeightStationary;
    systolic::ArrayShape m_freeArray { 8, 8 };
    std::optional<engine::SystolicChipSchedule> m_chip;
    QString m_chipOperator;
    QString m_chipDevice;
    qint64 m_chipCycle = -1;
    GemmShape m_foldGemm; ///< the fold tile the PE canvas simulates while zoomed in
    QString m_foldNote;
};

} // namespace ts
