// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1String>
#include <QList>
#include <QString>
#include <QStringList>

namespace ts {

/// The stable ids of the comparison charts: tour files, chart exports and the results panel
/// name charts by these, never by position. Never rename one: saved tours use them.
namespace ChartId {
inline constexpr QLatin1String StepTime("step-time");
inline constexpr QLatin1String Throughput("throughput");
inline constexpr QLatin1String Memory("memory");
inline constexpr QLatin1String Roofline("roofline");
inline constexpr QLatin1String CostPerMillion("cost-per-million");
inline constexpr QLatin1String CostPerRun("cost-per-run");
inline constexpr QLatin1String Energy("energy");
inline constexpr QLatin1String TokensPerJoule("tokens-per-joule");
inline constexpr QLatin1String TokensPerDollar("tokens-per-dollar");
inline constexpr QLatin1String BatchCurve("batch");
inline constexpr QLatin1String ChipScaling("chips");
} // namespace ChartId

/// One comparison chart as the rest of the program knows it.
struct ChartInfo
{
    /// The stable id (ChartId).
    QString id;
    /// The chart widget's object name (tests and style sheets find it by this).
    QString objectName;
    /// Shares the results panel's "scaling" tab cell with the other scaling chart rather than
    /// taking a grid cell of its own.
    bool inScalingTabs = false;
};

/// The comparison charts, in the order the results panel lays them out (row by row) and the
/// File › Export Chart menu lists them. One list, so adding a chart is one entry here plus its
/// construction in ResultsPanel (which refuses to build an unregistered chart).
class ChartRegistry
{
public:
    static const QList<ChartInfo>& charts();
    static QStringList ids();
    /// The chart registered under `id`, or null.
    static const ChartInfo* find(const QString& id);
};

} // namespace ts
