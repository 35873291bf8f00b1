// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QJsonDocument>
#include <optional>

namespace ts::io {

/// Files larger than this are refused rather than parsed: no legitimate catalog, workload or
/// tour comes near it, and it bounds the memory a hostile file can make us allocate.
inline constexpr qint64 kMaxJsonFileBytes = 32 * 1024 * 1024;

/// Parses JSON text. On failure appends a SyntaxError diagnostic carrying the 1-based line and
/// column of the problem and returns nothing. `fileLabel` names the source in diagnostics.
std::optional<QJsonDocument> parseJson(
    const QByteArray& bytes, const QString& fileLabel, Diagnostics& diagnostics);

/// Reads and parses a JSON file (a path on disk or a ":/" resource). Appends FileUnreadable when
/// the file cannot be read or exceeds kMaxJsonFileBytes, SyntaxError when it is not JSON.
std::optional<QJsonDocument> readJsonFile(const QString& path, Diagnostics& diagnostics);

/// Writes `document` to `path` through writeFileAtomically(): either the whole new file replaces
/// the old one or the old one is left untouched. Returns an empty string on success, else the
/// reason.
QString writeJsonFileAtomically(const QString& path, const QJsonDocument& document);

/// Converts a byte offset into 1-based (line, column), counting columns in bytes.
std::pair<int, int> lineAndColumnAt(const QByteArray& bytes, qsizetype offset);

} // namespace ts::io
