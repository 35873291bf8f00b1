// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "scalingresulttext.h"

#include "common/units.h"

#include <QLocale>

namespace ts {

QString ScalingResultText::purpose(const QString& code)
{
    if (code == QLatin1String("tp"))
        return tr("tensor parallel");
    if (code == QLatin1String("cp"))
        return tr("context-parallel ring");
    if (code == QLatin1String("ep"))
        return tr("expert parallel");
    if (code == QLatin1String("pp"))
        return tr("pipeline stages");
    if (code == QLatin1String("dp-grad"))
        return tr("data-parallel gradients");
    if (code == QLatin1String("dp-params"))
        return tr("data-parallel parameters");
    if (code == QLatin1String("fsdp-gather"))
        return tr("FSDP parameter gather");
    return code;
}

QString ScalingResultText::collective(scaling::Collective collective)
{
    switch (collective) {
    case scaling::Collective::AllReduce:
        return tr("all-reduce");
    case scaling::Collective::ReduceScatter:
        return tr("reduce-scatter");
    case scaling::Collective::AllGather:
        return tr("all-gather");
    case scaling::Collective::AllToAll:
        return tr("all-to-all");
    case scaling::Collective::PointToPoint:
        return tr("send/receive");
    }
    return {};
}

QString ScalingResultText::duration(double seconds)
{
    const QLocale locale;
    const units::ScaledDuration d = units::scaledDuration(seconds, units::TimeUnit::Seconds);
    switch (d.unit) {
    case units::TimeUnit::Milliseconds:
        return tr("%1 ms").arg(locale.toString(d.value, 'f', 2));
    case units::TimeUnit::Microseconds:
        return tr("%1 µs").arg(locale.toString(d.value, 'f', 1));
    default:
        return tr("%1 s").arg(locale.toString(d.value, 'f', 2));
    }
}

QString ScalingResultText::breakdownHtml(const scaling::ScalingResult& r)
{
    if (!r.legal())
        return {};
    const QLocale locale;
    QString html = QStringLiteral("<table>");
    auto row = [&html](const QString& label, const QString& value) {
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    row(tr("Compute of the slowest stage"), duration(r.computeSeconds));
    if (r.optimizerSeconds > 0)
        row(QStringLiteral("\u2003") + tr("of which optimizer"), duration(r.optimizerSeconds));
    if (r.bubbleSeconds > 0)
        row(tr("Pipeline bubble (%1 % of the pipeline)")
                .arg(locale.toString(r.bubbleFraction * 100, 'f', 1)),
            duration(r.bubbleSeconds));
    row(tr("Communication, all"), duration(r.commSeconds));
    row(tr("Communication the step waits for"), duration(r.exposedCommSeconds));
    row(tr("Step"), duration(r.stepSeconds));
    row(tr("Scaling efficiency"),
        tr("%1 %").arg(locale.toString(r.scalingEfficiency * 100, 'f', 1)));
    if (r.mfu > 0)
        row(tr("MFU"), tr("%1 %").arg(locale.toString(r.mfu * 100, 'f', 1)));
    const double gib = double(qint64(1) << 30);
    row(tr("Memory per chip"),
        tr("%1 of %2 GiB")
            .arg(locale.toString(double(r.memoryPerChipBytes) / gib, 'f', 1),
                locale.toString(double(r.memoryCapacityBytes) / gib, 'f', 1)));
    html += QStringLiteral("</table>");
    // One paragraph per collective: what and how much, then its formula in small print (the
    // formula is notation, docs/scaling.md, the same in every language). A table would put the
    // long formula and the cost in one row, wider than a tooltip.
    if (!r.collectives.empty()) {
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Collectives per step:").toHtmlEscaped());
        for (const scaling::CollectiveUse& u : r.collectives) {
            // "tensor parallel all-gather × 96: 41.2 µs each, 3.95 ms in all, 1.10 ms waited for"
            const QString what = tr("%1 %2 × %3")
                                     .arg(purpose(u.purpose), collective(u.estimate.collective))
                                     .arg(locale.toString(u.countPerStep));
            const QString cost = tr("%1 each, %2 in all, %3 waited for")
                                     .arg(duration(u.estimate.timeSeconds),
                                         duration(u.totalSeconds), duration(u.exposedSeconds));
            html += QStringLiteral("<p>%1: %2").arg(what.toHtmlEscaped(), cost.toHtmlEscaped());
            if (!u.estimate.formula.isEmpty())
                html += QStringLiteral("<br><small><code>%1</code></small>")
                            .arg(u.estimate.formula.toHtmlEscaped());
            html += QStringLiteral("</p>");
        }
    }
    return html;
}

} // namespace ts
