// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "inputfile.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ts::io {

namespace {

Phrase notRegular(const QFileInfo& info)
{
    if (info.isDir())
        return QT_TRANSLATE_NOOP("Diagnostic", "a folder");
    return QT_TRANSLATE_NOOP("Diagnostic", "a special file (FIFO, device or socket)");
}

} // namespace

Phrase openInputFile(QFile& file)
{
    const QString path = file.fileName();
    if (path.startsWith(QLatin1Char(':'))) {
        if (!file.open(QIODevice::ReadOnly))
            return Phrase::verbatim(file.errorString());
        return {};
    }
#ifdef Q_OS_UNIX
    // O_NONBLOCK so that opening a FIFO returns at once; fstat then looks at what was opened.
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        return Phrase::verbatim(QString::fromLocal8Bit(std::strerror(error)));
    }
    struct stat status;
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        return notRegular(QFileInfo(path));
    }
    // Regular files never block; clear the flag so reads behave as usual.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return Phrase::verbatim(file.errorString());
    }
    return {};
#else
    const QFileInfo info(path);
    if (info.exists() && !info.isFile())
        return notRegular(info);
    if (!file.open(QIODevice::ReadOnly))
        return Phrase::verbatim(file.errorString());
    return {};
#endif
}

} // namespace ts::io
