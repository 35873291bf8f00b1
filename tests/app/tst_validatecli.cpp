// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope validate` through the real executable: the documented JSON keys, every category
// with scored rows, the category filter, the text table and usage errors.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

using ts::test::CliRun;
using ts::test::runCli;

class TestValidateCli : public QObject
{
    Q_OBJECT

private slots:
    void jsonContract();
    void categoryFilter();
    void textTable();
    void unknownCategory();
    void readmeQuotesTheTable();
    void usersOwnMeasurements();
};

void TestValidateCli::jsonContract()
{
    const CliRun r = runCli({ QStringLiteral("validate"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);

    const QJsonArray categories = root.value(QStringLiteral("categories")).toArray();
    QVERIFY(categories.size() >= 6);
    QSet<QString> names;
    for (const QJsonValue& value : categories) {
        const QJsonObject c = value.toObject();
        for (const char* key :
            { "category", "rows", "mape", "median_abs_error", "mean_signed_error", "worst" })
            QVERIFY2(c.contains(QLatin1String(key)), key);
        const QString name = c.value(QStringLiteral("category")).toString();
        names.insert(name);
        QVERIFY2(c.value(QStringLiteral("rows")).toInteger() > 0, qPrintable(name));
        // Fractions, not percent: a MAPE of 2 would be 200%.
        const double mape = c.value(QStringLiteral("mape")).toDouble(-1);
        QVERIFY2(mape >= 0 && mape < 2, qPrintable(name));
        QVERIFY(c.value(QStringLiteral("median_abs_error")).toDouble(-1) >= 0);
        QVERIFY(c.value(QStringLiteral("mean_signed_error")).isDouble());
        const QJsonArray worst = c.value(QStringLiteral("worst")).toArray();
        QVERIFY(!worst.isEmpty() && worst.size() <= 3);
    }
    for (const char* expected : { "gemm", "memory_bandwidth", "collective", "training_e2e",
             "training_throughput", "inference" })
        QVERIFY2(names.contains(QLatin1String(expected)), expected);

    // Per vendor family within each category (issue 32): a TPU family in training.
    bool tpuTraining = false;
    for (const QJsonValue& value : root.value(QStringLiteral("families")).toArray()) {
        const QJsonObject f = value.toObject();
        for (const char* key :
            { "category", "family", "rows", "mape", "mean_signed_error", "mean_optimism" })
            QVERIFY2(f.contains(QLatin1String(key)), key);
        QVERIFY(f.value(QStringLiteral("rows")).toInteger() > 0);
        tpuTraining = tpuTraining
            || (f.value(QStringLiteral("family")) == QLatin1String("Google TPU")
                && f.value(QStringLiteral("category")) == QLatin1String("training_throughput"));
    }
    QVERIFY(tpuTraining);

    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    // calibration, calibration-2, supplementary, XLA's three tables
    QCOMPARE(rows.size(), 55 + 31 + 36 + 375 + 66 + 132);
    QSet<QString> ids;
    for (const QJsonValue& value : rows) {
        const QJsonObject row = value.toObject();
        for (const char* key : { "id", "category", "device", "predicted", "measured", "unit",
                 "error", "scored", "source", "caveat", "not_expressible" })
            QVERIFY2(row.contains(QLatin1String(key)), key);
        const QString id = row.value(QStringLiteral("id")).toString();
        QVERIFY2(!ids.contains(id), qPrintable(id));
        ids.insert(id);
        QVERIFY(names.contains(row.value(QStringLiteral("category")).toString()));
        QVERIFY(row.value(QStringLiteral("measured")).toDouble() > 0);
        // A row is either predicted (with its error) or says why not.
        const bool expressible = row.value(QStringLiteral("not_expressible")).isNull();
        QCOMPARE(row.value(QStringLiteral("predicted")).isDouble(), expressible);
        QCOMPARE(row.value(QStringLiteral("error")).isDouble(), expressible);
        if (row.value(QStringLiteral("scored")).toBool())
            QVERIFY(expressible);
    }
    QVERIFY(ids.contains(QStringLiteral("XLA-MM-b1-256x256x512")));
    QVERIFY(ids.contains(QStringLiteral("XLA-AR-2x4-1024")));
    for (const QJsonValue& value : categories)
        for (const QJsonValue& id : value.toObject().value(QStringLiteral("worst")).toArray())
            QVERIFY(ids.contains(id.toString()));
}

void TestValidateCli::categoryFilter()
{
    const CliRun r = runCli({ QStringLiteral("validate"), QStringLiteral("--category"),
        QStringLiteral("gemm"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray categories = root.value(QStringLiteral("categories")).toArray();
    QCOMPARE(categories.size(), 1);
    QCOMPARE(categories.first().toObject().value(QStringLiteral("category")).toString(),
        QStringLiteral("gemm"));
    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    QVERIFY(rows.size() > 375);
    for (const QJsonValue& row : rows)
        QCOMPARE(
            row.toObject().value(QStringLiteral("category")).toString(), QStringLiteral("gemm"));
}

void TestValidateCli::textTable()
{
    const CliRun summary = runCli({ QStringLiteral("validate") });
    QCOMPARE(summary.exitCode, 0);
    for (const char* category : { "gemm", "memory_bandwidth", "collective", "inference" })
        QVERIFY2(summary.out.contains(QLatin1String(category)), category);
    QVERIFY(summary.out.contains(QLatin1Char('%')));
    QVERIFY(!summary.out.contains(QStringLiteral("XLA-MM-b2-512x512x512 ")));

    const CliRun rows = runCli({ QStringLiteral("validate"), QStringLiteral("--rows"),
        QStringLiteral("--category"), QStringLiteral("collective") });
    QCOMPARE(rows.exitCode, 0);
    QVERIFY(rows.out.contains(QStringLiteral("COLL-002")));
    QVERIFY(rows.out.contains(QStringLiteral("XLA-AR-8x1-2147483648")));
    QVERIFY(rows.out.contains(QStringLiteral("XLA-RS-4x2-2147483648")));
    QVERIFY(rows.out.contains(QStringLiteral("XLA-A2A-2x4-1024")));
    QVERIFY(!rows.out.contains(QStringLiteral("GEMM-001")));
}

void TestValidateCli::unknownCategory()
{
    const CliRun r = runCli(
        { QStringLiteral("validate"), QStringLiteral("--category"), QStringLiteral("nope") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.contains(QStringLiteral("nope")));
    QVERIFY(r.err.contains(QStringLiteral("gemm")));
}

void TestValidateCli::readmeQuotesTheTable()
{
    // The README's accuracy figures are the command's own output (issue 32): the block between
    // the validate-table markers must equal `tensorscope validate` after its title line.
    QFile readme(QStringLiteral(TENSORSCOPE_SOURCE_DIR "/README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(readme.readAll());
    const QString begin = QStringLiteral("<!-- validate-table: begin -->\n```text\n");
    const QString end = QStringLiteral("```\n<!-- validate-table: end -->");
    const qsizetype from = text.indexOf(begin);
    const qsizetype to = text.indexOf(end);
    QVERIFY2(from >= 0 && to > from, "README.md has no validate-table block");
    const QString quoted = text.mid(from + begin.size(), to - from - begin.size());

    const CliRun r = runCli({ QStringLiteral("validate") });
    QCOMPARE(r.exitCode, 0);
    const QString printed = r.out.mid(r.out.indexOf(QLatin1Char('\n')) + 1);
    QVERIFY2(quoted == printed,
        qPrintable(QStringLiteral("README.md's validate table differs from the command's output; "
                                  "paste this:\n%1")
                       .arg(printed)));
}

void TestValidateCli::usersOwnMeasurements()
{
    // `--data` scores a user's CSV (calibration.csv's columns) with the rebuild inputs of a
    // rows.json-style file beside it; the shipped rows are not in the report.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&](const QString& name, const QByteArray& bytes) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    const QByteArray header = "id,category,device,chips,precision,workload,config,metric,value,"
                              "unit,source,notes\n";
    write(QStringLiteral("mine.csv"),
        header
            + "MY-1,gemm,H100,1,bf16,GEMM,8192^3,throughput,700,TFLOP/s,my notebook,\n"
              "MY-2,gemm,H100,1,bf16,GEMM,8192^3,throughput,1400,TFLOP/s,my notebook,\n");
    write(QStringLiteral("mine.json"),
        "{ \"rows\": [ { \"id\": \"MY-1\", \"device\": \"h100-sxm\", \"gemm\": { \"m\": "
        "8192, \"n\": 8192, \"k\": 8192, \"precision\": \"bf16\" } }, { \"id\": \"MY-2\", "
        "\"device\": \"h100-sxm\", \"gemm\": { \"m\": 8192, \"n\": 8192, \"k\": 8192, "
        "\"precision\": \"bf16\" } } ] }");
    const CliRun r = runCli({ QStringLiteral("validate"), QStringLiteral("--data"),
        dir.filePath(QStringLiteral("mine.csv")), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), 2);
    // The same prediction against two measurements a factor of two apart: errors e and
    // (1 + e) / 2 − 1.
    const double first = rows.at(0).toObject().value(QStringLiteral("error")).toDouble();
    const double second = rows.at(1).toObject().value(QStringLiteral("error")).toDouble();
    QVERIFY(qAbs((1 + first) / 2 - 1 - second) < 1e-9);
    QCOMPARE(
        rows.at(0).toObject().value(QStringLiteral("family")).toString(), QStringLiteral("NVIDIA"));
    const QJsonArray categories = root.value(QStringLiteral("categories")).toArray();
    QCOMPARE(categories.size(), 1);
    QCOMPARE(categories.at(0).toObject().value(QStringLiteral("rows")).toInteger(), 2);

    // A malformed value names the file, the line and the column; the rest still loads and the
    // command fails.
    write(QStringLiteral("bad.csv"),
        header + "MY-1,gemm,H100,1,bf16,GEMM,8192^3,throughput,fast,TFLOP/s,my notebook,\n");
    QFile::copy(
        dir.filePath(QStringLiteral("mine.json")), dir.filePath(QStringLiteral("bad.json")));
    const CliRun bad = runCli({ QStringLiteral("validate"), QStringLiteral("--data"),
        dir.filePath(QStringLiteral("bad.csv")) });
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(
        bad.err.contains(QStringLiteral("bad.csv:2")) && bad.err.contains(QStringLiteral("value")),
        qPrintable(bad.err));
    // A missing inputs file is named; --inputs alone is a usage error.
    const CliRun missing = runCli({ QStringLiteral("validate"), QStringLiteral("--data"),
        dir.filePath(QStringLiteral("mine.csv")), QStringLiteral("--inputs"),
        dir.filePath(QStringLiteral("nowhere.json")) });
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.err.contains(QStringLiteral("nowhere.json")));
    QCOMPARE(runCli({ QStringLiteral("validate"), QStringLiteral("--inputs"),
                        dir.filePath(QStringLiteral("mine.json")) })
                 .exitCode,
        2);
}

QTEST_GUILESS_MAIN(TestValidateCli)
#include "tst_validatecli.moc"
