// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "steptimetable.h"

#include <QtGlobal>
#include <vector>

namespace ts::serving {

/// One request offered to the server: when it arrives (seconds from the start), its prompt and
/// the tokens it generates.
struct TrafficRequest
{
    double arrivalSeconds = 0;
    qint64 promptTokens = 1;
    qint64 outputTokens = 1;
};

/// How the simulated server schedules (docs/serving.md, "Traffic").
struct TrafficConfig
{
    /// Requests running at once (prefilling or decoding), vLLM's max_num_seqs: the largest
    /// batch that fits memory (ServingEstimate::largestBatchThatFits) unless given.
    qint64 maxBatch = 1;
    /// Chunked prefill: tokens a step carries, decodes and prompt tokens (vLLM's
    /// max_num_batched_tokens); 0: a joining prompt is prefilled whole in a step of its own.
    qint64 prefillChunkTokens = 0;
    double ttftLimitSeconds = 0; ///< goodput counts requests within this; 0: no bound
    double tpotLimitSeconds = 0; ///< ... and within this; 0: no bound
};

/// What happened to one request (seconds from the start of the simulation).
struct RequestTiming
{
    double arrivalSeconds = 0;
    double admittedSeconds = 0; ///< when it left the queue and joined the running batch
    double firstTokenSeconds = 0;
    double finishedSeconds = 0;
    qint64 promptTokens = 0;
    qint64 outputTokens = 0;

    double queueSeconds() const { return admittedSeconds - arrivalSeconds; }
    double ttftSeconds() const { return firstTokenSeconds - arrivalSeconds; }
    /// The mean gap between its tokens, (finished − first token) / (output − 1); 0 for one token.
    double tpotSeconds() const;
    double endToEndSeconds() const { return finishedSeconds - arrivalSeconds; }
};

/// P50, P90 and P99 (nearest rank: the ⌈q·n⌉-th smallest) and the mean of one figure.
struct LatencyPercentiles
{
    double p50 = 0;
    double p90 = 0;
    double p99 = 0;
    double mean = 0;
};

/// A simulation's figures.
struct TrafficResult
{
    std::vector<RequestTiming> requests; ///< in arrival order
    LatencyPercentiles queue;
    LatencyPercentiles ttft;
    LatencyPercentiles tpot; ///< over the requests with two tokens or more
    LatencyPercentiles endToEnd;
    /// From the first arrival to the last request's last token.
    double durationSeconds = 0;
    double outputTokensPerSecond = 0;
    double requestsPerSecond = 0;
    /// Requests within both bounds (TTFT and TPOT; all when there are none) per second.
    double goodputRequestsPerSecond = 0;
    qint64 goodRequests = 0;
    qint64 steps = 0;
    qint64 largestRunningBatch = 0;
};

/// The highest Poisson rate whose P99 TTFT and P99 TPOT meet the bounds (MLPerf Inference's
/// Server scenario), found by doubling or halving from one request at a time, then bisection.
struct MaxRateSearch
{
    bool found = false; ///< false: not even the lowest rate tried meets the bounds
    double requestsPerSecond = 0; ///< the highest rate found to meet them
    double failingRequestsPerSecond = 0; ///< the lowest rate found not to
    double lowestTried = 0;
    int simulations = 0;
    /// The simulation at requestsPerSecond; when none is found, at the lowest rate tried.
    TrafficResult atRate;
};

/// A seeded, deterministic discrete-event simulation of a continuous-batching server
/// (docs/serving.md, "Traffic"): requests wait in a FIFO queue and are admitted at a step's
/// start while fewer than TrafficConfig::maxBatch run. Without chunking a waiting prompt is
/// prefilled whole in a step of its own while the decodes wait (prefills first, as vLLM's
/// default scheduler); with a chunk of N tokens every step carries the running decodes, the
/// unfinished prompts' next tokens and as many new prompts as the N − decodes tokens left allow.
/// A prompt's last prefill step yields its first token; every step with decodes gives each
/// decoding request one token. Step times come from a StepTimeTable.
class TrafficSimulator
{
public:
    static TrafficResult run(std::vector<TrafficRequest> requests, const StepTimeTable& table,
        const TrafficConfig& config);

    /// `count` Poisson arrivals at `rate` requests a second: exponential gaps by inverse
    /// transform, −ln(1 − u) / rate with u = the top 53 bits of std::mt19937_64(seed) over 2^53
    /// (std::exponential_distribution's algorithm is not specified, so it is not used).
    static std::vector<TrafficRequest> poisson(
        double rate, qint64 count, quint64 seed, qint64 promptTokens, qint64 outputTokens);

    /// Whether a simulation's P99 TTFT and P99 TPOT are within the config's bounds.
    static bool meetsBounds(const TrafficResult& result, const TrafficConfig& config);

    /// The highest rate meeting the bounds (at least one must be set), to a relative width of
    /// `tolerance`, each rate simulated with the same seed (so arrivals scale with the rate).
    static MaxRateSearch maxRate(const StepTimeTable& table, const TrafficConfig& config,
        qint64 count, quint64 seed, qint64 promptTokens, qint64 outputTokens,
        double tolerance = 0.005);

    static LatencyPercentiles percentiles(std::vector<double> values);
};

} // namespace ts::serving
