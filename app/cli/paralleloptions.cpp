// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "paralleloptions.h"

#include "models/engineerrortext.h"
#include "scalecommand.h"

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

void ParallelOptions::add(QCommandLineParser& parser)
{
    parser.addOption({ QStringLiteral("dp"), ScaleCommand::tr("Data-parallel replicas."),
        ScaleCommand::tr("A") });
    parser.addOption({ QStringLiteral("tp"), ScaleCommand::tr("Tensor-parallel width."),
        ScaleCommand::tr("B") });
    parser.addOption(
        { QStringLiteral("pp"), ScaleCommand::tr("Pipeline stages."), ScaleCommand::tr("C") });
    parser.addOption({ QStringLiteral("ep"), ScaleCommand::tr("Expert-parallel width (inside dp)."),
        ScaleCommand::tr("E") });
    parser.addOption({ QStringLiteral("cp"),
        ScaleCommand::tr("Context-parallel width: chips sharing each sequence's tokens (ring "
                         "attention), for long sequences."),
        ScaleCommand::tr("P") });
    parser.addOption({ QStringLiteral("zero"), ScaleCommand::tr("ZeRO stage 0-3 (3: FSDP)."),
        ScaleCommand::tr("Z") });
    parser.addOption({ QStringLiteral("vp"),
        ScaleCommand::tr("Interleaved pipeline chunks per stage."), ScaleCommand::tr("V") });
    parser.addOption({ QStringLiteral("micro-batch"),
        ScaleCommand::tr("Sequences per micro-batch."), ScaleCommand::tr("M") });
}

QStringList ParallelOptions::names()
{
    return { QStringLiteral("dp"), QStringLiteral("tp"), QStringLiteral("pp"), QStringLiteral("ep"),
        QStringLiteral("cp"), QStringLiteral("zero"), QStringLiteral("vp"),
        QStringLiteral("micro-batch") };
}

std::optional<ParallelOptions> ParallelOptions::read(
    const QCommandLineParser& parser, const QString& prefix, CommandOutput& output)
{
    ParallelOptions o;
    o.dp = positiveOption(parser, QStringLiteral("dp"), prefix, output);
    o.tp = positiveOption(parser, QStringLiteral("tp"), prefix, output);
    o.pp = positiveOption(parser, QStringLiteral("pp"), prefix, output);
    o.ep = positiveOption(parser, QStringLiteral("ep"), prefix, output);
    o.cp = positiveOption(parser, QStringLiteral("cp"), prefix, output);
    o.vp = positiveOption(parser, QStringLiteral("vp"), prefix, output);
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
    if (o.dp < 0 || o.tp < 0 || o.pp < 0 || o.ep < 0 || o.cp < 0 || o.vp < 0 || o.microBatch < 0)
        return std::nullopt;
    return o;
}

ParallelConfig ParallelOptions::base(const Workload& workload, bool overlapGradientReduce) const
{
    ParallelConfig base;
    base.ep = ep > 0 ? ep : 1;
    base.virtualStages = vp > 0 ? vp : 1;
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
    // Unset sizes take what the chip count leaves: dp by default.
    ParallelConfig c = base;
    c.tp = tp > 0 ? tp : 1;
    c.pp = pp > 0 ? pp : 1;
    c.cp = cp > 0 ? cp : 1;
    // Each size is at most ParallelOptions::kMaxChips (2^24): the products below stay far inside 64
    // bits only while each partial product is at most the chip count, hence the step-wise check.
    const auto within = [chips](qint64 a, qint64 b) { return a <= chips / b; };
    const bool sized = within(c.tp, c.pp) && within(c.tp * c.pp, c.cp);
    c.dp = dp > 0 ? dp : (sized ? chips / (c.tp * c.pp * c.cp) : 0);
    if (dp <= 0 && c.dp == 0) {
        // No dp leaves a whole replica (issue 34 item 9: it printed "dp ... = 0 x ...").
        output.err << prefix
                   << ScaleCommand::tr("cp x tp x pp = %1 x %2 x %3 is more than the %4 chips.\n")
                          .arg(c.cp)
                          .arg(c.tp)
                          .arg(c.pp)
                          .arg(chips);
        return std::nullopt;
    }
    if (!sized || !within(c.tp * c.pp * c.cp, std::max<qint64>(c.dp, 1))
        || c.dp * c.cp * c.tp * c.pp != chips) {
        output.err << prefix
                   << (c.cp > 1 ? ScaleCommand::tr(
                           "dp x cp x tp x pp = %1 x %5 x %2 x %3 is not %4 chips.\n")
                                      .arg(c.dp)
                                      .arg(c.tp)
                                      .arg(c.pp)
                                      .arg(chips)
                                      .arg(c.cp)
                                : ScaleCommand::tr("dp x tp x pp = %1 x %2 x %3 is not %4 chips.\n")
                                      .arg(c.dp)
                                      .arg(c.tp)
                                      .arg(c.pp)
                                      .arg(chips));
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
    const QString reason = EngineErrorText::describe(r.engineError);
    return r.engineErrorOperator.isEmpty()
        ? ScaleCommand::tr("the engine cannot estimate the step: %1").arg(reason)
        : ScaleCommand::tr("the engine cannot estimate %1: %2").arg(r.engineErrorOperator, reason);
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
