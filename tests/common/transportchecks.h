// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Checks shared by the tests of the views with a play/pause transport (systolic, SIMT).
#pragma once

#include <QIcon>
#include <QTest>
#include <QToolButton>
#include <QWidget>

namespace transportchecks {

/// The play/pause button, found as a screen reader finds it.
inline QToolButton* playButton(const QWidget& view)
{
    const auto buttons = view.findChildren<QToolButton*>();
    for (QToolButton* button : buttons) {
        if (button->accessibleName() == QLatin1String("Play or pause"))
            return button;
    }
    return nullptr;
}

/// Play and pause swap the button's icon; each state must reuse one icon. A new QIcon per
/// toggle leaves its pixmaps in QPixmapCache under a new key each time (the soak test saw the
/// cache fill to its 10 MiB limit that way).
template <typename View> void verifyToggleReusesIcons(View& view)
{
    QToolButton* button = playButton(view);
    QVERIFY(button);
    view.pause();
    const qint64 paused = button->icon().cacheKey();
    view.play();
    const qint64 playing = button->icon().cacheKey();
    QVERIFY(playing != paused);
    for (int i = 0; i < 3; ++i) {
        view.pause();
        QCOMPARE(button->icon().cacheKey(), paused);
        view.play();
        QCOMPARE(button->icon().cacheKey(), playing);
    }
    view.pause();
}

} // namespace transportchecks
