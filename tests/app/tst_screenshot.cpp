// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope screenshot` renders the main window to a PNG with no display.

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

namespace {

int runScreenshot(const QStringList& arguments, QString* err = nullptr)
{
    const ts::test::CliRun r
        = ts::test::runCli(QStringList { QStringLiteral("screenshot") } + arguments);
    if (r.exitStatus != QProcess::NormalExit)
        return -1;
    if (err)
        *err = r.err;
    return r.exitCode;
}

double meanLuminance(const QImage& image)
{
    double sum = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            sum += qGray(image.pixel(x, y));
    return sum / ((image.height() / 4.0) * (image.width() / 4.0));
}

} // namespace

class TestScreenshot : public QObject
{
    Q_OBJECT

private slots:
    void rendersRequestedSize_data();
    void rendersRequestedSize();
    void darkIsDarkerThanLight();
    void rendersInChinese();
    void scaleRendersFinerPixels();
    void badArguments_data();
    void badArguments();
    void unwritableDestination();
    void fullDiskSaysWhy();
    void rendersThePresenterConsole();

private:
    QTemporaryDir m_dir;
};

void TestScreenshot::rendersRequestedSize_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("theme");
    QTest::addColumn<QSize>("expected");
    QTest::newRow("default") << QString() << QStringLiteral("light") << QSize(1600, 1000);
    QTest::newRow("projector dark")
        << QStringLiteral("1920x1080") << QStringLiteral("dark") << QSize(1920, 1080);
    QTest::newRow("small") << QStringLiteral("800x600") << QStringLiteral("light")
                           << QSize(800, 600);
}

void TestScreenshot::rendersRequestedSize()
{
    QFETCH(QString, size);
    QFETCH(QString, theme);
    QFETCH(QSize, expected);
    const QString path = m_dir.filePath(
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))
        + QStringLiteral(".png"));
    QStringList arguments { QStringLiteral("--out"), path, QStringLiteral("--theme"), theme };
    if (!size.isEmpty()) {
        const QStringList parts = size.split(QLatin1Char(' '));
        arguments << QStringLiteral("--size") << parts.constFirst() << parts.mid(1);
    }
    QString err;
    QCOMPARE(runScreenshot(arguments, &err), 0);
    QVERIFY2(err.isEmpty(), qPrintable(err));

    const QImage image(path);
    QVERIFY2(!image.isNull(), qPrintable(path));
    QCOMPARE(image.size(), expected);
    // Not blank: a real window has text, frames and an icon, so many distinct colours.
    QSet<QRgb> colors;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colors.insert(image.pixel(x, y));
    QVERIFY2(colors.size() >= 16, qPrintable(QString::number(colors.size())));
}

// --presenter (issue 36 item 3): the console at the requested size, the window presenting
// behind it; its notes are in the picture's language, so German and English differ.
void TestScreenshot::rendersThePresenterConsole()
{
    QImage images[2];
    const QString languages[2] = { QStringLiteral("en"), QStringLiteral("de") };
    for (int i = 0; i < 2; ++i) {
        const QString path = m_dir.filePath(QStringLiteral("console-%1.png").arg(languages[i]));
        QString err;
        QCOMPARE(runScreenshot({ QStringLiteral("--presenter"), QStringLiteral("--tour"),
                                   QStringLiteral("llm-decode-roofline"), QStringLiteral("--scene"),
                                   QStringLiteral("2"), QStringLiteral("--size"),
                                   QStringLiteral("1280x800"), QStringLiteral("--language"),
                                   languages[i], QStringLiteral("--out"), path },
                     &err),
            0);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        images[i] = QImage(path);
        QCOMPARE(images[i].size(), QSize(1280, 800));
    }
    // The speaker notes, at the bottom, are in the language asked for.
    const QRect notes(0, 600, 1280, 200);
    QVERIFY(images[0].copy(notes) != images[1].copy(notes));
    QVERIFY(meanLuminance(images[0]) < 250); // not blank
}

void TestScreenshot::darkIsDarkerThanLight()
{
    const QString light = m_dir.filePath(QStringLiteral("l.png"));
    const QString dark = m_dir.filePath(QStringLiteral("d.png"));
    QCOMPARE(runScreenshot({ QStringLiteral("--out"), light, QStringLiteral("--size"),
                 QStringLiteral("640x480") }),
        0);
    QCOMPARE(runScreenshot({ QStringLiteral("--out"), dark, QStringLiteral("--size"),
                 QStringLiteral("640x480"), QStringLiteral("--theme"), QStringLiteral("dark") }),
        0);
    QVERIFY(meanLuminance(QImage(light)) > 180);
    QVERIFY(meanLuminance(QImage(dark)) < 90);
}

void TestScreenshot::rendersInChinese()
{
    const QString english = m_dir.filePath(QStringLiteral("en.png"));
    const QString chinese = m_dir.filePath(QStringLiteral("zh.png"));
    const QStringList common { QStringLiteral("--size"), QStringLiteral("800x600"),
        QStringLiteral("--tab"), QStringLiteral("start") };
    const ts::test::CliRun en
        = ts::test::runCli(QStringList { QStringLiteral("screenshot"), QStringLiteral("--out"),
                               english, QStringLiteral("--language"), QStringLiteral("en") }
            + common);
    QCOMPARE(en.exitCode, 0);
    const ts::test::CliRun zh
        = ts::test::runCli(QStringList { QStringLiteral("screenshot"), QStringLiteral("--out"),
                               chinese, QStringLiteral("--language"), QStringLiteral("zh_CN") }
            + common);
    QCOMPARE(zh.exitCode, 0);
    // The command's own report is translated too ("Wrote ..." in Chinese).
    QVERIFY2(zh.out.contains(QStringLiteral("已写入")), qPrintable(zh.out));
    const QImage a(english);
    const QImage b(chinese);
    QCOMPARE(b.size(), QSize(800, 600));
    QVERIFY(a != b); // the texts differ; the layout is the same window
}

void TestScreenshot::scaleRendersFinerPixels()
{
    // --scale 2: the same window (same layout) in twice the pixels each way, its text drawn
    // with twice the strokes: at 2× the PNG has more ink-coloured pixels per logical pixel's
    // worth of area than 1× scaled up would have edges.
    const QString one = m_dir.filePath(QStringLiteral("scale1.png"));
    const QString two = m_dir.filePath(QStringLiteral("scale2.png"));
    const QString half = m_dir.filePath(QStringLiteral("scale15.png"));
    const QStringList common { QStringLiteral("--size"), QStringLiteral("800x600"),
        QStringLiteral("--tab"), QStringLiteral("compare") };
    QString err;
    QCOMPARE(runScreenshot(QStringList { QStringLiteral("--out"), one } + common, &err), 0);
    QCOMPARE(runScreenshot(QStringList { QStringLiteral("--out"), two, QStringLiteral("--scale"),
                               QStringLiteral("2") }
                     + common,
                 &err),
        0);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    QCOMPARE(runScreenshot(QStringList { QStringLiteral("--out"), half, QStringLiteral("--scale"),
                               QStringLiteral("1.5") }
                     + common,
                 &err),
        0);
    const QImage a(one);
    const QImage b(two);
    QCOMPARE(a.size(), QSize(800, 600));
    QCOMPARE(b.size(), QSize(1600, 1200));
    QCOMPARE(QImage(half).size(), QSize(1200, 900));
    // Drawn at 2×, not enlarged: a 2× image shrunk back is close to the 1× one (same layout),
    // while the 2× image itself is not just the 1× one's pixels doubled.
    const QImage shrunk = b.scaled(a.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                              .convertToFormat(a.format());
    double difference = 0;
    for (int y = 0; y < a.height(); y += 2)
        for (int x = 0; x < a.width(); x += 2)
            difference += std::abs(qGray(a.pixel(x, y)) - qGray(shrunk.pixel(x, y)));
    difference /= (a.width() / 2.0) * (a.height() / 2.0);
    QVERIFY2(difference < 12, qPrintable(QString::number(difference)));
    const QImage doubled = a.scaled(b.size()).convertToFormat(b.format());
    int differing = 0;
    for (int y = 0; y < b.height(); y += 2)
        for (int x = 0; x < b.width(); x += 2)
            differing += qGray(b.pixel(x, y)) != qGray(doubled.pixel(x, y)) ? 1 : 0;
    QVERIFY2(differing > 1000, qPrintable(QString::number(differing)));
}

void TestScreenshot::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("x.png");
    QTest::newRow("no --out") << QStringList {} << QStringLiteral("--out");
    QTest::newRow("not png") << QStringList { QStringLiteral("--out"), QStringLiteral("x.jpg") }
                             << QStringLiteral(".png");
    QTest::newRow("zero size") << QStringList { QStringLiteral("--out"), out,
        QStringLiteral("--size"), QStringLiteral("0x0") }
                               << QStringLiteral("--size");
    QTest::newRow("negative size") << QStringList { QStringLiteral("--out"), out,
        QStringLiteral("--size"), QStringLiteral("-800x600") }
                                   << QStringLiteral("--size");
    QTest::newRow("huge size") << QStringList { QStringLiteral("--out"), out,
        QStringLiteral("--size"), QStringLiteral("99999x99999") }
                               << QStringLiteral("--size");
    QTest::newRow("garbage size") << QStringList { QStringLiteral("--out"), out,
        QStringLiteral("--size"), QStringLiteral("big") }
                                  << QStringLiteral("--size");
    QTest::newRow("bad tab") << QStringList { QStringLiteral("--out"), out, QStringLiteral("--tab"),
        QStringLiteral("roofline") }
                             << QStringLiteral("--tab 'roofline'");
    QTest::newRow("bad cycle") << QStringList { QStringLiteral("--out"), out,
        QStringLiteral("--tab"), QStringLiteral("systolic"), QStringLiteral("--cycle"),
        QStringLiteral("-3") } << QStringLiteral("--cycle '-3'");
    QTest::newRow("bad theme") << QStringList { QStringLiteral("--out"), out,
        QStringLiteral("--theme"), QStringLiteral("sepia") }
                               << QStringLiteral("sepia");
    for (const char* scale : { "0", "4", "nan", "big", "-2", "" }) {
        QTest::addRow("scale '%s'", scale) << QStringList {
            QStringLiteral("--out"), out, QStringLiteral("--scale"), QString::fromLatin1(scale)
        } << QStringLiteral("--scale '%1'").arg(QString::fromLatin1(scale));
    }
    QTest::newRow("scaled too large") << QStringList { QStringLiteral("--out"), out,
        QStringLiteral("--size"), QStringLiteral("4000x3000"), QStringLiteral("--scale"),
        QStringLiteral("3") } << QStringLiteral("at most 8192");
    for (const char* claim : { "0", "11", "nan", "" }) {
        QTest::addRow("claim '%s'", claim)
            << QStringList { QStringLiteral("--out"), out, QStringLiteral("--tab"),
                   QStringLiteral("claims"), QStringLiteral("--claim"), QString::fromLatin1(claim) }
            << QStringLiteral("--claim '%1'").arg(QString::fromLatin1(claim));
    }
    QTest::newRow("claim without its tab") << QStringList { QStringLiteral("--out"), out,
        QStringLiteral("--claim"), QStringLiteral("3") }
                                           << QStringLiteral("--tab claims");
    QTest::newRow("bad language") << QStringList { QStringLiteral("--out"), out,
        QStringLiteral("--language"), QStringLiteral("klingon") }
                                  << QStringLiteral("--language 'klingon'");
}

void TestScreenshot::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QString err;
    QCOMPARE(runScreenshot(arguments, &err), 2);
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY(!QFile::exists(QStringLiteral("x.png")));
}

void TestScreenshot::unwritableDestination()
{
    QString err;
    const QString path = m_dir.filePath(QStringLiteral("no-such-dir/shot.png"));
    QCOMPARE(runScreenshot({ QStringLiteral("--out"), path, QStringLiteral("--size"),
                               QStringLiteral("640x480") },
                 &err),
        1);
    QVERIFY2(err.contains(QStringLiteral("cannot write")), qPrintable(err));
}

// Issue 18: a disk that filled up while the PNG was written could be reported as "Unknown
// error" (QImageWriter's) and, through a buffered QSaveFile, even as a success. The shell
// limits the file size (RLIMIT_FSIZE, SIGXFSZ ignored), so the write fails part-way with EFBIG,
// as on a full disk with ENOSPC.
void TestScreenshot::fullDiskSaysWhy()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shot.png"));
    const QByteArray old = "an older screenshot";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(old), old.size());
    }
    QProcess process;
    process.setProcessEnvironment(ts::test::cliEnvironment());
    process.start(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"), QStringLiteral("trap '' XFSZ; ulimit -f 8 && exec \"$0\" \"$@\""),
            QStringLiteral(TENSORSCOPE_EXECUTABLE), QStringLiteral("screenshot"),
            QStringLiteral("--out"), path, QStringLiteral("--size"), QStringLiteral("640x480") });
    QVERIFY(process.waitForFinished(120000));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(err.contains(QStringLiteral("cannot write '%1': File too large").arg(path)),
        qPrintable(err));
    QVERIFY2(!err.contains(QStringLiteral("Unknown error")), qPrintable(err));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
        QStringList { QStringLiteral("shot.png") });
}

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
