// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "filestamp.h"

#include "inputfile.h"
#include "jsonfile.h"

#include <QCryptographicHash>
#include <QFile>

namespace ts::io {

FileStamp FileStamp::of(const QString& path)
{
    QFile file(path);
    if (!openInputFile(file).isEmpty())
        return {};
    FileStamp stamp = ofBytes(file.read(kMaxJsonFileBytes));
    stamp.sizeBytes = file.size();
    return stamp;
}

FileStamp FileStamp::ofBytes(const QByteArray& bytes)
{
    FileStamp stamp;
    stamp.exists = true;
    stamp.sizeBytes = bytes.size();
    stamp.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    return stamp;
}

} // namespace ts::io
