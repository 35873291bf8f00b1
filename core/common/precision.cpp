// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "precision.h"

namespace ts {

Precision carrierPrecision(Precision precision)
{
    return precision == Precision::FP8 || precision == Precision::INT8 ? Precision::BF16
                                                                       : precision;
}

int bytesPerElement(Precision precision)
{
    switch (precision) {
    case Precision::FP32:
    case Precision::TF32:
        return 4;
    case Precision::BF16:
    case Precision::FP16:
        return 2;
    case Precision::FP8:
    case Precision::INT8:
        return 1;
    }
    return 4;
}

QString precisionName(Precision precision)
{
    switch (precision) {
    case Precision::FP32:
        return QStringLiteral("fp32");
    case Precision::TF32:
        return QStringLiteral("tf32");
    case Precision::BF16:
        return QStringLiteral("bf16");
    case Precision::FP16:
        return QStringLiteral("fp16");
    case Precision::FP8:
        return QStringLiteral("fp8");
    case Precision::INT8:
        return QStringLiteral("int8");
    }
    return QStringLiteral("fp32");
}

std::optional<Precision> precisionFromName(const QString& name)
{
    const QString lowered = name.trimmed().toLower();
    for (Precision p : kAllPrecisions) {
        if (precisionName(p) == lowered)
            return p;
    }
    return std::nullopt;
}

QStringList precisionNames()
{
    QStringList names;
    for (Precision p : kAllPrecisions)
        names.append(precisionName(p));
    return names;
}

} // namespace ts
