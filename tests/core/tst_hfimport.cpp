// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Hugging Face config.json import (issue 21): the published parameter counts of the common
// decoder families, from their own config files, and a clear error for each malformed or
// unsupported one.

#include "workload/hfconfigimport.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace ts;

namespace {

const QString kDataDir = QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/hfconfig");

QJsonObject config(const QString& name)
{
    QFile file(kDataDir + QLatin1Char('/') + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

bool hasDiagnostic(const io::Diagnostics& diagnostics, io::Severity severity, const QString& path)
{
    for (const io::Diagnostic& d : diagnostics) {
        if (d.severity == severity && d.jsonPath == path)
            return true;
    }
    return false;
}

} // namespace

class TestHfImport : public QObject
{
    Q_OBJECT

private slots:
    void publishedParameterCounts_data();
    void publishedParameterCounts();
    void whatIsLeftOutIsSaid();
    void importedFileRoundTrips();
    void malformedConfigsNameTheField_data();
    void malformedConfigsNameTheField();
    void deepSeekByHand();
    void slidingWindowsAsTheFamiliesUseThem();
};

void TestHfImport::publishedParameterCounts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("published");
    QTest::addColumn<double>("active");
    // The model cards' counts (safetensors totals; Qwen2-7B's includes its 129,024 q/k/v
    // biases). DeepSeek's: the papers' and model cards' totals, without V3's multi-token
    // prediction module; their active counts are published to two digits (deepSeekByHand
    // checks the exact ones).
    QTest::newRow("Mistral-7B") << QStringLiteral("mistral-7b-v0.1.json") << 7.24e9 << 0.0;
    QTest::newRow("Gemma-7B") << QStringLiteral("gemma-7b.json") << 8.54e9 << 0.0;
    QTest::newRow("Qwen2-7B") << QStringLiteral("qwen2-7b.json") << 7.62e9 << 0.0;
    QTest::newRow("Llama-3-8B") << QStringLiteral("meta-llama-3-8b.json") << 8.03e9 << 0.0;
    QTest::newRow("Llama-2-7B") << QStringLiteral("llama-2-7b-hf.json") << 6.74e9 << 0.0;
    QTest::newRow("Mixtral-8x7B") << QStringLiteral("mixtral-8x7b-v0.1.json") << 46.7e9 << 12.9e9;
    QTest::newRow("Phi-3-mini") << QStringLiteral("phi-3-mini-4k-instruct.json") << 3.82e9 << 0.0;
    QTest::newRow("DeepSeek-MoE-16B")
        << QStringLiteral("deepseek-moe-16b-base.json") << 16.4e9 << 0.0;
    QTest::newRow("DeepSeek-V2-Lite") << QStringLiteral("deepseek-v2-lite.json") << 15.7e9 << 0.0;
    QTest::newRow("DeepSeek-V3") << QStringLiteral("deepseek-v3.json") << 671e9 << 0.0;
}

void TestHfImport::publishedParameterCounts()
{
    QFETCH(QString, file);
    QFETCH(double, published);
    QFETCH(double, active);
    const HfImportResult imported = HfConfigImport::fromJson(config(file), file);
    QVERIFY2(imported.spec, qPrintable(imported.diagnostics.value(0).toString()));
    QVERIFY(!io::hasErrors(imported.diagnostics));
    const auto built = WorkloadBuilder::build(*imported.spec);
    QVERIFY(built.workload);
    const double params = double(built.workload->parameterCount());
    // Within 0.5 % of the published figure (issue 21), which is itself rounded to three digits.
    QVERIFY2(std::abs(params / published - 1) < 0.005,
        qPrintable(QStringLiteral("%1: %2 against %3").arg(file).arg(params).arg(published)));
    if (active > 0)
        QVERIFY2(std::abs(double(built.workload->activeParameterCount()) / active - 1) < 0.005,
            qPrintable(QString::number(built.workload->activeParameterCount())));
}

void TestHfImport::whatIsLeftOutIsSaid()
{
    // Mistral's sliding window and Qwen2's q/k/v biases are modeled (no warning); Gemma's GELU
    // gating is a warning: the import goes on and says what it models differently.
    const auto mistral = HfConfigImport::fromJson(
        config(QStringLiteral("mistral-7b-v0.1.json")), QStringLiteral("m"));
    QVERIFY(mistral.spec);
    QVERIFY(mistral.diagnostics.isEmpty());
    const auto qwen
        = HfConfigImport::fromJson(config(QStringLiteral("qwen2-7b.json")), QStringLiteral("q"));
    QVERIFY(qwen.spec);
    QVERIFY(qwen.diagnostics.isEmpty());
    const auto gemma
        = HfConfigImport::fromJson(config(QStringLiteral("gemma-7b.json")), QStringLiteral("g"));
    QVERIFY(gemma.spec);
    QCOMPARE(gemma.spec->transformer.headDim(), qint64(256));
    QVERIFY(gemma.spec->transformer.tiedEmbeddings); // the Gemma classes' default
    QVERIFY(
        hasDiagnostic(gemma.diagnostics, io::Severity::Warning, QStringLiteral("$.hidden_act")));
    // Llama: nothing left out.
    const auto llama = HfConfigImport::fromJson(
        config(QStringLiteral("meta-llama-3-8b.json")), QStringLiteral("l"));
    QVERIFY(llama.diagnostics.isEmpty());
    QCOMPARE(llama.spec->transformer.kvHeads, qint64(8));
    QVERIFY(!llama.spec->transformer.tiedEmbeddings);
}

void TestHfImport::importedFileRoundTrips()
{
    const auto imported
        = HfConfigImport::load(kDataDir + QStringLiteral("/mixtral-8x7b-v0.1.json"));
    QVERIFY(imported.spec);
    QCOMPARE(imported.spec->transformer.experts, qint64(8));
    QCOMPARE(imported.spec->transformer.expertsPerToken, qint64(2));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mixtral.json"));
    QCOMPARE(WorkloadFile::save(*imported.spec, path), QString());
    const auto back = WorkloadFile::load(path);
    QVERIFY(back.spec);
    QCOMPARE(*back.spec, *imported.spec);
}

void TestHfImport::malformedConfigsNameTheField_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("path");
    const QString llama = QStringLiteral("meta-llama-3-8b.json");
    QTest::newRow("unknown family")
        << llama << QStringLiteral("model_type") << QJsonValue(QStringLiteral("rwkv"))
        << QStringLiteral("$.model_type");
    QTest::newRow("width the heads do not divide")
        << llama << QStringLiteral("hidden_size") << QJsonValue(4100)
        << QStringLiteral("$.hidden_size");
    QTest::newRow("KV heads not dividing heads")
        << llama << QStringLiteral("num_key_value_heads") << QJsonValue(5)
        << QStringLiteral("$.num_key_value_heads");
    QTest::newRow("no layers") << llama << QStringLiteral("num_hidden_layers") << QJsonValue()
                               << QStringLiteral("$.num_hidden_layers");
    QTest::newRow("negative vocabulary") << llama << QStringLiteral("vocab_size") << QJsonValue(-3)
                                         << QStringLiteral("$.vocab_size");
    QTest::newRow("text for a size")
        << llama << QStringLiteral("intermediate_size") << QJsonValue(QStringLiteral("14336"))
        << QStringLiteral("$.intermediate_size");
    QTest::newRow("unknown activation")
        << llama << QStringLiteral("hidden_act") << QJsonValue(QStringLiteral("relu2"))
        << QStringLiteral("$.hidden_act");
    QTest::newRow("more experts per token than experts")
        << QStringLiteral("mixtral-8x7b-v0.1.json") << QStringLiteral("num_experts_per_tok")
        << QJsonValue(9) << QStringLiteral("$.num_experts_per_tok");
    // Problems the workload's own checks find name the config's key, not the workload field it
    // became (issue 34 item 9: "$.model.dense_layers" for first_k_dense_replace).
    QTest::newRow("every layer dense")
        << QStringLiteral("deepseek-v3.json") << QStringLiteral("first_k_dense_replace")
        << QJsonValue(100) << QStringLiteral("$.first_k_dense_replace");
}

void TestHfImport::malformedConfigsNameTheField()
{
    QFETCH(QString, base);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, path);
    QJsonObject c = config(base);
    if (value.isUndefined() || value.isNull())
        c.remove(key);
    else
        c.insert(key, value);
    const auto imported = HfConfigImport::fromJson(c, QStringLiteral("config.json"));
    QVERIFY(!imported.spec);
    QVERIFY2(hasDiagnostic(imported.diagnostics, io::Severity::Error, path),
        qPrintable(imported.diagnostics.value(0).toString()));
    QSet<QString> errorPaths;
    for (const io::Diagnostic& d : imported.diagnostics) {
        QVERIFY2(!d.jsonPath.startsWith(QLatin1String("$.model.")), qPrintable(d.toString()));
        // Each key's problem once, not again in the workload's words.
        if (d.severity == io::Severity::Error) {
            QVERIFY2(!errorPaths.contains(d.jsonPath), qPrintable(d.toString()));
            errorPaths.insert(d.jsonPath);
        }
    }
}

void TestHfImport::deepSeekByHand()
{
    // DeepSeek-V2-Lite worked by hand from its config (h 2048, 27 layers, 16 heads; latent
    // attention with kv_lora_rank 512, rotary 64, non-rotary 128, values 128, no q latent; 64
    // routed experts of 1,408, 2 shared, 6 a token; the first layer dense at 10,944):
    //   attention a layer: q 2048·16·192 + kv_a 2048·576 + norm 512 + kv_b 512·16·256
    //                      + out 16·128·2048                                 = 13,763,072
    //   norms a layer 2·2048; dense MLP 3·2048·10944                          = 67,239,936
    //   expert 3·2048·1408 = 8,650,752; a MoE layer 66 experts + router 64·2048 = 571,080,704
    //   embeddings and head 2·102400·2048 + final norm 2048
    //   total = 419,432,448 + 27·13,767,168 + 67,239,936 + 26·571,080,704     = 15,706,484,224
    //   active = total − 26·58·8,650,752                                      = 2,661,150,208
    // The model card's "2.4B activated" leaves out the input embedding (2,451,435,008).
    const auto lite = HfConfigImport::load(kDataDir + QStringLiteral("/deepseek-v2-lite.json"));
    QVERIFY2(lite.spec, qPrintable(lite.diagnostics.value(0).toString()));
    const TransformerConfig& t = lite.spec->transformer;
    QCOMPARE(t.kvLoraRank, qint64(512));
    QCOMPARE(t.qLoraRank, qint64(0));
    QCOMPARE(t.headDim(), qint64(128));
    QCOMPARE(t.sharedExperts, qint64(2));
    QCOMPARE(t.denseLayers, qint64(1));
    const auto built = WorkloadBuilder::build(*lite.spec);
    QVERIFY(built.workload);
    QCOMPARE(built.workload->parameterCount(), qint64(15'706'484'224));
    QCOMPARE(built.workload->activeParameterCount(), qint64(2'661'150'208));
    QCOMPARE(built.workload->activeParameterCount() - 102400 * 2048, qint64(2'451'435'008));
    // The cache holds the latent and the rotary key: (512 + 64) · 2 bytes · 27 layers a token,
    // against 2 · 16 · 192 · 2 · 27 for ordinary attention of the same heads (7.1× more).
    QCOMPARE(built.workload->kvCacheBytesPerToken(), qint64(576 * 2 * 27));

    // DeepSeek-V3 the same way (q latent 1536, 256 routed experts of 2,048, 1 shared, 8 a
    // token, 3 dense layers at 18,432; 61 layers of 7168): 671,026,404,352 parameters and
    // 37,552,282,624 active (the paper: 671B and 37B).
    const auto v3 = HfConfigImport::load(kDataDir + QStringLiteral("/deepseek-v3.json"));
    QVERIFY2(v3.spec, qPrintable(v3.diagnostics.value(0).toString()));
    // Its multi-token prediction module is said to be left out.
    QVERIFY(hasDiagnostic(
        v3.diagnostics, io::Severity::Warning, QStringLiteral("$.num_nextn_predict_layers")));
    const auto big = WorkloadBuilder::build(*v3.spec);
    QVERIFY(big.workload);
    QCOMPARE(big.workload->parameterCount(), qint64(671'026'404'352));
    QCOMPARE(big.workload->activeParameterCount(), qint64(37'552'282'624));

    // Each step's FLOPs follow the active weights: a training step on V2-Lite costs about
    // 6 × active (without embeddings) × tokens in its weight GEMMs, plus attention.
    WorkloadSpec spec = *lite.spec;
    spec.run.step = StepKind::Training;
    spec.run.seqLength = 4096;
    spec.run.globalBatch = 1;
    spec.run.microBatch = 1;
    const auto step = WorkloadBuilder::build(spec);
    QVERIFY(step.workload);
    double weightFlops = 0;
    for (const Operator& op : step.workload->ops()) {
        if (op.kind == OpKind::MatMul)
            weightFlops += double(op.flops) * double(op.count);
    }
    // The router's GEMM and the LM head count too; the input embedding is a lookup.
    const double expected = 6.0 * double(2'451'435'008) * 4096;
    QVERIFY2(std::abs(weightFlops / expected - 1) < 0.01,
        qPrintable(QStringLiteral("%1 against %2").arg(weightFlops).arg(expected)));

    // Decode reads each cached latent and rotary key once: (512 + 64) × 2 bytes a position,
    // plus the 16 queries moved into the latent, at the kernel's mean width of 544.
    WorkloadSpec decode = *lite.spec;
    decode.run.step = StepKind::Decode;
    decode.run.seqLength = 4096;
    decode.run.generatedTokens = 2;
    decode.run.globalBatch = 1;
    decode.run.microBatch = 1;
    const auto decoded = WorkloadBuilder::build(decode);
    QVERIFY(decoded.workload);
    bool found = false;
    for (const Operator& op : decoded.workload->ops()) {
        if (op.name != QLatin1String("layer.attn.flash"))
            continue;
        found = true;
        QCOMPARE(op.bytesRead, qint64(16 * 544 * 2 + 4097 * 576 * 2));
        QCOMPARE(op.flops, qint64(4) * 16 * 544 * 4097);
    }
    QVERIFY(found);

    // Bad latent fields name themselves.
    QJsonObject broken = config(QStringLiteral("deepseek-v2-lite.json"));
    broken.insert(QStringLiteral("kv_lora_rank"), -1);
    const auto refused = HfConfigImport::fromJson(broken, QStringLiteral("config.json"));
    QVERIFY(!refused.spec);
    QVERIFY(
        hasDiagnostic(refused.diagnostics, io::Severity::Error, QStringLiteral("$.kv_lora_rank")));
}

void TestHfImport::slidingWindowsAsTheFamiliesUseThem()
{
    // Mistral windows every layer; Qwen2 declares a window it does not use.
    const auto mistral = HfConfigImport::load(kDataDir + QStringLiteral("/mistral-7b-v0.1.json"));
    QVERIFY(mistral.spec);
    QCOMPARE(mistral.spec->transformer.slidingWindow, qint64(4096));
    QCOMPARE(mistral.spec->transformer.windowedLayers(), qint64(32));
    const auto qwen = HfConfigImport::load(kDataDir + QStringLiteral("/qwen2-7b.json"));
    QVERIFY(qwen.spec);
    QCOMPARE(qwen.spec->transformer.windowedLayers(), qint64(0));
    QVERIFY(qwen.spec->transformer.qkvBias);

    // A 16k-token decode on Mistral reads at most 4,096 cached positions in every layer, and
    // its cache holds that many: the same model without the window reads and holds the whole
    // context.
    WorkloadSpec windowed = *mistral.spec;
    windowed.run.step = StepKind::Decode;
    windowed.run.seqLength = 16384;
    windowed.run.generatedTokens = 2;
    windowed.run.globalBatch = 1;
    windowed.run.microBatch = 1;
    windowed.transformer.maxPositions = 32768;
    WorkloadSpec whole = windowed;
    whole.transformer.slidingWindow = 0;
    const auto a = WorkloadBuilder::build(windowed);
    const auto b = WorkloadBuilder::build(whole);
    QVERIFY(a.workload && b.workload);
    const auto attentionFlops = [](const Workload& w) {
        double flops = 0;
        for (const Operator& op : w.ops()) {
            if (op.kind == OpKind::FlashAttention)
                flops += double(op.flops) * double(op.count);
        }
        return flops;
    };
    // Context 16,385 (the prompt and half the generated tokens) against a window of 4,096.
    QCOMPARE(attentionFlops(*a.workload) / attentionFlops(*b.workload), 4096.0 / 16385.0);
    // KV cache: 4,096 of 16,386 positions, 32 layers × 8 KV heads × 128 × 2 (K, V) × 2 bytes.
    QCOMPARE(a.workload->memoryInputs().kvCacheBytes, qint64(4096) * 32 * 8 * 128 * 2 * 2);
    QCOMPARE(b.workload->memoryInputs().kvCacheBytes, qint64(16386) * 32 * 8 * 128 * 2 * 2);

    // A prefill of 8,192 with a window of 4,096: query i sees min(i + 1, 4096) keys, so the
    // causal pairs are 4096·4097/2 + 4096·4096 instead of 8192·8193/2.
    WorkloadSpec prefill = windowed;
    prefill.run.step = StepKind::Prefill;
    prefill.run.seqLength = 8192;
    WorkloadSpec prefillWhole = prefill;
    prefillWhole.transformer.slidingWindow = 0;
    const auto c = WorkloadBuilder::build(prefill);
    const auto d = WorkloadBuilder::build(prefillWhole);
    QVERIFY(c.workload && d.workload);
    QCOMPARE(attentionFlops(*c.workload) / attentionFlops(*d.workload),
        (4096.0 * 4097 / 2 + 4096.0 * 4096) / (8192.0 * 8193 / 2));

    // Gemma 2 windows every other layer, from the first.
    QJsonObject gemma2 = config(QStringLiteral("gemma-7b.json"));
    gemma2.insert(QStringLiteral("model_type"), QStringLiteral("gemma2"));
    gemma2.insert(QStringLiteral("sliding_window"), 4096);
    const auto g = HfConfigImport::fromJson(gemma2, QStringLiteral("config.json"));
    QVERIFY(g.spec);
    QCOMPARE(g.spec->transformer.windowedLayers(), (g.spec->transformer.layers + 1) / 2);
}

QTEST_GUILESS_MAIN(TestHfImport)
#include "tst_hfimport.moc"
