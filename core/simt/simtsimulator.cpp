// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simt/simtsimulator.h"

#include <algorithm>

namespace ts::simt {

std::unique_ptr<SimtSimulator> SimtSimulator::create(
    const GpuConfig& gpu, GemmShape gemm, const KernelOptions& options, Error* error)
{
    if (options.stages > SmSimulator::kMaxStages) {
        if (error)
            *error = Error::InvalidTile;
        return nullptr;
    }
    std::optional<GemmKernel> kernel = GemmKernel::create(gpu, gemm, options, error);
    if (!kernel)
        return nullptr;
    return std::unique_ptr<SimtSimulator>(new SimtSimulator(std::move(*kernel)));
}

SimtSimulator::SimtSimulator(GemmKernel kernel)
    : m_kernel(std::move(kernel))
{
    const std::int64_t sms = m_kernel.gpu.smCount;
    const std::int64_t ctas = m_kernel.ctas();
    m_ctasHigh = (ctas + sms - 1) / sms;
    const std::int64_t remainder = ctas % sms;
    m_smsHigh = remainder == 0 ? int(sms) : int(remainder);
    m_sms.push_back(std::make_unique<SmSimulator>(m_kernel, m_ctasHigh));
    if (m_smsHigh < sms)
        m_sms.push_back(std::make_unique<SmSimulator>(m_kernel, m_ctasHigh - 1));
    for (const auto& sm : m_sms)
        m_totalCycles = std::max(m_totalCycles, sm->finishCycles());
}

const SmSimulator& SimtSimulator::smSimulator(int sm) const
{
    return *m_sms[sm < m_smsHigh ? 0 : 1];
}

std::int64_t SimtSimulator::waves() const
{
    const std::int64_t perWave = std::int64_t(gpu().smCount) * occupancy().ctasPerSm;
    return (ctas() + perWave - 1) / perWave;
}

double SimtSimulator::usefulFlops() const
{
    return 2.0 * double(m_kernel.gemm.m()) * double(m_kernel.gemm.n()) * double(m_kernel.gemm.k());
}

double SimtSimulator::fractionOfPeak() const
{
    const double peakPerCycle = gpu().tensorFlopsPerClockPerSm() * gpu().smCount;
    return m_totalCycles > 0 ? usefulFlops() / (double(m_totalCycles) * peakPerCycle) : 0.0;
}

std::int64_t SimtSimulator::ctasOnSm(int sm) const
{
    return smSimulator(sm).ctaCount();
}

std::int64_t SimtSimulator::instructionsIssued() const
{
    std::int64_t total = m_sms[0]->instructionsIssued() * m_smsHigh;
    if (m_sms.size() > 1)
        total += m_sms[1]->instructionsIssued() * (gpu().smCount - m_smsHigh);
    return total;
}

std::int64_t SimtSimulator::mmasIssued() const
{
    std::int64_t total = m_sms[0]->mmasIssued() * m_smsHigh;
    if (m_sms.size() > 1)
        total += m_sms[1]->mmasIssued() * (gpu().smCount - m_smsHigh);
    return total;
}

std::int64_t SimtSimulator::cyclesProcessed() const
{
    std::int64_t total = 0;
    for (const auto& sm : m_sms)
        total += sm->cyclesProcessed();
    return total;
}

SmSimulator::CtaSpan SimtSimulator::span(std::int64_t cta) const
{
    const int sms = gpu().smCount;
    return smSimulator(int(cta % sms)).spans()[std::size_t(cta / sms)];
}

SimtSnapshot SimtSimulator::snapshot(std::int64_t cycle) const
{
    SimtSnapshot s;
    s.lastCycle = m_totalCycles - 1;
    s.cycle = std::clamp<std::int64_t>(cycle, -1, s.lastCycle);
    s.smCount = gpu().smCount;
    s.schedulersPerSm = gpu().schedulersPerSm;
    s.warpsPerCta = m_kernel.warpsPerCta();
    s.ctasPerSm = occupancy().ctasPerSm;
    s.tilesM = m_kernel.tilesM;
    s.tilesN = m_kernel.tilesN;
    s.waves = waves();
    s.flopsPerMma = 2.0 * m_kernel.warpMma.m * m_kernel.warpMma.n * m_kernel.warpMma.k;
    s.peakFlopsPerCycle = gpu().tensorFlopsPerClockPerSm() * gpu().smCount;
    for (const auto& sm : m_sms)
        s.classes.push_back(sm->stateAt(s.cycle));
    s.smClass.resize(std::size_t(s.smCount));
    for (int sm = 0; sm < s.smCount; ++sm)
        s.smClass[std::size_t(sm)] = sm < m_smsHigh ? 0 : 1;
    for (std::size_t c = 0; c < s.classes.size(); ++c) {
        const std::int64_t count = c == 0 ? m_smsHigh : s.smCount - m_smsHigh;
        s.mmasIssued += s.classes[c].mmasIssued * count;
        s.ctasDone += s.classes[c].ctasDone * count;
    }
    const std::int64_t ctas = m_kernel.ctas();
    s.tiles.assign(std::size_t(ctas), TileProgress::Pending);
    for (std::int64_t c = 0; c < ctas; ++c) {
        const SmSimulator::CtaSpan sp = span(c);
        if (s.cycle >= sp.exit)
            s.tiles[std::size_t(c)] = TileProgress::Done;
        else if (s.cycle >= sp.start)
            s.tiles[std::size_t(c)] = TileProgress::Running;
        if (s.cycle >= sp.start)
            s.wave = std::max(s.wave, s.waveOfCta(c));
    }
    return s;
}

template <typename Scalar>
Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> SimtSimulator::product(
    const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>& a,
    const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>& b) const
{
    using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    using Eigen::Index;
    const GemmKernel& k = m_kernel;
    Matrix c = Matrix::Zero(a.rows(), b.cols());
    if (a.rows() != k.gemm.m() || a.cols() != k.gemm.k() || b.rows() != k.gemm.k()
        || b.cols() != k.gemm.n())
        return c;
    Matrix accumulator(k.tile.m, k.tile.n);
    for (std::int64_t cta = 0; cta < k.ctas(); ++cta) {
        const Index row = Index((cta / k.tilesN) * k.tile.m);
        const Index col = Index((cta % k.tilesN) * k.tile.n);
        const Index rows = std::min<Index>(k.tile.m, a.rows() - row);
        const Index cols = std::min<Index>(k.tile.n, b.cols() - col);
        auto acc = accumulator.topLeftCorner(rows, cols);
        acc.setZero();
        // One main-loop iteration per K-slab; the zero padding past K contributes nothing.
        for (std::int64_t slab = 0; slab < k.slabs; ++slab) {
            const Index k0 = Index(slab * k.tile.k);
            const Index depth = std::min<Index>(k.tile.k, a.cols() - k0);
            acc.noalias() += a.block(row, k0, rows, depth) * b.block(k0, col, depth, cols);
        }
        c.block(row, col, rows, cols) = acc;
    }
    return c;
}

template Eigen::MatrixXf SimtSimulator::product<float>(
    const Eigen::MatrixXf&, const Eigen::MatrixXf&) const;
template Eigen::MatrixXd SimtSimulator::product<double>(
    const Eigen::MatrixXd&, const Eigen::MatrixXd&) const;

} // namespace ts::simt
