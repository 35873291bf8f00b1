// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "jsonfile.h"

#include "atomicwrite.h"
#include "inputfile.h"

#include <QFile>

namespace ts::io {

std::pair<int, int> lineAndColumnAt(const QByteArray& bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset; ++i) {
        if (bytes.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return { line, column };
}

std::optional<QJsonDocument> parseJson(
    const QByteArray& bytes, const QString& fileLabel, Diagnostics& diagnostics)
{
    QJsonParseError error;
    QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error == QJsonParseError::NoError)
        return document;
    const auto [line, column] = lineAndColumnAt(bytes, error.offset);
    Diagnostic d;
    d.code = DiagnosticCode::SyntaxError;
    d.file = fileLabel;
    d.expected = QStringLiteral("valid JSON");
    d.found = error.errorString();
    d.line = line;
    d.column = column;
    diagnostics.append(d);
    return std::nullopt;
}

std::optional<QJsonDocument> readJsonFile(const QString& path, Diagnostics& diagnostics)
{
    QFile file(path);
    Diagnostic d;
    d.code = DiagnosticCode::FileUnreadable;
    d.file = path;
    if (const QString problem = openInputFile(file); !problem.isEmpty()) {
        d.expected = QStringLiteral("a readable regular file");
        d.found = problem;
        diagnostics.append(d);
        return std::nullopt;
    }
    if (file.size() > kMaxJsonFileBytes) {
        d.expected = QStringLiteral("at most %1 bytes").arg(kMaxJsonFileBytes);
        d.found = QStringLiteral("%1 bytes").arg(file.size());
        diagnostics.append(d);
        return std::nullopt;
    }
    // Read one byte past the limit so that files whose size() lies (pipes, /proc) are caught too.
    // In chunks: QIODevice::read(n) allocates n bytes up front, which for the 32 MiB limit
    // would cost every small file load a 32 MiB allocation.
    QByteArray bytes;
    while (bytes.size() <= kMaxJsonFileBytes) {
        const QByteArray chunk = file.read(qint64(1) << 20);
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    if (bytes.size() > kMaxJsonFileBytes) {
        d.expected = QStringLiteral("at most %1 bytes").arg(kMaxJsonFileBytes);
        d.found = QStringLiteral("more");
        diagnostics.append(d);
        return std::nullopt;
    }
    return parseJson(bytes, path, diagnostics);
}

QString writeJsonFileAtomically(const QString& path, const QJsonDocument& document)
{
    return writeFileAtomically(path, document.toJson(QJsonDocument::Indented));
}

} // namespace ts::io
