// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparison.h"
#include "session/tourquestion.h"

#include <QList>
#include <QWidget>

class QFrame;
class QLabel;
class QPushButton;

namespace ts {

/// A tour scene's question for the room (docs/presentation.md, "Question scenes"): the question
/// and its choices, numbered 1 to 4, large; the room's show of hands as counts (addVote());
/// then reveal() marks the winning choice (highlighted, bold and "✓ Winner": never colour
/// alone) and shows every choice's deciding figure, computed by QuestionDecider on the
/// comparison given, in the units the table uses. Every text from the tour file is plain text.
/// Text follows the user interface's language (LanguageChange shows the same question again).
class QuestionPanel : public QWidget
{
    Q_OBJECT

public:
    explicit QuestionPanel(QWidget* parent = nullptr);

    /// Shows `question` unrevealed with no votes; `comparison` is the scene's (the window's),
    /// which decides it.
    void setQuestion(const TourQuestion& question, const Comparison& comparison);
    const TourQuestion& question() const { return m_question; }
    const QuestionAnswer& answer() const { return m_answer; }

    /// One more hand for choice `index` (0 based); false when there is no such choice or the
    /// answer is already revealed.
    bool addVote(int index);
    int votes(int index) const { return m_votes.value(index); }
    bool isRevealed() const { return m_revealed; }
    void reveal();
    /// Presentation mode: the buttons hide (the keys 1–4 and Space drive it) and the hint shows.
    void setPresenting(bool presenting);

    /// `metric`'s figure for `device` in words: the table's format where the table has the
    /// figure (MetricText), else the project's duration and SI formats; "no figure" if unknown.
    static QString figureText(
        QuestionMetric metric, const DeviceComparison& device, const Comparison& comparison);
    /// The metric's name and which way is better ("Step time, lower wins").
    static QString criterionText(QuestionMetric metric, bool highestWins);
    /// What the reveal says decided `question`: criterionText(), or that no choice has a figure.
    static QString decisionText(const TourQuestion& question, const QuestionAnswer& answer);
    /// The mark of the winning choice after the reveal ("✓ Winner").
    static QString winnerText();
    /// "no figure": a choice whose device has no figure for the deciding metric.
    static QString noFigureText();

    QLabel* questionLabel() const { return m_text; }
    QLabel* choiceLabel(int index) const;
    QLabel* figureLabel(int index) const;
    QLabel* votesLabel(int index) const;
    QLabel* winnerLabel(int index) const;
    QLabel* criterionLabel() const { return m_criterion; }
    QLabel* hintLabel() const { return m_hint; }
    QPushButton* revealButton() const { return m_revealButton; }

signals:
    void revealed();
    void voted(int index);
    /// The Hide button: the window shows the scene's picture without the question.
    void hideRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Row
    {
        QFrame* frame = nullptr;
        QLabel* key = nullptr;
        QLabel* text = nullptr;
        QLabel* votes = nullptr;
        QLabel* figure = nullptr;
        QLabel* winner = nullptr;
    };

    void refresh();
    void applyFonts();
    void alignColumns();

    TourQuestion m_question;
    Comparison m_comparison;
    QuestionAnswer m_answer;
    QList<int> m_votes;
    bool m_revealed = false;
    bool m_presenting = false;
    QLabel* m_text = nullptr;
    QList<Row> m_rows;
    QLabel* m_criterion = nullptr;
    QLabel* m_hint = nullptr;
    QWidget* m_buttons = nullptr;
    QPushButton* m_revealButton = nullptr;
    QPushButton* m_hideButton = nullptr;
    bool m_applyingFonts = false;
};

} // namespace ts
