// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "servingtext.h"

#include "explanation.h"

#include <QLocale>

namespace ts {

QString ServingText::batch(const serving::ServingEstimate& estimate)
{
    const QString& why = estimate.limitedBy;
    QString reason;
    if (why == QLatin1String("memory"))
        reason = tr("memory");
    else if (why == QLatin1String("ttft"))
        reason = tr("TTFT target");
    else if (why == QLatin1String("tpot"))
        reason = tr("TPOT target");
    else if (why == QLatin1String("chunk"))
        reason = tr("chunk");
    else if (why == QLatin1String("given"))
        reason = tr("the workload's");
    else
        reason = tr("misses the targets");
    //: The serving batch column: %1 requests served together, %2 what set that number
    return tr("%1 (%2)").arg(QLocale().toString(estimate.chosen.batch), reason);
}

double ServingText::tokensPerDollarValue(const serving::ServingPoint& point)
{
    return point.usdPerMillionOutputTokens > 0 ? 1e6 / point.usdPerMillionOutputTokens : 0;
}

QString ServingText::tokensPerDollar(const serving::ServingPoint& point)
{
    const double tokens = tokensPerDollarValue(point);
    if (tokens <= 0)
        return tr("no price");
    const QLocale locale;
    if (tokens >= 1e6)
        return tr("%1 M tokens").arg(locale.toString(tokens / 1e6, 'f', 2));
    if (tokens >= 1e3)
        return tr("%1 k tokens").arg(locale.toString(tokens / 1e3, 'f', 0));
    return tr("%1 tokens").arg(locale.toString(tokens, 'f', 0));
}

QString ServingText::tokensPerSecond(const serving::ServingPoint& point)
{
    return tr("%1 tok/s").arg(QLocale().toString(point.outputTokensPerSecondPerChip, 'f', 0));
}

QString ServingText::html(const serving::ServingEstimate& estimate,
    const serving::ServingSpec& request, const QString& deviceName)
{
    const serving::ServingPoint& p = estimate.chosen;
    const QLocale locale;
    const QString b = locale.toString(p.batch);
    const QString prompt = locale.toString(estimate.promptTokens);
    const QString generated = locale.toString(estimate.generatedTokens);
    QString html = QStringLiteral("<h3>%1</h3>").arg(deviceName.toHtmlEscaped());
    QString how;
    if (request.batching == serving::Batching::Continuous && request.prefillChunkTokens > 0)
        how = tr("with continuous batching and a chunked prefill of %1 tokens a step")
                  .arg(locale.toString(request.prefillChunkTokens));
    else if (request.batching == serving::Batching::Continuous)
        how = tr("with continuous batching");
    else
        how = tr("as one static batch");
    html += tr("<p><b>Serving %1 requests</b> of %2 prompt tokens, %3 generated each, %4: "
               "%5.</p>")
                .arg(b, prompt, generated, how, batch(estimate).toHtmlEscaped());
    if (request.draft || request.promptLookup)
        html += tr("<p>Speculative decoding: %1 proposes %2 tokens an iteration, each accepted "
                   "with probability %3: %4 tokens an iteration on average.</p>")
                    .arg(request.draft ? request.draft->name.toHtmlEscaped()
                                       : tr("n-gram prompt lookup"),
                        locale.toString(request.speculatedTokens),
                        locale.toString(request.acceptanceRate, 'f', 2),
                        locale.toString(estimate.tokensPerIteration, 'f', 2));
    if (request.ttftLimitSeconds > 0 || request.tpotLimitSeconds > 0)
        html += tr("<p>Targets: first token within %1, each later one within %2. The batch is "
                   "the largest that fits memory and meets both (%3 fit).</p>")
                    .arg(request.ttftLimitSeconds > 0
                            ? Explanation::duration(request.ttftLimitSeconds)
                            : tr("any time"),
                        request.tpotLimitSeconds > 0
                            ? Explanation::duration(request.tpotLimitSeconds)
                            : tr("any time"),
                        locale.toString(estimate.largestBatchThatFits));
    html += QStringLiteral("<p>");
    if (request.batching == serving::Batching::Continuous) {
        html += tr("each step: %1 decodes and %2 prompt tokens of the requests joining")
                    .arg(b, locale.toString(p.promptTokensPerStep));
        html += QStringLiteral("<br>");
        html += tr("TTFT = <b>%1</b>, TPOT = <b>%2</b> (the longest gap between two tokens %3)")
                    .arg(Explanation::duration(p.ttftSeconds), Explanation::duration(p.tpotSeconds),
                        Explanation::duration(p.tpotWorstSeconds));
    } else {
        html += tr("TTFT = the prefill of %1 × %2 tokens = <b>%3</b>")
                    .arg(b, prompt, Explanation::duration(p.ttftSeconds));
        html += QStringLiteral("<br>");
        html += request.draft || request.promptLookup
            ? tr("TPOT = (draft steps + one verification step) ÷ tokens an iteration = <b>%1</b>")
                  .arg(Explanation::duration(p.tpotSeconds))
            : tr("TPOT = one decode step of %1 sequences at the mean context = <b>%2</b>")
                  .arg(b, Explanation::duration(p.tpotSeconds));
    }
    html += QStringLiteral("<br>");
    html += tr("a request = TTFT + (%1 − 1) × TPOT = %2")
                .arg(generated, Explanation::duration(p.requestSeconds));
    html += QStringLiteral("<br>");
    html += request.batching == serving::Batching::Continuous
        ? tr("output = %1 requests ÷ TPOT = <b>%2 tokens/s</b>")
              .arg(b, locale.toString(p.outputTokensPerSecond, 'f', 0))
        : tr("output = %1 × %2 tokens ÷ %3 = <b>%4 tokens/s</b>")
              .arg(b, generated, Explanation::duration(p.requestSeconds),
                  locale.toString(p.outputTokensPerSecond, 'f', 0));
    if (p.usdPerMillionOutputTokens > 0)
        html += QStringLiteral("<br>")
            + tr("a dollar buys %1 (%2 per million tokens at the chip's rent)")
                  .arg(tokensPerDollar(p).toHtmlEscaped(),
                      tr("$%1").arg(locale.toString(p.usdPerMillionOutputTokens, 'f', 2)));
    html += QStringLiteral("</p>");
    return html;
}

} // namespace ts
