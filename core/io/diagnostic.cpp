// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "diagnostic.h"

#include <algorithm>

namespace ts::io {

QString codeName(DiagnosticCode code)
{
    switch (code) {
    case DiagnosticCode::FileUnreadable:
        return QStringLiteral("file-unreadable");
    case DiagnosticCode::SyntaxError:
        return QStringLiteral("syntax-error");
    case DiagnosticCode::MissingField:
        return QStringLiteral("missing-field");
    case DiagnosticCode::WrongType:
        return QStringLiteral("wrong-type");
    case DiagnosticCode::NotPositive:
        return QStringLiteral("not-positive");
    case DiagnosticCode::Negative:
        return QStringLiteral("negative");
    case DiagnosticCode::NotFinite:
        return QStringLiteral("not-finite");
    case DiagnosticCode::OutOfRange:
        return QStringLiteral("out-of-range");
    case DiagnosticCode::UnknownValue:
        return QStringLiteral("unknown-value");
    case DiagnosticCode::DuplicateId:
        return QStringLiteral("duplicate-id");
    case DiagnosticCode::UnknownReference:
        return QStringLiteral("unknown-reference");
    case DiagnosticCode::ReferenceCycle:
        return QStringLiteral("reference-cycle");
    case DiagnosticCode::UnsupportedVersion:
        return QStringLiteral("unsupported-version");
    case DiagnosticCode::Overflow:
        return QStringLiteral("overflow");
    case DiagnosticCode::Inconsistent:
        return QStringLiteral("inconsistent");
    case DiagnosticCode::UnknownField:
        return QStringLiteral("unknown-field");
    case DiagnosticCode::DuplicateKey:
        return QStringLiteral("duplicate-key");
    case DiagnosticCode::MoreProblems:
        return QStringLiteral("more-problems");
    }
    return QStringLiteral("unknown");
}

void capDiagnostics(Diagnostics& diagnostics, qsizetype first, qsizetype limit)
{
    first = std::clamp<qsizetype>(first, 0, diagnostics.size());
    limit = std::max<qsizetype>(0, limit);
    if (diagnostics.size() - first <= limit)
        return;
    const qsizetype keep = first + limit;
    Diagnostic more;
    more.code = DiagnosticCode::MoreProblems;
    more.severity = Severity::Warning;
    more.file = diagnostics.at(keep).file;
    for (qsizetype i = keep; i < diagnostics.size(); ++i) {
        if (diagnostics.at(i).severity == Severity::Error)
            more.severity = Severity::Error;
    }
    more.found
        = Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 more problems in this file, not listed"),
            diagnostics.size() - keep);
    diagnostics.resize(keep);
    diagnostics.append(more);
}

QString Diagnostic::toString() const
{
    QString location = file.isEmpty() ? QStringLiteral("<input>") : file;
    if (line > 0) {
        location += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            location += QLatin1Char(':') + QString::number(column);
    }
    QString text = location + QStringLiteral(": ")
        + (severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning"))
        + QStringLiteral(": ");
    if (!jsonPath.isEmpty())
        text += jsonPath + QStringLiteral(": ");
    if (!expected.isEmpty())
        text += QStringLiteral("expected ") + expected.english();
    if (!found.isEmpty()) {
        if (!expected.isEmpty())
            text += QStringLiteral(", ");
        text += QStringLiteral("found ") + found.english();
    }
    text += QStringLiteral(" [") + codeName(code) + QLatin1Char(']');
    return escapeControlCharacters(text);
}

QString escapeControlCharacters(const QString& text)
{
    const auto isControl = [](char16_t c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029;
    };
    if (std::none_of(text.cbegin(), text.cend(), [&](QChar c) { return isControl(c.unicode()); }))
        return text;
    QString result;
    result.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (isControl(c.unicode()))
            result += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
        else
            result += c;
    }
    return result;
}

bool hasErrors(const Diagnostics& diagnostics)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(),
        [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

} // namespace ts::io
