// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "estimatecommand.h"

#include "deviceoptions.h"
#include "engine/performanceengine.h"
#include "models/engineerrortext.h"
#include "workloadoptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts::cli {

namespace {

QJsonObject memoryJson(const MemoryFootprint& m)
{
    return QJsonObject {
        { QStringLiteral("weights"), double(m.weightBytes) },
        { QStringLiteral("gradients"), double(m.gradientBytes) },
        { QStringLiteral("optimizer"), double(m.optimizerBytes) },
        { QStringLiteral("activations"), double(m.activationBytes) },
        { QStringLiteral("kv_cache"), double(m.kvCacheBytes) },
        { QStringLiteral("workspace"), double(m.workspaceBytes) },
        { QStringLiteral("total"), double(m.totalBytes()) },
    };
}

QJsonObject opJson(const engine::OpEstimate& e)
{
    return QJsonObject {
        { QStringLiteral("name"), e.name },
        { QStringLiteral("kind"), opKindName(e.kind) },
        { QStringLiteral("phase"), phaseName(e.phase) },
        { QStringLiteral("count"), double(e.count) },
        { QStringLiteral("flops"), e.flops },
        { QStringLiteral("bytes"), e.bytes },
        { QStringLiteral("time_s"), e.timeSeconds },
        { QStringLiteral("compute_s"), e.computeSeconds },
        { QStringLiteral("memory_s"), e.memorySeconds },
        { QStringLiteral("overhead_s"), e.overheadSeconds },
        { QStringLiteral("bound"), engine::boundName(e.bound) },
        { QStringLiteral("model"), e.modelId() },
        { QStringLiteral("ran_as"), precisionName(e.ranAs) },
        { QStringLiteral("efficiency"), e.fractionOfPeak() },
        { QStringLiteral("loss_factor"), e.losses.product() },
    };
}

bool hasPower(const engine::WorkloadEstimate& w)
{
    return !w.notes.contains(QStringLiteral("no-tdp"));
}

bool hasPrice(const engine::WorkloadEstimate& w)
{
    return w.usdPerChipHour > 0;
}

// Energy without a TDP and cost without a price are unknown, not zero: JSON null.
QJsonValue orNull(bool known, double value)
{
    return known ? QJsonValue(value) : QJsonValue(QJsonValue::Null);
}

QJsonObject resultJson(const engine::WorkloadEstimate& w)
{
    QJsonArray ops;
    for (const engine::OpEstimate& e : w.ops)
        ops.append(opJson(e));
    return QJsonObject {
        { QStringLiteral("device"), w.deviceId },
        { QStringLiteral("step"), w.stepKind },
        { QStringLiteral("step_time_s"), w.stepSeconds },
        { QStringLiteral("tokens_per_s"), w.tokensPerSecond },
        { QStringLiteral("mfu"), w.mfu },
        { QStringLiteral("ttft_s"), w.timeToFirstTokenSeconds },
        { QStringLiteral("tpot_s"), w.timePerOutputTokenSeconds },
        { QStringLiteral("memory_bytes"), memoryJson(w.memory) },
        { QStringLiteral("memory_capacity_bytes"), double(w.memoryCapacityBytes) },
        { QStringLiteral("fits"), w.fits },
        { QStringLiteral("energy_j"), orNull(hasPower(w), w.energyJoulesPerStep) },
        { QStringLiteral("average_power_w"), orNull(hasPower(w), w.averagePowerWatts) },
        { QStringLiteral("cost_usd"), orNull(hasPrice(w), w.costPerStepUsd) },
        { QStringLiteral("usd_per_chip_hour"), orNull(hasPrice(w), w.usdPerChipHour) },
        { QStringLiteral("cost_per_million_tokens_usd"),
            orNull(hasPrice(w), w.costPerMillionTokensUsd) },
        { QStringLiteral("run"),
            QJsonObject { { QStringLiteral("time_s"), w.runSeconds },
                { QStringLiteral("energy_kwh"), orNull(hasPower(w), w.runEnergyKwh) },
                { QStringLiteral("co2_kg"), orNull(hasPower(w), w.runCo2Kg) },
                { QStringLiteral("cost_usd"), orNull(hasPrice(w), w.costPerRunUsd) } } },
        { QStringLiteral("breakdown"),
            QJsonObject { { QStringLiteral("compute_s"), w.computeSeconds },
                { QStringLiteral("memory_s"), w.memorySeconds },
                { QStringLiteral("comm_s"), w.communicationSeconds },
                { QStringLiteral("overhead_s"), w.overheadSeconds } } },
        { QStringLiteral("notes"), QJsonArray::fromStringList(w.notes) },
        { QStringLiteral("ops"), ops },
    };
}

QString gib(double bytes)
{
    return QString::number(bytes / double(qint64(1) << 30), 'f', 1) + QStringLiteral(" GiB");
}

QString seconds(double s)
{
    if (s >= 1)
        return QString::number(s, 'f', 3) + QStringLiteral(" s");
    if (s >= 1e-3)
        return QString::number(s * 1e3, 'f', 3) + QStringLiteral(" ms");
    return QString::number(s * 1e6, 'f', 2) + QStringLiteral(" us");
}

} // namespace

QString EstimateCommand::summary() const
{
    return tr("Estimate a workload step on catalog devices: time, MFU, memory, energy and cost");
}

void EstimateCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption(
        { QStringLiteral("workload"), tr("A preset id or a workload file."), tr("WORKLOAD") });
    DeviceOptions::add(parser);
    WorkloadOptions::add(parser);
    parser.addOption({ QStringLiteral("json"), tr("Print JSON (keys in the README).") });
    parser.addOption({ QStringLiteral("csv"), tr("Print one CSV row per device.") });
    parser.addOption({ QStringLiteral("markdown"), tr("Print a Markdown table.") });
    parser.addOption({ QStringLiteral("explain"), tr("Also print every operator's derivation.") });
}

int EstimateCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString prefix = QStringLiteral("tensorscope estimate: ");
    const int formats = int(parser.isSet(QStringLiteral("json")))
        + int(parser.isSet(QStringLiteral("csv"))) + int(parser.isSet(QStringLiteral("markdown")));
    if (formats > 1) {
        output.err << prefix << tr("choose one of --json, --csv and --markdown.\n");
        return kExitUsage;
    }
    if (!parser.isSet(QStringLiteral("workload"))) {
        output.err << prefix
                   << tr("--workload PRESET|FILE is required; 'tensorscope workload list' lists "
                         "the presets.\n");
        return kExitUsage;
    }
    const auto devices = DeviceOptions::devices(parser, prefix, output);
    if (!devices)
        return kExitUsage;
    int exitCode = kExitOk;
    const auto workload = WorkloadOptions::build(
        parser.value(QStringLiteral("workload")), parser, prefix, output, &exitCode);
    if (!workload)
        return exitCode;

    const engine::EngineOptions options;
    std::vector<engine::WorkloadEstimate> estimates;
    int status = kExitOk;
    for (const Device& device : *devices) {
        engine::EngineError error = engine::EngineError::None;
        auto w = engine::PerformanceEngine::estimate(*workload, device, options, &error);
        if (!w) {
            output.err
                << prefix
                << (error == engine::EngineError::NoMatrixRate
                           ? tr("%1 cannot run this workload (no matrix rate for its "
                                "precision).\n")
                                 .arg(device.id)
                           : tr("%1: %2.\n").arg(device.id, EngineErrorText::describe(error)));
            status = kExitFailure;
            continue;
        }
        estimates.push_back(std::move(*w));
    }

    const WorkloadSpec& spec = workload->spec();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray results;
        for (const auto& w : estimates)
            results.append(resultJson(w));
        const QJsonObject about {
            { QStringLiteral("id"), spec.id },
            { QStringLiteral("step"), stepKindName(spec.run.step) },
            { QStringLiteral("batch"), double(spec.run.globalBatch) },
            { QStringLiteral("seq"), double(spec.run.seqLength) },
            { QStringLiteral("precision"), precisionName(spec.run.activationPrecision) },
            { QStringLiteral("params"), double(workload->parameterCount()) },
            { QStringLiteral("flops_per_step"), double(workload->flopsPerStep()) },
        };
        output.out << QString::fromUtf8(QJsonDocument(
            QJsonObject { { QStringLiteral("workload"), about },
                { QStringLiteral("results"),
                    results } }).toJson(QJsonDocument::Indented));
        return status;
    }
    if (parser.isSet(QStringLiteral("csv"))) {
        output.out << QStringLiteral(
            "device,step_time_s,tokens_per_s,mfu,memory_bytes,fits,energy_j,cost_usd,"
            "compute_s,memory_s,comm_s,overhead_s\n");
        for (const auto& w : estimates)
            output.out << QStringList { w.deviceId, QString::number(w.stepSeconds, 'g', 9),
                QString::number(w.tokensPerSecond, 'g', 9), QString::number(w.mfu, 'g', 6),
                QString::number(w.memory.totalBytes()),
                w.fits ? QStringLiteral("true") : QStringLiteral("false"),
                QString::number(w.energyJoulesPerStep, 'g', 9),
                QString::number(w.costPerStepUsd, 'g', 9),
                QString::number(w.computeSeconds, 'g', 9), QString::number(w.memorySeconds, 'g', 9),
                QString::number(w.communicationSeconds, 'g', 9),
                QString::number(w.overheadSeconds, 'g', 9) }
                              .join(QLatin1Char(','))
                       << u'\n';
        return status;
    }

    const bool markdown = parser.isSet(QStringLiteral("markdown"));
    output.out << tr("%1, %2, batch %3, seq %4, %5\n\n")
                      .arg(spec.name, stepKindName(spec.run.step))
                      .arg(spec.run.globalBatch)
                      .arg(spec.run.seqLength)
                      .arg(precisionName(spec.run.activationPrecision));
    const QStringList header { tr("device"), tr("step"), tr("tokens/s"), tr("MFU"), tr("memory"),
        tr("fits"), tr("energy/step"), tr("cost/step"), tr("mostly") };
    QList<QStringList> rows;
    for (const auto& w : estimates) {
        const std::pair<double, QString> parts[] = {
            { w.computeSeconds, QStringLiteral("compute") },
            { w.memorySeconds, QStringLiteral("memory") },
            { w.communicationSeconds, QStringLiteral("communication") },
            { w.overheadSeconds, QStringLiteral("overhead") },
        };
        const auto mostly = std::max_element(std::begin(parts), std::end(parts),
            [](const auto& a, const auto& b) { return a.first < b.first; });
        rows.append({
            w.deviceId,
            seconds(w.stepSeconds),
            QString::number(w.tokensPerSecond, 'f', 0),
            QString::number(100 * w.mfu, 'f', 1) + QLatin1Char('%'),
            gib(double(w.memory.totalBytes())) + QStringLiteral(" / ")
                + gib(double(w.memoryCapacityBytes)),
            w.fits ? tr("yes") : tr("NO, does not fit"),
            hasPower(w) ? QString::number(w.energyJoulesPerStep, 'f', 1) + QStringLiteral(" J")
                        : tr("no TDP"),
            hasPrice(w) ? QStringLiteral("$") + QString::number(w.costPerStepUsd, 'g', 3)
                        : tr("no price"),
            mostly->second + QLatin1Char(' ')
                + QString::number(100 * mostly->first / w.stepSeconds, 'f', 0) + QLatin1Char('%'),
        });
    }
    if (markdown) {
        output.out << QStringLiteral("| ") << header.join(QStringLiteral(" | "))
                   << QStringLiteral(" |\n|");
        for (qsizetype i = 0; i < header.size(); ++i)
            output.out << QStringLiteral("---|");
        output.out << u'\n';
        for (const QStringList& row : rows)
            output.out << QStringLiteral("| ") << row.join(QStringLiteral(" | "))
                       << QStringLiteral(" |\n");
    } else {
        QList<qsizetype> widths;
        for (const QString& h : header)
            widths.append(h.size());
        for (const QStringList& row : rows)
            for (qsizetype i = 0; i < row.size(); ++i)
                widths[i] = std::max(widths[i], row[i].size());
        auto print = [&](const QStringList& cells) {
            for (qsizetype i = 0; i < cells.size(); ++i)
                output.out << (i ? QStringLiteral("  ") : QString())
                           << cells[i].leftJustified(widths[i]);
            output.out << u'\n';
        };
        print(header);
        for (const QStringList& row : rows)
            print(row);
    }
    if (parser.isSet(QStringLiteral("explain"))) {
        for (const auto& w : estimates) {
            output.out << tr(
                "\n%1: every operator (time per execution x count; bound; model; losses)\n")
                              .arg(w.deviceId);
            for (const engine::OpEstimate& e : w.ops) {
                output.out << tr("  %1 x%2: %3, %4-bound, %5, %6 of the roof used, losses x%7; "
                                 "compute %8, memory %9\n")
                                  .arg(e.name)
                                  .arg(e.count)
                                  .arg(seconds(e.timeSeconds), engine::boundName(e.bound),
                                      e.modelId())
                                  .arg(QString::number(100 * e.fractionOfPeak(), 'f', 1)
                                      + QLatin1Char('%'))
                                  .arg(e.losses.product(), 0, 'f', 3)
                                  .arg(seconds(e.computeSeconds), seconds(e.memorySeconds));
            }
            if (!w.notes.isEmpty())
                output.out << tr("  notes: %1\n").arg(w.notes.join(QStringLiteral(", ")));
        }
    }
    return status;
}

} // namespace ts::cli
