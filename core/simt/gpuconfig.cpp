// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simt/gpuconfig.h"

namespace ts::simt {

std::optional<GpuConfig> GpuConfig::fromDevice(
    const Device& device, Precision precision, ConfigError* error, QString* field)
{
    auto fail = [error, field](ConfigError e, const char* name) -> std::optional<GpuConfig> {
        if (error)
            *error = e;
        if (field)
            *field = QString::fromLatin1(name);
        return std::nullopt;
    };
    if (error)
        *error = ConfigError::None;
    if (!device.gpu)
        return fail(ConfigError::NotAGpu, "gpu");
    const GpuGeometry& g = *device.gpu;
    GpuConfig c;
    c.deviceId = device.id;
    c.deviceName = device.name;
    c.precision = precision;
    struct IntField
    {
        const std::optional<int>& value;
        int& target;
        const char* name;
    };
    const IntField ints[] = {
        { g.smCount, c.smCount, "gpu.sm_count" },
        { g.warpSchedulersPerSm, c.schedulersPerSm, "gpu.warp_schedulers_per_sm" },
        { g.tensorCoresPerSm, c.tensorCoresPerSm, "gpu.tensor_cores_per_sm" },
        { g.warpSize, c.warpSize, "gpu.warp_size" },
        { g.maxWarpsPerSm, c.maxWarpsPerSm, "gpu.max_warps_per_sm" },
        { g.maxBlocksPerSm, c.maxBlocksPerSm, "gpu.max_blocks_per_sm" },
        { g.maxThreadsPerSm, c.maxThreadsPerSm, "gpu.max_threads_per_sm" },
        { g.registersPerSm, c.registersPerSm, "gpu.registers_per_sm" },
    };
    for (const IntField& f : ints) {
        if (!f.value || *f.value < 1)
            return fail(ConfigError::MissingField, f.name);
        f.target = *f.value;
    }
    if (!g.sharedMemoryBytesPerSm || *g.sharedMemoryBytesPerSm < 1)
        return fail(ConfigError::MissingField, "gpu.shared_memory_kib_per_sm");
    c.sharedMemoryBytesPerSm = *g.sharedMemoryBytesPerSm;
    const auto clock = device.peakMatrixClockHz();
    if (!clock || !(*clock > 0))
        return fail(ConfigError::MissingField, "clocks.matrix_mhz");
    c.clockHz = *clock;
    const auto& rate = g.tensorCoreFlopsPerClock[static_cast<std::size_t>(precision)];
    const auto mma = g.mmaShapes.constFind(precision);
    // The simulator stages whole-byte operands: a block-scaled 4-bit GEMM is not simulated.
    if (!rate || !(*rate > 0) || isFp4Precision(precision))
        return fail(ConfigError::NoMatrixRate, "gpu.tensor_core_flops_per_clock");
    if (mma == g.mmaShapes.constEnd() || mma->m < 1 || mma->n < 1 || mma->k < 1)
        return fail(ConfigError::NoMatrixRate, "gpu.mma_shapes");
    c.tensorCoreFlopsPerClock = *rate;
    c.mma = *mma;
    c.inputBytes = int(bytesPerElement(precision));
    // Tensor-core GEMMs write C in the input format (bf16 in, bf16 out), int8 GEMMs write int32.
    c.outputBytes = precision == Precision::INT8 ? 4 : c.inputBytes;
    return c;
}

} // namespace ts::simt
