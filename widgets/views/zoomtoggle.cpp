// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "zoomtoggle.h"

#include <QKeySequence>
#include <QPushButton>
#include <QShortcut>
#include <QSignalBlocker>
#include <QWheelEvent>

namespace ts {

ZoomToggle::ZoomToggle(QWidget* view, const QString& objectName)
    : QObject(view)
    , m_view(view)
    , m_button(new QPushButton(view))
{
    m_button->setObjectName(objectName);
    m_button->setCheckable(true);
    m_button->hide();
    connect(m_button, &QPushButton::toggled, this, &ZoomToggle::zoomRequested);
    auto* key = new QShortcut(QKeySequence(Qt::Key_Z), view);
    key->setContext(Qt::WidgetWithChildrenShortcut);
    connect(key, &QShortcut::activated, this, [this] {
        if (m_available)
            emit zoomRequested(!m_zoomedIn);
    });
    // The wheel over the view or any child that leaves it unused (the canvases do).
    view->installEventFilter(this);
}

void ZoomToggle::setState(bool available, bool zoomedIn, const QString& text, bool visible)
{
    m_available = available;
    m_zoomedIn = zoomedIn;
    m_button->setVisible(available && visible);
    const QSignalBlocker blocker(m_button);
    m_button->setChecked(zoomedIn);
    m_button->setText(text);
}

bool ZoomToggle::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view && event->type() == QEvent::Wheel && m_available) {
        const int delta = static_cast<QWheelEvent*>(event)->angleDelta().y();
        if (delta != 0) {
            emit zoomRequested(delta > 0);
            event->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ts
