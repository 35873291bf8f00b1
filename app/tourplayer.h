// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/tour.h"

#include <QList>
#include <QObject>
#include <functional>

class QTabWidget;
class QWidget;

namespace ts {

class PresentableView;
class QuestionPanel;
class SystolicView;
class WorkspaceController;
class WorkspaceDocument;

/// Plays a guided tour in the main window: opening a tour file, showing a scene (workspace,
/// selected operator, tab, animation state) and moving between scenes; and the simple tour
/// editor: recording the window's current state as a new scene and saving the tour.
class TourPlayer : public QObject
{
    Q_OBJECT

public:
    /// `window` parents the dialogs; `views`: the animated tabs of `tabs` (owned by the
    /// caller, alive as long as this); `systolic` takes a scene's own GEMM.
    TourPlayer(QWidget* window, WorkspaceDocument* document, WorkspaceController* controller,
        QTabWidget* tabs, SystolicView* systolic, const QList<PresentableView*>& views);

    const Tour& tour() const { return m_tour; }
    bool hasTour() const { return !m_tour.scenes.isEmpty(); }
    /// The scene shown (−1: none).
    int sceneIndex() const { return m_index; }
    /// The file the tour was opened from or last saved to (empty for a new tour).
    QString filePath() const { return m_path; }
    /// The folder of the open tour, where its caption images are ("" when none is open).
    QString folder() const { return m_folder; }
    /// The question of the scene shown, over the tabs (hidden when the scene has none).
    QuestionPanel* questionPanel() const { return m_question; }
    /// Whether the scene shown asks a question and it is on screen.
    bool showsQuestion() const;

    /// Opens a tour file (a path or a ":/tours/..." resource) and shows its first scene. On any
    /// problem returns false with a message naming the file and each problem, and keeps the
    /// tour that was open.
    bool open(const QString& path, QString* error = nullptr);
    /// Plays a tour already loaded (and checked; another window's, or a handout's) and shows
    /// scene `index` (the first when out of range): `folder` holds its caption images, `path`
    /// is its file (empty when it has none). `tour` has a scene.
    void play(
        const Tour& tour, const QString& folder, int index = 0, const QString& path = QString());
    /// play() from the first scene.
    void open(const Tour& tour, const QString& folder, const QString& path = QString());
    /// Shows scene `index`; false (and nothing changes) when out of range.
    bool showScene(int index);
    bool next();
    bool previous();

    /// The window's current state as a scene (the charts of the scene shown are kept).
    TourScene captureScene(const QString& title, const QString& captionMarkdown) const;
    /// Inserts captureScene() after the scene shown (starting a new tour if none is open) and
    /// makes it the scene shown.
    void recordScene(const QString& title, const QString& captionMarkdown);
    /// Saves the tour atomically; false with the reason in `error`.
    bool save(const QString& path, QString* error = nullptr);
    /// The tour editor changed the tour: plays `tour` from now on, showing scene `index`. The
    /// scene is set up again only when its picture changed (another scene, or one re-recorded);
    /// a changed question is shown again; texts alone change nothing on screen here (the
    /// caption panel follows sceneEdited()).
    void edit(const Tour& tour, int index);
    /// Asked before open() or play() replaces the tour (the editor's unsaved edits): false
    /// keeps the tour that is open. Null: always replace.
    void setReplaceGuard(std::function<bool()> guard) { m_replaceGuard = std::move(guard); }

public slots:
    void openDialog();
    void recordDialog();
    void saveDialog();

signals:
    /// A tour was opened or a scene recorded.
    void tourChanged();
    /// Scene `index` is now shown.
    void sceneChanged(int index);
    /// recordScene() inserted scene `index` (before tourChanged()).
    void sceneRecorded(int index);
    /// edit() changed the tour's texts with scene `index` shown and nothing else.
    void sceneEdited(int index);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply(const TourScene& scene);
    PresentableView* viewOf(QWidget* tab) const;

    QWidget* m_window;
    WorkspaceDocument* m_document;
    WorkspaceController* m_controller;
    QTabWidget* m_tabs;
    SystolicView* m_systolic;
    QList<PresentableView*> m_views;
    QuestionPanel* m_question = nullptr;
    Tour m_tour;
    int m_index = -1;
    QString m_path;
    QString m_folder;
    std::function<bool()> m_replaceGuard;
};

} // namespace ts
