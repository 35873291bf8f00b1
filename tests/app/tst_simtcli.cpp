// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope simulate simt`, run as a script would run it: the JSON contract, the wave count
// of one tile too many, the product check, the text report and bad input.

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

using ts::test::CliRun;
using ts::test::runCli;

namespace {

QStringList simtArguments(const QString& device, qint64 m, qint64 k, qint64 n)
{
    return { QStringLiteral("simulate"), QStringLiteral("simt"), QStringLiteral("--device"), device,
        QStringLiteral("--m"), QString::number(m), QStringLiteral("--k"), QString::number(k),
        QStringLiteral("--n"), QString::number(n) };
}

QJsonObject runJson(const QStringList& arguments)
{
    const CliRun r = runCli(arguments + QStringList { QStringLiteral("--json") });
    if (r.exitStatus != QProcess::NormalExit || r.exitCode != 0)
        qWarning("%s", qPrintable(r.err));
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

} // namespace

class TestSimtCli : public QObject
{
    Q_OBJECT

private slots:
    void jsonContract();
    void oneTileTooMany();
    void textOutput();
    void badInput_data();
    void badInput();
    void screenshotTabs();
    void largeSizesAnswerFromTheClosedForm();
    void methodsAndLimits_data();
    void methodsAndLimits();
};

void TestSimtCli::jsonContract()
{
    const QJsonObject json = runJson(simtArguments(QStringLiteral("h100-sxm"), 1000, 300, 700));
    for (const char* key : { "target", "device", "precision", "m", "k", "n", "tile",
             "warps_per_cta", "warp_mma", "stages", "registers_per_thread",
             "shared_memory_bytes_per_cta", "sm_count", "ctas", "ctas_per_sm", "occupancy_limit",
             "resident_warps_per_sm", "occupancy", "waves", "cycles", "clock_hz", "time_seconds",
             "fraction_of_peak", "mma_instructions", "instructions_issued", "product_ok", "engine",
             "method", "cta_slabs_per_sm", "simulation_limit_cta_slabs" })
        QVERIFY2(json.contains(QLatin1String(key)), key);
    QCOMPARE(json[QStringLiteral("target")].toString(), QStringLiteral("simt"));
    QCOMPARE(json[QStringLiteral("method")].toString(), QStringLiteral("simulated"));
    QCOMPARE(json[QStringLiteral("tile")].toString(), QStringLiteral("128x128x32"));
    QCOMPARE(json[QStringLiteral("ctas")].toInteger(), 8 * 6);
    QCOMPARE(json[QStringLiteral("sm_count")].toInteger(), 132);
    QCOMPARE(json[QStringLiteral("product_ok")].toBool(), true);
    // 4 warps of 64 resident: 1/16.
    QCOMPARE(json[QStringLiteral("occupancy")].toDouble(), 4.0 / 64.0);
    const double fraction = json[QStringLiteral("fraction_of_peak")].toDouble();
    QVERIFY(fraction > 0 && fraction < 1);
    // time = cycles / clock.
    QCOMPARE(json[QStringLiteral("time_seconds")].toDouble(),
        json[QStringLiteral("cycles")].toDouble() / json[QStringLiteral("clock_hz")].toDouble());
    const QJsonObject engine = json[QStringLiteral("engine")].toObject();
    QVERIFY(engine[QStringLiteral("compute_seconds")].toDouble() > 0);
}

void TestSimtCli::oneTileTooMany()
{
    // 7 × 19 = 133 tiles of 128×128 on 132 SMs: two waves, twice the time of 132 tiles.
    const QJsonObject over
        = runJson(simtArguments(QStringLiteral("h100-sxm"), 7 * 128, 512, 19 * 128));
    const QJsonObject fits
        = runJson(simtArguments(QStringLiteral("h100-sxm"), 12 * 128, 512, 11 * 128));
    QCOMPARE(over[QStringLiteral("waves")].toInteger(), 2);
    QCOMPARE(fits[QStringLiteral("waves")].toInteger(), 1);
    QCOMPARE(over[QStringLiteral("product_ok")].toBool(), true);
    const double ratio
        = over[QStringLiteral("cycles")].toDouble() / fits[QStringLiteral("cycles")].toDouble();
    QVERIFY2(ratio > 1.8 && ratio < 2.05, qPrintable(QString::number(ratio)));
    // A100: 108 SMs, and a different tile.
    QStringList a100 = simtArguments(QStringLiteral("a100-sxm4-80gb"), 128, 256, 109 * 64);
    a100 << QStringLiteral("--tile") << QStringLiteral("128x64x32");
    const QJsonObject a = runJson(a100);
    QCOMPARE(a[QStringLiteral("sm_count")].toInteger(), 108);
    QCOMPARE(a[QStringLiteral("ctas")].toInteger(), 109);
    QCOMPARE(a[QStringLiteral("waves")].toInteger(), 2);
    QCOMPARE(a[QStringLiteral("warp_mma")].toString(), QStringLiteral("m16n8k16"));
}

void TestSimtCli::textOutput()
{
    const CliRun r = runCli(simtArguments(QStringLiteral("a100-sxm4-80gb"), 300, 200, 100));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Product check:    exact match with Eigen")),
        qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("108 SMs")));
    QVERIFY(r.out.contains(QStringLiteral("wave(s)")));
}

void TestSimtCli::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString h100 = QStringLiteral("h100-sxm");
    QStringList noDevice = simtArguments(h100, 1, 1, 1);
    noDevice.removeAt(2);
    noDevice.removeAt(2);
    QTest::newRow("no device") << noDevice << QStringLiteral("--device ID");
    QTest::newRow("unknown device") << simtArguments(QStringLiteral("h900"), 1, 1, 1)
                                    << QStringLiteral("no device with id 'h900'");
    QTest::newRow("not a GPU") << simtArguments(QStringLiteral("tpu-v4"), 8, 8, 8)
                               << QStringLiteral("'tpu-v4' is not a GPU");
    QTest::newRow("m 0") << simtArguments(h100, 0, 8, 8) << QStringLiteral("--m '0'");
    QTest::newRow("k too large") << simtArguments(h100, 8, 99999999999LL, 8)
                                 << QStringLiteral("--k '99999999999'");
    QStringList badTile = simtArguments(h100, 8, 8, 8);
    badTile << QStringLiteral("--tile") << QStringLiteral("128x128");
    QTest::newRow("malformed tile") << badTile << QStringLiteral("--tile '128x128'");
    QStringList oddTile = simtArguments(h100, 8, 8, 8);
    oddTile << QStringLiteral("--tile") << QStringLiteral("100x128x32");
    QTest::newRow("tile not a multiple of the MMA")
        << oddTile << QStringLiteral("--tile 100x128x32");
    QStringList method = simtArguments(h100, 8, 8, 8);
    method << QStringLiteral("--method") << QStringLiteral("fast");
    QTest::newRow("bad method") << method << QStringLiteral("--method 'fast'");
    QStringList precision = simtArguments(h100, 8, 8, 8);
    precision << QStringLiteral("--precision") << QStringLiteral("fp4");
    QTest::newRow("bad precision") << precision << QStringLiteral("--precision 'fp4'");
}

void TestSimtCli::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun r = runCli(arguments);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestSimtCli::screenshotTabs()
{
    // `tensorscope screenshot` selects the SIMT and side-by-side tabs (offscreen, no display).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& tab : { QStringLiteral("simt"), QStringLiteral("sidebyside") }) {
        const QString out = dir.filePath(tab + QStringLiteral(".png"));
        const CliRun r = runCli({ QStringLiteral("screenshot"), QStringLiteral("--tab"), tab,
            QStringLiteral("--size"), QStringLiteral("800x600"), QStringLiteral("--out"), out });
        QCOMPARE(r.exitCode, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(8), QByteArray("\x89PNG\r\n\x1a\n", 8));
    }
}

// Issue 18, item 10: 16,777,216³ ran past 150 s at 2.1 GB. The simulator's work (CTAs on the
// busiest SM × K-slabs) is counted before anything is built; beyond the limit `auto` answers
// from the engine's closed form without simulating, so these runs are bounded by construction.
void TestSimtCli::largeSizesAnswerFromTheClosedForm()
{
    const QJsonObject json
        = runJson(simtArguments(QStringLiteral("h100-sxm"), 65536, 65536, 65536));
    QCOMPARE(json[QStringLiteral("method")].toString(), QStringLiteral("closed_form"));
    // 512 × 512 tiles; 1,986 per SM, each 2,048 K-slabs deep.
    QCOMPARE(json[QStringLiteral("ctas")].toInteger(), 512 * 512);
    QCOMPARE(json[QStringLiteral("cta_slabs_per_sm")].toInteger(), qint64(1986) * 2048);
    QVERIFY(json[QStringLiteral("cta_slabs_per_sm")].toInteger()
        > json[QStringLiteral("simulation_limit_cta_slabs")].toInteger());
    QVERIFY(json[QStringLiteral("cycles")].isNull());
    QVERIFY(json[QStringLiteral("product_ok")].isNull());
    QVERIFY(json[QStringLiteral("mma_instructions")].isNull());
    const QJsonObject engine = json[QStringLiteral("engine")].toObject();
    QCOMPARE(json[QStringLiteral("time_seconds")].toDouble(),
        engine[QStringLiteral("compute_seconds")].toDouble());
    const double fraction = json[QStringLiteral("fraction_of_peak")].toDouble();
    QVERIFY(fraction > 0.5 && fraction <= 1.0);
    QVERIFY(json[QStringLiteral("waves")].toInteger() > 1);
    QVERIFY(json[QStringLiteral("ctas_per_sm")].toInteger() >= 1);

    const CliRun text = runCli(simtArguments(QStringLiteral("h100-sxm"), 65536, 65536, 65536));
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QStringLiteral("closed form (too large to simulate")),
        qPrintable(text.out));
    QVERIFY(text.out.contains(QStringLiteral("Product check:    not run (closed form)")));
}

void TestSimtCli::methodsAndLimits_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString h100 = QStringLiteral("h100-sxm");
    QStringList simulate = simtArguments(h100, 65536, 65536, 65536);
    simulate << QStringLiteral("--method") << QStringLiteral("simulate");
    QTest::newRow("simulate refuses beyond the limit")
        << simulate << 2
        << QStringLiteral("too large to simulate (4067328 CTA-slabs on the busiest SM, limit "
                          "262144); use --method auto or closed-form");
    // 2^24 cubed: 2^73 multiply-adds overflow the engine too.
    QTest::newRow("neither can answer")
        << simtArguments(h100, 16777216, 16777216, 16777216) << 1
        << QStringLiteral("neither the simulator nor the engine's closed form can answer");
    QStringList closedForm = simtArguments(h100, 1000, 300, 700);
    closedForm << QStringLiteral("--method") << QStringLiteral("closed-form");
    QTest::newRow("closed form as asked")
        << closedForm << 0 << QStringLiteral("closed form (as asked)");
}

void TestSimtCli::methodsAndLimits()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = runCli(arguments);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2((exitCode == 0 ? r.out : r.err).contains(message), qPrintable(r.err + r.out));
}

QTEST_GUILESS_MAIN(TestSimtCli)
#include "tst_simtcli.moc"
