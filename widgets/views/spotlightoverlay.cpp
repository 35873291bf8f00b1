// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "spotlightoverlay.h"

#include <QCursor>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>

namespace ts {

SpotlightOverlay::SpotlightOverlay(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("spotlightOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    setAccessibleName(tr("Spotlight"));
    setAccessibleDescription(tr("Darkens the window except a circle around the mouse pointer."));
    setGeometry(parent->rect());
    m_center = rect().center();
    parent->installEventFilter(this);
    m_follow.setInterval(16);
    connect(&m_follow, &QTimer::timeout, this, &SpotlightOverlay::followCursor);
    hide();
}

void SpotlightOverlay::setCenter(const QPoint& center)
{
    if (center == m_center)
        return;
    // Repaint the old and the new circle only, not the whole window.
    const QRect before(
        m_center - QPoint(m_radius + 2, m_radius + 2), QSize(2 * m_radius + 4, 2 * m_radius + 4));
    m_center = center;
    update(before.united(before.translated(center - before.center())));
}

void SpotlightOverlay::setRadius(int pixels)
{
    m_radius = std::max(8, pixels);
    update();
}

bool SpotlightOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parent() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void SpotlightOverlay::showEvent(QShowEvent* event)
{
    setGeometry(parentWidget()->rect());
    raise();
    m_follow.start();
    QWidget::showEvent(event);
}

void SpotlightOverlay::hideEvent(QHideEvent* event)
{
    m_follow.stop();
    QWidget::hideEvent(event);
}

void SpotlightOverlay::followCursor()
{
    const QPoint local = mapFromGlobal(QCursor::pos());
    if (rect().contains(local))
        setCenter(local);
}

void SpotlightOverlay::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath shade;
    shade.setFillRule(Qt::OddEvenFill);
    shade.addRect(rect());
    shade.addEllipse(QPointF(m_center), m_radius, m_radius);
    painter.fillPath(shade, QColor(0, 0, 0, kShadeAlpha));
    // A light rim, so the circle's edge reads on dark and light content alike.
    painter.setPen(QPen(QColor(255, 255, 255, 200), 3));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(QPointF(m_center), m_radius, m_radius);
}

} // namespace ts
