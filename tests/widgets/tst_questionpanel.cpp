// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The question panel of a tour scene: the question and its choices first, votes as counts,
// then the reveal: the winner that QuestionDecider computes on the comparison marked in words
// and in bold, and every choice's figure formatted as the comparison table formats it. Text
// from a tour file stays plain text.

#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "models/metrictext.h"
#include "panels/questionpanel.h"
#include "session/tour.h"

#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace ts;

namespace {

struct Scene
{
    TourScene scene;
    Comparison comparison;
};

/// Scene `index` of the shipped "Guess the winner" and its comparison.
Scene shippedScene(int index)
{
    static const Catalog catalog = Catalog::load(QString());
    QStringList ids;
    for (const Device& device : catalog.devices())
        ids.append(device.id);
    const TourLoadResult loaded
        = TourFile::load(QStringLiteral(":/tours/guess-the-winner.json"), ids);
    Scene scene { loaded.tour->scenes.at(index), {} };
    scene.comparison = Comparison::compute(scene.scene.workload, scene.scene.deviceIds, catalog, {},
        validation::AccuracyModel::shipped(), scene.scene.job);
    return scene;
}

} // namespace

class TestQuestionPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void votesThenReveal();
    void figuresUseTheTableFormat_data();
    void figuresUseTheTableFormat();
    void fileTextIsPlain();
};

void TestQuestionPanel::votesThenReveal()
{
    const Scene s = shippedScene(0);
    QuestionPanel panel;
    panel.resize(1000, 600);
    panel.setQuestion(*s.scene.question, s.comparison);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCOMPARE(panel.questionLabel()->text(), s.scene.question->text.text());
    for (int i = 0; i < 4; ++i) {
        const bool isChoice = i < s.scene.question->choices.size();
        QCOMPARE(panel.choiceLabel(i)->isVisible(), isChoice);
        if (isChoice)
            QCOMPARE(panel.choiceLabel(i)->text(), s.scene.question->choices[i].text.text());
        // Nothing gives the answer away before the reveal.
        QVERIFY(!panel.figureLabel(i)->isVisible());
        QVERIFY(!panel.winnerLabel(i)->isVisible());
        QVERIFY(!panel.votesLabel(i)->isVisible());
    }
    QVERIFY(panel.revealButton()->isVisible());

    QSignalSpy voted(&panel, &QuestionPanel::voted);
    QVERIFY(panel.addVote(0));
    QVERIFY(panel.addVote(0));
    QVERIFY(panel.addVote(1));
    QVERIFY(!panel.addVote(2)); // two choices only
    QVERIFY(!panel.addVote(-1));
    QCOMPARE(voted.size(), 3);
    QCOMPARE(panel.votes(0), 2);
    QCOMPARE(panel.votes(1), 1);
    QVERIFY(panel.votesLabel(0)->isVisible());
    QVERIFY(panel.votesLabel(0)->text().contains(QLatin1Char('2')));
    QVERIFY(panel.votesLabel(1)->text().contains(QLatin1Char('1')));

    QSignalSpy revealed(&panel, &QuestionPanel::revealed);
    QTest::mouseClick(panel.revealButton(), Qt::LeftButton);
    QCOMPARE(revealed.size(), 1);
    QVERIFY(panel.isRevealed());
    QVERIFY(!panel.addVote(0)); // the vote is over
    const QuestionAnswer answer = QuestionDecider::decide(*s.scene.question, s.comparison);
    QVERIFY(answer.winner >= 0);
    QCOMPARE(panel.answer().winner, answer.winner);
    for (int i = 0; i < s.scene.question->choices.size(); ++i) {
        QVERIFY(panel.figureLabel(i)->isVisible());
        QVERIFY(!panel.figureLabel(i)->text().isEmpty());
        // The winner is told in words and weight, not by colour alone.
        QCOMPARE(!panel.winnerLabel(i)->text().isEmpty(), i == answer.winner);
        QCOMPARE(panel.choiceLabel(i)->font().bold(), i == answer.winner);
    }
    QVERIFY(panel.winnerLabel(answer.winner)->text().contains(QStringLiteral("Winner")));
    QVERIFY(panel.criterionLabel()->isVisible());
    QVERIFY(!panel.revealButton()->isEnabled());

    // Presenting: no buttons, the keys' hint instead.
    panel.setPresenting(true);
    QVERIFY(!panel.revealButton()->isVisible());
    QVERIFY(panel.hintLabel()->isVisible());

    // A new question starts unrevealed, without votes.
    panel.setQuestion(*s.scene.question, s.comparison);
    QVERIFY(!panel.isRevealed());
    QCOMPARE(panel.votes(0), 0);
    QVERIFY(!panel.figureLabel(0)->isVisible());
}

void TestQuestionPanel::figuresUseTheTableFormat_data()
{
    QTest::addColumn<int>("index");
    // Step time on a job, tokens/s, TTFT, energy: each kind of figure once.
    for (int index : { 0, 1, 2, 4 })
        QTest::addRow("scene %d", index + 1) << index;
}

void TestQuestionPanel::figuresUseTheTableFormat()
{
    QFETCH(int, index);
    const Scene s = shippedScene(index);
    QuestionPanel panel;
    panel.setQuestion(*s.scene.question, s.comparison);
    panel.reveal();
    for (int i = 0; i < s.scene.question->choices.size(); ++i) {
        const DeviceComparison* device = s.comparison.find(s.scene.question->choices[i].id);
        QVERIFY(device);
        const QString shown = panel.figureLabel(i)->text();
        QCOMPARE(shown, QuestionPanel::figureText(s.scene.question->metric, *device, s.comparison));
        QVERIFY2(shown.contains(QRegularExpression(QStringLiteral("[0-9]"))), qPrintable(shown));
        if (s.scene.question->metric == QuestionMetric::StepTime)
            QCOMPARE(shown, MetricText::format(Metric::StepTime, *device, s.comparison));
        if (s.scene.question->metric == QuestionMetric::TokensPerSecond)
            QCOMPARE(shown, MetricText::format(Metric::Throughput, *device, s.comparison));
        if (s.scene.question->metric == QuestionMetric::EnergyJoules)
            QVERIFY2(shown.endsWith(QLatin1Char('J')), qPrintable(shown));
    }
}

void TestQuestionPanel::fileTextIsPlain()
{
    const Scene s = shippedScene(0);
    TourQuestion question = *s.scene.question;
    const QString hostile = QStringLiteral("<img src=\"/dev/zero\"><b>bold</b>");
    question.text = io::LocalizedText(hostile);
    question.choices[0].text = io::LocalizedText(hostile);
    QuestionPanel panel;
    panel.setQuestion(question, s.comparison);
    QCOMPARE(panel.questionLabel()->textFormat(), Qt::PlainText);
    QCOMPARE(panel.choiceLabel(0)->textFormat(), Qt::PlainText);
    QCOMPARE(panel.questionLabel()->text(), hostile);
    QCOMPARE(panel.choiceLabel(0)->text(), hostile);
}

QTEST_MAIN(TestQuestionPanel)
#include "tst_questionpanel.moc"
