// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "systolic/geometry.h"

#include <cstdint>
#include <functional>
#include <optional>

namespace ts::systolic {

/// How far a streamed simulation has got (for a progress display).
struct StreamedProgress
{
    std::int64_t cyclesDone = 0; ///< clock cycles executed so far
    std::int64_t clockCycles = 0; ///< the whole run's clock cycles, from the schedule
    std::int64_t foldsDone = 0;
    std::int64_t folds = 0;
};

/// Called every few tens of millions of PE-updates (between folds, and inside long folds);
/// returning false cancels the run.
using StreamedProgressCallback = std::function<bool(const StreamedProgress&)>;

/// A fault injected into the array, for tests of the product check: one is added to the
/// accumulating register of PE (row, col) (OS: the accumulator; WS, IS: the partial sum passing
/// through) after the multiply-accumulate of local cycle `localCycle` of fold `fold`.
struct InjectedFault
{
    std::int64_t fold = 0;
    std::int64_t localCycle = 0;
    int row = 0;
    int col = 0;
};

/// The outcome of a streamed simulation.
struct StreamedResult
{
    bool cancelled = false;
    std::int64_t clockCycles = 0; ///< busy cycles counted (SCALE-Sim's Total Cycles + 1)
    std::int64_t folds = 0; ///< folds completed, each ended by the simulator's slot count
    std::int64_t peUpdates = 0; ///< rows × cols per executed cycle, padding included
    std::int64_t macs = 0; ///< real multiply-accumulates: M·K·N once finished
    /// Values that left the array (or, under OS, the accumulators at the end of each fold) and
    /// differed from the reference: real outputs and padding slots (which must be zero) alike.
    std::int64_t mismatches = 0;
    /// The sum of every element of C = A·B (mod 2⁶⁴), accumulated from what the array emitted.
    std::int64_t checksum = 0;

    bool productOk() const { return !cancelled && mismatches == 0; }
};

/// The batch simulator behind `simulate systolic`: the same register-level machine as
/// SystolicSimulator (the three planes shift and multiply-accumulate every clock cycle, and
/// each fold ends in the cycle its last operand slot leaves the array), with memory bounded by
/// the array instead of the matrices:
///
///  - operands are int8-range values from OperandGenerator(seed), generated tile by tile as the
///    folds need them (under WS and IS the streamed operand a chunk of rows at a time), never
///    whole matrices;
///  - the product is checked blockwise: for each fold the reference contribution of its tile
///    (the stationary tile times each streamed vector, OS: the output tile over all K) is
///    computed as its operands are generated, and every value leaving the array is compared
///    with it as it leaves, padding slots included. C itself is never stored (WS and IS emit
///    per-K-fold partial sums; their sum is C, and `checksum` is the sum of all of C);
///  - the planes are int16 (operands and their products are exact in 16 bits) with int32
///    partial sums, and the hot loops are compiled for AVX-512, AVX2 and baseline x86-64 and
///    picked at run time.
///
/// Memory: about 16 bytes per PE plus rings of a few hundred streamed vectors; independent of
/// M, K and N. Cycle counts are SCALE-Sim's (the tests compare with SystolicSimulator on the
/// materialised operands and with the reference rows).
class StreamedSimulation
{
public:
    /// Nothing for invalid shapes, arrays of 2¹⁷ rows or more (partial sums are int32) or cycle
    /// counts beyond 64 bits. `fault` injects a fault (tests).
    static std::optional<StreamedResult> run(Dataflow dataflow, ArrayShape array, GemmShape gemm,
        std::uint32_t seed, const StreamedProgressCallback& progress = {},
        const InjectedFault* fault = nullptr);

    /// Bytes of planes and rings a run on this array needs (the rest is a few kilobytes).
    static std::int64_t workingSetBytes(ArrayShape array);
};

} // namespace ts::systolic
