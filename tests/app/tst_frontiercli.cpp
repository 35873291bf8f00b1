// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The serving frontier (issue 35 item 6): `tensorscope serve --frontier` and the window's
// Serving frontier chart show the same points for the same workload and devices (the issue's
// "Done when"), the JSON keys the README documents, the text table's Pareto marks, a split the
// model cannot take named, and --tp refused beside --frontier.

#include "charts/servingfrontierchart.h"
#include "clirunner.h"
#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "panels/resultspanel.h"
#include "session/chartid.h"
#include "workload/workloadpresets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>
#include <algorithm>

using namespace ts;
using ts::test::CliRun;
using ts::test::runCli;

class TestFrontierCli : public QObject
{
    Q_OBJECT

private slots:
    void cliAndChartShowTheSamePoints();
    void textMarksTheParetoPoints();
    void illegalSplitIsNamed();
    void refusesTensorParallelism();
};

void TestFrontierCli::cliAndChartShowTheSamePoints()
{
    const QStringList devices { QStringLiteral("h100-sxm"), QStringLiteral("tpu-v6e") };
    const CliRun r = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-3-8b"), QStringLiteral("--device"), devices.join(QLatin1Char(',')),
        QStringLiteral("--prompt-tokens"), QStringLiteral("1024"),
        QStringLiteral("--generated-tokens"), QStringLiteral("256"), QStringLiteral("--frontier"),
        QStringLiteral("--json") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonArray cli = QJsonDocument::fromJson(r.out.toUtf8())
                               .object()
                               .value(QStringLiteral("devices"))
                               .toArray();
    QCOMPARE(cli.size(), 2);

    // The window's comparison of the same decode step, drawn by the results panel.
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-3-8b")).spec;
    spec.run.step = StepKind::Decode;
    spec.run.seqLength = 1024;
    spec.run.generatedTokens = 256;
    const Comparison comparison = Comparison::compute(spec, devices, Catalog::load(QString()));
    QVERIFY(comparison.showsServing());
    ResultsPanel panel;
    panel.setComparison(comparison);
    auto* chart = qobject_cast<ServingFrontierChart*>(panel.chart(ChartId::ServingFrontier));
    QVERIFY(chart);
    QVERIFY(!chart->isHidden());
    for (int d = 0; d < 2; ++d) {
        const QJsonObject device = cli[d].toObject();
        QCOMPARE(device.value(QStringLiteral("device")).toString(), devices[d]);
        const QJsonArray frontier = device.value(QStringLiteral("frontier")).toArray();
        QVERIFY(frontier.size() > 4);
        const QList<QPointF> points = chart->pointSeries(d)->points();
        QCOMPARE(points.size(), frontier.size());
        QList<QPointF> pareto;
        for (int i = 0; i < frontier.size(); ++i) {
            const QJsonObject p = frontier[i].toObject();
            for (const char* key :
                { "tp", "batch", "tokens_per_s_per_user", "tokens_per_s_per_chip",
                    "usd_per_million_output_tokens", "ttft_s", "tpot_s", "memory_bytes", "pareto" })
                QVERIFY2(p.contains(QLatin1String(key)), key);
            const double perUser = p.value(QStringLiteral("tokens_per_s_per_user")).toDouble();
            const double perChip = p.value(QStringLiteral("tokens_per_s_per_chip")).toDouble();
            QCOMPARE(points[i], QPointF(perUser, perChip));
            QCOMPARE(perUser, 1.0 / p.value(QStringLiteral("tpot_s")).toDouble());
            if (p.value(QStringLiteral("pareto")).toBool())
                pareto.append(points[i]);
            // The hover names the same configuration.
            QVERIFY(chart->pointHtml(d, i).contains(
                QStringLiteral("tp %1 × batch %2")
                    .arg(p.value(QStringLiteral("tp")).toInteger())
                    .arg(p.value(QStringLiteral("batch")).toInteger())));
        }
        QVERIFY(!pareto.isEmpty());
        std::sort(pareto.begin(), pareto.end(),
            [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
        QCOMPARE(chart->paretoSeries(d)->points(), pareto);
    }

    // A training step has no serving figures: the chart is not shown.
    spec.run.step = StepKind::Training;
    panel.setComparison(Comparison::compute(spec, devices, Catalog::load(QString())));
    QVERIFY(chart->isHidden());
}

void TestFrontierCli::textMarksTheParetoPoints()
{
    const QStringList arguments { QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--prompt-tokens"), QStringLiteral("512"),
        QStringLiteral("--generated-tokens"), QStringLiteral("128"), QStringLiteral("--frontier") };
    const CliRun r = runCli(arguments);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("Frontier (* Pareto")), qPrintable(r.out));
    const CliRun json = runCli(arguments + QStringList { QStringLiteral("--json") });
    QVERIFY2(json.exitCode == 0, qPrintable(json.err));
    const QJsonArray frontier = QJsonDocument::fromJson(json.out.toUtf8())
                                    .object()
                                    .value(QStringLiteral("devices"))
                                    .toArray()
                                    .first()
                                    .toObject()
                                    .value(QStringLiteral("frontier"))
                                    .toArray();
    // One table row per point, starred where the JSON says Pareto.
    int starred = 0;
    int rows = 0;
    bool inTable = false;
    for (const QString& line : r.out.split(QLatin1Char('\n'))) {
        if (line.contains(QStringLiteral("tok/s/user"))) {
            inTable = true;
            continue;
        }
        if (!inTable || line.trimmed().isEmpty() || line.contains(QStringLiteral("skipped")))
            continue;
        ++rows;
        starred += line.startsWith(QStringLiteral("  *")) ? 1 : 0;
    }
    int pareto = 0;
    for (const QJsonValue& p : frontier)
        pareto += p.toObject().value(QStringLiteral("pareto")).toBool() ? 1 : 0;
    QCOMPARE(rows, frontier.size());
    QCOMPARE(starred, pareto);
}

void TestFrontierCli::illegalSplitIsNamed()
{
    // GPT-2 124M's 12 heads do not divide over 8 chips.
    const CliRun r = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("gpt-2-124m"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--prompt-tokens"), QStringLiteral("512"),
        QStringLiteral("--generated-tokens"), QStringLiteral("128"), QStringLiteral("--frontier"),
        QStringLiteral("--json") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject device = QJsonDocument::fromJson(r.out.toUtf8())
                                   .object()
                                   .value(QStringLiteral("devices"))
                                   .toArray()
                                   .first()
                                   .toObject();
    const QJsonArray skipped = device.value(QStringLiteral("frontier_skipped")).toArray();
    QCOMPARE(skipped.size(), 1);
    QCOMPARE(skipped.first().toObject().value(QStringLiteral("tp")).toInteger(), 8);
    for (const QJsonValue& p : device.value(QStringLiteral("frontier")).toArray())
        QVERIFY(p.toObject().value(QStringLiteral("tp")).toInteger() != 8);
    const CliRun text = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("gpt-2-124m"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--prompt-tokens"), QStringLiteral("512"),
        QStringLiteral("--generated-tokens"), QStringLiteral("128"),
        QStringLiteral("--frontier") });
    QVERIFY2(text.out.contains(QStringLiteral("tp 8 skipped:")), qPrintable(text.out));
}

void TestFrontierCli::refusesTensorParallelism()
{
    const CliRun r = runCli({ QStringLiteral("serve"), QStringLiteral("--workload"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--frontier"), QStringLiteral("--tp"), QStringLiteral("2") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--frontier")), qPrintable(r.err));
}

QTEST_MAIN(TestFrontierCli)
#include "tst_frontiercli.moc"
