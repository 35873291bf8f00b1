// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/precision.h"
#include "engineerror.h"
#include "engineoptions.h"
#include "executionmodelinfo.h"
#include "hardware/device.h"
#include "losses.h"
#include "workload/operator.h"

#include <optional>

namespace ts::engine {

/// The matrix work of one operator, as the engine hands it to a model.
struct MatrixWork
{
    GemmShape shape; ///< the GEMM view (batch products of m×k · k×n)
    Precision requested = Precision::BF16; ///< the precision the workload asked for
    Precision ranAs = Precision::BF16; ///< the matrix rate used; the device has a peak for it
    double elementBytes
        = 2; ///< bytes of an A and B element (the requested precision's; 0.5625 for nvfp4)
    /// Bytes of a C element: the carrier's (carrierPrecision): 8-bit GEMMs write 16-bit results.
    int outputBytes = 2;
    /// B's element size as stored where the weights are quantized alone (Operator::weightBits
    /// / 8: 1 for int8, 0.5 for int4); 0: elementBytes.
    double weightBytes = 0;
    double flops = 0; ///< the work done: the GEMM view's FLOPs, fewer or more (fused attention)
    /// flops / the GEMM view's FLOPs: below 1 when fused causal attention skips masked tiles,
    /// above 1 when a fused operator runs several GEMMs of the view's shape (attention
    /// forward and backward). Models scale their compute time by it.
    double workFraction = 1.0;
    /// Whether the library promotes the accumulators to FP32 on the CUDA cores as it goes
    /// (cuBLAS's split accumulator): Transformer Engine's FP8 recipe does for the data and
    /// weight gradients, and uses fast accumulation for the forward GEMMs. Models of chips
    /// whose FP8 accumulation is full precision ignore it.
    bool promotedAccumulation = false;
};

/// How long a model says one operator's matrix work takes, and why.
struct MatrixTiming
{
    double computeSeconds = 0; ///< the compute side, latency included, losses applied
    /// DRAM traffic of the GEMM itself (operands with the model's re-reads, and C), where the
    /// model knows it better than the workload's compulsory count; used for plain GEMMs only.
    std::optional<double> gemmDramBytes;
    /// Part of the traffic paid after the overlapped main loop (a tiled GEMM's C stores); used
    /// for plain GEMMs only.
    double epilogueSeconds = 0;
    Losses losses;
    Mapping mapping;
};

/// How long a model says one operator's vector work takes.
struct VectorTiming
{
    double peakFlopsPerSecond = 0; ///< the vector rate used (0: unknown)
    double computeSeconds = 0;
};

/// One way of executing operators on a kind of hardware: the GPU tile model, the systolic fold
/// model, the ideal roofline, or any model registered with ExecutionModelRegistry. An instance is
/// made for one (device, options) pair, once per estimate: it derives what it needs from the
/// device in its constructor, so that timing each of thousands of operators stays cheap. Its
/// methods are const and thread-compatible.
class ExecutionModel
{
public:
    ExecutionModel(const Device& device, const EngineOptions& options);
    virtual ~ExecutionModel() = default;
    ExecutionModel(const ExecutionModel&) = delete;
    ExecutionModel& operator=(const ExecutionModel&) = delete;

    /// What the model is, its losses and mapping counts (static data, lives forever).
    virtual const ExecutionModelInfo& info() const = 0;

    /// Times the matrix work of one operator. Nothing, with `error` set, when the model cannot
    /// estimate it (a shape whose cycle count overflows, ...).
    virtual std::optional<MatrixTiming> timeMatrix(
        const MatrixWork& work, EngineError* error) const = 0;

    /// Times a vector (non-matrix) operator: its FLOPs at the device's vector rate. Models with
    /// their own vector physics override it.
    virtual VectorTiming timeVector(const Operator& op) const;

    /// The fixed cost of one operator: a kernel launch on GPUs (the host launches every
    /// operator), a dispatch on chips that run a compiled graph (TPU, Trainium, Gaudi).
    virtual double operatorOverheadSeconds() const { return m_overheadSeconds; }

    /// The info of the vector-unit timing every model's default timeVector() reports.
    static const ExecutionModelInfo& vectorInfo();
    /// The serving engines' decode attention kernels (paged, split over the sequence):
    /// max(KV bytes at the achievable bandwidth, FLOPs at the fused-attention rate).
    static const ExecutionModelInfo& servingAttentionInfo();

protected:
    /// The vector rate the default timeVector() uses: the catalog's FP32 CUDA-core rate, or for
    /// systolic chips lanes × sublanes × cores × 2 × clock; nothing when unknown.
    std::optional<double> vectorFlopsPerSecond() const { return m_vectorFlopsPerSecond; }

private:
    std::optional<double> m_vectorFlopsPerSecond;
    double m_overheadSeconds = 0;
};

} // namespace ts::engine
