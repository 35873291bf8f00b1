// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope validate` through the real executable: the documented JSON keys, every category
// with scored rows, the category filter, the text table and usage errors.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
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
    // calibration, calibration-2, supplementary, XLA's two tables
    QCOMPARE(rows.size(), 55 + 31 + 12 + 375 + 66);
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

QTEST_GUILESS_MAIN(TestValidateCli)
#include "tst_validatecli.moc"
