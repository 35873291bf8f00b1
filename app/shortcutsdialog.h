// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QMainWindow;
class QShortcut;
class QTableWidget;

namespace ts {

/// Help › Keyboard Shortcuts: every shortcut the given actions have, as they are set now (in
/// the current language and the platform's notation), so the list cannot drift from the app.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    /// One row per action with a shortcut, in the order given, then one per QShortcut that
    /// says what it does (its What's This); duplicates and those without keys are left out.
    explicit ShortcutsDialog(const QList<QAction*>& actions,
        const QList<QShortcut*>& shortcuts = {}, QWidget* parent = nullptr);

    /// The actions of `window`: its menu bar's in the order the menus list them, then those it
    /// holds outside the menus.
    static QList<QAction*> actionsOf(const QMainWindow* window);

    QTableWidget* table() const { return m_table; }

    /// An action's text as a list shows it: without mnemonics and a trailing ellipsis.
    static QString plainText(const QAction* action);

private:
    QTableWidget* m_table = nullptr;
};

} // namespace ts
