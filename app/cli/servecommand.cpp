// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "servecommand.h"

#include "controlcharacterfilter.h"

#include "common/units.h"
#include "deviceoptions.h"
#include "io/numberparsing.h"
#include "models/engineerrortext.h"
#include "report/servingreport.h"
#include "servetraffic.h"
#include "serving/servingestimator.h"
#include "serving/servingfrontier.h"
#include "workload/workloadpresets.h"
#include "workloadoptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace ts::cli {

namespace {

QString durationOrDash(double seconds)
{
    return std::isfinite(seconds) ? units::durationText(seconds) : QStringLiteral("-");
}

} // namespace

QString ServeCommand::summary() const
{
    return tr("Serve a model on one chip: time to first token, time per output token, latency, "
              "throughput, the largest batch and the best one within latency bounds");
}

void ServeCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption(
        { QStringLiteral("workload"), tr("A preset id or a workload file."), tr("WORKLOAD") });
    DeviceOptions::add(parser);
    WorkloadOptions::add(parser);
    parser.addOption({ QStringLiteral("ttft-max"),
        tr("Time to first token at most this many seconds (with --tpot-max: the best batch "
           "within both)."),
        tr("S") });
    parser.addOption({ QStringLiteral("tpot-max"),
        tr("Time per output token at most this many seconds."), tr("S") });
    parser.addOption({ QStringLiteral("draft"),
        tr("Speculative decoding with this draft model (a preset id or a workload file), or "
           "with the model's own: ngram (prompt lookup, no draft model), mtp (its "
           "multi-token-prediction module) or eagle (an EAGLE head)."),
        tr("WORKLOAD") });
    parser.addOption({ QStringLiteral("speculate"),
        tr("Tokens the draft proposes per iteration (default 4)."), tr("K") });
    parser.addOption({ QStringLiteral("acceptance"),
        tr("Probability that the model accepts a proposed token, 0 to 1 (default 0.7; 0.85 for "
           "mtp, 0.5 for ngram)."),
        tr("A") });
    parser.addOption({ QStringLiteral("continuous"),
        tr("Continuous batching in steady state: requests join and leave every step, and a "
           "joining request's prompt is prefilled in a step of its own.") });
    parser.addOption({ QStringLiteral("chunk"),
        tr("Continuous batching with chunked prefill: at most N tokens a step, the decodes and "
           "as much prompt as fits beside them."),
        tr("N") });
    parser.addOption({ QStringLiteral("tp"),
        tr("Serve one copy of the model on N chips with tensor parallelism (default 1)."),
        tr("N") });
    parser.addOption({ QStringLiteral("pp"),
        tr("Pipeline parallelism: split the layers over N stages (default 1); a decode step's "
           "requests run as N micro-batches in flight."),
        tr("N") });
    parser.addOption({ QStringLiteral("ep"),
        tr("Expert parallelism for a mixture-of-experts model: N groups of chips, each serving "
           "its share of the requests, the routed experts divided over them (default 1)."),
        tr("N") });
    parser.addOption({ QStringLiteral("engine"),
        tr("Follow a serving engine's scheduler defaults: vllm, sglang, trtllm or jetstream "
           "(token budget, chunked prefill, cap on running requests; docs/serving.md)."),
        tr("NAME") });
    parser.addOption({ QStringLiteral("disaggregate"),
        tr("Disaggregated serving: P chips only prefill and D chips only decode, the prompt's KV "
           "cache sent between them over the scale-out network."),
        tr("P:D") });
    parser.addOption({ QStringLiteral("frontier"),
        tr("Also sweep the batch and tensor parallelism (1, 2, 4, 8 chips) and print each "
           "configuration's tokens/s per user and per chip, marking the Pareto frontier.") });
    ServeTraffic::addOptions(parser);
    parser.addOption({ QStringLiteral("json"), tr("Print JSON (keys in the README).") });
}

bool ServeCommand::readServingOptions(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, serving::ServingSpec* serving, double* acceptance, qint64* speculate)
{
    if (!parser.isSet(QStringLiteral("workload")) || !parser.isSet(QStringLiteral("device"))) {
        output.err << prefix << tr("--workload and --device are required.\n");
        return false;
    }
    if (parser.isSet(QStringLiteral("phase"))) {
        output.err << prefix
                   << tr("--phase does not apply: serving runs the prefill and the decode "
                         "steps.\n");
        return false;
    }
    const auto number
        = [&](const char* name, double minimum, double maximum, double* target) -> bool {
        const QString key = QLatin1String(name);
        if (!parser.isSet(key))
            return true;
        io::NumberProblem problem = io::NumberProblem::None;
        const auto value = io::parseNumber(parser.value(key), minimum, maximum, &problem);
        if (!value || (minimum == 0 && *value <= 0 && key != QLatin1String("acceptance"))) {
            output.err << prefix
                       << tr("--%1 '%2' %3.\n")
                              .arg(key, parser.value(key),
                                  value ? tr("must be more than 0")
                                        : io::describeProblem(problem, QString::number(minimum),
                                            QString::number(maximum)));
            return false;
        }
        *target = *value;
        return true;
    };
    if (!number("ttft-max", 0, 1e6, &serving->ttftLimitSeconds)
        || !number("tpot-max", 0, 1e6, &serving->tpotLimitSeconds)
        || !number("acceptance", 0, 1, acceptance))
        return false;
    // An integer option within [minimum, maximum], or a usage error naming it.
    const auto integer
        = [&](const char* name, qint64 minimum, qint64 maximum, qint64* target) -> bool {
        const QString key = QLatin1String(name);
        if (!parser.isSet(key))
            return true;
        io::NumberProblem problem = io::NumberProblem::None;
        const auto value = io::parseInteger(parser.value(key), minimum, maximum, &problem);
        if (!value) {
            output.err << prefix
                       << tr("--%1 '%2' %3.\n")
                              .arg(key, parser.value(key),
                                  io::describeProblem(
                                      problem, QString::number(minimum), QString::number(maximum)));
            return false;
        }
        *target = *value;
        return true;
    };
    if (!integer("speculate", 1, 64, speculate)
        || !integer(
            "chunk", 2, serving::ServingEstimator::kMaximumBatch, &serving->prefillChunkTokens)
        || !integer("tp", 1, 4096, &serving->tensorParallel)
        || !integer("pp", 1, 4096, &serving->pipelineParallel)
        || !integer("ep", 1, 4096, &serving->expertParallel))
        return false;
    return readEngineAndPools(parser, prefix, output, serving);
}

bool ServeCommand::readEngineAndPools(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, serving::ServingSpec* serving)
{
    if (parser.isSet(QStringLiteral("engine"))) {
        const auto engine = serving::servingEngineFromName(parser.value(QStringLiteral("engine")));
        if (!engine) {
            output.err << prefix
                       << tr("--engine '%1' must be one of %2.\n")
                              .arg(singleLine(parser.value(QStringLiteral("engine"))),
                                  serving::servingEngineNames().join(QStringLiteral(", ")));
            return false;
        }
        serving->engine = *engine;
    }
    if (parser.isSet(QStringLiteral("disaggregate"))) {
        const QStringList pools
            = parser.value(QStringLiteral("disaggregate")).split(QLatin1Char(':'));
        io::NumberProblem problem = io::NumberProblem::None;
        const auto prefill
            = pools.size() == 2 ? io::parseInteger(pools[0], 1, 1 << 20, &problem) : std::nullopt;
        const auto decode
            = pools.size() == 2 ? io::parseInteger(pools[1], 1, 1 << 20, &problem) : std::nullopt;
        if (!prefill || !decode) {
            output.err << prefix
                       << tr("--disaggregate '%1' must be P:D, the prefill and decode chips, "
                             "each from 1 to %2 (e.g. 1:3).\n")
                              .arg(singleLine(parser.value(QStringLiteral("disaggregate"))))
                              .arg(1 << 20);
            return false;
        }
        serving->prefillChips = *prefill;
        serving->decodeChips = *decode;
    }
    if (parser.isSet(QStringLiteral("continuous")) || parser.isSet(QStringLiteral("chunk")))
        serving->batching = serving::Batching::Continuous;
    return true;
}

bool ServeCommand::checkOptionCombinations(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, const serving::ServingSpec& serving)
{
    if (parser.isSet(QStringLiteral("frontier")) && parser.isSet(QStringLiteral("tp"))) {
        output.err << prefix
                   << tr("--frontier sweeps tensor parallelism itself: leave out --tp.\n");
        return false;
    }
    if (parser.isSet(QStringLiteral("frontier")) && parser.isSet(QStringLiteral("ep"))) {
        output.err << prefix
                   << tr("--frontier sweeps expert parallelism itself: leave out --ep.\n");
        return false;
    }
    if (parser.isSet(QStringLiteral("frontier")) && parser.isSet(QStringLiteral("disaggregate"))) {
        output.err << prefix
                   << tr("--frontier sweeps one copy of the model: leave out --disaggregate.\n");
        return false;
    }
    if (serving.batching == serving::Batching::Continuous
        && parser.isSet(QStringLiteral("draft"))) {
        output.err << prefix
                   << tr("--draft is modelled with static batching: leave out --continuous and "
                         "--chunk.\n");
        return false;
    }
    if ((parser.isSet(QStringLiteral("speculate")) || parser.isSet(QStringLiteral("acceptance")))
        && !parser.isSet(QStringLiteral("draft"))) {
        output.err << prefix << tr("--speculate and --acceptance need a --draft model.\n");
        return false;
    }
    if (parser.isSet(QStringLiteral("batch"))
        && (parser.isSet(QStringLiteral("ttft-max")) || parser.isSet(QStringLiteral("tpot-max")))) {
        output.err << prefix
                   << tr("--batch sets the batch; --ttft-max and --tpot-max find it: give one "
                         "or the other.\n");
        return false;
    }
    return true;
}

bool ServeCommand::readTrafficOptions(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, ServeTraffic* traffic, int* exitCode)
{
    if (!traffic->parse(parser, prefix, output, exitCode))
        return false;
    if (traffic->requested()
        && (parser.isSet(QStringLiteral("pp")) || parser.isSet(QStringLiteral("ep"))
            || parser.isSet(QStringLiteral("engine"))
            || parser.isSet(QStringLiteral("disaggregate")))) {
        output.err << prefix
                   << tr("the traffic simulation does not model --pp, --ep, --engine or "
                         "--disaggregate yet: leave them out with --request-rate, --trace and "
                         "--max-rate.\n");
        *exitCode = kExitUsage;
        return false;
    }
    return true;
}

void ServeCommand::applyFileServingRequest(
    const QCommandLineParser& parser, const WorkloadSpec& spec, serving::ServingSpec* serving)
{
    // The file's serving request as the window reads it (ServingEstimator::servingSpecOf: the
    // same TTFT, TPOT and batch for the same file), then what the command line says instead.
    const serving::ServingSpec fromFile = serving::ServingEstimator::servingSpecOf(spec);
    const bool boundsGiven
        = parser.isSet(QStringLiteral("ttft-max")) || parser.isSet(QStringLiteral("tpot-max"));
    if (parser.isSet(QStringLiteral("batch"))) {
        serving->batch = spec.run.globalBatch;
    } else {
        // The file's targets are the bounds unless the command line gives its own.
        if (!parser.isSet(QStringLiteral("ttft-max")))
            serving->ttftLimitSeconds = fromFile.ttftLimitSeconds;
        if (!parser.isSet(QStringLiteral("tpot-max")))
            serving->tpotLimitSeconds = fromFile.tpotLimitSeconds;
        // Without bounds a workload file's batch is the batch, as in the window; a preset has
        // none of its own, so its largest batch that fits is searched (batch 0).
        const bool preset
            = WorkloadPresets::ids().contains(parser.value(QStringLiteral("workload")));
        serving->batch = boundsGiven || preset ? 0 : fromFile.batch;
    }
    // The file's batching and speculation, unless the command line says otherwise.
    const bool batchingGiven = parser.isSet(QStringLiteral("continuous"))
        || parser.isSet(QStringLiteral("chunk")) || parser.isSet(QStringLiteral("draft"));
    if (!batchingGiven) {
        serving->batching = fromFile.batching;
        serving->prefillChunkTokens = fromFile.prefillChunkTokens;
        serving->draft = fromFile.draft;
        serving->promptLookup = fromFile.promptLookup;
        serving->speculatedTokens = fromFile.speculatedTokens;
        serving->acceptanceRate = fromFile.acceptanceRate;
    }
    // The file's engine unless the command line names one.
    if (!parser.isSet(QStringLiteral("engine")))
        serving->engine = fromFile.engine;
    serving->promptTokens = fromFile.promptTokens;
    serving->generatedTokens = fromFile.generatedTokens;
}

bool ServeCommand::applyDraftOption(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, const Workload& workload, qint64 speculate, double acceptance,
    serving::ServingSpec* serving, int* exitCode)
{
    const WorkloadSpec spec = workload.spec();
    const QString draftName = parser.value(QStringLiteral("draft"));
    if (parser.isSet(QStringLiteral("draft")) && ownDraftNames().contains(draftName)) {
        // The model drafts for itself (prompt lookup, its MTP module, an EAGLE head).
        WorkloadSpec drafting = spec;
        drafting.run.draftPreset = draftName;
        drafting.run.speculatedTokens = speculate;
        drafting.run.acceptanceRate = parser.isSet(QStringLiteral("acceptance"))
            ? acceptance
            : defaultAcceptanceRate(draftName);
        serving::ServingEstimator::applySpeculation(drafting, serving);
    } else if (parser.isSet(QStringLiteral("draft"))) {
        const auto draft = WorkloadOptions::build(parser.value(QStringLiteral("draft")), parser,
            prefix, output, exitCode, StepKind::Decode);
        if (!draft)
            return false;
        if (serving::ServingEstimator::draftTooLarge(*draft, workload)) {
            output.err << prefix
                       << tr("--draft %1 (%2 parameters a token) is not smaller than %3 (%4): a "
                             "draft that costs as much as the model cannot speed it up.\n")
                              .arg(singleLine(draft->spec().name))
                              .arg(draft->activeParameterCount())
                              .arg(singleLine(spec.name))
                              .arg(workload.activeParameterCount());
            *exitCode = kExitUsage;
            return false;
        }
        serving->draft = draft->spec();
        serving->speculatedTokens = speculate;
        serving->acceptanceRate = acceptance;
    }
    return true;
}

QString ServeCommand::servingHeaderText(
    const WorkloadSpec& spec, const serving::ServingSpec& serving)
{
    // Names from files stay on their line: a line break would forge a row (issue 34, item 3).
    QString text = tr("%1: prompt %2 tokens, %3 generated")
                       .arg(singleLine(spec.name))
                       .arg(serving.promptTokens)
                       .arg(serving.generatedTokens);
    if (serving.tensorParallel > 1)
        text += tr("; tensor parallel over %1 chips").arg(serving.tensorParallel);
    if (serving.pipelineParallel > 1)
        text += tr("; pipeline parallel over %1 stages").arg(serving.pipelineParallel);
    if (serving.expertParallel > 1)
        text += tr("; expert parallel over %1 groups").arg(serving.expertParallel);
    if (serving.engine != serving::ServingEngine::None)
        text += tr("; %1 scheduler defaults").arg(serving::servingEngineName(serving.engine));
    if (serving.disaggregated())
        text += tr("; disaggregated %1:%2 (prefill:decode chips)")
                    .arg(serving.prefillChips)
                    .arg(serving.decodeChips);
    if (serving.prefillChunkTokens > 0)
        text += tr("; continuous batching, chunked prefill of %1 tokens a step")
                    .arg(serving.prefillChunkTokens);
    else if (serving.batching == serving::Batching::Continuous)
        text += tr("; continuous batching");
    const bool speculating = serving.draft || serving.promptLookup;
    const QString draftLabel
        = serving.draft ? singleLine(serving.draft->name) : tr("n-gram prompt lookup");
    if (speculating)
        text += tr("; draft %1 proposing %2, %3 accepted")
                    .arg(draftLabel)
                    .arg(serving.speculatedTokens)
                    .arg(serving.acceptanceRate);
    text += QLatin1Char('\n');
    return text;
}

QString ServeCommand::servingDeviceText(
    const Device& device, const serving::ServingSpec& serving, const serving::ServingEstimate& e)
{
    QString text = tr("\n%1 (largest batch that fits: %2)\n")
                       .arg(singleLine(device.name))
                       .arg(e.largestBatchThatFits);
    const bool continuous = serving.batching == serving::Batching::Continuous;
    text += continuous
        ? tr("  batch        TTFT        TPOT  worst TPOT     request     tokens/s   $/M "
             "tokens\n")
        : tr("  batch        TTFT        TPOT     request     tokens/s   $/M tokens\n");
    for (const serving::ServingPoint& p : e.sweep) {
        // A batch that does not fit is still shown (it was asked for), never as a choice
        // without saying so (issue 34 item 7).
        text += QStringLiteral("%1 %2 %3 %4 %5%6 %7 %8%9\n")
                    .arg(p.batch == e.chosen.batch ? QStringLiteral("*") : QStringLiteral(" "))
                    .arg(p.batch, 6)
                    .arg(durationOrDash(p.ttftSeconds), 11)
                    .arg(units::durationText(p.tpotSeconds), 11)
                    .arg(continuous ? units::durationText(p.tpotWorstSeconds).rightJustified(11)
                                + QLatin1Char(' ')
                                    : QString())
                    .arg(durationOrDash(p.requestSeconds), 11)
                    .arg(QString::number(p.outputTokensPerSecond, 'f', 0), 12)
                    .arg(p.usdPerMillionOutputTokens > 0
                            ? QString::number(p.usdPerMillionOutputTokens, 'f', 3)
                            : QStringLiteral("-"),
                        12)
                    .arg(p.fits ? QString() : tr("  does not fit"));
    }
    text += tr("  * batch %1, limited by %2\n").arg(e.chosen.batch).arg(e.limitedBy);
    if (serving.engine != serving::ServingEngine::None) {
        const serving::EnginePreset preset
            = serving::ServingEstimator::enginePreset(serving.engine, device);
        text += tr("  %1: token budget %2 a step%3, %4\n")
                    .arg(serving::servingEngineName(preset.engine))
                    .arg(preset.tokenBudget > 0 ? QString::number(preset.tokenBudget)
                                                : tr("one prompt"))
                    .arg(preset.chunkedPrefill ? tr(" (chunked prefill)") : QString())
                    .arg(preset.maxRunningRequests > 0
                            ? tr("at most %1 requests running").arg(preset.maxRunningRequests)
                            : tr("running requests as memory allows"));
    }
    if (const auto& d = e.chosen.disaggregation) {
        text += tr("  * prefill pool (chips: %1): a prompt in %2, its KV cache (%3) sent to the "
                   "decode pool in %4; %5 requests/s\n")
                    .arg(d->prefillChips)
                    .arg(units::durationText(d->prefillSeconds),
                        units::gibText(d->kvTransferBytes, 3),
                        units::durationText(d->kvTransferSeconds))
                    .arg(QString::number(d->prefillRequestsPerSecond, 'f', 1));
        text += tr("  * decode pool (chips: %1): %2 tokens/s; bound by the %3 pool: %4 "
                   "tokens/s per chip over all %5 chips\n")
                    .arg(d->decodeChips)
                    .arg(QString::number(d->decodeTokensPerSecond, 'f', 0), d->boundBy)
                    .arg(QString::number(e.chosen.outputTokensPerSecondPerChip, 'f', 1))
                    .arg(d->prefillChips + d->decodeChips);
    }
    if (!e.chosen.fits)
        text += tr("  * batch %1 does not fit: it needs %2 of the device's %3\n")
                    .arg(e.chosen.batch)
                    .arg(units::gibText(e.chosen.memoryBytes, 1),
                        units::gibText(device.memoryCapacityBytes, 1));
    return text;
}

bool ServeCommand::appendServingFrontier(const WorkloadSpec& spec, const Device& device,
    const serving::ServingSpec& serving, QJsonObject* entry, QString* text, QString* why)
{
    const auto frontier = serving::ServingFrontier::compute(spec, device, serving, {}, why);
    if (!frontier)
        return false;
    *text += tr("  Frontier (* Pareto: no configuration has more tokens/s per user "
                "and per chip)\n");
    // An ep column for a mixture-of-experts model, whose expert parallelism the
    // frontier sweeps too.
    const bool moe = serving::ServingFrontier::splits(spec).size()
        > serving::ServingFrontier::tensorParallelSizes().size();
    *text += (moe ? tr("    tp  ep  batch  tok/s/user  tok/s/chip   $/M tokens        "
                       "TTFT        TPOT  memory/chip\n")
                  : tr("    tp  batch  tok/s/user  tok/s/chip   $/M tokens        TTFT"
                       "        TPOT  memory/chip\n"));
    for (const serving::FrontierPoint& p : frontier->points) {
        *text += QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                     .arg(p.pareto ? QStringLiteral("*") : QStringLiteral(" "))
                     .arg(moe ? QStringLiteral("%1 %2")
                                    .arg(p.tensorParallel, 3)
                                    .arg(p.expertParallel, 3)
                              : QStringLiteral("%1").arg(p.tensorParallel, 3))
                     .arg(p.batch, 6)
                     .arg(QString::number(p.tokensPerSecondPerUser, 'f', 1), 11)
                     .arg(QString::number(p.tokensPerSecondPerChip, 'f', 1), 11)
                     .arg(p.usdPerMillionOutputTokens > 0
                             ? QString::number(p.usdPerMillionOutputTokens, 'f', 3)
                             : QStringLiteral("-"),
                         12)
                     .arg(durationOrDash(p.ttftSeconds), 11)
                     .arg(units::durationText(p.tpotSeconds), 11)
                     .arg(units::gibText(p.memoryBytes, 1), 12);
    }
    for (const serving::FrontierSkip& skip : frontier->skipped) {
        *text += (skip.expertParallel > 1 ? tr("  tp %1 ep %2 skipped: %3\n")
                                                .arg(skip.tensorParallel)
                                                .arg(skip.expertParallel)
                                          : tr("  tp %1 skipped: %2\n").arg(skip.tensorParallel))
                     .arg(singleLine(skip.problem));
    }
    report::ServingReport::insertFrontier(*entry, *frontier);
    return true;
}

int ServeCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString prefix = QStringLiteral("tensorscope serve: ");
    serving::ServingSpec serving;
    double acceptance = 0.7;
    qint64 speculate = 4;
    if (!readServingOptions(parser, prefix, output, &serving, &acceptance, &speculate)
        || !checkOptionCombinations(parser, prefix, output, serving))
        return kExitUsage;
    ServeTraffic traffic;
    int exitCode = kExitOk;
    if (!readTrafficOptions(parser, prefix, output, &traffic, &exitCode))
        return exitCode;
    const auto devices = DeviceOptions::devices(parser, prefix, output);
    if (!devices)
        return kExitUsage;
    const auto workload = WorkloadOptions::build(parser.value(QStringLiteral("workload")), parser,
        prefix, output, &exitCode, StepKind::Decode);
    if (!workload)
        return exitCode;
    // WorkloadOptions::build refused a model that cannot decode.
    const WorkloadSpec spec = workload->spec();
    applyFileServingRequest(parser, spec, &serving);
    if (traffic.requested() && serving.engine != serving::ServingEngine::None) {
        // The file's serving_engine, as --engine would (readTrafficOptions).
        output.err << prefix
                   << tr("the traffic simulation does not model a serving engine yet: the "
                         "workload's serving_engine \"%1\" cannot be used with --request-rate, "
                         "--trace and --max-rate.\n")
                          .arg(serving::servingEngineName(serving.engine));
        return kExitUsage;
    }
    if (!applyDraftOption(
            parser, prefix, output, *workload, speculate, acceptance, &serving, &exitCode))
        return exitCode;

    // A split or pools the model cannot take (pp not dividing its layers, ep on a dense model
    // or not dividing its experts, pools not a multiple of the copy's chips), named with its
    // value.
    if (const QString why = serving::ServingEstimator::splitProblem(spec, serving);
        !why.isEmpty()) {
        output.err << prefix << tr("%1.\n").arg(singleLine(why));
        return kExitUsage;
    }

    // Every engine batches continuously (speculation is modelled with static batching), as
    // ServingEstimator::withEngine serves it; the header and the keys say so.
    if (serving.engine != serving::ServingEngine::None && !serving.draft && !serving.promptLookup)
        serving.batching = serving::Batching::Continuous;

    QJsonArray results;
    QString text = servingHeaderText(spec, serving);
    // How the run speculates: "draft-model", or the model's own drafter by name.
    const QString drafter = parser.isSet(QStringLiteral("draft"))
        ? parser.value(QStringLiteral("draft"))
        : spec.run.draftPreset;
    const QString method
        = ownDraftNames().contains(drafter) ? drafter : QStringLiteral("draft-model");
    int failures = 0;
    for (const Device& device : *devices) {
        engine::EngineError error = engine::EngineError::None;
        QString problem;
        const auto e
            = serving::ServingEstimator::estimate(spec, device, serving, {}, &error, &problem);
        if (!e) {
            ++failures;
            output.err << prefix
                       << tr("%1: no estimate (%2).\n")
                              .arg(device.id,
                                  // The engine's reason first: a chip without the precision's
                                  // rate (nvfp4 on an H100) says so, not "no estimate at batch 1".
                                  problem.isEmpty() || error == engine::EngineError::NoMatrixRate
                                      ? EngineErrorText::describe(error)
                                      : problem);
            continue;
        }
        QJsonObject entry = report::ServingReport::deviceJson(device, serving, method, *e);
        text += servingDeviceText(device, serving, *e);
        if (parser.isSet(QStringLiteral("frontier"))) {
            QString why;
            if (!appendServingFrontier(spec, device, serving, &entry, &text, &why)) {
                ++failures;
                output.err << prefix << tr("%1: no frontier (%2).\n").arg(device.id, why);
            }
        }
        if (traffic.requested()) {
            const auto simulated = traffic.run(spec, device, serving, &text, &problem);
            if (!simulated) {
                ++failures;
                output.err << prefix
                           << tr("%1: no traffic simulation (%2).\n").arg(device.id, problem);
            } else {
                entry.insert(QStringLiteral("traffic"), *simulated);
            }
        }
        results.append(entry);
    }
    if (parser.isSet(QStringLiteral("json")))
        output.out << QString::fromUtf8(
            QJsonDocument(report::ServingReport::documentJson(spec, serving, results))
                .toJson(QJsonDocument::Indented));
    else
        output.out << text;
    return failures == devices->size() ? 1 : kExitOk;
}

} // namespace ts::cli
