// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "engine/opestimate.h"
#include "engine/systolicgemmmodel.h"
#include "hardware/device.h"

#include <optional>

namespace ts::engine {

/// One matrix unit at a clock cycle: the fold it works on and how far it has got.
struct SystolicUnitState
{
    qint64 fold = -1; ///< the global fold index; −1 when the unit has finished its folds
    qint64 foldsDone = 0; ///< of this unit's own folds
    double progress = 0; ///< of the fold in hand, 0 to 1
};

/// Where a fold sits in the GEMM: which product of the batch, which tile of rows and columns of
/// the stationary operand (weight-stationary: K × N tiles of R × C).
struct FoldPlace
{
    qint64 product = 0;
    qint64 rowFold = 0;
    qint64 colFold = 0;
};

/// A GEMM on a whole systolic chip as the engine times it (estimateSystolicGemm): the folds of
/// every product dealt round-robin to the chip's matrix units (fold f to unit f mod U, as its
/// (f div U)-th), each fold taking SCALE-Sim's cycles, or with double-buffered weights the first
/// fold SCALE-Sim's and each later one max(stream, R). It answers what every unit does at any
/// clock cycle, in O(1), so a view can draw a 16384 × 22016 × 4096 GEMM on a TPU's real arrays
/// at any moment without simulating it; its totals are the engine's own (the estimate it keeps).
class SystolicChipSchedule
{
public:
    /// Nothing for an invalid shape or hardware, or on overflow (as estimateSystolicGemm).
    static std::optional<SystolicChipSchedule> create(const SystolicGemmHardware& hardware,
        const GemmShape& shape, double inputBytes, int outputBytes);
    /// The schedule the engine timed `op` with on `device` (its GEMM, the precision it ran as,
    /// its element sizes) when the model that timed it provides systolic folds
    /// (ExecutionModelInfo::schedule, the fold model's); nothing otherwise or for no GEMM.
    static std::optional<SystolicChipSchedule> forOperator(const Device& device,
        const OpEstimate& op, const GemmShape& gemm, const EngineOptions& options);

    const SystolicGemmHardware& hardware() const { return m_hardware; }
    const SystolicGemmEstimate& estimate() const { return m_estimate; }
    GemmShape shape() const { return m_shape; }
    int units() const { return m_hardware.matrixUnits; }
    qint64 folds() const { return m_estimate.folds; }
    qint64 foldsPerUnit() const { return m_estimate.foldsPerUnit; }
    qint64 clockCycles() const { return m_estimate.clockCycles; }
    qint64 rowFolds() const { return m_estimate.perProduct.rowFolds; }
    qint64 colFolds() const { return m_estimate.perProduct.colFolds; }
    /// Real multiply-accumulates over the PE-cycles of all units while busy: M·N·K·batch /
    /// (U·R·C·clockCycles).
    double utilization() const;
    /// Seconds after the start at which `cycles` clock cycles have run (the sustained clock).
    double seconds(qint64 cycles) const;

    /// How many of the folds unit `unit` runs.
    qint64 foldsOf(int unit) const;
    /// The clock cycle (exclusive) at which a unit's j-th fold ends.
    qint64 foldEnd(qint64 j) const;
    /// Unit `unit` after clock cycle `cycle` (0-based; −1: before the first).
    SystolicUnitState unitAt(int unit, qint64 cycle) const;
    /// Folds of the whole chip finished after clock cycle `cycle`.
    qint64 foldsDoneAt(qint64 cycle) const;
    FoldPlace place(qint64 fold) const;

private:
    SystolicGemmHardware m_hardware;
    SystolicGemmEstimate m_estimate;
    GemmShape m_shape;
    qint64 m_steady = 0; ///< cycles of each fold after a unit's first (double-buffered)
};

} // namespace ts::engine
