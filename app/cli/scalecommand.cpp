// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "scalecommand.h"

#include "workload/paralleldimension.h"

#include "controlcharacterfilter.h"

#include "common/units.h"
#include "deviceoptions.h"
#include "paralleloptions.h"
#include "report/reportformat.h"
#include "report/scalingreport.h"
#include "scaling/scalingestimator.h"
#include "workloadoptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts::cli {

QString ScaleCommand::summary() const
{
    return tr("Scale a workload over many chips: time, efficiency, communication, memory, cost");
}

void ScaleCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption(
        { QStringLiteral("workload"), tr("A preset id or a workload file."), tr("WORKLOAD") });
    DeviceOptions::add(parser);
    WorkloadOptions::add(parser);
    parser.addOption(
        { QStringLiteral("chips"), tr("Chip counts, e.g. 8,64,512."), tr("N[,N...]") });
    ParallelOptions::add(parser);
    parser.addOption({ QStringLiteral("search"),
        tr("Find the fastest legal split per chip count (the default without --dp/--tp/--pp).") });
    parser.addOption({ QStringLiteral("fewest"),
        tr("Report only the fewest chips (of --chips, else powers of two up to 65536) for which "
           "a legal split fits memory, with its fastest fitting split.") });
    parser.addOption({ QStringLiteral("no-overlap"),
        tr("Do not overlap gradient reduction with backward compute.") });
    parser.addOption({ QStringLiteral("no-serving-runtime"),
        tr("Inference: sequence-parallel gathers and NCCL only, not a serving runtime's "
           "all-reduces and one-shot kernels.") });
    parser.addOption({ QStringLiteral("json"), tr("Print JSON (keys in the README).") });
    parser.addOption({ QStringLiteral("csv"), tr("Print one CSV row per device and chip count.") });
    parser.addOption({ QStringLiteral("markdown"), tr("Print a Markdown table.") });
    parser.addOption({ QStringLiteral("explain"), tr("Also print each result's derivation.") });
}

bool ScaleCommand::readChipCounts(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, std::vector<qint64>* chipCounts)
{
    if (!parser.isSet(QStringLiteral("chips")))
        for (qint64 n = 1; n <= 65536; n *= 2)
            chipCounts->push_back(n);
    for (const QString& part : parser.isSet(QStringLiteral("chips"))
            ? parser.value(QStringLiteral("chips")).split(QLatin1Char(','))
            : QStringList()) {
        bool ok = false;
        const qint64 n = part.trimmed().toLongLong(&ok);
        if (!ok || n < 1 || n > ParallelOptions::kMaxChips) {
            output.err << prefix
                       << tr("--chips expects integers from 1 to %1, got '%2'.\n")
                              .arg(ParallelOptions::kMaxChips)
                              .arg(part);
            return false;
        }
        chipCounts->push_back(n);
    }
    return true;
}

bool ScaleCommand::scaleOnEachDevice(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, const ScalingPlan& plan, ScalingRows* results, int* status)
{
    const Workload& workload = plan.workload;
    const QList<Device>& devices = plan.devices;
    const std::vector<qint64>& chipCounts = plan.chipCounts;
    const ParallelOptions& split = plan.split;
    const ParallelConfig& base = plan.base;
    const scaling::SearchOptions& search = plan.search;
    const bool fewest = plan.fewest;
    const bool fixed = split.fixed();
    for (const Device& device : devices) {
        engine::EngineOptions options;
        options.servingRuntime = !parser.isSet(QStringLiteral("no-serving-runtime"));
        const scaling::ScalingEstimator estimator(workload, device, options);
        if (fewest) {
            auto r = estimator.fewestChipsThatFit(chipCounts, search, base);
            if (!r) {
                *status = kExitFailure;
                output.err << prefix
                           << tr("%1: no split of %2 chips or fewer fits in memory.\n")
                                  .arg(device.id)
                                  .arg(*std::max_element(chipCounts.begin(), chipCounts.end()));
                continue;
            }
            results->emplace_back(device.id, std::move(*r));
            continue;
        }
        for (qint64 chips : chipCounts) {
            std::optional<scaling::ScalingResult> r;
            if (fixed) {
                const auto c = split.fixedConfig(chips, base, prefix, output);
                if (!c)
                    return false;
                r = estimator.estimate(*c);
            } else {
                r = estimator.fastest(chips, search, base);
                if (!r)
                    r = ParallelOptions::noLegalSplit(chips);
            }
            if (!r->legal()) {
                *status = kExitFailure;
                ParallelOptions::reportProblems(prefix, device.id, *r, output);
            }
            results->emplace_back(device.id, std::move(*r));
        }
    }
    return true;
}

void ScaleCommand::printScalingTable(CommandOutput& output, const WorkloadSpec& spec,
    const ScalingRows& results, bool fixed, bool markdown)
{
    // Names come from user files: in Markdown they must not break the table.
    auto cell = [markdown](const QString& text) {
        return markdown ? report::markdownCell(text) : singleLine(text);
    };
    output.out << tr("%1, %2, batch %3, seq %4, %5%6\n\n")
                      .arg(cell(spec.name), stepKindName(spec.run.step))
                      .arg(spec.run.globalBatch)
                      .arg(spec.run.seqLength)
                      .arg(precisionName(spec.run.activationPrecision),
                          fixed ? QString() : tr("; fastest legal split per chip count"));
    const QStringList header { tr("device"), tr("chips"), tr("split"), tr("step"), tr("efficiency"),
        tr("MFU"), tr("comm (exposed)"), tr("bubble"), tr("memory/chip"), tr("fits"),
        tr("cost/step"), tr("energy/step") };
    QList<QStringList> rows;
    for (const auto& [id, r] : results) {
        if (!r.legal()) {
            rows.append(
                { cell(id), QString::number(r.chips), tr("no legal split"), QString(), QString(),
                    QString(), QString(), QString(), QString(), QString(), QString(), QString() });
            continue;
        }
        rows.append({
            cell(id),
            QString::number(r.chips),
            r.config.label(),
            units::durationText(r.stepSeconds),
            QString::number(100 * r.scalingEfficiency, 'f', 1) + QLatin1Char('%'),
            QString::number(100 * r.mfu, 'f', 1) + QLatin1Char('%'),
            units::durationText(r.commSeconds) + QStringLiteral(" (")
                + QString::number(100 * r.commShare(), 'f', 1) + QStringLiteral("%)"),
            units::durationText(r.bubbleSeconds),
            QString::number(double(r.memoryPerChipBytes) / double(qint64(1) << 30), 'f', 1)
                + QStringLiteral(" GiB"),
            r.fits ? tr("yes") : tr("NO"),
            r.hasPrice ? QStringLiteral("$") + QString::number(r.costUsd, 'g', 3) : tr("no price"),
            r.hasPower ? QString::number(r.energyJoules / 1e3, 'f', 1) + QStringLiteral(" kJ")
                       : tr("no TDP"),
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
                widths[i] = std::max(widths[i], singleLine(row[i]).size());
        auto print = [&](const QStringList& cells) {
            for (qsizetype i = 0; i < cells.size(); ++i)
                output.out << (i ? QStringLiteral("  ") : QString())
                           << singleLine(cells[i]).leftJustified(widths[i]);
            output.out << u'\n';
        };
        print(header);
        for (const QStringList& row : rows)
            print(row);
    }
}

void ScaleCommand::printScalingDerivations(CommandOutput& output, const ScalingRows& results)
{
    for (const auto& [id, r] : results) {
        output.out << tr("\n%1, %2 chips, %3:\n").arg(id).arg(r.chips).arg(r.config.label());
        for (const QString& line : r.derivation)
            output.out << QStringLiteral("  ") << line << u'\n';
        if (!r.notes.isEmpty())
            output.out << tr("  notes: %1\n").arg(r.notes.join(QStringLiteral(", ")));
    }
}

int ScaleCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString prefix = QStringLiteral("tensorscope scale: ");
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
    const bool fewest = parser.isSet(QStringLiteral("fewest"));
    if (!parser.isSet(QStringLiteral("chips")) && !fewest) {
        output.err << prefix << tr("--chips N[,N...] is required, e.g. --chips 8,64,512.\n");
        return kExitUsage;
    }
    std::vector<qint64> chipCounts;
    if (!readChipCounts(parser, prefix, output, &chipCounts))
        return kExitUsage;
    const auto split = ParallelOptions::read(parser, prefix, output);
    if (!split)
        return kExitUsage;
    const bool fixed = split->fixed();
    if (fixed && parser.isSet(QStringLiteral("search"))) {
        output.err << prefix << tr("give either --dp/--tp/--pp or --search, not both.\n");
        return kExitUsage;
    }
    if (fixed && fewest) {
        output.err << prefix << tr("--fewest searches the splits; it takes no --dp/--tp/--pp.\n");
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

    const ParallelConfig base = split->base(*workload, !parser.isSet(QStringLiteral("no-overlap")));
    const scaling::SearchOptions search = split->search();

    int status = kExitOk;
    ScalingRows results;
    const ScalingPlan plan { *workload, *devices, chipCounts, *split, base, search, fewest };
    if (!scaleOnEachDevice(parser, prefix, output, plan, &results, &status))
        return kExitUsage;

    if (parser.isSet(QStringLiteral("json"))) {
        const QJsonObject document = report::ScalingReport::documentJson(
            *workload, !fixed, results, &ParallelOptions::engineProblemText);
        output.out << QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented));
        return status;
    }
    if (parser.isSet(QStringLiteral("csv"))) {
        output.out << report::ScalingReport::toCsv(results);
        return status;
    }

    const bool markdown = parser.isSet(QStringLiteral("markdown"));
    printScalingTable(output, workload->spec(), results, fixed, markdown);
    if (parser.isSet(QStringLiteral("explain")))
        printScalingDerivations(output, results);
    return status;
}

} // namespace ts::cli
