// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <cstdint>
#include <vector>

namespace ts::simt {

/// Which side of the data-dependent branch an instruction belongs to.
enum class BranchPath : std::uint8_t { Common, Taken, NotTaken };

/// One instruction of the divergence demo kernel.
struct DivergenceInstruction
{
    QString text; ///< SASS-like, e.g. "FMUL y, x, x"
    BranchPath path = BranchPath::Common;
};

/// One issue of one warp: which instruction, under which lane mask.
struct DivergenceStep
{
    std::int64_t cycle = 0;
    int warp = 0;
    int instruction = 0; ///< index into DivergenceSimulator::program()
    std::uint32_t mask = 0; ///< bit i: lane i executes it
    bool reconverged = false; ///< the warp runs with its full mask again from this step on
};

/// A small element-wise kernel with a data-dependent branch, run warp by warp on one scheduler
/// (one instruction per cycle): y = x > t ? x·x + 1 : (t − x)·0.5 − 1.
///
/// A warp whose lanes disagree on the branch runs both sides one after the other, each under
/// the mask of the lanes that took it (the other lanes idle), then reconverges at the
/// immediate post-dominator and continues with all lanes (pre-Volta SIMT stack semantics, which
/// independent thread scheduling keeps for this convergent code). A warp whose lanes agree
/// skips the other side. Lanes past the end of x are masked off throughout.
class DivergenceSimulator
{
public:
    DivergenceSimulator(std::vector<float> x, float threshold, int warpSize = 32);

    static const std::vector<DivergenceInstruction>& program();

    int warpSize() const { return m_warpSize; }
    int warps() const { return int((m_x.size() + std::size_t(m_warpSize) - 1) / m_warpSize); }
    float threshold() const { return m_threshold; }
    const std::vector<float>& x() const { return m_x; }
    /// y as the lanes computed it.
    const std::vector<float>& y() const { return m_y; }
    /// Every issue, in cycle order (cycle = index).
    const std::vector<DivergenceStep>& steps() const { return m_steps; }
    std::int64_t cycles() const { return std::int64_t(m_steps.size()); }
    /// The lanes of `warp` that take the branch (x > t), valid lanes only.
    std::uint32_t takenMask(int warp) const;
    /// The lanes of `warp` that hold an element.
    std::uint32_t validMask(int warp) const;
    /// y of element i as the kernel defines it (the reference the lanes are checked against).
    float reference(std::size_t i) const;

private:
    std::vector<float> m_x;
    std::vector<float> m_y;
    float m_threshold = 0;
    int m_warpSize = 32;
    std::vector<DivergenceStep> m_steps;
};

} // namespace ts::simt
