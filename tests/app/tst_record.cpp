// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Issue 36 item 2: clips for slides. `tensorscope record` and File › Export Clip, read back
// with the same FFmpeg libraries that wrote them (libavformat, libavcodec, libswscale): the
// codec, the size and the number of frames (seconds × fps) are what was asked; the same
// command twice writes the same bytes; the frames move; bad command lines are refused with
// clear errors and no file; a cancelled export leaves no file. Short clips at 320×200 keep the
// test quick, also under AddressSanitizer.

#include "actionregistry.h"
#include "clipdialogs.h"
#include "clirunner.h"
#include "mainwindow.h"
#include "tourplayer.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

#ifdef TENSORSCOPE_HAVE_FFMPEG
extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>
}
#endif

using namespace ts;

namespace {

/// What a clip holds, decoded.
struct DecodedClip
{
    QString error; ///< empty when it decoded
    QString codec; ///< FFmpeg's name: "h264", "gif"
    QString pixelFormat; ///< of the stream: "yuv420p", ...
    QSize size;
    QList<QImage> frames; ///< every frame, as RGB
};

#ifdef TENSORSCOPE_HAVE_FFMPEG
DecodedClip decodeClip(const QString& path)
{
    DecodedClip clip;
    AVFormatContext* format = nullptr;
    if (avformat_open_input(&format, QFile::encodeName(path).constData(), nullptr, nullptr) < 0) {
        clip.error = QStringLiteral("cannot open");
        return clip;
    }
    std::unique_ptr<AVFormatContext, void (*)(AVFormatContext*)> formatGuard(
        format, [](AVFormatContext* f) { avformat_close_input(&f); });
    if (avformat_find_stream_info(format, nullptr) < 0 || format->nb_streams != 1) {
        clip.error = QStringLiteral("not one stream");
        return clip;
    }
    AVStream* stream = format->streams[0];
    const AVCodec* decoder = avcodec_find_decoder(stream->codecpar->codec_id);
    if (!decoder) {
        clip.error = QStringLiteral("no decoder");
        return clip;
    }
    clip.codec = QLatin1String(avcodec_get_name(stream->codecpar->codec_id));
    clip.pixelFormat = QLatin1String(av_get_pix_fmt_name(AVPixelFormat(stream->codecpar->format)));
    clip.size = QSize(stream->codecpar->width, stream->codecpar->height);
    std::unique_ptr<AVCodecContext, void (*)(AVCodecContext*)> codec(
        avcodec_alloc_context3(decoder), [](AVCodecContext* c) { avcodec_free_context(&c); });
    avcodec_parameters_to_context(codec.get(), stream->codecpar);
    if (avcodec_open2(codec.get(), decoder, nullptr) < 0) {
        clip.error = QStringLiteral("cannot open the decoder");
        return clip;
    }
    std::unique_ptr<AVPacket, void (*)(AVPacket*)> packet(
        av_packet_alloc(), [](AVPacket* p) { av_packet_free(&p); });
    std::unique_ptr<AVFrame, void (*)(AVFrame*)> frame(
        av_frame_alloc(), [](AVFrame* f) { av_frame_free(&f); });
    auto receive = [&] {
        while (avcodec_receive_frame(codec.get(), frame.get()) >= 0) {
            QImage image(frame->width, frame->height, QImage::Format_RGBA8888);
            SwsContext* scaler = sws_getContext(frame->width, frame->height,
                AVPixelFormat(frame->format), frame->width, frame->height, AV_PIX_FMT_RGBA,
                SWS_POINT, nullptr, nullptr, nullptr);
            uint8_t* target[1] = { image.bits() };
            const int stride[1] = { int(image.bytesPerLine()) };
            sws_scale(scaler, frame->data, frame->linesize, 0, frame->height, target, stride);
            sws_freeContext(scaler);
            clip.frames.append(image);
        }
    };
    while (av_read_frame(format, packet.get()) >= 0) {
        avcodec_send_packet(codec.get(), packet.get());
        av_packet_unref(packet.get());
        receive();
    }
    avcodec_send_packet(codec.get(), nullptr);
    receive();
    return clip;
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The share of pixels that differ between two frames of the same size.
double changedShare(const QImage& a, const QImage& b)
{
    qint64 changed = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            if (std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q))
                    + std::abs(qBlue(p) - qBlue(q))
                > 24)
                ++changed;
        }
    }
    return double(changed) / (double(a.width()) * a.height());
}

QStringList smallClip(const QString& tab, const QString& path)
{
    return { QStringLiteral("record"), QStringLiteral("--tab"), tab, QStringLiteral("--seconds"),
        QStringLiteral("1"), QStringLiteral("--fps"), QStringLiteral("10"),
        QStringLiteral("--size"), QStringLiteral("320x200"), QStringLiteral("--out"), path };
}
#endif

} // namespace

class TestRecord : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tabsReadBack_data();
    void tabsReadBack();
    void sameCommandSameBytes();
    void tourScenesOneAfterAnother();
    void badArguments_data();
    void badArguments();
    void menuActionWritesAClip();
    void cancelLeavesNoFile();

private:
    QTemporaryDir m_dir;
};

void TestRecord::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestRecord::tabsReadBack_data()
{
    QTest::addColumn<QString>("tab");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("codec");
    QTest::addColumn<double>("moved"); // the least share of pixels that change over the clip
    QTest::newRow("systolic mp4") << "systolic"
                                  << "systolic.mp4"
                                  << "h264" << 0.001;
    QTest::newRow("simt gif") << "simt"
                              << "simt.gif"
                              << "gif" << 0.001;
    QTest::newRow("sidebyside mp4") << "sidebyside"
                                    << "sidebyside.mp4"
                                    << "h264" << 0.001;
    QTest::newRow("compare mp4") << "compare"
                                 << "compare.mp4"
                                 << "h264" << 0.01;
}

// Each tab's clip decodes with the codec, size and frame count asked for, and moves.
void TestRecord::tabsReadBack()
{
#ifndef TENSORSCOPE_HAVE_FFMPEG
    QSKIP("built without the FFmpeg libraries");
#else
    QFETCH(QString, tab);
    QFETCH(QString, file);
    QFETCH(QString, codec);
    QFETCH(double, moved);
    const QString path = m_dir.filePath(file);
    const test::CliRun run = test::runCli(smallClip(tab, path));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("10 frames, 320x200")), qPrintable(run.out));
    const DecodedClip clip = decodeClip(path);
    QVERIFY2(clip.error.isEmpty(), qPrintable(clip.error));
    QCOMPARE(clip.codec, codec);
    if (codec == QLatin1String("h264"))
        QCOMPARE(clip.pixelFormat, QStringLiteral("yuv420p"));
    QCOMPARE(clip.size, QSize(320, 200));
    QCOMPARE(clip.frames.size(), 10); // 1 s × 10 frames a second
    for (const QImage& frame : clip.frames)
        QCOMPARE(frame.size(), QSize(320, 200));
    const double share = changedShare(clip.frames.first(), clip.frames.last());
    QVERIFY2(share >= moved,
        qPrintable(QStringLiteral("%1 of the pixels changed from the first frame to the last")
                       .arg(share)));
    // Not a blank picture: the window is drawn (many colours, not one).
    QSet<QRgb> colors;
    const QImage& last = clip.frames.last();
    for (int y = 0; y < last.height(); y += 4)
        for (int x = 0; x < last.width(); x += 4)
            colors.insert(last.pixel(x, y));
    QVERIFY(colors.size() > 8);
#endif
}

// Deterministic: no clock is read, so the same command writes the same bytes.
void TestRecord::sameCommandSameBytes()
{
#ifndef TENSORSCOPE_HAVE_FFMPEG
    QSKIP("built without the FFmpeg libraries");
#else
    const QString first = m_dir.filePath(QStringLiteral("same-1.mp4"));
    const QString second = m_dir.filePath(QStringLiteral("same-2.mp4"));
    for (const QString& path : { first, second }) {
        const test::CliRun run = test::runCli(smallClip(QStringLiteral("systolic"), path));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }
    const QByteArray a = fileBytes(first);
    QVERIFY(a.size() > 1000);
    QCOMPARE(QCryptographicHash::hash(a, QCryptographicHash::Sha256),
        QCryptographicHash::hash(fileBytes(second), QCryptographicHash::Sha256));
#endif
}

// A tour: each scene held for --seconds, one after another; each scene's picture differs
// from the one before (a new caption at least).
void TestRecord::tourScenesOneAfterAnother()
{
#ifndef TENSORSCOPE_HAVE_FFMPEG
    QSKIP("built without the FFmpeg libraries");
#else
    const QString path = m_dir.filePath(QStringLiteral("tour.gif"));
    const test::CliRun run = test::runCli({ QStringLiteral("record"), QStringLiteral("--tour"),
        QStringLiteral("systolic-batch"), QStringLiteral("--seconds"), QStringLiteral("0.4"),
        QStringLiteral("--fps"), QStringLiteral("5"), QStringLiteral("--size"),
        QStringLiteral("480x300"), QStringLiteral("--out"), path });
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const TourLoadResult loaded = TourFile::load(QStringLiteral(":/tours/systolic-batch.json"));
    QVERIFY(loaded.tour);
    const int scenes = int(loaded.tour->scenes.size());
    const DecodedClip clip = decodeClip(path);
    QVERIFY2(clip.error.isEmpty(), qPrintable(clip.error));
    QCOMPARE(clip.codec, QStringLiteral("gif"));
    QCOMPARE(clip.size, QSize(480, 300));
    QCOMPARE(clip.frames.size(), 2 * scenes); // 0.4 s × 5 frames a second, each scene
    for (int scene = 1; scene < scenes; ++scene)
        QVERIFY2(changedShare(clip.frames[2 * scene - 1], clip.frames[2 * scene]) > 0.001,
            qPrintable(QStringLiteral("scene %1 looks like the one before").arg(scene + 1)));
#endif
}

void TestRecord::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const auto args = [](std::initializer_list<const char*> words) {
        QStringList list;
        for (const char* word : words)
            list.append(QString::fromUtf8(word));
        return list;
    };
    const auto text = [](const char* words) { return QString::fromUtf8(words); };
    // "bad.mp4", "folder.mp4" and "fifo.gif" become paths in the temporary folder.
    const auto clip = [&](std::initializer_list<const char*> extra) {
        return args({ "record", "--tab", "systolic", "--out", "bad.mp4" }) + args(extra);
    };
    QTest::newRow("zero seconds") << clip({ "--seconds", "0" }) << 2 << text("--seconds '0'");
    QTest::newRow("negative seconds") << clip({ "--seconds", "-3" }) << 2 << text("--seconds '-3'");
    QTest::newRow("NaN seconds") << clip({ "--seconds", "nan" }) << 2 << text("--seconds 'nan'");
    QTest::newRow("huge seconds") << clip({ "--seconds", "1e9" }) << 2 << text("at most 600");
    QTest::newRow("zero fps") << clip({ "--fps", "0" }) << 2 << text("--fps '0'");
    QTest::newRow("huge fps") << clip({ "--fps", "1000" }) << 2 << text("at most 60");
    QTest::newRow("odd size") << clip({ "--size", "321x200" }) << 2 << text("even sides");
    QTest::newRow("tiny size") << clip({ "--size", "10x10" }) << 2 << text("--size '10x10'");
    QTest::newRow("unknown tab") << args({ "record", "--tab", "claims", "--out", "bad.mp4" }) << 2
                                 << text("--tab 'claims'");
    QTest::newRow("no tab or tour")
        << args({ "record", "--out", "bad.mp4" }) << 2 << text("either --tab");
    QTest::newRow("tab and tour") << args({ "record", "--tab", "simt", "--tour", "systolic-batch",
        "--out", "bad.mp4" }) << 2 << text("either --tab");
    QTest::newRow("unknown tour") << args({ "record", "--tour", "nope", "--out", "bad.mp4" }) << 2
                                  << text("--tour 'nope'");
    QTest::newRow("no out") << args({ "record", "--tab", "simt" }) << 2 << text("--out");
    QTest::newRow("avi") << args({ "record", "--tab", "simt", "--out", "x.avi" }) << 2
                         << text("'x.avi'");
    QTest::newRow("dev null") << args({ "record", "--tab", "simt", "--out", "/dev/null" }) << 2
                              << text("must be an .mp4 or a .gif");
    QTest::newRow("a folder") << args({ "record", "--tab", "simt", "--out", "folder.mp4" }) << 1
                              << text("a folder");
    QTest::newRow("a FIFO") << args({ "record", "--tab", "simt", "--out", "fifo.gif" }) << 1
                            << text("a FIFO");
    QTest::newRow("no such folder")
        << args({ "record", "--tab", "simt", "--out", "/nonexistent-clips/x.mp4" }) << 1
        << text("does not exist");
    QTest::newRow("tour with workspace") << args(
        { "record", "--tour", "systolic-batch", "--workspace", "w.json", "--out", "bad.mp4" })
                                         << 2 << text("--workspace");
}

// Each bad command line is refused with a clear error naming what is wrong, and no file.
void TestRecord::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("folder.mp4")));
    const QString fifo = m_dir.filePath(QStringLiteral("fifo.gif"));
    QVERIFY(QFileInfo::exists(fifo) || ::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    // Relative paths land in the temporary folder.
    for (QString& argument : arguments) {
        if (argument == QLatin1String("bad.mp4") || argument == QLatin1String("folder.mp4")
            || argument == QLatin1String("fifo.gif"))
            argument = m_dir.filePath(argument);
    }
    const test::CliRun run = test::runCli(arguments);
#ifndef TENSORSCOPE_HAVE_FFMPEG
    if (run.exitCode == 1 && run.err.contains(QStringLiteral("no clip support")))
        QSKIP("built without the FFmpeg libraries: the usage errors come first, then this");
#endif
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QVERIFY2(run.exitCode == exitCode, qPrintable(run.err));
    QVERIFY2(run.err.startsWith(QStringLiteral("tensorscope record")), qPrintable(run.err));
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("bad.mp4"))));
    QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("folder.mp4"))).isDir());
    QVERIFY(!QFileInfo(fifo).isFile());
}

// File › Export Clip writes the chosen clip without a window on the screen.
void TestRecord::menuActionWritesAClip()
{
#ifndef TENSORSCOPE_HAVE_FFMPEG
    QSKIP("built without the FFmpeg libraries");
#else
    MainWindow window;
    auto* fileMenu = window.findChild<QMenu*>(QStringLiteral("fileMenu"));
    QAction* action = window.actions()->action("actionExportClip");
    QVERIFY(fileMenu && action);
    QVERIFY(fileMenu->actions().contains(action));
    ClipRecorder::Options options;
    options.size = QSize(320, 200);
    options.seconds = 1;
    options.framesPerSecond = 10;
    window.clipDialogs()->setOptions(options);
    window.tabs()->setCurrentWidget(
        window.tabs()->findChild<QWidget*>(QStringLiteral("sideBySideView")));
    QList<ClipDialogs::Choice> offered;
    window.clipDialogs()->setChoicePrompt([&](const QList<ClipDialogs::Choice>& choices) {
        offered = choices;
        return std::optional(choices.first());
    });
    QString suggested;
    const QString path = m_dir.filePath(QStringLiteral("menu"));
    window.clipDialogs()->setPathPrompt([&](const QString& name) {
        suggested = name;
        return path;
    });
    QSignalSpy exported(window.clipDialogs(), &ClipDialogs::exported);
    action->trigger();
    // The tab shown is offered first; no tour is open, so none is offered.
    QCOMPARE(offered.first(), ClipDialogs::Choice::SideBySide);
    QVERIFY(!offered.contains(ClipDialogs::Choice::Tour));
    QCOMPARE(suggested, QStringLiteral("sidebyside.mp4"));
    QCOMPARE(exported.size(), 1);
    const QString written = path + QStringLiteral(".mp4");
    QCOMPARE(exported.first().at(0).toString(), written);
    QCOMPARE(exported.first().at(1).toLongLong(), 10);
    const DecodedClip clip = decodeClip(written);
    QVERIFY2(clip.error.isEmpty(), qPrintable(clip.error));
    QCOMPARE(clip.codec, QStringLiteral("h264"));
    QCOMPARE(clip.frames.size(), 10);
    QCOMPARE(clip.size, QSize(320, 200));
#endif
}

// Cancelled in the middle: no clip and no temporary file is left, nothing is announced.
void TestRecord::cancelLeavesNoFile()
{
#ifndef TENSORSCOPE_HAVE_FFMPEG
    QSKIP("built without the FFmpeg libraries");
#else
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    MainWindow window;
    ClipRecorder::Options options;
    options.size = QSize(320, 200);
    options.seconds = 1;
    options.framesPerSecond = 10;
    window.clipDialogs()->setOptions(options);
    window.clipDialogs()->setChoicePrompt(
        [](const QList<ClipDialogs::Choice>&) { return std::optional(ClipDialogs::Choice::Simt); });
    const QString path = folder.filePath(QStringLiteral("cancelled.gif"));
    window.clipDialogs()->setPathPrompt([&](const QString&) { return path; });
    qint64 seen = 0;
    window.clipDialogs()->setProgressObserver([&](qint64 index, qint64) {
        seen = index;
        return index < 4; // cancel before the fifth frame
    });
    QSignalSpy exported(window.clipDialogs(), &ClipDialogs::exported);
    window.actions()->action("actionExportClip")->trigger();
    QCOMPARE(seen, 4);
    QCOMPARE(exported.size(), 0);
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
#endif
}

QTEST_MAIN(TestRecord)
#include "tst_record.moc"
