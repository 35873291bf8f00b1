// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "verdict.h"

#include "common/units.h"
#include "metricfigures.h"

#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace ts {

namespace { } // namespace

VerdictFigures VerdictFigures::of(const Comparison& comparison, const DeviceComparison& d)
{
    VerdictFigures f;
    if (!d.estimate)
        return f;
    const engine::WorkloadEstimate& e = *d.estimate;
    f.peakPerChip = e.peakFlopsPerSecond;
    f.powerBasis = e.powerBasis;
    const MetricFigures::EnergyRange range = MetricFigures::energyRange(d, comparison);
    f.energyLowFactor = range.low;
    f.energyHighFactor = range.high;
    if (d.band) {
        if (const auto factors = MetricFigures::bandFactors(*d.band, Metric::StepTime)) {
            f.timeLowFactor = factors->first;
            f.timeHighFactor = factors->second;
        }
    }
    if (comparison.showsJob()) {
        if (!d.job || !d.job->usable())
            return f;
        const scaling::JobResult& j = *d.job;
        f.runs = true;
        f.fits = j.result.fits;
        f.stepSeconds = j.result.stepSeconds;
        f.chips = double(j.result.chips);
        f.mfu = j.result.mfu;
        f.commShare = j.result.commShare();
        f.hasPrice = MetricFigures::has(Metric::CostPerMillionTokens, j);
        f.usdPerChipHour = j.step.usdPerChipHour;
        f.usdPerMillionTokens = MetricFigures::value(Metric::CostPerMillionTokens, j);
        f.rentRunUsd = j.totals.costUsd;
        f.hasOwned = MetricFigures::has(Metric::CostPerRunOwned, j);
        f.ownedUsdPerChipHour = j.step.ownedUsdPerChipHour;
        f.ownedRunUsd = j.totals.costOwnedUsd;
        f.hasPower = MetricFigures::has(Metric::EnergyPerRun, j);
        f.energyKwh = j.totals.facilityEnergyJoules / units::kJoulesPerKwh;
        f.chipWatts = j.step.stepSeconds > 0 && j.step.chips > 0
            ? j.step.energyJoules / j.step.stepSeconds / double(j.step.chips)
            : 0;
        return f;
    }
    f.runs = true;
    f.fits = e.fits;
    f.stepSeconds = e.stepSeconds;
    f.mfu = e.mfu;
    f.commShare = e.stepSeconds > 0 ? e.communicationSeconds / e.stepSeconds : 0;
    f.hasPrice = e.usdPerChipHour > 0;
    f.usdPerChipHour = e.usdPerChipHour;
    f.usdPerMillionTokens = e.costPerMillionTokensUsd;
    f.rentRunUsd = e.costPerRunUsd;
    f.hasOwned = e.ownedUsdPerChipHour > 0;
    f.ownedUsdPerChipHour = e.ownedUsdPerChipHour;
    f.ownedRunUsd = e.costPerRunOwnedUsd;
    f.hasPower = e.energyJoulesPerStep > 0;
    f.energyKwh = e.runFacilityEnergyKwh;
    f.chipWatts = e.averagePowerWatts;
    return f;
}

namespace {

const char* kindName(VerdictAspect::Kind kind)
{
    switch (kind) {
    case VerdictAspect::Kind::Time:
        return "time";
    case VerdictAspect::Kind::Cost:
        return "cost";
    case VerdictAspect::Kind::Energy:
        return "energy";
    }
    return "";
}

/// The price bases other than the one in use under which another of `rows` costs least per
/// token: each device's cost per million tokens at that basis is its cost now times the
/// basis's price over the price now (the same chips for the same time).
std::vector<VerdictAspect::Flip> priceFlips(const Comparison& comparison,
    const std::vector<VerdictFigures>& figures, const std::vector<int>& rows, int winner)
{
    std::vector<VerdictAspect::Flip> flips;
    struct Basis
    {
        QString name;
        engine::EngineOptions options;
    };
    std::vector<Basis> bases;
    const engine::EngineOptions& now = comparison.options;
    if (now.priceChoice != engine::EngineOptions::PriceChoice::Cheapest) {
        engine::EngineOptions o = now;
        o.priceChoice = engine::EngineOptions::PriceChoice::Cheapest;
        bases.push_back({ QStringLiteral("cheapest"), o });
    }
    for (const QString& kind : Device::priceKindNames()) {
        if (kind == now.priceKind)
            continue;
        engine::EngineOptions o = now;
        o.priceKind = kind;
        bases.push_back({ kind, o });
    }
    for (const Basis& basis : bases) {
        int best = -1;
        double bestValue = 0;
        double formerValue = 0;
        bool complete = true;
        for (int row : rows) {
            const VerdictFigures& f = figures[std::size_t(row)];
            const auto quote = basis.options.price(comparison.devices[std::size_t(row)].device);
            // A flip means something only when every compared device has a price there.
            if (!quote || !(f.usdPerChipHour > 0)) {
                complete = false;
                break;
            }
            const double value = f.usdPerMillionTokens * quote->usdPerChipHour / f.usdPerChipHour;
            if (row == winner)
                formerValue = value;
            if (best < 0 || value < bestValue) {
                best = row;
                bestValue = value;
            }
        }
        if (complete && best >= 0 && best != winner)
            flips.push_back({ basis.name, best, bestValue, formerValue });
    }
    return flips;
}

} // namespace

Verdict Verdict::compute(const Comparison& comparison)
{
    Verdict verdict;
    std::vector<VerdictFigures> figures;
    for (const DeviceComparison& d : comparison.devices)
        figures.push_back(VerdictFigures::of(comparison, d));

    for (const auto kind :
        { VerdictAspect::Kind::Time, VerdictAspect::Kind::Cost, VerdictAspect::Kind::Energy }) {
        VerdictAspect aspect;
        aspect.kind = kind;
        // Each device's value and uncertainty interval; lower is better for all three.
        std::vector<int> rows;
        for (int row = 0; row < int(figures.size()); ++row) {
            const VerdictFigures& f = figures[std::size_t(row)];
            QString reason;
            if (!f.runs)
                reason = QStringLiteral("cannot-estimate");
            else if (!f.fits)
                reason = QStringLiteral("does-not-fit");
            else if (kind == VerdictAspect::Kind::Cost && !f.hasPrice)
                reason = QStringLiteral("no-price");
            else if (kind == VerdictAspect::Kind::Energy && !f.hasPower)
                reason = QStringLiteral("no-power");
            if (!reason.isEmpty()) {
                verdict.excluded.push_back({ kind, row, reason });
                continue;
            }
            rows.push_back(row);
        }
        auto value = [&](int row) {
            const VerdictFigures& f = figures[std::size_t(row)];
            switch (kind) {
            case VerdictAspect::Kind::Time:
                return f.stepSeconds;
            case VerdictAspect::Kind::Cost:
                return f.usdPerMillionTokens;
            case VerdictAspect::Kind::Energy:
                return f.energyKwh;
            }
            return 0.0;
        };
        std::stable_sort(
            rows.begin(), rows.end(), [&](int a, int b) { return value(a) < value(b); });
        if (rows.size() >= 2 && value(rows[0]) > 0) {
            const VerdictFigures& w = figures[std::size_t(rows[0])];
            const VerdictFigures& r = figures[std::size_t(rows[1])];
            aspect.winner = rows[0];
            aspect.runnerUp = rows[1];
            aspect.winnerValue = value(rows[0]);
            aspect.runnerUpValue = value(rows[1]);
            aspect.ratio = aspect.runnerUpValue / aspect.winnerValue;
            aspect.timeRatio = r.stepSeconds / w.stepSeconds;
            if (w.peakPerChip > 0 && r.peakPerChip > 0 && r.mfu > 0) {
                aspect.peakRatio = (w.peakPerChip * w.chips) / (r.peakPerChip * r.chips);
                aspect.mfuRatio = w.mfu / r.mfu;
            }
            if (w.usdPerChipHour > 0)
                aspect.priceRatio = (r.usdPerChipHour * r.chips) / (w.usdPerChipHour * w.chips);
            if (aspect.timeRatio > 0)
                aspect.powerRatio = aspect.ratio / aspect.timeRatio;
            // The intervals the measured values would be expected in: the step time's band
            // (cost follows the time), times the power range for energy. They overlap when the
            // winner's high end reaches the runner-up's low end.
            double winnerHigh = w.timeHighFactor;
            double runnerUpLow = r.timeLowFactor;
            if (kind == VerdictAspect::Kind::Energy) {
                winnerHigh *= w.energyHighFactor;
                runnerUpLow *= r.energyLowFactor;
            }
            aspect.withinUncertainty
                = aspect.winnerValue * winnerHigh >= aspect.runnerUpValue * runnerUpLow;
            if (kind == VerdictAspect::Kind::Cost)
                aspect.flips = priceFlips(comparison, figures, rows, aspect.winner);
        }
        verdict.aspects.push_back(aspect);
    }
    for (int row = 0; row < int(figures.size()); ++row) {
        const VerdictFigures& f = figures[std::size_t(row)];
        if (!f.runs || !f.fits || (!f.hasPrice && !f.hasOwned))
            continue;
        verdict.ownership.push_back({ row, f.hasPrice, f.hasOwned, f.rentRunUsd, f.ownedRunUsd,
            f.usdPerChipHour, f.ownedUsdPerChipHour });
    }
    auto cheapest = [](const VerdictOwnership& o) {
        return std::min(o.canRent ? o.rentUsd : INFINITY, o.canBuy ? o.ownUsd : INFINITY);
    };
    std::stable_sort(verdict.ownership.begin(), verdict.ownership.end(),
        [&](const VerdictOwnership& a, const VerdictOwnership& b) {
            return cheapest(a) < cheapest(b);
        });
    return verdict;
}

QJsonObject Verdict::toJson(const Comparison& comparison) const
{
    auto id = [&](int row) {
        return row >= 0 && row < int(comparison.devices.size())
            ? QJsonValue(comparison.devices[std::size_t(row)].device.id)
            : QJsonValue(QJsonValue::Null);
    };
    QJsonObject root;
    for (const VerdictAspect& a : aspects) {
        QJsonObject o { { QStringLiteral("winner"), id(a.winner) },
            { QStringLiteral("runner_up"), id(a.runnerUp) } };
        if (a.defined()) {
            o.insert(QStringLiteral("winner_value"), a.winnerValue);
            o.insert(QStringLiteral("runner_up_value"), a.runnerUpValue);
            o.insert(QStringLiteral("ratio"), a.ratio);
            o.insert(QStringLiteral("within_uncertainty"), a.withinUncertainty);
            o.insert(QStringLiteral("time_ratio"), a.timeRatio);
            if (a.kind == VerdictAspect::Kind::Time) {
                o.insert(QStringLiteral("peak_ratio"), a.peakRatio);
                o.insert(QStringLiteral("mfu_ratio"), a.mfuRatio);
            } else if (a.kind == VerdictAspect::Kind::Cost) {
                o.insert(QStringLiteral("price_ratio"), a.priceRatio);
            } else {
                o.insert(QStringLiteral("power_ratio"), a.powerRatio);
            }
            if (a.kind == VerdictAspect::Kind::Cost) {
                QJsonArray flips;
                for (const VerdictAspect::Flip& f : a.flips)
                    flips.append(QJsonObject { { QStringLiteral("basis"), f.basis },
                        { QStringLiteral("winner"), id(f.winner) },
                        { QStringLiteral("winner_value"), f.winnerValue },
                        { QStringLiteral("former_winner_value"), f.formerWinnerValue } });
                o.insert(QStringLiteral("flips"), flips);
            }
        }
        QJsonArray left;
        for (const VerdictExclusion& x : excluded) {
            if (x.kind == a.kind)
                left.append(QJsonObject { { QStringLiteral("device"), id(x.row) },
                    { QStringLiteral("reason"), x.reason } });
        }
        o.insert(QStringLiteral("excluded"), left);
        root.insert(QLatin1String(kindName(a.kind)), o);
    }
    QJsonArray owning;
    for (const VerdictOwnership& o : ownership)
        owning.append(QJsonObject { { QStringLiteral("device"), id(o.row) },
            { QStringLiteral("rent_usd"), o.canRent ? QJsonValue(o.rentUsd) : QJsonValue() },
            { QStringLiteral("own_usd"), o.canBuy ? QJsonValue(o.ownUsd) : QJsonValue() },
            { QStringLiteral("rent_usd_per_chip_hour"),
                o.canRent ? QJsonValue(o.rentUsdPerChipHour) : QJsonValue() },
            { QStringLiteral("own_usd_per_chip_hour"),
                o.canBuy ? QJsonValue(o.ownUsdPerChipHour) : QJsonValue() } });
    root.insert(QStringLiteral("rent_or_buy"), owning);
    root.insert(QStringLiteral("basis"),
        comparison.showsJob() ? QStringLiteral("job") : QStringLiteral("one-chip"));
    return root;
}

} // namespace ts
