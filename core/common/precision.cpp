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
    case Precision::INT4: // rounded up: weights are counted in bits (bitsPerElement)
        return 1;
    }
    return 4;
}

int bitsPerElement(Precision precision)
{
    return precision == Precision::INT4 ? 4 : 8 * bytesPerElement(precision);
}

bool isComputePrecision(Precision precision)
{
    return precision != Precision::INT4;
}

QStringList weightPrecisionNames()
{
    // tf32 stays (stored as fp32): workspaces saved with a TF32 run name their weights so.
    return precisionNames() << precisionName(Precision::INT4);
}

std::optional<Precision> weightPrecisionFromName(const QString& name)
{
    if (name.trimmed().toLower() == precisionName(Precision::INT4))
        return Precision::INT4;
    return precisionFromName(name);
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
    case Precision::INT4:
        return QStringLiteral("int4");
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
