// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "comparison.h"

#include <QByteArray>
#include <QString>

namespace ts {

/// The comparison's numbers as files: CSV (one row per device, SI units in the header), JSON
/// (the keys of `tensorscope estimate --json` per device) and a Markdown table for reports.
/// Figures are unrounded in CSV and JSON; Markdown shows them as the table does.
class ResultsExport
{
public:
    enum class Format { Csv, Json, Markdown };

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
