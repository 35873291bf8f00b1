// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "readoutlabel.h"

#include "style/plaintext.h"

#include <QEvent>
#include <algorithm>

namespace ts {

ReadoutLabel::ReadoutLabel(QWidget* parent)
    : QLabel(parent)
    , m_widest(std::make_unique<QLabel>())
{
    // A readout names operators and devices from files (issue 34, item 2): plain text only.
    PlainText::makePlain(this);
    PlainText::makePlain(m_widest.get());
    setWordWrap(true);
    m_widest->setWordWrap(true);
}

ReadoutLabel::~ReadoutLabel() = default;

void ReadoutLabel::setTexts(const QString& text, const QString& widest)
{
    if (widest != m_widest->text()) {
        m_widest->setText(widest);
        updateGeometry();
    }
    if (text != this->text())
        setText(text);
}

int ReadoutLabel::heightForWidth(int width) const
{
    return std::max(QLabel::heightForWidth(width), m_widest->heightForWidth(width));
}

QSize ReadoutLabel::sizeHint() const
{
    const QSize own = QLabel::sizeHint();
    return { own.width(), std::max(own.height(), heightForWidth(own.width())) };
}

void ReadoutLabel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) {
        m_widest->setFont(font());
        updateGeometry();
    }
    QLabel::changeEvent(event);
}

} // namespace ts
