// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engineerror.h"
#include "engineoptions.h"
#include "gpugemmmodel.h"
#include "hardware/device.h"
#include "systolicgemmmodel.h"
#include "workload/workload.h"
#include "workloadestimate.h"

#include <optional>

namespace ts::engine {

/// How much of an estimate to keep: charts that follow a slider need only the totals; the
/// operator table and the explanations need every operator.
enum class EstimateDetail { PerOperator, TotalsOnly };

/// The analytical performance core: a pure function of (workload, device, options) → estimate.
///
/// Per operator (docs/engine.md has the formulas and sources):
///  - matrix operators through the device's execution model, chosen once per estimate by
///    ExecutionModelRegistry: on GPUs the tiled-GEMM model (tiles, waves, K alignment), on
///    systolic chips the fold model (padding, fill and drain per fold consistent with the
///    systolic simulator, folds spread over the matrix units), else the ideal roofline;
///  - vector operators at the vector (CUDA-core / VPU) rate;
///  - memory time from device bandwidth; compute and memory overlap (time is their maximum);
///  - a per-operator overhead: kernel launch on GPUs, dispatch on systolic chips.
class PerformanceEngine
{
public:
    /// The precision whose matrix rate runs `requested` on `device`: itself where the device has
    /// it, else the documented fallback chain (bf16 ↔ fp16, fp8 → bf16/fp16, int8 → fp8/bf16/fp16,
    /// tf32 → bf16/fp16); nothing when no rate exists.
    static std::optional<Precision> matrixPrecision(const Device& device, Precision requested);

    /// The GPU model's inputs for `device` at `precision` (its matrix rate, geometry, overheads):
    /// GpuTileModel::hardware().
    static std::optional<GpuGemmHardware> gpuHardware(
        const Device& device, Precision precision, const EngineOptions& options);
    /// The systolic model's inputs for `device`; nothing when its geometry is incomplete:
    /// SystolicFoldModel::hardware().
    static std::optional<SystolicGemmHardware> systolicHardware(
        const Device& device, Precision precision, const EngineOptions& options);
    /// The vector (non-matrix) rate of `device`, FLOP/s: its CUDA-core FP32 rate, or for
    /// systolic chips lanes × sublanes × cores × 2 × clock; nothing when unknown.
    static std::optional<double> vectorFlopsPerSecond(const Device& device);

    /// One operator on one device.
    static std::optional<OpEstimate> estimateOp(const Operator& op, const Device& device,
        const EngineOptions& options, EngineError* error = nullptr);

    /// One GEMM (batch × m×k·k×n) at a precision, as `tensorscope gemm` reports it.
    static std::optional<OpEstimate> estimateGemm(const GemmShape& shape, Precision precision,
        const Device& device, const EngineOptions& options, EngineError* error = nullptr);

    /// A whole workload step on one device. With TotalsOnly, `ops` stays empty (the totals are
    /// identical).
    static std::optional<WorkloadEstimate> estimate(const Workload& workload, const Device& device,
        const EngineOptions& options, EngineError* error = nullptr,
        EstimateDetail detail = EstimateDetail::PerOperator);
};

} // namespace ts::engine
