// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "tileshape.h"

#include <QRegularExpression>

namespace ts {

QString TileShape::text() const
{
    return QStringLiteral("%1x%2x%3").arg(m).arg(n).arg(k);
}

std::optional<TileShape> TileShape::fromText(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d{1,4})\\s*[xX]\\s*(\\d{1,4})\\s*[xX]\\s*(\\d{1,4})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    TileShape t { match.captured(1).toInt(), match.captured(2).toInt(), match.captured(3).toInt() };
    if (t.m < 1 || t.n < 1 || t.k < 1)
        return std::nullopt;
    return t;
}

} // namespace ts
