// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/precision.h"
#include "engineoptions.h"
#include "hardware/device.h"

#include <optional>

namespace ts::engine {

/// Rates and clocks every execution model derives the same way from a catalog device.
class DeviceRates
{
public:
    /// The precision whose matrix rate runs `requested` on `device`: itself where the device has
    /// it, else the documented fallback chain (bf16 ↔ fp16, fp8 → bf16/fp16, int8 → fp8/bf16/fp16,
    /// tf32 → bf16/fp16, fp32 → tf32/bf16); nothing when no rate exists.
    static std::optional<Precision> matrixPrecision(const Device& device, Precision requested);

    /// The vector (non-matrix) rate of `device`, FLOP/s: its CUDA-core FP32 rate, or for
    /// systolic chips lanes × sublanes × cores × 2 × clock; nothing when unknown.
    static std::optional<double> vectorFlopsPerSecond(const Device& device);

    /// The clock at which a systolic chip's MACs per cycle give exactly the catalog's peak for
    /// the precision (the quoted peak is the authority: TPU v2's 45 TFLOP/s is 1.9% below
    /// 700 MHz × its geometry; int8 runs twice the bf16 rate on the same clock). The catalog's
    /// matrix or boost clock when the geometry is incomplete; nothing without either.
    static std::optional<double> systolicClockHz(const Device& device, Precision precision);

    /// The DRAM bandwidth a streaming kernel reaches on `device`, bytes/s: the datasheet figure
    /// × EngineOptions::memoryAchievableFraction (docs/engine.md). 0 when the catalog has none.
    static double achievableMemoryBytesPerSecond(const Device& device, const EngineOptions& options)
    {
        return device.memoryBandwidthBytesPerSecond * options.memoryAchievableFraction;
    }

    /// GPUs launch each operator as a kernel from the host; TPUs, Trainium and Gaudi run a
    /// compiled graph whose operators are dispatched on the device.
    static bool launchesKernels(const Device& device) { return device.kind == DeviceKind::Gpu; }
};

} // namespace ts::engine
