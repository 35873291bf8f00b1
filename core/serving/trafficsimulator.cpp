// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "trafficsimulator.h"

#include "servingestimator.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <functional>
#include <queue>
#include <random>

namespace ts::serving {

using engine::EngineError;
using engine::EngineOptions;

namespace {

// A request whose prompt is being prefilled in chunks: the tokens still to prefill and those
// the current step carries.
struct Prefilling
{
    std::size_t index = 0;
    qint64 remaining = 0;
    qint64 scheduled = 0;
};

// A decoding request leaves after the decode step numbered `lastRound`.
struct Decoding
{
    qint64 lastRound = 0;
    std::size_t index = 0;
    bool operator>(const Decoding& other) const
    {
        return lastRound != other.lastRound ? lastRound > other.lastRound : index > other.index;
    }
};

} // namespace

double RequestTiming::tpotSeconds() const
{
    return outputTokens > 1 ? (finishedSeconds - firstTokenSeconds) / double(outputTokens - 1) : 0;
}

LatencyPercentiles TrafficSimulator::percentiles(std::vector<double> values)
{
    LatencyPercentiles p;
    if (values.empty())
        return p;
    std::sort(values.begin(), values.end());
    const auto rank = [&](double q) {
        const auto n = double(values.size());
        const auto k = std::size_t(std::max(1.0, std::ceil(q * n - 1e-9)));
        return values[std::min(k, values.size()) - 1];
    };
    p.p50 = rank(0.50);
    p.p90 = rank(0.90);
    p.p99 = rank(0.99);
    double sum = 0;
    for (const double v : values)
        sum += v;
    p.mean = sum / double(values.size());
    return p;
}

std::vector<TrafficRequest> TrafficSimulator::poisson(
    double rate, qint64 count, quint64 seed, qint64 promptTokens, qint64 outputTokens)
{
    std::vector<TrafficRequest> requests;
    if (rate <= 0 || count <= 0)
        return requests;
    requests.reserve(std::size_t(count));
    std::mt19937_64 random(seed);
    double t = 0;
    for (qint64 i = 0; i < count; ++i) {
        // u in [0, 1) from the top 53 bits, so 1 − u is never 0.
        const double u = double(random() >> 11) * 0x1.0p-53;
        t += -std::log1p(-u) / rate;
        requests.push_back({ t, promptTokens, outputTokens });
    }
    return requests;
}

namespace {

// The simulation between steps: the clock, the requests admitted so far, the prompts being
// prefilled in chunks, the requests decoding. Each step advances the clock by the step time
// table's figure for what it carries.
struct TrafficRunState
{
    TrafficResult& result;
    const StepTimeTable& table;
    qint64 chunk = 0; ///< the prefill chunk, tokens (at most 1: whole prompts)
    qint64 maxBatch = 1;
    std::size_t n = 0; ///< requests

    double now = 0;
    std::size_t nextAdmit = 0; // requests are admitted in arrival order (FIFO)
    std::size_t finished = 0;
    qint64 round = 0; // decode steps so far
    std::priority_queue<Decoding, std::vector<Decoding>, std::greater<>> decoding {};
    std::deque<Prefilling> prefilling {};

    void firstToken(std::size_t i)
    {
        RequestTiming& r = result.requests[i];
        r.firstTokenSeconds = now;
        if (r.outputTokens <= 1) {
            r.finishedSeconds = now;
            ++finished;
        } else {
            decoding.push({ round + r.outputTokens - 1, i });
        }
    }
    void decodeRound()
    {
        ++round;
        while (!decoding.empty() && decoding.top().lastRound <= round) {
            result.requests[decoding.top().index].finishedSeconds = now;
            decoding.pop();
            ++finished;
        }
    }
    bool arrived() const
    {
        return nextAdmit < n && result.requests[nextAdmit].arrivalSeconds <= now;
    }

    void runUntilAllFinish()
    {
        while (finished < n) {
            const auto running = qint64(decoding.size() + prefilling.size());
            if (running == 0 && !arrived())
                now = result.requests[nextAdmit].arrivalSeconds; // idle until the next arrival
            result.largestRunningBatch = std::max(result.largestRunningBatch, running);
            if (chunk <= 1)
                runWholePromptStep(running);
            else
                runChunkedStep(running);
        }
    }

    // Without a chunk: a prefill step of the waiting prompts that have a slot, else a decode
    // step.
    void runWholePromptStep(qint64 running)
    {
        if (arrived() && running < maxBatch) {
            // The waiting prompts that have a slot, prefilled together in one step while the
            // decodes wait, as many as the scheduler's token budget admits (at least one;
            // ServingEstimator::kPrefillTokenBudget, the steady state's rule). The table
            // holds one prompt's prefill: the group costs at most that of one prompt of all
            // their tokens (the same GEMM rows, more attention) and at most the sum of
            // their own (the weights read for each), so the step takes the smaller.
            const std::size_t first = nextAdmit;
            qint64 tokens = 0;
            double alone = 0;
            while (arrived() && running + qint64(nextAdmit - first) < maxBatch
                && (nextAdmit == first
                    || tokens + result.requests[nextAdmit].promptTokens
                        <= ServingEstimator::kPrefillTokenBudget)) {
                RequestTiming& r = result.requests[nextAdmit++];
                r.admittedSeconds = now;
                tokens += r.promptTokens;
                alone += table.prefillSeconds(r.promptTokens);
            }
            now += nextAdmit - first == 1 ? alone : std::min(alone, table.prefillSeconds(tokens));
            ++result.steps;
            result.largestRunningBatch
                = std::max(result.largestRunningBatch, running + qint64(nextAdmit - first));
            for (std::size_t i = first; i < nextAdmit; ++i)
                firstToken(i);
            return;
        }
        now += table.decodeSeconds(qint64(decoding.size()));
        ++result.steps;
        decodeRound();
    }

    void runChunkedStep(qint64 running)
    {
        // Chunked: the decodes first, then the unfinished prompts in order, then new ones.
        const auto decodes = qint64(decoding.size());
        const qint64 budget = chunk - decodes;
        // Every entry's `scheduled` is 0 here; the loops stop where the budget does, so a step
        // costs what it schedules, not the number of prompts waiting for room.
        qint64 tokens = 0;
        for (Prefilling& p : prefilling) {
            if (tokens == budget)
                break;
            p.scheduled = std::min(p.remaining, budget - tokens);
            tokens += p.scheduled;
        }
        qint64 admitted = running;
        while (tokens < budget && admitted < maxBatch && arrived()) {
            const std::size_t i = nextAdmit++;
            result.requests[i].admittedSeconds = now;
            const qint64 prompt = result.requests[i].promptTokens;
            const qint64 take = std::min(prompt, budget - tokens);
            prefilling.push_back({ i, prompt, take });
            tokens += take;
            ++admitted;
        }
        result.largestRunningBatch = std::max(result.largestRunningBatch, admitted);
        now += table.mixedSeconds(decodes, tokens);
        ++result.steps;
        if (decodes > 0)
            decodeRound();
        while (
            !prefilling.empty() && prefilling.front().scheduled == prefilling.front().remaining) {
            const std::size_t i = prefilling.front().index;
            prefilling.pop_front();
            firstToken(i);
        }
        if (!prefilling.empty()) {
            // Only the first unfinished prompt can have had part of its remainder (the budget
            // ran out there); the ones behind it had none.
            Prefilling& p = prefilling.front();
            p.remaining -= p.scheduled;
            p.scheduled = 0;
        }
    }
};

// The percentiles, the rates and the requests within the bounds, from the requests' timings.
void summarizeTraffic(TrafficResult& result, const TrafficConfig& config)
{
    const std::size_t n = result.requests.size();
    std::vector<double> queue;
    std::vector<double> ttft;
    std::vector<double> tpot;
    std::vector<double> endToEnd;
    queue.reserve(n);
    ttft.reserve(n);
    tpot.reserve(n);
    endToEnd.reserve(n);
    double last = 0;
    qint64 tokens = 0;
    for (const RequestTiming& r : result.requests) {
        queue.push_back(r.queueSeconds());
        ttft.push_back(r.ttftSeconds());
        if (r.outputTokens > 1)
            tpot.push_back(r.tpotSeconds());
        endToEnd.push_back(r.endToEndSeconds());
        last = std::max(last, r.finishedSeconds);
        tokens += r.outputTokens;
        const bool good
            = (config.ttftLimitSeconds <= 0 || r.ttftSeconds() <= config.ttftLimitSeconds)
            && (config.tpotLimitSeconds <= 0 || r.outputTokens <= 1
                || r.tpotSeconds() <= config.tpotLimitSeconds);
        result.goodRequests += good ? 1 : 0;
    }
    result.queue = TrafficSimulator::percentiles(std::move(queue));
    result.ttft = TrafficSimulator::percentiles(std::move(ttft));
    result.tpot = TrafficSimulator::percentiles(std::move(tpot));
    result.endToEnd = TrafficSimulator::percentiles(std::move(endToEnd));
    result.durationSeconds = last - result.requests.front().arrivalSeconds;
    if (result.durationSeconds > 0) {
        result.outputTokensPerSecond = double(tokens) / result.durationSeconds;
        result.requestsPerSecond = double(n) / result.durationSeconds;
        result.goodputRequestsPerSecond = double(result.goodRequests) / result.durationSeconds;
    }
}

} // namespace

TrafficResult TrafficSimulator::run(
    std::vector<TrafficRequest> requests, const StepTimeTable& table, const TrafficConfig& config)
{
    TrafficResult result;
    std::stable_sort(
        requests.begin(), requests.end(), [](const TrafficRequest& a, const TrafficRequest& b) {
            return a.arrivalSeconds < b.arrivalSeconds;
        });
    const std::size_t n = requests.size();
    result.requests.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        RequestTiming& r = result.requests[i];
        r.arrivalSeconds = requests[i].arrivalSeconds;
        r.promptTokens = std::max<qint64>(1, requests[i].promptTokens);
        r.outputTokens = std::max<qint64>(1, requests[i].outputTokens);
    }
    if (n == 0)
        return result;
    const qint64 chunk = config.prefillChunkTokens;
    // With a chunk, every step keeps a token for a prompt beside its decodes.
    const qint64 maxBatch
        = std::max<qint64>(1, chunk > 1 ? std::min(config.maxBatch, chunk - 1) : config.maxBatch);

    TrafficRunState state { result, table, chunk, maxBatch, n };
    state.runUntilAllFinish();
    summarizeTraffic(result, config);
    return result;
}

bool TrafficSimulator::meetsBounds(const TrafficResult& result, const TrafficConfig& config)
{
    return (config.ttftLimitSeconds <= 0 || result.ttft.p99 <= config.ttftLimitSeconds)
        && (config.tpotLimitSeconds <= 0 || result.tpot.p99 <= config.tpotLimitSeconds);
}

MaxRateSearch TrafficSimulator::maxRate(const StepTimeTable& table, const TrafficConfig& config,
    qint64 count, quint64 seed, qint64 promptTokens, qint64 outputTokens, double tolerance)
{
    MaxRateSearch search;
    const auto simulate = [&](double rate) {
        ++search.simulations;
        return run(poisson(rate, count, seed, promptTokens, outputTokens), table, config);
    };
    // One request at a time: the rate at which a lone request's service would keep one slot busy.
    const double lone = table.prefillSeconds(promptTokens)
        + double(std::max<qint64>(outputTokens - 1, 0)) * table.decodeSeconds(1);
    double rate = lone > 0 ? 1.0 / lone : 1.0;
    constexpr int kSteps = 60;
    constexpr int kLowerings = 20;
    TrafficResult passing = simulate(rate);
    double low = 0;
    double high = 0;
    if (meetsBounds(passing, config)) {
        low = rate;
        for (int i = 0; i < kSteps; ++i) {
            TrafficResult r = simulate(rate * 2);
            if (!meetsBounds(r, config)) {
                high = rate * 2;
                break;
            }
            rate *= 2;
            low = rate;
            passing = std::move(r);
        }
    } else {
        // Down to a millionth of the first rate: requests then arrive alone, and lower rates
        // change nothing but the clock's precision.
        high = rate;
        for (int i = 0; i < kLowerings; ++i) {
            rate /= 2;
            TrafficResult r = simulate(rate);
            const bool meets = meetsBounds(r, config);
            // Kept either way: without a passing rate the figures shown are the lowest tried.
            passing = std::move(r);
            if (meets) {
                low = rate;
                break;
            }
            high = rate;
        }
    }
    search.lowestTried = low > 0 ? low : rate;
    if (low <= 0 || high <= 0) {
        search.found = low > 0;
        search.requestsPerSecond = low;
        search.failingRequestsPerSecond = high;
        search.atRate = std::move(passing);
        return search;
    }
    while (high / low > 1 + tolerance) {
        const double mid = std::sqrt(low * high);
        TrafficResult r = simulate(mid);
        if (meetsBounds(r, config)) {
            low = mid;
            passing = std::move(r);
        } else {
            high = mid;
        }
    }
    search.found = true;
    search.requestsPerSecond = low;
    search.failingRequestsPerSecond = high;
    search.atRate = std::move(passing);
    return search;
}

} // namespace ts::serving
