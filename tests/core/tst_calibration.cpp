// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Validation of the performance engine against published measurements
// (tests/data/calibration/calibration.csv, a checked copy of ../shared/reference/calibration.csv).
// tests/data/calibration/rows.json says how each row is rebuilt as an engine input; the measured
// values are read here only to compare, never by the engine. Prints predicted vs measured per row
// and the mean absolute percentage error (MAPE) per category; fails when the single-GEMM MAPE
// exceeds 15% or any category's exceeds 30%.

#include "calibration_multichip.h"
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "io/jsonfile.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QTest>
#include <cmath>

using namespace ts;
using namespace ts::engine;

namespace {

// RFC 4180 fields: commas inside double quotes, "" for a quote.
QStringList splitCsvLine(const QString& line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < line.size()
                && line.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields.append(field);
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field);
    return fields;
}

struct MeasuredRow
{
    QString category;
    double value = 0;
    QString unit;
    QString source;
};

QMap<QString, MeasuredRow> readMeasurements(const QString& path)
{
    QMap<QString, MeasuredRow> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    const QStringList header = splitCsvLine(QString::fromUtf8(file.readLine()).trimmed());
    const qsizetype id = header.indexOf(QStringLiteral("id"));
    const qsizetype category = header.indexOf(QStringLiteral("category"));
    const qsizetype value = header.indexOf(QStringLiteral("value"));
    const qsizetype unit = header.indexOf(QStringLiteral("unit"));
    const qsizetype source = header.indexOf(QStringLiteral("source"));
    while (!file.atEnd()) {
        const QStringList f = splitCsvLine(QString::fromUtf8(file.readLine()).trimmed());
        if (f.size() != header.size())
            continue;
        rows.insert(f.at(id), { f.at(category), f.at(value).toDouble(), f.at(unit), f.at(source) });
    }
    return rows;
}

// The catalog source of the device's matrix_achievable_fraction, when the row's measurement is
// that same source: the row is then an input of the catalog, not a check of the engine.
std::optional<QString> catalogInputSource(const Device& device, const MeasuredRow& row)
{
    for (const SourceRef& source : device.sources) {
        if (!source.url.isEmpty() && source.fields.contains(u"matrix_achievable_fraction")
            && row.source.startsWith(source.url))
            return source.url;
    }
    return std::nullopt;
}

// Converts an engine result into the row's unit.
double inUnit(double perSecond, const QString& unit)
{
    if (unit.startsWith(QLatin1String("TFLOP/s")))
        return perSecond / 1e12;
    if (unit.startsWith(QLatin1String("TB/s")))
        return perSecond / 1e12;
    if (unit.startsWith(QLatin1String("GB/s")))
        return perSecond / 1e9;
    return perSecond;
}

// One inference row: the preset rebuilt with the row's batch, prompt, generated tokens and
// precisions. "ttft_ms": the prefill step in ms. "generation_tokens_per_s": batch × generated /
// (prefill + (generated − 1) decode steps): the first output token comes from the prefill, and the
// engine's decode step already attends to the generation's average context. Nothing (with the
// reason in `why`) when the workload cannot be built or estimated.
std::optional<double> predictInference(
    const QJsonObject& row, const Device& device, const EngineOptions& options, QString* why)
{
    const WorkloadLoadResult loaded
        = WorkloadPresets::load(row.value(QStringLiteral("preset")).toString());
    if (!loaded.spec) {
        *why = QStringLiteral("preset does not load");
        return std::nullopt;
    }
    WorkloadSpec spec = *loaded.spec;
    const auto weight = precisionFromName(row.value(QStringLiteral("weight_precision")).toString());
    const auto activation
        = precisionFromName(row.value(QStringLiteral("activation_precision")).toString());
    if (!weight || !activation) {
        *why = QStringLiteral("unknown precision");
        return std::nullopt;
    }
    spec.run.globalBatch = row.value(QStringLiteral("batch")).toInteger();
    spec.run.microBatch = spec.run.globalBatch;
    spec.run.seqLength = row.value(QStringLiteral("prompt")).toInteger();
    spec.run.generatedTokens = row.value(QStringLiteral("generated")).toInteger();
    spec.run.weightPrecision = *weight;
    spec.run.activationPrecision = *activation;

    auto stepSeconds = [&](StepKind step) -> std::optional<double> {
        WorkloadSpec s = spec;
        s.run.step = step;
        const WorkloadBuildResult built = WorkloadBuilder::build(s);
        if (!built.workload) {
            *why = QStringLiteral("workload does not build: ")
                + (built.diagnostics.isEmpty() ? QString() : built.diagnostics.first().toString());
            return std::nullopt;
        }
        const auto e = PerformanceEngine::estimate(
            *built.workload, device, options, nullptr, EstimateDetail::TotalsOnly);
        if (!e) {
            *why = QStringLiteral("the engine gives no estimate");
            return std::nullopt;
        }
        return e->stepSeconds;
    };

    const auto prefill = stepSeconds(StepKind::Prefill);
    if (!prefill)
        return std::nullopt;
    const QString metric = row.value(QStringLiteral("metric")).toString();
    if (metric == QLatin1String("ttft_ms"))
        return *prefill * 1e3;
    if (metric != QLatin1String("generation_tokens_per_s")) {
        *why = QStringLiteral("unknown metric ") + metric;
        return std::nullopt;
    }
    const auto decode = stepSeconds(StepKind::Decode);
    if (!decode)
        return std::nullopt;
    const double generated = double(spec.run.generatedTokens);
    const double totalSeconds = *prefill + (generated - 1) * *decode;
    return double(spec.run.globalBatch) * generated / totalSeconds;
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private slots:
    void engineMatchesPublishedMeasurements();
};

void TestCalibration::engineMatchesPublishedMeasurements()
{
    // The repository's copy (tests/data/calibration/README.md); when the shared reference is
    // beside the checkout, the copy must still equal it.
    const QString csv = QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/calibration/calibration.csv");
    const QString shared = QStringLiteral(TENSORSCOPE_SHARED_DIR "/reference/calibration.csv");
    if (QFile::exists(shared)) {
        QFile a(csv);
        QFile b(shared);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QVERIFY2(a.readAll() == b.readAll(),
            "tests/data/calibration/calibration.csv differs from ../shared/reference: re-copy it");
    }
    const QMap<QString, MeasuredRow> measured = readMeasurements(csv);
    QVERIFY(measured.size() > 40);

    io::Diagnostics diagnostics;
    const auto mapping = io::readJsonFile(
        QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/calibration/rows.json"), diagnostics);
    QVERIFY(mapping);
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const EngineOptions options;

    QMap<QString, QList<double>> errorsByCategory;
    qInfo().noquote() << QStringLiteral("%1 %2 %3 %4 %5 %6")
                             .arg(QStringLiteral("row"), -10)
                             .arg(QStringLiteral("device"), -16)
                             .arg(QStringLiteral("predicted"), 11)
                             .arg(QStringLiteral("measured"), 11)
                             .arg(QStringLiteral("unit"), -12)
                             .arg(QStringLiteral("error"), 8);
    const QJsonArray rows = mapping->object().value(QStringLiteral("rows")).toArray();
    for (const QJsonValue& value : rows) {
        const QJsonObject row = value.toObject();
        const QString id = row.value(QStringLiteral("id")).toString();
        QVERIFY2(measured.contains(id), qPrintable(id));
        const MeasuredRow& m = measured.value(id);
        const auto device = catalog.device(row.value(QStringLiteral("device")).toString());
        QVERIFY2(device, qPrintable(id));

        double predicted = 0;
        if (row.contains(QStringLiteral("gemm"))) {
            const QJsonObject g = row.value(QStringLiteral("gemm")).toObject();
            const GemmShape shape { GemmM(g.value(QStringLiteral("m")).toInteger()),
                GemmN(g.value(QStringLiteral("n")).toInteger()),
                GemmK(g.value(QStringLiteral("k")).toInteger()) };
            const auto precision
                = precisionFromName(g.value(QStringLiteral("precision")).toString());
            QVERIFY(precision);
            const auto e = PerformanceEngine::estimateGemm(shape, *precision, *device, options);
            QVERIFY2(e, qPrintable(id));
            // A lone call timed from Python around a synchronous call includes the host round
            // trip (the row's notes say so); kernel-timed rows (CUDA events) do not.
            const bool hostTimed
                = row.value(QStringLiteral("timing")).toString() == u"host-synchronous";
            const double seconds
                = e->timeSeconds + (hostTimed ? options.hostSynchronousCallSeconds : 0.0);
            predicted = inUnit(e->flops / seconds, m.unit);
        } else if (row.contains(QStringLiteral("stream"))) {
            const QJsonObject s = row.value(QStringLiteral("stream")).toObject();
            const qint64 array = s.value(QStringLiteral("array_bytes")).toInteger();
            Operator op;
            op.name = id;
            op.kind = OpKind::Elementwise;
            op.bytesRead = array * s.value(QStringLiteral("arrays_read")).toInteger();
            op.bytesWritten = array * s.value(QStringLiteral("arrays_written")).toInteger();
            const auto e = PerformanceEngine::estimateOp(op, *device, options);
            QVERIFY2(e, qPrintable(id));
            predicted = inUnit(e->bytes / e->timeSeconds, m.unit);
        } else if (row.contains(QStringLiteral("inference"))) {
            QString why;
            const auto p = predictInference(
                row.value(QStringLiteral("inference")).toObject(), *device, options, &why);
            QVERIFY2(p, qPrintable(id + QStringLiteral(": ") + why));
            predicted = *p;
        } else {
            QFAIL(qPrintable(id + QStringLiteral(": no input kind")));
        }
        const double error = (predicted - m.value) / m.value;
        const auto input = catalogInputSource(*device, m);
        if (!input)
            errorsByCategory[m.category].append(std::abs(error));
        qInfo().noquote() << QStringLiteral("%1 %2 %3 %4 %5 %6%")
                                 .arg(id, -10)
                                 .arg(device->id, -16)
                                 .arg(predicted, 11, 'f', 1)
                                 .arg(m.value, 11, 'f', 1)
                                 .arg(m.unit.left(12), -12)
                                 .arg(100 * error, 7, 'f', 1);
        if (input)
            qInfo().noquote() << QStringLiteral("%1 not scored: the catalog's "
                                                "matrix_achievable_fraction comes from this "
                                                "measurement (%2)")
                                     .arg(QString(), -10)
                                     .arg(*input);
        if (row.contains(QStringLiteral("caveat")))
            qInfo().noquote() << QStringLiteral("%1 caveat: %2")
                                     .arg(QString(), -10)
                                     .arg(row.value(QStringLiteral("caveat")).toString());
    }

    const QJsonObject skipped
        = mapping->object().value(QStringLiteral("not_expressible")).toObject();
    for (auto it = skipped.constBegin(); it != skipped.constEnd(); ++it) {
        // Collective and multi-chip rows go through the scaling model (calibration_multichip).
        QString why = it.value().toString();
        const auto multi = calibration::predictMultiChip(it.key(), catalog, &why);
        if (!multi || !measured.contains(it.key())) {
            qInfo().noquote()
                << QStringLiteral("%1 not expressible yet: %2").arg(it.key(), -10).arg(why);
            continue;
        }
        const MeasuredRow& m = measured.value(it.key());
        const double error = (multi->value - m.value) / m.value;
        errorsByCategory[m.category].append(std::abs(error));
        qInfo().noquote() << QStringLiteral("%1 %2 %3 %4 %5 %6%")
                                 .arg(it.key(), -10)
                                 .arg(multi->deviceId, -16)
                                 .arg(multi->value, 11, 'f', 1)
                                 .arg(m.value, 11, 'f', 1)
                                 .arg(m.unit.left(12), -12)
                                 .arg(100 * error, 7, 'f', 1);
        if (!multi->caveat.isEmpty())
            qInfo().noquote()
                << QStringLiteral("%1 caveat: %2").arg(QString(), -10).arg(multi->caveat);
    }

    bool withinBounds = true;
    for (auto it = errorsByCategory.constBegin(); it != errorsByCategory.constEnd(); ++it) {
        double sum = 0;
        for (double e : it.value())
            sum += e;
        const double mape = 100 * sum / it.value().size();
        const double bound = it.key() == QLatin1String("gemm") ? 15.0 : 30.0;
        qInfo().noquote() << QStringLiteral("MAPE %1 %2% over %3 rows (bound %4%)")
                                 .arg(it.key(), -18)
                                 .arg(mape, 6, 'f', 1)
                                 .arg(it.value().size())
                                 .arg(bound);
        withinBounds = withinBounds && mape <= bound;
    }
    QVERIFY2(withinBounds, "a category's MAPE is above its bound (see the table above)");
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
