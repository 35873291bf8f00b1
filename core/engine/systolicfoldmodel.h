// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "executionmodel.h"
#include "systolicgemmmodel.h"

#include <array>

namespace ts::engine {

/// Systolic-array chips with published matrix-unit geometry (TPU, Trainium): matrix operators
/// through the fold model (padding, fill and drain per fold as the systolic simulator computes
/// them, folds spread over the matrix units, the sustained fraction; see systolicgemmmodel.h).
class SystolicFoldModel final : public ExecutionModel
{
public:
    SystolicFoldModel(const Device& device, const EngineOptions& options);

    /// Whether `device` has complete matrix-unit geometry (cores, units, rows, columns).
    static bool accepts(const Device& device);
    /// The model's inputs for `device` at `precision`; nothing when its geometry is incomplete
    /// or no clock can be derived.
    static std::optional<SystolicGemmHardware> hardware(
        const Device& device, Precision precision, const EngineOptions& options);
    static const ExecutionModelInfo& staticInfo();

    const ExecutionModelInfo& info() const override { return staticInfo(); }
    std::optional<MatrixTiming> timeMatrix(
        const MatrixWork& work, EngineError* error) const override;

private:
    std::array<std::optional<SystolicGemmHardware>, kAllPrecisions.size()> m_hardware {};
};

} // namespace ts::engine
