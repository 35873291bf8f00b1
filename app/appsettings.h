// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "style/theme.h"

#include <QByteArray>
#include <QSettings>
#include <QStringList>

namespace ts {

/// Typed access to the user's settings, so that keys and defaults live in one place.
class AppSettings
{
public:
    AppSettings() = default;

    Theme::Kind theme() const;
    void setTheme(Theme::Kind kind);

    /// The user interface language as a locale name ("de", "zh_CN"); empty: follow the system.
    QString language() const;
    void setLanguage(const QString& localeName);

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray& geometry);
    QByteArray mainWindowState() const;
    void setMainWindowState(const QByteArray& state);

    /// Workspace files opened or saved, most recent first (at most kMaxRecentFiles, even when a
    /// hand-edited settings file holds more: the list is trimmed as it is read).
    QStringList recentWorkspaces() const;
    void setRecentWorkspaces(const QStringList& paths);
    /// Puts `path` first in the recent list.
    void addRecentWorkspace(const QString& path);
    static constexpr int kMaxRecentFiles = 8;
    /// The file the workspace open at the last exit belonged to (empty: untitled).
    QString lastWorkspaceFile() const;
    void setLastWorkspaceFile(const QString& path);
    /// Whether that workspace had unsaved edits (restored as modified).
    bool lastWorkspaceModified() const;
    void setLastWorkspaceModified(bool modified);

    /// The engine options Preferences set (price kind, basis and provider, PUE, electricity
    /// price, amortization and utilization of owned chips) over the defaults. Each stored number
    /// is taken on its own: one out of its range (or not a number) keeps its default, the others
    /// stay, and its settings key is appended to `refused` when given.
    engine::EngineOptions engineOptions(QStringList* refused = nullptr) const;
    void setEngineOptions(const engine::EngineOptions& options);

private:
    QSettings m_settings;
};

} // namespace ts
