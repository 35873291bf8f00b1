// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "hardware/device.h"
#include "scaling/scalingresult.h"
#include "workload/workload.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <atomic>
#include <vector>

namespace ts {

/// One chip count of a device's scaling curve: the fastest legal split the scaling model
/// (core/scaling, issue 6) finds for that many chips, the fastest that fits memory if any does.
struct ChipPoint
{
    qint64 chips = 1;
    double stepSeconds = 0;
    /// N₀·T₀ / (N·T_N) against the curve's baselineChips N₀ (the fewest chips that fit); 0 for a
    /// point that does not fit or a curve where none does. Against one chip that cannot hold
    /// the job, an efficiency says nothing (issue 20).
    double scalingEfficiency = 0;
    double tokensPerSecond = 0;
    bool fits = true;
    QString split; ///< e.g. "dp8 tp4"
    /// The whole result, worded on hover by ScalingResultText (in the language of the moment).
    scaling::ScalingResult result;
};

/// A device's curve of step time and efficiency against chip count.
struct ChipCurve
{
    QString deviceId;
    QString deviceName;
    int colorIndex = 0;
    std::vector<ChipPoint> points;
    /// The fewest chips (of ChipScaling::chipCounts()) whose fastest split fits memory; 0 when
    /// none does.
    qint64 baselineChips = 0;
};

/// Step time and scaling efficiency against chip count for every ticked device. The split
/// search costs milliseconds per point, too slow to follow a slider: the workspace runs it on a
/// worker thread after the edits settle (WorkspaceController).
class ChipScaling
{
public:
    /// 1, 2, 4, ... 1024.
    static QList<qint64> chipCounts();
    /// One curve per device, in order (`colorIndices` parallel to `devices`). Stops early, with
    /// the curves so far, when `cancel` becomes true.
    static std::vector<ChipCurve> compute(const Workload& workload, const QList<Device>& devices,
        const QList<int>& colorIndices, const engine::EngineOptions& options,
        const std::atomic<bool>* cancel = nullptr);
};

} // namespace ts
