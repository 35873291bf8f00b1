// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolicgemmmodel.h"

#include "common/checkedint.h"

#include <algorithm>
#include <cmath>

namespace ts::engine {

double SystolicGemmHardware::peakFlopsPerSecond() const
{
    return double(matrixUnits) * 2.0 * array.rows * array.cols * clockHz;
}

double SystolicGemmEstimate::fractionOfPeak(double peakFlopsPerSecond) const
{
    if (timeSeconds <= 0 || peakFlopsPerSecond <= 0)
        return 0;
    return usefulFlops / timeSeconds / peakFlopsPerSecond;
}

std::optional<SystolicGemmEstimate> estimateSystolicGemm(
    const SystolicGemmHardware& hw, const GemmShape& shape, int inputBytes, int outputBytes)
{
    if (hw.matrixUnits < 1 || hw.clockHz <= 0 || shape.batch() < 1)
        return std::nullopt;
    const auto perProduct = systolic::estimateCycles(hw.dataflow, hw.array, shape.withBatch(1));
    if (!perProduct)
        return std::nullopt;

    SystolicGemmEstimate e;
    e.perProduct = *perProduct;
    const CheckedInt folds = CheckedInt(shape.batch()) * perProduct->folds;
    const CheckedInt clockCycles
        = CheckedInt::ceilDiv(folds, hw.matrixUnits) * perProduct->cyclesPerFold;
    if (clockCycles.overflow())
        return std::nullopt;
    e.folds = folds.value();
    e.foldsPerUnit = CheckedInt::ceilDiv(folds, hw.matrixUnits).value();
    e.clockCycles = clockCycles.value();

    const double b = double(shape.batch());
    const double m = double(shape.m());
    const double n = double(shape.n());
    const double k = double(shape.k());
    const double stream = perProduct->dataflow == systolic::Dataflow::OutputStationary ? k
        : perProduct->dataflow == systolic::Dataflow::WeightStationary                 ? m
                                                                                       : n;
    e.usefulFlops = 2.0 * b * m * n * k;
    e.losses.set(loss::kPadding, perProduct->mappingEfficiency);
    e.losses.set(loss::kFillDrain, stream / double(perProduct->cyclesPerFold));
    e.losses.set(loss::kDistribution, double(e.folds) / (double(e.foldsPerUnit) * hw.matrixUnits));
    e.losses.set(loss::kSustained, hw.sustainedFraction);
    e.computeSeconds = double(e.clockCycles) / hw.clockHz / hw.sustainedFraction;

    // DRAM traffic. Operands that fit in half the on-chip memory together are read once.
    // Otherwise the compiler keeps a block of B (K × blockN, the stationary weights) on chip and
    // streams A past it once per block: blockN is the widest multiple of the array width whose
    // block fits in half the on-chip memory.
    const double aBytes = m * k * inputBytes;
    const double bBytes = k * n * inputBytes;
    const double cBytes = m * n * outputBytes;
    double aReads = 1;
    if (aBytes + bBytes > hw.onChipBytes / 2) {
        const double columnBytes = k * inputBytes;
        double blockN
            = std::floor(hw.onChipBytes / 2 / columnBytes / hw.array.cols) * hw.array.cols;
        blockN = std::clamp(blockN, double(hw.array.cols), std::max(n, double(hw.array.cols)));
        aReads = std::ceil(n / blockN);
    }
    e.dramBytes = b * (aBytes * aReads + bBytes + cBytes);
    e.memorySeconds = e.dramBytes / hw.memoryBytesPerSecond;
    e.overheadSeconds = hw.dispatchOverheadSeconds;
    e.memoryBound = e.memorySeconds > e.computeSeconds;
    e.timeSeconds = e.overheadSeconds + std::max(e.computeSeconds, e.memorySeconds);
    return e;
}

} // namespace ts::engine
