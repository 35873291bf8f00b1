// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Question scenes (docs/presentation.md, "Question scenes"): the shipped "Guess the winner" tour
// asks at least eight questions across training, serving, energy, cost and scale, and each
// answer QuestionDecider gives is the engine's best figure for that metric, found here again
// from the comparison's own fields (not through QuestionDecider or MetricFigures). Questions
// survive a save and a load; the criterion decides (min and max pick different winners).

#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "session/tour.h"
#include "session/tourquestion.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTest>
#include <cmath>

using namespace ts;

namespace {

const QString kTour = QStringLiteral(":/tours/guess-the-winner.json");

const Catalog& catalog()
{
    static const Catalog loaded = Catalog::load(QString());
    return loaded;
}

QStringList catalogIds()
{
    QStringList ids;
    for (const Device& device : catalog().devices())
        ids.append(device.id);
    return ids;
}

Comparison compareScene(const TourScene& scene)
{
    return Comparison::compute(scene.workload, scene.deviceIds, catalog(), {},
        validation::AccuracyModel::shipped(), scene.job);
}

/// The metric read straight from the estimate, job or serving figures the comparison holds.
std::optional<double> rawFigure(
    QuestionMetric metric, const DeviceComparison& d, const Comparison& c)
{
    if (c.showsJob()) {
        if (!d.job || !d.job->usable())
            return std::nullopt;
        switch (metric) {
        case QuestionMetric::StepTime:
            return d.job->result.stepSeconds;
        case QuestionMetric::TokensPerSecond:
            return d.job->result.tokensPerSecond;
        case QuestionMetric::CostUsd:
            return d.job->totals.hasPrice ? std::optional(d.job->totals.costUsd) : std::nullopt;
        case QuestionMetric::EnergyJoules:
            return d.job->step.hasPower ? std::optional(d.job->step.energyJoules) : std::nullopt;
        case QuestionMetric::Mfu:
            return d.job->result.mfu;
        default:
            return std::nullopt;
        }
    }
    if (!d.estimate)
        return std::nullopt;
    switch (metric) {
    case QuestionMetric::StepTime:
        return d.estimate->stepSeconds;
    case QuestionMetric::TokensPerSecond:
        return d.estimate->tokensPerSecond;
    case QuestionMetric::CostUsd:
        return d.estimate->usdPerChipHour > 0 ? std::optional(d.estimate->costPerRunUsd)
                                              : std::nullopt;
    case QuestionMetric::EnergyJoules:
        return d.estimate->energyJoulesPerStep;
    case QuestionMetric::Mfu:
        return d.estimate->mfu;
    case QuestionMetric::Ttft:
        return d.serving ? d.serving->chosen.ttftSeconds : d.estimate->timeToFirstTokenSeconds;
    case QuestionMetric::Tpot:
        return d.serving ? d.serving->chosen.tpotSeconds : d.estimate->timePerOutputTokenSeconds;
    }
    return std::nullopt;
}

} // namespace

class TestTourQuestion : public QObject
{
    Q_OBJECT

private slots:
    void shippedTourAsksEnough();
    void answersAreTheEnginesBest_data();
    void answersAreTheEnginesBest();
    void criterionDecides();
    void missingDeviceHasNoFigure();
    void questionsRoundTrip();
};

void TestTourQuestion::shippedTourAsksEnough()
{
    const TourLoadResult loaded = TourFile::load(kTour, catalogIds());
    QVERIFY(loaded.tour);
    QVERIFY(loaded.diagnostics.isEmpty());
    QSet<QuestionMetric> metrics;
    QSet<QString> phases;
    int questions = 0;
    bool atScale = false;
    for (const TourScene& scene : loaded.tour->scenes) {
        if (!scene.question)
            continue;
        ++questions;
        metrics.insert(scene.question->metric);
        phases.insert(scene.workload.run.step == StepKind::Training ? QStringLiteral("training")
                                                                    : QStringLiteral("serving"));
        atScale = atScale || scene.job.chips >= 1024;
        // Every choice in the five languages, the question too.
        QCOMPARE(scene.question->text.translations().size(), 4);
        for (const QuestionChoice& choice : scene.question->choices)
            QCOMPARE(choice.text.translations().size(), 4);
    }
    QVERIFY(questions >= 8);
    // Training and serving, energy, cost and scale (issue 36 item 1).
    QCOMPARE(phases.size(), 2);
    QVERIFY(metrics.contains(QuestionMetric::EnergyJoules));
    QVERIFY(metrics.contains(QuestionMetric::CostUsd));
    QVERIFY(atScale);
    QVERIFY(metrics.size() >= 5);
}

void TestTourQuestion::answersAreTheEnginesBest_data()
{
    QTest::addColumn<int>("index");
    const TourLoadResult loaded = TourFile::load(kTour, catalogIds());
    QVERIFY(loaded.tour);
    for (int i = 0; i < loaded.tour->scenes.size(); ++i) {
        if (loaded.tour->scenes[i].question)
            QTest::addRow("scene %d", i + 1) << i;
    }
}

void TestTourQuestion::answersAreTheEnginesBest()
{
    QFETCH(int, index);
    const TourScene scene = TourFile::load(kTour, catalogIds()).tour->scenes[index];
    const TourQuestion& question = *scene.question;
    const Comparison comparison = compareScene(scene);
    const QuestionAnswer answer = QuestionDecider::decide(question, comparison);
    QCOMPARE(answer.figures.size(), question.choices.size());
    int best = -1;
    double bestValue = 0;
    for (int i = 0; i < question.choices.size(); ++i) {
        const DeviceComparison* device = comparison.find(question.choices[i].id);
        QVERIFY(device);
        const std::optional<double> expected = rawFigure(question.metric, *device, comparison);
        // A shipped question has a figure for every choice, or the room could not be right.
        QVERIFY2(expected && *expected > 0, qPrintable(question.choices[i].id));
        // A shipped question asks about a workload that fits every choice's memory.
        QVERIFY2(comparison.showsJob() ? device->job->result.fits : device->estimate->fits,
            qPrintable(question.choices[i].id + QStringLiteral(" does not fit")));
        QVERIFY2(answer.figures[i], qPrintable(question.choices[i].id));
        QVERIFY2(std::abs(*answer.figures[i] / *expected - 1) < 1e-9,
            qPrintable(QStringLiteral("%1: %2 against %3")
                           .arg(question.choices[i].id)
                           .arg(*answer.figures[i])
                           .arg(*expected)));
        if (best < 0 || (question.highestWins ? *expected > bestValue : *expected < bestValue)) {
            best = i;
            bestValue = *expected;
        }
    }
    QCOMPARE(answer.winner, best);
    // What the room will see (the answer is nowhere in the file): the figures in the log.
    QStringList figures;
    for (int i = 0; i < question.choices.size(); ++i)
        figures << QStringLiteral("%1%2 %3")
                       .arg(i == best ? QStringLiteral("*") : QString(), question.choices[i].id)
                       .arg(*answer.figures[i], 0, 'g', 4);
    qInfo("%s: %s", qPrintable(TourQuestion::metricName(question.metric)),
        qPrintable(figures.join(QStringLiteral(", "))));
    // No near tie: the answer is not decided by rounding (1 % apart at least).
    for (int i = 0; i < question.choices.size(); ++i) {
        if (i != best)
            QVERIFY2(std::abs(*answer.figures[i] / bestValue - 1) > 0.01,
                qPrintable(question.choices[i].id));
    }
}

void TestTourQuestion::criterionDecides()
{
    const TourLoadResult loaded = TourFile::load(kTour, catalogIds());
    QVERIFY(loaded.tour);
    const TourScene& scene = loaded.tour->scenes.first();
    QVERIFY(scene.question);
    TourQuestion question = *scene.question;
    const Comparison comparison = compareScene(scene);
    question.highestWins = false;
    const int lowest = QuestionDecider::decide(question, comparison).winner;
    question.highestWins = true;
    const int highest = QuestionDecider::decide(question, comparison).winner;
    QVERIFY(lowest >= 0 && highest >= 0);
    QVERIFY(lowest != highest);
    // Another metric is another figure: throughput against step time on the same devices.
    question.metric = QuestionMetric::TokensPerSecond;
    const QuestionAnswer throughput = QuestionDecider::decide(question, comparison);
    QCOMPARE(throughput.winner, lowest); // the shortest step carries the most tokens a second
}

void TestTourQuestion::missingDeviceHasNoFigure()
{
    TourQuestion question;
    question.metric = QuestionMetric::StepTime;
    question.choices = { { io::LocalizedText(QStringLiteral("H100")), QStringLiteral("h100-sxm") },
        { io::LocalizedText(QStringLiteral("gone")), QStringLiteral("no-such-device") } };
    const TourScene scene = TourFile::load(kTour, catalogIds()).tour->scenes.first();
    const Comparison comparison
        = Comparison::compute(scene.workload, { QStringLiteral("h100-sxm") }, catalog(), {},
            validation::AccuracyModel::shipped(), scene.job);
    const QuestionAnswer answer = QuestionDecider::decide(question, comparison);
    QCOMPARE(answer.winner, 0);
    QVERIFY(answer.figures[0]);
    QVERIFY(!answer.figures[1]);
    // A serving figure on a training comparison is unknown, not zero.
    question.metric = QuestionMetric::Ttft;
    QCOMPARE(QuestionDecider::decide(question, comparison).winner, -1);
}

void TestTourQuestion::questionsRoundTrip()
{
    const TourLoadResult loaded = TourFile::load(kTour, catalogIds());
    QVERIFY(loaded.tour);
    const QJsonObject json = TourFile::toJson(*loaded.tour);
    // The file carries the question, the choices and the criterion, never an answer.
    const QJsonObject question = json.value(QStringLiteral("scenes"))
                                     .toArray()
                                     .first()
                                     .toObject()
                                     .value(QStringLiteral("question"))
                                     .toObject();
    QCOMPARE(question.keys(),
        QStringList(
            { QStringLiteral("choices"), QStringLiteral("decide"), QStringLiteral("text") }));
    const TourLoadResult again
        = TourFile::fromJson(json, QStringLiteral("again.json"), catalogIds());
    QVERIFY(again.tour);
    QVERIFY(again.diagnostics.isEmpty());
    QVERIFY(*again.tour == *loaded.tour);
}

QTEST_GUILESS_MAIN(TestTourQuestion)
#include "tst_tourquestion.moc"
