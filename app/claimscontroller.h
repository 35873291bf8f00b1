// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QList>
#include <QObject>
#include <QTimer>
#include <functional>

class QTabWidget;

namespace ts {

class ClaimsPanel;
class WorkspaceController;
class WorkspaceDocument;

/// Keeps the Claims page (issue 22) on the workspace's comparison: runs the ten experiments
/// once for each comparison, and only while the page is shown (when the edits settle, or when
/// the page comes to the front), and explains a figure clicked on a card.
class ClaimsController : public QObject
{
    Q_OBJECT

public:
    /// `deviceColors` gives the theme's device colours now (each device in its colour in every
    /// chart, the claims' included).
    ClaimsController(WorkspaceController* controller, const WorkspaceDocument* document,
        ClaimsPanel* panel, QTabWidget* tabs, std::function<QList<QColor>()> deviceColors,
        QObject* parent);

    /// Runs the claims on the workspace's comparison now, unless the page shows this
    /// comparison's claims already.
    void refresh();
    /// The theme or the chart scale changed: the charts take the application's palette, and the
    /// claims run again (their outcomes carry the devices' colours) now when the page is shown,
    /// else when it is next shown.
    void restyle();

signals:
    /// A figure clicked on a card, explained: how it was computed and, where it is a metric of
    /// a device's one-chip estimate, the engine's derivation of it.
    void figureExplained(const QString& html);

private:
    void explainFigure(int claim, const QString& key);
    bool pageShown() const;

    WorkspaceController* m_controller;
    const WorkspaceDocument* m_document;
    ClaimsPanel* m_panel;
    QTabWidget* m_tabs;
    std::function<QList<QColor>()> m_deviceColors;
    /// refresh() once the edits settle, while the page is shown: the ten experiments take tens
    /// of milliseconds, too long for a slider's frame.
    QTimer m_timer;
    /// Comparisons computed so far, and the one the page shows.
    int m_comparisonGeneration = 0;
    int m_claimsGeneration = -1;
};

} // namespace ts
