// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "devicerates.h"

#include <span>

namespace ts::engine {

namespace {

// Matrix-rate fallbacks, in order of preference: the same width first, then wider (an upcast
// runs at the wider format's rate and gains nothing from the narrow format).
std::span<const Precision> fallbackChain(Precision requested)
{
    // XLA's DEFAULT matmul precision on TPUs computes fp32 products in one bf16 pass.
    static constexpr Precision fp32[] = { Precision::FP32, Precision::TF32, Precision::BF16 };
    static constexpr Precision tf32[] = { Precision::TF32, Precision::BF16, Precision::FP16 };
    static constexpr Precision bf16[] = { Precision::BF16, Precision::FP16 };
    static constexpr Precision fp16[] = { Precision::FP16, Precision::BF16 };
    static constexpr Precision fp8[] = { Precision::FP8, Precision::BF16, Precision::FP16 };
    static constexpr Precision int8[]
        = { Precision::INT8, Precision::FP8, Precision::BF16, Precision::FP16 };
    // No fallback for the block-scaled 4-bit formats: an fp8 or bf16 GEMM would read other
    // bytes at another rate with other numerics, so a chip without the rate cannot run the
    // precision (EngineError::NoMatrixRate). Weight-only nvfp4/mxfp4 (--weight-precision with
    // 16-bit activations) needs no 4-bit rate: its GEMMs run at the activations' rate.
    static constexpr Precision nvfp4[] = { Precision::NVFP4 };
    static constexpr Precision mxfp4[] = { Precision::MXFP4 };
    switch (requested) {
    case Precision::FP32:
        return fp32;
    case Precision::TF32:
        return tf32;
    case Precision::BF16:
        return bf16;
    case Precision::FP16:
        return fp16;
    case Precision::FP8:
        return fp8;
    case Precision::INT8:
    case Precision::INT4: // a weight format: its GEMMs run at the activations' rate
        return int8;
    case Precision::NVFP4:
        return nvfp4;
    case Precision::MXFP4:
        return mxfp4;
    }
    return bf16;
}

} // namespace

std::optional<Precision> DeviceRates::matrixPrecision(const Device& device, Precision requested)
{
    for (Precision p : fallbackChain(requested)) {
        if (device.peakFlopsPerSecond(p))
            return p;
    }
    return std::nullopt;
}

std::optional<double> DeviceRates::systolicClockHz(const Device& device, Precision precision)
{
    const auto& s = device.systolic;
    const auto peak = device.peakFlopsPerSecond(precision);
    if (s && peak && s->coresPerChip && s->matrixUnitsPerCore && s->matrixUnitRows
        && s->matrixUnitColumns) {
        const double macsPerClock = double(*s->coresPerChip) * *s->matrixUnitsPerCore
            * *s->matrixUnitRows * *s->matrixUnitColumns;
        return *peak / (2.0 * macsPerClock);
    }
    if (device.matrixClockHz)
        return device.matrixClockHz;
    return device.boostClockHz;
}

std::optional<double> DeviceRates::vectorFlopsPerSecond(const Device& device)
{
    if (device.vectorFp32FlopsPerSecond)
        return device.vectorFp32FlopsPerSecond;
    const auto& s = device.systolic;
    if (s && s->vectorLanes && s->coresPerChip) {
        const auto clock = systolicClockHz(device, Precision::BF16);
        if (clock)
            return 2.0 * *s->vectorLanes * s->vectorSublanes.value_or(1) * *s->coresPerChip
                * *clock;
    }
    return std::nullopt;
}

} // namespace ts::engine
