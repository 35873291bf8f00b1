// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simt/smsimulator.h"

#include <algorithm>

namespace ts::simt {

SmSimulator::SmSimulator(const GemmKernel& kernel, std::int64_t ctaCount)
    : m_kernel(&kernel)
    , m_ctaCount(ctaCount)
    , m_warpsPerCta(kernel.warpsPerCta())
    , m_schedulers(kernel.gpu.schedulersPerSm)
{
    const int ctaSlots = kernel.occupancy.ctasPerSm;
    const int warps = ctaSlots * m_warpsPerCta;
    m_schedulerWarps.resize(std::size_t(m_schedulers));
    for (int w = 0; w < warps; ++w)
        m_schedulerWarps[std::size_t(w % m_schedulers)].push_back(w);
    m_spans.resize(std::size_t(ctaCount));

    State s;
    s.warps.resize(std::size_t(warps));
    s.ctaSlots.resize(std::size_t(ctaSlots));
    s.tensorFreeAt.assign(std::size_t(m_schedulers), 0);
    s.lastPicked.assign(std::size_t(m_schedulers), -1);
    for (int slot = 0; slot < ctaSlots && s.nextOrdinal < ctaCount; ++slot)
        launch(s, slot, 0, &m_spans);
    s.finished = ctaCount == 0;

    // About 512 checkpoints over the run bound a replay to 1/512 of it; the run's length is
    // estimated from the tensor-core work per SM.
    const double mmaCycles = double(kernel.program.size()) * m_warpsPerCta / m_schedulers
        * double(std::max(1, kernel.mmaIssueCycles));
    const double estimate = mmaCycles * double(ctaCount) / 4.0;
    m_checkpointInterval = std::max<std::int64_t>(256, std::int64_t(estimate / 512));
    std::int64_t nextCheckpoint = 0;
    while (!s.finished) {
        if (s.now >= nextCheckpoint) {
            m_checkpoints.push_back(s);
            nextCheckpoint = s.now + m_checkpointInterval;
        }
        processCycle(s, &m_spans);
        ++m_cyclesProcessed;
    }
    if (m_checkpoints.empty())
        m_checkpoints.push_back(s);
    m_totalIssued = s.issued;
    m_totalMmas = s.mmas;
    for (const CtaSpan& span : m_spans)
        m_finishCycles = std::max(m_finishCycles, span.exit + 1);
    m_finishCycles = std::max(m_finishCycles, s.lastStoreLands);
}

void SmSimulator::launch(State& s, int slot, std::int64_t cycle, std::vector<CtaSpan>* spans) const
{
    Slot& sl = s.ctaSlots[std::size_t(slot)];
    sl.ordinal = s.nextOrdinal++;
    sl.arrived = 0;
    sl.warpsDone = 0;
    for (int w = 0; w < m_warpsPerCta; ++w) {
        Warp& warp = s.warps[std::size_t(slot * m_warpsPerCta + w)];
        warp = Warp();
        warp.done = false;
        warp.readyAt = cycle;
    }
    if (spans)
        (*spans)[std::size_t(sl.ordinal)].start = cycle;
}

std::int64_t SmSimulator::readyTime(const State& s, int w) const
{
    const Warp& warp = s.warps[std::size_t(w)];
    if (warp.done || warp.atBarrier)
        return kNever;
    const Instruction& in = m_kernel->program[std::size_t(warp.pc)];
    std::int64_t t = warp.readyAt;
    switch (in.op) {
    case OpCode::WaitLoads:
        t = std::max(t, warp.slabArrives[std::size_t(in.arg % m_kernel->stages)]);
        break;
    case OpCode::Mma:
        t = std::max({ t, warp.fragmentsReady[std::size_t(in.arg & 1)],
            s.tensorFreeAt[std::size_t(w % m_schedulers)] });
        break;
    case OpCode::WaitMma:
        t = std::max(t, warp.mmaDoneAt);
        break;
    default:
        break;
    }
    return t;
}

void SmSimulator::issue(State& s, int w, std::vector<CtaSpan>* spans) const
{
    Warp& warp = s.warps[std::size_t(w)];
    const Instruction& in = m_kernel->program[std::size_t(warp.pc)];
    const KernelLatencies& lat = m_kernel->latencies;
    const std::int64_t now = s.now;
    warp.lastIssue = now;
    warp.readyAt = now + 1;
    ++warp.pc;
    ++s.issued;
    const int slot = w / m_warpsPerCta;
    Slot& sl = s.ctaSlots[std::size_t(slot)];
    switch (in.op) {
    case OpCode::LoadGlobal:
        warp.slabArrives[std::size_t(in.arg % m_kernel->stages)] = now + lat.globalLoadCycles;
        break;
    case OpCode::LoadShared:
        warp.fragmentsReady[std::size_t(in.arg & 1)] = now + lat.sharedLoadCycles;
        break;
    case OpCode::Mma:
        s.tensorFreeAt[std::size_t(w % m_schedulers)] = now + m_kernel->mmaIssueCycles;
        warp.mmaDoneAt = std::max(warp.mmaDoneAt, now + m_kernel->mmaLatencyCycles);
        ++s.mmas;
        break;
    case OpCode::Barrier:
        warp.atBarrier = true;
        if (++sl.arrived == m_warpsPerCta) {
            sl.arrived = 0;
            for (int i = 0; i < m_warpsPerCta; ++i) {
                Warp& other = s.warps[std::size_t(slot * m_warpsPerCta + i)];
                other.atBarrier = false;
                other.readyAt = now + 1;
            }
        }
        break;
    case OpCode::Store:
        s.lastStoreLands = std::max(s.lastStoreLands, now + lat.globalLoadCycles);
        break;
    case OpCode::Exit:
        warp.done = true;
        if (++sl.warpsDone == m_warpsPerCta) {
            if (spans)
                (*spans)[std::size_t(sl.ordinal)].exit = now;
            ++s.ctasDone;
            if (s.nextOrdinal < m_ctaCount)
                launch(s, slot, now + 1, spans);
            else
                sl.ordinal = -1;
        }
        break;
    case OpCode::WaitLoads:
    case OpCode::WaitMma:
        break;
    }
}

void SmSimulator::processCycle(State& s, std::vector<CtaSpan>* spans) const
{
    // Each scheduler issues at most one instruction: the first ready warp after the one it
    // picked last (loose round-robin).
    for (int sched = 0; sched < m_schedulers; ++sched) {
        const std::vector<int>& list = m_schedulerWarps[std::size_t(sched)];
        const int count = int(list.size());
        int& last = s.lastPicked[std::size_t(sched)];
        for (int i = 1; i <= count; ++i) {
            const int index = (last + i) % count;
            if (readyTime(s, list[std::size_t(index)]) <= s.now) {
                issue(s, list[std::size_t(index)], spans);
                last = index;
                break;
            }
        }
    }
    std::int64_t next = kNever;
    bool live = false;
    for (int w = 0; w < int(s.warps.size()); ++w) {
        if (s.warps[std::size_t(w)].done)
            continue;
        live = true;
        next = std::min(next, readyTime(s, w));
    }
    if (!live && s.nextOrdinal >= m_ctaCount) {
        s.finished = true;
        ++s.now;
        return;
    }
    s.now = std::max(s.now + 1, next);
}

void SmSimulator::advanceThrough(State& s, std::int64_t cycle) const
{
    while (!s.finished && s.now <= cycle)
        processCycle(s, nullptr);
}

SmState SmSimulator::stateAt(std::int64_t cycle) const
{
    SmState out;
    out.ctasAssigned = m_ctaCount;
    const int warps = int(m_schedulerWarps.empty() ? 0 : m_kernel->occupancy.residentWarps);
    out.warps.assign(std::size_t(warps), WarpState::Empty);
    out.ops.assign(std::size_t(warps), OpCode::Exit);
    out.slotOrdinal.assign(std::size_t(m_kernel->occupancy.ctasPerSm), -1);
    if (m_ctaCount == 0 || cycle < 0) {
        out.activity = m_ctaCount == 0 ? SmActivity::Idle : SmActivity::Stalled;
        return out;
    }
    // The last checkpoint at or before the cycle, then replay.
    auto it = std::upper_bound(m_checkpoints.begin(), m_checkpoints.end(), cycle,
        [](std::int64_t c, const State& st) { return c < st.now; });
    State s = it == m_checkpoints.begin() ? m_checkpoints.front() : *std::prev(it);
    advanceThrough(s, cycle);

    out.ctasDone = s.ctasDone;
    out.mmasIssued = s.mmas;
    for (std::size_t slot = 0; slot < s.ctaSlots.size(); ++slot)
        out.slotOrdinal[slot] = int(s.ctaSlots[slot].ordinal);
    bool issued = false;
    bool tensorBusy = false;
    for (int sched = 0; sched < m_schedulers; ++sched)
        tensorBusy = tensorBusy || s.tensorFreeAt[std::size_t(sched)] > cycle;
    for (int w = 0; w < warps; ++w) {
        const Warp& warp = s.warps[std::size_t(w)];
        const bool resident = s.ctaSlots[std::size_t(w / m_warpsPerCta)].ordinal >= 0;
        WarpState state = WarpState::Empty;
        if (warp.lastIssue == cycle) {
            state = WarpState::Issuing;
            out.ops[std::size_t(w)] = m_kernel->program[std::size_t(warp.pc - 1)].op;
        } else if (!resident) {
            // A slot that ran a CTA and has none left to take is done; one never used is empty.
            const bool used = w / m_warpsPerCta < m_ctaCount;
            state = used && s.nextOrdinal >= m_ctaCount ? WarpState::Done : WarpState::Empty;
        } else if (warp.done) {
            state = WarpState::Done;
        } else {
            const Instruction& next = m_kernel->program[std::size_t(warp.pc)];
            out.ops[std::size_t(w)] = next.op;
            if (warp.atBarrier)
                state = WarpState::AtBarrier;
            else if (readyTime(s, w) <= cycle)
                state = WarpState::Ready;
            else if (next.op == OpCode::WaitLoads)
                state = WarpState::WaitingMemory;
            else if (next.op == OpCode::Mma || next.op == OpCode::WaitMma)
                state = WarpState::WaitingTensor;
            else
                state = WarpState::Ready;
        }
        issued = issued || state == WarpState::Issuing;
        out.warps[std::size_t(w)] = state;
    }
    if (s.ctasDone == m_ctaCount)
        out.activity = SmActivity::Done;
    else
        out.activity = issued || tensorBusy ? SmActivity::Issuing : SmActivity::Stalled;
    return out;
}

} // namespace ts::simt
