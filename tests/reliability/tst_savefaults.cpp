// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// No lost work (issue 11): saving into a read-only folder, over a read-only file or onto a disk
// that fills up mid-write fails with a clear error, leaves any old file exactly as it was, and
// keeps the user's edits in the window (unchanged, still marked modified). Autosave failures
// are reported and retried.
//
// Tests often run as root, whom file modes do not stop. A root test process gives up the
// capabilities that bypass them (CAP_DAC_OVERRIDE ...) for the calling thread only, while it
// saves, so the read-only cases are real there too. A full disk is simulated with
// RLIMIT_FSIZE: the write fails part-way, as it does when the disk fills up (EFBIG instead of
// ENOSPC, through the same code path).

#include "mainwindow.h"
#include "models/workspacedocument.h"
#include "panels/workspacecontroller.h"
#include "session/workspacefile.h"
#include "workspaceautosave.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <linux/capability.h>
#include <linux/securebits.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace {

using ts::Workspace;

/// While alive, file modes apply to this thread even when it runs as root: drops the
/// capabilities that override them from the effective set, and makes access() (which
/// QFileInfo::isWritable uses) judge by the effective set too. Restores both on destruction.
class FileModesEnforced
{
public:
    FileModesEnforced()
    {
        if (geteuid() != 0)
            return;
        if (syscall(SYS_capget, &m_header, m_saved) != 0)
            return;
        __user_cap_data_struct reduced[2] = { m_saved[0], m_saved[1] };
        for (int cap : { CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER })
            reduced[CAP_TO_INDEX(cap)].effective &= ~CAP_TO_MASK(cap);
        m_securebits = prctl(PR_GET_SECUREBITS);
        if (m_securebits < 0
            || prctl(PR_SET_SECUREBITS, m_securebits | SECBIT_NO_SETUID_FIXUP) != 0)
            return;
        m_active = syscall(SYS_capset, &m_header, reduced) == 0;
    }
    ~FileModesEnforced()
    {
        if (m_securebits >= 0)
            prctl(PR_SET_SECUREBITS, m_securebits);
        if (m_active)
            syscall(SYS_capset, &m_header, m_saved);
    }
    /// False when running as root and the capabilities could not be dropped.
    bool enforced() const { return geteuid() != 0 || m_active; }

private:
    __user_cap_header_struct m_header { _LINUX_CAPABILITY_VERSION_3, 0 };
    __user_cap_data_struct m_saved[2] {};
    int m_securebits = -1;
    bool m_active = false;
};

/// While alive, files written by this process cannot grow past `bytes` (SIGXFSZ ignored, so a
/// write past the limit fails with EFBIG instead of killing the process).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_saved);
        const rlimit limit { bytes, m_saved.rlim_max };
        m_active = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_previousHandler);
    }
    bool active() const { return m_active; }

private:
    rlimit m_saved {};
    void (*m_previousHandler)(int) = nullptr;
    bool m_active = false;
};

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// An edit the way the workload panel makes one: the global batch to `batch`.
void editBatch(ts::WorkspaceDocument* document, qint64 batch)
{
    ts::WorkloadSpec spec = document->workspace().workload;
    spec.run.globalBatch = batch;
    spec.run.microBatch = batch;
    document->setWorkload(spec, QStringLiteral("Batch"));
}

} // namespace

class TestSaveFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void readOnlyFolderKeepsTheEdits();
    void readOnlyFileIsLeftAlone();
    void fullDiskLeavesTheOldFileIntact();
    void autosaveFailureIsReportedAndRetried();

private:
    /// The window's state after a failed save: the edit still there, still unsaved.
    void verifyEditsKept(ts::MainWindow& window, const Workspace& edited);
};

void TestSaveFaults::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSaveFaults::verifyEditsKept(ts::MainWindow& window, const Workspace& edited)
{
    QVERIFY(window.document()->workspace() == edited);
    QVERIFY(window.document()->isModified());
    QVERIFY(window.isWindowModified());
    QVERIFY(window.document()->filePath().isEmpty());
    // ... and they can still be saved somewhere else, in full.
    QTemporaryDir elsewhere;
    const QString path = elsewhere.filePath(QStringLiteral("rescued.json"));
    QString error;
    QVERIFY2(window.workspaceController()->save(path, &error), qPrintable(error));
    const std::optional<Workspace> rescued = ts::WorkspaceFile::load(path).workspace;
    QVERIFY(rescued);
    QVERIFY(rescued->workload == edited.workload);
    QVERIFY(!window.document()->isModified());
}

void TestSaveFaults::readOnlyFolderKeepsTheEdits()
{
    ts::MainWindow window;
    editBatch(window.document(), 48);
    const Workspace edited = window.document()->workspace();

    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("read-only"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    const QString path = folder + QStringLiteral("/talk.json");
    QString error;
    bool saved = false;
    {
        FileModesEnforced modes;
        QVERIFY(modes.enforced());
        saved = window.workspaceController()->save(path, &error);
    }
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QVERIFY(!saved);
    // "Cannot save '<path>': Permission denied"
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("Permission denied")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden).size(), 0);
    verifyEditsKept(window, edited);
}

void TestSaveFaults::readOnlyFileIsLeftAlone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("handout.json"));
    ts::MainWindow window;
    QString error;
    QVERIFY2(window.workspaceController()->save(path, &error), qPrintable(error));
    const QByteArray before = contents(path);
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));

    editBatch(window.document(), 96);
    const Workspace edited = window.document()->workspace();
    bool saved = false;
    {
        FileModesEnforced modes;
        QVERIFY(modes.enforced());
        saved = window.workspaceController()->save(path, &error);
    }
    QVERIFY(!saved);
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("not writable")), qPrintable(error));
    QCOMPARE(contents(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    QVERIFY(window.document()->workspace() == edited);
    QVERIFY(window.document()->isModified());
    QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
}

void TestSaveFaults::fullDiskLeavesTheOldFileIntact()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("talk.json"));
    ts::MainWindow window;
    QString error;
    QVERIFY2(window.workspaceController()->save(path, &error), qPrintable(error));
    const QByteArray before = contents(path);
    QVERIFY(before.size() > 1024);

    // Room for a few hundred bytes, so the write starts and fails part-way.
    editBatch(window.document(), 512);
    const Workspace edited = window.document()->workspace();
    bool saved = false;
    {
        FileSizeLimit limit(300);
        QVERIFY(limit.active());
        saved = window.workspaceController()->save(path, &error);
    }
    QVERIFY(!saved);
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("File too large")), qPrintable(error));
    // The old file whole, not a truncated new one; no temporary file left behind.
    QCOMPARE(contents(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    QVERIFY(window.document()->workspace() == edited);
    QVERIFY(window.document()->isModified());
    QVERIFY(window.isWindowModified());

    // Results exports go through the same atomic write.
    const QString csv = dir.filePath(QStringLiteral("results.csv"));
    QVERIFY(window.workspaceController()->exportResults(csv, &error));
    const QByteArray csvBefore = contents(csv);
    editBatch(window.document(), 256);
    window.workspaceController()->recomputeNow();
    bool exported = false;
    {
        FileSizeLimit limit(64);
        exported = window.workspaceController()->exportResults(csv, &error);
    }
    QVERIFY(!exported);
    QVERIFY2(error.contains(QStringLiteral("File too large")), qPrintable(error));
    QCOMPARE(contents(csv), csvBefore);
}

void TestSaveFaults::autosaveFailureIsReportedAndRetried()
{
    ts::WorkspaceDocument document;
    document.reset(Workspace::defaultWorkspace());
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("data"));
    QVERIFY(QDir().mkpath(folder));
    ts::WorkspaceAutosave autosave(&document, folder + QStringLiteral("/autosave.json"));
    autosave.setIntervalMs(20);
    QSignalSpy failed(&autosave, &ts::WorkspaceAutosave::autosaveFailed);
    QSignalSpy written(&autosave, &ts::WorkspaceAutosave::autosaved);

    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    {
        FileModesEnforced modes;
        QVERIFY(modes.enforced());
        editBatch(&document, 24);
        // Retried every interval while it keeps failing.
        QTRY_VERIFY(failed.size() >= 2);
    }
    QCOMPARE(written.size(), 0);
    QVERIFY(autosave.isPending());
    QCOMPARE(failed.constFirst().at(1).toString(), QStringLiteral("Permission denied"));
    QCOMPARE(document.workspace().workload.run.globalBatch, qint64(24));

    // Once the folder is writable again, the next retry writes the edit.
    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    QTRY_COMPARE(written.size(), 1);
    QVERIFY(!autosave.isPending());
    const std::optional<Workspace> recovered = ts::WorkspaceAutosave::recoverable(autosave.path());
    QVERIFY(recovered);
    QCOMPARE(recovered->workload.run.globalBatch, qint64(24));
}

QTEST_MAIN(TestSaveFaults)
#include "tst_savefaults.moc"
