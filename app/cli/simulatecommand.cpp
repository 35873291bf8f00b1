// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simulatecommand.h"

#include "common/checkedint.h"
#include "deviceoptions.h"
#include "io/numberparsing.h"

#include "interruptguard.h"
#include "systolic/cyclemodel.h"
#include "systolic/streamedsimulation.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <limits>
#include <optional>

namespace ts::cli {

namespace {

using namespace ts::systolic;

const QString kTargetSystolic = QStringLiteral("systolic");
const QString kTargetSimt = QStringLiteral("simt");

/// The seed of the generated operands: a function of the GEMM, so that a run is repeatable.
std::uint32_t operandSeed(GemmShape gemm)
{
    return quint32(gemm.m() * 73856093 ^ gemm.k() * 19349663 ^ gemm.n() * 83492791);
}

} // namespace

QString SimulateCommand::summary() const
{
    return tr("Run a simulator in batch mode: 'simulate systolic' runs a GEMM on a systolic array, "
              "'simulate simt' on a GPU's SMs and warps");
}

void SimulateCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addPositionalArgument(
        QStringLiteral("target"), tr("What to simulate: systolic or simt."));
    parser.addOption({ QStringLiteral("rows"), tr("Systolic array rows (PEs)."), tr("R") });
    parser.addOption({ QStringLiteral("cols"), tr("Systolic array columns (PEs)."), tr("C") });
    parser.addOption({ QStringLiteral("dataflow"),
        tr("os (output stationary), ws (weight stationary) or is (input stationary)."),
        tr("DATAFLOW") });
    parser.addOption({ QStringLiteral("m"), tr("GEMM rows of A and C."), tr("M") });
    parser.addOption({ QStringLiteral("k"), tr("GEMM reduction dimension."), tr("K") });
    parser.addOption({ QStringLiteral("n"), tr("GEMM columns of B and C."), tr("N") });
    parser.addOption({ QStringLiteral("method"),
        tr("auto (default: simulate unless the GEMM is too large), simulate or closed-form."),
        tr("METHOD"), QStringLiteral("auto") });
    parser.addOption({ QStringLiteral("json"), tr("Print the result as JSON.") });
    DeviceOptions::add(parser);
    parser.addOption({ QStringLiteral("tile"),
        tr("simt: CTA tile MxNxK (default 128x128 with 64-byte K-slabs: 128x128x32 for bf16)."),
        tr("MxNxK"), QStringLiteral("128x128x32") });
    parser.addOption({ QStringLiteral("precision"),
        tr("simt: input precision, %1 (default bf16).")
            .arg(precisionNames().join(QStringLiteral(", "))),
        tr("P"), QStringLiteral("bf16") });
}

int SimulateCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        output.err << tr("tensorscope simulate: expected one target, e.g. 'tensorscope simulate "
                         "systolic --rows 8 --cols 8 --dataflow ws --m 64 --k 64 --n 64'.\n");
        return kExitUsage;
    }
    if (positional.constFirst() == kTargetSystolic)
        return runSystolic(parser, output);
    if (positional.constFirst() == kTargetSimt)
        return runSimt(parser, output);
    output.err << tr("tensorscope simulate: unknown target '%1'; expected: systolic or simt.\n")
                      .arg(positional.constFirst());
    return kExitUsage;
}

// One `simulate systolic` run: what the command line asks and what the closed form and the
// simulator found.
struct SimulateCommand::SystolicRun
{
    Dataflow dataflow = Dataflow::OutputStationary;
    ArrayShape array;
    GemmShape gemm;
    QString method;
    std::optional<CycleEstimate> estimate;
    bool simulated = false;
    std::int64_t cycles = 0;
    std::int64_t folds = 0;
    std::optional<bool> productOk;
    std::optional<StreamedResult> outcome;
    double utilization = 0;
};

bool SimulateCommand::readSystolicRequest(const QCommandLineParser& parser, const QString& prefix,
    CommandOutput& output, SystolicRun* run)
{
    const std::int64_t maxDim = std::numeric_limits<std::int64_t>::max();
    struct Field
    {
        const char* option;
        std::int64_t max;
        std::optional<std::int64_t> value;
    };
    Field fields[] = { { "rows", kMaxArraySide, {} }, { "cols", kMaxArraySide, {} },
        { "m", maxDim, {} }, { "k", maxDim, {} }, { "n", maxDim, {} } };
    for (Field& f : fields) {
        const QString option = QString::fromLatin1(f.option);
        if (!parser.isSet(option)) {
            output.err << prefix + tr("--%1 is required.\n").arg(option);
            return false;
        }
        f.value = io::parseInteger(parser.value(option), 1, f.max);
        if (!f.value) {
            output.err << prefix
                    + tr("--%1 '%2': expected an integer from 1 to %3.\n")
                          .arg(option, parser.value(option))
                          .arg(f.max);
            return false;
        }
    }
    if (!parser.isSet(QStringLiteral("dataflow"))) {
        output.err << prefix + tr("--dataflow is required (os, ws or is).\n");
        return false;
    }
    const std::optional<Dataflow> dataflow
        = dataflowFromName(parser.value(QStringLiteral("dataflow")));
    if (!dataflow) {
        output.err << prefix
                + tr("--dataflow '%1': expected os, ws or is.\n")
                      .arg(parser.value(QStringLiteral("dataflow")));
        return false;
    }
    run->method = parser.value(QStringLiteral("method")).trimmed().toLower();
    if (run->method != QLatin1String("auto") && run->method != QLatin1String("simulate")
        && run->method != QLatin1String("closed-form")) {
        output.err << prefix
                + tr("--method '%1': expected auto, simulate or closed-form.\n")
                      .arg(parser.value(QStringLiteral("method")));
        return false;
    }

    run->dataflow = *dataflow;
    run->array = ArrayShape { int(*fields[0].value), int(*fields[1].value) };
    run->gemm
        = GemmShape { GemmM(*fields[2].value), GemmN(*fields[4].value), GemmK(*fields[3].value) };
    return true;
}

bool SimulateCommand::simulateSystolic(
    const QString& prefix, CommandOutput& output, SystolicRun* run, int* exitCode)
{
    // Progress on stderr once a second after the first; Ctrl-C stops between steps.
    const InterruptGuard guard;
    QElapsedTimer timer;
    timer.start();
    qint64 nextReportMs = 1000;
    const QLocale locale;
    auto progress = [&](const StreamedProgress& p) {
        if (InterruptGuard::interrupted())
            return false;
        const qint64 elapsedMs = timer.elapsed();
        if (elapsedMs >= nextReportMs && p.cyclesDone > 0) {
            nextReportMs = elapsedMs + 1000;
            const double fraction = double(p.cyclesDone) / double(p.clockCycles);
            const double leftSeconds = double(elapsedMs) * 1e-3 * (1.0 - fraction) / fraction;
            //: Progress of a long simulation on stderr: percent done, folds, time left.
            output.err << tr("simulating: %1 % (fold %2 of %3), about %4 s left\n")
                              .arg(locale.toString(100.0 * fraction, 'f', 1),
                                  locale.toString(qint64(p.foldsDone + 1)),
                                  locale.toString(qint64(p.folds)),
                                  locale.toString(leftSeconds, 'f', 0));
            output.err.flush();
        }
        return true;
    };
    run->outcome = StreamedSimulation::run(
        run->dataflow, run->array, run->gemm, operandSeed(run->gemm), progress);
    if (!run->outcome) {
        output.err << prefix + tr("the simulator rejected this shape.\n");
        *exitCode = kExitFailure;
        return false;
    }
    if (run->outcome->cancelled) {
        output.err << prefix
                + tr("interrupted after %1 of %2 cycles (%3 of %4 folds); nothing printed.\n")
                      .arg(locale.toString(qint64(run->outcome->clockCycles)),
                          locale.toString(qint64(run->estimate->clockCycles)),
                          locale.toString(qint64(run->outcome->folds)),
                          locale.toString(qint64(run->estimate->folds)));
        *exitCode = kExitInterrupted;
        return false;
    }
    run->cycles = run->outcome->clockCycles - 1;
    run->folds = run->outcome->folds;
    run->productOk = run->outcome->productOk();
    return true;
}

void SimulateCommand::writeSystolicJson(const SystolicRun& run, CommandOutput& output)
{
    const Dataflow dataflow = run.dataflow;
    const ArrayShape& array = run.array;
    const GemmShape& gemm = run.gemm;
    const std::optional<CycleEstimate>& estimate = run.estimate;
    const bool simulated = run.simulated;
    const std::int64_t cycles = run.cycles;
    const std::int64_t folds = run.folds;
    const std::optional<bool>& productOk = run.productOk;
    const std::optional<StreamedResult>& outcome = run.outcome;
    const double utilization = run.utilization;
    QJsonObject json;
    json[QStringLiteral("target")] = kTargetSystolic;
    json[QStringLiteral("dataflow")] = dataflowName(dataflow);
    json[QStringLiteral("rows")] = array.rows;
    json[QStringLiteral("cols")] = array.cols;
    json[QStringLiteral("m")] = qint64(gemm.m());
    json[QStringLiteral("k")] = qint64(gemm.k());
    json[QStringLiteral("n")] = qint64(gemm.n());
    json[QStringLiteral("method")]
        = simulated ? QStringLiteral("simulated") : QStringLiteral("closed_form");
    json[QStringLiteral("cycles")] = qint64(cycles);
    json[QStringLiteral("clock_cycles")] = qint64(cycles + 1);
    json[QStringLiteral("folds")] = qint64(folds);
    json[QStringLiteral("row_folds")] = qint64(estimate->rowFolds);
    json[QStringLiteral("col_folds")] = qint64(estimate->colFolds);
    json[QStringLiteral("cycles_per_fold")] = qint64(estimate->cyclesPerFold);
    json[QStringLiteral("macs")] = qint64(estimate->macs);
    json[QStringLiteral("utilization")] = utilization;
    json[QStringLiteral("utilization_pct")] = 100.0 * utilization;
    json[QStringLiteral("mapping_efficiency")] = estimate->mappingEfficiency;
    json[QStringLiteral("mapping_efficiency_pct")] = 100.0 * estimate->mappingEfficiency;
    json[QStringLiteral("product_ok")] = productOk ? QJsonValue(*productOk) : QJsonValue();
    json[QStringLiteral("pe_updates")]
        = outcome ? QJsonValue(qint64(outcome->peUpdates)) : QJsonValue();
    json[QStringLiteral("product_mismatches")]
        = outcome ? QJsonValue(qint64(outcome->mismatches)) : QJsonValue();
    json[QStringLiteral("product_checksum")]
        = outcome ? QJsonValue(qint64(outcome->checksum)) : QJsonValue();
    json[QStringLiteral("simulation_limit_pe_updates")] = qint64(kMaxSimulatedPeUpdates);
    output.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
}

void SimulateCommand::writeSystolicText(const SystolicRun& run, CommandOutput& output)
{
    const Dataflow dataflow = run.dataflow;
    const ArrayShape& array = run.array;
    const GemmShape& gemm = run.gemm;
    const std::optional<CycleEstimate>& estimate = run.estimate;
    const bool simulated = run.simulated;
    const std::int64_t cycles = run.cycles;
    const std::int64_t folds = run.folds;
    const std::optional<bool>& productOk = run.productOk;
    const std::optional<StreamedResult>& outcome = run.outcome;
    const double utilization = run.utilization;
    const QLocale locale;
    output.out << tr("Systolic array %1x%2, %3 dataflow, GEMM M=%4 N=%5 K=%6\n")
                      .arg(array.rows)
                      .arg(array.cols)
                      .arg(dataflowName(dataflow))
                      .arg(gemm.m())
                      .arg(gemm.n())
                      .arg(gemm.k());
    output.out << tr("Method:             %1\n")
                      .arg(simulated ? tr("simulated (register level)")
                              : run.method == QLatin1String("closed-form")
                              ? tr("closed form (as asked)")
                              : tr("closed form (too large to simulate)"));
    output.out << tr("Cycles:             %1 (SCALE-Sim Total Cycles)\n")
                      .arg(locale.toString(qint64(cycles)));
    output.out << tr("Folds:              %1 (%2 x %3), %4 cycles each\n")
                      .arg(locale.toString(qint64(folds)))
                      .arg(estimate->rowFolds)
                      .arg(estimate->colFolds)
                      .arg(locale.toString(qint64(estimate->cyclesPerFold)));
    output.out
        << tr("Utilization:        %1 %\n").arg(locale.toString(100.0 * utilization, 'f', 3));
    output.out << tr("Mapping efficiency: %1 %\n")
                      .arg(locale.toString(100.0 * estimate->mappingEfficiency, 'f', 3));
    output.out << tr("Product check:      %1\n")
                      .arg(!productOk ? tr("not run (closed form)")
                              : *productOk
                              ? tr("exact match with the reference, tile by tile")
                              : tr("MISMATCH (%1 values differ)")
                                    .arg(locale.toString(qint64(outcome->mismatches))));
}

int SimulateCommand::runSystolic(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString prefix = QStringLiteral("tensorscope simulate systolic: ");
    SystolicRun run;
    if (!readSystolicRequest(parser, prefix, output, &run))
        return kExitUsage;
    const ArrayShape& array = run.array;
    EstimateError error = EstimateError::None;
    run.estimate = estimateCycles(run.dataflow, array, run.gemm, &error);
    const std::optional<CycleEstimate>& estimate = run.estimate;
    if (!estimate) {
        output.err << prefix
                + tr("the cycle count of this GEMM on this array does not fit in 64 bits.\n");
        return kExitUsage;
    }

    // The simulator's memory grows with the array only; its time with the PE-updates, which
    // decide what `auto` simulates.
    const CheckedInt peUpdates
        = CheckedInt(estimate->clockCycles) * (std::int64_t(array.rows) * array.cols);
    const bool tooMuchWork = peUpdates.overflow() || peUpdates.value() > kMaxSimulatedPeUpdates;
    const bool arrayTooLarge = std::int64_t(array.rows) * array.cols > kMaxSimulatedPes;
    const QString& method = run.method;
    if (method == QLatin1String("simulate") && arrayTooLarge) {
        output.err << prefix
                + tr("an array of %1 PEs is too large to simulate (at most %2); use --method "
                     "auto or closed-form.\n")
                      .arg(std::int64_t(array.rows) * array.cols)
                      .arg(kMaxSimulatedPes);
        return kExitUsage;
    }
    run.simulated = method == QLatin1String("simulate")
        || (method == QLatin1String("auto") && !tooMuchWork && !arrayTooLarge);

    run.cycles = estimate->cycles;
    run.folds = estimate->folds;
    int exitCode = kExitOk;
    if (run.simulated && !simulateSystolic(prefix, output, &run, &exitCode))
        return exitCode;
    // The utilization SCALE-Sim reports, on the cycles actually found.
    const std::int64_t cycles = run.cycles;
    run.utilization = cycles == estimate->cycles ? estimate->utilization
                                                 : estimate->utilization * double(estimate->cycles)
            / double(std::max<std::int64_t>(1, cycles));

    if (parser.isSet(QStringLiteral("json")))
        writeSystolicJson(run, output);
    else
        writeSystolicText(run, output);
    return run.productOk.value_or(true) ? kExitOk : kExitFailure;
}

} // namespace ts::cli
