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

std::optional<SystolicGemmEstimate> estimateSystolicGemm(const SystolicGemmHardware& hw,
    const GemmShape& shape, double inputBytes, int outputBytes, double weightBytes)
{
    if (hw.matrixUnits < 1 || hw.clockHz <= 0 || shape.batch() < 1)
        return std::nullopt;
    const auto perProduct = systolic::estimateCycles(hw.dataflow, hw.array, shape.withBatch(1));
    if (!perProduct)
        return std::nullopt;

    SystolicGemmEstimate e;
    e.perProduct = *perProduct;
    const double b = double(shape.batch());
    const double m = double(shape.m());
    const double n = double(shape.n());
    const double k = double(shape.k());
    const bool outputStationary = perProduct->dataflow == systolic::Dataflow::OutputStationary;
    const double stream = outputStationary                             ? k
        : perProduct->dataflow == systolic::Dataflow::WeightStationary ? m
                                                                       : n;

    const CheckedInt folds = CheckedInt(shape.batch()) * perProduct->folds;
    const CheckedInt foldsPerUnit = CheckedInt::ceilDiv(folds, hw.matrixUnits);
    // Without double buffering each fold loads its stationary tile (R cycles), streams and
    // drains: cyclesPerFold = 2R + C + S − 2 (SCALE-Sim). With it, the next tile shifts in while
    // the current one streams and consecutive folds follow each other through the array, so
    // after the first fold each one costs max(S, R): the stream, or the shift-in it waits for.
    // Bandwidth-bound decode (S = 1) thus runs at one fold per R cycles, and the HBM bound
    // decides, as it does on a TPU.
    CheckedInt clockCycles = foldsPerUnit * perProduct->cyclesPerFold;
    if (hw.doubleBuffered && !outputStationary && !foldsPerUnit.overflow()) {
        const auto buffered
            = systolic::doubleBufferedCycles(*perProduct, shape.withBatch(1), foldsPerUnit.value());
        clockCycles = buffered ? CheckedInt(*buffered) : CheckedInt::overflowed();
    }
    if (clockCycles.overflow())
        return std::nullopt;
    e.folds = folds.value();
    e.foldsPerUnit = foldsPerUnit.value();
    e.clockCycles = clockCycles.value();

    e.usefulFlops = 2.0 * b * m * n * k;
    e.losses.set(loss::kPadding, perProduct->mappingEfficiency);
    e.losses.set(loss::kFillDrain,
        stream * double(e.foldsPerUnit) / double(std::max<std::int64_t>(1, e.clockCycles)));
    e.losses.set(loss::kDistribution, double(e.folds) / (double(e.foldsPerUnit) * hw.matrixUnits));
    e.losses.set(loss::kSustained, hw.sustainedFraction);
    e.computeSeconds = double(e.clockCycles) / hw.clockHz / hw.sustainedFraction;

    // DRAM traffic. Operands that fit in half the on-chip memory together are read once.
    // Otherwise the compiler keeps a block of B (K × blockN, the stationary weights) on chip and
    // streams A past it once per block: blockN is the widest multiple of the array width whose
    // block fits in half the on-chip memory.
    const double aBytes = m * k * inputBytes;
    const double bWidth = weightBytes > 0 ? weightBytes : double(inputBytes);
    const double bBytes = k * n * bWidth;
    const double cBytes = m * n * outputBytes;
    double aReads = 1;
    if (aBytes + bBytes > hw.onChipBytes / 2) {
        const double columnBytes = k * bWidth;
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
