// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "explanation.h"

#include "common/units.h"

#include <QLocale>
#include <cmath>

namespace ts {

using engine::OpEstimate;
using engine::WorkloadEstimate;

namespace {

QString seconds(double s)
{
    const units::ScaledDuration d = units::scaledDuration(s);
    const QLocale locale;
    switch (d.unit) {
    case units::TimeUnit::Days:
        return QCoreApplication::translate("Explanation", "%1 days")
            .arg(locale.toString(d.value, 'g', 3));
    case units::TimeUnit::Hours:
        return QCoreApplication::translate("Explanation", "%1 h")
            .arg(locale.toString(d.value, 'g', 3));
    case units::TimeUnit::Seconds:
        return QCoreApplication::translate("Explanation", "%1 s")
            .arg(locale.toString(d.value, 'g', 4));
    case units::TimeUnit::Milliseconds:
        return QCoreApplication::translate("Explanation", "%1 ms")
            .arg(locale.toString(d.value, 'g', 4));
    case units::TimeUnit::Microseconds:
        break;
    }
    return QCoreApplication::translate("Explanation", "%1 µs")
        .arg(locale.toString(d.value, 'g', 4));
}

QString loss(const QString& name, double factor)
{
    return factor < 1.0 ? Explanation::tableRow(
               name, QStringLiteral("× %1").arg(QLocale().toString(factor, 'f', 3)))
                        : QString();
}

} // namespace

QString Explanation::si(double value, int precision)
{
    static const char* const prefixes[] = { "", " k", " M", " G", " T", " P", " E" };
    int i = 0;
    double v = value;
    while (std::abs(v) >= 1000 && i < 6) {
        v /= 1000;
        ++i;
    }
    return QLocale().toString(v, 'g', precision) + QLatin1String(prefixes[i]);
}

QString Explanation::priceQuote(
    const engine::WorkloadEstimate& estimate, const engine::EngineOptions& options)
{
    if (!(estimate.usdPerChipHour > 0))
        return tr("none of this kind").toHtmlEscaped();
    //: which quote a cost used: provider, date, and how it was chosen
    const QString basis = options.priceChoice == engine::EngineOptions::PriceChoice::Cheapest
        ? tr("the cheapest")
        : tr("the reference quote");
    QString text = tr("%1, %2 (%3)").arg(estimate.priceProvider, estimate.priceDate, basis);
    if (!options.priceProvider.isEmpty())
        text += QLatin1Char(' ') + tr("of %1 only").arg(options.priceProvider);
    return text.toHtmlEscaped();
}

QString Explanation::tableRow(const QString& name, const QString& value)
{
    return QStringLiteral("<tr><td>%1</td><td align=\"right\"><b>%2</b></td></tr>")
        .arg(name, value);
}

QString Explanation::duration(double s)
{
    return seconds(s);
}

QString Explanation::metricName(Metric metric)
{
    switch (metric) {
    case Metric::StepTime:
        return tr("Step time");
    case Metric::Throughput:
        return tr("Throughput");
    case Metric::Mfu:
        return tr("MFU");
    case Metric::Memory:
        return tr("Memory");
    case Metric::CostPerMillionTokens:
        return tr("$ / M tokens");
    case Metric::CostPerRun:
        return tr("$ / run");
    case Metric::EnergyPerRun:
        return tr("Energy / run");
    case Metric::Co2PerRun:
        return tr("CO₂ / run");
    case Metric::CostPerRunOwned:
        //: column title: the run's cost on chips one owns instead of renting
        return tr("$ / run (own)");
    case Metric::TokensPerJoule:
        //: column and chart title: tokens per joule of chip energy
        return tr("Tokens / J");
    case Metric::TokensPerDollar:
        return tr("Tokens / $");
    case Metric::TokensPerKgCo2:
        return tr("Tokens / kg CO₂");
    }
    return {};
}

QString Explanation::metricUnit(Metric metric)
{
    switch (metric) {
    case Metric::StepTime:
        return tr("ms");
    case Metric::Throughput:
        return tr("tokens/s");
    case Metric::Mfu:
        return tr("%");
    case Metric::Memory:
        return tr("GiB");
    case Metric::CostPerMillionTokens:
    case Metric::CostPerRun:
    case Metric::CostPerRunOwned:
        return tr("USD");
    case Metric::TokensPerJoule:
        return tr("tokens/J");
    case Metric::TokensPerDollar:
        return tr("tokens/USD");
    case Metric::TokensPerKgCo2:
        return tr("tokens/kg CO₂");
    case Metric::EnergyPerRun:
        return tr("kWh");
    case Metric::Co2PerRun:
        return tr("kg CO₂");
    }
    return {};
}

QString Explanation::format(Metric metric, const WorkloadEstimate& e)
{
    const double v = MetricFigures::value(metric, e);
    const QLocale locale;
    switch (metric) {
    case Metric::StepTime:
        return seconds(e.stepSeconds);
    case Metric::Throughput:
        return tr("%1 tok/s").arg(si(v));
    case Metric::Mfu:
        return tr("%1 %").arg(locale.toString(v, 'f', 1));
    case Metric::Memory:
        return tr("%1 / %2 GiB")
            .arg(locale.toString(v, 'f', 1),
                units::gibNumber(double(e.memoryCapacityBytes), 0, locale));
    case Metric::CostPerMillionTokens:
    case Metric::CostPerRun:
        return e.usdPerChipHour > 0 ? tr("$%1").arg(si(v)) : tr("no price");
    case Metric::EnergyPerRun:
        return tr("%1 kWh").arg(si(v));
    case Metric::Co2PerRun:
        return tr("%1 kg").arg(si(v));
    case Metric::CostPerRunOwned:
        //: the owned-cost cell of a device that cannot be bought (a cloud-only TPU)
        return e.ownedUsdPerChipHour > 0 ? tr("$%1").arg(si(v)) : tr("rent only");
    case Metric::TokensPerJoule:
    case Metric::TokensPerDollar:
    case Metric::TokensPerKgCo2:
        return si(v);
    }
    return {};
}

QString Explanation::powerBasisText(const QString& basis)
{
    if (basis == QLatin1String("tdp"))
        return tr("vendor TDP");
    if (basis == QLatin1String("measured"))
        return tr("measured (published)");
    if (basis == QLatin1String("estimated"))
        return tr("estimated (see the catalog note)");
    return tr("none");
}

QString Explanation::note(const QString& code)
{
    if (code == QLatin1String("idle-power-assumed"))
        return tr("The catalog has no idle power for this device: idle is assumed to be a fixed "
                  "fraction of TDP.");
    if (code == QLatin1String("no-tdp"))
        return tr("The catalog has no power figure (TDP, measured or estimated) for this "
                  "device: energy is not estimated.");
    if (code == QLatin1String("peak-clock-assumed-sustained"))
        return tr("No measured clock under a matrix load is sourced: the quoted peak is assumed "
                  "sustained, which flatters the device.");
    if (code.startsWith(QLatin1String("matrix-fraction-assumed:"))) {
        const QStringList p = code.section(QLatin1Char(':'), 1).split(QStringLiteral("-from-"));
        return tr("No shape search measured %1 on this device: it is assumed to reach the same "
                  "fraction of its peak as the measured %2.")
            .arg(p.value(0), p.value(1));
    }
    if (code.startsWith(QLatin1String("precision-fallback:")))
        return tr("The device has no rate for the requested precision: ran as %1.")
            .arg(code.section(QLatin1Char(':'), 1));
    if (code.startsWith(QLatin1String("no-price:")))
        return tr("The catalog has no '%1' price for this device: costs are not estimated.")
            .arg(code.section(QLatin1Char(':'), 1));
    return code;
}

QString Explanation::metric(Metric metric, const WorkloadEstimate& e, const Device& device,
    const engine::EngineOptions& options)
{
    const QLocale locale;
    QString html = QStringLiteral("<h3>%1 — %2: %3</h3>")
                       .arg(device.name.toHtmlEscaped(), metricName(metric), format(metric, e));
    QString table;
    QString formula;
    switch (metric) {
    case Metric::StepTime:
        formula = tr("step = Σ over operators of count × (overhead + max(compute, memory, "
                     "communication))");
        table += tableRow(tr("spent compute-bound"), seconds(e.computeSeconds));
        table += tableRow(tr("spent memory-bound"), seconds(e.memorySeconds));
        table += tableRow(tr("spent on communication"), seconds(e.communicationSeconds));
        table += tableRow(tr("launch / dispatch overhead"), seconds(e.overheadSeconds));
        table += tableRow(tr("operators"), locale.toString(qlonglong(e.ops.size())));
        break;
    case Metric::Throughput:
        formula = tr("throughput = tokens per step ÷ step time");
        table += tableRow(tr("tokens per step"), si(e.tokensPerStep));
        table += tableRow(tr("step time"), seconds(e.stepSeconds));
        break;
    case Metric::Mfu:
        formula = tr("MFU = model FLOPs per step ÷ (step time × peak)");
        table += tableRow(tr("model FLOPs per step"), si(e.modelFlopsPerStep));
        table += tableRow(tr("step time"), seconds(e.stepSeconds));
        table += tableRow(tr("peak"), tr("%1FLOP/s").arg(si(e.peakFlopsPerSecond)));
        break;
    case Metric::Memory:
        formula = tr("footprint = weights + gradients + optimizer state + activations + KV "
                     "cache + workspace");
        table += tableRow(tr("weights"), tr("%1B").arg(si(double(e.memory.weightBytes))));
        table += tableRow(tr("gradients"), tr("%1B").arg(si(double(e.memory.gradientBytes))));
        table
            += tableRow(tr("optimizer state"), tr("%1B").arg(si(double(e.memory.optimizerBytes))));
        table += tableRow(tr("activations"), tr("%1B").arg(si(double(e.memory.activationBytes))));
        table += tableRow(tr("KV cache"), tr("%1B").arg(si(double(e.memory.kvCacheBytes))));
        table += tableRow(tr("workspace"), tr("%1B").arg(si(double(e.memory.workspaceBytes))));
        table += tableRow(tr("device capacity"), tr("%1B").arg(si(double(e.memoryCapacityBytes))));
        table += tableRow(tr("fits"), e.fits ? tr("yes") : tr("NO — does not fit"));
        break;
    case Metric::CostPerMillionTokens:
        formula = tr("$ per M tokens = price per chip-hour ÷ 3600 ÷ throughput × 10⁶");
        table += tableRow(tr("price (%1)").arg(options.priceKind),
            tr("$%1 / chip-hour").arg(locale.toString(e.usdPerChipHour, 'f', 2)));
        table += tableRow(tr("quote"), priceQuote(e, options));
        table += tableRow(tr("throughput"), tr("%1 tok/s").arg(si(e.tokensPerSecond)));
        break;
    case Metric::CostPerRun:
        formula = tr("$ per run = run time in hours × price per chip-hour; run = %1 tokens")
                      .arg(si(options.trainingTokens));
        table += tableRow(tr("run time"), seconds(e.runSeconds));
        table += tableRow(tr("price (%1)").arg(options.priceKind),
            tr("$%1 / chip-hour").arg(locale.toString(e.usdPerChipHour, 'f', 2)));
        table += tableRow(tr("quote"), priceQuote(e, options));
        break;
    case Metric::EnergyPerRun:
    case Metric::Co2PerRun:
        formula = tr("energy = Σ ops (idle + (full-load power − idle) × utilization) × time, × "
                     "steps × server overhead × PUE; CO₂ = energy × grid intensity");
        table += tableRow(tr("power basis"), powerBasisText(e.powerBasis));
        table += tableRow(
            tr("average chip power"), tr("%1 W").arg(locale.toString(e.averagePowerWatts, 'f', 0)));
        table += tableRow(tr("energy per step (IT)"), tr("%1J").arg(si(e.energyJoulesPerStep)));
        if (e.energyJoulesPerStepHigh > e.energyJoulesPerStepLow)
            table += tableRow(tr("chip energy range"),
                tr("%1J – %2J").arg(si(e.energyJoulesPerStepLow), si(e.energyJoulesPerStepHigh)));
        table += tableRow(tr("run time"), seconds(e.runSeconds));
        table += tableRow(tr("server overhead"), locale.toString(e.serverOverheadFactor, 'f', 2));
        table += tableRow(tr("PUE"), locale.toString(options.powerUsageEffectiveness, 'f', 2));
        table += tableRow(tr("grid intensity"),
            tr("%1 g CO₂/kWh").arg(locale.toString(options.gridGramsCo2PerKwh, 'f', 0)));
        table += tableRow(tr("run energy (chip × PUE)"), tr("%1 kWh").arg(si(e.runEnergyKwh)));
        table
            += tableRow(tr("run energy (facility)"), tr("%1 kWh").arg(si(e.runFacilityEnergyKwh)));
        table += tableRow(tr("run CO₂"), tr("%1 kg").arg(si(e.runFacilityCo2Kg)));
        break;
    case Metric::CostPerRunOwned: {
        formula = tr("owned $ per chip-hour = purchase × (1 + server share, for a chip-only "
                     "price) ÷ (years × 8,766 h × utilization) + facility kW × electricity price "
                     "+ hosting; $ per run = run hours × owned $ per chip-hour");
        if (device.purchases.isEmpty()) {
            table += tableRow(tr("purchase"),
                device.purchaseUnavailable.isEmpty() ? tr("no purchase price in the catalog")
                                                     : device.purchaseUnavailable.toHtmlEscaped());
            break;
        }
        const PurchaseQuote& quote = device.purchases.front();
        table += tableRow(
            tr("purchase (%1, %2)").arg(quote.basis.toHtmlEscaped(), quote.date.toHtmlEscaped()),
            tr("$%1 a chip").arg(locale.toString(quote.usdPerChip, 'f', 0)));
        table += tableRow(tr("what it buys"), quote.what.toHtmlEscaped());
        if (!quote.includesServer)
            table += tableRow(tr("server share added"),
                tr("%1 %").arg(locale.toString(options.ownedServerShare * 100, 'f', 0)));
        table += tableRow(tr("amortization"),
            tr("%1 years at %2 % use")
                .arg(locale.toString(options.ownedAmortizationYears, 'g', 3),
                    locale.toString(options.ownedUtilization * 100, 'f', 0)));
        table += tableRow(tr("purchase per chip-hour"),
            tr("$%1").arg(locale.toString(e.ownedCapexUsdPerChipHour, 'f', 3)));
        table += tableRow(tr("electricity per chip-hour"),
            tr("$%1 at $%2/kWh")
                .arg(locale.toString(e.ownedEnergyUsdPerChipHour, 'f', 3),
                    locale.toString(options.electricityUsdPerKwh, 'f', 3)));
        table += tableRow(tr("hosting per chip-hour"),
            tr("$%1").arg(locale.toString(options.hostingUsdPerChipHour, 'f', 3)));
        table += tableRow(tr("owned chip-hour"),
            tr("$%1 (rented: %2)")
                .arg(locale.toString(e.ownedUsdPerChipHour, 'f', 2),
                    e.usdPerChipHour > 0 ? tr("$%1").arg(locale.toString(e.usdPerChipHour, 'f', 2))
                                         : tr("no price")));
        table += tableRow(tr("run time"), seconds(e.runSeconds));
        break;
    }
    case Metric::TokensPerJoule:
        formula = tr("tokens per joule = tokens per step ÷ chip energy per step");
        table += tableRow(tr("tokens per step"), si(e.tokensPerStep));
        table += tableRow(tr("energy per step (IT)"), tr("%1J").arg(si(e.energyJoulesPerStep)));
        table += tableRow(tr("power basis"), powerBasisText(e.powerBasis));
        break;
    case Metric::TokensPerDollar:
        formula = tr("tokens per dollar = 10⁶ ÷ $ per million tokens");
        table += tableRow(tr("price (%1)").arg(options.priceKind),
            tr("$%1 / chip-hour").arg(locale.toString(e.usdPerChipHour, 'f', 2)));
        table += tableRow(tr("quote"), priceQuote(e, options));
        table += tableRow(tr("throughput"), tr("%1 tok/s").arg(si(e.tokensPerSecond)));
        break;
    case Metric::TokensPerKgCo2:
        formula = tr("tokens per kg CO₂ = tokens per step ÷ (facility energy per step × grid "
                     "intensity)");
        table += tableRow(
            tr("facility energy per step"), tr("%1J").arg(si(e.facilityEnergyJoulesPerStep)));
        table += tableRow(tr("grid intensity"),
            tr("%1 g CO₂/kWh").arg(locale.toString(options.gridGramsCo2PerKwh, 'f', 0)));
        table += tableRow(tr("power basis"), powerBasisText(e.powerBasis));
        break;
    }
    html += QStringLiteral("<p><code>%1</code></p><table width=\"100%\">%2</table>")
                .arg(formula.toHtmlEscaped(), table);
    if (!e.notes.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Assumptions"));
        for (const QString& code : e.notes)
            html += QStringLiteral("<li>%1</li>").arg(note(code).toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    return html;
}

QString Explanation::op(const OpEstimate& op, const Device& device)
{
    const QLocale locale;
    QString html
        = QStringLiteral("<h3>%1 on %2: %3</h3>")
              .arg(op.name.toHtmlEscaped(), device.name.toHtmlEscaped(), seconds(op.timeSeconds));
    html += QStringLiteral("<p><code>%1</code></p>")
                .arg(tr("time = overhead + max(compute, memory, communication) + epilogue; compute "
                        "= FLOPs "
                        "÷ (roof × losses); memory = bytes ÷ bandwidth")
                         .toHtmlEscaped());
    QString table;
    table += tableRow(tr("count per step"), locale.toString(op.count));
    table += tableRow(tr("FLOPs"), si(op.flops));
    table += tableRow(tr("bytes"), tr("%1B").arg(si(op.bytes)));
    table += tableRow(tr("arithmetic intensity"),
        tr("%1 FLOP/B").arg(locale.toString(op.arithmeticIntensity(), 'f', 1)));
    table += tableRow(tr("roof (%1, ran as %2)").arg(op.modelId(), precisionName(op.ranAs)),
        tr("%1FLOP/s").arg(si(op.peakFlopsPerSecond)));
    // The model describes itself and its losses; a registered model needs no change here.
    const auto modelText = [](const char* text) {
        return QCoreApplication::translate(engine::kExecutionModelContext, text);
    };
    if (op.model)
        table += tableRow(tr("model"),
            tr("%1: %2").arg(modelText(op.model->title), modelText(op.model->formula)));
    for (const auto& l : op.losses) {
        const engine::LossDescription* d = op.model ? op.model->loss(l.id) : nullptr;
        table += loss(d ? modelText(d->label) : QString(l.id), l.value);
    }
    table += tableRow(tr("compute"), seconds(op.computeSeconds));
    if (op.dequantizationSeconds > 0)
        table += tableRow(
            tr("of which dequantizing the narrow weights"), seconds(op.dequantizationSeconds));
    table += tableRow(tr("memory"), seconds(op.memorySeconds));
    if (op.communicationSeconds > 0)
        table += tableRow(tr("communication"), seconds(op.communicationSeconds));
    if (op.epilogueSeconds > 0)
        table += tableRow(tr("epilogue (stores after the main loop)"), seconds(op.epilogueSeconds));
    table += tableRow(tr("overhead"), seconds(op.overheadSeconds));
    table += tableRow(tr("bound by"), engine::boundName(op.bound));
    table += tableRow(
        tr("fraction of roof"), tr("%1 %").arg(locale.toString(op.fractionOfPeak() * 100, 'f', 1)));
    if (op.model) {
        for (const engine::MappingDescription& d : op.model->mapping) {
            if (const auto value = op.mapping.value(d.id))
                table += tableRow(modelText(d.label), locale.toString(*value));
        }
    }
    html += QStringLiteral("<table width=\"100%\">%1</table>").arg(table);
    if (const QString role = opRole(op.role, op.section); !role.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(role.toHtmlEscaped());
    return html;
}

QString Explanation::opRole(OperatorRole role, OperatorSection section)
{
    // The newer structures' operators (issue 21).
    switch (role) {
    case OperatorRole::LoraA:
    case OperatorRole::LoraB:
        return tr("A LoRA adapter: a low-rank matrix trained beside a frozen layer (A projects "
                  "down to the rank, B back up).");
    case OperatorRole::Dequantize:
        return tr("QLoRA: the frozen 4-bit weights dequantized to the compute precision before "
                  "the GEMM that reads them.");
    case OperatorRole::QueryAbsorb:
        return tr("Latent attention, decoding: each head's query multiplied into the KV latent, "
                  "so attention reads the compressed cache directly.");
    case OperatorRole::ValueAbsorb:
        return tr("Latent attention, decoding: each head's values taken out of the latent.");
    case OperatorRole::KvDownProjection:
        return tr("Latent attention: the projection down to the KV latent and the shared rotary "
                  "key, which is what the KV cache holds.");
    case OperatorRole::KvUpProjection:
        return tr("Latent attention: the projection up from the KV latent to every head's key "
                  "and value.");
    case OperatorRole::WindowAttention:
        return tr("Sliding-window attention: each query sees the last positions of the window "
                  "only.");
    default:
        break;
    }
    if (section == OperatorSection::SharedExpert)
        return tr("Shared experts: the experts every token passes through, beside the routed "
                  "ones.");
    return {};
}

} // namespace ts
