// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "modelstructuretext.h"

#include <QLocale>
#include <QStringList>

namespace ts {

QString ModelStructureText::summary(const TransformerConfig& t)
{
    const QLocale locale;
    QStringList parts;
    parts << tr("%1 layers × %2").arg(locale.toString(t.layers), locale.toString(t.hidden));
    if (t.latentAttention())
        parts << tr("%1 heads, latent attention (KV rank %2)")
                     .arg(locale.toString(t.heads), locale.toString(t.kvLoraRank));
    else if (t.kvHeads < t.heads)
        parts << tr("%1 heads of %2 (%3 KV)")
                     .arg(locale.toString(t.heads), locale.toString(t.headDim()),
                         locale.toString(t.kvHeads));
    else
        parts << tr("%1 heads of %2").arg(locale.toString(t.heads), locale.toString(t.headDim()));
    const QString mlp = t.mlp == MlpKind::SwiGlu ? tr("SwiGLU") : tr("GELU");
    if (t.experts > 1) {
        QString moe = tr("%1 experts of %2, %3 a token")
                          .arg(locale.toString(t.experts), locale.toString(t.expertWidth()),
                              locale.toString(t.expertsPerToken));
        if (t.sharedExperts > 0)
            moe += tr(" + %1 shared").arg(locale.toString(t.sharedExperts));
        parts << QStringLiteral("%1 %2").arg(mlp, moe);
    } else {
        parts << QStringLiteral("%1 %2").arg(mlp, locale.toString(t.ffn));
    }
    parts << tr("vocab %1").arg(locale.toString(t.vocab));
    if (t.slidingWindow > 0)
        parts << tr("window %1 on %2 layers")
                     .arg(locale.toString(t.slidingWindow), locale.toString(t.windowedLayers()));
    if (t.qkvBias)
        parts << tr("q/k/v biases");
    else if (t.bias)
        parts << tr("biases");
    if (t.tiedEmbeddings)
        parts << tr("tied embeddings");
    return parts.join(QStringLiteral(" · "));
}

} // namespace ts
