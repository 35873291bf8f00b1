// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "claimscommand.h"

#include "controlcharacterfilter.h"

#include "deviceoptions.h"
#include "io/numberparsing.h"
#include "models/claimtext.h"
#include "session/workspace.h"
#include "workloadoptions.h"

#include "hardware/catalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace ts::cli {

namespace {

QJsonValue numberOrNull(double value)
{
    return std::isfinite(value) ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonValue text(const QString& value)
{
    return value.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

QJsonValue experiment(const ClaimExperiment& x)
{
    if (x.kind == ClaimExperiment::Kind::None)
        return QJsonValue(QJsonValue::Null);
    QJsonObject object { { QStringLiteral("kind"),
                             x.kind == ClaimExperiment::Kind::Curves ? QStringLiteral("curves")
                                                                     : QStringLiteral("bars") },
        { QStringLiteral("y"), x.yKey }, { QStringLiteral("log_y"), x.logY },
        { QStringLiteral("marker_x"), numberOrNull(x.markerX) },
        { QStringLiteral("marker_y"), numberOrNull(x.markerY) } };
    if (x.kind == ClaimExperiment::Kind::Curves) {
        object[QStringLiteral("x")] = x.xKey;
        object[QStringLiteral("log_x")] = x.logX;
        QJsonArray curves;
        for (const ClaimCurve& curve : x.curves) {
            QJsonArray points;
            for (const QPointF& p : curve.points)
                points.append(QJsonArray { p.x(), p.y() });
            curves.append(QJsonObject {
                { QStringLiteral("key"), curve.key }, { QStringLiteral("points"), points } });
        }
        object[QStringLiteral("curves")] = curves;
    } else {
        QJsonArray bars;
        for (const ClaimBar& bar : x.bars)
            bars.append(QJsonObject { { QStringLiteral("key"), bar.key },
                { QStringLiteral("value"), numberOrNull(bar.value) },
                { QStringLiteral("low"), numberOrNull(bar.low) },
                { QStringLiteral("high"), numberOrNull(bar.high) } });
        object[QStringLiteral("bars")] = bars;
    }
    return object;
}

} // namespace

QString ClaimsCommand::summary() const
{
    return tr("Test the ten popular GPU-vs-TPU claims on a workload: verdict, condition and "
              "figures");
}

void ClaimsCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({ QStringLiteral("workload"),
        tr("A preset id or a workload file (default: the first-run workspace's, LLaMA-2 7B)."),
        tr("WORKLOAD") });
    DeviceOptions::add(parser);
    WorkloadOptions::add(parser);
    parser.addOption({ QStringLiteral("chips"),
        tr("Chips for the claims about scale (cost at scale, the torus); default %1.")
            .arg(ClaimCheck::kScaleChips),
        tr("N") });
    parser.addOption({ QStringLiteral("json"), tr("Print JSON (keys in the README).") });
}

int ClaimsCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString prefix = QStringLiteral("tensorscope claims: ");
    const Workspace first = Workspace::defaultWorkspace();
    scaling::JobSpec job;
    if (parser.isSet(QStringLiteral("chips"))) {
        io::NumberProblem problem = io::NumberProblem::None;
        const auto chips
            = io::parseInteger(parser.value(QStringLiteral("chips")), 1, 65536, &problem);
        if (!chips) {
            output.err << prefix
                       << tr("--chips '%1' %2.\n")
                              .arg(parser.value(QStringLiteral("chips")),
                                  io::describeProblem(
                                      problem, QStringLiteral("1"), QStringLiteral("65536")));
            return kExitUsage;
        }
        job.chips = *chips;
    }
    QList<Device> devices;
    if (parser.isSet(QStringLiteral("device"))) {
        const auto named = DeviceOptions::devices(parser, prefix, output);
        if (!named)
            return kExitUsage;
        devices = *named;
    } else {
        const Catalog catalog = Catalog::load(QString());
        for (const QString& id : first.deviceIds) {
            if (const auto device = catalog.device(id))
                devices.append(*device);
        }
    }
    WorkloadSpec spec = first.workload;
    if (parser.isSet(QStringLiteral("workload")) || parser.isSet(QStringLiteral("phase"))
        || parser.isSet(QStringLiteral("batch")) || parser.isSet(QStringLiteral("seq"))
        || parser.isSet(QStringLiteral("precision"))) {
        int exitCode = kExitOk;
        const QString what = parser.isSet(QStringLiteral("workload"))
            ? parser.value(QStringLiteral("workload"))
            : first.presetId;
        const auto workload = WorkloadOptions::build(what, parser, prefix, output, &exitCode);
        if (!workload)
            return exitCode;
        spec = workload->spec();
    }

    const QList<ClaimOutcome> outcomes = ClaimCheck::run(spec, devices, {}, job);
    const ClaimCheck::Pair pair = ClaimCheck::pick(devices);
    const QString systolicName = pair.systolic ? pair.systolic->name : QString();
    const QString gpuName = pair.gpu ? pair.gpu->name : QString();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray claims;
        for (const ClaimOutcome& o : outcomes) {
            QJsonObject figures;
            for (const ClaimFigure& f : o.figures)
                figures[f.key] = numberOrNull(f.value);
            claims.append(QJsonObject {
                { QStringLiteral("id"), ClaimCheck::key(o.id) },
                { QStringLiteral("number"), int(o.id) + 1 },
                { QStringLiteral("statement"), ClaimText::statement(o.id) },
                { QStringLiteral("verdict"), ClaimText::verdictCode(o.verdict) },
                { QStringLiteral("condition"), text(o.condition) },
                { QStringLiteral("effect"),
                    QJsonObject { { QStringLiteral("key"), text(o.effectKey) },
                        { QStringLiteral("value"), numberOrNull(o.effect) },
                        { QStringLiteral("low"), numberOrNull(o.effectLow) },
                        { QStringLiteral("high"), numberOrNull(o.effectHigh) } } },
                { QStringLiteral("figures"), figures },
                { QStringLiteral("reason"), text(o.reason) },
                { QStringLiteral("summary"), ClaimText::summary(o, systolicName, gpuName) },
                { QStringLiteral("experiment"), experiment(o.experiment) },
            });
        }
        const QJsonObject root {
            { QStringLiteral("workload"), spec.name },
            { QStringLiteral("systolic"), pair.systolic ? text(pair.systolic->id) : QJsonValue() },
            { QStringLiteral("gpu"), pair.gpu ? text(pair.gpu->id) : QJsonValue() },
            { QStringLiteral("claims"), claims },
        };
        output.out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return kExitOk;
    }
    output.out << tr("%1 on %2 and %3\n")
                      .arg(singleLine(spec.name),
                          systolicName.isEmpty() ? tr("(no systolic chip)")
                                                 : singleLine(systolicName),
                          gpuName.isEmpty() ? tr("(no GPU)") : singleLine(gpuName));
    for (const ClaimOutcome& o : outcomes) {
        output.out << QStringLiteral("\n%1. %2\n   %3: %4\n")
                          .arg(int(o.id) + 1)
                          .arg(ClaimText::statement(o.id),
                              ClaimText::verdictName(o.verdict).toUpper(),
                              ClaimText::summary(o, systolicName, gpuName));
    }
    return kExitOk;
}

} // namespace ts::cli
