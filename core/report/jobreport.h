// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "engine/workloadestimate.h"
#include "estimatereport.h"
#include "hardware/device.h"
#include "scaling/jobestimate.h"
#include "scaling/scalingresult.h"
#include "workload/workload.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

namespace ts::report {

/// The words for a split the engine cannot estimate (ScalingResult::engineError), appended to
/// a result's `problems`. The caller's, translated: core builds no sentences. Without one the
/// stable code (engine::engineErrorCode) is written instead.
using EngineProblemText = std::function<QString(const scaling::ScalingResult&)>;

/// One device's job on many chips: the split, its step and what the job figures need.
struct JobRow
{
    QString deviceId;
    QString deviceName;
    scaling::ScalingResult result;
    /// The engine's estimate of the whole workload on one chip with the same options (the
    /// energy range's busy power, `power_basis`, `server_overhead_factor`).
    std::optional<engine::WorkloadEstimate> singleChip;
    /// All chips' step (JobEstimate::fromScaling); zero when the split is illegal.
    scaling::JobStep step;
    /// The result's notes, plus `no-tdp` and `no-price:KIND` when a legal split's energy or
    /// cost is unknown (as the single-chip notes say why).
    QStringList notes;

    /// The row of `result` on `device`: its step when the split is legal and there is a
    /// single-chip estimate, and its notes.
    static JobRow of(const Device& device, scaling::ScalingResult result,
        std::optional<engine::WorkloadEstimate> singleChip, const engine::EngineOptions& options);
};

/// The job forms of the estimate (issue 20): whole-job totals and per-token efficiency beside
/// the single-chip estimate (`estimate --tokens`), and the job on many chips (`estimate --chips
/// N [--tokens T]`). `tensorscope estimate` and the window's File > Export Results write them
/// through these functions, so a job reads the same in both (tests/app/tst_jobexport).
///
/// Keys and units follow EstimateReport: `_s` seconds, `_j` joules, `_usd` US dollars, `_kg`
/// kilograms of CO₂, `_bytes`/`_gib` memory; unknown is null (JSON) or empty (CSV), never 0.
class JobReport
{
public:
    /// A job's totals, the `job` object: `tokens`, `steps`, `time_s`, `energy_j`,
    /// `energy_j_range`, `facility_energy_j`, `co2_kg`, `cost_usd`, `cost_owned_usd`. A step
    /// with no estimate has no steps or time: null.
    static QJsonObject totalsJson(const scaling::JobTotals& totals);
    /// Adds `tokens_per_joule`, `tokens_per_dollar` and, with `tokens`, the `job` object of
    /// `tokens` worth of `step`.
    static void insertJobKeys(QJsonObject& result, const scaling::JobStep& step,
        const std::optional<double>& tokens, const engine::EngineOptions& options);

    /// The job's CSV columns, after a form's own ones: tokens_per_joule, tokens_per_dollar and
    /// job_tokens ... job_cost_usd (empty without `tokens`).
    static QStringList csvColumns();
    static QStringList csvFields(const scaling::JobStep& step, const std::optional<double>& tokens,
        const engine::EngineOptions& options);

    /// `estimate --tokens --csv`: EstimateReport's columns, then csvColumns().
    static QString singleChipCsv(const std::vector<EstimateRow>& rows,
        const std::optional<double>& tokens, const engine::EngineOptions& options);

    /// One result of `estimate --chips N --json`: the device, the split (`dp`, `tp`, ... by
    /// insertParallelConfig), its step figures (null for an illegal split), memory, energy and
    /// cost of one step of all chips, notes, and insertJobKeys(). `search`: the split was
    /// searched rather than given.
    static QJsonObject multiChipJson(const JobRow& row, const Workload& workload, bool search,
        const std::optional<double>& tokens, const engine::EngineOptions& options,
        const EngineProblemText& problemText = {});
    /// `estimate --chips N --json`: `workload`, `chips`, `search`, `pue`, `results` and
    /// `verdict` (the caller's, compare::Verdict's JSON).
    static QJsonObject multiChipDocument(const Workload& workload, qint64 chips, bool search,
        const std::vector<JobRow>& rows, const std::optional<double>& tokens,
        const engine::EngineOptions& options, const QJsonValue& verdict,
        const EngineProblemText& problemText = {});

    /// The window's Markdown export of a job: a `## Job: T tokens` heading and a table of each
    /// row's chips, split, step time, tokens/s, MFU, run time (h), facility energy (kWh) and
    /// cost ($), to 4 significant digits; `–` where unknown. Names are escaped (markdownCell).
    static QString multiChipMarkdown(
        const std::vector<JobRow>& rows, double tokens, const engine::EngineOptions& options);

    /// The columns of `estimate --chips N --csv`: the device and split, the step figures,
    /// csvColumns() and `notes`.
    static QStringList multiChipCsvColumns();
    /// The header line and one line per row, each ending in '\n'.
    static QString multiChipCsv(const std::vector<JobRow>& rows, const Workload& workload,
        const std::optional<double>& tokens, const engine::EngineOptions& options);
};

} // namespace ts::report
