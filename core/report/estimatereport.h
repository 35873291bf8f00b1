// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/performanceengine.h"
#include "engine/workloadestimate.h"
#include "workload/workload.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace ts::report {

/// One device's line of a results document: who it is, and its estimate or why there is none.
struct EstimateRow
{
    QString deviceId;
    QString deviceName;
    std::optional<engine::WorkloadEstimate> estimate;
    /// Why there is no estimate; ignored when `estimate` is set.
    engine::EngineError error = engine::EngineError::None;
};

/// The single-chip estimate as JSON, CSV and Markdown: `tensorscope estimate --json/--csv/
/// --markdown` and the window's File > Export Results both write through it, so the same
/// estimate reads the same everywhere. The job (JobReport), scaling (ScalingReport) and serving
/// (ServingReport) reports are its siblings in core/report.
///
/// Units are named by every key (README.md, "Units"): `_s` seconds, `_bytes` bytes, `_gib`
/// GiB (2^30 bytes), `_j` joules, `_w` watts, `_kwh` kilowatt-hours, `_kg` kilograms of CO₂,
/// `_usd` US dollars; `mfu` is a fraction of 1 and `tokens_per_s` tokens per second. CSV columns
/// and Markdown headers name the same figures as the JSON keys, with the same values (jsonPath()
/// gives the few nested ones). A figure the catalog cannot give (energy without a TDP, cost
/// without a price) is unknown: JSON null, an empty CSV or Markdown cell, never 0
/// (reportformat.h).
///
/// The per-operator `ops` list (operatorsJson()) is added by the CLI only: the window exports
/// no operators.
class EstimateReport
{
public:
    /// The workload's identity: `id`, `name`, `step`, `batch`, `seq`, `precision`, `params`,
    /// `flops_per_step`.
    static QJsonObject workloadJson(const Workload& workload);
    /// One result object: the keys of `tensorscope estimate --json` (README.md) without `ops`,
    /// plus `name`, `memory_gib` and `memory_capacity_gib`. A row without an estimate has only
    /// `device`, `name`, `error` ("cannot-estimate") and `reason` (a stable code:
    /// engine::engineErrorCode(), e.g. "no-matrix-rate").
    static QJsonObject resultJson(const EstimateRow& row);
    /// One operator of an estimate, an element of `estimate --json`'s `ops`: `name`, `kind`,
    /// `phase`, `count`, `flops`, `bytes`, its times (`time_s`, `compute_s`, `memory_s`,
    /// `overhead_s`), `bound`, `model`, `ran_as`, `efficiency` and `loss_factor`.
    static QJsonObject operatorJson(const engine::OpEstimate& op);
    /// Every operator of `estimate`, in its order.
    static QJsonArray operatorsJson(const engine::WorkloadEstimate& estimate);
    /// `{"workload": workloadJson, "results": [resultJson...]}`; no `workload` key without one.
    static QJsonObject documentJson(const Workload* workload, const std::vector<EstimateRow>& rows);

    /// The CSV columns, in order. The first twelve are those `estimate --csv` always printed.
    static QStringList csvColumns();
    /// The header line and one line per row, each ending in '\n'. Numbers unrounded (the
    /// shortest text that reads back as the same double); unknown figures empty; `fits` is
    /// `true`/`false`; `notes` joined with ';'; `error` set only on rows without an estimate.
    static QString toCsv(const std::vector<EstimateRow>& rows);

    /// Where a CSV column's value lives in resultJson(), `.` between nested keys:
    /// "breakdown.compute_s" for "compute_s", "memory_bytes.total" for "memory_bytes",
    /// "run.energy_kwh" for "run_energy_kwh"; the key itself for the others ("error" and "notes"
    /// included: notes are an array there). Empty for a name that is no column.
    static QString jsonPath(const QString& column);

    /// The Markdown columns, a readable subset of the CSV ones under the same names.
    static QStringList markdownColumns();
    /// A `## name` heading when there is a workload, then a table of markdownColumns() with
    /// numbers to 4 significant digits; unknown figures empty. Names are escaped
    /// (markdownCell) so a hostile device or workload name cannot break the table.
    static QString toMarkdown(const Workload* workload, const std::vector<EstimateRow>& rows);

    /// The estimate has an energy figure (the device has a TDP).
    static bool hasPower(const engine::WorkloadEstimate& estimate);
    /// The estimate has a cost figure (the device has a price of the chosen kind).
    static bool hasPrice(const engine::WorkloadEstimate& estimate);
};

} // namespace ts::report
