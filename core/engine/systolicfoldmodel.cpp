// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolicfoldmodel.h"

#include "devicerates.h"

#include <algorithm>

namespace ts::engine {

SystolicFoldModel::SystolicFoldModel(const Device& device, const EngineOptions& options)
    : ExecutionModel(device, options)
{
    for (Precision p : kAllPrecisions) {
        if (device.peakFlopsPerSecond(p))
            m_hardware[std::size_t(p)] = hardware(device, p, options);
    }
}

bool SystolicFoldModel::accepts(const Device& device)
{
    const auto& s = device.systolic;
    return s && s->coresPerChip && s->matrixUnitsPerCore && s->matrixUnitRows
        && s->matrixUnitColumns;
}

std::optional<SystolicGemmHardware> SystolicFoldModel::hardware(
    const Device& device, Precision precision, const EngineOptions& options)
{
    if (!accepts(device))
        return std::nullopt;
    const auto& s = device.systolic;
    const auto clock = DeviceRates::systolicClockHz(device, precision);
    if (!clock || *clock <= 0)
        return std::nullopt;
    SystolicGemmHardware hw;
    hw.matrixUnits = *s->coresPerChip * *s->matrixUnitsPerCore;
    hw.array = { *s->matrixUnitRows, *s->matrixUnitColumns };
    hw.doubleBuffered = s->doubleBufferedWeights;
    hw.clockHz = *clock;
    hw.memoryBytesPerSecond = DeviceRates::achievableMemoryBytesPerSecond(device, options);
    for (const OnChipMemory& memory : device.onChipMemories)
        hw.onChipBytes += double(memory.sizeBytes);
    hw.dispatchOverheadSeconds = options.systolicDispatchOverheadSeconds;
    // A measured fraction (this precision's, else a measured sibling's: Device::
    // sustainedMatrixFraction) wins over the clock. A measured clock is compared with the clock
    // the catalog quotes the peak at (the fold model's clock may be derived from the geometry,
    // above).
    const auto& measured = device.achievableMatrixFraction[std::size_t(precision)];
    if (measured || device.borrowedMatrixFraction(precision))
        hw.sustainedFraction = *device.sustainedMatrixFraction(precision);
    else if (device.sustainedMatrixClockHz && *device.sustainedMatrixClockHz > 0)
        hw.sustainedFraction = std::min(
            1.0, *device.sustainedMatrixClockHz / device.peakMatrixClockHz().value_or(*clock));
    return hw;
}

const ExecutionModelInfo& SystolicFoldModel::staticInfo()
{
    static constexpr LossDescription losses[] = {
        { loss::kPadding, QT_TRANSLATE_NOOP("ExecutionModel", "padding"),
            QT_TRANSLATE_NOOP("ExecutionModel",
                "The unused rows and columns of the last folds of the matrix unit.") },
        { loss::kFillDrain, QT_TRANSLATE_NOOP("ExecutionModel", "fill and drain"),
            QT_TRANSLATE_NOOP("ExecutionModel",
                "Each fold waits for operands to ripple into the array and results to ripple "
                "out.") },
        { loss::kDistribution, QT_TRANSLATE_NOOP("ExecutionModel", "distribution over units"),
            QT_TRANSLATE_NOOP(
                "ExecutionModel", "The folds do not divide evenly over the chip's matrix units.") },
        { loss::kSustained, QT_TRANSLATE_NOOP("ExecutionModel", "sustained clock"),
            QT_TRANSLATE_NOOP("ExecutionModel",
                "Under a dense load the chip delivers this fraction of its quoted peak.") },
    };
    static constexpr MappingDescription counts[] = {
        { mapping::kFolds, QT_TRANSLATE_NOOP("ExecutionModel", "folds"), QLatin1StringView(),
            QLatin1StringView("folds") },
    };
    static const ExecutionModelInfo info {
        QLatin1StringView("systolic-folds"),
        QT_TRANSLATE_NOOP("ExecutionModel", "Folds on systolic matrix units"),
        QT_TRANSLATE_NOOP("ExecutionModel",
            "folds per matrix unit × cycles per fold (SCALE-Sim's closed form) ÷ clock ÷ "
            "sustained fraction"),
        losses,
        counts,
        ChipScheduleKind::SystolicFolds,
    };
    return info;
}

std::optional<MatrixTiming> SystolicFoldModel::timeMatrix(
    const MatrixWork& work, EngineError* error) const
{
    const auto& hw = m_hardware[std::size_t(work.ranAs)];
    const auto s = hw ? estimateSystolicGemm(
                       *hw, work.shape, work.elementBytes, work.outputBytes, work.weightBytes)
                      : std::nullopt;
    if (!s) {
        if (error)
            *error = EngineError::InvalidShape;
        return std::nullopt;
    }
    MatrixTiming t;
    t.computeSeconds = s->computeSeconds * work.workFraction;
    t.gemmDramBytes = s->dramBytes;
    t.losses = s->losses;
    t.mapping.set(mapping::kFolds, s->folds);
    return t;
}

} // namespace ts::engine
