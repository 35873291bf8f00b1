// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "plaintext.h"

#include <QLabel>
#include <QTextDocument>

namespace ts {

void PlainText::makePlain(QLabel* label)
{
    label->setTextFormat(Qt::PlainText);
}

void PlainText::setText(QLabel* label, const QString& text)
{
    makePlain(label);
    label->setText(text);
}

QString PlainText::html(const QString& text)
{
    return text.toHtmlEscaped();
}

QString PlainText::toolTip(const QString& text)
{
    // A paragraph that keeps the text's line breaks and wraps; everything in it escaped.
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QString PlainText::markdown(const QString& text)
{
    // The characters that start emphasis, code, links, images, autolinks, entities, inline HTML,
    // strikethrough, table cells or a heading's closing sequence inside a line; CommonMark lets
    // any ASCII punctuation be escaped with a backslash, which then shows as itself.
    static const QString kSpecial = QStringLiteral("\\`*_[]<>!&|~#:");
    QString out;
    out.reserve(text.size() + text.size() / 4);
    for (const QChar c : text) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QChar::LineSeparator
            || c == QChar::ParagraphSeparator) {
            out += QLatin1Char(' ');
            continue;
        }
        if (kSpecial.contains(c))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

void PlainText::makePlain(QMessageBox* box)
{
    box->setTextFormat(Qt::PlainText);
    // QMessageBox makes its informative label on demand and leaves it Qt::AutoText.
    if (auto* informative = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_informativelabel")))
        informative->setTextFormat(Qt::PlainText);
}

QMessageBox::StandardButton PlainText::message(QWidget* parent, QMessageBox::Icon icon,
    const QString& title, const QString& text, QMessageBox::StandardButtons buttons,
    QMessageBox::StandardButton defaultButton)
{
    // The format first: text that looks like HTML would be parsed (and its images read) as soon
    // as it is set.
    QMessageBox box(icon, title, QString(), buttons, parent);
    makePlain(&box);
    box.setText(text);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    return QMessageBox::StandardButton(box.exec());
}

void PlainText::warning(QWidget* parent, const QString& title, const QString& text)
{
    message(parent, QMessageBox::Warning, title, text);
}

void PlainText::information(QWidget* parent, const QString& title, const QString& text)
{
    message(parent, QMessageBox::Information, title, text);
}

} // namespace ts
