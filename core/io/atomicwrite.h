// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace ts::io {

/// Writes `bytes` to `path` atomically: either the whole new file replaces the old one or the
/// old one is left untouched (no partial file, no stray temporary file). Returns an empty string
/// on success, else the reason from the file system ("Permission denied", "No space left on
/// device", ...).
///
/// QSaveFile alone is not enough: in Qt 6.4 it buffers small writes and flushes them inside
/// commit(), whose flush error it ignores, so a disk that fills up mid-write gets the old file
/// replaced by a truncated one. Writing unbuffered, every byte checked, avoids that
/// (tests/reliability/tst_savefaults).
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace ts::io
