// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace ts::validation {

/// Files larger than this are refused: the shipped tables are tens of kilobytes.
inline constexpr qint64 kMaxCsvFileBytes = 8 * 1024 * 1024;

/// One record of a CSV file: its fields and the 1-based line it starts on.
struct CsvRecord
{
    QStringList fields;
    int line = 0;
};

/// A CSV file read as text (RFC 4180: comma-separated, fields in double quotes may hold commas,
/// line breaks and "" for a quote; CRLF or LF line ends). The first record is the header.
/// Parsing is one linear pass; a malformed record (wrong field count, an unterminated quote) is
/// reported as a diagnostic and dropped, and the other records still load.
class CsvTable
{
public:
    /// Parses `bytes` (UTF-8). `file` names the source in diagnostics.
    static CsvTable parse(
        const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics);
    /// Reads and parses a file on disk or a ":/" resource; FileUnreadable when it cannot be read
    /// or exceeds kMaxCsvFileBytes.
    static CsvTable read(const QString& path, io::Diagnostics& diagnostics);

    const QString& file() const { return m_file; }
    const QStringList& header() const { return m_header; }
    const QList<CsvRecord>& records() const { return m_records; }

    /// The index of each of `columns` in the header; a MissingField diagnostic (line 1, the
    /// column's name as the field) for each absent one, and nothing when any is absent.
    std::optional<QList<qsizetype>> columns(
        const QStringList& columns, io::Diagnostics& diagnostics) const;

private:
    QString m_file;
    QStringList m_header;
    QList<CsvRecord> m_records;
};

/// Reads the typed fields of one CSV record and records a diagnostic (file, line, column name,
/// expected, found) for each field that is empty, not a number or out of range, so that a loader
/// can drop that record and keep the others. The counterpart of io::JsonObjectReader.
class CsvRecordReader
{
public:
    CsvRecordReader(const CsvTable& table, const CsvRecord& record, io::Diagnostics* diagnostics);

    /// The text of column `index` (named `name` in diagnostics); an error when empty.
    std::optional<QString> text(qsizetype index, const QString& name);
    /// The text of column `index`, possibly empty; never an error.
    QString optionalText(qsizetype index) const;
    /// A finite number > 0.
    std::optional<double> positiveNumber(qsizetype index, const QString& name);
    /// A whole number in [minimum, maximum].
    std::optional<qint64> integer(
        qsizetype index, const QString& name, qint64 minimum, qint64 maximum);

    /// Appends a diagnostic located at column `name` of this record.
    void report(io::DiagnosticCode code, const QString& name, const io::Phrase& expected,
        const io::Phrase& found, io::Severity severity = io::Severity::Error);

    /// False once any error has been reported through this reader.
    bool ok() const { return m_ok; }

private:
    const CsvTable& m_table;
    const CsvRecord& m_record;
    io::Diagnostics* m_diagnostics;
    bool m_ok = true;
};

} // namespace ts::validation
