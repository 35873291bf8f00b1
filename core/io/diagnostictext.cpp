// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "diagnostictext.h"

#include <QCoreApplication>
#include <QDir>

namespace ts::io {

QString DiagnosticText::localized(const char* source)
{
    return QCoreApplication::translate("Diagnostic", source);
}

QString DiagnosticText::phrase(const Phrase& phrase)
{
    return escapeControlCharacters(phrase.text(&DiagnosticText::localized));
}

QString DiagnosticText::code(DiagnosticCode code)
{
    switch (code) {
    case DiagnosticCode::FileUnreadable:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "the file cannot be read"));
    case DiagnosticCode::SyntaxError:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "the file is not well formed"));
    case DiagnosticCode::MissingField:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "a required field is missing"));
    case DiagnosticCode::WrongType:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "a value has the wrong type"));
    case DiagnosticCode::NotPositive:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "a number is not greater than zero"));
    case DiagnosticCode::Negative:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "a number is negative"));
    case DiagnosticCode::NotFinite:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "a number is not finite"));
    case DiagnosticCode::OutOfRange:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "a value is out of range"));
    case DiagnosticCode::UnknownValue:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "a value is not one of those allowed"));
    case DiagnosticCode::DuplicateId:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "an id is used twice"));
    case DiagnosticCode::UnknownReference:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "a reference names nothing that exists"));
    case DiagnosticCode::ReferenceCycle:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "references form a cycle"));
    case DiagnosticCode::UnsupportedVersion:
        return localized(
            QT_TRANSLATE_NOOP("Diagnostic", "the file is newer than this program understands"));
    case DiagnosticCode::Overflow:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "sizes too large to compute with"));
    case DiagnosticCode::Inconsistent:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "values contradict each other"));
    case DiagnosticCode::UnknownField:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "an unknown field"));
    case DiagnosticCode::DuplicateKey:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "a key is given twice"));
    case DiagnosticCode::MoreProblems:
        return localized(QT_TRANSLATE_NOOP("Diagnostic", "more problems"));
    }
    return codeName(code);
}

QString DiagnosticText::problem(const Diagnostic& d)
{
    const QString line = QString::number(d.line);
    const QString column = QString::number(d.column);
    QString where;
    bool whereIsCode = false;
    if (d.line > 0 && d.column > 0 && !d.jsonPath.isEmpty())
        where = Phrase::fill(localized(QT_TRANSLATE_NOOP("Diagnostic", "line %1, column %2, %3")),
            { line, column, d.jsonPath });
    else if (d.line > 0 && !d.jsonPath.isEmpty())
        //: %1 a line of a CSV file, %2 the name of its column
        where = Phrase::fill(
            localized(QT_TRANSLATE_NOOP("Diagnostic", "line %1, %2")), { line, d.jsonPath });
    else if (d.line > 0 && d.column > 0)
        where = Phrase::fill(
            localized(QT_TRANSLATE_NOOP("Diagnostic", "line %1, column %2")), { line, column });
    else if (d.line > 0)
        where = Phrase::fill(localized(QT_TRANSLATE_NOOP("Diagnostic", "line %1")), { line });
    else if (!d.jsonPath.isEmpty())
        where = d.jsonPath;
    else {
        where = code(d.code);
        whereIsCode = true;
    }

    const QString expected = d.expected.text(&DiagnosticText::localized);
    const QString found = d.found.text(&DiagnosticText::localized);
    QString text;
    if (!d.expected.isEmpty() && !d.found.isEmpty())
        //: %1 where in the file (a JSON path like $.devices[2].name, or a line), %2 what the
        //: program needs there, %3 what the file has
        text = Phrase::fill(localized(QT_TRANSLATE_NOOP("Diagnostic", "%1: expected %2, found %3")),
            { where, expected, found });
    else if (!d.expected.isEmpty())
        text = Phrase::fill(
            localized(QT_TRANSLATE_NOOP("Diagnostic", "%1: expected %2")), { where, expected });
    else if (!d.found.isEmpty())
        text = Phrase::fill(localized(QT_TRANSLATE_NOOP("Diagnostic", "%1: %2")), { where, found });
    else if (!whereIsCode)
        text = Phrase::fill(
            localized(QT_TRANSLATE_NOOP("Diagnostic", "%1: %2")), { where, code(d.code) });
    else
        text = where;
    return escapeControlCharacters(text);
}

QString DiagnosticText::problemInFile(const Diagnostic& d)
{
    if (d.file.isEmpty())
        return problem(d);
    //: %1 a file name, %2 a problem found in it
    return Phrase::fill(localized(QT_TRANSLATE_NOOP("Diagnostic", "'%1': %2")),
        { escapeControlCharacters(QDir::toNativeSeparators(d.file)), problem(d) });
}

} // namespace ts::io
