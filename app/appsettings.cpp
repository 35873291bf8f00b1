// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "appsettings.h"

namespace ts {

namespace {
const QString kThemeKey = QStringLiteral("Appearance/Theme");
const QString kGeometryKey = QStringLiteral("MainWindow/Geometry");
const QString kStateKey = QStringLiteral("MainWindow/State");
} // namespace

Theme::Kind AppSettings::theme() const
{
    return Theme::kindFromName(m_settings.value(kThemeKey).toString()).value_or(Theme::Kind::Light);
}

void AppSettings::setTheme(Theme::Kind kind)
{
    m_settings.setValue(kThemeKey, Theme(kind).name());
}

QByteArray AppSettings::mainWindowGeometry() const
{
    return m_settings.value(kGeometryKey).toByteArray();
}

void AppSettings::setMainWindowGeometry(const QByteArray& geometry)
{
    m_settings.setValue(kGeometryKey, geometry);
}

QByteArray AppSettings::mainWindowState() const
{
    return m_settings.value(kStateKey).toByteArray();
}

void AppSettings::setMainWindowState(const QByteArray& state)
{
    m_settings.setValue(kStateKey, state);
}

} // namespace ts
