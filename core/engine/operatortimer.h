// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engineerror.h"
#include "engineoptions.h"
#include "executionmodel.h"
#include "hardware/device.h"
#include "opestimate.h"
#include "workload/operator.h"

#include <array>
#include <memory>
#include <optional>

namespace ts::engine {

/// The per-operator half of PerformanceEngine for one (device, options) pair: what timing an
/// operator needs from the device (its execution model, chosen once by ExecutionModelRegistry,
/// its matrix-rate fallbacks, achievable bandwidth, vector and fused-attention rates) derived
/// once, then any number of operators timed against it. PerformanceEngine::estimate() makes one
/// per estimate; callers that time thousands of operators on one device over many calls (the
/// split search, scaling::ScalingEstimator) keep one. The formulas are in docs/engine.md.
/// Immutable after construction; estimate() is const and thread-compatible.
class OperatorTimer
{
public:
    /// `device` must outlive the timer; `options` must be valid (EngineOptions::problem()
    /// empty: PerformanceEngine checks it before making one).
    OperatorTimer(const Device& device, const EngineOptions& options);
    ~OperatorTimer();
    OperatorTimer(const OperatorTimer&) = delete;
    OperatorTimer& operator=(const OperatorTimer&) = delete;

    /// One operator: PerformanceEngine::estimateOp() without re-deriving the device.
    std::optional<OpEstimate> estimate(const Operator& op, EngineError* error = nullptr) const;

    const Device& device() const { return m_device; }

private:
    void completeMatrixTiming(
        const Operator& op, Precision ranAs, const MatrixTiming& timing, OpEstimate& e) const;
    std::optional<OpEstimate> timeServingAttention(
        OpEstimate e, Precision ranAs, EngineError* error) const;
    double attentionFraction(Precision ranAs, bool backward) const
    {
        return m_attentionFraction[std::size_t(ranAs)][backward ? 1 : 0];
    }

    const Device& m_device;
    std::unique_ptr<ExecutionModel> m_model;
    std::array<std::optional<Precision>, kAllPrecisions.size()> m_matrixPrecision {};
    /// Device::attentionFraction(precision, backward) per precision, forward then backward.
    std::array<std::array<double, 2>, kAllPrecisions.size()> m_attentionFraction {};
    double m_memoryBytesPerSecond = 0; ///< achievable, not the datasheet's
    double m_overheadSeconds = 0; ///< the model's per-operator launch or dispatch
    std::optional<double> m_vectorFlopsPerSecond; ///< DeviceRates::vectorFlopsPerSecond
    /// An fp32 GEMM runs on the CUDA cores (a GPU without an fp32 matrix rate).
    bool m_fp32MatrixOnVectorUnits = false;
};

} // namespace ts::engine
