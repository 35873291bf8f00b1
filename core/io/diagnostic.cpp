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
    }
    return QStringLiteral("unknown");
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
        text += QStringLiteral("expected ") + expected;
    if (!found.isEmpty()) {
        if (!expected.isEmpty())
            text += QStringLiteral(", ");
        text += QStringLiteral("found ") + found;
    }
    text += QStringLiteral(" [") + codeName(code) + QLatin1Char(']');
    return text;
}

bool hasErrors(const Diagnostics& diagnostics)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(),
        [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

} // namespace ts::io
