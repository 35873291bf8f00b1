// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// One contract (issue 33): a job on many chips exported from the window (File > Export Results,
// ResultsExport::toJson) and printed by `tensorscope estimate --chips N --tokens T --json` is
// the same JSON, key for key and value for value, for a searched split and a hand-set one, on
// a device with neither TDP nor price (null, never 0) and with a name that needs quoting. The
// CSV of the same job is the CLI's too (tst_enginecli covers the single-chip forms).

#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "models/resultsexport.h"
#include "session/workspace.h"
#include "workload/workloadfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

using namespace ts;
using ts::test::CliRun;
using ts::test::runCli;

class TestJobExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void windowAndCliWriteTheSameJob_data();
    void windowAndCliWriteTheSameJob();

private:
    QTemporaryDir m_dir;
    QString m_workloadFile;
    QString m_catalogFile;
    Workspace m_workspace;
    QStringList m_deviceIds;
};

void TestJobExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_workspace = Workspace::defaultWorkspace();
    m_workloadFile = m_dir.filePath(QStringLiteral("workload.json"));
    QCOMPARE(WorkloadFile::save(m_workspace.workload, m_workloadFile), QString());
    m_catalogFile = m_dir.filePath(QStringLiteral("odd.json"));
    QFile file(m_catalogFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"schema_version": 1, "devices": [{"id": "odd-h100", "base": "h100-sxm",
        "name": "Odd, \"H100\" | unpriced", "power": null, "prices": []}]})");
    file.close();
    m_deviceIds = m_workspace.deviceIds + QStringList { QStringLiteral("odd-h100") };
}

void TestJobExport::windowAndCliWriteTheSameJob_data()
{
    QTest::addColumn<bool>("search");
    QTest::addColumn<QStringList>("splitOptions");
    QTest::newRow("searched split") << true << QStringList();
    QTest::newRow("hand-set split")
        << false
        << QStringList { QStringLiteral("--dp"), QStringLiteral("8"), QStringLiteral("--tp"),
               QStringLiteral("4"), QStringLiteral("--pp"), QStringLiteral("2") };
}

void TestJobExport::windowAndCliWriteTheSameJob()
{
    QFETCH(bool, search);
    QFETCH(QStringList, splitOptions);
    scaling::JobSpec job;
    job.chips = 64;
    job.tokens = 2e10;
    job.searchSplit = search;
    if (!search) {
        job.split.dp = 8;
        job.split.tp = 4;
        job.split.pp = 2;
    }
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath(), m_catalogFile });
    const Comparison comparison = Comparison::compute(
        m_workspace.workload, m_deviceIds, catalog, {}, validation::AccuracyModel::shipped(), job);
    QVERIFY(comparison.showsJob());
    QCOMPARE(int(comparison.devices.size()), 3);

    const QStringList cli = QStringList { QStringLiteral("estimate"), QStringLiteral("--workload"),
        m_workloadFile, QStringLiteral("--device"), m_deviceIds.join(QLatin1Char(',')),
        QStringLiteral("--catalog"), m_catalogFile, QStringLiteral("--chips"), QStringLiteral("64"),
        QStringLiteral("--tokens"), QStringLiteral("2e10") }
        + splitOptions;
    const CliRun json = runCli(cli + QStringList { QStringLiteral("--json") });
    QCOMPARE(json.exitCode, 0);
    const QJsonArray cliResults = QJsonDocument::fromJson(json.out.toUtf8())
                                      .object()
                                      .value(QStringLiteral("results"))
                                      .toArray();
    const QJsonObject window = QJsonDocument::fromJson(ResultsExport::toJson(comparison)).object();
    QCOMPARE(window.value(QStringLiteral("version")).toInt(), ResultsExport::kJsonVersion);
    const QJsonArray windowResults = window.value(QStringLiteral("results")).toArray();
    QCOMPARE(cliResults.size(), 3);
    QCOMPARE(windowResults.size(), 3);
    for (qsizetype i = 0; i < cliResults.size(); ++i) {
        const QJsonObject fromCli = cliResults[i].toObject();
        const QJsonObject fromWindow
            = windowResults[i].toObject().value(QStringLiteral("job")).toObject();
        QCOMPARE(fromWindow.keys(), fromCli.keys());
        for (const QString& key : fromCli.keys())
            QVERIFY2(fromWindow.value(key) == fromCli.value(key),
                qPrintable(QStringLiteral("%1 %2: window %3, CLI %4")
                               .arg(fromCli.value(QStringLiteral("device")).toString(), key,
                                   QString::fromUtf8(
                                       QJsonDocument(QJsonObject { { key, fromWindow.value(key) } })
                                           .toJson(QJsonDocument::Compact)),
                                   QString::fromUtf8(
                                       QJsonDocument(QJsonObject { { key, fromCli.value(key) } })
                                           .toJson(QJsonDocument::Compact)))));
    }
    // The device without TDP or price: its energy and cost are null in both, never 0.
    const QJsonObject odd = cliResults[2].toObject();
    QCOMPARE(odd.value(QStringLiteral("device")).toString(), QStringLiteral("odd-h100"));
    QVERIFY(odd.value(QStringLiteral("legal")).toBool());
    for (const char* key : { "energy_j", "cost_usd", "tokens_per_joule", "tokens_per_dollar" })
        QVERIFY2(odd.value(QLatin1String(key)).isNull(), key);
    const QJsonObject oddJob = odd.value(QStringLiteral("job")).toObject();
    QVERIFY(oddJob.value(QStringLiteral("time_s")).toDouble() > 0);
    QVERIFY(oddJob.value(QStringLiteral("cost_usd")).isNull());
    QVERIFY(oddJob.value(QStringLiteral("energy_j")).isNull());
}

QTEST_GUILESS_MAIN(TestJobExport)
#include "tst_jobexport.moc"
