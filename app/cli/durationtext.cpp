// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "durationtext.h"

#include "common/units.h"

namespace ts::cli {

QString durationText(double seconds)
{
    if (seconds >= 86400)
        return QString::number(seconds / 86400, 'f', 2) + QStringLiteral(" d");
    if (seconds >= units::kSecondsPerHour)
        return QString::number(seconds / units::kSecondsPerHour, 'f', 2) + QStringLiteral(" h");
    if (seconds >= 1)
        return QString::number(seconds, 'f', 3) + QStringLiteral(" s");
    if (seconds >= 1e-3)
        return QString::number(seconds * 1e3, 'f', 2) + QStringLiteral(" ms");
    return QString::number(seconds * 1e6, 'f', 1) + QStringLiteral(" us");
}

} // namespace ts::cli
