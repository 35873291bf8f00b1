// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "verdicttext.h"

#include "common/units.h"

#include "accuracytext.h"
#include "explanation.h"

#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace ts {

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

QString percentText(double fraction)
{
    return VerdictText::tr("%1 %").arg(units::percentNumber(fraction, 0, QLocale()));
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
    const VerdictAspect& a, const Comparison& c, const VerdictFigures& w, const VerdictFigures& r)
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
    const QString mfus
        = VerdictText::tr("%1 vs %2 MFU").arg(percentText(w.mfu), percentText(r.mfu));
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
                  .arg(percentText(w.commShare), percentText(r.commShare));
    return text;
}

QString costParagraph(
    const VerdictAspect& a, const Comparison& c, const VerdictFigures& w, const VerdictFigures& r)
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
    const VerdictAspect& a, const Comparison& c, const VerdictFigures& w, const VerdictFigures& r)
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
    std::vector<VerdictFigures> figures;
    for (const DeviceComparison& d : comparison.devices)
        figures.push_back(VerdictFigures::of(comparison, d));
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
            const VerdictFigures& w = figures[std::size_t(a.winner)];
            const VerdictFigures& r = figures[std::size_t(a.runnerUp)];
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
                              percentText(comparison.options.ownedUtilization),
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
