// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "validatecommand.h"

#include "common/units.h"
#include "validation/validationsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts::cli {

namespace {

using validation::CategorySummary;
using validation::NotExpressible;
using validation::ValidationReport;
using validation::ValidationRow;

QJsonValue optionalNumber(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalText(const QString& text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

// The reason as JSON carries it: the data file's own text, else the stable code and its detail.
QString reasonForJson(const ValidationRow& row)
{
    if (row.notExpressible == NotExpressible::Listed)
        return row.notExpressibleDetail;
    const QString code = validation::notExpressibleCode(row.notExpressible);
    return row.notExpressibleDetail.isEmpty()
        ? code
        : code + QStringLiteral(": ") + row.notExpressibleDetail;
}

QJsonObject rowJson(const ValidationRow& row)
{
    return QJsonObject {
        { QStringLiteral("id"), row.id },
        { QStringLiteral("category"), row.category },
        { QStringLiteral("device"), row.device },
        { QStringLiteral("family"), optionalText(row.family) },
        { QStringLiteral("predicted"), optionalNumber(row.predicted) },
        { QStringLiteral("measured"), row.measured },
        { QStringLiteral("unit"), row.unit },
        { QStringLiteral("error"), optionalNumber(row.error) },
        { QStringLiteral("optimism"), optionalNumber(row.optimism) },
        { QStringLiteral("scored"), row.scored },
        { QStringLiteral("source"), row.source },
        { QStringLiteral("caveat"), optionalText(row.caveat) },
        { QStringLiteral("catalog_input"), optionalText(row.catalogInputSource) },
        { QStringLiteral("unscored"), optionalText(row.unscoredReason) },
        { QStringLiteral("not_expressible"),
            row.notExpressible == NotExpressible::None ? QJsonValue(QJsonValue::Null)
                                                       : QJsonValue(reasonForJson(row)) },
        { QStringLiteral("notes"), QJsonArray::fromStringList(row.notes) },
    };
}

QJsonObject categoryJson(const CategorySummary& c)
{
    return QJsonObject {
        { QStringLiteral("category"), c.category },
        { QStringLiteral("rows"), c.rowsScored },
        { QStringLiteral("rows_shown"), c.rowsShown },
        { QStringLiteral("mape"), optionalNumber(c.mape) },
        { QStringLiteral("median_abs_error"), optionalNumber(c.medianAbsError) },
        { QStringLiteral("mean_signed_error"), optionalNumber(c.meanSignedError) },
        { QStringLiteral("mean_optimism"), optionalNumber(c.meanOptimism) },
        { QStringLiteral("worst"), QJsonArray::fromStringList(c.worst) },
    };
}

QJsonObject familyJson(const validation::FamilySummary& f)
{
    return QJsonObject {
        { QStringLiteral("category"), f.category },
        { QStringLiteral("family"), f.family },
        { QStringLiteral("rows"), f.rowsScored },
        { QStringLiteral("mape"), f.mape },
        { QStringLiteral("mean_signed_error"), f.meanSignedError },
        { QStringLiteral("mean_optimism"), f.meanOptimism },
    };
}

QString percent(const std::optional<double>& fraction)
{
    return fraction ? units::percentText(*fraction) : QStringLiteral("-");
}

QString signedPercent(const std::optional<double>& fraction)
{
    return fraction ? units::signedPercentText(*fraction) : QStringLiteral("-");
}

// Values span 0.008 GB/s to 20,000 tokens/s: a few significant digits, never an exponent.
QString value(double v)
{
    if (std::abs(v) >= 100)
        return QString::number(v, 'f', 1);
    if (std::abs(v) >= 1)
        return QString::number(v, 'f', 2);
    return QString::number(v, 'f', 4);
}

QString reasonText(const ValidationRow& row)
{
    const QString& detail = row.notExpressibleDetail;
    switch (row.notExpressible) {
    case NotExpressible::None:
        return {};
    case NotExpressible::Listed:
        return detail;
    case NotExpressible::NoInput:
        return ValidateCommand::tr("no file says how to rebuild this row");
    case NotExpressible::UnknownDevice:
        return ValidateCommand::tr("device '%1' is not in the catalog").arg(detail);
    case NotExpressible::PresetUnreadable:
        return ValidateCommand::tr("preset '%1' does not load").arg(detail);
    case NotExpressible::WorkloadInvalid:
        return ValidateCommand::tr("the workload does not build: %1").arg(detail);
    case NotExpressible::NoEstimate:
        return ValidateCommand::tr("the engine gives no estimate (%1)").arg(detail);
    case NotExpressible::IllegalSplit:
        return ValidateCommand::tr("the parallel split is illegal: %1").arg(detail);
    }
    return detail;
}

QString noteText(const QString& code)
{
    if (code == validation::note::kHostCallAdded)
        return ValidateCommand::tr("host round trip added: timed around a synchronous call");
    if (code == validation::note::kDoesNotFit)
        return ValidateCommand::tr("the model says this split does not fit in memory");
    return code;
}

void printSummary(const ValidationReport& report, QTextStream& out)
{
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               //: Column headers of `tensorscope validate`: category, rows scored, rows shown
               //: (scored or not), mean absolute percentage error, median absolute error, mean
               //: signed error, mean optimism (positive: predicted faster than measured).
               .arg(ValidateCommand::tr("Category"), -20)
               .arg(ValidateCommand::tr("Scored"), 7)
               .arg(ValidateCommand::tr("Shown"), 6)
               .arg(ValidateCommand::tr("MAPE"), 7)
               .arg(ValidateCommand::tr("Median"), 7)
               .arg(ValidateCommand::tr("Mean signed"), 12)
               .arg(ValidateCommand::tr("Optimism"), 9);
    for (const CategorySummary& c : report.categories)
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(c.category, -20)
                   .arg(c.rowsScored, 7)
                   .arg(c.rowsShown, 6)
                   .arg(percent(c.mape), 7)
                   .arg(percent(c.medianAbsError), 7)
                   .arg(signedPercent(c.meanSignedError), 12)
                   .arg(signedPercent(c.meanOptimism), 9);
    if (!report.families.isEmpty()) {
        out << ValidateCommand::tr("By vendor family (optimism: positive means predicted faster "
                                   "than measured):\n");
        out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   //: Column headers of the per-vendor table of `tensorscope validate`.
                   .arg(ValidateCommand::tr("Category"), -20)
                   .arg(ValidateCommand::tr("Family"), -11)
                   .arg(ValidateCommand::tr("Scored"), 6)
                   .arg(ValidateCommand::tr("MAPE"), 7)
                   .arg(ValidateCommand::tr("Mean signed"), 12)
                   .arg(ValidateCommand::tr("Optimism"), 9);
        for (const validation::FamilySummary& f : report.families)
            out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                       .arg(f.category, -20)
                       .arg(f.family, -11)
                       .arg(f.rowsScored, 6)
                       .arg(percent(f.mape), 7)
                       .arg(signedPercent(f.meanSignedError), 12)
                       .arg(signedPercent(f.meanOptimism), 9);
    }
    out << ValidateCommand::tr("Worst rows (signed error):\n");
    for (const CategorySummary& c : report.categories) {
        QStringList worst;
        for (const QString& id : c.worst)
            if (const ValidationRow* row = report.row(id))
                worst << QStringLiteral("%1 (%2)").arg(id, signedPercent(row->error));
        out << QStringLiteral("  %1: %2\n")
                   .arg(c.category,
                       worst.isEmpty() ? QStringLiteral("-") : worst.join(QStringLiteral(", ")));
    }
}

void printRows(const ValidationReport& report, QTextStream& out)
{
    const QString indent(4, QLatin1Char(' '));
    for (const CategorySummary& c : report.categories) {
        out << QLatin1Char('\n')
            << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   //: Header of the rows of one category, e.g. "Row (gemm)".
                   .arg(ValidateCommand::tr("Row (%1)").arg(c.category), -28)
                   .arg(ValidateCommand::tr("Device"), -16)
                   .arg(ValidateCommand::tr("Predicted"), 11)
                   .arg(ValidateCommand::tr("Measured"), 11)
                   .arg(ValidateCommand::tr("Unit"), -16)
                   .arg(ValidateCommand::tr("Error"), 8);
        for (const ValidationRow& row : report.rows) {
            if (row.category != c.category)
                continue;
            out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                       .arg(row.id, -28)
                       .arg(row.device.left(16), -16)
                       .arg(row.predicted ? value(*row.predicted) : QStringLiteral("-"), 11)
                       .arg(value(row.measured), 11)
                       .arg(row.unit.left(16), -16)
                       .arg(signedPercent(row.error), 8);
            if (row.notExpressible != NotExpressible::None)
                out << indent << ValidateCommand::tr("not expressible: %1\n").arg(reasonText(row));
            else if (!row.catalogInputSource.isEmpty())
                out << indent
                    << ValidateCommand::tr("not scored: the catalog's matrix_achievable_fraction "
                                           "comes from this measurement (%1)\n")
                           .arg(row.catalogInputSource);
            else if (!row.unscoredReason.isEmpty())
                out << indent << ValidateCommand::tr("not scored: %1\n").arg(row.unscoredReason);
            for (const QString& code : row.notes)
                out << indent << ValidateCommand::tr("note: %1\n").arg(noteText(code));
            if (!row.caveat.isEmpty())
                out << indent << ValidateCommand::tr("caveat: %1\n").arg(row.caveat);
        }
    }
}

} // namespace

QString ValidateCommand::summary() const
{
    return tr("Show the engine's accuracy against the published measurements it ships with");
}

void ValidateCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({ QStringLiteral("category"),
        tr("Only this category (gemm, memory_bandwidth, collective, training_e2e, "
           "training_throughput, training_eager, inference, long_context_cp)."),
        tr("C") });
    parser.addOption({ QStringLiteral("rows"),
        tr("Also print every row: predicted, measured, error, caveats.") });
    parser.addOption({ QStringLiteral("json"), tr("Print JSON (keys in the README).") });
    parser.addOption({ QStringLiteral("data"),
        tr("Score your own measurements instead of the shipped ones: a CSV file in "
           "calibration.csv's columns (README)."),
        tr("CSV") });
    parser.addOption({ QStringLiteral("inputs"),
        tr("With --data: how each row is rebuilt (rows.json's format; default: the CSV's path "
           "with .json in place of .csv)."),
        tr("JSON") });
}

int ValidateCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    io::Diagnostics diagnostics;
    if (parser.isSet(QStringLiteral("inputs")) && !parser.isSet(QStringLiteral("data"))) {
        output.err << tr("tensorscope validate: --inputs needs --data.\n");
        return kExitUsage;
    }
    const bool userData = parser.isSet(QStringLiteral("data"));
    const auto loadSuite = [&]() {
        if (!userData)
            return validation::ValidationSuite::shipped(&diagnostics);
        return validation::ValidationSuite::user(parser.value(QStringLiteral("data")),
            parser.value(QStringLiteral("inputs")), &diagnostics);
    };
    const validation::ValidationSuite suite = loadSuite();
    // The shipped data is checked by the test suite; a problem there means a broken build, and a
    // problem in a user's file is theirs to fix: say so and still report what loaded.
    for (const io::Diagnostic& d : diagnostics)
        output.err << tr("tensorscope validate: %1\n").arg(d.toString());

    const QString category = parser.value(QStringLiteral("category"));
    const QStringList categories = suite.categories();
    if (parser.isSet(QStringLiteral("category")) && !categories.contains(category)) {
        output.err << tr("tensorscope validate: --category '%1': expected one of %2.\n")
                          .arg(category, categories.join(QStringLiteral(", ")));
        return kExitUsage;
    }
    const ValidationReport report = suite.run(category);
    const int status = io::hasErrors(diagnostics) ? kExitFailure : kExitOk;

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray categoriesJson;
        for (const CategorySummary& c : report.categories)
            categoriesJson.append(categoryJson(c));
        QJsonArray families;
        for (const validation::FamilySummary& f : report.families)
            families.append(familyJson(f));
        QJsonArray rows;
        for (const ValidationRow& row : report.rows)
            rows.append(rowJson(row));
        output.out << QString::fromUtf8(QJsonDocument(
            QJsonObject { { QStringLiteral("categories"), categoriesJson },
                { QStringLiteral("families"), families },
                { QStringLiteral("rows"),
                    rows } }).toJson(QJsonDocument::Indented));
        return status;
    }
    if (userData)
        output.out << tr("Engine accuracy against the measurements in %1 (errors: (predicted - "
                         "measured) / measured; docs/validation.md)\n")
                          .arg(parser.value(QStringLiteral("data")));
    else
        output.out << tr("Engine accuracy against published measurements (errors: (predicted - "
                         "measured) / measured; docs/validation.md)\n");
    printSummary(report, output.out);
    if (parser.isSet(QStringLiteral("rows")))
        printRows(report, output.out);
    return status;
}

} // namespace ts::cli
