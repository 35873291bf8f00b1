// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolic/cyclemodel.h"

#include "common/checkedint.h"

#include <algorithm>
#include <limits>

namespace ts::systolic {

std::optional<std::int64_t> doubleBufferedCycles(
    const CycleEstimate& estimate, GemmShape gemm, std::int64_t folds)
{
    if (estimate.dataflow == Dataflow::OutputStationary || folds < 1)
        return std::nullopt;
    const std::int64_t stream
        = estimate.dataflow == Dataflow::WeightStationary ? gemm.m() : gemm.n();
    const std::int64_t steady = std::max<std::int64_t>(stream, estimate.array.rows);
    const CheckedInt cycles
        = CheckedInt(estimate.cyclesPerFold) + (CheckedInt(folds) - 1) * CheckedInt(steady);
    if (cycles.overflow())
        return std::nullopt;
    return cycles.value();
}

std::optional<CycleEstimate> estimateCycles(
    Dataflow dataflow, ArrayShape array, GemmShape gemm, EstimateError* error)
{
    auto fail = [error](EstimateError e) -> std::optional<CycleEstimate> {
        if (error)
            *error = e;
        return std::nullopt;
    };
    if (!array.isValid())
        return fail(EstimateError::InvalidArray);
    if (!gemm.isValid())
        return fail(EstimateError::InvalidGemm);
    const std::optional<FoldGeometry> geometry = FoldGeometry::create(dataflow, array, gemm);
    if (!geometry)
        return fail(EstimateError::Overflow);

    CycleEstimate e;
    e.dataflow = dataflow;
    e.array = array;
    e.gemm = gemm;
    e.rowFolds = geometry->rowFolds();
    e.colFolds = geometry->colFolds();
    e.folds = geometry->folds();
    e.cyclesPerFold = geometry->cyclesPerFold();
    e.clockCycles = geometry->clockCycles();
    e.cycles = e.clockCycles - 1;
    const CheckedInt macs = CheckedInt(gemm.m()) * gemm.k() * gemm.n();
    e.macs = macs.overflow() ? std::numeric_limits<std::int64_t>::max() : macs.value();

    // In double: the integer products may exceed 64 bits; each ratio is formed before the product.
    const double peCount = double(array.rows) * double(array.cols);
    const double denominatorCycles = double(e.cycles > 0 ? e.cycles : e.clockCycles);
    e.utilization
        = (double(gemm.m()) / peCount) * (double(gemm.n()) * double(gemm.k()) / denominatorCycles);
    // At most 1 by construction; the clamp only removes the last bit of rounding that the two
    // divisions can add when every fold is full.
    e.mappingEfficiency = std::min(1.0,
        (double(geometry->rowExtent()) / double(e.folds))
            * (double(geometry->colExtent()) / peCount));
    if (error)
        *error = EstimateError::None;
    return e;
}

} // namespace ts::systolic
