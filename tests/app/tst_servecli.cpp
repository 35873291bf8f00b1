// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope serve` (issue 21): the serving figures ServingEstimator computes, as JSON keys
// the README documents, and a clear usage error for each bad option.

#include "clirunner.h"
#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "serving/servingestimator.h"
#include "serving/steptimetable.h"
#include "serving/trafficsimulator.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QFile>
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
    void trafficSimulation();
    void maxRate();
    void traceFiles();
    void refusesBadOptions_data();
    void refusesBadOptions();
    void nonDecodersAreNamed();
    void theModelDraftsForItself();
    void sameFileSameFiguresAsTheWindow();
    void enginesSplitsAndPools();
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
    serving::ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    for (const QJsonValue& value : devices) {
        const QJsonObject d = value.toObject();
        const auto device = catalog.device(d.value(QStringLiteral("device")).toString());
        QVERIFY(device);
        const auto e = serving::ServingEstimator::estimate(llama, *device, serving);
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
        serving::ServingEstimator::tokensPerIteration(4, 0.8));
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
    serving::ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    serving.batching = serving::Batching::Continuous;
    serving.prefillChunkTokens = 512;
    const auto p
        = serving::ServingEstimator::at(*WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec,
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

namespace {

QStringList trafficBase()
{
    return { QStringLiteral("serve"), QStringLiteral("--workload"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--prompt-tokens"),
        QStringLiteral("1024"), QStringLiteral("--generated-tokens"), QStringLiteral("128"),
        QStringLiteral("--chunk"), QStringLiteral("1024"), QStringLiteral("--json") };
}

QJsonObject trafficOf(const CliRun& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8())
        .object()
        .value(QStringLiteral("devices"))
        .toArray()
        .at(0)
        .toObject()
        .value(QStringLiteral("traffic"))
        .toObject();
}

} // namespace

void TestServeCli::trafficSimulation()
{
    // `--request-rate`: the figures are the simulator's on the engine's step times (the same
    // table and arrivals built here), the same twice, ordered, and the goodput within the rate.
    const QStringList arguments = trafficBase()
        + QStringList { QStringLiteral("--request-rate"), QStringLiteral("6"),
              QStringLiteral("--requests"), QStringLiteral("3000"), QStringLiteral("--seed"),
              QStringLiteral("9"), QStringLiteral("--ttft-max"), QStringLiteral("0.2") };
    const CliRun r = runCli(arguments);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject t = trafficOf(r);
    for (const char* key : { "ttft_p50_s", "ttft_p90_s", "ttft_p99_s", "tpot_p50_s", "tpot_p90_s",
             "tpot_p99_s", "e2e_p50_s", "e2e_p99_s", "queue_p50_s", "queue_p90_s", "queue_p99_s",
             "throughput_tokens_per_s", "requests_per_s", "goodput_requests_per_s" })
        QVERIFY2(t.value(QLatin1String(key)).isDouble(), key);
    QVERIFY(!t.contains(QStringLiteral("max_rate_requests_per_s")));
    QCOMPARE(t.value(QStringLiteral("requests")).toInteger(), 3000);
    QCOMPARE(t.value(QStringLiteral("source")).toString(), QStringLiteral("poisson"));
    const auto v = [&](const char* key) { return t.value(QLatin1String(key)).toDouble(); };
    QVERIFY(v("ttft_p50_s") <= v("ttft_p90_s") && v("ttft_p90_s") <= v("ttft_p99_s"));
    QVERIFY(v("tpot_p50_s") <= v("tpot_p99_s"));
    QVERIFY(v("e2e_p50_s") <= v("e2e_p99_s"));
    QVERIFY(v("goodput_requests_per_s") <= v("requests_per_s"));
    QVERIFY(v("requests_per_s") < 6 * 1.1);

    const Catalog catalog = Catalog::load(QString());
    const WorkloadSpec llama = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    serving::ServingSpec serving;
    serving.prefillChunkTokens = 1024;
    const qint64 maxBatch = t.value(QStringLiteral("max_batch")).toInteger();
    const auto table = serving::StepTimeTable::fromEngine(
        llama, *catalog.device(QStringLiteral("h100-sxm")), serving, maxBatch, 1024, 1024, 128);
    QVERIFY(table);
    serving::TrafficConfig config;
    config.maxBatch = maxBatch;
    config.prefillChunkTokens = 1024;
    config.ttftLimitSeconds = 0.2;
    const auto direct = serving::TrafficSimulator::run(
        serving::TrafficSimulator::poisson(6, 3000, 9, 1024, 128), *table, config);
    QCOMPARE(v("ttft_p99_s"), direct.ttft.p99);
    QCOMPARE(v("tpot_p50_s"), direct.tpot.p50);
    QCOMPARE(v("goodput_requests_per_s"), direct.goodputRequestsPerSecond);
    QCOMPARE(v("throughput_tokens_per_s"), direct.outputTokensPerSecond);

    const CliRun again = runCli(arguments);
    QCOMPARE(again.out, r.out);
    // The text says what was simulated.
    QStringList textArguments = arguments;
    textArguments.removeAll(QStringLiteral("--json"));
    const CliRun text = runCli(textArguments);
    QVERIFY2(text.out.contains(
                 QStringLiteral("3000 requests arriving at random at 6 a second (seed 9)")),
        qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("goodput")));
}

void TestServeCli::maxRate()
{
    // `--max-rate`: the rate found meets P99 TTFT ≤ 0.3 s and P99 TPOT ≤ 30 ms, 1.1 times it
    // does not (each simulated with the same seed and requests).
    const QStringList bounds { QStringLiteral("--ttft-max"), QStringLiteral("0.3"),
        QStringLiteral("--tpot-max"), QStringLiteral("0.03"), QStringLiteral("--requests"),
        QStringLiteral("2000") };
    const CliRun r = runCli(trafficBase() + bounds + QStringList { QStringLiteral("--max-rate") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject t = trafficOf(r);
    const double rate = t.value(QStringLiteral("max_rate_requests_per_s")).toDouble();
    QVERIFY(rate > 0);
    QVERIFY(t.value(QStringLiteral("ttft_p99_s")).toDouble() <= 0.3);
    QVERIFY(t.value(QStringLiteral("tpot_p99_s")).toDouble() <= 0.03);
    QVERIFY(t.value(QStringLiteral("max_rate_failing_requests_per_s")).toDouble() > rate);
    const auto meets = [&](double at) {
        const CliRun run = runCli(trafficBase() + bounds
            + QStringList { QStringLiteral("--request-rate"), QString::number(at, 'g', 17) });
        const QJsonObject o = trafficOf(run);
        return o.value(QStringLiteral("ttft_p99_s")).toDouble() <= 0.3
            && o.value(QStringLiteral("tpot_p99_s")).toDouble() <= 0.03;
    };
    QVERIFY(meets(rate));
    QVERIFY(!meets(1.1 * rate));
}

void TestServeCli::traceFiles()
{
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("trace.csv"));
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    for (const auto& [path, text] :
        { std::pair { good,
              QByteArray("arrival_s,prompt_tokens,output_tokens\n0,512,64\n0.05,2000,16\n"
                         "0.07,100,200\n") },
            std::pair { bad,
                QByteArray("arrival_s,prompt_tokens,output_tokens\n0,512,64\n0.1,-5,3\n") } }) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    const CliRun r = runCli(trafficBase() + QStringList { QStringLiteral("--trace"), good });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject t = trafficOf(r);
    QCOMPARE(t.value(QStringLiteral("source")).toString(), QStringLiteral("trace"));
    QCOMPARE(t.value(QStringLiteral("requests")).toInteger(), 3);
    QVERIFY(t.value(QStringLiteral("request_rate")).isNull());
    // (512 + 2000 + 100) / 3 and (64 + 16 + 200) / 3, rounded.
    QCOMPARE(t.value(QStringLiteral("mean_prompt_tokens")).toInteger(), 871);
    QCOMPARE(t.value(QStringLiteral("mean_output_tokens")).toInteger(), 93);

    const CliRun refused = runCli(trafficBase() + QStringList { QStringLiteral("--trace"), bad });
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(bad
                 + QStringLiteral(":3:5: error: prompt_tokens: expected a "
                                  "whole number of tokens from 1 to "
                                  "16777216, found \"-5\" [out-of-range]")),
        qPrintable(refused.err));
    QVERIFY(refused.out.isEmpty());
    const CliRun missing = runCli(trafficBase()
        + QStringList { QStringLiteral("--trace"), dir.filePath(QStringLiteral("no.csv")) });
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(
        missing.err.contains(dir.filePath(QStringLiteral("no.csv")) + QStringLiteral(": error:")),
        qPrintable(missing.err));
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
    QTest::newRow("request rate 0")
        << base + QStringList { QStringLiteral("--request-rate"), QStringLiteral("0") }
        << QStringLiteral("--request-rate '0'");
    QTest::newRow("requests 0") << base
            + QStringList { QStringLiteral("--request-rate"), QStringLiteral("1"),
                  QStringLiteral("--requests"), QStringLiteral("0") }
                                << QStringLiteral("--requests '0'");
    QTest::newRow("requests over a million") << base
            + QStringList { QStringLiteral("--request-rate"), QStringLiteral("1"),
                  QStringLiteral("--requests"), QStringLiteral("1000001") }
                                             << QStringLiteral("--requests '1000001'");
    QTest::newRow("negative seed") << base
            + QStringList { QStringLiteral("--request-rate"), QStringLiteral("1"),
                  QStringLiteral("--seed"), QStringLiteral("-1") }
                                   << QStringLiteral("--seed '-1'");
    QTest::newRow("seed without a rate")
        << base + QStringList { QStringLiteral("--seed"), QStringLiteral("4") }
        << QStringLiteral("--request-rate");
    QTest::newRow("trace and rate") << base
            + QStringList { QStringLiteral("--trace"), QStringLiteral("t.csv"),
                  QStringLiteral("--request-rate"), QStringLiteral("1") }
                                    << QStringLiteral("--trace");
    QTest::newRow("max rate without bounds")
        << base + QStringList { QStringLiteral("--max-rate") } << QStringLiteral("--ttft-max");
    QTest::newRow("traffic with a draft") << base
            + QStringList { QStringLiteral("--request-rate"), QStringLiteral("1"),
                  QStringLiteral("--draft"), QStringLiteral("gpt-2-124m") }
                                          << QStringLiteral("--draft");
    // Issue 35 item 7: pp, ep, engines and pools, each value named.
    const QStringList mixtral { QStringLiteral("--workload"), QStringLiteral("mixtral-8x7b"),
        QStringLiteral("--device"), QStringLiteral("h100-sxm") };
    QTest::newRow("pp 0") << base + QStringList { QStringLiteral("--pp"), QStringLiteral("0") }
                          << QStringLiteral("--pp '0'");
    QTest::newRow("pp negative") << base
            + QStringList { QStringLiteral("--pp"), QStringLiteral("-2") }
                                 << QStringLiteral("--pp '-2'");
    QTest::newRow("pp not dividing the layers")
        << base + QStringList { QStringLiteral("--pp"), QStringLiteral("5") }
        << QStringLiteral("pp 5: does not divide the model's 32 layers");
    QTest::newRow("pp above the layers")
        << base + QStringList { QStringLiteral("--pp"), QStringLiteral("64") }
        << QStringLiteral("pp 64: more stages than the model's 32 layers");
    QTest::newRow("ep 0") << mixtral + QStringList { QStringLiteral("--ep"), QStringLiteral("0") }
                          << QStringLiteral("--ep '0'");
    QTest::newRow("ep on a dense model")
        << base + QStringList { QStringLiteral("--ep"), QStringLiteral("2") }
        << QStringLiteral("ep 2: expert parallelism needs a mixture-of-experts model");
    QTest::newRow("ep not dividing the experts")
        << mixtral + QStringList { QStringLiteral("--ep"), QStringLiteral("3") }
        << QStringLiteral("ep 3: does not divide the model's 8 routed experts");
    QTest::newRow("ep with a draft") << mixtral
            + QStringList { QStringLiteral("--ep"), QStringLiteral("2"), QStringLiteral("--draft"),
                  QStringLiteral("eagle") }
                                     << QStringLiteral("a draft model with pp or ep");
    QTest::newRow("unknown engine")
        << base + QStringList { QStringLiteral("--engine"), QStringLiteral("tgi") }
        << QStringLiteral("--engine 'tgi' must be one of vllm, sglang, trtllm, jetstream");
    QTest::newRow("pools without a colon")
        << base + QStringList { QStringLiteral("--disaggregate"), QStringLiteral("3") }
        << QStringLiteral("--disaggregate '3' must be P:D");
    QTest::newRow("empty prefill pool")
        << base + QStringList { QStringLiteral("--disaggregate"), QStringLiteral("0:2") }
        << QStringLiteral("--disaggregate '0:2' must be P:D");
    QTest::newRow("pool not a multiple of the copy")
        << base
            + QStringList { QStringLiteral("--disaggregate"), QStringLiteral("1:3"),
                  QStringLiteral("--tp"), QStringLiteral("2") }
        << QStringLiteral("disaggregate 1:3: each pool must "
                          "be a multiple of the model's 2 chips");
    QTest::newRow("frontier with ep") << mixtral
            + QStringList { QStringLiteral("--frontier"), QStringLiteral("--ep"),
                  QStringLiteral("2") }
                                      << QStringLiteral("--ep");
    QTest::newRow("traffic with pp") << base
            + QStringList { QStringLiteral("--request-rate"), QStringLiteral("1"),
                  QStringLiteral("--pp"), QStringLiteral("2") }
                                     << QStringLiteral("--pp");
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

void TestServeCli::sameFileSameFiguresAsTheWindow()
{
    // Issue 33: one serving file gives the window (Comparison, what the Serving panel shows)
    // and `serve` the same batch, TTFT and TPOT: both read it through
    // ServingEstimator::servingSpecOf. A file's batch is the batch; with a target, both search.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const Device h100 = *catalog.device(QStringLiteral("h100-sxm"));
    WorkloadSpec base = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    base.run.step = StepKind::Decode;
    base.run.globalBatch = 16;
    base.run.microBatch = 16;
    base.run.seqLength = 1024;
    base.run.generatedTokens = 256;
    WorkloadSpec targeted = base;
    targeted.run.tpotTargetSeconds = 0.03;
    WorkloadSpec continuous = base;
    continuous.run.continuousBatching = true;
    WorkloadSpec drafted = base;
    drafted.run.draftPreset = QStringLiteral("ngram");
    drafted.run.speculatedTokens = 3;
    drafted.run.acceptanceRate = 0.6;
    // Issue 35 item 7: a file's serving_engine (vLLM: continuous, its own chunk) and SGLang's
    // under a TPOT target.
    WorkloadSpec vllm = base;
    vllm.run.servingEngine = ServingEngine::Vllm;
    WorkloadSpec sglang = targeted;
    sglang.run.servingEngine = ServingEngine::Sglang;
    int index = 0;
    for (const WorkloadSpec& spec : { base, targeted, continuous, drafted, vllm, sglang }) {
        const QString file = dir.filePath(QStringLiteral("serving%1.json").arg(index++));
        QCOMPARE(WorkloadFile::save(spec, file), QString());
        const WorkloadLoadResult loaded = WorkloadFile::load(file);
        QVERIFY(loaded.spec);
        const Comparison window = Comparison::compute(*loaded.spec, QList<Device> { h100 });
        QVERIFY(window.showsServing());
        QVERIFY(window.devices.front().serving);
        const serving::ServingPoint& shown = window.devices.front().serving->chosen;
        const CliRun r = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"), file,
            QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject chosen = QJsonDocument::fromJson(r.out.toUtf8())
                                       .object()
                                       .value(QStringLiteral("devices"))
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value(QStringLiteral("chosen"))
                                       .toObject();
        QCOMPARE(chosen.value(QStringLiteral("batch")).toInteger(), shown.batch);
        QCOMPARE(chosen.value(QStringLiteral("ttft_s")).toDouble(), shown.ttftSeconds);
        QCOMPARE(chosen.value(QStringLiteral("tpot_s")).toDouble(), shown.tpotSeconds);
        const QJsonValue engine
            = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("engine"));
        if (spec.run.servingEngine == ServingEngine::None)
            QVERIFY(engine.isNull());
        else
            QCOMPARE(engine.toString(), servingEngineName(spec.run.servingEngine));
    }
    // The engine changes the figures (vLLM's chunked continuous steps against a static batch),
    // and --engine on the command line wins over the file's.
    const QString vllmFile = dir.filePath(QStringLiteral("serving4.json"));
    const auto tpotOf = [](const CliRun& r) {
        return QJsonDocument::fromJson(r.out.toUtf8())
            .object()
            .value(QStringLiteral("devices"))
            .toArray()
            .first()
            .toObject()
            .value(QStringLiteral("chosen"))
            .toObject()
            .value(QStringLiteral("tpot_s"))
            .toDouble();
    };
    const CliRun fromFile
        = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"), vllmFile,
            QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--json") });
    const CliRun plain = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        dir.filePath(QStringLiteral("serving0.json")), QStringLiteral("--device"),
        QStringLiteral("h100-sxm"), QStringLiteral("--json") });
    const CliRun overridden = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        vllmFile, QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--engine"), QStringLiteral("trtllm"), QStringLiteral("--json") });
    QVERIFY2(fromFile.exitCode == 0 && plain.exitCode == 0 && overridden.exitCode == 0,
        qPrintable(fromFile.err + plain.err + overridden.err));
    QVERIFY(tpotOf(fromFile) != tpotOf(plain));
    QCOMPARE(QJsonDocument::fromJson(overridden.out.toUtf8())
                 .object()
                 .value(QStringLiteral("engine"))
                 .toString(),
        QStringLiteral("trtllm"));
    // The traffic simulation does not model engines: a file's engine is refused there by name,
    // as --engine is.
    const CliRun traffic = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"), vllmFile,
        QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--request-rate"),
        QStringLiteral("2") });
    QCOMPARE(traffic.exitCode, 2);
    QVERIFY2(
        traffic.err.contains(QStringLiteral("serving_engine \"vllm\"")), qPrintable(traffic.err));
}

void TestServeCli::enginesSplitsAndPools()
{
    // The JSON keys of issue 35 item 7 (engine, pp, ep, disaggregation) hold the estimator's
    // figures for the same request; none of the keys before them is renamed.
    const Catalog catalog = Catalog::load(QString());
    const Device h100 = *catalog.device(QStringLiteral("h100-sxm"));
    const QStringList base { QStringLiteral("serve"), QStringLiteral("--device"),
        QStringLiteral("h100-sxm"), QStringLiteral("--prompt-tokens"), QStringLiteral("1024"),
        QStringLiteral("--generated-tokens"), QStringLiteral("256"), QStringLiteral("--batch"),
        QStringLiteral("64"), QStringLiteral("--json") };
    const auto chosenOf = [](const CliRun& r) {
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        return root.value(QStringLiteral("devices"))
            .toArray()
            .first()
            .toObject()
            .value(QStringLiteral("chosen"))
            .toObject();
    };
    WorkloadSpec llama = *WorkloadPresets::load(QStringLiteral("llama-3-8b")).spec;
    llama.run.globalBatch = 64;
    llama.run.microBatch = 64;
    serving::ServingSpec serving;
    serving.promptTokens = 1024;
    serving.generatedTokens = 256;
    serving.batch = 64;

    // --engine vllm: continuous batching with vLLM's chunk on an H100 (8,192 tokens).
    {
        const CliRun r = runCli(base
            + QStringList { QStringLiteral("--workload"), QStringLiteral("llama-3-8b"),
                QStringLiteral("--engine"), QStringLiteral("vllm") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(root.value(QStringLiteral("engine")).toString(), QStringLiteral("vllm"));
        const QJsonObject device
            = root.value(QStringLiteral("devices")).toArray().first().toObject();
        const QJsonObject preset = device.value(QStringLiteral("engine_preset")).toObject();
        QCOMPARE(preset.value(QStringLiteral("token_budget")).toInteger(), 8192);
        QCOMPARE(preset.value(QStringLiteral("max_running_requests")).toInteger(), 1024);
        QCOMPARE(preset.value(QStringLiteral("chunked_prefill")).toBool(), true);
        serving::ServingSpec vllm = serving;
        vllm.engine = serving::ServingEngine::Vllm;
        const auto e = serving::ServingEstimator::estimate(llama, h100, vllm);
        QVERIFY(e);
        QCOMPARE(chosenOf(r).value(QStringLiteral("tpot_s")).toDouble(), e->chosen.tpotSeconds);
        QCOMPARE(chosenOf(r).value(QStringLiteral("prompt_tokens_per_step")).toInteger(),
            e->chosen.promptTokensPerStep);
    }
    // --pp 2: the keys pp and ep, and the estimator's figures on two stages.
    {
        const CliRun r = runCli(base
            + QStringList { QStringLiteral("--workload"), QStringLiteral("llama-3-8b"),
                QStringLiteral("--pp"), QStringLiteral("2") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(root.value(QStringLiteral("pp")).toInteger(), 2);
        QCOMPARE(root.value(QStringLiteral("ep")).toInteger(), 1);
        QVERIFY(root.value(QStringLiteral("engine")).isNull());
        serving::ServingSpec pp = serving;
        pp.pipelineParallel = 2;
        const auto e = serving::ServingEstimator::estimate(llama, h100, pp);
        QVERIFY(e);
        const QJsonObject chosen = chosenOf(r);
        QCOMPARE(chosen.value(QStringLiteral("tpot_s")).toDouble(), e->chosen.tpotSeconds);
        QCOMPARE(chosen.value(QStringLiteral("ttft_s")).toDouble(), e->chosen.ttftSeconds);
        QCOMPARE(chosen.value(QStringLiteral("memory_bytes")).toInteger(), e->chosen.memoryBytes);
        QCOMPARE(chosen.value(QStringLiteral("output_tokens_per_s_per_chip")).toDouble(),
            e->chosen.outputTokensPerSecondPerChip);
    }
    // --ep 2 on Mixtral.
    {
        WorkloadSpec mixtral = *WorkloadPresets::load(QStringLiteral("mixtral-8x7b")).spec;
        const CliRun r = runCli(base
            + QStringList { QStringLiteral("--workload"), QStringLiteral("mixtral-8x7b"),
                QStringLiteral("--ep"), QStringLiteral("2") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8())
                     .object()
                     .value(QStringLiteral("ep"))
                     .toInteger(),
            2);
        serving::ServingSpec ep = serving;
        ep.expertParallel = 2;
        const auto e = serving::ServingEstimator::estimate(mixtral, h100, ep);
        QVERIFY(e);
        QCOMPARE(chosenOf(r).value(QStringLiteral("tpot_s")).toDouble(), e->chosen.tpotSeconds);
        QCOMPARE(
            chosenOf(r).value(QStringLiteral("memory_bytes")).toInteger(), e->chosen.memoryBytes);
    }
    // --disaggregate 1:3: the pools, the transfer and the bound under "disaggregation".
    {
        const CliRun r = runCli(base
            + QStringList { QStringLiteral("--workload"), QStringLiteral("llama-3-8b"),
                QStringLiteral("--disaggregate"), QStringLiteral("1:3") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject pools = root.value(QStringLiteral("disaggregation")).toObject();
        QCOMPARE(pools.value(QStringLiteral("prefill_chips")).toInteger(), 1);
        QCOMPARE(pools.value(QStringLiteral("decode_chips")).toInteger(), 3);
        serving::ServingSpec split = serving;
        split.prefillChips = 1;
        split.decodeChips = 3;
        const auto e = serving::ServingEstimator::estimate(llama, h100, split);
        QVERIFY(e && e->chosen.disaggregation);
        const QJsonObject d = chosenOf(r).value(QStringLiteral("disaggregation")).toObject();
        QCOMPARE(d.value(QStringLiteral("prefill_chips")).toInteger(), 1);
        QCOMPARE(d.value(QStringLiteral("decode_chips")).toInteger(), 3);
        QCOMPARE(d.value(QStringLiteral("kv_transfer_s")).toDouble(),
            e->chosen.disaggregation->kvTransferSeconds);
        QCOMPARE(d.value(QStringLiteral("kv_transfer_bytes")).toInteger(),
            e->chosen.disaggregation->kvTransferBytes);
        QCOMPARE(d.value(QStringLiteral("bound_by")).toString(), e->chosen.disaggregation->boundBy);
        QCOMPARE(chosenOf(r).value(QStringLiteral("ttft_s")).toDouble(), e->chosen.ttftSeconds);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const CliRun text = runCli(QStringList { QStringLiteral("serve"),
            QStringLiteral("--workload"), QStringLiteral("llama-3-8b"), QStringLiteral("--device"),
            QStringLiteral("h100-sxm"), QStringLiteral("--disaggregate"), QStringLiteral("1:3") });
        QVERIFY2(
            text.out.contains(QStringLiteral("prefill pool (chips: 1)")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("decode pool (chips: 3)")), qPrintable(text.out));
    }
}

QTEST_GUILESS_MAIN(TestServeCli)
#include "tst_servecli.moc"
