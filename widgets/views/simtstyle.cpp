// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simtstyle.h"

namespace ts {

using simt::SmActivity;
using simt::WarpState;

QColor SimtStyle::color(WarpState state) const
{
    switch (state) {
    case WarpState::Empty:
        return empty;
    case WarpState::Issuing:
        return issuing;
    case WarpState::Ready:
        return ready;
    case WarpState::WaitingTensor:
        return waitingTensor;
    case WarpState::WaitingMemory:
        return waitingMemory;
    case WarpState::AtBarrier:
        return barrier;
    case WarpState::Done:
        return done;
    }
    return empty;
}

QColor SimtStyle::color(SmActivity activity) const
{
    switch (activity) {
    case SmActivity::Idle:
        return empty;
    case SmActivity::Issuing:
        return issuing;
    case SmActivity::Stalled:
        return waitingMemory;
    case SmActivity::Done:
        return done;
    }
    return empty;
}

QColor SimtStyle::waveColor(std::int64_t wave) const
{
    return waves.isEmpty() ? done : waves[int(wave % waves.size())];
}

SimtStyle SimtStyle::fromPalette(const QPalette& palette)
{
    SimtStyle s;
    const bool dark = palette.color(QPalette::Window).lightnessF() < 0.5;
    s.background = palette.color(QPalette::Base);
    s.text = palette.color(QPalette::Text);
    s.gridLine = palette.color(QPalette::Mid);
    s.empty = palette.color(QPalette::AlternateBase);
    // Okabe–Ito, with the lightened variants of ts::Theme on dark backgrounds: vermillion for
    // work, orange for ready, reddish purple for the tensor pipe, sky blue for memory, blue for
    // barriers, bluish green for done.
    s.issuing = dark ? QColor(0xFF, 0x8A, 0x3D) : QColor(0xD5, 0x5E, 0x00);
    s.ready = dark ? QColor(0xFF, 0xC2, 0x33) : QColor(0xE6, 0x9F, 0x00);
    s.waitingTensor = dark ? QColor(0xE5, 0x9A, 0xCB) : QColor(0xCC, 0x79, 0xA7);
    s.waitingMemory = dark ? QColor(0x8C, 0xD0, 0xF5) : QColor(0x56, 0xB4, 0xE9);
    s.barrier = dark ? QColor(0x4F, 0xA3, 0xE0) : QColor(0x00, 0x72, 0xB2);
    s.done = dark ? QColor(0x2B, 0xD4, 0xA0) : QColor(0x00, 0x9E, 0x73);
    // Waves alternate between Okabe–Ito's yellow and a grey, darker and lighter, so that
    // neighbouring waves differ in lightness as well as hue: the one hue and the neutral no
    // state uses (waves in done's green once read as "done", issue 19).
    s.waves = dark ? QList<QColor> { QColor(0xF0, 0xE4, 0x42), QColor(0xA6, 0xA6, 0xA6),
        QColor(0xB8, 0xAC, 0x2A), QColor(0x6E, 0x6E, 0x6E) }
                   : QList<QColor> { QColor(0xF0, 0xE4, 0x42), QColor(0x73, 0x73, 0x73),
                         QColor(0xF8, 0xF2, 0xA8), QColor(0xB4, 0xB4, 0xB4) };
    return s;
}

} // namespace ts
