// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "actionregistry.h"

#include <QCoreApplication>
#include <QEvent>
#include <QIcon>
#include <QMenu>
#include <QMenuBar>
#include <QWidget>

namespace ts {

const QList<ActionSpec>& ActionRegistry::specs()
{
    // Built on first use: standard key sequences need the application's platform theme.
    static const QList<ActionSpec> specs {
        { "actionNew", QT_TRANSLATE_NOOP("ts::MainWindow", "&New Workspace"),
            QKeySequence(QKeySequence::New), "document-new" },
        { "actionOpen", QT_TRANSLATE_NOOP("ts::MainWindow", "&Open..."),
            QKeySequence(QKeySequence::Open), "document-open" },
        { "actionOpenTour", QT_TRANSLATE_NOOP("ts::MainWindow", "Open &Tour...") },
        { "actionImportModel", QT_TRANSLATE_NOOP("ts::MainWindow", "&Import Model...") },
        { "actionRecordScene", QT_TRANSLATE_NOOP("ts::MainWindow", "Record Tour Sc&ene...") },
        { "actionSaveTour", QT_TRANSLATE_NOOP("ts::MainWindow", "Save Tour As...") },
        { "actionEditTour", QT_TRANSLATE_NOOP("ts::MainWindow", "E&dit Tour...") },
        { "actionSave", QT_TRANSLATE_NOOP("ts::MainWindow", "&Save"),
            QKeySequence(QKeySequence::Save), "document-save" },
        { "actionSaveAs", QT_TRANSLATE_NOOP("ts::MainWindow", "Save &As..."),
            QKeySequence(QKeySequence::SaveAs), "document-save-as" },
        { "actionExportResults", QT_TRANSLATE_NOOP("ts::MainWindow", "Export &Results...") },
        { "actionExportHandout", QT_TRANSLATE_NOOP("ts::MainWindow", "Export &Handout...") },
        { "actionExportClip", QT_TRANSLATE_NOOP("ts::MainWindow", "Export C&lip...") },
        { "actionQuit", QT_TRANSLATE_NOOP("ts::MainWindow", "&Quit"),
            QKeySequence(QKeySequence::Quit), "application-exit", false, QAction::QuitRole },
        { "actionPreferences", QT_TRANSLATE_NOOP("ts::MainWindow", "&Preferences..."),
            QKeySequence(QKeySequence::Preferences), nullptr, false, QAction::PreferencesRole },
        { "actionThemelight", QT_TRANSLATE_NOOP("ts::MainWindow", "&Light"), {}, nullptr, true },
        { "actionThemedark", QT_TRANSLATE_NOOP("ts::MainWindow", "&Dark"), {}, nullptr, true },
        { "actionPresent", QT_TRANSLATE_NOOP("ts::MainWindow", "&Present"),
            QKeySequence(Qt::Key_F5), nullptr, true },
        // Alt+F5, as presenter view in the best-known slide programs.
        { "actionPresenterConsole", QT_TRANSLATE_NOOP("ts::MainWindow", "Presenter &Console"),
            QKeySequence(Qt::ALT | Qt::Key_F5), nullptr, true },
        { "actionDocumentation", QT_TRANSLATE_NOOP("ts::MainWindow", "&Documentation..."),
            QKeySequence(QKeySequence::HelpContents), "help-contents" },
        { "actionShortcuts", QT_TRANSLATE_NOOP("ts::MainWindow", "&Keyboard Shortcuts...") },
        { "actionAccuracy", QT_TRANSLATE_NOOP("ts::MainWindow", "A&ccuracy...") },
        { "actionAbout", QT_TRANSLATE_NOOP("ts::MainWindow", "&About Tensorscope"), {}, nullptr,
            false, QAction::AboutRole },
        { "actionAboutQt", QT_TRANSLATE_NOOP("ts::MainWindow", "About &Qt"), {}, nullptr, false,
            QAction::AboutQtRole },
    };
    return specs;
}

ActionRegistry::ActionRegistry(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    for (const ActionSpec& spec : specs()) {
        auto* action = new QAction(window);
        action->setObjectName(QLatin1String(spec.id));
        action->setShortcut(spec.shortcut);
        if (spec.icon)
            action->setIcon(QIcon::fromTheme(QLatin1String(spec.icon)));
        action->setCheckable(spec.checkable);
        action->setMenuRole(spec.role);
        m_actions.insert(QByteArray(spec.id), action);
        bindText(action, spec.text, [action](const QString& text) { action->setText(text); });
    }
    window->installEventFilter(this);
}

QAction* ActionRegistry::action(const char* id) const
{
    QAction* action = m_actions.value(QByteArray(id));
    if (!action)
        qWarning("ActionRegistry: no action '%s'", id);
    return action;
}

QList<QAction*> ActionRegistry::actions() const
{
    QList<QAction*> actions;
    for (const ActionSpec& spec : specs())
        actions.append(m_actions.value(QByteArray(spec.id)));
    return actions;
}

QMenu* ActionRegistry::addMenu(QWidget* parent, const char* id, const char* text)
{
    auto* menu = new QMenu(parent);
    menu->setObjectName(QLatin1String(id));
    if (auto* bar = qobject_cast<QMenuBar*>(parent))
        bar->addMenu(menu);
    else if (auto* parentMenu = qobject_cast<QMenu*>(parent))
        parentMenu->addMenu(menu);
    bindText(menu, text, [menu](const QString& title) { menu->setTitle(title); });
    return menu;
}

void ActionRegistry::bindText(
    QObject* owner, const char* text, std::function<void(const QString&)> apply)
{
    apply(QCoreApplication::translate(kContext, text));
    m_texts.append({ owner, text, std::move(apply) });
}

void ActionRegistry::retranslate()
{
    m_texts.removeIf([](const BoundText& bound) { return bound.owner.isNull(); });
    for (const BoundText& bound : std::as_const(m_texts))
        bound.apply(QCoreApplication::translate(kContext, bound.text));
}

bool ActionRegistry::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace ts
