// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "atomicwrite.h"

#include <QSaveFile>

namespace ts::io {

QString writeFileAtomically(const QString& path, const QByteArray& bytes)
{
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
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace ts::io
