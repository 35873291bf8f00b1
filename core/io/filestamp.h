// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace ts::io {

/// What a file held when this program last read or wrote it, to tell later whether someone
/// else (another window on the same home, an editor) has written it since (issue 34, item 4).
/// The content's SHA-256 and size, not the modification time: two saves within one tick of a
/// coarse file-system clock, or a same-size edit, would look unchanged by time and size.
struct FileStamp
{
    bool exists = false; ///< false: there was no readable regular file at the path
    qint64 sizeBytes = 0;
    QByteArray sha256;

    /// The stamp of the file at `path` now (read through openInputFile: a FIFO or a device is
    /// "no file", never a read that blocks). Files over io::kMaxJsonFileBytes are stamped by
    /// their first that many bytes and their size.
    static FileStamp of(const QString& path);
    /// The stamp of a file holding `bytes` (what was just written).
    static FileStamp ofBytes(const QByteArray& bytes);

    bool operator==(const FileStamp&) const = default;
};

} // namespace ts::io
