// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "losses.h"
#include "systolic/cyclemodel.h"
#include "workload/operator.h"

#include <optional>

namespace ts::engine {

/// The figures of a systolic-array chip (TPU, Trainium) the GEMM model reads; the engine fills
/// it from the catalog's Device, tests by hand.
struct SystolicGemmHardware
{
    int matrixUnits = 0; ///< cores per chip × matrix units per core
    systolic::ArrayShape array; ///< one matrix unit, rows × columns of PEs
    double clockHz = 0;
    /// TPU MXUs hold weights in the array while activations stream through (Jouppi et al., ISCA
    /// 2017, "In-Datacenter Performance Analysis of a Tensor Processing Unit", §2).
    systolic::Dataflow dataflow = systolic::Dataflow::WeightStationary;
    double memoryBytesPerSecond = 0;
    /// Software-managed on-chip memory feeding the matrix units (VMEM/CMEM, SBUF).
    double onChipBytes = 0;
    /// Per-op dispatch cost (the step's program issuing the op).
    double dispatchOverheadSeconds = 0;
    /// Fraction of the peak sustained under load, from the catalog; 1 where it has none.
    double sustainedFraction = 1.0;
    /// The next fold's stationary operand shifts in while the current fold computes
    /// (SystolicGeometry::doubleBufferedWeights). Weight- and input-stationary only.
    bool doubleBuffered = false;

    /// units × 2 × rows × cols × clock: the dense peak this description implies.
    double peakFlopsPerSecond() const;
};

/// The model's estimate for one GEMM (all `batch` products of it), with its derivation.
struct SystolicGemmEstimate
{
    systolic::CycleEstimate perProduct; ///< the closed form for one product on one matrix unit
    qint64 folds = 0; ///< batch × folds of one product
    qint64 foldsPerUnit = 0; ///< ceil(folds / matrixUnits)
    qint64 clockCycles = 0; ///< foldsPerUnit × cyclesPerFold
    /// Padding (SCALE-Sim's mapping efficiency), fill/drain (stream / cycles per fold),
    /// distribution (folds / fold slots) and the sustained fraction.
    Losses losses;
    double usefulFlops = 0;
    double dramBytes = 0;
    double computeSeconds = 0; ///< clockCycles / clock / sustainedFraction
    double memorySeconds = 0;
    double overheadSeconds = 0;
    double timeSeconds = 0; ///< overhead + max(compute, memory)
    bool memoryBound = false;

    double fractionOfPeak(double peakFlopsPerSecond) const;
};

/// Estimates a GEMM on a systolic chip: the folds of every product are spread over the matrix
/// units, each fold costing the closed-form cycles of ts::systolic::estimateCycles() (which agree
/// with SCALE-Sim and with the register-level simulator). Nothing when the shape is invalid or
/// its cycle count overflows 64 bits. `weightBytes`, where not 0, is B's element size as stored
/// (weight-only quantization), which its DRAM traffic and on-chip blocking use.
std::optional<SystolicGemmEstimate> estimateSystolicGemm(const SystolicGemmHardware& hardware,
    const GemmShape& shape, double inputBytes, int outputBytes, double weightBytes = 0);

} // namespace ts::engine
