// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "comparison.h"

#include "hardware/catalog.h"
#include "workload/workloadbuilder.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ts {

namespace {

// The serving frontier of `spec` on `device`, as serving::ServingFrontier computes it, kept for
// the next comparison. The frontier sweeps the batch itself and reads the request (prompt,
// generated tokens, batching, speculation) from the spec's run, never the run's batch or which
// inference step it is: an edit of the batch (the window's slider) finds the frontier it had
// rather than sweeping 4 splits × a dozen batches per device again (bench_workspace, 20
// devices: 66 ms an edit without this). The last results are kept per thread, as
// ServingEstimator keeps its step builds.
std::optional<serving::ServingFrontierResult> frontierOf(const WorkloadSpec& spec,
    const Device& device, const serving::ServingSpec& serving, const engine::EngineOptions& options)
{
    struct Entry
    {
        WorkloadSpec spec;
        Device device;
        engine::EngineOptions options;
        std::optional<serving::ServingFrontierResult> result;
    };
    constexpr std::size_t kEntries = 64;
    thread_local std::vector<Entry> cache;
    thread_local std::size_t next = 0;
    WorkloadSpec key = spec;
    key.run.globalBatch = 1;
    key.run.microBatch = 1;
    key.run.step = StepKind::Decode;
    for (const Entry& e : cache)
        if (e.spec == key && e.device == device && e.options == options)
            return e.result;
    Entry entry { key, device, options,
        serving::ServingFrontier::compute(spec, device, serving, options) };
    std::optional<serving::ServingFrontierResult> result = entry.result;
    if (cache.size() < kEntries) {
        cache.push_back(std::move(entry));
    } else {
        cache[next] = std::move(entry);
        next = (next + 1) % kEntries;
    }
    return result;
}

} // namespace

QList<qint64> Comparison::batchSweep(qint64 current)
{
    QList<qint64> batches;
    for (qint64 batch = 1; batch <= 1024; batch *= 2)
        batches.append(batch);
    if (current > 0 && !batches.contains(current)) {
        batches.append(current);
        std::sort(batches.begin(), batches.end());
    }
    return batches;
}

Comparison Comparison::compute(const WorkloadSpec& spec, const QStringList& deviceIds,
    const Catalog& catalog, const engine::EngineOptions& options,
    const validation::AccuracyModel& accuracy, const scaling::JobSpec& job)
{
    QList<Device> devices;
    QStringList missing;
    for (const QString& id : deviceIds) {
        if (const std::optional<Device> device = catalog.device(id))
            devices.append(*device);
        else
            missing.append(id);
    }
    Comparison comparison = compute(spec, devices, options, accuracy, job);
    comparison.missingDeviceIds = missing;
    return comparison;
}

Comparison Comparison::compute(const WorkloadSpec& spec, const QList<Device>& devices,
    const engine::EngineOptions& jobOptions, const validation::AccuracyModel& accuracy,
    const scaling::JobSpec& job)
{
    Comparison comparison;
    // One run length for every per-run figure, one chip or many.
    engine::EngineOptions options = jobOptions;
    if (std::isfinite(job.tokens) && job.tokens > 0)
        options.trainingTokens = job.tokens;
    comparison.options = options;
    comparison.job = job;
    WorkloadBuildResult built = WorkloadBuilder::build(spec);
    comparison.diagnostics = built.diagnostics;
    comparison.workload = std::move(built.workload);

    // The sweep's workloads are the same for every device: build each once.
    std::vector<Workload> sweep;
    if (comparison.workload) {
        for (qint64 batch : batchSweep(spec.run.globalBatch)) {
            WorkloadSpec variant = spec;
            variant.run.globalBatch = batch;
            // Keep the micro-batch a divisor of the batch: gradient accumulation as configured
            // where it divides, one micro-batch per sequence group otherwise.
            variant.run.microBatch = std::gcd(batch, std::max<qint64>(1, spec.run.microBatch));
            if (spec.run.microBatch == spec.run.globalBatch)
                variant.run.microBatch = batch;
            if (auto w = WorkloadBuilder::build(variant).workload)
                sweep.push_back(std::move(*w));
        }
    }

    // Serving figures for an inference step of a decoder on one chip: the workload's batch, or
    // the largest that meets its latency targets.
    const RunConfig& run = spec.run;
    comparison.serving = comparison.workload && run.step != StepKind::Training
        && spec.type == ModelType::Transformer && spec.transformer.causal && !job.multiChip();
    if (comparison.serving)
        comparison.servingSpec = serving::ServingEstimator::servingSpecOf(spec);

    int index = 0;
    for (const Device& device : devices) {
        DeviceComparison entry;
        entry.device = device;
        entry.colorIndex = index++;
        if (comparison.workload) {
            entry.estimate = engine::PerformanceEngine::estimate(
                *comparison.workload, device, options, &entry.error);
            if (entry.estimate)
                entry.band = accuracy.band(*entry.estimate, device);
            if (entry.estimate && job.multiChip())
                entry.job = scaling::JobRunner::run(
                    job, *comparison.workload, device, options, *entry.estimate);
            if (comparison.serving && comparison.servingSpec.batch > 0) {
                // The workload's own batch: one point, without the searches for the largest
                // batch (the table shows this one; the CLI's serve prints the sweep).
                const serving::ServingSpec& request = comparison.servingSpec;
                serving::ServingEstimate given;
                if (const auto p = serving::ServingEstimator::at(
                        spec, device, request, request.batch, options, nullptr, &given)) {
                    given.chosen = *p;
                    given.limitedBy = QStringLiteral("given");
                    given.promptTokens = request.promptTokens;
                    given.generatedTokens = request.generatedTokens;
                    given.sweep = { *p };
                    entry.serving = std::move(given);
                }
            } else if (comparison.serving) {
                entry.serving = serving::ServingEstimator::estimate(
                    spec, device, comparison.servingSpec, options);
            }
            if (comparison.serving)
                entry.frontier = frontierOf(spec, device, comparison.servingSpec, options);
            for (const Workload& w : sweep) {
                const auto e = engine::PerformanceEngine::estimate(
                    w, device, options, nullptr, engine::EstimateDetail::TotalsOnly);
                if (e)
                    entry.batchCurve.push_back(
                        { w.spec().run.globalBatch, e->stepSeconds, e->tokensPerSecond, e->fits });
            }
        }
        comparison.devices.push_back(std::move(entry));
    }
    return comparison;
}

const DeviceComparison* Comparison::find(const QString& deviceId) const
{
    for (const DeviceComparison& entry : devices) {
        if (entry.device.id == deviceId)
            return &entry;
    }
    return nullptr;
}

} // namespace ts
