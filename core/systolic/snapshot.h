// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "systolic/geometry.h"

#include <Eigen/Core>
#include <cstdint>
#include <vector>

namespace ts::systolic {

/// Everything needed to draw one clock cycle of a systolic array: an immutable value the
/// simulator hands to views. Values are converted to float for display whatever the simulated
/// scalar type. Planes are rows × cols, indexed (row, col) like the array.
struct Snapshot
{
    FoldGeometry geometry; ///< the schedule: dataflow, shapes, folds, outputFinalCycle()
    /// The 0-based clock cycle shown (its state after the cycle's MACs), or −1 before cycle 0.
    std::int64_t cycle = -1;
    /// Index of the last cycle, = SCALE-Sim's Total Cycles.
    std::int64_t lastCycle = 0;
    std::int64_t fold = 0; ///< fold running in `cycle` (0 before the start)
    std::int64_t localCycle = -1; ///< cycle within that fold
    FoldTile tile; ///< slice of the GEMM that fold covers
    /// Real multiply-accumulates done in cycles 0..cycle (padding excluded).
    std::int64_t macsDone = 0;
    /// Real multiply-accumulates done in `cycle` alone (the number of Active PEs).
    std::int64_t macsThisCycle = 0;

    std::vector<PeActivity> activity; ///< rows × cols, row-major: activity[row * cols + col]
    Eigen::MatrixXf stationary; ///< OS: accumulator; WS: element of B; IS: element of A
    Eigen::MatrixXf horizontal; ///< operand moving right: OS, WS: element of A; IS: element of B
    Eigen::MatrixXf vertical; ///< moving down: OS: element of B; WS, IS: partial sum

    /// Values that entered at the left edge (per row) / top edge (per column) this cycle and
    /// left the bottom edge (per column, WS and IS outputs); `*Valid` is 0 where only a null
    /// (padding) slot or nothing moved.
    std::vector<float> leftIn, topIn, bottomOut;
    std::vector<std::uint8_t> leftInValid, topInValid, bottomOutValid;

    int rows() const { return geometry.array().rows; }
    int cols() const { return geometry.array().cols; }
    PeActivity activityAt(int row, int col) const
    {
        return activity[std::size_t(row) * std::size_t(cols()) + std::size_t(col)];
    }
    /// True when C(m, n) holds its final value in this snapshot.
    bool outputFinal(std::int64_t m, std::int64_t n) const
    {
        return geometry.outputFinalCycle(m, n) <= cycle;
    }
};

} // namespace ts::systolic
