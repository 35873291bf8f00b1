// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Invariants of every estimate (issue 17, item 6), over every shipped preset × step × device ×
// precision: no operator runs faster than the hardware (above the matrix or vector peak it was
// timed at, or above the memory bandwidth), and no time is zero, negative or not a number. A
// fused operator that does several GEMMs' work (flash-attention backward: 2.5× its GEMM view)
// once ran at 1.7–2.1× peak because its time was clamped to one GEMM.
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QTest>
#include <cmath>

using namespace ts;
using namespace ts::engine;

class TestEngineInvariants : public QObject
{
    Q_OBJECT

private slots:
    void noOperatorFasterThanTheHardware();
};

void TestEngineInvariants::noOperatorFasterThanTheHardware()
{
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const EngineOptions options;
    // 1e-9: rounding of a time computed as a sum of terms.
    constexpr double kSlack = 1 + 1e-9;
    int estimates = 0;
    int operators = 0;
    QStringList failures;
    for (const QString& id : WorkloadPresets::ids()) {
        const WorkloadLoadResult loaded = WorkloadPresets::load(id);
        QVERIFY2(loaded.spec, qPrintable(id));
        for (StepKind step : { StepKind::Training, StepKind::Prefill, StepKind::Decode }) {
            for (Precision precision : { Precision::BF16, Precision::FP16, Precision::FP8,
                     Precision::FP32, Precision::INT8 }) {
                WorkloadSpec spec = *loaded.spec;
                spec.run.step = step;
                spec.run.activationPrecision = precision;
                spec.run.weightPrecision = precision;
                const WorkloadBuildResult built = WorkloadBuilder::build(spec);
                if (!built.workload)
                    continue; // e.g. a step the model type has no meaning for
                for (const Device& device : catalog.devices()) {
                    const auto e = PerformanceEngine::estimate(*built.workload, device, options);
                    if (!e)
                        continue; // no rate for the precision: an error, not a number
                    ++estimates;
                    const QString where
                        = QStringLiteral("%1 %2 %3 on %4")
                              .arg(id, stepKindName(step), precisionName(precision), device.id);
                    if (!(e->stepSeconds > 0) || !std::isfinite(e->stepSeconds))
                        failures << where + QStringLiteral(": step time %1").arg(e->stepSeconds);
                    for (const OpEstimate& op : e->ops) {
                        ++operators;
                        const QString at = where + QStringLiteral(", ") + op.name;
                        if (!(op.timeSeconds > 0) || !std::isfinite(op.timeSeconds)) {
                            failures << at + QStringLiteral(": time %1").arg(op.timeSeconds);
                            continue;
                        }
                        if (op.flops > 0 && op.peakFlopsPerSecond > 0
                            && op.flops / op.timeSeconds > op.peakFlopsPerSecond * kSlack)
                            failures << at
                                    + QStringLiteral(": %1× the peak it was timed at")
                                          .arg(op.flops / op.timeSeconds / op.peakFlopsPerSecond);
                        const double bandwidth = device.memoryBandwidthBytesPerSecond;
                        if (bandwidth > 0 && op.bytes / op.timeSeconds > bandwidth * kSlack)
                            failures << at
                                    + QStringLiteral(": %1× the memory bandwidth")
                                          .arg(op.bytes / op.timeSeconds / bandwidth);
                    }
                }
            }
        }
    }
    qInfo("%d estimates, %d operators checked", estimates, operators);
    QVERIFY(estimates > 1000);
    for (const QString& f : failures.mid(0, 20))
        qWarning().noquote() << f;
    QVERIFY2(failures.isEmpty(),
        qPrintable(QStringLiteral("%1 violations (first 20 above)").arg(failures.size())));
}

QTEST_GUILESS_MAIN(TestEngineInvariants)

#include "tst_engineinvariants.moc"
