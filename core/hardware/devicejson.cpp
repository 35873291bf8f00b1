// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "devicejson.h"

#include "common/units.h"
#include "io/inputlimits.h"

#include "io/jsonobjectreader.h"

#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace ts {

using io::DiagnosticCode;
using io::JsonObjectReader;
using io::Phrase;
using io::Presence;
using io::Sign;

namespace {

constexpr double kTera = 1e12;
constexpr double kGiga = 1e9;
constexpr double kMega = 1e6;
constexpr double kBytesPerKib = 1024.0;
// Capacities are stored in qint64 bytes; anything above ~9.2e18 bytes would overflow. No device
// comes near; the bound exists so a typo like 1e300 is reported instead of wrapping.
constexpr double kMaxBytes = 9.0e18;
constexpr qint64 kMaxCount = 1'000'000;
// A price above these is a unit slip (a whole rack, a month, cents), reported as out of range.
constexpr double kMaxUsdPerChipHour = 10'000;
constexpr double kMaxUsdPerChip = 10'000'000;

QString key(const char* text)
{
    return QString::fromLatin1(text);
}

// Physically plausible bands, in the file's units, by the field's unit suffix. They are wide
// (orders of magnitude beyond any chip) and exist so that a typo like 1e-300 MHz or 1e300 GB/s
// is an error naming the field, not an estimate of 1e305 seconds or a silent infinity.
struct PlausibleRange
{
    double minimum;
    double maximum;
};

std::optional<PlausibleRange> plausibleRange(const QString& field)
{
    if (field.endsWith(u"_mhz"))
        return PlausibleRange { 1, 1e5 }; // 1 MHz to 100 GHz
    if (field.contains(u"_gb_per_s"))
        return PlausibleRange { 1e-3, 1e7 }; // 1 MB/s to 10 PB/s
    if (field.endsWith(u"_tflops") || field == u"peak_tflops")
        return PlausibleRange { 1e-6, 1e7 }; // 1 MFLOP/s to 10 EFLOP/s
    if (field.endsWith(u"_w"))
        return PlausibleRange { 1e-3, 1e6 };
    if (field.endsWith(u"_us"))
        return PlausibleRange { 1e-6, 1e7 }; // 1 ps to 10 s
    if (field.endsWith(u"_kib_per_sm"))
        return PlausibleRange { 1e-3, 1e9 };
    return std::nullopt;
}

// Reports a value outside its plausible band (the band of `rangeField`, default `field`); true
// when the value may be used.
bool plausible(
    JsonObjectReader& reader, const QString& field, double value, const QString& rangeField = {})
{
    const auto range = plausibleRange(rangeField.isEmpty() ? field : rangeField);
    if (!range || (value >= range->minimum && value <= range->maximum))
        return true;
    reader.report(DiagnosticCode::OutOfRange, field,
        Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a plausible value in [%1, %2]"), range->minimum,
            range->maximum),
        Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), value));
    return false;
}

// Reads {"fp32": x, "bf16": y, ...}; keys must be precisionName() spellings.
std::optional<std::array<std::optional<double>, kAllPrecisions.size()>> readPrecisionMap(
    JsonObjectReader& parent, const QString& field, Presence presence, bool requireOne,
    io::Diagnostics& diagnostics)
{
    const auto object = parent.object(field, presence);
    if (!object)
        return std::nullopt;
    JsonObjectReader reader(*object, parent.pathOf(field), parent.file(), &diagnostics);
    std::array<std::optional<double>, kAllPrecisions.size()> values {};
    const Phrase expected(QT_TRANSLATE_NOOP("Diagnostic", "a precision (%1)"),
        precisionNames().join(QStringLiteral(", ")));
    for (auto it = object->constBegin(); it != object->constEnd(); ++it) {
        const auto precision = precisionFromName(it.key());
        if (!precision || precisionName(*precision) != it.key()) {
            reader.report(DiagnosticCode::UnknownValue, it.key(), expected,
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "key \"%1\""), it.key()));
            continue;
        }
        if (const auto value = reader.number(it.key(), Sign::Positive);
            value && plausible(reader, it.key(), *value, field))
            values[static_cast<std::size_t>(*precision)] = *value;
    }
    if (requireOne && object->isEmpty())
        parent.report(DiagnosticCode::MissingField, field,
            QT_TRANSLATE_NOOP("Diagnostic", "at least one precision"),
            QT_TRANSLATE_NOOP("Diagnostic", "an empty object"));
    return values;
}

std::optional<int> count(JsonObjectReader& reader, const char* field)
{
    const auto value = reader.integer(key(field), 1, kMaxCount, Presence::Optional);
    if (!value)
        return std::nullopt;
    return static_cast<int>(*value);
}

std::optional<double> scaled(
    JsonObjectReader& reader, const char* field, double factor, Sign sign = Sign::Positive)
{
    const auto value = reader.number(key(field), sign, Presence::Optional);
    if (!value || !plausible(reader, key(field), *value))
        return std::nullopt;
    return *value * factor;
}

QJsonObject precisionMapToJson(
    const std::array<std::optional<double>, kAllPrecisions.size()>& values, double divisor)
{
    QJsonObject object;
    for (Precision precision : kAllPrecisions) {
        if (const auto& value = values[static_cast<std::size_t>(precision)])
            object.insert(precisionName(precision), *value / divisor);
    }
    return object;
}

void insertIf(QJsonObject& object, const char* field, const std::optional<double>& value,
    double divisor = 1.0)
{
    if (value)
        object.insert(key(field), *value / divisor);
}

void insertIf(QJsonObject& object, const char* field, const std::optional<int>& value)
{
    if (value)
        object.insert(key(field), *value);
}

void insertIf(QJsonObject& object, const char* field, const QString& value)
{
    if (!value.isEmpty())
        object.insert(key(field), value);
}

// Reads `power`: the basis, the figure it names (tdp_w for a TDP, max_w for a measured or
// estimated full-load power), idle, mean and the range. Each wrong value is an error naming
// its field; so is a range that does not hold the figure.
void readPower(JsonObjectReader& sub, Device& device)
{
    sub.warnAboutUnknownKeys({ QStringLiteral("basis"), QStringLiteral("tdp_w"),
        QStringLiteral("max_w"), QStringLiteral("mean_w"), QStringLiteral("idle_w"),
        QStringLiteral("low_w"), QStringLiteral("high_w") });
    device.tdpWatts = scaled(sub, "tdp_w", 1.0);
    device.maxWatts = scaled(sub, "max_w", 1.0);
    device.meanWatts = scaled(sub, "mean_w", 1.0);
    device.idleWatts = scaled(sub, "idle_w", 1.0);
    device.powerLowWatts = scaled(sub, "low_w", 1.0);
    device.powerHighWatts = scaled(sub, "high_w", 1.0);
    if (const auto basis
        = sub.oneOf(QStringLiteral("basis"), powerBasisNames(), Presence::Optional))
        device.powerBasis = powerBasisFromName(*basis);
    else if (!sub.has(QStringLiteral("basis")) && sub.has(QStringLiteral("tdp_w")))
        device.powerBasis = PowerBasis::Tdp; // files written before `basis` existed
    else if (!sub.has(QStringLiteral("basis")) && sub.has(QStringLiteral("max_w")))
        sub.report(DiagnosticCode::MissingField, QStringLiteral("basis"),
            QT_TRANSLATE_NOOP("Diagnostic", "\"measured\" or \"estimated\" with max_w"),
            QT_TRANSLATE_NOOP("Diagnostic", "nothing"));
    if (!device.powerBasis)
        return;
    auto require = [&](const char* field, const std::optional<double>& value) {
        if (!value && !sub.has(key(field)))
            sub.report(DiagnosticCode::MissingField, key(field),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 with basis \"%2\""), key(field),
                    powerBasisName(*device.powerBasis)),
                QT_TRANSLATE_NOOP("Diagnostic", "nothing"));
    };
    const bool tdp = *device.powerBasis == PowerBasis::Tdp;
    const char* figureField = tdp ? "tdp_w" : "max_w";
    require(figureField, tdp ? device.tdpWatts : device.maxWatts);
    if (*device.powerBasis == PowerBasis::Estimated) {
        require("low_w", device.powerLowWatts);
        require("high_w", device.powerHighWatts);
    }
    auto atMost = [&](const char* field, const std::optional<double>& value, const char* bound,
                      const std::optional<double>& limit) {
        if (value && limit && *value > *limit)
            sub.report(DiagnosticCode::Inconsistent, key(field),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 (%2)"), key(bound), *limit),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *value));
    };
    const std::optional<double> figure = device.fullLoadWatts();
    atMost("low_w", device.powerLowWatts, "high_w", device.powerHighWatts);
    atMost("low_w", device.powerLowWatts, figureField, figure);
    atMost(figureField, figure, "high_w", device.powerHighWatts);
    atMost("idle_w", device.idleWatts, figureField, figure);
    atMost("mean_w", device.meanWatts, figureField, figure);
}

// Reads the id, base, vendor, name, kind and year.
void readDeviceIdentity(JsonObjectReader& reader, Device& device)
{
    if (const auto id = reader.string(QStringLiteral("id"))) {
        if (id->trimmed().isEmpty())
            reader.report(DiagnosticCode::OutOfRange, QStringLiteral("id"),
                QT_TRANSLATE_NOOP("Diagnostic", "a non-empty id"),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string \"%1\""), QString()));
        else if (!DeviceJson::isValidId(*id))
            reader.report(DiagnosticCode::OutOfRange, QStringLiteral("id"),
                DeviceJson::validIdDescription(), JsonObjectReader::describe(QJsonValue(*id)));
        device.id = *id;
    }
    device.baseId = reader.string(QStringLiteral("base"), Presence::Optional).value_or(QString());
    device.vendor = reader.string(QStringLiteral("vendor")).value_or(QString());
    device.name = reader.string(QStringLiteral("name")).value_or(QString());
    if (const auto kind = reader.oneOf(QStringLiteral("kind"), deviceKindNames()))
        device.kind = *deviceKindFromName(*kind);
    device.year = static_cast<int>(reader.integer(QStringLiteral("year"), 1990, 2100).value_or(0));
}

// Reads the peak rates, the vector rate and the achievable fractions of the peak.
void readDeviceRates(JsonObjectReader& reader, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto peaks = readPrecisionMap(
            reader, QStringLiteral("peak_tflops"), Presence::Required, true, diagnostics)) {
        for (Precision precision : kAllPrecisions) {
            const auto& tflops = (*peaks)[static_cast<std::size_t>(precision)];
            if (tflops)
                device.setPeakFlopsPerSecond(precision, *tflops * kTera);
        }
    }
    device.vectorFp32FlopsPerSecond = scaled(reader, "vector_fp32_tflops", kTera);
    device.bestPublishedTrainingMfu = scaled(reader, "best_published_training_mfu", 1.0);
    if (device.bestPublishedTrainingMfu && *device.bestPublishedTrainingMfu > 1.0) {
        reader.report(DiagnosticCode::OutOfRange, QStringLiteral("best_published_training_mfu"),
            QT_TRANSLATE_NOOP("Diagnostic", "a fraction of the peak in (0, 1]"),
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *device.bestPublishedTrainingMfu));
        device.bestPublishedTrainingMfu.reset();
    }
    if (const auto fractions = readPrecisionMap(reader,
            QStringLiteral("matrix_achievable_fraction"), Presence::Optional, true, diagnostics)) {
        for (Precision precision : kAllPrecisions) {
            const auto& fraction = (*fractions)[static_cast<std::size_t>(precision)];
            if (!fraction)
                continue;
            // A fraction of the peak above 1 would claim more than the peak.
            if (*fraction > 1.0) {
                reader.report(DiagnosticCode::OutOfRange,
                    QStringLiteral("matrix_achievable_fraction.") + precisionName(precision),
                    QT_TRANSLATE_NOOP("Diagnostic", "a fraction of the peak in (0, 1]"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *fraction));
                continue;
            }
            // A fraction for a precision without a peak is never used (a what-if device may drop
            // a precision its base has): kept, not an error.
            device.achievableMatrixFraction[static_cast<std::size_t>(precision)] = *fraction;
        }
    }
}

// Reads `attention_achievable_fraction`: forward and backward, each at most 1.
void readAttentionFractions(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto attention
        = reader.object(QStringLiteral("attention_achievable_fraction"), Presence::Optional)) {
        JsonObjectReader sub(*attention,
            reader.pathOf(QStringLiteral("attention_achievable_fraction")), file, &diagnostics);
        sub.warnAboutUnknownKeys({ QStringLiteral("forward"), QStringLiteral("backward") });
        auto fraction = [&](const char* field) -> std::optional<double> {
            const auto value = scaled(sub, field, 1.0);
            // A fraction of the peak above 1 would claim more than the peak.
            if (value && *value > 1.0) {
                sub.report(DiagnosticCode::OutOfRange, key(field),
                    QT_TRANSLATE_NOOP("Diagnostic", "a fraction of the peak in (0, 1]"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *value));
                return std::nullopt;
            }
            return value;
        };
        device.attentionForwardFraction = fraction("forward");
        device.attentionBackwardFraction = fraction("backward");
    }
}

// Reads `clocks`; a matrix or sustained clock above the one it is bounded by is a warning.
void readDeviceClocks(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto clocks = reader.object(QStringLiteral("clocks"), Presence::Optional)) {
        JsonObjectReader sub(*clocks, reader.pathOf(QStringLiteral("clocks")), file, &diagnostics);
        sub.warnAboutUnknownKeys({ QStringLiteral("boost_mhz"), QStringLiteral("matrix_mhz"),
            QStringLiteral("sustained_matrix_mhz") });
        device.boostClockHz = scaled(sub, "boost_mhz", kMega);
        device.matrixClockHz = scaled(sub, "matrix_mhz", kMega);
        device.sustainedMatrixClockHz = scaled(sub, "sustained_matrix_mhz", kMega);
        // A clock measured under load above the one the peak is quoted at would claim more than
        // the peak; the engine clamps the fraction to 1, and the catalog author is told.
        const auto peakClock = device.peakMatrixClockHz();
        if (device.sustainedMatrixClockHz && peakClock
            && *device.sustainedMatrixClockHz > *peakClock)
            sub.report(DiagnosticCode::Inconsistent, QStringLiteral("sustained_matrix_mhz"),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most the peak's clock (%1 MHz)"),
                    *peakClock / kMega),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"),
                    *device.sustainedMatrixClockHz / kMega),
                io::Severity::Warning);
        if (device.boostClockHz && device.matrixClockHz
            && *device.matrixClockHz > *device.boostClockHz)
            sub.report(DiagnosticCode::Inconsistent, QStringLiteral("matrix_mhz"),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most boost_mhz (%1)"),
                    *device.boostClockHz / kMega),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *device.matrixClockHz / kMega),
                io::Severity::Warning);
    }
}

// Reads `memory`: the capacity in GB or GiB (not both), the type and the bandwidth.
void readDeviceMemory(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto memory = reader.object(QStringLiteral("memory"))) {
        JsonObjectReader sub(*memory, reader.pathOf(QStringLiteral("memory")), file, &diagnostics);
        sub.warnAboutUnknownKeys({ QStringLiteral("capacity_gb"), QStringLiteral("capacity_gib"),
            QStringLiteral("type"), QStringLiteral("bandwidth_gb_per_s") });
        const bool hasGb = sub.has(QStringLiteral("capacity_gb"));
        const bool hasGib = sub.has(QStringLiteral("capacity_gib"));
        if (hasGb && hasGib) {
            sub.report(DiagnosticCode::Inconsistent, QStringLiteral("capacity_gib"),
                QT_TRANSLATE_NOOP("Diagnostic", "either capacity_gb or capacity_gib"),
                QT_TRANSLATE_NOOP("Diagnostic", "both"));
        } else if (!hasGb && !hasGib) {
            sub.report(DiagnosticCode::MissingField, QStringLiteral("capacity_gb"),
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "capacity_gb (1e9 bytes) or capacity_gib (2^30 bytes)"),
                QT_TRANSLATE_NOOP("Diagnostic", "nothing"));
        } else {
            const QString field
                = hasGb ? QStringLiteral("capacity_gb") : QStringLiteral("capacity_gib");
            if (const auto capacity = sub.number(field, Sign::Positive)) {
                const double bytes = *capacity * (hasGb ? kGiga : units::kBytesPerGiB);
                if (bytes > kMaxBytes)
                    sub.report(DiagnosticCode::Overflow, field,
                        Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 bytes"), kMaxBytes),
                        JsonObjectReader::describe(memory->value(field)));
                else
                    device.memoryCapacityBytes = std::llround(bytes);
            }
        }
        device.memoryType = sub.string(QStringLiteral("type")).value_or(QString());
        if (const auto bandwidth = sub.number(QStringLiteral("bandwidth_gb_per_s"), Sign::Positive);
            bandwidth && plausible(sub, QStringLiteral("bandwidth_gb_per_s"), *bandwidth))
            device.memoryBandwidthBytesPerSecond = *bandwidth * kGiga;
    }
}

// Reads `on_chip_memory`: a list of kinds and sizes.
void readOnChipMemories(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto list = reader.array(QStringLiteral("on_chip_memory"), Presence::Optional)) {
        const QString listPath = reader.pathOf(QStringLiteral("on_chip_memory"));
        for (qsizetype i = 0; i < list->size(); ++i) {
            const QString path = listPath + QStringLiteral("[%1]").arg(i);
            if (!list->at(i).isObject()) {
                reader.report(DiagnosticCode::WrongType, QStringLiteral("on_chip_memory"),
                    QT_TRANSLATE_NOOP("Diagnostic", "array of objects"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "element %1: %2"), i,
                        JsonObjectReader::describe(list->at(i))));
                continue;
            }
            JsonObjectReader sub(list->at(i).toObject(), path, file, &diagnostics);
            sub.warnAboutUnknownKeys({ QStringLiteral("kind"), QStringLiteral("size_mib") });
            const auto kind = sub.oneOf(QStringLiteral("kind"), Device::onChipKindNames());
            const auto mib = sub.number(QStringLiteral("size_mib"), Sign::Positive);
            if (kind && mib) {
                if (*mib * units::kBytesPerMiB > kMaxBytes)
                    sub.report(DiagnosticCode::Overflow, QStringLiteral("size_mib"),
                        Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 bytes"), kMaxBytes),
                        Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *mib));
                else
                    device.onChipMemories.append(
                        { *kind, std::llround(*mib * units::kBytesPerMiB) });
            }
        }
    }
}

// Reads `gpu`: the SM geometry, the tensor cores' rates and MMA shapes.
void readGpuGeometry(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto gpu = reader.object(QStringLiteral("gpu"), Presence::Optional)) {
        JsonObjectReader sub(*gpu, reader.pathOf(QStringLiteral("gpu")), file, &diagnostics);
        sub.warnAboutUnknownKeys({ QStringLiteral("sm_count"),
            QStringLiteral("tensor_cores_per_sm"), QStringLiteral("warp_schedulers_per_sm"),
            QStringLiteral("warp_size"), QStringLiteral("max_warps_per_sm"),
            QStringLiteral("max_threads_per_sm"), QStringLiteral("max_blocks_per_sm"),
            QStringLiteral("registers_per_sm"), QStringLiteral("shared_memory_kib_per_sm"),
            QStringLiteral("fp32_lanes_per_sm"), QStringLiteral("tensor_core_flops_per_clock"),
            QStringLiteral("mma_shapes"), QStringLiteral("l2_bandwidth_gb_per_s"),
            QStringLiteral("shared_memory_bytes_per_clock"),
            QStringLiteral("fp8_promotion_interval_k") });
        GpuGeometry g;
        g.smCount = count(sub, "sm_count");
        g.tensorCoresPerSm = count(sub, "tensor_cores_per_sm");
        g.warpSchedulersPerSm = count(sub, "warp_schedulers_per_sm");
        g.warpSize = count(sub, "warp_size");
        g.maxWarpsPerSm = count(sub, "max_warps_per_sm");
        g.maxThreadsPerSm = count(sub, "max_threads_per_sm");
        g.maxBlocksPerSm = count(sub, "max_blocks_per_sm");
        g.registersPerSm = count(sub, "registers_per_sm");
        if (const auto kib = scaled(sub, "shared_memory_kib_per_sm", kBytesPerKib))
            g.sharedMemoryBytesPerSm = std::llround(*kib);
        g.fp32LanesPerSm = count(sub, "fp32_lanes_per_sm");
        g.l2BytesPerSecond = scaled(sub, "l2_bandwidth_gb_per_s", kGiga);
        g.sharedMemoryBytesPerClock = count(sub, "shared_memory_bytes_per_clock");
        g.fp8PromotionIntervalK = count(sub, "fp8_promotion_interval_k");
        if (const auto rates = readPrecisionMap(sub, QStringLiteral("tensor_core_flops_per_clock"),
                Presence::Optional, false, diagnostics))
            g.tensorCoreFlopsPerClock = *rates;
        if (const auto shapes = sub.object(QStringLiteral("mma_shapes"), Presence::Optional)) {
            JsonObjectReader shapeReader(
                *shapes, sub.pathOf(QStringLiteral("mma_shapes")), file, &diagnostics);
            for (auto it = shapes->constBegin(); it != shapes->constEnd(); ++it) {
                const auto precision = precisionFromName(it.key());
                if (!precision || precisionName(*precision) != it.key()) {
                    shapeReader.report(DiagnosticCode::UnknownValue, it.key(),
                        Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a precision (%1)"),
                            precisionNames().join(QStringLiteral(", "))),
                        Phrase(QT_TRANSLATE_NOOP("Diagnostic", "key \"%1\""), it.key()));
                    continue;
                }
                const auto text = shapeReader.string(it.key());
                if (!text)
                    continue;
                if (const auto shape = MmaShape::fromText(*text))
                    g.mmaShapes.insert(*precision, *shape);
                else
                    shapeReader.report(DiagnosticCode::OutOfRange, it.key(),
                        QT_TRANSLATE_NOOP("Diagnostic", "an MMA shape like \"m16n8k16\""),
                        JsonObjectReader::describe(it.value()));
            }
        }
        if (g.warpSize && g.maxWarpsPerSm && g.maxThreadsPerSm
            && qint64(*g.warpSize) * *g.maxWarpsPerSm != *g.maxThreadsPerSm)
            sub.report(DiagnosticCode::Inconsistent, QStringLiteral("max_threads_per_sm"),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "warp_size × max_warps_per_sm = %1"),
                    qint64(*g.warpSize) * *g.maxWarpsPerSm),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *g.maxThreadsPerSm));
        device.gpu = g;
    }
}

// Reads `systolic`: the cores, matrix units and vector lanes.
void readSystolicGeometry(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto systolic = reader.object(QStringLiteral("systolic"), Presence::Optional)) {
        JsonObjectReader sub(
            *systolic, reader.pathOf(QStringLiteral("systolic")), file, &diagnostics);
        sub.warnAboutUnknownKeys({ QStringLiteral("cores_per_chip"),
            QStringLiteral("matrix_units_per_core"), QStringLiteral("matrix_unit_rows"),
            QStringLiteral("matrix_unit_columns"), QStringLiteral("vector_lanes"),
            QStringLiteral("vector_sublanes"), QStringLiteral("double_buffered_weights") });
        SystolicGeometry s;
        s.coresPerChip = count(sub, "cores_per_chip");
        s.matrixUnitsPerCore = count(sub, "matrix_units_per_core");
        s.matrixUnitRows = count(sub, "matrix_unit_rows");
        s.matrixUnitColumns = count(sub, "matrix_unit_columns");
        s.vectorLanes = count(sub, "vector_lanes");
        s.vectorSublanes = count(sub, "vector_sublanes");
        s.doubleBufferedWeights
            = sub.boolean(QStringLiteral("double_buffered_weights"), Presence::Optional)
                  .value_or(false);
        device.systolic = s;
    }
}

// Reads `interconnect`: the scale-up and scale-out links; latencies and the achievable fraction are
// checked for unit slips.
void readInterconnect(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto link = reader.object(QStringLiteral("interconnect"), Presence::Optional)) {
        JsonObjectReader sub(
            *link, reader.pathOf(QStringLiteral("interconnect")), file, &diagnostics);
        sub.warnAboutUnknownKeys({ QStringLiteral("name"),
            QStringLiteral("bandwidth_gb_per_s_per_direction"), QStringLiteral("quoted_direction"),
            QStringLiteral("link_count"), QStringLiteral("link_latency_us"),
            QStringLiteral("topology"), QStringLiteral("domain_chips"),
            QStringLiteral("torus_shapes"), QStringLiteral("scale_out_name"),
            QStringLiteral("scale_out_gb_per_s_per_direction"),
            QStringLiteral("scale_out_latency_us"), QStringLiteral("achievable_fraction"),
            QStringLiteral("in_network_reduction"),
            QStringLiteral("host_gb_per_s_per_direction") });
        Interconnect ic;
        ic.name = sub.string(QStringLiteral("name")).value_or(QString());
        ic.bytesPerSecondPerDirection = scaled(sub, "bandwidth_gb_per_s_per_direction", kGiga);
        ic.quotedDirection
            = sub.oneOf(QStringLiteral("quoted_direction"),
                     { QStringLiteral("bidirectional"), QStringLiteral("unidirectional"),
                         QStringLiteral("unspecified") },
                     Presence::Optional)
                  .value_or(QString());
        ic.linkCount = count(sub, "link_count");
        ic.linkLatencySeconds = scaled(sub, "link_latency_us", 1e-6);
        ic.topology
            = sub.oneOf(QStringLiteral("topology"), Device::topologyNames()).value_or(QString());
        ic.domainChips = count(sub, "domain_chips");
        if (const auto shapes = sub.array(QStringLiteral("torus_shapes"), Presence::Optional)) {
            for (const QJsonValue& shape : *shapes) {
                if (shape.isString())
                    ic.torusShapes.append(shape.toString());
                else
                    sub.report(DiagnosticCode::WrongType, QStringLiteral("torus_shapes"),
                        QT_TRANSLATE_NOOP("Diagnostic", "array of strings like \"4x4x4\""),
                        JsonObjectReader::describe(shape));
            }
        }
        ic.scaleOutName
            = sub.string(QStringLiteral("scale_out_name"), Presence::Optional).value_or(QString());
        ic.scaleOutBytesPerSecondPerDirection
            = scaled(sub, "scale_out_gb_per_s_per_direction", kGiga);
        ic.scaleOutLatencySeconds = scaled(sub, "scale_out_latency_us", 1e-6);
        ic.hostBytesPerSecondPerDirection = scaled(sub, "host_gb_per_s_per_direction", kGiga);
        // A per-step network latency of a millisecond or more is a unit slip (ms or ns typed
        // as µs), not a network: NCCL's slowest per-step figure is tens of µs.
        const auto checkLatency = [&](const char* field, std::optional<double>& seconds) {
            if (seconds && *seconds > 1e-3) {
                sub.report(DiagnosticCode::OutOfRange, key(field),
                    QT_TRANSLATE_NOOP("Diagnostic", "a per-step latency of at most 1000 us"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *seconds * 1e6));
                seconds.reset();
            }
        };
        checkLatency("link_latency_us", ic.linkLatencySeconds);
        checkLatency("scale_out_latency_us", ic.scaleOutLatencySeconds);
        ic.achievableFraction = scaled(sub, "achievable_fraction", 1.0);
        // A library cannot move data faster than the link: above 1 is a percentage or a slip.
        if (ic.achievableFraction && *ic.achievableFraction > 1.0) {
            sub.report(DiagnosticCode::OutOfRange, key("achievable_fraction"),
                QT_TRANSLATE_NOOP("Diagnostic", "a fraction of the link rate in (0, 1]"),
                Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *ic.achievableFraction));
            ic.achievableFraction.reset();
        }
        ic.inNetworkReduction
            = sub.boolean(QStringLiteral("in_network_reduction"), Presence::Optional)
                  .value_or(false);
        device.interconnect = ic;
    }
}

// Reads `prices` (rental quotes) and `price_unavailable`.
void readPriceQuotes(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto prices = reader.array(QStringLiteral("prices"), Presence::Optional)) {
        const QString listPath = reader.pathOf(QStringLiteral("prices"));
        for (qsizetype i = 0; i < prices->size(); ++i) {
            if (!prices->at(i).isObject()) {
                reader.report(DiagnosticCode::WrongType, QStringLiteral("prices"),
                    QT_TRANSLATE_NOOP("Diagnostic", "array of objects"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "element %1: %2"), i,
                        JsonObjectReader::describe(prices->at(i))));
                continue;
            }
            JsonObjectReader sub(prices->at(i).toObject(), listPath + QStringLiteral("[%1]").arg(i),
                file, &diagnostics);
            sub.warnAboutUnknownKeys({ QStringLiteral("kind"), QStringLiteral("usd_per_chip_hour"),
                QStringLiteral("provider"), QStringLiteral("date"), QStringLiteral("region"),
                QStringLiteral("source") });
            PriceQuote quote;
            quote.kind
                = sub.oneOf(QStringLiteral("kind"), Device::priceKindNames()).value_or(QString());
            quote.usdPerChipHour
                = sub.number(QStringLiteral("usd_per_chip_hour"), Sign::Positive).value_or(0.0);
            quote.provider = sub.string(QStringLiteral("provider")).value_or(QString());
            quote.date = sub.string(QStringLiteral("date")).value_or(QString());
            quote.region
                = sub.string(QStringLiteral("region"), Presence::Optional).value_or(QString());
            quote.source
                = sub.string(QStringLiteral("source"), Presence::Optional, io::kMaxNameLength * 4)
                      .value_or(QString());
            // A price above $10,000 a chip-hour is a unit slip (a whole rack, a month).
            if (quote.usdPerChipHour > kMaxUsdPerChipHour)
                sub.report(DiagnosticCode::OutOfRange, QStringLiteral("usd_per_chip_hour"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1 USD per chip-hour"),
                        kMaxUsdPerChipHour),
                    Phrase::verbatim(QString::number(quote.usdPerChipHour)));
            if (sub.ok())
                device.prices.append(quote);
        }
    }
    if (const auto why = reader.string(
            QStringLiteral("price_unavailable"), Presence::Optional, io::kMaxNameLength * 2))
        device.priceUnavailable = *why;
}

// Reads `purchase` (purchase quotes) and `purchase_unavailable`.
void readPurchaseQuotes(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto purchases = reader.array(QStringLiteral("purchase"), Presence::Optional)) {
        const QString listPath = reader.pathOf(QStringLiteral("purchase"));
        for (qsizetype i = 0; i < purchases->size(); ++i) {
            if (!purchases->at(i).isObject()) {
                reader.report(DiagnosticCode::WrongType, QStringLiteral("purchase"),
                    QT_TRANSLATE_NOOP("Diagnostic", "array of objects"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "element %1: %2"), i,
                        JsonObjectReader::describe(purchases->at(i))));
                continue;
            }
            JsonObjectReader sub(purchases->at(i).toObject(),
                listPath + QStringLiteral("[%1]").arg(i), file, &diagnostics);
            sub.warnAboutUnknownKeys({ QStringLiteral("usd_per_chip"), QStringLiteral("basis"),
                QStringLiteral("what"), QStringLiteral("date"), QStringLiteral("source"),
                QStringLiteral("includes_server") });
            PurchaseQuote quote;
            quote.usdPerChip
                = sub.number(QStringLiteral("usd_per_chip"), Sign::Positive).value_or(0.0);
            if (quote.usdPerChip > kMaxUsdPerChip)
                sub.report(DiagnosticCode::OutOfRange, QStringLiteral("usd_per_chip"),
                    Phrase(
                        QT_TRANSLATE_NOOP("Diagnostic", "at most %1 USD per chip"), kMaxUsdPerChip),
                    Phrase::verbatim(QString::number(quote.usdPerChip)));
            quote.basis = sub.oneOf(QStringLiteral("basis"),
                                 { QStringLiteral("list"), QStringLiteral("reported") })
                              .value_or(QString());
            quote.what = sub.string(QStringLiteral("what"), Presence::Required, io::kMaxNameLength)
                             .value_or(QString());
            quote.date = sub.string(QStringLiteral("date"), Presence::Required, io::kMaxIdLength)
                             .value_or(QString());
            quote.source
                = sub.string(QStringLiteral("source"), Presence::Optional, io::kMaxNameLength * 4)
                      .value_or(QString());
            quote.includesServer
                = sub.boolean(QStringLiteral("includes_server"), Presence::Optional)
                      .value_or(false);
            if (sub.ok())
                device.purchases.append(quote);
        }
    }
    if (const auto why = reader.string(
            QStringLiteral("purchase_unavailable"), Presence::Optional, io::kMaxNameLength * 2))
        device.purchaseUnavailable = *why;
}

// Reads `sources`: at least one, each a title, a URL and the fields it backs.
void readDeviceSources(
    JsonObjectReader& reader, const QString& file, io::Diagnostics& diagnostics, Device& device)
{
    if (const auto sources = reader.array(QStringLiteral("sources"))) {
        const QString listPath = reader.pathOf(QStringLiteral("sources"));
        if (sources->isEmpty())
            reader.report(DiagnosticCode::MissingField, QStringLiteral("sources"),
                QT_TRANSLATE_NOOP("Diagnostic", "at least one source"),
                QT_TRANSLATE_NOOP("Diagnostic", "an empty array"));
        for (qsizetype i = 0; i < sources->size(); ++i) {
            if (!sources->at(i).isObject()) {
                reader.report(DiagnosticCode::WrongType, QStringLiteral("sources"),
                    QT_TRANSLATE_NOOP("Diagnostic", "array of objects"),
                    Phrase(QT_TRANSLATE_NOOP("Diagnostic", "element %1: %2"), i,
                        JsonObjectReader::describe(sources->at(i))));
                continue;
            }
            JsonObjectReader sub(sources->at(i).toObject(),
                listPath + QStringLiteral("[%1]").arg(i), file, &diagnostics);
            sub.warnAboutUnknownKeys(
                { QStringLiteral("title"), QStringLiteral("url"), QStringLiteral("fields") });
            SourceRef source;
            source.title = sub.string(QStringLiteral("title")).value_or(QString());
            source.url = sub.string(QStringLiteral("url"), Presence::Optional).value_or(QString());
            if (const auto fields = sub.array(QStringLiteral("fields"), Presence::Optional)) {
                for (const QJsonValue& field : *fields) {
                    if (field.isString())
                        source.fields.append(field.toString());
                    else
                        sub.report(DiagnosticCode::WrongType, QStringLiteral("fields"),
                            QT_TRANSLATE_NOOP("Diagnostic", "array of strings"),
                            JsonObjectReader::describe(field));
                }
            }
            device.sources.append(source);
        }
    }
}

// `gpu` as DeviceJson::read reads it.
QJsonObject gpuGeometryToJson(const GpuGeometry& g)
{
    QJsonObject gpu;
    insertIf(gpu, "sm_count", g.smCount);
    insertIf(gpu, "tensor_cores_per_sm", g.tensorCoresPerSm);
    insertIf(gpu, "warp_schedulers_per_sm", g.warpSchedulersPerSm);
    insertIf(gpu, "warp_size", g.warpSize);
    insertIf(gpu, "max_warps_per_sm", g.maxWarpsPerSm);
    insertIf(gpu, "max_threads_per_sm", g.maxThreadsPerSm);
    insertIf(gpu, "max_blocks_per_sm", g.maxBlocksPerSm);
    insertIf(gpu, "registers_per_sm", g.registersPerSm);
    if (g.sharedMemoryBytesPerSm)
        gpu.insert(QStringLiteral("shared_memory_kib_per_sm"),
            double(*g.sharedMemoryBytesPerSm) / kBytesPerKib);
    insertIf(gpu, "fp32_lanes_per_sm", g.fp32LanesPerSm);
    insertIf(gpu, "l2_bandwidth_gb_per_s", g.l2BytesPerSecond, kGiga);
    insertIf(gpu, "shared_memory_bytes_per_clock", g.sharedMemoryBytesPerClock);
    insertIf(gpu, "fp8_promotion_interval_k", g.fp8PromotionIntervalK);
    const QJsonObject rates = precisionMapToJson(g.tensorCoreFlopsPerClock, 1.0);
    if (!rates.isEmpty())
        gpu.insert(QStringLiteral("tensor_core_flops_per_clock"), rates);
    if (!g.mmaShapes.isEmpty()) {
        QJsonObject shapes;
        for (auto it = g.mmaShapes.constBegin(); it != g.mmaShapes.constEnd(); ++it)
            shapes.insert(precisionName(it.key()), it.value().text());
        gpu.insert(QStringLiteral("mma_shapes"), shapes);
    }
    return gpu;
}

QJsonObject systolicGeometryToJson(const SystolicGeometry& s)
{
    QJsonObject systolic;
    insertIf(systolic, "cores_per_chip", s.coresPerChip);
    insertIf(systolic, "matrix_units_per_core", s.matrixUnitsPerCore);
    insertIf(systolic, "matrix_unit_rows", s.matrixUnitRows);
    insertIf(systolic, "matrix_unit_columns", s.matrixUnitColumns);
    insertIf(systolic, "vector_lanes", s.vectorLanes);
    insertIf(systolic, "vector_sublanes", s.vectorSublanes);
    if (s.doubleBufferedWeights)
        systolic.insert(QStringLiteral("double_buffered_weights"), true);
    return systolic;
}

QJsonObject interconnectToJson(const Interconnect& ic)
{
    QJsonObject link;
    link.insert(QStringLiteral("name"), ic.name);
    insertIf(link, "bandwidth_gb_per_s_per_direction", ic.bytesPerSecondPerDirection, kGiga);
    insertIf(link, "quoted_direction", ic.quotedDirection);
    insertIf(link, "link_count", ic.linkCount);
    insertIf(link, "link_latency_us", ic.linkLatencySeconds, 1e-6);
    link.insert(QStringLiteral("topology"), ic.topology);
    insertIf(link, "domain_chips", ic.domainChips);
    if (!ic.torusShapes.isEmpty())
        link.insert(QStringLiteral("torus_shapes"), QJsonArray::fromStringList(ic.torusShapes));
    insertIf(link, "scale_out_name", ic.scaleOutName);
    insertIf(
        link, "scale_out_gb_per_s_per_direction", ic.scaleOutBytesPerSecondPerDirection, kGiga);
    insertIf(link, "scale_out_latency_us", ic.scaleOutLatencySeconds, 1e-6);
    insertIf(link, "host_gb_per_s_per_direction", ic.hostBytesPerSecondPerDirection, kGiga);
    insertIf(link, "achievable_fraction", ic.achievableFraction);
    if (ic.inNetworkReduction)
        link.insert(QStringLiteral("in_network_reduction"), true);
    return link;
}

QJsonArray priceQuotesToJson(const QList<PriceQuote>& prices)
{
    QJsonArray list;
    for (const PriceQuote& p : prices) {
        QJsonObject price { { QStringLiteral("kind"), p.kind },
            { QStringLiteral("usd_per_chip_hour"), p.usdPerChipHour },
            { QStringLiteral("provider"), p.provider }, { QStringLiteral("date"), p.date } };
        insertIf(price, "region", p.region);
        insertIf(price, "source", p.source);
        list.append(price);
    }
    return list;
}

QJsonArray purchaseQuotesToJson(const QList<PurchaseQuote>& purchases)
{
    QJsonArray list;
    for (const PurchaseQuote& p : purchases) {
        QJsonObject quote { { QStringLiteral("usd_per_chip"), p.usdPerChip },
            { QStringLiteral("basis"), p.basis }, { QStringLiteral("what"), p.what },
            { QStringLiteral("date"), p.date } };
        insertIf(quote, "source", p.source);
        if (p.includesServer)
            quote.insert(QStringLiteral("includes_server"), true);
        list.append(quote);
    }
    return list;
}

} // namespace

bool DeviceJson::isValidId(const QString& id)
{
    if (id.isEmpty() || id.size() > kMaxIdLength)
        return false;
    return std::all_of(id.cbegin(), id.cend(), [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9')
            || u == u'.' || u == u'_' || u == u'+' || u == u'-';
    });
}

io::Phrase DeviceJson::validIdDescription()
{
    return io::Phrase(
        QT_TRANSLATE_NOOP("Diagnostic", "an id of 1 to %1 letters, digits, '.', '_', '+' or '-'"),
        kMaxIdLength);
}

QStringList DeviceJson::knownKeys()
{
    return { QStringLiteral("id"), QStringLiteral("base"), QStringLiteral("vendor"),
        QStringLiteral("name"), QStringLiteral("kind"), QStringLiteral("year"),
        QStringLiteral("peak_tflops"), QStringLiteral("vector_fp32_tflops"),
        QStringLiteral("best_published_training_mfu"), QStringLiteral("matrix_achievable_fraction"),
        QStringLiteral("attention_achievable_fraction"), QStringLiteral("clocks"),
        QStringLiteral("memory"), QStringLiteral("on_chip_memory"), QStringLiteral("gpu"),
        QStringLiteral("systolic"), QStringLiteral("power"), QStringLiteral("interconnect"),
        QStringLiteral("prices"), QStringLiteral("price_unavailable"), QStringLiteral("purchase"),
        QStringLiteral("purchase_unavailable"), QStringLiteral("sources"),
        QStringLiteral("notes") };
}

std::optional<Device> DeviceJson::read(const QJsonObject& object, const QString& jsonPath,
    const QString& file, io::Diagnostics& diagnostics)
{
    const qsizetype firstDiagnostic = diagnostics.size();
    JsonObjectReader reader(object, jsonPath, file, &diagnostics);
    reader.warnAboutUnknownKeys(knownKeys());
    Device device;
    device.sourceFile = file;

    readDeviceIdentity(reader, device);
    readDeviceRates(reader, diagnostics, device);
    readAttentionFractions(reader, file, diagnostics, device);
    readDeviceClocks(reader, file, diagnostics, device);
    readDeviceMemory(reader, file, diagnostics, device);
    readOnChipMemories(reader, file, diagnostics, device);
    readGpuGeometry(reader, file, diagnostics, device);
    readSystolicGeometry(reader, file, diagnostics, device);
    if (const auto power = reader.object(QStringLiteral("power"), Presence::Optional)) {
        JsonObjectReader sub(*power, reader.pathOf(QStringLiteral("power")), file, &diagnostics);
        readPower(sub, device);
    }

    readInterconnect(reader, file, diagnostics, device);
    readPriceQuotes(reader, file, diagnostics, device);
    readPurchaseQuotes(reader, file, diagnostics, device);
    readDeviceSources(reader, file, diagnostics, device);
    if (const auto notes = reader.object(QStringLiteral("notes"), Presence::Optional)) {
        JsonObjectReader sub(*notes, reader.pathOf(QStringLiteral("notes")), file, &diagnostics);
        for (auto it = notes->constBegin(); it != notes->constEnd(); ++it) {
            if (const auto text = sub.string(it.key()))
                device.notes.insert(it.key(), *text);
        }
    }

    // The sub-readers record their own errors; the device is dropped if any error was added.
    for (qsizetype i = firstDiagnostic; i < diagnostics.size(); ++i) {
        if (diagnostics.at(i).severity == io::Severity::Error)
            return std::nullopt;
    }
    return device;
}

QJsonObject DeviceJson::write(const Device& device)
{
    QJsonObject object;
    object.insert(QStringLiteral("id"), device.id);
    insertIf(object, "base", device.baseId);
    object.insert(QStringLiteral("vendor"), device.vendor);
    object.insert(QStringLiteral("name"), device.name);
    object.insert(QStringLiteral("kind"), deviceKindName(device.kind));
    object.insert(QStringLiteral("year"), device.year);

    std::array<std::optional<double>, kAllPrecisions.size()> peaks {};
    for (Precision precision : kAllPrecisions)
        peaks[static_cast<std::size_t>(precision)] = device.peakFlopsPerSecond(precision);
    object.insert(QStringLiteral("peak_tflops"), precisionMapToJson(peaks, kTera));
    insertIf(object, "vector_fp32_tflops", device.vectorFp32FlopsPerSecond, kTera);
    insertIf(object, "best_published_training_mfu", device.bestPublishedTrainingMfu, 1.0);
    const QJsonObject fractions = precisionMapToJson(device.achievableMatrixFraction, 1.0);
    if (!fractions.isEmpty())
        object.insert(QStringLiteral("matrix_achievable_fraction"), fractions);
    QJsonObject attention;
    insertIf(attention, "forward", device.attentionForwardFraction, 1.0);
    insertIf(attention, "backward", device.attentionBackwardFraction, 1.0);
    if (!attention.isEmpty())
        object.insert(QStringLiteral("attention_achievable_fraction"), attention);

    QJsonObject clocks;
    insertIf(clocks, "boost_mhz", device.boostClockHz, kMega);
    insertIf(clocks, "matrix_mhz", device.matrixClockHz, kMega);
    insertIf(clocks, "sustained_matrix_mhz", device.sustainedMatrixClockHz, kMega);
    if (!clocks.isEmpty())
        object.insert(QStringLiteral("clocks"), clocks);

    QJsonObject memory;
    memory.insert(QStringLiteral("capacity_gb"), double(device.memoryCapacityBytes) / kGiga);
    memory.insert(QStringLiteral("type"), device.memoryType);
    memory.insert(
        QStringLiteral("bandwidth_gb_per_s"), device.memoryBandwidthBytesPerSecond / kGiga);
    object.insert(QStringLiteral("memory"), memory);

    if (!device.onChipMemories.isEmpty()) {
        QJsonArray list;
        for (const OnChipMemory& m : device.onChipMemories)
            list.append(QJsonObject { { QStringLiteral("kind"), m.kind },
                { QStringLiteral("size_mib"), double(m.sizeBytes) / units::kBytesPerMiB } });
        object.insert(QStringLiteral("on_chip_memory"), list);
    }

    if (device.gpu)
        object.insert(QStringLiteral("gpu"), gpuGeometryToJson(*device.gpu));

    if (device.systolic)
        object.insert(QStringLiteral("systolic"), systolicGeometryToJson(*device.systolic));

    QJsonObject power;
    if (device.powerBasis)
        power.insert(QStringLiteral("basis"), powerBasisName(*device.powerBasis));
    insertIf(power, "tdp_w", device.tdpWatts);
    insertIf(power, "max_w", device.maxWatts);
    insertIf(power, "mean_w", device.meanWatts);
    insertIf(power, "idle_w", device.idleWatts);
    insertIf(power, "low_w", device.powerLowWatts);
    insertIf(power, "high_w", device.powerHighWatts);
    if (!power.isEmpty())
        object.insert(QStringLiteral("power"), power);

    if (device.interconnect)
        object.insert(QStringLiteral("interconnect"), interconnectToJson(*device.interconnect));

    if (!device.prices.isEmpty())
        object.insert(QStringLiteral("prices"), priceQuotesToJson(device.prices));
    insertIf(object, "price_unavailable", device.priceUnavailable);
    if (!device.purchases.isEmpty())
        object.insert(QStringLiteral("purchase"), purchaseQuotesToJson(device.purchases));
    insertIf(object, "purchase_unavailable", device.purchaseUnavailable);

    QJsonArray sources;
    for (const SourceRef& s : device.sources) {
        QJsonObject source { { QStringLiteral("title"), s.title } };
        insertIf(source, "url", s.url);
        if (!s.fields.isEmpty())
            source.insert(QStringLiteral("fields"), QJsonArray::fromStringList(s.fields));
        sources.append(source);
    }
    object.insert(QStringLiteral("sources"), sources);

    if (!device.notes.isEmpty()) {
        QJsonObject notes;
        for (auto it = device.notes.constBegin(); it != device.notes.constEnd(); ++it)
            notes.insert(it.key(), it.value());
        object.insert(QStringLiteral("notes"), notes);
    }
    return object;
}

} // namespace ts
