// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "steptimetable.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace ts::serving {

using engine::EngineError;
using engine::EngineOptions;

namespace {

// Linear between the two points around `value` (the nearest two at either end, extended).
double interpolate(const std::vector<double>& x, const std::vector<double>& y, double value)
{
    if (x.empty())
        return 0;
    if (x.size() == 1)
        return y.front();
    const auto upper = std::upper_bound(x.begin(), x.end(), value);
    std::size_t i = std::size_t(std::distance(x.begin(), upper));
    i = std::clamp<std::size_t>(i, 1, x.size() - 1);
    const double x0 = x[i - 1];
    const double x1 = x[i];
    const double t = (value - x0) / (x1 - x0);
    return std::max(0.0, y[i - 1] + t * (y[i] - y[i - 1]));
}

ServingSpec plain(const ServingSpec& serving, qint64 prompt, qint64 generated)
{
    ServingSpec s;
    s.promptTokens = prompt;
    s.generatedTokens = generated;
    s.tensorParallel = serving.tensorParallel;
    return s;
}

} // namespace

double StepTimeTable::Curve::at(double value) const
{
    return interpolate(x, seconds, value);
}

StepTimeTable::StepTimeTable(
    Curve decode, Curve prefill, std::vector<MixedRow> mixed, Curve mixedReference)
    : m_decode(std::move(decode))
    , m_prefill(std::move(prefill))
    , m_mixed(std::move(mixed))
    , m_mixedReference(std::move(mixedReference))
{ }

std::vector<qint64> StepTimeTable::grid(qint64 first, qint64 last)
{
    std::vector<qint64> points;
    for (qint64 v = first; v <= last;) {
        points.push_back(v);
        v = v < first + 8 ? v + 1 : std::max(v + 1, qint64(std::floor(double(v) * 1.25)));
    }
    if (last >= first && points.back() != last)
        points.push_back(last);
    return points;
}

std::optional<StepTimeTable::Curve> StepTimeTable::sampled(qint64 first, qint64 last,
    const std::function<std::optional<double>(qint64)>& seconds, qint64* calls, const Curve* base)
{
    // What is kept: the time, less the base curve's where there is one.
    std::map<qint64, double> points;
    const auto add = [&](qint64 x) {
        ++*calls;
        const auto y = seconds(x);
        if (y)
            points[x] = *y - (base ? base->at(double(x)) : 0.0);
        return y;
    };
    for (const qint64 x : grid(first, last)) {
        if (!add(x))
            return std::nullopt;
    }
    // Split every interval whose midpoint the line between its ends misses by more than
    // kRefineTolerance, down to neighbouring counts: a tile or wave boundary of the engine's
    // GEMMs is a step, and it ends up between two neighbouring points.
    std::vector<std::pair<qint64, qint64>> open;
    for (auto it = points.begin(); std::next(it) != points.end(); ++it)
        open.emplace_back(it->first, std::next(it)->first);
    while (!open.empty()) {
        const auto [a, b] = open.back();
        open.pop_back();
        if (b - a < 2)
            continue;
        const qint64 m = a + (b - a) / 2;
        const auto y = add(m);
        if (!y)
            return std::nullopt;
        const double ya = points[a];
        const double line = ya + (points[b] - ya) * double(m - a) / double(b - a);
        if (std::abs(line - points[m]) > kRefineTolerance * std::abs(*y)) {
            open.emplace_back(a, m);
            open.emplace_back(m, b);
        }
    }
    Curve curve;
    for (const auto& [x, y] : points) {
        curve.x.push_back(double(x));
        curve.seconds.push_back(y);
    }
    return curve;
}

std::optional<double> StepTimeTable::engineMixedSeconds(const WorkloadSpec& spec,
    const Device& device, const ServingSpec& serving, qint64 decodes, qint64 promptTokens,
    qint64 context, const EngineOptions& options, EngineError* error, qint64* carriedPromptTokens)
{
    // ServingEstimator::chunkedStep carries ⌈d × P / G⌉ prompt tokens beside d decodes at
    // context P + ⌈G / 2⌉. Of the (P, G) that give exactly c tokens (G = d, P = c always
    // does), the one whose context is nearest `context`; for a given G the largest P with
    // ⌈d × P / G⌉ = c.
    const qint64 d = std::max<qint64>(decodes, 1);
    const qint64 c = std::max<qint64>(promptTokens, 1);
    qint64 bestPrompt = c;
    qint64 bestGenerated = d;
    qint64 bestMiss = std::abs(c + (d + 1) / 2 - context);
    for (qint64 g = 1; g <= 2 * context + 2; ++g) {
        const qint64 p = c * g / d; // the largest P with d × P ≤ c × G
        if (p < 1 || d * p <= (c - 1) * g)
            continue;
        const qint64 miss = std::abs(p + (g + 1) / 2 - context);
        if (miss < bestMiss) {
            bestMiss = miss;
            bestPrompt = p;
            bestGenerated = g;
        }
    }
    ServingSpec s = plain(serving, bestPrompt, bestGenerated);
    s.batching = Batching::Continuous;
    s.prefillChunkTokens = ServingEstimator::kMaximumBatch;
    const auto p = ServingEstimator::at(spec, device, s, d, options, error);
    if (!p)
        return std::nullopt;
    if (carriedPromptTokens)
        *carriedPromptTokens = p->promptTokensPerStep;
    return p->tpotSeconds;
}

std::optional<StepTimeTable> StepTimeTable::fromEngine(const WorkloadSpec& spec,
    const Device& device, const ServingSpec& serving, qint64 maxBatch, qint64 maxPromptTokens,
    qint64 meanPrompt, qint64 meanGenerated, const EngineOptions& options, EngineError* error,
    QString* problem)
{
    StepTimeTable table;
    maxBatch = std::max<qint64>(maxBatch, 1);
    meanPrompt = std::max<qint64>(meanPrompt, 1);
    meanGenerated = std::max<qint64>(meanGenerated, 1);
    const auto fail = [&](const QString& what) {
        if (problem && problem->isEmpty())
            *problem = what;
        return std::nullopt;
    };
    auto decode = sampled(
        1, maxBatch,
        [&](qint64 b) -> std::optional<double> {
            const auto p = ServingEstimator::at(
                spec, device, plain(serving, meanPrompt, meanGenerated), b, options, error);
            return p ? std::optional(p->tpotSeconds) : std::nullopt;
        },
        &table.m_engineCalls);
    if (!decode)
        return fail(QStringLiteral("no decode estimate"));
    table.m_decode = std::move(*decode);
    auto prefill = sampled(
        1, std::max<qint64>(maxPromptTokens, 1),
        [&](qint64 tokens) -> std::optional<double> {
            const auto p = ServingEstimator::at(
                spec, device, plain(serving, tokens, meanGenerated), 1, options, error);
            return p ? std::optional(p->ttftSeconds) : std::nullopt;
        },
        &table.m_engineCalls);
    if (!prefill)
        return fail(QStringLiteral("no prefill estimate"));
    table.m_prefill = std::move(*prefill);
    const qint64 chunk = serving.prefillChunkTokens;
    if (chunk > 1) {
        // Steps over their tokens t = d + c: the GEMMs take the d + c rows together, so their
        // tile boundaries lie at the same t whatever d is. The steps of one decode are sampled
        // and refined over t; those of other decode counts differ from them smoothly (the
        // decodes' attention), and rows at the starting grid's counts keep that difference,
        // refined by the same rule.
        const qint64 context = meanPrompt + (meanGenerated + 1) / 2;
        const auto mixedAt = [&](qint64 d) {
            return [&, d](qint64 tokens) {
                return engineMixedSeconds(
                    spec, device, serving, d, tokens - d, context, options, error);
            };
        };
        auto reference = sampled(2, chunk, mixedAt(1), &table.m_engineCalls);
        if (!reference)
            return fail(QStringLiteral("no mixed-step estimate at 1 decode"));
        table.m_mixedReference = std::move(*reference);
        for (const qint64 d : grid(1, std::min(maxBatch, chunk - 1))) {
            auto row
                = sampled(d + 1, chunk, mixedAt(d), &table.m_engineCalls, &table.m_mixedReference);
            if (!row)
                return fail(QStringLiteral("no mixed-step estimate at %1 decodes").arg(d));
            table.m_mixed.push_back({ double(d), std::move(*row) });
        }
    }
    return table;
}

double StepTimeTable::decodeSeconds(qint64 batch) const
{
    return m_decode.at(double(batch));
}

double StepTimeTable::prefillSeconds(qint64 promptTokens) const
{
    return m_prefill.at(double(promptTokens));
}

double StepTimeTable::mixedSeconds(qint64 decodes, qint64 promptTokens) const
{
    if (promptTokens <= 0)
        return decodeSeconds(decodes);
    if (decodes <= 0)
        return prefillSeconds(promptTokens);
    if (m_mixed.empty())
        return decodeSeconds(decodes) + prefillSeconds(promptTokens);
    const double d = double(decodes);
    const double c = double(decodes + promptTokens);
    const double reference = m_mixedReference.x.empty() ? 0.0 : m_mixedReference.at(c);
    if (m_mixed.size() == 1)
        return std::max(0.0, reference + m_mixed.front().overStepTokens.at(c));
    const auto upper = std::upper_bound(m_mixed.begin(), m_mixed.end(), d,
        [](double value, const MixedRow& row) { return value < row.decodes; });
    std::size_t i = std::size_t(std::distance(m_mixed.begin(), upper));
    i = std::clamp<std::size_t>(i, 1, m_mixed.size() - 1);
    const MixedRow& r0 = m_mixed[i - 1];
    const MixedRow& r1 = m_mixed[i];
    const double t = (d - r0.decodes) / (r1.decodes - r0.decodes);
    const double y0 = r0.overStepTokens.at(c);
    const double y1 = r1.overStepTokens.at(c);
    return std::max(0.0, reference + y0 + t * (y1 - y0));
}

} // namespace ts::serving
