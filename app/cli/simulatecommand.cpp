// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simulatecommand.h"

#include "common/checkedint.h"
#include "deviceoptions.h"
#include "io/numberparsing.h"

#include "systolic/cyclemodel.h"
#include "systolic/systolicsimulator.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRandomGenerator>
#include <limits>
#include <optional>

namespace ts::cli {

namespace {

using namespace ts::systolic;

const QString kTargetSystolic = QStringLiteral("systolic");
const QString kTargetSimt = QStringLiteral("simt");

struct SimulationOutcome
{
    std::int64_t clockCycles = 0;
    std::int64_t folds = 0;
    std::int64_t peUpdates = 0;
    bool productOk = false;
};

/// Deterministic operands in the int8 range (what an INT8 matrix unit multiplies), so that the
/// product check is exact and repeatable.
template <typename Scalar>
typename SystolicSimulator<Scalar>::Matrix operand(
    std::int64_t rows, std::int64_t cols, QRandomGenerator& rng)
{
    typename SystolicSimulator<Scalar>::Matrix m(rows, cols);
    for (Eigen::Index c = 0; c < m.cols(); ++c)
        for (Eigen::Index r = 0; r < m.rows(); ++r)
            m(r, c) = Scalar(rng.bounded(-128, 128));
    return m;
}

template <typename Scalar>
std::optional<SimulationOutcome> simulate(Dataflow dataflow, ArrayShape array, GemmShape gemm)
{
    QRandomGenerator rng(quint32(gemm.m() * 73856093 ^ gemm.k() * 19349663 ^ gemm.n() * 83492791));
    const auto a = operand<Scalar>(gemm.m(), gemm.k(), rng);
    const auto b = operand<Scalar>(gemm.k(), gemm.n(), rng);
    auto simulator = SystolicSimulator<Scalar>::create(dataflow, array, a, b);
    if (!simulator)
        return std::nullopt;
    SimulationOutcome outcome;
    outcome.clockCycles = simulator->run();
    outcome.folds = simulator->foldsCompleted();
    outcome.peUpdates = simulator->peUpdates();
    outcome.productOk = simulator->product() == a * b;
    return outcome;
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

int SimulateCommand::runSystolic(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString prefix = QStringLiteral("tensorscope simulate systolic: ");
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
            return kExitUsage;
        }
        f.value = io::parseInteger(parser.value(option), 1, f.max);
        if (!f.value) {
            output.err << prefix
                    + tr("--%1 '%2': expected an integer from 1 to %3.\n")
                          .arg(option, parser.value(option))
                          .arg(f.max);
            return kExitUsage;
        }
    }
    if (!parser.isSet(QStringLiteral("dataflow"))) {
        output.err << prefix + tr("--dataflow is required (os, ws or is).\n");
        return kExitUsage;
    }
    const std::optional<Dataflow> dataflow
        = dataflowFromName(parser.value(QStringLiteral("dataflow")));
    if (!dataflow) {
        output.err << prefix
                + tr("--dataflow '%1': expected os, ws or is.\n")
                      .arg(parser.value(QStringLiteral("dataflow")));
        return kExitUsage;
    }
    const QString method = parser.value(QStringLiteral("method")).trimmed().toLower();
    if (method != QLatin1String("auto") && method != QLatin1String("simulate")
        && method != QLatin1String("closed-form")) {
        output.err << prefix
                + tr("--method '%1': expected auto, simulate or closed-form.\n")
                      .arg(parser.value(QStringLiteral("method")));
        return kExitUsage;
    }

    const ArrayShape array { int(*fields[0].value), int(*fields[1].value) };
    const GemmShape gemm { GemmM(*fields[2].value), GemmN(*fields[4].value),
        GemmK(*fields[3].value) };
    EstimateError error = EstimateError::None;
    const std::optional<CycleEstimate> estimate = estimateCycles(*dataflow, array, gemm, &error);
    if (!estimate) {
        output.err << prefix
                + tr("the cycle count of this GEMM on this array does not fit in 64 bits.\n");
        return kExitUsage;
    }

    // Work and memory a simulation would need; beyond the limits, answer from the closed form.
    const CheckedInt peUpdates
        = CheckedInt(estimate->clockCycles) * (std::int64_t(array.rows) * array.cols);
    const bool tooMuchWork = peUpdates.overflow() || peUpdates.value() > kMaxSimulatedPeUpdates;
    auto tooBig = [](std::int64_t x, std::int64_t y) {
        const CheckedInt product = CheckedInt(x) * y;
        return product.overflow() || product.value() > kMaxSimulatedElements;
    };
    const bool tooMuchMemory
        = tooBig(gemm.m(), gemm.k()) || tooBig(gemm.k(), gemm.n()) || tooBig(gemm.m(), gemm.n());
    const bool simulatable = !tooMuchWork && !tooMuchMemory;
    if (method == QLatin1String("simulate") && !simulatable) {
        output.err << prefix
                + tr("this GEMM is too large to simulate (%1 PE-updates, limit %2; at most %3 "
                     "elements per matrix); use --method auto or closed-form.\n")
                      .arg(tooMuchWork ? QStringLiteral(">%1").arg(kMaxSimulatedPeUpdates)
                                       : QString::number(peUpdates.value()))
                      .arg(kMaxSimulatedPeUpdates)
                      .arg(kMaxSimulatedElements);
        return kExitUsage;
    }
    const bool simulated = method != QLatin1String("closed-form") && simulatable;

    std::int64_t cycles = estimate->cycles;
    std::int64_t folds = estimate->folds;
    std::optional<bool> productOk;
    std::int64_t simulatedPeUpdates = 0;
    if (simulated) {
        // int32 holds every partial sum while K·128² < 2³¹; wider reductions use int64.
        const std::optional<SimulationOutcome> outcome = gemm.k() < (std::int64_t(1) << 17)
            ? simulate<std::int32_t>(*dataflow, array, gemm)
            : simulate<std::int64_t>(*dataflow, array, gemm);
        if (!outcome) {
            output.err << prefix + tr("the simulator rejected this shape.\n");
            return kExitFailure;
        }
        cycles = outcome->clockCycles - 1;
        folds = outcome->folds;
        productOk = outcome->productOk;
        simulatedPeUpdates = outcome->peUpdates;
    }
    // The utilization SCALE-Sim reports, on the cycles actually found.
    const double utilization = cycles == estimate->cycles ? estimate->utilization
                                                          : estimate->utilization
            * double(estimate->cycles) / double(std::max<std::int64_t>(1, cycles));

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject json;
        json[QStringLiteral("target")] = kTargetSystolic;
        json[QStringLiteral("dataflow")] = dataflowName(*dataflow);
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
            = simulated ? QJsonValue(qint64(simulatedPeUpdates)) : QJsonValue();
        json[QStringLiteral("simulation_limit_pe_updates")] = qint64(kMaxSimulatedPeUpdates);
        output.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else {
        const QLocale locale;
        output.out << tr("Systolic array %1x%2, %3 dataflow, GEMM M=%4 N=%5 K=%6\n")
                          .arg(array.rows)
                          .arg(array.cols)
                          .arg(dataflowName(*dataflow))
                          .arg(gemm.m())
                          .arg(gemm.n())
                          .arg(gemm.k());
        output.out << tr("Method:             %1\n")
                          .arg(simulated        ? tr("simulated (register level)")
                                  : simulatable ? tr("closed form (as asked)")
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
                          .arg(!productOk      ? tr("not run (closed form)")
                                  : *productOk ? tr("exact match with Eigen")
                                               : tr("MISMATCH"));
    }
    return productOk.value_or(true) ? kExitOk : kExitFailure;
}

} // namespace ts::cli
