// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The engine's GEMM model for systolic chips: folds over matrix units, the closed-form cycles
// per fold, and the padding, fill/drain and distribution losses.

#include "engine/systolicgemmmodel.h"

#include <QRandomGenerator>
#include <QTest>

using ts::GemmShape;
using namespace ts;
using namespace ts::engine;

namespace {

// A TPU-v5e-like chip: 4 MXUs of 128×128 at 1.5 GHz (197 TFLOP/s bf16), 819 GB/s HBM.
SystolicGemmHardware v5eLike()
{
    SystolicGemmHardware hw;
    hw.matrixUnits = 4;
    hw.array = { 128, 128 };
    hw.clockHz = 1.5e9;
    hw.memoryBytesPerSecond = 819e9;
    hw.onChipBytes = 128e6;
    return hw;
}

} // namespace

class TestSystolicGemmModel : public QObject
{
    Q_OBJECT

private slots:
    void doubleBufferedWeightsHideTheShiftIn();
    void computeBoundByHand();
    void paddingTo256();
    void lossesExplainComputeTime();
    void agreesWithClosedForm();
    void memoryBoundOuterProduct();
    void invalidShapes();
    void properties();
};

// Issue 17, item 5: a TPU MXU shifts the next weight tile in while it computes (Jouppi et al.
// 2017). Batch-1 decode then runs one fold per R = 128 cycles instead of 2R + C + 1 − 2 = 383,
// and the HBM bound decides. Without double buffering the model stays SCALE-Sim's.
void TestSystolicGemmModel::doubleBufferedWeightsHideTheShiftIn()
{
    SystolicGemmHardware hw = v5eLike();
    const GemmShape decode { GemmM(1), GemmN(11008), GemmK(4096) };
    const auto plain = estimateSystolicGemm(hw, decode, 2, 2);
    hw.doubleBuffered = true;
    const auto buffered = estimateSystolicGemm(hw, decode, 2, 2);
    QVERIFY(plain && buffered);
    // K/128 = 32 row folds × ⌈11008/128⌉ = 86 column folds = 2752, 688 per MXU.
    QCOMPARE(plain->foldsPerUnit, 688);
    QCOMPARE(plain->perProduct.cyclesPerFold, 2 * 128 + 128 + 1 - 2);
    QCOMPARE(plain->clockCycles, 688 * 383);
    QCOMPARE(buffered->clockCycles, 383 + 687 * 128);
    QVERIFY(plain->computeSeconds > plain->memorySeconds); // waits for every tile
    QVERIFY(buffered->memoryBound); // the 90 MB of weights at 819 GB/s decide
    // 688 × 383 cycles (176 µs) against 90 MB / 819 GB/s (110 µs): the HBM bound, 0.63×.
    QVERIFY(qFuzzyCompare(buffered->timeSeconds, buffered->memorySeconds));
    QVERIFY(buffered->timeSeconds < 0.65 * plain->timeSeconds);
    // The loss still explains the compute time: stream cycles over busy cycles.
    QVERIFY(qFuzzyCompare(
        buffered->losses.factor(loss::kFillDrain), 688.0 / double(buffered->clockCycles)));

    // One fold per unit: nothing to overlap. A long stream (S ≥ R): the folds follow each other
    // without the shift-in or the drain, only the first fold pays them.
    const GemmShape oneFold { GemmM(64), GemmN(128), GemmK(128) };
    const auto single = estimateSystolicGemm(hw, oneFold, 2, 2);
    QCOMPARE(single->clockCycles, single->perProduct.cyclesPerFold);
    const auto big
        = estimateSystolicGemm(hw, GemmShape { GemmM(8192), GemmN(8192), GemmK(8192) }, 2, 2);
    QCOMPARE(big->clockCycles, 8574 + 1023 * 8192);
}

void TestSystolicGemmModel::computeBoundByHand()
{
    const SystolicGemmHardware hw = v5eLike();
    QVERIFY(qFuzzyCompare(hw.peakFlopsPerSecond(), 4 * 2.0 * 128 * 128 * 1.5e9));
    const auto e
        = estimateSystolicGemm(hw, GemmShape { GemmM(8192), GemmN(8192), GemmK(8192) }, 2, 2);
    QVERIFY(e);
    // WS: K over rows (64 folds), N over columns (64 folds) = 4096 folds, 1024 per MXU, each
    // 2·128 + 128 + 8192 − 2 = 8574 cycles.
    QCOMPARE(e->folds, 4096);
    QCOMPARE(e->foldsPerUnit, 1024);
    QCOMPARE(e->perProduct.cyclesPerFold, 8574);
    QCOMPARE(e->clockCycles, 1024 * 8574);
    QVERIFY(qFuzzyCompare(e->computeSeconds, 1024.0 * 8574 / 1.5e9));
    QVERIFY(!e->memoryBound);
    QVERIFY(qFuzzyCompare(e->fractionOfPeak(hw.peakFlopsPerSecond()), 8192.0 / 8574));
}

void TestSystolicGemmModel::paddingTo256()
{
    const SystolicGemmHardware hw = v5eLike();
    const auto n129
        = estimateSystolicGemm(hw, GemmShape { GemmM(4096), GemmN(129), GemmK(4096) }, 2, 2);
    const auto n256
        = estimateSystolicGemm(hw, GemmShape { GemmM(4096), GemmN(256), GemmK(4096) }, 2, 2);
    const auto n128
        = estimateSystolicGemm(hw, GemmShape { GemmM(4096), GemmN(128), GemmK(4096) }, 2, 2);
    QVERIFY(n129 && n256 && n128);
    QCOMPARE(n129->perProduct.colFolds, 2);
    QVERIFY(qFuzzyCompare(n129->losses.factor(loss::kPadding), 129.0 / 256.0));
    QCOMPARE(n129->computeSeconds, n256->computeSeconds);
    QVERIFY(n129->computeSeconds > 1.9 * n128->computeSeconds);
}

void TestSystolicGemmModel::lossesExplainComputeTime()
{
    SystolicGemmHardware hw = v5eLike();
    hw.sustainedFraction = 0.9;
    for (const GemmShape& shape : { GemmShape(GemmM(1000), GemmN(3000), GemmK(777)),
             GemmShape(GemmM(333), GemmN(129), GemmK(4100), GemmBatch(8)),
             GemmShape(GemmM(1), GemmN(50), GemmK(64), GemmBatch(3)) }) {
        const auto e = estimateSystolicGemm(hw, shape, 2, 2);
        QVERIFY(e);
        const Losses& l = e->losses;
        // The systolic model names exactly these four losses.
        QCOMPARE(l.size(), 4);
        const double product = l.factor(loss::kPadding) * l.factor(loss::kFillDrain)
            * l.factor(loss::kDistribution) * l.factor(loss::kSustained);
        QVERIFY(product > 0 && product <= 1);
        QVERIFY(
            qFuzzyCompare(e->computeSeconds, e->usefulFlops / hw.peakFlopsPerSecond() / product));
    }
}

// One product on one matrix unit costs exactly the closed form's clock cycles.
void TestSystolicGemmModel::agreesWithClosedForm()
{
    SystolicGemmHardware hw = v5eLike();
    hw.matrixUnits = 1;
    for (auto dataflow : { ts::systolic::Dataflow::OutputStationary,
             ts::systolic::Dataflow::WeightStationary, ts::systolic::Dataflow::InputStationary }) {
        hw.dataflow = dataflow;
        const auto e
            = estimateSystolicGemm(hw, GemmShape { GemmM(300), GemmN(200), GemmK(500) }, 2, 2);
        const auto closed = ts::systolic::estimateCycles(
            dataflow, hw.array, GemmShape { GemmM(300), GemmN(200), GemmK(500) });
        QVERIFY(e && closed);
        QCOMPARE(e->clockCycles, closed->clockCycles);
    }
}

// An outer product (K = 1) writes 128 MiB of C for 134 MFLOP: memory-bound under any fold
// accounting. (Small-batch decode is NOT memory-bound under SCALE-Sim's per-fold accounting,
// which reloads the stationary weights without overlap; see docs/engine.md.)
void TestSystolicGemmModel::memoryBoundOuterProduct()
{
    const SystolicGemmHardware hw = v5eLike();
    const auto e = estimateSystolicGemm(hw, GemmShape { GemmM(8192), GemmN(8192), GemmK(1) }, 2, 2);
    QVERIFY(e && e->memoryBound);
    QVERIFY(qFuzzyCompare(e->timeSeconds, e->dramBytes / 819e9));
    QVERIFY(e->dramBytes >= 8192.0 * 8192 * 2);
}

void TestSystolicGemmModel::invalidShapes()
{
    const SystolicGemmHardware hw = v5eLike();
    QVERIFY(!estimateSystolicGemm(hw, GemmShape { GemmM(0), GemmN(10), GemmK(10) }, 2, 2));
    QVERIFY(!estimateSystolicGemm(
        hw, GemmShape { GemmM(10), GemmN(10), GemmK(10), GemmBatch(0) }, 2, 2));
    QVERIFY(!estimateSystolicGemm(
        hw, GemmShape { GemmM(qint64(1) << 62), GemmN(qint64(1) << 62), GemmK(8) }, 2, 2));
    SystolicGemmHardware none = hw;
    none.matrixUnits = 0;
    QVERIFY(!estimateSystolicGemm(none, GemmShape { GemmM(10), GemmN(10), GemmK(10) }, 2, 2));
}

void TestSystolicGemmModel::properties()
{
    QRandomGenerator rng(7);
    for (int i = 0; i < 2000; ++i) {
        SystolicGemmHardware hw = v5eLike();
        hw.matrixUnits = rng.bounded(1, 9);
        const int side = rng.bounded(2) ? 128 : 256;
        hw.array = { side, side };
        hw.memoryBytesPerSecond = rng.bounded(300, 8000) * 1e9;
        hw.onChipBytes = rng.bounded(16, 256) * 1e6;
        // Drawn in a fixed order (function arguments have none).
        const qint64 batch = rng.bounded(1, 5);
        const qint64 m = rng.bounded(1, 20000);
        const qint64 n = rng.bounded(1, 20000);
        const qint64 k = rng.bounded(1, 20000);
        const GemmShape shape { GemmM(m), GemmN(n), GemmK(k), GemmBatch(batch) };
        const auto base = estimateSystolicGemm(hw, shape, 2, 2);
        QVERIFY(base && std::isfinite(base->timeSeconds) && base->timeSeconds > 0);
        QVERIFY(base->fractionOfPeak(hw.peakFlopsPerSecond()) <= 1.0 + 1e-9);
        SystolicGemmHardware faster = hw;
        faster.memoryBytesPerSecond *= 2;
        QVERIFY(estimateSystolicGemm(faster, shape, 2, 2)->timeSeconds <= base->timeSeconds);
        faster = hw;
        faster.clockHz *= 2;
        QVERIFY(estimateSystolicGemm(faster, shape, 2, 2)->timeSeconds <= base->timeSeconds);
        const GemmShape bigger = shape.withN(shape.n() + rng.bounded(1, 500));
        QVERIFY(estimateSystolicGemm(hw, bigger, 2, 2)->timeSeconds >= base->timeSeconds);
    }
}

QTEST_GUILESS_MAIN(TestSystolicGemmModel)
#include "tst_systolicgemmmodel.moc"
