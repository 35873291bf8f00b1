// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QScrollArea>

class QGridLayout;

namespace ts {

/// The Compare tab's charts in as many columns as fit at a readable size
/// (ChartLayout::minimumChartSize): four on a wide screen, two on a laptop, one in a narrow
/// window. Rows are never squeezed below that size: when they do not fit, the grid scrolls.
/// When they fit (few charts, as in a tour scene), they share the whole area.
class ChartGrid : public QScrollArea
{
    Q_OBJECT

public:
    explicit ChartGrid(QWidget* parent = nullptr);

    /// Appends a cell (a chart, or the tab widget holding two).
    void addCell(QWidget* cell);
    /// Places the cells that are not hidden again, after cells were shown or hidden or the
    /// chart type changed size (presentation mode).
    void relayout();
    int columnCount() const { return m_columns; }
    /// The size below which no chart is squeezed (ChartLayout::minimumChartSize for the
    /// devices shown); re-lays out when it changes.
    void setMinimumCellSize(const QSize& size);
    /// The columns `cells` charts get in `width` pixels with `spacing` between them (1 to 4).
    static int columnsFor(int width, int cells, int minimumWidth, int spacing);
    /// How many cells an `area` holds at the minimum cell size without scrolling (at least
    /// one): the page size when presentation mode shows a workspace page by page.
    int cellsThatFit(const QSize& area) const;
    /// Whether the shown cells are taller than the viewport (the grid scrolls).
    bool scrolls() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* m_content = nullptr;
    QGridLayout* m_layout = nullptr;
    QList<QWidget*> m_cells;
    QList<QWidget*> m_placed;
    int m_columns = 0;
    int m_rows = 0;
    QSize m_minimum;
};

} // namespace ts
