// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The traffic simulator (issue 35 item 5, docs/serving.md "Traffic"): hand-worked traces with
// exact times, the M/D/1 queue's closed forms (Erlang's waiting-time distribution), determinism,
// monotonicity in the rate, goodput, the highest rate meeting an SLO, the step-time table's
// interpolation against direct engine calls, and request-trace files with every kind of problem.

#include "hardware/catalog.h"
#include "serving/requesttrace.h"
#include "serving/servingestimator.h"
#include "serving/steptimetable.h"
#include "serving/trafficsimulator.h"
#include "workload/workloadpresets.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <random>

using namespace ts;
using serving::RequestTrace;
using serving::StepTimeTable;
using serving::TrafficConfig;
using serving::TrafficRequest;
using serving::TrafficSimulator;

namespace {

Device device(const QString& id)
{
    return *Catalog::load(QString()).device(id);
}

WorkloadSpec preset(const QString& id)
{
    return *WorkloadPresets::load(id).spec;
}

// Step times linear in what a step carries (seconds): 10 ms a step, 1 ms a decode, 0.1 ms a
// prompt token. Piecewise-linear interpolation reproduces them exactly.
constexpr double kBase = 0.010;
constexpr double kPerDecode = 0.001;
constexpr double kPerPromptToken = 0.0001;

StepTimeTable linearTable()
{
    StepTimeTable::Curve decode { { 1, 1000 }, { kBase + kPerDecode, kBase + 1000 * kPerDecode } };
    StepTimeTable::Curve prefill { { 1, 100000 },
        { kBase + kPerPromptToken, kBase + 100000 * kPerPromptToken } };
    std::vector<StepTimeTable::MixedRow> mixed;
    // Rows over the step's tokens, decodes and prompt tokens together.
    for (const double d : { 1.0, 1000.0 }) {
        mixed.push_back({ d,
            { { d + 1, d + 100000 },
                { kBase + kPerDecode * d + kPerPromptToken,
                    kBase + kPerDecode * d + 100000 * kPerPromptToken } } });
    }
    return StepTimeTable(decode, prefill, mixed);
}

// Every step takes `seconds`, whatever it carries.
StepTimeTable constantTable(double seconds)
{
    return StepTimeTable({ { 1, 2 }, { seconds, seconds } }, { { 1, 2 }, { seconds, seconds } });
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-12 + 1e-9 * std::abs(b);
}

// Erlang's M/D/1 waiting-time distribution (Erlang 1909; e.g. Kleinrock, Queueing Systems
// vol. 1, 1975, or Franx, "A simple solution for the M/D/c waiting time distribution", Oper.
// Res. Lett. 29, 2001, eq. for c = 1): P(W ≤ t) = (1 − ρ) Σ_{k=0}^{⌊t/D⌋} (λ(kD − t))^k / k! ·
// e^{λ(t − kD)}.
double md1WaitCdf(double t, double lambda, double service)
{
    const double rho = lambda * service;
    double sum = 0;
    double factorial = 1;
    for (int k = 0; k <= int(std::floor(t / service)); ++k) {
        if (k > 0)
            factorial *= k;
        const double x = lambda * (k * service - t);
        sum += std::pow(x, k) / factorial * std::exp(-x);
    }
    return (1 - rho) * sum;
}

double md1WaitQuantile(double q, double lambda, double service)
{
    if (md1WaitCdf(0, lambda, service) >= q)
        return 0;
    double low = 0;
    double high = service;
    while (md1WaitCdf(high, lambda, service) < q)
        high *= 2;
    for (int i = 0; i < 100; ++i) {
        const double mid = (low + high) / 2;
        (md1WaitCdf(mid, lambda, service) < q ? low : high) = mid;
    }
    return high;
}

QString writeFile(const QTemporaryDir& dir, const char* name, const QByteArray& text)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write(text);
    return path;
}

} // namespace

class TestTrafficSimulator : public QObject
{
    Q_OBJECT

private slots:
    void wholePromptsByHand();
    void chunkedPrefillByHand();
    void md1MatchesTheClosedForm_data();
    void md1MatchesTheClosedForm();
    void sameSeedSameFigures();
    void higherRateNeverShortensTheTail();
    void goodputWithinTheRequestRate();
    void maxRateMeetsTheBoundsAndNoMore();
    void interpolationMatchesTheEngine();
    void traceFiles();
    void malformedTraces_data();
    void malformedTraces();
    void hostileTraces();
};

void TestTrafficSimulator::wholePromptsByHand()
{
    // At most 2 running, no chunk. A (t 0, 100 prompt, 3 out), B (5 ms, 200, 2), C (12 ms, 100,
    // 1). Prefill(100) = 20 ms, prefill(200) = 30 ms, decode(1) = 11 ms, decode(2) = 12 ms.
    // 0: A's prefill to 20 ms. 20: B joins (waited 15 ms), prefill to 50. 50: C waits (2 run);
    // decode of 2 to 62, B's second token, B done. 62: C joins (waited 50 ms), prefill to 82,
    // its only token. 82: decode of 1 to 93: A's third token.
    TrafficConfig config;
    config.maxBatch = 2;
    const auto r = TrafficSimulator::run(
        { { 0, 100, 3 }, { 0.005, 200, 2 }, { 0.012, 100, 1 } }, linearTable(), config);
    QCOMPARE(r.requests.size(), std::size_t(3));
    const auto& a = r.requests[0];
    const auto& b = r.requests[1];
    const auto& c = r.requests[2];
    QVERIFY(near(a.queueSeconds(), 0));
    QVERIFY(near(a.ttftSeconds(), 0.020));
    QVERIFY(near(a.endToEndSeconds(), 0.093));
    QVERIFY(near(a.tpotSeconds(), 0.0365));
    QVERIFY(near(b.queueSeconds(), 0.015));
    QVERIFY(near(b.ttftSeconds(), 0.045));
    QVERIFY(near(b.endToEndSeconds(), 0.057));
    QVERIFY(near(b.tpotSeconds(), 0.012));
    QVERIFY(near(c.queueSeconds(), 0.050));
    QVERIFY(near(c.ttftSeconds(), 0.070));
    QVERIFY(near(c.endToEndSeconds(), 0.070));
    QCOMPARE(r.steps, qint64(5));
    QCOMPARE(r.largestRunningBatch, qint64(2));
    // 6 tokens from 0 to 93 ms; TPOT over the two requests with more than one token.
    QVERIFY(near(r.durationSeconds, 0.093));
    QVERIFY(near(r.outputTokensPerSecond, 6 / 0.093));
    QVERIFY(near(r.requestsPerSecond, 3 / 0.093));
    QVERIFY(near(r.tpot.mean, (0.0365 + 0.012) / 2));
    // Nearest rank of three: P50 the second, P90 and P99 the third.
    QVERIFY(near(r.ttft.p50, 0.045));
    QVERIFY(near(r.ttft.p99, 0.070));
    // Goodput: TTFT within 50 ms keeps A and B; TPOT within 20 ms drops A as well.
    config.ttftLimitSeconds = 0.050;
    auto bounded = TrafficSimulator::run(
        { { 0, 100, 3 }, { 0.005, 200, 2 }, { 0.012, 100, 1 } }, linearTable(), config);
    QCOMPARE(bounded.goodRequests, qint64(2));
    config.tpotLimitSeconds = 0.020;
    bounded = TrafficSimulator::run(
        { { 0, 100, 3 }, { 0.005, 200, 2 }, { 0.012, 100, 1 } }, linearTable(), config);
    QCOMPARE(bounded.goodRequests, qint64(1));
    QVERIFY(near(bounded.goodputRequestsPerSecond, 1 / 0.093));

    // Prompts waiting together are prefilled together (issue 35 item 3), as many as the 8,192
    // token budget admits: A (100) and B (200) at t 0 in one step, the cheaper of one prompt of
    // 300 tokens (40 ms) and their own prefills (20 + 30 ms); C (8,000) would pass the budget,
    // so it follows alone (810 ms).
    TrafficConfig roomy;
    roomy.maxBatch = 8;
    const auto grouped = TrafficSimulator::run(
        { { 0, 100, 1 }, { 0, 200, 1 }, { 0, 8000, 1 } }, linearTable(), roomy);
    QVERIFY(near(grouped.requests[0].ttftSeconds(), 0.040));
    QVERIFY(near(grouped.requests[1].ttftSeconds(), 0.040));
    QVERIFY(near(grouped.requests[2].queueSeconds(), 0.040));
    QVERIFY(near(grouped.requests[2].ttftSeconds(), 0.850));
    QCOMPARE(grouped.steps, qint64(2));
}

void TestTrafficSimulator::chunkedPrefillByHand()
{
    // A chunk of 64 tokens a step, step = 10 ms + 1 ms a decode + 0.1 ms a prompt token.
    // A (0, 100 prompt, 2 out) and B (0, 30, 2). Step 1: 64 of A's prompt (the chunk is full,
    // B waits), 16.4 ms. Step 2: A's last 36 and 28 of B's (B joins at 16.4 ms), 16.4 ms: A's
    // first token at 32.8 ms. Step 3: A decodes beside B's last 2 tokens, 11.2 ms: A's second
    // token, B's first, at 44 ms. Step 4: B decodes alone, 11 ms: done at 55 ms.
    TrafficConfig config;
    config.maxBatch = 4;
    config.prefillChunkTokens = 64;
    const auto r = TrafficSimulator::run({ { 0, 100, 2 }, { 0, 30, 2 } }, linearTable(), config);
    const auto& a = r.requests[0];
    const auto& b = r.requests[1];
    QVERIFY(near(a.queueSeconds(), 0));
    QVERIFY(near(a.ttftSeconds(), 0.0328));
    QVERIFY(near(a.endToEndSeconds(), 0.044));
    QVERIFY(near(a.tpotSeconds(), 0.0112));
    QVERIFY(near(b.queueSeconds(), 0.0164));
    QVERIFY(near(b.ttftSeconds(), 0.044));
    QVERIFY(near(b.endToEndSeconds(), 0.055));
    QVERIFY(near(b.tpotSeconds(), 0.011));
    QCOMPARE(r.steps, qint64(4));

    // As many prompts a step as the chunk holds: eight prompts of 16 tokens arriving together
    // fill two steps of 64 (four each), not eight steps.
    std::vector<TrafficRequest> eight(8, TrafficRequest { 0, 16, 1 });
    const auto many = TrafficSimulator::run(eight, linearTable(), config);
    QCOMPARE(many.steps, qint64(2));
    QVERIFY(near(many.requests[3].ttftSeconds(), kBase + 64 * kPerPromptToken));
    QVERIFY(near(many.requests[4].queueSeconds(), kBase + 64 * kPerPromptToken));
    QVERIFY(near(many.requests[7].ttftSeconds(), 2 * (kBase + 64 * kPerPromptToken)));
}

void TestTrafficSimulator::md1MatchesTheClosedForm_data()
{
    QTest::addColumn<double>("rho");
    QTest::newRow("rho 0.3") << 0.3;
    QTest::newRow("rho 0.5") << 0.5;
    QTest::newRow("rho 0.8") << 0.8;
}

void TestTrafficSimulator::md1MatchesTheClosedForm()
{
    // One slot, every request one prompt step of S = 0.1 s (one output token): M/D/1. The mean
    // wait is ρS / (2(1 − ρ)) (Pollaczek–Khinchine), P(wait = 0) = 1 − ρ, and the P50, P90 and
    // P99 of the wait follow Erlang's distribution.
    QFETCH(double, rho);
    constexpr double kService = 0.1;
    constexpr qint64 kRequests = 400000;
    const double lambda = rho / kService;
    TrafficConfig config;
    config.maxBatch = 1;
    const auto r = TrafficSimulator::run(
        TrafficSimulator::poisson(lambda, kRequests, 7, 1, 1), constantTable(kService), config);
    const double mean = rho * kService / (2 * (1 - rho));
    qInfo("rho %.1f: mean wait %.5f s (M/D/1 %.5f s); P90 %.4f s (%.4f s); P99 %.4f s (%.4f s)",
        rho, r.queue.mean, mean, r.queue.p90, md1WaitQuantile(0.9, lambda, kService), r.queue.p99,
        md1WaitQuantile(0.99, lambda, kService));
    QVERIFY2(std::abs(r.queue.mean - mean) <= 0.04 * mean,
        qPrintable(QStringLiteral("mean wait %1, M/D/1 %2").arg(r.queue.mean).arg(mean)));
    qint64 idle = 0;
    for (const auto& q : r.requests)
        idle += q.queueSeconds() == 0 ? 1 : 0;
    QVERIFY2(std::abs(double(idle) / kRequests - (1 - rho)) <= 0.01,
        qPrintable(QStringLiteral("P(wait = 0) %1").arg(double(idle) / kRequests)));
    for (const auto& [q, simulated] : { std::pair { 0.5, r.queue.p50 },
             std::pair { 0.9, r.queue.p90 }, std::pair { 0.99, r.queue.p99 } }) {
        // Where 1 − ρ is the quantile itself the distribution jumps from 0 there: skipped.
        if (std::abs((1 - rho) - q) < 0.02)
            continue;
        const double closed = md1WaitQuantile(q, lambda, kService);
        QVERIFY2(std::abs(simulated - closed) <= 0.05 * closed + 0.01 * kService,
            qPrintable(
                QStringLiteral("P%1 wait %2, M/D/1 %3").arg(q * 100).arg(simulated).arg(closed)));
    }
    // TTFT is the wait plus the service.
    QVERIFY(std::abs(r.ttft.mean - (mean + kService)) <= 0.04 * (mean + kService));
}

void TestTrafficSimulator::sameSeedSameFigures()
{
    TrafficConfig config;
    config.maxBatch = 16;
    config.prefillChunkTokens = 256;
    const auto run = [&](quint64 seed) {
        return TrafficSimulator::run(
            TrafficSimulator::poisson(20, 2000, seed, 200, 50), linearTable(), config);
    };
    const auto a = run(42);
    const auto b = run(42);
    QCOMPARE(a.requests.size(), b.requests.size());
    for (std::size_t i = 0; i < a.requests.size(); ++i) {
        QCOMPARE(a.requests[i].arrivalSeconds, b.requests[i].arrivalSeconds);
        QCOMPARE(a.requests[i].firstTokenSeconds, b.requests[i].firstTokenSeconds);
        QCOMPARE(a.requests[i].finishedSeconds, b.requests[i].finishedSeconds);
    }
    QCOMPARE(a.ttft.p99, b.ttft.p99);
    QCOMPARE(a.outputTokensPerSecond, b.outputTokensPerSecond);
    QVERIFY(run(43).ttft.p99 != a.ttft.p99);
    // The sampler is specified: the first gap from seed 1 is −ln(1 − u) / rate with u the top
    // 53 bits of mt19937_64's first output over 2^53; the generator itself is the standard's
    // (a default-seeded one's 10,000th output is 9981545732273789042, [rand.predef]).
    std::mt19937_64 reference(1);
    const double u = double(reference() >> 11) * 0x1.0p-53;
    QCOMPARE(TrafficSimulator::poisson(2, 1, 1, 1, 1).front().arrivalSeconds, -std::log1p(-u) / 2);
    std::mt19937_64 standard;
    standard.discard(9999);
    QCOMPARE(standard(), quint64(9981545732273789042ULL));
}

void TestTrafficSimulator::higherRateNeverShortensTheTail()
{
    // LLaMA-2 7B on an H100 with the engine's step times, continuous batching with a chunk of
    // 2,048: with the same seed the arrivals scale with the rate, and the P99 TTFT grows.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec llama = preset(QStringLiteral("llama-2-7b"));
    serving::ServingSpec serving;
    serving.prefillChunkTokens = 2048;
    const auto table = StepTimeTable::fromEngine(llama, h100, serving, 64, 1024, 1024, 128);
    QVERIFY(table);
    TrafficConfig config;
    config.maxBatch = 64;
    config.prefillChunkTokens = 2048;
    double previous = 0;
    for (const double rate : { 1.0, 4.0, 8.0, 12.0, 16.0, 24.0 }) {
        const auto r = TrafficSimulator::run(
            TrafficSimulator::poisson(rate, 3000, 5, 1024, 128), *table, config);
        QVERIFY2(r.ttft.p99 >= previous,
            qPrintable(QStringLiteral("rate %1: P99 TTFT %2 < %3")
                           .arg(rate)
                           .arg(r.ttft.p99)
                           .arg(previous)));
        previous = r.ttft.p99;
        // Never above the batch the server allows.
        QVERIFY(r.largestRunningBatch <= 64);
    }
}

void TestTrafficSimulator::goodputWithinTheRequestRate()
{
    TrafficConfig config;
    config.maxBatch = 8;
    config.ttftLimitSeconds = 0.2;
    config.tpotLimitSeconds = 0.02;
    for (const double rate : { 2.0, 10.0, 40.0 }) {
        const auto arrivals = TrafficSimulator::poisson(rate, 5000, 3, 300, 40);
        const double span = arrivals.back().arrivalSeconds - arrivals.front().arrivalSeconds;
        const auto r = TrafficSimulator::run(arrivals, linearTable(), config);
        QVERIFY(r.goodputRequestsPerSecond <= r.requestsPerSecond);
        QVERIFY(r.requestsPerSecond <= double(arrivals.size()) / span);
        QVERIFY(r.goodRequests <= qint64(arrivals.size()));
    }
    // Overloaded (40 a second against about 8 / (40 × 18 ms) ≈ 11 served): few meet the bounds.
    const auto overloaded = TrafficSimulator::run(
        TrafficSimulator::poisson(40, 5000, 3, 300, 40), linearTable(), config);
    QVERIFY(overloaded.goodputRequestsPerSecond < 0.1 * overloaded.requestsPerSecond);
}

void TestTrafficSimulator::maxRateMeetsTheBoundsAndNoMore()
{
    TrafficConfig config;
    config.maxBatch = 32;
    config.prefillChunkTokens = 512;
    config.ttftLimitSeconds = 0.5;
    config.tpotLimitSeconds = 0.05;
    const auto search = TrafficSimulator::maxRate(linearTable(), config, 4000, 11, 400, 100);
    QVERIFY(search.found);
    QVERIFY(search.requestsPerSecond > 0);
    QVERIFY(search.failingRequestsPerSecond <= search.requestsPerSecond * 1.006);
    const auto at = [&](double rate) {
        return TrafficSimulator::run(
            TrafficSimulator::poisson(rate, 4000, 11, 400, 100), linearTable(), config);
    };
    QVERIFY(TrafficSimulator::meetsBounds(at(search.requestsPerSecond), config));
    QVERIFY(!TrafficSimulator::meetsBounds(at(1.1 * search.requestsPerSecond), config));
    QCOMPARE(search.atRate.ttft.p99, at(search.requestsPerSecond).ttft.p99);
    // Bounds that a lone request breaks: no rate.
    config.tpotLimitSeconds = 0.001;
    QVERIFY(!TrafficSimulator::maxRate(linearTable(), config, 1000, 11, 400, 100).found);
}

void TestTrafficSimulator::interpolationMatchesTheEngine()
{
    // Against a direct engine call at every count the table was not sampled at (every batch to
    // 200, every prompt to 4,096, mixed steps of a chunk of 1,024 at 1 in 7 decode counts and 1
    // in 13 prompt counts): within 2 %.
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const WorkloadSpec llama = preset(QStringLiteral("llama-2-7b"));
    serving::ServingSpec serving;
    serving.prefillChunkTokens = 1024;
    constexpr qint64 kPrompt = 1024;
    constexpr qint64 kGenerated = 256;
    QElapsedTimer timer;
    timer.start();
    const auto table
        = StepTimeTable::fromEngine(llama, h100, serving, 200, 4096, kPrompt, kGenerated);
    const qint64 buildMs = timer.elapsed();
    QVERIFY(table);
    double worst = 0;
    qint64 checked = 0;
    const auto check = [&](double interpolated, double direct, const QString& what) {
        const double error = std::abs(interpolated / direct - 1);
        worst = std::max(worst, error);
        ++checked;
        QVERIFY2(error <= 0.02,
            qPrintable(QStringLiteral("%1: table %2 s, engine %3 s")
                           .arg(what)
                           .arg(interpolated)
                           .arg(direct)));
    };
    serving::ServingSpec plain;
    plain.promptTokens = kPrompt;
    plain.generatedTokens = kGenerated;
    for (qint64 b = 1; b <= 200; ++b) {
        const auto p = serving::ServingEstimator::at(llama, h100, plain, b);
        QVERIFY(p);
        check(table->decodeSeconds(b), p->tpotSeconds, QStringLiteral("decode %1").arg(b));
    }
    for (qint64 tokens = 1; tokens <= 4096; ++tokens) {
        serving::ServingSpec s = plain;
        s.promptTokens = tokens;
        const auto p = serving::ServingEstimator::at(llama, h100, s, 1);
        QVERIFY(p);
        check(table->prefillSeconds(tokens), p->ttftSeconds,
            QStringLiteral("prefill %1").arg(tokens));
    }
    const qint64 context = kPrompt + kGenerated / 2;
    for (qint64 d = 1; d <= 200; d += 7) {
        for (qint64 c = 1; d + c <= 1024; c += 13) {
            qint64 carried = 0;
            const auto direct = StepTimeTable::engineMixedSeconds(
                llama, h100, serving, d, c, context, {}, nullptr, &carried);
            QVERIFY(direct);
            // The estimator's step carries exactly the prompt tokens asked for.
            QCOMPARE(carried, c);
            check(table->mixedSeconds(d, c), *direct,
                QStringLiteral("mixed %1 decodes, %2 prompt tokens").arg(d).arg(c));
        }
    }
    qInfo("worst interpolation error %.2f %% at %lld points; table of %lld engine calls built in "
          "%lld ms",
        worst * 100, qlonglong(checked), qlonglong(table->engineCalls()), qlonglong(buildMs));
}

void TestTrafficSimulator::traceFiles()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "trace.csv",
        "\xEF\xBB\xBF"
        "arrival_s,prompt_tokens,output_tokens\r\n"
        "0.5, 100, 3\r\n"
        "\r\n"
        "0,200,1_000\n"
        "1e-3,1,1");
    const auto loaded = RequestTrace::load(path);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.requests.size(), std::size_t(3));
    QCOMPARE(loaded.requests[0].arrivalSeconds, 0.5);
    QCOMPARE(loaded.requests[0].promptTokens, qint64(100));
    QCOMPARE(loaded.requests[1].outputTokens, qint64(1000));
    QCOMPARE(loaded.requests[2].arrivalSeconds, 0.001);
    // Rows in any order: the simulation takes them by arrival.
    TrafficConfig config;
    config.maxBatch = 4;
    const auto r = TrafficSimulator::run(loaded.requests, linearTable(), config);
    QCOMPARE(r.requests.front().arrivalSeconds, 0.0);
    QCOMPARE(r.requests.back().arrivalSeconds, 0.5);
}

void TestTrafficSimulator::malformedTraces_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message"); // what the first problem must say, after "trace.csv:"
    const QByteArray header = "arrival_s,prompt_tokens,output_tokens\n";
    QTest::newRow("empty") << QByteArray()
                           << QStringLiteral("1:1: error: header: expected the header");
    QTest::newRow("no header") << QByteArray("0,1,1\n")
                               << QStringLiteral("1:1: error: header: expected the header");
    QTest::newRow("renamed column")
        << QByteArray("arrival,prompt_tokens,output_tokens\n0,1,1\n")
        << QStringLiteral("1:1: error: header: expected the header arrival_s,prompt_tokens,"
                          "output_tokens, found \"arrival,prompt_tokens,output_tokens\"");
    QTest::newRow("no rows") << header
                             << QStringLiteral("1:1: error: expected at least one request");
    QTest::newRow("missing field") << header
            + "0,12\n" << QStringLiteral("2:5: error: output_tokens: expected 3 fields");
    QTest::newRow("extra field") << header + "0,12,3,4\n"
                                 << QStringLiteral("2:6: error: row: expected 3 fields");
    QTest::newRow("arrival not a number")
        << header + "soon,12,3\n"
        << QStringLiteral("2:1: error: arrival_s: expected seconds from 0 to 1e+09, found "
                          "\"soon\" [wrong-type]");
    QTest::newRow("negative arrival") << header + "0,1,1\n-1,12,3\n"
                                      << QStringLiteral("3:1: error: arrival_s: expected "
                                                        "seconds from 0 to 1e+09, found \"-1\" "
                                                        "[out-of-range]");
    QTest::newRow("infinite arrival") << header + "inf,12,3\n"
                                      << QStringLiteral("2:1: error: arrival_s:");
    QTest::newRow("empty arrival") << header + ",12,3\n"
                                   << QStringLiteral("2:1: error: arrival_s: expected seconds "
                                                     "from 0 to 1e+09, found nothing");
    QTest::newRow("zero prompt") << header + "0,0,3\n"
                                 << QStringLiteral("2:3: error: prompt_tokens: expected a whole "
                                                   "number of tokens from 1 to 16777216, found "
                                                   "\"0\" [out-of-range]");
    QTest::newRow("fractional output") << header + "0,5,2.5\n"
                                       << QStringLiteral("2:5: error: output_tokens: expected a "
                                                         "whole number of tokens");
    QTest::newRow("huge output") << header + "0,5,99999999999999999999999\n"
                                 << QStringLiteral("2:5: error: output_tokens:");
}

void TestTrafficSimulator::malformedTraces()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = writeFile(dir, "trace.csv", text);
    const auto loaded = RequestTrace::load(path);
    QVERIFY(!loaded.ok());
    QVERIFY(loaded.requests.empty());
    const QString first = loaded.diagnostics.first().toString();
    QVERIFY2(first.startsWith(path + QLatin1Char(':') + message), qPrintable(first));
}

void TestTrafficSimulator::hostileTraces()
{
    QTemporaryDir dir;
    // A million bad rows: 100 listed, the rest counted, in linear time.
    QByteArray bad = "arrival_s,prompt_tokens,output_tokens\n";
    for (int i = 0; i < 200000; ++i)
        bad += "x,0,\n";
    const auto many = RequestTrace::load(writeFile(dir, "bad.csv", bad));
    QCOMPARE(many.diagnostics.size(), RequestTrace::kMaxListedProblems + 1);
    QVERIFY(many.diagnostics.last().toString().contains(QStringLiteral("more problems")));
    // Too many rows.
    QByteArray rows = "arrival_s,prompt_tokens,output_tokens\n";
    rows.reserve(RequestTrace::kMaxRows * 6 + 100);
    for (qint64 i = 0; i <= RequestTrace::kMaxRows; ++i)
        rows += "0,1,1\n";
    const auto tooMany = RequestTrace::parse(rows, QStringLiteral("rows.csv"));
    QVERIFY(!tooMany.ok());
    QVERIFY(tooMany.diagnostics.first().toString().startsWith(
        QStringLiteral("rows.csv:1000002:1: error: expected at most 1000000 requests")));
    // Too large a file (sparse), a folder, a missing file: refused without reading them.
    const QString large = dir.filePath(QStringLiteral("large.csv"));
    {
        QFile file(large);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(RequestTrace::kMaxFileBytes + 1));
    }
    for (const QString& path : { large, dir.path(), dir.filePath(QStringLiteral("none.csv")) }) {
        const auto loaded = RequestTrace::load(path);
        QVERIFY(!loaded.ok());
        QVERIFY(
            loaded.diagnostics.first().toString().startsWith(path + QStringLiteral(": error:")));
    }
}

QTEST_GUILESS_MAIN(TestTrafficSimulator)
#include "tst_trafficsimulator.moc"
