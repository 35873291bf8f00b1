// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "jsonfile.h"

#include "atomicwrite.h"
#include "inputfile.h"

#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <vector>

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

namespace {

/// A JSON object or array open at the scanner's position.
struct Frame
{
    bool object = false;
    bool expectingKey = false; ///< objects: the next string is a key
    QSet<QByteArray> keys; ///< objects: the keys seen so far, as decoded UTF-8
    QByteArray key; ///< objects: the current key
    qsizetype index = 0; ///< arrays: the current element
};

bool isIdentifier(const QByteArray& key)
{
    if (key.isEmpty() || (key.front() >= '0' && key.front() <= '9'))
        return false;
    for (char c : key) {
        const bool word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '_';
        if (!word)
            return false;
    }
    return true;
}

/// The JSON path of `key` in the innermost object of `stack`, as JsonObjectReader::pathOf
/// writes paths ("$.model.ops[3].name", "$[\"odd key\"]").
QString pathOf(const std::vector<Frame>& stack, const QByteArray& key)
{
    QString path = QStringLiteral("$");
    auto append = [&path](const QByteArray& k) {
        if (isIdentifier(k))
            path += QLatin1Char('.') + QString::fromUtf8(k);
        else
            path += QStringLiteral("[\"")
                + QString::fromUtf8(k).replace(u'"', QStringLiteral("\\\""))
                + QStringLiteral("\"]");
    };
    for (size_t i = 0; i + 1 < stack.size(); ++i) {
        if (stack[i].object)
            append(stack[i].key);
        else
            path += QStringLiteral("[%1]").arg(stack[i].index);
    }
    append(key);
    return path;
}

} // namespace

void reportDuplicateKeys(
    const QByteArray& bytes, const QString& fileLabel, Diagnostics& diagnostics)
{
    std::vector<Frame> stack;
    int line = 1;
    qsizetype lineStart = 0;
    qsizetype duplicates = 0;
    const qsizetype size = bytes.size();
    const char* data = bytes.constData();
    for (qsizetype i = 0; i < size; ++i) {
        const char c = data[i];
        switch (c) {
        case '\n':
            ++line;
            lineStart = i + 1;
            break;
        case '{':
            stack.push_back({ true, true, {}, {}, 0 });
            break;
        case '[':
            stack.push_back({ false, false, {}, {}, 0 });
            break;
        case '}':
        case ']':
            if (!stack.empty())
                stack.pop_back();
            break;
        case ',':
            if (!stack.empty()) {
                if (stack.back().object)
                    stack.back().expectingKey = true;
                else
                    ++stack.back().index;
            }
            break;
        case '"': {
            // Valid JSON: the string ends at the next quote not escaped by a backslash, and
            // holds no raw newline.
            const qsizetype start = i;
            bool escaped = false;
            for (++i; i < size; ++i) {
                if (data[i] == '\\') {
                    escaped = true;
                    ++i;
                } else if (data[i] == '"') {
                    break;
                }
            }
            if (i >= size)
                return; // an unterminated string: not valid JSON, nothing more to scan
            if (stack.empty() || !stack.back().object || !stack.back().expectingKey)
                break;
            Frame& frame = stack.back();
            frame.expectingKey = false;
            QByteArray key(data + start + 1, i - start - 1);
            if (escaped) // "a" and "\u0061" are the same key
                key = QJsonDocument::fromJson("[" + QByteArray(data + start, i - start + 1) + "]")
                          .array()
                          .at(0)
                          .toString()
                          .toUtf8();
            if (!frame.keys.contains(key)) {
                frame.keys.insert(key);
                frame.key = key;
                break;
            }
            frame.key = key;
            if (++duplicates > kMaxDuplicateKeyWarnings)
                break;
            Diagnostic d;
            d.severity = Severity::Warning;
            d.code = DiagnosticCode::DuplicateKey;
            d.file = fileLabel;
            d.jsonPath = pathOf(stack, key);
            d.expected = QT_TRANSLATE_NOOP("Diagnostic", "each key once in an object");
            QString shown = QString::fromUtf8(key);
            if (shown.size() > 40)
                shown = shown.left(37) + QStringLiteral("...");
            d.found = Phrase(
                QT_TRANSLATE_NOOP("Diagnostic", "key \"%1\" again (its last value is used)"),
                shown);
            d.line = line;
            d.column = int(start - lineStart + 1);
            diagnostics.append(d);
            break;
        }
        default:
            break;
        }
    }
    if (duplicates > kMaxDuplicateKeyWarnings) {
        Diagnostic d;
        d.severity = Severity::Warning;
        d.code = DiagnosticCode::DuplicateKey;
        d.file = fileLabel;
        d.expected = QT_TRANSLATE_NOOP("Diagnostic", "each key once in an object");
        d.found = Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 more duplicate keys"),
            duplicates - kMaxDuplicateKeyWarnings);
        diagnostics.append(d);
    }
}

std::optional<QJsonDocument> parseJson(
    const QByteArray& bytes, const QString& fileLabel, Diagnostics& diagnostics)
{
    QJsonParseError error;
    QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error == QJsonParseError::NoError) {
        reportDuplicateKeys(bytes, fileLabel, diagnostics);
        return document;
    }
    const auto [line, column] = lineAndColumnAt(bytes, error.offset);
    Diagnostic d;
    d.code = DiagnosticCode::SyntaxError;
    d.file = fileLabel;
    d.expected = QT_TRANSLATE_NOOP("Diagnostic", "valid JSON");
    d.found = Phrase::verbatim(error.errorString());
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
    if (const Phrase problem = openInputFile(file); !problem.isEmpty()) {
        d.expected = QT_TRANSLATE_NOOP("Diagnostic", "a readable regular file");
        d.found = problem;
        diagnostics.append(d);
        return std::nullopt;
    }
    if (file.size() > kMaxJsonFileBytes) {
        d.expected = Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 bytes"), kMaxJsonFileBytes);
        d.found = Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 bytes"), file.size());
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
        d.expected = Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 bytes"), kMaxJsonFileBytes);
        d.found = QT_TRANSLATE_NOOP("Diagnostic", "more");
        diagnostics.append(d);
        return std::nullopt;
    }
    return parseJson(bytes, path, diagnostics);
}

std::optional<QJsonObject> readJsonObjectFile(const QString& path, Diagnostics& diagnostics)
{
    const std::optional<QJsonDocument> document = readJsonFile(path, diagnostics);
    if (!document)
        return std::nullopt;
    if (!document->isObject()) {
        diagnostics.append({ Severity::Error, DiagnosticCode::WrongType, path, QStringLiteral("$"),
            QT_TRANSLATE_NOOP("Diagnostic", "object"),
            document->isArray() ? QT_TRANSLATE_NOOP("Diagnostic", "array")
                                : QT_TRANSLATE_NOOP("Diagnostic", "nothing") });
        return std::nullopt;
    }
    return document->object();
}

QString writeJsonFileAtomically(const QString& path, const QJsonDocument& document)
{
    return writeFileAtomically(path, document.toJson(QJsonDocument::Indented));
}

} // namespace ts::io
