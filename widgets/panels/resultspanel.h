// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "charts/columnchart.h"
#include "compare/chipscaling.h"
#include "compare/comparison.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QTimer>
#include <QWidget>
#include <memory>

class QTabWidget;
class QTextBrowser;
class QChartView;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QValueAxis;

namespace ts {

class BatchCurveChart;
class ChartGrid;
class ChipScalingChart;
class ColumnChart;
class ComparisonTableModel;
class RooflineChart;
class ServingFrontierChart;

/// The results area: a warning banner (what does not fit, what cannot be built), the charts
/// (step time stacked by compute / memory / communication / overhead, throughput, cost per
/// million tokens and per run, run energy with CO₂, memory against capacity, roofline, batch
/// curve) and the sortable comparison table. One colour per device throughout: the device's
/// colorIndex into the theme's palette.
class ResultsPanel : public QWidget
{
    Q_OBJECT

public:
    /// The step-time chart's segments: compute, memory, communication, overhead.
    static constexpr int kCommunicationSegment = 2;

    explicit ResultsPanel(QWidget* parent = nullptr);

    void setComparison(const Comparison& comparison);
    /// A run's length for a title: "15 T", "1 B", "300 M" (tokens or samples).
    static QString runLength(double tokens);
    /// The chip-count curves (computed separately: they take longer).
    void setChipCurves(const std::vector<ChipCurve>& curves);
    const Comparison& comparison() const { return *m_comparison; }
    /// The device colours (from the theme) and chart colours (from the palette).
    void setColors(const QList<QColor>& deviceColors, const QPalette& palette);

    ColumnChart* stepTimeChart() const { return current(m_stepTime); }
    /// Seconds per unit of the step-time chart: 10⁻³ while it counts ms, 1 once a step takes a
    /// second or more (its title says which).
    double stepTimeChartSecondsPerUnit() const { return m_stepSecondsPerUnit; }
    ColumnChart* throughputChart() const { return current(m_throughput); }
    ColumnChart* costPerMillionChart() const { return current(m_costPerMillion); }
    ColumnChart* costPerRunChart() const { return current(m_costPerRun); }
    ColumnChart* energyChart() const { return current(m_energy); }
    ColumnChart* memoryChart() const { return current(m_memory); }
    ColumnChart* tokensPerJouleChart() const { return current(m_tokensPerJoule); }
    ColumnChart* tokensPerDollarChart() const { return current(m_tokensPerDollar); }
    RooflineChart* rooflineChart() const { return m_roofline; }
    BatchCurveChart* batchChart() const { return m_batch; }
    ChipScalingChart* chipChart() const { return m_chips; }
    /// Shown only while the comparison carries serving figures (Comparison::showsServing()).
    ServingFrontierChart* frontierChart() const { return m_frontier; }
    /// Every chart, in the order of ChartRegistry::charts().
    QList<QChartView*> charts() const;
    /// The chart registered under `id` (ChartId), or null.
    QChartView* chart(const QString& id) const;
    /// Puts chart `id` on the clipboard as File › Export Chart saves it as PNG (ChartExport's
    /// default size and pixel ratio, laid out for that size). False for an unknown id.
    bool copyChart(const QString& id) const;
    /// Shows only the charts with these ids and hides the table (presentation mode, a tour
    /// scene's charts); empty: everything. Unknown ids are ignored.
    void setShownCharts(const QStringList& ids);
    /// The charts in groups that each fill the chart area without scrolling, in the grid's
    /// order (the two scaling charts share one cell): presentation mode shows one's own
    /// workspace page by page (issue 19), then the verdict and the table (showTablePage).
    QList<QStringList> chartPages() const;
    /// The verdict and the table alone, over the whole panel; setShownCharts brings the
    /// charts back.
    void showTablePage();
    /// A line under the charts naming the page shown (presentation mode); empty hides it.
    void setPageText(const QString& text);
    QLabel* pageLabel() const { return m_pageLabel; }
    QLabel* banner() const { return m_banner; }
    /// The charts' grid: as many columns as fit at a readable size, scrolling below that.
    ChartGrid* chartGrid() const { return m_grid; }
    QTableView* table() const { return m_table; }
    /// Who wins on time, cost and energy, and why, in words (VerdictText), written
    /// kVerdictSettleMs after the last setComparison().
    QTextBrowser* verdictView() const { return m_verdict; }
    static constexpr int kVerdictSettleMs = 100;
    /// Writes the verdict of the comparison shown now (without waiting for the settle timer).
    void updateVerdict();
    ComparisonTableModel* tableModel() const { return m_tableModel; }

signals:
    /// A number was hovered or selected: its derivation, as rich text.
    void explanationChanged(const QString& html);
    /// A chart's context menu asked to export chart `id` (the window asks where to).
    void chartExportRequested(const QString& id);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The column charts (without flushing their pending columns: see current()).
    QList<ColumnChart*> columnCharts() const;
    /// Gives `chart` its columns now if it can be seen, else when it comes into sight.
    void setChartColumns(ColumnChart* chart, const QList<ChartColumn>& columns);
    /// Gives every chart waiting for its columns its columns (const: readers of a chart call it
    /// so they never read a stale one).
    void flushPendingCharts() const;
    /// `chart` with its pending columns given.
    ColumnChart* current(ColumnChart* chart) const
    {
        flushPendingCharts();
        return chart;
    }
    /// Sizes the verdict view to its text at its width (a resize or a new verdict).
    void fitVerdictHeight();
    /// Sets chart titles, legends and tab texts in the current language (at construction and
    /// on a switch); texts that depend on the results follow with the next setComparison().
    void retranslate();
    // The constructor's steps, in the order the widgets are created.
    void createCharts();
    void layOutChartGrid();
    void createComparisonTable();
    void createVerdictPane();
    void layOutPanel();
    void connectExplanations();
    // setComparison()'s steps.
    struct ComparisonColumns;
    void updateRunTitles(const Comparison& comparison);
    double chooseStepUnit(const Comparison& comparison, bool job);
    void appendDeviceColumns(const DeviceComparison& d, const Comparison& comparison, bool job,
        double stepUnit, ComparisonColumns& columns) const;
    void showComparisonColumns(const ComparisonColumns& columns, bool job);
    void updateBanner();
    /// The kg CO₂ axis at the kWh axis's range times the grid's carbon intensity.
    void updateCo2Axis();
    /// Right-clicking a chart offers Copy Chart and Export Chart….
    void showChartMenu(const QString& id, QChartView* view, const QPoint& pos);
    /// Table columns as wide as their widest cell or header (never wrapped or cut), sharing
    /// what room is left; the table scrolls sideways when they need more than it has.
    void fitTableColumns();
    /// Creates the chart registered as `id` with its object name; every registered chart must
    /// be created exactly once (checked when the constructor is done).
    template <typename Chart, typename... Args> Chart* addChart(const QString& id, Args&&... args);

    /// Shared with the columns' explanations, built from it on a hover.
    std::shared_ptr<const Comparison> m_comparison = std::make_shared<const Comparison>();
    QList<QColor> m_colors;
    /// By ChartRegistry id.
    QHash<QString, QChartView*> m_charts;
    ChartGrid* m_grid = nullptr;
    QLabel* m_banner = nullptr;
    ColumnChart* m_stepTime = nullptr;
    ColumnChart* m_throughput = nullptr;
    ColumnChart* m_costPerMillion = nullptr;
    ColumnChart* m_costPerRun = nullptr;
    ColumnChart* m_energy = nullptr;
    ColumnChart* m_tokensPerJoule = nullptr;
    ColumnChart* m_tokensPerDollar = nullptr;
    QValueAxis* m_co2Axis = nullptr;
    QTabWidget* m_scalingTabs = nullptr;
    ColumnChart* m_memory = nullptr;
    RooflineChart* m_roofline = nullptr;
    BatchCurveChart* m_batch = nullptr;
    ChipScalingChart* m_chips = nullptr;
    ServingFrontierChart* m_frontier = nullptr;
    /// The charts setShownCharts() asked for (empty: all); the frontier shows among them only
    /// for serving.
    QStringList m_shownIds;
    std::vector<ChipCurve> m_chipCurves;
    ComparisonTableModel* m_tableModel = nullptr;
    QTextBrowser* m_verdict = nullptr;
    /// The verdict and the charts scrolled out of sight follow once the edits settle.
    QTimer m_settleTimer;
    /// Columns of charts that were out of sight when the comparison changed: each takes them
    /// when it comes into sight (a scroll, a resize, a tour scene) or the edits settle.
    mutable QHash<ColumnChart*, QList<ChartColumn>> m_pendingColumns;
    QString m_verdictHtml;
    QWidget* m_bottom = nullptr; ///< the verdict and the table
    QLabel* m_pageLabel = nullptr; ///< "2 / 6 · Page Down: next" while presenting
    double m_stepSecondsPerUnit = 1e-3;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_table = nullptr;
};

} // namespace ts
