// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QtGlobal>

#include <functional>
#include <type_traits>

namespace ts::io {

/// A piece of wording as data, for the "expected" and "found" parts of a Diagnostic: an English
/// template with "%1".."%n" placeholders and its arguments. Core never assembles a sentence; it
/// records the template and the values, and whoever shows the phrase translates the template
/// (DiagnosticText, translation context "Diagnostic") or prints it in English (english(), the
/// CLI and logs).
///
/// Templates are string literals marked for lupdate:
///     Phrase(QT_TRANSLATE_NOOP("Diagnostic", "integer in [%1, %2]"), minimum, maximum)
/// Values from a file, numbers and keys are arguments, never part of a template. An argument is
/// a QString or a number (shown as verbatim text: numbers as QString::arg() writes them, file
/// text as given, shortened by the caller) or another Phrase (translated in turn, e.g. the
/// description of a JSON value inside "%1 again"). The template constructor takes `const char*`
/// so that a runtime QString cannot become a template by accident; text that has no template
/// (an operating system's error message) is Phrase::verbatim().
class Phrase
{
public:
    /// No wording (a Diagnostic without an "expected" part).
    Phrase() = default;
    /// A template without arguments. Implicit, so that a marked literal can be passed where a
    /// Phrase is expected: report(code, key, QT_TRANSLATE_NOOP("Diagnostic", "object"), ...).
    Phrase(const char* source)
        : m_source(source)
    { }
    /// A template and its arguments (QString, numbers or Phrases), in placeholder order.
    template <typename First, typename... Rest>
    Phrase(const char* source, const First& first, const Rest&... rest)
        : m_source(source)
        , m_arguments { argument(first), argument(rest)... }
    { }

    /// `text` shown as it is, never translated (its template is "%1").
    static Phrase verbatim(const QString& text);

    /// No template and no text.
    bool isEmpty() const { return m_source.isEmpty() && m_text.isEmpty(); }
    /// True for verbatim text (and the arguments of a template, which are stored as verbatim
    /// phrases or phrases).
    bool isVerbatim() const { return m_source.isEmpty(); }
    /// The English template (empty for verbatim text).
    const QByteArray& source() const { return m_source; }
    /// The text of verbatim text.
    const QString& verbatimText() const { return m_text; }
    const QList<Phrase>& arguments() const { return m_arguments; }

    /// The phrase in English: the template with its arguments filled in.
    QString english() const;
    /// The phrase with each template (this one's and its arguments') passed through `translate`
    /// before its arguments are filled in. Arguments are filled in one pass, so a "%2" inside a
    /// value from a file stays as it is.
    QString text(const std::function<QString(const char* source)>& translate) const;
    /// Every template in this phrase and, depth first, in its arguments.
    QList<QByteArray> sources() const;

    /// `pattern` with "%1".."%99" replaced by the corresponding entry of `arguments` in one pass
    /// (placeholders without an argument are kept), as QString::arg(a, b, ...) does.
    static QString fill(const QString& pattern, const QStringList& arguments);

    friend bool operator==(const Phrase&, const Phrase&) = default;

private:
    static Phrase argument(const Phrase& phrase) { return phrase; }
    static Phrase argument(const QString& text) { return verbatim(text); }
    template <typename Number>
    requires(
        std::is_arithmetic_v<
            Number> && !std::is_same_v<Number, bool> && !std::is_same_v<Number, char>) static Phrase
        argument(Number number)
    {
        return verbatim(QStringLiteral("%1").arg(number));
    }

    QByteArray m_source; ///< the English template; empty for verbatim text
    QString m_text; ///< verbatim text
    QList<Phrase> m_arguments;
};

} // namespace ts::io
