// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The uncertainty band of a result (ts::validation::AccuracyModel, docs/validation.md,
// "Uncertainty bands"): figures per category and device class from a hand-made report, the
// fallback to the category's figure when a class has too few rows, the widening for assumed
// inputs, no band without scored rows, and the shipped model agreeing with `validate`.

#include "validation/accuracymodel.h"
#include "validation/validationsuite.h"

#include <QTest>
#include <cmath>

using namespace ts;
using namespace ts::validation;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-12;
}

ValidationRow rateRow(const QString& id, const QString& category, const QString& device,
    double error, bool scored = true)
{
    ValidationRow row;
    row.id = id;
    row.category = category;
    row.device = device;
    row.measured = 100;
    row.predicted = 100 * (1 + error);
    row.unit = QStringLiteral("tokens/s");
    row.error = error;
    row.optimism = error; // a rate: positive error is optimistic
    row.scored = scored;
    return row;
}

ValidationRow timeRow(
    const QString& id, const QString& category, const QString& device, double error)
{
    ValidationRow row = rateRow(id, category, device, error);
    row.unit = QStringLiteral("ms");
    row.optimism = -error; // a time: positive error is pessimistic
    return row;
}

// inference: three H100 rows (+10%, -20%, +30%) and one TPU row (-50%); gemm: one unscored
// row only; training_throughput: three H100 time rows (+10%, +10%, -40%).
ValidationReport handMadeReport()
{
    ValidationReport report;
    const QString inference = QStringLiteral("inference");
    report.rows = {
        rateRow(QStringLiteral("I1"), inference, QStringLiteral("h100-sxm"), 0.10),
        rateRow(QStringLiteral("I2"), inference, QStringLiteral("h100-sxm"), -0.20),
        rateRow(QStringLiteral("I3"), inference, QStringLiteral("a100-sxm4-80gb"), 0.30),
        rateRow(QStringLiteral("I4"), inference, QStringLiteral("tpu-v5e"), -0.50),
        rateRow(
            QStringLiteral("G1"), QStringLiteral("gemm"), QStringLiteral("h100-sxm"), 0.25, false),
        timeRow(QStringLiteral("T1"), QStringLiteral("training_throughput"),
            QStringLiteral("h100-sxm"), 0.10),
        timeRow(QStringLiteral("T2"), QStringLiteral("training_throughput"),
            QStringLiteral("h100-sxm"), 0.10),
        timeRow(QStringLiteral("T3"), QStringLiteral("training_throughput"),
            QStringLiteral("h100-sxm"), -0.40),
    };
    report.categories = ValidationSuite::summarize(report.rows);
    return report;
}

Catalog shippedCatalog()
{
    return Catalog::loadFiles({ Catalog::shippedCatalogPath() });
}

} // namespace

class TestAccuracyBand : public QObject
{
    Q_OBJECT

private slots:
    void deviceClasses_data();
    void deviceClasses();
    void stepKindsMapToCategories();
    void assumedNotes();
    void bandFromAHandMadeReport();
    void classWithTooFewRowsFallsBack();
    void assumedInputWidensOnce();
    void timeRowsTurnTheSign();
    void noScoredRowsNoBand();
    void emptyReportNoBand();
    void wideBandStaysPositive();
    void shippedModelAgreesWithValidate();
};

void TestAccuracyBand::deviceClasses_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("expected");
    QTest::newRow("h100") << QStringLiteral("h100-sxm") << int(DeviceClass::NvidiaGpu);
    QTest::newRow("mi300x") << QStringLiteral("mi300x") << int(DeviceClass::OtherGpu);
    QTest::newRow("tpu-v5e") << QStringLiteral("tpu-v5e") << int(DeviceClass::Tpu);
    QTest::newRow("gaudi3") << QStringLiteral("gaudi3") << int(DeviceClass::OtherAccelerator);
}

void TestAccuracyBand::deviceClasses()
{
    QFETCH(QString, id);
    QFETCH(int, expected);
    const std::optional<Device> device = shippedCatalog().device(id);
    QVERIFY2(device, qPrintable(id));
    QCOMPARE(int(deviceClassOf(*device)), expected);
    Device lower = *device;
    lower.vendor = lower.vendor.toLower();
    QCOMPARE(int(deviceClassOf(lower)), expected);
}

void TestAccuracyBand::stepKindsMapToCategories()
{
    QCOMPARE(
        categoryForStepKind(QStringLiteral("training")), QStringLiteral("training_throughput"));
    QCOMPARE(categoryForStepKind(QStringLiteral("prefill")), QStringLiteral("inference"));
    QCOMPARE(categoryForStepKind(QStringLiteral("decode")), QStringLiteral("inference"));
    QVERIFY(categoryForStepKind(QStringLiteral("something")).isEmpty());
    QCOMPARE(gemmCategory(), QStringLiteral("gemm"));
}

void TestAccuracyBand::assumedNotes()
{
    QVERIFY(isAssumedTimeNote(QStringLiteral("matrix-fraction-assumed:tf32-from-bf16")));
    QVERIFY(isAssumedTimeNote(QStringLiteral("peak-clock-assumed-sustained")));
    QVERIFY(isAssumedTimeNote(QStringLiteral("gpu-clock-assumed")));
    // Any future code that says "assumed" widens the band.
    QVERIFY(isAssumedTimeNote(QStringLiteral("memory-fraction-assumed:x")));
    // Power only: the time is not affected.
    QVERIFY(!isAssumedTimeNote(QStringLiteral("idle-power-assumed")));
    QVERIFY(!isAssumedTimeNote(QStringLiteral("precision-fallback:fp8->bf16")));
    QVERIFY(!isAssumedTimeNote(QStringLiteral("no-price:spot")));
}

void TestAccuracyBand::bandFromAHandMadeReport()
{
    const AccuracyModel model(handMadeReport(), shippedCatalog());
    const auto band = model.band(QStringLiteral("inference"), DeviceClass::NvidiaGpu);
    QVERIFY(band);
    QCOMPARE(band->category, QStringLiteral("inference"));
    QVERIFY(!band->classFallback);
    QCOMPARE(band->rows, 3);
    QVERIFY(near(band->mape, 0.2));
    QVERIFY(near(band->meanOptimism, 0.2 / 3));
    QVERIFY(!band->widened());
    QVERIFY(near(band->halfWidth(), 0.2));
    // Optimistic on average: the measured time is expected longer than predicted.
    QVERIFY(near(band->timeLow(), 1 + 0.2 / 3 - 0.2));
    QVERIFY(near(band->timeHigh(), 1 + 0.2 / 3 + 0.2));
    QVERIFY(near(band->rateLow(), 1 / band->timeHigh()));
    QVERIFY(near(band->rateHigh(), 1 / band->timeLow()));
}

void TestAccuracyBand::classWithTooFewRowsFallsBack()
{
    const AccuracyModel model(handMadeReport(), shippedCatalog());
    // One TPU row is fewer than kMinClassRows: the figure over all four inference rows.
    const auto tpu = model.band(QStringLiteral("inference"), DeviceClass::Tpu);
    QVERIFY(tpu);
    QVERIFY(tpu->classFallback);
    QCOMPARE(tpu->deviceClass, DeviceClass::Tpu);
    QCOMPARE(tpu->rows, 4);
    QVERIFY(near(tpu->mape, (0.1 + 0.2 + 0.3 + 0.5) / 4));
    QVERIFY(near(tpu->meanOptimism, (0.1 - 0.2 + 0.3 - 0.5) / 4));
    // No row at all on other GPUs: the same.
    const auto amd = model.band(QStringLiteral("inference"), DeviceClass::OtherGpu);
    QVERIFY(amd && amd->classFallback && amd->rows == 4);
}

void TestAccuracyBand::assumedInputWidensOnce()
{
    const AccuracyModel model(handMadeReport(), shippedCatalog());
    const auto measured = model.band(QStringLiteral("inference"), DeviceClass::NvidiaGpu,
        { QStringLiteral("idle-power-assumed"), QStringLiteral("no-price:spot") });
    QVERIFY(measured && !measured->widened());
    const QStringList notes { QStringLiteral("matrix-fraction-assumed:tf32-from-bf16"),
        QStringLiteral("idle-power-assumed"), QStringLiteral("peak-clock-assumed-sustained") };
    const auto assumed = model.band(QStringLiteral("inference"), DeviceClass::NvidiaGpu, notes);
    QVERIFY(assumed && assumed->widened());
    QCOMPARE(assumed->assumedNotes,
        QStringList({ QStringLiteral("matrix-fraction-assumed:tf32-from-bf16"),
            QStringLiteral("peak-clock-assumed-sustained") }));
    // Two assumed notes widen by the factor once, around the same centre.
    QVERIFY(near(assumed->halfWidth(), measured->halfWidth() * AccuracyBand::kAssumedWidening));
    QVERIFY(assumed->timeLow() < measured->timeLow());
    QVERIFY(assumed->timeHigh() > measured->timeHigh());
    QVERIFY(near((assumed->timeLow() + assumed->timeHigh()) / 2,
        (measured->timeLow() + measured->timeHigh()) / 2));
}

void TestAccuracyBand::timeRowsTurnTheSign()
{
    const AccuracyModel model(handMadeReport(), shippedCatalog());
    const auto band = model.band(QStringLiteral("training_throughput"), DeviceClass::NvidiaGpu);
    QVERIFY(band);
    QVERIFY(near(band->mape, 0.2));
    // Predicted times 10% long twice and 40% short once: optimistic by (−0.1 −0.1 +0.4)/3.
    QVERIFY(near(band->meanOptimism, 0.2 / 3));
}

void TestAccuracyBand::noScoredRowsNoBand()
{
    const AccuracyModel model(handMadeReport(), shippedCatalog());
    QVERIFY(!model.band(QStringLiteral("gemm"), DeviceClass::NvidiaGpu));
    QVERIFY(!model.band(QStringLiteral("collective"), DeviceClass::NvidiaGpu));
    engine::WorkloadEstimate estimate;
    estimate.stepKind = QStringLiteral("unknown");
    QVERIFY(!model.band(estimate, *shippedCatalog().device(QStringLiteral("h100-sxm"))));
}

void TestAccuracyBand::emptyReportNoBand()
{
    const AccuracyModel empty;
    QVERIFY(!empty.band(QStringLiteral("inference"), DeviceClass::NvidiaGpu));
    const AccuracyModel alsoEmpty(ValidationReport {}, shippedCatalog());
    engine::WorkloadEstimate estimate;
    estimate.stepKind = QStringLiteral("training");
    QVERIFY(!alsoEmpty.band(estimate, *shippedCatalog().device(QStringLiteral("h100-sxm"))));
}

void TestAccuracyBand::wideBandStaysPositive()
{
    AccuracyBand band;
    band.mape = 0.8;
    band.meanOptimism = -0.1;
    band.assumedNotes = { QStringLiteral("gpu-clock-assumed") };
    QVERIFY(near(band.halfWidth(), 1.6));
    QCOMPARE(band.timeLow(), AccuracyBand::kMinTimeFactor);
    QVERIFY(near(band.timeHigh(), 2.5));
    QVERIFY(std::isfinite(band.rateHigh()) && band.rateHigh() > band.rateLow());
}

void TestAccuracyBand::shippedModelAgreesWithValidate()
{
    const AccuracyModel& model = AccuracyModel::shipped();
    const ValidationReport& report = model.report();
    QVERIFY(!report.rows.isEmpty());
    QCOMPARE(report.categories.size(), ValidationSuite::shipped().categories().size());
    const Catalog catalog = shippedCatalog();
    engine::WorkloadEstimate estimate;
    for (const QString& kind : { QStringLiteral("training"), QStringLiteral("decode") }) {
        estimate.stepKind = kind;
        const auto band = model.band(estimate, *catalog.device(QStringLiteral("h100-sxm")));
        QVERIFY2(band, qPrintable(kind));
        const CategorySummary* summary = report.category(band->category);
        QVERIFY(summary && summary->mape);
        QVERIFY(band->rows > 0 && band->rows <= summary->rowsScored);
        QVERIFY(band->halfWidth() > 0);
        if (band->classFallback)
            QVERIFY(near(band->mape, *summary->mape));
        // A TPU with too few TPU rows takes the category's own figure.
        const auto tpu = model.band(estimate, *catalog.device(QStringLiteral("tpu-v5e")));
        QVERIFY(tpu);
        if (tpu->classFallback) {
            QVERIFY(near(tpu->mape, *summary->mape));
            QCOMPARE(tpu->rows, summary->rowsScored);
        }
    }
}

QTEST_GUILESS_MAIN(TestAccuracyBand)
#include "tst_accuracyband.moc"
