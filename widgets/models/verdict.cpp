// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "verdict.h"

#include "accuracytext.h"
#include "explanation.h"
#include "jobtext.h"
#include "metricfigures.h"

#include <QHash>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace ts {

namespace {

constexpr double kJoulesPerKwh = 3.6e6;

/// What the verdict reads of one device, from its job or its one-chip estimate.
struct Figures
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
};

Figures figuresOf(const Comparison& comparison, const DeviceComparison& d)
{
    Figures f;
    if (!d.estimate)
        return f;
    const engine::WorkloadEstimate& e = *d.estimate;
    f.peakPerChip = e.peakFlopsPerSecond;
    f.powerBasis = e.powerBasis;
    const MetricFigures::EnergyRange range = MetricFigures::energyRange(d, comparison);
    f.energyLowFactor = range.low;
    f.energyHighFactor = range.high;
    if (d.band) {
        if (const auto factors = AccuracyText::factors(*d.band, Metric::StepTime)) {
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
        f.hasPrice = JobText::hasValue(Metric::CostPerMillionTokens, j);
        f.usdPerChipHour = j.step.usdPerChipHour;
        f.usdPerMillionTokens = JobText::value(Metric::CostPerMillionTokens, j);
        f.rentRunUsd = j.totals.costUsd;
        f.hasOwned = JobText::hasValue(Metric::CostPerRunOwned, j);
        f.ownedUsdPerChipHour = j.step.ownedUsdPerChipHour;
        f.ownedRunUsd = j.totals.costOwnedUsd;
        f.hasPower = JobText::hasValue(Metric::EnergyPerRun, j);
        f.energyKwh = j.totals.facilityEnergyJoules / kJoulesPerKwh;
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
    const std::vector<Figures>& figures, const std::vector<int>& rows, int winner)
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
            const Figures& f = figures[std::size_t(row)];
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
    std::vector<Figures> figures;
    for (const DeviceComparison& d : comparison.devices)
        figures.push_back(figuresOf(comparison, d));

    for (const auto kind :
        { VerdictAspect::Kind::Time, VerdictAspect::Kind::Cost, VerdictAspect::Kind::Energy }) {
        VerdictAspect aspect;
        aspect.kind = kind;
        // Each device's value and uncertainty interval; lower is better for all three.
        std::vector<int> rows;
        for (int row = 0; row < int(figures.size()); ++row) {
            const Figures& f = figures[std::size_t(row)];
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
            const Figures& f = figures[std::size_t(row)];
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
            const Figures& w = figures[std::size_t(rows[0])];
            const Figures& r = figures[std::size_t(rows[1])];
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
        const Figures& f = figures[std::size_t(row)];
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

namespace {

QString usdShort(double value)
{
    return VerdictText::tr("$%1").arg(Explanation::si(value));
}

QString times(double ratio)
{
    //: a ratio such as "1.49×"
    return VerdictText::tr("%1×").arg(QLocale().toString(ratio, 'f', ratio < 10 ? 2 : 1));
}

QString percent(double fraction)
{
    return VerdictText::tr("%1 %").arg(QLocale().toString(fraction * 100, 'f', 0));
}

QString name(const Comparison& c, int row)
{
    return c.devices[std::size_t(row)].device.name.toHtmlEscaped();
}

QString usd(double value)
{
    return VerdictText::tr("$%1").arg(QLocale().toString(value, 'f', value < 10 ? 2 : 0));
}

QString tflops(double flopsPerSecond)
{
    return QLocale().toString(flopsPerSecond / 1e12, 'f', 0);
}

QString timeParagraph(
    const VerdictAspect& a, const Comparison& c, const Figures& w, const Figures& r)
{
    QString text
        = VerdictText::tr("<b>%1</b> finishes first, %2 faster than %3 (%4 vs %5 a step):")
              .arg(name(c, a.winner), times(a.ratio), name(c, a.runnerUp),
                  Explanation::duration(a.winnerValue), Explanation::duration(a.runnerUpValue));
    // Peak per chip, and the chip counts where a search found different ones.
    QString peaks = VerdictText::tr("%1 vs %2 TFLOP/s a chip")
                        .arg(tflops(w.peakPerChip), tflops(r.peakPerChip));
    if (w.chips != r.chips)
        peaks += VerdictText::tr(", on %1 vs %2 chips")
                     .arg(QLocale().toString(w.chips, 'f', 0), QLocale().toString(r.chips, 'f', 0));
    const QString mfus = VerdictText::tr("%1 vs %2 MFU").arg(percent(w.mfu), percent(r.mfu));
    if (a.peakRatio >= 1 && a.mfuRatio >= 1)
        text += QLatin1Char(' ')
            + VerdictText::tr("%1 the peak (%2) and more of it used (%3).")
                  .arg(times(a.peakRatio), peaks, mfus);
    else if (a.peakRatio >= 1)
        text += QLatin1Char(' ')
            + VerdictText::tr("%1 the peak (%2), though less of it used (%3).")
                  .arg(times(a.peakRatio), peaks, mfus);
    else
        text += QLatin1Char(' ')
            + VerdictText::tr("a %1 lower peak (%2), but more of it used (%3).")
                  .arg(times(1 / a.peakRatio), peaks, mfus);
    if (std::max(w.commShare, r.commShare) >= 0.05)
        text += QLatin1Char(' ')
            + VerdictText::tr("Waiting on communication: %1 vs %2 of the step.")
                  .arg(percent(w.commShare), percent(r.commShare));
    return text;
}

QString costParagraph(
    const VerdictAspect& a, const Comparison& c, const Figures& w, const Figures& r)
{
    QString text = VerdictText::tr("<b>%1</b> costs least, %2 less per token than %3 (%4 vs %5 "
                                   "per million tokens):")
                       .arg(name(c, a.winner), times(a.ratio), name(c, a.runnerUp),
                           usd(a.winnerValue), usd(a.runnerUpValue));
    //: prices of the two devices' chips: "$4.20 against $10.80 per chip-hour, on-demand"
    QString basis = c.options.priceKind;
    if (c.options.priceChoice == engine::EngineOptions::PriceChoice::Cheapest)
        //: the price basis in the verdict: "on-demand, cheapest quotes"
        basis = VerdictText::tr("%1, cheapest quotes").arg(basis);
    if (!c.options.priceProvider.isEmpty())
        basis = VerdictText::tr("%1, %2 only").arg(basis, c.options.priceProvider);
    const QString prices
        = VerdictText::tr("%1 vs %2 per chip-hour, %3")
              .arg(usd(w.usdPerChipHour), usd(r.usdPerChipHour), basis.toHtmlEscaped());
    if (a.priceRatio >= 1 && a.timeRatio >= 1)
        text += QLatin1Char(' ')
            + VerdictText::tr("cheaper by the hour (%1) and faster.").arg(prices);
    else if (a.priceRatio >= 1)
        text += QLatin1Char(' ')
            + VerdictText::tr("a %1 lower price by the hour (%2) outweighs a %3 slower step.")
                  .arg(times(a.priceRatio), prices, times(1 / a.timeRatio));
    else
        text += QLatin1Char(' ')
            + VerdictText::tr("a %1 faster step outweighs a %2 higher price by the hour (%3).")
                  .arg(times(a.timeRatio), times(1 / a.priceRatio), prices);
    // Other price bases under which the order flips, named from the facts.
    QStringList flips;
    for (const VerdictAspect::Flip& f : a.flips) {
        const QString basis = f.basis == QLatin1String("cheapest")
            //: a price basis in the verdict: the cheapest public quote of each device
            ? VerdictText::tr("at the cheapest public quotes")
            //: a price basis in the verdict: another kind of price, e.g. "spot"
            : VerdictText::tr("at %1 prices").arg(f.basis.toHtmlEscaped());
        //: the cost order flips: "at spot prices TPU v5e would cost least ($0.02 vs $0.03)"
        flips << VerdictText::tr("%1 %2 would cost least (%3 vs %4)")
                     .arg(basis, name(c, f.winner), usd(f.winnerValue), usd(f.formerWinnerValue));
    }
    if (!flips.isEmpty())
        text += QLatin1Char(' ')
            + VerdictText::tr("The order flips: %1.").arg(QLocale().createSeparatedList(flips));
    return text;
}

QString energyParagraph(
    const VerdictAspect& a, const Comparison& c, const Figures& w, const Figures& r)
{
    const QLocale locale;
    QString text = VerdictText::tr("<b>%1</b> uses the least energy, %2 less than %3 (%4 vs %5 "
                                   "kWh for the run):")
                       .arg(name(c, a.winner), times(a.ratio), name(c, a.runnerUp),
                           Explanation::si(a.winnerValue), Explanation::si(a.runnerUpValue));
    const QString watts
        = VerdictText::tr("%1 vs %2 W a chip")
              .arg(locale.toString(w.chipWatts, 'f', 0), locale.toString(r.chipWatts, 'f', 0));
    if (a.timeRatio >= 1)
        text += QLatin1Char(' ') + VerdictText::tr("%1 on average, and a shorter run.").arg(watts);
    else
        text += QLatin1Char(' ')
            + VerdictText::tr("less power (%1) outweighs a %2 slower step.")
                  .arg(watts, times(1 / a.timeRatio));
    QStringList estimated;
    for (int row : { a.winner, a.runnerUp }) {
        if (c.devices[std::size_t(row)].estimate
            && c.devices[std::size_t(row)].estimate->powerBasis == QLatin1String("estimated"))
            estimated << name(c, row);
    }
    if (!estimated.isEmpty())
        text += QLatin1Char(' ')
            + VerdictText::tr("Power of %1 estimated, not published.")
                  .arg(QLocale().createSeparatedList(estimated));
    return text;
}

/// The devices left out of `kind` (or, with `runOnly`, of every aspect because they cannot run
/// the work in memory), grouped by reason; a group of more than three is counted, with its
/// first three named, so twenty ticked devices do not fill the verdict with names.
QString exclusions(
    const Verdict& verdict, const Comparison& comparison, VerdictAspect::Kind kind, bool runOnly);

QString exclusionText(const QString& reason)
{
    if (reason == QLatin1String("does-not-fit"))
        return VerdictText::tr("does not fit");
    if (reason == QLatin1String("no-price"))
        return VerdictText::tr("no price");
    if (reason == QLatin1String("no-power"))
        return VerdictText::tr("no power figure");
    return VerdictText::tr("cannot be estimated");
}

/// The band of one device's step time and whose measurements it comes from, e.g. "TPU v5p:
/// −5% … +28%, as measured on Google TPUs"; empty without a band.
QString bandNote(const Comparison& c, int row)
{
    const std::optional<validation::AccuracyBand>& band = c.devices[std::size_t(row)].band;
    if (!band)
        return {};
    const QString devices = band->familyFallback ? VerdictText::tr("every device")
                                                 : AccuracyText::familyName(band->family);
    //: one device's accuracy band in the verdict: "TPU v5p: −5% … +28%, as measured on Google
    //: TPUs", %3 being the devices whose measurements the band comes from
    return VerdictText::tr("%1: %2, as measured on %3")
        .arg(name(c, row), AccuracyText::range(*band), devices.toHtmlEscaped());
}

/// Why the order may not hold: the two devices' intervals overlap. Each device's band is its
/// own vendor family's (docs/validation.md, "Uncertainty bands"), so the note names both where
/// the bands alone make the intervals (time and cost; energy adds the power range).
QString uncertaintyNote(const Comparison& c, const VerdictAspect& a)
{
    const bool bandsOnly = a.kind != VerdictAspect::Kind::Energy;
    const QString winner = bandsOnly ? bandNote(c, a.winner) : QString();
    const QString runnerUp = bandsOnly ? bandNote(c, a.runnerUp) : QString();
    if (winner.isEmpty() || runnerUp.isEmpty())
        return VerdictText::tr("<i>Within the engine's uncertainty: the order may not hold.</i>");
    //: %1 and %2: each device's step-time band, e.g. "H100 SXM: ±11%, as measured on NVIDIA
    //: GPUs"
    return VerdictText::tr(
        "<i>Within the engine's uncertainty (%1; %2): the order may not hold.</i>")
        .arg(winner, runnerUp);
}

} // namespace

namespace {

QString exclusions(
    const Verdict& verdict, const Comparison& comparison, VerdictAspect::Kind kind, bool runOnly)
{
    QStringList reasons;
    QHash<QString, QStringList> names;
    for (const VerdictExclusion& x : verdict.excluded) {
        const bool cannotRun = x.reason == QLatin1String("does-not-fit")
            || x.reason == QLatin1String("cannot-estimate");
        if (x.kind != kind || cannotRun != runOnly)
            continue;
        if (!names.contains(x.reason))
            reasons << x.reason;
        names[x.reason] << name(comparison, x.row);
    }
    QStringList groups;
    const QLocale locale;
    for (const QString& reason : std::as_const(reasons)) {
        const QStringList& devices = names.value(reason);
        if (devices.size() <= 3)
            groups << VerdictText::tr("%1 (%2)").arg(
                locale.createSeparatedList(devices), exclusionText(reason));
        else
            //: devices left out of the verdict: "17 devices (does not fit), among them V100, T4,
            //: A100"
            groups << VerdictText::tr("%1 devices (%2), among them %3")
                          .arg(locale.toString(devices.size()), exclusionText(reason),
                              devices.first(3).join(QStringLiteral(", ")));
    }
    return groups.join(QStringLiteral("; "));
}

} // namespace

QStringList VerdictText::parts(const Verdict& verdict, const Comparison& comparison)
{
    if (comparison.devices.size() < 2)
        return { tr("Tick two devices or more for a verdict.") };
    std::vector<Figures> figures;
    for (const DeviceComparison& d : comparison.devices)
        figures.push_back(figuresOf(comparison, d));
    QStringList paragraphs;
    for (const VerdictAspect& a : verdict.aspects) {
        QString text;
        if (!a.defined()) {
            //: the verdict of one aspect when fewer than two devices have its figure
            const QString aspect = a.kind == VerdictAspect::Kind::Time ? tr("Time")
                : a.kind == VerdictAspect::Kind::Cost                  ? tr("Cost")
                                                                       : tr("Energy");
            text = tr("%1: fewer than two devices can be compared.").arg(aspect);
        } else {
            const Figures& w = figures[std::size_t(a.winner)];
            const Figures& r = figures[std::size_t(a.runnerUp)];
            text = a.kind == VerdictAspect::Kind::Time ? timeParagraph(a, comparison, w, r)
                : a.kind == VerdictAspect::Kind::Cost  ? costParagraph(a, comparison, w, r)
                                                       : energyParagraph(a, comparison, w, r);
            if (a.withinUncertainty)
                text += QLatin1Char(' ') + uncertaintyNote(comparison, a);
        }
        // What this aspect alone leaves out (no price, no power); devices that cannot run the
        // work at all are said once, after the last part.
        const QString left = exclusions(verdict, comparison, a.kind, false);
        if (!left.isEmpty())
            text += QLatin1Char(' ') + tr("Left out: %1.").arg(left);
        paragraphs << text;
    }
    // Devices that cannot run the work in memory are left out of every part: said once.
    if (const QString left = exclusions(verdict, comparison, VerdictAspect::Kind::Time, true);
        !left.isEmpty())
        paragraphs << tr("Left out: %1.").arg(left);
    // Rent or buy: each device's run both ways where it can, cheapest way first.
    QStringList ways;
    for (const VerdictOwnership& o : verdict.ownership) {
        const QString device = name(comparison, o.row);
        if (o.canBuy && o.canRent)
            //: rent or buy, one device: "H100: owned $4.4 M ($1.34 a chip-hour), rented $35 M"
            ways << tr("%1 owned %2 (%3 a chip-hour), rented %4")
                        .arg(device, usdShort(o.ownUsd), usd(o.ownUsdPerChipHour),
                            usdShort(o.rentUsd));
        else if (o.canBuy)
            ways << tr("%1 owned %2 (%3 a chip-hour; no rental price)")
                        .arg(device, usdShort(o.ownUsd), usd(o.ownUsdPerChipHour));
        else
            ways << tr("%1 rented only, %2").arg(device, usdShort(o.rentUsd));
    }
    if (!ways.isEmpty())
        paragraphs << tr("<b>Rent or buy</b> (owned: the purchase over %1 years at %2 use, "
                         "electricity included): %3.")
                          .arg(
                              QLocale().toString(comparison.options.ownedAmortizationYears, 'g', 3),
                              percent(comparison.options.ownedUtilization),
                              ways.join(QStringLiteral("; ")));
    return paragraphs;
}

QString VerdictText::html(const Verdict& verdict, const Comparison& comparison)
{
    // One paragraph (issue 20: "why, in one paragraph"): the parts run on, each opening with
    // its winner in bold, so the whole verdict fits the few lines above the table.
    return QStringLiteral("<p>") + parts(verdict, comparison).join(QLatin1Char(' '))
        + QStringLiteral("</p>");
}

QString VerdictText::plain(const Verdict& verdict, const Comparison& comparison)
{
    QString text = parts(verdict, comparison).join(QLatin1Char('\n'));
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    text.remove(tags);
    text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    text.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    text.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    text.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    text.replace(QStringLiteral("&#39;"), QStringLiteral("'"));
    return text;
}

} // namespace ts
