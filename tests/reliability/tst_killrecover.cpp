// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// No lost work (issue 11): the real `tensorscope` window, offscreen, in a settings and data
// folder of its own, makes scripted edits while autosaving every 200 ms; the test kills it with
// SIGKILL between two autosaves, starts it again and checks that the start offers the autosaved
// workspace and that it holds every edit up to the last autosave. The developer options that
// make this possible are described in docs/reliability.md.

#include "developerharness.h"
#include "session/workspacefile.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace {

using ts::DeveloperHarness;
using ts::Workspace;
using ts::WorkspaceFile;

// Generous: a start under the sanitizers on a busy machine takes seconds.
constexpr int kTimeoutMs = 90000;

/// One run of the window: its process and the lines it reported on stdout so far.
class AppRun
{
public:
    AppRun(const QString& home, const QStringList& arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        m_process.setProcessEnvironment(env);
        m_process.start(QStringLiteral(TENSORSCOPE_EXECUTABLE), arguments);
    }

    ~AppRun()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }

    QProcess& process() { return m_process; }
    const QStringList& lines() const { return m_lines; }

    /// Reads lines until `done(lines)` holds; false when the process ends or time runs out.
    template <typename Predicate> bool waitUntil(Predicate done, int timeoutMs = kTimeoutMs)
    {
        QElapsedTimer clock;
        clock.start();
        while (!done(m_lines)) {
            if (clock.elapsed() > timeoutMs || m_process.state() == QProcess::NotRunning)
                return false;
            m_process.waitForReadyRead(200);
            readLines();
        }
        return true;
    }

    /// Kills the process with SIGKILL (QProcess::kill on Unix) and collects what it had written.
    void killHard()
    {
        m_process.kill();
        m_process.waitForFinished(kTimeoutMs);
        readLines();
    }

    bool waitForExit()
    {
        const bool finished = m_process.waitForFinished(kTimeoutMs);
        readLines();
        return finished;
    }

    QString err() const { return QString::fromUtf8(m_stderr); }

private:
    void readLines()
    {
        while (m_process.canReadLine())
            m_lines << QString::fromUtf8(m_process.readLine()).trimmed();
        m_stderr += m_process.readAllStandardError();
    }

    QProcess m_process;
    QStringList m_lines;
    QByteArray m_stderr;
};

// The number in the last line "<word> N ..." (−1: none).
int lastNumber(const QStringList& lines, const QString& word)
{
    const QRegularExpression pattern(QStringLiteral("^%1 (\\d+)").arg(word));
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        const QRegularExpressionMatch match = pattern.match(lines.at(i));
        if (match.hasMatch())
            return match.captured(1).toInt();
    }
    return -1;
}

int count(const QStringList& lines, const QString& prefix)
{
    int n = 0;
    for (const QString& line : lines)
        n += line.startsWith(prefix) ? 1 : 0;
    return n;
}

// The scripted edit a workspace holds (0: none).
int scriptedEdit(const Workspace& workspace)
{
    return int(workspace.workload.run.globalBatch - DeveloperHarness::kFirstScriptedBatch);
}

} // namespace

class TestKillRecover : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void killedSessionIsRecovered();
    void recoveredWorkSurvivesASecondCrash();
    void declinedRecoveryIsDiscarded();
    void cleanExitLeavesNothingToRecover();
    void badDeveloperOptionsAreRefused_data();
    void badDeveloperOptionsAreRefused();

private:
    QString dataFolder() const
    {
        return m_home->path() + QStringLiteral("/data/Tensorscope/tensorscope");
    }
    QString autosavePath() const
    {
        return dataFolder() + QStringLiteral("/autosave-workspace.json");
    }
    QString lastWorkspacePath() const
    {
        return dataFolder() + QStringLiteral("/last-workspace.json");
    }
    bool lastExitMarkedModified() const
    {
        QSettings settings(m_home->path() + QStringLiteral("/config/Tensorscope/tensorscope.conf"),
            QSettings::IniFormat);
        return settings.value(QStringLiteral("Workspace/LastModified")).toBool();
    }
    /// Runs the window with scripted edits and kills it between two autosaves, after at least
    /// `autosaves` of them; returns the scripted edit the recovery file holds (−1 on failure).
    int editAndKill(int autosaves);

    std::unique_ptr<QTemporaryDir> m_home;
};

void TestKillRecover::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
}

int TestKillRecover::editAndKill(int autosaves)
{
    AppRun app(m_home->path(),
        { QStringLiteral("--autosave-interval-ms"), QStringLiteral("200"),
            QStringLiteral("--scripted-edits"), QStringLiteral("25") });
    // Mid-edit: enough autosaves have happened and the latest line is an edit made after the
    // last of them, so the process holds work the recovery file does not.
    const bool ready = app.waitUntil([autosaves](const QStringList& lines) {
        return count(lines, QStringLiteral("autosaved ")) >= autosaves
            && lines.constLast().startsWith(QStringLiteral("edit "))
            && lastNumber(lines, QStringLiteral("edit"))
            > lastNumber(lines, QStringLiteral("autosaved"));
    });
    if (!ready) {
        qWarning().noquote() << "no autosave before the timeout:" << app.lines() << app.err();
        return -1;
    }
    app.killHard();
    if (app.process().exitStatus() != QProcess::CrashExit) {
        qWarning() << "the process was not killed";
        return -1;
    }
    const int lastAutosaved = lastNumber(app.lines(), QStringLiteral("autosaved"));
    const int lastEdit = lastNumber(app.lines(), QStringLiteral("edit"));
    const ts::WorkspaceLoadResult file = WorkspaceFile::load(autosavePath());
    if (!file.workspace) {
        qWarning() << "no readable recovery file after the kill";
        return -1;
    }
    const int held = scriptedEdit(*file.workspace);
    // The file holds the last autosave the process reported; it can be one edit batch newer
    // only if the kill landed between writing the file and printing the report.
    if (held < lastAutosaved || held > lastEdit) {
        qWarning() << "recovery file holds edit" << held << "; last autosave reported"
                   << lastAutosaved << "; last edit" << lastEdit;
        return -1;
    }
    qInfo("killed after %d edits; the recovery file holds the first %d (last reported "
          "autosave: %d)",
        lastEdit, held, lastAutosaved);
    return held;
}

void TestKillRecover::killedSessionIsRecovered()
{
    const int held = editAndKill(3);
    QVERIFY(held >= 3);
    const std::optional<Workspace> autosaved = WorkspaceFile::load(autosavePath()).workspace;
    QVERIFY(autosaved);

    // The next start finds the autosave, offers it, and (answered yes) continues from it; a
    // normal exit then writes the workspace as it is and removes the recovery file.
    AppRun app(m_home->path(),
        { QStringLiteral("--recover"), QStringLiteral("yes"), QStringLiteral("--quit-after-ms"),
            QStringLiteral("1000") });
    QVERIFY2(app.waitForExit(), qPrintable(app.err()));
    QCOMPARE(app.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.process().exitCode(), 0);
    QVERIFY2(app.lines().contains(QStringLiteral("recovery recovered")),
        qPrintable(app.lines().join(QLatin1Char('\n'))));

    const std::optional<Workspace> last = WorkspaceFile::load(lastWorkspacePath()).workspace;
    QVERIFY(last);
    QCOMPARE(scriptedEdit(*last), held);
    QVERIFY(last->workload == autosaved->workload);
    QCOMPARE(last->deviceIds, autosaved->deviceIds);
    QCOMPARE(last->presetId, autosaved->presetId);
    // Recovered work is unsaved work: it comes back marked modified, never silently "saved".
    QVERIFY(lastExitMarkedModified());
    QVERIFY(!QFile::exists(autosavePath()));
}

void TestKillRecover::recoveredWorkSurvivesASecondCrash()
{
    const int held = editAndKill(2);
    QVERIFY(held >= 2);

    // Recover, then crash again before any further edit.
    {
        AppRun app(m_home->path(), { QStringLiteral("--recover"), QStringLiteral("yes") });
        QVERIFY2(app.waitUntil([](const QStringList& lines) {
            return lines.contains(QStringLiteral("recovery recovered"));
        }),
            qPrintable(app.err()));
        app.killHard();
        QCOMPARE(app.process().exitStatus(), QProcess::CrashExit);
    }
    const std::optional<Workspace> again = WorkspaceFile::load(autosavePath()).workspace;
    QVERIFY2(again, "the recovered workspace was not kept in the recovery file");
    QCOMPARE(scriptedEdit(*again), held);

    AppRun app(m_home->path(),
        { QStringLiteral("--recover"), QStringLiteral("yes"), QStringLiteral("--quit-after-ms"),
            QStringLiteral("500") });
    QVERIFY(app.waitForExit());
    QCOMPARE(app.process().exitCode(), 0);
    QVERIFY(app.lines().contains(QStringLiteral("recovery recovered")));
    const std::optional<Workspace> last = WorkspaceFile::load(lastWorkspacePath()).workspace;
    QVERIFY(last);
    QCOMPARE(scriptedEdit(*last), held);
}

void TestKillRecover::declinedRecoveryIsDiscarded()
{
    QVERIFY(editAndKill(1) >= 1);
    AppRun app(m_home->path(),
        { QStringLiteral("--recover"), QStringLiteral("no"), QStringLiteral("--quit-after-ms"),
            QStringLiteral("500") });
    QVERIFY(app.waitForExit());
    QCOMPARE(app.process().exitCode(), 0);
    QVERIFY(app.lines().contains(QStringLiteral("recovery declined")));
    QVERIFY(!QFile::exists(autosavePath()));
    // The start-up workspace (the first run's: global batch 8), unmodified.
    const std::optional<Workspace> last = WorkspaceFile::load(lastWorkspacePath()).workspace;
    QVERIFY(last);
    QCOMPARE(
        last->workload.run.globalBatch, Workspace::defaultWorkspace().workload.run.globalBatch);
    QVERIFY(!lastExitMarkedModified());
}

void TestKillRecover::cleanExitLeavesNothingToRecover()
{
    {
        AppRun app(m_home->path(),
            { QStringLiteral("--autosave-interval-ms"), QStringLiteral("100"),
                QStringLiteral("--scripted-edits"), QStringLiteral("20"),
                QStringLiteral("--quit-after-ms"), QStringLiteral("1500") });
        QVERIFY(app.waitForExit());
        QCOMPARE(app.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.process().exitCode(), 0);
        QVERIFY(count(app.lines(), QStringLiteral("autosaved ")) >= 1);
        QVERIFY(!QFile::exists(autosavePath()));
        // The exit wrote every edit, not only the autosaved ones.
        const std::optional<Workspace> last = WorkspaceFile::load(lastWorkspacePath()).workspace;
        QVERIFY(last);
        QCOMPARE(scriptedEdit(*last), lastNumber(app.lines(), QStringLiteral("edit")));
        QVERIFY(lastExitMarkedModified());
    }
    AppRun app(m_home->path(),
        { QStringLiteral("--recover"), QStringLiteral("yes"), QStringLiteral("--quit-after-ms"),
            QStringLiteral("300") });
    QVERIFY(app.waitForExit());
    QCOMPARE(app.process().exitCode(), 0);
    QCOMPARE(count(app.lines(), QStringLiteral("recovery ")), 0);
}

void TestKillRecover::badDeveloperOptionsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("interval too short")
        << QStringList { QStringLiteral("--autosave-interval-ms"), QStringLiteral("5") }
        << QStringLiteral("'--autosave-interval-ms': '5' must be at least 10");
    QTest::newRow("not a number") << QStringList { QStringLiteral("--scripted-edits=fast") }
                                  << QStringLiteral("'--scripted-edits': 'fast' is not a number");
    QTest::newRow("missing value") << QStringList { QStringLiteral("--quit-after-ms") }
                                   << QStringLiteral("'--quit-after-ms' needs a value");
    QTest::newRow("bad answer") << QStringList { QStringLiteral("--recover"),
        QStringLiteral("maybe") }
                                << QStringLiteral("expects ask, yes or no, found 'maybe'");
    QTest::newRow("unknown") << QStringList { QStringLiteral("--autosave") }
                             << QStringLiteral("unknown option '--autosave'");
}

void TestKillRecover::badDeveloperOptionsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    AppRun app(m_home->path(), arguments);
    QVERIFY(app.waitForExit());
    QCOMPARE(app.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.process().exitCode(), 2);
    QVERIFY2(app.err().contains(message), qPrintable(app.err()));
    QVERIFY(!QDir(dataFolder()).exists());
}

QTEST_GUILESS_MAIN(TestKillRecover)
#include "tst_killrecover.moc"
