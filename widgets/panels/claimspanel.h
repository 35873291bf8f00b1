// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/claimcheck.h"

#include <QList>
#include <QWidget>
#include <optional>

class QLabel;
class QScrollArea;

namespace ts {

/// The Claims page (issue 22): the ten popular GPU-vs-TPU claims as cards, each with its
/// verdict on the workload and devices of the workspace (ClaimCheck) and the sentence of figures
/// that decided it (ClaimText), one card under another in a scrolling page. The window
/// computes the outcomes when the page is shown and after edits settle; the page only paints
/// them.
class ClaimsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ClaimsPanel(QWidget* parent = nullptr);

    /// Shows `outcomes` (one a claim, in ClaimCheck::all() order) for the named devices.
    void setOutcomes(const QList<ClaimOutcome>& outcomes, const QString& workloadName,
        const QString& systolicName, const QString& gpuName);
    const QList<ClaimOutcome>& outcomes() const { return m_outcomes; }
    /// The card of claim `id`: its verdict label and its summary label (for tests).
    QLabel* verdictLabel(ClaimId id) const;
    QLabel* summaryLabel(ClaimId id) const;
    QLabel* header() const { return m_header; }
    /// Shows only the card of `id` (a tour scene on a projector), or every card again.
    void focusClaim(std::optional<ClaimId> id);
    std::optional<ClaimId> focusedClaim() const { return m_focused; }
    QWidget* card(ClaimId id) const { return m_cards.value(int(id)); }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateFonts();

    QLabel* m_header = nullptr;
    QScrollArea* m_scroll = nullptr;
    QWidget* m_content = nullptr;
    QList<QWidget*> m_cards;
    QList<QLabel*> m_statements;
    QList<QLabel*> m_verdicts;
    QList<QLabel*> m_summaries;
    QList<ClaimOutcome> m_outcomes;
    QString m_workloadName;
    QString m_systolicName;
    QString m_gpuName;
    std::optional<ClaimId> m_focused;
};

} // namespace ts
