// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "operatortimer.h"

#include "devicerates.h"
#include "executionmodelregistry.h"

#include <algorithm>
#include <cmath>

namespace ts::engine {

namespace {

// FlashAttention-2's rate over the library kernel's (cuDNN), forward and backward, H100 bf16
// (FlashAttention-3 paper, Figures 5 and 7: 368 / 609 and 310 / 499 TFLOP/s).
constexpr double kFlashAttention2ForwardToLibrary = 368.0 / 609.0;
constexpr double kFlashAttention2BackwardToLibrary = 310.0 / 499.0;

void reportTimerError(EngineError* error, EngineError value)
{
    if (error)
        *error = value;
}

std::size_t precisionSlot(Precision p)
{
    return static_cast<std::size_t>(p);
}

// What the execution model times for a matrix operator run as `ranAs`.
MatrixWork matrixWorkOf(const Operator& op, Precision ranAs, double flops)
{
    MatrixWork work;
    work.shape = op.gemm;
    work.requested = op.precision;
    work.ranAs = ranAs;
    work.elementBytes = bytesPerElement(op.precision);
    work.outputBytes = bytesPerElement(carrierPrecision(op.precision));
    work.weightBytes = op.weightBits > 0 ? op.weightBits / 8.0 : 0.0;
    work.flops = flops;
    const double gemmFlops = 2.0 * double(op.gemm.batch()) * double(op.gemm.m())
        * double(op.gemm.n()) * double(op.gemm.k());
    // The operator's FLOPs over those of its GEMM view: below 1 when fused causal attention
    // skips masked tiles, above 1 when a fused operator does several GEMMs of that shape
    // (attention forward: QKᵀ and PV; its backward: five). Clamping it to 1 once timed
    // flash-attention backward at up to 2.7× the peak.
    work.workFraction = gemmFlops > 0 ? flops / gemmFlops : 1.0;
    // FP8 training follows Transformer Engine's recipe (docs/workload.md): fast accumulation
    // forward, split (FP32-promoted) accumulation for dgrad and wgrad.
    work.promotedAccumulation = op.precision == Precision::FP8
        && (op.phase == Phase::BackwardData || op.phase == Phase::BackwardWeight);
    return work;
}

} // namespace

// Everything here is derived once per timer rather than once per operator (the slider path
// times thousands of operators per frame; the split search tens of thousands per search).
OperatorTimer::OperatorTimer(const Device& device, const EngineOptions& options)
    : m_device(device)
    , m_model(ExecutionModelRegistry::instance().create(device, options))
    , m_memoryBytesPerSecond(DeviceRates::achievableMemoryBytesPerSecond(device, options))
    , m_overheadSeconds(m_model->operatorOverheadSeconds())
    , m_vectorFlopsPerSecond(DeviceRates::vectorFlopsPerSecond(device))
{
    for (Precision p : kAllPrecisions) {
        m_matrixPrecision[precisionSlot(p)] = DeviceRates::matrixPrecision(device, p);
        m_attentionFraction[precisionSlot(p)] = { device.attentionFraction(p, /*backward=*/false),
            device.attentionFraction(p, /*backward=*/true) };
    }
    // PyTorch leaves TF32 off for matmuls by default (torch.backends.cuda.matmul.allow_tf32 =
    // False since 1.12): on a GPU without an fp32 matrix rate an fp32 GEMM runs on the CUDA cores.
    m_fp32MatrixOnVectorUnits = !device.peakFlopsPerSecond(Precision::FP32)
        && DeviceRates::launchesKernels(device) && device.vectorFp32FlopsPerSecond;
}

OperatorTimer::~OperatorTimer() = default;

std::optional<OpEstimate> OperatorTimer::timeServingAttention(
    OpEstimate e, Precision ranAs, EngineError* error) const
{
    e.model = &ExecutionModel::servingAttentionInfo();
    e.computeSeconds
        = e.flops / (e.peakFlopsPerSecond * attentionFraction(ranAs, /*backward=*/false));
    e.memorySeconds = m_memoryBytesPerSecond > 0 ? e.bytes / m_memoryBytesPerSecond : 0;
    const double busy = std::max(e.computeSeconds, e.memorySeconds);
    e.timeSeconds = e.overheadSeconds + busy;
    if (!std::isfinite(e.timeSeconds) || !std::isfinite(e.bytes) || !std::isfinite(e.flops)) {
        reportTimerError(error, EngineError::NotFinite);
        return std::nullopt;
    }
    e.bound = e.overheadSeconds >= busy ? Bound::Overhead
        : busy == e.computeSeconds      ? Bound::Compute
                                        : Bound::Memory;
    return e;
}

// Adds to a matrix operator's timed GEMM what its kernel does besides: dequantizing
// quantized weights, fused attention's lower sustained rate, a plain GEMM's own DRAM traffic
// and epilogue.
void OperatorTimer::completeMatrixTiming(
    const Operator& op, Precision ranAs, const MatrixTiming& timing, OpEstimate& e) const
{
    if (op.weightBits > 0) {
        // The kernel dequantizes B as it loads it (Marlin, AWQ and gpt-fast's int8 kernels):
        // a scale multiply and a convert per weight element, for every block of 128 rows of
        // A that streams it (a CTA's rows; a fold's on a systolic chip), on the vector units
        // beside the matrix work.
        const double blocks = std::ceil(double(op.gemm.m()) / 128.0);
        const double dequantizeFlops
            = 2.0 * double(op.gemm.batch()) * double(op.gemm.k()) * double(op.gemm.n()) * blocks;
        if (m_vectorFlopsPerSecond && *m_vectorFlopsPerSecond > 0)
            e.dequantizationSeconds = dequantizeFlops / *m_vectorFlopsPerSecond;
        e.computeSeconds += e.dequantizationSeconds;
    }
    if (op.kind == OpKind::FlashAttention) {
        // Fused attention interleaves its GEMMs with softmax exponentials on the special-
        // function units and (backward) atomic dQ updates: it sustains less of the peak
        // than a GEMM of its shape (Device::attentionFraction, docs/engine.md).
        const bool backward = op.phase == Phase::Backward || op.phase == Phase::BackwardData
            || op.phase == Phase::BackwardWeight;
        double fraction = attentionFraction(ranAs, backward);
        // FlashAttention-2 (eager stacks) against the library kernel, both measured on an
        // H100 in bf16 at head dimension 128 and 4k tokens (Shah et al., FlashAttention-3,
        // arXiv 2407.08608): 368 against cuDNN's 609 TFLOP/s forward, 310 against 499
        // backward; the same ratio elsewhere, an assumption.
        if (op.attentionKernel == AttentionKernel::FlashAttention2)
            fraction
                *= backward ? kFlashAttention2BackwardToLibrary : kFlashAttention2ForwardToLibrary;
        e.computeSeconds = std::max(e.computeSeconds, e.flops / (e.peakFlopsPerSecond * fraction));
    }
    // Operators whose compulsory traffic is not the GEMM's (fused attention never writes the
    // scores; an implicit-GEMM convolution reads its input, not the im2col matrix) keep the
    // workload's byte count.
    const bool plainGemm = op.kind == OpKind::MatMul || op.kind == OpKind::BatchedMatMul;
    if (plainGemm) {
        if (timing.gemmDramBytes)
            e.bytes = *timing.gemmDramBytes;
        e.epilogueSeconds = timing.epilogueSeconds;
    }
    e.losses = timing.losses;
    e.mapping = timing.mapping;
}

std::optional<OpEstimate> OperatorTimer::estimate(const Operator& op, EngineError* error) const
{
    reportTimerError(error, EngineError::None);
    const ExecutionModel& model = *m_model;
    OpEstimate e;
    e.name = op.name;
    e.role = op.role;
    e.section = op.section;
    e.kind = op.kind;
    e.phase = op.phase;
    e.unit = op.unit;
    e.count = op.count;
    e.precision = op.precision;
    e.ranAs = op.precision;
    e.flops = double(op.flops);
    e.bytes = double(op.bytes());
    const double bandwidth = m_memoryBytesPerSecond;
    e.overheadSeconds = m_overheadSeconds;

    // An fp32 GEMM on a GPU without an fp32 matrix rate runs on the CUDA cores.
    const bool fp32OnVectorUnits = op.precision == Precision::FP32 && m_fp32MatrixOnVectorUnits;
    const bool matrixOp
        = op.unit == ComputeUnit::Matrix && !op.gemm.isEmpty() && !fp32OnVectorUnits;
    if (matrixOp) {
        const auto ranAs = m_matrixPrecision[precisionSlot(op.precision)];
        if (!ranAs) {
            reportTimerError(error, EngineError::NoMatrixRate);
            return std::nullopt;
        }
        e.ranAs = *ranAs;
        e.peakFlopsPerSecond = *m_device.peakFlopsPerSecond(*ranAs);
        const auto timing = model.timeMatrix(matrixWorkOf(op, *ranAs, e.flops), error);
        if (!timing)
            return std::nullopt;
        e.model = &model.info();
        e.computeSeconds = timing->computeSeconds;
        // Decode attention runs as the serving engines' kernels do: FlashDecoding / FlashInfer /
        // vLLM's paged attention on GPUs, ragged paged attention on TPUs. They split the keys
        // over the sequence so the whole chip streams the cache whatever the batch, and load
        // each K/V block once for the query heads of its group (the operator's bytes: K and V
        // once per KV head). The time is max(bytes at the achievable bandwidth, FLOPs at the
        // fused-attention rate) plus the launch: the GEMM view has one query row a head (a few
        // when verifying drafts), which a tile or fold model pads to a full tile and calls
        // compute-bound at well under 1% of the peak (issue 35). A prompt's attention, chunked
        // against the paged cache or not, keeps the GEMM view: its queries fill the tiles, and
        // a fold model's head-dimension padding is real there.
        if (op.kind == OpKind::FlashAttention && op.phase == Phase::Decode)
            return timeServingAttention(std::move(e), *ranAs, error);
        completeMatrixTiming(op, *ranAs, *timing, e);
    } else {
        const VectorTiming timing = model.timeVector(op);
        e.model = &ExecutionModel::vectorInfo();
        e.peakFlopsPerSecond = timing.peakFlopsPerSecond;
        e.computeSeconds = timing.computeSeconds;
    }
    // The epilogue's bytes are in `bytes` but are paid after the overlapped part.
    e.memorySeconds = bandwidth > 0 ? std::max(0.0, e.bytes / bandwidth - e.epilogueSeconds) : 0;

    const double busy = std::max({ e.computeSeconds, e.memorySeconds, e.communicationSeconds });
    e.timeSeconds = e.overheadSeconds + busy + e.epilogueSeconds;
    // Parseable but absurd figures must not turn into an infinite (or silently zero) time.
    if (!std::isfinite(e.timeSeconds) || !std::isfinite(e.bytes) || !std::isfinite(e.flops)) {
        reportTimerError(error, EngineError::NotFinite);
        return std::nullopt;
    }
    if (e.overheadSeconds >= busy)
        e.bound = Bound::Overhead;
    else if (busy == e.computeSeconds)
        e.bound = Bound::Compute;
    else if (busy == e.memorySeconds)
        e.bound = Bound::Memory;
    else
        e.bound = Bound::Communication;
    return e;
}

} // namespace ts::engine
