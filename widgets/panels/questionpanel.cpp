// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "questionpanel.h"

#include "models/explanation.h"
#include "models/metrictext.h"
#include "style/plaintext.h"

#include <QEvent>
#include <QFontMetrics>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace ts {

namespace {

/// How much larger than the panel's text the question and the choices are (read from the back
/// of a room at 1280×720: tst_layout checks they still fit in every language).
constexpr double kQuestionScale = 1.3;
constexpr double kChoiceScale = 1.15;

std::optional<Metric> tableMetric(QuestionMetric metric)
{
    switch (metric) {
    case QuestionMetric::StepTime:
        return Metric::StepTime;
    case QuestionMetric::TokensPerSecond:
        return Metric::Throughput;
    case QuestionMetric::CostUsd:
        return Metric::CostPerRun;
    case QuestionMetric::Mfu:
        return Metric::Mfu;
    default:
        return std::nullopt;
    }
}

} // namespace

QuestionPanel::QuestionPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("questionPanel"));
    setAutoFillBackground(true);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("questionText"));
    m_text->setWordWrap(true);
    PlainText::makePlain(m_text);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(m_text);
    for (int i = 0; i < TourQuestion::kMaxChoices; ++i) {
        Row row;
        row.frame = new QFrame(this);
        row.frame->setObjectName(QStringLiteral("questionChoice%1").arg(i + 1));
        row.frame->setFrameShape(QFrame::StyledPanel);
        row.key = new QLabel(QString::number(i + 1), row.frame);
        row.text = new QLabel(row.frame);
        row.text->setWordWrap(true);
        PlainText::makePlain(row.text);
        row.votes = new QLabel(row.frame);
        row.figure = new QLabel(row.frame);
        row.figure->setObjectName(QStringLiteral("questionFigure%1").arg(i + 1));
        row.winner = new QLabel(row.frame);
        for (QLabel* label : { row.key, row.votes, row.figure, row.winner })
            PlainText::makePlain(label);
        auto* rowLayout = new QHBoxLayout(row.frame);
        rowLayout->setContentsMargins(12, 6, 12, 6);
        rowLayout->setSpacing(18);
        rowLayout->addWidget(row.key);
        rowLayout->addWidget(row.text, 1);
        rowLayout->addWidget(row.votes);
        rowLayout->addWidget(row.figure);
        rowLayout->addWidget(row.winner);
        layout->addWidget(row.frame);
        m_rows.append(row);
    }
    m_criterion = new QLabel(this);
    m_criterion->setObjectName(QStringLiteral("questionCriterion"));
    m_criterion->setWordWrap(true);
    PlainText::makePlain(m_criterion);
    layout->addWidget(m_criterion);
    layout->addStretch(1);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("questionHint"));
    m_hint->setWordWrap(true);
    PlainText::makePlain(m_hint);
    layout->addWidget(m_hint);
    m_buttons = new QWidget(this);
    auto* buttons = new QHBoxLayout(m_buttons);
    buttons->setContentsMargins(0, 0, 0, 0);
    m_revealButton = new QPushButton(m_buttons);
    m_revealButton->setObjectName(QStringLiteral("revealAnswerButton"));
    m_hideButton = new QPushButton(m_buttons);
    m_hideButton->setObjectName(QStringLiteral("hideQuestionButton"));
    buttons->addWidget(m_revealButton);
    buttons->addStretch(1);
    buttons->addWidget(m_hideButton);
    layout->addWidget(m_buttons);
    connect(m_revealButton, &QPushButton::clicked, this, &QuestionPanel::reveal);
    connect(m_hideButton, &QPushButton::clicked, this, &QuestionPanel::hideRequested);
    applyFonts();
    refresh();
}

QLabel* QuestionPanel::choiceLabel(int index) const
{
    return index >= 0 && index < m_rows.size() ? m_rows[index].text : nullptr;
}

QLabel* QuestionPanel::figureLabel(int index) const
{
    return index >= 0 && index < m_rows.size() ? m_rows[index].figure : nullptr;
}

QLabel* QuestionPanel::votesLabel(int index) const
{
    return index >= 0 && index < m_rows.size() ? m_rows[index].votes : nullptr;
}

QLabel* QuestionPanel::winnerLabel(int index) const
{
    return index >= 0 && index < m_rows.size() ? m_rows[index].winner : nullptr;
}

void QuestionPanel::setQuestion(const TourQuestion& question, const Comparison& comparison)
{
    m_question = question;
    m_comparison = comparison;
    m_answer = QuestionDecider::decide(question, comparison);
    m_votes = QList<int>(question.choices.size(), 0);
    m_revealed = false;
    refresh();
}

bool QuestionPanel::addVote(int index)
{
    if (m_revealed || index < 0 || index >= m_votes.size())
        return false;
    ++m_votes[index];
    refresh();
    emit voted(index);
    return true;
}

void QuestionPanel::reveal()
{
    if (m_revealed || m_question.choices.isEmpty())
        return;
    m_revealed = true;
    refresh();
    emit revealed();
}

void QuestionPanel::setPresenting(bool presenting)
{
    m_presenting = presenting;
    refresh();
}

QString QuestionPanel::noFigureText()
{
    //: a question's choice whose device has no figure for the deciding metric
    return tr("no figure");
}

QString QuestionPanel::figureText(
    QuestionMetric metric, const DeviceComparison& device, const Comparison& comparison)
{
    const std::optional<double> value = QuestionDecider::figure(metric, device, comparison);
    if (!value)
        return noFigureText();
    if (const std::optional<Metric> column = tableMetric(metric))
        return MetricText::format(*column, device, comparison);
    if (metric == QuestionMetric::Ttft || metric == QuestionMetric::Tpot)
        return Explanation::duration(*value);
    const QLocale locale;
    if (*value >= 1e6)
        return tr("%1 MJ").arg(locale.toString(*value / 1e6, 'g', 3));
    if (*value >= 1e3)
        return tr("%1 kJ").arg(locale.toString(*value / 1e3, 'g', 3));
    return tr("%1 J").arg(locale.toString(*value, 'g', 3));
}

QString QuestionPanel::criterionText(QuestionMetric metric, bool highestWins)
{
    QString name;
    if (const std::optional<Metric> column = tableMetric(metric))
        name = Explanation::metricName(*column);
    else if (metric == QuestionMetric::EnergyJoules)
        name = tr("Chip energy per step");
    else if (metric == QuestionMetric::Ttft)
        name = tr("Time to first token");
    else
        name = tr("Time per output token");
    return highestWins
        //: %1 the figure that decided a question, e.g. "Throughput"
        ? tr("Decided by: %1, the highest wins").arg(name)
        //: %1 the figure that decided a question, e.g. "Step time"
        : tr("Decided by: %1, the lowest wins").arg(name);
}

QString QuestionPanel::decisionText(const TourQuestion& question, const QuestionAnswer& answer)
{
    return answer.winner >= 0 ? criterionText(question.metric, question.highestWins)
                              //: no choice of a question has a figure
                              : tr("No choice has a figure to decide it.");
}

QString QuestionPanel::winnerText()
{
    //: marks the winning choice of a question, after the reveal
    return tr("✓ Winner");
}

void QuestionPanel::refresh()
{
    m_text->setText(m_question.text.text());
    m_text->setAccessibleName(tr("Question"));
    bool anyVotes = false;
    for (int votes : std::as_const(m_votes))
        anyVotes = anyVotes || votes > 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        Row& row = m_rows[i];
        const bool shown = i < m_question.choices.size();
        row.frame->setVisible(shown);
        if (!shown)
            continue;
        const QuestionChoice& choice = m_question.choices[i];
        row.text->setText(choice.text.text());
        //: the room's show of hands for one choice of a question
        row.votes->setText(anyVotes ? tr("votes: %1").arg(m_votes.value(i)) : QString());
        row.votes->setVisible(anyVotes);
        const DeviceComparison* device = m_comparison.find(choice.id);
        row.figure->setText(m_revealed && device
                ? figureText(m_question.metric, *device, m_comparison)
                : QString());
        row.figure->setVisible(m_revealed);
        const bool winner = m_revealed && i == m_answer.winner;
        row.winner->setText(winner ? winnerText() : QString());
        // Every row keeps the column, so the figures line up under each other.
        row.winner->setVisible(m_revealed);
        row.frame->setAutoFillBackground(winner);
        QPalette palette = this->palette();
        if (winner) {
            palette.setColor(QPalette::Window, palette.color(QPalette::Highlight));
            palette.setColor(QPalette::WindowText, palette.color(QPalette::HighlightedText));
        }
        row.frame->setPalette(palette);
        // Only the weight is set: the size stays the inherited one (presentation mode's).
        QFont weight;
        weight.setBold(winner);
        for (QLabel* label : { row.text, row.figure, row.winner })
            label->setFont(weight);
    }
    alignColumns();
    m_criterion->setText(m_revealed ? decisionText(m_question, m_answer) : QString());
    m_criterion->setVisible(m_revealed);
    m_hint->setText(m_revealed
            //: presentation mode, a question answered: the key that goes on
            ? tr("Space: next scene")
            //: presentation mode, a question shown: the keys that count hands and reveal
            : tr("Keys 1–%1: count hands · Space: reveal the answer")
                  .arg(m_question.choices.size()));
    m_hint->setVisible(m_presenting);
    m_buttons->setVisible(!m_presenting);
    m_revealButton->setText(tr("&Reveal answer"));
    m_revealButton->setEnabled(!m_revealed);
    m_hideButton->setText(tr("&Hide question"));
    m_hideButton->setToolTip(tr("Show the scene's charts without the question"));
}

void QuestionPanel::alignColumns()
{
    // The votes, figures and the winner mark in columns of one width (each row has its own
    // layout), wide enough for the bold text of the winner's row.
    int votes = 0;
    int figures = 0;
    for (const Row& row : std::as_const(m_rows)) {
        QFont bold = row.frame->font();
        bold.setBold(true);
        const QFontMetrics metrics(bold);
        votes = std::max(votes, metrics.horizontalAdvance(row.votes->text()));
        figures = std::max(figures, metrics.horizontalAdvance(row.figure->text()));
    }
    for (const Row& row : std::as_const(m_rows)) {
        QFont bold = row.frame->font();
        bold.setBold(true);
        row.votes->setMinimumWidth(votes);
        row.votes->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.figure->setMinimumWidth(figures);
        row.figure->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.winner->setMinimumWidth(QFontMetrics(bold).horizontalAdvance(winnerText()));
    }
}

void QuestionPanel::applyFonts()
{
    m_applyingFonts = true;
    // Fonts with only the attributes set that differ from the panel's, so the rest follows it.
    QFont question;
    question.setPointSizeF(font().pointSizeF() * kQuestionScale);
    question.setBold(true);
    m_text->setFont(question);
    QFont choice;
    choice.setPointSizeF(font().pointSizeF() * kChoiceScale);
    QFont bold;
    bold.setBold(true);
    for (const Row& row : std::as_const(m_rows)) {
        row.frame->setFont(choice);
        row.key->setFont(bold);
    }
    layout()->setSpacing(fontMetrics().height() / 2);
    m_applyingFonts = false;
    alignColumns();
}

void QuestionPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    else if (event->type() == QEvent::FontChange && !m_applyingFonts)
        applyFonts();
    QWidget::changeEvent(event);
}

} // namespace ts
