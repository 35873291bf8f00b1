// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Whole `tensorscope simulate systolic --method simulate` runs, as a user starts them: process
// start, operand generation, simulation and the product check, each run in its own process so
// that its peak resident memory (wait4's ru_maxrss) is its own. Rows: the SCALE-Sim reference
// rows, the three dataflows on 8×8 to 256×256 arrays with 1024³ GEMMs, and SCALE-Sim's slowest
// case (128×128 WS, M = 64, K = N = 4096: 129 s and 5 GB in SCALE-Sim).
//
// Targets (issue 18): ≥ 2e9 PE-updates/s from 32×32 up, ≥ 1e9 on 8×8, the headline row in under
// 2 s and 200 MB. Set TENSORSCOPE_BENCH_EXECUTABLE to measure another build (an older one, say:
// a run it refuses is reported as an error).

#include "systolic/cyclemodel.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryFile>
#include <benchmark/benchmark.h>
#include <chrono>
#include <cstdlib>
#include <fcntl.h>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

extern char** environ;

namespace {

using namespace ts;
using namespace ts::systolic;

struct Row
{
    int rows, cols;
    const char* dataflow;
    std::int64_t m, k, n;
};

struct ProcessRun
{
    int status = -1;
    double seconds = 0;
    long maxRssKiB = 0;
    QJsonObject json;
};

std::string executable()
{
    if (const char* path = std::getenv("TENSORSCOPE_BENCH_EXECUTABLE"))
        return path;
    return TENSORSCOPE_EXECUTABLE;
}

/// Runs the executable with `arguments`, stdout to a file; the wall time from spawn to reaping.
ProcessRun runProcess(const std::vector<std::string>& arguments)
{
    ProcessRun run;
    QTemporaryFile out;
    if (!out.open())
        return run;
    const std::string program = executable();
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(program.c_str()));
    for (const std::string& a : arguments)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const std::string outPath = out.fileName().toStdString();
    posix_spawn_file_actions_addopen(&actions, 1, outPath.c_str(), O_WRONLY | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return run;
    int status = 0;
    rusage usage {};
    if (wait4(pid, &status, 0, &usage) != pid)
        return run;
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.maxRssKiB = usage.ru_maxrss; // KiB on Linux
    QFile result(out.fileName());
    if (result.open(QIODevice::ReadOnly))
        run.json = QJsonDocument::fromJson(result.readAll()).object();
    return run;
}

void simulateWhole(benchmark::State& state, Row row)
{
    const std::vector<std::string> arguments = { "simulate", "systolic", "--rows",
        std::to_string(row.rows), "--cols", std::to_string(row.cols), "--dataflow", row.dataflow,
        "--m", std::to_string(row.m), "--k", std::to_string(row.k), "--n", std::to_string(row.n),
        "--method", "simulate", "--json" };
    const auto estimate = estimateCycles(*dataflowFromName(QString::fromLatin1(row.dataflow)),
        { row.rows, row.cols }, GemmShape { GemmM(row.m), GemmN(row.n), GemmK(row.k) });
    if (!estimate) {
        state.SkipWithError("invalid row");
        return;
    }
    const double peUpdates = double(estimate->clockCycles) * double(row.rows) * double(row.cols);
    double seconds = 0;
    long maxRssKiB = 0;
    for (auto _ : state) {
        const ProcessRun run = runProcess(arguments);
        if (run.status != 0) {
            state.SkipWithError(
                ("exit status " + std::to_string(run.status) + " (refused or failed)").c_str());
            return;
        }
        if (run.json.value(QStringLiteral("cycles")).toInteger() != estimate->cycles
            || !run.json.value(QStringLiteral("product_ok")).toBool()) {
            state.SkipWithError("wrong cycles or product");
            return;
        }
        state.SetIterationTime(run.seconds);
        seconds += run.seconds;
        maxRssKiB = std::max(maxRssKiB, run.maxRssKiB);
    }
    const double runs = double(state.iterations());
    state.counters["PE_updates"] = peUpdates;
    state.counters["PE_updates_per_s"] = peUpdates * runs / seconds;
    state.counters["peak_RSS_MB"] = double(maxRssKiB) / 1024.0;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<Row> rows = {
        // SCALE-Sim v2 reference rows (tests/data/systolic/scalesim-examples.csv): start-up bound.
        { 4, 4, "os", 4, 4, 4 },
        { 4, 4, "ws", 4, 4, 4 },
        { 4, 4, "is", 4, 4, 4 },
        { 4, 4, "os", 7, 13, 5 },
        { 8, 8, "ws", 100, 60, 30 },
        { 8, 8, "is", 129, 128, 128 },
        { 4, 4, "os", 129, 128, 128 },
        { 8, 8, "os", 16, 16, 16 },
    };
    for (int side : { 8, 32, 128, 256 }) {
        for (const char* dataflow : { "os", "ws", "is" })
            rows.push_back({ side, side, dataflow, 1024, 1024, 1024 });
    }
    rows.push_back({ 128, 128, "ws", 64, 4096, 4096 }); // the headline row
    for (const Row& row : rows) {
        const std::string name = "simulate/" + std::to_string(row.rows) + "x"
            + std::to_string(row.cols) + "/" + row.dataflow + "/M" + std::to_string(row.m) + "_K"
            + std::to_string(row.k) + "_N" + std::to_string(row.n);
        benchmark::RegisterBenchmark(name.c_str(), simulateWhole, row)
            ->UseManualTime()
            ->Unit(benchmark::kMillisecond)
            ->Iterations(row.rows * row.cols * row.m >= 1 << 16 ? 1 : 5);
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
