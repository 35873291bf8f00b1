// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineerror.h"
#include "engine/engineoptions.h"
#include "hardware/device.h"
#include "servingestimator.h"
#include "workload/workloadspec.h"

#include <QString>
#include <functional>
#include <optional>
#include <vector>

namespace ts::serving {

/// The duration of a serving step as a function of what it carries, precomputed from the engine
/// at sample points and interpolated (docs/serving.md, "Traffic"): the traffic simulator runs
/// hundreds of thousands of steps and cannot ask the engine for each.
///
/// - decodeSeconds(b): one decode step of b running requests at the mean context (prompt + half
///   the generation), ServingEstimator::at's TPOT of a static batch of b.
/// - prefillSeconds(p): one prompt of p tokens prefilled alone, ServingEstimator::at's TTFT at
///   batch 1 with a prompt of p.
/// - mixedSeconds(d, c): continuous batching with chunked prefill, one pass over d decodes and c
///   prompt tokens (ServingEstimator::chunkedStep through ServingEstimator::at;
///   engineMixedSeconds).
///
/// Each curve is sampled on a geometric grid (every count up to 8, then ratio 1.25) and refined
/// where the line between two points misses the engine at their midpoint by more than
/// kRefineTolerance, down to neighbouring counts, so that the steps the engine's tile and wave
/// quantization makes lie between neighbouring points. Between points the time is linear.
/// Mixed steps are taken over the step's tokens t = d + c (the GEMMs' rows): a refined curve of
/// one decode's steps, plus, at the starting grid's decode counts, the difference from it,
/// linear between those counts. tst_trafficsimulator interpolationMatchesTheEngine checks every
/// count against a direct engine call: within 2 %.
class StepTimeTable
{
public:
    /// One curve: strictly increasing x with a time (seconds) at each.
    struct Curve
    {
        std::vector<double> x;
        std::vector<double> seconds;
        double at(double value) const;
    };
    /// Mixed steps: rows at increasing decode counts d ≥ 1, each a curve over the step's
    /// tokens, d + c, of the time less the reference curve's (mixedReference()).
    struct MixedRow
    {
        double decodes = 0;
        Curve overStepTokens;
    };
    /// Relative miss at a midpoint that splits an interval.
    static constexpr double kRefineTolerance = 0.001;

    StepTimeTable() = default;
    /// A table from given curves (tests and hand-worked examples use linear ones, which the
    /// interpolation reproduces exactly). `mixed` may be empty when no chunking is simulated;
    /// its rows add to `mixedReference` (none: they are the times themselves).
    StepTimeTable(
        Curve decode, Curve prefill, std::vector<MixedRow> mixed = {}, Curve mixedReference = {});

    /// Builds the table from ServingEstimator::at: decode steps of 1 to `maxBatch` requests at
    /// the mean context `meanPrompt` + ⌈`meanGenerated` / 2⌉, prefills of 1 to `maxPromptTokens`
    /// tokens, and, when `serving.prefillChunkTokens` > 0, mixed steps of up to that many
    /// tokens. `serving` gives tensor parallelism and the chunk; its batching and lengths are
    /// replaced. Nothing when the engine gives no estimate.
    static std::optional<StepTimeTable> fromEngine(const WorkloadSpec& spec, const Device& device,
        const ServingSpec& serving, qint64 maxBatch, qint64 maxPromptTokens, qint64 meanPrompt,
        qint64 meanGenerated, const engine::EngineOptions& options = {},
        engine::EngineError* error = nullptr, QString* problem = nullptr);

    /// The starting grid from `first` to `last`: every count up to first + 8, then ratio 1.25
    /// (rounded down), and `last`.
    static std::vector<qint64> grid(qint64 first, qint64 last);
    /// `seconds` sampled on grid(first, last) and refined (see the class comment); `calls`
    /// counts the samples. Nothing when a sample is nothing. With `base`, what is kept is the
    /// time less the base curve's (the refinement then follows the difference, against the
    /// whole time).
    static std::optional<Curve> sampled(qint64 first, qint64 last,
        const std::function<std::optional<double>(qint64)>& seconds, qint64* calls,
        const Curve* base = nullptr);
    /// The engine's own mixed step of `decodes` decodes and `promptTokens` prompt tokens
    /// (ServingEstimator::at, chunked): ServingEstimator::chunkedStep carries ⌈d × P / G⌉ prompt
    /// tokens at decode context P + ⌈G / 2⌉, so of the prompt lengths P and generations G that
    /// give exactly c tokens, the one whose context is nearest `context`. The chunk attends as
    /// a chunk of a prompt of P tokens. `carriedPromptTokens` receives the prompt tokens the
    /// estimator's step carries (ServingPoint::promptTokensPerStep), `promptTokens` while the
    /// estimator keeps that rule (tst_trafficsimulator checks it).
    static std::optional<double> engineMixedSeconds(const WorkloadSpec& spec, const Device& device,
        const ServingSpec& serving, qint64 decodes, qint64 promptTokens, qint64 context,
        const engine::EngineOptions& options = {}, engine::EngineError* error = nullptr,
        qint64* carriedPromptTokens = nullptr);

    double decodeSeconds(qint64 batch) const;
    double prefillSeconds(qint64 promptTokens) const;
    /// d decodes and c prompt tokens in one pass; c = 0 is decodeSeconds(d), d = 0 is
    /// prefillSeconds(c) (a chunk alone).
    double mixedSeconds(qint64 decodes, qint64 promptTokens) const;

    const Curve& decode() const { return m_decode; }
    const Curve& prefill() const { return m_prefill; }
    const std::vector<MixedRow>& mixed() const { return m_mixed; }
    /// Mixed steps of one decode over the step's tokens, refined (empty: none).
    const Curve& mixedReference() const { return m_mixedReference; }
    /// Engine calls made to build the table.
    qint64 engineCalls() const { return m_engineCalls; }

private:
    Curve m_decode;
    Curve m_prefill;
    std::vector<MixedRow> m_mixed;
    Curve m_mixedReference;
    qint64 m_engineCalls = 0;
};

} // namespace ts::serving
