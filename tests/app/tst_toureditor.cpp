// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

// The tour editor in the window (issue 36 item 5), driven offscreen as a user would: reorder
// (button and drag and drop), delete, re-record from the window, edit the German caption, undo
// each through Edit › Undo, save, reload, compare; unsaved edits are asked about; hostile text
// stays literal; the file format's limits are enforced with a message.

#include "actionregistry.h"
#include "io/inputlimits.h"
#include "mainwindow.h"
#include "models/workspacedocument.h"
#include "panels/tourcaptionview.h"
#include "panels/toureditor.h"
#include "panels/tourpanel.h"
#include "panels/workloadpanel.h"
#include "session/touredit.h"
#include "testmatrix.h"
#include "toureditorcontroller.h"
#include "tourplayer.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoGroup>
#include <QUndoStack>

using namespace ts;

namespace {

const QString kTour = QStringLiteral(":/tours/llm-decode-roofline.json");
const QString kOtherTour = QStringLiteral(":/tours/systolic-batch.json");

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Drops the list's scene `from` on the lower half of row `onto`, as a drag would (the drop
/// itself is Qt's: QApplication delivers it only to the target of a drag in progress, which a
/// test cannot start without a real pointer).
void dragScene(TourEditor* editor, int from, int onto)
{
    QListWidget* list = editor->sceneList();
    list->setCurrentRow(from);
    const QRect rect = list->visualItemRect(list->item(onto));
    editor->dropScene(QPoint(rect.center().x(), rect.bottom() - 2));
}

} // namespace

class TestTourEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void editUndoSaveReload();
    void unsavedEditsAreAskedAbout();
    void recordAndQuestionAreUndoable();
    void hostileTextStaysLiteral();
    void limitsAreEnforced();
    void undoFollowsTheFocus();
    void scenesGetPictures();

private:
    std::unique_ptr<MainWindow> m_window;
    TourEditorController* m_controller = nullptr;
    TourEditor* m_editor = nullptr;
};

void TestTourEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestTourEditor::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_controller = m_window->tourEditor();
    // Pictures cost a second window; only scenesGetPictures() looks at them.
    m_controller->setThumbnailsEnabled(false);
    QVERIFY(m_window->tourPlayer()->open(kTour));
    m_window->actions()->action("actionEditTour")->trigger();
    m_editor = m_controller->editor();
    QVERIFY(m_editor);
    QVERIFY(m_controller->dock()->isVisible());
}

void TestTourEditor::cleanup()
{
    m_controller->setDiscardPrompt([] { return TourEditorController::DiscardAnswer::Discard; });
    m_window.reset();
}

void TestTourEditor::editUndoSaveReload()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Tour original = TourFile::load(kTour).tour.value();
    QVERIFY(m_editor->tour() == original);
    QVERIFY(!m_editor->isModified());
    QUndoStack* stack = m_editor->undoStack();

    // Saved without a change: the canonical writer's bytes, read back equal (the shipped file
    // is written by hand; tst_touredit checks the writer is a fixed point).
    const QString unchanged = dir.filePath(QStringLiteral("unchanged.json"));
    QVERIFY(m_controller->saveTo(unchanged));
    QVERIFY(TourFile::load(unchanged).tour.value() == original);
    const QByteArray canonical = readAll(unchanged);
    QVERIFY(!canonical.isEmpty());

    // Reorder with the button, then by dragging the first scene below the last.
    m_editor->setCurrentScene(0);
    QTest::mouseClick(
        m_editor->findChild<QPushButton*>(QStringLiteral("moveSceneDownButton")), Qt::LeftButton);
    QVERIFY(m_editor->tour().scenes[1] == original.scenes[0]);
    QCOMPARE(m_editor->currentScene(), 1);
    QVERIFY(m_editor->isModified());
    const int last = int(original.scenes.size()) - 1;
    dragScene(m_editor, 0, last);
    QVERIFY(m_editor->tour().scenes[last] == original.scenes[1]);
    QCOMPARE(stack->count(), 2);
    // The window plays the edited tour.
    QVERIFY(m_window->tourPlayer()->tour() == m_editor->tour());

    // Delete the selected scene.
    m_editor->setCurrentScene(0);
    const TourScene deleted = m_editor->tour().scenes[0];
    QTest::mouseClick(
        m_editor->findChild<QPushButton*>(QStringLiteral("deleteSceneButton")), Qt::LeftButton);
    QCOMPARE(m_editor->tour().scenes.size(), original.scenes.size() - 1);
    QVERIFY(!(m_editor->tour().scenes[0] == deleted));

    // Re-record scene 1 from the window: the Claims page, its texts kept.
    m_editor->setCurrentScene(1);
    QCoreApplication::processEvents();
    const TourScene before = m_editor->tour().scenes[1];
    m_window->tabs()->setCurrentWidget(
        m_window->findChild<QWidget*>(QStringLiteral("claimsPanel")));
    QTest::mouseClick(m_editor->rerecordButton(), Qt::LeftButton);
    const TourScene after = m_editor->tour().scenes[1];
    QCOMPARE(after.view, QStringLiteral("claims"));
    QVERIFY(after.view != before.view);
    QVERIFY(after.captionMarkdown == before.captionMarkdown);
    QVERIFY(after.title == before.title);
    QVERIFY(after.notes == before.notes);

    // The German caption, typed: one command for the typing, English untouched; the caption
    // panel of the window shows the text in the interface's language.
    m_editor->languageBox()->setCurrentIndex(
        m_editor->languageBox()->findData(QStringLiteral("de")));
    emit m_editor->languageBox()->activated(m_editor->languageBox()->currentIndex());
    QCOMPARE(m_editor->language(), QStringLiteral("de"));
    QCOMPARE(m_editor->captionEdit()->toPlainText(),
        before.captionMarkdown.translations().value(QStringLiteral("de")));
    const int commands = stack->count();
    m_editor->captionEdit()->setFocus();
    m_editor->captionEdit()->moveCursor(QTextCursor::End);
    QTest::keyClicks(m_editor->captionEdit(), QStringLiteral(" Neu."));
    QCOMPARE(stack->count(), commands + 1);
    const TourScene typed = m_editor->tour().scenes[1];
    QCOMPARE(typed.captionMarkdown.translations().value(QStringLiteral("de")),
        before.captionMarkdown.translations().value(QStringLiteral("de"))
            + QStringLiteral(" Neu."));
    QCOMPARE(typed.captionMarkdown.english(), before.captionMarkdown.english());
    QVERIFY(m_editor->captionPreview()->toPlainText().contains(QStringLiteral("Neu.")));

    // Save, reload: what the editor holds.
    const QString edited = dir.filePath(QStringLiteral("edited.json"));
    QVERIFY(m_controller->saveTo(edited));
    QVERIFY(!m_editor->isModified());
    QCOMPARE(m_editor->filePath(), QFileInfo(edited).absoluteFilePath());
    const Tour reread = TourFile::load(edited).tour.value();
    QVERIFY(reread == m_editor->tour());

    // Undo each through Edit › Undo (Ctrl+Z) with the focus in the caption: the typing first,
    // then the re-recording, the deletion and both moves.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_editor->captionEdit()->setFocus();
    QCOMPARE(m_controller->undoGroup()->activeStack(), stack);
    auto* undo = m_window->findChild<QAction*>(QStringLiteral("actionUndo"));
    QVERIFY(undo && undo->isEnabled());
    QTest::keyClick(m_editor->captionEdit(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(m_editor->tour().scenes[1] == after);
    QCOMPARE(m_editor->captionEdit()->toPlainText(),
        before.captionMarkdown.translations().value(QStringLiteral("de")));
    QTest::keyClick(m_editor->captionEdit(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(m_editor->tour().scenes[1] == before);
    QTest::keyClick(m_editor->captionEdit(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_editor->tour().scenes.size(), original.scenes.size());
    undo->trigger();
    undo->trigger();
    QVERIFY(m_editor->tour() == original);
    QVERIFY(!stack->canUndo());
    QVERIFY(m_window->tourPlayer()->tour() == original);
    QVERIFY(m_editor->isModified()); // the clean state is the saved edits
    const QString undone = dir.filePath(QStringLiteral("undone.json"));
    QVERIFY(m_controller->saveTo(undone));
    QCOMPARE(readAll(undone), canonical);

    // Redo all: the saved edits again.
    while (stack->canRedo())
        stack->redo();
    QVERIFY(m_editor->tour() == reread);
}

void TestTourEditor::unsavedEditsAreAskedAbout()
{
    m_editor->setText({ TourTextField::TourTitle }, QStringLiteral("en"), QStringLiteral("Mine"));
    QVERIFY(m_editor->isModified());
    QVERIFY(m_controller->dock()->windowTitle().contains(QStringLiteral("modified")));
    int asked = 0;
    m_controller->setDiscardPrompt([&asked] {
        ++asked;
        return TourEditorController::DiscardAnswer::Cancel;
    });
    QString error;
    QVERIFY(!m_window->tourPlayer()->open(kOtherTour, &error));
    QVERIFY(error.isEmpty());
    QCOMPARE(asked, 1);
    QCOMPARE(m_editor->tour().title.english(), QStringLiteral("Mine"));
    QCOMPARE(m_window->tourPlayer()->tour().title.english(), QStringLiteral("Mine"));
    // Closing the window asks too; Cancel keeps it open.
    QVERIFY(!m_window->close());
    QCOMPARE(asked, 2);
    QVERIFY(m_window->isVisible());

    // Save: the Save As path is asked for, then the other tour opens.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine"));
    m_controller->setSavePathPrompt([&path] { return path; });
    m_controller->setDiscardPrompt([] { return TourEditorController::DiscardAnswer::Save; });
    QVERIFY(m_window->tourPlayer()->open(kOtherTour));
    QCOMPARE(TourFile::load(path + QStringLiteral(".json")).tour.value().title.english(),
        QStringLiteral("Mine"));
    QVERIFY(m_editor->tour() == TourFile::load(kOtherTour).tour.value());
    QVERIFY(!m_editor->isModified());
    QVERIFY(m_editor->filePath().isEmpty()); // a shipped tour: Save asks where
    QVERIFY(!m_editor->undoStack()->canUndo());
}

void TestTourEditor::recordAndQuestionAreUndoable()
{
    const Tour original = m_editor->tour();
    m_editor->setCurrentScene(0);
    // Record New (the window's Record Scene) inserts after the selected scene, undoably.
    QTest::mouseClick(m_editor->recordButton(), Qt::LeftButton);
    QCOMPARE(m_editor->tour().scenes.size(), original.scenes.size() + 1);
    QCOMPARE(m_editor->currentScene(), 1);
    QVERIFY(m_window->tourPlayer()->tour() == m_editor->tour());
    m_editor->undoStack()->undo();
    QVERIFY(m_editor->tour() == original);
    QVERIFY(m_window->tourPlayer()->tour() == original);

    // A question: two of the scene's devices; the figure that decides it; undone in one step.
    m_editor->setCurrentScene(0);
    QGroupBox* box = m_editor->questionBox();
    box->setChecked(true);
    emit box->clicked(true); // as a click on its check box
    QVERIFY(m_editor->tour().scenes[0].question);
    QCOMPARE(m_editor->tour().scenes[0].question->choices.size(), 2);
    QVERIFY(m_editor->questionEdit()->isVisible());
    QTest::keyClicks(m_editor->questionEdit(), QStringLiteral("Which is faster?"));
    QCOMPARE(
        m_editor->tour().scenes[0].question->text.english(), QStringLiteral("Which is faster?"));
    m_editor->findChild<QComboBox*>(QStringLiteral("tourEditorBest"))->setCurrentIndex(1);
    emit m_editor->findChild<QComboBox*>(QStringLiteral("tourEditorBest"))->activated(1);
    QVERIFY(m_editor->tour().scenes[0].question->highestWins);
    QVERIFY(TourEdit::check(m_editor->tour()).isEmpty());
    // The window asks it now (the question panel covers the scene).
    QVERIFY(m_window->tourPlayer()->showsQuestion());
    while (m_editor->undoStack()->canUndo())
        m_editor->undoStack()->undo();
    QVERIFY(m_editor->tour() == original);
    QVERIFY(!m_window->tourPlayer()->showsQuestion());
}

void TestTourEditor::hostileTextStaysLiteral()
{
    const QString hostile = QStringLiteral(
        "<img src=\"/dev/zero\"> <b>bold</b> <script>x</script> ![p](/etc/passwd)");
    m_editor->setCurrentScene(0);
    m_editor->sceneTitleEdit()->setFocus();
    m_editor->sceneTitleEdit()->selectAll();
    QTest::keyClicks(m_editor->sceneTitleEdit(), QStringLiteral("<b>Title</b>"));
    m_editor->captionEdit()->setPlainText(hostile);
    QCOMPARE(m_editor->tour().scenes[0].captionMarkdown.english(), hostile);
    QCOMPARE(m_editor->tour().scenes[0].title.english(), QStringLiteral("<b>Title</b>"));
    // The list shows the title as typed; the preview shows the tags as text (Markdown without
    // HTML) and reads no file for the image.
    QVERIFY(m_editor->sceneList()->item(0)->text().contains(QStringLiteral("<b>Title</b>")));
    const QString preview = m_editor->captionPreview()->toPlainText();
    QVERIFY2(preview.contains(QStringLiteral("<img src=\"/dev/zero\">")), qPrintable(preview));
    QVERIFY(preview.contains(QStringLiteral("<script>")));
    QCOMPARE(m_editor->captionPreview()->imageFolder(), m_window->tourPlayer()->folder());
    // The window's caption panel too.
    auto* panel = m_window->findChild<TourPanel*>();
    QVERIFY(panel->captionView()->toPlainText().contains(QStringLiteral("<b>bold</b>")));
    QVERIFY(panel->titleLabel()->text().contains(QStringLiteral("<b>Title</b>")));
    QCOMPARE(panel->titleLabel()->textFormat(), Qt::PlainText);
}

void TestTourEditor::limitsAreEnforced()
{
    // A caption pasted beyond the format's limit keeps what fits, and says so.
    m_editor->setCurrentScene(0);
    m_editor->captionEdit()->setPlainText(QString(TourFile::kMaxCaptionLength + 50, u'x'));
    QCOMPARE(
        m_editor->tour().scenes[0].captionMarkdown.english().size(), TourFile::kMaxCaptionLength);
    QCOMPARE(m_editor->captionEdit()->toPlainText().size(), TourFile::kMaxCaptionLength);
    QVERIFY(m_editor->message().contains(QString::number(TourFile::kMaxCaptionLength)));
    QCOMPARE(m_editor->sceneTitleEdit()->maxLength(), int(io::kMaxNameLength));
    QCOMPARE(m_editor->questionEdit()->maxLength(), int(TourQuestion::kMaxTextLength));

    // The last scene stays.
    while (m_editor->tour().scenes.size() > 1)
        QVERIFY(m_editor->deleteScene());
    QVERIFY(!m_editor->findChild<QPushButton*>(QStringLiteral("deleteSceneButton"))->isEnabled());
    QVERIFY(!m_editor->deleteScene());
    QVERIFY(!m_editor->message().isEmpty());
    QCOMPARE(m_editor->tour().scenes.size(), 1);

    // Two devices, two choices: no third choice, none to remove, no device twice.
    QVERIFY(m_editor->setQuestion(0, TourEdit::newQuestion(m_editor->tour().scenes[0])));
    QVERIFY(!m_editor->addChoiceButton()->isEnabled());
    QVERIFY(!m_editor->findChild<QWidget*>(QStringLiteral("tourEditorRemoveChoice1"))->isEnabled());
    const TourQuestion question = *m_editor->tour().scenes[0].question;
    QComboBox* second = m_editor->choiceDeviceBox(1);
    emit second->activated(second->findText(question.choices[0].id));
    QVERIFY(m_editor->tour().scenes[0].question == question);
    QVERIFY(!m_editor->message().isEmpty());
    QCOMPARE(second->currentText(), question.choices[1].id);

    // As many scenes as a tour file holds: no more.
    Tour full = m_editor->tour();
    while (full.scenes.size() < io::kMaxScenes)
        full.scenes.append(full.scenes.constFirst());
    m_editor->setTour(full, QString(), QString());
    QVERIFY(!m_editor->duplicateScene());
    QVERIFY(m_editor->message().contains(QString::number(io::kMaxScenes)));
    QCOMPARE(m_editor->tour().scenes.size(), io::kMaxScenes);

    // A tour the reader would refuse is not written.
    Tour broken = full;
    broken.scenes[3].deviceIds.clear();
    m_editor->setTour(broken, QString(), QString());
    QTemporaryDir dir;
    QString error;
    QVERIFY(!m_controller->saveTo(dir.filePath(QStringLiteral("broken.json")), &error));
    QVERIFY2(error.contains(QStringLiteral("scenes[3]")), qPrintable(error));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("broken.json"))));
    // Nor over a folder (regular files only).
    m_editor->setTour(full, QString(), QString());
    QVERIFY(!m_controller->saveTo(dir.path(), &error));
}

void TestTourEditor::undoFollowsTheFocus()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QUndoGroup* group = m_controller->undoGroup();
    m_editor->captionEdit()->setFocus();
    QCOMPARE(group->activeStack(), m_editor->undoStack());
    m_window->workloadPanel()->presetBox()->setFocus();
    QCOMPARE(group->activeStack(), m_window->document()->undoStack());
    // A workspace edit is undone by Edit › Undo outside the editor, not the tour's.
    m_editor->setText({ TourTextField::TourTitle }, QStringLiteral("en"), QStringLiteral("T"));
    m_window->document()->setDeviceIds({ m_window->document()->workspace().deviceIds.first() });
    QVERIFY(m_window->document()->undoStack()->canUndo());
    m_window->findChild<QAction*>(QStringLiteral("actionUndo"))->trigger();
    QVERIFY(!m_window->document()->undoStack()->canUndo());
    QCOMPARE(m_editor->tour().title.english(), QStringLiteral("T"));
}

void TestTourEditor::scenesGetPictures()
{
    if (testmatrix::kSanitizedBuild)
        QSKIP("a second window drawing each scene: the release build checks the pictures");
    Tour one = m_editor->tour();
    one.scenes = { one.scenes.constFirst() };
    m_editor->setTour(one, QString(), m_window->tourPlayer()->folder());
    QCOMPARE(m_editor->scenesWithoutThumbnail(), QList<int> { 0 });
    m_controller->setThumbnailsEnabled(true);
    m_editor->duplicateScene(); // asks for the pictures missing
    QTRY_VERIFY_WITH_TIMEOUT(m_editor->scenesWithoutThumbnail().isEmpty(), 30000);
    // Both scenes show one picture: the same picture key.
    const QImage icon
        = m_editor->sceneList()->item(1)->icon().pixmap(TourEditor::kThumbnailSize).toImage();
    QVERIFY(!icon.isNull());
}

QTEST_MAIN(TestTourEditor)
#include "tst_toureditor.moc"
