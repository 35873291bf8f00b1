// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparison.h"

#include <QByteArray>
#include <QString>

namespace ts {

/// The comparison's numbers as files, written by core/report exactly as `tensorscope estimate`
/// writes them: CSV (one row per device, the `estimate --csv` columns), JSON (`{"format":
/// "tensorscope-results", "version": 3, "workload": {...}, "results": [...]}`, each result with
/// the keys of `estimate --json` but `ops`) and a Markdown table for reports. Figures are
/// unrounded in CSV and JSON, to 4 significant digits in Markdown, in the units their keys
/// name; unknown energy and cost are null or empty, never 0. A comparison of a job on many
/// chips adds the job (JSON: a top-level "job" with the workspace's keys and in each result a
/// "job" object that is `estimate --chips N --tokens T --json`'s result for the device, written
/// by the same report::JobReport::multiChipJson; Markdown: a Job table).
class ResultsExport
{
public:
    enum class Format { Csv, Json, Markdown };
    /// Version 3: each result's `job` is the CLI's multi-chip result (version 2 had a subset
    /// of its keys with the job's totals flat beside the step's figures; version 1 keys of its
    /// own, memory in GB in Markdown and 0 for unknown figures).
    static constexpr int kJsonVersion = 3;

    /// The format a file name asks for by its suffix (.csv, .json, .md); nothing otherwise.
    static std::optional<Format> formatForPath(const QString& path);
    static QByteArray toCsv(const Comparison& comparison);
    static QByteArray toJson(const Comparison& comparison);
    static QByteArray toMarkdown(const Comparison& comparison);
    static QByteArray render(const Comparison& comparison, Format format);
    /// Writes atomically; returns an empty string on success, else the reason.
    static QString save(const Comparison& comparison, const QString& path);
};

} // namespace ts
