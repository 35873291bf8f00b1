// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "device.h"

#include <algorithm>

#include <QRegularExpression>

namespace ts {

QString deviceKindName(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::Gpu:
        return QStringLiteral("gpu");
    case DeviceKind::Tpu:
        return QStringLiteral("tpu");
    case DeviceKind::Other:
        return QStringLiteral("other");
    }
    return QStringLiteral("other");
}

std::optional<DeviceKind> deviceKindFromName(const QString& name)
{
    for (DeviceKind kind : { DeviceKind::Gpu, DeviceKind::Tpu, DeviceKind::Other }) {
        if (deviceKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

QStringList deviceKindNames()
{
    return { QStringLiteral("gpu"), QStringLiteral("tpu"), QStringLiteral("other") };
}

QString powerBasisName(PowerBasis basis)
{
    switch (basis) {
    case PowerBasis::Tdp:
        return QStringLiteral("tdp");
    case PowerBasis::Measured:
        return QStringLiteral("measured");
    case PowerBasis::Estimated:
        return QStringLiteral("estimated");
    }
    return QStringLiteral("estimated");
}

std::optional<PowerBasis> powerBasisFromName(const QString& name)
{
    for (PowerBasis basis : { PowerBasis::Tdp, PowerBasis::Measured, PowerBasis::Estimated }) {
        if (powerBasisName(basis) == name)
            return basis;
    }
    return std::nullopt;
}

QStringList powerBasisNames()
{
    return { QStringLiteral("tdp"), QStringLiteral("measured"), QStringLiteral("estimated") };
}

QString MmaShape::text() const
{
    return QStringLiteral("m%1n%2k%3").arg(m).arg(n).arg(k);
}

std::optional<MmaShape> MmaShape::fromText(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^m(\\d{1,4})n(\\d{1,4})k(\\d{1,4})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    MmaShape shape { match.captured(1).toInt(), match.captured(2).toInt(),
        match.captured(3).toInt() };
    if (shape.m <= 0 || shape.n <= 0 || shape.k <= 0)
        return std::nullopt;
    return shape;
}

std::optional<double> Device::halfPrecisionPeakFlopsPerSecond() const
{
    if (const auto bf16 = peakFlopsPerSecond(Precision::BF16))
        return bf16;
    return peakFlopsPerSecond(Precision::FP16);
}

std::optional<double> Device::peakMatrixClockHz() const
{
    return matrixClockHz ? matrixClockHz : boostClockHz;
}

std::optional<Precision> Device::borrowedMatrixFraction(Precision precision) const
{
    auto measured = [this](Precision p) {
        const auto& f = achievableMatrixFraction[static_cast<std::size_t>(p)];
        return f && *f > 0.0;
    };
    if (measured(precision))
        return std::nullopt;
    // Nearest first: the same operand width, then the next narrower or wider datapath.
    auto first = [&](Precision a, Precision b) -> std::optional<Precision> {
        if (a != precision && measured(a))
            return a;
        if (b != precision && measured(b))
            return b;
        return std::nullopt;
    };
    switch (precision) {
    case Precision::TF32:
    case Precision::FP32:
    case Precision::FP16:
    case Precision::FP8:
        return first(Precision::BF16, Precision::FP16);
    case Precision::BF16:
        return first(Precision::FP16, Precision::FP16);
    case Precision::INT8:
        return first(Precision::FP8, Precision::BF16);
    case Precision::NVFP4: // the other 4-bit format, then the next wider datapath (fp8)
        return first(Precision::MXFP4, Precision::FP8);
    case Precision::MXFP4:
        return first(Precision::NVFP4, Precision::FP8);
    case Precision::INT4: // a weight format, never a matrix rate
        break;
    }
    return std::nullopt;
}

QString Device::sustainedMatrixFractionEvidence(Precision precision) const
{
    if (const auto& measured = achievableMatrixFraction[static_cast<std::size_t>(precision)];
        measured && *measured > 0.0)
        return QStringLiteral("measured");
    if (borrowedMatrixFraction(precision))
        return QStringLiteral("sibling");
    return sustainedMatrixFraction(precision) ? QStringLiteral("clock") : QStringLiteral("assumed");
}

std::optional<double> Device::sustainedMatrixFraction(Precision precision) const
{
    if (const auto& measured = achievableMatrixFraction[static_cast<std::size_t>(precision)];
        measured && *measured > 0.0)
        return std::min(1.0, *measured);
    // A precision the shape searches did not measure runs on the same chip under the same power
    // limit: its nearest measured sibling's fraction is a better guess than the quoted peak.
    if (const auto borrowed = borrowedMatrixFraction(precision))
        return std::min(1.0, *achievableMatrixFraction[static_cast<std::size_t>(*borrowed)]);
    const auto peakClock = peakMatrixClockHz();
    if (!sustainedMatrixClockHz || !peakClock || !(*peakClock > 0.0)
        || !(*sustainedMatrixClockHz > 0.0))
        return std::nullopt;
    return std::min(1.0, *sustainedMatrixClockHz / *peakClock);
}

double Device::attentionFraction(Precision precision, bool backward, bool* measured) const
{
    const auto& own = backward ? attentionBackwardFraction : attentionForwardFraction;
    if (measured)
        *measured = own && *own > 0.0;
    if (own && *own > 0.0)
        return std::min(1.0, *own);
    const double ratio
        = backward ? kAssumedAttentionBackwardToGemm : kAssumedAttentionForwardToGemm;
    return std::min(1.0, ratio * sustainedMatrixFraction(precision).value_or(1.0));
}

std::optional<double> Device::fullLoadWatts() const
{
    const bool vendorTdp = !powerBasis || *powerBasis == PowerBasis::Tdp;
    const std::optional<double> watts = vendorTdp ? tdpWatts : maxWatts;
    if (!watts || !(*watts > 0.0))
        return std::nullopt;
    return watts;
}

std::optional<std::pair<double, double>> Device::fullLoadWattsRange() const
{
    const auto point = fullLoadWatts();
    if (!point)
        return std::nullopt;
    const double low = powerLowWatts && *powerLowWatts > 0.0 ? *powerLowWatts : *point;
    const double high = powerHighWatts && *powerHighWatts > 0.0 ? *powerHighWatts : *point;
    return std::make_pair(std::min(low, *point), std::max(high, *point));
}

std::optional<double> Device::ridgeFlopsPerByte() const
{
    const auto peak = halfPrecisionPeakFlopsPerSecond();
    if (!peak || memoryBandwidthBytesPerSecond <= 0.0)
        return std::nullopt;
    return *peak / memoryBandwidthBytesPerSecond;
}

qint64 Device::onChipBytes(const QString& kind) const
{
    qint64 total = 0;
    for (const OnChipMemory& memory : onChipMemories) {
        if (memory.kind == kind)
            total += memory.sizeBytes;
    }
    return total;
}

std::optional<PriceQuote> Device::onDemandPrice() const
{
    for (const PriceQuote& price : prices) {
        if (price.kind == QLatin1String("on-demand"))
            return price;
    }
    return std::nullopt;
}

QStringList Device::topologyNames()
{
    return { QStringLiteral("nvswitch"), QStringLiteral("nvlink-bridge"),
        QStringLiteral("hybrid-cube-mesh"), QStringLiteral("pcie"), QStringLiteral("all-to-all"),
        QStringLiteral("ring"), QStringLiteral("mesh"), QStringLiteral("torus-2d"),
        QStringLiteral("torus-3d") };
}

QStringList Device::onChipKindNames()
{
    return { QStringLiteral("l2"), QStringLiteral("infinity-cache"), QStringLiteral("cmem"),
        QStringLiteral("vmem"), QStringLiteral("sbuf"), QStringLiteral("sram") };
}

QStringList Device::priceKindNames()
{
    return { QStringLiteral("on-demand"), QStringLiteral("spot"), QStringLiteral("committed-1y"),
        QStringLiteral("committed-3y") };
}

} // namespace ts
