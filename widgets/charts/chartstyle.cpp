// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chartstyle.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLegend>

namespace ts {

namespace {

double s_scale = 1.0;

} // namespace

void ChartStyle::setScale(double scale)
{
    s_scale = scale > 0 ? scale : 1.0;
}

double ChartStyle::scale()
{
    return s_scale;
}

QFont ChartStyle::titleFont()
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * 1.15 * s_scale);
    font.setBold(true);
    return font;
}

QFont ChartStyle::labelFont()
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * s_scale);
    return font;
}

void ChartStyle::applyToAxis(QAbstractAxis* axis, const QPalette& palette)
{
    const QColor text = palette.color(QPalette::Text);
    axis->setLabelsColor(text);
    axis->setLabelsFont(labelFont());
    axis->setTitleBrush(text);
    QFont title = labelFont();
    title.setBold(true);
    axis->setTitleFont(title);
    axis->setLinePenColor(palette.color(QPalette::Dark));
    axis->setGridLineColor(palette.color(QPalette::Mid));
    axis->setMinorGridLineColor(palette.color(QPalette::Midlight));
}

void ChartStyle::install(QChartView* view, QChart* chart)
{
    QChart* const made = view->chart();
    view->setChart(chart);
    if (made != chart)
        delete made;
}

void ChartStyle::apply(QChart* chart, const QPalette& palette)
{
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundPen(QPen(palette.color(QPalette::Mid)));
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(palette.color(QPalette::Text));
    chart->setTitleFont(titleFont());
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    chart->legend()->setFont(labelFont());
    chart->setMargins(QMargins(4, 4, 4, 4));
    for (QAbstractAxis* axis : chart->axes())
        applyToAxis(axis, palette);
}

} // namespace ts
