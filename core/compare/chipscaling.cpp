// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chipscaling.h"

#include "scaling/scalingestimator.h"

#include <algorithm>

namespace ts {

QList<qint64> ChipScaling::chipCounts()
{
    return { 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024 };
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
            curve.points.push_back({ chips, best->stepSeconds, 0.0, best->tokensPerSecond,
                best->fits, best->config.label(), *best });
        }
        // Efficiency against the fewest chips that fit: N₀·T₀ / (N·T_N).
        const auto baseline = std::find_if(
            curve.points.begin(), curve.points.end(), [](const ChipPoint& p) { return p.fits; });
        if (baseline != curve.points.end()) {
            curve.baselineChips = baseline->chips;
            const double work = double(baseline->chips) * baseline->stepSeconds;
            for (ChipPoint& p : curve.points) {
                if (p.fits)
                    p.scalingEfficiency = work / (double(p.chips) * p.stepSeconds);
            }
        }
        curves.push_back(std::move(curve));
    }
    return curves;
}

} // namespace ts
