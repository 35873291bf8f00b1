// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracymodel.h"

#include "validationsuite.h"

namespace ts::validation {

AccuracyModel::AccuracyModel(ValidationReport report, const Catalog& catalog)
    : m_report(std::move(report))
{
    // The rows of each (category, class) pair, and of each category over every device; the
    // figures are ValidationSuite::summarize()'s, so they equal what `tensorscope validate`
    // prints for the whole category.
    QList<ValidationRow> byClass[kDeviceClassCount];
    for (const CategorySummary& summary : std::as_const(m_report.categories)) {
        QList<ValidationRow> all;
        for (QList<ValidationRow>& rows : byClass)
            rows.clear();
        for (const ValidationRow& row : std::as_const(m_report.rows)) {
            if (row.category != summary.category || !row.scored)
                continue;
            all.append(row);
            if (const std::optional<Device> device = catalog.device(row.device))
                byClass[int(deviceClassOf(*device))].append(row);
        }
        auto add = [this, &summary](
                       const QList<ValidationRow>& rows, std::optional<DeviceClass> deviceClass) {
            const QList<CategorySummary> s = ValidationSuite::summarize(rows);
            if (s.isEmpty() || s.first().rowsScored == 0 || !s.first().mape
                || !s.first().meanOptimism)
                return;
            m_figures.append({ summary.category, deviceClass, s.first().rowsScored, *s.first().mape,
                *s.first().meanOptimism });
        };
        add(all, std::nullopt);
        for (int c = 0; c < kDeviceClassCount; ++c)
            if (byClass[c].size() >= AccuracyBand::kMinClassRows)
                add(byClass[c], DeviceClass(c));
    }
}

const AccuracyModel& AccuracyModel::shipped()
{
    static const AccuracyModel model(
        ValidationSuite::shipped().run(), Catalog::loadFiles({ Catalog::shippedCatalogPath() }));
    return model;
}

const AccuracyModel::Figures* AccuracyModel::find(
    const QString& category, std::optional<DeviceClass> deviceClass) const
{
    for (const Figures& f : m_figures)
        if (f.category == category && f.deviceClass == deviceClass)
            return &f;
    return nullptr;
}

std::optional<AccuracyBand> AccuracyModel::band(
    const QString& category, DeviceClass deviceClass, const QStringList& notes) const
{
    const Figures* figures = find(category, deviceClass);
    const bool fallback = !figures;
    if (!figures)
        figures = find(category, std::nullopt);
    if (!figures)
        return std::nullopt;
    AccuracyBand band;
    band.category = category;
    band.deviceClass = deviceClass;
    band.classFallback = fallback;
    band.rows = figures->rows;
    band.mape = figures->mape;
    band.meanOptimism = figures->meanOptimism;
    for (const QString& code : notes)
        if (isAssumedTimeNote(code))
            band.assumedNotes.append(code);
    return band;
}

std::optional<AccuracyBand> AccuracyModel::band(
    const engine::WorkloadEstimate& estimate, const Device& device) const
{
    const QString category = categoryForStepKind(estimate.stepKind);
    if (category.isEmpty())
        return std::nullopt;
    return band(category, deviceClassOf(device), estimate.notes);
}

} // namespace ts::validation
