// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolicchipschedule.h"

#include "engine/systolicfoldmodel.h"

#include <algorithm>

namespace ts::engine {

std::optional<SystolicChipSchedule> SystolicChipSchedule::create(
    const SystolicGemmHardware& hardware, const GemmShape& shape, double inputBytes,
    int outputBytes)
{
    const auto estimate = estimateSystolicGemm(hardware, shape, inputBytes, outputBytes);
    if (!estimate)
        return std::nullopt;
    SystolicChipSchedule s;
    s.m_hardware = hardware;
    s.m_estimate = *estimate;
    s.m_shape = shape;
    const auto& p = estimate->perProduct;
    const qint64 stream
        = p.dataflow == systolic::Dataflow::WeightStationary ? shape.m() : shape.n();
    // The same rule as estimateSystolicGemm (systolic::doubleBufferedCycles).
    s.m_steady = hardware.doubleBuffered && p.dataflow != systolic::Dataflow::OutputStationary
        ? std::max<qint64>(stream, p.array.rows)
        : p.cyclesPerFold;
    return s;
}

std::optional<SystolicChipSchedule> SystolicChipSchedule::forOperator(
    const Device& device, const OpEstimate& op, const GemmShape& gemm, const EngineOptions& options)
{
    if (gemm.isEmpty() || !op.model || op.model->schedule != ChipScheduleKind::SystolicFolds)
        return std::nullopt;
    const auto hw = SystolicFoldModel::hardware(device, op.ranAs, options);
    if (!hw)
        return std::nullopt;
    return create(
        *hw, gemm, bytesPerElement(op.precision), bytesPerElement(carrierPrecision(op.precision)));
}

double SystolicChipSchedule::utilization() const
{
    const double peCycles
        = double(units()) * m_hardware.array.rows * m_hardware.array.cols * double(clockCycles());
    return peCycles > 0 ? m_estimate.usefulFlops / 2.0 / peCycles : 0.0;
}

double SystolicChipSchedule::seconds(qint64 cycles) const
{
    return double(cycles) / m_hardware.clockHz / m_hardware.sustainedFraction;
}

qint64 SystolicChipSchedule::foldsOf(int unit) const
{
    const qint64 u = units();
    if (unit < 0 || unit >= u)
        return 0;
    return folds() / u + (unit < folds() % u ? 1 : 0);
}

qint64 SystolicChipSchedule::foldEnd(qint64 j) const
{
    return m_estimate.perProduct.cyclesPerFold + j * m_steady;
}

SystolicUnitState SystolicChipSchedule::unitAt(int unit, qint64 cycle) const
{
    SystolicUnitState state;
    const qint64 own = foldsOf(unit);
    if (own == 0)
        return state;
    if (cycle < 0) {
        state.fold = unit;
        return state;
    }
    const qint64 first = m_estimate.perProduct.cyclesPerFold;
    const qint64 j = cycle < first ? 0 : 1 + (cycle - first) / std::max<qint64>(1, m_steady);
    if (j >= own) {
        state.foldsDone = own;
        return state;
    }
    const qint64 start = j == 0 ? 0 : foldEnd(j - 1);
    state.fold = unit + j * units();
    state.foldsDone = j;
    state.progress = double(cycle - start + 1) / double(std::max<qint64>(1, foldEnd(j) - start));
    state.progress = std::clamp(state.progress, 0.0, 1.0);
    if (state.progress >= 1.0) {
        state.foldsDone = j + 1;
        state.fold = j + 1 < own ? unit + (j + 1) * units() : -1;
        state.progress = 0;
    }
    return state;
}

qint64 SystolicChipSchedule::foldsDoneAt(qint64 cycle) const
{
    qint64 done = 0;
    for (int u = 0; u < units(); ++u)
        done += unitAt(u, cycle).foldsDone;
    return done;
}

FoldPlace SystolicChipSchedule::place(qint64 fold) const
{
    const qint64 perProduct = std::max<qint64>(1, m_estimate.perProduct.folds);
    const qint64 local = fold % perProduct;
    const qint64 columns = std::max<qint64>(1, colFolds());
    return { fold / perProduct, local / columns, local % columns };
}

} // namespace ts::engine
