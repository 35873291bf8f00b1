// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "comparison.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <limits>

namespace ts {

/// The ten GPU-vs-TPU statements articles repeat (issue 22), each tested by an experiment on the
/// user's workload and devices. docs/claims.md states each as usually written, with sources.
enum class ClaimId {
    LargeBatch, ///< TPUs win at large batches, GPUs at small batches and small models
    TwoPointEight, ///< TPUs are "up to 2.8×" more efficient on dense, static-shape work
    PerfPerWatt, ///< TPUs do more work per joule
    CostAtScale, ///< TPUs make a run at scale cheaper, but only at high utilization
    RentOrBuy, ///< renting (TPUs) against owning (GPUs) over a project's life
    OddShapes, ///< GPUs handle small, odd shapes better
    Bf16, ///< bf16 lowers memory traffic and energy against fp32
    MemoryPerChip, ///< more memory per chip: fewer chips to hold a model
    TensorCores, ///< matrix units are an order of magnitude faster on matrix work only
    Torus, ///< the TPU torus lowers the communication bottleneck
};
inline constexpr int kClaimCount = 10;

/// What the numbers say about a claim. No verdict is written per device in advance: each is
/// assembled from the experiment's figures, so another workload or device can change it.
enum class ClaimVerdict {
    Holds,
    HoldsOnlyWhen, ///< true under the condition named (ClaimOutcome::condition)
    DoesNotHold,
    WithinUncertainty, ///< the effect is inside the estimates' accuracy bands or power ranges
    CannotTell, ///< the experiment cannot run here (ClaimOutcome::reason)
};

/// One number of an experiment, in a unit named in its key (stable: `tensorscope claims
/// --json` writes them).
struct ClaimFigure
{
    QString key;
    double value = std::numeric_limits<double>::quiet_NaN();
};

/// One line of a claim's experiment: y against x for one device (or one way of paying for it).
struct ClaimCurve
{
    /// "systolic" or "gpu" (the device, and its colour), or "gpu_rented" / "gpu_owned".
    QString key;
    QList<QPointF> points;
};

/// One column of a claim's experiment, with its range where it has one (NaN: none).
struct ClaimBar
{
    /// "systolic" / "gpu", or "systolic_odd", "gpu_workload", "bytes", ... (see ClaimText).
    QString key;
    double value = std::numeric_limits<double>::quiet_NaN();
    double low = std::numeric_limits<double>::quiet_NaN();
    double high = std::numeric_limits<double>::quiet_NaN();
};

/// What a claim card opened full size draws: the experiment that decided the verdict, as
/// curves (a sweep: batch, utilization, chips) or as columns (a comparison of two figures).
/// The units are in the keys ("global_batch", "usd_per_chip_hour"); `tensorscope claims
/// --json` writes them under "experiment".
struct ClaimExperiment
{
    enum class Kind { None, Curves, Bars };
    Kind kind = Kind::None;
    QString xKey; ///< curves only
    QString yKey;
    bool logX = false;
    bool logY = false;
    QList<ClaimCurve> curves;
    QList<ClaimBar> bars;
    /// Where the verdict turns, on the x axis (curves: the crossover batch, the break-even MFU
    /// or utilization) or as a level on the y axis (bars: the claimed 2.8×); NaN: none.
    double markerX = std::numeric_limits<double>::quiet_NaN();
    double markerY = std::numeric_limits<double>::quiet_NaN();
};

/// A claim tested on one workload with one systolic chip and one GPU.
struct ClaimOutcome
{
    ClaimId id = ClaimId::LargeBatch;
    ClaimVerdict verdict = ClaimVerdict::CannotTell;
    /// Under what the verdict holds, as a code whose threshold is a figure: "batch-at-least"
    /// (crossover_batch), "mfu-at-least" (breakeven_mfu), "utilization-at-least"
    /// (breakeven_utilization); empty when unconditional.
    QString condition;
    /// The size of the effect the claim is about (a ratio, see effectKey) and its range from
    /// the accuracy bands and power ranges; NaN when none.
    QString effectKey;
    double effect = std::numeric_limits<double>::quiet_NaN();
    double effectLow = std::numeric_limits<double>::quiet_NaN();
    double effectHigh = std::numeric_limits<double>::quiet_NaN();
    QList<ClaimFigure> figures;
    /// Why it cannot tell: "no-systolic-chip", "no-gpu", "no-estimate:ID", "no-price:ID",
    /// "no-power:ID", "no-fp32-rate:ID", "no-owned-price:ID", "needs-training".
    QString reason;
    QString systolicId;
    QString gpuId;
    ClaimExperiment experiment;

    /// The figure `key`, NaN when absent.
    double figure(const QString& key) const;
};

/// Runs the claims' experiments with the engine, the scaling model and the accuracy bands the
/// rest of the app uses (Comparison), so every figure is the one the charts and the CLI show.
class ClaimCheck
{
public:
    /// "large-batch-training", "two-point-eight", ... (the JSON ids).
    static QString key(ClaimId id);
    /// Every claim, in the order the Claims page and `tensorscope claims` show them.
    static QList<ClaimId> all();
    /// The claim's figures are the one-chip estimate of the user's workload itself (work per
    /// joule, rent), not an experiment of its own (a sweep, a job at scale, another precision).
    static bool readsOneChipEstimate(ClaimId id);

    /// The devices a check compares: the first systolic chip and the first GPU of `devices`.
    struct Pair
    {
        std::optional<Device> systolic;
        std::optional<Device> gpu;
    };
    static Pair pick(const QList<Device>& devices);

    /// Every claim on `spec` for the first systolic chip and the first GPU of `devices`. A
    /// one-chip `job` is made 256 chips for the claims about scale (CostAtScale, Torus).
    static QList<ClaimOutcome> run(const WorkloadSpec& spec, const QList<Device>& devices,
        const engine::EngineOptions& options = {}, const scaling::JobSpec& job = {});
    static ClaimOutcome run(ClaimId id, const WorkloadSpec& spec, const QList<Device>& devices,
        const engine::EngineOptions& options = {}, const scaling::JobSpec& job = {});

    /// The chips a one-chip job is given for the claims about scale.
    static constexpr qint64 kScaleChips = 256;
};

} // namespace ts
