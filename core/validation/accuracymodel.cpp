// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracymodel.h"

#include "validationsuite.h"

namespace ts::validation {

AccuracyModel::AccuracyModel(ValidationReport report, const Catalog& catalog)
    : m_report(std::move(report))
{
    // Each category over every device, then each (category, family) pair: the figures are
    // ValidationSuite's own summaries, so they equal what `tensorscope validate` prints for the
    // category and for each vendor family.
    for (const CategorySummary& summary : std::as_const(m_report.categories)) {
        if (summary.rowsScored > 0 && summary.mape && summary.meanOptimism)
            m_figures.append({ summary.category, QString(), summary.rowsScored, *summary.mape,
                *summary.meanOptimism });
    }
    QList<ValidationRow> rows = m_report.rows;
    for (ValidationRow& row : rows) {
        if (!row.family.isEmpty())
            continue;
        if (const std::optional<Device> device = catalog.device(row.device))
            row.family = ValidationSuite::vendorFamily(*device);
    }
    for (const FamilySummary& f : ValidationSuite::summarizeFamilies(rows, m_report.categories)) {
        if (f.rowsScored >= AccuracyBand::kMinFamilyRows)
            m_figures.append({ f.category, f.family, f.rowsScored, f.mape, f.meanOptimism });
    }
}

const AccuracyModel& AccuracyModel::shipped()
{
    static const AccuracyModel model(
        ValidationSuite::shipped().run(), Catalog::loadFiles({ Catalog::shippedCatalogPath() }));
    return model;
}

const AccuracyModel::Figures* AccuracyModel::find(
    const QString& category, const QString& family) const
{
    for (const Figures& f : m_figures)
        if (f.category == category && f.family.compare(family, Qt::CaseInsensitive) == 0)
            return &f;
    return nullptr;
}

std::optional<AccuracyBand> AccuracyModel::band(
    const QString& category, const QString& family, const QStringList& notes) const
{
    const Figures* figures = family.isEmpty() ? nullptr : find(category, family);
    const bool fallback = !figures;
    if (!figures)
        figures = find(category, QString());
    if (!figures)
        return std::nullopt;
    AccuracyBand band;
    band.category = category;
    band.family = family;
    band.familyFallback = fallback;
    band.rows = figures->rows;
    band.mape = figures->mape;
    band.meanOptimism = figures->meanOptimism;
    for (const QString& code : notes)
        if (isAssumedTimeNote(code))
            band.assumedNotes.append(code);
    return band;
}

std::optional<AccuracyBand> AccuracyModel::band(
    const QString& category, const Device& device, const QStringList& notes) const
{
    return band(category, ValidationSuite::vendorFamily(device), notes);
}

std::optional<AccuracyBand> AccuracyModel::band(
    const engine::WorkloadEstimate& estimate, const Device& device) const
{
    const QString category = categoryForStepKind(estimate.stepKind);
    if (category.isEmpty())
        return std::nullopt;
    return band(category, device, estimate.notes);
}

} // namespace ts::validation
