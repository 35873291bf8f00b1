// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The table of parallel dimensions (issue 33 item 4): every reader, writer and check that
// iterates it handles every dimension, so a dimension added to the table is read, written,
// labelled and checked without editing them.

#include "scaling/jobspec.h"
#include "workload/paralleldimension.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace ts;

class TestParallelDimension : public QObject
{
    Q_OBJECT

private slots:
    void keysAreUniqueAndFound();
    void chipsIsTheProductOfTheChipFactors();
    void labelShowsEachDimensionAboveOne();
    void checkRefusesEachDimensionBelowOne();
    void jobFilesRoundTripEachDimension();
    void olderJobFilesLackTheOptionalDimensions();
    void resultsJsonCarriesEachDimension();
};

void TestParallelDimension::keysAreUniqueAndFound()
{
    QSet<QString> keys;
    for (const ParallelDimension& d : parallelDimensions()) {
        for (const char* key : { d.key, d.jsonKey }) {
            QCOMPARE(parallelDimension(QLatin1String(key)), &d);
        }
        QVERIFY2(!keys.contains(QLatin1String(d.key)), d.key);
        keys.insert(QLatin1String(d.key));
        // Every text a user sees is there.
        QVERIFY(!d.translatedOptionHelp().isEmpty());
        QVERIFY(!d.translatedValueName().isEmpty());
        QVERIFY(!d.translatedEditText().isEmpty());
        QVERIFY(!d.translatedEditorToolTip().isEmpty());
    }
    QCOMPARE(parallelDimension(QStringLiteral("zero")), nullptr);
    // The first dimension takes the chips the others leave (the CLI, the job editor).
    QCOMPARE(QLatin1String(parallelDimensions().front().key), QLatin1String("dp"));
}

void TestParallelDimension::chipsIsTheProductOfTheChipFactors()
{
    ParallelConfig c;
    qint64 expected = 1;
    qint64 size = 2;
    for (const ParallelDimension& d : parallelDimensions()) {
        d.set(c, size);
        if (d.chipFactor)
            expected *= size;
        ++size;
    }
    QCOMPARE(c.chips(), expected);
    QCOMPARE(c.chips(), c.dp * c.cp * c.tp * c.pp);
}

void TestParallelDimension::labelShowsEachDimensionAboveOne()
{
    for (const ParallelDimension& d : parallelDimensions()) {
        ParallelConfig c;
        const QString one = QLatin1String(d.key) + QStringLiteral("1");
        QCOMPARE(c.label().split(u' ').contains(one), d.alwaysLabelled);
        d.set(c, 3);
        QVERIFY2(c.label().split(u' ').contains(QLatin1String(d.key) + QStringLiteral("3")),
            qPrintable(c.label()));
    }
    ParallelConfig c;
    c.zeroStage = 3;
    QCOMPARE(c.label(), QStringLiteral("dp1 tp1 pp1 zero3"));
}

void TestParallelDimension::checkRefusesEachDimensionBelowOne()
{
    const Workload w
        = *WorkloadBuilder::build(*WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec)
               .workload;
    QVERIFY(ParallelConfig {}.check(w).isEmpty());
    for (const ParallelDimension& d : parallelDimensions()) {
        ParallelConfig c;
        d.set(c, 0);
        const io::Diagnostics problems = c.check(w);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().code, io::DiagnosticCode::NotPositive);
        QCOMPARE(
            problems.first().jsonPath, QStringLiteral("$.parallel.") + QLatin1String(d.jsonKey));
    }
}

void TestParallelDimension::jobFilesRoundTripEachDimension()
{
    for (const ParallelDimension& d : parallelDimensions()) {
        if (!d.inJobs)
            continue;
        scaling::JobSpec job;
        job.searchSplit = false;
        d.set(job.split, 2);
        job.split.zeroStage = 1;
        const QJsonObject json = job.toJson();
        QCOMPARE(
            json.value(QStringLiteral("split")).toObject().value(QLatin1String(d.key)).toInt(), 2);
        io::Diagnostics diagnostics;
        const auto back = scaling::JobSpec::fromJson(
            json, QStringLiteral("$.job"), QStringLiteral("job.json"), &diagnostics);
        QVERIFY2(
            back, qPrintable(diagnostics.isEmpty() ? QString() : diagnostics.first().toString()));
        QCOMPARE(d.of(back->split), qint64(2));
        QVERIFY(*back == job);
    }
}

void TestParallelDimension::olderJobFilesLackTheOptionalDimensions()
{
    // A split written before the optional dimensions existed: the required ones only.
    QJsonObject split { { QStringLiteral("zero"), 1 } };
    for (const ParallelDimension& d : parallelDimensions()) {
        if (d.inJobs && d.requiredInFiles)
            split.insert(QLatin1String(d.key), 2);
    }
    const QJsonObject json { { QStringLiteral("chips"), 8 }, { QStringLiteral("search"), false },
        { QStringLiteral("split"), split } };
    io::Diagnostics diagnostics;
    const auto job = scaling::JobSpec::fromJson(
        json, QStringLiteral("$.job"), QStringLiteral("job.json"), &diagnostics);
    QVERIFY(job);
    for (const ParallelDimension& d : parallelDimensions()) {
        if (d.inJobs)
            QCOMPARE(d.of(job->split), d.requiredInFiles ? qint64(2) : qint64(1));
    }
    // A required one missing is named.
    QJsonObject missing = split;
    missing.remove(QStringLiteral("tp"));
    diagnostics.clear();
    QVERIFY(!scaling::JobSpec::fromJson(
        QJsonObject { { QStringLiteral("search"), false }, { QStringLiteral("split"), missing } },
        QStringLiteral("$.job"), QStringLiteral("job.json"), &diagnostics));
    QVERIFY(!diagnostics.isEmpty());
    QCOMPARE(diagnostics.first().jsonPath, QStringLiteral("$.job.split.tp"));
}

void TestParallelDimension::resultsJsonCarriesEachDimension()
{
    ParallelConfig c;
    qint64 size = 2;
    for (const ParallelDimension& d : parallelDimensions())
        d.set(c, size++);
    c.zeroStage = 2;
    QJsonObject o { { QStringLiteral("device"), QStringLiteral("h100-sxm") } };
    insertParallelConfig(o, c);
    for (const ParallelDimension& d : parallelDimensions())
        QCOMPARE(o.value(QLatin1String(d.jsonKey)).toDouble(), double(d.of(c)));
    QCOMPARE(o.value(QStringLiteral("zero_stage")).toInt(), 2);
    QCOMPARE(o.value(QStringLiteral("device")).toString(), QStringLiteral("h100-sxm"));
}

QTEST_GUILESS_MAIN(TestParallelDimension)
#include "tst_paralleldimension.moc"
