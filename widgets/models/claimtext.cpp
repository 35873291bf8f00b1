// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "claimtext.h"

#include "common/units.h"

#include "explanation.h"

#include <QLocale>
#include <cmath>
#include <iterator>

namespace ts {

namespace {

QString number(double value, int digits = 2)
{
    if (!std::isfinite(value))
        return QStringLiteral("–");
    // Large sums read "20.6 M", never "2.056e+07" (counts pass enough digits to stay whole).
    if (std::abs(value) >= 1e4 && digits < 6)
        return Explanation::si(value, 3);
    return QLocale().toString(value, 'g', digits + (std::abs(value) >= 100 ? 1 : 0));
}

QString wholePercent(double fraction)
{
    return units::percentNumber(fraction, 0, QLocale());
}

// "1.7× (1.4–2.0×)": the effect and its range where it has one.
QString ratio(const ClaimOutcome& o)
{
    QString text = ClaimText::tr("%1×").arg(number(o.effect));
    if (std::isfinite(o.effectLow) && std::isfinite(o.effectHigh)
        && (o.effectLow != o.effect || o.effectHigh != o.effect))
        //: the range of a ratio from the accuracy bands, e.g. "1.4–2.0×"
        text += QLatin1Char(' ')
            + ClaimText::tr("(%1–%2×)").arg(number(o.effectLow), number(o.effectHigh));
    return text;
}

QString largeBatchSummary(const ClaimOutcome& o, const QString& t, const QString& g)
{
    QString text = ClaimText::tr("%1 over %2 throughput per chip: %3× at batch %4, %5 at batch %6.")
                       .arg(t, g,
                           number(o.figure(
                               QStringLiteral("systolic_over_gpu_throughput_at_smallest_batch"))),
                           number(o.figure(QStringLiteral("smallest_batch")), 6), ratio(o),
                           number(o.figure(QStringLiteral("largest_batch")), 6));
    if (std::isfinite(o.figure(QStringLiteral("crossover_batch"))))
        text += QLatin1Char(' ')
            + ClaimText::tr("%1 pulls ahead from batch %2.")
                  .arg(t, number(o.figure(QStringLiteral("crossover_batch")), 6));
    return text;
}

QString twoPointEightSummary(const ClaimOutcome& o, const QString& t, const QString& g)
{
    return ClaimText::tr("%1 does %2 the work per joule of %3; the claim says 2.8×.")
        .arg(t, ratio(o), g);
}

QString perfPerWattSummary(const ClaimOutcome& o, const QString& t, const QString& g)
{
    return ClaimText::tr("%1 does %2 the work per joule of %3 (chip energy).").arg(t, ratio(o), g);
}

QString costAtScaleSummary(const ClaimOutcome& o, const QString& t, const QString& g)
{
    return ClaimText::tr("On %1 chips, a run on %2 costs $%3 and on %4 $%5: %4 costs %6 as much. "
                         "Below %7 % MFU on %2 (estimated: %8 %) the saving is gone.")
        .arg(number(o.figure(QStringLiteral("chips")), 6), t,
            number(o.figure(QStringLiteral("systolic_run_cost_usd")), 3), g,
            number(o.figure(QStringLiteral("gpu_run_cost_usd")), 3), ratio(o))
        .arg(wholePercent(o.figure(QStringLiteral("breakeven_mfu"))),
            wholePercent(o.figure(QStringLiteral("systolic_mfu"))));
}

QString rentOrBuySummary(const ClaimOutcome& o, const QString& t, const QString& g)
{
    QString text
        = ClaimText::tr("%1 rents at $%2 a chip-hour and costs $%3 owned at %4 % use; owning "
                        "is cheaper above %5 % use.")
              .arg(g, number(o.figure(QStringLiteral("gpu_rent_usd_per_chip_hour")), 3),
                  number(o.figure(QStringLiteral("gpu_owned_usd_per_chip_hour")), 3),
                  wholePercent(o.figure(QStringLiteral("owned_utilization"))),
                  wholePercent(o.figure(QStringLiteral("breakeven_utilization"))));
    if (std::isfinite(o.figure(QStringLiteral("systolic_rent_usd_per_chip_hour"))))
        text += QLatin1Char(' ')
            + ClaimText::tr("%1 is rent only, at $%2 a chip-hour.")
                  .arg(t, number(o.figure(QStringLiteral("systolic_rent_usd_per_chip_hour")), 3));
    return text;
}

QString oddShapesSummary(const ClaimOutcome& o, const QString& t, const QString& g)
{
    return ClaimText::tr(
        "On small, odd shapes (37 rows, one past a tile) %1 reaches %2 % of its peak "
        "and %3 %4 %: %1 is %5 as efficient.")
        .arg(g, wholePercent(o.figure(QStringLiteral("gpu_fraction_of_peak_odd"))), t,
            wholePercent(o.figure(QStringLiteral("systolic_fraction_of_peak_odd"))), ratio(o));
}

QString bf16Summary(const ClaimOutcome& o, const QString& t, const QString& g)
{
    QString text
        = ClaimText::tr("In fp32 the step moves %1 the bytes it moves in bf16.").arg(ratio(o));
    for (const auto& [key, name] :
        { std::pair { QStringLiteral("systolic_fp32_over_bf16_energy"), t },
            std::pair { QStringLiteral("gpu_fp32_over_bf16_energy"), g } }) {
        const double energy = o.figure(key);
        text += QLatin1Char(' ')
            + (std::isfinite(energy)
                    ? ClaimText::tr("On %1 it takes %2× the energy.").arg(name, number(energy))
                    : ClaimText::tr("%1 has no fp32 matrix rate.").arg(name));
    }
    if (o.figure(QStringLiteral("systolic_fp32_bf16_passes")) == 1)
        text += QLatin1Char(' ')
            + ClaimText::tr("%1 computes fp32 matrix products in one bf16 pass (XLA's default "
                            "precision), so fp32 costs it only the extra bytes.")
                  .arg(t);
    return text;
}

QString memoryPerChipSummary(const ClaimOutcome& o, const QString& t, const QString& g)
{
    return ClaimText::tr("%1 (%2 GiB a chip) needs %3 chips, %4 (%5 GiB) needs %6.")
        .arg(t, number(o.figure(QStringLiteral("systolic_memory_gib")), 3),
            number(o.figure(QStringLiteral("systolic_fewest_chips")), 6), g,
            number(o.figure(QStringLiteral("gpu_memory_gib")), 3),
            number(o.figure(QStringLiteral("gpu_fewest_chips")), 6));
}

QString tensorCoresSummary(
    const ClaimOutcome& o, [[maybe_unused]] const QString& t, const QString& g)
{
    return ClaimText::tr(
        "On %1 the matrix peak is %2 the vector peak; matrix operators take %3 % of "
        "the step, so the step is at most %4× faster for them.")
        .arg(g, ratio(o), wholePercent(o.figure(QStringLiteral("matrix_time_share"))),
            number(o.figure(QStringLiteral("step_speedup_upper_bound"))));
}

QString torusSummary(const ClaimOutcome& o, const QString& t, const QString& g)
{
    return ClaimText::tr(
        "On %1 chips, the step waits on communication %2 % of the time on %3 and %4 % "
        "on %5.")
        .arg(number(o.figure(QStringLiteral("chips")), 6),
            wholePercent(o.figure(QStringLiteral("systolic_exposed_comm_share"))), t,
            wholePercent(o.figure(QStringLiteral("gpu_exposed_comm_share"))), g);
}

QString largeBatchMarker(const ClaimOutcome& o)
{
    return ClaimText::tr("crossover at batch %1").arg(number(o.experiment.markerX, 6));
}

QString twoPointEightMarker([[maybe_unused]] const ClaimOutcome& o)
{
    return ClaimText::tr("the claimed 2.8×");
}

QString costAtScaleMarker(const ClaimOutcome& o)
{
    return ClaimText::tr("break-even at %1 %").arg(wholePercent(o.experiment.markerX));
}

QString rentOrBuyMarker(const ClaimOutcome& o)
{
    return ClaimText::tr("break-even at %1 %").arg(wholePercent(o.experiment.markerX));
}

QString bf16Marker([[maybe_unused]] const ClaimOutcome& o)
{
    return ClaimText::tr("no change");
}

QString tensorCoresMarker([[maybe_unused]] const ClaimOutcome& o)
{
    return ClaimText::tr("an order of magnitude");
}

// Every claim's wording, once (a new claim adds a row; ClaimCheck has its experiment): the
// statement as articles write it, its experiment chart's title, the summary assembled from the
// outcome's figures, and the chart marker's name (none for some).
struct ClaimWording
{
    ClaimId id;
    const char* statement;
    const char* experimentTitle;
    QString (*summary)(const ClaimOutcome& o, const QString& t, const QString& g);
    QString (*marker)(const ClaimOutcome& o);
};

const ClaimWording kWordings[] = {
    { ClaimId::LargeBatch,
        QT_TRANSLATE_NOOP("ts::ClaimText",
            "TPUs outpace GPUs on massive training with large batches; GPUs are better for "
            "small batches and small models."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "Throughput per chip against batch"), largeBatchSummary,
        largeBatchMarker },
    { ClaimId::TwoPointEight,
        QT_TRANSLATE_NOOP("ts::ClaimText",
            "TPUs are up to 2.8× more efficient than GPUs on dense, static-shape work."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "Work per joule of chip energy"), twoPointEightSummary,
        twoPointEightMarker },
    { ClaimId::PerfPerWatt,
        QT_TRANSLATE_NOOP(
            "ts::ClaimText", "TPUs sip power while GPUs guzzle it: more work per watt."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "Work per joule of chip energy"), perfPerWattSummary,
        nullptr },
    { ClaimId::CostAtScale,
        QT_TRANSLATE_NOOP("ts::ClaimText",
            "TPUs make a training run at scale cheaper, but only when utilization is high: "
            "underutilization eats the savings."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "Cost of the run against utilization"),
        costAtScaleSummary, costAtScaleMarker },
    { ClaimId::RentOrBuy,
        QT_TRANSLATE_NOOP("ts::ClaimText",
            "TPUs can only be rented, GPUs can be bought: over a project's life, owning "
            "GPUs is cheaper."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "A chip-hour rented or owned, against use"),
        rentOrBuySummary, rentOrBuyMarker },
    { ClaimId::OddShapes,
        QT_TRANSLATE_NOOP("ts::ClaimText", "GPUs are better for small, odd or irregular shapes."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "Fraction of peak: the workload's shapes and odd ones"),
        oddShapesSummary, nullptr },
    { ClaimId::Bf16,
        QT_TRANSLATE_NOOP(
            "ts::ClaimText", "bf16 lowers memory traffic and energy compared with fp32."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "fp32 against bf16"), bf16Summary, bf16Marker },
    { ClaimId::MemoryPerChip,
        QT_TRANSLATE_NOOP("ts::ClaimText", "More memory per chip lets a model fit on fewer chips."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "Fewest chips that hold the model"),
        memoryPerChipSummary, nullptr },
    { ClaimId::TensorCores,
        QT_TRANSLATE_NOOP("ts::ClaimText",
            "Matrix units (tensor cores) are an order of magnitude faster than the vector "
            "(CUDA) cores on matrix work, and no faster elsewhere."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "Speed-up from the matrix units"), tensorCoresSummary,
        tensorCoresMarker },
    { ClaimId::Torus,
        QT_TRANSLATE_NOOP("ts::ClaimText",
            "The TPU's inter-chip torus relieves the communication bottleneck of GPU "
            "clusters."),
        QT_TRANSLATE_NOOP("ts::ClaimText", "Waiting on communication against chips"), torusSummary,
        nullptr },
};
static_assert(std::size(kWordings) == kClaimCount, "one wording per ClaimId");

const ClaimWording& wordingOf(ClaimId id)
{
    for (const ClaimWording& w : kWordings) {
        if (w.id == id)
            return w;
    }
    return kWordings[0];
}

} // namespace

QString ClaimText::statement(ClaimId id)
{
    return tr(wordingOf(id).statement);
}

QString ClaimText::verdictName(ClaimVerdict verdict)
{
    switch (verdict) {
    case ClaimVerdict::Holds:
        return tr("holds");
    case ClaimVerdict::HoldsOnlyWhen:
        return tr("holds only when");
    case ClaimVerdict::DoesNotHold:
        return tr("does not hold");
    case ClaimVerdict::WithinUncertainty:
        return tr("within the uncertainty");
    case ClaimVerdict::CannotTell:
        return tr("cannot tell");
    }
    return {};
}

QString ClaimText::verdictCode(ClaimVerdict verdict)
{
    switch (verdict) {
    case ClaimVerdict::Holds:
        return QStringLiteral("holds");
    case ClaimVerdict::HoldsOnlyWhen:
        return QStringLiteral("holds-only-when");
    case ClaimVerdict::DoesNotHold:
        return QStringLiteral("does-not-hold");
    case ClaimVerdict::WithinUncertainty:
        return QStringLiteral("within-uncertainty");
    case ClaimVerdict::CannotTell:
        return QStringLiteral("cannot-tell");
    }
    return {};
}

QString ClaimText::summary(
    const ClaimOutcome& o, const QString& systolicName, const QString& gpuName)
{
    const QString& t = systolicName;
    const QString& g = gpuName;
    if (o.verdict == ClaimVerdict::CannotTell) {
        // The device the reason names ("no-price:tpu-v5p"), by its name where it is one of
        // the pair.
        const QString named = o.reason.section(QLatin1Char(':'), 1);
        const QString device = named == o.systolicId ? t : (named == o.gpuId ? g : named);
        if (o.reason == QLatin1String("no-gpu"))
            return tr("Tick a GPU to test it.");
        if (o.reason == QLatin1String("no-systolic-chip"))
            return tr("Tick a TPU (or another systolic chip) to test it.");
        if (o.reason == QLatin1String("same-memory"))
            return tr("%1 and %2 have the same memory per chip.").arg(t, g);
        if (o.reason.startsWith(QLatin1String("no-price")))
            return tr("A price is missing: %1.").arg(device);
        if (o.reason.startsWith(QLatin1String("no-owned-price")))
            return tr("%1 has no purchase price in the catalog.").arg(g);
        if (o.reason == QLatin1String("no-batch-sweep"))
            return tr("The model fits one chip of %1 or %2 at no batch of the sweep; the chip "
                      "chart shows how many it needs.")
                .arg(t, g);
        if (o.reason.startsWith(QLatin1String("no-split")))
            return tr("No legal split of this workload over many chips of %1.").arg(device);
        if (o.reason.startsWith(QLatin1String("no-power")))
            return tr("A power figure is missing: %1.").arg(device);
        if (o.reason.startsWith(QLatin1String("no-matrix-rate")))
            return tr("%1 has no matrix rate at this workload's precision.").arg(device);
        if (o.reason.startsWith(QLatin1String("no-vector-rate")))
            return tr("%1 has no vector (CUDA-core) rate in the catalog.").arg(device);
        if (o.reason.startsWith(QLatin1String("no-estimate")))
            return tr("%1 cannot run this workload.").arg(device);
        if (o.reason.startsWith(QLatin1String("no-count-fits")))
            return tr("No chip count up to 16,384 holds this workload on %1.").arg(device);
        if (o.reason.startsWith(QLatin1String("no-fp32-rate")))
            return tr("Neither chip runs this workload in fp32.");
        if (o.reason == QLatin1String("no-gemm"))
            return tr("The workload has no matrix products.");
        return tr("The experiment cannot run here (%1).").arg(o.reason);
    }
    return wordingOf(o.id).summary(o, t, g);
}

namespace {

// A figure key without its device ("systolic_tokens_per_joule": "tokens_per_joule"), and
// which device it belongs to (0 systolic, 1 GPU, -1 both or neither). The ratios between the
// two devices ("systolic_over_gpu_...") belong to neither.
std::pair<QString, int> splitFigureKey(const QString& key)
{
    if (key.contains(QLatin1String("_over_gpu_")))
        return { key, -1 };
    if (key.startsWith(QLatin1String("systolic_")))
        return { key.mid(9), 0 };
    if (key.startsWith(QLatin1String("gpu_")) && !key.startsWith(QLatin1String("gpu_over_")))
        return { key.mid(4), 1 };
    return { key, -1 };
}

} // namespace

QString ClaimText::experimentTitle(ClaimId id)
{
    return tr(wordingOf(id).experimentTitle);
}

bool ClaimText::isShare(const QString& key)
{
    return key.endsWith(QLatin1String("mfu")) || key.endsWith(QLatin1String("utilization"))
        || key.contains(QLatin1String("share")) || key.contains(QLatin1String("fraction_of_peak"));
}

QString ClaimText::axisTitle(const QString& key, const QString& systolicName)
{
    if (key == QLatin1String("global_batch"))
        return tr("batch");
    if (key == QLatin1String("tokens_per_second_per_chip"))
        return tr("tokens/s per chip");
    if (key == QLatin1String("systolic_mfu"))
        //: %1 a TPU; MFU: model FLOPs utilization
        return tr("MFU of %1 (%)").arg(systolicName);
    if (key == QLatin1String("run_cost_usd"))
        return tr("cost of the run (USD)");
    if (key == QLatin1String("utilization"))
        return tr("use of an owned chip (%)");
    if (key == QLatin1String("usd_per_chip_hour"))
        return tr("USD (per chip-hour of work)");
    if (key == QLatin1String("chips"))
        return tr("chips");
    if (key == QLatin1String("exposed_comm_share"))
        return tr("share of the step (%)");
    if (key == QLatin1String("tokens_per_joule"))
        return tr("tokens per joule");
    if (key == QLatin1String("fraction_of_peak"))
        return tr("fraction of peak (%)");
    if (key == QLatin1String("fp32_over_bf16"))
        return tr("fp32 ÷ bf16");
    if (key == QLatin1String("fewest_chips"))
        return tr("chips");
    if (key == QLatin1String("times_faster_with_matrix_units"))
        return tr("times faster");
    return key;
}

QString ClaimText::seriesName(
    const QString& key, const QString& systolicName, const QString& gpuName)
{
    const QString& t = systolicName;
    const QString& g = gpuName;
    if (key == QLatin1String("systolic"))
        return t;
    if (key == QLatin1String("gpu"))
        return g;
    if (key == QLatin1String("gpu_rented"))
        //: %1 a GPU, paid by the hour
        return tr("%1 rented").arg(g);
    if (key == QLatin1String("gpu_owned"))
        //: %1 a GPU, bought
        return tr("%1 owned").arg(g);
    if (key == QLatin1String("systolic_workload"))
        return tr("%1, the workload's shapes").arg(t);
    if (key == QLatin1String("systolic_odd"))
        return tr("%1, odd shapes").arg(t);
    if (key == QLatin1String("gpu_workload"))
        return tr("%1, the workload's shapes").arg(g);
    if (key == QLatin1String("gpu_odd"))
        return tr("%1, odd shapes").arg(g);
    if (key == QLatin1String("bytes"))
        return tr("bytes moved");
    if (key == QLatin1String("systolic_energy"))
        return tr("energy on %1").arg(t);
    if (key == QLatin1String("gpu_energy"))
        return tr("energy on %1").arg(g);
    if (key == QLatin1String("matrix_work"))
        return tr("matrix work (peak)");
    if (key == QLatin1String("whole_step"))
        return tr("the whole step (at most)");
    return key;
}

QString ClaimText::markerName(const ClaimOutcome& o)
{
    const ClaimWording& w = wordingOf(o.id);
    return w.marker ? w.marker(o) : QString();
}

QString ClaimText::figureName(
    const QString& key, const QString& systolicName, const QString& gpuName)
{
    const auto [base, device] = splitFigureKey(key);
    QString name;
    if (base == QLatin1String("smallest_batch"))
        name = tr("smallest batch of the sweep");
    else if (base == QLatin1String("largest_batch"))
        name = tr("largest batch of the sweep");
    else if (base == QLatin1String("crossover_batch"))
        name = tr("crossover batch");
    else if (base == QLatin1String("systolic_over_gpu_throughput_at_smallest_batch"))
        name = tr("throughput per chip, %1 ÷ %2, at the smallest batch").arg(systolicName, gpuName);
    else if (base == QLatin1String("systolic_over_gpu_throughput_at_largest_batch"))
        name = tr("throughput per chip, %1 ÷ %2, at the largest batch").arg(systolicName, gpuName);
    else if (base == QLatin1String("chips"))
        name = tr("chips");
    else if (base == QLatin1String("tokens_per_joule"))
        name = tr("tokens per joule");
    else if (base == QLatin1String("claimed_ratio"))
        name = tr("the claimed ratio");
    else if (base == QLatin1String("run_cost_usd"))
        name = tr("cost of the run");
    else if (base == QLatin1String("mfu"))
        name = tr("MFU");
    else if (base == QLatin1String("breakeven_mfu"))
        name = tr("break-even MFU of %1").arg(systolicName);
    else if (base == QLatin1String("rent_usd_per_chip_hour"))
        name = tr("rent per chip-hour");
    else if (base == QLatin1String("owned_usd_per_chip_hour"))
        name = tr("owned, per chip-hour of work");
    else if (base == QLatin1String("owned_utilization"))
        name = tr("use of an owned chip");
    else if (base == QLatin1String("breakeven_utilization"))
        name = tr("break-even use of an owned %1").arg(gpuName);
    else if (base == QLatin1String("run_cost_rented_usd"))
        name = tr("cost of the run, rented");
    else if (base == QLatin1String("run_cost_owned_usd"))
        name = tr("cost of the run, owned");
    else if (base == QLatin1String("shapes"))
        name = tr("shapes tested");
    else if (base == QLatin1String("fraction_of_peak_odd"))
        name = tr("fraction of peak, odd shapes");
    else if (base == QLatin1String("fraction_of_peak_workload"))
        name = tr("fraction of peak, the workload's shapes");
    else if (base == QLatin1String("fp32_over_bf16_bytes"))
        name = tr("bytes moved, fp32 ÷ bf16");
    else if (base == QLatin1String("fp32_over_bf16_energy"))
        name = tr("energy, fp32 ÷ bf16");
    else if (base == QLatin1String("fp32_bf16_passes"))
        name = tr("bf16 passes per fp32 matrix product");
    else if (base == QLatin1String("memory_gib") || base == QLatin1String("memory_gb"))
        name = tr("memory per chip");
    else if (base == QLatin1String("fewest_chips"))
        name = tr("fewest chips that hold the model");
    else if (base == QLatin1String("matrix_over_vector_peak"))
        name = tr("matrix peak ÷ vector peak of %1").arg(gpuName);
    else if (base == QLatin1String("matrix_time_share"))
        name = tr("share of the step in matrix operators on %1").arg(gpuName);
    else if (base == QLatin1String("step_speedup_upper_bound"))
        name = tr("the step's speed-up from matrix units, at most");
    else if (base == QLatin1String("exposed_comm_share"))
        name = tr("step waiting on communication");
    else if (base == QLatin1String("comm_seconds"))
        name = tr("communication per step");
    else
        name = key;
    if (device < 0)
        return name;
    //: a figure of one device: "%1" the device, "%2" the figure, e.g. "TPU v5p: tokens per joule"
    return tr("%1: %2").arg(device == 0 ? systolicName : gpuName, name);
}

QString ClaimText::figureValue(const QString& key, double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("–");
    if (key.endsWith(QLatin1String("_usd_per_chip_hour")))
        return tr("$%1 a chip-hour").arg(number(value, 3));
    if (key.endsWith(QLatin1String("_usd")))
        return tr("$%1").arg(number(value, 3));
    if (key.endsWith(QLatin1String("_gib")))
        return tr("%1 GiB").arg(number(value, 3));
    if (key.endsWith(QLatin1String("_seconds")))
        return Explanation::duration(value);
    if (key.contains(QLatin1String("_over_")))
        return tr("%1×").arg(number(value));
    if (isShare(key))
        return tr("%1 %").arg(wholePercent(value));
    if (key.endsWith(QLatin1String("batch")) || key.endsWith(QLatin1String("chips"))
        || key.endsWith(QLatin1String("passes")) || key == QLatin1String("shapes"))
        return number(value, 6);
    if (key.endsWith(QLatin1String("per_joule")))
        return number(value, 3);
    return tr("%1×").arg(number(value));
}

QString ClaimText::figureFormula(const QString& key)
{
    const QString base = splitFigureKey(key).first;
    if (base.endsWith(QLatin1String("_batch")))
        return tr("The sweep runs the workload at global batches a factor of two apart, on one "
                  "chip where the model fits one, else on the job's chips; the crossover is the "
                  "first batch at which the systolic chip's throughput per chip passes the "
                  "GPU's.");
    if (base.startsWith(QLatin1String("systolic_over_gpu_throughput")))
        return tr("Tokens per second per chip on the systolic chip divided by the same on the "
                  "GPU, at that batch; each from the engine's step time for the batch.");
    if (base == QLatin1String("chips"))
        return tr("The job's chips, or 256 for a one-chip workspace, halved until both devices "
                  "have a legal split of the workload.");
    if (base == QLatin1String("tokens_per_joule") || base == QLatin1String("claimed_ratio"))
        return tr("Tokens per step divided by the chip energy of the step (power × step time). "
                  "The range comes from the power range where the power is estimated and from "
                  "the step time's accuracy band.");
    if (base == QLatin1String("run_cost_usd") || base == QLatin1String("mfu"))
        return tr("The best split the search finds on the chips, run for the workspace's "
                  "tokens: chip-hours × the rental price. MFU is the model FLOPs of a step "
                  "over the chips' peak × the step time.");
    if (base == QLatin1String("breakeven_mfu"))
        return tr("The cost of a run scales as 1 ÷ MFU: the systolic chip's MFU × (its run cost "
                  "÷ the GPU's). Below it the GPU's run is cheaper.");
    if (base == QLatin1String("rent_usd_per_chip_hour")
        || base.startsWith(QLatin1String("run_cost_rented")))
        return tr("The catalog's rental quote for the device (its source is in the catalog), "
                  "times the chip-hours of the run.");
    if (base == QLatin1String("owned_usd_per_chip_hour")
        || base.startsWith(QLatin1String("run_cost_owned"))
        || base == QLatin1String("owned_utilization"))
        return tr("Owning: the purchase price spread over the amortization years at the "
                  "assumed use, plus electricity at the facility's PUE and hosting, per "
                  "chip-hour of work.");
    if (base == QLatin1String("breakeven_utilization"))
        return tr("Renting and owning cost the same where the purchase per hour of use equals "
                  "the rent minus electricity and hosting: purchase per hour at full use ÷ "
                  "(rent − electricity − hosting).");
    if (base == QLatin1String("shapes") || base.startsWith(QLatin1String("fraction_of_peak")))
        return tr("The workload's six largest distinct matrix products, and the same made small "
                  "and odd (37 rows, one more than each other side): the geometric mean of "
                  "each one's FLOP rate over the device's peak, from the engine's GEMM model.");
    if (base == QLatin1String("fp32_bf16_passes"))
        return tr("A chip without an fp32 matrix rate in the catalog computes fp32 products as "
                  "bf16 passes: one at XLA's default precision, which the engine follows (three "
                  "at HIGH, six at HIGHEST).");
    if (base.startsWith(QLatin1String("fp32_over_bf16")))
        return tr("The same step in fp32 and in bf16: the workload's compulsory bytes, and the "
                  "chip energy of each step where the device has an fp32 rate.");
    if (base == QLatin1String("memory_gib") || base == QLatin1String("memory_gb")
        || base == QLatin1String("fewest_chips"))
        return tr("The catalog's memory per chip, and the fewest chips whose best split holds "
                  "the weights, gradients, optimizer state and activations.");
    if (base == QLatin1String("matrix_over_vector_peak")
        || base == QLatin1String("matrix_time_share")
        || base == QLatin1String("step_speedup_upper_bound"))
        return tr("The catalog's matrix peak at the workload's precision over the fp32 vector "
                  "peak; the step's matrix operators would take that much longer without "
                  "matrix units, the rest would not change (Amdahl's law).");
    if (base == QLatin1String("exposed_comm_share") || base == QLatin1String("comm_seconds"))
        return tr("The collectives of the best split on each network (torus or NVLink and "
                  "InfiniBand), from the collective model; the exposed share is the time the "
                  "step waits for them after overlap, over the step time.");
    return {};
}

int ClaimText::figureDevice(const QString& key)
{
    return splitFigureKey(key).second;
}

std::optional<Metric> ClaimText::figureMetric(const ClaimOutcome& o, const QString& key)
{
    // Only the claims that read the one-chip estimate of the workspace's workload: the others
    // ran their own experiments (a sweep, a job at scale, another precision).
    if (!ClaimCheck::readsOneChipEstimate(o.id))
        return std::nullopt;
    const QString base = splitFigureKey(key).first;
    if (base == QLatin1String("tokens_per_joule"))
        return Metric::TokensPerJoule;
    if (base == QLatin1String("rent_usd_per_chip_hour")
        || base == QLatin1String("run_cost_rented_usd"))
        return Metric::CostPerRun;
    if (base == QLatin1String("owned_usd_per_chip_hour")
        || base == QLatin1String("run_cost_owned_usd"))
        return Metric::CostPerRunOwned;
    return std::nullopt;
}

QString ClaimText::figureHtml(
    const ClaimOutcome& o, const QString& key, const QString& systolicName, const QString& gpuName)
{
    QString html = QStringLiteral("<h3>%1</h3><p><b>%2</b></p>")
                       .arg(figureName(key, systolicName, gpuName).toHtmlEscaped(),
                           figureValue(key, o.figure(key)).toHtmlEscaped());
    if (const QString formula = figureFormula(key); !formula.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(formula.toHtmlEscaped());
    //: %1 the claim's statement
    html += QStringLiteral("<p><i>%1</i></p>")
                .arg(tr("A figure of claim %1: %2")
                         .arg(int(o.id) + 1)
                         .arg(statement(o.id))
                         .toHtmlEscaped());
    return html;
}

} // namespace ts
