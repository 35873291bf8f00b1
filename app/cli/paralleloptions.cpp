// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "paralleloptions.h"

#include "models/engineerrortext.h"
#include "scalecommand.h"
#include "workload/paralleldimension.h"

#include <algorithm>

namespace ts::cli {

namespace {

// A positive integer option; 0 when absent; -1 (with the message) when malformed.
qint64 positiveOption(const QCommandLineParser& parser, const QString& name, const QString& prefix,
    CommandOutput& output, qint64 minimum = 1)
{
    if (!parser.isSet(name))
        return 0;
    bool ok = false;
    const qint64 value = parser.value(name).toLongLong(&ok);
    if (!ok || value < minimum || value > ParallelOptions::kMaxChips) {
        output.err << prefix
                   << ScaleCommand::tr("--%1 expects an integer from %2 to %3, got '%4'.\n")
                          .arg(name)
                          .arg(minimum)
                          .arg(ParallelOptions::kMaxChips)
                          .arg(parser.value(name));
        return -1;
    }
    return value;
}

} // namespace

ParallelConfig ParallelOptions::nothingGiven()
{
    ParallelConfig none;
    for (const ParallelDimension& d : parallelDimensions())
        d.set(none, 0);
    return none;
}

bool ParallelOptions::fixed() const
{
    for (const ParallelDimension& d : parallelDimensions()) {
        if (d.chipFactor && d.of(given) > 0)
            return true;
    }
    return false;
}

void ParallelOptions::add(QCommandLineParser& parser)
{
    for (const ParallelDimension& d : parallelDimensions())
        parser.addOption(
            { QLatin1String(d.key), d.translatedOptionHelp(), d.translatedValueName() });
    parser.addOption({ QStringLiteral("zero"), ScaleCommand::tr("ZeRO stage 0-3 (3: FSDP)."),
        ScaleCommand::tr("Z") });
    parser.addOption({ QStringLiteral("micro-batch"),
        ScaleCommand::tr("Sequences per micro-batch."), ScaleCommand::tr("M") });
}

QStringList ParallelOptions::names()
{
    QStringList names;
    for (const ParallelDimension& d : parallelDimensions())
        names.append(QLatin1String(d.key));
    names << QStringLiteral("zero") << QStringLiteral("micro-batch");
    return names;
}

std::optional<ParallelOptions> ParallelOptions::read(
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output)
{
    ParallelOptions o;
    bool malformed = false;
    for (const ParallelDimension& d : parallelDimensions()) {
        d.set(o.given, positiveOption(parser, QLatin1String(d.key), prefix, output));
        malformed = malformed || d.of(o.given) < 0;
    }
    o.microBatch = positiveOption(parser, QStringLiteral("micro-batch"), prefix, output);
    if (parser.isSet(QStringLiteral("zero"))) {
        bool ok = false;
        const qint64 zero = parser.value(QStringLiteral("zero")).toLongLong(&ok);
        if (!ok || zero < 0 || zero > 3) {
            output.err << prefix
                       << ScaleCommand::tr("--zero expects 0, 1, 2 or 3, got '%1'.\n")
                              .arg(parser.value(QStringLiteral("zero")));
            return std::nullopt;
        }
        o.zero = int(zero);
    }
    if (malformed || o.microBatch < 0)
        return std::nullopt;
    return o;
}

ParallelConfig ParallelOptions::base(const Workload& workload, bool overlapGradientReduce) const
{
    ParallelConfig base;
    // The sizes that are not factors of the chip count (ep, vp) as given; the others are the
    // split's (fixedConfig(), or the search's).
    for (const ParallelDimension& d : parallelDimensions()) {
        if (!d.chipFactor && d.of(given) > 0)
            d.set(base, d.of(given));
    }
    base.microBatch = microBatch;
    // ZeRO shards training state: inference has none, so its default stage is 0.
    const bool training = workload.step() == StepKind::Training;
    base.zeroStage = zero >= 0 ? zero : (training ? 1 : 0);
    base.overlapGradientReduce = overlapGradientReduce;
    return base;
}

scaling::SearchOptions ParallelOptions::search() const
{
    scaling::SearchOptions search;
    if (zero >= 0)
        search.zeroStages = { zero };
    return search;
}

std::optional<ParallelConfig> ParallelOptions::fixedConfig(
    qint64 chips, const ParallelConfig& base, const QString& prefix, CommandOutput& output) const
{
    // Unset sizes take what the chip count leaves: dp, the first dimension, by default. Each size
    // is at most kMaxChips (2^24): the products below stay far inside 64 bits only while each
    // partial product is at most the chip count, hence the step-wise check.
    ParallelConfig c = base;
    const auto dimensions = parallelDimensions();
    const ParallelDimension& remainder = dimensions.front();
    QStringList names;
    qint64 others = 1;
    bool sized = true;
    for (const ParallelDimension& d : dimensions) {
        if (!d.chipFactor || &d == &remainder)
            continue;
        d.set(c, d.of(given) > 0 ? d.of(given) : 1);
        names.append(QLatin1String(d.key));
        sized = sized && d.of(c) <= chips / others;
        if (sized)
            others *= d.of(c);
    }
    const qint64 givenRemainder = remainder.of(given);
    remainder.set(c, givenRemainder > 0 ? givenRemainder : (sized ? chips / others : 0));
    // "dp x tp x pp = 2 x 4 x 8": the sizes label() shows (cp only above 1).
    const auto shown = [&](const QStringList& keys) {
        QStringList kept;
        for (const QString& key : keys) {
            const ParallelDimension* d = parallelDimension(key);
            if (d->alwaysLabelled || d->of(c) > 1)
                kept.append(key);
        }
        return kept;
    };
    const auto sizesOf = [&](const QStringList& keys) {
        QStringList sizes;
        for (const QString& key : keys)
            sizes.append(QString::number(parallelDimension(key)->of(c)));
        return sizes.join(QStringLiteral(" x "));
    };
    if (givenRemainder <= 0 && remainder.of(c) == 0) {
        // No dp leaves a whole replica (issue 34 item 9: it printed "dp ... = 0 x ...").
        output.err << prefix
                   << ScaleCommand::tr("%1 = %2 is more than the %3 chips.\n")
                          .arg(shown(names).join(QStringLiteral(" x ")), sizesOf(shown(names)))
                          .arg(chips);
        return std::nullopt;
    }
    if (!sized || others > chips / std::max<qint64>(remainder.of(c), 1)
        || remainder.of(c) * others != chips) {
        QStringList all { QLatin1String(remainder.key) };
        all.append(names);
        output.err << prefix
                   << ScaleCommand::tr("%1 = %2 is not %3 chips.\n")
                          .arg(shown(all).join(QStringLiteral(" x ")), sizesOf(shown(all)))
                          .arg(chips);
        return std::nullopt;
    }
    return c;
}

scaling::ScalingResult ParallelOptions::noLegalSplit(qint64 chips)
{
    scaling::ScalingResult none;
    none.chips = chips;
    io::Diagnostic d;
    d.code = io::DiagnosticCode::Inconsistent;
    d.jsonPath = QStringLiteral("$.parallel");
    d.expected = io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "a legal split of %1 chips"), chips);
    d.found
        = QT_TRANSLATE_NOOP("Diagnostic", "none (see the divisibility rules in docs/scaling.md)");
    none.problems.append(d);
    return none;
}

QString ParallelOptions::engineProblemText(const scaling::ScalingResult& r)
{
    return EngineErrorText::splitProblem(r);
}

void ParallelOptions::reportProblems(const QString& prefix, const QString& deviceId,
    const scaling::ScalingResult& r, CommandOutput& output)
{
    for (const io::Diagnostic& d : r.problems)
        output.err << prefix << deviceId << u' ' << r.chips << QStringLiteral(" chips: ")
                   << d.toString() << u'\n';
    if (r.engineError != engine::EngineError::None)
        output.err << prefix << deviceId << u' ' << r.chips << QStringLiteral(" chips: ")
                   << engineProblemText(r) << u'\n';
}

} // namespace ts::cli
