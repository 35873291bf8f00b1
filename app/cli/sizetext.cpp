// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "sizetext.h"

namespace ts::cli {

QString gibText(qint64 bytes, int decimals)
{
    constexpr double kBytesPerGib = 1024.0 * 1024.0 * 1024.0;
    return QString::number(double(bytes) / kBytesPerGib, 'f', decimals) + QStringLiteral(" GiB");
}

} // namespace ts::cli
