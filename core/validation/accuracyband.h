// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace ts::validation {

/// The validation category whose rows judge an estimate of this step kind (WorkloadEstimate::
/// stepKind): "training" → "training_throughput" (per-chip rates of training steps), "prefill"
/// and "decode" → "inference". Empty for anything else: no band.
QString categoryForStepKind(const QString& stepKind);
/// The category of a single GEMM (`tensorscope gemm`, one operator's GEMM): "gemm".
inline QString gemmCategory()
{
    return QStringLiteral("gemm");
}

/// The categories whose figures make bands: those of categoryForStepKind(), gemmCategory() and
/// "collective" (the claims' single GEMMs and collectives).
QStringList bandCategories();

/// Whether an estimate note code marks an assumed (unmeasured) input of the step time: any code
/// containing "assumed" (e.g. "matrix-fraction-assumed:tf32-from-bf16",
/// "peak-clock-assumed-sustained", "gpu-clock-assumed", and codes added later), except
/// "idle-power-assumed", which changes the energy but not the time the band is about.
bool isAssumedTimeNote(const QString& code);

/// How far a prediction is expected to be from a measurement, as the validation data says for
/// its category and the device's vendor family (docs/validation.md, "Uncertainty bands"): the
/// validation data is mostly NVIDIA GPUs, so a figure measured there says little about a TPU.
/// A value; relative, so one band serves every figure proportional to the step time (time,
/// throughput, MFU, cost).
///
/// The measured step time is expected within [timeLow(), timeHigh()] × the predicted one: the
/// category's mean optimism shifts the centre (an engine that predicts the hardware too fast
/// has measured times longer than predicted) and its MAPE, doubled when an input of the time is
/// assumed, is the half-width.
struct AccuracyBand
{
    /// An assumed (unmeasured) input widens the half-width by this factor, once however many
    /// assumed notes there are: the validation rows were predicted with measured derates, so
    /// their error is a floor for an estimate that lacks one.
    static constexpr double kAssumedWidening = 2.0;
    /// A vendor family needs this many scored rows in a category for a figure of its own; with
    /// fewer the band takes the category's figure over every device (familyFallback): the mean
    /// of one or two errors is no estimate of the next one.
    static constexpr qsizetype kMinFamilyRows = 3;
    /// timeLow() never goes below this factor of the predicted time: a band wider than ±90%
    /// would otherwise reach zero or below.
    static constexpr double kMinTimeFactor = 0.1;

    QString category; ///< the validation category the figures come from, e.g. "inference"
    /// The vendor family of the estimate's device (ValidationSuite::vendorFamily: "NVIDIA",
    /// "AMD", "Google TPU", "Intel", "AWS", or a user device file's vendor); may be empty.
    QString family;
    /// The family had fewer than kMinFamilyRows scored rows in the category (or is empty): the
    /// figures are over every device.
    bool familyFallback = false;
    qsizetype rows = 0; ///< scored rows the figures are over
    double mape = 0; ///< their mean |error|, a fraction
    /// Their mean optimism (positive: predicted faster than measured), a fraction.
    double meanOptimism = 0;
    /// The note codes that widened the band (isAssumedTimeNote); empty when not widened.
    QStringList assumedNotes;

    bool widened() const { return !assumedNotes.isEmpty(); }
    /// The relative half-width: mape, × kAssumedWidening when widened.
    double halfWidth() const { return widened() ? mape * kAssumedWidening : mape; }
    /// Measured time / predicted time: the band's low and high ends.
    double timeLow() const;
    double timeHigh() const;
    /// Measured rate / predicted rate (throughput, MFU): the reciprocals of the time's ends.
    double rateLow() const { return 1.0 / timeHigh(); }
    double rateHigh() const { return 1.0 / timeLow(); }
};

} // namespace ts::validation
