// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "servetraffic.h"

#include "common/units.h"
#include "io/numberparsing.h"
#include "models/engineerrortext.h"
#include "serving/requesttrace.h"
#include "serving/steptimetable.h"

#include <algorithm>
#include <cmath>

namespace ts::cli {

namespace {

QString rateText(double requestsPerSecond)
{
    return QString::number(requestsPerSecond, 'g', 4);
}

} // namespace

void ServeTraffic::addOptions(QCommandLineParser& parser)
{
    parser.addOption({ QStringLiteral("request-rate"),
        tr("Simulate traffic: requests arrive at random (Poisson) at R a second, wait in a queue "
           "and are batched continuously; prints P50/P90/P99 latencies, throughput and "
           "goodput."),
        tr("R") });
    parser.addOption({ QStringLiteral("requests"),
        tr("Requests simulated with --request-rate or --max-rate (default 10000)."), tr("N") });
    parser.addOption({ QStringLiteral("seed"),
        tr("Seed of the simulated arrivals (default 1): the same seed gives the same figures."),
        tr("S") });
    parser.addOption({ QStringLiteral("trace"),
        tr("Simulate the requests of a CSV file with the header "
           "arrival_s,prompt_tokens,output_tokens."),
        tr("FILE") });
    parser.addOption({ QStringLiteral("max-rate"),
        tr("Find the highest Poisson request rate whose P99 TTFT and P99 TPOT meet --ttft-max "
           "and --tpot-max (MLPerf Inference's Server scenario).") });
}

bool ServeTraffic::parse(
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output, int* exitCode)
{
    *exitCode = kExitUsage;
    const bool rate = parser.isSet(QStringLiteral("request-rate"));
    const bool trace = parser.isSet(QStringLiteral("trace"));
    m_maxRate = parser.isSet(QStringLiteral("max-rate"));
    m_requested = rate || trace || m_maxRate;
    if (!m_requested) {
        if (parser.isSet(QStringLiteral("requests")) || parser.isSet(QStringLiteral("seed"))) {
            output.err << prefix
                       << tr("--requests and --seed need --request-rate or --max-rate.\n");
            return false;
        }
        return true;
    }
    if (trace
        && (rate || m_maxRate || parser.isSet(QStringLiteral("requests"))
            || parser.isSet(QStringLiteral("seed")))) {
        output.err << prefix
                   << tr("--trace gives the requests: leave out --request-rate, --max-rate, "
                         "--requests and --seed.\n");
        return false;
    }
    if (parser.isSet(QStringLiteral("draft"))) {
        output.err << prefix << tr("The traffic simulation does not model a --draft model.\n");
        return false;
    }
    io::NumberProblem problem = io::NumberProblem::None;
    const auto invalid = [&](const QString& key, const QString& minimum, const QString& maximum) {
        output.err << prefix
                   << tr("--%1 '%2' %3.\n")
                          .arg(key, parser.value(key),
                              io::describeProblem(problem, minimum, maximum));
        return false;
    };
    if (rate) {
        const QString key = QStringLiteral("request-rate");
        const auto value = io::parseNumber(parser.value(key), 1e-9, 1e9, &problem);
        if (!value)
            return invalid(key, QStringLiteral("1e-09"), QStringLiteral("1e+09"));
        m_rate = *value;
    }
    if (parser.isSet(QStringLiteral("requests"))) {
        const QString key = QStringLiteral("requests");
        const auto value = io::parseInteger(parser.value(key), 1, 1'000'000, &problem);
        if (!value)
            return invalid(key, QStringLiteral("1"), QStringLiteral("1000000"));
        m_requests = *value;
    }
    if (parser.isSet(QStringLiteral("seed"))) {
        const QString key = QStringLiteral("seed");
        const auto value
            = io::parseInteger(parser.value(key), 0, std::numeric_limits<qint64>::max(), &problem);
        if (!value)
            return invalid(
                key, QStringLiteral("0"), QString::number(std::numeric_limits<qint64>::max()));
        m_seed = quint64(*value);
    }
    if (m_maxRate && !parser.isSet(QStringLiteral("ttft-max"))
        && !parser.isSet(QStringLiteral("tpot-max"))) {
        output.err << prefix << tr("--max-rate needs --ttft-max or --tpot-max (or both).\n");
        return false;
    }
    if (trace) {
        m_tracePath = parser.value(QStringLiteral("trace"));
        const serving::RequestTraceLoad loaded = serving::RequestTrace::load(m_tracePath);
        for (const io::Diagnostic& d : loaded.diagnostics)
            output.err << prefix << d.toString() << QLatin1Char('\n');
        if (!loaded.ok()) {
            *exitCode = kExitFailure;
            return false;
        }
        m_trace = loaded.requests;
    }
    *exitCode = kExitOk;
    return true;
}

void ServeTraffic::meanLengths(const serving::ServingSpec& serving, qint64* meanPrompt,
    qint64* meanOutput, qint64* longestPrompt) const
{
    // The lengths: the command's, or the trace's means (for the memory and the decode steps).
    *meanPrompt = serving.promptTokens;
    *meanOutput = serving.generatedTokens;
    *longestPrompt = *meanPrompt;
    if (!m_trace.empty()) {
        double prompt = 0;
        double out = 0;
        *longestPrompt = 1;
        for (const serving::TrafficRequest& r : m_trace) {
            prompt += double(r.promptTokens);
            out += double(r.outputTokens);
            *longestPrompt = std::max(*longestPrompt, r.promptTokens);
        }
        *meanPrompt = std::max<qint64>(1, qint64(std::llround(prompt / double(m_trace.size()))));
        *meanOutput = std::max<qint64>(1, qint64(std::llround(out / double(m_trace.size()))));
    }
}

QString ServeTraffic::trafficText(const Simulation& sim) const
{
    const serving::TrafficResult& result = sim.result;
    const std::optional<serving::MaxRateSearch>& search = sim.search;
    const auto n = qint64(result.requests.size());
    QString text;
    const QString source = m_trace.empty()
        ? tr("%1 requests arriving at random at %2 a second (seed %3)")
              .arg(n)
              .arg(rateText(sim.rate))
              .arg(m_seed)
        : tr("%1 requests of %2").arg(n).arg(m_tracePath);
    text += tr("  traffic: %1; continuous batching, at most %2 running%3\n")
                .arg(source)
                .arg(sim.maxBatch)
                .arg(sim.prefillChunkTokens > 0
                        ? tr(", chunks of %1 tokens").arg(sim.prefillChunkTokens)
                        : QString());
    text += QStringLiteral("  %1 %2 %3 %4\n")
                .arg(QString(), -9)
                .arg(QStringLiteral("P50"), 11)
                .arg(QStringLiteral("P90"), 11)
                .arg(QStringLiteral("P99"), 11);
    const auto row = [&](const QString& name, const serving::LatencyPercentiles& p) {
        text += QStringLiteral("  %1 %2 %3 %4\n")
                    .arg(name, -9)
                    .arg(units::durationText(p.p50), 11)
                    .arg(units::durationText(p.p90), 11)
                    .arg(units::durationText(p.p99), 11);
    };
    row(tr("queue"), result.queue);
    row(tr("TTFT"), result.ttft);
    row(tr("TPOT"), result.tpot);
    row(tr("request"), result.endToEnd);
    text
        += (sim.bounded ? tr("  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (%4 of %5 "
                             "requests within the bounds)\n")
                        : tr("  %1 output tokens/s, %2 requests/s, goodput %3 requests/s (no "
                             "bounds: %4 of %5 requests count)\n"))
               .arg(QString::number(result.outputTokensPerSecond, 'f', 0),
                   rateText(result.requestsPerSecond), rateText(result.goodputRequestsPerSecond))
               .arg(result.goodRequests)
               .arg(n);
    if (search) {
        text += search->found
            ? tr("  max rate %1 requests/s: P99 TTFT and P99 TPOT within the bounds; %2 is not "
                 "(%3 simulations of %4 requests, seed %5, doubling from one request at a time, "
                 "then bisection)\n")
                  .arg(rateText(search->requestsPerSecond),
                      rateText(search->failingRequestsPerSecond))
                  .arg(search->simulations)
                  .arg(m_requests)
                  .arg(m_seed)
            : tr("  max rate: none; even %1 requests/s misses the bounds (%2 simulations)\n")
                  .arg(rateText(search->lowestTried))
                  .arg(search->simulations);
    }
    text += tr("  step times interpolated from %1 engine estimates (docs/serving.md)\n")
                .arg(sim.engineCalls);
    return text;
}

std::optional<QJsonObject> ServeTraffic::run(const WorkloadSpec& spec, const Device& device,
    const serving::ServingSpec& serving, QString* text, QString* problem) const
{
    qint64 meanPrompt = 0;
    qint64 meanOutput = 0;
    qint64 longestPrompt = 0;
    meanLengths(serving, &meanPrompt, &meanOutput, &longestPrompt);
    // The server batches continuously; as many requests run as fit memory at the mean context.
    serving::ServingSpec continuous;
    continuous.promptTokens = meanPrompt;
    continuous.generatedTokens = meanOutput;
    continuous.batching = serving::Batching::Continuous;
    continuous.prefillChunkTokens = serving.prefillChunkTokens;
    continuous.tensorParallel = serving.tensorParallel;
    engine::EngineError error = engine::EngineError::None;
    const auto failed = [&] {
        if (problem->isEmpty())
            *problem = EngineErrorText::describe(error);
        return std::nullopt;
    };
    const auto estimate
        = serving::ServingEstimator::estimate(spec, device, continuous, {}, &error, problem);
    if (!estimate)
        return failed();
    qint64 maxBatch = serving.batch > 0 ? serving.batch : estimate->largestBatchThatFits;
    if (maxBatch < 1) {
        *problem = tr("one request does not fit the device's memory");
        return std::nullopt;
    }
    if (serving.prefillChunkTokens > 1)
        maxBatch = std::min(maxBatch, serving.prefillChunkTokens - 1);
    const auto table = serving::StepTimeTable::fromEngine(spec, device, continuous, maxBatch,
        longestPrompt, meanPrompt, meanOutput, {}, &error, problem);
    if (!table)
        return failed();

    serving::TrafficConfig config;
    config.maxBatch = maxBatch;
    config.prefillChunkTokens = serving.prefillChunkTokens;
    config.ttftLimitSeconds = serving.ttftLimitSeconds;
    config.tpotLimitSeconds = serving.tpotLimitSeconds;
    std::optional<serving::MaxRateSearch> search;
    if (m_maxRate)
        search = serving::TrafficSimulator::maxRate(
            *table, config, m_requests, m_seed, meanPrompt, meanOutput);
    double rate = m_rate;
    serving::TrafficResult result;
    if (!m_trace.empty()) {
        result = serving::TrafficSimulator::run(m_trace, *table, config);
    } else if (m_rate > 0) {
        result = serving::TrafficSimulator::run(
            serving::TrafficSimulator::poisson(m_rate, m_requests, m_seed, meanPrompt, meanOutput),
            *table, config);
    } else {
        // --max-rate alone: the figures at the rate found (or the lowest tried).
        rate = search->found ? search->requestsPerSecond : search->lowestTried;
        result = search->atRate;
    }

    Simulation sim;
    sim.fromTrace = !m_trace.empty();
    sim.seed = m_seed;
    sim.meanPrompt = meanPrompt;
    sim.meanOutput = meanOutput;
    sim.maxBatch = maxBatch;
    sim.prefillChunkTokens = serving.prefillChunkTokens;
    sim.rate = rate;
    sim.bounded = config.ttftLimitSeconds > 0 || config.tpotLimitSeconds > 0;
    sim.result = std::move(result);
    sim.search = std::move(search);
    sim.engineCalls = table->engineCalls();
    *text += trafficText(sim);
    return report::ServingReport::trafficJson(sim);
}

} // namespace ts::cli
