// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Help › Accuracy (issue 32 items 8 and 9): the per-vendor-family table is the validation
// report's; a user's own measurements ("Load measurements…") are scored by the same core code
// as `tensorscope validate --data` and shown beside the shipped rows; a malformed file says
// where and changes nothing; names from a user's file stay plain text.

#include "charts/accuracyscatterchart.h"
#include "models/accuracyfamilymodel.h"
#include "models/accuracysummarymodel.h"
#include "panels/accuracypanel.h"
#include "validation/accuracyband.h"
#include "validation/accuracymodel.h"
#include "validation/validationsuite.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace ts;
using validation::ValidationReport;

namespace {

const QString kEvilName = QStringLiteral("<img src=\"/dev/zero\">");

QString fixture(const char* name)
{
    return QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/measurements/") + QLatin1String(name);
}

const ValidationReport& shippedReport()
{
    return validation::AccuracyModel::shipped().report();
}

QString cell(const QAbstractItemModel* model, int row, int column, int role = Qt::DisplayRole)
{
    return model->index(row, column).data(role).toString();
}

bool legendVisible(QChart* chart, QAbstractSeries* series)
{
    const auto markers = chart->legend()->markers(series);
    return !markers.isEmpty() && markers.first()->isVisible();
}

// What a view shows of rich text: its plain-text rendering.
QString rendered(const QString& html)
{
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText();
}

} // namespace

class TestAccuracyPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void familyTableMatchesTheReport();
    void goodFileAddsItsSeriesAndSummary();
    void malformedFileChangesNothing_data();
    void malformedFileChangesNothing();
    void tooManyMeasurementsAreRefused();
    void hostileNamesStayPlainText();
};

void TestAccuracyPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestAccuracyPanel::familyTableMatchesTheReport()
{
    AccuracyPanel panel;
    panel.setReport(shippedReport());
    AccuracyFamilyModel* model = panel.familyModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<validation::FamilySummary>& families = shippedReport().families;
    // Issue 32: the TPUs' lean in training throughput is the reason for this table.
    QVERIFY(families.size() >= 2);
    QCOMPARE(model->rowCount(), int(families.size()));
    bool tpuTraining = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        const validation::FamilySummary& f = families[row];
        QVERIFY(!model->isUserRow(row));
        QCOMPARE(cell(model, row, AccuracyFamilyModel::CategoryColumn),
            AccuracySummaryModel::categoryLabel(f.category, false));
        QCOMPARE(cell(model, row, AccuracyFamilyModel::FamilyColumn), f.family);
        QCOMPARE(
            cell(model, row, AccuracyFamilyModel::ScoredColumn), QLocale().toString(f.rowsScored));
        QCOMPARE(cell(model, row, AccuracyFamilyModel::MapeColumn),
            QLocale().toString(100 * f.mape, 'f', 1) + QLatin1Char('%'));
        QCOMPARE(cell(model, row, AccuracyFamilyModel::MeanSignedColumn),
            AccuracySummaryModel::signedPercent(f.meanSignedError));
        QCOMPARE(cell(model, row, AccuracyFamilyModel::OptimismColumn),
            AccuracySummaryModel::signedPercent(f.meanOptimism));
        // The Band column says whether the comparison's band of this family is its own: the
        // same rule AccuracyModel applies.
        const QString band = cell(model, row, AccuracyFamilyModel::BandColumn);
        if (!validation::bandCategories().contains(f.category)) {
            QCOMPARE(band, QStringLiteral("–"));
        } else {
            const auto b = validation::AccuracyModel::shipped().band(f.category, f.family);
            QVERIFY(b);
            QCOMPARE(band,
                b->familyFallback ? AccuracyFamilyModel::tr("the category's (fewer than %1 rows)")
                                        .arg(validation::AccuracyBand::kMinFamilyRows)
                                  : AccuracyFamilyModel::tr("these figures"));
        }
        if (f.category == QLatin1String("training_throughput")
            && f.family == QLatin1String("Google TPU")) {
            tpuTraining = true;
            QVERIFY(f.meanOptimism > 0); // predicted faster than measured (docs/validation.md)
        }
    }
    QVERIFY(tpuTraining);
    // The family table is one tab of the tables above the plot.
    QCOMPARE(panel.tables()->count(), 2);
    QCOMPARE(panel.tables()->widget(1), panel.familyTable());
}

void TestAccuracyPanel::goodFileAddsItsSeriesAndSummary()
{
    AccuracyPanel panel;
    panel.setReport(shippedReport());
    QAbstractItemModelTester summaryTester(
        panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester familyTester(
        panel.familyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int shippedRows = panel.model()->rowCount();
    const int shippedFamilies = panel.familyModel()->rowCount();
    const int shippedCategories = panel.categoryChooser()->count();
    QVERIFY(panel.chart()->userSeries()->count() == 0);
    QVERIFY(!legendVisible(panel.chart()->chart(), panel.chart()->userSeries()));
    QVERIFY(!panel.clearButton()->isEnabled());

    QSignalSpy changed(&panel, &AccuracyPanel::measurementsChanged);
    QVERIFY2(panel.loadMeasurements(fixture("mine.csv")), qPrintable(panel.measurementStatus()));
    QCOMPARE(changed.count(), 1);
    QVERIFY(panel.userReport());
    const ValidationReport& user = *panel.userReport();
    // The same scoring as `tensorscope validate --data mine.csv` (mine.json beside it).
    io::Diagnostics diagnostics;
    const ValidationReport cli
        = validation::ValidationSuite::user(fixture("mine.csv"), {}, &diagnostics).run();
    QVERIFY(diagnostics.isEmpty());
    QCOMPARE(user.rows.size(), cli.rows.size());
    QCOMPARE(user.categories.size(), cli.categories.size());
    for (qsizetype i = 0; i < cli.categories.size(); ++i)
        QCOMPARE(user.categories[i].mape, cli.categories[i].mape);
    QCOMPARE(user.rows.size(), 5);
    QCOMPARE(user.categories.size(), 3); // gemm, memory_bandwidth, attention_gemm

    // One summary row per category of the user's, after the shipped ones, named as theirs.
    QCOMPARE(panel.model()->rowCount(), shippedRows + 3);
    const int gemmRow = panel.model()->rowOf(QStringLiteral("gemm"), true);
    QCOMPARE(gemmRow, shippedRows);
    QVERIFY(panel.model()->isUserRow(gemmRow));
    QCOMPARE(cell(panel.model(), gemmRow, AccuracySummaryModel::CategoryColumn),
        AccuracySummaryModel::categoryLabel(QStringLiteral("gemm"), true));
    const validation::CategorySummary* gemm = user.category(QStringLiteral("gemm"));
    QVERIFY(gemm && gemm->rowsScored == 3);
    QCOMPARE(cell(panel.model(), gemmRow, AccuracySummaryModel::ScoredColumn), QStringLiteral("3"));
    QCOMPARE(cell(panel.model(), gemmRow, AccuracySummaryModel::MapeColumn),
        AccuracySummaryModel::percent(gemm->mape));
    QVERIFY(cell(panel.model(), gemmRow, AccuracySummaryModel::WorstColumn)
                .contains(gemm->worst.first()));
    // The shipped rows are as they were: nothing is fitted to the user's.
    QCOMPARE(panel.model()->report().categories.size(), shippedRows);
    QVERIFY(!panel.model()->isUserRow(panel.model()->rowOf(QStringLiteral("gemm"))));
    QCOMPARE(cell(panel.model(), panel.model()->rowOf(QStringLiteral("gemm")),
                 AccuracySummaryModel::MapeColumn),
        AccuracySummaryModel::percent(shippedReport().category(QStringLiteral("gemm"))->mape));

    // Their families too: NVIDIA and Google TPU in gemm, NVIDIA in the other two.
    QCOMPARE(panel.familyModel()->rowCount(), shippedFamilies + int(user.families.size()));
    QCOMPARE(user.families.size(), 4);
    QVERIFY(panel.familyModel()->isUserRow(shippedFamilies));
    QCOMPARE(cell(panel.familyModel(), shippedFamilies, AccuracyFamilyModel::BandColumn),
        QStringLiteral("–"));

    // The plot shows the user's first category with their points as their own series.
    QCOMPARE(panel.category(), QStringLiteral("gemm"));
    QCOMPARE(panel.table()->currentIndex().row(), gemmRow);
    AccuracyScatterChart* chart = panel.chart();
    QCOMPARE(chart->userSeries()->count(), 3);
    QCOMPARE(chart->scoredSeries()->count(),
        int(shippedReport().category(QStringLiteral("gemm"))->rowsScored));
    QVERIFY(legendVisible(chart->chart(), chart->userSeries()));
    QCOMPARE(chart->userSeries()->markerShape(), QScatterSeries::MarkerShapeTriangle);
    QCOMPARE(chart->plottedRows().last().id, QStringLiteral("MY-GEMM-3"));
    // A category only the user has gets an entry of its own in the chooser, and its plot.
    QCOMPARE(panel.categoryChooser()->count(), shippedCategories + 1);
    panel.setCategory(QStringLiteral("attention_gemm"));
    QCOMPARE(chart->userSeries()->count(), 1);
    QCOMPARE(chart->scoredSeries()->count(), 0);
    QCOMPARE(panel.table()->currentIndex().row(),
        panel.model()->rowOf(QStringLiteral("attention_gemm"), true));
    // A shipped category the user has no row of: no user series, no legend entry.
    panel.setCategory(QStringLiteral("inference"));
    QCOMPARE(chart->userSeries()->count(), 0);
    QVERIFY(!legendVisible(chart->chart(), chart->userSeries()));
    QVERIFY(panel.measurementStatus().contains(QStringLiteral("mine.csv")));
    QVERIFY(panel.clearButton()->isEnabled());

    // Removing them brings the shipped view back.
    panel.clearMeasurements();
    QCOMPARE(changed.count(), 2);
    QVERIFY(!panel.userReport());
    QCOMPARE(panel.model()->rowCount(), shippedRows);
    QCOMPARE(panel.familyModel()->rowCount(), shippedFamilies);
    QCOMPARE(panel.categoryChooser()->count(), shippedCategories);
    QCOMPARE(chart->userSeries()->count(), 0);
}

void TestAccuracyPanel::malformedFileChangesNothing_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("inputs");
    QTest::addColumn<QStringList>("named");
    QTest::newRow("value not a number")
        << fixture("bad.csv") << QString()
        << QStringList { QStringLiteral("bad.csv"), QStringLiteral("line 3, value"),
               QStringLiteral("expected a number > 0"), QStringLiteral("fast") };
    QTest::newRow("no inputs file")
        << fixture("mine.csv") << fixture("nowhere.json")
        << QStringList { QStringLiteral("nowhere.json"), QStringLiteral("readable") };
    QTest::newRow("no csv file") << fixture("nowhere.csv") << fixture("mine.json")
                                 << QStringList { QStringLiteral("nowhere.csv") };
    QTest::newRow("a JSON file as the CSV") << fixture("mine.json") << fixture("mine.json")
                                            << QStringList { QStringLiteral("mine.json") };
}

void TestAccuracyPanel::malformedFileChangesNothing()
{
    QFETCH(QString, csv);
    QFETCH(QString, inputs);
    QFETCH(QStringList, named);
    AccuracyPanel panel;
    panel.setReport(shippedReport());
    QVERIFY(panel.loadMeasurements(fixture("mine.csv")));
    const int rows = panel.model()->rowCount();
    const int families = panel.familyModel()->rowCount();
    const QString category = panel.category();
    const int points = panel.chart()->userSeries()->count();
    QSignalSpy changed(&panel, &AccuracyPanel::measurementsChanged);

    QVERIFY(!panel.loadMeasurements(csv, inputs));
    const QString status = panel.measurementStatus();
    for (const QString& part : named)
        QVERIFY2(status.contains(part), qPrintable(part + QStringLiteral(" not in: ") + status));
    QCOMPARE(panel.statusLabel()->textFormat(), Qt::PlainText);
    QVERIFY(panel.statusLabel()->isVisibleTo(&panel));
    // What was shown stays: the earlier file's rows, families, plot and category.
    QCOMPARE(changed.count(), 0);
    QVERIFY(panel.userReport());
    QCOMPARE(panel.model()->rowCount(), rows);
    QCOMPARE(panel.familyModel()->rowCount(), families);
    QCOMPARE(panel.category(), category);
    QCOMPARE(panel.chart()->userSeries()->count(), points);
    QVERIFY(status.contains(QStringLiteral("mine.csv")));
}

void TestAccuracyPanel::tooManyMeasurementsAreRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray csv = "id,category,device,chips,precision,workload,config,metric,value,unit,"
                     "source,notes\n";
    for (qsizetype i = 0; i <= AccuracyPanel::kMaxUserMeasurements; ++i)
        csv += "R" + QByteArray::number(i) + ",gemm,H100,1,bf16,GEMM,x,throughput,700,TFLOP/s,,\n";
    QFile file(dir.filePath(QStringLiteral("many.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(csv);
    file.close();
    QFile inputs(dir.filePath(QStringLiteral("many.json")));
    QVERIFY(inputs.open(QIODevice::WriteOnly));
    inputs.write("{ \"rows\": [] }");
    inputs.close();
    AccuracyPanel panel;
    panel.setReport(shippedReport());
    QVERIFY(!panel.loadMeasurements(file.fileName()));
    QVERIFY(!panel.userReport());
    QVERIFY2(
        panel.measurementStatus().contains(QLocale().toString(AccuracyPanel::kMaxUserMeasurements)),
        qPrintable(panel.measurementStatus()));
}

void TestAccuracyPanel::hostileNamesStayPlainText()
{
    AccuracyPanel panel;
    panel.setReport(shippedReport());
    QVERIFY2(panel.loadMeasurements(fixture("hostile.csv")), qPrintable(panel.measurementStatus()));
    const ValidationReport& user = *panel.userReport();
    const validation::ValidationRow* row = user.row(kEvilName);
    QVERIFY(row && row->predicted);

    // The plot's hover text: escaped, and it reads as the name itself.
    panel.setCategory(QStringLiteral("gemm"));
    QCOMPARE(panel.chart()->userSeries()->count(), 1);
    const QString tip = AccuracyScatterChart::pointToolTip(panel.chart()->plottedRows().last());
    QVERIFY2(!tip.contains(QStringLiteral("<img")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("&lt;img")), qPrintable(tip));
    QVERIFY(rendered(tip).contains(kEvilName));

    // The summary's worst rows, in the table and its tooltip.
    const int gemmRow = panel.model()->rowOf(QStringLiteral("gemm"), true);
    QVERIFY(gemmRow >= 0);
    QVERIFY(cell(panel.model(), gemmRow, AccuracySummaryModel::WorstColumn).contains(kEvilName));
    const QString worstTip
        = cell(panel.model(), gemmRow, AccuracySummaryModel::WorstColumn, Qt::ToolTipRole);
    QVERIFY2(!worstTip.contains(QStringLiteral("<img")), qPrintable(worstTip));
    QVERIFY(rendered(worstTip).contains(kEvilName));

    // A category named by the file: plain in the chooser and the table, escaped in the chart's
    // title (Qt Charts lays titles out as HTML) and in tooltips.
    const int evilIndex = panel.categoryChooser()->findData(kEvilName);
    QVERIFY(evilIndex >= 0);
    QVERIFY(panel.categoryChooser()->itemText(evilIndex).contains(kEvilName));
    panel.setCategory(kEvilName);
    QCOMPARE(panel.chart()->userSeries()->count(), 1);
    const QString title = panel.chart()->chart()->title();
    QVERIFY2(!title.contains(QStringLiteral("<img")), qPrintable(title));
    QVERIFY(rendered(title).contains(kEvilName));
    const int evilRow = panel.model()->rowOf(kEvilName, true);
    QVERIFY(evilRow >= 0);
    const QString categoryTip
        = cell(panel.model(), evilRow, AccuracySummaryModel::CategoryColumn, Qt::ToolTipRole);
    QVERIFY2(!categoryTip.contains(QStringLiteral("<img")), qPrintable(categoryTip));
    for (int r = 0; r < panel.familyModel()->rowCount(); ++r) {
        const QString familyTip
            = cell(panel.familyModel(), r, AccuracyFamilyModel::CategoryColumn, Qt::ToolTipRole);
        QVERIFY2(!familyTip.contains(QStringLiteral("<img")), qPrintable(familyTip));
    }
    // The status line is plain text.
    QCOMPARE(panel.statusLabel()->textFormat(), Qt::PlainText);
}

QTEST_MAIN(TestAccuracyPanel)
#include "tst_accuracypanel.moc"
