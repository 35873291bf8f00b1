// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The command-line interface of the real `tensorscope` executable, run as a script would run
// it: with no display at all (no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM).

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

#include "clirunner.h"

using ts::test::cliEnvironment;
using ts::test::CliRun;
using ts::test::runCli;

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void version_data();
    void version();
    void globalHelp_data();
    void globalHelp();
    void commandHelp_data();
    void commandHelp();
    void usageErrors_data();
    void usageErrors();
    void guiWithoutDisplayFailsCleanly();
    void translationsAreCompiledIn();
    void catalogMayRepeat();
};

void TestCli::version_data()
{
    QTest::addColumn<QString>("flag");
    QTest::newRow("--version") << QStringLiteral("--version");
    QTest::newRow("-v") << QStringLiteral("-v");
}

void TestCli::version()
{
    QFETCH(QString, flag);
    const CliRun r = runCli({ flag });
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("tensorscope " TENSORSCOPE_VERSION "\n"));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
}

void TestCli::globalHelp_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("--help") << QStringList { QStringLiteral("--help") };
    QTest::newRow("-h") << QStringList { QStringLiteral("-h") };
    QTest::newRow("help") << QStringList { QStringLiteral("help") };
}

void TestCli::globalHelp()
{
    QFETCH(QStringList, arguments);
    const CliRun r = runCli(arguments);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Usage: tensorscope [COMMAND]")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("Commands:")));
    QVERIFY(r.out.contains(QStringLiteral("  screenshot")));
    QVERIFY(r.out.contains(QStringLiteral("--version")));
}

void TestCli::commandHelp_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("screenshot --help")
        << QStringList { QStringLiteral("screenshot"), QStringLiteral("--help") };
    QTest::newRow("screenshot -h")
        << QStringList { QStringLiteral("screenshot"), QStringLiteral("-h") };
    QTest::newRow("help screenshot")
        << QStringList { QStringLiteral("help"), QStringLiteral("screenshot") };
}

void TestCli::commandHelp()
{
    QFETCH(QStringList, arguments);
    const CliRun r = runCli(arguments);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Usage: tensorscope screenshot")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("--out <FILE>")));
    QVERIFY(r.out.contains(QStringLiteral("--size <WxH>")));
    QVERIFY(r.out.contains(QStringLiteral("--theme <THEME>")));
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown command") << QStringList { QStringLiteral("frobnicate") }
                                     << QStringLiteral("unknown command 'frobnicate'");
    QTest::newRow("help unknown") << QStringList { QStringLiteral("help"), QStringLiteral("nope") }
                                  << QStringLiteral("unknown command 'nope'");
    QTest::newRow("unknown option") << QStringList { QStringLiteral("screenshot"),
        QStringLiteral("--bogus") } << QStringLiteral("bogus");
    QTest::newRow("missing value") << QStringList { QStringLiteral("screenshot"),
        QStringLiteral("--out") } << QStringLiteral("out");
    // Issue 18: "--m 1,5" was read as 15.
    QTest::newRow("decimal comma") << QStringList { QStringLiteral("gemm"),
        QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--m"),
        QStringLiteral("1,5"), QStringLiteral("--n"), QStringLiteral("8"), QStringLiteral("--k"),
        QStringLiteral("8") } << QStringLiteral("--m '1,5' is not a number");
    // Issue 18: extra positional arguments were ignored (status 0).
    QTest::newRow("extra argument") << QStringList { QStringLiteral("gemm"),
        QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--m"),
        QStringLiteral("8"), QStringLiteral("--n"), QStringLiteral("8"), QStringLiteral("--k"),
        QStringLiteral("8"), QStringLiteral("extra") }
                                    << QStringLiteral("unexpected argument 'extra'");
    QTest::newRow("extra target") << QStringList { QStringLiteral("simulate"),
        QStringLiteral("systolic"), QStringLiteral("simt") }
                                  << QStringLiteral("unexpected argument 'simt'");
    QTest::newRow("extra workload") << QStringList { QStringLiteral("workload"),
        QStringLiteral("show"), QStringLiteral("gpt-3"), QStringLiteral("llama-2-7b") }
                                    << QStringLiteral("unexpected argument 'llama-2-7b'");
    // Issue 18: a repeated option silently took the last value.
    QTest::newRow("repeated value") << QStringList { QStringLiteral("gemm"),
        QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--m"),
        QStringLiteral("8"), QStringLiteral("--m"), QStringLiteral("16"), QStringLiteral("--n"),
        QStringLiteral("8"), QStringLiteral("--k"), QStringLiteral("8") }
                                    << QStringLiteral("option '--m' given more than once");
    QTest::newRow("repeated value, = form") << QStringList { QStringLiteral("gemm"),
        QStringLiteral("--device=h100-sxm"), QStringLiteral("--device=tpu-v5p"),
        QStringLiteral("--m"), QStringLiteral("8"), QStringLiteral("--n"), QStringLiteral("8"),
        QStringLiteral("--k"),
        QStringLiteral("8") } << QStringLiteral("option '--device' given more than once");
    QTest::newRow("repeated flag") << QStringList { QStringLiteral("devices"),
        QStringLiteral("--json"), QStringLiteral("--json") }
                                   << QStringLiteral("option '--json' given more than once");
    // Issue 18: "--catalog ''" went on as a file named "".
    QTest::newRow("empty catalog")
        << QStringList { QStringLiteral("devices"), QStringLiteral("--catalog"), QString() }
        << QStringLiteral("option '--catalog' needs a file name");
    QTest::newRow("empty tour") << QStringList { QStringLiteral("screenshot"),
        QStringLiteral("--out"), QStringLiteral("x.png"), QStringLiteral("--tour"), QString() }
                                << QStringLiteral("option '--tour' needs a file name");
    QTest::newRow("gui unknown option")
        << QStringList { QStringLiteral("--frobnicate") } << QStringLiteral("frobnicate");
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QProcessEnvironment env = cliEnvironment();
    // The GUI path needs a platform to reach option parsing; offscreen needs no display.
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const CliRun r = runCli(arguments, env);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCli::guiWithoutDisplayFailsCleanly()
{
    const CliRun r = runCli({});
    QCOMPARE(r.exitStatus, QProcess::NormalExit); // a message, not an abort()
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("no display")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("xvfb-run")));

    QProcessEnvironment env = cliEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    env.insert(QStringLiteral("DISPLAY"), QStringLiteral(":4242")); // no server there
    const CliRun stale = runCli({}, env);
    QCOMPARE(stale.exitStatus, QProcess::NormalExit);
    QCOMPARE(stale.exitCode, 1);
    QVERIFY2(stale.err.contains(QStringLiteral("no display")), qPrintable(stale.err));
}

// The German .ts goes through lrelease into the binary; the locale picks it at run time.
void TestCli::translationsAreCompiledIn()
{
    QProcessEnvironment env = cliEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
    const CliRun german = runCli({ QStringLiteral("--help") }, env);
    QCOMPARE(german.exitCode, 0);
    QVERIFY2(german.out.contains(QStringLiteral("Befehle:")), qPrintable(german.out));
    QVERIFY(german.out.contains(QStringLiteral("Ausgabe"))
        || german.out.contains(QStringLiteral("PNG-Datei")));

    const CliRun english = runCli({ QStringLiteral("--help") });
    QVERIFY(english.out.contains(QStringLiteral("Commands:")));
}

void TestCli::catalogMayRepeat()
{
    // --catalog is the one option that may be given more than once: each file is loaded.
    const QString dir = QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/catalog");
    const CliRun r = runCli({ QStringLiteral("devices"), QStringLiteral("--catalog"),
        dir + QStringLiteral("/userfolder/20-my-chip.json"), QStringLiteral("--catalog"),
        dir + QStringLiteral("/user/what-if-chips.json") });
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("my-chip")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("h100-sxm-no-fp8")), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
