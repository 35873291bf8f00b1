// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The one writer behind every --out and save replaces regular files only (issue 34, item 1):
// for root it used to rename its temporary file over /dev/null, /dev/full or a FIFO, and it
// followed a symbolic link at the path and replaced the link's target. FileStamp tells a file
// that someone else wrote since it was read (item 4); isSameFile an output that is the input
// (item 5).

#include "io/atomicwrite.h"
#include "io/filestamp.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace ts;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeRaw(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

struct stat lstatOf(const QString& path)
{
    struct stat status
    { };
    ::lstat(QFile::encodeName(path).constData(), &status);
    return status;
}

} // namespace

class TestAtomicWrite : public QObject
{
    Q_OBJECT

private slots:
    void replacesRegularFilesAndMakesNewOnes();
    void refusesSpecialFiles_data();
    void refusesSpecialFiles();
    void refusesRealDevNull();
    void symbolicLinksAreRefused_data();
    void symbolicLinksAreRefused();
    void sameFileUnderAnyName();
    void stampsSeeEveryChange();
};

void TestAtomicWrite::replacesRegularFilesAndMakesNewOnes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("out.json"));
    QCOMPARE(io::writeFileAtomically(path, "new"), QString());
    QCOMPARE(readAll(path), QByteArray("new"));
    QCOMPARE(io::writeFileAtomically(path, "second"), QString());
    QCOMPARE(readAll(path), QByteArray("second"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
        QStringList { QStringLiteral("out.json") });
}

void TestAtomicWrite::refusesSpecialFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("a FIFO");
    QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("a folder");
    // Made with mknod (root only) in a temporary folder: the same device as /dev/null, so a
    // writer that replaced it would not take the machine's /dev/null with it.
    QTest::newRow("null device") << QStringLiteral("null") << QStringLiteral("a character device");
}

void TestAtomicWrite::refusesSpecialFiles()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(kind);
    const QByteArray native = QFile::encodeName(path);
    if (kind == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(native.constData(), 0600), 0);
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(path));
    } else if (::mknod(native.constData(), S_IFCHR | 0666, makedev(1, 3)) != 0) {
        QSKIP("mknod needs root (CAP_MKNOD); refusesRealDevNull covers other users");
    }
    const struct stat before = lstatOf(path);

    const QString problem = io::writeFileAtomically(path, "bytes");
    QVERIFY2(problem.contains(reason), qPrintable(problem));
    QVERIFY2(problem.contains(QStringLiteral("not a regular file")), qPrintable(problem));
    QCOMPARE(io::replaceableTargetProblem(path), problem);
    // Untouched: the same node of the same kind, and no temporary file left beside it.
    const struct stat after = lstatOf(path);
    QCOMPARE(after.st_ino, before.st_ino);
    QCOMPARE(after.st_mode, before.st_mode);
    QCOMPARE(after.st_rdev, before.st_rdev);
    QCOMPARE(QDir(dir.path())
                 .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot | QDir::Hidden),
        QStringList { kind });
}

// The issue's own case, on the machine's /dev/null: as root (this suite's usual user) the old
// writer replaced it; as another user it said "Permission denied", which misleads.
void TestAtomicWrite::refusesRealDevNull()
{
    const QString devNull = QStringLiteral("/dev/null");
    const struct stat before = lstatOf(devNull);
    if (!S_ISCHR(before.st_mode))
        QSKIP("/dev/null is not a character device here");
    // Refused before anything is written: the check is on the path, so this is safe as root.
    QCOMPARE(io::replaceableTargetProblem(devNull),
        QStringLiteral("a character device (not a regular file); it is not replaced"));
    QCOMPARE(io::writeFileAtomically(devNull, "x"), io::replaceableTargetProblem(devNull));
    const struct stat after = lstatOf(devNull);
    QVERIFY(S_ISCHR(after.st_mode));
    QCOMPARE(after.st_ino, before.st_ino);
    QCOMPARE(after.st_rdev, before.st_rdev);
    if (QFileInfo::exists(QStringLiteral("/dev/full"))) {
        QVERIFY(io::writeFileAtomically(QStringLiteral("/dev/full"), "x")
                    .contains(QStringLiteral("a character device")));
        QVERIFY(S_ISCHR(lstatOf(QStringLiteral("/dev/full")).st_mode));
    }
}

void TestAtomicWrite::symbolicLinksAreRefused_data()
{
    QTest::addColumn<bool>("dangling");
    QTest::newRow("to a regular file") << false;
    QTest::newRow("dangling") << true;
}

void TestAtomicWrite::symbolicLinksAreRefused()
{
    QFETCH(bool, dangling);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("target.png"));
    if (!dangling)
        QVERIFY(writeRaw(target, "the target"));
    const QString link = dir.filePath(QStringLiteral("x.png"));
    QVERIFY(QFile::link(target, link));

    const QString problem = io::writeFileAtomically(link, "chart");
    QVERIFY2(problem.startsWith(QStringLiteral("a symbolic link (to '%1')").arg(target)),
        qPrintable(problem));
    // The link is still a link, its target unchanged (or still missing).
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(QFileInfo(link).symLinkTarget(), target);
    if (dangling)
        QVERIFY(!QFileInfo::exists(target));
    else
        QCOMPARE(readAll(target), QByteArray("the target"));
    // Writing the target itself is what the message suggests, and works.
    if (!dangling) {
        QCOMPARE(io::writeFileAtomically(target, "chart"), QString());
        QCOMPARE(readAll(link), QByteArray("chart"));
        QVERIFY(QFileInfo(link).isSymLink());
    }
}

void TestAtomicWrite::sameFileUnderAnyName()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString config = dir.filePath(QStringLiteral("config.json"));
    QVERIFY(writeRaw(config, "{}"));
    const QString other = dir.filePath(QStringLiteral("other.json"));
    QVERIFY(writeRaw(other, "{}"));
    QVERIFY(io::isSameFile(config, config));
    QVERIFY(io::isSameFile(config, dir.path() + QStringLiteral("/./config.json")));
    const QString link = dir.filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(config, link));
    QVERIFY(io::isSameFile(config, link));
    const QString hard = dir.filePath(QStringLiteral("hard.json"));
    QCOMPARE(::link(QFile::encodeName(config).constData(), QFile::encodeName(hard).constData()), 0);
    QVERIFY(io::isSameFile(hard, config));
    QVERIFY(!io::isSameFile(config, other)); // same bytes, another file
    QVERIFY(!io::isSameFile(config, dir.filePath(QStringLiteral("missing.json"))));
}

void TestAtomicWrite::stampsSeeEveryChange()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("w.json"));
    QVERIFY(!io::FileStamp::of(path).exists);
    QCOMPARE(io::FileStamp::of(path), io::FileStamp {});
    QVERIFY(writeRaw(path, "{\"a\": 1}"));
    const io::FileStamp first = io::FileStamp::of(path);
    QVERIFY(first.exists);
    QCOMPARE(first.sizeBytes, 8);
    QCOMPARE(first, io::FileStamp::ofBytes("{\"a\": 1}"));
    QCOMPARE(io::FileStamp::of(path), first);
    // A same-size edit within the same second: time and size alone would miss it.
    QVERIFY(writeRaw(path, "{\"a\": 2}"));
    QVERIFY(io::FileStamp::of(path) != first);
    QVERIFY(QFile::remove(path));
    QVERIFY(io::FileStamp::of(path) != first);
    // A FIFO is "no file", and stamping it does not block.
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    QVERIFY(!io::FileStamp::of(path).exists);
}

QTEST_GUILESS_MAIN(TestAtomicWrite)
#include "tst_atomicwrite.moc"
