// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/gpuchipschedule.h"
#include "engine/systolicchipschedule.h"

#include <QColor>
#include <QImage>
#include <QWidget>
#include <array>
#include <optional>
#include <utility>

class QFontMetricsF;
class QPainter;

namespace ts {

struct SystolicStyle;

/// One operator on a whole chip, zoomed out (issue 19, "Views that show the real hardware"):
/// the GEMM's folds (a systolic chip) or its CTA tiles (a GPU) as a grid coloured done,
/// running (shaded by progress) or waiting, and below it the chip's matrix units or SMs, each
/// with what it is doing. Painted from an engine::SystolicChipSchedule or
/// engine::GpuChipSchedule at a moment given in seconds (or, for a systolic chip, in clock
/// cycles), so its counts are the engine's. A GEMM of thousands of folds or tiles is drawn a
/// pixel block per fold or tile, grouped where there are more than the pixels.
class ChipCanvas : public QWidget
{
    Q_OBJECT

public:
    explicit ChipCanvas(QWidget* parent = nullptr);

    void setSystolic(const engine::SystolicChipSchedule& schedule, const QString& deviceName);
    void setGpu(const engine::GpuChipSchedule& schedule, const QString& deviceName);
    void clear();
    bool isEmpty() const { return !m_systolic && !m_gpu; }

    /// The moment shown, seconds from the operator's start (clamped to its duration).
    void setSeconds(double seconds);
    /// The moment shown as a systolic chip's clock cycle (−1: before the first).
    void setCycle(qint64 cycle);
    double seconds() const { return m_seconds; }
    /// The operator's compute time on the chip.
    double durationSeconds() const;
    /// The systolic clock cycle shown (−1 before the first; GPU: −1).
    qint64 cycle() const { return m_cycle; }

    const std::optional<engine::SystolicChipSchedule>& systolic() const { return m_systolic; }
    const std::optional<engine::GpuChipSchedule>& gpu() const { return m_gpu; }
    /// One line saying what is drawn: "8 matrix units of 128 × 128 · 5,504 folds" or "132 SMs ·
    /// 3,072 CTAs of 128 × 256 in 24 waves".
    QString caption() const;
    /// The smallest type, px (presentation mode enlarges it).
    void setMinimumTextPixels(double pixels);

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// 0: waiting, 1: done, between: running that far.
    double foldState(qint64 fold) const;
    double ctaState(qint64 cta) const;

    /// Where paintEvent() puts the grid, the units strip and the legend below the caption.
    struct FrameLayout
    {
        double line = 0; ///< the font's line height, px
        double margin = 0;
        QRectF area; ///< everything below the caption
        int units = 0; ///< matrix units or SMs
        QList<QRectF> swatches; ///< legend entries, relative to the legend's top left
        QString unitsTitle;
        double titleHeight = 0;
        double unitSide = 0;
        int perRow = 1;
        int unitRows = 0;
        QRectF grid;
    };
    // paintEvent()'s steps.
    static std::array<std::pair<QColor, QString>, 4> legendEntries(const SystolicStyle& style);
    FrameLayout layOutFrame(QPainter& painter, const QFontMetricsF& metrics, const QRectF& area,
        const std::array<std::pair<QColor, QString>, 4>& entries) const;
    void fillProgressImage(const SystolicStyle& style);
    void paintProgressGrid(QPainter& painter, const QRectF& grid, const SystolicStyle& style);
    void paintUnits(QPainter& painter, const FrameLayout& frame, const SystolicStyle& style);
    void paintLegend(QPainter& painter, const FrameLayout& frame,
        const std::array<std::pair<QColor, QString>, 4>& entries, const SystolicStyle& style);

    std::optional<engine::SystolicChipSchedule> m_systolic;
    std::optional<engine::GpuChipSchedule> m_gpu;
    QString m_deviceName;
    double m_seconds = 0;
    qint64 m_cycle = -1;
    double m_minimumTextPixels = 11;
    QImage m_image; ///< the grid, a pixel per fold or tile (or group), reused between frames
    QImage m_wrapped; ///< the same wrapped into bands
};

} // namespace ts
