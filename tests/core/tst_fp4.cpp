// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// 4-bit floating point (issue 35 item 7): nvfp4 and mxfp4 as compute precisions, their storage
// with the block scales, the catalog's FP4 peaks, the engine's refusal on a chip without them,
// and a B200 decode and prefill checked against a roofline worked by hand.

#include "common/precision.h"
#include "engine/devicerates.h"
#include "engine/engineerror.h"
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "workload/memoryfootprint.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QtTest>

#include <cmath>

using namespace ts;

namespace {

Device device(const QString& id)
{
    return *Catalog::load(QString()).device(id);
}

WorkloadSpec preset(const QString& id)
{
    return *WorkloadPresets::load(id).spec;
}

engine::WorkloadEstimate step(WorkloadSpec spec, const Device& d)
{
    const auto built = WorkloadBuilder::build(spec);
    return *engine::PerformanceEngine::estimate(*built.workload, d, {});
}

} // namespace

class TestFp4 : public QObject
{
    Q_OBJECT
private slots:
    void namesAndBits_data();
    void namesAndBits();
    void memoryByHand();
    void catalogPeaks_data();
    void catalogPeaks();
    void unsupportedChip();
    void gemmOperandBytes();
    void b200DecodeByHand();
    void b200PrefillIsFasterThanFp8();
    void trainingKeepsWideWeights();
};

void TestFp4::namesAndBits_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("bitsPer32");
    QTest::addColumn<double>("bytes");
    // E2M1 elements with an E4M3 scale per 16 (NVFP4) or an E8M0 scale per 32 (OCP MX v1.0).
    QTest::newRow("nvfp4") << QStringLiteral("nvfp4") << 144 << 0.5625;
    QTest::newRow("mxfp4") << QStringLiteral("mxfp4") << 136 << 0.53125;
    QTest::newRow("fp8") << QStringLiteral("fp8") << 256 << 1.0;
    QTest::newRow("bf16") << QStringLiteral("bf16") << 512 << 2.0;
}

void TestFp4::namesAndBits()
{
    QFETCH(QString, name);
    QFETCH(int, bitsPer32);
    QFETCH(double, bytes);
    const auto p = precisionFromName(name.toUpper());
    QVERIFY(p);
    QCOMPARE(precisionName(*p), name);
    QVERIFY(isComputePrecision(*p));
    QVERIFY(precisionNames().contains(name));
    QVERIFY(weightPrecisionNames().contains(name));
    QCOMPARE(weightPrecisionFromName(name), p);
    QCOMPARE(bitsPer32Elements(*p), bitsPer32);
    QCOMPARE(bytesPerElement(*p), bytes);
    QCOMPARE(bitsPerElement(*p), bitsPer32 / 32.0);
    // Everything around a 4-bit GEMM runs in bf16, as around an fp8 one.
    QCOMPARE(carrierPrecision(*p), bytes < 2 ? Precision::BF16 : *p);
    QCOMPARE(isFp4Precision(*p), bytes < 1);
}

void TestFp4::memoryByHand()
{
    // 70e9 weights in nvfp4: 70e9 × 4.5 / 8 = 39,375,000,000 bytes, not 70e9 × 1 byte; mxfp4:
    // 70e9 × 4.25 / 8 = 37,187,500,000. A count not a multiple of the block rounds up a byte.
    QCOMPARE(
        storageBytes(CheckedInt(70'000'000'000), Precision::NVFP4).value(), qint64(39'375'000'000));
    QCOMPARE(
        storageBytes(CheckedInt(70'000'000'000), Precision::MXFP4).value(), qint64(37'187'500'000));
    QCOMPARE(storageBytes(CheckedInt(3), Precision::NVFP4).value(), qint64(2)); // 13.5 bits
    QCOMPARE(storageBytes(CheckedInt(5), Precision::FP8).value(), qint64(5));

    MemoryInputs in;
    in.parameters = 70'000'000'000;
    in.weightPrecision = Precision::NVFP4;
    in.training = false;
    const MemoryFootprint f = MemoryFootprint::compute(in, ParallelConfig {});
    QCOMPARE(f.weightBytes, qint64(39'375'000'000));
    // Split over 4 chips of tensor parallelism: 17.5e9 weights each, 9,843,750,000 bytes.
    ParallelConfig tp4;
    tp4.tp = 4;
    QCOMPARE(MemoryFootprint::compute(in, tp4).weightBytes, qint64(9'843'750'000));

    // A model built in nvfp4: the footprint's weights are its parameters × 4.5 / 8.
    WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = spec.run.microBatch = 1;
    spec.run.weightPrecision = spec.run.activationPrecision = Precision::NVFP4;
    const auto built = WorkloadBuilder::build(spec);
    QVERIFY(built.workload);
    const qint64 parameters = built.workload->memoryInputs().parameters;
    QCOMPARE(built.workload->memoryFootprint().weightBytes, (parameters * 9 + 15) / 16);
}

void TestFp4::catalogPeaks_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("nvfp4");
    QTest::addColumn<double>("mxfp4");
    // Dense FP4 peaks in TFLOP/s (0: the chip has none), with their sources in the catalog.
    QTest::newRow("b200") << QStringLiteral("b200") << 9000.0 << 9000.0;
    QTest::newRow("gb200") << QStringLiteral("gb200-gpu") << 10000.0 << 10000.0;
    QTest::newRow("b300") << QStringLiteral("b300") << 14000.0 << 14000.0;
    QTest::newRow("gb300") << QStringLiteral("gb300-gpu") << 15000.0 << 15000.0;
    QTest::newRow("mi355x") << QStringLiteral("mi355x") << 0.0 << 10066.3;
    QTest::newRow("h100") << QStringLiteral("h100-sxm") << 0.0 << 0.0;
    QTest::newRow("mi300x") << QStringLiteral("mi300x") << 0.0 << 0.0;
    QTest::newRow("tpu-v7x") << QStringLiteral("tpu-v7x") << 0.0 << 0.0;
}

void TestFp4::catalogPeaks()
{
    QFETCH(QString, id);
    QFETCH(double, nvfp4);
    QFETCH(double, mxfp4);
    const Device d = device(id);
    for (const auto& [precision, tflops] :
        { std::pair { Precision::NVFP4, nvfp4 }, std::pair { Precision::MXFP4, mxfp4 } }) {
        const auto peak = d.peakFlopsPerSecond(precision);
        QCOMPARE(bool(peak), tflops > 0);
        if (peak)
            QCOMPARE(*peak, tflops * 1e12);
    }
}

void TestFp4::unsupportedChip()
{
    // No FP4 rate: the engine refuses (no fallback to fp8 or bf16), as for any precision a chip
    // cannot run.
    const GemmShape shape { GemmM(4096), GemmN(4096), GemmK(4096) };
    for (const auto& [id, precision] : { std::pair { QStringLiteral("h100-sxm"), Precision::NVFP4 },
             std::pair { QStringLiteral("a100-sxm4-80gb"), Precision::MXFP4 },
             std::pair { QStringLiteral("mi355x"), Precision::NVFP4 } }) {
        engine::EngineError error = engine::EngineError::None;
        QVERIFY(!engine::PerformanceEngine::estimateGemm(shape, precision, device(id), {}, &error));
        QCOMPARE(error, engine::EngineError::NoMatrixRate);
    }
    // A serving step in nvfp4 on an H100 fails the same way.
    WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = spec.run.microBatch = 1;
    spec.run.weightPrecision = spec.run.activationPrecision = Precision::NVFP4;
    const auto built = WorkloadBuilder::build(spec);
    engine::EngineError error = engine::EngineError::None;
    QVERIFY(!engine::PerformanceEngine::estimate(
        *built.workload, device(QStringLiteral("h100-sxm")), {}, &error));
    QCOMPARE(error, engine::EngineError::NoMatrixRate);
    // Weight-only nvfp4 (bf16 activations) needs no FP4 rate: its GEMMs run in bf16.
    spec.run.activationPrecision = Precision::BF16;
    const auto weightOnly = WorkloadBuilder::build(spec);
    QVERIFY(engine::PerformanceEngine::estimate(
        *weightOnly.workload, device(QStringLiteral("h100-sxm")), {}));
    // MI355X runs mxfp4 at its own rate.
    const auto mx = engine::PerformanceEngine::estimateGemm(
        shape, Precision::MXFP4, device(QStringLiteral("mi355x")), {});
    QVERIFY(mx);
    QCOMPARE(mx->ranAs, Precision::MXFP4);
}

void TestFp4::gemmOperandBytes()
{
    // A GEMM's compulsory traffic: A and B at 4.5 bits with their scales, C in bf16.
    const GemmShape shape { GemmM(8192), GemmN(8192), GemmK(8192) };
    const Device b200 = device(QStringLiteral("b200"));
    const auto e = engine::PerformanceEngine::estimateGemm(shape, Precision::NVFP4, b200, {});
    QVERIFY(e);
    QCOMPARE(e->ranAs, Precision::NVFP4);
    const double n = 8192;
    QCOMPARE(e->flops, 2 * n * n * n);
    const auto fp8 = engine::PerformanceEngine::estimateGemm(shape, Precision::FP8, b200, {});
    QVERIFY(fp8);
    // Compute-bound at this size: twice the fp8 rate, so at most a little over half the time.
    QVERIFY(e->timeSeconds < 0.6 * fp8->timeSeconds);
    QVERIFY(e->timeSeconds > 0.4 * fp8->timeSeconds);
}

void TestFp4::b200DecodeByHand()
{
    // LLaMA-2 7B decoding one token at batch 1 on a B200 reads every weight of its linear
    // layers once, memory-bound: fp8 and nvfp4 steps differ by the weights' bytes alone (the
    // KV cache is fp8 in both, launches and vector ops the same). By hand: the linear layers'
    // weights, the parameters less the embedding table (gathered, not streamed), times 1 − 4.5 /
    // 8 bytes, over the achievable bandwidth. The engine saves 0.481 ms against 0.435 ms by
    // hand: it times each GEMM from its waves of tiles, not as bytes over bandwidth alone, so
    // the check allows 15%.
    WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    spec.run.step = StepKind::Decode;
    spec.run.globalBatch = spec.run.microBatch = 1;
    spec.run.seqLength = 2048;
    spec.run.generatedTokens = 128;
    const Device b200 = device(QStringLiteral("b200"));
    const auto decode = [&](Precision activations, Precision weights) {
        WorkloadSpec s = spec;
        s.run.activationPrecision = activations;
        s.run.weightPrecision = weights;
        return step(s, b200).stepSeconds;
    };
    WorkloadSpec nvSpec = spec;
    nvSpec.run.activationPrecision = nvSpec.run.weightPrecision = Precision::NVFP4;
    const auto nv = WorkloadBuilder::build(nvSpec);
    QVERIFY(nv.workload);
    const qint64 streamed
        = nv.workload->memoryInputs().parameters - spec.transformer.vocab * spec.transformer.hidden;
    const double bandwidth = engine::DeviceRates::achievableMemoryBytesPerSecond(b200, {});
    QVERIFY(bandwidth > 0.5e12 && bandwidth <= 8e12);
    const double saved = double(streamed) * (1.0 - 4.5 / 8.0) / bandwidth;
    const double fp8 = decode(Precision::FP8, Precision::FP8);
    const double nvfp4 = decode(Precision::NVFP4, Precision::NVFP4);
    QVERIFY2(fp8 - nvfp4 > saved && fp8 - nvfp4 < 1.15 * saved,
        qPrintable(QStringLiteral("%1 s saved against %2 s by hand").arg(fp8 - nvfp4).arg(saved)));
    // Weight-only nvfp4 under bf16 activations reads the same 4.5-bit weights: faster than fp8.
    QVERIFY(decode(Precision::BF16, Precision::NVFP4) < fp8);
    // The KV cache defaults to fp8 in a 4-bit run (TensorRT-LLM's NVFP4 recipe).
    WorkloadSpec fp8Spec = spec;
    fp8Spec.run.activationPrecision = fp8Spec.run.weightPrecision = Precision::FP8;
    QCOMPARE(nv.workload->memoryFootprint().kvCacheBytes,
        WorkloadBuilder::build(fp8Spec).workload->memoryFootprint().kvCacheBytes);
}

void TestFp4::b200PrefillIsFasterThanFp8()
{
    // A prefill of 8 prompts of 2,048 tokens is compute-bound: the linear layers run at the
    // FP4 rate (twice fp8's on a B200), attention in fp8 either way.
    WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    spec.run.step = StepKind::Prefill;
    spec.run.globalBatch = spec.run.microBatch = 8;
    spec.run.seqLength = 2048;
    const Device b200 = device(QStringLiteral("b200"));
    const auto prefill = [&](Precision p) {
        WorkloadSpec s = spec;
        s.run.activationPrecision = s.run.weightPrecision = p;
        return step(s, b200).stepSeconds;
    };
    const double fp8 = prefill(Precision::FP8);
    const double nvfp4 = prefill(Precision::NVFP4);
    QVERIFY(nvfp4 < 0.9 * fp8);
    QVERIFY(nvfp4 > 0.4 * fp8); // never better than the peak ratio
    QCOMPARE(prefill(Precision::MXFP4) <= nvfp4, true); // fewer scale bytes, the same rate
}

void TestFp4::trainingKeepsWideWeights()
{
    // nvfp4 GEMM inputs with bf16 weights train (NVIDIA's NVFP4 recipe); nvfp4 weights,
    // gradients or optimizer state do not.
    WorkloadSpec spec = preset(QStringLiteral("llama-2-7b"));
    spec.run.step = StepKind::Training;
    spec.run.activationPrecision = Precision::NVFP4;
    spec.run.weightPrecision = Precision::BF16;
    QVERIFY(spec.validate(QString()).isEmpty());
    QVERIFY(engine::PerformanceEngine::estimate(
        *WorkloadBuilder::build(spec).workload, device(QStringLiteral("b200")), {}));
    spec.run.weightPrecision = Precision::NVFP4;
    QVERIFY(!spec.validate(QString()).isEmpty());
    spec.run.weightPrecision = Precision::BF16;
    spec.run.gradientPrecision = Precision::MXFP4;
    QVERIFY(!spec.validate(QString()).isEmpty());
}

QTEST_GUILESS_MAIN(TestFp4)
#include "tst_fp4.moc"
