// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope serve` (issue 21): the serving figures ServingEstimator computes, as JSON keys
// the README documents, and a clear usage error for each bad option.

#include "clirunner.h"
#include "engine/servingestimator.h"
#include "hardware/catalog.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace ts;
using ts::test::CliRun;
using ts::test::runCli;

class TestServeCli : public QObject
{
    Q_OBJECT

private slots:
    void printsTheEstimatorsFigures();
    void latencyBoundsAndDraft();
    void continuousBatching();
    void refusesBadOptions_data();
    void refusesBadOptions();
    void nonDecodersAreNamed();
    void theModelDraftsForItself();
};

void TestServeCli::printsTheEstimatorsFigures()
{
    const CliRun r = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"),
        QStringLiteral("h100-sxm,tpu-v5p"), QStringLiteral("--prompt-tokens"),
        QStringLiteral("1024"), QStringLiteral("--generated-tokens"), QStringLiteral("256"),
        QStringLiteral("--json") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("prompt_tokens")).toInteger(), 1024);
    QCOMPARE(root.value(QStringLiteral("generated_tokens")).toInteger(), 256);
    const QJsonArray devices = root.value(QStringLiteral("devices")).toArray();
    QCOMPARE(devices.size(), 2);
    const Catalog catalog = Catalog::load(QString());
    WorkloadSpec llama = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    engine::ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    for (const QJsonValue& value : devices) {
        const QJsonObject d = value.toObject();
        const auto device = catalog.device(d.value(QStringLiteral("device")).toString());
        QVERIFY(device);
        const auto e = engine::ServingEstimator::estimate(llama, *device, serving);
        QVERIFY(e);
        QCOMPARE(d.value(QStringLiteral("largest_batch_that_fits")).toInteger(),
            e->largestBatchThatFits);
        QCOMPARE(d.value(QStringLiteral("limited_by")).toString(), e->limitedBy);
        const QJsonObject chosen = d.value(QStringLiteral("chosen")).toObject();
        QCOMPARE(chosen.value(QStringLiteral("batch")).toInteger(), e->chosen.batch);
        QCOMPARE(chosen.value(QStringLiteral("ttft_s")).toDouble(), e->chosen.ttftSeconds);
        QCOMPARE(chosen.value(QStringLiteral("tpot_s")).toDouble(), e->chosen.tpotSeconds);
        QCOMPARE(chosen.value(QStringLiteral("request_s")).toDouble(), e->chosen.requestSeconds);
        QCOMPARE(chosen.value(QStringLiteral("output_tokens_per_s")).toDouble(),
            e->chosen.outputTokensPerSecond);
        QVERIFY(chosen.value(QStringLiteral("fits")).toBool());
        QCOMPARE(d.value(QStringLiteral("sweep")).toArray().size(), qsizetype(e->sweep.size()));
        QVERIFY(d.value(QStringLiteral("speculative")).isNull());
    }
    // The table says the same in words.
    const CliRun text = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"), QStringLiteral("h100-sxm") });
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    QVERIFY(text.out.contains(QStringLiteral("limited by memory")));
    QVERIFY(!text.out.contains(QStringLiteral("does not fit")));

    // A batch the user asks for that does not fit is shown, and the table says it does not fit
    // (issue 34 item 7: it was starred as the cheapest without a word).
    const CliRun huge = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--batch"), QStringLiteral("1048577") });
    QVERIFY2(huge.exitCode == 0, qPrintable(huge.err));
    const QStringList lines = huge.out.split(QLatin1Char('\n'));
    const auto starred = std::find_if(lines.begin(), lines.end(),
        [](const QString& l) { return l.startsWith(QStringLiteral("* 1048577")); });
    QVERIFY2(starred != lines.end(), qPrintable(huge.out));
    QVERIFY2(starred->endsWith(QStringLiteral("does not fit")), qPrintable(*starred));
    QVERIFY2(huge.out.contains(QStringLiteral("* batch 1048577 does not fit: it needs ")),
        qPrintable(huge.out));
}

void TestServeCli::latencyBoundsAndDraft()
{
    const CliRun bounded = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--prompt-tokens"), QStringLiteral("1024"), QStringLiteral("--ttft-max"),
        QStringLiteral("0.5"), QStringLiteral("--tpot-max"), QStringLiteral("0.02"),
        QStringLiteral("--json") });
    QVERIFY2(bounded.exitCode == 0, qPrintable(bounded.err));
    const QJsonObject root = QJsonDocument::fromJson(bounded.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("ttft_max_s")).toDouble(), 0.5);
    const QJsonObject d = root.value(QStringLiteral("devices")).toArray().first().toObject();
    const QJsonObject chosen = d.value(QStringLiteral("chosen")).toObject();
    QVERIFY(chosen.value(QStringLiteral("meets_bounds")).toBool());
    QVERIFY(chosen.value(QStringLiteral("ttft_s")).toDouble() <= 0.5);
    QVERIFY(chosen.value(QStringLiteral("tpot_s")).toDouble() <= 0.02);

    // The same targets from a workload file's ttft_target_s and tpot_target_s.
    QTemporaryDir dir;
    WorkloadSpec withTargets = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    withTargets.run.seqLength = 1024;
    withTargets.run.ttftTargetSeconds = 0.5;
    withTargets.run.tpotTargetSeconds = 0.02;
    const QString file = dir.filePath(QStringLiteral("targets.json"));
    QCOMPARE(WorkloadFile::save(withTargets, file), QString());
    const CliRun fromFile = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"), file,
        QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--json") });
    QVERIFY2(fromFile.exitCode == 0, qPrintable(fromFile.err));
    const QJsonObject fileRoot = QJsonDocument::fromJson(fromFile.out.toUtf8()).object();
    QCOMPARE(fileRoot.value(QStringLiteral("ttft_max_s")).toDouble(), 0.5);
    QCOMPARE(fileRoot.value(QStringLiteral("devices"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("chosen"))
                 .toObject(),
        chosen);

    // A file's batching and draft.
    WorkloadSpec chunked = withTargets;
    chunked.run.ttftTargetSeconds = 0;
    chunked.run.tpotTargetSeconds = 0;
    chunked.run.continuousBatching = true;
    chunked.run.prefillChunkTokens = 512;
    const QString chunkedFile = dir.filePath(QStringLiteral("chunked.json"));
    QCOMPARE(WorkloadFile::save(chunked, chunkedFile), QString());
    const CliRun fromChunked
        = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"), chunkedFile,
            QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--json") });
    QVERIFY2(fromChunked.exitCode == 0, qPrintable(fromChunked.err));
    const QJsonObject chunkedRoot = QJsonDocument::fromJson(fromChunked.out.toUtf8()).object();
    QCOMPARE(
        chunkedRoot.value(QStringLiteral("batching")).toString(), QStringLiteral("continuous"));
    QCOMPARE(chunkedRoot.value(QStringLiteral("prefill_chunk_tokens")).toInteger(), 512);
    WorkloadSpec drafted = chunked;
    drafted.run.continuousBatching = false;
    drafted.run.prefillChunkTokens = 0;
    // A draft smaller than the model (issue 34 item 9 refuses one that is not), within GPT-2's
    // 1,024 positions.
    drafted.run.draftPreset = QStringLiteral("gpt-2-124m");
    drafted.run.seqLength = 512;
    drafted.run.generatedTokens = 256;
    drafted.run.speculatedTokens = 3;
    const QString draftedFile = dir.filePath(QStringLiteral("drafted.json"));
    QCOMPARE(WorkloadFile::save(drafted, draftedFile), QString());
    const CliRun fromDrafted = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        draftedFile, QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--batch"), QStringLiteral("1"), QStringLiteral("--json") });
    QVERIFY2(fromDrafted.exitCode == 0, qPrintable(fromDrafted.err));
    QCOMPARE(QJsonDocument::fromJson(fromDrafted.out.toUtf8())
                 .object()
                 .value(QStringLiteral("devices"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("speculative"))
                 .toObject()
                 .value(QStringLiteral("speculated_tokens"))
                 .toInt(),
        3);

    const CliRun draft = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-70b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--precision"), QStringLiteral("fp8"), QStringLiteral("--batch"),
        QStringLiteral("1"), QStringLiteral("--draft"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--speculate"), QStringLiteral("4"), QStringLiteral("--acceptance"),
        QStringLiteral("0.8"), QStringLiteral("--json") });
    QVERIFY2(draft.exitCode == 0, qPrintable(draft.err));
    const QJsonObject s = QJsonDocument::fromJson(draft.out.toUtf8())
                              .object()
                              .value(QStringLiteral("devices"))
                              .toArray()
                              .first()
                              .toObject()
                              .value(QStringLiteral("speculative"))
                              .toObject();
    QCOMPARE(s.value(QStringLiteral("speculated_tokens")).toInt(), 4);
    QCOMPARE(s.value(QStringLiteral("tokens_per_iteration")).toDouble(),
        engine::ServingEstimator::tokensPerIteration(4, 0.8));
    QVERIFY(s.value(QStringLiteral("verify_s_per_iteration")).toDouble() > 0);
}

void TestServeCli::continuousBatching()
{
    // Chunked prefill of 512 tokens: the JSON carries the batching and each point's steady
    // state, equal to the estimator's.
    const CliRun r = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--prompt-tokens"), QStringLiteral("1024"),
        QStringLiteral("--generated-tokens"), QStringLiteral("256"), QStringLiteral("--chunk"),
        QStringLiteral("512"), QStringLiteral("--json") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("batching")).toString(), QStringLiteral("continuous"));
    QCOMPARE(root.value(QStringLiteral("prefill_chunk_tokens")).toInteger(), 512);
    const QJsonObject d = root.value(QStringLiteral("devices")).toArray().first().toObject();
    QCOMPARE(d.value(QStringLiteral("limited_by")).toString(), QStringLiteral("chunk"));
    const QJsonObject chosen = d.value(QStringLiteral("chosen")).toObject();
    const qint64 batch = chosen.value(QStringLiteral("batch")).toInteger();

    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    engine::ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    serving.batching = engine::Batching::Continuous;
    serving.prefillChunkTokens = 512;
    const auto p
        = engine::ServingEstimator::at(*WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec,
            *catalog.device(QStringLiteral("h100-sxm")), serving, batch);
    QVERIFY(p);
    QCOMPARE(chosen.value(QStringLiteral("tpot_s")).toDouble(), p->tpotSeconds);
    QCOMPARE(chosen.value(QStringLiteral("ttft_s")).toDouble(), p->ttftSeconds);
    QCOMPARE(
        chosen.value(QStringLiteral("prompt_tokens_per_step")).toInteger(), p->promptTokensPerStep);
    QVERIFY(chosen.value(QStringLiteral("within_chunk")).toBool());
    // The largest batch that fits (110) needs 550 tokens a step: beyond the chunk.
    const QJsonObject last = d.value(QStringLiteral("sweep")).toArray().last().toObject();
    QCOMPARE(last.value(QStringLiteral("batch")).toInteger(),
        d.value(QStringLiteral("largest_batch_that_fits")).toInteger());
    QVERIFY(!last.value(QStringLiteral("within_chunk")).toBool());

    // Tensor parallel: the group's tokens over its chips.
    const CliRun tp = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-70b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--batch"), QStringLiteral("8"), QStringLiteral("--tp"), QStringLiteral("4"),
        QStringLiteral("--json") });
    QVERIFY2(tp.exitCode == 0, qPrintable(tp.err));
    const QJsonObject tpRoot = QJsonDocument::fromJson(tp.out.toUtf8()).object();
    QCOMPARE(tpRoot.value(QStringLiteral("tensor_parallel")).toInteger(), 4);
    const QJsonObject tpChosen = tpRoot.value(QStringLiteral("devices"))
                                     .toArray()
                                     .first()
                                     .toObject()
                                     .value(QStringLiteral("chosen"))
                                     .toObject();
    QVERIFY(std::abs(tpChosen.value(QStringLiteral("output_tokens_per_s_per_chip")).toDouble() * 4
                - tpChosen.value(QStringLiteral("output_tokens_per_s")).toDouble())
        < 1e-9 * tpChosen.value(QStringLiteral("output_tokens_per_s")).toDouble());
    const CliRun three = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-70b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--tp"), QStringLiteral("3") });
    QCOMPARE(three.exitCode, 1);
    QVERIFY2(three.err.contains(QStringLiteral("$.parallel.tp")), qPrintable(three.err));

    // Without a chunk: prompts in steps of their own, and the worst gap is longer than the mean.
    const CliRun plain = runCli(
        { QStringLiteral("serve"), QStringLiteral("--workload"), QStringLiteral("llama-2-7b"),
            QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--batch"),
            QStringLiteral("16"), QStringLiteral("--continuous"), QStringLiteral("--json") });
    QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
    const QJsonObject root2 = QJsonDocument::fromJson(plain.out.toUtf8()).object();
    QCOMPARE(root2.value(QStringLiteral("prefill_chunk_tokens")).isNull(), true);
    const QJsonObject c2 = root2.value(QStringLiteral("devices"))
                               .toArray()
                               .first()
                               .toObject()
                               .value(QStringLiteral("chosen"))
                               .toObject();
    QVERIFY(c2.value(QStringLiteral("tpot_worst_s")).toDouble()
        > c2.value(QStringLiteral("tpot_s")).toDouble());
}

void TestServeCli::refusesBadOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QStringList base { QStringLiteral("--workload"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--device"), QStringLiteral("h100-sxm") };
    QTest::newRow("no device") << QStringList { QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b") }
                               << QStringLiteral("--device");
    QTest::newRow("phase") << base
            + QStringList { QStringLiteral("--phase"), QStringLiteral("decode") }
                           << QStringLiteral("--phase");
    QTest::newRow("acceptance above 1") << base
            + QStringList { QStringLiteral("--draft"), QStringLiteral("gpt-2-124m"),
                  QStringLiteral("--acceptance"), QStringLiteral("1.5") }
                                        << QStringLiteral("--acceptance '1.5'");
    QTest::newRow("speculate 0") << base
            + QStringList { QStringLiteral("--draft"), QStringLiteral("gpt-2-124m"),
                  QStringLiteral("--speculate"), QStringLiteral("0") }
                                 << QStringLiteral("--speculate '0'");
    QTest::newRow("speculate without a draft")
        << base + QStringList { QStringLiteral("--speculate"), QStringLiteral("3") }
        << QStringLiteral("--draft");
    QTest::newRow("NaN bound") << base
            + QStringList { QStringLiteral("--ttft-max"), QStringLiteral("nan") }
                               << QStringLiteral("--ttft-max 'nan'");
    QTest::newRow("zero bound") << base
            + QStringList { QStringLiteral("--tpot-max"), QStringLiteral("0") }
                                << QStringLiteral("--tpot-max '0'");
    QTest::newRow("fp4 weights") << base
            + QStringList { QStringLiteral("--weight-precision"), QStringLiteral("fp4") }
                                 << QStringLiteral("--weight-precision 'fp4'");
    QTest::newRow("chunk of one token")
        << base + QStringList { QStringLiteral("--chunk"), QStringLiteral("1") }
        << QStringLiteral("--chunk '1'");
    QTest::newRow("chunk not a number")
        << base + QStringList { QStringLiteral("--chunk"), QStringLiteral("lots") }
        << QStringLiteral("--chunk 'lots'");
    QTest::newRow("tp 0") << base + QStringList { QStringLiteral("--tp"), QStringLiteral("0") }
                          << QStringLiteral("--tp '0'");
    QTest::newRow("continuous with a draft") << base
            + QStringList { QStringLiteral("--continuous"), QStringLiteral("--draft"),
                  QStringLiteral("gpt-2-124m") }
                                             << QStringLiteral("--draft");
    QTest::newRow("draft larger than the model")
        << base + QStringList { QStringLiteral("--draft"), QStringLiteral("llama-2-70b") }
        << QStringLiteral("is not smaller than");
    QTest::newRow("batch and bounds") << base
            + QStringList { QStringLiteral("--batch"), QStringLiteral("8"),
                  QStringLiteral("--ttft-max"), QStringLiteral("1") }
                                      << QStringLiteral("--batch");
}

void TestServeCli::refusesBadOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun r = runCli(QStringList { QStringLiteral("serve") } + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("tensorscope serve")), qPrintable(r.err));
}

void TestServeCli::nonDecodersAreNamed()
{
    // A model that cannot decode, as the model or as its draft, is named as the user gave it,
    // with what is wrong: not a phase check at the preset's resource path (issue 34 item 9).
    for (const QStringList& arguments :
        { QStringList { QStringLiteral("--workload"), QStringLiteral("resnet-50") },
            QStringList { QStringLiteral("--workload"), QStringLiteral("llama-2-7b"),
                QStringLiteral("--draft"), QStringLiteral("resnet-50") } }) {
        const CliRun r = runCli(QStringList { QStringLiteral("serve") } + arguments
            + QStringList { QStringLiteral("--device"), QStringLiteral("h100-sxm") });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("is not a decoder")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("ResNet-50")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral(":/presets")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("$.run.phase")), qPrintable(r.err));
    }
}

void TestServeCli::theModelDraftsForItself()
{
    // --draft ngram|mtp|eagle (issue 35 item 4): no draft preset, the method named in the JSON,
    // prompt lookup free on the chip, MTP's acceptance 0.85 unless given.
    struct Case
    {
        QString draft;
        double acceptance;
        bool draftCosts;
    };
    for (const Case& c :
        { Case { QStringLiteral("ngram"), 0.5, false }, Case { QStringLiteral("mtp"), 0.85, true },
            Case { QStringLiteral("eagle"), 0.7, true } }) {
        const CliRun r = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
            QStringLiteral("llama-2-7b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
            QStringLiteral("--draft"), c.draft, QStringLiteral("--speculate"), QStringLiteral("3"),
            QStringLiteral("--batch"), QStringLiteral("1"), QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject device = QJsonDocument::fromJson(r.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("devices"))
                                       .toArray()
                                       .first()
                                       .toObject();
        const QJsonObject speculative = device.value(QStringLiteral("speculative")).toObject();
        QCOMPARE(speculative.value(QStringLiteral("method")).toString(), c.draft);
        QCOMPARE(speculative.value(QStringLiteral("acceptance_rate")).toDouble(), c.acceptance);
        QCOMPARE(speculative.value(QStringLiteral("speculated_tokens")).toInt(), 3);
        QCOMPARE(speculative.value(QStringLiteral("draft_s_per_iteration")).toDouble() > 0,
            c.draftCosts);
    }
}

QTEST_GUILESS_MAIN(TestServeCli)
#include "tst_servecli.moc"
