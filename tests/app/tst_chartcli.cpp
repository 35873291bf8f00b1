// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope chart` renders any registered comparison chart headless to PNG, SVG or PDF
// (issue 19, "Exports fit for slides and papers"), through the real executable.

#include "charts/chartregistry.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

namespace {

// The default workspace's comparison: LLaMA-2 7B prefill on an H100 and a TPU v5p.
QStringList workloadArguments()
{
    return { QStringLiteral("--workload"), QStringLiteral("llama-2-7b"), QStringLiteral("--phase"),
        QStringLiteral("prefill"), QStringLiteral("--batch"), QStringLiteral("8"),
        QStringLiteral("--seq"), QStringLiteral("2048"), QStringLiteral("--device"),
        QStringLiteral("h100-sxm,tpu-v5p") };
}

ts::test::CliRun runChart(const QStringList& arguments)
{
    return ts::test::runCli(QStringList { QStringLiteral("chart") } + arguments);
}

double meanLuminance(const QImage& image)
{
    double sum = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            sum += qGray(image.pixel(x, y));
    return sum / ((image.height() / 4.0) * (image.width() / 4.0));
}

// Whether every quadrant of `image` has ink: more than 0.4 % of its pixels clearly differ from
// the background (the corner's colour), so the picture is no strip over a blank image.
bool inkInEveryQuadrant(const QImage& image)
{
    const QRgb background = image.pixel(2, 2);
    const int w = image.width() / 2;
    const int h = image.height() / 2;
    for (const QRect& quadrant :
        { QRect(0, 0, w, h), QRect(w, 0, w, h), QRect(0, h, w, h), QRect(w, h, w, h) }) {
        int ink = 0;
        int sampled = 0;
        for (int y = quadrant.top(); y <= quadrant.bottom(); y += 2) {
            for (int x = quadrant.left(); x <= quadrant.right(); x += 2) {
                const QRgb p = image.pixel(x, y);
                const int d = std::abs(qRed(p) - qRed(background))
                    + std::abs(qGreen(p) - qGreen(background))
                    + std::abs(qBlue(p) - qBlue(background));
                ink += d > 60 ? 1 : 0;
                ++sampled;
            }
        }
        if (ink <= 0.004 * sampled)
            return false;
    }
    return true;
}

} // namespace

class TestChartCli : public QObject
{
    Q_OBJECT

private slots:
    void rendersEveryChart_data();
    void rendersEveryChart();
    void sizeScaleThemeAndPdf();
    void helpListsCharts();
    void badArguments_data();
    void badArguments();

private:
    QTemporaryDir m_dir;
};

void TestChartCli::rendersEveryChart_data()
{
    QTest::addColumn<QString>("id");
    for (const QString& id : ts::ChartRegistry::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestChartCli::rendersEveryChart()
{
    QFETCH(QString, id);
    const QString png = m_dir.filePath(id + QStringLiteral(".png"));
    const QString svg = m_dir.filePath(id + QStringLiteral(".svg"));
    for (const QString& path : { png, svg }) {
        const ts::test::CliRun r
            = runChart(QStringList { QStringLiteral("--chart"), id, QStringLiteral("--out"), path }
                + workloadArguments());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(path), qPrintable(r.out));
        QVERIFY(QFileInfo(path).size() > 0);
    }
    const QImage image(png);
    QCOMPARE(image.size(), QSize(3200, 2000));
    QVERIFY(inkInEveryQuadrant(image));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("viewBox=\"0 0 1600 1000\""));
    QVERIFY(text.contains("H100"));
}

void TestChartCli::sizeScaleThemeAndPdf()
{
    const QString small = m_dir.filePath(QStringLiteral("small.png"));
    ts::test::CliRun r = runChart(
        QStringList { QStringLiteral("--chart"), QStringLiteral("throughput"),
            QStringLiteral("--size"), QStringLiteral("800x500"), QStringLiteral("--out"), small }
        + workloadArguments());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(QImage(small).size(), QSize(1600, 1000));

    const QString dark = m_dir.filePath(QStringLiteral("dark.png"));
    r = runChart(QStringList { QStringLiteral("--chart"), QStringLiteral("throughput"),
                     QStringLiteral("--size"), QStringLiteral("800x500"), QStringLiteral("--scale"),
                     QStringLiteral("1"), QStringLiteral("--theme"), QStringLiteral("dark"),
                     QStringLiteral("--present"), QStringLiteral("--out"), dark }
        + workloadArguments());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QImage darkImage(dark);
    QCOMPARE(darkImage.size(), QSize(800, 500));
    QVERIFY(meanLuminance(darkImage) < meanLuminance(QImage(small)) - 100);

    const QString pdf = m_dir.filePath(QStringLiteral("roofline.pdf"));
    r = runChart(QStringList { QStringLiteral("--chart"), QStringLiteral("roofline"),
                     QStringLiteral("--out"), pdf }
        + workloadArguments());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith("%PDF"));
}

void TestChartCli::helpListsCharts()
{
    const ts::test::CliRun all = ts::test::runCli({ QStringLiteral("--help") });
    QCOMPARE(all.exitCode, 0);
    QVERIFY2(all.out.contains(QStringLiteral("  chart")), qPrintable(all.out));
    const ts::test::CliRun help = runChart({ QStringLiteral("--help") });
    QCOMPARE(help.exitCode, 0);
    for (const QString& id : ts::ChartRegistry::ids())
        QVERIFY2(help.out.contains(id), qPrintable(help.out));
}

void TestChartCli::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("named");
    const QString out = m_dir.filePath(QStringLiteral("bad.png"));
    const QStringList chart { QStringLiteral("--chart"), QStringLiteral("step-time") };
    const QStringList toPng { QStringLiteral("--out"), out };
    const QStringList workload = workloadArguments();
    QTest::newRow("no chart") << toPng + workload << 2 << QStringLiteral("--chart ID is required");
    // An unknown id lists the valid ones.
    QTest::newRow("unknown chart")
        << QStringList { QStringLiteral("--chart"), QStringLiteral("pie") } + toPng + workload << 2
        << QStringLiteral(
               "'pie': no such chart; expected one of step-time, serving-frontier, throughput");
    QTest::newRow("no out") << chart + workload << 2 << QStringLiteral("--out FILE");
    QTest::newRow("unknown suffix")
        << chart + QStringList { QStringLiteral("--out"), m_dir.filePath(QStringLiteral("a.bmp")) }
            + workload
        << 2 << QStringLiteral("a.bmp': expected a file name ending in .png, .svg or .pdf");
    QTest::newRow("size text") << chart + toPng + workload
            + QStringList { QStringLiteral("--size"), QStringLiteral("big") }
                               << 2 << QStringLiteral("--size 'big'");
    QTest::newRow("size too small") << chart + toPng + workload
            + QStringList { QStringLiteral("--size"), QStringLiteral("100x80") }
                                    << 2 << QStringLiteral("--size '100x80'");
    QTest::newRow("scale") << chart + toPng + workload
            + QStringList { QStringLiteral("--scale"), QStringLiteral("9") }
                           << 2 << QStringLiteral("--scale '9'");
    QTest::newRow("too many pixels") << chart + toPng + workload
            + QStringList { QStringLiteral("--size"), QStringLiteral("4000x3000"),
                  QStringLiteral("--scale"), QStringLiteral("3") }
                                     << 2 << QStringLiteral("12000x9000 pixels");
    QTest::newRow("theme") << chart + toPng + workload
            + QStringList { QStringLiteral("--theme"), QStringLiteral("neon") }
                           << 2 << QStringLiteral("--theme 'neon'");
    QTest::newRow("language") << chart + toPng + workload
            + QStringList { QStringLiteral("--language"), QStringLiteral("xx") }
                              << 2 << QStringLiteral("--language 'xx'");
    QTest::newRow("no workload") << chart + toPng
            + QStringList { QStringLiteral("--device"), QStringLiteral("h100-sxm") }
                                 << 2 << QStringLiteral("--workload PRESET|FILE is required");
    QTest::newRow("unknown device") << chart + toPng
            + QStringList { QStringLiteral("--workload"), QStringLiteral("llama-2-7b"),
                  QStringLiteral("--device"), QStringLiteral("h100-sxm,abacus") }
                                    << 2 << QStringLiteral("no device with id 'abacus'");
    QTest::newRow("bad precision") << chart + toPng + workload
            + QStringList { QStringLiteral("--precision"), QStringLiteral("fp3") }
                                   << 2 << QStringLiteral("--precision 'fp3'");
    // As `estimate`: a workload that is neither a preset nor a file fails (1), it is no usage
    // error.
    QTest::newRow("unknown workload")
        << chart + toPng
            + QStringList { QStringLiteral("--workload"), QStringLiteral("nonesuch"),
                  QStringLiteral("--device"), QStringLiteral("h100-sxm") }
        << 1 << QStringLiteral("'nonesuch' is neither a preset nor a file");
}

void TestChartCli::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, named);
    const ts::test::CliRun r = runChart(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(named), qPrintable(r.err));
    QVERIFY2(r.err.startsWith(QLatin1String("tensorscope chart: ")), qPrintable(r.err));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("bad.png"))));
    QVERIFY(r.out.isEmpty());
}

QTEST_MAIN(TestChartCli)
#include "tst_chartcli.moc"
