// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "theme.h"

#include <algorithm>

#include "tensorscopestyle.h"
#include <QApplication>
#include <cmath>

namespace ts {

namespace {

// Okabe–Ito, without its black (reserved for text) and with yellow last because it has the
// weakest contrast on a light background. Dark variants are the same hues, slightly lightened.
constexpr QRgb kDeviceColorsLight[]
    = { 0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0x56B4E9, 0xE69F00, 0x7F7F7F, 0xB8A200 };
constexpr QRgb kDeviceColorsDark[]
    = { 0x4FA3E0, 0xFF8A3D, 0x2BD4A0, 0xE59ACB, 0x8CD0F5, 0xFFC233, 0xB0B0B0, 0xF0E442 };

double relativeLuminance(const QColor& color)
{
    auto channel
        = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF());
}

} // namespace

Theme::Theme(Kind kind)
    : m_kind(kind)
{ }

QString Theme::name() const
{
    return m_kind == Kind::Dark ? QStringLiteral("dark") : QStringLiteral("light");
}

std::optional<Theme::Kind> Theme::kindFromName(const QString& name)
{
    const QString lowered = name.trimmed().toLower();
    if (lowered == QLatin1String("light"))
        return Kind::Light;
    if (lowered == QLatin1String("dark"))
        return Kind::Dark;
    return std::nullopt;
}

QPalette Theme::palette() const
{
    QPalette p;
    if (m_kind == Kind::Light) {
        const QColor window(0xF4, 0xF5, 0xF7);
        const QColor base(0xFF, 0xFF, 0xFF);
        const QColor text(0x1A, 0x1C, 0x20);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, QColor(0xEC, 0xEE, 0xF2));
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, QColor(0xE6, 0xE8, 0xEC));
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::ToolTipBase, QColor(0xFF, 0xFF, 0xE8));
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::PlaceholderText, QColor(0x5F, 0x63, 0x6B));
        p.setColor(QPalette::Highlight, QColor(0x00, 0x5A, 0x9C));
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::Link, QColor(0x00, 0x5A, 0x9C));
        p.setColor(QPalette::Mid, QColor(0xB8, 0xBC, 0xC4));
        p.setColor(QPalette::Dark, QColor(0x8A, 0x8F, 0x98));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x84, 0x8C));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x84, 0x8C));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x84, 0x8C));
    } else {
        const QColor window(0x1E, 0x20, 0x24);
        const QColor base(0x16, 0x18, 0x1B);
        const QColor text(0xEC, 0xEE, 0xF1);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, QColor(0x24, 0x27, 0x2C));
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, QColor(0x2C, 0x2F, 0x35));
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::ToolTipBase, QColor(0x2C, 0x2F, 0x35));
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::PlaceholderText, QColor(0xA0, 0xA4, 0xAC));
        p.setColor(QPalette::Highlight, QColor(0x4F, 0xA3, 0xE0));
        p.setColor(QPalette::HighlightedText, QColor(0x10, 0x12, 0x14));
        p.setColor(QPalette::Link, QColor(0x8C, 0xD0, 0xF5));
        p.setColor(QPalette::Mid, QColor(0x4A, 0x4E, 0x56));
        p.setColor(QPalette::Dark, QColor(0x10, 0x11, 0x13));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x84, 0x8C));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x84, 0x8C));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x84, 0x8C));
    }
    return p;
}

QColor Theme::deviceColor(int index) const
{
    const auto& colors = m_kind == Kind::Dark ? kDeviceColorsDark : kDeviceColorsLight;
    constexpr int count = int(std::size(kDeviceColorsLight));
    const int i = ((index % count) + count) % count;
    return QColor::fromRgb(colors[i]);
}

QFont Theme::readoutFont(QFont base)
{
    base.setPointSizeF(base.pointSizeF() * 1.3);
    base.setBold(true);
    return base;
}

QColor Theme::deviceColor(const QList<QColor>& palette, int index)
{
    if (palette.isEmpty())
        return {};
    const int count = int(palette.size());
    const int i = ((index % count) + count) % count;
    const int round = std::max(0, index) / count % 3;
    const QColor base = palette[i];
    if (round == 0)
        return base;
    // A palette for a dark background is light (its mean lightness above one half): variants
    // move away from the background, darker on a light one, lighter then darker on a dark one.
    // Second round: lightness halved (or halfway to white); third: 15 % darker. Tuned so the
    // 24 colours of either palette stay apart (tst_theme) and visible on their background.
    float meanLightness = 0;
    for (const QColor& c : palette)
        meanLightness += float(c.lightnessF());
    meanLightness /= float(count);
    const bool onDark = meanLightness > 0.5f;
    float h = 0, s = 0, l = 0, a = 1;
    base.getHslF(&h, &s, &l, &a);
    float shifted = l * 0.85f;
    if (round == 1)
        shifted = onDark ? l + (1 - l) * 0.5f : l * 0.5f;
    return QColor::fromHslF(std::max(h, 0.0f), s, std::clamp(shifted, 0.0f, 1.0f), a);
}

Qt::PenStyle Theme::deviceLineStyle(int index)
{
    const int round = std::max(0, index) / deviceColorCount() % 3;
    return round == 0 ? Qt::SolidLine : round == 1 ? Qt::DashLine : Qt::DotLine;
}

int Theme::deviceColorCount()
{
    return int(std::size(kDeviceColorsLight));
}

QList<QColor> Theme::deviceColors() const
{
    QList<QColor> colors;
    for (int i = 0; i < int(std::size(kDeviceColorsLight)); ++i)
        colors.append(deviceColor(i));
    return colors;
}

void Theme::applyTo(QApplication& application) const
{
    if (!qobject_cast<TensorscopeStyle*>(QApplication::style()))
        QApplication::setStyle(new TensorscopeStyle);
    application.setPalette(palette());
}

double Theme::contrastRatio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor Theme::inkOn(const QColor& fill)
{
    const QColor dark(0x1A, 0x1C, 0x20);
    const QColor light(Qt::white);
    return contrastRatio(dark, fill) >= contrastRatio(light, fill) ? dark : light;
}

} // namespace ts
