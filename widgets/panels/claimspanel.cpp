// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "claimspanel.h"

#include "models/claimtext.h"

#include <QEvent>
#include <QFrame>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace ts {

namespace {

// A verdict's colour, set in the label's palette (a style sheet would stop the window's font
// at it, and presentation mode's larger type with it); "within the uncertainty" and "cannot
// tell" keep the text colour.
QColor verdictColor(ClaimVerdict verdict, const QColor& text)
{
    switch (verdict) {
    case ClaimVerdict::Holds:
        return QColor(0x1b, 0x7f, 0x3b);
    case ClaimVerdict::HoldsOnlyWhen:
        return QColor(0xa0, 0x5a, 0x00);
    case ClaimVerdict::DoesNotHold:
        return QColor(0xb3, 0x26, 0x1e);
    case ClaimVerdict::WithinUncertainty:
    case ClaimVerdict::CannotTell:
        break;
    }
    return text;
}

} // namespace

ClaimsPanel::ClaimsPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("claimsPanel"));
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText); // device and workload names from files

    m_content = new QWidget;
    auto* cards = new QVBoxLayout(m_content);
    cards->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < kClaimCount; ++i) {
        auto* card = new QFrame(m_content);
        card->setObjectName(QStringLiteral("claimCard%1").arg(i + 1));
        card->setFrameShape(QFrame::StyledPanel);
        auto* layout = new QVBoxLayout(card);
        auto* statement = new QLabel(card);
        statement->setWordWrap(true);
        auto* verdict = new QLabel(card);
        verdict->setObjectName(QStringLiteral("claimVerdict"));
        auto* summary = new QLabel(card);
        summary->setObjectName(QStringLiteral("claimSummary"));
        summary->setWordWrap(true);
        summary->setTextFormat(Qt::PlainText);
        summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(statement);
        layout->addWidget(verdict);
        layout->addWidget(summary);
        cards->addWidget(card);
        m_cards.append(card);
        m_statements.append(statement);
        m_verdicts.append(verdict);
        m_summaries.append(summary);
    }
    cards->addStretch(1);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(m_content);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_scroll, 1);
    updateFonts();
    retranslate();
}

void ClaimsPanel::updateFonts()
{
    // From the panel's own font each time it changes (presentation mode doubles it): fonts set
    // once at construction would keep their size.
    QFont header = font();
    header.setBold(true);
    header.setPointSizeF(header.pointSizeF() * 1.2);
    m_header->setFont(header);
    QFont strong = font();
    strong.setBold(true);
    QFont verdict = strong;
    verdict.setCapitalization(QFont::AllUppercase);
    for (int i = 0; i < kClaimCount; ++i) {
        m_statements[i]->setFont(strong);
        m_verdicts[i]->setFont(verdict);
        m_summaries[i]->setFont(font());
    }
}

void ClaimsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        updateFonts();
    if (event->type() == QEvent::PaletteChange)
        retranslate(); // the verdicts' colours follow the theme's text colour
    QWidget::changeEvent(event);
}

void ClaimsPanel::setOutcomes(const QList<ClaimOutcome>& outcomes, const QString& workloadName,
    const QString& systolicName, const QString& gpuName)
{
    m_outcomes = outcomes;
    m_workloadName = workloadName;
    m_systolicName = systolicName;
    m_gpuName = gpuName;
    retranslate();
}

void ClaimsPanel::retranslate()
{
    m_header->setText(m_outcomes.isEmpty()
            ? tr("Claims, checked: the popular GPU-vs-TPU statements, tested on your workload "
                 "and devices (tick a TPU and a GPU).")
            //: %1 the workload, %2 a TPU (or another systolic chip), %3 a GPU
            : tr("Claims, checked on %1 with %2 and %3")
                  .arg(m_workloadName,
                      m_systolicName.isEmpty() ? tr("no systolic chip") : m_systolicName,
                      m_gpuName.isEmpty() ? tr("no GPU") : m_gpuName));
    for (int i = 0; i < kClaimCount; ++i) {
        m_statements[i]->setText(
            QStringLiteral("%1. %2").arg(i + 1).arg(ClaimText::statement(ClaimId(i))));
        const ClaimOutcome* outcome = i < m_outcomes.size() ? &m_outcomes[i] : nullptr;
        m_verdicts[i]->setText(outcome ? ClaimText::verdictName(outcome->verdict) : QString());
        QPalette colors = m_verdicts[i]->palette();
        const QColor text = palette().color(QPalette::WindowText);
        colors.setColor(
            QPalette::WindowText, outcome ? verdictColor(outcome->verdict, text) : text);
        if (colors != m_verdicts[i]->palette())
            m_verdicts[i]->setPalette(colors);
        m_summaries[i]->setText(
            outcome ? ClaimText::summary(*outcome, m_systolicName, m_gpuName) : QString());
    }
}

void ClaimsPanel::focusClaim(std::optional<ClaimId> id)
{
    m_focused = id;
    for (int i = 0; i < kClaimCount; ++i)
        m_cards[i]->setVisible(!id || int(*id) == i);
}

QLabel* ClaimsPanel::verdictLabel(ClaimId id) const
{
    return m_verdicts.value(int(id));
}

QLabel* ClaimsPanel::summaryLabel(ClaimId id) const
{
    return m_summaries.value(int(id));
}

} // namespace ts
