// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/localizedtext.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace ts {

struct Comparison;
struct DeviceComparison;

/// The figure that decides a question scene, evaluated on the scene's comparison when it
/// opens (never written in the tour file). Values are in SI units: seconds, tokens per second,
/// US dollars, joules, a fraction.
enum class QuestionMetric {
    StepTime, ///< "step_time": the step's time in s (the job's step on many chips)
    TokensPerSecond, ///< "tokens_per_s": tokens (samples) per second, all chips of the job
    CostUsd, ///< "cost_usd": the run's rented cost in USD (EngineOptions::trainingTokens/job)
    EnergyJoules, ///< "energy_j": chip energy of one step in J, all chips of the job
    Mfu, ///< "mfu": model FLOPs utilization, 0 to 1
    Ttft, ///< "ttft": time to first token in s (serving figures of a decoder on one chip)
    Tpot, ///< "tpot": time per output token in s (ditto)
};

/// One answer the room can choose: its text in several languages and the scene device it
/// stands for (`id`, one of TourScene::deviceIds).
struct QuestionChoice
{
    io::LocalizedText text;
    QString id;

    friend bool operator==(const QuestionChoice&, const QuestionChoice&) = default;
};

/// A scene's question (docs/presentation.md, "Question scenes"): the text, two to four choices
/// and the figure that decides it. The answer is not part of the value: QuestionDecider
/// computes it from the scene's comparison.
struct TourQuestion
{
    static constexpr int kMinChoices = 2;
    static constexpr int kMaxChoices = 4;
    /// The longest question in one language, in UTF-16 code units (it is shown large).
    static constexpr qsizetype kMaxTextLength = 400;
    /// The longest choice in one language.
    static constexpr qsizetype kMaxChoiceLength = 120;

    io::LocalizedText text;
    QList<QuestionChoice> choices;
    QuestionMetric metric = QuestionMetric::StepTime;
    /// "max": the largest figure wins; "min" (the default): the smallest.
    bool highestWins = false;

    /// The file's names of the metrics, in QuestionMetric order.
    static const QStringList& metricNames();
    static QString metricName(QuestionMetric metric);
    static std::optional<QuestionMetric> metricFromName(const QString& name);

    friend bool operator==(const TourQuestion&, const TourQuestion&) = default;
};

/// The computed answer: each choice's figure (nothing when the device has none: it cannot run
/// the workload, has no price or power figure, or no serving figures) and the winning choice.
struct QuestionAnswer
{
    QList<std::optional<double>> figures;
    /// Index into TourQuestion::choices; −1 when no choice has a figure. Ties go to the first.
    int winner = -1;
};

/// Evaluates questions on a Comparison, the value the window's charts and table show.
class QuestionDecider
{
public:
    /// `metric` for one device of `comparison`, in SI units (see QuestionMetric); nothing when
    /// unknown. Step time, throughput, cost, MFU come through MetricFigures (the job's figures
    /// when the comparison shows a job, else the one-chip estimate's), TTFT and TPOT from the
    /// device's serving estimate when the comparison shows serving, else from its estimate.
    static std::optional<double> figure(
        QuestionMetric metric, const DeviceComparison& device, const Comparison& comparison);
    /// Every choice's figure (by its device id) and the best one.
    static QuestionAnswer decide(const TourQuestion& question, const Comparison& comparison);
};

} // namespace ts
