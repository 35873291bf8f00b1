// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "devicedetails.h"
#include "common/units.h"

#include <QLocale>

namespace ts {

namespace {

// The sources backing a field: those naming the field (or a prefix of it) in `fields`.
QString sourcesFor(const Device& device, const QString& field)
{
    QStringList refs;
    QStringList general;
    for (int i = 0; i < device.sources.size(); ++i) {
        if (device.sources[i].fields.isEmpty())
            general << QStringLiteral("[%1]").arg(i + 1);
        for (const QString& f : device.sources[i].fields) {
            if (field.startsWith(f) || f.startsWith(field)) {
                refs << QStringLiteral("[%1]").arg(i + 1);
                break;
            }
        }
    }
    // Sources that name no field back the whole entry: cite them where nothing narrower does.
    return (refs.isEmpty() ? general : refs).join(QLatin1Char(' '));
}

} // namespace

QString DeviceDetails::html(const Device& device)
{
    const QLocale locale;
    QString rows;
    auto add = [&](const QString& name, const QString& value, const QString& field) {
        QString note = device.notes.value(field);
        rows += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td><td>%3</td></tr>")
                    .arg(name.toHtmlEscaped(), value.toHtmlEscaped(),
                        (sourcesFor(device, field)
                            + (note.isEmpty() ? QString() : QStringLiteral(" — ") + note))
                            .toHtmlEscaped());
    };
    for (Precision p : kAllPrecisions) {
        if (const auto peak = device.peakFlopsPerSecond(p))
            add(tr("Peak %1 (dense)").arg(precisionName(p)),
                tr("%1 TFLOP/s").arg(locale.toString(*peak / 1e12, 'f', 1)),
                QStringLiteral("peak_tflops.") + precisionName(p));
    }
    if (device.vectorFp32FlopsPerSecond)
        add(tr("Vector FP32"),
            tr("%1 TFLOP/s").arg(locale.toString(*device.vectorFp32FlopsPerSecond / 1e12, 'f', 1)),
            QStringLiteral("vector_fp32_tflops"));
    if (device.boostClockHz)
        add(tr("Boost clock"),
            tr("%1 MHz").arg(locale.toString(*device.boostClockHz / 1e6, 'f', 0)),
            QStringLiteral("clocks.boost_mhz"));
    if (device.sustainedMatrixClockHz)
        add(tr("Sustained matrix clock"),
            tr("%1 MHz").arg(locale.toString(*device.sustainedMatrixClockHz / 1e6, 'f', 0)),
            QStringLiteral("clocks.sustained_matrix_mhz"));
    add(tr("Memory"),
        tr("%1 GiB %2")
            .arg(
                units::gibNumber(double(device.memoryCapacityBytes), 0, locale), device.memoryType),
        QStringLiteral("memory.capacity_gib"));
    add(tr("Memory bandwidth"),
        tr("%1 TB/s").arg(locale.toString(device.memoryBandwidthBytesPerSecond / 1e12, 'f', 2)),
        QStringLiteral("memory.bandwidth_gb_per_s"));
    for (const OnChipMemory& m : device.onChipMemories)
        add(tr("On-chip %1").arg(m.kind),
            tr("%1 MB").arg(locale.toString(double(m.sizeBytes) / 1e6, 'f', 1)),
            QStringLiteral("on_chip_memory"));
    if (device.gpu && device.gpu->smCount)
        add(tr("SMs / CUs"), locale.toString(*device.gpu->smCount), QStringLiteral("gpu.sm_count"));
    if (device.systolic) {
        const SystolicGeometry& s = *device.systolic;
        if (s.coresPerChip)
            add(tr("Cores per chip"), locale.toString(*s.coresPerChip),
                QStringLiteral("systolic.cores_per_chip"));
        if (s.matrixUnitsPerCore)
            add(tr("Matrix units per core"), locale.toString(*s.matrixUnitsPerCore),
                QStringLiteral("systolic.matrix_units_per_core"));
        if (s.matrixUnitRows && s.matrixUnitColumns)
            add(tr("Matrix unit"), tr("%1 × %2").arg(*s.matrixUnitRows).arg(*s.matrixUnitColumns),
                QStringLiteral("systolic.matrix_unit_rows"));
    }
    if (device.tdpWatts)
        add(tr("TDP"), tr("%1 W").arg(locale.toString(*device.tdpWatts, 'f', 0)),
            QStringLiteral("power.tdp_w"));
    // Without a vendor TDP: the measured or estimated full-load power, with its range and the
    // note that derives it (issue 20).
    if (device.maxWatts && device.powerBasis && *device.powerBasis != PowerBasis::Tdp) {
        QString watts = tr("%1 W").arg(locale.toString(*device.maxWatts, 'f', 0));
        if (const auto range = device.fullLoadWattsRange(); range && range->second > range->first)
            watts = tr("%1 (%2–%3 W)")
                        .arg(watts, locale.toString(range->first, 'f', 0),
                            locale.toString(range->second, 'f', 0));
        add(*device.powerBasis == PowerBasis::Measured ? tr("Power, measured maximum")
                                                       : tr("Power, estimated"),
            watts, QStringLiteral("power"));
    }
    if (device.meanWatts)
        add(tr("Power, measured mean"), tr("%1 W").arg(locale.toString(*device.meanWatts, 'f', 0)),
            QStringLiteral("power.mean_w"));
    if (device.idleWatts)
        add(tr("Idle power"), tr("%1 W").arg(locale.toString(*device.idleWatts, 'f', 0)),
            QStringLiteral("power.idle_w"));
    if (device.interconnect) {
        const Interconnect& i = *device.interconnect;
        if (i.bytesPerSecondPerDirection)
            add(tr("Interconnect %1").arg(i.name),
                tr("%1 GB/s per direction")
                    .arg(locale.toString(*i.bytesPerSecondPerDirection / 1e9, 'f', 0)),
                QStringLiteral("interconnect"));
    }
    for (const PriceQuote& price : device.prices)
        add(tr("Price (%1)").arg(price.kind),
            tr("$%1 / chip-hour").arg(locale.toString(price.usdPerChipHour, 'f', 2)),
            QStringLiteral("prices"));
    for (const PurchaseQuote& purchase : device.purchases)
        //: a purchase price in the device details: "Purchase (list)" or "Purchase (reported)"
        add(tr("Purchase (%1)").arg(purchase.basis),
            tr("$%1 a chip").arg(locale.toString(purchase.usdPerChip, 'f', 0)),
            QStringLiteral("purchase"));

    QString html = QStringLiteral("<h3>%1 %2</h3><p>%3 · %4 · <code>%5</code></p>")
                       .arg(device.vendor.toHtmlEscaped(), device.name.toHtmlEscaped(),
                           deviceKindName(device.kind).toUpper(), QString::number(device.year),
                           device.id.toHtmlEscaped());
    html += QStringLiteral("<table cellspacing=\"4\"><tr><th align=\"left\">%1</th><th "
                           "align=\"left\">%2</th><th align=\"left\">%3</th></tr>%4</table>")
                .arg(tr("Figure"), tr("Value"), tr("Source"), rows);
    for (const PriceQuote& price : device.prices)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Price %1: %2, %3, observed %4")
                             .arg(price.kind, price.provider, price.region, price.date)
                             .toHtmlEscaped());
    // Unknown stays unknown, with its reason: never a price of 0.
    if (device.prices.isEmpty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("No rental price: %1")
                             .arg(device.priceUnavailable.isEmpty() ? tr("none in the catalog")
                                                                    : device.priceUnavailable)
                             .toHtmlEscaped());
    for (const PurchaseQuote& purchase : device.purchases)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Purchase %1: %2, %3")
                             .arg(purchase.basis, purchase.what, purchase.date)
                             .toHtmlEscaped());
    if (!device.purchaseUnavailable.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(device.purchaseUnavailable.toHtmlEscaped());
    html += QStringLiteral("<h4>%1</h4><ol>").arg(tr("Sources"));
    for (const SourceRef& source : device.sources)
        html += QStringLiteral("<li>%1 — <a href=\"%2\">%2</a> (%3)</li>")
                    .arg(source.title.toHtmlEscaped(), source.url.toHtmlEscaped(),
                        source.fields.join(QStringLiteral(", ")).toHtmlEscaped());
    html += QStringLiteral("</ol><p><small>%1</small></p>")
                .arg(tr("Loaded from %1").arg(device.sourceFile).toHtmlEscaped());
    return html;
}

} // namespace ts
