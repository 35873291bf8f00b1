// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "gpuchipschedule.h"

#include "common/checkedint.h"

#include <algorithm>
#include <cmath>

namespace ts::engine {

std::optional<GpuChipSchedule> GpuChipSchedule::create(int smCount, const GemmShape& shape,
    qint64 tileM, qint64 tileN, qint64 splitK, qint64 waves, double computeSeconds)
{
    if (smCount < 1 || shape.isEmpty() || tileM < 1 || tileN < 1 || splitK < 1 || waves < 1
        || !(computeSeconds > 0) || !std::isfinite(computeSeconds))
        return std::nullopt;
    GpuChipSchedule s;
    s.m_smCount = smCount;
    s.m_shape = shape;
    s.m_tileM = tileM;
    s.m_tileN = tileN;
    s.m_splitK = splitK;
    s.m_tilesM = (shape.m() + tileM - 1) / tileM;
    s.m_tilesN = (shape.n() + tileN - 1) / tileN;
    const CheckedInt ctas
        = CheckedInt(shape.batch()) * CheckedInt(s.m_tilesM) * CheckedInt(s.m_tilesN) * splitK;
    if (ctas.overflow() || CheckedInt::ceilDiv(ctas, smCount).value() != waves)
        return std::nullopt;
    s.m_ctas = ctas.value();
    s.m_waves = waves;
    s.m_computeSeconds = computeSeconds;
    return s;
}

std::optional<GpuChipSchedule> GpuChipSchedule::forOperator(
    const Device& device, const OpEstimate& op, const GemmShape& gemm)
{
    if (!op.model || op.model->schedule != ChipScheduleKind::CtaWaves || !device.gpu
        || !device.gpu->smCount)
        return std::nullopt;
    const auto value = [&op](QLatin1StringView id) { return op.mapping.value(id).value_or(0); };
    return create(*device.gpu->smCount, gemm, value(mapping::kTileM), value(mapping::kTileN),
        value(mapping::kSplitK), value(mapping::kWaves), op.computeSeconds);
}

qint64 GpuChipSchedule::waveAt(double seconds) const
{
    if (!(seconds > 0))
        return 0;
    if (seconds >= m_computeSeconds) // not left to rounding: the operator is done
        return m_waves;
    return std::min<qint64>(m_waves, qint64(std::floor(seconds / waveSeconds())));
}

double GpuChipSchedule::waveProgress(double seconds) const
{
    const qint64 wave = waveAt(seconds);
    if (wave >= m_waves)
        return 1.0;
    return std::clamp(seconds / waveSeconds() - double(wave), 0.0, 1.0);
}

qint64 GpuChipSchedule::ctasDoneAt(double seconds) const
{
    return std::min(m_ctas, waveAt(seconds) * m_smCount);
}

qint64 GpuChipSchedule::busySmsAt(double seconds) const
{
    const qint64 wave = waveAt(seconds);
    if (wave >= m_waves)
        return 0;
    return std::min<qint64>(m_smCount, m_ctas - wave * m_smCount);
}

double GpuChipSchedule::waveEfficiency() const
{
    return double(m_ctas) / (double(m_waves) * m_smCount);
}

CtaPlace GpuChipSchedule::place(qint64 cta) const
{
    const qint64 perProduct = m_tilesM * m_tilesN * m_splitK;
    const qint64 local = cta % perProduct;
    const qint64 tile = local / m_splitK;
    return { cta / perProduct, tile / m_tilesN, tile % m_tilesN, local % m_splitK };
}

} // namespace ts::engine
