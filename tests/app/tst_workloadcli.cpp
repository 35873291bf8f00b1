// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope workload list|show`, run as a script would run it: the published figures through
// the JSON contract, the text table, and clean usage errors for bad options.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

using ts::test::CliRun;
using ts::test::runCli;
#include <cmath>

namespace {

QJsonObject showJson(const QStringList& extra)
{
    const CliRun r = runCli(QStringList { QStringLiteral("workload"), QStringLiteral("show") }
        + extra + QStringList { QStringLiteral("--json") });
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class TestWorkloadCli : public QObject
{
    Q_OBJECT

private slots:
    void importWritesAWorkloadFile();
    void promptAndGeneratedTokens();
    void trainingAndServingOptions();
    void list();
    void listJson();
    void showJsonReproducesPublishedFigures_data();
    void showJsonReproducesPublishedFigures();
    void showJsonFigures();
    void showText();
    void showFile();
    void badOptions_data();
    void badOptions();
    void badWorkloads_data();
    void badWorkloads();
};

void TestWorkloadCli::trainingAndServingOptions()
{
    // Issue 21: LoRA (PEFT's 159,907,840 adapters on LLaMA-2 7B at rank 64), the optimizer and
    // the gradients' width, weight-only and KV-cache precisions; each bad value a usage error.
    const QStringList base { QStringLiteral("workload"), QStringLiteral("show"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--json") };
    const CliRun lora
        = runCli(base + QStringList { QStringLiteral("--lora"), QStringLiteral("64") });
    QVERIFY2(lora.exitCode == 0, qPrintable(lora.err));
    QCOMPARE(QJsonDocument::fromJson(lora.out.toUtf8())
                 .object()
                 .value(QStringLiteral("params"))
                 .toDouble(),
        6898323456.0);
    const CliRun serving = runCli(base
        + QStringList { QStringLiteral("--phase"), QStringLiteral("decode"),
            QStringLiteral("--weight-precision"), QStringLiteral("int4"),
            QStringLiteral("--kv-precision"), QStringLiteral("fp8") });
    QVERIFY2(serving.exitCode == 0, qPrintable(serving.err));
    for (const QStringList& bad : { QStringList { QStringLiteral("--lora"), QStringLiteral("0") },
             QStringList { QStringLiteral("--lora-base"), QStringLiteral("int4") },
             QStringList { QStringLiteral("--lora"), QStringLiteral("8"),
                 QStringLiteral("--lora-targets"), QStringLiteral("heads") },
             QStringList { QStringLiteral("--optimizer"), QStringLiteral("lion") },
             QStringList { QStringLiteral("--gradient-precision"), QStringLiteral("int4") },
             QStringList { QStringLiteral("--kv-precision"), QStringLiteral("fp4") },
             QStringList { QStringLiteral("--attention-kernel"), QStringLiteral("flash3") } }) {
        const CliRun r = runCli(base + bad);
        QVERIFY2(
            r.exitCode == 2, qPrintable(bad.join(QLatin1Char(' ')) + QLatin1Char(' ') + r.err));
        QVERIFY2(r.err.contains(bad.first()), qPrintable(r.err));
    }
    // int4 weights in a training step: the workload says what is wrong (exit 1).
    const CliRun training = runCli(
        base + QStringList { QStringLiteral("--weight-precision"), QStringLiteral("int4") });
    QCOMPARE(training.exitCode, 1);
    QVERIFY2(
        training.err.contains(QStringLiteral("$.run.weight_precision")), qPrintable(training.err));
}

void TestWorkloadCli::list()
{
    const CliRun r = runCli({ QStringLiteral("workload"), QStringLiteral("list") });
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 15);
    QVERIFY(lines.filter(QRegularExpression(QStringLiteral("^llama-3-405b +LLaMA"))).size() == 1);
    QVERIFY(r.err.isEmpty());
}

void TestWorkloadCli::listJson()
{
    const CliRun r
        = runCli({ QStringLiteral("workload"), QStringLiteral("list"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray presets = QJsonDocument::fromJson(r.out.toUtf8())
                                   .object()
                                   .value(QStringLiteral("presets"))
                                   .toArray();
    QCOMPARE(presets.size(), 15);
    for (const QJsonValue& value : presets) {
        const QJsonObject preset = value.toObject();
        for (const char* key : { "id", "name", "description", "source" })
            QVERIFY2(!preset.value(QLatin1String(key)).toString().isEmpty(), key);
    }
}

void TestWorkloadCli::showJsonReproducesPublishedFigures_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("params");
    QTest::addColumn<double>("activeParams");
    QTest::newRow("gpt-3-175b") << QStringLiteral("gpt-3-175b") << 174.6e9 << 174.6e9;
    QTest::newRow("llama-2-7b") << QStringLiteral("llama-2-7b") << 6.74e9 << 6.74e9;
    QTest::newRow("llama-2-70b") << QStringLiteral("llama-2-70b") << 68.98e9 << 68.98e9;
    QTest::newRow("llama-3-8b") << QStringLiteral("llama-3-8b") << 8.03e9 << 8.03e9;
    QTest::newRow("llama-3-70b") << QStringLiteral("llama-3-70b") << 70.55e9 << 70.55e9;
    QTest::newRow("llama-3-405b") << QStringLiteral("llama-3-405b") << 405.8e9 << 405.8e9;
    QTest::newRow("mixtral-8x7b") << QStringLiteral("mixtral-8x7b") << 46.7e9 << 12.9e9;
    QTest::newRow("bert-base") << QStringLiteral("bert-base") << 110e6 << 110e6;
    QTest::newRow("bert-large") << QStringLiteral("bert-large") << 335e6 << 335e6;
    QTest::newRow("resnet-50") << QStringLiteral("resnet-50") << 25.6e6 << 25.6e6;
}

void TestWorkloadCli::showJsonReproducesPublishedFigures()
{
    QFETCH(QString, id);
    QFETCH(double, params);
    QFETCH(double, activeParams);
    const QJsonObject root = showJson({ id });
    QVERIFY(!root.isEmpty());
    QVERIFY(std::abs(root.value(QStringLiteral("params")).toDouble() - params) / params < 0.005);
    QVERIFY(std::abs(root.value(QStringLiteral("active_params")).toDouble() - activeParams)
            / activeParams
        < 0.005);
    QCOMPARE(root.value(QStringLiteral("phase")).toString(), QStringLiteral("training"));
    QCOMPARE(root.value(QStringLiteral("precision")).toString(), QStringLiteral("bf16"));

    // The ops add up to flops_per_step: each op's figures are exact 64-bit integers; the step's
    // total is a double (it may pass 2⁶³), so it agrees to a double's 16 digits.
    const QJsonArray ops = root.value(QStringLiteral("ops")).toArray();
    QVERIFY(!ops.isEmpty());
    double flops = 0;
    for (const QJsonValue& value : ops) {
        const QJsonObject op = value.toObject();
        for (const char* key : { "name", "kind", "phase", "count", "flops", "bytes" })
            QVERIFY2(op.contains(QLatin1String(key)), key);
        QVERIFY(op.value(QStringLiteral("bytes")).toInteger() > 0);
        QCOMPARE(op.contains(QStringLiteral("gemm")),
            op.value(QStringLiteral("unit")).toString() == QLatin1String("matrix"));
        flops += double(op.value(QStringLiteral("flops")).toInteger())
            * double(op.value(QStringLiteral("count")).toInteger());
    }
    const double stepFlops = root.value(QStringLiteral("flops_per_step")).toDouble();
    QVERIFY2(std::abs(flops - stepFlops) <= 1e-14 * stepFlops,
        qPrintable(QStringLiteral("%1 vs %2").arg(flops).arg(stepFlops)));

    const QJsonObject memory = root.value(QStringLiteral("memory_bytes")).toObject();
    qint64 total = 0;
    for (const char* key :
        { "weights", "gradients", "optimizer_state", "activations", "kv_cache", "workspace" }) {
        QVERIFY2(memory.contains(QLatin1String(key)), key);
        total += memory.value(QLatin1String(key)).toInteger();
    }
    QCOMPARE(memory.value(QStringLiteral("total")).toInteger(), total);
    // Mixed-precision Adam: 16 bytes per parameter before activations.
    QCOMPARE(memory.value(QStringLiteral("weights")).toInteger()
            + memory.value(QStringLiteral("gradients")).toInteger()
            + memory.value(QStringLiteral("optimizer_state")).toInteger(),
        16 * root.value(QStringLiteral("params")).toInteger());
}

void TestWorkloadCli::showJsonFigures()
{
    // KV cache of LLaMA-2-7B in fp16: 0.5 MiB per token.
    const QJsonObject decode = showJson({ QStringLiteral("llama-2-7b"), QStringLiteral("--phase"),
        QStringLiteral("decode"), QStringLiteral("--precision"), QStringLiteral("fp16") });
    QCOMPARE(decode.value(QStringLiteral("kv_cache_bytes_per_token")).toInteger(), 524288);
    QCOMPARE(decode.value(QStringLiteral("phase")).toString(), QStringLiteral("decode"));
    QVERIFY(decode.value(QStringLiteral("memory_bytes"))
                .toObject()
                .value(QStringLiteral("kv_cache"))
                .toInteger()
        > 0);

    // ResNet-50 forward at 224×224: 4.1 GMACs on the matrix units.
    const QJsonObject resnet = showJson({ QStringLiteral("resnet-50"), QStringLiteral("--phase"),
        QStringLiteral("prefill"), QStringLiteral("--batch"), QStringLiteral("1") });
    qint64 matrixFlops = 0;
    for (const QJsonValue& value : resnet.value(QStringLiteral("ops")).toArray()) {
        const QJsonObject op = value.toObject();
        if (op.contains(QStringLiteral("gemm"))) {
            const QJsonObject gemm = op.value(QStringLiteral("gemm")).toObject();
            QCOMPARE(op.value(QStringLiteral("flops")).toInteger(),
                2 * gemm.value(QStringLiteral("batch")).toInteger()
                    * gemm.value(QStringLiteral("m")).toInteger()
                    * gemm.value(QStringLiteral("n")).toInteger()
                    * gemm.value(QStringLiteral("k")).toInteger());
            matrixFlops += op.value(QStringLiteral("flops")).toInteger()
                * op.value(QStringLiteral("count")).toInteger();
        }
    }
    QVERIFY(std::abs(double(matrixFlops) / 2.0 - 4.1e9) / 4.1e9 < 0.01);

    // --batch scales a prefill linearly; --seq changes the tokens.
    const auto flopsAt = [](const QString& batch) {
        return showJson(
            { QStringLiteral("llama-3-8b"), QStringLiteral("--phase"), QStringLiteral("prefill"),
                QStringLiteral("--seq"), QStringLiteral("1024"), QStringLiteral("--batch"), batch })
            .value(QStringLiteral("flops_per_step"))
            .toInteger();
    };
    QCOMPARE(flopsAt(QStringLiteral("6")), 3 * flopsAt(QStringLiteral("2")));
}

void TestWorkloadCli::showText()
{
    const CliRun r = runCli({ QStringLiteral("workload"), QStringLiteral("show"),
        QStringLiteral("mixtral-8x7b"), QStringLiteral("--phase"), QStringLiteral("prefill") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    for (const char* text : { "Mixtral 8x7B (mixtral-8x7b): prefill", "Parameters:", "active",
             "FLOPs per step:", "KV cache:", "Memory (one device):", "layer.moe.router",
             "layer.attn.qkv_proj", "FLOP/B" })
        QVERIFY2(r.out.contains(QLatin1String(text)), text);
}

void TestWorkloadCli::showFile()
{
    const CliRun r = runCli({ QStringLiteral("workload"), QStringLiteral("show"),
        QStringLiteral(TENSORSCOPE_SOURCE_DIR "/resources/presets/bert-base.json"),
        QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("id")).toString(),
        QStringLiteral("bert-base"));
}

void TestWorkloadCli::badOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString batch = QStringLiteral("--batch");
    const QString seq = QStringLiteral("--seq");
    QTest::newRow("batch 0") << QStringList { batch, QStringLiteral("0") }
                             << QStringLiteral("--batch '0'");
    QTest::newRow("batch negative")
        << QStringList { QStringLiteral("--batch=-5") } << QStringLiteral("--batch '-5'");
    QTest::newRow("batch text") << QStringList { batch, QStringLiteral("many") }
                                << QStringLiteral("--batch 'many'");
    QTest::newRow("batch fraction")
        << QStringList { batch, QStringLiteral("1.5") } << QStringLiteral("--batch '1.5'");
    QTest::newRow("batch overflow")
        << QStringList { batch, QStringLiteral("99999999999999999999999") }
        << QStringLiteral("--batch '99999999999999999999999' must be at most 9007199254740992");
    QTest::newRow("batch above 2^53") << QStringList { batch, QStringLiteral("9007199254740993") }
                                      << QStringLiteral("must be at most 9007199254740992");
    QTest::newRow("seq 0") << QStringList { seq, QStringLiteral("0") }
                           << QStringLiteral("--seq '0'");
    QTest::newRow("seq nan") << QStringList { seq, QStringLiteral("nan") }
                             << QStringLiteral("--seq 'nan'");
    QTest::newRow("phase") << QStringList { QStringLiteral("--phase"), QStringLiteral("inference") }
                           << QStringLiteral("--phase 'inference'");
    QTest::newRow("precision") << QStringList { QStringLiteral("--precision"),
        QStringLiteral("fp12") }
                               << QStringLiteral("--precision 'fp12'");
}

void TestWorkloadCli::badOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun r = runCli(QStringList { QStringLiteral("workload"), QStringLiteral("show"),
                                QStringLiteral("llama-2-7b") }
        + arguments);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestWorkloadCli::badWorkloads_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no action") << QStringList {} << 2
                               << QStringLiteral("expected 'list', 'show PRESET|FILE' or 'import");
    QTest::newRow("unknown action")
        << QStringList { QStringLiteral("frobnicate") } << 2
        << QStringLiteral("expected 'list', 'show PRESET|FILE' or 'import");
    QTest::newRow("show nothing") << QStringList { QStringLiteral(
        "show") } << 2 << QStringLiteral("expected 'list', 'show PRESET|FILE' or 'import");
    QTest::newRow("unknown preset")
        << QStringList { QStringLiteral("show"), QStringLiteral("gpt-5") } << 1
        << QStringLiteral("neither a preset nor a file");
    QTest::newRow("malformed file")
        << QStringList { QStringLiteral("show"),
               QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/workload/heads-not-dividing.json") }
        << 1
        << QStringLiteral("$.model.heads: expected a divisor of hidden (4096), found number 30");
    QTest::newRow("decode an encoder") << QStringList { QStringLiteral("show"),
        QStringLiteral("bert-base"), QStringLiteral("--phase"), QStringLiteral("decode") }
                                       << 1 << QStringLiteral("[inconsistent]");
    QTest::newRow("overflowing sequence") << QStringList { QStringLiteral("show"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--seq"), QStringLiteral("9007199254740992") }
                                          << 1 << QStringLiteral("[overflow]");
}

void TestWorkloadCli::badWorkloads()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = runCli(QStringList { QStringLiteral("workload") } + arguments);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestWorkloadCli::promptAndGeneratedTokens()
{
    // Issue 21: a GPT-3 decode with a 2,048-token context needs the generated length too (its
    // learned positions end at 2,048): --prompt-tokens (= --seq) and --generated-tokens.
    const QStringList base { QStringLiteral("workload"), QStringLiteral("show"),
        QStringLiteral("gpt-3-175b"), QStringLiteral("--phase"), QStringLiteral("decode") };
    const CliRun fails
        = runCli(base + QStringList { QStringLiteral("--seq"), QStringLiteral("2048") });
    QCOMPARE(fails.exitCode, 1);
    QVERIFY(fails.err.contains(QStringLiteral("max_positions")));
    const CliRun r = runCli(base
        + QStringList { QStringLiteral("--prompt-tokens"), QStringLiteral("1792"),
            QStringLiteral("--generated-tokens"), QStringLiteral("256"),
            QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("seq")).toInteger(), 1792);
    QCOMPARE(o.value(QStringLiteral("generated_tokens")).toInteger(), 256);
    const CliRun zero
        = runCli(base + QStringList { QStringLiteral("--generated-tokens"), QStringLiteral("0") });
    QCOMPARE(zero.exitCode, 2);
    QVERIFY(zero.err.contains(QStringLiteral("--generated-tokens")));
}

void TestWorkloadCli::importWritesAWorkloadFile()
{
    // A Hugging Face config becomes a workload file the other commands read (issue 21).
    const QString config
        = QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/hfconfig/mistral-7b-v0.1.json");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("mistral.json"));
    const CliRun r = runCli({ QStringLiteral("workload"), QStringLiteral("import"), config,
        QStringLiteral("--out"), out });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("7241732096 parameters")), qPrintable(r.out));
    // Its sliding window is modeled: nothing to say.
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    // What a family's file holds that is modeled differently is said on stderr (Gemma's GELU
    // gating, modeled as SwiGLU).
    const CliRun gemma = runCli({ QStringLiteral("workload"), QStringLiteral("import"),
        QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/hfconfig/gemma-7b.json"),
        QStringLiteral("--out"), dir.filePath(QStringLiteral("gemma.json")) });
    QCOMPARE(gemma.exitCode, 0);
    QVERIFY2(gemma.err.contains(QStringLiteral("$.hidden_act")), qPrintable(gemma.err));
    const CliRun show = runCli(
        { QStringLiteral("workload"), QStringLiteral("show"), out, QStringLiteral("--json") });
    QCOMPARE(show.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(show.out.toUtf8())
                 .object()
                 .value(QStringLiteral("params"))
                 .toDouble(),
        7241732096.0);
    // Unknown families and malformed files: exit 1 with the reason, nothing written.
    QFile source(QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/hfconfig/deepseek-v2-lite.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject everyOther = QJsonDocument::fromJson(source.readAll()).object();
    everyOther.insert(QStringLiteral("moe_layer_freq"), 2); // experts every other layer
    const QString input = dir.filePath(QStringLiteral("config.json"));
    QFile write(input);
    QVERIFY(write.open(QIODevice::WriteOnly));
    write.write(QJsonDocument(everyOther).toJson());
    write.close();
    const QString refused = dir.filePath(QStringLiteral("deepseek.json"));
    const CliRun deepseek = runCli({ QStringLiteral("workload"), QStringLiteral("import"), input,
        QStringLiteral("--out"), refused });
    QCOMPARE(deepseek.exitCode, 1);
    QVERIFY2(deepseek.err.contains(QStringLiteral("$.moe_layer_freq")), qPrintable(deepseek.err));
    QVERIFY(!QFile::exists(refused));
    // DeepSeek-V2-Lite itself imports, with its published count.
    const CliRun lite = runCli({ QStringLiteral("workload"), QStringLiteral("import"),
        QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/hfconfig/deepseek-v2-lite.json"),
        QStringLiteral("--out"), dir.filePath(QStringLiteral("lite.json")) });
    QCOMPARE(lite.exitCode, 0);
    QVERIFY2(lite.out.contains(QStringLiteral("15706484224 parameters")), qPrintable(lite.out));
}

QTEST_GUILESS_MAIN(TestWorkloadCli)
#include "tst_workloadcli.moc"
