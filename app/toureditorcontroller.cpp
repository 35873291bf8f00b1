// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "toureditorcontroller.h"

#include "actionregistry.h"
#include "io/diagnostictext.h"
#include "mainwindow.h"
#include "panels/toureditor.h"
#include "panels/tourpanel.h"
#include "scenethumbnailer.h"
#include "session/touredit.h"
#include "style/plaintext.h"
#include "tourplayer.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QListWidget>
#include <QScrollArea>
#include <QStatusBar>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

namespace ts {

TourEditorController::TourEditorController(
    MainWindow* window, TourPlayer* player, QUndoStack* documentStack, ActionRegistry* actions)
    : QObject(window)
    , m_window(window)
    , m_player(player)
    , m_documentStack(documentStack)
    , m_actions(actions)
{
    m_group = new QUndoGroup(this);
    m_group->addStack(documentStack);
    m_group->setActiveStack(documentStack);
    // Another tour replaces the edited one only once its edits are saved or given up.
    player->setReplaceGuard([this] { return m_syncing || confirmDiscard(); });
    connect(player, &TourPlayer::sceneRecorded, this, [this](int index) {
        if (!m_editor)
            return;
        m_syncing = true;
        m_editor->replaceTour(m_player->tour(), index, tr("Record Scene"));
        m_syncing = false;
        requestThumbnail();
    });
    connect(player, &TourPlayer::tourChanged, this, [this] {
        if (m_editor && !m_syncing && !(m_player->tour() == m_editor->tour()))
            loadFromPlayer();
    });
    connect(player, &TourPlayer::sceneChanged, this, [this](int index) {
        if (!m_editor || m_syncing || index == m_editor->currentScene())
            return;
        m_syncing = true;
        m_editor->setCurrentScene(index);
        m_syncing = false;
    });
    connect(player, &TourPlayer::sceneEdited, this, [this](int index) {
        if (auto* panel = m_window->findChild<TourPanel*>())
            panel->showScene(m_player->tour(), index);
    });
    connect(qApp, &QApplication::focusChanged, this,
        [this](QWidget*, QWidget* now) { followFocus(now); });
    window->installEventFilter(this);
    connect(window, &MainWindow::themeChanged, this, [this](Theme::Kind kind) {
        if (m_thumbnailer)
            m_thumbnailer->setTheme(kind);
        redrawPictures();
    });
    connect(actions->action("actionEditTour"), &QAction::triggered, this,
        &TourEditorController::openEditor);
    connect(actions->action("actionRecordScene"), &QAction::triggered, player,
        &TourPlayer::recordDialog);
    connect(
        actions->action("actionSaveTour"), &QAction::triggered, player, &TourPlayer::saveDialog);
}

void TourEditorController::ensureEditor()
{
    if (m_editor)
        return;
    m_editor = new TourEditor;
    m_dock = new QDockWidget(m_window);
    m_dock->setObjectName(QStringLiteral("tourEditorDock"));
    // Narrower than the editor's buttons and fields on a small screen, with long translations:
    // the dock scrolls sideways rather than widen the window past the screen.
    auto* scroll = new QScrollArea(m_dock);
    scroll->setObjectName(QStringLiteral("tourEditorDockScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_editor);
    m_dock->setWidget(scroll);
    m_actions->bindText(
        m_dock, QT_TRANSLATE_NOOP("ts::MainWindow", "Tour Editor"), [this](const QString& text) {
            m_dockTitle = text;
            updateDockTitle();
        });
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_group->addStack(m_editor->undoStack());
    connect(m_editor, &TourEditor::tourEdited, this, &TourEditorController::editorChanged);
    connect(m_editor, &TourEditor::currentSceneChanged, this, &TourEditorController::editorChanged);
    connect(m_editor, &TourEditor::modifiedChanged, this, &TourEditorController::updateDockTitle);
    connect(m_editor, &TourEditor::rerecordRequested, this, &TourEditorController::rerecord);
    connect(m_editor, &TourEditor::recordRequested, this,
        [this] { m_player->recordScene(tr("New scene"), QString()); });
    connect(m_editor, &TourEditor::saveRequested, this, &TourEditorController::save);
    connect(m_editor, &TourEditor::saveAsRequested, this, &TourEditorController::saveAs);
}

void TourEditorController::openEditor()
{
    const bool first = !m_editor;
    ensureEditor();
    if (first || (!m_editor->isModified() && !(m_editor->tour() == m_player->tour())))
        loadFromPlayer();
    m_dock->show();
    m_dock->raise();
    m_editor->sceneList()->setFocus(Qt::OtherFocusReason);
}

void TourEditorController::loadFromPlayer()
{
    const bool resource = m_player->filePath().startsWith(QLatin1Char(':'));
    m_syncing = true;
    m_editor->setTour(m_player->tour(), resource ? QString() : m_player->filePath(),
        m_player->folder(), std::max(0, m_player->sceneIndex()));
    m_syncing = false;
    requestThumbnail();
}

void TourEditorController::editorChanged()
{
    if (m_syncing || !m_editor)
        return;
    m_syncing = true;
    m_player->edit(m_editor->tour(), m_editor->currentScene());
    m_syncing = false;
    requestThumbnail();
}

void TourEditorController::rerecord()
{
    if (!m_editor)
        return;
    m_editor->rerecordScene(m_player->captureScene(QString(), QString()));
}

void TourEditorController::updateDockTitle()
{
    if (m_dock)
        m_dock->setWindowTitle(m_editor && m_editor->isModified()
                ? tr("%1 (modified)").arg(m_dockTitle)
                : m_dockTitle);
}

void TourEditorController::followFocus(QWidget* now)
{
    if (!now || now->window() != m_window)
        return;
    // Edit › Undo undoes what the user was editing: the tour in the editor, else the workspace.
    const bool inEditor = m_dock && m_editor && m_dock->isAncestorOf(now);
    m_group->setActiveStack(inEditor ? m_editor->undoStack() : m_documentStack);
}

bool TourEditorController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Close && !confirmDiscard()) {
        event->ignore();
        return true;
    }
    // The pictures carry the window's words.
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        QTimer::singleShot(0, this, &TourEditorController::redrawPictures);
    return QObject::eventFilter(watched, event);
}

bool TourEditorController::confirmDiscard()
{
    if (!m_editor || !m_editor->isModified())
        return true;
    DiscardAnswer answer = DiscardAnswer::Cancel;
    if (m_prompt) {
        answer = m_prompt();
    } else {
        //: %1 is the tour's title, from its file
        const QMessageBox::StandardButton button
            = PlainText::message(m_window, QMessageBox::Question, tr("Tour Editor"),
                tr("The tour '%1' has changes that are not saved. Save them?")
                    .arg(m_editor->tour().title.text()),
                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        answer = button == QMessageBox::Save ? DiscardAnswer::Save
            : button == QMessageBox::Discard ? DiscardAnswer::Discard
                                             : DiscardAnswer::Cancel;
    }
    switch (answer) {
    case DiscardAnswer::Save:
        return save();
    case DiscardAnswer::Discard:
        return true;
    case DiscardAnswer::Cancel:
        break;
    }
    return false;
}

bool TourEditorController::save()
{
    if (!m_editor)
        return false;
    if (m_editor->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!saveTo(m_editor->filePath(), &error)) {
        PlainText::warning(m_window, tr("Save Tour"), error);
        return false;
    }
    return true;
}

bool TourEditorController::saveAs()
{
    if (!m_editor)
        return false;
    QString path = m_savePath ? m_savePath()
                              : QFileDialog::getSaveFileName(m_window, tr("Save Tour"),
                                  m_editor->filePath(), tr("Tensorscope tours (*.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    QString error;
    if (!saveTo(path, &error)) {
        PlainText::warning(m_window, tr("Save Tour"), error);
        return false;
    }
    return true;
}

bool TourEditorController::saveTo(const QString& path, QString* error)
{
    if (!m_editor)
        return false;
    // What the reader would refuse is not written: the file must open again.
    const io::Diagnostics problems = TourEdit::check(m_editor->tour());
    if (!problems.isEmpty()) {
        QStringList lines;
        for (const io::Diagnostic& d : problems)
            lines << io::DiagnosticText::problem(d);
        if (error)
            *error
                = tr("The tour cannot be saved as it is:\n%1").arg(lines.join(QLatin1Char('\n')));
        return false;
    }
    m_syncing = true;
    m_player->edit(m_editor->tour(), m_editor->currentScene());
    const bool saved = m_player->save(path, error);
    m_syncing = false;
    if (!saved)
        return false;
    m_editor->markSaved(QFileInfo(path).absoluteFilePath(), QFileInfo(path).absolutePath());
    m_window->statusBar()->showMessage(
        tr("Saved the tour %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void TourEditorController::redrawPictures()
{
    if (!m_editor)
        return;
    if (m_thumbnailer)
        m_thumbnailer->clear();
    m_editor->clearThumbnails();
    requestThumbnail();
}

void TourEditorController::requestThumbnail()
{
    if (!m_thumbnailsEnabled || !m_editor || (m_thumbnailer && m_thumbnailer->isBusy()))
        return;
    const QList<int> missing = m_editor->scenesWithoutThumbnail();
    if (missing.isEmpty())
        return;
    if (!m_thumbnailer) {
        m_thumbnailer = new SceneThumbnailer(this);
        m_thumbnailer->setTheme(m_window->theme());
        connect(m_thumbnailer, &SceneThumbnailer::rendered, this, [this](int, const QImage& image) {
            if (m_editor)
                m_editor->setThumbnail(m_pictureRequested, image);
            QTimer::singleShot(0, this, &TourEditorController::requestThumbnail);
        });
    }
    // One scene a request: the picture is the scene's, wherever it moves in the tour.
    TourScene scene = m_editor->tour().scenes[missing.first()];
    m_pictureRequested = TourEdit::pictureKey(scene);
    // The picture behind the question, which tells the scenes apart (the question panel looks
    // the same on each); pictureKey() leaves the question out too.
    scene.question.reset();
    m_thumbnailer->request(Tour { m_editor->tour().title, { scene } }, m_editor->folder(), 0,
        kPictureWindowSize, TourEditor::kThumbnailSize);
}

} // namespace ts
