// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "systolic/geometry.h"
#include "systolic/snapshot.h"

#include <Eigen/Core>
#include <cstdint>
#include <memory>
#include <vector>

namespace ts::systolic {

/// A register-level model of an R×C array of multiply-accumulate PEs running C = A·B.
///
/// Each PE has three registers: a stationary one and two moving operands. Every clock cycle the
/// horizontal operand plane shifts right by one PE and the vertical one down by one PE (each a
/// whole-plane shift, no per-PE objects), new operands enter at the left and top edges with a
/// one-cycle skew per row/column, and then every PE does one multiply-accumulate (one
/// element-wise multiply-add over the planes). GEMMs larger than the array run as folds, one
/// after another, mapped as in FoldGeometry.
///
/// The end of each fold is found from the data movement itself: a fold ends in the cycle in which
/// its last operand slot (real or padding) leaves the array. The simulator never reads
/// FoldGeometry::cyclesPerFold() while stepping; tests check that the two agree.
///
/// Scalar is float, double, std::int32_t or std::int64_t. With integers the product is exact
/// (as long as it does not overflow Scalar); with floats each output is summed in k order.
template <typename Scalar> class SystolicSimulator
{
public:
    using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;

    /// What one fold's checkpoints (see seek()) may hold. Up to 16 per fold, fewer where one is
    /// large: a 128×128 array holds three 64 KiB planes in float, and weight-stationary outputs
    /// span all M rows. The views keep two or three simulators for as long as the window is
    /// open, so their memory must not depend on the GEMM; a seek then replays at most 1/count
    /// of a fold (for 128×128 in float, 4 checkpoints: about 110 cycles, 2 M PE updates).
    static constexpr std::int64_t kCheckpointBudgetBytes = std::int64_t(1) << 20;

    /// Nothing unless a is m×k and b is k×n with m, k, n ≥ 1, the array is valid and the cycle
    /// count fits in 64 bits.
    static std::unique_ptr<SystolicSimulator> create(
        Dataflow dataflow, ArrayShape array, Matrix a, Matrix b);

    ~SystolicSimulator();
    SystolicSimulator(const SystolicSimulator&) = delete;
    SystolicSimulator& operator=(const SystolicSimulator&) = delete;

    const FoldGeometry& geometry() const { return m_geometry; }

    /// Clock cycles executed so far (0 after construction).
    std::int64_t cyclesExecuted() const { return m_cycle; }
    /// Folds completed so far, counted by the simulator as it detects each fold's end.
    std::int64_t foldsCompleted() const { return m_foldsCompleted; }
    bool finished() const { return m_foldsCompleted == m_geometry.folds(); }

    /// Executes one clock cycle. No effect once finished().
    void step();
    /// Steps to the end; returns the clock cycles the whole GEMM took (SCALE-Sim's Total Cycles
    /// is one less: it reports the 0-based index of the last cycle).
    std::int64_t run();
    /// Random access: leaves the simulator as if exactly `cycles` clock cycles had executed
    /// (clamped to [0, total]). Moves within a fold replay from the nearest checkpoint of that
    /// fold (taken every few cycles the first time through); moves to another fold restore the
    /// fold's start, where the array is empty and the outputs of earlier folds are recomputed
    /// (exact for integers, within rounding for floats).
    void seek(std::int64_t cycles);
    /// Computes now what seek() needs to restore earlier folds' outputs (the product A·B, e.g.
    /// about 80 ms for 1024³ on one core), so that the first jump while scrubbing is as fast as
    /// the rest. Optional: seek() does it on first need.
    void prepareRandomAccess() { reference(); }

    /// C as accumulated so far; equal to A·B once finished().
    const Matrix& product() const { return m_c; }
    /// Real (non-padding) multiply-accumulates done so far.
    std::int64_t macsDone() const { return m_macs; }
    /// PE register updates done so far, padding included (rows × cols per cycle): the
    /// simulator-throughput figure.
    std::int64_t peUpdates() const { return m_peUpdates; }

    /// The state after the last executed cycle.
    Snapshot snapshot() const;

    /// Bytes the fold's checkpoints hold now (at most kCheckpointBudgetBytes, or two
    /// checkpoints where one alone is larger than half of it).
    std::int64_t checkpointBytes() const;
    /// Cycles between two checkpoints of a fold: the most a seek within a fold replays.
    std::int64_t checkpointInterval() const { return m_checkpointInterval; }

private:
    struct Plane;
    struct Checkpoint;
    SystolicSimulator(const FoldGeometry& geometry, Matrix a, Matrix b);

    void beginFold(std::int64_t fold);
    void restoreFoldStart(std::int64_t fold);
    void clearPlanes();
    void clearEdges();
    void saveCheckpoint();
    void restoreCheckpoint(const Checkpoint& checkpoint);
    void outputRegion(
        std::int64_t& row, std::int64_t& rows, std::int64_t& col, std::int64_t& cols) const;
    Scalar stationarySource(std::int64_t r, std::int64_t c) const;
    Scalar streamSource(std::int64_t t, std::int64_t r) const;
    void emitOutput(std::int64_t t, std::int64_t c, Scalar value);
    std::int64_t activePes(std::int64_t local) const;
    const Matrix& reference();

    FoldGeometry m_geometry;
    Matrix m_a;
    Matrix m_b;
    Matrix m_c;
    Matrix m_reference; ///< A·B from Eigen, computed only when a seek needs earlier folds' outputs
    bool m_haveReference = false;

    std::unique_ptr<Plane> m_horizontal;
    std::unique_ptr<Plane> m_vertical;
    std::unique_ptr<Plane> m_stationary;

    std::int64_t m_cycle = 0; ///< cycles executed
    std::int64_t m_fold = 0; ///< fold in progress (== folds when finished)
    std::int64_t m_local = 0; ///< cycles executed within the fold in progress
    std::int64_t m_foldsCompleted = 0;
    /// The previous fold ended; the next one starts (and the planes clear) on the next step(),
    /// so that a snapshot of a fold's last cycle still shows its state.
    bool m_foldPending = false;
    FoldTile m_tile;
    /// Slot bookkeeping for the end-of-fold detection: slots injected so far in this fold, and
    /// the last local cycle in which any injected slot is still inside the array.
    std::int64_t m_slotsInjected = 0;
    std::int64_t m_slotsPerFold = 0;
    std::int64_t m_lastOccupiedLocal = -1;

    std::int64_t m_macs = 0;
    std::int64_t m_macsThisCycle = 0;
    std::int64_t m_peUpdates = 0;

    std::vector<Scalar> m_leftIn, m_topIn, m_bottomOut;
    std::vector<std::uint8_t> m_leftInValid, m_topInValid, m_bottomOutValid;

    std::int64_t m_checkpointInterval = 16;
    std::vector<std::unique_ptr<Checkpoint>> m_checkpoints; ///< of fold m_checkpointFold
    std::int64_t m_checkpointFold = -1;
    bool m_recordCheckpoints = false;
};

extern template class SystolicSimulator<float>;
extern template class SystolicSimulator<double>;
extern template class SystolicSimulator<std::int32_t>;
extern template class SystolicSimulator<std::int64_t>;

} // namespace ts::systolic
