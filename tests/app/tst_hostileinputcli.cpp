// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Inputs a hostile or unlucky user gives the command line (issue 18): special files where a
// file is expected, and device ids and names that carry terminal control sequences.

#include "clirunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using ts::test::CliRun;
using ts::test::runCli;

namespace {

// The shipped H100 under another id and name, as a one-device user catalog.
QByteArray catalogWith(const QString& id, const QString& name)
{
    QJsonObject device { { QStringLiteral("id"), id },
        { QStringLiteral("base"), QStringLiteral("h100-sxm") }, { QStringLiteral("name"), name } };
    return QJsonDocument(QJsonObject { { QStringLiteral("schema_version"), 1 },
                             { QStringLiteral("devices"), QJsonArray { device } } })
        .toJson();
}

const QString kDataDir = QStringLiteral(TENSORSCOPE_TEST_DATA_DIR);

struct stat lstatOf(const QString& path)
{
    struct stat status
    { };
    ::lstat(QFile::encodeName(path).constData(), &status);
    return status;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool hasRawControlCharacter(const QString& text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        const char16_t u = c.unicode();
        return (u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7F && u <= 0x9F);
    });
}

} // namespace

class TestHostileInputCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void specialFilesAreRefused_data();
    void specialFilesAreRefused();
    void controlCharactersAreEscaped_data();
    void controlCharactersAreEscaped();
    void idsOutsideTheCharacterSetAreRefused();
    void duplicateKeysAreReported_data();
    void duplicateKeysAreReported();
    void outputsThatAreNotRegularFilesAreRefused_data();
    void outputsThatAreNotRegularFilesAreRefused();
    void importDoesNotReplaceItsConfig();
    void lineBreaksInNamesForgeNoRows_data();
    void lineBreaksInNamesForgeNoRows();
    void windowOptionErrorsAreEscaped();

private:
    QTemporaryDir m_dir;
    QString m_fifo;
};

void TestHostileInputCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_fifo = m_dir.filePath(QStringLiteral("fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(m_fifo).constData(), 0600), 0);
}

void TestHostileInputCli::specialFilesAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString fifo = QStringLiteral("FIFO");
    QTest::newRow("workload show")
        << QStringList { QStringLiteral("workload"), QStringLiteral("show"), fifo };
    QTest::newRow("estimate --workload")
        << QStringList { QStringLiteral("estimate"), QStringLiteral("--workload"), fifo,
               QStringLiteral("--device"), QStringLiteral("h100-sxm") };
    QTest::newRow("devices --catalog")
        << QStringList { QStringLiteral("devices"), QStringLiteral("--catalog"), fifo };
    QTest::newRow("gemm --catalog") << QStringList { QStringLiteral("gemm"), QStringLiteral("--m"),
        QStringLiteral("64"), QStringLiteral("--n"), QStringLiteral("64"), QStringLiteral("--k"),
        QStringLiteral("64"), QStringLiteral("--device"), QStringLiteral("h100-sxm"),
        QStringLiteral("--catalog"), fifo };
    QTest::newRow("screenshot --tour") << QStringList { QStringLiteral("screenshot"),
        QStringLiteral("--tour"), fifo, QStringLiteral("--out"), QStringLiteral("OUT") };
    QTest::newRow("devices --catalog /dev/zero") << QStringList { QStringLiteral("devices"),
        QStringLiteral("--catalog"), QStringLiteral("/dev/zero") };
    QTest::newRow("workload show folder") << QStringList { QStringLiteral("workload"),
        QStringLiteral("show"), QStringLiteral("DIR") };
}

void TestHostileInputCli::specialFilesAreRefused()
{
    QFETCH(QStringList, arguments);
    QString special;
    for (QString& argument : arguments) {
        if (argument == QStringLiteral("FIFO"))
            argument = special = m_fifo;
        else if (argument == QStringLiteral("OUT"))
            argument = m_dir.filePath(QStringLiteral("shot.png"));
        else if (argument == QStringLiteral("DIR"))
            argument = special = m_dir.path() + QStringLiteral("/");
        else if (argument.startsWith(QStringLiteral("/dev/")))
            special = argument;
    }
    // Before the fix, opening the FIFO blocked until the timeout killed the process.
    QElapsedTimer timer;
    timer.start();
    const CliRun run = runCli(arguments, ts::test::cliEnvironment(), 30'000);
    QVERIFY2(run.exitCode != -1, "did not finish: blocked on the special file");
    QVERIFY2(timer.elapsed() < 30'000, "did not finish in time");
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QVERIFY2(run.exitCode != 0, qPrintable(run.out + run.err));
    QVERIFY2(run.err.contains(special), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("regular file"))
            || run.err.contains(QStringLiteral("special file"))
            || run.err.contains(QStringLiteral("folder")),
        qPrintable(run.err));
}

void TestHostileInputCli::controlCharactersAreEscaped_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::newRow("devices") << QStringList { QStringLiteral("devices") };
    QTest::newRow("devices --csv")
        << QStringList { QStringLiteral("devices"), QStringLiteral("--csv") };
    QTest::newRow("devices show") << QStringList { QStringLiteral("devices"),
        QStringLiteral("show"), QStringLiteral("evil") };
}

void TestHostileInputCli::controlCharactersAreEscaped()
{
    QFETCH(QStringList, command);
    // ESC ]0; retitles the window, ESC [2J clears the screen, CR and a fake row overwrite the
    // line, BEL rings, U+009B is the one-byte CSI.
    const QString name = QStringLiteral("Evil\x1b]0;owned\x07\x1b[2J\rh100-sxm fake row\x7f")
        + QChar(0x9B) + QStringLiteral("31m");
    const QString path = m_dir.filePath(QStringLiteral("evil.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(catalogWith(QStringLiteral("evil"), name));
    file.close();
    const CliRun run = runCli(command + QStringList { QStringLiteral("--catalog"), path });
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!hasRawControlCharacter(run.out), qPrintable(run.out));
    QVERIFY2(!hasRawControlCharacter(run.err), qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("Evil\\u001b]0;owned\\u0007\\u001b[2J\\u000dh100-sxm "
                                             "fake row\\u007f\\u009b31m")),
        qPrintable(run.out));

    // --json stays valid JSON and keeps the name exactly.
    const CliRun json = runCli(
        command + QStringList { QStringLiteral("--catalog"), path, QStringLiteral("--json") });
    if (command.contains(QStringLiteral("--csv")))
        return;
    QCOMPARE(json.exitCode, 0);
    QVERIFY(!hasRawControlCharacter(json.out));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(json.out.contains(QStringLiteral("\\u009b31m")));
    QString found;
    const QJsonArray devices
        = document.isArray() ? document.array() : QJsonArray { document.object() };
    for (const QJsonValue& device : devices) {
        if (device[QStringLiteral("id")].toString() == QStringLiteral("evil"))
            found = device[QStringLiteral("name")].toString();
    }
    QCOMPARE(found, name);
}

void TestHostileInputCli::idsOutsideTheCharacterSetAreRefused()
{
    const QString path = m_dir.filePath(QStringLiteral("bad-id.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(catalogWith(QStringLiteral("bad\x1b]0;x\x07id"), QStringLiteral("Bad")));
    file.close();
    const CliRun run = runCli({ QStringLiteral("devices"), QStringLiteral("--catalog"), path,
        QStringLiteral("--strict") });
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(!hasRawControlCharacter(run.err), qPrintable(run.err));
    QVERIFY2(run.err.contains(path
                 + QStringLiteral(": error: $.devices[0].id: expected an id of 1 "
                                  "to 128 letters, digits")),
        qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("string \"bad\\u001b]0;x\\u0007id\"")),
        qPrintable(run.err));
    QVERIFY(!run.out.contains(QStringLiteral("bad")));
}

// Issue 18: a key given twice in a JSON object silently took the last value. Each loader now
// prints a duplicate-key warning naming the file, the line and column and the key's JSON path.
void TestHostileInputCli::duplicateKeysAreReported_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("warning");
    QTest::newRow("workload show")
        << QStringList { QStringLiteral("workload"), QStringLiteral("show") }
        << QByteArray(R"({"format": "tensorscope-workload", "version": 1,
"model": {"type": "mlp", "inputs": 64, "widths": [64]},
"run": {"global_batch": 8, "global_batch": 16}})")
        << QStringLiteral(":3:28: warning: $.run.global_batch: expected each key once in an "
                          "object, found key \"global_batch\" again (its last value is used) "
                          "[duplicate-key]");
    QTest::newRow("devices --catalog")
        << QStringList { QStringLiteral("devices"), QStringLiteral("--catalog") }
        << QByteArray(R"({"schema_version": 1, "devices": [
{"id": "my-h100", "base": "h100-sxm", "name": "Mine", "name": "Yours"}]})")
        << QStringLiteral(":2:55: warning: $.devices[0].name: expected each key once in an "
                          "object, found key \"name\" again (its last value is used) "
                          "[duplicate-key]");
}

void TestHostileInputCli::duplicateKeysAreReported()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, text);
    QFETCH(QString, warning);
    const QString path = m_dir.filePath(QStringLiteral("duplicate-%1.json")
                                            .arg(QTest::currentDataTag())
                                            .replace(QLatin1Char(' '), QLatin1Char('-')));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    const CliRun run = runCli(arguments << path);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(path + warning), qPrintable(run.err));
}

// Issue 34, item 1: the writer behind every --out renamed its temporary file over whatever was
// at the path. As root (containers, CI, this suite) `--out /dev/null` replaced the device node
// with a regular file, and a symbolic link's target was replaced; as another user /dev/null
// failed with a misleading "Permission denied".
void TestHostileInputCli::outputsThatAreNotRegularFilesAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("reason");
    const QStringList import { QStringLiteral("workload"), QStringLiteral("import"),
        kDataDir + QStringLiteral("/hfconfig/llama-2-7b-hf.json"), QStringLiteral("--out") };
    const QStringList chart { QStringLiteral("chart"), QStringLiteral("--chart"),
        QStringLiteral("step-time"), QStringLiteral("--workload"), QStringLiteral("gpt-2-124m"),
        QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--out") };
    QTest::newRow("import to a FIFO")
        << import << QStringLiteral("fifo.json") << QStringLiteral("a FIFO");
    QTest::newRow("import to a null device")
        << import << QStringLiteral("null") << QStringLiteral("a character device");
    QTest::newRow("import to a folder")
        << import << QStringLiteral("folder") << QStringLiteral("a folder");
    QTest::newRow("import to a link")
        << import << QStringLiteral("link.json") << QStringLiteral("a symbolic link");
    QTest::newRow("chart to a link")
        << chart << QStringLiteral("link.png") << QStringLiteral("a symbolic link");
    QTest::newRow("screenshot to a null device")
        << QStringList { QStringLiteral("screenshot"), QStringLiteral("--size"),
               QStringLiteral("640x480"), QStringLiteral("--out") }
        << QStringLiteral("null.png") << QStringLiteral("a character device");
}

void TestHostileInputCli::outputsThatAreNotRegularFilesAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, target);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = dir.filePath(target);
    const QByteArray native = QFile::encodeName(path);
    const QString linkTarget = dir.filePath(QStringLiteral("precious"));
    if (target == QLatin1String("fifo.json")) {
        QCOMPARE(::mkfifo(native.constData(), 0600), 0);
    } else if (target == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(path));
    } else if (target.startsWith(QLatin1String("null"))) {
        // A null device of our own (root only), so that a writer that replaced it would not
        // take the machine's /dev/null along; other users try the real one, which they cannot
        // replace.
        if (::mknod(native.constData(), S_IFCHR | 0666, makedev(1, 3)) != 0) {
            if (::geteuid() == 0)
                QFAIL("mknod failed as root");
            path = QStringLiteral("/dev/null");
        }
    } else {
        QFile precious(linkTarget);
        QVERIFY(precious.open(QIODevice::WriteOnly));
        precious.write("precious");
        precious.close();
        QVERIFY(QFile::link(linkTarget, path));
    }
    const struct stat before = lstatOf(path);

    const CliRun run = runCli(arguments << path, ts::test::cliEnvironment(), 60'000);
    QVERIFY2(run.exitCode != -1, "did not finish");
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QVERIFY2(run.exitCode == 1, qPrintable(run.out + run.err));
    QVERIFY2(run.err.contains(path) && run.err.contains(reason), qPrintable(run.err));
    QVERIFY2(!run.out.contains(QStringLiteral("Wrote")), qPrintable(run.out));
    // Untouched: the same node, and a link's target keeps its bytes.
    const struct stat after = lstatOf(path);
    QCOMPARE(after.st_ino, before.st_ino);
    QCOMPARE(after.st_mode, before.st_mode);
    QCOMPARE(after.st_rdev, before.st_rdev);
    if (S_ISLNK(before.st_mode))
        QCOMPARE(readAll(linkTarget), QByteArray("precious"));
}

// Item 5: `workload import cfg.json --out cfg.json` replaced the config without a word.
void TestHostileInputCli::importDoesNotReplaceItsConfig()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString config = dir.filePath(QStringLiteral("config.json"));
    QVERIFY(QFile::copy(kDataDir + QStringLiteral("/hfconfig/llama-2-7b-hf.json"), config));
    const QByteArray original = readAll(config);
    const QString link = dir.filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(config, link));
    for (const QString& out : { config, dir.path() + QStringLiteral("/./config.json"), link }) {
        const CliRun run = runCli({ QStringLiteral("workload"), QStringLiteral("import"), config,
            QStringLiteral("--out"), out });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("is the config file being imported")),
            qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("--force")), qPrintable(run.err));
        QCOMPARE(readAll(config), original);
    }
    // --force says the user means it.
    const CliRun forced = runCli({ QStringLiteral("workload"), QStringLiteral("import"), config,
        QStringLiteral("--out"), config, QStringLiteral("--force") });
    QCOMPARE(forced.exitCode, 0);
    QVERIFY(readAll(config) != original);
    QVERIFY(readAll(config).contains("tensorscope-workload"));
}

// Item 3: a workload name holding a line break printed a forged row under the real ones.
void TestHostileInputCli::lineBreaksInNamesForgeNoRows_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString workload = kDataDir + QStringLiteral("/hostile/forged-row.workload.json");
    QTest::newRow("estimate") << QStringList { QStringLiteral("estimate"),
        QStringLiteral("--workload"), workload, QStringLiteral("--device"),
        QStringLiteral("h100-sxm") };
    QTest::newRow("serve") << QStringList { QStringLiteral("serve"), QStringLiteral("--workload"),
        workload, QStringLiteral("--device"), QStringLiteral("h100-sxm") };
    QTest::newRow("scale") << QStringList { QStringLiteral("scale"), QStringLiteral("--workload"),
        workload, QStringLiteral("--device"), QStringLiteral("h100-sxm"), QStringLiteral("--chips"),
        QStringLiteral("8") };
    QTest::newRow("workload show")
        << QStringList { QStringLiteral("workload"), QStringLiteral("show"), workload };
}

void TestHostileInputCli::lineBreaksInNamesForgeNoRows()
{
    QFETCH(QStringList, arguments);
    const CliRun run = runCli(arguments);
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    const QStringList lines = (run.out + run.err).split(QLatin1Char('\n'));
    for (const QString& line : lines)
        QVERIFY2(!line.startsWith(QStringLiteral("h100-sxm  0.001 ms")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("gpt\\u000ah100-sxm  0.001 ms  99999999 (fastest!)")),
        qPrintable(run.out));
}

// Item 3: the window's own option errors quoted the argument raw.
void TestHostileInputCli::windowOptionErrorsAreEscaped()
{
    QProcessEnvironment environment = ts::test::cliEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const CliRun run
        = runCli({ QStringLiteral("--recover"), QStringLiteral("\x1b]0;X\x07\nforged") },
            environment, 60'000);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(!hasRawControlCharacter(run.err), qPrintable(run.err));
    // One line (Qt may add a note of its own about XDG_RUNTIME_DIR): "forged" is not on a
    // line of its own.
    const QStringList lines = run.err.split(QLatin1Char('\n'));
    QVERIFY2(std::none_of(lines.begin(), lines.end(),
                 [](const QString& line) { return line.startsWith(QStringLiteral("forged")); }),
        qPrintable(run.err));
    QVERIFY2(
        run.err.contains(QStringLiteral("\\u001b]0;X\\u0007\\u000aforged")), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestHostileInputCli)
#include "tst_hostileinputcli.moc"
