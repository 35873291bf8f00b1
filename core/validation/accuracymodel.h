// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "accuracyband.h"
#include "engine/workloadestimate.h"
#include "hardware/catalog.h"
#include "validationreport.h"

#include <QList>
#include <optional>

namespace ts::validation {

/// The validation report's figures per (category, vendor family), from which each result's
/// AccuracyBand is read (docs/validation.md, "Uncertainty bands"). Physics-free and
/// deterministic: the same report gives the same bands. A value; band() is cheap.
class AccuracyModel
{
public:
    /// No figures: every band() is nothing.
    AccuracyModel() = default;
    /// Groups the scored rows of `report` by category and by vendor family: a row's own
    /// `family`, or when empty that of its device looked up in `catalog` (a row whose device
    /// the catalog lacks counts only in its category's figure over every device). For a report
    /// of ValidationSuite::run() the family figures are the report's `families`.
    AccuracyModel(ValidationReport report, const Catalog& catalog);

    /// The shipped validation suite's report on the shipped catalog, run once on first use
    /// (thread-safe) and kept for the program's life.
    static const AccuracyModel& shipped();

    /// The report the figures come from (Help › Accuracy shows it).
    const ValidationReport& report() const { return m_report; }

    /// The band of a result in `category` on a device of vendor `family`
    /// (ValidationSuite::vendorFamily; compared without regard to case), widened when any of
    /// `notes` is an assumed input (isAssumedTimeNote). A family with fewer than
    /// AccuracyBand::kMinFamilyRows scored rows in the category takes the category's figures
    /// over every device. Nothing when the category has no scored row: never a zero-width band
    /// standing for "unknown".
    std::optional<AccuracyBand> band(
        const QString& category, const QString& family, const QStringList& notes = {}) const;
    /// The same for a device: its family from ValidationSuite::vendorFamily.
    std::optional<AccuracyBand> band(
        const QString& category, const Device& device, const QStringList& notes = {}) const;
    /// The band of a single-chip step estimate: its category from its step kind
    /// (categoryForStepKind), its family from `device`, its notes from the estimate.
    std::optional<AccuracyBand> band(
        const engine::WorkloadEstimate& estimate, const Device& device) const;

private:
    struct Figures
    {
        QString category;
        QString family; ///< empty: every device
        qsizetype rows = 0;
        double mape = 0;
        double meanOptimism = 0;
    };
    const Figures* find(const QString& category, const QString& family) const;

    ValidationReport m_report;
    QList<Figures> m_figures;
};

} // namespace ts::validation
