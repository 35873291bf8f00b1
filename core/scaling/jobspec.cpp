// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "jobspec.h"

#include "io/jsonobjectreader.h"
#include "scalingestimator.h"

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

double chipProduct(const ParallelConfig& split)
{
    return double(split.dp) * double(split.cp) * double(split.tp) * double(split.pp);
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
        const std::pair<const char*, qint64> sizes[] = { { "dp", split.dp }, { "tp", split.tp },
            { "pp", split.pp }, { "ep", split.ep }, { "cp", split.cp } };
        for (const auto& [name, size] : sizes) {
            if (size < 1 || size > kMaxDimension)
                outOfRange(QStringLiteral("split.") + QLatin1String(name),
                    io::Phrase(
                        QT_TRANSLATE_NOOP("Diagnostic", "an integer from 1 to %1"), kMaxDimension),
                    io::Phrase::verbatim(QString::number(size)));
        }
        // Each size is at most kMaxChips (2^16): four of them can pass 2^63, so the product is
        // compared in floating point (exact at this size).
        if (problems.isEmpty() && chipProduct(split) > double(kMaxChips))
            outOfRange(kSplit,
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "dp × cp × tp × pp of at most %1 chips"),
                    kMaxChips),
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
        s.warnAboutUnknownKeys({ QStringLiteral("dp"), QStringLiteral("tp"), QStringLiteral("pp"),
            QStringLiteral("ep"), QStringLiteral("cp"), QStringLiteral("zero") });
        auto size = [&](const char* key, qint64& target) {
            if (const auto v = s.integer(QLatin1String(key), 1, kMaxDimension))
                target = *v;
        };
        size("dp", job.split.dp);
        size("tp", job.split.tp);
        size("pp", job.split.pp);
        size("ep", job.split.ep);
        // Added with context parallelism: files written before it have no cp.
        if (const auto v
            = s.integer(QStringLiteral("cp"), 1, kMaxDimension, io::Presence::Optional))
            job.split.cp = *v;
        if (const auto zero = s.integer(QStringLiteral("zero"), 0, 3))
            job.split.zeroStage = int(*zero);
        if (!io::hasErrors(found) && chipProduct(job.split) > double(kMaxChips))
            found.append({ io::Severity::Error, io::DiagnosticCode::OutOfRange, file,
                r.pathOf(kSplit),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "dp × cp × tp × pp of at most %1 chips"),
                    kMaxChips),
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
    if (!searchSplit)
        o.insert(kSplit,
            QJsonObject { { QStringLiteral("dp"), double(split.dp) },
                { QStringLiteral("tp"), double(split.tp) },
                { QStringLiteral("pp"), double(split.pp) },
                { QStringLiteral("ep"), double(split.ep) },
                { QStringLiteral("cp"), double(split.cp) },
                { QStringLiteral("zero"), split.zeroStage } });
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
        config.dp = job.split.dp;
        config.tp = job.split.tp;
        config.pp = job.split.pp;
        config.cp = job.split.cp;
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
