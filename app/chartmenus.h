// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QMenu;

namespace ts {

class ResultsPanel;

/// File › Export Chart and Edit › Copy Chart: one entry per chart of the ChartRegistry, named
/// by the chart's full title as the results panel shows it, and named again after a language
/// switch (retitle()). The entries carry the chart's registry id as data.
class ChartMenus : public QObject
{
    Q_OBJECT

public:
    ChartMenus(ResultsPanel* results, QObject* parent);

    /// Fills `menu` with entries that emit exportRequested() (objects `actionExportChart-ID`).
    void addExportEntries(QMenu* menu);
    /// Fills `menu` with entries that copy their chart (objects `actionCopyChart-ID`).
    void addCopyEntries(QMenu* menu);
    /// Names the entries by the charts' titles now.
    void retitle();

signals:
    /// File › Export Chart › (chart) was chosen.
    void exportRequested(const QString& chartId);

private:
    ResultsPanel* m_results;
    QList<QPointer<QMenu>> m_menus;
};

} // namespace ts
