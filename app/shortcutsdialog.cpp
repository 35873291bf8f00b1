// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QShortcut>
#include <QTableWidget>
#include <QVBoxLayout>
#include <functional>

namespace ts {

QList<QAction*> ShortcutsDialog::actionsOf(const QMainWindow* window)
{
    QList<QAction*> actions;
    const std::function<void(const QList<QAction*>&)> collect = [&](const QList<QAction*>& list) {
        for (QAction* action : list) {
            if (QMenu* menu = action->menu())
                collect(menu->actions());
            else
                actions << action;
        }
    };
    collect(window->menuBar()->actions());
    actions += window->findChildren<QAction*>();
    return actions;
}

ShortcutsDialog::ShortcutsDialog(
    const QList<QAction*>& actions, const QList<QShortcut*>& shortcuts, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));

    m_table = new QTableWidget(0, 2, this);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setHorizontalHeaderLabels({ tr("Action"), tr("Shortcut") });
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    QSet<QString> seen;
    const auto addRow = [this, &seen](const QString& text, const QList<QKeySequence>& sequences) {
        QStringList keys;
        for (const QKeySequence& key : sequences)
            keys << key.toString(QKeySequence::NativeText);
        //: separates two shortcuts of one action, e.g. "Ctrl+Z, Alt+Backspace"
        const QString keyText = keys.join(tr(", "));
        // The same key for the same thing in several views is one row.
        if (keys.isEmpty() || text.isEmpty() || seen.contains(text + QLatin1Char('\n') + keyText))
            return;
        seen.insert(text + QLatin1Char('\n') + keyText);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(text));
        m_table->setItem(row, 1, new QTableWidgetItem(keyText));
    };
    for (const QAction* action : actions) {
        if (action)
            addRow(plainText(action), action->shortcuts());
    }
    for (const QShortcut* shortcut : shortcuts) {
        if (shortcut)
            addRow(shortcut->whatsThis(), { shortcut->key() });
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);

    // Tall and wide enough for the whole list without scrolling, as far as the screen allows.
    const int width = m_table->horizontalHeader()->length() + 4 * fontMetrics().averageCharWidth()
        + 2 * m_table->frameWidth();
    const int height = m_table->horizontalHeader()->height() + m_table->verticalHeader()->length()
        + 2 * m_table->frameWidth();
    m_table->setMinimumSize(qMax(width, 360), qMin(qMax(height, 160), 600));
}

QString ShortcutsDialog::plainText(const QAction* action)
{
    QString text = action->text();
    // "&&" is a literal ampersand; a single "&" marks the mnemonic.
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    else if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text;
}

} // namespace ts
