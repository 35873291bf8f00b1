// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chartregistry.h"

namespace ts {

const QList<ChartInfo>& ChartRegistry::charts()
{
    static const QList<ChartInfo> charts {
        { ChartId::StepTime, QStringLiteral("stepTimeChart") },
        { ChartId::ServingFrontier, QStringLiteral("servingFrontierChart") },
        { ChartId::Throughput, QStringLiteral("throughputChart") },
        { ChartId::Memory, QStringLiteral("memoryChart") },
        { ChartId::Roofline, QStringLiteral("rooflineChart") },
        { ChartId::CostPerMillion, QStringLiteral("costPerMillionChart") },
        { ChartId::CostPerRun, QStringLiteral("costPerRunChart") },
        { ChartId::Energy, QStringLiteral("energyChart") },
        { ChartId::TokensPerJoule, QStringLiteral("tokensPerJouleChart") },
        { ChartId::TokensPerDollar, QStringLiteral("tokensPerDollarChart") },
        { ChartId::BatchCurve, QStringLiteral("batchChart"), true },
        { ChartId::ChipScaling, QStringLiteral("chipChart"), true },
    };
    return charts;
}

QStringList ChartRegistry::ids()
{
    QStringList ids;
    for (const ChartInfo& chart : charts())
        ids.append(chart.id);
    return ids;
}

const ChartInfo* ChartRegistry::find(const QString& id)
{
    for (const ChartInfo& chart : charts()) {
        if (chart.id == id)
            return &chart;
    }
    return nullptr;
}

} // namespace ts
