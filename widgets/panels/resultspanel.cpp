// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "resultspanel.h"

#include "common/units.h"
#include "io/diagnostictext.h"
#include "style/plaintext.h"

#include "charts/batchcurvechart.h"
#include "charts/chartexport.h"
#include "charts/chartlayout.h"
#include "charts/chartregistry.h"
#include "charts/chartstyle.h"
#include "charts/chipscalingchart.h"
#include "charts/columnchart.h"
#include "charts/rooflinechart.h"
#include "charts/servingfrontierchart.h"
#include "compare/metricfigures.h"
#include "models/accuracytext.h"
#include "models/comparisontablemodel.h"
#include "models/explanation.h"
#include "models/jobtext.h"
#include "models/metrictext.h"
#include "models/verdicttext.h"
#include "panels/chartgrid.h"
#include "panels/sizecachingdelegate.h"

#include "style/theme.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QVBoxLayout>
#include <QValueAxis>
#include <utility>

namespace ts {

template <typename Chart, typename... Args>
Chart* ResultsPanel::addChart(const QString& id, Args&&... args)
{
    const ChartInfo* info = ChartRegistry::find(id);
    Q_ASSERT_X(info && !m_charts.contains(id), "ResultsPanel", "chart unregistered or built twice");
    auto* chart = new Chart(std::forward<Args>(args)..., this);
    if (info)
        chart->setObjectName(info->objectName);
    m_charts.insert(id, chart);
    chart->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(chart, &QWidget::customContextMenuRequested, this,
        [this, id, chart](const QPoint& pos) { showChartMenu(id, chart, pos); });
    return chart;
}

ResultsPanel::ResultsPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("resultsPanel"));
    m_banner = new QLabel(this);
    PlainText::makePlain(m_banner); // names devices from files
    m_banner->setObjectName(QStringLiteral("fitBanner"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(8);
    m_banner->hide();
    createCharts();
    layOutChartGrid();
    createComparisonTable();
    createVerdictPane();
    layOutPanel();
    connectExplanations();
    retranslate();
}

void ResultsPanel::createCharts()
{
    // Titles, legends and tab texts are set by retranslate(), here and on a language switch.
    m_stepTime = addChart<ColumnChart>(ChartId::StepTime, QString());
    m_frontier = addChart<ServingFrontierChart>(ChartId::ServingFrontier);
    m_frontier->hide(); // until a comparison carries serving figures
    m_throughput = addChart<ColumnChart>(ChartId::Throughput, QString());
    m_memory = addChart<ColumnChart>(ChartId::Memory, QString());
    m_roofline = addChart<RooflineChart>(ChartId::Roofline);
    m_costPerMillion = addChart<ColumnChart>(ChartId::CostPerMillion, QString());
    m_costPerRun = addChart<ColumnChart>(ChartId::CostPerRun, QString());
    m_energy = addChart<ColumnChart>(ChartId::Energy, QString());
    m_tokensPerJoule = addChart<ColumnChart>(ChartId::TokensPerJoule, QString());
    m_tokensPerDollar = addChart<ColumnChart>(ChartId::TokensPerDollar, QString());
    m_co2Axis = new QValueAxis(m_energy->chart());
    m_co2Axis->setLabelFormat(QStringLiteral("%g"));
    m_co2Axis->setGridLineVisible(false);
    m_energy->chart()->addAxis(m_co2Axis, Qt::AlignRight);
    m_batch = addChart<BatchCurveChart>(ChartId::BatchCurve);
    m_chips = addChart<ChipScalingChart>(ChartId::ChipScaling);
    // A chart registered but never built would be missing from the panel, its export and
    // tours (tst_chartregistry checks the same in release builds).
    Q_ASSERT(m_charts.size() == ChartRegistry::charts().size());
}

void ResultsPanel::layOutChartGrid()
{
    m_grid = new ChartGrid(this);
    // The two scaling charts share the last cell: scaling against batch or against chips.
    auto* scaling = new QTabWidget(this);
    scaling->setObjectName(QStringLiteral("scalingTabs"));
    scaling->setDocumentMode(true);
    m_scalingTabs = scaling;
    for (const ChartInfo& info : ChartRegistry::charts()) {
        if (info.inScalingTabs)
            scaling->addTab(m_charts.value(info.id), QString());
        else
            m_grid->addCell(m_charts.value(info.id));
    }
    m_grid->addCell(scaling);
    // Charts that come into sight (a scroll, a resize of the grid) take any columns they
    // were waiting for.
    connect(m_grid->verticalScrollBar(), &QScrollBar::valueChanged, this,
        [this] { flushPendingCharts(); });
    connect(m_grid->horizontalScrollBar(), &QScrollBar::valueChanged, this,
        [this] { flushPendingCharts(); });
    m_grid->viewport()->installEventFilter(this);
    for (ColumnChart* chart : columnCharts())
        chart->installEventFilter(this);
    // The kg CO₂ axis follows the kWh axis beside it: its range (the chart may re-range the kWh
    // axis on a resize or an export) and the thinning of its ticks.
    connect(m_energy->valueAxis(), &QValueAxis::rangeChanged, this, [this] { updateCo2Axis(); });
    connect(m_energy->chart(), &QChart::plotAreaChanged, this, [this](const QRectF& plot) {
        ChartLayout::fitValueTicks(m_co2Axis, plot.height(), Qt::Vertical);
        ChartLayout::fitAxisTitle(m_energy->chart(), m_co2Axis);
    });
}

void ResultsPanel::createComparisonTable()
{
    m_tableModel = new ComparisonTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_tableModel);
    m_proxy->setSortRole(ComparisonTableModel::SortRole);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_proxy);
    // The columns are fitted to their contents on every edit: the same texts are not laid
    // out again.
    m_table->setItemDelegate(new SizeCachingDelegate(m_table));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->verticalHeader()->hide();
    // Stretched columns wrap "−15% … +30%" onto two lines of a one-line row on a laptop:
    // columns are sized to their contents instead, when the data or the width changes.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setWordWrap(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    connect(m_tableModel, &QAbstractItemModel::modelReset, this, [this] { fitTableColumns(); });
    connect(m_tableModel, &QAbstractItemModel::dataChanged, this, [this] { fitTableColumns(); });
    m_table->viewport()->installEventFilter(this);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setAlternatingRowColors(true);
    // Room for the header and three devices before the splitter has to be dragged.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height()
        + 3 * m_table->verticalHeader()->defaultSectionSize() + 4);
}

void ResultsPanel::createVerdictPane()
{
    // The verdict in words above the table: who wins on time, cost and energy, and why.
    // A text view, not a label: three paragraphs do not fit a laptop's table pane, and a view
    // scrolls where a label would be cut. It is as tall as its text up to the pane's room.
    m_verdict = new QTextBrowser(this);
    m_verdict->setObjectName(QStringLiteral("verdictView"));
    m_verdict->setFrameShape(QFrame::NoFrame);
    m_verdict->setOpenLinks(false);
    m_verdict->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_verdict->viewport()->setAutoFillBackground(false);
    m_verdict->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_verdict->viewport()->installEventFilter(this);
    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->setSpacing(2);
    bottomLayout->addWidget(m_verdict);
    bottomLayout->addWidget(m_table, 1);
    m_bottom = bottom;
    m_bottom->installEventFilter(this);
    m_settleTimer.setSingleShot(true);
    m_settleTimer.setInterval(kVerdictSettleMs);
    connect(&m_settleTimer, &QTimer::timeout, this, [this] {
        updateVerdict();
        flushPendingCharts();
    });
}

void ResultsPanel::layOutPanel()
{
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("resultsSplitter"));
    splitter->addWidget(m_grid);
    splitter->addWidget(m_bottom);
    // The charts take most of the height; the table and the verdict a quarter.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_banner);
    layout->addWidget(splitter, 1);
    m_pageLabel = new QLabel(this);
    m_pageLabel->setObjectName(QStringLiteral("pageLabel"));
    m_pageLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_pageLabel->setContentsMargins(0, 0, 8, 0);
    m_pageLabel->hide();
    layout->addWidget(m_pageLabel);
}

// Hovering a column, point or operator, or moving in the table, explains what is under it.
void ResultsPanel::connectExplanations()
{
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex& current) {
            const QString html
                = m_proxy->data(current, ComparisonTableModel::ExplanationRole).toString();
            if (!html.isEmpty())
                emit explanationChanged(html);
        });
    auto explainOnHover = [this](ColumnChart* chart) {
        connect(chart, &ColumnChart::columnHovered, this, [this, chart](int column, int, bool on) {
            if (on && column < chart->columns().size())
                emit explanationChanged(chart->columns()[column].explanation);
        });
    };
    for (ColumnChart* chart : columnCharts())
        explainOnHover(chart);
    connect(m_chips, &ChipScalingChart::pointHovered, this, &ResultsPanel::explanationChanged);
    connect(
        m_frontier, &ServingFrontierChart::pointHovered, this, &ResultsPanel::explanationChanged);
    connect(m_roofline, &RooflineChart::operatorHovered, this,
        [this](const QString& deviceId, const QString& opName, bool on) {
            const DeviceComparison* d = m_comparison->find(deviceId);
            if (!on || !d || !d->estimate)
                return;
            for (const engine::OpEstimate& op : d->estimate->ops) {
                if (op.name == opName) {
                    emit explanationChanged(Explanation::op(op, d->device));
                    return;
                }
            }
        });
}

void ResultsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // Column labels, the throughput title and the banner come from the results.
        setComparison(*m_comparison);
        updateVerdict();
        setChipCurves(m_chipCurves);
    }
    QWidget::changeEvent(event);
}

void ResultsPanel::retranslate()
{
    //: short legend labels of the step-time chart: compute, memory, communication, overhead
    m_stepTime->setSegmentNames({ tr("comp."), tr("mem."), tr("comm."), tr("overh.") });
    ChartLayout::setTitle(m_throughput->chart(), tr("Throughput"));
    ChartLayout::setTitle(m_costPerMillion->chart(), tr("Cost per million tokens ($)"));
    ChartLayout::setTitle(m_energy->chart(), tr("Energy per run"));
    m_energy->setValueTitle(tr("kWh"));
    ChartLayout::setAxisTitle(m_energy->chart(), m_co2Axis,
        ColumnChart::scaledTitle(tr("kg CO₂"), m_energy->valueScale()));
    //: chart title: tokens (or samples) per joule of the chips' own energy
    ChartLayout::setTitle(m_tokensPerJoule->chart(), tr("Tokens per joule (chip energy)"));
    //: chart title: tokens (or samples) per US dollar of rent
    ChartLayout::setTitle(m_tokensPerDollar->chart(), tr("Tokens per dollar (rented)"));
    ChartLayout::setTitle(m_memory->chart(), tr("Memory vs capacity (GiB)"));
    m_memory->setValueTitle(tr("dashed line: capacity"));
    m_memory->setFlagText(tr("DOES NOT FIT"));
    m_scalingTabs->setTabText(0, tr("vs batch"));
    m_scalingTabs->setTabText(1, tr("vs chips"));
}

void ResultsPanel::setChartColumns(ColumnChart* chart, const QList<ChartColumn>& columns)
{
    // Re-laying out a chart costs about a millisecond with twenty devices (bench_workspace):
    // a chart scrolled out of sight takes its columns when it can be seen again. Out of sight
    // is geometric (the chart's rectangle misses the grid's viewport), not visibleRegion(),
    // which is empty too while a resize has not been laid out yet: a chart in sight is never
    // left showing old columns. One not shown at all (a panel being built, tests) takes them
    // at once.
    const QWidget* viewport = m_grid->viewport();
    const QRect inViewport(chart->mapTo(viewport, QPoint(0, 0)), chart->size());
    if (isVisible() && chart->isVisible() && !viewport->rect().isEmpty()
        && !inViewport.intersects(viewport->rect())) {
        m_pendingColumns.insert(chart, columns);
        return;
    }
    m_pendingColumns.remove(chart);
    chart->setColumns(columns);
}

void ResultsPanel::flushPendingCharts() const
{
    if (m_pendingColumns.isEmpty())
        return;
    const auto pending = std::exchange(m_pendingColumns, {});
    for (auto it = pending.cbegin(); it != pending.cend(); ++it)
        it.key()->setColumns(it.value());
}

void ResultsPanel::updateVerdict()
{
    m_settleTimer.stop();
    const QString verdict = VerdictText::html(Verdict::compute(*m_comparison), *m_comparison);
    if (verdict != m_verdictHtml) {
        m_verdictHtml = verdict;
        m_verdict->setHtml(verdict);
        fitVerdictHeight();
    }
}

namespace {

// The laid-out lines of `document`: the bottom of each, in document coordinates.
QList<double> lineBottoms(QTextDocument* document)
{
    QList<double> bottoms;
    QAbstractTextDocumentLayout* layout = document->documentLayout();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const QTextLayout* lines = block.layout();
        if (!lines)
            continue;
        const double top = layout->blockBoundingRect(block).top();
        for (int i = 0; i < lines->lineCount(); ++i) {
            const QTextLine line = lines->lineAt(i);
            bottoms.append(top + line.y() + line.height());
        }
    }
    return bottoms;
}

} // namespace

void ResultsPanel::fitVerdictHeight()
{
    // As many whole lines of the verdict as the pane has room for above the table's three
    // rows, at least two: a height between two line counts showed half a line at the pane's
    // edge on a laptop (issue 19). The rest scrolls.
    if (!m_bottom)
        return;
    QTextDocument* document = m_verdict->document();
    document->setTextWidth(m_verdict->viewport()->width());
    const QList<double> bottoms = lineBottoms(document);
    if (bottoms.isEmpty())
        return;
    const int frame = 2 * m_verdict->frameWidth();
    // The whole text ends with the document's margin; a part ends at its last line's bottom,
    // where the next line begins.
    auto heightFor = [&](int lines) {
        const double end = lines == int(bottoms.size())
            ? bottoms[lines - 1] + document->documentMargin()
            : bottoms[lines - 1];
        return int(std::floor(end)) + frame;
    };
    const int room = m_bottom->height() - m_table->minimumHeight() - m_bottom->layout()->spacing();
    int shown = std::min<int>(2, int(bottoms.size()));
    while (shown < bottoms.size() && heightFor(shown + 1) <= room)
        ++shown;
    const int height = heightFor(shown);
    if (m_verdict->minimumHeight() != height || m_verdict->maximumHeight() != height)
        m_verdict->setFixedHeight(height);
}

bool ResultsPanel::eventFilter(QObject* watched, QEvent* event)
{
    if ((watched == m_verdict->viewport() || watched == m_bottom)
        && event->type() == QEvent::Resize)
        fitVerdictHeight();
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitTableColumns();
    // The grid resized or shown, or a waiting chart moved, resized or shown (the grid's
    // columns changed): charts that may have come into sight take their columns.
    const bool geometry = event->type() == QEvent::Resize || event->type() == QEvent::Show
        || event->type() == QEvent::Move;
    if (geometry
        && (watched == m_grid->viewport()
            || m_pendingColumns.contains(qobject_cast<ColumnChart*>(watched))))
        flushPendingCharts();
    return QWidget::eventFilter(watched, event);
}

void ResultsPanel::fitTableColumns()
{
    QHeaderView* header = m_table->horizontalHeader();
    const int columns = m_proxy->columnCount();
    // An inference step's serving figures are what a reader looks for first: they follow the
    // device, before the step's own metrics (the model keeps them last).
    if (m_comparison->showsServing() && !m_comparison->showsJob()) {
        int visual = 1;
        for (int logical = ComparisonTableModel::ServingBatchColumn;
             logical <= ComparisonTableModel::TokensPerDollarColumn && logical < columns;
             ++logical, ++visual) {
            if (header->visualIndex(logical) != visual)
                header->moveSection(header->visualIndex(logical), visual);
        }
    }
    QList<int> widths;
    int total = 0;
    // QTableView makes sizeHintForColumn protected; QAbstractItemView's is public.
    const QAbstractItemView* view = m_table;
    for (int c = 0; c < columns; ++c) {
        widths.append(std::max(view->sizeHintForColumn(c), header->sectionSizeHint(c)));
        total += widths.constLast();
    }
    const int room = m_table->viewport()->width();
    int given = 0;
    for (int c = 0; c < columns; ++c) {
        int width = widths[c];
        if (total > 0 && total < room)
            width = c + 1 < columns ? widths[c] * room / total : room - given;
        given += width;
        if (header->sectionSize(c) != width)
            header->resizeSection(c, width);
    }
}

QList<ColumnChart*> ResultsPanel::columnCharts() const
{
    return { m_stepTime, m_throughput, m_costPerMillion, m_costPerRun, m_energy, m_memory,
        m_tokensPerJoule, m_tokensPerDollar };
}

QList<QChartView*> ResultsPanel::charts() const
{
    flushPendingCharts();
    QList<QChartView*> views;
    for (const ChartInfo& info : ChartRegistry::charts()) {
        if (QChartView* view = m_charts.value(info.id))
            views.append(view);
    }
    return views;
}

QChartView* ResultsPanel::chart(const QString& id) const
{
    flushPendingCharts();
    return m_charts.value(id);
}

bool ResultsPanel::copyChart(const QString& id) const
{
    QChartView* view = chart(id);
    if (!view)
        return false;
    QGuiApplication::clipboard()->setImage(ChartExport::image(view));
    return true;
}

void ResultsPanel::showChartMenu(const QString& id, QChartView* view, const QPoint& pos)
{
    QMenu menu(view);
    //: a chart's context menu: the chart as a picture on the clipboard, as exported to PNG
    menu.addAction(tr("Copy Chart"), this, [this, id] { copyChart(id); });
    menu.addAction(tr("Export Chart…"), this, [this, id] { emit chartExportRequested(id); });
    menu.exec(view->mapToGlobal(pos));
}

QList<QStringList> ResultsPanel::chartPages() const
{
    QList<QStringList> cells;
    QStringList scaling;
    for (const ChartInfo& info : ChartRegistry::charts()) {
        if (info.id == ChartId::ServingFrontier && !m_comparison->showsServing())
            continue;
        if (!info.inScalingTabs) {
            cells.append({ info.id });
        } else {
            if (scaling.isEmpty())
                cells.append(QStringList());
            scaling.append(info.id);
        }
    }
    for (QStringList& cell : cells) {
        if (cell.isEmpty())
            cell = scaling;
    }
    // A page has the splitter's whole height (the table pane is hidden on chart pages) less
    // the page line under it, once that shows.
    QSize area = m_grid->parentWidget()->size();
    if (m_pageLabel->isHidden())
        area.rheight() -= m_pageLabel->sizeHint().height() + layout()->spacing();
    const int perPage = m_grid->cellsThatFit(area);
    QList<QStringList> pages;
    for (int i = 0; i < cells.size(); i += perPage) {
        QStringList page;
        for (int j = i; j < std::min<int>(i + perPage, int(cells.size())); ++j)
            page += cells[j];
        pages.append(page);
    }
    return pages;
}

void ResultsPanel::setPageText(const QString& text)
{
    m_pageLabel->setText(text);
    m_pageLabel->setVisible(!text.isEmpty());
}

void ResultsPanel::showTablePage()
{
    m_grid->hide();
    m_bottom->show();
}

void ResultsPanel::setShownCharts(const QStringList& ids)
{
    m_grid->show();
    m_shownIds = ids;
    auto shown = [this, &ids](const QString& id) {
        // The frontier is a serving chart: nothing to show for training or encoders.
        if (id == ChartId::ServingFrontier && !m_comparison->showsServing())
            return false;
        return ids.isEmpty() || ids.contains(id);
    };
    // The scaling charts share a tab widget: it shows when either is chosen, on the first
    // chosen one.
    bool scalingShown = false;
    QChartView* scalingCurrent = nullptr;
    for (const ChartInfo& info : ChartRegistry::charts()) {
        QChartView* view = m_charts.value(info.id);
        if (!info.inScalingTabs) {
            view->setVisible(shown(info.id));
        } else if (shown(info.id)) {
            scalingShown = true;
            if (!scalingCurrent && !ids.isEmpty())
                scalingCurrent = view;
        }
    }
    m_scalingTabs->setVisible(scalingShown);
    flushPendingCharts();
    if (scalingCurrent)
        m_scalingTabs->setCurrentWidget(scalingCurrent);
    m_bottom->setVisible(ids.isEmpty());
    m_grid->relayout();
}

void ResultsPanel::setColors(const QList<QColor>& deviceColors, const QPalette& palette)
{
    m_colors = deviceColors;
    for (ColumnChart* chart : columnCharts())
        chart->applyPalette(palette);
    ChartStyle::applyToAxis(m_co2Axis, palette);
    m_roofline->applyPalette(palette);
    m_batch->applyPalette(palette);
    m_chips->applyPalette(palette);
    m_frontier->applyPalette(palette);
    // Presentation mode re-applies the colours after changing the type size: setComparison
    // gives the grid the readable chart size for it.
    setComparison(*m_comparison);
    setChipCurves(m_chipCurves);
    m_grid->relayout();
}

QString ResultsPanel::runLength(double tokens)
{
    const QLocale locale;
    //: a run's length in tokens: %1 trillion (10^12), e.g. "15 T"
    if (tokens >= 1e12)
        return tr("%1 T").arg(locale.toString(tokens / 1e12, 'g', 3));
    //: a run's length in tokens: %1 billion (10^9), e.g. "1 B"
    if (tokens >= 1e9)
        return tr("%1 B").arg(locale.toString(tokens / 1e9, 'g', 3));
    //: a run's length in tokens: %1 million, e.g. "300 M"
    if (tokens >= 1e6)
        return tr("%1 M").arg(locale.toString(tokens / 1e6, 'g', 3));
    return locale.toString(tokens, 'g', 3);
}

// The columns of each chart, a column per device, as setComparison() gathers them.
struct ResultsPanel::ComparisonColumns
{
    QList<ChartColumn> step;
    QList<ChartColumn> throughput;
    QList<ChartColumn> costPerMillion;
    QList<ChartColumn> costPerRun;
    QList<ChartColumn> energy;
    QList<ChartColumn> memory;
    QList<ChartColumn> perJoule;
    QList<ChartColumn> perDollar;
    bool communicates = false; ///< some device's step exchanges data between chips
};

namespace {

// A device's column of `metric` with its explanation and, where the comparison has one, the
// accuracy band around its total. `d` is one of `shared`'s devices; the texts are built from
// them on a hover.
ChartColumn metricChartColumn(const ChartColumn& base, Metric metric, QList<double> segments,
    const DeviceComparison& d, const std::shared_ptr<const Comparison>& shared)
{
    const Comparison& comparison = *shared;
    ChartColumn c = base;
    c.segments = std::move(segments);
    c.missing = !MetricFigures::has(metric, d, comparison);
    c.explanation = LazyText(
        [shared, d = &d, metric] { return MetricText::explanation(metric, *d, *shared); });
    // The error bar spans the band around the column's total; the band is the
    // comparison's (computed with the estimate), so painting only reads it.
    if (d.band && !c.missing) {
        if (const auto f = MetricFigures::bandFactors(*d.band, metric)) {
            double total = 0;
            for (double v : std::as_const(c.segments))
                total += v;
            c.bandLow = total * f->first;
            c.bandHigh = total * f->second;
            c.bandExplanation = LazyText(
                [shared, d = &d, metric] { return AccuracyText::html(*d->band, metric); });
            c.explanation += c.bandExplanation;
        }
    }
    return c;
}

} // namespace

void ResultsPanel::setComparison(const Comparison& next)
{
    m_comparison = std::make_shared<const Comparison>(next);
    const Comparison& comparison = *m_comparison;
    updateRunTitles(comparison);
    const bool job = comparison.showsJob();
    const double stepUnit = chooseStepUnit(comparison, job);
    ComparisonColumns columns;
    for (const DeviceComparison& d : comparison.devices)
        appendDeviceColumns(d, comparison, job, stepUnit, columns);
    showComparisonColumns(columns, job);
    // More devices need wider charts for their names: fewer columns.
    m_grid->setMinimumCellSize(ChartLayout::minimumChartSize(int(comparison.devices.size())));
    m_roofline->setComparison(comparison, m_colors);
    m_batch->setComparison(comparison, m_colors);
    m_frontier->setComparison(comparison, m_colors);
    const bool frontierShown = comparison.showsServing()
        && (m_shownIds.isEmpty() || m_shownIds.contains(ChartId::ServingFrontier));
    if (m_frontier->isHidden() == frontierShown) {
        m_frontier->setVisible(frontierShown);
        m_grid->relayout();
    }
    m_tableModel->setComparison(comparison, m_colors);
    // The verdict's words follow once the edits settle: laying out its rich text on every
    // step of a slider cost 2-3 ms of the frame (bench_workspace), and words need not move at
    // 60 fps. A language switch or a comparison shown at once (tests, exports) calls it now.
    m_settleTimer.start();
    updateBanner();
    // Screen readers name each chart by its title, which follows the workload and language.
    // (m_charts, not charts(): that would give the charts out of sight their columns now.)
    for (QChartView* view : std::as_const(m_charts)) {
        if (const QString title = ChartLayout::fullTitle(view->chart());
            view->accessibleName() != title)
            view->setAccessibleName(title);
    }
}

// The titles that follow the workload: samples or tokens, and the run's length.
void ResultsPanel::updateRunTitles(const Comparison& comparison)
{
    const bool samples
        = comparison.workload && comparison.workload->spec().type != ModelType::Transformer;
    const QString throughputTitle
        = samples ? tr("Throughput (samples/s)") : tr("Throughput (tokens/s)");
    if (ChartLayout::fullTitle(m_throughput->chart()) != throughputTitle)
        ChartLayout::setTitle(m_throughput->chart(), throughputTitle);
    // The run the per-run charts describe is the job's (1 B tokens unless the Job section
    // says otherwise).
    //: the cost chart's title: %1 is the run's length, e.g. "1 B" or "15 T"
    const QString costTitle
        = tr("Cost per run of %1 tokens ($)").arg(runLength(comparison.options.trainingTokens));
    if (ChartLayout::fullTitle(m_costPerRun->chart()) != costTitle)
        ChartLayout::setTitle(m_costPerRun->chart(), costTitle);
}

// The step-time chart's unit (and title): seconds for steps of a second and more, else ms.
double ResultsPanel::chooseStepUnit(const Comparison& comparison, bool job)
{
    // Steps of a second and more (a job's, a large model's) in seconds, the rest in ms.
    double longestStep = 0;
    for (const DeviceComparison& d : comparison.devices) {
        if (job && d.job && d.job->usable())
            longestStep = std::max(longestStep, d.job->result.stepSeconds);
        else if (!job && d.estimate)
            longestStep = std::max(longestStep, d.estimate->stepSeconds);
    }
    const bool stepInSeconds = longestStep >= 1;
    const double stepUnit = stepInSeconds ? 1 : 1e3;
    m_stepSecondsPerUnit = 1 / stepUnit;
    const QString stepTitle = stepInSeconds ? tr("Step time (s)") : tr("Step time (ms)");
    if (ChartLayout::fullTitle(m_stepTime->chart()) != stepTitle)
        ChartLayout::setTitle(m_stepTime->chart(), stepTitle);
    return stepUnit;
}

// One device's column in each chart: missing (with why) where it cannot run the workload
// or job.
void ResultsPanel::appendDeviceColumns(const DeviceComparison& d, const Comparison& comparison,
    bool job, double stepUnit, ComparisonColumns& columns) const
{
    ChartColumn base;
    base.label = d.device.name;
    base.color = Theme::deviceColor(m_colors, d.colorIndex);
    const bool runs = job ? d.job && d.job->usable() : d.estimate.has_value();
    if (!runs) {
        base.missing = true;
        base.explanation = !d.estimate
            ? tr("%1 cannot run this workload (no matrix rate for its precision, or an "
                 "invalid shape).")
                  .arg(d.device.name)
            : tr("%1 cannot run this job: %2")
                  .arg(d.device.name, JobText::problems(*d.job, comparison.job));
        for (auto* list :
            { &columns.step, &columns.throughput, &columns.costPerMillion, &columns.costPerRun,
                &columns.energy, &columns.memory, &columns.perJoule, &columns.perDollar })
            list->append(base);
        return;
    }
    auto value = [&](Metric metric) { return MetricFigures::value(metric, d, comparison); };
    auto column = [&](Metric metric, QList<double> segments) {
        return metricChartColumn(base, metric, std::move(segments), d, m_comparison);
    };
    if (job) {
        // A job's step: the slowest stage's compute, the communication it waits for and
        // the pipeline bubble (in the last segment), summing to the step.
        const scaling::ScalingResult& r = d.job->result;
        const double comm = r.exposedCommSeconds;
        const double bubble = std::max(0.0, r.stepSeconds - r.computeSeconds - comm);
        columns.communicates = columns.communicates || comm > 0;
        columns.step.append(column(Metric::StepTime,
            { r.computeSeconds * stepUnit, 0, comm * stepUnit, bubble * stepUnit }));
    } else {
        const engine::WorkloadEstimate& e = *d.estimate;
        columns.communicates = columns.communicates || e.communicationSeconds > 0;
        columns.step.append(column(Metric::StepTime,
            { e.computeSeconds * stepUnit, e.memorySeconds * stepUnit,
                e.communicationSeconds * stepUnit, e.overheadSeconds * stepUnit }));
    }
    columns.throughput.append(column(Metric::Throughput, { value(Metric::Throughput) }));
    columns.costPerMillion.append(
        column(Metric::CostPerMillionTokens, { value(Metric::CostPerMillionTokens) }));
    columns.costPerRun.append(column(Metric::CostPerRun, { value(Metric::CostPerRun) }));
    // An energy from an estimated power is drawn hatched; its power range widens the error
    // bar (on top of the accuracy band, where there is one) and is named on hover. Tokens per
    // joule divide by the energy: the range's ends swap.
    const MetricFigures::EnergyRange range = MetricFigures::energyRange(d, comparison);
    auto withPowerRange = [&](ChartColumn c, Metric metric, double low, double high) {
        if (c.missing || !range.estimated)
            return c;
        c.estimated = true;
        if (!(high > low))
            return c;
        const double v = c.segments.value(0);
        c.bandLow = (std::isfinite(c.bandLow) ? c.bandLow : v) * low;
        c.bandHigh = (std::isfinite(c.bandHigh) ? c.bandHigh : v) * high;
        const QLocale locale;
        //: %3 is the unit, e.g. "kWh" or "tokens/J"
        const QString text
            = tr("<p>Power estimated: the catalog's power range gives %1–%2 %3 "
                 "for this run.</p>")
                  .arg(locale.toString(v * low, 'g', 3), locale.toString(v * high, 'g', 3),
                      Explanation::metricUnit(metric));
        c.explanation += text;
        c.bandExplanation += text;
        return c;
    };
    columns.energy.append(
        withPowerRange(column(Metric::EnergyPerRun, { value(Metric::EnergyPerRun) }),
            Metric::EnergyPerRun, range.low, range.high));
    const ChartColumn joule = withPowerRange(
        column(Metric::TokensPerJoule, { value(Metric::TokensPerJoule) }), Metric::TokensPerJoule,
        range.high > 0 ? 1 / range.high : 1, range.low > 0 ? 1 / range.low : 1);
    columns.perJoule.append(joule);
    columns.perDollar.append(column(Metric::TokensPerDollar, { value(Metric::TokensPerDollar) }));
    ChartColumn m = column(Metric::Memory, { value(Metric::Memory) });
    m.marker = units::gib(
        double(job ? d.job->result.memoryCapacityBytes : d.estimate->memoryCapacityBytes));
    m.flagged = job ? !d.job->result.fits : !d.estimate->fits;
    columns.memory.append(m);
}

void ResultsPanel::showComparisonColumns(const ComparisonColumns& columns, bool job)
{
    // A job's step has no memory-bound part of its own (the stage's compute holds it) and its
    // last segment is the pipeline bubble.
    m_stepTime->setSegmentNames(
        { tr("comp."), tr("mem."), tr("comm."), job ? tr("bubble") : tr("overh.") });
    m_stepTime->setSegmentShown(1, !job);
    // One chip exchanges nothing: a "comm." legend entry over no segment would only puzzle.
    m_stepTime->setSegmentShown(kCommunicationSegment, columns.communicates);
    setChartColumns(m_stepTime, columns.step);
    setChartColumns(m_throughput, columns.throughput);
    setChartColumns(m_costPerMillion, columns.costPerMillion);
    setChartColumns(m_costPerRun, columns.costPerRun);
    setChartColumns(m_energy, columns.energy);
    updateCo2Axis();
    setChartColumns(m_memory, columns.memory);
    setChartColumns(m_tokensPerJoule, columns.perJoule);
    setChartColumns(m_tokensPerDollar, columns.perDollar);
}

void ResultsPanel::setChipCurves(const std::vector<ChipCurve>& curves)
{
    m_chipCurves = curves;
    m_chips->setCurves(curves, m_colors);
}

void ResultsPanel::updateCo2Axis()
{
    // The energy axis counts kWh × its scale: the CO₂ axis counts kg × the same scale.
    const double top
        = m_energy->valueAxis()->max() * m_comparison->options.gridGramsCo2PerKwh / 1000.0;
    const QString title = ColumnChart::scaledTitle(tr("kg CO₂"), m_energy->valueScale());
    if (ChartLayout::fullAxisTitle(m_co2Axis) != title)
        ChartLayout::setAxisTitle(m_energy->chart(), m_co2Axis, title);
    ChartLayout::setValueRange(
        m_co2Axis, 0, top, m_energy->chart()->plotArea().height(), Qt::Vertical);
}

void ResultsPanel::updateBanner()
{
    QStringList lines;
    const QLocale locale;
    for (const io::Diagnostic& d : m_comparison->diagnostics) {
        if (d.severity == io::Severity::Error)
            //: %1 a problem of the workload, e.g. "$.model.heads: expected integer > 0, found
            //: number 0"
            lines << tr("The workload cannot be built: %1.").arg(io::DiagnosticText::problem(d));
    }
    // The banner says what does not fit, where, and what to do about it (issue 19: an
    // unexplained "DOES NOT FIT" over a tour scene), one line per memory need, so that a
    // comparison of chips that all fall short of the same step stays short on a projector.
    const bool training
        = m_comparison->workload && m_comparison->workload->spec().run.step == StepKind::Training;
    QStringList needs;
    QHash<QString, QStringList> chipsByNeed;
    const bool job = m_comparison->showsJob();
    if (job) {
        // A job says, per device, why it cannot run or does not fit on its chips.
        for (const DeviceComparison& d : m_comparison->devices) {
            if (!d.job)
                continue;
            const QString why = JobText::problems(*d.job, m_comparison->job);
            if (!why.isEmpty())
                lines << tr("%1: %2").arg(
                    d.device.name, why.split(QLatin1Char('\n')).join(QStringLiteral("; ")));
        }
    }
    for (const DeviceComparison& d : m_comparison->devices) {
        if (job || !d.estimate || d.estimate->fits)
            continue;
        const QString needed = units::gibNumber(double(d.estimate->memory.totalBytes()), 1, locale);
        if (!chipsByNeed.contains(needed))
            needs.append(needed);
        chipsByNeed[needed].append(
            tr("%1 (%2 GiB)")
                .arg(d.device.name,
                    units::gibNumber(double(d.estimate->memoryCapacityBytes), 0, locale)));
    }
    for (const QString& needed : std::as_const(needs))
        lines << tr("DOES NOT FIT on one %1: the step needs %2 GiB.")
                     .arg(locale.createSeparatedList(chipsByNeed.value(needed)), needed);
    if (!needs.isEmpty())
        lines.last() += QLatin1Char(' ')
            + (training ? tr("That is weights, gradients, optimizer state and activations; the "
                             "chips chart shows how many chips it takes.")
                        : tr("That is weights, KV cache and activations; the chips chart shows "
                             "how many chips it takes."));
    for (const QString& id : m_comparison->missingDeviceIds)
        lines << tr("Device '%1' is not in the catalog.").arg(id);
    if (m_comparison->devices.empty() && m_comparison->workload)
        lines << tr("Tick devices in the Devices panel to compare them.");
    m_banner->setVisible(!lines.isEmpty());
    m_banner->setText(QStringLiteral("⚠ ") + lines.join(QStringLiteral("\n⚠ ")));
    // Vermilion (Okabe–Ito) with white bold text: a warning in both themes, with the ⚠ sign and
    // words so it never relies on colour.
    m_banner->setStyleSheet(QStringLiteral(
        "QLabel#fitBanner { background: #B34700; color: white; font-weight: bold; }"));
}

} // namespace ts
