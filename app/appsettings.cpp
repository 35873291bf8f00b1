// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "appsettings.h"

namespace ts {

namespace {
const QString kThemeKey = QStringLiteral("Appearance/Theme");
const QString kLanguageKey = QStringLiteral("Appearance/Language");
const QString kGeometryKey = QStringLiteral("MainWindow/Geometry");
const QString kStateKey = QStringLiteral("MainWindow/State");
const QString kRecentKey = QStringLiteral("Workspace/RecentFiles");
const QString kLastFileKey = QStringLiteral("Workspace/LastFile");
const QString kLastModifiedKey = QStringLiteral("Workspace/LastModified");
} // namespace

Theme::Kind AppSettings::theme() const
{
    return Theme::kindFromName(m_settings.value(kThemeKey).toString()).value_or(Theme::Kind::Light);
}

void AppSettings::setTheme(Theme::Kind kind)
{
    m_settings.setValue(kThemeKey, Theme(kind).name());
}

QString AppSettings::language() const
{
    return m_settings.value(kLanguageKey).toString();
}

void AppSettings::setLanguage(const QString& localeName)
{
    m_settings.setValue(kLanguageKey, localeName);
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

QStringList AppSettings::recentWorkspaces() const
{
    return m_settings.value(kRecentKey).toStringList();
}

void AppSettings::setRecentWorkspaces(const QStringList& paths)
{
    m_settings.setValue(kRecentKey, paths.mid(0, kMaxRecentFiles));
}

void AppSettings::addRecentWorkspace(const QString& path)
{
    QStringList paths = recentWorkspaces();
    paths.removeAll(path);
    paths.prepend(path);
    setRecentWorkspaces(paths);
}

QString AppSettings::lastWorkspaceFile() const
{
    return m_settings.value(kLastFileKey).toString();
}

void AppSettings::setLastWorkspaceFile(const QString& path)
{
    m_settings.setValue(kLastFileKey, path);
}

bool AppSettings::lastWorkspaceModified() const
{
    return m_settings.value(kLastModifiedKey, false).toBool();
}

void AppSettings::setLastWorkspaceModified(bool modified)
{
    m_settings.setValue(kLastModifiedKey, modified);
}

} // namespace ts
