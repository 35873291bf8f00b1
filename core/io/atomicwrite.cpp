// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "atomicwrite.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#endif

namespace ts::io {

QString replaceableTargetProblem(const QString& path)
{
#ifdef Q_OS_UNIX
    // lstat: the path itself, not what a link at it points to.
    struct stat status;
    if (::lstat(QFile::encodeName(path).constData(), &status) != 0) {
        const int error = errno;
        // A new file (or a folder that is missing: QSaveFile says so).
        if (error == ENOENT || error == ENOTDIR)
            return {};
        return QString::fromLocal8Bit(std::strerror(error));
    }
    const mode_t mode = status.st_mode;
    if (S_ISREG(mode))
        return {};
    if (S_ISLNK(mode)) {
        return QStringLiteral("a symbolic link (to '%1'); links are not followed: write to the "
                              "file itself")
            .arg(QFileInfo(path).symLinkTarget());
    }
    QString what = QStringLiteral("a special file");
    if (S_ISDIR(mode))
        what = QStringLiteral("a folder");
    else if (S_ISCHR(mode))
        what = QStringLiteral("a character device");
    else if (S_ISBLK(mode))
        what = QStringLiteral("a block device");
    else if (S_ISFIFO(mode))
        what = QStringLiteral("a FIFO");
    else if (S_ISSOCK(mode))
        what = QStringLiteral("a socket");
    return QStringLiteral("%1 (not a regular file); it is not replaced").arg(what);
#else
    const QFileInfo info(path);
    if (info.isSymLink())
        return QStringLiteral("a symbolic link (to '%1'); links are not followed: write to the "
                              "file itself")
            .arg(info.symLinkTarget());
    if (info.exists() && !info.isFile())
        return QStringLiteral("%1 (not a regular file); it is not replaced")
            .arg(info.isDir() ? QStringLiteral("a folder") : QStringLiteral("a special file"));
    return {};
#endif
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    // QSaveFile follows a link at the path (so would replace its target) and renames over
    // anything else (a device node, for root): neither is a file the user meant to replace.
    if (const QString problem = replaceableTargetProblem(path); !problem.isEmpty())
        return problem;
    QSaveFile file(path);
    // Unbuffered: every write reaches the file system here, where its error is seen.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    qint64 written = 0;
    while (written < bytes.size()) {
        // A short write (the disk just filled up) is retried: the retry fails with the reason.
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting(); // the destructor removes the temporary file
            return reason;
        }
        written += n;
    }
    // Checked again just before the rename, narrowing the window in which the path could have
    // become a link or a device since open().
    if (const QString problem = replaceableTargetProblem(path); !problem.isEmpty()) {
        file.cancelWriting();
        return problem;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

bool isSameFile(const QString& a, const QString& b)
{
#ifdef Q_OS_UNIX
    struct stat first;
    struct stat second;
    if (::stat(QFile::encodeName(a).constData(), &first) != 0
        || ::stat(QFile::encodeName(b).constData(), &second) != 0)
        return false;
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino;
#else
    const QString ca = QFileInfo(a).canonicalFilePath();
    return !ca.isEmpty() && ca == QFileInfo(b).canonicalFilePath();
#endif
}

} // namespace ts::io
