// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAction>
#include <QHash>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>
#include <functional>

class QMenu;
class QWidget;

namespace ts {

/// One action of the main window, declared once: its id (the QAction's object name), its text
/// (a QT_TRANSLATE_NOOP source in ActionRegistry::kContext), shortcut, icon and whether it is
/// checkable.
struct ActionSpec
{
    const char* id;
    const char* text;
    QKeySequence shortcut = {};
    /// A freedesktop theme icon name (QIcon::fromTheme); null: none.
    const char* icon = nullptr;
    bool checkable = false;
    QAction::MenuRole role = QAction::NoRole;
};

/// The main window's actions and every other text it owns (menu titles, tab and dock titles,
/// the status line), each written once: the registry builds the QActions from specs(), and
/// sets each text in the current language when it is registered and again on every
/// QEvent::LanguageChange the window receives. The window only places and connects them.
class ActionRegistry : public QObject
{
    Q_OBJECT

public:
    /// The translation context of every text here. The window's menus were translated under
    /// this name before the registry existed, so the committed translations still apply.
    static constexpr const char* kContext = "ts::MainWindow";

    /// Every action of the main window.
    static const QList<ActionSpec>& specs();

    /// Builds the actions of specs() as children of `window` and follows its language changes.
    explicit ActionRegistry(QWidget* window);

    /// The action registered as `id`; null (and a warning) for an unknown id.
    QAction* action(const char* id) const;
    QList<QAction*> actions() const;
    /// A menu titled `text` (a QT_TRANSLATE_NOOP source in kContext) added to `parent` (a
    /// QMenuBar or a QMenu), its title following the language.
    QMenu* addMenu(QWidget* parent, const char* id, const char* text);
    /// Any other text that follows the language: `apply` gets the translation of `text` (a
    /// QT_TRANSLATE_NOOP source in kContext) now and after every language switch, as long as
    /// `owner` lives.
    void bindText(QObject* owner, const char* text, std::function<void(const QString&)> apply);
    /// Sets every text again in the current language.
    void retranslate();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct BoundText
    {
        QPointer<QObject> owner;
        const char* text;
        std::function<void(const QString&)> apply;
    };

    QWidget* m_window;
    QHash<QByteArray, QAction*> m_actions;
    QList<BoundText> m_texts;
};

} // namespace ts
