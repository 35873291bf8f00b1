// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "collectivecommand.h"

#include "common/units.h"

#include "deviceoptions.h"
#include "io/numberparsing.h"
#include "report/gemmreport.h"
#include "scaling/collectivemodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace ts::cli {

namespace {

using scaling::Collective;

struct OperationName
{
    const char* name;
    Collective collective;
};

// The names nccl-tests' programs go by (all_reduce_perf, ..., sendrecv_perf), dashed.
constexpr OperationName kOperations[] = {
    { "all-reduce", Collective::AllReduce },
    { "all-gather", Collective::AllGather },
    { "reduce-scatter", Collective::ReduceScatter },
    { "all-to-all", Collective::AllToAll },
    { "send-recv", Collective::PointToPoint },
};

QString operationNames()
{
    QStringList names;
    for (const OperationName& op : kOperations)
        names << QLatin1String(op.name);
    return names.join(QStringLiteral(", "));
}

// nccl-tests' bus bandwidth factor (doc/PERFORMANCE.md): the share of the algorithm bandwidth
// every link must carry in an optimal ring, so that figures compare across chip counts.
double busFactor(Collective collective, qint64 n)
{
    switch (collective) {
    case Collective::AllReduce:
        return 2.0 * double(n - 1) / double(n);
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
        return double(n - 1) / double(n);
    case Collective::PointToPoint:
        return 1.0;
    }
    return 1.0;
}

using Result = report::CollectiveRow;

Result estimate(const Device& device, Collective collective, double bytes, qint64 chips)
{
    const scaling::CollectiveModel network(device, chips);
    // send-recv: every chip sends to the next, as sendrecv_perf does; the step waits for the
    // slowest pair, which crosses a domain boundary when the chips span several domains.
    const scaling::GroupPlacement group = collective == Collective::PointToPoint
        ? scaling::GroupPlacement { 2, chips > network.domainChips() ? network.domainChips() : 1 }
        : scaling::GroupPlacement { chips, 1 };
    Result r;
    r.estimate = network.estimate(collective, bytes, group);
    r.algorithmBytesPerSecond = bytes / r.estimate.timeSeconds;
    r.busBytesPerSecond = r.algorithmBytesPerSecond * busFactor(collective, chips);
    r.network = network.describe();
    r.notes = network.notes();
    return r;
}

} // namespace

QString CollectiveCommand::summary() const
{
    return QStringLiteral("Time one collective over N chips, with its algorithm and the bus "
                          "bandwidth nccl-tests would report");
}

void CollectiveCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({ QStringLiteral("op"), QStringLiteral("One of %1.").arg(operationNames()),
        QStringLiteral("OP") });
    parser.addOption({ QStringLiteral("bytes"),
        QStringLiteral("The message: the all-reduce buffer, the all-gather output, the "
                       "reduce-scatter input, each chip's all-to-all buffer, the send-recv "
                       "message (nccl-tests' size)."),
        QStringLiteral("B") });
    parser.addOption({ QStringLiteral("chips"),
        QStringLiteral("Chips taking part, 2 to %1 (ranks in order: the first domain fills "
                       "first).")
            .arg(kMaximumChips),
        QStringLiteral("N") });
    DeviceOptions::add(parser);
    parser.addOption(
        { QStringLiteral("json"), QStringLiteral("Print JSON (keys in the README).") });
}

int CollectiveCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString prefix = QStringLiteral("tensorscope collective: ");
    for (const char* required : { "op", "bytes", "chips" }) {
        if (!parser.isSet(QLatin1String(required))) {
            output.err << prefix
                       << QStringLiteral("--%1 is required.\n").arg(QLatin1String(required));
            return kExitUsage;
        }
    }
    const QString opText = parser.value(QStringLiteral("op")).trimmed();
    std::optional<Collective> collective;
    for (const OperationName& op : kOperations) {
        if (opText == QLatin1String(op.name))
            collective = op.collective;
    }
    if (!collective) {
        output.err << prefix
                   << QStringLiteral("--op '%1': expected one of %2.\n")
                          .arg(parser.value(QStringLiteral("op")), operationNames());
        return kExitUsage;
    }
    io::NumberProblem problem = io::NumberProblem::None;
    const auto bytes
        = io::parseNumber(parser.value(QStringLiteral("bytes")), 1.0, kMaximumBytes, &problem);
    if (!bytes) {
        output.err << prefix
                   << QStringLiteral("--bytes '%1' %2.\n")
                          .arg(parser.value(QStringLiteral("bytes")),
                              io::describeProblem(problem, QStringLiteral("1"),
                                  QString::number(kMaximumBytes, 'f', 0)));
        return kExitUsage;
    }
    // A message is whole bytes: 1.5 was printed as 2 and computed as 1.5 (issue 34 item 9).
    // Scientific notation (1e9) stays welcome.
    if (std::floor(*bytes) != *bytes) {
        output.err << prefix
                   << QStringLiteral("--bytes '%1' must be a whole number of bytes.\n")
                          .arg(parser.value(QStringLiteral("bytes")));
        return kExitUsage;
    }
    const auto chips
        = io::parseInteger(parser.value(QStringLiteral("chips")), 2, kMaximumChips, &problem);
    if (!chips) {
        output.err << prefix
                   << QStringLiteral("--chips '%1' %2.\n")
                          .arg(parser.value(QStringLiteral("chips")),
                              io::describeProblem(
                                  problem, QStringLiteral("2"), QString::number(kMaximumChips)));
        return kExitUsage;
    }
    const auto devices
        = DeviceOptions::devices(parser, prefix + QStringLiteral("--device: "), output);
    if (!devices)
        return kExitUsage;

    const bool json = parser.isSet(QStringLiteral("json"));
    QJsonArray results;
    if (!json)
        output.out << QStringLiteral("%1 of %2 bytes over %3 chips\n")
                          .arg(opText)
                          .arg(*bytes, 0, 'f', 0)
                          .arg(*chips);
    for (const Device& device : *devices) {
        const Result r = estimate(device, *collective, *bytes, *chips);
        if (json) {
            results.append(report::CollectiveReport::resultJson(device.id, r));
            continue;
        }
        const QString algorithm = r.estimate.protocol.isEmpty()
            ? r.estimate.algorithm
            : QStringLiteral("%1 (%2)").arg(r.estimate.algorithm, r.estimate.protocol);
        output.out << QStringLiteral("%1: %2, algorithm %3, algbw %4 GB/s, busbw %5 GB/s\n")
                          .arg(device.id, units::durationText(r.estimate.timeSeconds), algorithm)
                          .arg(r.algorithmBytesPerSecond / 1e9, 0, 'f', 2)
                          .arg(r.busBytesPerSecond / 1e9, 0, 'f', 2);
        output.out << QStringLiteral("  latency %1 + bandwidth %2; %3 sent per chip\n")
                          .arg(units::durationText(r.estimate.latencySeconds),
                              units::durationText(r.estimate.bandwidthSeconds))
                          .arg(r.estimate.bytesSentPerChip, 0, 'g', 4);
        output.out << QStringLiteral("  %1\n  network: %2\n").arg(r.estimate.formula, r.network);
        if (!r.notes.isEmpty())
            output.out << QStringLiteral("  notes: %1\n").arg(r.notes.join(QStringLiteral(", ")));
    }
    if (json) {
        output.out << QString::fromUtf8(
            QJsonDocument(report::CollectiveReport::documentJson(opText, *bytes, *chips, results))
                .toJson(QJsonDocument::Indented));
    }
    return kExitOk;
}

} // namespace ts::cli
