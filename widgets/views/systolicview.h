// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "systolic/cyclemodel.h"
#include "systolic/snapshot.h"
#include "systolic/systolicsimulator.h"

#include <QTimer>
#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QSpinBox;

namespace ts {

class PlaybackTransport;
class SystolicCanvas;
class TransportBar;

/// The animated systolic array: a SystolicPainter canvas driven by a SystolicSimulator, with
/// play/pause, step ±1 cycle, speed (1 to 10⁷ cycles per second), a scrub timeline, the array
/// size, dataflow and GEMM shape, and a readout of cycle, fold, utilization and mapping
/// efficiency (the closed-form figures the engine uses). Playback is a PlaybackTransport in
/// cycles (−1 before the first, to the last cycle) with its TransportBar.
class SystolicView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxArraySide = 256;
    static constexpr int kMaxGemmDim = 2048;

    explicit SystolicView(QWidget* parent = nullptr);
    ~SystolicView() override;

    /// Rebuilds the simulation (operands are small deterministic integers, readable in PEs).
    void setConfiguration(systolic::Dataflow dataflow, systolic::ArrayShape array, GemmShape gemm);
    /// Takes a layer's GEMM (e.g. from the workload), keeping array and dataflow.
    void setGemm(GemmShape gemm);

    const systolic::Snapshot& snapshot() const { return m_snapshot; }
    const systolic::CycleEstimate& estimate() const { return m_estimate; }
    /// The cycle shown (−1 before the first).
    std::int64_t cycle() const { return m_snapshot.cycle; }
    bool isPlaying() const;
    double speedCyclesPerSecond() const;
    /// The playback clock: play state, cycle shown, speed.
    PlaybackTransport* transport() const { return m_transport; }
    /// Hides the array, dataflow and GEMM fields (presentation mode); transport and readout stay.
    void setControlsVisible(bool visible);
    /// The smallest type of the canvas, px (the style's minimumTextPixels; presentation mode).
    void setMinimumTextPixels(double pixels);
    double minimumTextPixels() const { return m_minimumTextPixels; }

public slots:
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBackward();
    /// Shows the state after the given cycle (−1: before the first; clamped).
    void seekToCycle(qint64 cycle);
    void setSpeedCyclesPerSecond(double cyclesPerSecond);

signals:
    void cycleChanged(qint64 cycle);
    void playingChanged(bool playing);
    void configurationChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    /// The readout's bold, 1.3× type from the view's font.
    void updateReadoutFont();
    void buildUi();
    void retranslate();
    void applyControls();
    void refresh();
    void updateReadout();

    std::unique_ptr<systolic::SystolicSimulator<float>> m_simulator;
    systolic::Snapshot m_snapshot;
    systolic::CycleEstimate m_estimate;
    PlaybackTransport* m_transport = nullptr;
    QTimer m_rebuild; ///< coalesces control edits into one rebuild
    bool m_updatingControls = false;

    SystolicCanvas* m_canvas = nullptr;
    /// What the animated (SCALE-Sim) schedule costs against a double-buffered array's.
    QLabel* m_schedule = nullptr;
    TransportBar* m_transportBar = nullptr;
    QSpinBox* m_rows = nullptr;
    QSpinBox* m_cols = nullptr;
    QComboBox* m_dataflow = nullptr;
    QSpinBox* m_m = nullptr;
    QSpinBox* m_k = nullptr;
    QSpinBox* m_n = nullptr;
    QLabel* m_readout = nullptr;
    QList<QLabel*> m_captions;
    double m_minimumTextPixels = 11;
};

} // namespace ts
