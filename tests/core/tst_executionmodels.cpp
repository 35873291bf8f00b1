// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The execution-model seam: the registry picks one model per device, the built-in models are
// the ones the engine used before the seam, and a model written here (a made-up matrix engine
// for Gaudi, which has no published geometry and falls back to the roofline) is used by the
// engine for whole workloads once registered — with no change to the engine — and is gone
// when its registration ends. Also: int8 fallbacks on chips without int8 (the shift that
// reached bit 35), and the clock fallback note.

#include "engine/executionmodelregistry.h"
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QTest>

using namespace ts;
using namespace ts::engine;

namespace {

Device shipped(const QString& id)
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const auto device = catalog.device(id);
    if (!device)
        qFatal("device %s is not in the shipped catalog", qPrintable(id));
    return *device;
}

Workload preset(const QString& id, StepKind step, Precision precision)
{
    WorkloadSpec spec = *WorkloadPresets::load(id).spec;
    spec.run.step = step;
    spec.run.globalBatch = 8;
    spec.run.microBatch = 8;
    spec.run.activationPrecision = precision;
    spec.run.weightPrecision = precision;
    const WorkloadBuildResult built = WorkloadBuilder::build(spec);
    if (!built.workload)
        qFatal("preset %s does not build", qPrintable(id));
    return *built.workload;
}

constexpr QLatin1StringView kPipelineLoss("pipeline_bubbles");
constexpr QLatin1StringView kPasses("passes");

// A made-up matrix engine: every matrix operator runs at half the quoted peak in whole passes
// of 1 GFLOP each. Written only against the public ExecutionModel interface.
class HalfRateMatrixEngine final : public ExecutionModel
{
public:
    HalfRateMatrixEngine(const Device& device, const EngineOptions& options)
        : ExecutionModel(device, options)
        , m_device(device)
    { }

    static const ExecutionModelInfo& staticInfo()
    {
        static constexpr LossDescription losses[] = {
            { kPipelineLoss, QT_TRANSLATE_NOOP("ExecutionModel", "pipeline bubbles"),
                QT_TRANSLATE_NOOP("ExecutionModel", "Half of every pass waits.") },
        };
        static constexpr MappingDescription counts[] = {
            { kPasses, QT_TRANSLATE_NOOP("ExecutionModel", "passes"), QLatin1StringView(),
                QLatin1StringView("passes") },
        };
        static const ExecutionModelInfo info { QLatin1StringView("test-half-rate"),
            "Half-rate test engine", "FLOPs ÷ (peak / 2)", losses, counts };
        return info;
    }
    const ExecutionModelInfo& info() const override { return staticInfo(); }
    std::optional<MatrixTiming> timeMatrix(const MatrixWork& work, EngineError*) const override
    {
        MatrixTiming t;
        t.computeSeconds = work.flops / (0.5 * *m_device.peakFlopsPerSecond(work.ranAs));
        t.losses.set(kPipelineLoss, 0.5);
        t.mapping.set(kPasses, qint64(std::ceil(work.flops / 1e9)));
        return t;
    }

private:
    Device m_device;
};

ExecutionModelRegistry::Registration registerForGaudi()
{
    return ExecutionModelRegistry::instance().add(QStringLiteral("test-half-rate"), 300,
        [](const Device& device, const EngineOptions& options) -> std::unique_ptr<ExecutionModel> {
            if (!device.id.startsWith(QLatin1String("gaudi")))
                return nullptr;
            return std::make_unique<HalfRateMatrixEngine>(device, options);
        });
}

} // namespace

class TestExecutionModels : public QObject
{
    Q_OBJECT

private slots:
    void builtInModelPerDevice_data();
    void builtInModelPerDevice();
    void registeredModelIsUsedWithoutEngineChanges();
    void registrationEndsWithItsToken();
    void registryOrderFollowsPriority();
    void lossesProductAndLookup();
    void int8FallbackOnChipsWithoutInt8_data();
    void int8FallbackOnChipsWithoutInt8();
    void clocklessGpuSaysTheClockIsAssumed();
};

void TestExecutionModels::builtInModelPerDevice_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("model");
    QTest::newRow("H100") << "h100-sxm"
                          << "gpu-tiles";
    QTest::newRow("MI300X") << "mi300x"
                            << "gpu-tiles";
    QTest::newRow("TPU v5p") << "tpu-v5p"
                             << "systolic-folds";
    QTest::newRow("Trainium2") << "trainium2"
                               << "systolic-folds";
    QTest::newRow("Gaudi 3") << "gaudi3"
                             << "systolic-folds";
    QTest::newRow("Gaudi 2") << "gaudi2"
                             << "roofline";
}

void TestExecutionModels::builtInModelPerDevice()
{
    QFETCH(QString, device);
    QFETCH(QString, model);
    const Device d = shipped(device);
    const auto chosen = ExecutionModelRegistry::instance().create(d, EngineOptions {});
    QVERIFY(chosen);
    QCOMPARE(QString(chosen->info().id), model);
    // The engine reports the chosen model on every matrix operator.
    const auto e = PerformanceEngine::estimateGemm(
        GemmShape(GemmM(4096), GemmN(4096), GemmK(4096)), Precision::BF16, d, EngineOptions {});
    QVERIFY(e);
    QCOMPARE(e->modelId(), model);
    // Every loss the estimate carries is one the model describes.
    for (const auto& loss : e->losses)
        QVERIFY2(e->model->loss(loss.id), loss.id.data());
}

void TestExecutionModels::registeredModelIsUsedWithoutEngineChanges()
{
    // The test model runs at half the quoted peak; without a measured fraction the roofline
    // runs at the quoted peak, so the two differ by exactly 2.
    Device gaudi = shipped(QStringLiteral("gaudi2"));
    gaudi.achievableMatrixFraction = {};
    const EngineOptions options;
    const auto before = PerformanceEngine::estimateGemm(
        GemmShape(GemmM(8192), GemmN(8192), GemmK(8192)), Precision::BF16, gaudi, options);
    QVERIFY(before);
    QCOMPARE(before->modelId(), QStringLiteral("roofline"));

    const auto registration = registerForGaudi();
    const auto after = PerformanceEngine::estimateGemm(
        GemmShape(GemmM(8192), GemmN(8192), GemmK(8192)), Precision::BF16, gaudi, options);
    QVERIFY(after);
    QCOMPARE(after->modelId(), QStringLiteral("test-half-rate"));
    // Compute-bound at 8192³: the compute time doubles, the losses and mapping are the model's.
    QVERIFY(qFuzzyCompare(after->computeSeconds, 2 * before->computeSeconds));
    QCOMPARE(after->losses.factor(kPipelineLoss), 0.5);
    QCOMPARE(after->mapping.value(kPasses), qint64(std::ceil(2.0 * 8192 * 8192 * 8192 / 1e9)));
    QCOMPARE(after->bound, Bound::Compute);

    // A whole training step: every matrix operator through the new model, vector operators
    // still at the vector rate, and the step slower than on the roofline.
    const Workload w = preset(QStringLiteral("llama-2-7b"), StepKind::Training, Precision::BF16);
    const auto step = PerformanceEngine::estimate(w, gaudi, options);
    QVERIFY(step);
    int matrixOps = 0;
    for (const OpEstimate& op : step->ops) {
        if (op.unit == ComputeUnit::Matrix && op.modelId() != QLatin1String("vector")) {
            QCOMPARE(op.modelId(), QStringLiteral("test-half-rate"));
            ++matrixOps;
        }
    }
    QVERIFY(matrixOps > 0);

    // Other devices are untouched.
    const auto h100
        = PerformanceEngine::estimateGemm(GemmShape(GemmM(8192), GemmN(8192), GemmK(8192)),
            Precision::BF16, shipped(QStringLiteral("h100-sxm")), options);
    QCOMPARE(h100->modelId(), QStringLiteral("gpu-tiles"));
}

void TestExecutionModels::registrationEndsWithItsToken()
{
    const Device gaudi = shipped(QStringLiteral("gaudi2"));
    {
        auto registration = registerForGaudi();
        QVERIFY(
            ExecutionModelRegistry::instance().ids().contains(QStringLiteral("test-half-rate")));
        QCOMPARE(ExecutionModelRegistry::instance().create(gaudi, {})->info().id,
            QLatin1StringView("test-half-rate"));
        // Moving the token keeps the registration.
        ExecutionModelRegistry::Registration moved = std::move(registration);
        QCOMPARE(ExecutionModelRegistry::instance().create(gaudi, {})->info().id,
            QLatin1StringView("test-half-rate"));
    }
    QVERIFY(!ExecutionModelRegistry::instance().ids().contains(QStringLiteral("test-half-rate")));
    QCOMPARE(ExecutionModelRegistry::instance().create(gaudi, {})->info().id,
        QLatin1StringView("roofline"));
}

void TestExecutionModels::registryOrderFollowsPriority()
{
    QCOMPARE(ExecutionModelRegistry::instance().ids(),
        QStringList({ QStringLiteral("gpu-tiles"), QStringLiteral("systolic-folds") }));
    const auto high = registerForGaudi();
    const auto low = ExecutionModelRegistry::instance().add(QStringLiteral("test-low"), 10,
        [](const Device&, const EngineOptions&) -> std::unique_ptr<ExecutionModel> {
            return nullptr;
        });
    QCOMPARE(ExecutionModelRegistry::instance().ids(),
        QStringList({ QStringLiteral("test-half-rate"), QStringLiteral("gpu-tiles"),
            QStringLiteral("systolic-folds"), QStringLiteral("test-low") }));
}

void TestExecutionModels::lossesProductAndLookup()
{
    Losses losses;
    QCOMPARE(losses.product(), 1.0);
    QCOMPARE(losses.factor(loss::kPadding), 1.0);
    QVERIFY(!losses.value(loss::kPadding));
    losses.set(loss::kPadding, 0.5);
    losses.set(loss::kSustained, 0.8);
    losses.set(loss::kPadding, 0.25); // replaces, does not append
    QCOMPARE(losses.size(), 2);
    QCOMPARE(losses.factor(loss::kPadding), 0.25);
    QCOMPARE(losses.product(), 0.25 * 0.8);
}

void TestExecutionModels::int8FallbackOnChipsWithoutInt8_data()
{
    QTest::addColumn<QString>("device");
    // Chips without an int8 (or fp8) rate: an int8 workload falls back through the whole chain.
    // The fallback's note used a bit at (int8 × 6 + bf16), past 32 bits (undefined behaviour,
    // which the sanitizer build stops on).
    for (const char* id : { "tpu-v7x", "gaudi2", "tpu-v2", "tpu-v3", "tpu-v5p" })
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestExecutionModels::int8FallbackOnChipsWithoutInt8()
{
    QFETCH(QString, device);
    const Device d = shipped(device);
    if (d.peakFlopsPerSecond(Precision::INT8))
        QSKIP("the device has an int8 rate");
    const Workload w = preset(QStringLiteral("llama-2-7b"), StepKind::Prefill, Precision::INT8);
    const auto e = PerformanceEngine::estimate(w, d, EngineOptions {});
    QVERIFY(e);
    const auto ranAs = PerformanceEngine::matrixPrecision(d, Precision::INT8);
    QVERIFY(ranAs);
    const QString note = QStringLiteral("precision-fallback:int8->%1").arg(precisionName(*ranAs));
    // Noted exactly once, however many operators fell back.
    QCOMPARE(e->notes.count(note), 1);
}

void TestExecutionModels::clocklessGpuSaysTheClockIsAssumed()
{
    Device what = shipped(QStringLiteral("h100-sxm"));
    const Workload w = preset(QStringLiteral("llama-2-7b"), StepKind::Prefill, Precision::BF16);
    const auto withClock = PerformanceEngine::estimate(w, what, EngineOptions {});
    QVERIFY(withClock);
    QVERIFY(!withClock->notes.contains(QStringLiteral("gpu-clock-assumed")));
    what.matrixClockHz.reset();
    what.boostClockHz.reset();
    what.sustainedMatrixClockHz.reset();
    const auto without = PerformanceEngine::estimate(w, what, EngineOptions {});
    QVERIFY(without);
    QVERIFY(without->notes.contains(QStringLiteral("gpu-clock-assumed")));
    // The latency term uses the documented fallback clock rather than vanishing.
    EngineOptions slowClock;
    slowClock.gpuFallbackClockHz = 0.5e9;
    const auto slower = PerformanceEngine::estimate(w, what, slowClock);
    QVERIFY(slower && slower->stepSeconds > without->stepSeconds);
}

QTEST_GUILESS_MAIN(TestExecutionModels)
#include "tst_executionmodels.moc"
