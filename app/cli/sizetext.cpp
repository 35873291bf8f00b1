// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "sizetext.h"

#include "common/units.h"

namespace ts::cli {

QString gibText(double bytes, int decimals)
{
    return QString::number(bytes / units::kBytesPerGiB, 'f', decimals) + QStringLiteral(" GiB");
}

} // namespace ts::cli
