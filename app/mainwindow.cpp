// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "aboutdialog.h"
#include "appsettings.h"
#include "panels/startpanel.h"
#include "version.h"
#include "views/systolicview.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>

namespace ts {

MainWindow::MainWindow(AppSettings* settings, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Tensorscope"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tensorscope.svg")));
    // The comparison workspace (issue 9) will join these; until then the start page and the
    // systolic array, the view that needs no workload to tell its story.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(new StartPanel(m_tabs), tr("Start"));
    auto* systolic = new SystolicView(m_tabs);
    systolic->setObjectName(QStringLiteral("systolicView"));
    m_tabs->addTab(systolic, tr("Systolic array"));
    setCentralWidget(m_tabs);

    createMenus();

    m_statusLabel = new QLabel(this);
    m_statusLabel->setText(tr("Tensorscope %1 - ready").arg(versionString()));
    statusBar()->addWidget(m_statusLabel, 1);

    if (m_settings) {
        m_theme = m_settings->theme();
        restoreWindowState();
    }
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toInt() == int(m_theme));
    resize(1280, 800);
    if (m_settings && !m_settings->mainWindowGeometry().isEmpty())
        restoreGeometry(m_settings->mainWindowGeometry());
}

void MainWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    QAction* quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setObjectName(QStringLiteral("actionQuit"));

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    QMenu* themeMenu = viewMenu->addMenu(tr("&Theme"));
    m_themeGroup = new QActionGroup(this);
    m_themeGroup->setExclusive(true);
    const std::pair<Theme::Kind, QString> themes[] = {
        { Theme::Kind::Light, tr("&Light") },
        { Theme::Kind::Dark, tr("&Dark") },
    };
    for (const auto& [kind, label] : themes) {
        QAction* action = themeMenu->addAction(label);
        action->setCheckable(true);
        action->setData(int(kind));
        action->setObjectName(QStringLiteral("actionTheme") + Theme(kind).name());
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, kind = kind] { setTheme(kind); });
    }

    QMenu* helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction* about = helpMenu->addAction(tr("&About Tensorscope"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::setTheme(Theme::Kind kind)
{
    const bool changed = kind != m_theme;
    m_theme = kind;
    if (auto* application = qobject_cast<QApplication*>(QCoreApplication::instance()))
        Theme(kind).applyTo(*application);
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toInt() == int(kind));
    if (m_settings)
        m_settings->setTheme(kind);
    if (changed)
        emit themeChanged(kind);
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::restoreWindowState()
{
    const QByteArray state = m_settings->mainWindowState();
    if (!state.isEmpty())
        restoreState(state);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_settings) {
        m_settings->setMainWindowGeometry(saveGeometry());
        m_settings->setMainWindowState(saveState());
    }
    event->accept();
}

} // namespace ts
