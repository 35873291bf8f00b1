// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "phrase.h"

#include <QList>
#include <QString>

namespace ts::io {

/// How bad a problem found while loading a file is. Errors drop the item they concern (a device,
/// an operator, a scene); warnings keep it.
enum class Severity { Warning, Error };

/// Stable, machine-readable problem codes. The window shows DiagnosticText::code() (translated);
/// the CLI and logs print codeName(). Add new codes at the end; never renumber or rename.
enum class DiagnosticCode {
    FileUnreadable, ///< the file could not be opened or is too large
    SyntaxError, ///< not valid JSON (line and column are set)
    MissingField, ///< a required key is absent
    WrongType, ///< a value has the wrong JSON type
    NotPositive, ///< a number that must be > 0 is zero or negative
    Negative, ///< a number that must be >= 0 is negative
    NotFinite, ///< NaN or infinity, or a number too large to represent
    OutOfRange, ///< outside the documented range of the field
    UnknownValue, ///< an enumerated string that is not one of the allowed values
    DuplicateId, ///< two items in one file share an id
    UnknownReference, ///< a reference (e.g. a `base` device) names nothing that exists
    ReferenceCycle, ///< references form a cycle
    UnsupportedVersion, ///< a schema version newer than this program understands
    Overflow, ///< sizes whose derived quantities would overflow 64-bit arithmetic
    Inconsistent, ///< values that contradict each other (e.g. heads not dividing width)
    UnknownField, ///< a key this program does not know (a warning: possibly a typo)
    DuplicateKey, ///< a key given twice in one JSON object (a warning: the last value is used)
    MoreProblems, ///< the problems of one file past the listed ones, counted (capDiagnostics)
};

/// The stable kebab-case name of a code, e.g. "missing-field".
QString codeName(DiagnosticCode code);

/// One problem found in an input file, as data: where it is (file, JSON path, line and column for
/// syntax errors), what was expected there and what was found instead, as Phrases (templates with
/// arguments) so that the window can show them translated (DiagnosticText) and the terminal in
/// English (toString()).
struct Diagnostic
{
    Severity severity = Severity::Error;
    DiagnosticCode code = DiagnosticCode::SyntaxError;
    QString file; ///< the path as the user gave it, or a ":/..." resource path
    QString jsonPath; ///< e.g. "$.devices[3].memory.bandwidth_gbs"; empty for file-level problems
    Phrase expected; ///< e.g. "number > 0"; empty when there is nothing to say
    Phrase found; ///< e.g. "number -5", "string \"fast\"", "unterminated string"
    int line = 0; ///< 1-based; 0 when not known
    int column = 0; ///< 1-based; 0 when not known

    /// A single-line, compiler-style rendering for the terminal and logs (English, never
    /// translated; the window uses DiagnosticText::problem()):
    /// "file:line:col: error: $.path: expected X, found Y [code]". Control characters from the
    /// file are escaped (escapeControlCharacters).
    QString toString() const;

    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

using Diagnostics = QList<Diagnostic>;

/// Keeps at most `limit` of the diagnostics from index `first` on (one file's) and replaces the
/// rest with one MoreProblems diagnostic that counts them (an error when any of them is), so a
/// hostile file cannot print tens of thousands of lines (issue 34 item 10).
void capDiagnostics(Diagnostics& diagnostics, qsizetype first, qsizetype limit);

/// `text` with every control character (C0 including tab and newline, DEL, C1, and the Unicode
/// line and paragraph separators) written as `\uXXXX`, so that a string from a file cannot move the
/// cursor, retitle or clear a terminal, or break a one-line message (issue 18).
QString escapeControlCharacters(const QString& text);

/// True if any diagnostic in the list is an error.
bool hasErrors(const Diagnostics& diagnostics);

} // namespace ts::io
