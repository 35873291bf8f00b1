// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "jobspec.h"

#include "io/jsonobjectreader.h"
#include "scalingestimator.h"
#include "workload/paralleldimension.h"

#include <cmath>

namespace ts::scaling {

namespace {

const QString kChips = QStringLiteral("chips");
const QString kFewest = QStringLiteral("fewest_that_fit");
const QString kSplit = QStringLiteral("split");
const QString kTokens = QStringLiteral("tokens");
const QString kSearch = QStringLiteral("search");

// The largest size of one parallel dimension: the chip limit.
constexpr qint64 kMaxDimension = JobSpec::kMaxChips;

// In floating point: each size is at most kMaxChips, and four of them can pass 2^63 (exact at
// this size).
double chipProduct(const ParallelConfig& split)
{
    double product = 1;
    for (const ParallelDimension& d : parallelDimensions()) {
        if (d.chipFactor)
            product *= double(d.of(split));
    }
    return product;
}

// The split's chip factors by name, "dp × cp × tp × pp" as a job file's diagnostics say it.
QString chipFactorNames()
{
    QStringList names;
    for (const ParallelDimension& d : parallelDimensions()) {
        if (d.chipFactor)
            names.append(QLatin1String(d.key));
    }
    return names.join(QStringLiteral(" × "));
}

} // namespace

io::Diagnostics JobSpec::check(const QString& file) const
{
    io::Diagnostics problems;
    auto outOfRange
        = [&](const QString& field, const io::Phrase& expected, const io::Phrase& found) {
              problems.append({ io::Severity::Error, io::DiagnosticCode::OutOfRange, file,
                  QStringLiteral("$.job.") + field, expected, found });
          };
    if (chips < 1 || chips > kMaxChips)
        outOfRange(kChips,
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "an integer from 1 to %1"), kMaxChips),
            io::Phrase::verbatim(QString::number(chips)));
    if (!std::isfinite(tokens) || tokens <= 0 || tokens > kMaxTokens)
        problems.append({ io::Severity::Error,
            std::isfinite(tokens) ? io::DiagnosticCode::OutOfRange : io::DiagnosticCode::NotFinite,
            file, QStringLiteral("$.job.tokens"),
            io::Phrase(
                QT_TRANSLATE_NOOP("Diagnostic", "a number above 0 and at most %1"), kMaxTokens),
            io::Phrase::verbatim(QString::number(tokens)) });
    if (!searchSplit) {
        for (const ParallelDimension& d : parallelDimensions()) {
            if (d.inJobs && (d.of(split) < 1 || d.of(split) > kMaxDimension))
                outOfRange(QStringLiteral("split.") + QLatin1String(d.key),
                    io::Phrase(
                        QT_TRANSLATE_NOOP("Diagnostic", "an integer from 1 to %1"), kMaxDimension),
                    io::Phrase::verbatim(QString::number(d.of(split))));
        }
        if (problems.isEmpty() && chipProduct(split) > double(kMaxChips))
            outOfRange(kSplit,
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 of at most %2 chips"),
                    chipFactorNames(), kMaxChips),
                io::Phrase::verbatim(QString::number(chipProduct(split), 'g', 17)));
        if (split.zeroStage < 0 || split.zeroStage > 3)
            outOfRange(QStringLiteral("split.zero"),
                QT_TRANSLATE_NOOP("Diagnostic", "0, 1, 2 or 3"),
                io::Phrase::verbatim(QString::number(split.zeroStage)));
    }
    return problems;
}

std::optional<JobSpec> JobSpec::fromJson(const QJsonObject& object, const QString& jsonPath,
    const QString& file, io::Diagnostics* diagnostics)
{
    io::Diagnostics found;
    io::JsonObjectReader r(object, jsonPath, file, &found);
    r.warnAboutUnknownKeys({ kChips, kFewest, kSearch, kSplit, kTokens });
    JobSpec job;
    if (const auto chips = r.integer(kChips, 1, kMaxChips, io::Presence::Optional))
        job.chips = *chips;
    if (const auto fewest = r.boolean(kFewest, io::Presence::Optional))
        job.fewestThatFit = *fewest;
    if (const auto tokens = r.number(kTokens, io::Sign::Positive, io::Presence::Optional)) {
        if (*tokens > kMaxTokens)
            found.append(
                { io::Severity::Error, io::DiagnosticCode::OutOfRange, file, r.pathOf(kTokens),
                    io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "at most %1"), kMaxTokens),
                    io::Phrase::verbatim(QString::number(*tokens)) });
        else
            job.tokens = *tokens;
    }
    if (const auto search = r.boolean(kSearch, io::Presence::Optional))
        job.searchSplit = *search;
    if (const auto split = r.object(kSplit, io::Presence::Optional)) {
        io::JsonObjectReader s(*split, r.pathOf(kSplit), file, &found);
        QStringList keys { QStringLiteral("zero") };
        for (const ParallelDimension& d : parallelDimensions()) {
            if (d.inJobs)
                keys.append(QLatin1String(d.key));
        }
        s.warnAboutUnknownKeys(keys);
        for (const ParallelDimension& d : parallelDimensions()) {
            if (!d.inJobs)
                continue;
            // A dimension added after the format (cp) is absent from older files: 1.
            const auto presence
                = d.requiredInFiles ? io::Presence::Required : io::Presence::Optional;
            if (const auto v = s.integer(QLatin1String(d.key), 1, kMaxDimension, presence))
                d.set(job.split, *v);
        }
        if (const auto zero = s.integer(QStringLiteral("zero"), 0, 3))
            job.split.zeroStage = int(*zero);
        if (!io::hasErrors(found) && chipProduct(job.split) > double(kMaxChips))
            found.append(
                { io::Severity::Error, io::DiagnosticCode::OutOfRange, file, r.pathOf(kSplit),
                    io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 of at most %2 chips"),
                        chipFactorNames(), kMaxChips),
                    io::Phrase::verbatim(QString::number(chipProduct(job.split), 'g', 17)) });
    }
    const bool failed = io::hasErrors(found);
    if (diagnostics)
        diagnostics->append(found);
    if (failed)
        return std::nullopt;
    return job;
}

QJsonObject JobSpec::toJson() const
{
    QJsonObject o { { kChips, double(chips) }, { kFewest, fewestThatFit }, { kSearch, searchSplit },
        { kTokens, tokens } };
    if (!searchSplit) {
        QJsonObject sizes { { QStringLiteral("zero"), split.zeroStage } };
        for (const ParallelDimension& d : parallelDimensions()) {
            if (d.inJobs)
                sizes.insert(QLatin1String(d.key), double(d.of(split)));
        }
        o.insert(kSplit, sizes);
    }
    return o;
}

ParallelConfig JobRunner::base(const JobSpec& job, const Workload& workload)
{
    ParallelConfig base;
    base.microBatch = 0; // the workload's own micro-batch
    base.ep = job.searchSplit ? 1 : job.split.ep;
    // ZeRO shards training state: inference has none, so its default stage is 0 (as the CLI).
    const bool training = workload.step() == StepKind::Training;
    base.zeroStage = job.searchSplit ? (training ? 1 : 0) : job.split.zeroStage;
    base.overlapGradientReduce = true;
    return base;
}

JobResult JobRunner::run(const JobSpec& job, const Workload& workload, const Device& device,
    const engine::EngineOptions& options, const engine::WorkloadEstimate& singleChip)
{
    JobResult out;
    const ScalingEstimator estimator(workload, device, options);
    const ParallelConfig base = JobRunner::base(job, workload);
    std::optional<ScalingResult> result;
    if (!job.searchSplit) {
        ParallelConfig config = base;
        for (const ParallelDimension& d : parallelDimensions()) {
            if (d.chipFactor)
                d.set(config, d.of(job.split));
        }
        result = estimator.estimate(config);
    } else if (job.fewestThatFit) {
        std::vector<qint64> candidates;
        for (qint64 chips = 1; chips <= JobSpec::kMaxFewestChips; chips *= 2)
            candidates.push_back(chips);
        result = estimator.fewestChipsThatFit(candidates, {}, base);
        if (!result) {
            // Show the largest count's best attempt: what falls short, and by how much.
            out.noCountFits = true;
            result = estimator.fastest(JobSpec::kMaxFewestChips, {}, base);
        }
    } else {
        result = estimator.fastest(job.chips, {}, base);
    }
    if (!result) {
        // No legal split at all: say so at the job's chip count.
        ScalingResult none;
        none.chips = job.requestedChips();
        none.problems.append({ io::Severity::Error, io::DiagnosticCode::Inconsistent, QString(),
            QStringLiteral("$.parallel"),
            io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a split of %1 chips the workload allows"),
                none.chips),
            QT_TRANSLATE_NOOP("Diagnostic", "none") });
        result = none;
    }
    out.result = std::move(*result);
    if (out.result.legal()) {
        out.step = JobEstimate::fromScaling(out.result, singleChip, device, options);
        if (out.step.stepSeconds > 0 && out.step.tokensPerStep > 0)
            out.totals = JobEstimate::totals(out.step, job.tokens, options);
    }
    return out;
}

} // namespace ts::scaling
