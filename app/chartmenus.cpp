// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chartmenus.h"

#include "charts/chartlayout.h"
#include "charts/chartregistry.h"
#include "panels/resultspanel.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QMenu>

namespace ts {

ChartMenus::ChartMenus(ResultsPanel* results, QObject* parent)
    : QObject(parent)
    , m_results(results)
{ }

void ChartMenus::addExportEntries(QMenu* menu)
{
    m_menus.append(menu);
    for (const ChartInfo& chart : ChartRegistry::charts()) {
        QAction* action
            = menu->addAction(ChartLayout::fullTitle(m_results->chart(chart.id)->chart()), this,
                [this, id = chart.id] { emit exportRequested(id); });
        action->setObjectName(QStringLiteral("actionExportChart-") + chart.id);
        action->setData(chart.id);
    }
}

void ChartMenus::addCopyEntries(QMenu* menu)
{
    m_menus.append(menu);
    for (const ChartInfo& chart : ChartRegistry::charts()) {
        QAction* action
            = menu->addAction(ChartLayout::fullTitle(m_results->chart(chart.id)->chart()), this,
                [this, id = chart.id] { m_results->copyChart(id); });
        action->setObjectName(QStringLiteral("actionCopyChart-") + chart.id);
        action->setData(chart.id);
    }
}

void ChartMenus::retitle()
{
    for (QMenu* menu : std::as_const(m_menus)) {
        if (!menu)
            continue;
        for (QAction* action : menu->actions()) {
            if (QChartView* chart = m_results->chart(action->data().toString()))
                action->setText(ChartLayout::fullTitle(chart->chart()));
        }
    }
}

} // namespace ts
