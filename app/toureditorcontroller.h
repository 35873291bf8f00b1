// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "panels/toureditor.h"

#include <QDockWidget>
#include <QObject>
#include <QPointer>
#include <QSize>
#include <functional>

class QMessageBox;
class QUndoGroup;
class QUndoStack;
class QWidget;

namespace ts {

class ActionRegistry;
class MainWindow;
class SceneThumbnailer;
class TourPlayer;

/// Puts the tour editor (docs/presentation.md, "Editing a tour") in the main window: a dock
/// made the first time File › Edit Tour asks for it, editing the tour the window plays. The
/// editor's changes go to the TourPlayer at once (the caption panel and a changed scene show
/// them); Record Scene in the window becomes an undoable command of the editor; another tour
/// replaces the edited one only after asking about unsaved edits, as closing the window does.
/// Edit › Undo and Redo act on the editor's stack while the focus is in the editor, on the
/// workspace's elsewhere (one QUndoGroup). Scene pictures come from a SceneThumbnailer,
/// one scene at a time, each picture kept until the scene's picture changes.
class TourEditorController : public QObject
{
    Q_OBJECT

public:
    /// What closing or replacing a modified tour does.
    enum class DiscardAnswer { Save, Discard, Cancel };

    /// The size of the window a scene's picture is drawn from (logical pixels).
    static constexpr QSize kPictureWindowSize { 1280, 800 };

    /// `documentStack`: the workspace's undo stack, active outside the editor.
    TourEditorController(
        MainWindow* window, TourPlayer* player, QUndoStack* documentStack, ActionRegistry* actions);

    /// Edit › Undo and Redo come from this group.
    QUndoGroup* undoGroup() const { return m_group; }
    /// The editor and its dock (null until opened).
    TourEditor* editor() const { return m_editor; }
    QDockWidget* dock() const { return m_dock; }
    /// The pictures' renderer (null until the editor first asks for one).
    SceneThumbnailer* thumbnailer() const { return m_thumbnailer; }
    /// Whether scene pictures are drawn (on by default; tests that do not look at them save
    /// the time).
    void setThumbnailsEnabled(bool enabled) { m_thumbnailsEnabled = enabled; }

    /// Replaces the Save / Discard / Cancel question (tests); empty: ask with a message box.
    void setDiscardPrompt(std::function<DiscardAnswer()> prompt) { m_prompt = std::move(prompt); }
    /// Replaces the Save As file dialog (tests); it returns the path, or "" to cancel.
    void setSavePathPrompt(std::function<QString()> prompt) { m_savePath = std::move(prompt); }

    /// False when the user cancels; true when there is nothing unsaved, or it was saved or
    /// discarded.
    bool confirmDiscard();

public slots:
    /// File › Edit Tour: shows the editor on the tour the window plays (a new one when none).
    void openEditor();
    /// Save to the tour's file (Save As when it has none, or it is a shipped tour).
    bool save();
    bool saveAs();
    /// Saves to `path`: refused with every problem listed when the file would not read back.
    bool saveTo(const QString& path, QString* error = nullptr);
    /// Re-records the editor's scene from the window's current state.
    void rerecord();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void ensureEditor();
    void loadFromPlayer();
    void editorChanged();
    void requestThumbnail();
    void redrawPictures();
    void followFocus(QWidget* now);
    void updateDockTitle();

    MainWindow* m_window;
    TourPlayer* m_player;
    QUndoStack* m_documentStack;
    ActionRegistry* m_actions;
    QUndoGroup* m_group;
    QPointer<TourEditor> m_editor;
    QPointer<QDockWidget> m_dock;
    /// The dock's title in the user interface's language, without the "modified" mark.
    QString m_dockTitle;
    SceneThumbnailer* m_thumbnailer = nullptr;
    QByteArray m_pictureRequested;
    bool m_thumbnailsEnabled = true;
    /// The editor changes the player's tour: the player's signals are its own echo.
    bool m_syncing = false;
    std::function<DiscardAnswer()> m_prompt;
    std::function<QString()> m_savePath;
};

} // namespace ts
