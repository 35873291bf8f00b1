// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "executionmodel.h"

namespace ts::engine {

/// The ideal roofline, for devices without published matrix-unit geometry (Gaudi's MME, a
/// what-if part): FLOPs at the quoted peak, no losses. Always applicable; the registry's last
/// resort. Estimates made with it say so (model "roofline").
class RooflineModel final : public ExecutionModel
{
public:
    RooflineModel(const Device& device, const EngineOptions& options);

    static const ExecutionModelInfo& staticInfo();

    const ExecutionModelInfo& info() const override { return staticInfo(); }
    std::optional<MatrixTiming> timeMatrix(
        const MatrixWork& work, EngineError* error) const override;

private:
    std::array<double, kAllPrecisions.size()> m_peakFlopsPerSecond {};
};

} // namespace ts::engine
