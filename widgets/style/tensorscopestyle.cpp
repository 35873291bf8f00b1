// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "tensorscopestyle.h"

#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

namespace ts {

TensorscopeStyle::TensorscopeStyle()
    : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
{ }

void TensorscopeStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
    QPainter* painter, const QWidget* widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool checkBox
        = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
    if (!checkBox)
        return;
    // Fusion draws the box in a rectangle one pixel smaller, offset by half a pixel.
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    QColor ink = option->palette.color(QPalette::Text);
    ink.setAlphaF(option->state & State_Enabled ? 0.75 : 0.4);
    painter->setPen(QPen(ink, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(option->rect).adjusted(0.5, 0.5, -1.5, -1.5));
    painter->restore();
}

} // namespace ts
