// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "serving/servingestimator.h"

#include <QCoreApplication>
#include <QString>

namespace ts {

/// The comparison's serving figures (issue 21, docs/serving.md) in words: what set the batch,
/// and how each figure is derived, for the table's cells and the Explanation.
class ServingText
{
    Q_DECLARE_TR_FUNCTIONS(ts::ServingText)

public:
    /// The chosen batch and what set it: "25 (TTFT target)", "99 (memory)", "16 (the
    /// workload's)", "1 (misses the targets)".
    static QString batch(const serving::ServingEstimate& estimate);
    /// Tokens a dollar buys: "595 k tokens"; "no price" without one.
    static QString tokensPerDollar(const serving::ServingPoint& point);
    /// Output tokens a second per chip.
    static QString tokensPerSecond(const serving::ServingPoint& point);
    /// Tokens one dollar buys at the chosen point (0 without a price).
    static double tokensPerDollarValue(const serving::ServingPoint& point);
    /// The derivation of every serving figure of one device, with its numbers. Rich text; the
    /// device name comes from a catalog file and is escaped.
    static QString html(const serving::ServingEstimate& estimate,
        const serving::ServingSpec& request, const QString& deviceName);
};

} // namespace ts
