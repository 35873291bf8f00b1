// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "animatedview.h"
#include "engine/gpuchipschedule.h"
#include "engine/systolicchipschedule.h"
#include "hardware/device.h"

#include <QList>
#include <QPointer>

class QComboBox;
class QSpinBox;

namespace ts {

class SimtView;
class SystolicView;
class WorkspaceCatalog;

/// The systolic view and the SIMT view running the same GEMM on one timeline in seconds: each
/// view shows the cycle its device has reached at that moment (time × its clock), so a speaker
/// can show which finishes first and where each loses time. The systolic side is one matrix
/// unit of the chosen systolic chip (its array size and clock from the catalog); the SIMT side
/// is the whole GPU. Playback is a PlaybackTransport in seconds: a whole run plays in about
/// ten seconds, and a step is one cycle of the systolic chip's clock (AnimatedView).
class SideBySideView : public AnimatedView
{
    Q_OBJECT

public:
    explicit SideBySideView(QWidget* parent = nullptr);
    ~SideBySideView() override;

    SystolicView* systolicView() const { return m_systolic; }
    SimtView* simtView() const { return m_simt; }
    /// Offers the systolic chips and GPUs of `catalog` and follows its changes (the shipped
    /// catalog's until then).
    void setCatalog(const WorkspaceCatalog* catalog);
    /// Chooses the systolic chip or the GPU by catalog id; false (nothing changes) when it is
    /// not offered.
    [[nodiscard]] bool setSystolicChip(const QString& id);
    [[nodiscard]] bool setGpu(const QString& id);
    QString systolicChipId() const;
    QString gpuId() const;
    /// Both views run this GEMM (the systolic side clamps to its largest shape).
    void setGemm(qint64 m, qint64 k, qint64 n);
    /// Whole chip against whole chip on one operator (issue 19): every matrix unit of the
    /// systolic chip (cores × units) and every SM of the GPU, each running the operator's GEMM
    /// at full size as the engine times it, on one time axis from 0 to the slower one's compute
    /// time. The header says what is compared. Choosing a device or a GEMM by hand returns to
    /// the free GEMM of the fields.
    void showOperator(const QString& name, const QString& systolicId,
        const engine::SystolicChipSchedule& systolic, const QString& gpuId,
        const engine::GpuChipSchedule& gpu, double gpuClockHz);
    bool showsOperator() const { return !m_operator.isEmpty(); }
    /// Back to the fields' GEMM on the chosen devices.
    void leaveOperator();
    /// Shows both devices at `seconds` after launch (clamped to the longer run).
    void seekToSeconds(double seconds);
    double seconds() const { return m_seconds; }
    /// Seconds each side needs: the longer sets the timeline's length.
    double systolicSeconds() const;
    double simtSeconds() const;
    double systolicClockHz() const { return m_systolicClockHz; }
    /// The view has no settings of its own to hide (its device choice stays): presentation
    /// mode sizes the type of the two views' canvases.
    void setPresenting(bool presenting) override;

signals:
    void timeChanged(double seconds);

protected:
    void retranslate() override;

private:
    void readCatalog();
    void applySystolicDevice();
    void applyGemm();
    /// Shows both devices at the transport's position.
    void showSeconds(double seconds);
    void updateReadout();

    QPointer<const WorkspaceCatalog> m_catalog;
    QList<Device> m_systolicDevices;
    double m_systolicClockHz = 1e9;
    double m_seconds = 0;
    /// The operator shown whole chip against whole chip (empty: the fields' GEMM).
    QString m_operator;
    std::optional<engine::SystolicChipSchedule> m_systolicChip;
    std::optional<engine::GpuChipSchedule> m_gpuChip;
    QString m_systolicName;
    QString m_gpuName;
    double m_gpuClockHz = 1e9;
    bool m_updating = false;

    SystolicView* m_systolic = nullptr;
    SimtView* m_simt = nullptr;
    QComboBox* m_chip = nullptr;
    QComboBox* m_gpu = nullptr;
    QSpinBox* m_m = nullptr;
    QSpinBox* m_k = nullptr;
    QSpinBox* m_n = nullptr;
};

} // namespace ts
