// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "engineoptions.h"

#include <algorithm>

#include <cmath>

namespace ts::engine {

QString EngineOptions::problem() const
{
    // Ranges wide enough for any real setting, narrow enough that nothing downstream overflows
    // or turns negative: overheads up to a second, PUE and server overhead from a perfect 1 to 10,
    // a grid up to ten times the dirtiest national average.
    struct Field
    {
        const char* name;
        double value;
        double minimum;
        double maximum;
    };
    const Field fields[] = {
        { "gpuLaunchOverheadSeconds", gpuLaunchOverheadSeconds, 0, 1 },
        { "gpuMemoryLatencyCycles", gpuMemoryLatencyCycles, 0, 1e6 },
        { "gpuMainloopSlabCycles", gpuMainloopSlabCycles, 0, 1e6 },
        { "memoryAchievableFraction", memoryAchievableFraction, 0.01, 1 },
        { "gpuFallbackClockHz", gpuFallbackClockHz, 1e6, 1e11 },
        { "systolicDispatchOverheadSeconds", systolicDispatchOverheadSeconds, 0, 1 },
        { "hostSynchronousCallSeconds", hostSynchronousCallSeconds, 0, 10 },
        { "gridGramsCo2PerKwh", gridGramsCo2PerKwh, 0, 1e4 },
        { "powerUsageEffectiveness", powerUsageEffectiveness, 1, 10 },
        { "idleFractionOfTdpFallback", idleFractionOfTdpFallback, 0, 1 },
        { "tpuIdleFractionFallback", tpuIdleFractionFallback, 0, 1 },
        { "ownedAmortizationYears", ownedAmortizationYears, 0.5, 30 },
        { "ownedUtilization", ownedUtilization, 0.01, 1 },
        { "electricityUsdPerKwh", electricityUsdPerKwh, 0, 10 },
        { "ownedServerShare", ownedServerShare, 0, 10 },
        { "hostingUsdPerChipHour", hostingUsdPerChipHour, 0, 1e4 },
        { "gpuServerOverheadFactor", gpuServerOverheadFactor, 1, 10 },
        { "tpuServerOverheadFactor", tpuServerOverheadFactor, 1, 10 },
        { "trainingTokens", trainingTokens, 0, 1e18 },
    };
    for (const Field& f : fields) {
        if (!(f.value >= f.minimum && f.value <= f.maximum)) // false for NaN too
            return QStringLiteral("%1 must be in [%2, %3], is %4")
                .arg(QLatin1String(f.name))
                .arg(f.minimum)
                .arg(f.maximum)
                .arg(f.value);
    }
    return {};
}

std::optional<PriceQuote> EngineOptions::price(const Device& device) const
{
    std::optional<PriceQuote> chosen;
    for (const PriceQuote& quote : device.prices) {
        if (quote.kind != priceKind || !(quote.usdPerChipHour > 0))
            continue;
        if (!priceProvider.isEmpty()
            && !quote.provider.contains(priceProvider, Qt::CaseInsensitive))
            continue;
        if (priceChoice == PriceChoice::First)
            return quote;
        if (!chosen || quote.usdPerChipHour < chosen->usdPerChipHour)
            chosen = quote;
    }
    return chosen;
}

QString EngineOptions::priceChoiceName(PriceChoice choice)
{
    return choice == PriceChoice::Cheapest ? QStringLiteral("cheapest") : QStringLiteral("first");
}

std::optional<EngineOptions::PriceChoice> EngineOptions::priceChoiceFromName(const QString& name)
{
    if (name == QLatin1String("first"))
        return PriceChoice::First;
    if (name == QLatin1String("cheapest"))
        return PriceChoice::Cheapest;
    return std::nullopt;
}

double EngineOptions::idleWatts(const Device& device, double fullLoadWatts) const
{
    if (device.idleWatts)
        return std::min(*device.idleWatts, fullLoadWatts);
    return fullLoadWatts
        * (device.kind == DeviceKind::Tpu ? tpuIdleFractionFallback : idleFractionOfTdpFallback);
}

} // namespace ts::engine
