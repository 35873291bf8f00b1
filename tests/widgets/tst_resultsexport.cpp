// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The results exports (File › Export Results): CSV, JSON and Markdown with the verdict's words.

#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "models/resultsexport.h"
#include "session/workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

class TestResultsExport : public QObject
{
    Q_OBJECT

private slots:
    void exports();

private:
    QTemporaryDir m_dir;
};

void TestResultsExport::exports()
{
    const Workspace w = Workspace::defaultWorkspace();
    const Comparison c = Comparison::compute(w.workload, w.deviceIds, Catalog::load(QString()));
    QCOMPARE(int(c.devices.size()), 2);

    // The columns and keys are the serializer's (tst_estimatereport; tst_enginecli compares
    // them with `tensorscope estimate`): here, that the comparison reaches each format.
    const QList<QByteArray> csv = ResultsExport::toCsv(c).split('\n');
    QVERIFY(csv[0].startsWith("device,step_time_s,tokens_per_s,mfu,memory_bytes,fits,energy_j"));
    QVERIFY(csv[1].startsWith("h100-sxm,"));
    const QList<QByteArray> fields = csv[1].split(',');
    QCOMPARE(fields[1].toDouble(), c.devices[0].estimate->stepSeconds);

    const QJsonObject json = QJsonDocument::fromJson(ResultsExport::toJson(c)).object();
    QCOMPARE(json[QStringLiteral("format")].toString(), QStringLiteral("tensorscope-results"));
    QCOMPARE(json[QStringLiteral("version")].toInt(), ResultsExport::kJsonVersion);
    QCOMPARE(json[QStringLiteral("workload")][QStringLiteral("name")].toString(), w.workload.name);
    const QJsonArray results = json[QStringLiteral("results")].toArray();
    QCOMPARE(results.size(), 2);
    QCOMPARE(results[1].toObject()[QStringLiteral("tokens_per_s")].toDouble(),
        c.devices[1].estimate->tokensPerSecond);
    // The TPU has no published TDP: its energy rests on an estimated power, and says so.
    QCOMPARE(results[1].toObject()[QStringLiteral("device")].toString(), QStringLiteral("tpu-v5p"));
    QVERIFY(results[1].toObject()[QStringLiteral("energy_j")].toDouble() > 0);
    QCOMPARE(results[1].toObject()[QStringLiteral("power_basis")].toString(),
        QStringLiteral("estimated"));
    QVERIFY(results[0].toObject()[QStringLiteral("energy_j")].toDouble() > 0);

    const QString markdown = QString::fromUtf8(ResultsExport::toMarkdown(c));
    QVERIFY(markdown.startsWith(QStringLiteral("## ") + w.workload.name));
    QVERIFY(markdown.contains(QStringLiteral("| H100")));
    QVERIFY(markdown.contains(QStringLiteral("| memory_gib |")));
    // The heading and a blank line, the table's header and rule, two devices, then the
    // verdict: its heading, a blank line and four paragraphs (time, cost, energy, rent or
    // buy).
    const QString table = markdown.section(QStringLiteral("\n## Verdict"), 0, 0);
    QCOMPARE(table.count(QLatin1Char('\n')), 2 + 2 + 2);
    const QString verdict = markdown.section(QStringLiteral("\n## Verdict\n\n"), 1);
    QCOMPARE(verdict.count(QLatin1Char('\n')), 7);
    QVERIFY2(verdict.contains(QStringLiteral("finishes first")), qPrintable(verdict));
    QVERIFY(json.contains(QStringLiteral("verdict")));

    const QString path = m_dir.filePath(QStringLiteral("results.md"));
    QCOMPARE(ResultsExport::save(c, path), QString());
    QVERIFY(QFile::exists(path));
    QVERIFY(!ResultsExport::save(c, m_dir.filePath(QStringLiteral("results.xls"))).isEmpty());
}

QTEST_GUILESS_MAIN(TestResultsExport)
#include "tst_resultsexport.moc"
