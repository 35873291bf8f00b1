// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/touredit.h"

#include <QHash>
#include <QIcon>
#include <QImage>
#include <QList>
#include <QWidget>
#include <array>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QToolButton;
class QUndoStack;

namespace ts {

class TourCaptionView;

/// The tour editor (issue 36 item 5, docs/presentation.md "Editing a tour"): the scenes with
/// their pictures, and the tour's and the selected scene's texts in one language at a time.
/// Every change is one command on its own undo stack (typing into one field merges into one
/// command) over the TourEdit operations; undoing every command gives back the tour as it was
/// loaded. Texts from the file are edited in plain-text fields; the caption's preview is a
/// TourCaptionView (Markdown without HTML, the tour's own images only). The picture of a
/// scene comes from outside (setThumbnail), keyed by TourEdit::pictureKey().
class TourEditor : public QWidget
{
    Q_OBJECT

public:
    /// Thumbnails in the scene list, in device-independent pixels.
    static constexpr QSize kThumbnailSize { 128, 80 };

    explicit TourEditor(QWidget* parent = nullptr);
    ~TourEditor() override;

    /// Wide enough for a choice's device beside its text.
    QSize sizeHint() const override;

    /// Starts editing `tour` (its undo history empty, not modified) with scene `current`
    /// selected; `folder` holds its caption images, `path` is its file ("" for none).
    void setTour(const Tour& tour, const QString& path, const QString& folder, int current = 0);
    const Tour& tour() const { return m_tour; }
    QString filePath() const { return m_path; }
    QString folder() const { return m_folder; }
    QUndoStack* undoStack() const { return m_undo; }
    /// Changed since loaded or saved (the undo stack is not at its clean state).
    bool isModified() const;
    /// The tour was saved to `path` (its caption images in `folder`): the state now is clean.
    void markSaved(const QString& path, const QString& folder);

    /// The selected scene (−1 when the tour has none).
    int currentScene() const { return m_current; }
    void setCurrentScene(int index);
    /// The language edited: one of io::LocalizedText::languages().
    QString language() const { return m_language; }
    void setLanguage(const QString& language);

    // The operations, each one undo command; false (and a message, message()) when refused.
    bool moveScene(int from, int to);
    /// Drops the selected scene at `at` (the scene list's viewport coordinates), as dragging it
    /// there does: before the scene under the upper half, after it under the lower half.
    bool dropScene(const QPoint& at);
    bool moveUp();
    bool moveDown();
    bool deleteScene();
    bool duplicateScene();
    /// Re-records the selected scene's picture from `captured`, keeping its texts and question.
    bool rerecordScene(const TourScene& captured);
    /// Replaces the whole tour (scene `current` selected) as one command named `text`: a
    /// scene recorded by the window's Record Scene.
    bool replaceTour(const Tour& tour, int current, const QString& text);
    /// Sets the text at `ref` in `language`; typing into the same field merges.
    bool setText(const TourTextRef& ref, const QString& language, const QString& text);
    bool setQuestion(int scene, const std::optional<TourQuestion>& question);

    /// The last refusal or limit reached, as shown under the fields ("" when none).
    QString message() const;

    /// The picture of every scene whose TourEdit::pictureKey() is `key`.
    void setThumbnail(const QByteArray& key, const QImage& image);
    /// Forgets every picture (the theme or the language changed: the pictures show them).
    void clearThumbnails();
    /// The scenes whose picture is not known yet, in order.
    QList<int> scenesWithoutThumbnail() const;

    QListWidget* sceneList() const { return m_list; }
    QComboBox* languageBox() const { return m_languageBox; }
    QLineEdit* tourTitleEdit() const { return m_tourTitle; }
    QLineEdit* sceneTitleEdit() const { return m_sceneTitle; }
    QPlainTextEdit* captionEdit() const { return m_caption; }
    TourCaptionView* captionPreview() const { return m_preview; }
    QPlainTextEdit* notesEdit() const { return m_notes; }
    QGroupBox* questionBox() const { return m_questionBox; }
    QLineEdit* questionEdit() const { return m_questionText; }
    QLineEdit* choiceEdit(int choice) const { return m_choiceTexts[choice]; }
    QComboBox* choiceDeviceBox(int choice) const { return m_choiceDevices[choice]; }
    QPushButton* addChoiceButton() const { return m_addChoice; }
    QPushButton* rerecordButton() const { return m_rerecord; }
    QPushButton* recordButton() const { return m_record; }
    QPushButton* saveButton() const { return m_save; }
    QPushButton* saveAsButton() const { return m_saveAs; }

signals:
    /// The tour changed (a command done or undone).
    void tourEdited();
    void currentSceneChanged(int index);
    void modifiedChanged(bool modified);
    /// The user asked to re-record the selected scene from the window's current state.
    void rerecordRequested();
    /// The user asked to record the window's current state as a new scene after the selected.
    void recordRequested();
    void saveRequested();
    void saveAsRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    friend class TourEditCommand;

    void build();
    QWidget* buildSceneList();
    QWidget* buildFields();
    void buildQuestion();
    QLabel* buddyLabel(QWidget* buddy);
    QPlainTextEdit* historyEdit(const char* name);
    QLineEdit* limitedEdit(const char* name, qsizetype limit);
    void retranslate();
    /// What an undo command does: shows `tour` with scene `current` selected.
    /// `pictures`: scenes may have changed their pictures (not a text typed).
    void apply(const Tour& tour, int current, bool pictures);
    bool push(const Tour& after, int current, const QString& text, TourTextRef ref = {},
        const QString& language = QString(), bool merge = false);
    bool refuse(TourEditProblem problem);
    void say(const QString& message);
    void refreshList();
    void refreshFields();
    void refreshLanguages();
    void textEdited(TourTextRef ref, const QString& text);
    void questionToggled(bool on);
    void editQuestion(const std::function<void(TourQuestion&)>& change);
    QString sceneLabel(int index) const;

    Tour m_tour;
    QString m_path;
    QString m_folder;
    QString m_language = QStringLiteral("en");
    int m_current = -1;
    bool m_updating = false;
    QUndoStack* m_undo = nullptr;
    QHash<QByteArray, QIcon> m_thumbnails;
    QIcon m_placeholder;
    QList<QByteArray> m_keys;

    QListWidget* m_list = nullptr;
    QPushButton* m_up = nullptr;
    QPushButton* m_down = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_delete = nullptr;
    QPushButton* m_rerecord = nullptr;
    QPushButton* m_record = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_saveAs = nullptr;
    QComboBox* m_languageBox = nullptr;
    QLabel* m_languageLabel = nullptr;
    QLabel* m_sceneCoverage = nullptr;
    QLabel* m_tourTitleLabel = nullptr;
    QLineEdit* m_tourTitle = nullptr;
    QLabel* m_sceneTitleLabel = nullptr;
    QLineEdit* m_sceneTitle = nullptr;
    QLabel* m_captionLabel = nullptr;
    QPlainTextEdit* m_caption = nullptr;
    QLabel* m_previewLabel = nullptr;
    TourCaptionView* m_preview = nullptr;
    QLabel* m_notesLabel = nullptr;
    QPlainTextEdit* m_notes = nullptr;
    QGroupBox* m_questionBox = nullptr;
    QLabel* m_questionLabel = nullptr;
    QLineEdit* m_questionText = nullptr;
    std::array<QComboBox*, TourQuestion::kMaxChoices> m_choiceDevices {};
    std::array<QLineEdit*, TourQuestion::kMaxChoices> m_choiceTexts {};
    std::array<QToolButton*, TourQuestion::kMaxChoices> m_removeChoice {};
    QPushButton* m_addChoice = nullptr;
    QLabel* m_decideLabel = nullptr;
    QComboBox* m_metric = nullptr;
    QComboBox* m_best = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace ts
