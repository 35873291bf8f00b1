// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The software stack as an input (issue 32 item 7): an eager PyTorch stack's kernel inventory
// (Hugging Face's RMSNorm, rotary embedding, SwiGLU and fp32 loss as separate kernels,
// FlashAttention-2, PEFT's scale and add) against a fused one, counted by hand.

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QTest>

using namespace ts;

namespace {

WorkloadSpec llama(SoftwareStack stack)
{
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    spec.run.step = StepKind::Training;
    spec.run.globalBatch = 1;
    spec.run.microBatch = 1;
    spec.run.seqLength = 4096;
    spec.run.stack = stack;
    return spec;
}

struct Forward
{
    int ops = 0; // forward operators of one block (count = layers)
    double bytes = 0; // their DRAM bytes, one layer
};

// The forward vector operators of one block whose name starts with `prefix`.
Forward forward(const Workload& w, const QString& prefix)
{
    Forward f;
    for (const Operator& op : w.ops()) {
        if (op.phase == Phase::Forward && op.name.startsWith(prefix)) {
            ++f.ops;
            f.bytes += double(op.bytes());
        }
    }
    return f;
}

constexpr double kTokens = 4096;
constexpr double kHidden = 4096;

} // namespace

class TestSoftwareStack : public QObject
{
    Q_OBJECT

private slots:
    void names();
    void eagerKernelInventory();
    void flashAttention2();
    void slowerAndFiles();
    void attentionKernelOfTheRun();
};

void TestSoftwareStack::names()
{
    QCOMPARE(softwareStackFromName(QStringLiteral("fsdp-eager")), SoftwareStack::FsdpEager);
    QCOMPARE(softwareStackFromName(QStringLiteral("fused")), SoftwareStack::Fused);
    QVERIFY(!softwareStackFromName(QStringLiteral("jax")));
}

void TestSoftwareStack::eagerKernelInventory()
{
    const Workload fused = *WorkloadBuilder::build(llama(SoftwareStack::Fused)).workload;
    const Workload eager = *WorkloadBuilder::build(llama(SoftwareStack::FsdpEager)).workload;
    // RMSNorm: one kernel reading and writing s·h bf16 (4 bytes an element) against seven:
    // to fp32 (2 + 4), pow (4 + 4), mean (4, and 4 bytes a row out), rsqrt (4 + 4 a row), scale
    // (4 + 4), back to bf16 (4 + 2), gain (2 + 2) bytes an element.
    const Forward fusedNorm = forward(fused, QStringLiteral("layer.attn_norm"));
    const Forward eagerNorm = forward(eager, QStringLiteral("layer.attn_norm"));
    QCOMPARE(fusedNorm.ops, 1);
    QCOMPARE(fusedNorm.bytes, 4 * kTokens * kHidden);
    QCOMPARE(eagerNorm.ops, 7);
    QCOMPARE(eagerNorm.bytes, (6 + 8 + 4 + 8 + 6 + 4) * kTokens * kHidden + 12 * kTokens);
    // Rotary: one kernel over q and k against five each (neg on half, cat, two multiplies, add):
    // 1 + 2 + 2 + 2 + 3 elements read and written per element, 2 bytes each.
    QCOMPARE(forward(fused, QStringLiteral("layer.attn.rope")).ops, 1);
    const Forward rope = forward(eager, QStringLiteral("layer.attn.rope_"));
    QCOMPARE(rope.ops, 10);
    QCOMPARE(rope.bytes, 2 * (1 + 2 + 2 + 2 + 3) * 2 * kTokens * kHidden);
    // SwiGLU: the SiLU and the product apart.
    QCOMPARE(forward(eager, QStringLiteral("layer.mlp.silu")).ops, 1);
    QCOMPARE(forward(eager, QStringLiteral("layer.mlp.mul")).ops, 1);
    QCOMPARE(forward(eager, QStringLiteral("layer.mlp.swiglu")).ops, 0);
    // The loss: the logits cast to fp32 first.
    QCOMPARE(forward(eager, QStringLiteral("loss.logits_float")).ops, 1);
    QCOMPARE(forward(fused, QStringLiteral("loss.logits_float")).ops, 0);
    // The FLOPs of the GEMMs are the stack's business not at all.
    double fusedGemm = 0;
    double eagerGemm = 0;
    for (const Operator& op : fused.ops())
        fusedGemm += op.kind == OpKind::MatMul ? double(op.flops) * double(op.count) : 0.0;
    for (const Operator& op : eager.ops())
        eagerGemm += op.kind == OpKind::MatMul ? double(op.flops) * double(op.count) : 0.0;
    QCOMPARE(eagerGemm, fusedGemm);
}

void TestSoftwareStack::flashAttention2()
{
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const Device h100 = *catalog.device(QStringLiteral("h100-sxm"));
    const Workload fused = *WorkloadBuilder::build(llama(SoftwareStack::Fused)).workload;
    const Workload eager = *WorkloadBuilder::build(llama(SoftwareStack::FsdpEager)).workload;
    const auto attention = [&](const Workload& w, Phase phase) {
        for (const Operator& op : w.ops())
            if (op.kind == OpKind::FlashAttention && op.phase == phase)
                return *engine::PerformanceEngine::estimateOp(op, h100, {});
        return engine::OpEstimate {};
    };
    // Compute-bound at the attention fraction: FlashAttention-2 takes 609/368 of cuDNN's time
    // forward and 499/310 backward (FlashAttention-3 paper's H100 figures).
    const engine::OpEstimate fusedForward = attention(fused, Phase::Forward);
    const engine::OpEstimate eagerForward = attention(eager, Phase::Forward);
    QCOMPARE(eagerForward.computeSeconds / fusedForward.computeSeconds, 609.0 / 368.0);
    const engine::OpEstimate fusedBackward = attention(fused, Phase::BackwardData);
    const engine::OpEstimate eagerBackward = attention(eager, Phase::BackwardData);
    QCOMPARE(eagerBackward.computeSeconds / fusedBackward.computeSeconds, 499.0 / 310.0);
}

void TestSoftwareStack::slowerAndFiles()
{
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const Device h100 = *catalog.device(QStringLiteral("h100-sxm"));
    const auto step = [&](SoftwareStack stack) {
        const Workload w = *WorkloadBuilder::build(llama(stack)).workload;
        return engine::PerformanceEngine::estimate(w, h100, {})->stepSeconds;
    };
    QVERIFY(step(SoftwareStack::FsdpEager) > 1.1 * step(SoftwareStack::Fused));
    // Workload files: "stack" round-trips, is left out for the default, and a wrong name is an
    // error at its path.
    const QJsonObject eager = WorkloadFile::toJson(llama(SoftwareStack::FsdpEager));
    QCOMPARE(eager.value(QStringLiteral("run")).toObject().value(QStringLiteral("stack")),
        QStringLiteral("fsdp-eager"));
    QVERIFY(!WorkloadFile::toJson(llama(SoftwareStack::Fused))
                 .value(QStringLiteral("run"))
                 .toObject()
                 .contains(QStringLiteral("stack")));
    const WorkloadLoadResult back = WorkloadFile::fromJson(eager, QStringLiteral("t.json"));
    QVERIFY(back.spec && back.spec->run.stack == SoftwareStack::FsdpEager);
    QJsonObject bad = eager;
    QJsonObject run = bad.value(QStringLiteral("run")).toObject();
    run.insert(QStringLiteral("stack"), QStringLiteral("jax"));
    bad.insert(QStringLiteral("run"), run);
    const WorkloadLoadResult refused = WorkloadFile::fromJson(bad, QStringLiteral("bad.json"));
    bool named = false;
    for (const io::Diagnostic& d : refused.diagnostics)
        named = named
            || (d.jsonPath == QLatin1String("$.run.stack") && d.file == QLatin1String("bad.json"));
    QVERIFY(named);
}

void TestSoftwareStack::attentionKernelOfTheRun()
{
    // A fused stack whose Transformer Engine picked flash-attn ahead of cuDNN (its releases
    // before the Hopper preference, docs/engine.md): every fused-attention operator, forward
    // and backward, runs FlashAttention-2; nothing else changes. And an eager stack may name
    // the library kernel.
    WorkloadSpec flash2 = llama(SoftwareStack::Fused);
    flash2.run.attentionKernel = AttentionKernel::FlashAttention2;
    const Workload fused = *WorkloadBuilder::build(llama(SoftwareStack::Fused)).workload;
    const Workload named = *WorkloadBuilder::build(flash2).workload;
    QCOMPARE(named.ops().size(), fused.ops().size());
    int attentionOps = 0;
    for (std::size_t i = 0; i < named.ops().size(); ++i) {
        const Operator& a = fused.ops()[i];
        const Operator& b = named.ops()[i];
        QCOMPARE(b.name, a.name);
        QCOMPARE(b.flops, a.flops);
        QCOMPARE(a.attentionKernel, AttentionKernel::Library);
        if (b.kind == OpKind::FlashAttention) {
            ++attentionOps;
            QCOMPARE(b.attentionKernel, AttentionKernel::FlashAttention2);
        } else {
            QCOMPARE(b.attentionKernel, AttentionKernel::Library);
        }
    }
    QVERIFY(attentionOps >= 2); // forward and backward
    WorkloadSpec library = llama(SoftwareStack::FsdpEager);
    library.run.attentionKernel = AttentionKernel::Library;
    const Workload eagerLibrary = *WorkloadBuilder::build(library).workload;
    for (const Operator& op : eagerLibrary.ops())
        QCOMPARE(op.attentionKernel, AttentionKernel::Library);

    // Slower on an H100 by FlashAttention-2's rate against cuDNN's.
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const Device h100 = *catalog.device(QStringLiteral("h100-sxm"));
    const double fusedStep = engine::PerformanceEngine::estimate(fused, h100, {})->stepSeconds;
    const double namedStep = engine::PerformanceEngine::estimate(named, h100, {})->stepSeconds;
    QVERIFY(namedStep > fusedStep);

    // Names, and workload files: "attention_kernel" round-trips, is left out when the run does
    // not name one, and a wrong name is an error at its path.
    QCOMPARE(attentionKernelFromName(QStringLiteral("flash-attention-2")),
        AttentionKernel::FlashAttention2);
    QCOMPARE(attentionKernelFromName(QStringLiteral("library")), AttentionKernel::Library);
    QCOMPARE(attentionKernelFromName(QStringLiteral("masked-mha")), AttentionKernel::MaskedMha);
    QCOMPARE(attentionKernelName(AttentionKernel::MaskedMha), QStringLiteral("masked-mha"));
    QVERIFY(!attentionKernelFromName(QStringLiteral("flash3")));
    const QJsonObject json = WorkloadFile::toJson(flash2);
    QCOMPARE(json.value(QStringLiteral("run")).toObject().value(QStringLiteral("attention_kernel")),
        QStringLiteral("flash-attention-2"));
    QVERIFY(!WorkloadFile::toJson(llama(SoftwareStack::Fused))
                 .value(QStringLiteral("run"))
                 .toObject()
                 .contains(QStringLiteral("attention_kernel")));
    const WorkloadLoadResult back = WorkloadFile::fromJson(json, QStringLiteral("t.json"));
    QVERIFY(back.spec);
    QCOMPARE(back.spec->run.attentionKernel, AttentionKernel::FlashAttention2);
    QJsonObject bad = json;
    QJsonObject run = bad.value(QStringLiteral("run")).toObject();
    run.insert(QStringLiteral("attention_kernel"), QStringLiteral("flash3"));
    bad.insert(QStringLiteral("run"), run);
    const WorkloadLoadResult refused = WorkloadFile::fromJson(bad, QStringLiteral("bad.json"));
    bool named2 = false;
    for (const io::Diagnostic& d : refused.diagnostics)
        named2 = named2
            || (d.jsonPath == QLatin1String("$.run.attention_kernel")
                && d.file == QLatin1String("bad.json"));
    QVERIFY(named2);
}

QTEST_GUILESS_MAIN(TestSoftwareStack)
#include "tst_softwarestack.moc"
