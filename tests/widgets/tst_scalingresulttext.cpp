// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The chip-scaling chart's hover text is worded in widgets from the scaling result's numbers
// (issue 16, part 8): every collective the step runs appears with its purpose and cost, numbers
// come from the result, device-supplied text is escaped, and an illegal result has no text.
#include "hardware/catalog.h"
#include "models/scalingresulttext.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QLocale>
#include <QTest>

using namespace ts;

class TestScalingResultText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void breakdownNamesEveryCollective();
    void illegalResultHasNoText();
    void formulasAreEscaped();
    void durationsPickTheirUnit();
};

namespace {

scaling::ScalingResult eightWaySplit()
{
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const WorkloadLoadResult loaded = WorkloadPresets::load(QStringLiteral("llama-2-7b"));
    const Workload w = *WorkloadBuilder::build(*loaded.spec).workload;
    const scaling::ScalingEstimator estimator(w, *catalog.device(QStringLiteral("h100-sxm")));
    ParallelConfig c;
    c.dp = 2;
    c.tp = 2;
    c.pp = 2;
    return estimator.estimate(c);
}

} // namespace

void TestScalingResultText::breakdownNamesEveryCollective()
{
    const scaling::ScalingResult r = eightWaySplit();
    QVERIFY(r.legal());
    QVERIFY(!r.collectives.empty());
    const QString html = ScalingResultText::breakdownHtml(r);
    for (const scaling::CollectiveUse& u : r.collectives) {
        const QString purpose = ScalingResultText::purpose(u.purpose);
        QVERIFY2(purpose != u.purpose, qPrintable(u.purpose)); // every code has words
        QVERIFY2(html.contains(purpose), qPrintable(purpose));
    }
    QVERIFY(html.contains(ScalingResultText::duration(r.stepSeconds)));
    QVERIFY(html.contains(ScalingResultText::duration(r.bubbleSeconds)));
    QVERIFY(html.contains(QStringLiteral("Pipeline bubble")));
}

void TestScalingResultText::illegalResultHasNoText()
{
    scaling::ScalingResult r = eightWaySplit();
    r.engineError = engine::EngineError::NoMatrixRate;
    QVERIFY(ScalingResultText::breakdownHtml(r).isEmpty());
}

void TestScalingResultText::formulasAreEscaped()
{
    scaling::ScalingResult r = eightWaySplit();
    QVERIFY(!r.collectives.empty());
    r.collectives.front().estimate.formula = QStringLiteral("<img src=\"/dev/zero\">");
    const QString html = ScalingResultText::breakdownHtml(r);
    QVERIFY(!html.contains(QStringLiteral("<img")));
    QVERIFY(html.contains(QStringLiteral("&lt;img")));
}

void TestScalingResultText::durationsPickTheirUnit()
{
    QCOMPARE(ScalingResultText::duration(2.5), QStringLiteral("2.50 s"));
    QCOMPARE(ScalingResultText::duration(0.00341), QStringLiteral("3.41 ms"));
    QCOMPARE(ScalingResultText::duration(812e-6), QStringLiteral("812.0 µs"));
}

QTEST_GUILESS_MAIN(TestScalingResultText)

#include "tst_scalingresulttext.moc"
