// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chartgrid.h"

#include "charts/chartlayout.h"

#include <QGridLayout>
#include <QResizeEvent>
#include <QScrollBar>
#include <algorithm>

namespace ts {

namespace {

constexpr int kSpacing = 4;
constexpr int kMaximumColumns = 4;

} // namespace

ChartGrid::ChartGrid(QWidget* parent)
    : QScrollArea(parent)
    , m_content(new QWidget)
    , m_layout(new QGridLayout(m_content))
    , m_minimum(ChartLayout::minimumChartSize())
{
    setObjectName(QStringLiteral("chartGrid"));
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(kSpacing);
    setWidget(m_content);
}

void ChartGrid::addCell(QWidget* cell)
{
    cell->setParent(m_content);
    m_cells.append(cell);
    relayout();
}

void ChartGrid::setMinimumCellSize(const QSize& size)
{
    if (size == m_minimum)
        return;
    m_minimum = size;
    relayout();
}

int ChartGrid::columnsFor(int width, int cells, int minimumWidth, int spacing)
{
    const int fit = (width + spacing) / std::max(1, minimumWidth + spacing);
    return std::clamp(std::min(fit, cells), 1, kMaximumColumns);
}

int ChartGrid::cellsThatFit(const QSize& area) const
{
    const int columns = columnsFor(area.width(), kMaximumColumns, m_minimum.width(), kSpacing);
    const int rows
        = std::max(1, (area.height() + kSpacing) / std::max(1, m_minimum.height() + kSpacing));
    return columns * rows;
}

bool ChartGrid::scrolls() const
{
    return m_content->minimumHeight() > viewport()->height();
}

void ChartGrid::relayout()
{
    QList<QWidget*> shown;
    for (QWidget* cell : std::as_const(m_cells)) {
        if (!cell->isHidden())
            shown.append(cell);
    }
    const QSize minimum = m_minimum;
    // The width as if the vertical scroll bar were there: a bar that appears or goes must not
    // change the column count, or the grid would flip between two layouts.
    const int bar = verticalScrollBar()->sizeHint().width();
    const int usable = viewport()->width() - (verticalScrollBar()->isVisible() ? 0 : bar);
    int columns
        = columnsFor(usable, int(std::max<qsizetype>(1, shown.size())), minimum.width(), kSpacing);
    // A viewport too short for the rows (a tour scene's two charts at 1280x720 under its
    // caption, the second one off screen): more columns, each keeping 85 % of the minimum
    // width, if that way every chart is on screen; else the grid stays as it is and scrolls
    // (issue 19).
    const int height = viewport()->height();
    const auto fitsHeight = [&](int c) {
        const int r = int((shown.size() + c - 1) / c);
        return r * minimum.height() + (r - 1) * kSpacing <= height || r == 1;
    };
    if (!fitsHeight(columns)) {
        for (int wider = columns + 1; wider <= std::min<int>(int(shown.size()), kMaximumColumns);
             ++wider) {
            if ((usable - (wider - 1) * kSpacing) / wider < minimum.width() * 85 / 100)
                break;
            if (fitsHeight(wider)) {
                columns = wider;
                break;
            }
        }
    }
    const int rows = int((shown.size() + columns - 1) / columns);
    // One row takes the viewport's height rather than scroll for the minimum's last lines
    // (presentation mode at 1280x720 under a tour caption cut the chip axis off below the
    // fold); down to half the minimum, where the charts' own rules still thin their ticks. A
    // full grid keeps its readable minimum and scrolls.
    const int rowHeight
        = rows == 1 ? std::clamp(height, minimum.height() / 2, minimum.height()) : minimum.height();
    m_content->setMinimumSize(
        minimum.width(), rows > 0 ? rows * rowHeight + (rows - 1) * kSpacing : 0);
    if (columns == m_columns && rows == m_rows && shown == m_placed)
        return;
    for (QWidget* cell : std::as_const(m_cells))
        m_layout->removeWidget(cell);
    for (int r = 0; r < std::max(m_rows, rows); ++r)
        m_layout->setRowStretch(r, r < rows ? 1 : 0);
    for (int c = 0; c < std::max(m_columns, kMaximumColumns); ++c)
        m_layout->setColumnStretch(c, c < columns ? 1 : 0);
    for (int i = 0; i < shown.size(); ++i)
        m_layout->addWidget(shown[i], i / columns, i % columns);
    m_columns = columns;
    m_rows = rows;
    m_placed = shown;
}

void ChartGrid::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    relayout();
}

} // namespace ts
