// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/claimcheck.h"

#include <QColor>
#include <QList>
#include <QWidget>
#include <optional>

class QAction;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;

namespace ts {

class ClaimCurveChart;
class ColumnChart;

/// The Claims page (issue 22): the ten popular GPU-vs-TPU claims as cards, each with its
/// verdict on the workload and devices of the workspace (ClaimCheck) and the sentence of figures
/// that decided it (ClaimText), one card under another in a scrolling page. Each card opens full
/// size with its experiment's chart (the batch sweep, cost against utilization, communication
/// against chips, ...) and its figures, each a link to its Explanation. The window computes
/// the outcomes when the page is shown and after edits settle; the page only paints them.
class ClaimsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ClaimsPanel(QWidget* parent = nullptr);

    /// Shows `outcomes` (one a claim, in ClaimCheck::all() order) for the named devices, drawn
    /// in their colours.
    void setOutcomes(const QList<ClaimOutcome>& outcomes, const QString& workloadName,
        const QString& systolicName, const QString& gpuName, const QColor& systolicColor = {},
        const QColor& gpuColor = {});
    const QList<ClaimOutcome>& outcomes() const { return m_outcomes; }
    /// The card of claim `id`: its verdict label and its summary label (for tests).
    QLabel* verdictLabel(ClaimId id) const;
    QLabel* summaryLabel(ClaimId id) const;
    QLabel* header() const { return m_header; }
    QWidget* card(ClaimId id) const { return m_cards.value(int(id)); }
    QPushButton* openButton(ClaimId id) const { return m_openButtons.value(int(id)); }

    /// Opens the card of `id` full size with its experiment; nothing: the list of cards again.
    void openClaim(std::optional<ClaimId> id);
    std::optional<ClaimId> openedClaim() const { return m_opened; }
    /// Opens the card of `id` alone, without the way back to the list (a tour scene on a
    /// projector), or shows the list again.
    void focusClaim(std::optional<ClaimId> id);
    std::optional<ClaimId> focusedClaim() const { return m_focused; }

    /// The theme's colours and the chart type's scale (presentation mode) for the charts.
    void applyPalette(const QPalette& palette);

    /// The opened card's parts (for tests).
    QLabel* openedVerdict() const { return m_detailVerdict; }
    QLabel* openedSummary() const { return m_detailSummary; }
    QLabel* openedFigures() const { return m_figures; }
    QPushButton* backButton() const { return m_back; }
    ClaimCurveChart* curveChart() const { return m_curveChart; }
    ColumnChart* columnChart() const { return m_columnChart; }
    /// The chart the opened card shows (the curve or the column chart; nothing without one).
    QWidget* experimentChart() const;

signals:
    /// A figure of an opened card was clicked: the window explains it.
    void figureExplainRequested(ts::ClaimId id, const QString& figureKey);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateFonts();
    void showOpened();
    void applyVerdictColor(QLabel* label, const ClaimOutcome* outcome);

    QLabel* m_header = nullptr;
    QStackedWidget* m_pages = nullptr;
    QScrollArea* m_scroll = nullptr;
    QWidget* m_content = nullptr;
    QList<QWidget*> m_cards;
    QList<QLabel*> m_statements;
    QList<QLabel*> m_verdicts;
    QList<QLabel*> m_summaries;
    QList<QPushButton*> m_openButtons;

    QWidget* m_detail = nullptr;
    QPushButton* m_back = nullptr;
    QAction* m_backAction = nullptr;
    QLabel* m_detailStatement = nullptr;
    QLabel* m_detailVerdict = nullptr;
    QLabel* m_detailSummary = nullptr;
    QStackedWidget* m_charts = nullptr;
    ClaimCurveChart* m_curveChart = nullptr;
    ColumnChart* m_columnChart = nullptr;
    QWidget* m_noChart = nullptr;
    QLabel* m_figures = nullptr;

    QList<ClaimOutcome> m_outcomes;
    QString m_workloadName;
    QString m_systolicName;
    QString m_gpuName;
    QColor m_systolicColor;
    QColor m_gpuColor;
    std::optional<ClaimId> m_opened;
    std::optional<ClaimId> m_focused;
};

} // namespace ts
