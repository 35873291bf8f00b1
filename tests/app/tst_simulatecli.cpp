// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope simulate systolic`, run as a script would run it: every SCALE-Sim reference row
// through the real executable, the JSON contract, the closed-form fallback and bad input.

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#endif

#include "clirunner.h"
#include "scalesimrows.h"

using ts::test::CliRun;
using ts::test::runCli;

namespace {

QStringList systolicArguments(
    int rows, int cols, const QString& dataflow, qint64 m, qint64 k, qint64 n)
{
    return { QStringLiteral("simulate"), QStringLiteral("systolic"), QStringLiteral("--rows"),
        QString::number(rows), QStringLiteral("--cols"), QString::number(cols),
        QStringLiteral("--dataflow"), dataflow, QStringLiteral("--m"), QString::number(m),
        QStringLiteral("--k"), QString::number(k), QStringLiteral("--n"), QString::number(n),
        QStringLiteral("--json") };
}

} // namespace

class TestSimulateCli : public QObject
{
    Q_OBJECT

private slots:
    void referenceRows_data();
    void referenceRows();
    void closedFormForHugeGemms();
    void methodOption();
    void simulatesBeyondTheAutoLimit();
    void ctrlCStopsALongSimulation();
    void textOutput();
    void badInput_data();
    void badInput();
};

void TestSimulateCli::referenceRows_data()
{
    QTest::addColumn<QStringList>("fields");
    const QList<ts::test::ScaleSimRow> rows = ts::test::readScaleSimRows();
    for (const ts::test::ScaleSimRow& r : rows)
        QTest::addRow("%s", qPrintable(r.text)) << r.text.split(QLatin1Char(','));
    if (rows.size() != 8) // a failing row rather than none: QtTest aborts on an empty table
        QTest::addRow("reference file") << QStringList { ts::test::scaleSimRowsPath() };
}

void TestSimulateCli::referenceRows()
{
    QFETCH(QStringList, fields);
    QVERIFY2(fields.size() == 9,
        qPrintable(QStringLiteral("cannot read %1").arg(ts::test::scaleSimRowsPath())));
    const CliRun r = runCli(systolicArguments(fields[0].toInt(), fields[1].toInt(), fields[2],
        fields[3].toLongLong(), fields[4].toLongLong(), fields[5].toLongLong()));
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json[QStringLiteral("method")].toString(), QStringLiteral("simulated"));
    QCOMPARE(json[QStringLiteral("cycles")].toInteger(), fields[6].toLongLong());
    QCOMPARE(json[QStringLiteral("product_ok")].toBool(), true);
    QVERIFY(json[QStringLiteral("folds")].toInteger() >= 1);
    QVERIFY(qAbs(json[QStringLiteral("utilization_pct")].toDouble() - fields[7].toDouble())
        < 5.0001e-4);
    QVERIFY(qAbs(json[QStringLiteral("utilization")].toDouble() * 100 - fields[7].toDouble())
        < 5.0001e-4);
    QVERIFY(qAbs(json[QStringLiteral("mapping_efficiency_pct")].toDouble() - fields[8].toDouble())
        < 5.0001e-4);
    QVERIFY(qAbs(json[QStringLiteral("mapping_efficiency")].toDouble() * 100 - fields[8].toDouble())
        < 5.0001e-4);
}

void TestSimulateCli::closedFormForHugeGemms()
{
    const CliRun r = runCli(systolicArguments(128, 128, QStringLiteral("ws"), 65536, 65536, 65536));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(json[QStringLiteral("method")].toString(), QStringLiteral("closed_form"));
    QVERIFY(json[QStringLiteral("product_ok")].isNull());
    // 512 × 512 folds of 2·128 + 128 + 65536 − 2 cycles, minus one.
    QCOMPARE(json[QStringLiteral("cycles")].toInteger(), 512LL * 512 * (256 + 128 + 65536 - 2) - 1);
    QCOMPARE(json[QStringLiteral("folds")].toInteger(), 512LL * 512);
    QCOMPARE(json[QStringLiteral("mapping_efficiency")].toDouble(), 1.0);
}

void TestSimulateCli::methodOption()
{
    QStringList args = systolicArguments(4, 4, QStringLiteral("os"), 7, 13, 5);
    args << QStringLiteral("--method") << QStringLiteral("closed-form");
    CliRun r = runCli(args);
    QCOMPARE(r.exitCode, 0);
    QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(json[QStringLiteral("method")].toString(), QStringLiteral("closed_form"));
    QCOMPARE(json[QStringLiteral("cycles")].toInteger(), 75);

    // Any GEMM simulates; only arrays beyond 2^24 PEs are refused (their planes alone would take
    // gigabytes).
    args = systolicArguments(8192, 4096, QStringLiteral("ws"), 4, 4, 4);
    args << QStringLiteral("--method") << QStringLiteral("simulate");
    r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("too large to simulate")), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestSimulateCli::simulatesBeyondTheAutoLimit()
{
    // SCALE-Sim's slowest reference case (129 s and 5 GB there): 7.5e9 PE-updates, above the
    // `auto` limit, simulated when asked, with operands made tile by tile.
    QStringList args = systolicArguments(128, 128, QStringLiteral("ws"), 64, 4096, 4096);
    CliRun r = runCli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QJsonObject json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(json[QStringLiteral("method")].toString(), QStringLiteral("closed_form"));
    QVERIFY(json[QStringLiteral("product_mismatches")].isNull());

    args << QStringLiteral("--method") << QStringLiteral("simulate");
    r = runCli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    json = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(json[QStringLiteral("method")].toString(), QStringLiteral("simulated"));
    // 32 × 32 folds of 2·128 + 128 + 64 − 2 cycles, minus one.
    QCOMPARE(json[QStringLiteral("cycles")].toInteger(), 1024LL * 446 - 1);
    QCOMPARE(json[QStringLiteral("pe_updates")].toInteger(), 1024LL * 446 * 128 * 128);
    QVERIFY(json[QStringLiteral("pe_updates")].toInteger()
        > json[QStringLiteral("simulation_limit_pe_updates")].toInteger());
    QCOMPARE(json[QStringLiteral("product_ok")].toBool(), true);
    QCOMPARE(json[QStringLiteral("product_mismatches")].toInteger(), 0);
    QVERIFY(json[QStringLiteral("product_checksum")].isDouble());
}

void TestSimulateCli::ctrlCStopsALongSimulation()
{
#ifdef Q_OS_UNIX
    // Hours of work: the simulator reports progress once a second, and stops on SIGINT between
    // steps with its own message and status 130, printing no result.
    QStringList args = systolicArguments(128, 128, QStringLiteral("ws"), 65536, 65536, 65536);
    args << QStringLiteral("--method") << QStringLiteral("simulate");
    QProcess process;
    process.setProcessEnvironment(ts::test::cliEnvironment());
    process.setReadChannel(QProcess::StandardError);
    process.start(QStringLiteral(TENSORSCOPE_EXECUTABLE), args);
    QVERIFY(process.waitForStarted());
    QString err;
    while (!err.contains(QStringLiteral("simulating:")) && process.state() == QProcess::Running) {
        process.waitForReadyRead(60000);
        err += QString::fromUtf8(process.readAllStandardError());
    }
    QVERIFY2(err.contains(QStringLiteral("% (fold ")), qPrintable(err));
    QVERIFY(err.contains(QStringLiteral(" s left")));
    QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
    QVERIFY(process.waitForFinished(60000));
    err += QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    QVERIFY2(err.contains(QStringLiteral("interrupted after")), qPrintable(err));
    QVERIFY(process.readAllStandardOutput().isEmpty());
#else
    QSKIP("SIGINT is POSIX");
#endif
}

void TestSimulateCli::textOutput()
{
    const CliRun r = runCli({ QStringLiteral("simulate"), QStringLiteral("systolic"),
        QStringLiteral("--rows"), QStringLiteral("8"), QStringLiteral("--cols"),
        QStringLiteral("8"), QStringLiteral("--dataflow"), QStringLiteral("ws"),
        QStringLiteral("--m"), QStringLiteral("100"), QStringLiteral("--k"), QStringLiteral("60"),
        QStringLiteral("--n"), QStringLiteral("30") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("3,903")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("72.060 %")));
    QVERIFY(r.out.contains(QStringLiteral("87.891 %")));
    QVERIFY(r.out.contains(QStringLiteral("exact match")));
}

void TestSimulateCli::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString os = QStringLiteral("os");
    QTest::newRow("no target") << QStringList { QStringLiteral("simulate") }
                               << QStringLiteral("expected one target");
    QTest::newRow("unknown target") << QStringList { QStringLiteral("simulate"),
        QStringLiteral("quantum") } << QStringLiteral("unknown target 'quantum'");
    QStringList zero = systolicArguments(0, 4, os, 1, 1, 1);
    QTest::newRow("rows 0") << zero << QStringLiteral("--rows '0'");
    QTest::newRow("negative k") << systolicArguments(4, 4, os, 3, -2, 1)
                                << QStringLiteral("--k '-2'");
    QStringList nan = systolicArguments(4, 4, os, 3, 2, 1);
    nan[nan.indexOf(QStringLiteral("--m")) + 1] = QStringLiteral("NaN");
    QTest::newRow("NaN m") << nan << QStringLiteral("--m 'NaN'");
    QStringList huge = systolicArguments(4, 4, os, 3, 2, 1);
    huge[huge.indexOf(QStringLiteral("--n")) + 1] = QStringLiteral("99999999999999999999999");
    QTest::newRow("overflowing n") << huge << QStringLiteral("--n '99999999999999999999999'");
    QTest::newRow("cycle overflow") << systolicArguments(1, 1, os, 4611686018427387904LL,
        4611686018427387904LL, 8) << QStringLiteral("does not fit in 64 bits");
    QTest::newRow("bad dataflow") << systolicArguments(4, 4, QStringLiteral("rs"), 3, 2, 1)
                                  << QStringLiteral("--dataflow 'rs'");
    QStringList missing = systolicArguments(4, 4, os, 3, 2, 1);
    missing.removeAt(missing.indexOf(QStringLiteral("--cols")) + 1);
    missing.removeAt(missing.indexOf(QStringLiteral("--cols")));
    QTest::newRow("missing cols") << missing << QStringLiteral("--cols is required");
}

void TestSimulateCli::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun r = runCli(arguments);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestSimulateCli)
#include "tst_simulatecli.moc"
