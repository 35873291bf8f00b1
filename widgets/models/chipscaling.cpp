// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chipscaling.h"

#include "scaling/scalingestimator.h"

namespace ts {

QList<qint64> ChipScaling::chipCounts()
{
    return { 1, 2, 4, 8, 16, 32, 64 };
}

std::vector<ChipCurve> ChipScaling::compute(const Workload& workload, const QList<Device>& devices,
    const QList<int>& colorIndices, const engine::EngineOptions& options,
    const std::atomic<bool>* cancel)
{
    std::vector<ChipCurve> curves;
    for (int i = 0; i < devices.size(); ++i) {
        ChipCurve curve;
        curve.deviceId = devices[i].id;
        curve.deviceName = devices[i].name;
        curve.colorIndex = colorIndices.value(i, i);
        const scaling::ScalingEstimator estimator(workload, devices[i], options);
        for (qint64 chips : chipCounts()) {
            if (cancel && cancel->load())
                return curves;
            const std::optional<scaling::ScalingResult> best = estimator.fastest(chips);
            if (!best || !best->legal() || best->stepSeconds <= 0)
                continue;
            curve.points.push_back({ chips, best->stepSeconds, best->scalingEfficiency,
                best->tokensPerSecond, best->fits, best->config.label(), *best });
        }
        curves.push_back(std::move(curve));
    }
    return curves;
}

} // namespace ts
