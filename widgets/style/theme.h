// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPalette>
#include <QString>
#include <optional>

class QApplication;

namespace ts {

/// Light and dark looks of the application, and the colours views and charts draw with.
///
/// Device colours come from the Okabe–Ito palette (Okabe & Ito, "Color Universal Design", 2008),
/// designed to stay distinguishable under the common forms of colour-vision deficiency; views
/// must still never use colour alone for meaning.
class Theme
{
public:
    enum class Kind { Light, Dark };

    explicit Theme(Kind kind = Kind::Light);

    Kind kind() const { return m_kind; }
    /// "light" or "dark": the spelling used in settings files and on the command line.
    QString name() const;
    /// Parses "light" or "dark" (case-insensitive); nothing for anything else.
    static std::optional<Kind> kindFromName(const QString& name);

    /// The application palette for this theme (Fusion style colours, tuned for contrast on a
    /// projector: text-to-background contrast is at least 7:1 in both themes).
    QPalette palette() const;

    /// The colour of the i-th device in every chart and view (cycles after the palette's length).
    QColor deviceColor(int index) const;
    /// All device colours, in order.
    QList<QColor> deviceColors() const;
    /// How many device colours there are before deviceColor() cycles.
    static int deviceColorCount();
    /// Device `index`'s colour from `palette` (deviceColors()): the palette's colour in its first
    /// round; past it, the same hue made darker (second round) or lighter (third round), and
    /// curves dashed or dotted too (deviceLineStyle), so that 24 devices on screen never share
    /// a colour and a colour-blind reader still tells the rounds apart (issue 19).
    static QColor deviceColor(const QList<QColor>& palette, int index);
    /// The pen style of device `index`'s curves: solid, dashed, dotted by round of the palette.
    static Qt::PenStyle deviceLineStyle(int index);
    /// The font of a view's status readout ("cycle 412 of 1,024 · fold 2 of 4"): `base`, bold
    /// and 1.3 times as large, so it stays the most readable line of the view (presentation
    /// mode enlarges `base`, and the readout with it).
    static QFont readoutFont(QFont base);

    /// Sets TensorscopeStyle (Fusion with visible check boxes), this palette and the base font on
    /// the application.
    void applyTo(QApplication& application) const;

    /// WCAG 2 contrast ratio between two colours, from 1 (none) to 21 (black on white).
    static double contrastRatio(const QColor& a, const QColor& b);

    /// Near-black or white text, whichever reads better on `fill` (in both themes): the ink of
    /// labels drawn on the animated views' coloured cells.
    static QColor inkOn(const QColor& fill);

private:
    Kind m_kind;
};

} // namespace ts
