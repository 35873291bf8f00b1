// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "style/theme.h"

#include <QMainWindow>

class QActionGroup;
class QLabel;
class QTabWidget;

namespace ts {

class AppSettings;

/// The application window: menus, status bar and the workspace.
///
/// The window does not touch settings unless given an AppSettings (the interactive app does;
/// `tensorscope screenshot` and tests do not), so rendering it never changes a user's files.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(AppSettings* settings = nullptr, QWidget* parent = nullptr);

    Theme::Kind theme() const { return m_theme; }
    /// The workspace tabs (start page, systolic array, ...).
    QTabWidget* tabs() const { return m_tabs; }

public slots:
    /// Switches the application's palette; persisted when the window has settings.
    void setTheme(ts::Theme::Kind kind);
    void showAbout();

signals:
    void themeChanged(ts::Theme::Kind kind);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void restoreWindowState();

    AppSettings* m_settings = nullptr;
    Theme::Kind m_theme = Theme::Kind::Light;
    QActionGroup* m_themeGroup = nullptr;
    QLabel* m_statusLabel = nullptr;
    QTabWidget* m_tabs = nullptr;
};

} // namespace ts
