// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "jobtext.h"

#include "common/units.h"
#include "io/diagnostictext.h"
#include "scalingresulttext.h"

#include <QLocale>

namespace ts {

QString JobText::format(Metric metric, const scaling::JobResult& job)
{
    const QLocale locale;
    const double v = MetricFigures::value(metric, job);
    switch (metric) {
    case Metric::StepTime:
        return Explanation::duration(job.result.stepSeconds);
    case Metric::Throughput:
        return Explanation::tr("%1 tok/s").arg(Explanation::si(v));
    case Metric::Mfu:
        return Explanation::tr("%1 %").arg(locale.toString(v, 'f', 1));
    case Metric::Memory:
        //: memory per chip of a job on many chips, against one chip's capacity
        return tr("%1 / %2 GiB per chip")
            .arg(locale.toString(v, 'f', 1),
                units::gibNumber(double(job.result.memoryCapacityBytes), 0, locale));
    case Metric::CostPerMillionTokens:
    case Metric::CostPerRun:
        return job.step.hasPrice ? Explanation::tr("$%1").arg(Explanation::si(v))
                                 : Explanation::tr("no price");
    case Metric::EnergyPerRun:
        return Explanation::tr("%1 kWh").arg(Explanation::si(v));
    case Metric::Co2PerRun:
        return Explanation::tr("%1 kg").arg(Explanation::si(v));
    case Metric::CostPerRunOwned:
        return job.step.hasOwnedPrice ? Explanation::tr("$%1").arg(Explanation::si(v))
                                      : Explanation::tr("rent only");
    case Metric::TokensPerJoule:
    case Metric::TokensPerDollar:
    case Metric::TokensPerKgCo2:
        return Explanation::si(v);
    }
    return {};
}

QString JobText::chips(const scaling::JobResult& job, const scaling::JobSpec& spec)
{
    const QLocale locale;
    const scaling::ScalingResult& r = job.result;
    if (!r.legal())
        //: the job column of a device: no split of N chips is legal for the workload
        return tr("%1 chips: no legal split").arg(locale.toString(r.chips));
    if (job.noCountFits)
        //: fewest-that-fit search: no chip count up to the limit holds the job
        return tr("does not fit on %1 chips").arg(locale.toString(r.chips));
    const QString count = spec.fewestThatFit && spec.searchSplit
        //: a chip count found by the "fewest that fit" search
        ? tr("%1 chips (fewest that fit)").arg(locale.toString(r.chips))
        : r.chips == 1 ? tr("1 chip") : tr("%1 chips").arg(locale.toString(r.chips));
    return tr("%1 · %2").arg(count, r.config.label());
}

QString JobText::problems(const scaling::JobResult& job, const scaling::JobSpec& spec)
{
    const QLocale locale;
    const scaling::ScalingResult& r = job.result;
    QStringList lines;
    for (const io::Diagnostic& d : r.problems) {
        if (d.severity == io::Severity::Error)
            lines << io::DiagnosticText::problem(d);
    }
    if (r.engineError != engine::EngineError::None)
        lines << tr("the engine cannot estimate the split's step");
    if (lines.isEmpty() && job.noCountFits)
        lines << tr("no count up to %1 chips holds the job: %2 GiB per chip on %3 GiB")
                     .arg(locale.toString(r.chips),
                         units::gibNumber(double(r.memoryPerChipBytes), 1, locale),
                         units::gibNumber(double(r.memoryCapacityBytes), 0, locale));
    else if (lines.isEmpty() && !r.fits)
        lines << (spec.searchSplit
                ? tr("no split of %1 chips fits: %2 GiB per chip on %3 GiB")
                : tr("the split set by hand does not fit %1 chips: %2 GiB per chip on %3 GiB"))
                     .arg(locale.toString(r.chips),
                         units::gibNumber(double(r.memoryPerChipBytes), 1, locale),
                         units::gibNumber(double(r.memoryCapacityBytes), 0, locale));
    return lines.join(QLatin1Char('\n'));
}

QString JobText::metricHtml(Metric metric, const scaling::JobResult& job, const Device& device,
    const engine::EngineOptions& options, const scaling::JobSpec& spec)
{
    const QLocale locale;
    QString html = QStringLiteral("<h3>%1 — %2: %3</h3>")
                       .arg(device.name.toHtmlEscaped(), Explanation::metricName(metric),
                           MetricFigures::has(metric, job) ? format(metric, job) : tr("no figure"));
    html += QStringLiteral("<p>%1</p>").arg(chips(job, spec).toHtmlEscaped());
    if (const QString why = problems(job, spec); !why.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(why.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    if (!job.result.legal())
        return html;
    QString table;
    QString formula;
    const scaling::JobStep& s = job.step;
    const scaling::JobTotals& t = job.totals;
    switch (metric) {
    case Metric::StepTime:
    case Metric::Mfu:
    case Metric::Memory:
        formula = tr("step = compute of the slowest stage + pipeline bubble + exposed "
                     "communication");
        html += QStringLiteral("<p><code>%1</code></p>").arg(formula.toHtmlEscaped());
        return html + ScalingResultText::breakdownHtml(job.result);
    case Metric::Throughput:
        formula = tr("throughput = tokens per step on all chips ÷ step time");
        table += Explanation::tableRow(tr("tokens per step"), Explanation::si(s.tokensPerStep));
        table += Explanation::tableRow(tr("step time"), Explanation::duration(s.stepSeconds));
        break;
    case Metric::CostPerMillionTokens:
    case Metric::CostPerRun:
        formula = tr("$ per run = steps × step hours × chips × price per chip-hour; steps = ⌈run "
                     "tokens ÷ tokens per step⌉");
        table += Explanation::tableRow(tr("run tokens"), Explanation::si(t.tokens));
        table += Explanation::tableRow(tr("steps"), locale.toString(t.steps, 'f', 0));
        table += Explanation::tableRow(tr("run time"), Explanation::duration(t.timeSeconds));
        table += Explanation::tableRow(tr("chips"), locale.toString(s.chips));
        table += Explanation::tableRow(tr("price (%1)").arg(options.priceKind.toHtmlEscaped()),
            s.hasPrice ? tr("$%1 / chip-hour").arg(locale.toString(s.usdPerChipHour, 'f', 2))
                       : tr("no price"));
        break;
    case Metric::EnergyPerRun:
    case Metric::Co2PerRun:
        formula = tr("energy = steps × chips × (busy power × compute + idle power × waiting), × "
                     "server overhead × PUE; CO₂ = energy × grid intensity");
        table += Explanation::tableRow(tr("steps"), locale.toString(t.steps, 'f', 0));
        table += Explanation::tableRow(tr("chips"), locale.toString(s.chips));
        table += Explanation::tableRow(
            tr("energy per step, all chips (IT)"), tr("%1J").arg(Explanation::si(s.energyJoules)));
        if (s.energyJoulesHigh > s.energyJoulesLow)
            table += Explanation::tableRow(tr("run chip energy range"),
                tr("%1 – %2 kWh")
                    .arg(Explanation::si(t.energyJoulesLow / units::kJoulesPerKwh),
                        Explanation::si(t.energyJoulesHigh / units::kJoulesPerKwh)));
        table += Explanation::tableRow(
            tr("PUE"), locale.toString(options.powerUsageEffectiveness, 'f', 2));
        table += Explanation::tableRow(tr("run energy (facility)"),
            tr("%1 kWh").arg(Explanation::si(t.facilityEnergyJoules / units::kJoulesPerKwh)));
        table += Explanation::tableRow(tr("grid intensity"),
            tr("%1 g CO₂/kWh").arg(locale.toString(options.gridGramsCo2PerKwh, 'f', 0)));
        table += Explanation::tableRow(tr("run CO₂"), tr("%1 kg").arg(Explanation::si(t.co2Kg)));
        break;
    case Metric::CostPerRunOwned:
        formula = tr("owned $ per run = steps × step hours × chips × owned $ per chip-hour "
                     "(purchase over its amortization, electricity at the job's power, hosting)");
        table += Explanation::tableRow(tr("steps"), locale.toString(t.steps, 'f', 0));
        table += Explanation::tableRow(tr("chips"), locale.toString(s.chips));
        table += Explanation::tableRow(tr("owned chip-hour"),
            s.hasOwnedPrice ? tr("$%1").arg(locale.toString(s.ownedUsdPerChipHour, 'f', 2))
                            : tr("rent only"));
        table += Explanation::tableRow(tr("rented chip-hour"),
            s.hasPrice ? tr("$%1").arg(locale.toString(s.usdPerChipHour, 'f', 2)) : tr("no price"));
        break;
    case Metric::TokensPerJoule:
        formula = tr("tokens per joule = tokens per step ÷ chip energy of all chips per step");
        table += Explanation::tableRow(tr("tokens per step"), Explanation::si(s.tokensPerStep));
        table += Explanation::tableRow(
            tr("energy per step, all chips (IT)"), tr("%1J").arg(Explanation::si(s.energyJoules)));
        break;
    case Metric::TokensPerDollar:
        formula = tr("tokens per dollar = tokens per step ÷ rent of all chips per step");
        table += Explanation::tableRow(tr("tokens per step"), Explanation::si(s.tokensPerStep));
        table += Explanation::tableRow(tr("price (%1)").arg(options.priceKind.toHtmlEscaped()),
            s.hasPrice ? tr("$%1 / chip-hour").arg(locale.toString(s.usdPerChipHour, 'f', 2))
                       : tr("no price"));
        break;
    case Metric::TokensPerKgCo2:
        formula = tr("tokens per kg CO₂ = run tokens ÷ the run's facility CO₂");
        table += Explanation::tableRow(tr("run tokens"), Explanation::si(t.tokens));
        table += Explanation::tableRow(tr("run CO₂"), tr("%1 kg").arg(Explanation::si(t.co2Kg)));
        break;
    }
    return html
        + QStringLiteral("<p><code>%1</code></p><table width=\"100%\">%2</table>")
              .arg(formula.toHtmlEscaped(), table);
}

} // namespace ts
