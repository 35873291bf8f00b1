// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Remat policies by name (issue 32 item 3): what each of MaxText's and Megatron-LM's policies
// recomputes, keeps on the device and offloads to host memory, in operators, in memory and in
// the time the host link adds, against figures worked by hand.

#include "engine/hostoffload.h"
#include "hardware/catalog.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace ts;

namespace {

// LLaMA-2 7B's shape at one sequence of 4,096 tokens, bf16, one layer kept small enough to
// count by hand: h = 4096, 32 heads of 128 (MHA), SwiGLU FFN 11008.
WorkloadSpec llama(RecomputePolicy policy)
{
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    spec.run.step = StepKind::Training;
    spec.run.globalBatch = 1;
    spec.run.microBatch = 1;
    spec.run.seqLength = 4096;
    spec.run.weightPrecision = Precision::BF16;
    spec.run.activationPrecision = Precision::BF16;
    spec.run.recompute = policy;
    return spec;
}

Workload build(const WorkloadSpec& spec)
{
    const WorkloadBuildResult built = WorkloadBuilder::build(spec);
    return *built.workload;
}

// The names of the operators re-run in the backward pass.
QSet<QString> recomputed(const Workload& w)
{
    QSet<QString> names;
    for (const Operator& op : w.ops())
        if (op.phase == Phase::Recompute)
            names.insert(op.name);
    return names;
}

constexpr qint64 kTokens = 4096;
constexpr qint64 kHidden = 4096;
constexpr qint64 kFfn = 11008;
constexpr qint64 kLayers = 32;

} // namespace

class TestRemat : public QObject
{
    Q_OBJECT

private slots:
    void names();
    void whatEachPolicyRecomputes();
    void memoryOnDeviceAndHost();
    void hostLinkTime();
    void offloadInTheStep();
    void workloadFiles();
};

void TestRemat::names()
{
    for (RecomputePolicy policy : kAllRecomputePolicies)
        QCOMPARE(recomputePolicyFromName(recomputePolicyName(policy)), policy);
    QCOMPARE(
        recomputePolicyFromName(QStringLiteral("minimal")), RecomputePolicy::ExceptWeightGemms);
    QVERIFY(!recomputePolicyFromName(QStringLiteral("everything")));
    // MaxText's qkv_proj_offloaded is save_qkv_proj with q, k, v in host memory.
    RematTensors saved = rematTensors(RecomputePolicy::SaveQkvProj);
    RematTensors offloaded = rematTensors(RecomputePolicy::QkvProjOffloaded);
    QCOMPARE(offloaded.qkv, RematPlacement::Offload);
    offloaded.qkv = RematPlacement::Device;
    QCOMPARE(offloaded, saved);
    QVERIFY(!rematTensors(RecomputePolicy::None).recomputesAny());
    QVERIFY(rematTensors(RecomputePolicy::MinimalOffloaded).offloadsAny());
}

void TestRemat::whatEachPolicyRecomputes()
{
    const QString qkv = QStringLiteral("layer.attn.qkv_proj");
    const QString out = QStringLiteral("layer.attn.out_proj");
    const QString gateUp = QStringLiteral("layer.mlp.gate_up");
    const QString down = QStringLiteral("layer.mlp.down");
    const QString attention = QStringLiteral("layer.attn.flash");
    const QString norm = QStringLiteral("layer.mlp_norm");
    const QSet<QString> none = recomputed(build(llama(RecomputePolicy::None)));
    QVERIFY(none.isEmpty());
    const QSet<QString> full = recomputed(build(llama(RecomputePolicy::Full)));
    for (const QString& name : { qkv, out, gateUp, down, attention, norm })
        QVERIFY2(full.contains(name), qPrintable(name));
    const QSet<QString> minimal = recomputed(build(llama(RecomputePolicy::ExceptWeightGemms)));
    QVERIFY(minimal.contains(attention) && minimal.contains(norm));
    for (const QString& name : { qkv, out, gateUp, down })
        QVERIFY2(!minimal.contains(name), qPrintable(name));
    // save_dot_except_mlp: the MLP's GEMMs again, not the attention's.
    const QSet<QString> exceptMlp = recomputed(build(llama(RecomputePolicy::SaveDotExceptMlp)));
    QVERIFY(exceptMlp.contains(gateUp) && exceptMlp.contains(down));
    QVERIFY(!exceptMlp.contains(qkv) && !exceptMlp.contains(out));
    QVERIFY(exceptMlp.contains(attention) && exceptMlp.contains(norm));
    // save_qkv_proj and its offloaded form: everything but q, k, v.
    for (RecomputePolicy policy :
        { RecomputePolicy::SaveQkvProj, RecomputePolicy::QkvProjOffloaded }) {
        const QSet<QString> s = recomputed(build(llama(policy)));
        QVERIFY(!s.contains(qkv));
        QVERIFY(s.contains(out) && s.contains(gateUp) && s.contains(down) && s.contains(attention));
    }
    // Megatron's selective: the core attention alone.
    const QSet<QString> selective = recomputed(build(llama(RecomputePolicy::Selective)));
    QCOMPARE(selective, QSet<QString> { attention });
    // The recomputed GEMM FLOPs of save_dot_except_mlp, by hand: the MLP's 3 GEMMs of
    // 2·s·h·f each, a layer, 32 layers.
    double flops = 0;
    const Workload exceptMlpWorkload = build(llama(RecomputePolicy::SaveDotExceptMlp));
    for (const Operator& op : exceptMlpWorkload.ops())
        if (op.phase == Phase::Recompute && op.kind == OpKind::MatMul)
            flops += op.flops * double(op.count);
    QCOMPARE(flops, 3.0 * 2 * kTokens * kHidden * kFfn * kLayers);
    // A custom policy that offloads but recomputes nothing re-runs nothing.
    WorkloadSpec onlyOffload = llama(RecomputePolicy::Custom);
    onlyOffload.run.customRemat.qkv = RematPlacement::Offload;
    QVERIFY(recomputed(build(onlyOffload)).isEmpty());
}

void TestRemat::memoryOnDeviceAndHost()
{
    const Workload minimal = build(llama(RecomputePolicy::ExceptWeightGemms));
    const MemoryInputs& in = minimal.memoryInputs();
    // By hand, bf16: q, k, v 3·s·h·2 bytes; the context and out_proj s·h·2; the MLP's first
    // GEMMs (gate and up) 2·s·f·2 and its last s·h·2; the checkpoint s·h·2.
    QCOMPARE(in.qkvBytesPerLayer, 3 * kTokens * kHidden * 2);
    QCOMPARE(in.contextBytesPerLayer, kTokens * kHidden * 2);
    QCOMPARE(in.outProjBytesPerLayer, kTokens * kHidden * 2);
    QCOMPARE(in.mlpInBytesPerLayer, 2 * kTokens * kFfn * 2);
    QCOMPARE(in.mlpOutBytesPerLayer, kTokens * kHidden * 2);
    QCOMPARE(in.qkvBytesPerLayer + in.outProjBytesPerLayer + in.mlpInBytesPerLayer
            + in.mlpOutBytesPerLayer,
        in.weightGemmOutputBytesPerLayer);
    const qint64 checkpoint = kTokens * kHidden * 2;
    const qint64 working = in.activationBytesPerLayer + in.activationBytesOther;
    // save_qkv_proj keeps the checkpoint and q, k, v on the device.
    const MemoryFootprint saved = build(llama(RecomputePolicy::SaveQkvProj)).memoryFootprint();
    QCOMPARE(saved.activationBytes, kLayers * (checkpoint + in.qkvBytesPerLayer) + working);
    QCOMPARE(saved.hostOffloadBytes, 0);
    // qkv_proj_offloaded moves q, k, v to the host: the device keeps what full remat keeps.
    const MemoryFootprint offloaded
        = build(llama(RecomputePolicy::QkvProjOffloaded)).memoryFootprint();
    QCOMPARE(offloaded.activationBytes, kLayers * checkpoint + working);
    QCOMPARE(offloaded.hostOffloadBytes, kLayers * in.qkvBytesPerLayer);
    QCOMPARE(offloaded.activationBytes, offloaded.activationBytesFullRecompute);
    // Split over tp 4: a quarter of each on each chip.
    ParallelConfig tp4;
    tp4.tp = 4;
    QCOMPARE(build(llama(RecomputePolicy::QkvProjOffloaded)).memoryFootprint(tp4).hostOffloadBytes,
        kLayers * in.qkvBytesPerLayer / 4);
    // The MaxText recipes' custom policy: the input, q, k, v and out_proj on the host.
    WorkloadSpec recipe = llama(RecomputePolicy::Custom);
    recipe.run.customRemat
        = { RematPlacement::Offload, RematPlacement::Offload, RematPlacement::Recompute,
              RematPlacement::Offload, RematPlacement::Recompute, RematPlacement::Recompute };
    const MemoryFootprint custom = build(recipe).memoryFootprint();
    QCOMPARE(custom.activationBytes, working);
    QCOMPARE(custom.hostOffloadBytes,
        kLayers * (checkpoint + in.qkvBytesPerLayer + in.outProjBytesPerLayer));
    // None and the old policies are unchanged by the named ones.
    QCOMPARE(minimal.memoryFootprint().activationBytes,
        minimal.memoryFootprint().activationBytesExceptWeightGemms);
}

void TestRemat::hostLinkTime()
{
    Device device;
    device.interconnect = Interconnect {};
    device.interconnect->hostBytesPerSecondPerDirection = 32e9;
    // 64 GB each way at 32 GB/s: 2 s out behind a 1 s forward pass (1 s exposed) and 2 s back
    // behind a 3 s backward pass (hidden).
    engine::HostOffload o = engine::hostOffload(device, 64e9, 1.0, 3.0);
    QCOMPARE(o.transferSecondsEachWay, 2.0);
    QCOMPARE(o.exposedSeconds, 1.0);
    QVERIFY(!o.linkAssumed);
    o = engine::hostOffload(device, 64e9, 0.5, 0.5);
    QCOMPARE(o.exposedSeconds, 3.0);
    // Without a sourced link: the documented typical PCIe figure, said to be assumed.
    o = engine::hostOffload(Device {}, 15e9, 0.0, 0.0);
    QVERIFY(o.linkAssumed);
    QCOMPARE(o.linkBytesPerSecond, engine::kDefaultHostLinkBytesPerSecond);
    QCOMPARE(o.exposedSeconds, 2.0);
}

void TestRemat::offloadInTheStep()
{
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const Device v6e = *catalog.device(QStringLiteral("tpu-v6e"));
    QCOMPARE(v6e.interconnect->hostBytesPerSecondPerDirection.value_or(0), 32e9);
    WorkloadSpec spec = llama(RecomputePolicy::QkvProjOffloaded);
    spec.run.globalBatch = 8;
    spec.run.microBatch = 1;
    const Workload w = build(spec);
    ParallelConfig fsdp;
    fsdp.dp = 8;
    fsdp.zeroStage = 3;
    const scaling::ScalingEstimator estimator(w, v6e);
    const scaling::ScalingResult r = estimator.estimate(fsdp);
    QVERIFY(r.legal());
    // One micro-batch a chip: q, k, v of 32 layers each way.
    QCOMPARE(r.hostOffloadBytes, double(kLayers * w.memoryInputs().qkvBytesPerLayer));
    // 3.2 GB each way at 32 GB/s, 0.1 s: hidden behind this micro-batch's passes, so the step
    // is save_qkv_proj's, with less device memory.
    WorkloadSpec onDevice = spec;
    onDevice.run.recompute = RecomputePolicy::SaveQkvProj;
    const scaling::ScalingResult kept
        = scaling::ScalingEstimator(build(onDevice), v6e).estimate(fsdp);
    QCOMPARE(kept.hostOffloadBytes, 0.0);
    QCOMPARE(r.hostOffloadExposedSeconds, 0.0);
    QCOMPARE(r.stepSeconds, kept.stepSeconds);
    // minimal_offloaded sends every weight-GEMM output, (3h + h + 2f + h)·s·2 bytes a layer,
    // 8.3 GB each way: 0.26 s, longer than the forward pass, so part of it shows.
    WorkloadSpec allOut = spec;
    allOut.run.recompute = RecomputePolicy::MinimalOffloaded;
    const scaling::ScalingResult out = scaling::ScalingEstimator(build(allOut), v6e).estimate(fsdp);
    QCOMPARE(out.hostOffloadBytes, double(kLayers * (5 * kHidden + 2 * kFfn) * kTokens * 2));
    WorkloadSpec minimalSpec = spec;
    minimalSpec.run.recompute = RecomputePolicy::ExceptWeightGemms;
    const scaling::ScalingResult minimal
        = scaling::ScalingEstimator(build(minimalSpec), v6e).estimate(fsdp);
    QVERIFY(out.hostOffloadExposedSeconds > 0);
    QVERIFY(out.hostOffloadExposedSeconds <= 2 * out.hostOffloadBytes / 32e9);
    QCOMPARE(out.stepSeconds, minimal.stepSeconds + out.hostOffloadExposedSeconds);
    QVERIFY(r.memory.activationBytes < kept.memory.activationBytes);
}

void TestRemat::workloadFiles()
{
    WorkloadSpec spec = llama(RecomputePolicy::Custom);
    spec.run.customRemat
        = { RematPlacement::Offload, RematPlacement::Offload, RematPlacement::Recompute,
              RematPlacement::Device, RematPlacement::Recompute, RematPlacement::Recompute };
    const QJsonObject json = WorkloadFile::toJson(spec);
    const WorkloadLoadResult back = WorkloadFile::fromJson(json, QStringLiteral("t.json"));
    QVERIFY(back.spec);
    QCOMPARE(back.spec->run.recompute, RecomputePolicy::Custom);
    QCOMPARE(back.spec->run.customRemat, spec.run.customRemat);
    for (RecomputePolicy policy : kAllRecomputePolicies) {
        WorkloadSpec named = llama(policy);
        if (policy == RecomputePolicy::Custom)
            named.run.customRemat = spec.run.customRemat;
        const WorkloadLoadResult again
            = WorkloadFile::fromJson(WorkloadFile::toJson(named), QStringLiteral("t.json"));
        QVERIFY2(again.spec && again.spec->run.recompute == policy,
            qPrintable(recomputePolicyName(policy)));
    }
    // Errors name the field: q, k and v placed apart, a recomputed block input, custom without
    // its placements.
    const auto errorAt = [&](const QJsonObject& object, const QString& path) {
        const WorkloadLoadResult r = WorkloadFile::fromJson(object, QStringLiteral("bad.json"));
        for (const io::Diagnostic& d : r.diagnostics)
            if (d.jsonPath.endsWith(path) && d.severity == io::Severity::Error)
                return true;
        return false;
    };
    QJsonObject split = json;
    QJsonObject run = split.value(QStringLiteral("run")).toObject();
    QJsonObject custom = run.value(QStringLiteral("remat_custom")).toObject();
    custom.insert(QStringLiteral("value_proj"), QStringLiteral("device"));
    run.insert(QStringLiteral("remat_custom"), custom);
    split.insert(QStringLiteral("run"), run);
    QVERIFY(errorAt(split, QStringLiteral("remat_custom.value_proj")));
    custom = json.value(QStringLiteral("run"))
                 .toObject()
                 .value(QStringLiteral("remat_custom"))
                 .toObject();
    custom.insert(QStringLiteral("decoder_layer_input"), QStringLiteral("remat"));
    run.insert(QStringLiteral("remat_custom"), custom);
    split.insert(QStringLiteral("run"), run);
    QVERIFY(errorAt(split, QStringLiteral("remat_custom.decoder_layer_input")));
    run.remove(QStringLiteral("remat_custom"));
    split.insert(QStringLiteral("run"), run);
    QVERIFY(errorAt(split, QStringLiteral("remat_custom")));
    run.insert(QStringLiteral("recompute"), QStringLiteral("minimal"));
    split.insert(QStringLiteral("run"), run);
    const WorkloadLoadResult minimal = WorkloadFile::fromJson(split, QStringLiteral("t.json"));
    QVERIFY(minimal.spec && minimal.spec->run.recompute == RecomputePolicy::ExceptWeightGemms);
}

QTEST_GUILESS_MAIN(TestRemat)
#include "tst_remat.moc"
