// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "scalingreport.h"

#include "reportformat.h"
#include "workload/paralleldimension.h"

#include <QJsonArray>

namespace ts::report {

namespace {

// `scale --csv` has written its figures to a fixed number of significant digits since before
// the reports were one module; the digits stay, as its columns do (a public contract).
QString scalingCsvNumber(bool known, double value, int digits = 9)
{
    return known ? QString::number(value, 'g', digits) : QString();
}

QJsonArray collectivesJson(const scaling::ScalingResult& r)
{
    QJsonArray collectives;
    for (const scaling::CollectiveUse& u : r.collectives)
        collectives.append(QJsonObject {
            { QStringLiteral("purpose"), u.purpose },
            { QStringLiteral("collective"), scaling::collectiveName(u.estimate.collective) },
            { QStringLiteral("algorithm"), u.estimate.algorithm },
            { QStringLiteral("participants"), double(u.estimate.participants) },
            { QStringLiteral("message_bytes"), u.estimate.messageBytes },
            { QStringLiteral("count"), double(u.countPerStep) },
            { QStringLiteral("time_s"), u.estimate.timeSeconds },
            { QStringLiteral("total_s"), u.totalSeconds },
            { QStringLiteral("exposed_s"), u.exposedSeconds },
        });
    return collectives;
}

} // namespace

QJsonObject ScalingReport::resultJson(
    const QString& deviceId, const scaling::ScalingResult& r, const EngineProblemText& problemText)
{
    QJsonArray problems;
    for (const io::Diagnostic& d : r.problems)
        problems.append(d.toString());
    const bool engineFailed = r.engineError != engine::EngineError::None;
    if (engineFailed)
        problems.append(problemText ? problemText(r) : engine::engineErrorCode(r.engineError));
    // An illegal split has no figures: unknown is null, never 0 (README, issue 34 item 8).
    const bool legal = r.legal();
    QJsonObject o {
        { QStringLiteral("device"), deviceId },
        { QStringLiteral("chips"), double(r.chips) },
        { QStringLiteral("legal"), legal },
        { QStringLiteral("problems"), problems },
        { QStringLiteral("engine_error"),
            textOrNull(engineFailed, engine::engineErrorCode(r.engineError)) },
        { QStringLiteral("step_time_s"), orNull(legal, r.stepSeconds) },
        { QStringLiteral("scaling_efficiency"), orNull(legal, r.scalingEfficiency) },
        { QStringLiteral("comm_s"), orNull(legal, r.commSeconds) },
        { QStringLiteral("exposed_comm_s"), orNull(legal, r.exposedCommSeconds) },
        { QStringLiteral("comm_share"), orNull(legal, r.commShare()) },
        { QStringLiteral("compute_s"), orNull(legal, r.computeSeconds) },
        { QStringLiteral("bubble_s"), orNull(legal, r.bubbleSeconds) },
        { QStringLiteral("single_chip_step_s"), orNull(legal, r.singleChipStepSeconds) },
        { QStringLiteral("mfu"), orNull(legal, r.mfu) },
        { QStringLiteral("tokens_per_s"), orNull(legal, r.tokensPerSecond) },
        { QStringLiteral("memory_per_chip_bytes"), orNull(legal, double(r.memoryPerChipBytes)) },
        { QStringLiteral("memory_capacity_bytes"), orNull(legal, double(r.memoryCapacityBytes)) },
        { QStringLiteral("fits"), r.fits },
        { QStringLiteral("cost_usd"), orNull(legal && r.hasPrice, r.costUsd) },
        { QStringLiteral("energy_j"), orNull(legal && r.hasPower, r.energyJoules) },
        { QStringLiteral("collectives"), collectivesJson(r) },
        { QStringLiteral("derivation"), QJsonArray::fromStringList(r.derivation) },
        { QStringLiteral("notes"), QJsonArray::fromStringList(r.notes) },
    };
    insertParallelConfig(o, r.config);
    return o;
}

QJsonObject ScalingReport::documentJson(const Workload& workload, bool search,
    const std::vector<ScalingRow>& rows, const EngineProblemText& problemText)
{
    QJsonArray list;
    for (const auto& [id, r] : rows)
        list.append(resultJson(id, r, problemText));
    return QJsonObject {
        { QStringLiteral("workload"), EstimateReport::workloadJson(workload) },
        { QStringLiteral("search"), search },
        { QStringLiteral("results"), list },
    };
}

QString ScalingReport::toCsv(const std::vector<ScalingRow>& rows)
{
    QString text = QStringLiteral("device,chips,dp,tp,pp,ep,zero_stage,step_time_s,"
                                  "scaling_efficiency,comm_s,exposed_comm_s,memory_per_chip_bytes,"
                                  "fits,cost_usd,energy_j\n");
    for (const auto& [id, r] : rows) {
        const bool legal = r.legal();
        text += QStringList { csvField(id), QString::number(r.chips), QString::number(r.config.dp),
            QString::number(r.config.tp), QString::number(r.config.pp),
            QString::number(r.config.ep), QString::number(r.config.zeroStage),
            scalingCsvNumber(legal, r.stepSeconds, 9),
            scalingCsvNumber(legal, r.scalingEfficiency, 6),
            scalingCsvNumber(legal, r.commSeconds, 9),
            scalingCsvNumber(legal, r.exposedCommSeconds, 9),
            scalingCsvNumber(legal, double(r.memoryPerChipBytes), 15), flagText(r.fits),
            scalingCsvNumber(legal && r.hasPrice, r.costUsd),
            scalingCsvNumber(legal && r.hasPower, r.energyJoules) }
                    .join(QLatin1Char(','))
            + u'\n';
    }
    return text;
}

} // namespace ts::report
