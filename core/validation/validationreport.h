// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace ts::validation {

/// Why a measured row has no prediction. A code, not a sentence: the CLI words it.
enum class NotExpressible {
    None, ///< the row has a prediction
    Listed, ///< the data files list the row as not expressible; the detail is their reason
    NoInput, ///< no file says how to rebuild the row
    UnknownDevice, ///< the row's device is not in the catalog (detail: its id)
    PresetUnreadable, ///< the row's preset does not load (detail: the preset id)
    WorkloadInvalid, ///< the rebuilt workload does not build (detail: the first diagnostic)
    NoEstimate, ///< the engine gives no estimate (detail: the engine's error code)
    IllegalSplit, ///< the scaling model rejects the parallel split (detail: the first problem)
};

/// The stable code of a reason, e.g. "unknown-device" ("listed" for Listed; empty for None).
QString notExpressibleCode(NotExpressible reason);

/// Note codes a row may carry (ValidationRow::notes).
namespace note {
/// The host round trip (EngineOptions::hostSynchronousCallSeconds) was added to the kernel time.
inline constexpr QLatin1StringView kHostCallAdded { "host-call-added" };
/// The scaling model says the row's split does not fit in memory; the step time is still given.
inline constexpr QLatin1StringView kDoesNotFit { "split-does-not-fit-memory" };
} // namespace note

/// One measured figure next to the engine's prediction of it.
struct ValidationRow
{
    QString id; ///< e.g. "GEMM-001", "XLA-MM-b1-256x256x512", "XLA-AR-2x4-1024"
    QString category; ///< e.g. "gemm", "collective"
    /// The catalog id of the device the row was predicted on, or the source's own device name
    /// when the row names no catalog device.
    QString device;
    /// The vendor family of the catalog device the row was predicted on ("NVIDIA", "AMD",
    /// "Google TPU", "Intel", "AWS"; ValidationSuite::vendorFamily); empty when the row names
    /// no catalog device.
    QString family;
    std::optional<double> predicted; ///< in `unit`; nothing when not expressible
    double measured = 0; ///< in `unit`
    QString unit; ///< e.g. "TFLOP/s", "GB/s (algbw)", "ms"
    /// (predicted − measured) / measured, a fraction; nothing when not expressible.
    std::optional<double> error;
    /// `error` turned so that positive means predicted faster than measured: −error for a time
    /// (ms, s/step), error for a rate. Nothing when not expressible.
    std::optional<double> optimism;
    /// Whether the row counts in its category's figures: expressible, not an input of the
    /// catalog (see catalogInputSource) and not set aside by the data (see unscoredReason).
    bool scored = false;
    QString source; ///< where the measurement was published
    QString caveat; ///< empty when none
    /// The catalog source of the device's matrix_achievable_fraction when this row's measurement
    /// comes from it: the row is then an input of the catalog, shown but not scored.
    QString catalogInputSource;
    /// Why the data files say this measurement does not show what it names (a harness artifact
    /// such as a first call without warm-up): the row is then shown but not scored. Empty when
    /// none.
    QString unscoredReason;
    NotExpressible notExpressible = NotExpressible::None;
    QString notExpressibleDetail;
    QStringList notes; ///< codes from validation::note
};

/// The figures of one category over its scored rows (fractions, not percent).
struct CategorySummary
{
    QString category;
    qsizetype rowsShown = 0; ///< every row of the category, scored or not
    qsizetype rowsScored = 0;
    std::optional<double> mape; ///< mean of |error|; nothing when no row is scored
    std::optional<double> medianAbsError;
    std::optional<double> meanSignedError;
    /// The mean of the errors turned so that positive always means the engine predicted the
    /// hardware faster than measured (a rate too high, a time too low): the signed error of a
    /// category that mixes rates and times (inference: tokens/s and ms) cancels, this does not.
    std::optional<double> meanOptimism;
    QStringList worst; ///< ids of the largest |error|, largest first (at most kWorstRows)
};

/// The figures of one vendor family within one category, over its scored rows (fractions):
/// where the engine leans toward one vendor, the category's average hides it.
struct FamilySummary
{
    QString category;
    QString family; ///< ValidationRow::family
    qsizetype rowsScored = 0;
    double mape = 0; ///< mean of |error|
    double meanSignedError = 0; ///< mean of error: (predicted − measured) / measured
    /// Mean optimism (positive: the engine predicted this family faster than measured); the
    /// sign that means the same for rates and times.
    double meanOptimism = 0;
};

/// What ValidationSuite::run() returns: every row in data order (calibration.csv, then XLA's
/// matmuls, its all-reduces, then its other collectives) and one summary per category, in order
/// of first appearance.
struct ValidationReport
{
    /// How many of the worst rows each category lists.
    static constexpr qsizetype kWorstRows = 3;

    QList<ValidationRow> rows;
    QList<CategorySummary> categories;
    /// One entry per (category, vendor family) with scored rows, categories in the order of
    /// `categories`, families by name.
    QList<FamilySummary> families;
    bool cancelled = false; ///< the progress callback stopped the run; rows so far are kept

    const ValidationRow* row(const QString& id) const;
    const CategorySummary* category(const QString& name) const;
};

} // namespace ts::validation
