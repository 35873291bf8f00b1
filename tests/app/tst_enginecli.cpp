// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope gemm` and `tensorscope estimate` through the real executable: the JSON contract
// (documented keys), agreement with the engine in-process, agreement with the GUI's Export
// Results, and usage errors.

#include "compare/comparison.h"
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "models/resultsexport.h"
#include "session/workspace.h"
#include "workload/workloadfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

using ts::test::CliRun;
using ts::test::runCli;

using namespace ts;

class TestEngineCli : public QObject
{
    Q_OBJECT

private slots:
    void gemmJsonMatchesEngine();
    void gemmText();
    void gemmHostTimedAddsTheRoundTrip();
    void estimateJsonContract();
    void estimateFormats_data();
    void estimateFormats();
    void estimateAgreesWithGuiExport();
    void attentionKernelOption();
    void usageErrors_data();
    void usageErrors();
};

void TestEngineCli::gemmJsonMatchesEngine()
{
    const CliRun r = runCli({ QStringLiteral("gemm"), QStringLiteral("--m"), QStringLiteral("4097"),
        QStringLiteral("--n"), QStringLiteral("1024"), QStringLiteral("--k"),
        QStringLiteral("3000"), QStringLiteral("--device"),
        QStringLiteral("h100-sxm,tpu-v5e,gaudi2"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(
        root.value(QStringLiteral("gemm")).toObject().value(QStringLiteral("m")).toInteger(), 4097);
    const QJsonArray results = root.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 3);
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    for (const QJsonValue& value : results) {
        const QJsonObject o = value.toObject();
        for (const char* key :
            { "device", "time_s", "tflops", "efficiency", "bound", "model", "losses" })
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const auto device = catalog.device(o.value(QStringLiteral("device")).toString());
        QVERIFY(device);
        const auto e = engine::PerformanceEngine::estimateGemm(
            GemmShape { GemmM(4097), GemmN(1024), GemmK(3000) }, Precision::BF16, *device,
            engine::EngineOptions());
        QVERIFY(e);
        QVERIFY(qFuzzyCompare(o.value(QStringLiteral("time_s")).toDouble(), e->timeSeconds));
        QCOMPARE(o.value(QStringLiteral("model")).toString(), e->modelId());
    }
    QCOMPARE(results.at(0).toObject().value(QStringLiteral("tile")).toObject().size(), 4);
    QVERIFY(results.at(1).toObject().value(QStringLiteral("folds")).toInteger() > 0);
    QCOMPARE(results.at(2).toObject().value(QStringLiteral("model")).toString(),
        QStringLiteral("roofline"));
}

void TestEngineCli::gemmText()
{
    const CliRun r = runCli({ QStringLiteral("gemm"), QStringLiteral("--m"), QStringLiteral("129"),
        QStringLiteral("--n"), QStringLiteral("4096"), QStringLiteral("--k"),
        QStringLiteral("4096"), QStringLiteral("--device"), QStringLiteral("tpu-v5e") });
    QCOMPARE(r.exitCode, 0);
    // The model's own mapping counts and losses, labelled from its description.
    QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("  folds \\d+; losses: padding "
                                                              "[0-9.]+%, fill and drain"))),
        qPrintable(r.out));
}

void TestEngineCli::gemmHostTimedAddsTheRoundTrip()
{
    auto run = [](bool hostTimed) {
        QStringList args { QStringLiteral("gemm"), QStringLiteral("--m=1024"),
            QStringLiteral("--n=1024"), QStringLiteral("--k=1024"),
            QStringLiteral("--device=tpu-v5e"), QStringLiteral("--json") };
        if (hostTimed)
            args.append(QStringLiteral("--host-timed"));
        const CliRun r = runCli(args);
        return QJsonDocument::fromJson(r.out.toUtf8())
            .object()
            .value(QStringLiteral("results"))
            .toArray()
            .at(0)
            .toObject();
    };
    const QJsonObject kernel = run(false);
    const QJsonObject host = run(true);
    const double roundTrip = engine::EngineOptions().hostSynchronousCallSeconds;
    QCOMPARE(kernel.value(QStringLiteral("host_call_s")).toDouble(), 0.0);
    QCOMPARE(host.value(QStringLiteral("host_call_s")).toDouble(), roundTrip);
    QVERIFY(qFuzzyCompare(host.value(QStringLiteral("time_s")).toDouble(),
        kernel.value(QStringLiteral("time_s")).toDouble() + roundTrip));
    // A 1024³ GEMM takes ~11 µs on the MXUs: a synchronous call is bound by the host.
    QCOMPARE(host.value(QStringLiteral("bound")).toString(), QStringLiteral("overhead"));
    QCOMPARE(kernel.value(QStringLiteral("bound")).toString(), QStringLiteral("compute"));
}

void TestEngineCli::attentionKernelOption()
{
    // --attention-kernel flash-attention-2 runs a fused stack's attention as FlashAttention-2
    // (docs/engine.md, "Which attention kernel Transformer Engine runs"): a 32K-token training
    // step on an H100, mostly attention, takes longer; the library kernel is the default.
    const auto step = [](const QStringList& extra) {
        const CliRun r = runCli(
            QStringList { QStringLiteral("estimate"), QStringLiteral("--workload"),
                QStringLiteral("llama-2-7b"), QStringLiteral("--device"),
                QStringLiteral("h100-sxm"), QStringLiteral("--seq"), QStringLiteral("32768"),
                QStringLiteral("--precision"), QStringLiteral("fp8"), QStringLiteral("--json") }
            + extra);
        if (r.exitCode != 0)
            return -1.0;
        return QJsonDocument::fromJson(r.out.toUtf8())
            .object()
            .value(QStringLiteral("results"))
            .toArray()
            .first()
            .toObject()
            .value(QStringLiteral("step_time_s"))
            .toDouble();
    };
    const double library = step({});
    const double named = step({ QStringLiteral("--attention-kernel"), QStringLiteral("library") });
    const double flash2
        = step({ QStringLiteral("--attention-kernel"), QStringLiteral("flash-attention-2") });
    QVERIFY(library > 0);
    QCOMPARE(named, library);
    QVERIFY2(flash2 > 1.2 * library, qPrintable(QStringLiteral("%1 %2").arg(flash2).arg(library)));
}

void TestEngineCli::estimateJsonContract()
{
    const CliRun r = runCli({ QStringLiteral("estimate"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"),
        QStringLiteral("h100-sxm,tpu-v5p"), QStringLiteral("--batch"), QStringLiteral("4"),
        QStringLiteral("--phase"), QStringLiteral("decode"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray results = root.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 2);
    for (const QJsonValue& value : results) {
        const QJsonObject o = value.toObject();
        for (const char* key :
            { "device", "step_time_s", "tokens_per_s", "mfu", "memory_bytes", "fits", "energy_j",
                "cost_usd", "breakdown", "ops", "tpot_s", "power_basis", "energy_j_range",
                "facility_energy_j", "facility_energy_j_range", "server_overhead_factor" })
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const QJsonObject breakdown = o.value(QStringLiteral("breakdown")).toObject();
        const double sum = breakdown.value(QStringLiteral("compute_s")).toDouble()
            + breakdown.value(QStringLiteral("memory_s")).toDouble()
            + breakdown.value(QStringLiteral("comm_s")).toDouble()
            + breakdown.value(QStringLiteral("overhead_s")).toDouble();
        QVERIFY(qFuzzyCompare(sum, o.value(QStringLiteral("step_time_s")).toDouble()));
        QVERIFY(o.value(QStringLiteral("ops")).toArray().size() > 5);
        QVERIFY(qFuzzyCompare(o.value(QStringLiteral("tpot_s")).toDouble(),
            o.value(QStringLiteral("step_time_s")).toDouble()));
    }
    // Issue 20: the H100's energy rests on its TDP (an exact figure: the range is the point);
    // the TPU v5p has no published TDP, so its energy rests on an estimate with a range.
    const QJsonObject h100 = results.at(0).toObject();
    const QJsonObject v5p = results.at(1).toObject();
    QCOMPARE(h100.value(QStringLiteral("power_basis")).toString(), QStringLiteral("tdp"));
    QCOMPARE(v5p.value(QStringLiteral("power_basis")).toString(), QStringLiteral("estimated"));
    for (const QJsonObject& o : { h100, v5p }) {
        const double energy = o.value(QStringLiteral("energy_j")).toDouble();
        QVERIFY(energy > 0);
        const QJsonArray range = o.value(QStringLiteral("energy_j_range")).toArray();
        QCOMPARE(range.size(), 2);
        QVERIFY(range.at(0).toDouble() <= energy && energy <= range.at(1).toDouble());
        QVERIFY(qFuzzyCompare(o.value(QStringLiteral("facility_energy_j")).toDouble(),
            energy * o.value(QStringLiteral("server_overhead_factor")).toDouble() * 1.58));
    }
    QCOMPARE(h100.value(QStringLiteral("energy_j_range")).toArray().at(0).toDouble(),
        h100.value(QStringLiteral("energy_j")).toDouble());
    QVERIFY(v5p.value(QStringLiteral("energy_j_range")).toArray().at(0).toDouble()
        < v5p.value(QStringLiteral("energy_j_range")).toArray().at(1).toDouble());
}

void TestEngineCli::estimateFormats_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("expected");
    QTest::newRow("text") << QString() << QStringLiteral("tokens/s");
    QTest::newRow("csv") << QStringLiteral("--csv")
                         << QStringLiteral("device,step_time_s,tokens_per_s,mfu");
    QTest::newRow("markdown") << QStringLiteral("--markdown") << QStringLiteral("|---|");
    QTest::newRow("explain") << QStringLiteral("--explain")
                             << QStringLiteral("layer.attn.qkv_proj x");
}

void TestEngineCli::estimateFormats()
{
    QFETCH(QString, flag);
    QFETCH(QString, expected);
    QStringList arguments { QStringLiteral("estimate"), QStringLiteral("--workload"),
        QStringLiteral("gpt-2-124m"), QStringLiteral("--device"), QStringLiteral("a100-sxm4-80gb"),
        QStringLiteral("--batch"), QStringLiteral("8") };
    if (!flag.isEmpty())
        arguments << flag;
    const CliRun r = runCli(arguments);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(expected), qPrintable(r.out));
}

void TestEngineCli::estimateAgreesWithGuiExport()
{
    // The issue's acceptance check: one estimate built both ways, through the CLI and through
    // the workspace's Export Results, reads the same key for key and unit for unit. A user
    // device with a hostile name and neither TDP nor price covers quoting and unknown figures.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Workspace workspace = Workspace::defaultWorkspace();
    const QString workloadFile = dir.filePath(QStringLiteral("workload.json"));
    QCOMPARE(WorkloadFile::save(workspace.workload, workloadFile), QString());
    const QString catalogFile = dir.filePath(QStringLiteral("odd.json"));
    {
        QFile file(catalogFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"schema_version": 1, "devices": [{"id": "odd-h100", "base": "h100-sxm",
            "name": "Odd, \"H100\" | unpriced", "power": null, "prices": []}]})");
    }
    const QStringList deviceIds = workspace.deviceIds + QStringList { QStringLiteral("odd-h100") };
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath(), catalogFile });
    QVERIFY(catalog.device(QStringLiteral("odd-h100")));
    const Comparison comparison = Comparison::compute(workspace.workload, deviceIds, catalog);
    QCOMPARE(int(comparison.devices.size()), 3);
    for (const DeviceComparison& d : comparison.devices)
        QVERIFY2(d.estimate, qPrintable(d.device.id));

    const QStringList cli { QStringLiteral("estimate"), QStringLiteral("--workload"), workloadFile,
        QStringLiteral("--device"), deviceIds.join(QLatin1Char(',')), QStringLiteral("--catalog"),
        catalogFile };
    const CliRun json = runCli(cli + QStringList { QStringLiteral("--json") });
    QCOMPARE(json.exitCode, 0);
    const QJsonObject cliRoot = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonObject guiRoot = QJsonDocument::fromJson(ResultsExport::toJson(comparison)).object();
    QCOMPARE(
        guiRoot.value(QStringLiteral("format")).toString(), QStringLiteral("tensorscope-results"));
    QCOMPARE(guiRoot.value(QStringLiteral("workload")), cliRoot.value(QStringLiteral("workload")));
    const QJsonArray cliResults = cliRoot.value(QStringLiteral("results")).toArray();
    const QJsonArray guiResults = guiRoot.value(QStringLiteral("results")).toArray();
    QCOMPARE(guiResults.size(), 3);
    QCOMPARE(cliResults.size(), 3);
    for (qsizetype i = 0; i < cliResults.size(); ++i) {
        QJsonObject fromCli = cliResults[i].toObject();
        QVERIFY(!fromCli.take(QStringLiteral("ops")).toArray().isEmpty());
        const QJsonObject fromGui = guiResults[i].toObject();
        QCOMPARE(fromGui.keys(), fromCli.keys());
        for (const QString& key : fromCli.keys())
            QVERIFY2(fromGui.value(key) == fromCli.value(key), qPrintable(key));
    }
    const QJsonObject odd = guiResults[2].toObject();
    QCOMPARE(
        odd.value(QStringLiteral("name")).toString(), QStringLiteral("Odd, \"H100\" | unpriced"));
    for (const char* key : { "energy_j", "average_power_w", "cost_usd", "usd_per_chip_hour",
             "cost_per_million_tokens_usd" })
        QVERIFY2(odd.value(QLatin1String(key)).isNull(), key);
    QVERIFY(odd.value(QStringLiteral("run")).toObject().value(QStringLiteral("cost_usd")).isNull());

    // CSV: byte for byte the same file.
    const CliRun csv = runCli(cli + QStringList { QStringLiteral("--csv") });
    QCOMPARE(csv.exitCode, 0);
    QCOMPARE(csv.out, QString::fromUtf8(ResultsExport::toCsv(comparison)));
    QVERIFY2(
        csv.out.contains(QStringLiteral("\"Odd, \"\"H100\"\" | unpriced\"")), qPrintable(csv.out));
}

void TestEngineCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString gemm = QStringLiteral("gemm");
    QTest::newRow("gemm no m") << QStringList { gemm, QStringLiteral("--n=8"),
        QStringLiteral("--k=8"), QStringLiteral("--device=h100-sxm") }
                               << 2 << QStringLiteral("--m is required");
    QTest::newRow("gemm zero") << (QStringList { gemm, QStringLiteral("--device=h100-sxm"),
                                       QStringLiteral("--m=0") }
        + QStringList { QStringLiteral("--n=8"), QStringLiteral("--k=8") })
                               << 2 << QStringLiteral("--m '0' must be at least 1");
    QTest::newRow("gemm huge") << QStringList { gemm, QStringLiteral("--device=h100-sxm"),
        QStringLiteral("--m=18446744073709551616"), QStringLiteral("--n=8"),
        QStringLiteral("--k=8") }
                               << 2 << QStringLiteral("must be at most");
    QTest::newRow("gemm no device") << QStringList { gemm, QStringLiteral("--m=8"),
        QStringLiteral("--n=8"), QStringLiteral("--k=8") }
                                    << 2 << QStringLiteral("--device ID");
    QTest::newRow("gemm unknown device") << QStringList { gemm, QStringLiteral("--m=8"),
        QStringLiteral("--n=8"), QStringLiteral("--k=8"), QStringLiteral("--device=h900") }
                                         << 2 << QStringLiteral("no device with id 'h900'");
    QTest::newRow("gemm bad precision") << QStringList { gemm, QStringLiteral("--m=8"),
        QStringLiteral("--n=8"), QStringLiteral("--k=8"), QStringLiteral("--device=h100-sxm"),
        QStringLiteral("--precision=fp4") }
                                        << 2 << QStringLiteral("--precision 'fp4'");
    QTest::newRow("estimate no workload")
        << QStringList { QStringLiteral("estimate"), QStringLiteral("--device=h100-sxm") } << 2
        << QStringLiteral("--workload PRESET|FILE is required");
    QTest::newRow("estimate unknown workload")
        << QStringList { QStringLiteral("estimate"), QStringLiteral("--workload=gpt-7"),
               QStringLiteral("--device=h100-sxm") }
        << 1 << QStringLiteral("neither a preset nor a file");
    QTest::newRow("estimate two formats") << QStringList { QStringLiteral("estimate"),
        QStringLiteral("--workload=gpt-2-124m"), QStringLiteral("--device=h100-sxm"),
        QStringLiteral("--json"), QStringLiteral("--csv") }
                                          << 2 << QStringLiteral("choose one of");
    QTest::newRow("estimate bad batch")
        << QStringList { QStringLiteral("estimate"), QStringLiteral("--workload=gpt-2-124m"),
               QStringLiteral("--device=h100-sxm"), QStringLiteral("--batch=-1") }
        << 2 << QStringLiteral("--batch '-1' must be at least 1");
}

void TestEngineCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = runCli(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestEngineCli)
#include "tst_enginecli.moc"
