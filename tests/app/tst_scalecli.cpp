// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope scale` through the real executable: the documented JSON keys, agreement with the
// scaling model in-process, illegal splits and usage errors.

#include "hardware/catalog.h"
#include "scaling/scalingestimator.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

using ts::test::CliRun;
using ts::test::runCli;

using namespace ts;

class TestScaleCli : public QObject
{
    Q_OBJECT

private slots:
    void searchJsonContract();
    void fixedSplitMatchesTheModel();
    void formats_data();
    void formats();
    void csvUnknownIsEmpty();
    void illegalSplitFails();
    void contextParallelSplit();
    void fewestChipsThatFit();
    void usageErrors_data();
    void usageErrors();
};

void TestScaleCli::searchJsonContract()
{
    const CliRun r = runCli({ QStringLiteral("scale"), QStringLiteral("--workload"),
        QStringLiteral("gpt-3-175b"), QStringLiteral("--device"),
        QStringLiteral("h100-sxm,tpu-v5p"), QStringLiteral("--chips"), QStringLiteral("8,512,4096"),
        QStringLiteral("--search"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(
        root.value(QStringLiteral("workload")).toObject().value(QStringLiteral("id")).toString(),
        QStringLiteral("gpt-3-175b"));
    QCOMPARE(root.value(QStringLiteral("search")).toBool(), true);
    const QJsonArray results = root.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 6);
    for (const QJsonValue& value : results) {
        const QJsonObject o = value.toObject();
        for (const char* key :
            { "device", "chips", "dp", "tp", "pp", "ep", "cp", "zero_stage", "virtual_stages",
                "legal", "problems", "step_time_s", "scaling_efficiency", "comm_s",
                "exposed_comm_s", "comm_share", "compute_s", "bubble_s", "single_chip_step_s",
                "mfu", "tokens_per_s", "memory_per_chip_bytes", "memory_capacity_bytes", "fits",
                "cost_usd", "energy_j", "collectives", "derivation", "notes" })
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const qint64 chips = o.value(QStringLiteral("chips")).toInteger();
        QCOMPARE(o.value(QStringLiteral("dp")).toInteger()
                * o.value(QStringLiteral("cp")).toInteger()
                * o.value(QStringLiteral("tp")).toInteger()
                * o.value(QStringLiteral("pp")).toInteger(),
            chips);
        const double efficiency = o.value(QStringLiteral("scaling_efficiency")).toDouble();
        QVERIFY(efficiency > 0 && efficiency <= 1);
        QVERIFY(o.value(QStringLiteral("exposed_comm_s")).toDouble()
            <= o.value(QStringLiteral("comm_s")).toDouble());
        QVERIFY(!o.value(QStringLiteral("derivation")).toArray().isEmpty());
        // 175 B parameters do not fit on 8 chips; they do on 512.
        QCOMPARE(o.value(QStringLiteral("fits")).toBool(), chips > 8);
        for (const QJsonValue& c : o.value(QStringLiteral("collectives")).toArray())
            for (const char* key : { "purpose", "collective", "algorithm", "participants",
                     "message_bytes", "count", "time_s", "total_s", "exposed_s" })
                QVERIFY2(c.toObject().contains(QLatin1String(key)), key);
    }
    // H100 has a price and a TDP, TPU v5p has a price: cost is a number, energy null or number.
    QVERIFY(results.at(0).toObject().value(QStringLiteral("cost_usd")).isDouble());
    QVERIFY(results.at(0).toObject().value(QStringLiteral("energy_j")).isDouble());
}

void TestScaleCli::fixedSplitMatchesTheModel()
{
    const CliRun r = runCli({ QStringLiteral("scale"), QStringLiteral("--workload"),
        QStringLiteral("gpt-3-175b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--chips"), QStringLiteral("512"), QStringLiteral("--tp"),
        QStringLiteral("4"), QStringLiteral("--pp"), QStringLiteral("8"), QStringLiteral("--zero"),
        QStringLiteral("1"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8())
                              .object()
                              .value(QStringLiteral("results"))
                              .toArray()
                              .first()
                              .toObject();
    QCOMPARE(o.value(QStringLiteral("dp")).toInteger(), 16);

    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const WorkloadLoadResult loaded = WorkloadPresets::load(QStringLiteral("gpt-3-175b"));
    const auto workload = WorkloadBuilder::build(*loaded.spec).workload;
    const scaling::ScalingEstimator estimator(
        *workload, *catalog.device(QStringLiteral("h100-sxm")));
    ParallelConfig c;
    c.dp = 16;
    c.tp = 4;
    c.pp = 8;
    c.zeroStage = 1;
    const scaling::ScalingResult expected = estimator.estimate(c);
    QVERIFY(qAbs(o.value(QStringLiteral("step_time_s")).toDouble() - expected.stepSeconds)
        < 1e-9 * expected.stepSeconds);
    QCOMPARE(o.value(QStringLiteral("memory_per_chip_bytes")).toDouble(),
        double(expected.memoryPerChipBytes));
}

void TestScaleCli::formats_data()
{
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("expected");
    QTest::newRow("text") << QString() << QStringLiteral("efficiency");
    QTest::newRow("csv") << QStringLiteral("--csv")
                         << QStringLiteral("device,chips,dp,tp,pp,ep,zero_stage,step_time_s");
    QTest::newRow("markdown") << QStringLiteral("--markdown")
                              << QStringLiteral("| device | chips |");
    QTest::newRow("explain") << QStringLiteral("--explain")
                             << QStringLiteral("scaling efficiency = T1");
}

void TestScaleCli::formats()
{
    QFETCH(QString, flag);
    QFETCH(QString, expected);
    QStringList args { QStringLiteral("scale"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"), QStringLiteral("a100-sxm4-80gb"),
        QStringLiteral("--chips"), QStringLiteral("8,64") };
    if (!flag.isEmpty())
        args.append(flag);
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(expected), qPrintable(r.out));
}

void TestScaleCli::csvUnknownIsEmpty()
{
    // Every shipped device has a power figure now (TPU v5p an estimate, issue 20); a user's
    // device without one has an empty energy cell, as in JSON it is null, never 0.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString catalogFile = dir.filePath(QStringLiteral("unpowered.json"));
    {
        QFile file(catalogFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"schema_version": 1, "devices": [{"id": "v5p-unpowered", "base": "tpu-v5p",
            "power": null}]})");
    }
    const CliRun r = runCli({ QStringLiteral("scale"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"),
        QStringLiteral("h100-sxm,tpu-v5p,v5p-unpowered"), QStringLiteral("--catalog"), catalogFile,
        QStringLiteral("--chips"), QStringLiteral("8"), QStringLiteral("--csv") });
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    const QStringList header = lines[0].split(u',');
    const qsizetype energy = header.indexOf(QStringLiteral("energy_j"));
    QVERIFY(energy >= 0);
    QVERIFY(lines[1].startsWith(QStringLiteral("h100-sxm,")));
    QVERIFY(lines[1].split(u',')[energy].toDouble() > 0);
    QVERIFY(lines[2].startsWith(QStringLiteral("tpu-v5p,")));
    QVERIFY(lines[2].split(u',')[energy].toDouble() > 0);
    QVERIFY(lines[3].startsWith(QStringLiteral("v5p-unpowered,")));
    QCOMPARE(lines[3].split(u',')[energy], QString());
}

void TestScaleCli::illegalSplitFails()
{
    // 96 heads are not divisible by tp 5.
    const CliRun r = runCli({ QStringLiteral("scale"), QStringLiteral("--workload"),
        QStringLiteral("gpt-3-175b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--chips"), QStringLiteral("5"), QStringLiteral("--tp"), QStringLiteral("5"),
        QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("$.parallel.tp")), qPrintable(r.err));
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8())
                              .object()
                              .value(QStringLiteral("results"))
                              .toArray()
                              .first()
                              .toObject();
    QCOMPARE(o.value(QStringLiteral("legal")).toBool(), false);
    QVERIFY(!o.value(QStringLiteral("problems")).toArray().isEmpty());
    // No figure is known for an illegal split: each is null, never 0 (issue 34 item 8).
    for (const char* key : { "step_time_s", "scaling_efficiency", "comm_s", "exposed_comm_s",
             "comm_share", "compute_s", "bubble_s", "single_chip_step_s", "mfu", "tokens_per_s",
             "memory_per_chip_bytes", "memory_capacity_bytes", "cost_usd", "energy_j" })
        QVERIFY2(o.value(QLatin1String(key)).isNull(), key);
}

void TestScaleCli::fewestChipsThatFit()
{
    const CliRun r = runCli({ QStringLiteral("scale"), QStringLiteral("--workload"),
        QStringLiteral("gpt-3-175b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--fewest"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray results = QJsonDocument::fromJson(r.out.toUtf8())
                                   .object()
                                   .value(QStringLiteral("results"))
                                   .toArray();
    QCOMPARE(results.size(), 1);
    const QJsonObject o = results.first().toObject();
    QVERIFY(o.value(QStringLiteral("fits")).toBool());
    const qint64 chips = o.value(QStringLiteral("chips")).toInteger();
    QVERIFY(chips > 8 && chips <= 256);
    // Half as many chips: the fastest split does not fit.
    const CliRun half = runCli({ QStringLiteral("scale"), QStringLiteral("--workload"),
        QStringLiteral("gpt-3-175b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--chips"), QString::number(chips / 2), QStringLiteral("--json") });
    QCOMPARE(half.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(half.out.toUtf8())
                 .object()
                 .value(QStringLiteral("results"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("fits"))
                 .toBool(),
        false);
    // Too few candidate chips: no split fits, exit status 1.
    const CliRun none = runCli({ QStringLiteral("scale"), QStringLiteral("--workload"),
        QStringLiteral("gpt-3-175b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--fewest"), QStringLiteral("--chips"), QStringLiteral("1,2,4") });
    QCOMPARE(none.exitCode, 1);
    QVERIFY(none.err.contains(QStringLiteral("fits in memory")));
}

void TestScaleCli::contextParallelSplit()
{
    // --cp takes its share of the chips: 16 = dp 2 × cp 8; the figures are the model's.
    const QStringList base { QStringLiteral("scale"), QStringLiteral("--workload"),
        QStringLiteral("llama-3-8b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--seq"), QStringLiteral("32768"), QStringLiteral("--batch"),
        QStringLiteral("8") };
    const CliRun r = runCli(base
        + QStringList { QStringLiteral("--chips"), QStringLiteral("16"), QStringLiteral("--cp"),
            QStringLiteral("8"), QStringLiteral("--zero"), QStringLiteral("1"),
            QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8())
                              .object()
                              .value(QStringLiteral("results"))
                              .toArray()
                              .first()
                              .toObject();
    QCOMPARE(o.value(QStringLiteral("dp")).toInteger(), 2);
    QCOMPARE(o.value(QStringLiteral("cp")).toInteger(), 8);
    bool ring = false;
    for (const QJsonValue& v : o.value(QStringLiteral("collectives")).toArray())
        ring = ring || v.toObject().value(QStringLiteral("purpose")).toString() == u"cp";
    QVERIFY(ring);

    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-3-8b")).spec;
    spec.run.seqLength = 32768;
    spec.run.globalBatch = 8;
    spec.run.microBatch = 1;
    const auto workload = WorkloadBuilder::build(spec).workload;
    QVERIFY(workload);
    const scaling::ScalingEstimator estimator(
        *workload, *catalog.device(QStringLiteral("h100-sxm")));
    ParallelConfig c;
    c.dp = 2;
    c.cp = 8;
    c.zeroStage = 1;
    const scaling::ScalingResult expected = estimator.estimate(c);
    QVERIFY(qAbs(o.value(QStringLiteral("step_time_s")).toDouble() - expected.stepSeconds)
        < 1e-9 * expected.stepSeconds);
    QCOMPARE(o.value(QStringLiteral("memory_per_chip_bytes")).toDouble(),
        double(expected.memoryPerChipBytes));

    // 2 × 3 does not divide the sequence: the split is illegal, and says where.
    const CliRun odd = runCli(base
        + QStringList { QStringLiteral("--chips"), QStringLiteral("6"), QStringLiteral("--cp"),
            QStringLiteral("3") });
    QCOMPARE(odd.exitCode, 1);
    QVERIFY2(odd.err.contains(QStringLiteral("$.parallel.cp")), qPrintable(odd.err));
    // 3 does not divide 16 chips.
    const CliRun uneven = runCli(base
        + QStringList { QStringLiteral("--chips"), QStringLiteral("16"), QStringLiteral("--cp"),
            QStringLiteral("3") });
    QCOMPARE(uneven.exitCode, 2);
    // The sizes in the label's order (ParallelDimension), cp shown because it is above 1.
    QVERIFY2(uneven.err.contains(QStringLiteral("dp x tp x pp x cp = 5 x 1 x 1 x 3 is not 16")),
        qPrintable(uneven.err));
}

void TestScaleCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("message");
    const QString w = QStringLiteral("--workload");
    const QString d = QStringLiteral("--device");
    const QString c = QStringLiteral("--chips");
    QTest::newRow("no chips") << QStringList { w, QStringLiteral("gpt-3-175b"), d,
        QStringLiteral("h100-sxm") }
                              << QStringLiteral("--chips");
    QTest::newRow("chips not a number") << QStringList { w, QStringLiteral("gpt-3-175b"), d,
        QStringLiteral("h100-sxm"), c, QStringLiteral("8,lots") }
                                        << QStringLiteral("'lots'");
    QTest::newRow("zero chips") << QStringList { w, QStringLiteral("gpt-3-175b"), d,
        QStringLiteral("h100-sxm"), c, QStringLiteral("0") }
                                << QStringLiteral("'0'");
    QTest::newRow("negative tp") << QStringList { w, QStringLiteral("gpt-3-175b"), d,
        QStringLiteral("h100-sxm"), c, QStringLiteral("8"), QStringLiteral("--tp"),
        QStringLiteral("-2") } << QStringLiteral("--tp");
    QTest::newRow("split and search") << QStringList { w, QStringLiteral("gpt-3-175b"), d,
        QStringLiteral("h100-sxm"), c, QStringLiteral("8"), QStringLiteral("--tp"),
        QStringLiteral("8"), QStringLiteral("--search") }
                                      << QStringLiteral("--search");
    QTest::newRow("split not the chip count") << QStringList { w, QStringLiteral("gpt-3-175b"), d,
        QStringLiteral("h100-sxm"), c, QStringLiteral("64"), QStringLiteral("--dp"),
        QStringLiteral("2"), QStringLiteral("--tp"), QStringLiteral("8") }
                                              << QStringLiteral("64 chips");
    QTest::newRow("zero stage 7") << QStringList { w, QStringLiteral("gpt-3-175b"), d,
        QStringLiteral("h100-sxm"), c, QStringLiteral("8"), QStringLiteral("--zero"),
        QStringLiteral("7") } << QStringLiteral("--zero");
    QTest::newRow("unknown device") << QStringList { w, QStringLiteral("gpt-3-175b"), d,
        QStringLiteral("h900"), c, QStringLiteral("8") }
                                    << QStringLiteral("h900");
    QTest::newRow("two formats") << QStringList { w, QStringLiteral("gpt-3-175b"), d,
        QStringLiteral("h100-sxm"), c, QStringLiteral("8"), QStringLiteral("--json"),
        QStringLiteral("--csv") } << QStringLiteral("--json");
    QTest::newRow("no workload") << QStringList { d, QStringLiteral("h100-sxm"), c,
        QStringLiteral("8") } << QStringLiteral("--workload");
}

void TestScaleCli::usageErrors()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, message);
    const CliRun r = runCli(QStringList { QStringLiteral("scale") } + extra);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestScaleCli)
#include "tst_scalecli.moc"
