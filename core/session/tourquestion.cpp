// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "tourquestion.h"

#include "compare/comparison.h"
#include "compare/metricfigures.h"

#include <cmath>

namespace ts {

const QStringList& TourQuestion::metricNames()
{
    static const QStringList names { QStringLiteral("step_time"), QStringLiteral("tokens_per_s"),
        QStringLiteral("cost_usd"), QStringLiteral("energy_j"), QStringLiteral("mfu"),
        QStringLiteral("ttft"), QStringLiteral("tpot") };
    return names;
}

QString TourQuestion::metricName(QuestionMetric metric)
{
    return metricNames().value(int(metric));
}

std::optional<QuestionMetric> TourQuestion::metricFromName(const QString& name)
{
    const qsizetype index = metricNames().indexOf(name);
    if (index < 0)
        return std::nullopt;
    return QuestionMetric(index);
}

namespace {

std::optional<double> through(
    Metric metric, double toSi, const DeviceComparison& device, const Comparison& comparison)
{
    if (!MetricFigures::has(metric, device, comparison))
        return std::nullopt;
    return MetricFigures::value(metric, device, comparison) * toSi;
}

std::optional<double> positive(double value)
{
    if (!(value > 0) || !std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace

std::optional<double> QuestionDecider::figure(
    QuestionMetric metric, const DeviceComparison& device, const Comparison& comparison)
{
    switch (metric) {
    case QuestionMetric::StepTime:
        return through(Metric::StepTime, 1e-3, device, comparison); // ms to s
    case QuestionMetric::TokensPerSecond:
        return through(Metric::Throughput, 1, device, comparison);
    case QuestionMetric::CostUsd:
        return through(Metric::CostPerRun, 1, device, comparison);
    case QuestionMetric::Mfu:
        return through(Metric::Mfu, 1e-2, device, comparison); // % to a fraction
    case QuestionMetric::EnergyJoules:
        if (comparison.showsJob())
            return device.job && device.job->usable() && device.job->step.hasPower
                ? positive(device.job->step.energyJoules)
                : std::nullopt;
        return device.estimate ? positive(device.estimate->energyJoulesPerStep) : std::nullopt;
    case QuestionMetric::Ttft:
    case QuestionMetric::Tpot: {
        const bool ttft = metric == QuestionMetric::Ttft;
        if (comparison.showsServing() && device.serving)
            return positive(
                ttft ? device.serving->chosen.ttftSeconds : device.serving->chosen.tpotSeconds);
        if (comparison.showsJob() || !device.estimate)
            return std::nullopt;
        return positive(ttft ? device.estimate->timeToFirstTokenSeconds
                             : device.estimate->timePerOutputTokenSeconds);
    }
    }
    return std::nullopt;
}

QuestionAnswer QuestionDecider::decide(const TourQuestion& question, const Comparison& comparison)
{
    QuestionAnswer answer;
    for (qsizetype i = 0; i < question.choices.size(); ++i) {
        const DeviceComparison* device = comparison.find(question.choices[i].id);
        const std::optional<double> value
            = device ? figure(question.metric, *device, comparison) : std::nullopt;
        answer.figures.append(value);
        if (!value)
            continue;
        const std::optional<double>& best
            = answer.winner >= 0 ? answer.figures[answer.winner] : std::optional<double>();
        if (!best || (question.highestWins ? *value > *best : *value < *best))
            answer.winner = int(i);
    }
    return answer;
}

} // namespace ts
