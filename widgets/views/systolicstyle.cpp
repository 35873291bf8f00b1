// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "systolicstyle.h"

namespace ts {

QColor SystolicStyle::color(systolic::PeActivity activity) const
{
    switch (activity) {
    case systolic::PeActivity::Idle:
        return idle;
    case systolic::PeActivity::Loading:
        return loading;
    case systolic::PeActivity::Filling:
        return filling;
    case systolic::PeActivity::Active:
        return active;
    case systolic::PeActivity::Draining:
        return draining;
    }
    return idle;
}

SystolicStyle SystolicStyle::fromPalette(const QPalette& palette)
{
    SystolicStyle s;
    const bool dark = palette.color(QPalette::Window).lightnessF() < 0.5;
    s.background = palette.color(QPalette::Base);
    s.text = palette.color(QPalette::Text);
    s.gridLine = palette.color(QPalette::Mid);
    s.idle = palette.color(QPalette::AlternateBase);
    // Okabe–Ito: vermillion for work, sky blue for waiting, bluish green for done, reddish
    // purple for loading; the dark theme uses the lightened variants of ts::Theme.
    s.active = dark ? QColor(0xFF, 0x8A, 0x3D) : QColor(0xD5, 0x5E, 0x00);
    s.filling = dark ? QColor(0x8C, 0xD0, 0xF5) : QColor(0x56, 0xB4, 0xE9);
    s.draining = dark ? QColor(0x2B, 0xD4, 0xA0) : QColor(0x00, 0x9E, 0x73);
    s.loading = dark ? QColor(0xE5, 0x9A, 0xCB) : QColor(0xCC, 0x79, 0xA7);
    s.outputDone = dark ? QColor(0x4F, 0xA3, 0xE0) : QColor(0x00, 0x72, 0xB2);
    s.outputPending = palette.color(QPalette::AlternateBase);
    s.tile = dark ? QColor(0xFF, 0xC2, 0x33) : QColor(0xE6, 0x9F, 0x00);
    return s;
}

} // namespace ts
