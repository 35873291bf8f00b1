// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
// Not compiled: a planted offender for tests/reliability/checkwriters.cmake, which must report
// it. Comments naming QSaveFile are not offenders.

bool planted(const QString& path, const QByteArray& bytes)
{
    QBuffer buffer;
    QSaveFile file(path);
    buffer.open(QIODevice::WriteOnly);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) && file.commit();
}
