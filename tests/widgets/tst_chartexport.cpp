// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Chart exports fit for slides and papers (issue 19): a chart squeezed into a small cell on
// screen exports at the requested size and pixel ratio, with its texts laid out for that size
// (whole, apart, inside the picture), content across the whole picture, and the view's own
// layout untouched afterwards.

#include "charts/chartexport.h"
#include "charts/chartlayout.h"
#include "charts/chartregistry.h"
#include "compare/chipscaling.h"
#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "panels/resultspanel.h"
#include "session/workspace.h"
#include "style/theme.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace ts;

namespace {

// The share of sampled pixels in `rect` that differ clearly from `background`.
double inkShare(const QImage& image, const QRect& rect, const QColor& background)
{
    int ink = 0;
    int sampled = 0;
    for (int y = rect.top(); y <= rect.bottom(); y += 2) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = rect.left(); x <= rect.right(); x += 2) {
            const QRgb p = line[x];
            const int d = std::abs(qRed(p) - background.red())
                + std::abs(qGreen(p) - background.green()) + std::abs(qBlue(p) - background.blue());
            ink += d > 60 ? 1 : 0;
            ++sampled;
        }
    }
    return sampled ? double(ink) / sampled : 0;
}

QString describe(const QRectF& r)
{
    return QStringLiteral("(%1,%2 %3x%4)")
        .arg(r.x(), 0, 'f', 0)
        .arg(r.y(), 0, 'f', 0)
        .arg(r.width(), 0, 'f', 0)
        .arg(r.height(), 0, 'f', 0);
}

// What is wrong with the texts laid out in a picture of `size`: cut short, on top of one
// another or outside the picture.
QStringList textProblems(const QList<ChartTextItem>& items, const QSize& size)
{
    QStringList problems;
    const QRectF bounds = QRectF(QPointF(0, 0), QSizeF(size)).adjusted(-1, -1, 1, 1);
    for (int i = 0; i < items.size(); ++i) {
        const ChartTextItem& a = items[i];
        if (a.elided)
            problems << QStringLiteral("'%1' is cut short").arg(a.text);
        if (!bounds.contains(a.rect))
            problems
                << QStringLiteral("'%1' %2 runs out of the picture").arg(a.text, describe(a.rect));
        for (int j = 0; j < i; ++j) {
            const QRectF overlap = a.rect.intersected(items[j].rect);
            if (overlap.width() > 1 && overlap.height() > 1)
                problems << QStringLiteral("'%1' %2 overlaps '%3' %4")
                                .arg(a.text, describe(a.rect), items[j].text,
                                    describe(items[j].rect));
        }
    }
    return problems;
}

// For looking at: TST_CHARTEXPORT_GRAB=DIR saves each exported picture as DIR/TAG-WxH.png.
void grabFor(const QImage& image, const QString& id)
{
    const QString folder = qEnvironmentVariable("TST_CHARTEXPORT_GRAB");
    if (!folder.isEmpty())
        image.save(QStringLiteral("%1/%2-%3x%4.png")
                       .arg(folder, id)
                       .arg(image.width())
                       .arg(image.height()));
}

QString joined(const QList<ChartTextItem>& items)
{
    QStringList texts;
    for (const ChartTextItem& item : items)
        texts << QString(item.text).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return texts.join(QStringLiteral(" | "));
}

} // namespace

class TestChartExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void laysOutChartNeverShown_data();
    void laysOutChartNeverShown();
    void exportsAtRequestedSize_data();
    void exportsAtRequestedSize();
    void smallExportKeepsTextsApart_data();
    void smallExportKeepsTextsApart();
    void writesEveryFormat();
    void refusesUnknownSuffix();

private:
    /// The chart `id` alone in a window of `size`, as a small cell on screen.
    QChartView* showAlone(const QString& id, const QSize& size);
    void putBack(QChartView* view);

    std::unique_ptr<ResultsPanel> m_panel;
    QTemporaryDir m_dir;
};

void TestChartExport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    const Theme theme(Theme::Kind::Light);
    theme.applyTo(*qApp);
    const Workspace workspace = Workspace::defaultWorkspace();
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const Comparison comparison
        = Comparison::compute(workspace.workload, workspace.deviceIds, catalog);
    QCOMPARE(comparison.devices.size(), std::size_t(2));
    QVERIFY(comparison.workload);
    QList<Device> devices;
    for (const DeviceComparison& d : comparison.devices)
        devices.append(d.device);
    m_panel = std::make_unique<ResultsPanel>();
    m_panel->setColors(theme.deviceColors(), theme.palette());
    m_panel->setComparison(comparison);
    m_panel->setChipCurves(
        ChipScaling::compute(*comparison.workload, devices, { 0, 1 }, comparison.options));
}

void TestChartExport::cleanupTestCase()
{
    m_panel.reset();
}

QChartView* TestChartExport::showAlone(const QString& id, const QSize& size)
{
    QChartView* view = m_panel->chart(id);
    if (!view)
        return nullptr;
    view->setParent(nullptr);
    view->resize(size);
    view->show();
    if (!QTest::qWaitForWindowExposed(view))
        return nullptr;
    QCoreApplication::processEvents();
    return view;
}

void TestChartExport::putBack(QChartView* view)
{
    view->hide();
    view->setParent(m_panel.get());
}

void TestChartExport::laysOutChartNeverShown_data()
{
    exportsAtRequestedSize_data();
}

void TestChartExport::laysOutChartNeverShown()
{
    // As `tensorscope chart` exports: from a panel never shown. At 1600 pixels wide every
    // legend and axis has room for the devices' whole names, renamed legend entries included.
    QFETCH(QString, id);
    QChartView* view = m_panel->chart(id);
    QVERIFY(!view->isVisible());
    const QSize size(1600, 1000);
    const QList<ChartTextItem> items = ChartExport::textItems(view, size);
    const QStringList problems = textProblems(items, size);
    QVERIFY2(problems.isEmpty(), qPrintable(id + QStringLiteral(": ") + problems.join(u'\n')));
    const QString texts = joined(items);
    QVERIFY2(texts.contains(QLatin1String("H100 SXM5 80GB")),
        qPrintable(QStringLiteral("no whole device name in: ") + texts));
}

void TestChartExport::exportsAtRequestedSize_data()
{
    QTest::addColumn<QString>("id");
    for (const QString& id : ChartRegistry::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestChartExport::exportsAtRequestedSize()
{
    QFETCH(QString, id);
    QChartView* view = showAlone(id, QSize(300, 200));
    QVERIFY(view);
    const QSizeF shown = view->chart()->size();
    const QString plotBefore = describe(view->chart()->plotArea());

    const QSize size(1600, 1000);
    const QImage image = ChartExport::image(view, size, 2);
    QCOMPARE(image.size(), QSize(3200, 2000));
    QCOMPARE(image.devicePixelRatio(), 2.0);
    grabFor(image, id);
    // Not a strip over a blank picture: every quadrant has axes, marks or text.
    const QColor background = view->chart()->backgroundBrush().color();
    const int w = image.width() / 2;
    const int h = image.height() / 2;
    for (const QRect& quadrant :
        { QRect(0, 0, w, h), QRect(w, 0, w, h), QRect(0, h, w, h), QRect(w, h, w, h) }) {
        const double share = inkShare(image, quadrant, background);
        QVERIFY2(share > 0.004,
            qPrintable(QStringLiteral("%1: quadrant %2 is %3 % ink")
                           .arg(id, describe(quadrant))
                           .arg(share * 100, 0, 'f', 2)));
    }

    // The texts at the export size: whole, apart, inside; the title and the devices named.
    const QList<ChartTextItem> items = ChartExport::textItems(view, size);
    const QStringList problems = textProblems(items, size);
    QVERIFY2(problems.isEmpty(), qPrintable(id + QStringLiteral(": ") + problems.join(u'\n')));
    const QString texts = joined(items);
    QVERIFY2(texts.contains(ChartLayout::fullTitle(view->chart())),
        qPrintable(QStringLiteral("no title in: ") + texts));
    for (const QString& device : { QStringLiteral("H100"), QStringLiteral("TPU v5p") })
        QVERIFY2(texts.contains(device),
            qPrintable(QStringLiteral("%1 not named in: %2").arg(device, texts)));

    // The view is laid out at its own size again.
    QCOMPARE(view->chart()->size(), shown);
    QCOMPARE(describe(view->chart()->plotArea()), plotBefore);
    putBack(view);
}

void TestChartExport::smallExportKeepsTextsApart_data()
{
    exportsAtRequestedSize_data();
}

void TestChartExport::smallExportKeepsTextsApart()
{
    QFETCH(QString, id);
    QChartView* view = showAlone(id, QSize(1200, 900));
    QVERIFY(view);
    const QSize size(800, 500);
    const QImage image = ChartExport::image(view, size, 2);
    QCOMPARE(image.size(), QSize(1600, 1000));
    grabFor(image, id);
    const QStringList problems = textProblems(ChartExport::textItems(view, size), size);
    QVERIFY2(problems.isEmpty(), qPrintable(id + QStringLiteral(": ") + problems.join(u'\n')));
    putBack(view);
}

void TestChartExport::writesEveryFormat()
{
    QChartView* view = m_panel->chart(ChartId::StepTime);
    const QString png = m_dir.filePath(QStringLiteral("step.png"));
    const QString svg = m_dir.filePath(QStringLiteral("step.svg"));
    const QString pdf = m_dir.filePath(QStringLiteral("step.pdf"));
    QCOMPARE(ChartExport::save(view, png), QString());
    QCOMPARE(QImage(png).size(), QSize(3200, 2000));
    QCOMPARE(ChartExport::save(view, png, QSize(800, 500), 1.5), QString());
    QCOMPARE(QImage(png).size(), QSize(1200, 750));
    QCOMPARE(ChartExport::save(view, svg), QString());
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray svgText = svgFile.readAll();
    QVERIFY(svgText.contains("viewBox=\"0 0 1600 1000\""));
    QVERIFY(svgText.contains("Step time"));
    QCOMPARE(ChartExport::save(view, pdf), QString());
    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    QVERIFY(pdfFile.readAll().startsWith("%PDF"));
}

void TestChartExport::refusesUnknownSuffix()
{
    QChartView* view = m_panel->chart(ChartId::StepTime);
    const QString bmp = m_dir.filePath(QStringLiteral("step.bmp"));
    const QString problem = ChartExport::save(view, bmp);
    QVERIFY2(problem.contains(QLatin1String(".png")), qPrintable(problem));
    QVERIFY(!QFile::exists(bmp));
}

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
