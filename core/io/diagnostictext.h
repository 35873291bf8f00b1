// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QString>

namespace ts::io {

/// The one place where a Diagnostic becomes a sentence in the user's language, for every panel,
/// dialog and the tour player (the terminal keeps Diagnostic::toString(), in English). Templates
/// are translated in the context "Diagnostic" through QCoreApplication::translate (QtCore only):
/// with no translator installed, as in the CLI, the text is English. Arguments (numbers, keys,
/// shortened strings from the file) are filled in untranslated and in one pass, and the result
/// has its control characters escaped (escapeControlCharacters), so file text stays plain,
/// one-line text. The window must still show it as plain text (Qt::PlainText), never as HTML.
class DiagnosticText
{
public:
    /// The phrase with its template and its argument phrases translated.
    static QString phrase(const Phrase& phrase);
    /// A short, translated description of a code ("a required field is missing"), shown where a
    /// problem has no JSON path instead of the bare code name ("missing-field").
    static QString code(DiagnosticCode code);
    /// One line: where (the JSON path, "line L, column C" for a syntax error, or the code's
    /// description for a problem of the whole file) and what ("expected X, found Y").
    static QString problem(const Diagnostic& diagnostic);
    /// problem() prefixed with the file name as the user gave it: "'catalog.json': ...".
    static QString problemInFile(const Diagnostic& diagnostic);
    /// The English template of `source` translated in the context "Diagnostic".
    static QString localized(const char* source);
};

} // namespace ts::io
