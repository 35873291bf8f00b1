// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "simt/gemmkernel.h"
#include "simt/gpuconfig.h"
#include "simt/simtsnapshot.h"
#include "simt/smsimulator.h"

#include <Eigen/Core>
#include <cstdint>
#include <memory>
#include <vector>

namespace ts::simt {

/// A warp-level model of a GPU running one tiled tensor-core GEMM kernel (GemmKernel).
///
/// The grid's CTAs (one per output tile, row-major over C) are dealt to the SMs as a hardware
/// block scheduler does for identical blocks: breadth-first, CTA c to SM c mod SMs, up to
/// ctasPerSm resident per SM, the next one taking the first slot to free. Each SM then runs
/// cycle by cycle (SmSimulator): schedulers issuing one instruction per cycle from ready warps,
/// copies landing after the global latency, barriers, MMAs occupying the tensor cores, and the
/// epilogue's stores. Because every CTA runs the same stream and SMs do not interact in this
/// model (no shared bandwidth), SMs given the same number of CTAs follow the same schedule: the
/// simulator runs each distinct SM once (at most two) and shares the result, which is exact.
///
/// The numeric product is computed as the kernel computes it, tile by tile and K-slab by
/// K-slab (product()), so it can be checked against a plain Eigen product.
class SimtSimulator
{
public:
    using Error = GemmKernel::Error;

    /// Nothing (and `error` set) for an invalid shape or a kernel that does not fit.
    static std::unique_ptr<SimtSimulator> create(const GpuConfig& gpu, GemmShape gemm,
        const KernelOptions& options = {}, Error* error = nullptr);

    // The SM simulations point into m_kernel: neither copyable nor movable.
    SimtSimulator(const SimtSimulator&) = delete;
    SimtSimulator& operator=(const SimtSimulator&) = delete;

    const GemmKernel& kernel() const { return m_kernel; }
    const GpuConfig& gpu() const { return m_kernel.gpu; }
    const Occupancy& occupancy() const { return m_kernel.occupancy; }
    std::int64_t ctas() const { return m_kernel.ctas(); }
    /// ceil(CTAs / (SMs × CTAs per SM)).
    std::int64_t waves() const;
    /// Clock cycles from launch until the last store has landed.
    std::int64_t totalCycles() const { return m_totalCycles; }
    double timeSeconds() const { return double(m_totalCycles) / gpu().clockHz; }
    /// 2·M·N·K: the useful work (padding excluded).
    double usefulFlops() const;
    /// usefulFlops / (totalCycles × the chip's tensor FLOP per cycle): the achieved fraction of
    /// the tensor-core peak at the clock the peak is quoted at.
    double fractionOfPeak() const;
    std::int64_t instructionsIssued() const;
    std::int64_t mmasIssued() const;
    /// Cycles the SM simulations processed (work done by the simulator, not simulated time).
    std::int64_t cyclesProcessed() const;
    /// CTAs SM `sm` runs.
    std::int64_t ctasOnSm(int sm) const;
    /// Cycle in which CTA `cta` starts / issues its EXIT.
    SmSimulator::CtaSpan span(std::int64_t cta) const;

    /// The whole chip in cycle `cycle` (clamped to −1 .. totalCycles − 1).
    SimtSnapshot snapshot(std::int64_t cycle) const;

    /// C = A·B computed tile by tile and K-slab by K-slab as the kernel's CTAs do (ragged edges
    /// clipped, i.e. zero-padded). Requires a of M×K and b of K×N.
    template <typename Scalar>
    Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> product(
        const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>& a,
        const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>& b) const;

private:
    explicit SimtSimulator(GemmKernel kernel);
    const SmSimulator& smSimulator(int sm) const;

    GemmKernel m_kernel;
    /// One simulation per distinct CTA count: [0] for the SMs with ceil(CTAs / SMs) CTAs,
    /// [1] (if any) for those with one fewer.
    std::vector<std::unique_ptr<SmSimulator>> m_sms;
    std::int64_t m_ctasHigh = 0; ///< CTAs on SMs 0 .. m_smsHigh − 1
    int m_smsHigh = 0;
    std::int64_t m_totalCycles = 0;
};

extern template Eigen::MatrixXf SimtSimulator::product<float>(
    const Eigen::MatrixXf&, const Eigen::MatrixXf&) const;
extern template Eigen::MatrixXd SimtSimulator::product<double>(
    const Eigen::MatrixXd&, const Eigen::MatrixXd&) const;

} // namespace ts::simt
