// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The whole-chip schedules the views draw an operator with (issue 19, "Views that show the real
// hardware"): for the largest GEMM of every preset, on every systolic chip and every GPU of the
// catalog, the folds, cycles and time of the TPU's matrix units and the waves, CTAs and time of
// the GPU's SMs are the engine's own for that operator, and the schedule accounts for every
// fold and CTA exactly once. A schedule is chosen by what the model that timed the operator
// declares it provides (ExecutionModelInfo::schedule), not by the model's id.
#include "engine/executionmodelregistry.h"
#include "engine/gpuchipschedule.h"
#include "engine/gputilemodel.h"
#include "engine/performanceengine.h"
#include "engine/systolicchipschedule.h"
#include "engine/systolicfoldmodel.h"
#include "hardware/catalog.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QTest>
#include <cmath>

using namespace ts;
using namespace ts::engine;

class TestChipSchedule : public QObject
{
    Q_OBJECT

private slots:
    void largestGemmOfEveryPresetMatchesTheEngine();
    void foldsAreDealtRoundRobin();
    void partialLastWaveLeavesSmsIdle();
    void inconsistentMappingIsRefused();
    void scheduleFollowsTheModelsCapability();
};

namespace {

// The operator of `workload` with the most GEMM FLOPs.
const Operator* largestGemm(const Workload& workload)
{
    const Operator* best = nullptr;
    for (const Operator& op : workload.ops()) {
        if (op.gemm.isEmpty())
            continue;
        if (!best || op.gemm.flops() > best->gemm.flops())
            best = &op;
    }
    return best;
}

// A model registered under its own id that times GEMMs as a built-in one does (it delegates to
// it) and declares `schedule`: a new GPU or systolic model written against the same mapping.
template <typename BuiltIn> class TwinModel final : public ExecutionModel
{
public:
    TwinModel(const Device& device, const EngineOptions& options, const ExecutionModelInfo* info)
        : ExecutionModel(device, options)
        , m_builtIn(device, options)
        , m_info(info)
    { }
    const ExecutionModelInfo& info() const override { return *m_info; }
    std::optional<MatrixTiming> timeMatrix(
        const MatrixWork& work, EngineError* error) const override
    {
        return m_builtIn.timeMatrix(work, error);
    }
    VectorTiming timeVector(const Operator& op) const override { return m_builtIn.timeVector(op); }
    double operatorOverheadSeconds() const override { return m_builtIn.operatorOverheadSeconds(); }

private:
    BuiltIn m_builtIn;
    const ExecutionModelInfo* m_info;
};

// `builtIn`'s description under another id, declaring `schedule`.
ExecutionModelInfo twinInfo(
    const ExecutionModelInfo& builtIn, const char* id, ChipScheduleKind schedule)
{
    ExecutionModelInfo info = builtIn;
    info.id = QLatin1StringView(id);
    info.schedule = schedule;
    return info;
}

template <typename BuiltIn>
ExecutionModelRegistry::Registration registerTwin(
    const QString& deviceId, const ExecutionModelInfo* info)
{
    return ExecutionModelRegistry::instance().add(QLatin1String(info->id), 1000,
        [deviceId, info](
            const Device& device, const EngineOptions& options) -> std::unique_ptr<ExecutionModel> {
            if (device.id != deviceId)
                return nullptr;
            return std::make_unique<TwinModel<BuiltIn>>(device, options, info);
        });
}

} // namespace

void TestChipSchedule::largestGemmOfEveryPresetMatchesTheEngine()
{
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const EngineOptions options;
    int systolicChecked = 0;
    int gpuChecked = 0;
    for (const QString& id : WorkloadPresets::ids()) {
        const WorkloadLoadResult loaded = WorkloadPresets::load(id);
        QVERIFY2(loaded.spec, qPrintable(id));
        const WorkloadBuildResult built = WorkloadBuilder::build(*loaded.spec);
        QVERIFY2(built.workload, qPrintable(id));
        const Operator* op = largestGemm(*built.workload);
        QVERIFY2(op, qPrintable(id));
        for (const Device& device : catalog.devices()) {
            const auto e = PerformanceEngine::estimate(*built.workload, device, options);
            if (!e)
                continue;
            const auto found = std::find_if(e->ops.begin(), e->ops.end(),
                [op](const OpEstimate& o) { return o.name == op->name; });
            QVERIFY(found != e->ops.end());
            const OpEstimate& timed = *found;
            const QString where = QStringLiteral("%1 %2 on %3").arg(id, op->name, device.id);
            const double workFraction = timed.flops / op->gemm.flops();
            if (const auto s
                = SystolicChipSchedule::forOperator(device, timed, op->gemm, options)) {
                ++systolicChecked;
                QCOMPARE(s->folds(), timed.mapping.value(mapping::kFolds).value_or(-1));
                QVERIFY2(
                    std::abs(s->estimate().computeSeconds * workFraction - timed.computeSeconds)
                        <= 1e-12 * timed.computeSeconds,
                    qPrintable(where));
                QCOMPARE(s->seconds(s->clockCycles()), s->estimate().computeSeconds);
                // Every fold once: the last fold of a unit with the most ends at the last cycle.
                QCOMPARE(s->foldEnd(s->foldsPerUnit() - 1), s->clockCycles());
                qint64 dealt = 0;
                for (int u = 0; u < s->units(); ++u)
                    dealt += s->foldsOf(u);
                QCOMPARE(dealt, s->folds());
                QCOMPARE(s->foldsDoneAt(-1), qint64(0));
                QCOMPARE(s->foldsDoneAt(s->clockCycles() - 1), s->folds());
                QVERIFY2(s->foldsDoneAt(s->clockCycles() / 2) < s->folds(), qPrintable(where));
                const double macs = double(op->gemm.batch()) * double(op->gemm.m())
                    * double(op->gemm.n()) * double(op->gemm.k());
                QVERIFY(std::abs(s->utilization()
                            - macs
                                / (double(s->units()) * s->hardware().array.rows
                                    * s->hardware().array.cols * double(s->clockCycles())))
                    < 1e-12);
            } else if (const auto g = GpuChipSchedule::forOperator(device, timed, op->gemm)) {
                ++gpuChecked;
                QCOMPARE(g->waves(), timed.mapping.value(mapping::kWaves).value_or(-1));
                QCOMPARE(g->tileM(), timed.mapping.value(mapping::kTileM).value_or(-1));
                QCOMPARE(g->splitK(), timed.mapping.value(mapping::kSplitK).value_or(-1));
                QCOMPARE(g->computeSeconds(), timed.computeSeconds);
                QCOMPARE(g->ctasDoneAt(0), qint64(0));
                QCOMPARE(g->ctasDoneAt(g->computeSeconds()), g->ctas());
                QCOMPARE(g->busySmsAt(0), std::min<qint64>(g->smCount(), g->ctas()));
                QCOMPARE(g->busySmsAt(g->computeSeconds()), qint64(0));
            } else {
                // Only models that provide no schedule (the roofline fallback) have neither.
                QVERIFY2(!timed.model || timed.model->schedule == ChipScheduleKind::None,
                    qPrintable(where));
            }
        }
    }
    QVERIFY2(systolicChecked >= 5 * 6, qPrintable(QString::number(systolicChecked)));
    QVERIFY2(gpuChecked >= 10 * 6, qPrintable(QString::number(gpuChecked)));
}

void TestChipSchedule::foldsAreDealtRoundRobin()
{
    // Four units of 4×4, weight-stationary, 10 folds (K 8 × N 20: 2 × 5), not double-buffered:
    // each fold 2·4 + 4 + M − 2 = 18 cycles for M 8; units 0 and 1 run three folds, 2 and 3 two.
    SystolicGemmHardware hw;
    hw.matrixUnits = 4;
    hw.array = { 4, 4 };
    hw.clockHz = 1e9;
    hw.memoryBytesPerSecond = 1e12;
    hw.onChipBytes = 1e9;
    const auto s = SystolicChipSchedule::create(hw, GemmShape(GemmM(8), GemmN(20), GemmK(8)), 2, 2);
    QVERIFY(s);
    QCOMPARE(s->folds(), qint64(10));
    QCOMPARE(s->foldsPerUnit(), qint64(3));
    QCOMPARE(s->estimate().perProduct.cyclesPerFold, qint64(18));
    QCOMPARE(s->clockCycles(), qint64(54));
    QCOMPARE(s->foldsOf(0), qint64(3));
    QCOMPARE(s->foldsOf(3), qint64(2));
    QCOMPARE(s->unitAt(1, 0).fold, qint64(1));
    QCOMPARE(s->unitAt(1, 18).fold, qint64(5)); // its second fold: 1 + 4
    QCOMPARE(s->unitAt(3, 40).fold, qint64(-1)); // done after 36 cycles
    QCOMPARE(s->unitAt(3, 40).foldsDone, qint64(2));
    QCOMPARE(s->unitAt(0, 8).progress, 9.0 / 18.0);
    QCOMPARE(s->foldsDoneAt(17), qint64(4));
    QCOMPARE(s->place(7).rowFold, qint64(1)); // 5 column folds per row of folds
    QCOMPARE(s->place(7).colFold, qint64(2));
    // Double-buffered: each later fold costs max(M, R) = 8.
    hw.doubleBuffered = true;
    const auto b = SystolicChipSchedule::create(hw, GemmShape(GemmM(8), GemmN(20), GemmK(8)), 2, 2);
    QVERIFY(b);
    QCOMPARE(b->clockCycles(), qint64(18 + 2 * 8));
    QCOMPARE(b->unitAt(0, 18).fold, qint64(4));
    QCOMPARE(b->foldsDoneAt(b->clockCycles() - 1), qint64(10));
}

void TestChipSchedule::partialLastWaveLeavesSmsIdle()
{
    // 2048 × 2048 in 128 × 256 tiles: 16 × 8 = 128 CTAs on 132 SMs, one wave with 4 SMs idle;
    // 4096²: 512 CTAs, 4 waves, the last with 116 of 132 SMs busy.
    const auto one = GpuChipSchedule::create(
        132, GemmShape(GemmM(2048), GemmN(2048), GemmK(2048)), 128, 256, 1, 1, 1e-3);
    QVERIFY(one);
    QCOMPARE(one->ctas(), qint64(128));
    QCOMPARE(one->busySmsAt(0.5e-3), qint64(128));
    const auto four = GpuChipSchedule::create(
        132, GemmShape(GemmM(4096), GemmN(4096), GemmK(4096)), 128, 256, 1, 4, 4e-3);
    QVERIFY(four);
    QCOMPARE(four->waveAt(3.5e-3), qint64(3));
    QCOMPARE(four->busySmsAt(3.5e-3), qint64(512 - 3 * 132));
    QCOMPARE(four->ctasDoneAt(3.5e-3), qint64(3 * 132));
    QCOMPARE(four->waveEfficiency(), 512.0 / (4 * 132));
    const CtaPlace p = four->place(17);
    QCOMPARE(p.tileRow, qint64(1));
    QCOMPARE(p.tileColumn, qint64(1));
}

void TestChipSchedule::inconsistentMappingIsRefused()
{
    // 512 CTAs on 132 SMs are 4 waves, not 3; no tile, no time.
    const GemmShape shape(GemmM(4096), GemmN(4096), GemmK(4096));
    QVERIFY(!GpuChipSchedule::create(132, shape, 128, 256, 1, 3, 1e-3));
    QVERIFY(!GpuChipSchedule::create(132, shape, 0, 256, 1, 4, 1e-3));
    QVERIFY(!GpuChipSchedule::create(132, shape, 128, 256, 1, 4, 0));
    QVERIFY(!GpuChipSchedule::create(0, shape, 128, 256, 1, 4, 1e-3));
    SystolicGemmHardware hw;
    QVERIFY(!SystolicChipSchedule::create(hw, shape, 2, 2)); // no units, no clock
}

void TestChipSchedule::scheduleFollowsTheModelsCapability()
{
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const EngineOptions options;
    const GemmShape shape(GemmM(8192), GemmN(28672), GemmK(4096));
    const auto timed = [&](const Device& device) {
        return PerformanceEngine::estimateGemm(shape, Precision::BF16, device, options);
    };

    // A GPU model under a new id with the tiled model's capability: the same CTA waves.
    const Device h100 = *catalog.device(QStringLiteral("h100-sxm"));
    const auto builtInGpu = timed(h100);
    QVERIFY(builtInGpu);
    const auto expectedGpu = GpuChipSchedule::forOperator(h100, *builtInGpu, shape);
    QVERIFY(expectedGpu);
    static const ExecutionModelInfo gpuTwin
        = twinInfo(GpuTileModel::staticInfo(), "test-sm-waves", ChipScheduleKind::CtaWaves);
    static const ExecutionModelInfo gpuSilent
        = twinInfo(GpuTileModel::staticInfo(), "test-sm-silent", ChipScheduleKind::None);
    {
        const auto registration = registerTwin<GpuTileModel>(h100.id, &gpuTwin);
        const auto e = timed(h100);
        QVERIFY(e);
        QCOMPARE(e->modelId(), QStringLiteral("test-sm-waves"));
        const auto s = GpuChipSchedule::forOperator(h100, *e, shape);
        QVERIFY(s);
        QCOMPARE(s->ctas(), expectedGpu->ctas());
        QCOMPARE(s->waves(), expectedGpu->waves());
        QCOMPARE(s->tileM(), expectedGpu->tileM());
        QCOMPARE(s->tileN(), expectedGpu->tileN());
        QCOMPARE(s->splitK(), expectedGpu->splitK());
        QCOMPARE(s->computeSeconds(), expectedGpu->computeSeconds());
        // Not a systolic schedule, whatever the device.
        QVERIFY(!SystolicChipSchedule::forOperator(h100, *e, shape, options));
    }
    {
        // The same estimates without the declaration: no schedule.
        const auto registration = registerTwin<GpuTileModel>(h100.id, &gpuSilent);
        const auto e = timed(h100);
        QVERIFY(e);
        QCOMPARE(e->modelId(), QStringLiteral("test-sm-silent"));
        QCOMPARE(e->mapping.value(mapping::kWaves), builtInGpu->mapping.value(mapping::kWaves));
        QVERIFY(!GpuChipSchedule::forOperator(h100, *e, shape));
    }

    // A systolic model under a new id with the fold model's capability: the same folds.
    const Device tpu = *catalog.device(QStringLiteral("tpu-v5p"));
    const auto builtInTpu = timed(tpu);
    QVERIFY(builtInTpu);
    const auto expectedTpu = SystolicChipSchedule::forOperator(tpu, *builtInTpu, shape, options);
    QVERIFY(expectedTpu);
    static const ExecutionModelInfo tpuTwin = twinInfo(
        SystolicFoldModel::staticInfo(), "test-unit-folds", ChipScheduleKind::SystolicFolds);
    {
        const auto registration = registerTwin<SystolicFoldModel>(tpu.id, &tpuTwin);
        const auto e = timed(tpu);
        QVERIFY(e);
        QCOMPARE(e->modelId(), QStringLiteral("test-unit-folds"));
        const auto s = SystolicChipSchedule::forOperator(tpu, *e, shape, options);
        QVERIFY(s);
        QCOMPARE(s->folds(), expectedTpu->folds());
        QCOMPARE(s->clockCycles(), expectedTpu->clockCycles());
        QCOMPARE(s->units(), expectedTpu->units());
        QVERIFY(!GpuChipSchedule::forOperator(tpu, *e, shape));
    }
    // The registrations are gone: the built-in models again.
    QCOMPARE(timed(h100)->modelId(), QStringLiteral("gpu-tiles"));
}

QTEST_MAIN(TestChipSchedule)
#include "tst_chipschedule.moc"
