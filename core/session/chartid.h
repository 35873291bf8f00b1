// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1String>
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
/// Tokens/s per chip against tokens/s per user (issue 35 item 6); shown for serving only.
inline constexpr QLatin1String ServingFrontier("serving-frontier");
/// Every id, in the order the results panel lays the charts out. A tour file may name these
/// and no others; widgets/charts' ChartRegistry lists the same ids with each chart's widget
/// (tst_chartregistry checks that the two agree).
QStringList all();
} // namespace ChartId

} // namespace ts
