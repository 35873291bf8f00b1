// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracyband.h"

#include <algorithm>

namespace ts::validation {

QString categoryForStepKind(const QString& stepKind)
{
    if (stepKind == QLatin1String("training"))
        return QStringLiteral("training_throughput");
    if (stepKind == QLatin1String("prefill") || stepKind == QLatin1String("decode"))
        return QStringLiteral("inference");
    return {};
}

QStringList bandCategories()
{
    return { categoryForStepKind(QStringLiteral("training")),
        categoryForStepKind(QStringLiteral("decode")), gemmCategory(),
        QStringLiteral("collective") };
}

bool isAssumedTimeNote(const QString& code)
{
    return code.contains(QLatin1String("assumed")) && code != QLatin1String("idle-power-assumed");
}

double AccuracyBand::timeLow() const
{
    return std::max(kMinTimeFactor, 1.0 + meanOptimism - halfWidth());
}

double AccuracyBand::timeHigh() const
{
    return std::max(kMinTimeFactor, 1.0 + meanOptimism + halfWidth());
}

} // namespace ts::validation
