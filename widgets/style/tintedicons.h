// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QIcon>
#include <QStyle>

class QWidget;

namespace ts {

/// The style's standard icons recoloured with a widget's button-text colour, made once and kept.
///
/// Fusion's media icons (play, pause, seek) are dark pixmaps whatever the palette; tinting them
/// keeps them visible in the dark theme and on a projector. The views swap play and pause on
/// every toggle: a freshly painted QIcon each time would leave its scaled pixmaps in Qt's
/// QPixmapCache under a new key each time, filling it to its 10 MiB limit with dead entries
/// (the soak test saw this). Keeping one icon per standard pixmap reuses the cached pixmaps.
class TintedIcons
{
public:
    /// `which` drawn in `widget`'s ButtonText colour at its tool-bar icon size.
    QIcon icon(const QWidget* widget, QStyle::StandardPixmap which);
    /// Forgets every icon; call when the widget's palette or style changes.
    void clear() { m_icons.clear(); }

private:
    QHash<int, QIcon> m_icons;
};

} // namespace ts
