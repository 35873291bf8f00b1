// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "claimcheck.h"

#include "common/units.h"
#include "engine/devicerates.h"
#include "engine/performanceengine.h"
#include "validation/accuracymodel.h"
#include "workload/workloadbuilder.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>

namespace ts {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The range of b's time over a's from their accuracy bands, as factors of the ratio of their
// estimates: a ratio "a is this many times faster than b" (time_b / time_a) lies within
// [ratio × low, ratio × high]. Without a band the factor is 1.
std::pair<double, double> speedRatioFactors(const std::optional<validation::AccuracyBand>& a,
    const std::optional<validation::AccuracyBand>& b)
{
    const double aLow = a ? a->timeLow() : 1.0;
    const double aHigh = a ? a->timeHigh() : 1.0;
    const double bLow = b ? b->timeLow() : 1.0;
    const double bHigh = b ? b->timeHigh() : 1.0;
    return { bLow / aHigh, bHigh / aLow };
}

std::pair<double, double> speedRatioFactors(const DeviceComparison& a, const DeviceComparison& b)
{
    return speedRatioFactors(a.band, b.band);
}

// The same from the validation category's bands of each device's vendor family (a single GEMM,
// a collective) rather than from two step estimates.
std::pair<double, double> speedRatioFactors(
    const QString& category, const Device& a, const Device& b)
{
    const auto& accuracy = validation::AccuracyModel::shipped();
    return speedRatioFactors(accuracy.band(category, a), accuracy.band(category, b));
}

void setEffect(ClaimOutcome& o, const QString& key, double value, std::pair<double, double> f)
{
    o.effectKey = key;
    o.effect = value;
    o.effectLow = value * f.first;
    o.effectHigh = value * f.second;
}

// Verdict on "effect > threshold": holds when the whole range is above, does not when the
// whole range is below, else within the uncertainty.
ClaimVerdict above(const ClaimOutcome& o, double threshold)
{
    if (!(o.effect > 0))
        return ClaimVerdict::CannotTell;
    const double low = std::isfinite(o.effectLow) ? o.effectLow : o.effect;
    const double high = std::isfinite(o.effectHigh) ? o.effectHigh : o.effect;
    if (low > threshold)
        return ClaimVerdict::Holds;
    if (high < threshold)
        return ClaimVerdict::DoesNotHold;
    return ClaimVerdict::WithinUncertainty;
}

bool usable(const DeviceComparison& d)
{
    return d.estimate && d.estimate->stepSeconds > 0;
}

// Tokens per joule of chip energy, with its range from the power range and the time band.
struct PerJoule
{
    double value = 0;
    double low = 0;
    double high = 0;
};

std::optional<PerJoule> tokensPerJoule(const DeviceComparison& d)
{
    if (!usable(d) || !(d.estimate->energyJoulesPerStep > 0))
        return std::nullopt;
    const engine::WorkloadEstimate& e = *d.estimate;
    const double tl = d.band ? d.band->timeLow() : 1.0;
    const double th = d.band ? d.band->timeHigh() : 1.0;
    const double eLow
        = e.energyJoulesPerStepLow > 0 ? e.energyJoulesPerStepLow : e.energyJoulesPerStep;
    const double eHigh
        = e.energyJoulesPerStepHigh > 0 ? e.energyJoulesPerStepHigh : e.energyJoulesPerStep;
    return PerJoule { e.tokensPerStep / e.energyJoulesPerStep, e.tokensPerStep / (eHigh * th),
        e.tokensPerStep / (eLow * tl) };
}

struct Context
{
    WorkloadSpec spec;
    Device systolic;
    Device gpu;
    engine::EngineOptions options;
    scaling::JobSpec job;

    Comparison compare(const WorkloadSpec& s, const scaling::JobSpec& j = {}) const
    {
        return Comparison::compute(
            s, QList<Device> { systolic, gpu }, options, validation::AccuracyModel::shipped(), j);
    }

    /// The comparison at scale: the job's chips, or kScaleChips for a one-chip job, halved
    /// until both devices have a legal split (a small batch cannot be shared by 256 chips).
    Comparison atScale(const std::optional<WorkloadSpec>& other = {}) const
    {
        const WorkloadSpec& s = other ? *other : spec;
        scaling::JobSpec scaled = job;
        if (!job.multiChip())
            scaled.chips = ClaimCheck::kScaleChips;
        Comparison result = compare(s, scaled);
        while (!job.multiChip() && scaled.chips > 2
            && !std::all_of(result.devices.begin(), result.devices.end(),
                [](const DeviceComparison& d) { return d.job && d.job->usable(); })) {
            scaled.chips /= 2;
            result = compare(s, scaled);
        }
        return result;
    }
};

ClaimOutcome largeBatch(const Context& c)
{
    ClaimOutcome o;
    const Comparison base = c.compare(c.spec);
    const DeviceComparison& t = base.devices[0];
    const DeviceComparison& g = base.devices[1];
    if (!usable(t) || !usable(g)) {
        o.reason = QStringLiteral("no-estimate:%1").arg(usable(t) ? c.gpu.id : c.systolic.id);
        return o;
    }
    std::map<qint64, double> gpuAt;
    for (const BatchPoint& p : g.batchCurve) {
        if (p.fits && p.tokensPerSecond > 0)
            gpuAt[p.globalBatch] = p.tokensPerSecond;
    }
    std::vector<std::pair<qint64, double>> ratios;
    ClaimExperiment& x = o.experiment;
    x.kind = ClaimExperiment::Kind::Curves;
    x.xKey = QStringLiteral("global_batch");
    x.yKey = QStringLiteral("tokens_per_second_per_chip");
    x.logX = true;
    x.logY = true;
    x.curves = { { QStringLiteral("systolic"), {} }, { QStringLiteral("gpu"), {} } };
    for (int i = 0; i < 2; ++i) {
        for (const BatchPoint& p : base.devices[std::size_t(i)].batchCurve) {
            if (p.fits && p.tokensPerSecond > 0)
                x.curves[i].points.append({ double(p.globalBatch), p.tokensPerSecond });
        }
    }
    for (const BatchPoint& p : t.batchCurve) {
        const auto other = gpuAt.find(p.globalBatch);
        if (p.fits && p.tokensPerSecond > 0 && other != gpuAt.end())
            ratios.push_back({ p.globalBatch, p.tokensPerSecond / other->second });
    }
    if (ratios.size() < 2) {
        // A model that fits no single chip (or a job on many): the same sweep on the job's
        // chips, the global batch from 1/64 of the workload's up to it, per chip.
        ratios.clear();
        x.curves = { { QStringLiteral("systolic"), {} }, { QStringLiteral("gpu"), {} } };
        const qint64 top = c.spec.run.globalBatch;
        for (qint64 batch = std::max<qint64>(1, top / 64); batch <= top; batch *= 2) {
            WorkloadSpec s = c.spec;
            s.run.globalBatch = batch;
            s.run.microBatch = std::min(s.run.microBatch, batch);
            const Comparison at = c.atScale(s);
            const DeviceComparison& a = at.devices[0];
            const DeviceComparison& b = at.devices[1];
            if (a.job && a.job->usable() && b.job && b.job->usable()) {
                const double perChipA = a.job->result.tokensPerSecond / double(a.job->result.chips);
                const double perChipB = b.job->result.tokensPerSecond / double(b.job->result.chips);
                ratios.push_back({ batch, perChipA / perChipB });
                x.curves[0].points.append({ double(batch), perChipA });
                x.curves[1].points.append({ double(batch), perChipB });
            }
        }
        if (!ratios.empty())
            o.figures.append(
                { QStringLiteral("chips"), double(c.atScale().devices[0].job->result.chips) });
    }
    if (ratios.size() < 2) {
        o.reason = QStringLiteral("no-batch-sweep");
        return o;
    }
    std::sort(ratios.begin(), ratios.end());
    const auto [smallBatch, small] = ratios.front();
    const auto [largeBatch, large] = ratios.back();
    qint64 crossover = 0;
    for (std::size_t i = 1; i < ratios.size(); ++i) {
        if (ratios[i - 1].second < 1 && ratios[i].second >= 1)
            crossover = ratios[i].first;
    }
    const auto f = speedRatioFactors(t, g);
    setEffect(o, QStringLiteral("systolic_over_gpu_throughput_at_largest_batch"), large, f);
    const double chips = o.figure(QStringLiteral("chips"));
    o.figures = { { QStringLiteral("smallest_batch"), double(smallBatch) },
        { QStringLiteral("systolic_over_gpu_throughput_at_smallest_batch"), small },
        { QStringLiteral("largest_batch"), double(largeBatch) },
        { QStringLiteral("systolic_over_gpu_throughput_at_largest_batch"), large } };
    if (std::isfinite(chips))
        o.figures.append({ QStringLiteral("chips"), chips });
    if (crossover > 0) {
        o.figures.append({ QStringLiteral("crossover_batch"), double(crossover) });
        x.markerX = double(crossover);
    }
    // Both halves: the GPU ahead at the smallest batch, the systolic chip at the largest.
    const bool smallHalf = small * f.second < 1; // the GPU ahead even at the band's edge
    const bool largeHalf = large * f.first > 1;
    if (small < 1 && large > 1) {
        o.verdict = smallHalf && largeHalf ? ClaimVerdict::Holds : ClaimVerdict::WithinUncertainty;
        o.condition = QStringLiteral("batch-at-least");
    } else if (large <= 1) {
        o.verdict
            = large * f.second > 1 ? ClaimVerdict::WithinUncertainty : ClaimVerdict::DoesNotHold;
    } else {
        o.verdict
            = small * f.first < 1 ? ClaimVerdict::WithinUncertainty : ClaimVerdict::DoesNotHold;
    }
    return o;
}

ClaimOutcome perJouleRatio(const Context& c, double threshold)
{
    ClaimOutcome o;
    const Comparison base = c.compare(c.spec);
    const auto t = tokensPerJoule(base.devices[0]);
    const auto g = tokensPerJoule(base.devices[1]);
    if (!t || !g) {
        o.reason = QStringLiteral("no-power:%1").arg(t ? c.gpu.id : c.systolic.id);
        return o;
    }
    o.effectKey = QStringLiteral("systolic_over_gpu_tokens_per_joule");
    o.effect = t->value / g->value;
    o.effectLow = t->low / g->high;
    o.effectHigh = t->high / g->low;
    o.figures = { { QStringLiteral("systolic_tokens_per_joule"), t->value },
        { QStringLiteral("gpu_tokens_per_joule"), g->value },
        { QStringLiteral("claimed_ratio"), threshold } };
    o.experiment.kind = ClaimExperiment::Kind::Bars;
    o.experiment.yKey = QStringLiteral("tokens_per_joule");
    o.experiment.bars = { { QStringLiteral("systolic"), t->value, t->low, t->high },
        { QStringLiteral("gpu"), g->value, g->low, g->high } };
    // Where the systolic chip's column would have to reach for the claimed ratio.
    if (threshold != 1.0)
        o.experiment.markerY = threshold * g->value;
    o.verdict = above(o, threshold);
    return o;
}

ClaimOutcome costAtScale(const Context& c)
{
    ClaimOutcome o;
    const Comparison scaled = c.atScale();
    const DeviceComparison& t = scaled.devices[0];
    const DeviceComparison& g = scaled.devices[1];
    const auto splits = [](const DeviceComparison& d) { return d.job && d.job->usable(); };
    if (!splits(t) || !splits(g)) {
        o.reason = QStringLiteral("no-split:%1").arg(splits(t) ? c.gpu.id : c.systolic.id);
        return o;
    }
    const auto priced = [](const DeviceComparison& d) {
        return d.job->totals.hasPrice && d.job->totals.costUsd > 0;
    };
    if (!priced(t) || !priced(g)) {
        o.reason = QStringLiteral("no-price:%1").arg(priced(t) ? c.gpu.id : c.systolic.id);
        return o;
    }
    const double ratio = g.job->totals.costUsd / t.job->totals.costUsd;
    setEffect(o, QStringLiteral("gpu_over_systolic_run_cost"), ratio, speedRatioFactors(t, g));
    const double mfu = t.job->result.mfu;
    o.figures = { { QStringLiteral("chips"), double(t.job->result.chips) },
        { QStringLiteral("systolic_run_cost_usd"), t.job->totals.costUsd },
        { QStringLiteral("gpu_run_cost_usd"), g.job->totals.costUsd },
        { QStringLiteral("systolic_mfu"), mfu },
        // The cost of a run scales as 1 / utilization: below this MFU the savings are gone.
        { QStringLiteral("breakeven_mfu"), mfu / ratio } };
    // The systolic chip's run cost if its utilization were m instead of the estimate's: the
    // same work over mfu / m as long; the GPU's at its own estimate.
    ClaimExperiment& x = o.experiment;
    x.kind = ClaimExperiment::Kind::Curves;
    x.xKey = QStringLiteral("systolic_mfu");
    x.yKey = QStringLiteral("run_cost_usd");
    x.logY = true;
    x.markerX = mfu / ratio;
    ClaimCurve systolicCost { QStringLiteral("systolic"), {} };
    ClaimCurve gpuCost { QStringLiteral("gpu"), {} };
    for (int percent = 5; percent <= 100; percent += 5) {
        const double m = percent / 100.0;
        systolicCost.points.append({ m, t.job->totals.costUsd * mfu / m });
        gpuCost.points.append({ m, g.job->totals.costUsd });
    }
    x.curves = { systolicCost, gpuCost };
    o.verdict = above(o, 1.0);
    if (o.verdict == ClaimVerdict::Holds)
        o.verdict = ClaimVerdict::HoldsOnlyWhen;
    if (o.verdict == ClaimVerdict::HoldsOnlyWhen || o.verdict == ClaimVerdict::WithinUncertainty)
        o.condition = QStringLiteral("mfu-at-least");
    return o;
}

ClaimOutcome rentOrBuy(const Context& c)
{
    ClaimOutcome o;
    const Comparison base = c.compare(c.spec);
    const DeviceComparison& t = base.devices[0];
    const DeviceComparison& g = base.devices[1];
    if (!usable(g) || !(g.estimate->usdPerChipHour > 0)) {
        o.reason = QStringLiteral("no-price:%1").arg(c.gpu.id);
        return o;
    }
    const engine::WorkloadEstimate& e = *g.estimate;
    if (!(e.ownedCapexUsdPerChipHour > 0)) {
        o.reason = QStringLiteral("no-owned-price:%1").arg(c.gpu.id);
        return o;
    }
    // Owning costs capex / utilization + electricity + hosting an hour: renting and owning
    // cost the same at the utilization where capex / u = rent − electricity − hosting.
    const double capexAtFullUse = e.ownedCapexUsdPerChipHour * c.options.ownedUtilization;
    const double margin
        = e.usdPerChipHour - e.ownedEnergyUsdPerChipHour - c.options.hostingUsdPerChipHour;
    const double breakeven = margin > 0 ? capexAtFullUse / margin : kNaN;
    o.effectKey = QStringLiteral("gpu_rent_over_owned_per_chip_hour");
    o.effect = e.usdPerChipHour / e.ownedUsdPerChipHour;
    o.figures = { { QStringLiteral("gpu_rent_usd_per_chip_hour"), e.usdPerChipHour },
        { QStringLiteral("gpu_owned_usd_per_chip_hour"), e.ownedUsdPerChipHour },
        { QStringLiteral("owned_utilization"), c.options.ownedUtilization },
        { QStringLiteral("breakeven_utilization"), breakeven },
        { QStringLiteral("gpu_run_cost_rented_usd"), e.costPerRunUsd },
        { QStringLiteral("gpu_run_cost_owned_usd"), e.costPerRunOwnedUsd } };
    if (usable(t) && t.estimate->usdPerChipHour > 0) {
        o.figures.append(
            { QStringLiteral("systolic_rent_usd_per_chip_hour"), t.estimate->usdPerChipHour });
        o.figures.append(
            { QStringLiteral("systolic_run_cost_rented_usd"), t.estimate->costPerRunUsd });
    }
    // An owned chip-hour of use at utilization u: the purchase spread over the hours used,
    // plus electricity and hosting; renting costs the same whatever the use.
    ClaimExperiment& x = o.experiment;
    x.kind = ClaimExperiment::Kind::Curves;
    x.xKey = QStringLiteral("utilization");
    x.yKey = QStringLiteral("usd_per_chip_hour");
    x.logY = true;
    x.markerX = breakeven < 1 ? breakeven : kNaN;
    ClaimCurve rented { QStringLiteral("gpu_rented"), {} };
    ClaimCurve owned { QStringLiteral("gpu_owned"), {} };
    ClaimCurve systolicRented { QStringLiteral("systolic"), {} };
    for (int percent = 5; percent <= 100; percent += 5) {
        const double u = percent / 100.0;
        rented.points.append({ u, e.usdPerChipHour });
        owned.points.append({ u,
            capexAtFullUse / u + e.ownedEnergyUsdPerChipHour + c.options.hostingUsdPerChipHour });
        if (usable(t) && t.estimate->usdPerChipHour > 0)
            systolicRented.points.append({ u, t.estimate->usdPerChipHour });
    }
    x.curves = { rented, owned };
    if (!systolicRented.points.isEmpty())
        x.curves.append(systolicRented);
    if (std::isfinite(breakeven) && breakeven < 1) {
        o.verdict = ClaimVerdict::HoldsOnlyWhen;
        o.condition = QStringLiteral("utilization-at-least");
    } else {
        o.verdict = ClaimVerdict::DoesNotHold; // renting is cheaper at any utilization
    }
    return o;
}

ClaimOutcome oddShapes(const Context& c)
{
    ClaimOutcome o;
    const auto built = WorkloadBuilder::build(c.spec);
    if (!built.workload) {
        o.reason = QStringLiteral("no-workload");
        return o;
    }
    // The workload's largest distinct GEMMs, and the same made small and odd: 37 rows, and one
    // more than each other side (a whole extra tile of padding on a 128-wide array).
    std::vector<GemmShape> shapes;
    for (const Operator& op : built.workload->ops()) {
        if (op.gemm.isEmpty())
            continue;
        const GemmShape g = op.gemm.withBatch(1);
        if (std::find(shapes.begin(), shapes.end(), g) == shapes.end())
            shapes.push_back(g);
    }
    std::sort(shapes.begin(), shapes.end(),
        [](const GemmShape& a, const GemmShape& b) { return a.flops() > b.flops(); });
    if (shapes.size() > 6)
        shapes.resize(6);
    if (shapes.empty()) {
        o.reason = QStringLiteral("no-gemm");
        return o;
    }
    const Precision precision = c.spec.run.activationPrecision;
    // Geometric mean of the fraction of peak over the shapes.
    const auto efficiency = [&](const Device& d, bool odd) -> std::optional<double> {
        double logSum = 0;
        for (const GemmShape& g : shapes) {
            const GemmShape s = odd ? GemmShape(GemmM(37), GemmN(g.n() + 1), GemmK(g.k() + 1)) : g;
            const auto e = engine::PerformanceEngine::estimateGemm(s, precision, d, c.options);
            if (!e || !(e->timeSeconds > 0) || !(e->peakFlopsPerSecond > 0))
                return std::nullopt;
            logSum += std::log(e->flops / e->timeSeconds / e->peakFlopsPerSecond);
        }
        return std::exp(logSum / double(shapes.size()));
    };
    const auto tOdd = efficiency(c.systolic, true);
    const auto gOdd = efficiency(c.gpu, true);
    const auto tRegular = efficiency(c.systolic, false);
    const auto gRegular = efficiency(c.gpu, false);
    if (!tOdd || !gOdd || !tRegular || !gRegular) {
        o.reason = QStringLiteral("no-estimate:%1").arg(tOdd ? c.gpu.id : c.systolic.id);
        return o;
    }
    // The GPU's efficiency over the systolic chip's on the same work: how many times faster
    // the GPU is, within the single-GEMM accuracy bands of each device's vendor family.
    setEffect(o, QStringLiteral("gpu_over_systolic_efficiency_odd"), *gOdd / *tOdd,
        speedRatioFactors(validation::gemmCategory(), c.gpu, c.systolic));
    o.figures = { { QStringLiteral("shapes"), double(shapes.size()) },
        { QStringLiteral("systolic_fraction_of_peak_odd"), *tOdd },
        { QStringLiteral("gpu_fraction_of_peak_odd"), *gOdd },
        { QStringLiteral("systolic_fraction_of_peak_workload"), *tRegular },
        { QStringLiteral("gpu_fraction_of_peak_workload"), *gRegular } };
    o.experiment.kind = ClaimExperiment::Kind::Bars;
    o.experiment.yKey = QStringLiteral("fraction_of_peak");
    o.experiment.bars = { { QStringLiteral("systolic_workload"), *tRegular },
        { QStringLiteral("systolic_odd"), *tOdd }, { QStringLiteral("gpu_workload"), *gRegular },
        { QStringLiteral("gpu_odd"), *gOdd } };
    o.verdict = above(o, 1.0);
    return o;
}

ClaimOutcome bf16(const Context& c)
{
    ClaimOutcome o;
    WorkloadSpec narrow = c.spec;
    narrow.run.activationPrecision = Precision::BF16;
    narrow.run.weightPrecision = Precision::BF16;
    WorkloadSpec wide = c.spec;
    wide.run.activationPrecision = Precision::FP32;
    wide.run.weightPrecision = Precision::FP32;
    const Comparison b = c.compare(narrow);
    const Comparison f = c.compare(wide);
    if (!b.workload || !f.workload || !(b.workload->bytesPerStep() > 0)) {
        o.reason = QStringLiteral("no-workload");
        return o;
    }
    // The memory traffic the step needs (the workload's compulsory bytes, the same on every
    // device), and each device's energy for the step, where it runs fp32 at all.
    o.effectKey = QStringLiteral("fp32_over_bf16_bytes");
    o.effect = f.workload->bytesPerStep() / b.workload->bytesPerStep();
    o.figures.append({ QStringLiteral("fp32_over_bf16_bytes"), o.effect });
    double lowestEnergy = std::numeric_limits<double>::infinity();
    int compared = 0;
    const QString names[] = { QStringLiteral("systolic"), QStringLiteral("gpu") };
    for (int i = 0; i < 2; ++i) {
        const DeviceComparison& n = b.devices[std::size_t(i)];
        const DeviceComparison& w = f.devices[std::size_t(i)];
        if (!usable(n) || !usable(w) || !(n.estimate->energyJoulesPerStep > 0)
            || !(w.estimate->energyJoulesPerStep > 0))
            continue;
        ++compared;
        const double energy = w.estimate->energyJoulesPerStep / n.estimate->energyJoulesPerStep;
        o.figures.append({ names[i] + QStringLiteral("_fp32_over_bf16_energy"), energy });
        lowestEnergy = std::min(lowestEnergy, energy);
    }
    if (compared == 0) {
        o.reason = QStringLiteral("no-fp32-rate:%1").arg(c.systolic.id);
        return o;
    }
    // A chip without an fp32 matrix rate computes fp32 products as bf16 passes (XLA's DEFAULT
    // precision: one), which the engine follows: fp32 then costs it the bytes, not the FLOPs.
    if (engine::DeviceRates::matrixPrecision(c.systolic, Precision::FP32) == Precision::BF16)
        o.figures.append({ QStringLiteral("systolic_fp32_bf16_passes"), 1.0 });
    o.experiment.kind = ClaimExperiment::Kind::Bars;
    o.experiment.yKey = QStringLiteral("fp32_over_bf16");
    o.experiment.markerY = 1; // no change
    o.experiment.bars.append({ QStringLiteral("bytes"), o.effect });
    for (const QString& name : names) {
        const double energy = o.figure(name + QStringLiteral("_fp32_over_bf16_energy"));
        if (std::isfinite(energy))
            o.experiment.bars.append({ name + QStringLiteral("_energy"), energy });
    }
    o.verdict = o.effect > 1 && lowestEnergy > 1 ? ClaimVerdict::Holds : ClaimVerdict::DoesNotHold;
    // A chip without an fp32 matrix rate (a TPU) has nothing to compare: the verdict is the
    // other's, on the condition that the device runs fp32 at all.
    if (compared < 2 && o.verdict == ClaimVerdict::Holds) {
        o.verdict = ClaimVerdict::HoldsOnlyWhen;
        o.condition = QStringLiteral("device-runs-fp32");
    }
    return o;
}

ClaimOutcome memoryPerChip(const Context& c)
{
    ClaimOutcome o;
    scaling::JobSpec fewest;
    fewest.fewestThatFit = true;
    fewest.tokens = c.job.tokens;
    const Comparison j = c.compare(c.spec, fewest);
    const DeviceComparison& t = j.devices[0];
    const DeviceComparison& g = j.devices[1];
    const auto chips = [](const DeviceComparison& d) -> qint64 {
        return d.job && d.job->result.legal() ? d.job->result.chips : 0;
    };
    // Memory in GiB, the unit it is shown in; the GB figures stay for `claims --json` readers
    // (keys are added, never renamed) and the Claims page shows only the GiB ones.
    const double tBytes = double(c.systolic.memoryCapacityBytes);
    const double gBytes = double(c.gpu.memoryCapacityBytes);
    o.figures = { { QStringLiteral("systolic_memory_gib"), units::gib(tBytes) },
        { QStringLiteral("gpu_memory_gib"), units::gib(gBytes) },
        { QStringLiteral("systolic_fewest_chips"), double(chips(t)) },
        { QStringLiteral("gpu_fewest_chips"), double(chips(g)) },
        { QStringLiteral("systolic_memory_gb"), tBytes / 1e9 },
        { QStringLiteral("gpu_memory_gb"), gBytes / 1e9 } };
    if (chips(t) == 0 || chips(g) == 0) {
        o.reason = QStringLiteral("no-count-fits:%1").arg(chips(t) ? c.gpu.id : c.systolic.id);
        return o;
    }
    o.experiment.kind = ClaimExperiment::Kind::Bars;
    o.experiment.yKey = QStringLiteral("fewest_chips");
    o.experiment.bars = { { QStringLiteral("systolic"), double(chips(t)) },
        { QStringLiteral("gpu"), double(chips(g)) } };
    if (tBytes == gBytes) {
        o.reason = QStringLiteral("same-memory");
        return o;
    }
    // The chip with more memory against the other: fewer chips for the same model?
    const bool systolicLarger = tBytes > gBytes;
    const double largerChips = double(systolicLarger ? chips(t) : chips(g));
    const double smallerChips = double(systolicLarger ? chips(g) : chips(t));
    o.effectKey = QStringLiteral("chips_smaller_memory_over_larger_memory");
    o.effect = smallerChips / largerChips;
    o.verdict = o.effect > 1 ? ClaimVerdict::Holds : ClaimVerdict::DoesNotHold;
    return o;
}

ClaimOutcome tensorCores(const Context& c)
{
    ClaimOutcome o;
    const Precision precision = c.spec.run.activationPrecision;
    const auto matrix = c.gpu.peakFlopsPerSecond(precision);
    if (!matrix) {
        o.reason = QStringLiteral("no-matrix-rate:%1").arg(c.gpu.id);
        return o;
    }
    if (!c.gpu.vectorFp32FlopsPerSecond || !(*c.gpu.vectorFp32FlopsPerSecond > 0)) {
        o.reason = QStringLiteral("no-vector-rate:%1").arg(c.gpu.id);
        return o;
    }
    const Comparison base = c.compare(c.spec);
    const DeviceComparison& g = base.devices[1];
    if (!usable(g)) {
        o.reason = QStringLiteral("no-estimate:%1").arg(c.gpu.id);
        return o;
    }
    const double peakRatio = *matrix / *c.gpu.vectorFp32FlopsPerSecond;
    double matrixSeconds = 0;
    for (const engine::OpEstimate& op : g.estimate->ops) {
        if (op.unit == ComputeUnit::Matrix)
            matrixSeconds += op.timeSeconds * double(op.count);
    }
    const double step = g.estimate->stepSeconds;
    // Without matrix units the matrix operators would take up to peakRatio times as long; the
    // rest of the step would not change (Amdahl).
    const double without = step - matrixSeconds + matrixSeconds * peakRatio;
    o.effectKey = QStringLiteral("matrix_over_vector_peak");
    o.effect = peakRatio;
    o.figures = { { QStringLiteral("matrix_over_vector_peak"), peakRatio },
        { QStringLiteral("matrix_time_share"), matrixSeconds / step },
        { QStringLiteral("step_speedup_upper_bound"), without / step } };
    o.experiment.kind = ClaimExperiment::Kind::Bars;
    o.experiment.yKey = QStringLiteral("times_faster_with_matrix_units");
    o.experiment.markerY = 10; // an order of magnitude
    o.experiment.bars = { { QStringLiteral("matrix_work"), peakRatio },
        { QStringLiteral("whole_step"), without / step } };
    // "An order of magnitude": ten times or more.
    o.verdict = peakRatio >= 10 ? ClaimVerdict::Holds : ClaimVerdict::DoesNotHold;
    return o;
}

ClaimOutcome torus(const Context& c)
{
    ClaimOutcome o;
    const Comparison scaled = c.atScale();
    const DeviceComparison& t = scaled.devices[0];
    const DeviceComparison& g = scaled.devices[1];
    const auto runs = [](const DeviceComparison& d) { return d.job && d.job->usable(); };
    if (!runs(t) || !runs(g)) {
        o.reason = QStringLiteral("no-split:%1").arg(runs(t) ? c.gpu.id : c.systolic.id);
        return o;
    }
    const auto share = [](const DeviceComparison& d) {
        return d.job->result.exposedCommSeconds / d.job->result.stepSeconds;
    };
    o.figures = { { QStringLiteral("chips"), double(t.job->result.chips) },
        { QStringLiteral("systolic_exposed_comm_share"), share(t) },
        { QStringLiteral("gpu_exposed_comm_share"), share(g) },
        { QStringLiteral("systolic_comm_seconds"), t.job->result.commSeconds },
        { QStringLiteral("gpu_comm_seconds"), g.job->result.commSeconds } };
    // The share against the chip count, from 8 chips (one server) up to the job's, or from 2
    // for a job too small to be shared by 64.
    ClaimExperiment& x = o.experiment;
    x.kind = ClaimExperiment::Kind::Curves;
    x.xKey = QStringLiteral("chips");
    x.yKey = QStringLiteral("exposed_comm_share");
    x.logX = true;
    x.curves = { { QStringLiteral("systolic"), {} }, { QStringLiteral("gpu"), {} } };
    const qint64 top = t.job->result.chips;
    for (qint64 chips = top >= 64 ? 8 : 2; chips <= top; chips *= 2) {
        scaling::JobSpec job = c.job;
        job.chips = chips;
        const Comparison at = chips == top ? scaled : c.compare(c.spec, job);
        for (int i = 0; i < 2; ++i) {
            const DeviceComparison& d = at.devices[std::size_t(i)];
            if (runs(d))
                x.curves[i].points.append({ double(chips), share(d) });
        }
    }
    if (!(share(t) > 0) && !(share(g) > 0)) {
        o.verdict = ClaimVerdict::DoesNotHold; // nothing to relieve: all communication hidden
        o.effectKey = QStringLiteral("gpu_over_systolic_exposed_comm_share");
        o.effect = 1;
        return o;
    }
    // The collectives' accuracy (docs/validation.md) on both shares.
    const double tShare = std::max(share(t), 1e-9);
    setEffect(o, QStringLiteral("gpu_over_systolic_exposed_comm_share"), share(g) / tShare,
        speedRatioFactors(QStringLiteral("collective"), c.systolic, c.gpu));
    o.verdict = above(o, 1.0);
    return o;
}

// Every claim, once: its JSON key, its experiment, and whether its figures are the one-chip
// estimate of the user's own workload (which the Explain pane can open). A new claim is a
// ClaimId, a row here with its experiment above, and its wording in ClaimText (docs/claims.md).
struct ClaimDescriptor
{
    ClaimId id;
    const char* key;
    ClaimOutcome (*experiment)(const Context& c);
    bool readsOneChipEstimate;
};

// clang-format off
constexpr ClaimDescriptor kClaims[] = {
    { ClaimId::LargeBatch, "large-batch-training", largeBatch, false },
    { ClaimId::TwoPointEight, "two-point-eight-times-efficiency",
        [](const Context& c) { return perJouleRatio(c, 2.8); }, true },
    { ClaimId::PerfPerWatt, "performance-per-watt",
        [](const Context& c) { return perJouleRatio(c, 1.0); }, true },
    { ClaimId::CostAtScale, "cost-at-scale-needs-utilization", costAtScale, false },
    { ClaimId::RentOrBuy, "rent-or-buy", rentOrBuy, true },
    { ClaimId::OddShapes, "odd-shapes-suit-gpus", oddShapes, false },
    { ClaimId::Bf16, "bf16-saves-memory-and-energy", bf16, false },
    { ClaimId::MemoryPerChip, "memory-per-chip", memoryPerChip, false },
    { ClaimId::TensorCores, "matrix-units-order-of-magnitude", tensorCores, false },
    { ClaimId::Torus, "torus-communication", torus, false },
};
// clang-format on
static_assert(std::size(kClaims) == kClaimCount, "one descriptor per ClaimId");

const ClaimDescriptor& descriptorOf(ClaimId id)
{
    for (const ClaimDescriptor& d : kClaims) {
        if (d.id == id)
            return d;
    }
    return kClaims[0];
}

} // namespace

double ClaimOutcome::figure(const QString& key) const
{
    for (const ClaimFigure& f : figures) {
        if (f.key == key)
            return f.value;
    }
    return kNaN;
}

QString ClaimCheck::key(ClaimId id)
{
    return QLatin1String(descriptorOf(id).key);
}

bool ClaimCheck::readsOneChipEstimate(ClaimId id)
{
    return descriptorOf(id).readsOneChipEstimate;
}

QList<ClaimId> ClaimCheck::all()
{
    QList<ClaimId> ids;
    for (const ClaimDescriptor& d : kClaims)
        ids.append(d.id);
    return ids;
}

ClaimCheck::Pair ClaimCheck::pick(const QList<Device>& devices)
{
    Pair pair;
    for (const Device& d : devices) {
        if (!pair.systolic && d.systolic && d.systolic->matrixUnitRows)
            pair.systolic = d;
        else if (!pair.gpu && d.kind == DeviceKind::Gpu)
            pair.gpu = d;
    }
    return pair;
}

QList<ClaimOutcome> ClaimCheck::run(const WorkloadSpec& spec, const QList<Device>& devices,
    const engine::EngineOptions& options, const scaling::JobSpec& job)
{
    QList<ClaimOutcome> outcomes;
    for (ClaimId id : all())
        outcomes.append(run(id, spec, devices, options, job));
    return outcomes;
}

ClaimOutcome ClaimCheck::run(ClaimId id, const WorkloadSpec& spec, const QList<Device>& devices,
    const engine::EngineOptions& options, const scaling::JobSpec& job)
{
    const Pair pair = pick(devices);
    ClaimOutcome o;
    if (!pair.systolic || !pair.gpu) {
        o.reason = pair.systolic ? QStringLiteral("no-gpu") : QStringLiteral("no-systolic-chip");
    } else {
        const Context c { spec, *pair.systolic, *pair.gpu, options, job };
        o = descriptorOf(id).experiment(c);
        o.systolicId = pair.systolic->id;
        o.gpuId = pair.gpu->id;
    }
    o.id = id;
    if (!o.reason.isEmpty() && o.verdict != ClaimVerdict::HoldsOnlyWhen)
        o.verdict = ClaimVerdict::CannotTell;
    return o;
}

} // namespace ts
