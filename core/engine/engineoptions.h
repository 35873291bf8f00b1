// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"

#include <QString>
#include <optional>

namespace ts::engine {

/// The user-editable assumptions of the performance engine. Every default is a documented,
/// sourced, device-independent figure (docs/engine.md). Where no source gives a figure, it is a
/// physical parameter fitted globally over a whole published table by a program in the
/// repository (tests/tools), with part of the table held out; never to single rows.
struct EngineOptions
{
    /// The fixed time of one GPU kernel, paid per operator: launching it, rasterising its grid,
    /// the first loads and the last stores a short kernel cannot overlap. Fitted (with
    /// gpuMainloopSlabCycles) over the 375 measured XLA H100 bf16 GEMMs, kernel-timed, by
    /// tests/tools/fit_gemm_floor.cpp: 5.3 µs (docs/engine.md: fit and held-out errors). For
    /// comparison, the host side alone issues a short kernel every ≈3.8 µs back to back in a
    /// stream (NVIDIA Technical Blog, "Getting Started with CUDA Graphs", A. Gray, 2019), and
    /// the smallest measured GEMM (256³) takes 5.2 µs of kernel time. Kernels are not fused.
    double gpuLaunchOverheadSeconds = 5.3e-6;
    /// Latency of the first DRAM loads of a kernel's pipeline, in clock cycles: ≈400 cycles on
    /// Volta, Ampere and Hopper (global-memory latency, Table 3 of PMC10448217, compiled from
    /// microbenchmark studies).
    double gpuMemoryLatencyCycles = 400;
    /// The fewest clock cycles a CTA spends on one K-slab of its main loop however small its
    /// tile: waiting for the slab's operands to land in shared memory, the barrier that hands
    /// the stage to the MMAs, and issuing them. It is what keeps small tiles (and the few
    /// CTAs of a skinny GEMM) from running at the tensor cores' full rate. No vendor publishes
    /// it: fitted over the 375 measured XLA H100 bf16 GEMMs by tests/tools/fit_gemm_floor.cpp
    /// (scripts/fit-gemm-floor.sh; docs/engine.md has the fit and the held-out error).
    double gpuMainloopSlabCycles = 96;
    /// The clock that turns cycle latencies into seconds for a GPU whose catalog entry gives no
    /// clock at all (a what-if part): 1.5 GHz, between the A100's 1.41 GHz and the H100 SXM's
    /// 1.755 GHz boost clocks (NVIDIA A100 and H100 datasheets). Every shipped GPU has a clock;
    /// an estimate that uses this one carries the note "gpu-clock-assumed".
    double gpuFallbackClockHz = 1.5e9;
    /// The fraction of the datasheet DRAM bandwidth that streaming kernels reach (DRAM refresh,
    /// page switches, read/write turnarounds): copy and triad kernels (BabelStream) measured on
    /// A100 80GB, H100 SXM, H200 and MI300X reach 0.77–0.89 of it (calibration rows MEM-001 to
    /// MEM-008, Azure AI-benchmarking results; sources in tests/data/calibration). 0.83 is the
    /// mean over the four devices; predicting each device from the other three errs by 5.5% on
    /// average (docs/engine.md). Applied to every device: no per-device measurement is used.
    double memoryAchievableFraction = 0.83;
    /// Per-operator dispatch cost on systolic chips. XLA compiles a step into one program, so
    /// an operator costs no host round trip; what remains is the sequencer starting the next
    /// fused computation, of the order of a microsecond.
    double systolicDispatchOverheadSeconds = 1e-6;
    /// Run inference (prefill and decode) on many chips as serving runtimes do (TensorRT-LLM,
    /// vLLM): tensor-parallel layers all-reduce their output (no sequence parallelism: a decode
    /// step has a handful of tokens), and an all-reduce inside one NVLink/xGMI domain may run as
    /// the runtime's own one-shot kernel (every GPU reads its peers' buffers and sums; no NCCL
    /// call: tensorrt_llm/kernels/customAllReduceKernels, vllm custom_all_reduce.cuh) whenever
    /// that is faster than NCCL. Training is unaffected. On by default; `--no-serving-runtime`.
    bool servingRuntime = true;
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
    /// Uptime Institute Global Data Center Survey 2023 average (1.58). Facility energy = chip
    /// energy x the platform's server overhead factor x PUE.
    double powerUsageEffectiveness = 1.58;
    /// Server power per accelerator over the accelerator's own power: the host CPUs, memory,
    /// NICs, switches and fans a chip shares (the building, cooling plant and power conversion
    /// are PUE's). GPU servers: 1.8, from NVIDIA's DGX maxima over their GPUs' TDPs: DGX H100
    /// 10.2 kW / (8 x 700 W) = 1.82 (DGX H100/H200 User Guide), DGX B200 14.3 kW / (8 x 1000 W)
    /// = 1.79 (DGX B200 User Guide). Also used for Gaudi and Trainium (servers of 8 and 16
    /// accelerators with host CPUs, an assumption: no system power is published for them).
    double gpuServerOverheadFactor = 1.8;
    /// The same for TPU hosts: 1.97, PaLM's measured 378.5 W system power per TPU v4 chip
    /// (Chowdhery et al., "PaLM", 2022, the energy table of its model card) over the chip's
    /// measured maximum of 192 W (Jouppi et al., ISCA 2023, Table 4). A lower bound of that ratio
    /// (PaLM's chips drew at most 192 W); Patterson et al. 2021 (Table 4) give 245-310 W per
    /// TPU v3 chip against v3's 220 W measured mean, 1.1-1.4. docs/engine.md, "Energy".
    double tpuServerOverheadFactor = 1.97;
    /// Which catalog price to use: "on-demand", "spot", "committed-1y", "committed-3y".
    QString priceKind = QStringLiteral("on-demand");
    /// Among a device's quotes of priceKind: the first listed (the catalog's reference quote:
    /// for the H100 Google Cloud's, the TPUs' provider) or the cheapest public one.
    enum class PriceChoice { First, Cheapest };
    PriceChoice priceChoice = PriceChoice::First;
    /// Only quotes whose provider names this text (case-insensitive), e.g. "Google Cloud" or
    /// "AWS": one provider's prices for every device. Empty: any provider.
    QString priceProvider;
    /// The quote the engine uses for `device` under the three settings above; nothing when
    /// none matches (the estimate then says "no-price:KIND" and shows no cost).
    std::optional<PriceQuote> price(const Device& device) const;
    /// "first", "cheapest" (the CLI's --price-basis and the settings).
    static QString priceChoiceName(PriceChoice choice);
    static std::optional<PriceChoice> priceChoiceFromName(const QString& name);
    /// When a GPU or other accelerator publishes no idle power, idle = this fraction of its
    /// full-load power. An assumption, shown as such in every estimate that uses it.
    double idleFractionOfTdpFallback = 0.15;
    /// The same for TPUs: 0.47, the two generations with measured power, TPU v3 123 W of 262 W
    /// (0.469) and TPU v4 90 W of 192 W (0.469) (Google Cloud TPU documentation, "measured
    /// min/mean/max power", from Jouppi et al., ISCA 2023). The GPUs' 15 % made a TPU waiting on
    /// the network draw a third of what the measured chips do.
    double tpuIdleFractionFallback = 0.47;
    /// The idle power of `device` whose full-load power is `fullLoadWatts`: its catalog idle
    /// figure (at most the full load), else the fallback fraction for its kind.
    double idleWatts(const Device& device, double fullLoadWatts) const;

    // Owning instead of renting (issue 20, docs/engine.md "Rent or buy"): an owned chip-hour is
    // the purchase price spread over the hours the chip works in its amortization period, plus
    // the energy it draws at the facility, plus any hosting charge.
    /// Years over which a purchase is written off. Default 4: a GPU's price falls to a
    /// fraction within a generation or two (two-year cadence); clouds book 5–6 years.
    double ownedAmortizationYears = 4;
    /// Fraction of the owned hours the chip does paid-for work. Default 0.8.
    double ownedUtilization = 0.8;
    /// Electricity price, USD per kWh at the facility meter. Default 0.08: the U.S. average
    /// retail price for industrial customers, 2023–2024 (EIA, Electric Power Monthly, Table
    /// 5.6.A: about 8 cents per kWh).
    double electricityUsdPerKwh = 0.08;
    /// The host server, network and rack a chip needs, as a fraction of its price, where the
    /// purchase quote is for the chip alone: 0.23 = a DGX H100 at $270,000 / 8 ($33,750 a
    /// GPU, server included) over an H100 at $27,500 (both in the catalog's H100 quotes).
    double ownedServerShare = 0.23;
    /// Space, staff and support per chip-hour, USD (default 0: not counted unless set).
    double hostingUsdPerChipHour = 0;
    /// Tokens (or samples) a training run consumes, for the run's time, energy and cost.
    double trainingTokens = 1e9;

    /// Empty when every field is finite and within its range; else names the first field that
    /// is not, with the range (e.g. "powerUsageEffectiveness must be in [1, 10], is nan"). The
    /// engine refuses to estimate with such options (EngineError::InvalidOptions).
    QString problem() const;

    /// Same options, same estimates: what a cache of results may key on.
    friend bool operator==(const EngineOptions&, const EngineOptions&) = default;
};

} // namespace ts::engine
