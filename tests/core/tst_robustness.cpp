// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Numeric robustness (issue 11): every entry point of the performance core and the simulators
// fed random and extreme values must give a finite result or a diagnostic — never NaN, infinity,
// a crash or a hang. Seeds are fixed so a failure reproduces.

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "hardware/devicejson.h"
#include "systolic/cyclemodel.h"
#include "systolic/systolicsimulator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>
#include <cmath>
#include <limits>

using namespace ts;
using namespace ts::engine;

namespace {

const Catalog& shipped()
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    return catalog;
}

// Sizes from the ordinary to the absurd: 1, small, ragged, 2^31, 2^40, 2^62, int64 max.
qint64 extremeSize(QRandomGenerator& rng)
{
    static const qint64 sizes[]
        = { 1, 2, 7, 127, 129, 4097, qint64(1) << 31, qint64(1) << 40, qint64(1) << 62,
              std::numeric_limits<qint64>::max(), 0, -1, std::numeric_limits<qint64>::min() };
    if (rng.bounded(3) == 0)
        return sizes[rng.bounded(int(std::size(sizes)))];
    return rng.bounded(1, 1 << 20);
}

double extremeNumber(QRandomGenerator& rng)
{
    static const double numbers[] = { 0.0, -1.0, 1e-300, 1e300, std::numeric_limits<double>::max(),
        std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::quiet_NaN(),
        std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity() };
    return numbers[rng.bounded(int(std::size(numbers)))];
}

bool finiteEstimate(const OpEstimate& e)
{
    return std::isfinite(e.timeSeconds) && e.timeSeconds > 0 && std::isfinite(e.flops)
        && std::isfinite(e.bytes) && e.fractionOfPeak() >= 0 && e.fractionOfPeak() <= 1.0 + 1e-9;
}

} // namespace

class TestRobustness : public QObject
{
    Q_OBJECT

private slots:
    void gemmOfAnyShapeOnEveryDevice();
    void cycleModelOfAnyShape();
    void simulatorRejectsInvalidInput();
    void workloadsWithExtremeParameters();
    void devicesWithExtremeFigures();
    void optionsWithExtremeValues();
    void optionProblemsNameTheField();
};

void TestRobustness::gemmOfAnyShapeOnEveryDevice()
{
    QRandomGenerator rng(11);
    const EngineOptions options;
    for (int i = 0; i < 3000; ++i) {
        // Drawn in a fixed order (function arguments have none).
        const qint64 batch = rng.bounded(4) ? 1 : extremeSize(rng);
        const qint64 m = extremeSize(rng);
        const qint64 n = extremeSize(rng);
        const qint64 k = extremeSize(rng);
        const GemmShape shape { GemmM(m), GemmN(n), GemmK(k), GemmBatch(batch) };
        const Device& device = shipped().devices().at(rng.bounded(int(shipped().devices().size())));
        const Precision precision = kAllPrecisions[rng.bounded(int(kAllPrecisions.size()))];
        EngineError error = EngineError::None;
        const auto e = PerformanceEngine::estimateGemm(shape, precision, device, options, &error);
        const bool valid = shape.batch() > 0 && shape.m() > 0 && shape.n() > 0 && shape.k() > 0;
        if (!valid)
            QVERIFY2(!e && error != EngineError::None, qPrintable(device.id));
        if (e)
            QVERIFY2(finiteEstimate(*e),
                qPrintable(QStringLiteral("%1 %2x%3x%4x%5: %6 s")
                               .arg(device.id)
                               .arg(shape.batch())
                               .arg(shape.m())
                               .arg(shape.n())
                               .arg(shape.k())
                               .arg(e->timeSeconds)));
        else
            QVERIFY(error != EngineError::None);
    }
}

void TestRobustness::cycleModelOfAnyShape()
{
    QRandomGenerator rng(12);
    for (int i = 0; i < 20000; ++i) {
        const systolic::ArrayShape array { int(std::clamp<qint64>(extremeSize(rng), -1, 1 << 16)),
            int(std::clamp<qint64>(extremeSize(rng), -1, 1 << 16)) };
        const qint64 m = extremeSize(rng);
        const qint64 k = extremeSize(rng);
        const qint64 n = extremeSize(rng);
        const GemmShape gemm { GemmM(m), GemmN(n), GemmK(k) };
        for (systolic::Dataflow dataflow : { systolic::Dataflow::OutputStationary,
                 systolic::Dataflow::WeightStationary, systolic::Dataflow::InputStationary }) {
            systolic::EstimateError error = systolic::EstimateError::None;
            const auto c = systolic::estimateCycles(dataflow, array, gemm, &error);
            if (c) {
                QVERIFY(c->clockCycles > 0 && c->folds > 0);
                QVERIFY2(c->mappingEfficiency > 0 && c->mappingEfficiency <= 1,
                    qPrintable(QStringLiteral("%1x%2 array, %3x%4x%5: %6")
                                   .arg(array.rows)
                                   .arg(array.cols)
                                   .arg(gemm.m())
                                   .arg(gemm.k())
                                   .arg(gemm.n())
                                   .arg(c->mappingEfficiency)));
            } else {
                QVERIFY(error != systolic::EstimateError::None);
            }
        }
    }
}

void TestRobustness::simulatorRejectsInvalidInput()
{
    using Sim = systolic::SystolicSimulator<float>;
    const Sim::Matrix a = Sim::Matrix::Ones(4, 3);
    const Sim::Matrix b = Sim::Matrix::Ones(3, 5);
    QVERIFY(!Sim::create(systolic::Dataflow::OutputStationary, { 0, 4 }, a, b));
    QVERIFY(!Sim::create(systolic::Dataflow::OutputStationary, { 4, -1 }, a, b));
    QVERIFY(!Sim::create(systolic::Dataflow::OutputStationary, { 4, 4 }, a, Sim::Matrix(4, 5)));
    QVERIFY(!Sim::create(
        systolic::Dataflow::OutputStationary, { 4, 4 }, Sim::Matrix(0, 3), Sim::Matrix(3, 5)));
    // Valid input runs to the end in bounded time, and seeking past either end clamps.
    auto sim = Sim::create(systolic::Dataflow::WeightStationary, { 4, 4 }, a, b);
    QVERIFY(sim);
    const std::int64_t total = sim->run();
    sim->seek(std::numeric_limits<std::int64_t>::max());
    QCOMPARE(sim->cyclesExecuted(), total);
    sim->seek(std::numeric_limits<std::int64_t>::min());
    QCOMPARE(sim->cyclesExecuted(), std::int64_t(0));
}

void TestRobustness::workloadsWithExtremeParameters()
{
    QRandomGenerator rng(13);
    const EngineOptions options;
    const Device h100 = *shipped().device(QStringLiteral("h100-sxm"));
    const Device v5e = *shipped().device(QStringLiteral("tpu-v5e"));
    const QStringList presets = WorkloadPresets::ids();
    QElapsedTimer timer;
    timer.start();
    int built = 0;
    for (int i = 0; i < 1500; ++i) {
        WorkloadSpec spec
            = *WorkloadPresets::load(presets.at(rng.bounded(int(presets.size())))).spec;
        qint64* fields[] = { &spec.run.globalBatch, &spec.run.microBatch, &spec.run.seqLength,
            &spec.run.generatedTokens, &spec.transformer.layers, &spec.transformer.hidden,
            &spec.transformer.heads, &spec.transformer.kvHeads, &spec.transformer.ffn,
            &spec.transformer.vocab, &spec.transformer.experts, &spec.resnet.imageSize,
            &spec.mlp.inputs };
        for (int j = 0; j < 3; ++j)
            *fields[rng.bounded(int(std::size(fields)))] = extremeSize(rng);
        const WorkloadBuildResult result = WorkloadBuilder::build(spec);
        if (!result.workload) {
            QVERIFY2(!result.diagnostics.isEmpty(), "a refused workload must say why");
            continue;
        }
        ++built;
        for (const Device* device : { &h100, &v5e }) {
            const auto e = PerformanceEngine::estimate(
                *result.workload, *device, options, nullptr, EstimateDetail::TotalsOnly);
            if (!e)
                continue;
            for (double value : { e->stepSeconds, e->tokensPerSecond, e->mfu,
                     e->energyJoulesPerStep, e->costPerStepUsd, e->runEnergyKwh })
                QVERIFY2(std::isfinite(value) && value >= 0,
                    qPrintable(QStringLiteral("%1 on %2: %3").arg(spec.id, device->id).arg(value)));
        }
    }
    QVERIFY(built > 100); // the mutations must not all be rejected, or nothing is tested
    qInfo("%d of 1500 mutated workloads built; %lld ms", built, qint64(timer.elapsed()));
}

void TestRobustness::devicesWithExtremeFigures()
{
    QRandomGenerator rng(14);
    const EngineOptions options;
    const Device base = *shipped().device(QStringLiteral("a100-sxm4-80gb"));
    const QJsonObject json = DeviceJson::write(base);
    const char* const paths[][2] = { { "memory", "bandwidth_gb_per_s" }, { "peak_tflops", "bf16" },
        { "clocks", "matrix_mhz" }, { "gpu", "sm_count" },
        { "gpu", "shared_memory_bytes_per_clock" }, { "power", "tdp_w" },
        { "matrix_achievable_fraction", "bf16" }, { "", "vector_fp32_tflops" } };
    const Workload workload
        = *WorkloadBuilder::build(*WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec)
               .workload;
    for (int i = 0; i < 400; ++i) {
        QJsonObject edited = json;
        const auto& path = paths[rng.bounded(int(std::size(paths)))];
        const double value = extremeNumber(rng);
        const QString outer = QString::fromLatin1(path[0]);
        const QString inner = QString::fromLatin1(path[1]);
        if (outer.isEmpty()) {
            edited.insert(inner, value);
        } else {
            QJsonObject sub = edited.value(outer).toObject();
            sub.insert(inner, value);
            edited.insert(outer, sub);
        }
        io::Diagnostics diagnostics;
        const auto device
            = DeviceJson::read(edited, QStringLiteral("$"), QStringLiteral("x.json"), diagnostics);
        if (!device) {
            QVERIFY(!diagnostics.isEmpty());
            continue;
        }
        EngineError error = EngineError::None;
        const auto e = PerformanceEngine::estimate(workload, *device, options, &error);
        if (!e) {
            QVERIFY(error != EngineError::None);
            continue;
        }
        QVERIFY2(std::isfinite(e->stepSeconds) && e->stepSeconds > 0 && std::isfinite(e->mfu)
                && std::isfinite(e->energyJoulesPerStep),
            qPrintable(QStringLiteral("%1.%2 = %3: step %4")
                           .arg(outer, inner)
                           .arg(value)
                           .arg(e->stepSeconds)));
    }
}

void TestRobustness::optionsWithExtremeValues()
{
    QRandomGenerator rng(15);
    const Workload workload
        = *WorkloadBuilder::build(*WorkloadPresets::load(QStringLiteral("gpt-3-175b")).spec)
               .workload;
    for (const QString& id : { QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p") }) {
        const Device device = *shipped().device(id);
        for (int i = 0; i < 300; ++i) {
            EngineOptions options;
            double* fields[] = { &options.gpuLaunchOverheadSeconds, &options.gpuMemoryLatencyCycles,
                &options.systolicDispatchOverheadSeconds, &options.gridGramsCo2PerKwh,
                &options.powerUsageEffectiveness, &options.idleFractionOfTdpFallback,
                &options.trainingTokens, &options.gpuServerOverheadFactor,
                &options.tpuServerOverheadFactor };
            *fields[rng.bounded(int(std::size(fields)))] = extremeNumber(rng);
            EngineError error = EngineError::None;
            const auto e = PerformanceEngine::estimate(workload, device, options, &error);
            // Invalid options are refused, with the field named; valid ones always estimate.
            QCOMPARE(!e, !options.problem().isEmpty());
            if (!e) {
                QCOMPARE(error, EngineError::InvalidOptions);
                continue;
            }
            for (double value : { e->stepSeconds, e->energyJoulesPerStep, e->runSeconds,
                     e->runEnergyKwh, e->runCo2Kg, e->costPerRunUsd, e->facilityEnergyJoulesPerStep,
                     e->energyJoulesPerStepHigh })
                QVERIFY2(std::isfinite(value) && value >= 0, qPrintable(id));
        }
    }
}

void TestRobustness::optionProblemsNameTheField()
{
    EngineOptions options;
    QVERIFY(options.problem().isEmpty());
    options.powerUsageEffectiveness = std::numeric_limits<double>::quiet_NaN();
    QVERIFY2(
        options.problem().startsWith(QStringLiteral("powerUsageEffectiveness must be in [1, 10]")),
        qPrintable(options.problem()));
    options = {};
    options.gpuLaunchOverheadSeconds = -1e-6;
    QVERIFY(options.problem().startsWith(QStringLiteral("gpuLaunchOverheadSeconds")));
    EngineError error = EngineError::None;
    QVERIFY(!PerformanceEngine::estimateGemm(GemmShape { GemmM(64), GemmN(64), GemmK(64) },
        Precision::BF16, *shipped().device(QStringLiteral("h100-sxm")), options, &error));
    QCOMPARE(error, EngineError::InvalidOptions);
}

QTEST_GUILESS_MAIN(TestRobustness)
#include "tst_robustness.moc"
