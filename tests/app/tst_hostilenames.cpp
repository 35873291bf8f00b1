// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Issue 34, item 2: names from files reached widgets that lay text out as HTML. An operator, a
// device or a Hugging Face `_name_or_path` named `<img src="/dev/zero">` read /dev/zero until
// memory ran out (std::bad_alloc) the moment the Systolic array or SIMT tab, the Explanation or
// File › Import Model's message box showed it; a FIFO in its place hung the window. Each case
// loads the reproducers in tests/data/hostile/ and walks every widget of the window.

#include "clirunner.h"

#include "hardware/catalog.h"
#include "mainwindow.h"
#include "models/workspacedocument.h"
#include "panels/explainpanel.h"
#include "panels/operatorpanel.h"
#include "panels/workspacecontroller.h"
#include "style/plaintext.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <sys/stat.h>

using ts::MainWindow;

namespace {

const QString kData = QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/hostile");
const QString kZero = QStringLiteral("<img src=\"/dev/zero\">");

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A reproducer with `<img src="/dev/zero">` replaced by `name`, written to `folder`.
QString withName(const QString& reproducer, const QString& name, const QString& folder)
{
    QByteArray bytes = readAll(kData + QLatin1Char('/') + reproducer);
    // The names are JSON strings: the quotes inside them are escaped there.
    bytes.replace(R"(<img src=\"/dev/zero\">)",
        QString(name).replace(QStringLiteral("\""), QStringLiteral("\\\"")).toUtf8());
    const QString path = folder + QLatin1Char('/') + reproducer;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

// Every place a widget of `root` could lay a hostile name out as HTML, described; empty when
// there is none. Text that holds the name must be plain (labels), or hold it escaped (tooltips,
// rich text views, chart titles and legends, item tooltips).
QStringList richTextHoldingName(QWidget* root, const QString& name)
{
    QStringList found;
    const auto raw = [&name](const QString& text) { return text.contains(name); };
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* widget : std::as_const(widgets)) {
        const QString where = QStringLiteral("%1 '%2'").arg(
            QLatin1String(widget->metaObject()->className()), widget->objectName());
        if (raw(widget->toolTip()) && Qt::mightBeRichText(widget->toolTip()))
            found << where + QStringLiteral(" tooltip");
        if (auto* label = qobject_cast<QLabel*>(widget)) {
            if (raw(label->text()) && label->textFormat() != Qt::PlainText)
                found << where + QStringLiteral(" text");
        }
        if (auto* browser = qobject_cast<QTextEdit*>(widget)) {
            if (browser->toHtml().contains(QStringLiteral("<img")))
                found << where + QStringLiteral(" document");
        }
        if (auto* chartView = qobject_cast<QChartView*>(widget)) {
            QChart* chart = chartView->chart();
            if (raw(chart->title()))
                found << where + QStringLiteral(" chart title");
            for (QAbstractAxis* axis : chart->axes()) {
                if (raw(axis->titleText()))
                    found << where + QStringLiteral(" axis title");
            }
            for (QLegendMarker* marker : chart->legend()->markers()) {
                if (raw(marker->label()))
                    found << where + QStringLiteral(" legend");
            }
        }
        if (auto* view = qobject_cast<QAbstractItemView*>(widget); view && view->model()) {
            const QAbstractItemModel* model = view->model();
            for (int r = 0; r < model->rowCount(); ++r) {
                for (int c = 0; c < model->columnCount(); ++c) {
                    const QString tip = model->index(r, c).data(Qt::ToolTipRole).toString();
                    if (raw(tip) && Qt::mightBeRichText(tip))
                        found << where + QStringLiteral(" cell tooltip %1,%2").arg(r).arg(c);
                }
            }
        }
    }
    return found;
}

} // namespace

class TestHostileNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void screenshotsShowHostileOperators_data();
    void screenshotsShowHostileOperators();
    void everyWidgetShowsNamesAsText_data();
    void everyWidgetShowsNamesAsText();
    void importModelMessageIsPlainText();
    void markdownEscapesEverything();

private:
    QTemporaryDir m_dir;
    QString m_fifo;
};

void TestHostileNames::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_fifo = m_dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(m_fifo).constData(), 0600), 0);
}

// The issue's own reproducer: `screenshot --workspace F --tab systolic` died within a second.
void TestHostileNames::screenshotsShowHostileOperators_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString workspace = kData + QStringLiteral("/operator-name.workspace.json");
    const QString tour = kData + QStringLiteral("/operator-name.tour.json");
    for (const char* tab : { "systolic", "simt", "sidebyside", "compare" })
        QTest::addRow("workspace, %s", tab) << QStringList { QStringLiteral("--workspace"),
            workspace, QStringLiteral("--tab"), QLatin1String(tab) };
    QTest::newRow("tour, systolic scene") << QStringList { QStringLiteral("--tour"), tour,
        QStringLiteral("--scene"), QStringLiteral("1") };
    QTest::newRow("tour, SIMT scene") << QStringList { QStringLiteral("--tour"), tour,
        QStringLiteral("--scene"), QStringLiteral("2") };
}

void TestHostileNames::screenshotsShowHostileOperators()
{
    QFETCH(QStringList, arguments);
    const QString out = m_dir.filePath(QStringLiteral("shot.png"));
    QFile::remove(out);
    const ts::test::CliRun run
        = ts::test::runCli(QStringList { QStringLiteral("screenshot"), QStringLiteral("--size"),
                               QStringLiteral("1280x800"), QStringLiteral("--out"), out }
                + arguments,
            ts::test::cliEnvironment(), 120'000);
    QVERIFY2(run.exitCode != -1, "did not finish");
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(!QImage(out).isNull());
}

void TestHostileNames::everyWidgetShowsNamesAsText_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("/dev/zero") << kZero;
    // A FIFO with no writer: laid out as HTML, the window would block on it for ever.
    QTest::newRow("FIFO") << QStringLiteral("<img src=\"FIFO\">");
}

void TestHostileNames::everyWidgetShowsNamesAsText()
{
    QFETCH(QString, name);
    name.replace(QStringLiteral("FIFO"), m_fifo);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Devices (a GPU and a TPU) and an operator named so, from a user catalog and a workspace.
    const QString catalogFile
        = withName(QStringLiteral("device-name.catalog.json"), name, dir.path());
    const QString workspaceFile
        = withName(QStringLiteral("device-name.workspace.json"), name, dir.path());
    QVERIFY(!catalogFile.isEmpty() && !workspaceFile.isEmpty());
    ts::Catalog catalog
        = ts::Catalog::loadFiles({ ts::Catalog::shippedCatalogPath(), catalogFile });
    QVERIFY(catalog.device(QStringLiteral("hostile-gpu")));
    QCOMPARE(catalog.device(QStringLiteral("hostile-gpu"))->name, name);

    MainWindow window;
    window.resize(1280, 800);
    window.workspaceController()->setCatalog(catalog);
    QString error;
    QVERIFY2(window.workspaceController()->open(workspaceFile, &error), qPrintable(error));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.operatorPanel()->selectOperator(name);
    QElapsedTimer timer;
    timer.start();
    // Every tab shown and painted, the walk after each.
    for (int i = 0; i < window.tabs()->count(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QApplication::processEvents();
        QVERIFY(!window.grab().isNull());
        const QStringList found = richTextHoldingName(&window, name);
        QVERIFY2(found.isEmpty(),
            qPrintable(window.tabs()->tabText(i) + QStringLiteral(": ")
                + found.join(QStringLiteral(", "))));
    }
    QVERIFY2(timer.elapsed() < 60'000, "a view blocked on the name");

    // The Explanation shows the whole heading, the names as written.
    const QString explanation = window.findChild<ts::ExplainPanel*>()->browser()->toPlainText();
    QVERIFY2(
        explanation.contains(QStringLiteral("%1 on %2").arg(name, name)), qPrintable(explanation));
    QVERIFY2(explanation.contains(QStringLiteral("Work.")), qPrintable(explanation));
    // The read-outs of the systolic and SIMT views name the operator or the GPU, as text.
    bool named = false;
    for (const QLabel* label : window.findChildren<QLabel*>()) {
        if (label->text().contains(name)) {
            named = true;
            QCOMPARE(label->textFormat(), Qt::PlainText);
        }
    }
    QVERIFY(named);
}

// File › Import Model: a downloaded config.json whose `_name_or_path` is HTML crashed the app
// in the message box that lists what the import leaves out.
void TestHostileNames::importModelMessageIsPlainText()
{
    MainWindow window;
    window.show();
    QString seenText;
    Qt::TextFormat seenFormat = Qt::AutoText;
    bool seen = false;
    QTimer::singleShot(0, &window, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        seen = true;
        seenText = box->text();
        seenFormat = box->textFormat();
        box->close();
    });
    window.importModelFile(kData + QStringLiteral("/name-or-path.config.json"));
    QVERIFY(seen);
    QCOMPARE(seenFormat, Qt::PlainText);
    QVERIFY2(seenText.contains(QStringLiteral("Imported '%1'").arg(kZero)), qPrintable(seenText));
    QCOMPARE(window.document()->workspace().workload.name, kZero);
}

void TestHostileNames::markdownEscapesEverything()
{
    // What is read as Markdown shows as the text itself.
    const QString hostile = QStringLiteral("<img src=\"/dev/zero\"> *a* _b_ `c` [d](e) ![f](g) "
                                           "&amp; | h ~~i~~ # \\ https://x.org\nj");
    QTextDocument document;
    document.setMarkdown(ts::PlainText::markdown(hostile));
    QString expected = hostile;
    expected.replace(QLatin1Char('\n'), QLatin1Char(' '));
    QCOMPARE(document.toPlainText(), expected);
    QVERIFY(!document.toHtml().contains(QStringLiteral("<img")));
    QVERIFY(!document.toHtml().contains(QStringLiteral("href")));
}

QTEST_MAIN(TestHostileNames)
#include "tst_hostilenames.moc"
