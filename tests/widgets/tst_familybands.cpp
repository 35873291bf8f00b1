// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The verdict's uncertainty (issue 32 item 9): each device's step-time band is its own vendor
// family's, from the validation report's per-family figures, falling back to the category's
// when the family has too few scored rows; when the two devices' intervals overlap the verdict
// says the order may not hold and names both bands (docs/validation.md, "Uncertainty bands").

#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "models/accuracytext.h"
#include "models/verdicttext.h"
#include "validation/accuracymodel.h"
#include "validation/validationsuite.h"
#include "workload/workloadpresets.h"

#include <QStandardPaths>
#include <QTest>

using namespace ts;
using validation::AccuracyModel;
using validation::ValidationReport;
using validation::ValidationRow;

namespace {

const QString kCategory = QStringLiteral("training_throughput");

// Four step-time rows of a family on `device`, errors +e, −e, +e, −e: MAPE e, optimism 0.
void addFamily(ValidationReport& report, const QString& device, const QString& family, double e)
{
    for (int i = 0; i < 4; ++i) {
        ValidationRow row;
        row.id = QStringLiteral("%1-%2").arg(device).arg(i);
        row.category = kCategory;
        row.device = device;
        row.family = family;
        row.unit = QStringLiteral("s/step");
        row.measured = 1;
        row.error = i % 2 == 0 ? e : -e;
        row.predicted = 1 + *row.error;
        row.optimism = -*row.error;
        row.scored = true;
        report.rows.append(row);
    }
}

// NVIDIA rows within `nvidia`, Google TPU rows within `tpu`, and AWS rows within `aws`: the
// AWS rows only move the category's figure over every device.
AccuracyModel model(double nvidia, double tpu, double aws)
{
    ValidationReport report;
    addFamily(report, QStringLiteral("h100-sxm"), QStringLiteral("NVIDIA"), nvidia);
    addFamily(report, QStringLiteral("tpu-v5p"), QStringLiteral("Google TPU"), tpu);
    addFamily(report, QStringLiteral("trainium2"), QStringLiteral("AWS"), aws);
    report.categories = validation::ValidationSuite::summarize(report.rows);
    report.families
        = validation::ValidationSuite::summarizeFamilies(report.rows, report.categories);
    return AccuracyModel(report, Catalog::loadFiles({ Catalog::shippedCatalogPath() }));
}

// GPT-2 124M training on one H100 and one TPU v5p.
Comparison compare(const AccuracyModel& accuracy)
{
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("gpt-2-124m")).spec;
    spec.run.step = StepKind::Training;
    return Comparison::compute(spec, { QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p") },
        Catalog::loadFiles({ Catalog::shippedCatalogPath() }), {}, accuracy);
}

const VerdictAspect& timeAspect(const Verdict& verdict)
{
    return verdict.aspects.front();
}

} // namespace

class TestFamilyBands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void eachDeviceTakesItsFamilysBand();
    void narrowFamiliesHoldTheOrderAWideCategoryWouldNot();
    void aWideFamilyMakesTheOrderUncertain();
    void aFamilyWithoutRowsTakesTheCategorysBand();
};

void TestFamilyBands::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestFamilyBands::eachDeviceTakesItsFamilysBand()
{
    const Comparison c = compare(model(0.02, 0.30, 0.90));
    QCOMPARE(int(c.devices.size()), 2);
    const DeviceComparison& h100 = c.devices[0];
    const DeviceComparison& tpu = c.devices[1];
    QVERIFY(h100.band && tpu.band);
    QCOMPARE(h100.band->category, kCategory);
    QCOMPARE(h100.band->family, QStringLiteral("NVIDIA"));
    QCOMPARE(tpu.band->family, QStringLiteral("Google TPU"));
    QVERIFY(!h100.band->familyFallback && !tpu.band->familyFallback);
    QCOMPARE(h100.band->rows, 4);
    QVERIFY(qAbs(h100.band->mape - 0.02) < 1e-12);
    QVERIFY(qAbs(tpu.band->mape - 0.30) < 1e-12);
    // Not the category's figure over all twelve rows.
    QVERIFY(qAbs(h100.band->mape - (0.02 + 0.30 + 0.90) / 3) > 0.1);
}

void TestFamilyBands::narrowFamiliesHoldTheOrderAWideCategoryWouldNot()
{
    // Both families within 1%, the category within 31% over every device (the AWS rows).
    const AccuracyModel accuracy = model(0.01, 0.01, 0.91);
    const Comparison c = compare(accuracy);
    const Verdict v = Verdict::compute(c);
    const VerdictAspect& time = timeAspect(v);
    QVERIFY(time.defined());
    const DeviceComparison& w = c.devices[std::size_t(time.winner)];
    const DeviceComparison& r = c.devices[std::size_t(time.runnerUp)];
    // The test needs two devices apart by more than the families' bands (even widened ×2 for
    // an assumed input) and less than the category's.
    const auto category = accuracy.band(kCategory, QString());
    QVERIFY(category && category->familyFallback);
    QVERIFY2(time.ratio > 1.05 && time.ratio < category->timeHigh() / category->timeLow(),
        qPrintable(QString::number(time.ratio)));
    QVERIFY(!w.band->familyFallback && !r.band->familyFallback);
    QVERIFY(!time.withinUncertainty);
    QVERIFY(time.winnerValue * w.band->timeHigh() < time.runnerUpValue * r.band->timeLow());
    // With the category's band on both, the same two would overlap.
    QVERIFY(time.winnerValue * category->timeHigh() >= time.runnerUpValue * category->timeLow());
    QVERIFY(!VerdictText::plain(v, c).contains(QStringLiteral("the order may not hold")));
}

void TestFamilyBands::aWideFamilyMakesTheOrderUncertain()
{
    // NVIDIA within 1%, Google TPU within 90%: the TPU's band alone covers the gap.
    const Comparison c = compare(model(0.01, 0.90, 0.01));
    const Verdict v = Verdict::compute(c);
    const VerdictAspect& time = timeAspect(v);
    QVERIFY(time.defined());
    const DeviceComparison& w = c.devices[std::size_t(time.winner)];
    const DeviceComparison& r = c.devices[std::size_t(time.runnerUp)];
    QVERIFY(time.withinUncertainty);
    QCOMPARE(time.withinUncertainty,
        time.winnerValue * w.band->timeHigh() >= time.runnerUpValue * r.band->timeLow());
    // The existing sentence, extended with both devices' bands and their families.
    const QString text = VerdictText::plain(v, c);
    QVERIFY2(text.contains(QStringLiteral("Within the engine's uncertainty (")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the order may not hold")), qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("%1: %2, as measured on Google TPUs")
                          .arg(c.devices[1].device.name, AccuracyText::range(*c.devices[1].band))),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("as measured on NVIDIA GPUs")), qPrintable(text));
    // Said once, in the time part (and the cost part when both have prices), never twice in one.
    const QStringList lines = text.split(u'\n');
    for (const QString& line : lines)
        QVERIFY(line.count(QStringLiteral("the order may not hold")) <= 1);
}

void TestFamilyBands::aFamilyWithoutRowsTakesTheCategorysBand()
{
    // No Google TPU rows at all: the TPU takes the category's figure over every device, and
    // the verdict says so.
    ValidationReport report;
    addFamily(report, QStringLiteral("h100-sxm"), QStringLiteral("NVIDIA"), 0.01);
    addFamily(report, QStringLiteral("trainium2"), QStringLiteral("AWS"), 0.90);
    report.categories = validation::ValidationSuite::summarize(report.rows);
    report.families
        = validation::ValidationSuite::summarizeFamilies(report.rows, report.categories);
    const AccuracyModel accuracy(report, Catalog::loadFiles({ Catalog::shippedCatalogPath() }));
    const Comparison c = compare(accuracy);
    const DeviceComparison& tpu = c.devices[1];
    QVERIFY(tpu.band && tpu.band->familyFallback);
    QCOMPARE(tpu.band->family, QStringLiteral("Google TPU"));
    QCOMPARE(tpu.band->rows, 8);
    QVERIFY(qAbs(tpu.band->mape - (0.01 + 0.90) / 2) < 1e-12);
    const Verdict v = Verdict::compute(c);
    QVERIFY(timeAspect(v).withinUncertainty);
    const QString text = VerdictText::plain(v, c);
    QVERIFY2(text.contains(QStringLiteral("as measured on every device")), qPrintable(text));
    QVERIFY(AccuracyText::provenance(*tpu.band).contains(
        QStringLiteral("fewer than 3 on Google TPUs")));
}

QTEST_MAIN(TestFamilyBands)
#include "tst_familybands.moc"
