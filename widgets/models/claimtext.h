// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/claimcheck.h"
#include "explanation.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace ts {

/// The claims in words, translated: each statement as articles write it, the verdict's name,
/// and a one-line summary assembled from the experiment's figures (never written per device in
/// advance). docs/claims.md gives the sources.
class ClaimText
{
    Q_DECLARE_TR_FUNCTIONS(ts::ClaimText)

public:
    /// The claim as usually written.
    static QString statement(ClaimId id);
    /// "holds", "holds only when", "does not hold", "within the uncertainty", "cannot tell".
    static QString verdictName(ClaimVerdict verdict);
    /// The stable JSON name: "holds", "holds-only-when", "does-not-hold", "within-uncertainty",
    /// "cannot-tell".
    static QString verdictCode(ClaimVerdict verdict);
    /// One sentence with the figures that decided the verdict and, where it has one, the
    /// condition; `systolicName` and `gpuName` are the devices' names (plain text).
    static QString summary(
        const ClaimOutcome& outcome, const QString& systolicName, const QString& gpuName);

    /// The title of the claim's experiment chart, e.g. "Throughput per chip against batch".
    static QString experimentTitle(ClaimId id);
    /// An experiment axis's title from its key ("global_batch": "batch"); `systolicName` names
    /// the chip whose utilization the cost-at-scale sweep varies.
    static QString axisTitle(const QString& key, const QString& systolicName);
    /// True for keys whose values are fractions shown in per cent (MFU, shares).
    static bool isShare(const QString& key);
    /// The legend or column name of an experiment's curve or bar ("gpu_owned": "H100 owned").
    static QString seriesName(
        const QString& key, const QString& systolicName, const QString& gpuName);
    /// The name of the marker line ("crossover batch", "break-even", "claimed 2.8×").
    static QString markerName(const ClaimOutcome& outcome);
    /// A figure's name in words, naming its device ("systolic_tokens_per_joule": "TPU v5p,
    /// tokens per joule").
    static QString figureName(
        const QString& key, const QString& systolicName, const QString& gpuName);
    /// A figure's value with its unit ("41 %", "$20.6 M", "256", "1.3×").
    static QString figureValue(const QString& key, double value);
    /// How a figure is computed, in one or two sentences (for the Explanation).
    static QString figureFormula(const QString& key);
    /// Which device a figure belongs to: 0 the systolic chip, 1 the GPU, -1 both or neither.
    static int figureDevice(const QString& key);
    /// The comparison's metric a figure is, where it is one of the device's one-chip estimate
    /// (tokens per joule, a run's rented or owned cost): its Explanation then follows.
    static std::optional<Metric> figureMetric(const ClaimOutcome& outcome, const QString& key);
    /// The Explanation of one figure of a claim: its name, value and how it is computed, as
    /// rich text (names escaped).
    static QString figureHtml(const ClaimOutcome& outcome, const QString& key,
        const QString& systolicName, const QString& gpuName);
};

} // namespace ts
