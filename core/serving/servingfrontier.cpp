// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "servingfrontier.h"

#include <cmath>

namespace ts::serving {

const std::vector<qint64>& ServingFrontier::tensorParallelSizes()
{
    static const std::vector<qint64> sizes { 1, 2, 4, 8 };
    return sizes;
}

std::vector<std::pair<qint64, qint64>> ServingFrontier::splits(const WorkloadSpec& spec)
{
    std::vector<std::pair<qint64, qint64>> result;
    const qint64 experts
        = spec.type == ModelType::Transformer ? spec.transformer.experts : qint64(1);
    for (const qint64 tp : tensorParallelSizes()) {
        result.push_back({ tp, 1 });
        if (experts <= 1)
            continue;
        for (const qint64 ep : { 2, 4, 8 })
            if (tp * ep <= 8 && experts % ep == 0)
                result.push_back({ tp, ep });
    }
    return result;
}

FrontierPoint ServingFrontier::fromServingPoint(
    const ServingPoint& p, qint64 tensorParallel, qint64 expertParallel, qint64 pipelineParallel)
{
    FrontierPoint f;
    f.tensorParallel = tensorParallel;
    f.expertParallel = expertParallel;
    f.pipelineParallel = pipelineParallel;
    f.batch = p.batch;
    f.tokensPerSecondPerUser = p.tpotSeconds > 0 ? 1.0 / p.tpotSeconds : 0;
    f.tokensPerSecondPerChip = p.outputTokensPerSecondPerChip;
    f.usdPerMillionOutputTokens = p.usdPerMillionOutputTokens;
    f.ttftSeconds = p.ttftSeconds;
    f.tpotSeconds = p.tpotSeconds;
    f.memoryBytes = p.memoryBytes;
    f.fits = p.fits;
    return f;
}

void ServingFrontier::markPareto(std::vector<FrontierPoint>& points)
{
    for (std::size_t i = 0; i < points.size(); ++i) {
        const FrontierPoint& p = points[i];
        bool dominated = false;
        for (std::size_t j = 0; j < points.size() && !dominated; ++j) {
            if (j == i)
                continue;
            const FrontierPoint& q = points[j];
            const bool atLeast = q.tokensPerSecondPerUser >= p.tokensPerSecondPerUser
                && q.tokensPerSecondPerChip >= p.tokensPerSecondPerChip;
            const bool better = q.tokensPerSecondPerUser > p.tokensPerSecondPerUser
                || q.tokensPerSecondPerChip > p.tokensPerSecondPerChip;
            // An equal point earlier in the vector keeps the mark.
            dominated = atLeast && (better || j < i);
        }
        points[i].pareto = !dominated;
    }
}

std::optional<ServingFrontierResult> ServingFrontier::compute(const WorkloadSpec& spec,
    const Device& device, const ServingSpec& serving, const engine::EngineOptions& options,
    QString* problem)
{
    ServingFrontierResult result;
    for (const auto& [tp, ep] : splits(spec)) {
        ServingSpec sweep = serving;
        sweep.tensorParallel = tp;
        sweep.expertParallel = ep;
        // Batch 1 "given": the estimator's sweep (powers of two to the largest batch that
        // fits, and that batch) without its search for the best batch within bounds.
        sweep.batch = 1;
        sweep.ttftLimitSeconds = 0;
        sweep.tpotLimitSeconds = 0;
        engine::EngineError error = engine::EngineError::None;
        QString why;
        const auto e = ServingEstimator::estimate(spec, device, sweep, options, &error, &why);
        if (!e) {
            if (tp == 1 && ep == 1) {
                if (problem)
                    *problem = why;
                return std::nullopt;
            }
            result.skipped.push_back(
                { tp, ep, why.isEmpty() ? QStringLiteral("no estimate") : why });
            continue;
        }
        const std::size_t before = result.points.size();
        for (const ServingPoint& p : e->sweep) {
            if (!p.fits || !p.withinChunk || !(p.tpotSeconds > 0) || !std::isfinite(p.ttftSeconds))
                continue;
            result.points.push_back(fromServingPoint(p, tp, ep, sweep.split().pp));
        }
        if (result.points.size() == before)
            result.skipped.push_back({ tp, ep, QStringLiteral("nothing fits") });
    }
    markPareto(result.points);
    return result;
}

} // namespace ts::serving
