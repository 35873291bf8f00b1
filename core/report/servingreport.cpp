// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "servingreport.h"

#include "reportformat.h"

#include <cmath>

namespace ts::report {

namespace {

// A figure, or null where there is none (a continuous batch whose prompts get no room in the
// chunk never reaches its first token).
QJsonValue finiteOrNull(double value, bool present = true)
{
    return present && std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

// A count or limit that is set only when positive; absent (JSON null) otherwise.
QJsonValue positiveOrNull(double value)
{
    return value > 0 ? QJsonValue(value) : QJsonValue();
}

QJsonValue disaggregationJson(const serving::DisaggregationPoint& d)
{
    return QJsonObject {
        { QStringLiteral("prefill_chips"), double(d.prefillChips) },
        { QStringLiteral("decode_chips"), double(d.decodeChips) },
        { QStringLiteral("prefill_s"), d.prefillSeconds },
        { QStringLiteral("kv_transfer_bytes"), double(d.kvTransferBytes) },
        { QStringLiteral("kv_transfer_s"), d.kvTransferSeconds },
        { QStringLiteral("prefill_requests_per_s"), d.prefillRequestsPerSecond },
        { QStringLiteral("decode_tokens_per_s"), d.decodeTokensPerSecond },
        { QStringLiteral("bound_by"), d.boundBy },
        { QStringLiteral("prefill_memory_bytes"), double(d.prefillMemoryBytes) },
    };
}

QJsonValue speculativeJson(
    const serving::ServingSpec& serving, const QString& method, const serving::ServingEstimate& e)
{
    if (!serving.draft && !serving.promptLookup)
        return QJsonValue();
    return QJsonObject {
        { QStringLiteral("draft"), serving.draft ? serving.draft->name : method },
        { QStringLiteral("method"), method },
        { QStringLiteral("speculated_tokens"), double(serving.speculatedTokens) },
        { QStringLiteral("acceptance_rate"), serving.acceptanceRate },
        { QStringLiteral("tokens_per_iteration"), e.tokensPerIteration },
        { QStringLiteral("draft_s_per_iteration"), e.draftSecondsPerIteration },
        { QStringLiteral("verify_s_per_iteration"), e.verifySecondsPerIteration },
    };
}

QJsonValue enginePresetJson(const serving::ServingSpec& serving, const Device& device)
{
    if (serving.engine == serving::ServingEngine::None)
        return QJsonValue();
    const serving::EnginePreset preset
        = serving::ServingEstimator::enginePreset(serving.engine, device);
    return QJsonObject {
        { QStringLiteral("name"), serving::servingEngineName(preset.engine) },
        { QStringLiteral("token_budget"), double(preset.tokenBudget) },
        { QStringLiteral("chunked_prefill"), preset.chunkedPrefill },
        { QStringLiteral("max_running_requests"),
            positiveOrNull(double(preset.maxRunningRequests)) },
        { QStringLiteral("cuda_graphs"), preset.cudaGraphs },
        { QStringLiteral("overlaps_host_work"), preset.overlapsHostWork },
    };
}

} // namespace

QJsonObject ServingReport::pointJson(const serving::ServingPoint& p)
{
    QJsonObject point {
        { QStringLiteral("batch"), double(p.batch) },
        { QStringLiteral("ttft_s"), finiteOrNull(p.ttftSeconds) },
        { QStringLiteral("tpot_s"), p.tpotSeconds },
        { QStringLiteral("tpot_worst_s"), p.tpotWorstSeconds },
        { QStringLiteral("prompt_tokens_per_step"), double(p.promptTokensPerStep) },
        { QStringLiteral("prompts_per_prefill_step"), double(p.promptsPerPrefillStep) },
        { QStringLiteral("within_chunk"), p.withinChunk },
        { QStringLiteral("request_s"), finiteOrNull(p.requestSeconds) },
        { QStringLiteral("output_tokens_per_s"), p.outputTokensPerSecond },
        { QStringLiteral("output_tokens_per_s_per_chip"), p.outputTokensPerSecondPerChip },
        // No price: no cost (null), never a free one.
        { QStringLiteral("usd_per_million_output_tokens"),
            orNull(p.usdPerMillionOutputTokens > 0, p.usdPerMillionOutputTokens) },
        { QStringLiteral("memory_bytes"), double(p.memoryBytes) },
        { QStringLiteral("fits"), p.fits },
        { QStringLiteral("meets_bounds"), p.meetsBounds },
    };
    if (p.disaggregation)
        point.insert(QStringLiteral("disaggregation"), disaggregationJson(*p.disaggregation));
    return point;
}

QJsonObject ServingReport::frontierPointJson(const serving::FrontierPoint& p)
{
    return QJsonObject {
        { QStringLiteral("tp"), double(p.tensorParallel) },
        { QStringLiteral("ep"), double(p.expertParallel) },
        { QStringLiteral("pp"), double(p.pipelineParallel) },
        { QStringLiteral("batch"), double(p.batch) },
        { QStringLiteral("tokens_per_s_per_user"), p.tokensPerSecondPerUser },
        { QStringLiteral("tokens_per_s_per_chip"), p.tokensPerSecondPerChip },
        { QStringLiteral("usd_per_million_output_tokens"),
            orNull(p.usdPerMillionOutputTokens > 0, p.usdPerMillionOutputTokens) },
        { QStringLiteral("ttft_s"), finiteOrNull(p.ttftSeconds) },
        { QStringLiteral("tpot_s"), p.tpotSeconds },
        { QStringLiteral("memory_bytes"), double(p.memoryBytes) },
        { QStringLiteral("pareto"), p.pareto },
    };
}

QJsonObject ServingReport::frontierSkipJson(const serving::FrontierSkip& skip)
{
    return QJsonObject { { QStringLiteral("tp"), double(skip.tensorParallel) },
        { QStringLiteral("ep"), double(skip.expertParallel) },
        { QStringLiteral("problem"), skip.problem } };
}

void ServingReport::insertFrontier(
    QJsonObject& entry, const serving::ServingFrontierResult& frontier)
{
    QJsonArray points;
    for (const serving::FrontierPoint& p : frontier.points)
        points.append(frontierPointJson(p));
    QJsonArray skipped;
    for (const serving::FrontierSkip& skip : frontier.skipped)
        skipped.append(frontierSkipJson(skip));
    entry.insert(QStringLiteral("frontier"), points);
    entry.insert(QStringLiteral("frontier_skipped"), skipped);
}

QJsonObject ServingReport::deviceJson(const Device& device, const serving::ServingSpec& serving,
    const QString& method, const serving::ServingEstimate& e)
{
    QJsonArray sweep;
    for (const serving::ServingPoint& p : e.sweep)
        sweep.append(pointJson(p));
    return QJsonObject {
        { QStringLiteral("device"), device.id },
        { QStringLiteral("engine_preset"), enginePresetJson(serving, device) },
        { QStringLiteral("largest_batch_that_fits"), double(e.largestBatchThatFits) },
        { QStringLiteral("limited_by"), e.limitedBy },
        { QStringLiteral("chosen"), pointJson(e.chosen) },
        { QStringLiteral("sweep"), sweep },
        { QStringLiteral("speculative"), speculativeJson(serving, method, e) },
        { QStringLiteral("notes"), QJsonArray::fromStringList(e.notes) },
    };
}

QJsonObject ServingReport::trafficJson(const TrafficRun& run)
{
    const serving::TrafficResult& result = run.result;
    const auto n = qint64(result.requests.size());
    QJsonObject json {
        { QStringLiteral("source"),
            run.fromTrace ? QStringLiteral("trace") : QStringLiteral("poisson") },
        { QStringLiteral("requests"), double(n) },
        { QStringLiteral("request_rate"), finiteOrNull(run.rate, !run.fromTrace) },
        { QStringLiteral("seed"), run.fromTrace ? QJsonValue() : QJsonValue(double(run.seed)) },
        { QStringLiteral("mean_prompt_tokens"), double(run.meanPrompt) },
        { QStringLiteral("mean_output_tokens"), double(run.meanOutput) },
        { QStringLiteral("max_batch"), double(run.maxBatch) },
        { QStringLiteral("queue_p50_s"), result.queue.p50 },
        { QStringLiteral("queue_p90_s"), result.queue.p90 },
        { QStringLiteral("queue_p99_s"), result.queue.p99 },
        { QStringLiteral("ttft_p50_s"), result.ttft.p50 },
        { QStringLiteral("ttft_p90_s"), result.ttft.p90 },
        { QStringLiteral("ttft_p99_s"), result.ttft.p99 },
        { QStringLiteral("tpot_p50_s"), result.tpot.p50 },
        { QStringLiteral("tpot_p90_s"), result.tpot.p90 },
        { QStringLiteral("tpot_p99_s"), result.tpot.p99 },
        { QStringLiteral("e2e_p50_s"), result.endToEnd.p50 },
        { QStringLiteral("e2e_p90_s"), result.endToEnd.p90 },
        { QStringLiteral("e2e_p99_s"), result.endToEnd.p99 },
        { QStringLiteral("duration_s"), result.durationSeconds },
        { QStringLiteral("throughput_tokens_per_s"), result.outputTokensPerSecond },
        { QStringLiteral("requests_per_s"), result.requestsPerSecond },
        { QStringLiteral("goodput_requests_per_s"), result.goodputRequestsPerSecond },
        { QStringLiteral("good_requests"), double(result.goodRequests) },
        { QStringLiteral("engine_calls"), double(run.engineCalls) },
    };
    if (const auto& search = run.search) {
        json.insert(QStringLiteral("max_rate_requests_per_s"),
            finiteOrNull(search->requestsPerSecond, search->found));
        json.insert(QStringLiteral("max_rate_failing_requests_per_s"),
            finiteOrNull(search->failingRequestsPerSecond, search->failingRequestsPerSecond > 0));
        json.insert(QStringLiteral("max_rate_simulations"), double(search->simulations));
    }
    return json;
}

QJsonObject ServingReport::documentJson(
    const WorkloadSpec& spec, const serving::ServingSpec& serving, const QJsonArray& devices)
{
    const bool engine = serving.engine != serving::ServingEngine::None;
    return QJsonObject {
        { QStringLiteral("workload"), spec.name },
        { QStringLiteral("prompt_tokens"), double(serving.promptTokens) },
        { QStringLiteral("generated_tokens"), double(serving.generatedTokens) },
        { QStringLiteral("batching"), serving::batchingName(serving.batching) },
        { QStringLiteral("tensor_parallel"), double(serving.tensorParallel) },
        { QStringLiteral("pp"), double(serving.pipelineParallel) },
        { QStringLiteral("ep"), double(serving.expertParallel) },
        { QStringLiteral("engine"),
            engine ? QJsonValue(serving::servingEngineName(serving.engine)) : QJsonValue() },
        { QStringLiteral("disaggregation"),
            serving.disaggregated() ? QJsonValue(
                QJsonObject { { QStringLiteral("prefill_chips"), double(serving.prefillChips) },
                    { QStringLiteral("decode_chips"), double(serving.decodeChips) } })
                                    : QJsonValue() },
        { QStringLiteral("prefill_chunk_tokens"),
            positiveOrNull(double(serving.prefillChunkTokens)) },
        { QStringLiteral("ttft_max_s"), positiveOrNull(serving.ttftLimitSeconds) },
        { QStringLiteral("tpot_max_s"), positiveOrNull(serving.tpotLimitSeconds) },
        { QStringLiteral("devices"), devices },
    };
}

} // namespace ts::report
