// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "jobreport.h"
#include "scaling/scalingresult.h"
#include "workload/workload.h"

#include <QJsonObject>
#include <QString>
#include <utility>
#include <vector>

namespace ts::report {

/// One device's result at one chip count.
using ScalingRow = std::pair<QString, scaling::ScalingResult>;

/// `tensorscope scale`'s JSON and CSV: one result per device and chip count, with its split,
/// step, efficiency, communication (each collective), memory, cost and energy of a step and
/// its derivation. An illegal split's figures are null (JSON) or empty (CSV), never 0.
class ScalingReport
{
public:
    /// One result: `device`, `chips`, the split (insertParallelConfig), `legal`, `problems`
    /// (with `problemText`'s words for an engine error), `engine_error` (its code or null),
    /// the figures, `collectives`, `derivation` and `notes`.
    static QJsonObject resultJson(const QString& deviceId, const scaling::ScalingResult& r,
        const EngineProblemText& problemText = {});
    /// `{"workload": ..., "search": bool, "results": [resultJson...]}`.
    static QJsonObject documentJson(const Workload& workload, bool search,
        const std::vector<ScalingRow>& rows, const EngineProblemText& problemText = {});
    /// The header line and one line per row, each ending in '\n'.
    static QString toCsv(const std::vector<ScalingRow>& rows);
};

} // namespace ts::report
