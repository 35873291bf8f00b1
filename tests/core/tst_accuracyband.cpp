// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The uncertainty band of a result (ts::validation::AccuracyModel, docs/validation.md,
// "Uncertainty bands"): figures per category and vendor family from a hand-made report, the
// fallback to the category's figure when a family has too few rows, the widening for assumed
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

// training_throughput step times: three on NVIDIA (+5% each: predicted too slow), four on Google
// TPU (−25% each: too fast), two on AWS (+10%, −10%); the rows carry their family as
// ValidationSuite::run() sets it.
ValidationReport familyReport()
{
    ValidationReport report;
    const QString category = QStringLiteral("training_throughput");
    const auto add
        = [&](const QString& id, const QString& device, const QString& family, double error) {
              ValidationRow row = timeRow(id, category, device, error);
              row.family = family;
              report.rows.append(row);
          };
    for (int i = 0; i < 3; ++i)
        add(QStringLiteral("N%1").arg(i), QStringLiteral("h100-sxm"), QStringLiteral("NVIDIA"),
            0.05);
    for (int i = 0; i < 4; ++i)
        add(QStringLiteral("T%1").arg(i), QStringLiteral("tpu-v5p"), QStringLiteral("Google TPU"),
            -0.25);
    add(QStringLiteral("A1"), QStringLiteral("trainium2"), QStringLiteral("AWS"), 0.10);
    add(QStringLiteral("A2"), QStringLiteral("trainium2"), QStringLiteral("AWS"), -0.10);
    report.categories = ValidationSuite::summarize(report.rows);
    report.families = ValidationSuite::summarizeFamilies(report.rows, report.categories);
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
    void vendorFamilies_data();
    void vendorFamilies();
    void stepKindsMapToCategories();
    void assumedNotes();
    void bandFromAHandMadeReport();
    void familyWithTooFewRowsFallsBack();
    void eachFamilyHasItsOwnBand();
    void assumedInputWidensOnce();
    void timeRowsTurnTheSign();
    void noScoredRowsNoBand();
    void emptyReportNoBand();
    void wideBandStaysPositive();
    void shippedModelAgreesWithValidate();
};

void TestAccuracyBand::vendorFamilies_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("expected");
    QTest::newRow("h100") << QStringLiteral("h100-sxm") << QStringLiteral("NVIDIA");
    QTest::newRow("mi300x") << QStringLiteral("mi300x") << QStringLiteral("AMD");
    QTest::newRow("tpu-v5e") << QStringLiteral("tpu-v5e") << QStringLiteral("Google TPU");
    QTest::newRow("gaudi3") << QStringLiteral("gaudi3") << QStringLiteral("Intel");
    QTest::newRow("trainium2") << QStringLiteral("trainium2") << QStringLiteral("AWS");
}

void TestAccuracyBand::vendorFamilies()
{
    QFETCH(QString, id);
    QFETCH(QString, expected);
    const std::optional<Device> device = shippedCatalog().device(id);
    QVERIFY2(device, qPrintable(id));
    QCOMPARE(ValidationSuite::vendorFamily(*device), expected);
    // A device file that spells the vendor in lower case gets its family's band all the same.
    const AccuracyModel model(familyReport(), shippedCatalog());
    Device lower = *device;
    lower.vendor = lower.vendor.toLower();
    const auto band = model.band(QStringLiteral("training_throughput"), *device);
    const auto lowerBand = model.band(QStringLiteral("training_throughput"), lower);
    QVERIFY(band && lowerBand);
    QCOMPARE(lowerBand->familyFallback, band->familyFallback);
    QCOMPARE(lowerBand->mape, band->mape);
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
    const auto band = model.band(QStringLiteral("inference"), QStringLiteral("NVIDIA"));
    QVERIFY(band);
    QCOMPARE(band->category, QStringLiteral("inference"));
    QVERIFY(!band->familyFallback);
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

void TestAccuracyBand::familyWithTooFewRowsFallsBack()
{
    const AccuracyModel model(handMadeReport(), shippedCatalog());
    // One TPU row is fewer than kMinFamilyRows: the figure over all four inference rows.
    const auto tpu = model.band(QStringLiteral("inference"), QStringLiteral("Google TPU"));
    QVERIFY(tpu);
    QVERIFY(tpu->familyFallback);
    QCOMPARE(tpu->family, QStringLiteral("Google TPU"));
    QCOMPARE(tpu->rows, 4);
    QVERIFY(near(tpu->mape, (0.1 + 0.2 + 0.3 + 0.5) / 4));
    QVERIFY(near(tpu->meanOptimism, (0.1 - 0.2 + 0.3 - 0.5) / 4));
    // No row at all on AMD GPUs, or no family at all: the same.
    const auto amd = model.band(QStringLiteral("inference"), QStringLiteral("AMD"));
    QVERIFY(amd && amd->familyFallback && amd->rows == 4);
    const auto none = model.band(QStringLiteral("inference"), QString());
    QVERIFY(none && none->familyFallback && none->rows == 4);
}

void TestAccuracyBand::eachFamilyHasItsOwnBand()
{
    // Training throughput: NVIDIA 3 rows pessimistic, Google TPU 4 rows optimistic; the model's
    // figures per family are the report's own (summarizeFamilies), not the category's.
    const ValidationReport report = familyReport();
    const AccuracyModel model(report, shippedCatalog());
    const QString category = QStringLiteral("training_throughput");
    const auto nvidia = model.band(category, QStringLiteral("NVIDIA"));
    const auto tpu = model.band(category, QStringLiteral("Google TPU"));
    QVERIFY(nvidia && tpu);
    QVERIFY(!nvidia->familyFallback && !tpu->familyFallback);
    QCOMPARE(nvidia->rows, 3);
    QCOMPARE(tpu->rows, 4);
    QVERIFY(near(nvidia->mape, 0.05));
    QVERIFY(near(nvidia->meanOptimism, -0.05));
    QVERIFY(near(tpu->mape, 0.25));
    QVERIFY(near(tpu->meanOptimism, 0.25));
    for (const FamilySummary& f : report.families) {
        if (f.rowsScored < AccuracyBand::kMinFamilyRows)
            continue;
        const auto band = model.band(f.category, f.family);
        QVERIFY(band && near(band->mape, f.mape) && near(band->meanOptimism, f.meanOptimism));
    }
    // AWS has two rows only: the category's figure over all nine.
    const auto aws = model.band(category, QStringLiteral("AWS"));
    QVERIFY(aws && aws->familyFallback);
    QCOMPARE(aws->rows, 9);
    QVERIFY(near(aws->mape, *report.category(category)->mape));
    // The TPU's band sits towards longer measured times, NVIDIA's towards shorter.
    QVERIFY(tpu->timeLow() > nvidia->timeLow() && tpu->timeHigh() > nvidia->timeHigh());
}

void TestAccuracyBand::assumedInputWidensOnce()
{
    const AccuracyModel model(handMadeReport(), shippedCatalog());
    const auto measured = model.band(QStringLiteral("inference"), QStringLiteral("NVIDIA"),
        { QStringLiteral("idle-power-assumed"), QStringLiteral("no-price:spot") });
    QVERIFY(measured && !measured->widened());
    const QStringList notes { QStringLiteral("matrix-fraction-assumed:tf32-from-bf16"),
        QStringLiteral("idle-power-assumed"), QStringLiteral("peak-clock-assumed-sustained") };
    const auto assumed = model.band(QStringLiteral("inference"), QStringLiteral("NVIDIA"), notes);
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
    const auto band = model.band(QStringLiteral("training_throughput"), QStringLiteral("NVIDIA"));
    QVERIFY(band);
    QVERIFY(near(band->mape, 0.2));
    // Predicted times 10% long twice and 40% short once: optimistic by (−0.1 −0.1 +0.4)/3.
    QVERIFY(near(band->meanOptimism, 0.2 / 3));
}

void TestAccuracyBand::noScoredRowsNoBand()
{
    const AccuracyModel model(handMadeReport(), shippedCatalog());
    QVERIFY(!model.band(QStringLiteral("gemm"), QStringLiteral("NVIDIA")));
    QVERIFY(!model.band(QStringLiteral("collective"), QStringLiteral("NVIDIA")));
    engine::WorkloadEstimate estimate;
    estimate.stepKind = QStringLiteral("unknown");
    QVERIFY(!model.band(estimate, *shippedCatalog().device(QStringLiteral("h100-sxm"))));
}

void TestAccuracyBand::emptyReportNoBand()
{
    const AccuracyModel empty;
    QVERIFY(!empty.band(QStringLiteral("inference"), QStringLiteral("NVIDIA")));
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
        if (band->familyFallback)
            QVERIFY(near(band->mape, *summary->mape));
        // A TPU takes its family's figure where the family has enough rows, else the
        // category's own.
        const auto tpu = model.band(estimate, *catalog.device(QStringLiteral("tpu-v5e")));
        QVERIFY(tpu);
        QCOMPARE(tpu->family, QStringLiteral("Google TPU"));
        if (tpu->familyFallback) {
            QVERIFY(near(tpu->mape, *summary->mape));
            QCOMPARE(tpu->rows, summary->rowsScored);
        }
    }
    // Every family figure of the report (what `validate` prints by vendor family) is the band
    // of that family, or the category's when the family has fewer than kMinFamilyRows rows.
    QVERIFY(!report.families.isEmpty());
    for (const FamilySummary& f : report.families) {
        const auto band = model.band(f.category, f.family);
        QVERIFY(band);
        const CategorySummary* summary = report.category(f.category);
        QVERIFY(summary && summary->mape);
        if (f.rowsScored >= AccuracyBand::kMinFamilyRows) {
            QVERIFY2(!band->familyFallback, qPrintable(f.category + u' ' + f.family));
            QCOMPARE(band->rows, f.rowsScored);
            QVERIFY(near(band->mape, f.mape));
            QVERIFY(near(band->meanOptimism, f.meanOptimism));
        } else {
            QVERIFY(band->familyFallback);
            QVERIFY(near(band->mape, *summary->mape));
        }
    }
}

QTEST_GUILESS_MAIN(TestAccuracyBand)
#include "tst_accuracyband.moc"
