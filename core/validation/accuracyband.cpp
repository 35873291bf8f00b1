// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracyband.h"

#include <algorithm>

namespace ts::validation {

QString deviceClassCode(DeviceClass deviceClass)
{
    switch (deviceClass) {
    case DeviceClass::NvidiaGpu:
        return QStringLiteral("nvidia-gpu");
    case DeviceClass::OtherGpu:
        return QStringLiteral("other-gpu");
    case DeviceClass::Tpu:
        return QStringLiteral("tpu");
    case DeviceClass::OtherAccelerator:
        return QStringLiteral("other-accelerator");
    }
    return {};
}

DeviceClass deviceClassOf(const Device& device)
{
    switch (device.kind) {
    case DeviceKind::Gpu:
        return device.vendor.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) == 0
            ? DeviceClass::NvidiaGpu
            : DeviceClass::OtherGpu;
    case DeviceKind::Tpu:
        return DeviceClass::Tpu;
    case DeviceKind::Other:
        return DeviceClass::OtherAccelerator;
    }
    return DeviceClass::OtherAccelerator;
}

QString categoryForStepKind(const QString& stepKind)
{
    if (stepKind == QLatin1String("training"))
        return QStringLiteral("training_throughput");
    if (stepKind == QLatin1String("prefill") || stepKind == QLatin1String("decode"))
        return QStringLiteral("inference");
    return {};
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
