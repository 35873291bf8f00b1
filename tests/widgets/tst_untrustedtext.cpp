// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Strings from files (device names, workload descriptions, tour captions) are plain text
// wherever a widget could read them as rich text, and a tour caption reads no file but the
// tour's own images (issue 18).

#include "charts/batchcurvechart.h"
#include "charts/chipscalingchart.h"
#include "charts/rooflinechart.h"
#include "charts/servingfrontierchart.h"
#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "models/catalogtablemodel.h"
#include "models/comparisontablemodel.h"
#include "panels/devicepickerpanel.h"
#include "panels/explainpanel.h"
#include "panels/externallink.h"
#include "panels/tourcaptionview.h"
#include "panels/tourpanel.h"
#include "session/tour.h"
#include "workload/workloadpresets.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

#include <sys/stat.h>

using namespace ts;

namespace {

// Would read /dev/zero until memory ran out if it were laid out as HTML.
const QString kEvilName = QStringLiteral("<img src=\"/dev/zero\"><b>x</b>");

Catalog catalogWithEvilDevice()
{
    Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const QJsonObject device { { QStringLiteral("id"), QStringLiteral("evil") },
        { QStringLiteral("base"), QStringLiteral("h100-sxm") },
        { QStringLiteral("name"), kEvilName }, { QStringLiteral("vendor"), kEvilName } };
    catalog.addDocument(QJsonDocument(QJsonObject { { QStringLiteral("schema_version"), 1 },
                            { QStringLiteral("devices"), QJsonArray { device } } }),
        QStringLiteral("evil.json"));
    return catalog;
}

QString legendLabel(QChart* chart, QAbstractSeries* series)
{
    const auto markers = chart->legend()->markers(series);
    return markers.isEmpty() ? QString() : markers.first()->label();
}

void writeImage(const QString& path)
{
    QImage image(4, 4, QImage::Format_RGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(path, "PNG"));
}

} // namespace

class TestUntrustedText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void chartLegendsShowDeviceNamesLiterally();
    void tooltipsEscapeDeviceNames();
    void captionImagesStayInTheTourFolder_data();
    void captionImagesStayInTheTourFolder();
    void captionRendersNoRawHtml();
    void captionLinksOpenOnlyOnTheWeb();
    void longCaptionsAreCutAndWrap();
};

void TestUntrustedText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestUntrustedText::chartLegendsShowDeviceNamesLiterally()
{
    const Catalog catalog = catalogWithEvilDevice();
    QVERIFY(catalog.device(QStringLiteral("evil")));
    const auto spec = WorkloadPresets::load(QStringLiteral("gpt-2-1.5b")).spec;
    QVERIFY(spec);
    const Comparison comparison = Comparison::compute(*spec, { QStringLiteral("evil") }, catalog);
    QCOMPARE(int(comparison.devices.size()), 1);
    const QList<QColor> colors { Qt::blue };
    const QString escaped = kEvilName.toHtmlEscaped();
    QVERIFY(escaped.contains(QStringLiteral("&lt;img")));

    // Qt Charts lays a legend label out as HTML: the label must be the escaped name.
    BatchCurveChart batch;
    batch.setComparison(comparison, colors);
    batch.resize(600, 400);
    batch.show();
    QCOMPARE(legendLabel(batch.chart(), batch.curveSeries(0)), escaped);

    RooflineChart roofline;
    roofline.setComparison(comparison, colors);
    roofline.resize(600, 400);
    roofline.show();
    QCOMPARE(legendLabel(roofline.chart(), roofline.roofSeries(0)), escaped);

    ChipScalingChart chips;
    ChipCurve curve;
    curve.deviceId = QStringLiteral("evil");
    curve.deviceName = kEvilName;
    for (qint64 n : { 1, 2, 4 }) {
        ChipPoint p;
        p.chips = n;
        p.stepSeconds = 1.0 / double(n);
        p.scalingEfficiency = 1;
        curve.points.push_back(p);
    }
    chips.setCurves({ curve }, colors);
    chips.resize(600, 400);
    chips.show();
    QCOMPARE(legendLabel(chips.chart(), chips.timeSeries(0)), escaped);

    // The serving frontier of a decode step: its legend and its hover name the device as text.
    WorkloadSpec decode = *spec;
    decode.run.step = StepKind::Decode;
    decode.run.seqLength = 512;
    decode.run.generatedTokens = 128;
    const Comparison serving = Comparison::compute(decode, { QStringLiteral("evil") }, catalog);
    QVERIFY(serving.showsServing());
    ServingFrontierChart frontier;
    frontier.setComparison(serving, colors);
    frontier.resize(600, 400);
    frontier.show();
    QCOMPARE(legendLabel(frontier.chart(), frontier.paretoSeries(0)), escaped);
    QVERIFY(frontier.pointSeries(0)->count() > 0);
    const QString hover = frontier.pointHtml(0, 0);
    QVERIFY2(hover.contains(escaped) && !hover.contains(QStringLiteral("<img")), qPrintable(hover));
}

void TestUntrustedText::tooltipsEscapeDeviceNames()
{
    const Catalog catalog = catalogWithEvilDevice();
    const auto spec = WorkloadPresets::load(QStringLiteral("gpt-2-1.5b")).spec;
    QVERIFY(spec);
    ComparisonTableModel comparisonModel;
    comparisonModel.setComparison(
        Comparison::compute(*spec, { QStringLiteral("evil") }, catalog), { Qt::blue });
    const QString tip
        = comparisonModel.data(comparisonModel.index(0, 0), Qt::ToolTipRole).toString();
    QVERIFY2(Qt::mightBeRichText(tip), qPrintable(tip));
    QVERIFY2(!tip.contains(QStringLiteral("<img")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("&lt;img src=\"/dev/zero\"&gt;")), qPrintable(tip));
    // Rendered, it reads as the name itself.
    QTextDocument document;
    document.setHtml(tip);
    QVERIFY2(document.toPlainText().contains(kEvilName), qPrintable(document.toPlainText()));

    CatalogTableModel catalogModel;
    catalogModel.setDevices(catalog.devices());
    int row = -1;
    for (int r = 0; r < catalogModel.rowCount(); ++r) {
        if (catalogModel.data(catalogModel.index(r, 0), Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("(evil)")))
            row = r;
    }
    QVERIFY(row >= 0);
    const QString catalogTip
        = catalogModel.data(catalogModel.index(row, 0), Qt::ToolTipRole).toString();
    QVERIFY2(!catalogTip.contains(QStringLiteral("<img")), qPrintable(catalogTip));
    QVERIFY(Qt::mightBeRichText(catalogTip));
}

void TestUntrustedText::captionImagesStayInTheTourFolder_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("shown");
    QTest::newRow("bundled") << QStringLiteral("images/ok.png") << true;
    QTest::newRow("bundled, dot segments inside")
        << QStringLiteral("images/../images/ok.png") << true;
    QTest::newRow("/etc/passwd") << QStringLiteral("/etc/passwd") << false;
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << false;
    QTest::newRow("file URL") << QStringLiteral("file:OUTSIDE") << false;
    QTest::newRow("absolute path outside") << QStringLiteral("OUTSIDE") << false;
    QTest::newRow("parent folder") << QStringLiteral("../outside.png") << false;
    QTest::newRow("link out of the folder") << QStringLiteral("images/link.png") << false;
    QTest::newRow("FIFO inside") << QStringLiteral("images/fifo.png") << false;
    QTest::newRow("too large") << QStringLiteral("images/large.png") << false;
    QTest::newRow("resource") << QStringLiteral(":/catalog/devices.json") << false;
    QTest::newRow("qrc URL") << QStringLiteral("qrc:/catalog/devices.json") << false;
}

void TestUntrustedText::captionImagesStayInTheTourFolder()
{
    QFETCH(QString, url);
    QFETCH(bool, shown);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString tour = dir.filePath(QStringLiteral("tour"));
    QVERIFY(QDir().mkpath(tour + QStringLiteral("/images")));
    writeImage(tour + QStringLiteral("/images/ok.png"));
    const QString outside = dir.filePath(QStringLiteral("outside.png"));
    writeImage(outside);
    QVERIFY(QFile::link(outside, tour + QStringLiteral("/images/link.png")));
    QCOMPARE(
        ::mkfifo(QFile::encodeName(tour + QStringLiteral("/images/fifo.png")).constData(), 0600),
        0);
    QFile large(tour + QStringLiteral("/images/large.png"));
    QVERIFY(large.open(QIODevice::WriteOnly));
    QVERIFY(large.resize(TourCaptionView::kMaxImageBytes + 1));
    large.close();
    url.replace(QStringLiteral("OUTSIDE"), outside);

    TourCaptionView view;
    view.setImageFolder(tour);
    QElapsedTimer timer;
    timer.start();
    view.setCaptionMarkdown(QStringLiteral("Look: ![x](%1)").arg(url));
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // What the caption asked for, through the document as the layout does.
    const QVariant resource = view.document()->resource(QTextDocument::ImageResource, QUrl(url));
    QVERIFY2(timer.elapsed() < 10'000, "the caption blocked on a special file");
    // A refused image is a non-null stand-in: a null one makes Qt load the path itself.
    QCOMPARE(resource.userType(), QMetaType::QImage);
    const QImage image = resource.value<QImage>();
    QVERIFY(!image.isNull());
    // Every image on disk here is red: a red one was read.
    QCOMPARE(image.pixelColor(0, 0) == QColor(Qt::red), shown);
    QCOMPARE(TourCaptionView::bundledImage(tour, QUrl(url)).isNull(), !shown);
}

void TestUntrustedText::captionRendersNoRawHtml()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString outside = dir.filePath(QStringLiteral("outside.png"));
    writeImage(outside);
    TourCaptionView view;
    view.setImageFolder(dir.filePath(QStringLiteral("tour")));
    view.setCaptionMarkdown(
        QStringLiteral("Before <img src=\"%1\"> <b>bold</b> after").arg(outside));
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // The tags are text, not an image and bold type.
    QVERIFY2(
        view.toPlainText().contains(QStringLiteral("<img src=")), qPrintable(view.toPlainText()));
    QVERIFY(view.toPlainText().contains(QStringLiteral("<b>bold</b>")));
    QVERIFY(!view.toHtml().contains(QStringLiteral("<img")));
    const QVariant image
        = view.document()->resource(QTextDocument::ImageResource, QUrl::fromLocalFile(outside));
    QVERIFY(image.value<QImage>().pixelColor(0, 0) != QColor(Qt::red));
}

void TestUntrustedText::captionLinksOpenOnlyOnTheWeb()
{
    QVERIFY(ExternalLink::isOpenable(QUrl(QStringLiteral("https://example.org/x"))));
    QVERIFY(ExternalLink::isOpenable(QUrl(QStringLiteral("http://example.org"))));
    QVERIFY(!ExternalLink::isOpenable(QUrl(QStringLiteral("file:///etc/passwd"))));
    QVERIFY(!ExternalLink::isOpenable(QUrl(QStringLiteral("/etc/passwd"))));
    QVERIFY(!ExternalLink::isOpenable(QUrl(QStringLiteral("javascript:alert(1)"))));
    QVERIFY(!ExternalLink::isOpenable(QUrl(QStringLiteral("smb://host/share"))));
    // Links are never followed inside the view (that would load the target as the caption).
    TourPanel panel;
    QVERIFY(!panel.captionView()->openLinks());
    QVERIFY(!panel.captionView()->openExternalLinks());
    // Catalog source URLs (device details) and the Explanation's links go the same way: the
    // views never open them themselves (they did, file: URLs included, in the system handler).
    DevicePickerPanel picker;
    ExplainPanel explain;
    for (QWidget* owner : { static_cast<QWidget*>(&picker), static_cast<QWidget*>(&explain) }) {
        const auto browsers = owner->findChildren<QTextBrowser*>();
        QVERIFY(!browsers.isEmpty());
        for (const QTextBrowser* browser : browsers) {
            QVERIFY2(!browser->openLinks(), qPrintable(browser->objectName()));
            QVERIFY2(!browser->openExternalLinks(), qPrintable(browser->objectName()));
        }
    }
}

// Issue 18, item 11: a caption holding a 1 MB word took 37 s to lay out. Tour files cannot hold
// captions over TourFile::kMaxCaptionLength (tst_tour); the view cuts longer text from anywhere
// else, and a word longer than the line wraps anywhere instead of being laid out unbroken.
void TestUntrustedText::longCaptionsAreCutAndWrap()
{
    TourCaptionView view;
    view.resize(480, 320);
    QCOMPARE(view.wordWrapMode(), QTextOption::WrapAtWordBoundaryOrAnywhere);
    view.setCaptionMarkdown(QString(1 << 20, QLatin1Char('w')));
    const QString shown = view.document()->toPlainText();
    QCOMPARE(shown.size(), TourFile::kMaxCaptionLength);
    QVERIFY(shown.startsWith(QStringLiteral("wwww")));
    // Laid out in many lines of the view's width, not one of 8,192 characters.
    view.show();
    QVERIFY(!view.grab().isNull());
    QVERIFY(view.document()->size().height() > 10 * view.fontMetrics().height());
}

QTEST_MAIN(TestUntrustedText)
#include "tst_untrustedtext.moc"
