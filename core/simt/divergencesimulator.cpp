// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simt/divergencesimulator.h"

#include <algorithm>

namespace ts::simt {

namespace {

enum Instr {
    kLoad,
    kCompare,
    kBranch,
    kTakenMul,
    kTakenAdd,
    kTakenJump,
    kElseSub,
    kElseMul,
    kElseAdd,
    kReconverge,
    kStore,
};

} // namespace

const std::vector<DivergenceInstruction>& DivergenceSimulator::program()
{
    static const std::vector<DivergenceInstruction> instructions = {
        { QStringLiteral("LDG x, [x + i]"), BranchPath::Common },
        { QStringLiteral("FSETP.GT p, x, t"), BranchPath::Common },
        { QStringLiteral("@!p BRA ELSE"), BranchPath::Common },
        { QStringLiteral("FMUL y, x, x"), BranchPath::Taken },
        { QStringLiteral("FADD y, y, 1"), BranchPath::Taken },
        { QStringLiteral("BRA JOIN"), BranchPath::Taken },
        { QStringLiteral("ELSE: FADD y, t, -x"), BranchPath::NotTaken },
        { QStringLiteral("FMUL y, y, 0.5"), BranchPath::NotTaken },
        { QStringLiteral("FADD y, y, -1"), BranchPath::NotTaken },
        { QStringLiteral("JOIN: BSYNC"), BranchPath::Common },
        { QStringLiteral("STG [y + i], y"), BranchPath::Common },
    };
    return instructions;
}

DivergenceSimulator::DivergenceSimulator(std::vector<float> x, float threshold, int warpSize)
    : m_x(std::move(x))
    , m_y(m_x.size(), 0.0f)
    , m_threshold(threshold)
    , m_warpSize(std::clamp(warpSize, 1, 32))
{
    std::vector<float> reg(static_cast<std::size_t>(m_warpSize)); // each lane's x register
    std::vector<float> acc(static_cast<std::size_t>(m_warpSize)); // each lane's y register
    std::int64_t cycle = 0;
    for (int w = 0; w < warps(); ++w) {
        const std::uint32_t valid = validMask(w);
        const std::uint32_t taken = takenMask(w);
        const std::uint32_t notTaken = valid & ~taken;
        auto issue = [&](int instruction, std::uint32_t mask, bool reconverged = false) {
            m_steps.push_back({ cycle++, w, instruction, mask, reconverged });
            for (int lane = 0; lane < m_warpSize; ++lane) {
                if (!(mask >> lane & 1u))
                    continue;
                const std::size_t i = std::size_t(w) * std::size_t(m_warpSize) + std::size_t(lane);
                float& y = acc[std::size_t(lane)];
                const float xv = reg[std::size_t(lane)];
                switch (instruction) {
                case kLoad:
                    reg[std::size_t(lane)] = m_x[i];
                    break;
                case kTakenMul:
                    y = xv * xv;
                    break;
                case kTakenAdd:
                    y = y + 1.0f;
                    break;
                case kElseSub:
                    y = m_threshold - xv;
                    break;
                case kElseMul:
                    y = y * 0.5f;
                    break;
                case kElseAdd:
                    y = y - 1.0f;
                    break;
                case kStore:
                    m_y[i] = y;
                    break;
                default:
                    break;
                }
            }
        };
        issue(kLoad, valid);
        issue(kCompare, valid);
        issue(kBranch, valid);
        // The taken side first (the fall-through), then the other, each under its own mask.
        if (taken) {
            issue(kTakenMul, taken);
            issue(kTakenAdd, taken);
            if (notTaken)
                issue(kTakenJump, taken);
        }
        if (notTaken) {
            issue(kElseSub, notTaken);
            issue(kElseMul, notTaken);
            issue(kElseAdd, notTaken);
        }
        issue(kReconverge, valid, true);
        issue(kStore, valid);
    }
}

std::uint32_t DivergenceSimulator::validMask(int warp) const
{
    const std::int64_t first = std::int64_t(warp) * m_warpSize;
    const std::int64_t count
        = std::clamp<std::int64_t>(std::int64_t(m_x.size()) - first, 0, m_warpSize);
    return count >= 32 ? 0xFFFFFFFFu : (std::uint32_t(1) << count) - 1u;
}

std::uint32_t DivergenceSimulator::takenMask(int warp) const
{
    std::uint32_t mask = 0;
    const std::uint32_t valid = validMask(warp);
    for (int lane = 0; lane < m_warpSize; ++lane) {
        const std::size_t i = std::size_t(warp) * std::size_t(m_warpSize) + std::size_t(lane);
        if ((valid >> lane & 1u) && m_x[i] > m_threshold)
            mask |= std::uint32_t(1) << lane;
    }
    return mask;
}

float DivergenceSimulator::reference(std::size_t i) const
{
    const float x = m_x[i];
    return x > m_threshold ? x * x + 1.0f : (m_threshold - x) * 0.5f - 1.0f;
}

} // namespace ts::simt
