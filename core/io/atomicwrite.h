// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace ts::io {

/// Why `path` may not be replaced by writeFileAtomically(), or an empty string when it may: it
/// does not exist yet, or it is a regular file. Anything else is refused with what it is: a
/// device node ("/dev/null", "/dev/full"), a FIFO, a socket, a folder, or a symbolic link
/// (named with its target). Links are never followed: the atomic rename replaces what is at the
/// path, so following one would replace whatever file the link points at (as root, any file of
/// the system), and not following it would silently turn the link into a file (issue 34,
/// item 1). Folders and links further up the path are used as usual.
QString replaceableTargetProblem(const QString& path);

/// Writes `bytes` to `path` atomically: either the whole new file replaces the old one or the
/// old one is left untouched (no partial file, no stray temporary file). Returns an empty string
/// on success, else the reason: replaceableTargetProblem()'s ("a character device (not a regular
/// file); it is not replaced") or the file system's ("Permission denied", "No space left on
/// device", ...).
///
/// QSaveFile alone is not enough: in Qt 6.4 it buffers small writes and flushes them inside
/// commit(), whose flush error it ignores, so a disk that fills up mid-write gets the old file
/// replaced by a truncated one. Writing unbuffered, every byte checked, avoids that
/// (tests/reliability/tst_savefaults). And it renames its temporary file over whatever is at the
/// path: for root a device node such as /dev/null became a regular file, so the target is
/// checked first (tst_atomicwrite).
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

/// Whether `a` and `b` name the same existing file (the same device and inode, so a second
/// hard link, a symbolic link or `./x` versus `x` are caught too). False if either is missing.
bool isSameFile(const QString& a, const QString& b);

} // namespace ts::io
