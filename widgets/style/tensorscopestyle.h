// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QProxyStyle>

namespace ts {

/// Fusion, with check boxes that stay visible on every row.
///
/// Fusion fills an unchecked box with the Base colour and outlines it with the Window colour
/// darkened by 40 %: against the rows that outline is faint (about 1.6:1 in the light theme)
/// or vanishes (about 1.1:1 in the dark one), so the device picker's check boxes could not be
/// seen on a projector. This style adds an outline in the text colour, above the 3:1 contrast
/// WCAG asks of controls.
class TensorscopeStyle : public QProxyStyle
{
    Q_OBJECT

public:
    TensorscopeStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
        const QWidget* widget = nullptr) const override;
};

} // namespace ts
