// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <optional>

/// The building blocks every report (core/report) writes its JSON, CSV and Markdown with, so
/// the one null rule holds everywhere: a figure the model cannot give (energy without a TDP,
/// cost without a price, anything of an illegal split) is unknown, written as JSON null or an
/// empty CSV or Markdown cell, never as 0 (README, "Units").
namespace ts {
struct MemoryFootprint;
}

namespace ts::report {

/// A step's memory by kind, in bytes, as `memory_bytes` (weights, gradients, optimizer,
/// activations, kv_cache, workspace, total): the one writer of that object.
QJsonObject memoryBytesJson(const MemoryFootprint& memory);

/// JSON null when `known` is false: how an unknown figure is written.
QJsonValue orNull(bool known, double value);
/// The value, or JSON null when there is none.
QJsonValue orNull(const std::optional<double>& value);
/// [low, high] when `known`, else null (a range of an unknown figure is unknown too).
QJsonValue range(bool known, double low, double high);
/// `text`, or JSON null when it is empty.
QJsonValue textOrNull(bool known, const QString& text);

/// A number as CSV writes it: an integral value below 2^53 without exponent or fraction,
/// anything else the shortest text that reads back as the same double; empty when not finite.
QString csvNumber(double value);
/// csvNumber(value) when `known`, else an empty cell.
QString csvNumber(bool known, double value);
/// `true` or `false`, as CSV and Markdown write a flag.
QString flagText(bool flag);
/// `text` as one CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF.
QString csvField(const QString& text);
/// `text` as one Markdown table cell: `\`, `|`, `<`, `>` and `&` escaped, line breaks and
/// other control characters turned into spaces.
QString markdownCell(const QString& text);
/// A figure for a Markdown table: 4 significant digits, whole numbers from 9999.5 on (no
/// exponent); empty when not finite.
QString readableNumber(double value);

/// `names` as a list of column names from C strings (the reports' column tables).
template <std::size_t N> QStringList columnNames(const char* const (&names)[N])
{
    QStringList out;
    out.reserve(qsizetype(N));
    for (const char* name : names)
        out.append(QLatin1String(name));
    return out;
}

} // namespace ts::report
