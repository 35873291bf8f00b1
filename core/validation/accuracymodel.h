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

/// The validation report's figures per (category, device class), from which each result's
/// AccuracyBand is read (docs/validation.md, "Uncertainty bands"). Physics-free and
/// deterministic: the same report gives the same bands. A value; band() is cheap.
class AccuracyModel
{
public:
    /// No figures: every band() is nothing.
    AccuracyModel() = default;
    /// Groups the scored rows of `report` by category and by the class of their device, looked
    /// up in `catalog` (a row whose device the catalog lacks counts only in its category's
    /// figure over every device).
    AccuracyModel(ValidationReport report, const Catalog& catalog);

    /// The shipped validation suite's report on the shipped catalog, run once on first use
    /// (thread-safe) and kept for the program's life.
    static const AccuracyModel& shipped();

    /// The report the figures come from (Help › Accuracy shows it).
    const ValidationReport& report() const { return m_report; }

    /// The band of a result in `category` on a device of `deviceClass`, widened when any of
    /// `notes` is an assumed input (isAssumedTimeNote). Nothing when the category has no scored
    /// row: never a zero-width band standing for "unknown".
    std::optional<AccuracyBand> band(
        const QString& category, DeviceClass deviceClass, const QStringList& notes = {}) const;
    /// The band of a single-chip step estimate: its category from its step kind
    /// (categoryForStepKind), its class from `device`, its notes from the estimate.
    std::optional<AccuracyBand> band(
        const engine::WorkloadEstimate& estimate, const Device& device) const;

private:
    struct Figures
    {
        QString category;
        std::optional<DeviceClass> deviceClass; ///< nothing: every device
        qsizetype rows = 0;
        double mape = 0;
        double meanOptimism = 0;
    };
    const Figures* find(const QString& category, std::optional<DeviceClass> deviceClass) const;

    ValidationReport m_report;
    QList<Figures> m_figures;
};

} // namespace ts::validation
