// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "comparison.h"

#include <QJsonObject>
#include <QString>
#include <vector>

namespace ts {

/// What the verdict reads of one device, from its job (the comparison shows a job) or its
/// one-chip estimate.
struct VerdictFigures
{
    bool runs = false; ///< estimated (a legal split for a job)
    bool fits = false;
    double stepSeconds = 0;
    double chips = 1;
    double peakPerChip = 0; ///< FLOP/s, the MFU's denominator
    double mfu = 0;
    double commShare = 0;
    bool hasPrice = false;
    double usdPerChipHour = 0;
    double usdPerMillionTokens = 0;
    double rentRunUsd = 0;
    bool hasOwned = false;
    double ownedUsdPerChipHour = 0;
    double ownedRunUsd = 0;
    bool hasPower = false;
    double energyKwh = 0; ///< facility energy of the run
    double energyLowFactor = 1; ///< the power range, as factors of energyKwh
    double energyHighFactor = 1;
    double chipWatts = 0; ///< average power of one chip over the step
    QString powerBasis;
    double timeLowFactor = 1; ///< the accuracy band of the step time
    double timeHighFactor = 1;

    static VerdictFigures of(const Comparison& comparison, const DeviceComparison& device);
};

/// Which ticked device wins on time, cost and energy, by how much, and the figures that explain
/// it (issue 20's Verdict panel). Only facts: the sentences are assembled from them by
/// VerdictText (widgets/models), never written per device, so a change of workload, job or
/// devices can change every word.
struct VerdictAspect
{
    enum class Kind { Time, Cost, Energy };
    Kind kind = Kind::Time;
    /// Rows of Comparison::devices: the best and the second best among the devices that can
    /// run the workload (or job) in memory and have the aspect's figure; −1 when fewer than two.
    int winner = -1;
    int runnerUp = -1;
    /// Seconds per step, USD per million tokens, facility kWh per run.
    double winnerValue = 0;
    double runnerUpValue = 0;
    /// runnerUpValue ÷ winnerValue (≥ 1).
    double ratio = 1;
    /// The two uncertainty intervals (accuracy band, and for energy the power range) overlap:
    /// the order may not hold.
    bool withinUncertainty = false;

    // The factors the ratio is the product of, runner-up over winner:
    /// Time: peak FLOP/s of all the job's chips, and MFU (time ratio = peak ratio × MFU ratio).
    double peakRatio = 1;
    double mfuRatio = 1;
    /// Cost: price per chip-hour × chips, and step time (cost ratio = price ratio × time ratio).
    double priceRatio = 1;
    double timeRatio = 1;
    /// Energy: average power of all chips, and step time (energy ratio = power × time ratio).
    double powerRatio = 1;

    /// Cost only: other price bases under which another device would cost least (issue 20:
    /// "with spot prices the order flips"), each with the device that would and its cost per
    /// million tokens against the present winner's at that basis. The costs scale with the
    /// price alone (the step does not change), so no estimate is re-run.
    struct Flip
    {
        QString basis; ///< "cheapest" (cheapest public quote of the kind), "spot", "committed-1y",
                       ///< "committed-3y"
        int winner = -1;
        double winnerValue = 0;
        double formerWinnerValue = 0;
    };
    std::vector<Flip> flips;

    bool defined() const { return winner >= 0 && runnerUp >= 0; }
};

/// One device left out of an aspect, and why: "does-not-fit", "cannot-estimate", "no-price",
/// "no-power".
struct VerdictExclusion
{
    VerdictAspect::Kind kind = VerdictAspect::Kind::Time;
    int row = -1;
    QString reason;
};

/// Renting against owning one device's chips for the run (issue 20, "rent or buy").
struct VerdictOwnership
{
    int row = -1;
    bool canRent = false; ///< a rental price of the chosen kind
    bool canBuy = false; ///< a purchase price
    double rentUsd = 0; ///< the run on rented chips
    double ownUsd = 0; ///< the run on owned chips
    double rentUsdPerChipHour = 0;
    double ownUsdPerChipHour = 0;
};

struct Verdict
{
    std::vector<VerdictAspect> aspects; ///< time, cost, energy, in that order
    std::vector<VerdictExclusion> excluded;
    /// Every device that runs the work in memory, cheapest way first (owned or rented).
    std::vector<VerdictOwnership> ownership;

    /// The facts of `comparison`: a job's figures when it shows a job, one chip's otherwise.
    static Verdict compute(const Comparison& comparison);
    /// The facts as JSON (`estimate --json`'s "verdict"; keys in docs/workspace.md).
    QJsonObject toJson(const Comparison& comparison) const;
};

} // namespace ts
