// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "systolic/geometry.h"

#include <cstdint>
#include <optional>

namespace ts::systolic {

/// Closed-form compute cycles of a GEMM on a systolic array, with SCALE-Sim v2's conventions
/// (see docs/systolic.md). All counts assume operands are always on hand (no memory stalls), as
/// in SCALE-Sim's compute report with large enough buffers.
struct CycleEstimate
{
    Dataflow dataflow = Dataflow::OutputStationary;
    ArrayShape array;
    GemmShape gemm;
    std::int64_t rowFolds = 0;
    std::int64_t colFolds = 0;
    std::int64_t folds = 0; ///< rowFolds × colFolds
    std::int64_t cyclesPerFold = 0; ///< OS: K + R + C − 2; WS: 2R + C + M − 2; IS: 2R + C + N − 2
    std::int64_t clockCycles = 0; ///< folds × cyclesPerFold: clock cycles the array is busy
    /// SCALE-Sim's "Total Cycles": clockCycles − 1, the 0-based index of the last busy cycle.
    std::int64_t cycles = 0;
    std::int64_t macs = 0; ///< M·K·N, saturated at INT64_MAX
    /// SCALE-Sim's "Overall Util %" / 100: M·N·K / (R·C·cycles). Because `cycles` is one less
    /// than the busy cycles, this can exceed 1 by up to 1/cycles where the array is fully busy
    /// (e.g. OS on a 1×1 array), exactly as SCALE-Sim reports it. When `cycles` is 0 (a 1×1×1
    /// GEMM on a 1×1 array under OS) clockCycles is used instead, giving 1.
    double utilization = 0;
    /// SCALE-Sim's "Mapping Efficiency %" / 100: the mapped fraction of the array averaged over
    /// folds, rowExtent·colExtent / (folds·R·C), in (0, 1].
    double mappingEfficiency = 0;
};

/// Why estimateCycles() gave no answer.
enum class EstimateError {
    None,
    InvalidArray, ///< rows or cols < 1
    InvalidGemm, ///< M, K or N < 1
    Overflow, ///< the cycle count does not fit in 64 bits
};

/// The closed form the performance engine calls: O(1), no allocation. Nothing (and `error`
/// set when given) for invalid shapes or counts that overflow 64 bits.
std::optional<CycleEstimate> estimateCycles(
    Dataflow dataflow, ArrayShape array, GemmShape gemm, EstimateError* error = nullptr);

/// Busy cycles of `folds` folds of `estimate` on one array that double-buffers its stationary
/// operand (a TPU MXU: the next fold's tile shifts in while the current one streams; Jouppi et
/// al. 2017, §2): the first fold as SCALE-Sim counts it, then max(S, R) per fold, S being the
/// streamed length (M for weight-, N for input-stationary). Nothing for output-stationary (no
/// stationary operand to preload) or on overflow. `gemm` is the shape `estimate` was made for.
std::optional<std::int64_t> doubleBufferedCycles(
    const CycleEstimate& estimate, GemmShape gemm, std::int64_t folds);

} // namespace ts::systolic
