// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/precision.h"
#include "hardware/device.h"

#include <QString>
#include <optional>

namespace ts::simt {

/// Why a GpuConfig could not be built from a catalog device.
enum class ConfigError {
    None,
    NotAGpu, ///< the device has no `gpu` geometry block
    MissingField, ///< a geometry figure the simulator needs is absent (see `field`)
    NoMatrixRate, ///< no tensor-core rate or MMA shape for the precision
};

/// The SIMT geometry one simulation runs on: the catalog's `gpu` block for one precision, with
/// every figure the simulator reads present and positive. A value type.
struct GpuConfig
{
    QString deviceId;
    QString deviceName;
    Precision precision = Precision::BF16;
    int smCount = 0;
    int schedulersPerSm = 0; ///< warp schedulers (= SM sub-partitions, one tensor core each)
    int tensorCoresPerSm = 0;
    int warpSize = 32;
    int maxWarpsPerSm = 0;
    int maxBlocksPerSm = 0;
    int maxThreadsPerSm = 0;
    int registersPerSm = 0; ///< 32-bit registers
    qint64 sharedMemoryBytesPerSm = 0;
    /// Dense FLOP per clock of one tensor core at `precision` (an FMA counts 2).
    double tensorCoreFlopsPerClock = 0;
    /// The catalog's MMA instruction for `precision` (e.g. m16n8k16 on A100, m64n256k16 wgmma on
    /// H100, which four warps issue together, 16 rows each).
    MmaShape mma;
    /// Clock the tensor-core peak is quoted at (catalog `clocks.matrix_mhz`, else boost).
    double clockHz = 0;
    int inputBytes = 2; ///< element size of A and B
    int outputBytes = 2; ///< element size of C as stored

    double tensorFlopsPerClockPerSm() const { return tensorCoreFlopsPerClock * tensorCoresPerSm; }
    /// Dense tensor-core peak of the whole chip, FLOP/s, from the geometry.
    double peakFlopsPerSecond() const { return tensorFlopsPerClockPerSm() * smCount * clockHz; }

    /// Reads a catalog device. On failure `error` says why and `field` names the JSON field
    /// (e.g. "gpu.registers_per_sm").
    static std::optional<GpuConfig> fromDevice(const Device& device, Precision precision,
        ConfigError* error = nullptr, QString* field = nullptr);
};

} // namespace ts::simt
