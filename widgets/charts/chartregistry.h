// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/chartid.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ts {

/// One comparison chart as the rest of the program knows it.
struct ChartInfo
{
    /// The stable id (ChartId; ChartId::all() lists them in this registry's order).
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
