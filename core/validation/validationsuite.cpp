// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "validationsuite.h"

#include "prediction.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <map>

namespace ts::validation {

namespace {

// The catalog source of the device's matrix_achievable_fraction, when the measurement is that
// same source: the row is then an input of the catalog, not a check of the engine.
QString catalogInputSource(const Device& device, const QString& measurementSource)
{
    for (const SourceRef& source : device.sources) {
        if (!source.url.isEmpty() && source.fields.contains(u"matrix_achievable_fraction")
            && measurementSource.startsWith(source.url))
            return source.url;
    }
    return {};
}

// A time (lower is faster): "ms", "s/step", "us"; every other unit of the data is a rate
// ("TFLOP/s", "GB/s (algbw)", "tokens/s/GPU", ...).
bool isTimeUnit(const QString& unit)
{
    return unit == QLatin1String("ms") || unit == QLatin1String("s") || unit == QLatin1String("us")
        || unit.startsWith(QLatin1String("s/"));
}

// Fills the prediction fields of `row`; a value that is not a finite number > 0 is no estimate.
void apply(ValidationRow& row, const Prediction& p)
{
    row.notes = p.notes;
    if (!p.value || !std::isfinite(*p.value) || !(*p.value > 0)) {
        row.notExpressible = p.value ? NotExpressible::NoEstimate : p.reason;
        row.notExpressibleDetail = p.value ? QStringLiteral("not-finite") : p.detail;
        return;
    }
    row.predicted = p.value;
    row.error = (*p.value - row.measured) / row.measured;
    row.optimism = isTimeUnit(row.unit) ? -*row.error : *row.error;
    row.scored = row.catalogInputSource.isEmpty() && row.unscoredReason.isEmpty();
}

// Looks devices up once per run.
class DeviceCache
{
public:
    explicit DeviceCache(const Catalog& catalog)
        : m_catalog(catalog)
    { }
    const Device* find(const QString& id)
    {
        auto it = m_devices.find(id);
        if (it == m_devices.end())
            it = m_devices.insert(id, m_catalog.device(id));
        return it->has_value() ? &**it : nullptr;
    }

private:
    const Catalog& m_catalog;
    QHash<QString, std::optional<Device>> m_devices;
};

// The engine's prediction for one measurement's input on its device.
Prediction predictMeasurement(const RowInput& input, const Device& device,
    const engine::EngineOptions& options, const QString& unit)
{
    return std::visit(
        [&](const auto& in) -> Prediction {
            using T = std::decay_t<decltype(in)>;
            if constexpr (std::is_same_v<T, GemmInput>)
                return prediction::gemm(in, device, options, unit);
            else if constexpr (std::is_same_v<T, StreamInput>)
                return prediction::stream(in, device, options, unit);
            else if constexpr (std::is_same_v<T, InferenceInput>)
                return prediction::inference(in, device, options);
            else if constexpr (std::is_same_v<T, CollectiveInput>)
                return prediction::collective(in, device);
            else
                return prediction::training(in, device);
        },
        input.input);
}

// A measurement's row: predicted when its input and device are known, else why not.
ValidationRow measurementRow(const Measurement& m, const RowInput* input, DeviceCache& devices,
    const ValidationData& data, const engine::EngineOptions& options)
{
    ValidationRow row;
    row.id = m.id;
    row.category = m.category;
    row.device = m.deviceName;
    row.measured = m.value;
    row.unit = m.unit;
    row.source = m.source;
    const Device* device = input ? devices.find(input->deviceId) : nullptr;
    if (!input) {
        const auto listed = data.notExpressible.constFind(m.id);
        row.notExpressible = listed != data.notExpressible.constEnd() ? NotExpressible::Listed
                                                                      : NotExpressible::NoInput;
        if (listed != data.notExpressible.constEnd())
            row.notExpressibleDetail = *listed;
    } else if (!device) {
        row.notExpressible = NotExpressible::UnknownDevice;
        row.notExpressibleDetail = input->deviceId;
        row.caveat = input->caveat;
    } else {
        row.device = device->id;
        row.family = ValidationSuite::vendorFamily(*device);
        row.caveat = input->caveat;
        row.catalogInputSource = catalogInputSource(*device, m.source);
        apply(row, predictMeasurement(*input, *device, options, m.unit));
    }
    return row;
}

} // namespace

QString notExpressibleCode(NotExpressible reason)
{
    switch (reason) {
    case NotExpressible::None:
        return {};
    case NotExpressible::Listed:
        return QStringLiteral("listed");
    case NotExpressible::NoInput:
        return QStringLiteral("no-input");
    case NotExpressible::UnknownDevice:
        return QStringLiteral("unknown-device");
    case NotExpressible::PresetUnreadable:
        return QStringLiteral("preset-unreadable");
    case NotExpressible::WorkloadInvalid:
        return QStringLiteral("workload-invalid");
    case NotExpressible::NoEstimate:
        return QStringLiteral("no-estimate");
    case NotExpressible::IllegalSplit:
        return QStringLiteral("illegal-split");
    }
    return {};
}

const ValidationRow* ValidationReport::row(const QString& id) const
{
    for (const ValidationRow& r : rows)
        if (r.id == id)
            return &r;
    return nullptr;
}

const CategorySummary* ValidationReport::category(const QString& name) const
{
    for (const CategorySummary& c : categories)
        if (c.category == name)
            return &c;
    return nullptr;
}

ValidationSuite::ValidationSuite(
    ValidationData data, Catalog catalog, engine::EngineOptions options)
    : m_data(std::move(data))
    , m_catalog(std::move(catalog))
    , m_options(options)
{ }

ValidationSuite ValidationSuite::shipped(io::Diagnostics* diagnostics)
{
    ValidationLoadResult loaded = ValidationDataLoader::load();
    if (diagnostics)
        diagnostics->append(loaded.diagnostics);
    return ValidationSuite(
        std::move(loaded.data), Catalog::loadFiles({ Catalog::shippedCatalogPath() }));
}

ValidationSuite ValidationSuite::user(
    const QString& csvPath, const QString& inputsPath, io::Diagnostics* diagnostics)
{
    ValidationLoadResult loaded = ValidationDataLoader::loadUser(csvPath,
        inputsPath.isEmpty() ? ValidationDataLoader::defaultInputsPath(csvPath) : inputsPath);
    if (diagnostics)
        diagnostics->append(loaded.diagnostics);
    return ValidationSuite(
        std::move(loaded.data), Catalog::loadFiles({ Catalog::shippedCatalogPath() }));
}

QStringList ValidationSuite::categories() const
{
    QStringList names;
    for (const Measurement& m : m_data.measurements)
        if (!names.contains(m.category))
            names << m.category;
    if (!m_data.xlaMatmuls.isEmpty() && !names.contains(xlaMatmulCategory()))
        names << xlaMatmulCategory();
    if ((!m_data.xlaAllReduces.isEmpty() || !m_data.xlaCollectives.isEmpty())
        && !names.contains(xlaAllReduceCategory()))
        names << xlaAllReduceCategory();
    return names;
}

QString ValidationSuite::rowId(const XlaMatmul& row)
{
    return QStringLiteral("XLA-MM-b%1-%2x%3x%4")
        .arg(row.shape.batch())
        .arg(row.shape.m())
        .arg(row.shape.n())
        .arg(row.shape.k());
}

QString ValidationSuite::rowId(const XlaAllReduce& row)
{
    return QStringLiteral("XLA-AR-%1x%2-%3")
        .arg(row.devicesPerGroup)
        .arg(row.groups)
        .arg(row.bytes);
}

QString ValidationSuite::rowId(const XlaCollective& row)
{
    const QString op = row.opcode == QLatin1String("all-gather") ? QStringLiteral("AG")
        : row.opcode == QLatin1String("reduce-scatter")          ? QStringLiteral("RS")
                                                                 : QStringLiteral("A2A");
    return QStringLiteral("XLA-%1-%2x%3-%4")
        .arg(op)
        .arg(row.devicesPerGroup)
        .arg(row.groups)
        .arg(row.tensorBytes);
}

ValidationReport ValidationSuite::run(const QString& category, const Progress& progress) const
{
    ValidationReport report;
    DeviceCache devices(m_catalog);
    const auto wanted
        = [&category](const QString& c) { return category.isEmpty() || c == category; };
    qsizetype total = 0;
    for (const Measurement& m : m_data.measurements)
        total += wanted(m.category) ? 1 : 0;
    if (wanted(xlaMatmulCategory()))
        total += m_data.xlaMatmuls.size();
    if (wanted(xlaAllReduceCategory()))
        total += m_data.xlaAllReduces.size() + m_data.xlaCollectives.size();
    const auto advance = [&] {
        if (progress && !progress(report.rows.size(), total)) {
            report.cancelled = true;
            return false;
        }
        return true;
    };

    QHash<QString, const RowInput*> inputs;
    for (const RowInput& input : m_data.inputs)
        inputs.insert(input.id, &input);
    for (const Measurement& m : m_data.measurements) {
        if (!wanted(m.category))
            continue;
        report.rows.append(measurementRow(m, inputs.value(m.id), devices, m_data, m_options));
        if (!advance())
            return report;
    }

    const auto xlaRow = [&](const QString& id, const QString& rowCategory, const QString& deviceId,
                            double measured, const QString& unit, const QString& source) {
        ValidationRow row;
        row.id = id;
        row.category = rowCategory;
        row.device = deviceId;
        row.measured = measured;
        row.unit = unit;
        row.source = source;
        row.caveat = m_data.xlaCaveats.value(id);
        if (const Device* device = devices.find(deviceId))
            row.family = vendorFamily(*device);
        return row;
    };
    if (wanted(xlaMatmulCategory())) {
        const Device* device = devices.find(m_data.xlaMatmulDevice);
        for (const XlaMatmul& mm : m_data.xlaMatmuls) {
            ValidationRow row = xlaRow(rowId(mm), xlaMatmulCategory(), m_data.xlaMatmulDevice,
                mm.measuredTflops, QStringLiteral("TFLOP/s"),
                QStringLiteral(
                    "OpenXLA matmul_interpolator_data.h, sm_90 (xla-h100-matmul-bf16.csv "
                    "line %1)")
                    .arg(mm.line));
            if (device) {
                apply(row, prediction::xlaMatmul(mm, *device, m_options));
            } else {
                row.notExpressible = NotExpressible::UnknownDevice;
                row.notExpressibleDetail = m_data.xlaMatmulDevice;
            }
            report.rows.append(row);
            if (!advance())
                return report;
        }
    }
    // A collective row of XLA's tables: shown, predicted on their device, and not scored when
    // it is the first size profiled for its set of groups (no warm-up; see xla.json).
    const auto collectiveRow = [&](ValidationRow row, bool firstProfiled,
                                   const QString& unscoredReason, const auto& predict) {
        if (firstProfiled)
            row.unscoredReason = unscoredReason;
        if (const Device* device = devices.find(m_data.xlaAllReduceDevice)) {
            apply(row, predict(*device));
        } else {
            row.notExpressible = NotExpressible::UnknownDevice;
            row.notExpressibleDetail = m_data.xlaAllReduceDevice;
        }
        report.rows.append(row);
        return advance();
    };
    if (wanted(xlaAllReduceCategory())) {
        const QSet<int> firstProfiled = firstProfiledAllReduces(m_data.xlaAllReduces);
        for (const XlaAllReduce& ar : m_data.xlaAllReduces) {
            const ValidationRow row
                = xlaRow(rowId(ar), xlaAllReduceCategory(), m_data.xlaAllReduceDevice,
                    double(ar.bytes) / ar.timeSeconds / 1e9, QStringLiteral("GB/s (algbw)"),
                    QStringLiteral("OpenXLA collective_interpolator_data.h, sm_90 "
                                   "(xla-h100-allreduce.csv line %1)")
                        .arg(ar.line));
            if (!collectiveRow(row, firstProfiled.contains(ar.line),
                    m_data.xlaFirstProfiledUnscored,
                    [&ar](const Device& d) { return prediction::xlaAllReduce(ar, d); }))
                return report;
        }
        const QSet<int> firstCollectives = firstProfiledCollectives(m_data.xlaCollectives);
        for (const XlaCollective& c : m_data.xlaCollectives) {
            const ValidationRow row
                = xlaRow(rowId(c), xlaAllReduceCategory(), m_data.xlaAllReduceDevice,
                    c.algorithmBytesPerSecond() / 1e9, QStringLiteral("GB/s (algbw)"),
                    QStringLiteral("OpenXLA collective_interpolator_data.h, sm_90 "
                                   "(xla-h100-collectives.csv line %1)")
                        .arg(c.line));
            if (!collectiveRow(row, firstCollectives.contains(c.line),
                    m_data.xlaFirstProfiledCollectivesUnscored,
                    [&c](const Device& d) { return prediction::xlaCollective(c, d); }))
                return report;
        }
    }
    report.categories = summarize(report.rows);
    report.families = summarizeFamilies(report.rows, report.categories);
    return report;
}

QString ValidationSuite::vendorFamily(const Device& device)
{
    if (device.kind == DeviceKind::Tpu)
        return QStringLiteral("Google TPU");
    return device.vendor;
}

QList<FamilySummary> ValidationSuite::summarizeFamilies(
    const QList<ValidationRow>& rows, const QList<CategorySummary>& categories)
{
    QList<FamilySummary> families;
    for (const CategorySummary& category : categories) {
        std::map<QString, FamilySummary> byFamily;
        for (const ValidationRow& row : rows) {
            if (row.category != category.category || !row.scored || !row.error
                || row.family.isEmpty())
                continue;
            FamilySummary& f = byFamily[row.family];
            f.category = row.category;
            f.family = row.family;
            ++f.rowsScored;
            f.mape += std::abs(*row.error);
            f.meanSignedError += *row.error;
            f.meanOptimism += row.optimism.value_or(*row.error);
        }
        for (auto& [name, f] : byFamily) {
            const double n = double(f.rowsScored);
            f.mape /= n;
            f.meanSignedError /= n;
            f.meanOptimism /= n;
            families.append(f);
        }
    }
    return families;
}

QList<CategorySummary> ValidationSuite::summarize(const QList<ValidationRow>& rows)
{
    QList<CategorySummary> summaries;
    QHash<QString, qsizetype> index;
    QList<QList<const ValidationRow*>> scored;
    for (const ValidationRow& row : rows) {
        auto it = index.constFind(row.category);
        if (it == index.constEnd()) {
            it = index.insert(row.category, summaries.size());
            CategorySummary s;
            s.category = row.category;
            summaries.append(s);
            scored.append(QList<const ValidationRow*>());
        }
        ++summaries[*it].rowsShown;
        if (row.scored && row.error)
            scored[*it].append(&row);
    }
    for (qsizetype i = 0; i < summaries.size(); ++i) {
        CategorySummary& s = summaries[i];
        QList<const ValidationRow*>& list = scored[i];
        s.rowsScored = list.size();
        if (list.isEmpty())
            continue;
        double absolute = 0;
        double signedSum = 0;
        double optimismSum = 0;
        std::vector<double> magnitudes;
        magnitudes.reserve(std::size_t(list.size()));
        for (const ValidationRow* row : list) {
            absolute += std::abs(*row->error);
            signedSum += *row->error;
            optimismSum += row->optimism.value_or(*row->error);
            magnitudes.push_back(std::abs(*row->error));
        }
        const double n = double(list.size());
        s.mape = absolute / n;
        s.meanSignedError = signedSum / n;
        s.meanOptimism = optimismSum / n;
        std::sort(magnitudes.begin(), magnitudes.end());
        const std::size_t mid = magnitudes.size() / 2;
        s.medianAbsError = magnitudes.size() % 2 == 1 ? magnitudes[mid]
                                                      : (magnitudes[mid - 1] + magnitudes[mid]) / 2;
        std::stable_sort(
            list.begin(), list.end(), [](const ValidationRow* a, const ValidationRow* b) {
                return std::abs(*a->error) > std::abs(*b->error);
            });
        for (qsizetype w = 0; w < std::min(list.size(), ValidationReport::kWorstRows); ++w)
            s.worst << list.at(w)->id;
    }
    return summaries;
}

} // namespace ts::validation
