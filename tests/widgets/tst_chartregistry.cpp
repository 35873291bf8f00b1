// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The chart registry (issue 16, part 7): stable ids that the results panel, the exports and
// tour files share; and the step-time chart's communication segment (part 9).

#include "charts/batchcurvechart.h"
#include "charts/chartlayout.h"
#include "charts/chartregistry.h"
#include "charts/chartstyle.h"
#include "charts/chipscalingchart.h"
#include "charts/columnchart.h"
#include "charts/rooflinechart.h"
#include "compare/chipscaling.h"
#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "panels/resultspanel.h"
#include "session/tour.h"
#include "session/workspace.h"
#include "style/theme.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QJsonArray>
#include <QJsonObject>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QValueAxis>

using namespace ts;

namespace {

Comparison defaultComparison()
{
    const Workspace workspace = Workspace::defaultWorkspace();
    return Comparison::compute(workspace.workload, workspace.deviceIds, Catalog::load(QString()));
}

int visibleLegendEntries(const ColumnChart& chart)
{
    int visible = 0;
    const auto markers = chart.chart()->legend()->markers();
    for (const QLegendMarker* marker : markers)
        visible += marker->isVisible() ? 1 : 0;
    return visible;
}

QJsonObject tourWithCharts(const QJsonArray& charts)
{
    return QJsonObject {
        { QStringLiteral("format"), QStringLiteral("tensorscope-tour") },
        { QStringLiteral("version"), 1 },
        { QStringLiteral("title"), QStringLiteral("Charts") },
        { QStringLiteral("scenes"),
            QJsonArray { QJsonObject {
                { QStringLiteral("caption"), QStringLiteral("A scene") },
                { QStringLiteral("preset"), QStringLiteral("llama-2-7b") },
                { QStringLiteral("devices"), QJsonArray { QStringLiteral("h100-sxm") } },
                { QStringLiteral("charts"), charts },
            } } },
    };
}

} // namespace

class TestChartRegistry : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void idsAreUniqueAndStable();
    void everyRegisteredChartIsInThePanel();
    void eachChartCanBeShownAlone();
    void tourNamingAnUnknownChartIsRefused();
    void shippedToursNameRegisteredCharts();
    void communicationSegmentOnlyWhenThereIsCommunication();
    void fewerColumnsLeaveNoLabelsBehind();
    void rangeAskedForDuringARangeChangeIsApplied_data();
    void rangeAskedForDuringARangeChangeIsApplied();
    void rangeSetDuringALayoutSettles();
    void numbersArePrintedForPeople_data();
    void numbersArePrintedForPeople();
};

void TestChartRegistry::idsAreUniqueAndStable()
{
    // Saved tours name charts by these: renaming or dropping one breaks users' files.
    const QStringList stable { QStringLiteral("step-time"), QStringLiteral("throughput"),
        QStringLiteral("memory"), QStringLiteral("roofline"), QStringLiteral("cost-per-million"),
        QStringLiteral("cost-per-run"), QStringLiteral("energy"), QStringLiteral("batch"),
        QStringLiteral("chips") };
    const QStringList ids = ChartRegistry::ids();
    for (const QString& id : stable)
        QVERIFY2(ids.contains(id), qPrintable(id));
    QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), ids.size());
    // Tour files are checked against core's list (session/chartid.h): the same ids, in order.
    QCOMPARE(ids, ChartId::all());
    QSet<QString> objectNames;
    for (const ChartInfo& chart : ChartRegistry::charts()) {
        QVERIFY(!chart.id.isEmpty());
        QVERIFY2(!objectNames.contains(chart.objectName), qPrintable(chart.objectName));
        objectNames.insert(chart.objectName);
        QCOMPARE(ChartRegistry::find(chart.id), &chart);
    }
    QVERIFY(!ChartRegistry::find(QStringLiteral("no-such-chart")));
}

void TestChartRegistry::everyRegisteredChartIsInThePanel()
{
    ResultsPanel panel;
    panel.resize(1400, 800);
    const QList<QChartView*> charts = panel.charts();
    QCOMPARE(charts.size(), ChartRegistry::charts().size());
    auto* scaling = panel.findChild<QTabWidget*>(QStringLiteral("scalingTabs"));
    QVERIFY(scaling);
    for (int i = 0; i < charts.size(); ++i) {
        const ChartInfo& info = ChartRegistry::charts()[i];
        QChartView* view = panel.chart(info.id);
        QVERIFY2(view, qPrintable(info.id));
        QCOMPARE(charts[i], view);
        QCOMPARE(view->objectName(), info.objectName);
        QVERIFY(panel.isAncestorOf(view));
        // Laid out: a grid cell, or a page of the scaling tabs.
        QCOMPARE(scaling->indexOf(view) >= 0, info.inScalingTabs);
    }
    QVERIFY(!panel.chart(QStringLiteral("no-such-chart")));
}

void TestChartRegistry::eachChartCanBeShownAlone()
{
    ResultsPanel panel;
    panel.resize(1400, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    // The serving frontier shows for serving only: hidden without a comparison, shown with the
    // first-run workspace (a prefill step of a decoder), hidden again for a training step.
    QVERIFY(!panel.chart(ChartId::ServingFrontier)->isVisible());
    Workspace training = Workspace::defaultWorkspace();
    training.workload.run.step = StepKind::Training;
    panel.setComparison(
        Comparison::compute(training.workload, training.deviceIds, Catalog::load(QString())));
    panel.setShownCharts({ ChartId::ServingFrontier });
    QVERIFY(!panel.chart(ChartId::ServingFrontier)->isVisible());
    const auto paged = [&panel] {
        QStringList ids;
        for (const QStringList& page : panel.chartPages())
            ids += page;
        return ids.contains(ChartId::ServingFrontier);
    };
    QVERIFY(!paged());
    const Comparison serving = defaultComparison();
    QVERIFY(serving.showsServing());
    panel.setComparison(serving);
    QVERIFY(paged());
    for (const ChartInfo& shown : ChartRegistry::charts()) {
        panel.setShownCharts({ shown.id });
        QVERIFY2(panel.chart(shown.id)->isVisible(), qPrintable(shown.id));
        for (const ChartInfo& other : ChartRegistry::charts()) {
            if (other.id != shown.id && !other.inScalingTabs)
                QVERIFY2(!panel.chart(other.id)->isVisible(), qPrintable(other.id));
        }
        QVERIFY(!panel.table()->isVisible());
    }
    panel.setShownCharts({});
    for (const ChartInfo& chart : ChartRegistry::charts()) {
        if (!chart.inScalingTabs)
            QVERIFY2(panel.chart(chart.id)->isVisible(), qPrintable(chart.id));
    }
    QVERIFY(panel.table()->isVisible());
}

void TestChartRegistry::tourNamingAnUnknownChartIsRefused()
{
    const TourLoadResult good = TourFile::fromJson(
        tourWithCharts({ QStringLiteral("roofline"), QStringLiteral("chips") }),
        QStringLiteral("good.json"));
    QVERIFY(good.tour);
    QCOMPARE(good.tour->scenes[0].charts,
        (QStringList { QStringLiteral("roofline"), QStringLiteral("chips") }));

    const TourLoadResult bad = TourFile::fromJson(
        tourWithCharts({ QStringLiteral("roofline"), QStringLiteral("rooflines") }),
        QStringLiteral("bad.json"));
    QVERIFY(!bad.tour);
    bool named = false;
    for (const io::Diagnostic& d : bad.diagnostics) {
        if (d.severity == io::Severity::Error && d.code == io::DiagnosticCode::UnknownValue
            && d.jsonPath == QLatin1String("$.scenes[0].charts[1]")
            && d.found.english().contains(QLatin1String("rooflines"))) {
            named = true;
            // The diagnostic offers the ids that exist.
            QVERIFY2(d.expected.english().contains(QLatin1String("roofline")),
                qPrintable(d.expected.english()));
        }
    }
    QVERIFY2(named, "no diagnostic names the unknown chart 'rooflines'");
}

void TestChartRegistry::shippedToursNameRegisteredCharts()
{
    for (const QString& path : TourFile::builtinPaths()) {
        const TourLoadResult loaded = TourFile::load(path);
        QVERIFY2(loaded.tour, qPrintable(path));
        for (const TourScene& scene : loaded.tour->scenes) {
            for (const QString& chart : scene.charts)
                QVERIFY2(ChartRegistry::find(chart), qPrintable(path + QLatin1Char(' ') + chart));
        }
    }
}

void TestChartRegistry::communicationSegmentOnlyWhenThereIsCommunication()
{
    ResultsPanel panel;
    panel.resize(1400, 800);
    // The legend lays its entries out (and hides those with no room) once the chart has its
    // size in the grid: shown.
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const Theme theme(Theme::Kind::Light);
    panel.setColors(theme.deviceColors(), theme.palette());
    ColumnChart* step = panel.stepTimeChart();
    constexpr int comm = ResultsPanel::kCommunicationSegment;

    // One chip exchanges nothing: no "comm." key, no segment.
    Comparison single = defaultComparison();
    QVERIFY(single.devices.size() >= 2);
    for (const DeviceComparison& d : single.devices)
        QCOMPARE(d.estimate->communicationSeconds, 0.0);
    panel.setComparison(single);
    step = panel.stepTimeChart(); // a chart out of sight takes its columns when read
    QVERIFY(!step->isSegmentShown(comm));
    QTRY_COMPARE(visibleLegendEntries(*step), 3);
    for (int c = 0; c < step->columns().size(); ++c)
        QVERIFY(!step->segmentSeries(c, comm)->isVisible());

    // Communication on any device: the segment and its key entry, distinct from the others.
    Comparison communicating = single;
    communicating.devices[1].estimate->communicationSeconds = 2e-3;
    panel.setComparison(communicating);
    step = panel.stepTimeChart();
    QVERIFY(step->isSegmentShown(comm));
    QTRY_COMPARE(visibleLegendEntries(*step), 4);
    for (int c = 0; c < step->columns().size(); ++c)
        QVERIFY(step->segmentSeries(c, comm)->isVisible());
    QCOMPARE(step->shownValue(1, comm), 2.0);
    QList<QBrush> brushes;
    for (const QLegendMarker* marker : step->chart()->legend()->markers()) {
        if (marker->isVisible())
            brushes.append(marker->brush());
    }
    for (int i = 0; i < brushes.size(); ++i) {
        for (int j = 0; j < i; ++j)
            QVERIFY(brushes[i] != brushes[j]);
    }

    // And gone again when the communication is.
    panel.setComparison(single);
    step = panel.stepTimeChart(); // a chart out of sight takes its columns when read
    QVERIFY(!step->isSegmentShown(comm));
    QTRY_COMPARE(visibleLegendEntries(*step), 3);
}

void TestChartRegistry::fewerColumnsLeaveNoLabelsBehind()
{
    // Issue 19: after a tour scene with three devices, the next scene's two columns left the
    // third value label painted beside the chart. Every label on the scene is one of the
    // columns' own, at its column.
    ColumnChart chart(QStringLiteral("t"));
    chart.resize(600, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    auto columns = [](int count) {
        QList<ChartColumn> list;
        for (int c = 0; c < count; ++c) {
            ChartColumn column;
            column.label = QStringLiteral("device %1").arg(c);
            column.color = Qt::blue;
            column.segments = { 10.0 * (c + 1) };
            list.append(column);
        }
        return list;
    };
    auto shownLabels = [&chart] {
        QStringList texts;
        for (QGraphicsItem* item : chart.scene()->items()) {
            const auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item);
            if (text && text->isVisible() && !text->text().isEmpty())
                texts << text->text();
        }
        texts.sort();
        return texts;
    };
    chart.setColumns(columns(3));
    QCoreApplication::processEvents();
    QCOMPARE(shownLabels().size(), 3);
    chart.setColumns(columns(2));
    QCoreApplication::processEvents();
    QCOMPARE(shownLabels(), QStringList({ QStringLiteral("10.0"), QStringLiteral("20.0") }));
    QCOMPARE(chart.valueLabels().size(), 2);
}

void TestChartRegistry::rangeAskedForDuringARangeChangeIsApplied_data()
{
    QTest::addColumn<double>("first");
    QTest::addColumn<double>("wanted");
    // The memory chart in GiB (ten-claims tour): set to 0-150, its layout then wanted 0-200.
    QTest::newRow("memory chart, 150 then 200") << 150.0 << 200.0;
    // Tick labels of another width ("0.5" against "1000"), so every range change moves the plot.
    QTest::newRow("1.5 then 1000") << 1.5 << 1000.0;
}

void TestChartRegistry::rangeAskedForDuringARangeChangeIsApplied()
{
    // Qt Charts tells an axis's series of a new range one after another, and lays the chart out
    // in between: a chart whose layout asks for another range (ColumnChart picks its nice top
    // from the plot's height) asked for it inside that notification. The series not yet told
    // then received the older range and pushed it back to the axis, which laid out again and
    // asked again: QValueAxisPrivate::setRange and XYDomain::setRange recursed until the stack
    // overflowed. ChartLayout::setValueRange applies a range asked for while it sets one after
    // that has returned.
    QFETCH(double, first);
    QFETCH(double, wanted);
    auto* chart = new QChart;
    QChartView view(chart);
    view.resize(424, 280);
    auto* x = new QValueAxis(chart);
    auto* y = new QValueAxis(chart);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    auto addSeries = [&] {
        auto* series = new QLineSeries(chart);
        series->append(0, 0);
        series->append(1, 100);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    };
    // One series from before the chart was first shown, five from after (a ColumnChart
    // re-creates its series when the number of columns changes): Qt Charts tells the first
    // before the axis's graphics relay the chart out, the others after.
    addSeries();
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (int s = 0; s < 5; ++s)
        addSeries();
    ChartLayout::setValueRange(y, 0, 50, chart->plotArea().height(), Qt::Vertical);
    QCoreApplication::processEvents();
    int asks = 0;
    QObject::connect(chart, &QChart::plotAreaChanged, &view, [&](const QRectF& plot) {
        // Bounded, so that the recursion ends (as a failure) rather than overflowing the stack.
        if (++asks <= 100)
            ChartLayout::setValueRange(
                y, 0, y->max() == first ? wanted : y->max(), plot.height(), Qt::Vertical);
    });
    ChartLayout::setValueRange(y, 0, first, chart->plotArea().height(), Qt::Vertical);
    QCoreApplication::processEvents();
    QVERIFY2(asks < 100, qPrintable(QString::number(asks)));
    if (asks > 0)
        QCOMPARE(y->max(), wanted); // the layout's range won, once
    // Every series is on the axis's range: a point at the top of the range is at the top of
    // the plot.
    for (QAbstractSeries* series : chart->series()) {
        const QPointF top = chart->mapToPosition(QPointF(0, y->max()), series);
        QVERIFY2(std::abs(top.y() - chart->plotArea().top()) < 0.5,
            qPrintable(QStringLiteral("%1 vs %2").arg(top.y()).arg(chart->plotArea().top())));
    }
}

void TestChartRegistry::rangeSetDuringALayoutSettles()
{
    // The ten-claims tour's memory chart once the figures were GiB: two devices that do not fit
    // (117.28 GiB a chip against 79.65 and 95 GiB) on a 424 × 280 chart at presentation scale.
    // Setting the columns set the value axis to 0-150; Qt Charts, while telling the axis's
    // series of it, laid the chart out, whose new plot area asked for 0-200 from inside that
    // notification; the series not yet told then got the stale 150 and pushed it back, and
    // axis and series traded 150 and 200 until the stack overflowed. ChartLayout now applies a
    // range asked for during its own setRange after that setRange has returned.
    ChartStyle::setScale(2.0);
    {
        ColumnChart chart(QStringLiteral("Memory vs capacity (GiB)"));
        chart.setValueTitle(QStringLiteral("dashed line: capacity"));
        chart.setFlagText(QStringLiteral("DOES NOT FIT"));
        chart.resize(424, 280);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        auto columns = [](double gib) {
            QList<ChartColumn> list;
            for (const auto& [name, capacity] :
                { std::pair { "H100 SXM5 80GB", 79.6474609375 }, std::pair { "TPU v5p", 95.0 } }) {
                ChartColumn column;
                column.label = QString::fromLatin1(name);
                column.color = Qt::blue;
                column.segments = { gib };
                column.marker = capacity;
                column.flagged = true;
                list.append(column);
            }
            return list;
        };
        // The tour's scenes: the 70B model's step, a bigger one's, then the 70B's again (the
        // axis shrinks from the bigger one's range: the step that overflowed).
        for (double gib : { 117.28326416015625, 1225.1094970703125, 117.28326416015625 }) {
            chart.setColumns(columns(gib));
            QCoreApplication::processEvents();
        }
        // Settled on a range that holds the columns and their capacities, with the nice top
        // the chart's own layout chose.
        const QValueAxis* axis = chart.valueAxis();
        QCOMPARE(axis->min(), 0.0);
        QVERIFY2(axis->max() >= 117.28326416015625, qPrintable(QString::number(axis->max())));
        chart.fitValueAxis();
        QCoreApplication::processEvents();
        QVERIFY(axis->max() >= 117.28326416015625);
    }
    ChartStyle::setScale(1.0);
}

void TestChartRegistry::numbersArePrintedForPeople_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<QString>("phase");
    // Microsecond steps and operators far below a teraFLOP/s, and steps of hours on a device
    // with a petaFLOP/s roof: the ends where %g prints an exponent.
    QTest::newRow("tiny MLP, batch 1, prefill")
        << QStringLiteral("mlp-4096") << qint64(1) << QStringLiteral("prefill");
    QTest::newRow("GPT-2 small, batch 1, decode")
        << QStringLiteral("gpt-2-124m") << qint64(1) << QStringLiteral("decode");
    QTest::newRow("LLaMA-3 405B, batch 1024, training")
        << QStringLiteral("llama-3-405b") << qint64(1024) << QStringLiteral("training");
}

void TestChartRegistry::numbersArePrintedForPeople()
{
    // Issue 19: no chart text reads "8.81e+06" or "1e-05", at any scale of the data.
    QFETCH(QString, preset);
    QFETCH(qint64, batch);
    QFETCH(QString, phase);
    WorkloadSpec spec = *WorkloadPresets::load(preset).spec;
    spec.run.step = *stepKindFromName(phase);
    spec.run.globalBatch = batch;
    spec.run.microBatch = 1;
    spec.run.seqLength = 512; // GPT-2's learned positions end at 1,024 with the generated tokens
    const auto built = WorkloadBuilder::build(spec);
    QVERIFY(built.workload);
    const Catalog catalog = Catalog::load(QString());
    const QStringList ids = { QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p"),
        QStringLiteral("gb200-gpu"), QStringLiteral("rtx-4090") };
    const Comparison comparison = Comparison::compute(spec, ids, catalog);
    QCOMPARE(comparison.devices.size(), std::size_t(ids.size()));
    const QList<QColor> colors = { Qt::blue, Qt::red, Qt::darkGreen, Qt::magenta };

    ResultsPanel panel;
    panel.resize(1600, 1000);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setComparison(comparison);
    RooflineChart roofline;
    roofline.setComparison(comparison, colors);
    BatchCurveChart batchCurve;
    batchCurve.setComparison(comparison, colors);
    ChipScalingChart chipScaling;
    QList<Device> devices;
    for (const DeviceComparison& d : comparison.devices)
        devices.append(d.device);
    chipScaling.setCurves(
        ChipScaling::compute(*built.workload, devices, { 0, 1, 2, 3 }, {}), colors);
    QList<QChartView*> views = panel.findChildren<QChartView*>();
    views << &roofline << &batchCurve << &chipScaling;
    for (QChartView* view : { static_cast<QChartView*>(&roofline),
             static_cast<QChartView*>(&batchCurve), static_cast<QChartView*>(&chipScaling) }) {
        view->resize(800, 500);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view));
    }
    QCoreApplication::processEvents();

    const QRegularExpression exponent(QStringLiteral("(?<![\\w.])\\d+(\\.\\d+)?e[+-]\\d+"));
    int texts = 0;
    for (QChartView* view : std::as_const(views)) {
        if (!view->isVisible())
            continue;
        for (const ChartTextItem& item : ChartLayout::textItems(view)) {
            ++texts;
            QVERIFY2(!exponent.match(item.text).hasMatch(),
                qPrintable(QStringLiteral("%1: '%2'").arg(view->objectName(), item.text)));
        }
    }
    QVERIFY(texts > 50);
}

QTEST_MAIN(TestChartRegistry)
#include "tst_chartregistry.moc"
