// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "precision.h"

namespace ts {

Precision carrierPrecision(Precision precision)
{
    switch (precision) {
    case Precision::FP8:
    case Precision::INT8:
    case Precision::NVFP4:
    case Precision::MXFP4:
        return Precision::BF16;
    default:
        return precision;
    }
}

int bitsPer32Elements(Precision precision)
{
    switch (precision) {
    case Precision::FP32:
    case Precision::TF32:
        return 32 * 32;
    case Precision::BF16:
    case Precision::FP16:
        return 32 * 16;
    case Precision::FP8:
    case Precision::INT8:
        return 32 * 8;
    case Precision::NVFP4: // 32 E2M1 elements and two E4M3 scales (one per 16): 4.5 bits
        return 32 * 4 + 2 * 8;
    case Precision::MXFP4: // 32 E2M1 elements and one E8M0 scale (OCP MX v1.0): 4.25 bits
        return 32 * 4 + 8;
    case Precision::INT4:
        return 32 * 4;
    }
    return 32 * 32;
}

double bitsPerElement(Precision precision)
{
    return bitsPer32Elements(precision) / 32.0;
}

double bytesPerElement(Precision precision)
{
    return bitsPer32Elements(precision) / 256.0;
}

CheckedInt storageBytes(CheckedInt elements, Precision precision)
{
    const int bits = bitsPer32Elements(precision);
    // Whole-byte formats multiply by the byte width (no earlier overflow than before); the
    // others count bits per 32 elements and round the total up to a byte.
    if (bits % 256 == 0)
        return elements * (bits / 256);
    return (elements * bits + CheckedInt(255)) / CheckedInt(256);
}

bool isFp4Precision(Precision precision)
{
    return precision == Precision::NVFP4 || precision == Precision::MXFP4;
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
    case Precision::NVFP4:
        return QStringLiteral("nvfp4");
    case Precision::MXFP4:
        return QStringLiteral("mxfp4");
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
