// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "simt/gemmkernel.h"

#include <cstdint>
#include <vector>

namespace ts::simt {

/// What one resident warp slot of an SM does in a cycle.
enum class WarpState : std::uint8_t {
    Empty, ///< no CTA in this slot (yet, or any more)
    Issuing, ///< its scheduler issued one of its instructions this cycle
    Ready, ///< could issue, but its scheduler picked another warp
    WaitingTensor, ///< next MMA waits for the tensor core or its fragments; MMAs in flight
    WaitingMemory, ///< waits for its global → shared copies to land
    AtBarrier, ///< waits for the other warps of its CTA at __syncthreads
    Done, ///< its CTA has exited and no CTA is left for the SM
};

/// What an SM as a whole does in a cycle (the colour of its tile in the view).
enum class SmActivity : std::uint8_t {
    Idle, ///< never gets a CTA (fewer CTAs than SMs)
    Issuing, ///< a warp issued this cycle or a tensor core is busy with an MMA
    Stalled, ///< CTAs resident, but nothing issued and the tensor cores are idle
    Done, ///< all its CTAs have exited
};

/// Progress of one output tile of C.
enum class TileProgress : std::uint8_t { Pending, Running, Done };

/// The state of one SM in one cycle. SMs that received the same number of CTAs run the same
/// schedule (all CTAs run the same stream), so they share one SmState.
struct SmState
{
    SmActivity activity = SmActivity::Idle;
    std::vector<WarpState> warps; ///< resident warp slots: slot × warps per CTA + warp
    std::vector<OpCode> ops; ///< per warp: the instruction issued, or the one it waits to issue
    std::vector<int> slotOrdinal; ///< per CTA slot: which of the SM's CTAs (−1: none)
    std::int64_t ctasDone = 0;
    std::int64_t ctasAssigned = 0;
    std::int64_t mmasIssued = 0; ///< MMAs issued in cycles 0..cycle
};

/// One cycle of a SIMT GEMM simulation, as a value the views draw from.
struct SimtSnapshot
{
    std::int64_t cycle = -1; ///< the cycle shown; −1 before the first
    std::int64_t lastCycle = 0; ///< the kernel's last cycle (total cycles − 1)
    int smCount = 0;
    int schedulersPerSm = 0;
    int warpsPerCta = 0;
    int ctasPerSm = 0;
    std::int64_t tilesM = 0;
    std::int64_t tilesN = 0;
    std::int64_t waves = 0; ///< CTA waves: ceil(CTAs / (SMs × CTAs per SM))
    std::int64_t wave = 0; ///< the latest wave any of whose CTAs has started (0-based)
    std::vector<SmState> classes; ///< distinct SM states
    std::vector<int> smClass; ///< per SM: index into `classes`
    std::vector<TileProgress> tiles; ///< tilesM × tilesN, row-major
    std::int64_t mmasIssued = 0; ///< whole chip, cycles 0..cycle
    std::int64_t ctasDone = 0; ///< whole chip
    double flopsPerMma = 0;
    double peakFlopsPerCycle = 0; ///< whole chip

    const SmState& sm(int index) const { return classes[std::size_t(smClass[std::size_t(index)])]; }
    /// The SM that computes CTA `cta` (CTAs are dealt to SMs in turn: see SimtSimulator).
    int smOfCta(std::int64_t cta) const { return int(cta % smCount); }
    /// The wave CTA `cta` belongs to.
    std::int64_t waveOfCta(std::int64_t cta) const
    {
        return cta / (std::int64_t(smCount) * ctasPerSm);
    }
    /// Tensor-core FLOP issued so far over the chip's peak for the cycles so far.
    double fractionOfPeakSoFar() const
    {
        return cycle >= 0 && peakFlopsPerCycle > 0
            ? double(mmasIssued) * flopsPerMma / (double(cycle + 1) * peakFlopsPerCycle)
            : 0.0;
    }
};

} // namespace ts::simt
