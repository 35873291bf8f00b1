// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace ts::engine {

/// The user-editable assumptions of the performance engine. Every default is a documented,
/// sourced, device-independent figure (docs/engine.md); none is fitted to a measurement.
struct EngineOptions
{
    /// Host-to-GPU cost of one kernel launch, paid per operator on GPUs. NVIDIA Technical Blog,
    /// "Getting Started with CUDA Graphs" (A. Gray, 2019): ≈3.8 µs per short kernel launched
    /// back to back in a stream, ≈3.4 µs with graphs; kernels are assumed not fused.
    double gpuLaunchOverheadSeconds = 3.8e-6;
    /// Latency of the first DRAM loads of a kernel's pipeline, in clock cycles: ≈400 cycles on
    /// Volta, Ampere and Hopper (global-memory latency, Table 3 of PMC10448217, compiled from
    /// microbenchmark studies).
    double gpuMemoryLatencyCycles = 400;
    /// The clock that turns cycle latencies into seconds for a GPU whose catalog entry gives no
    /// clock at all (a what-if part): 1.5 GHz, between the A100's 1.41 GHz and the H100 SXM's
    /// 1.755 GHz boost clocks (NVIDIA A100 and H100 datasheets). Every shipped GPU has a clock;
    /// an estimate that uses this one carries the note "gpu-clock-assumed".
    double gpuFallbackClockHz = 1.5e9;
    /// Per-operator dispatch cost on systolic chips. XLA compiles a step into one program, so
    /// an operator costs no host round trip; what remains is the sequencer starting the next
    /// fused computation, of the order of a microsecond.
    double systolicDispatchOverheadSeconds = 1e-6;
    /// One synchronous call of a compiled program timed from Python (dispatch, launch, waiting
    /// for completion and the callbacks), added only when a lone call is timed that way
    /// (`gemm --host-timed`; the engine's step times never include it). A JAX/XLA host trace of
    /// a jitted TPU call shows 272.7 µs for the whole call around a 119.0 µs device module, so
    /// ≈154 µs of host round trip (pallas-tpu-tutorial, chapter 3, "05_jax_host_events"; a
    /// two-TensorCore chip, so an approximation for others).
    double hostSynchronousCallSeconds = 154e-6;
    /// Grid carbon intensity, g CO₂ per kWh. Default: world average electricity generation,
    /// IEA "Electricity 2024" (≈460 g/kWh for 2023).
    double gridGramsCo2PerKwh = 460;
    /// Power usage effectiveness of the data centre: facility energy / IT energy. Default: the
    /// Uptime Institute Global Data Center Survey 2023 average (1.58).
    double powerUsageEffectiveness = 1.58;
    /// Which catalog price to use: "on-demand", "spot", "committed-1y", "committed-3y".
    QString priceKind = QStringLiteral("on-demand");
    /// When a device publishes no idle power, idle = this fraction of TDP. An assumption, shown
    /// as such in every estimate that uses it.
    double idleFractionOfTdpFallback = 0.15;
    /// Tokens (or samples) a training run consumes, for the run's time, energy and cost.
    double trainingTokens = 1e9;

    /// Empty when every field is finite and within its range; else names the first field that
    /// is not, with the range (e.g. "powerUsageEffectiveness must be in [1, 10], is nan"). The
    /// engine refuses to estimate with such options (EngineError::InvalidOptions).
    QString problem() const;
};

} // namespace ts::engine
