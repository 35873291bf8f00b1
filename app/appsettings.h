// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "style/theme.h"

#include <QByteArray>
#include <QSettings>

namespace ts {

/// Typed access to the user's settings, so that keys and defaults live in one place.
class AppSettings
{
public:
    AppSettings() = default;

    Theme::Kind theme() const;
    void setTheme(Theme::Kind kind);

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray& geometry);
    QByteArray mainWindowState() const;
    void setMainWindowState(const QByteArray& state);

private:
    QSettings m_settings;
};

} // namespace ts
