// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <optional>

namespace ts::io {

/// Files larger than this are refused rather than parsed: no legitimate catalog, workload or
/// tour comes near it, and it bounds the memory a hostile file can make us allocate.
inline constexpr qint64 kMaxJsonFileBytes = 32 * 1024 * 1024;

/// Duplicate keys reported per file; the rest are summed up in one more warning.
inline constexpr int kMaxDuplicateKeyWarnings = 20;

/// Appends a DuplicateKey warning for each key that occurs twice in one object of `bytes`, which
/// must be valid JSON (parseJson calls it after a successful parse). One linear pass: a hash set
/// of keys per open object.
void reportDuplicateKeys(
    const QByteArray& bytes, const QString& fileLabel, Diagnostics& diagnostics);

/// Parses JSON text. On failure appends a SyntaxError diagnostic carrying the 1-based line and
/// column of the problem and returns nothing. `fileLabel` names the source in diagnostics. A key
/// given twice in one object is a DuplicateKey warning with its JSON path, line and column
/// (QJsonDocument keeps the last value silently): at most kMaxDuplicateKeyWarnings, then one
/// with the count of the rest.
std::optional<QJsonDocument> parseJson(
    const QByteArray& bytes, const QString& fileLabel, Diagnostics& diagnostics);

/// Reads and parses a JSON file (a path on disk or a ":/" resource). Appends FileUnreadable when
/// the file cannot be read or exceeds kMaxJsonFileBytes, SyntaxError when it is not JSON.
std::optional<QJsonDocument> readJsonFile(const QString& path, Diagnostics& diagnostics);

/// readJsonFile() for files whose top level must be an object (every Tensorscope file and a
/// Hugging Face config): anything else appends a WrongType error at "$" and returns nothing.
std::optional<QJsonObject> readJsonObjectFile(const QString& path, Diagnostics& diagnostics);

/// Writes `document` to `path` through writeFileAtomically(): either the whole new file replaces
/// the old one or the old one is left untouched. Returns an empty string on success, else the
/// reason.
QString writeJsonFileAtomically(const QString& path, const QJsonDocument& document);

/// Converts a byte offset into 1-based (line, column), counting columns in bytes.
std::pair<int, int> lineAndColumnAt(const QByteArray& bytes, qsizetype offset);

} // namespace ts::io
