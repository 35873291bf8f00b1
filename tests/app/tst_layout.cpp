// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

// The window laid out at the sizes, scales and languages people have (issue 19, "Layout at
// every size"): every tab at 1280×720 to 2560×1440, in English, French and German, and once
// rendered at a device pixel ratio of 2. It fails on any chart text Qt Charts cut to "...",
// two chart texts on top of each other, a chart text outside its chart, any text below 9 pt,
// a label whose text does not fit it and a control squeezed below its minimum size.

#include "accuracydialog.h"
#include "charts/chartlayout.h"
#include "charts/columnchart.h"
#include "charts/devicelabel.h"
#include "localization.h"
#include "mainwindow.h"
#include "models/workspacedocument.h"
#include "panels/accuracypanel.h"
#include "panels/chartgrid.h"
#include "panels/presenterconsole.h"
#include "panels/questionpanel.h"
#include "panels/resultspanel.h"
#include "panels/startpanel.h"
#include "panels/toureditor.h"
#include "panels/workspacecontroller.h"
#include "presentationcontroller.h"
#include "presenterconsolecontroller.h"
#include "session/tour.h"
#include "testmatrix.h"
#include "toureditorcontroller.h"
#include "tourplayer.h"
#include "workload/workloadpresets.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <memory>

using ts::MainWindow;

namespace {

const char* const kTabs[]
    = { "startPanel", "resultsPanel", "claimsPanel", "systolicView", "simtView", "sideBySideView" };

// For looking at: TST_LAYOUT_GRAB=DIR saves each checked window state as DIR/TAG.png.
void grabFor(QWidget& window, const QString& what)
{
    const QString folder = qEnvironmentVariable("TST_LAYOUT_GRAB");
    if (folder.isEmpty())
        return;
    QString tag = QString::fromLatin1(QTest::currentDataTag()) + QLatin1Char('-') + what;
    tag.replace(QLatin1Char(' '), QLatin1Char('-'));
    window.grab().save(folder + QLatin1Char('/') + tag + QStringLiteral(".png"));
}

void settle()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

QString describe(const QRectF& r)
{
    return QStringLiteral("(%1,%2 %3x%4)")
        .arg(r.x(), 0, 'f', 0)
        .arg(r.y(), 0, 'f', 0)
        .arg(r.width(), 0, 'f', 0)
        .arg(r.height(), 0, 'f', 0);
}

QString widgetName(const QWidget* widget)
{
    QStringList path;
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        if (!w->objectName().isEmpty()) {
            path.prepend(w->objectName());
            if (path.size() == 2)
                break;
        }
    }
    return QStringLiteral("%1 %2").arg(
        QString::fromLatin1(widget->metaObject()->className()), path.join(QLatin1Char('/')));
}

// "8.81e+06", "1e-05": a number printed for machines, not people (issue 19); not a name such
// as "v5e-8".
const QRegularExpression kExponent(QStringLiteral("(?<![\\w.])\\d+(\\.\\d+)?e[+-]\\d+"));

bool tooSmall(const QFont& font)
{
    return font.pointSizeF() > 0 && font.pointSizeF() < 9 - 1e-6;
}

// Every chart text whole, inside its chart, apart from the others and at least 9 pt.
void checkCharts(const QWidget* root, bool checkFontSize, QStringList& problems)
{
    const auto views = root->findChildren<QChartView*>();
    for (const QChartView* view : views) {
        if (!view->isVisible())
            continue;
        const QString chart = view->objectName();
        const QList<ts::ChartTextItem> items = ts::ChartLayout::textItems(view);
        const QRectF bounds = QRectF(view->rect()).adjusted(-1, -1, 1, 1);
        for (int i = 0; i < items.size(); ++i) {
            const ts::ChartTextItem& a = items[i];
            if (a.elided)
                problems << QStringLiteral("%1: '%2' is cut short").arg(chart, a.text);
            if (kExponent.match(a.text).hasMatch())
                problems << QStringLiteral("%1: '%2' is printed for machines").arg(chart, a.text);
            if (checkFontSize && tooSmall(a.font))
                problems << QStringLiteral("%1: '%2' is %3 pt")
                                .arg(chart, a.text)
                                .arg(a.font.pointSizeF());
            if (!bounds.contains(a.rect))
                problems << QStringLiteral("%1: '%2' %3 runs out of the chart %4")
                                .arg(chart, a.text, describe(a.rect), describe(bounds));
            for (int j = 0; j < i; ++j) {
                const QRectF overlap = a.rect.intersected(items[j].rect);
                if (overlap.width() > 1 && overlap.height() > 1)
                    problems << QStringLiteral("%1: '%2' %3 overlaps '%4' %5")
                                    .arg(chart, a.text, describe(a.rect), items[j].text,
                                        describe(items[j].rect));
            }
        }
    }
}

// A column's value label sits above its bar's top and its error bar's top, never across them.
void checkValueLabels(const QWidget* root, QStringList& problems)
{
    const auto charts = root->findChildren<ts::ColumnChart*>();
    for (const ts::ColumnChart* chart : charts) {
        if (!chart->isVisible())
            continue;
        for (int c = 0; c < chart->columns().size(); ++c) {
            const QRectF box = chart->valueLabelBox(c);
            if (box.isEmpty())
                continue;
            const ts::ChartColumn& column = chart->columns()[c];
            double top = 0;
            for (double v : column.segments)
                top += std::max(0.0, v);
            if (column.hasBand())
                top = std::max(top, column.bandHigh);
            // The series hold values in the axis's unit (thousands, millions, ...).
            const QPointF peak = chart->chart()->mapToPosition(
                QPointF(c + 0.5, top / chart->valueScale()), chart->segmentSeries(c, 0));
            if (box.bottom() > peak.y() + 0.5)
                problems << QStringLiteral("%1: value label '%2' (bottom %3) runs into its bar or "
                                           "error bar (top %4)")
                                .arg(chart->objectName(), chart->valueLabels().value(c))
                                .arg(box.bottom())
                                .arg(peak.y());
        }
    }
}

// Labels show their whole text; controls keep their minimum size; no text below 9 pt.
void checkWidgets(const QWidget* root, bool checkFontSize, QStringList& problems)
{
    const auto widgets = root->findChildren<QWidget*>();
    for (const QWidget* w : widgets) {
        // Qt's own parts of a widget (a spin box's line edit, a dock's title buttons) are
        // sized by their owner's style.
        if (!w->isVisible() || w->width() <= 0 || w->objectName().startsWith(QLatin1String("qt_")))
            continue;
        const bool control = qobject_cast<const QAbstractSpinBox*>(w)
            || qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractButton*>(w)
            || qobject_cast<const QLineEdit*>(w) || qobject_cast<const QSlider*>(w);
        const auto* label = qobject_cast<const QLabel*>(w);
        const bool text = control || (label && !label->text().isEmpty());
        if (text && checkFontSize && tooSmall(w->font()))
            problems
                << QStringLiteral("%1 is %2 pt").arg(widgetName(w)).arg(w->font().pointSizeF());
        if (control) {
            const QSize minimum = w->minimumSizeHint();
            if (w->width() < minimum.width() || w->height() < minimum.height())
                problems << QStringLiteral("%1 is %2x%3, needs %4x%5")
                                .arg(widgetName(w))
                                .arg(w->width())
                                .arg(w->height())
                                .arg(minimum.width())
                                .arg(minimum.height());
        }
        // A wrapped label needs the height its text takes at its width.
        if (label && !label->text().isEmpty() && label->wordWrap()
            && label->height() + 1 < label->heightForWidth(label->width()))
            problems << QStringLiteral("%1: '%2' needs %3 px high, has %4")
                            .arg(widgetName(w), label->text().left(40))
                            .arg(label->heightForWidth(label->width()))
                            .arg(label->height());
        if (label && !label->text().isEmpty() && !label->wordWrap()
            && (label->textFormat() == Qt::PlainText
                || (label->textFormat() == Qt::AutoText && !Qt::mightBeRichText(label->text())))) {
            const QFontMetrics metrics(label->font());
            int width = 0;
            const QStringList lines = label->text().split(QLatin1Char('\n'));
            for (const QString& line : lines)
                width = std::max(
                    width, metrics.horizontalAdvance(QString(line).remove(QLatin1Char('&'))));
            if (width > label->contentsRect().width() + 1)
                problems << QStringLiteral("%1: '%2' needs %3 px, has %4")
                                .arg(widgetName(w), label->text())
                                .arg(width)
                                .arg(label->contentsRect().width());
        }
    }
}

// A scrolling text view (the verdict) ends at a line's bottom: no half line at its edge.
void checkTextViews(const QWidget* root, QStringList& problems)
{
    const auto views = root->findChildren<QTextBrowser*>(QStringLiteral("verdictView"));
    for (const QTextBrowser* view : views) {
        QTextDocument* document = view->document();
        if (!view->isVisible() || document->isEmpty())
            continue;
        const int shown = view->viewport()->height();
        if (shown + 1 >= document->size().height())
            continue;
        bool whole = false;
        QAbstractTextDocumentLayout* layout = document->documentLayout();
        for (QTextBlock block = document->begin(); block.isValid() && !whole;
             block = block.next()) {
            const double top = layout->blockBoundingRect(block).top();
            for (int i = 0; block.layout() && i < block.layout()->lineCount(); ++i) {
                const QTextLine line = block.layout()->lineAt(i);
                if (std::abs(top + line.y() + line.height() - shown) <= 1.0)
                    whole = true;
            }
        }
        if (!whole)
            problems << QStringLiteral("%1 is %2 px high, not a whole number of lines")
                            .arg(widgetName(view))
                            .arg(shown);
    }
}

// Every check of a window state: chart texts, value labels, widgets and scrolling text views.
// The Devices dock's table: every header whole, and every word of every device name on a line
// of its own at most (a word wider than the name column is cut to "…"; issue 33: the memory
// column's "GiB" header squeezed "Instinct" and "(per" out).
void checkDeviceTable(const QWidget* root, QStringList& problems)
{
    const auto* table = root->findChild<const QTableView*>(QStringLiteral("deviceTable"));
    if (!table || !table->isVisible())
        return;
    const QHeaderView* header = table->horizontalHeader();
    const QAbstractItemModel* model = table->model();
    QStyle* style = table->style();
    const int headerMargin = style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const QFontMetrics headerMetrics(header->font());
    for (int c = 0; c < model->columnCount(); ++c) {
        if (header->isSectionHidden(c))
            continue;
        const QString text = model->headerData(c, Qt::Horizontal).toString();
        const int needs = headerMetrics.horizontalAdvance(text) + 2 * headerMargin;
        if (needs > header->sectionSize(c))
            problems << QStringLiteral("device table header '%1' needs %2 px, has %3")
                            .arg(text)
                            .arg(needs)
                            .arg(header->sectionSize(c));
    }
    // The name cell as QCommonStyle lays it out: a check box with a margin each side, then the
    // text with a margin each side.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    const int check = style->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, table) + 2 * margin;
    const QFontMetrics metrics(table->font());
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex index = model->index(r, 0);
        const QString name = index.data().toString();
        const int room = table->columnWidth(0)
            - (index.data(Qt::CheckStateRole).isValid() ? check : 0) - 2 * margin;
        for (const QString& word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (metrics.horizontalAdvance(word) > room)
                problems << QStringLiteral("device name '%1': '%2' needs %3 px, has %4")
                                .arg(name, word)
                                .arg(metrics.horizontalAdvance(word))
                                .arg(room);
        }
    }
}

void checkWindow(const QWidget* root, bool checkFontSize, QStringList& problems)
{
    checkDeviceTable(root, problems);
    checkCharts(root, checkFontSize, problems);
    checkValueLabels(root, problems);
    checkWidgets(root, checkFontSize, problems);
    checkTextViews(root, problems);
}

// Test rows of each language at each window size, tagged "fr 1280x720".
void addLanguageSizeRows(const QStringList& languages, const QList<QSize>& sizes)
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const auto& [language, size] : testmatrix::pairs(languages, sizes)) {
        const QString tag
            = QStringLiteral("%1 %2x%3").arg(language).arg(size.width()).arg(size.height());
        QTest::newRow(qPrintable(tag)) << language << size;
    }
}

const QString kQuestionTour = QStringLiteral(":/tours/guess-the-winner.json");

const QStringList kCheckedLanguages
    = { QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("de") };

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyTabFits_data();
    void everyTabFits();
    void deviceTableFitsSorted_data();
    void deviceTableFitsSorted();
    void jobWorkspaceFits_data();
    void jobWorkspaceFits();
    void deviceNamesShortenByRule_data();
    void deviceNamesShortenByRule();
    void shortNamesStayApart();
    void manyDevicesStayReadable_data();
    void manyDevicesStayReadable();
    void ownWorkspacePresentsInPages_data();
    void ownWorkspacePresentsInPages();
    void everyTourSceneFits_data();
    void everyTourSceneFits();
    void questionTourPlaysByKeyboard_data();
    void questionTourPlaysByKeyboard();
    void accuracyDialogFits_data();
    void accuracyDialogFits();
    void startCardsInSightOnFirstRun_data();
    void startCardsInSightOnFirstRun();
    void presenterConsoleFits_data();
    void presenterConsoleFits();
    void tourEditorFits_data();
    void tourEditorFits();

private:
    MainWindow& window(const QString& language);

    std::unique_ptr<MainWindow> m_window;
    QString m_language;
};

void TestLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLayout::cleanupTestCase()
{
    m_window.reset();
    ts::installTranslations(*qApp, QLocale(QStringLiteral("en")));
}

MainWindow& TestLayout::window(const QString& language)
{
    // One window per language, made after its translation is installed, as at a start.
    if (!m_window || language != m_language) {
        m_window.reset();
        ts::installTranslations(*qApp, QLocale(language));
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        m_language = language;
    }
    return *m_window;
}

void TestLayout::everyTabFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("scale");
    // Each size at 1x, and a 2560×1440 screen at 200 %: the layout of 1280×720, painted at
    // twice the pixels.
    const QList<std::pair<QSize, double>> settings { { QSize(1280, 720), 1.0 },
        { QSize(1280, 800), 1.0 }, { QSize(1366, 768), 1.0 }, { QSize(1920, 1080), 1.0 },
        { QSize(2560, 1440), 1.0 }, { QSize(1280, 720), 2.0 } };
    for (const auto& [language, setting] : testmatrix::pairs(kCheckedLanguages, settings)) {
        const auto& [size, scale] = setting;
        const QString tag = QStringLiteral("%1 %2x%3%4")
                                .arg(language)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(scale > 1.0 ? QStringLiteral(" at 2x") : QString());
        QTest::newRow(qPrintable(tag)) << language << size << scale;
    }
}

void TestLayout::everyTabFits()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(double, scale);
    MainWindow& w = window(language);
    w.resize(size);
    settle();
    QCOMPARE(w.size(), size);
    QStringList problems;
    for (const char* name : kTabs) {
        QWidget* tab = w.tabs()->findChild<QWidget*>(QLatin1String(name));
        QVERIFY(tab);
        w.tabs()->setCurrentWidget(tab);
        settle();
        auto check = [&](const QString& where) {
            if (scale != 1) {
                // Painting at another pixel ratio must leave the layout as it is.
                QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
                image.setDevicePixelRatio(scale);
                QPainter painter(&image);
                w.render(&painter);
            }
            QStringList found;
            // A tab whose minimum width is more than the screen's widens the window.
            if (w.size() != size)
                found << QStringLiteral("the window grew to %1x%2").arg(w.width()).arg(w.height());
            checkWindow(&w, scale == 1, found);
            for (const QString& problem : std::as_const(found))
                problems << QStringLiteral("%1: %2").arg(where, problem);
        };
        if (auto* results = qobject_cast<ts::ResultsPanel*>(tab)) {
            results->updateVerdict(); // not 100 ms later
            settle();
        }
        check(QLatin1String(name));
        grabFor(w, QLatin1String(name));
        if (auto* results = qobject_cast<ts::ResultsPanel*>(tab)) {
            // The chip-count curves share a cell with the batch curve, behind a tab.
            auto* scaling = results->findChild<QTabWidget*>(QStringLiteral("scalingTabs"));
            QVERIFY(scaling);
            scaling->setCurrentIndex(1);
            QElapsedTimer waited;
            waited.start();
            while (w.workspaceController()->isChipScalingPending() && waited.elapsed() < 20000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            settle();
            check(QStringLiteral("%1 (vs chips)").arg(QLatin1String(name)));
            scaling->setCurrentIndex(0);
            settle();
        }
    }
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::deviceTableFitsSorted_data()
{
    addLanguageSizeRows(
        { QStringLiteral("en"), QStringLiteral("de") }, { QSize(1280, 800), QSize(1920, 1080) });
}

void TestLayout::deviceTableFitsSorted()
{
    // Sorted by any column (a sorted header also holds the sort arrow), the Devices dock keeps
    // its headers and the device names whole: "GiB", "TFLOP/s" and the names share a dock.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    MainWindow& w = window(language);
    w.resize(size);
    settle();
    auto* table = w.findChild<QTableView*>(QStringLiteral("deviceTable"));
    QVERIFY(table && table->isVisible());
    QStringList problems;
    for (int c = 0; c < table->model()->columnCount(); ++c) {
        if (table->isColumnHidden(c))
            continue;
        table->sortByColumn(c, Qt::DescendingOrder);
        settle();
        QStringList found;
        checkDeviceTable(&w, found);
        for (const QString& problem : std::as_const(found))
            problems << QStringLiteral("sorted by column %1: %2").arg(c).arg(problem);
    }
    table->sortByColumn(-1, Qt::AscendingOrder);
    settle();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::jobWorkspaceFits_data()
{
    addLanguageSizeRows(kCheckedLanguages, { QSize(1280, 800), QSize(1920, 1080) });
}

void TestLayout::jobWorkspaceFits()
{
    // A whole job (issue 20): the job's figures, its three table columns, the verdict and the
    // efficiency charts at the sizes people have, in three languages.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    MainWindow& w = window(language);
    w.resize(size);
    ts::Workspace job;
    job.presetId = QStringLiteral("llama-3-70b");
    job.workload = *ts::WorkloadPresets::load(job.presetId).spec;
    job.workload.run.globalBatch = 1024;
    job.workload.run.microBatch = 1;
    job.deviceIds = { QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p") };
    job.job.chips = 1024;
    job.job.tokens = 15e12;
    w.document()->reset(job);
    w.workspaceController()->recomputeNow();
    w.tabs()->setCurrentWidget(w.resultsPanel());
    settle();
    QVERIFY(w.workspaceController()->comparison().showsJob());
    QStringList found;
    checkWindow(&w, true, found);
    grabFor(w, QStringLiteral("job"));
    w.document()->reset(ts::Workspace::defaultWorkspace());
    w.workspaceController()->recomputeNow();
    settle();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void TestLayout::ownWorkspacePresentsInPages_data()
{
    addLanguageSizeRows(kCheckedLanguages, { QSize(1280, 720), QSize(1920, 1080) });
}

void TestLayout::ownWorkspacePresentsInPages()
{
    // Issue 19: F5 on one's own workspace (no tour) scrolled ten charts off a projector. Each
    // page holds the charts that fit without scrolling, every chart is on one page, the
    // verdict and the table come last, and Page Down/Up turn the pages.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    MainWindow& w = window(language);
    w.resize(size);
    w.tabs()->setCurrentWidget(w.resultsPanel());
    settle();
    ts::PresentationController* presentation = w.presentation();
    presentation->enter(false);
    settle();
    QCOMPARE(w.size(), size);
    ts::ResultsPanel* results = w.resultsPanel();
    const int pages = presentation->pageCount();
    QVERIFY(pages >= 2);
    QStringList seen;
    QStringList problems;
    for (int page = 0; page < pages; ++page) {
        QCOMPARE(presentation->page(), page);
        QVERIFY(results->pageLabel()->isVisible());
        QVERIFY2(results->pageLabel()->text().startsWith(
                     QStringLiteral("%1 / %2").arg(page + 1).arg(pages)),
            qPrintable(results->pageLabel()->text()));
        const bool tablePage = page == pages - 1;
        QCOMPARE(results->table()->isVisible(), tablePage);
        QCOMPARE(results->chartGrid()->isVisible(), !tablePage);
        if (!tablePage) {
            QVERIFY2(!results->chartGrid()->scrolls(), qPrintable(QString::number(page)));
            for (QChartView* chart : results->charts()) {
                if (chart->isVisibleTo(results))
                    seen.append(chart->objectName());
            }
        } else {
            results->updateVerdict();
            settle();
            QVERIFY(results->verdictView()->isVisible());
        }
        QStringList found;
        checkWindow(&w, true, found);
        for (const QString& problem : std::as_const(found))
            problems << QStringLiteral("page %1: %2").arg(page + 1).arg(problem);
        grabFor(w, QStringLiteral("page-%1").arg(page + 1));
        QTest::keyClick(&w, Qt::Key_PageDown);
        settle();
    }
    QCOMPARE(presentation->page(), pages - 1); // the last page stays
    QTest::keyClick(&w, Qt::Key_PageUp);
    settle();
    QCOMPARE(presentation->page(), pages - 2);
    QVERIFY(!results->table()->isVisible());
    presentation->leave();
    settle();
    QVERIFY(!results->pageLabel()->isVisible());
    QVERIFY(results->table()->isVisible());
    // The scaling tab shows one of its two charts at a time.
    seen.removeDuplicates();
    QCOMPARE(seen.size(), results->charts().size() - 1);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::everyTourSceneFits_data()
{
    addLanguageSizeRows(kCheckedLanguages, { QSize(1280, 720), QSize(1920, 1080) });
}

void TestLayout::everyTourSceneFits()
{
    // Issue 19: every scene of every shipped tour, presented at projector sizes, passes the
    // same checks as the tabs: no text cut or overlapping in a chart, no exponent, no label
    // short of its text, no control below its minimum size, no text below 9 pt.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    MainWindow& w = window(language);
    w.resize(size);
    settle();
    QStringList problems;
    int scenes = 0;
    for (const QString& path : ts::TourFile::builtinPaths()) {
        // The question tour has its own test, played by keyboard in all five languages.
        if (path == kQuestionTour)
            continue;
        QString error;
        QVERIFY2(w.tourPlayer()->open(path, &error), qPrintable(error));
        w.presentation()->enter(false);
        for (int i = 0; i < w.tourPlayer()->tour().scenes.size(); ++i) {
            w.tourPlayer()->showScene(i);
            w.workspaceController()->recomputeNow();
            w.resultsPanel()->updateVerdict();
            // The chip-count curves come from a worker thread (slow under the sanitizers): the
            // chart is checked with them, as the audience sees it.
            QElapsedTimer waited;
            waited.start();
            while (w.workspaceController()->isChipScalingPending() && waited.elapsed() < 20000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
            settle();
            if (w.size() != size) {
                problems << QStringLiteral("%1 scene %2: the window grew to %3x%4")
                                .arg(QFileInfo(path).baseName())
                                .arg(i + 1)
                                .arg(w.width())
                                .arg(w.height());
                w.resize(size);
                settle();
            }
            QStringList found;
            checkWindow(&w, true, found);
            for (const QString& problem : std::as_const(found))
                problems << QStringLiteral("%1 scene %2: %3")
                                .arg(QFileInfo(path).baseName())
                                .arg(i + 1)
                                .arg(problem);
            grabFor(w, QStringLiteral("%1-%2").arg(QFileInfo(path).baseName()).arg(i + 1));
            ++scenes;
        }
        w.presentation()->leave();
        settle();
    }
    // The next test gets a window without a tour.
    m_window.reset();
    m_language.clear();
    QVERIFY(scenes >= 10);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::questionTourPlaysByKeyboard_data()
{
    addLanguageSizeRows(
        ts::io::LocalizedText::languages(), { QSize(1280, 720), QSize(1920, 1080) });
}

void TestLayout::questionTourPlaysByKeyboard()
{
    // Issue 36 item 1: "Guess the winner" presented by keyboard, each question before and after
    // its reveal, with the checks above, and its choices and figures inside the panel. One row
    // per size and language plays the whole tour.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    MainWindow& w = window(language);
    w.resize(size);
    settle();
    QString error;
    QVERIFY2(w.tourPlayer()->open(kQuestionTour, &error), qPrintable(error));
    w.presentation()->enter(false);
    ts::QuestionPanel* panel = w.tourPlayer()->questionPanel();
    QStringList problems;
    // The whole window as the question is asked; after the reveal only the question panel has
    // changed, so only it is checked again (the charts' checks are most of the time).
    const auto check = [&](int scene, const QString& state, bool wholeWindow) {
        settle();
        QStringList found;
        if (wholeWindow)
            checkWindow(&w, true, found);
        else
            checkWidgets(panel, true, found);
        for (QLabel* label : panel->findChildren<QLabel*>()) {
            if (!label->isVisible() || label->text().isEmpty())
                continue;
            const QRect inPanel(label->mapTo(panel, QPoint(0, 0)), label->size());
            if (!panel->rect().contains(inPanel))
                found << QStringLiteral("'%1' at %2 outside the question panel %3x%4")
                             .arg(label->text().left(40), describe(inPanel))
                             .arg(panel->width())
                             .arg(panel->height());
        }
        if (w.size() != size)
            found << QStringLiteral("the window grew to %1x%2").arg(w.width()).arg(w.height());
        for (const QString& problem : std::as_const(found))
            problems << QStringLiteral("scene %1 %2: %3").arg(scene).arg(state, problem);
        grabFor(w, QStringLiteral("question-%1-%2").arg(scene).arg(state));
    };
    const int scenes = int(w.tourPlayer()->tour().scenes.size());
    int questions = 0;
    for (int i = 0; i < scenes; ++i) {
        QCOMPARE(w.tourPlayer()->sceneIndex(), i);
        if (!w.tourPlayer()->showsQuestion()) {
            check(i + 1, QStringLiteral("scene"), true);
            QTest::keyClick(&w, Qt::Key_PageDown);
            continue;
        }
        ++questions;
        check(i + 1, QStringLiteral("asked"), true);
        QTest::keyClick(&w, Qt::Key_1);
        QTest::keyClick(&w, Qt::Key_2);
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(panel->isRevealed());
        check(i + 1, QStringLiteral("revealed"), false);
        QTest::keyClick(&w, Qt::Key_Space);
    }
    QVERIFY(questions >= 8);
    w.presentation()->leave();
    // The next test gets a window without a tour.
    m_window.reset();
    m_language.clear();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::accuracyDialogFits_data()
{
    addLanguageSizeRows(kCheckedLanguages, { QSize(1280, 800) });
}

void TestLayout::accuracyDialogFits()
{
    // Help › Accuracy (issue 32 items 8 and 9) as it opens on a 1280×800 screen and maximized
    // there: both tables, the plot, and a user's measurements with their status line.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    MainWindow& w = window(language);
    ts::AccuracyDialog dialog(&w);
    dialog.show();
    settle();
    QVERIFY(dialog.width() <= size.width() && dialog.height() <= size.height());
    QStringList problems;
    auto check = [&](const QString& what) {
        settle();
        QStringList found;
        checkWindow(&dialog, true, found);
        for (const QString& problem : std::as_const(found))
            problems << QStringLiteral("%1: %2").arg(what, problem);
        grabFor(dialog, what);
    };
    ts::AccuracyPanel* panel = dialog.panel();
    check(QStringLiteral("accuracy"));
    QVERIFY(panel->loadMeasurements(
        QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/measurements/mine.csv")));
    check(QStringLiteral("accuracy-yours"));
    panel->tables()->setCurrentIndex(1);
    check(QStringLiteral("accuracy-families"));
    dialog.resize(size);
    panel->tables()->setCurrentIndex(0);
    check(QStringLiteral("accuracy-maximized"));
    QVERIFY(!panel->loadMeasurements(
        QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/measurements/bad.csv")));
    check(QStringLiteral("accuracy-error"));
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::startCardsInSightOnFirstRun_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("presenting");
    QTest::addColumn<bool>("roomy");
    struct Screen
    {
        QSize size;
        bool presenting = false;
        bool roomy = false;
    };
    const QList<Screen> screens {
        { QSize(1280, 800), false, false }, // the first-run size
        { QSize(1366, 768), false, false }, { QSize(1920, 1080), false, true },
        { QSize(1280, 720), true, true }, // a projector, no docks
    };
    for (const auto& [language, screen] : testmatrix::pairs(kCheckedLanguages, screens)) {
        const QString tag = QStringLiteral("%1 %2x%3%4")
                                .arg(language)
                                .arg(screen.size.width())
                                .arg(screen.size.height())
                                .arg(screen.presenting ? QStringLiteral(" presenting") : QString());
        QTest::newRow(qPrintable(tag))
            << language << screen.size << screen.presenting << screen.roomy;
    }
}

void TestLayout::startCardsInSightOnFirstRun()
{
    // Issue 36: at the first-run 1280×800 the docks below the Start page cut its four cards in
    // half, and a newcomer's first screen looked broken. On a first run (no saved window
    // state) every card lies whole inside the page's viewport, with nothing to scroll; where
    // there is room (1920×1080, a projector) the page keeps its large header.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(bool, presenting);
    QFETCH(bool, roomy);
    // A new window, as at a first start: no state left by the tests before.
    m_window.reset();
    m_language.clear();
    MainWindow& w = window(language);
    w.resize(size);
    auto* start = w.tabs()->findChild<ts::StartPanel*>(QStringLiteral("startPanel"));
    QVERIFY(start);
    w.tabs()->setCurrentWidget(start);
    settle();
    if (presenting) {
        w.presentation()->enter(false);
        settle();
    }
    QCOMPARE(w.size(), size);
    const QScrollArea* scroll = start->scrollArea();
    QVERIFY(scroll);
    const QWidget* viewport = scroll->viewport();
    QStringList problems;
    for (auto card : { ts::StartPanel::Card::Workload, ts::StartPanel::Card::Devices,
             ts::StartPanel::Card::Tour, ts::StartPanel::Card::Claims }) {
        const QWidget* c = start->card(card);
        const QRect inViewport(c->mapTo(viewport, QPoint(0, 0)), c->size());
        if (!c->isVisible() || !viewport->rect().contains(inViewport))
            problems << QStringLiteral("%1 %2 is not inside the viewport %3")
                            .arg(c->objectName(), describe(inViewport), describe(viewport->rect()));
    }
    if (scroll->verticalScrollBar()->maximum() > 0)
        problems << QStringLiteral("the page scrolls by %1 px")
                        .arg(scroll->verticalScrollBar()->maximum());
    checkWidgets(start, true, problems);
    grabFor(w, QStringLiteral("start"));
    QCOMPARE(start->isCompact(), !roomy);
    if (presenting)
        w.presentation()->leave();
    m_window.reset();
    m_language.clear();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::deviceNamesShortenByRule_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("forms");
    auto row = [](const char* name, std::initializer_list<const char*> forms) {
        QStringList list;
        for (const char* form : forms)
            list.append(QString::fromUtf8(form));
        QTest::newRow(name) << QString::fromUtf8(name) << list;
    };
    row("H100 SXM5 80GB", { "H100 SXM5 80GB", "H100 SXM5", "H100" });
    row("B200 (HGX/DGX)", { "B200 (HGX/DGX)", "B200" });
    row("GB200 (per Blackwell GPU)", { "GB200 (per Blackwell GPU)", "GB200" });
    row("GeForce RTX 4090", { "GeForce RTX 4090", "RTX 4090" });
    row("Instinct MI300X", { "Instinct MI300X", "MI300X" });
    row("TPU v5p", { "TPU v5p" });
    row("TPU v6e (Trillium)", { "TPU v6e (Trillium)", "TPU v6e" });
    row("Gaudi 3 (HL-325L OAM)", { "Gaudi 3 (HL-325L OAM)", "Gaudi 3" });
    row("Trainium (Trn1)", { "Trainium (Trn1)", "Trainium" });
    row("T4", { "T4" });
}

void TestLayout::deviceNamesShortenByRule()
{
    QFETCH(QString, name);
    QFETCH(QStringList, forms);
    QCOMPARE(ts::DeviceLabel::forms(name), forms);
}

void TestLayout::shortNamesStayApart()
{
    // Too narrow for any long form: each name takes its shortest, and devices that would then
    // read alike get back the word their names differ in.
    const QStringList names { QStringLiteral("H100 SXM5 80GB"), QStringLiteral("H100 PCIe 80GB"),
        QStringLiteral("A100 SXM4 40GB"), QStringLiteral("A100 SXM4 80GB"),
        QStringLiteral("TPU v5p"), QStringLiteral("Instinct MI300X") };
    const QStringList expected { QStringLiteral("H100 SXM5"), QStringLiteral("H100 PCIe"),
        QStringLiteral("A100 40GB"), QStringLiteral("A100 80GB"), QStringLiteral("TPU v5p"),
        QStringLiteral("MI300X") };
    QCOMPARE(ts::DeviceLabel::fit(names, QApplication::font(), 10, true), expected);
    // Wide enough: the whole names.
    QCOMPARE(ts::DeviceLabel::fit(names, QApplication::font(), 1000, false), names);
}

void TestLayout::manyDevicesStayReadable_data()
{
    addLanguageSizeRows(
        { QStringLiteral("en"), QStringLiteral("de") }, { QSize(1280, 800), QSize(1920, 1080) });
}

void TestLayout::manyDevicesStayReadable()
{
    // Eight devices, two pairs of which differ only in form factor or memory: names shorten
    // and stay apart, value labels that do not fit their column are left to the tooltip.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    MainWindow& w = window(language);
    w.resize(size);
    const QStringList devices { QStringLiteral("h100-sxm"), QStringLiteral("h100-pcie"),
        QStringLiteral("a100-sxm4-40gb"), QStringLiteral("a100-sxm4-80gb"),
        QStringLiteral("mi300x"), QStringLiteral("tpu-v5p"), QStringLiteral("tpu-v5e"),
        QStringLiteral("gaudi3") };
    w.document()->setDeviceIds(devices);
    w.workspaceController()->recomputeNow();
    w.tabs()->setCurrentWidget(w.resultsPanel());
    settle();
    QCOMPARE(w.resultsPanel()->stepTimeChart()->columns().size(), devices.size());
    grabFor(w, QStringLiteral("eight-devices"));
    QStringList problems;
    checkCharts(&w, true, problems);
    checkValueLabels(&w, problems);
    const QStringList labels = w.resultsPanel()->stepTimeChart()->categoryLabels();
    for (int i = 0; i < labels.size(); ++i) {
        for (int j = 0; j < i; ++j) {
            if (labels[i].trimmed() == labels[j].trimmed())
                problems << QStringLiteral("two columns read '%1'").arg(labels[i]);
        }
    }
    w.document()->setDeviceIds(ts::Workspace::defaultWorkspace().deviceIds);
    w.workspaceController()->recomputeNow();
    settle();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::presenterConsoleFits_data()
{
    addLanguageSizeRows(
        { QStringLiteral("en"), QStringLiteral("de") }, { QSize(1280, 800), QSize(1920, 1080) });
}

// Issue 36 item 3: the presenter console at a laptop's sizes in English and German, through a
// tour with notes: nothing squeezed or cut, no text below 9 pt, the notes whole.
void TestLayout::presenterConsoleFits()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    MainWindow& main = window(language);
    QVERIFY(main.tourPlayer()->open(QStringLiteral(":/tours/llm-decode-roofline.json")));
    main.presenterConsole()->open();
    ts::PresenterConsole* console = main.presenterConsole()->console();
    QVERIFY(console);
    console->resize(size);
    settle();
    QCOMPARE(console->size(), size);
    QTRY_VERIFY_WITH_TIMEOUT(!console->nextPictureLabel()->pixmap().isNull(), 30000);
    const int scenes = int(main.tourPlayer()->tour().scenes.size());
    for (int scene = 0; scene < scenes; ++scene) {
        main.tourPlayer()->showScene(scene);
        settle();
        QStringList problems;
        checkWindow(console, true, problems);
        if (console->notesView()->verticalScrollBar()->isVisible())
            problems << QStringLiteral("scene %1: the notes scroll").arg(scene + 1);
        grabFor(*console, QStringLiteral("console-%1").arg(scene + 1));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
    main.presenterConsole()->close();
}

void TestLayout::tourEditorFits_data()
{
    addLanguageSizeRows(
        { QStringLiteral("en"), QStringLiteral("de") }, { QSize(1280, 800), QSize(1920, 1080) });
}

// Issue 36 item 5: the tour editor's dock at a laptop's and a desktop's size, in English and
// German, on a question scene (every field shown) in each language of its texts: nothing
// squeezed or cut, no text below 9 pt, and the window keeps its size.
void TestLayout::tourEditorFits()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    MainWindow& main = window(language);
    main.resize(size);
    ts::TourEditorController* controller = main.tourEditor();
    controller->setThumbnailsEnabled(false);
    QVERIFY(main.tourPlayer()->open(kQuestionTour));
    controller->openEditor();
    ts::TourEditor* editor = controller->editor();
    QVERIFY(editor && editor->tour().scenes.size() > 1);
    editor->setCurrentScene(1);
    QVERIFY(editor->tour().scenes[1].question);
    QStringList problems;
    for (const QString& texts : { QStringLiteral("en"), QStringLiteral("de") }) {
        editor->setLanguage(texts);
        settle();
        QCOMPARE(main.size(), size);
        QStringList found;
        // The window's layout stays within the window (its docks' minimum widths add up to
        // no more than the screen's).
        if (!main.rect().contains(controller->dock()->geometry()))
            found << QStringLiteral("the dock %1 runs out of the window %2")
                         .arg(describe(controller->dock()->geometry()), describe(main.rect()));
        checkWindow(controller->dock(), true, found);
        for (const QString& problem : std::as_const(found))
            problems << QStringLiteral("%1 texts: %2").arg(texts, problem);
        if (!editor->questionEdit()->isVisible() || editor->questionEdit()->width() < 100)
            problems << QStringLiteral("%1 texts: the question field is %2 px wide")
                            .arg(texts)
                            .arg(editor->questionEdit()->width());
        grabFor(main, QStringLiteral("tour-editor-%1").arg(texts));
    }
    controller->dock()->hide();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
