// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "csvtable.h"

#include "io/inputfile.h"
#include "io/numberparsing.h"

#include <QFile>
#include <cmath>

namespace ts::validation {

namespace {

io::Diagnostic diagnostic(io::DiagnosticCode code, const QString& file, int line,
    const QString& field, const io::Phrase& expected, const io::Phrase& found)
{
    io::Diagnostic d;
    d.code = code;
    d.file = file;
    d.line = line;
    d.jsonPath = field;
    d.expected = expected;
    d.found = found;
    return d;
}

// `"text"` for the found part of a diagnostic, shortened like JsonObjectReader::describe.
io::Phrase quoted(QString text)
{
    if (text.isEmpty())
        return QT_TRANSLATE_NOOP("Diagnostic", "an empty field");
    if (text.size() > 40)
        text = text.left(37) + QStringLiteral("...");
    return io::Phrase::verbatim(QLatin1Char('"') + text + QLatin1Char('"'));
}

} // namespace

CsvTable CsvTable::parse(const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics)
{
    CsvTable table;
    table.m_file = file;
    const QString text = QString::fromUtf8(bytes);
    QList<CsvRecord> records;
    CsvRecord record;
    QString field;
    bool quoted = false;
    bool recordHasText = false;
    int line = 1;
    record.line = 1;
    const auto endRecord = [&] {
        record.fields.append(field);
        field.clear();
        if (recordHasText)
            records.append(record);
        record = CsvRecord();
        record.line = line;
        recordHasText = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n'))
            ++line;
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size()
                && text.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            quoted = true;
            recordHasText = true;
        } else if (c == QLatin1Char(',')) {
            record.fields.append(field);
            field.clear();
            recordHasText = true;
        } else if (c == QLatin1Char('\r') && i + 1 < text.size()
            && text.at(i + 1) == QLatin1Char('\n')) {
            // The '\n' that follows ends the record.
        } else if (c == QLatin1Char('\n')) {
            endRecord();
        } else {
            field += c;
            recordHasText = true;
        }
    }
    if (quoted) {
        diagnostics.append(diagnostic(io::DiagnosticCode::SyntaxError, file, record.line, QString(),
            QT_TRANSLATE_NOOP("Diagnostic", "a closing double quote"),
            QT_TRANSLATE_NOOP("Diagnostic", "the end of the file")));
    } else {
        endRecord();
    }

    if (records.isEmpty()) {
        diagnostics.append(diagnostic(io::DiagnosticCode::MissingField, file, 1, QString(),
            QT_TRANSLATE_NOOP("Diagnostic", "a header line"),
            QT_TRANSLATE_NOOP("Diagnostic", "an empty file")));
        return table;
    }
    table.m_header = records.takeFirst().fields;
    for (QString& name : table.m_header)
        name = name.trimmed();
    table.m_records.reserve(records.size());
    for (CsvRecord& r : records) {
        if (r.fields.size() != table.m_header.size()) {
            diagnostics.append(diagnostic(io::DiagnosticCode::SyntaxError, file, r.line, QString(),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 fields, as the header has"),
                    table.m_header.size()),
                io::Phrase::verbatim(QString::number(r.fields.size()))));
            continue;
        }
        table.m_records.append(std::move(r));
    }
    return table;
}

CsvTable CsvTable::read(const QString& path, io::Diagnostics& diagnostics)
{
    QFile file(path);
    if (const io::Phrase problem = io::openInputFile(file); !problem.isEmpty()) {
        diagnostics.append(diagnostic(io::DiagnosticCode::FileUnreadable, path, 0, QString(),
            QT_TRANSLATE_NOOP("Diagnostic", "a readable regular file"), problem));
        CsvTable table;
        table.m_file = path;
        return table;
    }
    // One byte past the limit, so that files whose size() lies are caught too.
    const QByteArray bytes = file.read(kMaxCsvFileBytes + 1);
    if (bytes.size() > kMaxCsvFileBytes) {
        diagnostics.append(diagnostic(io::DiagnosticCode::FileUnreadable, path, 0, QString(),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 bytes"), kMaxCsvFileBytes),
            QT_TRANSLATE_NOOP("Diagnostic", "more")));
        CsvTable table;
        table.m_file = path;
        return table;
    }
    return parse(bytes, path, diagnostics);
}

std::optional<QList<qsizetype>> CsvTable::columns(
    const QStringList& names, io::Diagnostics& diagnostics) const
{
    // An empty file has been reported as such; one diagnostic per column would only repeat it.
    if (m_header.isEmpty())
        return std::nullopt;
    QList<qsizetype> indices;
    bool complete = true;
    for (const QString& name : names) {
        const qsizetype index = m_header.indexOf(name);
        if (index < 0) {
            diagnostics.append(diagnostic(io::DiagnosticCode::MissingField, m_file, 1, name,
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a column \"%1\" in the header"), name),
                QT_TRANSLATE_NOOP("Diagnostic", "none")));
            complete = false;
        }
        indices.append(index);
    }
    if (!complete)
        return std::nullopt;
    return indices;
}

CsvRecordReader::CsvRecordReader(
    const CsvTable& table, const CsvRecord& record, io::Diagnostics* diagnostics)
    : m_table(table)
    , m_record(record)
    , m_diagnostics(diagnostics)
{ }

QString CsvRecordReader::optionalText(qsizetype index) const
{
    return index >= 0 && index < m_record.fields.size() ? m_record.fields.at(index).trimmed()
                                                        : QString();
}

std::optional<QString> CsvRecordReader::text(qsizetype index, const QString& name)
{
    const QString value = optionalText(index);
    if (value.isEmpty()) {
        report(io::DiagnosticCode::MissingField, name, QT_TRANSLATE_NOOP("Diagnostic", "a value"),
            QT_TRANSLATE_NOOP("Diagnostic", "an empty field"));
        return std::nullopt;
    }
    return value;
}

std::optional<double> CsvRecordReader::positiveNumber(qsizetype index, const QString& name)
{
    const QString value = optionalText(index);
    io::NumberProblem problem = io::NumberProblem::None;
    const auto number = io::parseNumber(value, -HUGE_VAL, HUGE_VAL, &problem);
    if (!number) {
        report(problem == io::NumberProblem::NotFinite ? io::DiagnosticCode::NotFinite
                                                       : io::DiagnosticCode::WrongType,
            name, QT_TRANSLATE_NOOP("Diagnostic", "a number > 0"), quoted(value));
        return std::nullopt;
    }
    if (!(*number > 0)) {
        report(io::DiagnosticCode::NotPositive, name,
            QT_TRANSLATE_NOOP("Diagnostic", "a number > 0"), quoted(value));
        return std::nullopt;
    }
    return number;
}

std::optional<qint64> CsvRecordReader::integer(
    qsizetype index, const QString& name, qint64 minimum, qint64 maximum)
{
    const QString value = optionalText(index);
    io::NumberProblem problem = io::NumberProblem::None;
    const auto number = io::parseInteger(value, minimum, maximum, &problem);
    if (!number) {
        const bool range
            = problem == io::NumberProblem::TooSmall || problem == io::NumberProblem::TooLarge;
        report(range ? io::DiagnosticCode::OutOfRange : io::DiagnosticCode::WrongType, name,
            io::Phrase(
                QT_TRANSLATE_NOOP("Diagnostic", "a whole number from %1 to %2"), minimum, maximum),
            quoted(value));
        return std::nullopt;
    }
    return number;
}

void CsvRecordReader::report(io::DiagnosticCode code, const QString& name,
    const io::Phrase& expected, const io::Phrase& found, io::Severity severity)
{
    io::Diagnostic d = diagnostic(code, m_table.file(), m_record.line, name, expected, found);
    d.severity = severity;
    if (m_diagnostics)
        m_diagnostics->append(d);
    if (severity == io::Severity::Error)
        m_ok = false;
}

} // namespace ts::validation
