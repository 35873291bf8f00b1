// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

namespace ts {

/// The one way a widget shows a string that came from a file: device, workload, operator and
/// tour names, descriptions, notes, paths and the diagnostics that quote them. Qt reads a
/// label's, a message box's or a tooltip's text as HTML whenever it looks like HTML
/// (Qt::mightBeRichText), and HTML such as `<img src="/dev/zero">` reads any local file, which
/// for /dev/zero exhausts memory and for a FIFO blocks forever (issues 18 and 34). Each function
/// here makes such a string show literally, whatever it holds.
class PlainText
{
public:
    /// Makes `label` lay its text out as plain text from now on.
    static void makePlain(QLabel* label);
    /// makePlain(), then shows `text`.
    static void setText(QLabel* label, const QString& text);
    /// `text` as HTML that shows it literally (to quote a name inside rich text).
    static QString html(const QString& text);
    /// A tooltip that shows `text` literally, line breaks kept, wrapped (Qt lays a tooltip out
    /// as rich text when it looks like it).
    static QString toolTip(const QString& text);
    /// `text` as Markdown that shows it literally: every character that Markdown (emphasis,
    /// links, images, headings, tables) or inline HTML could read is escaped with a backslash,
    /// and line breaks become spaces (a name never starts a block).
    static QString markdown(const QString& text);

    /// A message box whose text (and informative text) is plain text; QMessageBox's static
    /// functions lay their text out as HTML when it looks like HTML.
    static QMessageBox::StandardButton message(QWidget* parent, QMessageBox::Icon icon,
        const QString& title, const QString& text,
        QMessageBox::StandardButtons buttons = QMessageBox::Ok,
        QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static void warning(QWidget* parent, const QString& title, const QString& text);
    static void information(QWidget* parent, const QString& title, const QString& text);
    /// Makes an existing box's text plain, and its informative text if it has one already (for
    /// boxes built by hand: set the informative text, then this, then the text).
    static void makePlain(QMessageBox* box);
};

} // namespace ts
