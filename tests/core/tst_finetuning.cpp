// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Fine-tuning as it is done (issue 21): LoRA's adapters and frozen weights, and QLoRA's 4-bit
// frozen weights with their dequantization, against counts worked by hand (and PEFT's own
// count of LLaMA-2 7B's adapters).

#include "workload/transformerbuilder.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

WorkloadSpec llama(qint64 rank, Precision base = Precision::BF16)
{
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    spec.run.step = StepKind::Training;
    spec.run.globalBatch = 1;
    spec.run.microBatch = 1;
    spec.run.seqLength = 4096;
    spec.run.lora.rank = rank;
    spec.run.lora.basePrecision = base;
    return spec;
}

const Operator* find(const Workload& w, const QString& name)
{
    for (const Operator& op : w.ops()) {
        if (op.name == name)
            return &op;
    }
    return nullptr;
}

constexpr qint64 kBase = 6'738'415'616; // LLaMA-2 7B
// PEFT's "trainable params: 159,907,840" for rank 64 on q, k, v, o, gate, up and down:
// a layer's q, k, v, o: 4 × 64 × (4096 + 4096) = 2,097,152; gate and up: 2 × 64 × (4096 + 11008)
// = 1,933,312; down: 64 × (11008 + 4096) = 966,656; 4,997,120 a layer × 32 layers.
constexpr qint64 kAdapters = 159'907'840;

} // namespace

class TestFineTuning : public QObject
{
    Q_OBJECT

private slots:
    void adaptersAsPeftCountsThem();
    void frozenWeightsHaveNoGradients();
    void memoryOfLoraAndQlora();
    void qloraDequantizes();
    void filesAndLimits();
    void trainingStateConventions();
};

void TestFineTuning::adaptersAsPeftCountsThem()
{
    const WorkloadSpec spec = llama(64);
    QCOMPARE(
        TransformerBuilder::loraParameterCount(spec.transformer, spec.run.lora).value(), kAdapters);
    const auto built = WorkloadBuilder::build(spec);
    QVERIFY(built.workload);
    QCOMPARE(built.workload->parameterCount(), kBase + kAdapters); // PEFT: 6,898,323,456
    // Attention only: q, k, v and o.
    LoraConfig attention = spec.run.lora;
    attention.mlp = false;
    QCOMPARE(TransformerBuilder::loraParameterCount(spec.transformer, attention).value(),
        qint64(32) * 2'097'152);
    // Without LoRA nothing changes.
    QCOMPARE(WorkloadBuilder::build(llama(0)).workload->parameterCount(), kBase);
}

void TestFineTuning::frozenWeightsHaveNoGradients()
{
    const auto lora = WorkloadBuilder::build(llama(64));
    const auto full = WorkloadBuilder::build(llama(0));
    QVERIFY(lora.workload && full.workload);
    const Workload& w = *lora.workload;
    // The frozen layers: forward and data gradient, no weight gradient; the table no gradient.
    for (const char* name : { "layer.attn.qkv_proj", "layer.attn.out_proj", "layer.mlp.gate_up",
             "layer.mlp.down", "lm_head" }) {
        const QString base = QLatin1String(name);
        QVERIFY2(find(w, base) && find(w, base + QStringLiteral(".dgrad")), name);
        QVERIFY2(!find(w, base + QStringLiteral(".wgrad")), name);
        QVERIFY2(find(*full.workload, base + QStringLiteral(".wgrad")), name);
    }
    QVERIFY(!find(w, QStringLiteral("embed.tokens.grad")));
    QVERIFY(!find(w, QStringLiteral("lm_head.lora_a"))); // PEFT leaves the head alone
    // The adapters: trained, with both gradients; q, k and v as three A's and a block-diagonal B.
    const Operator* a = find(w, QStringLiteral("layer.attn.qkv_proj.lora_a"));
    const Operator* b = find(w, QStringLiteral("layer.attn.qkv_proj.lora_b"));
    QVERIFY(a && b);
    QCOMPARE(a->gemm, GemmShape(GemmM(4096), GemmN(3 * 64), GemmK(4096)));
    QCOMPARE(b->gemm, GemmShape(GemmM(4096), GemmN(12288), GemmK(64)));
    QVERIFY(find(w, QStringLiteral("layer.attn.qkv_proj.lora_a.wgrad")));
    QVERIFY(find(w, QStringLiteral("layer.mlp.down.lora_b.wgrad")));
    // The optimizer steps the adapters only.
    const Operator* adam = find(w, QStringLiteral("optimizer.adam"));
    const Operator* adamFull = find(*full.workload, QStringLiteral("optimizer.adam"));
    QVERIFY(adam && adamFull);
    // The same FLOPs a parameter, over the adapters instead of every weight.
    QCOMPARE(adam->flops % kAdapters, qint64(0));
    QCOMPARE(adam->flops / kAdapters, adamFull->flops / kBase);
    // A frozen layer costs 2× its forward FLOPs in a step instead of 3×.
    const auto stepFlops = [](const Workload& work, const QString& name) {
        qint64 flops = 0;
        for (const QString& suffix :
            { QString(), QStringLiteral(".dgrad"), QStringLiteral(".wgrad") }) {
            if (const Operator* op = find(work, name + suffix))
                flops += op->flops;
        }
        return flops;
    };
    const qint64 forward = find(w, QStringLiteral("layer.mlp.down"))->flops;
    QCOMPARE(stepFlops(w, QStringLiteral("layer.mlp.down")), 2 * forward);
    QCOMPARE(stepFlops(*full.workload, QStringLiteral("layer.mlp.down")), 3 * forward);
}

void TestFineTuning::memoryOfLoraAndQlora()
{
    // LoRA on bf16 weights: the model's weights and the adapters stored, gradients and Adam's
    // fp32 master weights and moments (12 bytes) for the adapters alone.
    const MemoryFootprint lora = WorkloadBuilder::build(llama(64)).workload->memoryFootprint();
    QCOMPARE(lora.weightBytes, (kBase + kAdapters) * 2);
    QCOMPARE(lora.gradientBytes, kAdapters * 2);
    QCOMPARE(lora.optimizerBytes, kAdapters * 12);
    // QLoRA: the frozen weights in 4 bits.
    const MemoryFootprint qlora
        = WorkloadBuilder::build(llama(64, Precision::INT4)).workload->memoryFootprint();
    QCOMPARE(qlora.weightBytes, (kBase * 4 + kAdapters * 16 + 7) / 8);
    QCOMPARE(qlora.gradientBytes, kAdapters * 2);
    QCOMPARE(qlora.optimizerBytes, kAdapters * 12);
    // Full fine-tuning: 16 bytes a parameter before activations.
    const MemoryFootprint full = WorkloadBuilder::build(llama(0)).workload->memoryFootprint();
    QCOMPARE(full.weightBytes + full.gradientBytes + full.optimizerBytes, kBase * 16);
}

void TestFineTuning::qloraDequantizes()
{
    // Each 4-bit frozen weight is dequantized to bf16 before the forward GEMM and before the
    // data gradient: reading half a byte and writing two a weight, two operations each.
    const auto built = WorkloadBuilder::build(llama(64, Precision::INT4));
    QVERIFY(built.workload);
    int found = 0;
    for (const Operator& op : built.workload->ops()) {
        if (op.name != QLatin1String("layer.mlp.down.dequant"))
            continue;
        ++found;
        QCOMPARE(op.bytesRead, qint64(11008) * 4096 / 2);
        QCOMPARE(op.bytesWritten, qint64(11008) * 4096 * 2);
        QCOMPARE(op.flops, qint64(2) * 11008 * 4096);
    }
    QCOMPARE(found, 2); // forward and backward
    // The GEMMs then read the bf16 buffer.
    QCOMPARE(find(*built.workload, QStringLiteral("layer.mlp.down"))->bytesRead,
        qint64(4096) * 11008 * 2 + qint64(11008) * 4096 * 2);
    // bf16 frozen weights need no dequantization.
    QVERIFY(!find(
        *WorkloadBuilder::build(llama(64)).workload, QStringLiteral("layer.mlp.down.dequant")));
}

void TestFineTuning::filesAndLimits()
{
    // A workload file keeps the adapters' settings.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("qlora.json"));
    WorkloadSpec spec = llama(16, Precision::INT4);
    spec.run.lora.mlp = false;
    QCOMPARE(WorkloadFile::save(spec, path), QString());
    const auto back = WorkloadFile::load(path);
    QVERIFY(back.spec);
    QCOMPARE(back.spec->run.lora, spec.run.lora);
    // Adapters are for training a transformer, narrower than it, on something.
    const auto problem = [](const WorkloadSpec& s) {
        return WorkloadBuilder::build(s).diagnostics.value(0).jsonPath;
    };
    WorkloadSpec decode = llama(16);
    decode.run.step = StepKind::Decode;
    QCOMPARE(problem(decode), QStringLiteral("$.run.lora.rank"));
    QCOMPARE(problem(llama(8192)), QStringLiteral("$.run.lora.rank"));
    QCOMPARE(problem(llama(-1)), QStringLiteral("$.run.lora.rank"));
    WorkloadSpec nothing = llama(16);
    nothing.run.lora.attention = false;
    nothing.run.lora.mlp = false;
    QCOMPARE(problem(nothing), QStringLiteral("$.run.lora.attention"));
}

void TestFineTuning::trainingStateConventions()
{
    // Bytes a parameter before activations, bf16 weights and fp32 optimizer state: Adam with
    // gradients in the weights' width is the ZeRO paper's 2 + 2 + 12 = 16; with fp32 gradients,
    // Megatron-LM's 2 + 4 + 12 = 18; SGD with momentum 2 + 2 + (4 + 4) = 12; Adafactor (no first
    // moment, its factored second moment not counted) 2 + 2 + 4 = 8.
    const auto bytesPerParameter = [](OptimizerKind kind, std::optional<Precision> gradients) {
        WorkloadSpec spec = llama(0);
        spec.run.optimizer = kind;
        spec.run.gradientPrecision = gradients;
        const MemoryFootprint m = WorkloadBuilder::build(spec).workload->memoryFootprint();
        return double(m.weightBytes + m.gradientBytes + m.optimizerBytes) / double(kBase);
    };
    QCOMPARE(bytesPerParameter(OptimizerKind::Adam, std::nullopt), 16.0);
    QCOMPARE(bytesPerParameter(OptimizerKind::Adam, Precision::FP32), 18.0);
    QCOMPARE(bytesPerParameter(OptimizerKind::Sgd, std::nullopt), 12.0);
    QCOMPARE(bytesPerParameter(OptimizerKind::Adafactor, std::nullopt), 8.0);
    // The optimizer's step reads the gradient and the state and writes the weight and the state.
    WorkloadSpec sgd = llama(0);
    sgd.run.optimizer = OptimizerKind::Sgd;
    sgd.run.gradientPrecision = Precision::FP32;
    const auto built = WorkloadBuilder::build(sgd);
    const Operator* step = find(*built.workload, QStringLiteral("optimizer.sgd"));
    QVERIFY(step);
    QCOMPARE(step->bytesRead, kBase * (4 + 4 + 4)); // fp32 gradient, momentum, master
    QCOMPARE(step->bytesWritten, kBase * (2 + 4 + 4)); // bf16 weight, momentum, master
    // The weight gradients are written at their width.
    QCOMPARE(find(*built.workload, QStringLiteral("layer.mlp.down.wgrad"))->bytesWritten,
        qint64(11008) * 4096 * 4);
    // Workload files keep both; the defaults are not written.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sgd.json"));
    QCOMPARE(WorkloadFile::save(sgd, path), QString());
    const auto back = WorkloadFile::load(path);
    QVERIFY(back.spec);
    QCOMPARE(back.spec->run.optimizer, OptimizerKind::Sgd);
    QCOMPARE(back.spec->run.gradientPrecision, std::optional<Precision>(Precision::FP32));
}

QTEST_GUILESS_MAIN(TestFineTuning)
#include "tst_finetuning.moc"
