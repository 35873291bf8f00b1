// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "rooflinemodel.h"

namespace ts::engine {

RooflineModel::RooflineModel(const Device& device, const EngineOptions& options)
    : ExecutionModel(device, options)
{
    // The sustained fraction (measured, a measured sibling's, or a sustained clock's) derates the
    // quoted peak here too: a device without a geometry is no excuse to run it at 100%.
    for (Precision p : kAllPrecisions)
        m_peakFlopsPerSecond[std::size_t(p)] = device.peakFlopsPerSecond(p).value_or(0)
            * device.sustainedMatrixFraction(p).value_or(1.0);
}

const ExecutionModelInfo& RooflineModel::staticInfo()
{
    static const ExecutionModelInfo info {
        QLatin1StringView("roofline"),
        QT_TRANSLATE_NOOP("ExecutionModel", "Ideal roofline"),
        QT_TRANSLATE_NOOP("ExecutionModel",
            "FLOPs ÷ (the quoted peak × its sustained fraction): no published geometry, so no "
            "other losses are modelled"),
        {},
        {},
    };
    return info;
}

std::optional<MatrixTiming> RooflineModel::timeMatrix(
    const MatrixWork& work, EngineError* error) const
{
    const double peak = m_peakFlopsPerSecond[std::size_t(work.ranAs)];
    if (peak <= 0) {
        if (error)
            *error = EngineError::NoMatrixRate;
        return std::nullopt;
    }
    MatrixTiming t;
    t.computeSeconds = work.flops / peak;
    return t;
}

} // namespace ts::engine
