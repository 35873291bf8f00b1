// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "tintedicons.h"

#include <QPainter>
#include <QPixmap>
#include <QWidget>

namespace ts {

QIcon TintedIcons::icon(const QWidget* widget, QStyle::StandardPixmap which)
{
    const auto found = m_icons.constFind(int(which));
    if (found != m_icons.cend())
        return *found;
    const int side = widget->style()->pixelMetric(QStyle::PM_ToolBarIconSize, nullptr, widget);
    QPixmap pixmap = widget->style()
                         ->standardIcon(which, nullptr, widget)
                         .pixmap(QSize(side, side), widget->devicePixelRatioF());
    QPainter painter(&pixmap);
    painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
    painter.fillRect(pixmap.rect(), widget->palette().color(QPalette::ButtonText));
    painter.end();
    const QIcon icon(pixmap);
    m_icons.insert(int(which), icon);
    return icon;
}

} // namespace ts
