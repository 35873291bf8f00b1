// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "simt/gemmkernel.h"
#include "simt/simtsnapshot.h"

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

namespace ts::simt {

/// One SM running `ctaCount` CTAs of a GemmKernel, cycle-exact and event-driven: up to
/// ctasPerSm CTAs are resident; each scheduler (warp % schedulers) issues at most one
/// instruction per cycle, picking round-robin among its warps whose next instruction is ready;
/// cycles in which no warp can issue are skipped, not stepped through. A CTA that exits frees
/// its slot for the SM's next CTA in the following cycle.
///
/// The constructor runs the whole schedule once, recording each CTA's start and exit and a
/// checkpoint of the machine every few hundred cycles; stateAt() then restores the nearest
/// checkpoint and replays, so any cycle can be shown without storing every cycle.
class SmSimulator
{
public:
    static constexpr int kMaxStages = 16;
    static constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();

    struct CtaSpan
    {
        std::int64_t start = 0; ///< cycle its warps can first issue
        std::int64_t exit = 0; ///< cycle its last warp issued EXIT
    };

    SmSimulator(const GemmKernel& kernel, std::int64_t ctaCount);

    std::int64_t ctaCount() const { return m_ctaCount; }
    /// Cycles until the SM's last CTA has exited and its last store has landed (0 without CTAs).
    std::int64_t finishCycles() const { return m_finishCycles; }
    const std::vector<CtaSpan>& spans() const { return m_spans; }
    std::int64_t instructionsIssued() const { return m_totalIssued; }
    std::int64_t mmasIssued() const { return m_totalMmas; }
    /// Cycles processed (cycles in which something could issue): the simulator's work.
    std::int64_t cyclesProcessed() const { return m_cyclesProcessed; }

    /// The SM in cycle `cycle` (after that cycle's issues). Replays from a checkpoint.
    SmState stateAt(std::int64_t cycle) const;

private:
    struct Warp
    {
        std::int32_t pc = 0;
        bool atBarrier = false;
        bool done = true;
        std::int64_t readyAt = 0; ///< earliest issue by program order (previous issue + 1)
        std::int64_t lastIssue = -1;
        std::int64_t mmaDoneAt = 0;
        std::array<std::int64_t, 2> fragmentsReady {};
        std::array<std::int64_t, kMaxStages> slabArrives {};
    };
    struct Slot
    {
        std::int64_t ordinal = -1;
        int arrived = 0;
        int warpsDone = 0;
    };
    struct State
    {
        std::int64_t now = 0;
        std::vector<Warp> warps;
        std::vector<Slot> ctaSlots;
        std::vector<std::int64_t> tensorFreeAt; ///< per scheduler
        std::vector<int> lastPicked; ///< per scheduler: index into its warp list
        std::int64_t nextOrdinal = 0;
        std::int64_t ctasDone = 0;
        std::int64_t mmas = 0;
        std::int64_t issued = 0;
        std::int64_t lastStoreLands = 0;
        bool finished = false;
    };

    void launch(State& s, int slot, std::int64_t cycle, std::vector<CtaSpan>* spans) const;
    std::int64_t readyTime(const State& s, int warp) const;
    /// Issues warp's next instruction in cycle s.now; CTA starts and exits go to `spans` when
    /// given (the first run records them, replays do not).
    void issue(State& s, int warp, std::vector<CtaSpan>* spans) const;
    /// Processes cycle s.now and moves s.now to the next cycle in which a warp can issue.
    void processCycle(State& s, std::vector<CtaSpan>* spans) const;
    void advanceThrough(State& s, std::int64_t cycle) const;

    const GemmKernel* m_kernel;
    std::int64_t m_ctaCount = 0;
    int m_warpsPerCta = 0;
    int m_schedulers = 0;
    std::vector<std::vector<int>> m_schedulerWarps;
    std::vector<CtaSpan> m_spans;
    std::vector<State> m_checkpoints;
    std::int64_t m_checkpointInterval = 256;
    std::int64_t m_finishCycles = 0;
    std::int64_t m_totalIssued = 0;
    std::int64_t m_totalMmas = 0;
    std::int64_t m_cyclesProcessed = 0;
};

} // namespace ts::simt
