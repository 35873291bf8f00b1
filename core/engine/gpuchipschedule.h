// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/opestimate.h"
#include "hardware/device.h"
#include "workload/operator.h"

#include <optional>

namespace ts::engine {

/// Where an output tile's CTA sits in the GEMM: which product, which tile of C, which slice of
/// K (split-K).
struct CtaPlace
{
    qint64 product = 0;
    qint64 tileRow = 0;
    qint64 tileColumn = 0;
    qint64 split = 0;
};

/// A GEMM on a whole GPU as the engine times it (the tiled model, GpuTileModel): the CTAs of
/// its output tiles, one per SM at a time, run in waves of smCount (CTA c on SM c mod smCount in
/// wave c div smCount), each wave taking the same share of the operator's compute time. It
/// answers which CTAs are done, running or waiting and which SMs are busy at any moment, so a
/// view can draw the whole grid of an LLM's matrix product on the GPU's real SM count.
class GpuChipSchedule
{
public:
    /// From the engine's mapping of one operator (tile, split-K, waves) and its compute time;
    /// nothing when the counts disagree (ceil(CTAs / SMs) must be the engine's waves) or are
    /// not positive.
    static std::optional<GpuChipSchedule> create(int smCount, const GemmShape& shape, qint64 tileM,
        qint64 tileN, qint64 splitK, qint64 waves, double computeSeconds);
    /// The schedule of `op` on `device` when the model that timed it provides CTA waves
    /// (ExecutionModelInfo::schedule, the tiled model's); nothing otherwise.
    static std::optional<GpuChipSchedule> forOperator(
        const Device& device, const OpEstimate& op, const GemmShape& gemm);

    int smCount() const { return m_smCount; }
    GemmShape shape() const { return m_shape; }
    qint64 tileM() const { return m_tileM; }
    qint64 tileN() const { return m_tileN; }
    qint64 splitK() const { return m_splitK; }
    qint64 tilesM() const { return m_tilesM; }
    qint64 tilesN() const { return m_tilesN; }
    qint64 ctas() const { return m_ctas; }
    qint64 waves() const { return m_waves; }
    double computeSeconds() const { return m_computeSeconds; }
    double waveSeconds() const { return m_computeSeconds / double(m_waves); }
    /// The wave running `seconds` after the start (waves() once all are done; 0 before).
    qint64 waveAt(double seconds) const;
    /// Fraction of the running wave done at `seconds`.
    double waveProgress(double seconds) const;
    /// The CTAs finished at `seconds`.
    qint64 ctasDoneAt(double seconds) const;
    /// SMs with a CTA at `seconds` (all of them but in a last, partial wave).
    qint64 busySmsAt(double seconds) const;
    /// Of the SM slots of all waves, the share that holds a CTA: ctas / (waves × smCount).
    double waveEfficiency() const;
    CtaPlace place(qint64 cta) const;

private:
    int m_smCount = 0;
    GemmShape m_shape;
    qint64 m_tileM = 0;
    qint64 m_tileN = 0;
    qint64 m_splitK = 1;
    qint64 m_tilesM = 0;
    qint64 m_tilesN = 0;
    qint64 m_ctas = 0;
    qint64 m_waves = 0;
    double m_computeSeconds = 0;
};

} // namespace ts::engine
