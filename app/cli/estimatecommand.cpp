// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "estimatecommand.h"

#include "common/units.h"
#include "controlcharacterfilter.h"

#include "deviceoptions.h"
#include "engine/performanceengine.h"
#include "io/numberparsing.h"
#include "models/engineerrortext.h"
#include "paralleloptions.h"
#include "report/estimatereport.h"
#include "report/jobreport.h"
#include "report/reportformat.h"
#include "workloadoptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts::cli {

namespace {

using report::EstimateReport;

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
    parser.addOption({ QStringLiteral("chips"),
        tr("Run the step on N chips through the scaling model: the split --dp/--tp/--pp/--ep/"
           "--zero gives, else the fastest that fits memory (--auto)."),
        tr("N") });
    parser.addOption({ QStringLiteral("auto"),
        tr("With --chips: search the fastest legal split that fits memory (the default).") });
    ParallelOptions::add(parser);
    parser.addOption({ QStringLiteral("tokens"),
        tr("Tokens to train on or to generate: adds the whole job's steps, time, energy and "
           "cost."),
        tr("T") });
    parser.addOption({ QStringLiteral("pue"),
        tr("Power usage effectiveness of the data centre for facility energy (default 1.58)."),
        tr("P") });
    parser.addOption({ QStringLiteral("price-kind"),
        tr("Which prices: on-demand (default), spot, committed-1y or committed-3y."), tr("KIND") });
    parser.addOption({ QStringLiteral("price-basis"),
        tr("Among a device's prices of that kind: first (the catalog's reference quote, "
           "default) or cheapest."),
        tr("BASIS") });
    parser.addOption({ QStringLiteral("price-provider"),
        tr("Only prices from a provider whose name contains TEXT (e.g. \"Google Cloud\", "
           "\"AWS\"): one provider for every device."),
        tr("TEXT") });
    parser.addOption({ QStringLiteral("json"), tr("Print JSON (keys in the README).") });
    parser.addOption({ QStringLiteral("csv"), tr("Print one CSV row per device.") });
    parser.addOption({ QStringLiteral("markdown"), tr("Print a Markdown table.") });
    parser.addOption({ QStringLiteral("explain"), tr("Also print every operator's derivation.") });
}

bool EstimateCommand::readPriceOptions(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, engine::EngineOptions* options)
{
    // The price basis: which quote of each device every cost uses.
    if (parser.isSet(QStringLiteral("price-kind"))) {
        const QString kind = parser.value(QStringLiteral("price-kind"));
        if (!Device::priceKindNames().contains(kind)) {
            output.err << prefix
                       << tr("--price-kind '%1': expected %2.\n")
                              .arg(kind, Device::priceKindNames().join(QStringLiteral(", ")));
            return false;
        }
        options->priceKind = kind;
    }
    if (parser.isSet(QStringLiteral("price-basis"))) {
        const QString basis = parser.value(QStringLiteral("price-basis"));
        const auto choice = engine::EngineOptions::priceChoiceFromName(basis);
        if (!choice) {
            output.err << prefix
                       << tr("--price-basis '%1': expected first or cheapest.\n").arg(basis);
            return false;
        }
        options->priceChoice = *choice;
    }
    if (parser.isSet(QStringLiteral("price-provider"))) {
        const QString provider = parser.value(QStringLiteral("price-provider")).trimmed();
        if (provider.isEmpty() || provider.size() > 128) {
            output.err << prefix
                       << tr("--price-provider: expected 1 to 128 characters of a provider's "
                             "name.\n");
            return false;
        }
        options->priceProvider = provider;
    }
    return true;
}

bool EstimateCommand::readJobOptions(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, Job* job, engine::EngineOptions* options)
{
    // The job options: numbers first, then how they combine (all usage errors).
    for (const QString& name :
        { QStringLiteral("chips"), QStringLiteral("tokens"), QStringLiteral("pue") }) {
        if (!parser.isSet(name))
            continue;
        const QString text = parser.value(name);
        io::NumberProblem problem = io::NumberProblem::None;
        QString minimum = QStringLiteral("1");
        QString maximum;
        bool ok = false;
        if (name == QLatin1String("chips")) {
            maximum = QString::number(ParallelOptions::kMaxChips);
            const auto value = io::parseInteger(text, 1, ParallelOptions::kMaxChips, &problem);
            ok = value.has_value();
            job->chips = value.value_or(0);
        } else if (name == QLatin1String("tokens")) {
            constexpr double kMaxTokens = 1e18;
            maximum = QStringLiteral("1e18");
            const auto value = io::parseNumber(text, 1, kMaxTokens, &problem);
            ok = value.has_value();
            job->tokens = value;
        } else {
            maximum = QStringLiteral("10"); // EngineOptions::problem()'s range
            const auto value = io::parseNumber(text, 1, 10, &problem);
            ok = value.has_value();
            options->powerUsageEffectiveness = value.value_or(options->powerUsageEffectiveness);
        }
        if (!ok) {
            output.err << prefix
                       << WorkloadOptions::tr("--%1 '%2' %3.\n")
                              .arg(name, text, io::describeProblem(problem, minimum, maximum));
            return false;
        }
    }
    if (!readPriceOptions(parser, prefix, output, options))
        return false;
    const auto split = ParallelOptions::read(parser, prefix, output);
    if (!split)
        return false;
    job->split = *split;
    if (job->chips == 0) {
        QStringList needChips = ParallelOptions::names();
        needChips.append(QStringLiteral("auto"));
        for (const QString& name : needChips) {
            if (parser.isSet(name)) {
                output.err << prefix
                           << tr("--%1 needs --chips N (the chips the job runs on).\n").arg(name);
                return false;
            }
        }
    }
    if (split->fixed() && parser.isSet(QStringLiteral("auto"))) {
        output.err << prefix << tr("give either --dp/--tp/--pp or --auto, not both.\n");
        return false;
    }
    return true;
}

int EstimateCommand::estimateOnEachDevice(const Workload& workload, const QList<Device>& devices,
    const engine::EngineOptions& options, const QString& prefix, CommandOutput& output,
    std::vector<report::EstimateRow>* rows)
{
    int status = kExitOk;
    for (const Device& device : devices) {
        engine::EngineError error = engine::EngineError::None;
        auto w = engine::PerformanceEngine::estimate(workload, device, options, &error);
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
        rows->push_back({ device.id, device.name, std::move(*w), engine::EngineError::None });
    }
    return status;
}

void EstimateCommand::printEstimateJson(CommandOutput& output, const Workload& workload,
    const QList<Device>& devices, const std::vector<report::EstimateRow>& rows,
    const engine::EngineOptions& options, const Job& job)
{
    // EstimateReport writes what the window exports too; the operators are the CLI's own.
    QJsonObject root = EstimateReport::documentJson(&workload, rows);
    QJsonArray results = root.value(QStringLiteral("results")).toArray();
    for (qsizetype i = 0; i < results.size(); ++i) {
        QJsonObject result = results[i].toObject();
        result.insert(
            QStringLiteral("ops"), EstimateReport::operatorsJson(*rows[std::size_t(i)].estimate));
        if (job.tokens)
            insertSingleChipJobKeys(result, *rows[std::size_t(i)].estimate, options, job);
        results[i] = result;
    }
    root.insert(QStringLiteral("results"), results);
    root.insert(
        QStringLiteral("verdict"), verdictJson(workload, devices, options, job, std::nullopt));
    output.out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

void EstimateCommand::printEstimateTable(CommandOutput& output, const WorkloadSpec& spec,
    const std::vector<report::EstimateRow>& rows, bool markdown)
{
    // Names come from user files: in Markdown they must not break the table.
    auto cell = [markdown](const QString& text) {
        return markdown ? report::markdownCell(text) : singleLine(text);
    };
    output.out << tr("%1, %2, batch %3, seq %4, %5\n\n")
                      .arg(cell(spec.name), stepKindName(spec.run.step))
                      .arg(spec.run.globalBatch)
                      .arg(spec.run.seqLength)
                      .arg(precisionName(spec.run.activationPrecision));
    const QStringList header { tr("device"), tr("step"), tr("tokens/s"), tr("MFU"), tr("memory"),
        tr("fits"), tr("energy/step"), tr("cost/step"), tr("mostly") };
    QList<QStringList> table;
    for (const report::EstimateRow& row : rows) {
        const engine::WorkloadEstimate& w = *row.estimate;
        const std::pair<double, QString> parts[] = {
            { w.computeSeconds, QStringLiteral("compute") },
            { w.memorySeconds, QStringLiteral("memory") },
            { w.communicationSeconds, QStringLiteral("communication") },
            { w.overheadSeconds, QStringLiteral("overhead") },
        };
        const auto mostly = std::max_element(std::begin(parts), std::end(parts),
            [](const auto& a, const auto& b) { return a.first < b.first; });
        table.append({
            cell(w.deviceId),
            units::durationText(w.stepSeconds),
            QString::number(w.tokensPerSecond, 'f', 0),
            QString::number(100 * w.mfu, 'f', 1) + QLatin1Char('%'),
            units::gibText(double(w.memory.totalBytes()), 1) + QStringLiteral(" / ")
                + units::gibText(double(w.memoryCapacityBytes), 1),
            w.fits ? tr("yes") : tr("NO, does not fit"),
            EstimateReport::hasPower(w)
                ? QString::number(w.energyJoulesPerStep, 'f', 1) + QStringLiteral(" J")
                : tr("no TDP"),
            EstimateReport::hasPrice(w)
                ? QStringLiteral("$") + QString::number(w.costPerStepUsd, 'g', 3)
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
        for (const QStringList& row : table)
            output.out << QStringLiteral("| ") << row.join(QStringLiteral(" | "))
                       << QStringLiteral(" |\n");
    } else {
        QList<qsizetype> widths;
        for (const QString& h : header)
            widths.append(h.size());
        for (const QStringList& row : table)
            for (qsizetype i = 0; i < row.size(); ++i)
                widths[i] = std::max(widths[i], singleLine(row[i]).size());
        auto print = [&](const QStringList& cells) {
            for (qsizetype i = 0; i < cells.size(); ++i)
                output.out << (i ? QStringLiteral("  ") : QString())
                           << singleLine(cells[i]).leftJustified(widths[i]);
            output.out << u'\n';
        };
        print(header);
        for (const QStringList& row : table)
            print(row);
    }
}

void EstimateCommand::printOperatorDerivations(
    CommandOutput& output, const std::vector<report::EstimateRow>& rows)
{
    for (const report::EstimateRow& row : rows) {
        const engine::WorkloadEstimate& w = *row.estimate;
        output.out << tr(
            "\n%1: every operator (time per execution x count; bound; model; losses)\n")
                          .arg(w.deviceId);
        for (const engine::OpEstimate& e : w.ops) {
            output.out << tr("  %1 x%2: %3, %4-bound, %5, %6 of the roof used, losses x%7; "
                             "compute %8, memory %9\n")
                              .arg(singleLine(e.name))
                              .arg(e.count)
                              .arg(units::durationText(e.timeSeconds), engine::boundName(e.bound),
                                  e.modelId())
                              .arg(QString::number(100 * e.fractionOfPeak(), 'f', 1)
                                  + QLatin1Char('%'))
                              .arg(e.losses.product(), 0, 'f', 3)
                              .arg(units::durationText(e.computeSeconds),
                                  units::durationText(e.memorySeconds));
        }
        if (!w.notes.isEmpty())
            output.out << tr("  notes: %1\n").arg(w.notes.join(QStringLiteral(", ")));
    }
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
    Job job;
    engine::EngineOptions options;
    if (!readJobOptions(parser, prefix, output, &job, &options))
        return kExitUsage;

    const auto devices = DeviceOptions::devices(parser, prefix, output);
    if (!devices)
        return kExitUsage;
    int exitCode = kExitOk;
    const auto workload = WorkloadOptions::build(
        parser.value(QStringLiteral("workload")), parser, prefix, output, &exitCode);
    if (!workload)
        return exitCode;
    if (job.chips > 0)
        return runMultiChipJob(parser, output, *workload, *devices, options, job);
    std::vector<report::EstimateRow> rows;
    const int status = estimateOnEachDevice(*workload, *devices, options, prefix, output, &rows);

    if (parser.isSet(QStringLiteral("json"))) {
        printEstimateJson(output, *workload, *devices, rows, options, job);
        return status;
    }
    if (parser.isSet(QStringLiteral("csv"))) {
        output.out << (job.tokens ? singleChipJobCsv(rows, options, job)
                                  : EstimateReport::toCsv(rows));
        return status;
    }

    const bool markdown = parser.isSet(QStringLiteral("markdown"));
    printEstimateTable(output, workload->spec(), rows, markdown);
    if (job.tokens)
        printSingleChipJobTable(output, rows, options, job, markdown);
    if (parser.isSet(QStringLiteral("explain")))
        printOperatorDerivations(output, rows);
    return status;
}

} // namespace ts::cli
