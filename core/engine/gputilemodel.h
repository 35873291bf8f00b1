// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "executionmodel.h"
#include "gpugemmmodel.h"

#include <array>

namespace ts::engine {

/// GPUs with a published SM count: matrix operators through the tiled-GEMM model (CTA tiles,
/// waves over the SMs, K alignment, shared-memory staging, the sustained fraction; see
/// gpugemmmodel.h and docs/engine.md).
class GpuTileModel final : public ExecutionModel
{
public:
    GpuTileModel(const Device& device, const EngineOptions& options);

    /// Whether `device` has what the model needs (a GPU block with an SM count ≥ 1).
    static bool accepts(const Device& device);
    /// The model's inputs for `device` at `precision` (its matrix rate, geometry, overheads);
    /// nothing when the device has no SM count or no peak at that precision.
    static std::optional<GpuGemmHardware> hardware(
        const Device& device, Precision precision, const EngineOptions& options);
    static const ExecutionModelInfo& staticInfo();

    const ExecutionModelInfo& info() const override { return staticInfo(); }
    std::optional<MatrixTiming> timeMatrix(
        const MatrixWork& work, EngineError* error) const override;

private:
    std::array<std::optional<GpuGemmHardware>, kAllPrecisions.size()> m_hardware {};
    /// Per precision: GpuGemmHardware::promotionCostFraction for GEMMs that promote their
    /// accumulators (MatrixWork::promotedAccumulation); 0 where the chip needs no promotion.
    std::array<double, kAllPrecisions.size()> m_promotionCost {};
};

} // namespace ts::engine
