// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "claimtext.h"

#include "explanation.h"

#include <QLocale>
#include <cmath>

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

QString percent(double fraction)
{
    return QLocale().toString(100.0 * fraction, 'f', 0);
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

} // namespace

QString ClaimText::statement(ClaimId id)
{
    switch (id) {
    case ClaimId::LargeBatch:
        return tr("TPUs outpace GPUs on massive training with large batches; GPUs are better for "
                  "small batches and small models.");
    case ClaimId::TwoPointEight:
        return tr("TPUs are up to 2.8× more efficient than GPUs on dense, static-shape work.");
    case ClaimId::PerfPerWatt:
        return tr("TPUs sip power while GPUs guzzle it: more work per watt.");
    case ClaimId::CostAtScale:
        return tr("TPUs make a training run at scale cheaper, but only when utilization is high: "
                  "underutilization eats the savings.");
    case ClaimId::RentOrBuy:
        return tr("TPUs can only be rented, GPUs can be bought: over a project's life, owning "
                  "GPUs is cheaper.");
    case ClaimId::OddShapes:
        return tr("GPUs are better for small, odd or irregular shapes.");
    case ClaimId::Bf16:
        return tr("bf16 lowers memory traffic and energy compared with fp32.");
    case ClaimId::MemoryPerChip:
        return tr("More memory per chip lets a model fit on fewer chips.");
    case ClaimId::TensorCores:
        return tr("Matrix units (tensor cores) are an order of magnitude faster than the vector "
                  "(CUDA) cores on matrix work, and no faster elsewhere.");
    case ClaimId::Torus:
        return tr("The TPU's inter-chip torus relieves the communication bottleneck of GPU "
                  "clusters.");
    }
    return {};
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
    switch (o.id) {
    case ClaimId::LargeBatch: {
        QString text = tr("%1 over %2 throughput per chip: %3× at batch %4, %5 at batch %6.")
                           .arg(t, g,
                               number(o.figure(QStringLiteral(
                                   "systolic_over_gpu_throughput_at_smallest_batch"))),
                               number(o.figure(QStringLiteral("smallest_batch")), 6), ratio(o),
                               number(o.figure(QStringLiteral("largest_batch")), 6));
        if (std::isfinite(o.figure(QStringLiteral("crossover_batch"))))
            text += QLatin1Char(' ')
                + tr("%1 pulls ahead from batch %2.")
                      .arg(t, number(o.figure(QStringLiteral("crossover_batch")), 6));
        return text;
    }
    case ClaimId::TwoPointEight:
        return tr("%1 does %2 the work per joule of %3; the claim says 2.8×.").arg(t, ratio(o), g);
    case ClaimId::PerfPerWatt:
        return tr("%1 does %2 the work per joule of %3 (chip energy).").arg(t, ratio(o), g);
    case ClaimId::CostAtScale:
        return tr("On %1 chips, a run on %2 costs $%3 and on %4 $%5: %4 costs %6 as much. "
                  "Below %7 % MFU on %2 (estimated: %8 %) the saving is gone.")
            .arg(number(o.figure(QStringLiteral("chips")), 6), t,
                number(o.figure(QStringLiteral("systolic_run_cost_usd")), 3), g,
                number(o.figure(QStringLiteral("gpu_run_cost_usd")), 3), ratio(o))
            .arg(percent(o.figure(QStringLiteral("breakeven_mfu"))),
                percent(o.figure(QStringLiteral("systolic_mfu"))));
    case ClaimId::RentOrBuy: {
        QString text
            = tr("%1 rents at $%2 a chip-hour and costs $%3 owned at %4 % use; owning "
                 "is cheaper above %5 % use.")
                  .arg(g, number(o.figure(QStringLiteral("gpu_rent_usd_per_chip_hour")), 3),
                      number(o.figure(QStringLiteral("gpu_owned_usd_per_chip_hour")), 3),
                      percent(o.figure(QStringLiteral("owned_utilization"))),
                      percent(o.figure(QStringLiteral("breakeven_utilization"))));
        if (std::isfinite(o.figure(QStringLiteral("systolic_rent_usd_per_chip_hour"))))
            text += QLatin1Char(' ')
                + tr("%1 is rent only, at $%2 a chip-hour.")
                      .arg(t,
                          number(o.figure(QStringLiteral("systolic_rent_usd_per_chip_hour")), 3));
        return text;
    }
    case ClaimId::OddShapes:
        return tr("On small, odd shapes (37 rows, one past a tile) %1 reaches %2 % of its peak "
                  "and %3 %4 %: %1 is %5 as efficient.")
            .arg(g, percent(o.figure(QStringLiteral("gpu_fraction_of_peak_odd"))), t,
                percent(o.figure(QStringLiteral("systolic_fraction_of_peak_odd"))), ratio(o));
    case ClaimId::Bf16: {
        QString text = tr("In fp32 the step moves %1 the bytes it moves in bf16.").arg(ratio(o));
        for (const auto& [key, name] :
            { std::pair { QStringLiteral("systolic_fp32_over_bf16_energy"), t },
                std::pair { QStringLiteral("gpu_fp32_over_bf16_energy"), g } }) {
            const double energy = o.figure(key);
            text += QLatin1Char(' ')
                + (std::isfinite(energy)
                        ? tr("On %1 it takes %2× the energy.").arg(name, number(energy))
                        : tr("%1 has no fp32 matrix rate.").arg(name));
        }
        return text;
    }
    case ClaimId::MemoryPerChip:
        return tr("%1 (%2 GB a chip) needs %3 chips, %4 (%5 GB) needs %6.")
            .arg(t, number(o.figure(QStringLiteral("systolic_memory_gb")), 3),
                number(o.figure(QStringLiteral("systolic_fewest_chips")), 6), g,
                number(o.figure(QStringLiteral("gpu_memory_gb")), 3),
                number(o.figure(QStringLiteral("gpu_fewest_chips")), 6));
    case ClaimId::TensorCores:
        return tr("On %1 the matrix peak is %2 the vector peak; matrix operators take %3 % of "
                  "the step, so the step is at most %4× faster for them.")
            .arg(g, ratio(o), percent(o.figure(QStringLiteral("matrix_time_share"))),
                number(o.figure(QStringLiteral("step_speedup_upper_bound"))));
    case ClaimId::Torus:
        return tr("On %1 chips, the step waits on communication %2 % of the time on %3 and %4 % "
                  "on %5.")
            .arg(number(o.figure(QStringLiteral("chips")), 6),
                percent(o.figure(QStringLiteral("systolic_exposed_comm_share"))), t,
                percent(o.figure(QStringLiteral("gpu_exposed_comm_share"))), g);
    }
    return {};
}

} // namespace ts
