// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Operator roles (issue 33 item 4): every builder gives each operator its role and section,
// backward and recomputed copies keep them, a workload file without roles gets them from the
// names once at load, and an operator renamed keeps its behaviour, because nothing after the
// builders reads names.

#include "hardware/catalog.h"
#include "scaling/scalingestimator.h"
#include "workload/hfconfigimport.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>
#include <set>

using namespace ts;
using namespace ts::scaling;

Q_DECLARE_METATYPE(ts::WorkloadSpec)

namespace {

WorkloadSpec presetSpec(const char* id)
{
    const WorkloadLoadResult loaded = WorkloadPresets::load(QLatin1String(id));
    if (!loaded.spec)
        qFatal("preset %s does not load", id);
    return *loaded.spec;
}

WorkloadSpec importedSpec(const char* file)
{
    const HfImportResult imported = HfConfigImport::load(
        QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/hfconfig/") + QLatin1String(file));
    if (!imported.spec)
        qFatal("%s does not import", file);
    return *imported.spec;
}

WorkloadSpec with(WorkloadSpec spec, const std::function<void(WorkloadSpec&)>& change)
{
    change(spec);
    return spec;
}

Workload built(const WorkloadSpec& spec)
{
    const WorkloadBuildResult result = WorkloadBuilder::build(spec);
    if (!result.workload)
        qFatal("%s does not build", qPrintable(spec.id));
    return *result.workload;
}

std::set<OperatorRole> rolesOf(const Workload& w)
{
    std::set<OperatorRole> roles;
    for (const Operator& op : w.ops())
        roles.insert(op.role);
    return roles;
}

Device shipped(const char* id)
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    return *catalog.device(QLatin1String(id));
}

const Operator* named(const Workload& w, const char* name)
{
    for (const Operator& op : w.ops()) {
        if (op.name == QLatin1String(name))
            return &op;
    }
    return nullptr;
}

// A small custom workload file's model: a QKV projection and an MLP pair named as the
// transformer builder names them, optionally with explicit roles (and meaningless names).
QJsonObject customFile(bool explicitRoles)
{
    const auto op = [&](const char* name, const char* role, qint64 n, qint64 k) {
        QJsonObject o { { QStringLiteral("kind"), QStringLiteral("matmul") },
            { QStringLiteral("m"), 8192 }, { QStringLiteral("n"), n }, { QStringLiteral("k"), k },
            { QStringLiteral("count"), 32 } };
        if (!explicitRoles)
            o.insert(QStringLiteral("name"), QLatin1String(name));
        if (explicitRoles) {
            o.insert(QStringLiteral("role"), QLatin1String(role));
            o.insert(QStringLiteral("section"), QStringLiteral("block"));
        }
        return o;
    };
    const QJsonArray ops { op("layer.attn.qkv_proj", "qkv_projection", 12288, 4096),
        op("layer.attn.out_proj", "out_projection", 4096, 4096),
        op("layer.mlp.up", "mlp_up", 16384, 4096), op("layer.mlp.down", "mlp_down", 4096, 16384) };
    return QJsonObject { { QStringLiteral("format"), QStringLiteral("tensorscope-workload") },
        { QStringLiteral("version"), 1 }, { QStringLiteral("id"), QStringLiteral("roles") },
        { QStringLiteral("name"), QStringLiteral("roles") },
        { QStringLiteral("model"),
            QJsonObject { { QStringLiteral("type"), QStringLiteral("custom") },
                { QStringLiteral("ops"), ops } } },
        { QStringLiteral("run"),
            QJsonObject { { QStringLiteral("step"), QStringLiteral("training") },
                { QStringLiteral("global_batch"), 4 }, { QStringLiteral("micro_batch"), 4 } } } };
}

} // namespace

class TestOperatorRole : public QObject
{
    Q_OBJECT

private slots:
    void namesRoundTrip();
    void everyBuilderSetsRoles_data();
    void everyBuilderSetsRoles();
    void backwardAndRecomputeKeepTheRole();
    void oldFileInfersRolesOnce();
    void fileRolesAreReadWrittenAndChecked();
    void renamedOperatorsKeepTheirBehaviour();
    void explicitRolesNeedNoNames();
};

void TestOperatorRole::namesRoundTrip()
{
    QCOMPARE(operatorRoleNames().size(), qsizetype(int(OperatorRole::Cast) + 1));
    for (int i = 0; i <= int(OperatorRole::Cast); ++i) {
        const auto role = OperatorRole(i);
        QCOMPARE(operatorRoleFromName(operatorRoleName(role)), std::optional(role));
        QCOMPARE(operatorRoleNames().at(i), operatorRoleName(role));
    }
    for (int i = 0; i <= int(OperatorSection::Output); ++i) {
        const auto section = OperatorSection(i);
        QCOMPARE(operatorSectionFromName(operatorSectionName(section)), std::optional(section));
    }
    QVERIFY(!operatorRoleFromName(QStringLiteral("QkvProjection")));
    QVERIFY(!operatorSectionFromName(QStringLiteral("")));
}

void TestOperatorRole::everyBuilderSetsRoles_data()
{
    QTest::addColumn<WorkloadSpec>("spec");
    // Roles each build must hold (the structures it exercises).
    QTest::addColumn<QList<int>>("expected");
    using R = OperatorRole;
    const auto roles = [](std::initializer_list<R> list) {
        QList<int> out;
        for (R r : list)
            out << int(r);
        return out;
    };
    for (const QString& id : WorkloadPresets::ids()) {
        const WorkloadSpec spec = *WorkloadPresets::load(id).spec;
        QTest::newRow(qPrintable(id)) << spec << roles({});
        if (spec.type == ModelType::Transformer) {
            for (StepKind step : { StepKind::Prefill, StepKind::Decode }) {
                // An encoder does not decode; GPT-2's 1,024 positions hold no generation.
                const WorkloadSpec inference
                    = with(spec, [step](WorkloadSpec& s) { s.run.step = step; });
                if (WorkloadBuilder::build(inference).workload)
                    QTest::newRow(qPrintable(id + QLatin1Char(' ') + stepKindName(step)))
                        << inference << roles({});
            }
        }
    }
    const WorkloadSpec llama = presetSpec("llama-3-8b");
    QTest::newRow("llama eager") << with(llama, [](WorkloadSpec& s) {
        s.run.stack = SoftwareStack::FsdpEager;
    }) << roles({ R::Norm, R::RotaryEmbedding, R::MlpActivation, R::Loss });
    QTest::newRow("llama fp8 full recompute") << with(llama, [](WorkloadSpec& s) {
        s.run.activationPrecision = Precision::FP8;
        s.run.weightPrecision = Precision::FP8;
        s.run.recompute = RecomputePolicy::Full;
    }) << roles({ R::Cast, R::QkvProjection, R::LmHead });
    QTest::newRow("llama qlora eager") << with(llama, [](WorkloadSpec& s) {
        s.run.lora.rank = 16;
        s.run.lora.basePrecision = Precision::INT4;
        s.run.stack = SoftwareStack::FsdpEager;
    }) << roles({ R::LoraA, R::LoraB, R::LoraOutput, R::Dequantize });
    QTest::newRow("llama unfused decode int4") << with(llama, [](WorkloadSpec& s) {
        s.run.attention = AttentionImpl::Unfused;
        s.run.step = StepKind::Decode;
        s.run.weightPrecision = Precision::INT4;
    }) << roles({ R::Attention });
    QTest::newRow("gpt-3 unfused dropout") << with(presetSpec("gpt-3-175b"), [](WorkloadSpec& s) {
        s.run.attention = AttentionImpl::Unfused;
    }) << roles({ R::AttentionDropout, R::Dropout, R::Embedding });
    QTest::newRow("bert") << presetSpec("bert-base")
                          << roles({ R::Embedding, R::Norm, R::Linear, R::Activation });
    QTest::newRow("mixtral") << presetSpec("mixtral-8x7b")
                             << roles({ R::Router, R::ExpertDispatch, R::ExpertCombine });
    QTest::newRow("resnet") << presetSpec("resnet-50")
                            << roles({ R::Convolution, R::Pooling, R::Residual });
    QTest::newRow("mlp") << presetSpec("mlp-4096") << roles({ R::Linear, R::Activation });
    // Hugging Face imports: latent attention, shared and fine-grained experts, windows.
    const WorkloadSpec v2 = importedSpec("deepseek-v2-lite.json");
    QTest::newRow("deepseek-v2-lite")
        << v2 << roles({ R::KvDownProjection, R::KvUpProjection, R::QueryProjection });
    QTest::newRow("deepseek-v2-lite decode unfused") << with(v2, [](WorkloadSpec& s) {
        s.run.step = StepKind::Decode;
        s.run.attention = AttentionImpl::Unfused;
    }) << roles({ R::QueryAbsorb, R::ValueAbsorb, R::Attention });
    QTest::newRow("deepseek-v3") << importedSpec("deepseek-v3.json")
                                 << roles({ R::QueryDownProjection, R::QueryUpProjection });
    QTest::newRow("mistral window")
        << importedSpec("mistral-7b-v0.1.json") << roles({ R::WindowAttention });
    QTest::newRow("mistral window unfused eager") << with(
        importedSpec("mistral-7b-v0.1.json"), [](WorkloadSpec& s) {
            s.run.attention = AttentionImpl::Unfused;
            s.run.stack = SoftwareStack::FsdpEager;
            s.transformer.dropout = true;
        }) << roles({ R::WindowAttention, R::AttentionDropout });
    QTest::newRow("deepseek-moe") << importedSpec("deepseek-moe-16b-base.json")
                                  << roles({ R::Router, R::MlpUp, R::MlpDown });
}

void TestOperatorRole::everyBuilderSetsRoles()
{
    QFETCH(WorkloadSpec, spec);
    QFETCH(QList<int>, expected);
    const Workload w = built(spec);
    bool anyOther = false;
    for (const Operator& op : w.ops()) {
        // The builders' names are what inferOperatorRole() reads in an old file: the two agree
        // on every operator of every structure, so an old custom file means what it meant.
        const OperatorPlace inferred = inferOperatorRole(op.name);
        QVERIFY2(inferred == (OperatorPlace { op.role, op.section }),
            qPrintable(
                QStringLiteral("%1: built %2/%3, inferred %4/%5")
                    .arg(op.name, operatorRoleName(op.role), operatorSectionName(op.section),
                        operatorRoleName(inferred.role), operatorSectionName(inferred.section))));
        anyOther = anyOther || op.role == OperatorRole::Other;
        if (op.phase == Phase::Optimizer)
            QCOMPARE(op.section, OperatorSection::Output);
    }
    // Only a custom list's unnamed GEMMs may have no role.
    QCOMPARE(anyOther, spec.type == ModelType::Custom);
    const std::set<OperatorRole> present = rolesOf(w);
    for (int role : expected)
        QVERIFY2(
            present.count(OperatorRole(role)), qPrintable(operatorRoleName(OperatorRole(role))));
}

void TestOperatorRole::backwardAndRecomputeKeepTheRole()
{
    WorkloadSpec spec = presetSpec("mixtral-8x7b");
    spec.run.recompute = RecomputePolicy::Full;
    const Workload w = built(spec);
    int checked = 0;
    for (const Operator& op : w.ops()) {
        if (op.phase == Phase::Forward || op.phase == Phase::Optimizer)
            continue;
        // The forward operator this one repeats or differentiates: its name is a prefix.
        const Operator* forward = nullptr;
        for (const Operator& f : w.ops()) {
            if (f.phase == Phase::Forward && op.name.startsWith(f.name)
                && (!forward || f.name.size() > forward->name.size()))
                forward = &f;
        }
        QVERIFY2(forward, qPrintable(op.name));
        QCOMPARE(op.role, forward->role);
        QCOMPARE(op.section, forward->section);
        ++checked;
    }
    QVERIFY(checked > 20);
    const Operator* wgrad = named(w, "layer.moe.expert.gate_up.wgrad");
    QVERIFY(wgrad);
    QCOMPARE(wgrad->role, OperatorRole::MlpUp);
    QCOMPARE(wgrad->section, OperatorSection::RoutedExpert);
}

void TestOperatorRole::oldFileInfersRolesOnce()
{
    const WorkloadLoadResult loaded
        = WorkloadFile::fromJson(customFile(false), QStringLiteral("old.json"));
    QVERIFY(loaded.spec);
    QVERIFY(!io::hasErrors(loaded.diagnostics));
    const std::vector<CustomOpSpec>& ops = loaded.spec->customOps;
    QCOMPARE(ops.size(), std::size_t(4));
    QCOMPARE(ops[0].role, OperatorRole::QkvProjection);
    QCOMPARE(ops[1].role, OperatorRole::OutProjection);
    QCOMPARE(ops[2].role, OperatorRole::MlpUp);
    QCOMPARE(ops[3].role, OperatorRole::MlpDown);
    for (const CustomOpSpec& op : ops)
        QCOMPARE(op.section, OperatorSection::Block);
    // Saved again, the roles are written: the names are not read a second time.
    const QJsonObject saved = WorkloadFile::toJson(*loaded.spec);
    const QJsonObject first = saved.value(QStringLiteral("model"))
                                  .toObject()
                                  .value(QStringLiteral("ops"))
                                  .toArray()
                                  .at(0)
                                  .toObject();
    QCOMPARE(first.value(QStringLiteral("role")).toString(), QStringLiteral("qkv_projection"));
    QCOMPARE(first.value(QStringLiteral("section")).toString(), QStringLiteral("block"));
    // A name the builders never give: no role, outside the blocks.
    QCOMPARE(inferOperatorRole(QStringLiteral("gemm4096")), OperatorPlace {});
    QCOMPARE(inferOperatorRole(QStringLiteral("embed.tokens.grad")),
        (OperatorPlace { OperatorRole::Embedding, OperatorSection::Input }));
}

void TestOperatorRole::fileRolesAreReadWrittenAndChecked()
{
    QJsonObject root = customFile(true);
    const WorkloadLoadResult loaded = WorkloadFile::fromJson(root, QStringLiteral("new.json"));
    QVERIFY(loaded.spec);
    QCOMPARE(loaded.spec->customOps[3].role, OperatorRole::MlpDown);
    QCOMPARE(loaded.spec->customOps[3].section, OperatorSection::Block);
    const WorkloadLoadResult again
        = WorkloadFile::fromJson(WorkloadFile::toJson(*loaded.spec), QStringLiteral("again.json"));
    QVERIFY(again.spec);
    QVERIFY(*again.spec == *loaded.spec);

    // An unknown role is an error naming the field.
    QJsonObject model = root.value(QStringLiteral("model")).toObject();
    QJsonArray ops = model.value(QStringLiteral("ops")).toArray();
    QJsonObject bad = ops.at(1).toObject();
    bad.insert(QStringLiteral("role"), QStringLiteral("attention_projection"));
    ops.replace(1, bad);
    model.insert(QStringLiteral("ops"), ops);
    root.insert(QStringLiteral("model"), model);
    const WorkloadLoadResult broken = WorkloadFile::fromJson(root, QStringLiteral("bad.json"));
    QVERIFY(io::hasErrors(broken.diagnostics));
    bool named = false;
    for (const io::Diagnostic& d : broken.diagnostics)
        named = named || d.jsonPath == QStringLiteral("$.model.ops[1].role");
    QVERIFY(named);
}

void TestOperatorRole::renamedOperatorsKeepTheirBehaviour()
{
    // The point of roles: the scaling model splits by what an operator is. Renaming every
    // operator of a MoE training step leaves each chip's share and the whole split unchanged.
    WorkloadSpec spec = presetSpec("mixtral-8x7b");
    spec.run.globalBatch = 16;
    spec.run.microBatch = 1;
    const Workload original = built(spec);
    Workload::Contents contents;
    contents.ops = original.ops();
    for (std::size_t i = 0; i < contents.ops.size(); ++i)
        contents.ops[i].name = QStringLiteral("op%1").arg(i);
    contents.parameters = original.parameterCount();
    contents.activeParameters = original.activeParameterCount();
    contents.memory = original.memoryInputs();
    contents.kvCacheBytesPerToken = original.kvCacheBytesPerToken();
    contents.tokensPerStep = original.tokensPerStep();
    contents.prefillTokens = original.prefillTokens();
    const Workload renamed(
        original.spec(), contents, original.flopsPerStep(), original.bytesPerStep());

    ParallelConfig config;
    config.tp = 2;
    config.pp = 2;
    config.dp = 4;
    config.ep = 4;
    config.sequenceParallel = false;
    for (std::size_t i = 0; i < original.ops().size(); ++i) {
        const Operator a
            = ScalingEstimator::perChipOperator(original.ops()[i], config, spec.run.seqLength);
        const Operator b
            = ScalingEstimator::perChipOperator(renamed.ops()[i], config, spec.run.seqLength);
        QVERIFY2(
            a.gemm == b.gemm && a.flops == b.flops && a.bytes() == b.bytes() && a.count == b.count,
            qPrintable(original.ops()[i].name));
    }
    // The QKV projection is still column-parallel: its N is halved under tp 2.
    const Operator* qkv = named(original, "layer.attn.qkv_proj");
    QVERIFY(qkv);
    const Operator renamedQkv = renamed.ops()[std::size_t(qkv - original.ops().data())];
    QCOMPARE(renamedQkv.name, QStringLiteral("op%1").arg(qkv - original.ops().data()));
    QCOMPARE(ScalingEstimator::perChipOperator(renamedQkv, config, spec.run.seqLength).gemm.n(),
        qkv->gemm.n() / 2);

    const Device h100 = shipped("h100-sxm");
    const ScalingResult before = ScalingEstimator(original, h100).estimate(config);
    const ScalingResult after = ScalingEstimator(renamed, h100).estimate(config);
    QVERIFY(before.stepSeconds > 0);
    QCOMPARE(after.stepSeconds, before.stepSeconds);
    QCOMPARE(after.memory.totalBytes(), before.memory.totalBytes());
}

void TestOperatorRole::explicitRolesNeedNoNames()
{
    // The same custom GEMMs, once named as the builders name them (roles inferred) and once
    // unnamed with their roles written out: each chip's share under tp is the same, and
    // without roles the GEMMs are not split.
    const WorkloadLoadResult byName
        = WorkloadFile::fromJson(customFile(false), QStringLiteral("old.json"));
    const WorkloadLoadResult byRole
        = WorkloadFile::fromJson(customFile(true), QStringLiteral("new.json"));
    QVERIFY(byName.spec && byRole.spec);
    WorkloadSpec plain = *byRole.spec;
    for (CustomOpSpec& op : plain.customOps)
        op.role = OperatorRole::Other;
    const Workload a = built(*byName.spec);
    const Workload b = built(*byRole.spec);
    const Workload c = built(plain);
    QCOMPARE(b.ops().size(), a.ops().size());
    ParallelConfig config;
    config.tp = 4;
    int split = 0;
    for (std::size_t i = 0; i < a.ops().size(); ++i) {
        const Operator x = ScalingEstimator::perChipOperator(a.ops()[i], config, 1);
        const Operator y = ScalingEstimator::perChipOperator(b.ops()[i], config, 1);
        const Operator z = ScalingEstimator::perChipOperator(c.ops()[i], config, 1);
        QVERIFY2(x.gemm == y.gemm && x.flops == y.flops, qPrintable(a.ops()[i].name));
        if (a.ops()[i].unit == ComputeUnit::Matrix) {
            QVERIFY(b.ops()[i].name != a.ops()[i].name);
            QCOMPARE(z.flops, c.ops()[i].flops);
            QCOMPARE(x.flops * 4, a.ops()[i].flops);
            ++split;
        }
    }
    QCOMPARE(split, 12); // four GEMMs, each forward, data and weight gradient
}

QTEST_GUILESS_MAIN(TestOperatorRole)
#include "tst_operatorrole.moc"
