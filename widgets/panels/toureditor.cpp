// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "toureditor.h"

#include "io/inputlimits.h"
#include "style/plaintext.h"
#include "tourcaptionview.h"
#include "toureditcommand.h"

#include <QAction>
#include <QComboBox>
#include <QDropEvent>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMimeData>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

namespace ts {

namespace {

/// The scene list: dropping a dragged scene asks for the move instead of moving the item, so
/// the move is one undoable command like the buttons'.
class SceneList : public QListWidget
{
public:
    using QListWidget::QListWidget;
    std::function<void(const QPoint& at)> onDrop;

protected:
    void dropEvent(QDropEvent* event) override
    {
        const int from = currentRow();
        // Only a scene of this list (a drag from elsewhere in the window is refused).
        if ((event->source() && event->source() != this) || from < 0
            || !event->mimeData()->hasFormat(mimeTypes().value(0))) {
            event->ignore();
            return;
        }
        // Nothing for the view to do itself (it would remove the dragged item).
        event->setDropAction(Qt::IgnoreAction);
        event->accept();
        if (onDrop)
            onDrop(event->position().toPoint());
    }
};

/// The keys of the undo and redo actions, which a text field would otherwise take for its
/// own (unmerged, per-field) history.
bool isUndoKey(const QKeyEvent* key)
{
    return key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo);
}

/// A language's name in that language, as the Preferences' chooser names it.
QString languageName(const QString& language)
{
    static const QHash<QString, QString> names {
        { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("es"), QStringLiteral("Español") },
        { QStringLiteral("fr"), QStringLiteral("Français") },
        { QStringLiteral("zh_CN"), QStringLiteral("简体中文") },
    };
    return names.value(language, language);
}

QImage placeholderPicture(const QPalette& palette)
{
    QImage image(TourEditor::kThumbnailSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(palette.color(QPalette::Base));
    QPainter painter(&image);
    painter.setPen(palette.color(QPalette::Mid));
    painter.drawRect(image.rect().adjusted(0, 0, -1, -1));
    return image;
}

} // namespace

TourEditor::TourEditor(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("tourEditor"));
    m_undo = new QUndoStack(this);
    connect(m_undo, &QUndoStack::cleanChanged, this,
        [this](bool clean) { emit modifiedChanged(!clean); });
    build();
    retranslate();
    apply(m_tour, -1, true);
}

TourEditor::~TourEditor()
{
    // The stack's commands must not reach a half-destroyed editor.
    m_undo->disconnect(this);
}

QSize TourEditor::sizeHint() const
{
    return { std::max(QWidget::sizeHint().width(), fontMetrics().averageCharWidth() * 60),
        QWidget::sizeHint().height() };
}

void TourEditor::build()
{
    QWidget* top = buildSceneList();
    QWidget* scroll = buildFields();

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("tourEditorSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(top);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("tourEditorMessage"));
    m_message->setWordWrap(true);
    PlainText::makePlain(m_message);
    m_message->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);
}

// The scene list with its buttons and keys.
QWidget* TourEditor::buildSceneList()
{
    auto* list = new SceneList(this);
    list->onDrop = [this](const QPoint& at) { dropScene(at); };
    m_list = list;
    m_list->setObjectName(QStringLiteral("tourEditorScenes"));
    m_list->setIconSize(kThumbnailSize);
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setWordWrap(true);
    m_list->setUniformItemSizes(true);
    // One scene and a half: the texts below get the rest of a laptop screen.
    m_list->setMinimumHeight(kThumbnailSize.height() * 3 / 2);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_updating || row < 0)
            return;
        m_current = row;
        refreshFields();
        refreshLanguages();
        emit currentSceneChanged(row);
    });

    auto button = [this](const char* name, auto slot) {
        auto* b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, this, slot);
        return b;
    };
    m_up = button("moveSceneUpButton", [this] { moveUp(); });
    m_down = button("moveSceneDownButton", [this] { moveDown(); });
    m_duplicate = button("duplicateSceneButton", [this] { duplicateScene(); });
    m_delete = button("deleteSceneButton", [this] { deleteScene(); });
    m_rerecord = button("rerecordSceneButton", [this] { emit rerecordRequested(); });
    m_record = button("recordNewSceneButton", [this] { emit recordRequested(); });
    m_save = button("saveTourButton", [this] { emit saveRequested(); });
    m_saveAs = button("saveTourAsButton", [this] { emit saveAsRequested(); });
    // Keys while the editor has focus: Alt+Up and Alt+Down move, Ctrl+D duplicates, Delete (in
    // the scene list) deletes.
    auto shortcut
        = [this](QWidget* on, const QKeySequence& keys, Qt::ShortcutContext context, auto slot) {
              auto* action = new QAction(on);
              action->setShortcut(keys);
              action->setShortcutContext(context);
              on->addAction(action);
              connect(action, &QAction::triggered, this, slot);
          };
    shortcut(this, QKeySequence(Qt::ALT | Qt::Key_Up), Qt::WidgetWithChildrenShortcut,
        [this] { moveUp(); });
    shortcut(this, QKeySequence(Qt::ALT | Qt::Key_Down), Qt::WidgetWithChildrenShortcut,
        [this] { moveDown(); });
    shortcut(this, QKeySequence(Qt::CTRL | Qt::Key_D), Qt::WidgetWithChildrenShortcut,
        [this] { duplicateScene(); });
    shortcut(
        m_list, QKeySequence(QKeySequence::Delete), Qt::WidgetShortcut, [this] { deleteScene(); });

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_list, 1);
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_up, 0, 0);
    buttons->addWidget(m_down, 0, 1);
    buttons->addWidget(m_duplicate, 1, 0);
    buttons->addWidget(m_delete, 1, 1);
    buttons->addWidget(m_record, 2, 0);
    buttons->addWidget(m_rerecord, 2, 1);
    buttons->addWidget(m_save, 3, 0);
    buttons->addWidget(m_saveAs, 3, 1);
    topLayout->addLayout(buttons);
    return top;
}

// Every text of the current scene and tour, in the chosen language, in a scroll area.
QWidget* TourEditor::buildFields()
{
    auto* form = new QWidget(this);
    form->setObjectName(QStringLiteral("tourEditorFields"));
    auto* fields = new QVBoxLayout(form);
    m_languageBox = new QComboBox(this);
    m_languageBox->setObjectName(QStringLiteral("tourEditorLanguage"));
    m_languageBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_languageBox->setMinimumContentsLength(12);
    for (const QString& language : io::LocalizedText::languages())
        m_languageBox->addItem(QString(), language);
    connect(m_languageBox, &QComboBox::activated, this,
        [this](int index) { setLanguage(m_languageBox->itemData(index).toString()); });
    m_languageLabel = buddyLabel(m_languageBox);
    m_sceneCoverage = new QLabel(this);
    m_sceneCoverage->setObjectName(QStringLiteral("tourEditorSceneCoverage"));
    m_sceneCoverage->setWordWrap(true);

    m_tourTitle = limitedEdit("tourEditorTourTitle", TourEdit::maxLength(TourTextField::TourTitle));
    connect(m_tourTitle, &QLineEdit::textEdited, this,
        [this](const QString& text) { textEdited({ TourTextField::TourTitle }, text); });
    m_tourTitleLabel = buddyLabel(m_tourTitle);
    m_sceneTitle
        = limitedEdit("tourEditorSceneTitle", TourEdit::maxLength(TourTextField::SceneTitle));
    connect(m_sceneTitle, &QLineEdit::textEdited, this, [this](const QString& text) {
        textEdited({ TourTextField::SceneTitle, m_current }, text);
    });
    m_sceneTitleLabel = buddyLabel(m_sceneTitle);
    m_caption = historyEdit("tourEditorCaption");
    m_caption->setMinimumHeight(fontMetrics().lineSpacing() * 6);
    connect(m_caption, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating)
            textEdited({ TourTextField::Caption, m_current }, m_caption->toPlainText());
    });
    m_captionLabel = buddyLabel(m_caption);
    m_preview = new TourCaptionView(this);
    m_preview->setObjectName(QStringLiteral("tourEditorPreview"));
    m_preview->setMinimumHeight(fontMetrics().lineSpacing() * 5);
    m_preview->setFocusPolicy(Qt::NoFocus);
    m_previewLabel = buddyLabel(m_preview);
    m_notes = historyEdit("tourEditorNotes");
    m_notes->setMinimumHeight(fontMetrics().lineSpacing() * 4);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating)
            textEdited({ TourTextField::Notes, m_current }, m_notes->toPlainText());
    });
    m_notesLabel = buddyLabel(m_notes);

    buildQuestion();

    fields->addWidget(m_languageLabel);
    fields->addWidget(m_languageBox);
    fields->addWidget(m_sceneCoverage);
    fields->addWidget(m_tourTitleLabel);
    fields->addWidget(m_tourTitle);
    fields->addWidget(m_sceneTitleLabel);
    fields->addWidget(m_sceneTitle);
    fields->addWidget(m_captionLabel);
    fields->addWidget(m_caption, 2);
    fields->addWidget(m_previewLabel);
    fields->addWidget(m_preview, 2);
    fields->addWidget(m_notesLabel);
    fields->addWidget(m_notes, 1);
    fields->addWidget(m_questionBox);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("tourEditorScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(form);

    return scroll;
}

// The question group: its text, two to four choices and the figure that decides it.
void TourEditor::buildQuestion()
{
    m_questionBox = new QGroupBox(this);
    m_questionBox->setObjectName(QStringLiteral("tourEditorQuestion"));
    m_questionBox->setCheckable(true);
    connect(m_questionBox, &QGroupBox::clicked, this, &TourEditor::questionToggled);
    auto* question = new QGridLayout(m_questionBox);
    m_questionText
        = limitedEdit("tourEditorQuestionText", TourEdit::maxLength(TourTextField::QuestionText));
    connect(m_questionText, &QLineEdit::textEdited, this, [this](const QString& text) {
        textEdited({ TourTextField::QuestionText, m_current }, text);
    });
    m_questionLabel = buddyLabel(m_questionText);
    question->addWidget(m_questionLabel, 0, 0, 1, 3);
    question->addWidget(m_questionText, 1, 0, 1, 3);
    for (int i = 0; i < TourQuestion::kMaxChoices; ++i) {
        m_choiceDevices[i] = new QComboBox(this);
        m_choiceDevices[i]->setObjectName(QStringLiteral("tourEditorChoiceDevice%1").arg(i + 1));
        m_choiceDevices[i]->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_choiceDevices[i]->setMinimumContentsLength(8);
        connect(m_choiceDevices[i], &QComboBox::activated, this, [this, i](int index) {
            const QString id = m_choiceDevices[i]->itemText(index);
            editQuestion([i, id](TourQuestion& q) { q.choices[i].id = id; });
        });
        m_choiceTexts[i] = limitedEdit(qPrintable(QStringLiteral("tourEditorChoice%1").arg(i + 1)),
            TourEdit::maxLength(TourTextField::ChoiceText));
        connect(m_choiceTexts[i], &QLineEdit::textEdited, this, [this, i](const QString& text) {
            textEdited({ TourTextField::ChoiceText, m_current, i }, text);
        });
        m_removeChoice[i] = new QToolButton(this);
        m_removeChoice[i]->setObjectName(QStringLiteral("tourEditorRemoveChoice%1").arg(i + 1));
        m_removeChoice[i]->setText(QStringLiteral("\u2212"));
        connect(m_removeChoice[i], &QToolButton::clicked, this,
            [this, i] { editQuestion([i](TourQuestion& q) { q.choices.removeAt(i); }); });
        question->addWidget(m_choiceDevices[i], 2 + i, 0);
        question->addWidget(m_choiceTexts[i], 2 + i, 1);
        question->addWidget(m_removeChoice[i], 2 + i, 2);
    }
    question->setColumnStretch(1, 1);
    m_addChoice = new QPushButton(this);
    m_addChoice->setObjectName(QStringLiteral("tourEditorAddChoice"));
    connect(m_addChoice, &QPushButton::clicked, this, [this] {
        const QStringList devices = m_tour.scenes.value(m_current).deviceIds;
        editQuestion([devices](TourQuestion& q) {
            for (const QString& id : devices) {
                if (std::none_of(q.choices.cbegin(), q.choices.cend(),
                        [&id](const QuestionChoice& c) { return c.id == id; })) {
                    q.choices.append({ io::LocalizedText(id), id });
                    return;
                }
            }
        });
    });
    question->addWidget(m_addChoice, 2 + TourQuestion::kMaxChoices, 0, 1, 3, Qt::AlignLeft);
    m_metric = new QComboBox(this);
    m_metric->setObjectName(QStringLiteral("tourEditorMetric"));
    for (const QString& name : TourQuestion::metricNames())
        m_metric->addItem(QString(), name);
    connect(m_metric, &QComboBox::activated, this, [this](int index) {
        editQuestion([index](TourQuestion& q) { q.metric = QuestionMetric(index); });
    });
    m_best = new QComboBox(this);
    m_best->setObjectName(QStringLiteral("tourEditorBest"));
    m_best->addItem(QString());
    m_best->addItem(QString());
    connect(m_best, &QComboBox::activated, this, [this](int index) {
        editQuestion([index](TourQuestion& q) { q.highestWins = index == 1; });
    });
    m_decideLabel = buddyLabel(m_metric);
    question->addWidget(m_decideLabel, 3 + TourQuestion::kMaxChoices, 0, 1, 3);
    auto* decide = new QHBoxLayout;
    decide->addWidget(m_metric, 1);
    decide->addWidget(m_best, 1);
    question->addLayout(decide, 4 + TourQuestion::kMaxChoices, 0, 1, 3);
}

QLabel* TourEditor::buddyLabel(QWidget* buddy)
{
    auto* l = new QLabel(this);
    l->setWordWrap(true);
    l->setBuddy(buddy);
    return l;
}

QPlainTextEdit* TourEditor::historyEdit(const char* name)
{
    auto* edit = new QPlainTextEdit(this);
    edit->setObjectName(QLatin1String(name));
    // The editor's undo stack is the history; the field's own would split it.
    edit->setUndoRedoEnabled(false);
    edit->setTabChangesFocus(true);
    edit->installEventFilter(this);
    return edit;
}

QLineEdit* TourEditor::limitedEdit(const char* name, qsizetype limit)
{
    auto* edit = new QLineEdit(this);
    edit->setObjectName(QLatin1String(name));
    edit->setMaxLength(int(limit));
    edit->installEventFilter(this);
    return edit;
}

void TourEditor::retranslate()
{
    m_up->setText(tr("Move &Up"));
    m_up->setToolTip(tr("Move the scene up (Alt+Up)"));
    m_down->setText(tr("Move D&own"));
    m_down->setToolTip(tr("Move the scene down (Alt+Down); scenes can also be dragged"));
    m_duplicate->setText(tr("Du&plicate"));
    m_duplicate->setToolTip(tr("Insert a copy of the scene after it (Ctrl+D)"));
    m_delete->setText(tr("&Delete"));
    m_delete->setToolTip(tr("Delete the scene (Delete in the scene list)"));
    m_record->setText(tr("&Record New"));
    m_record->setToolTip(tr("Add the window's current workload, devices, view and animation as "
                            "a new scene after this one"));
    m_rerecord->setText(tr("Re-record from &Window"));
    m_rerecord->setToolTip(tr("Replace the scene's workload, devices, view and animation with "
                              "the window's, keeping its texts and question"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As..."));
    m_languageLabel->setText(tr("&Language of the texts:"));
    m_tourTitleLabel->setText(tr("&Tour title:"));
    m_sceneTitleLabel->setText(tr("Scene t&itle:"));
    m_captionLabel->setText(tr("&Caption (Markdown):"));
    m_previewLabel->setText(tr("Preview:"));
    m_notesLabel->setText(tr("Speaker &notes (presenter console only):"));
    m_questionBox->setTitle(tr("&Question for the room"));
    m_questionLabel->setText(tr("Question:"));
    m_addChoice->setText(tr("Add Choice"));
    for (QToolButton* remove : m_removeChoice)
        remove->setToolTip(tr("Remove this choice"));
    m_decideLabel->setText(tr("Decided by (computed when the scene opens):"));
    const QStringList metrics { tr("Step time"), tr("Tokens per second"), tr("Cost of the run"),
        tr("Energy per step"), tr("Model FLOPs utilization"), tr("Time to first token"),
        tr("Time per output token") };
    for (int i = 0; i < m_metric->count(); ++i)
        m_metric->setItemText(i, metrics.value(i));
    m_best->setItemText(0, tr("Smallest wins"));
    m_best->setItemText(1, tr("Largest wins"));
    refreshLanguages();
}

void TourEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool TourEditor::eventFilter(QObject* watched, QEvent* event)
{
    // Ctrl+Z in a field undoes the editor's last command (Edit › Undo), not the field's typing.
    if (event->type() == QEvent::ShortcutOverride && isUndoKey(static_cast<QKeyEvent*>(event))) {
        event->ignore();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void TourEditor::setTour(const Tour& tour, const QString& path, const QString& folder, int current)
{
    m_path = path;
    m_folder = folder;
    m_preview->setImageFolder(folder);
    m_undo->clear();
    apply(tour, tour.scenes.isEmpty() ? -1 : std::clamp<int>(current, 0, tour.scenes.size() - 1),
        true);
    m_undo->setClean();
    say(QString());
}

bool TourEditor::isModified() const
{
    return !m_undo->isClean();
}

void TourEditor::markSaved(const QString& path, const QString& folder)
{
    m_path = path;
    m_folder = folder;
    m_preview->setImageFolder(folder);
    m_undo->setClean();
    refreshFields();
}

void TourEditor::setCurrentScene(int index)
{
    if (index >= 0 && index < m_tour.scenes.size())
        m_list->setCurrentRow(index);
}

void TourEditor::setLanguage(const QString& language)
{
    if (!io::LocalizedText::languages().contains(language) || language == m_language)
        return;
    m_language = language;
    refreshFields();
    refreshLanguages();
}

void TourEditor::apply(const Tour& tour, int current, bool pictures)
{
    const int before = m_current;
    m_tour = tour;
    // A text typed changes no picture: the keys (a scene written as JSON each) stay.
    if (pictures || m_keys.size() != m_tour.scenes.size()) {
        m_keys.clear();
        for (const TourScene& scene : std::as_const(m_tour.scenes))
            m_keys.append(TourEdit::pictureKey(scene));
    }
    m_current = tour.scenes.isEmpty() ? -1 : std::clamp<int>(current, 0, tour.scenes.size() - 1);
    refreshList();
    refreshFields();
    refreshLanguages();
    emit tourEdited();
    if (before != m_current)
        emit currentSceneChanged(m_current);
}

bool TourEditor::push(const Tour& after, int current, const QString& text, TourTextRef ref,
    const QString& language, bool merge)
{
    say(QString());
    if (after == m_tour && current == m_current)
        return true;
    m_undo->push(
        new TourEditCommand(this, m_tour, m_current, after, current, text, ref, language, merge));
    return true;
}

void TourEditor::say(const QString& message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

QString TourEditor::message() const
{
    return m_message->text();
}

bool TourEditor::refuse(TourEditProblem problem)
{
    switch (problem) {
    case TourEditProblem::None:
        return true;
    case TourEditProblem::NoSuchItem:
    case TourEditProblem::UnknownLanguage:
        say(tr("There is no scene to change: open or record a tour first."));
        break;
    case TourEditProblem::TextTooLong:
        say(tr("That text is longer than a tour file holds."));
        break;
    case TourEditProblem::TooManyScenes:
        say(tr("A tour holds at most %1 scenes.").arg(io::kMaxScenes));
        break;
    case TourEditProblem::LastScene:
        say(tr("A tour keeps at least one scene: record another before deleting this one."));
        break;
    case TourEditProblem::ChoiceCount:
        say(tr("A question has %1 to %2 choices.")
                .arg(TourQuestion::kMinChoices)
                .arg(TourQuestion::kMaxChoices));
        break;
    case TourEditProblem::ChoiceDevice:
        say(tr("Each choice must be a different device of the scene; the window's devices "
               "must include every device the scene's question names."));
        break;
    case TourEditProblem::TooFewDevices:
        say(tr("A question needs a scene with at least two devices to choose from."));
        break;
    }
    refreshFields();
    return false;
}

bool TourEditor::moveScene(int from, int to)
{
    Tour after = m_tour;
    if (const TourEditProblem problem = TourEdit::moveScene(after, from, to);
        problem != TourEditProblem::None)
        return refuse(problem);
    return push(after, to, tr("Move Scene"));
}

bool TourEditor::dropScene(const QPoint& at)
{
    const int from = m_current;
    const QModelIndex index = m_list->indexAt(at);
    // Onto the upper half of a scene: before it; the lower half: after it; below all: last.
    int to = index.isValid() ? index.row() : int(m_tour.scenes.size());
    if (index.isValid() && at.y() > m_list->visualRect(index).center().y())
        ++to;
    if (to > from)
        --to;
    to = std::clamp<int>(to, 0, int(m_tour.scenes.size()) - 1);
    return from >= 0 && to != from && moveScene(from, to);
}

bool TourEditor::moveUp()
{
    return m_current > 0 && moveScene(m_current, m_current - 1);
}

bool TourEditor::moveDown()
{
    return m_current >= 0 && m_current + 1 < m_tour.scenes.size()
        && moveScene(m_current, m_current + 1);
}

bool TourEditor::deleteScene()
{
    Tour after = m_tour;
    if (const TourEditProblem problem = TourEdit::deleteScene(after, m_current);
        problem != TourEditProblem::None)
        return refuse(problem);
    return push(after, std::min<int>(m_current, after.scenes.size() - 1), tr("Delete Scene"));
}

bool TourEditor::duplicateScene()
{
    Tour after = m_tour;
    if (const TourEditProblem problem = TourEdit::duplicateScene(after, m_current);
        problem != TourEditProblem::None)
        return refuse(problem);
    return push(after, m_current + 1, tr("Duplicate Scene"));
}

bool TourEditor::rerecordScene(const TourScene& captured)
{
    Tour after = m_tour;
    if (const TourEditProblem problem = TourEdit::rerecordScene(after, m_current, captured);
        problem != TourEditProblem::None)
        return refuse(problem);
    return push(after, m_current, tr("Re-record Scene"));
}

bool TourEditor::replaceTour(const Tour& tour, int current, const QString& text)
{
    if (tour.scenes.size() > io::kMaxScenes)
        return refuse(TourEditProblem::TooManyScenes);
    return push(tour, current, text);
}

bool TourEditor::setText(const TourTextRef& ref, const QString& language, const QString& text)
{
    Tour after = m_tour;
    if (const TourEditProblem problem = TourEdit::setText(after, ref, language, text);
        problem != TourEditProblem::None)
        return refuse(problem);
    return push(after, m_current, tr("Edit Text"), ref, language, true);
}

void TourEditor::textEdited(TourTextRef ref, const QString& text)
{
    const qsizetype limit = TourEdit::maxLength(ref.field);
    if (text.size() > limit) {
        // A paste beyond the format's limit keeps what fits, and says so.
        setText(ref, m_language, text.left(limit));
        refreshFields();
        say(tr("A tour file holds at most %1 characters here; the rest was cut.").arg(limit));
        return;
    }
    setText(ref, m_language, text);
}

bool TourEditor::setQuestion(int scene, const std::optional<TourQuestion>& question)
{
    Tour after = m_tour;
    if (const TourEditProblem problem = TourEdit::setQuestion(after, scene, question);
        problem != TourEditProblem::None)
        return refuse(problem);
    return push(after, m_current, question ? tr("Edit Question") : tr("Remove Question"));
}

void TourEditor::questionToggled(bool on)
{
    if (m_current < 0)
        return;
    if (!on) {
        setQuestion(m_current, std::nullopt);
        return;
    }
    const std::optional<TourQuestion> question = TourEdit::newQuestion(m_tour.scenes[m_current]);
    if (!question) {
        refuse(TourEditProblem::TooFewDevices);
        return;
    }
    setQuestion(m_current, question);
}

void TourEditor::editQuestion(const std::function<void(TourQuestion&)>& change)
{
    if (m_current < 0 || !m_tour.scenes[m_current].question)
        return;
    TourQuestion question = *m_tour.scenes[m_current].question;
    change(question);
    setQuestion(m_current, question);
}

QString TourEditor::sceneLabel(int index) const
{
    const TourScene& scene = m_tour.scenes[index];
    QString title = scene.title.text(m_language);
    if (title.isEmpty())
        title = scene.captionMarkdown.text(m_language).section(QLatin1Char('\n'), 0, 0).left(80);
    //: scene number and its title in the tour editor's list
    return tr("%1. %2").arg(index + 1).arg(title);
}

void TourEditor::refreshList()
{
    m_updating = true;
    while (m_list->count() > m_tour.scenes.size())
        delete m_list->takeItem(m_list->count() - 1);
    if (m_placeholder.isNull())
        m_placeholder = QIcon(QPixmap::fromImage(placeholderPicture(palette())));
    for (int i = 0; i < m_tour.scenes.size(); ++i) {
        if (i >= m_list->count()) {
            auto* item = new QListWidgetItem(m_list);
            item->setFlags(item->flags() | Qt::ItemIsDragEnabled);
            item->setFlags(item->flags() & ~Qt::ItemIsDropEnabled);
        }
        QListWidgetItem* item = m_list->item(i);
        item->setText(sceneLabel(i));
        const auto picture = m_thumbnails.constFind(m_keys[i]);
        item->setIcon(picture == m_thumbnails.cend() ? m_placeholder : *picture);
    }
    m_list->setCurrentRow(m_current);
    m_updating = false;
    const bool any = m_current >= 0;
    m_up->setEnabled(any && m_current > 0);
    m_down->setEnabled(any && m_current + 1 < m_tour.scenes.size());
    m_duplicate->setEnabled(any && m_tour.scenes.size() < io::kMaxScenes);
    m_delete->setEnabled(any && m_tour.scenes.size() > 1);
    m_rerecord->setEnabled(any);
    m_save->setEnabled(any);
    m_saveAs->setEnabled(any);
}

void TourEditor::refreshFields()
{
    const bool updating = m_updating;
    m_updating = true;
    const bool english = m_language == io::LocalizedText::languages().constFirst();
    const bool any = m_current >= 0 && m_current < m_tour.scenes.size();
    auto show = [&](QWidget* widget, const TourTextRef& ref, const io::LocalizedText* text) {
        const QString value = TourEdit::text(m_tour, ref, m_language);
        // English shows through where a translation is missing: the translator's source.
        const QString placeholder = english || !text ? QString() : text->english();
        if (auto* line = qobject_cast<QLineEdit*>(widget)) {
            if (line->text() != value)
                line->setText(value);
            line->setPlaceholderText(placeholder);
        } else if (auto* plain = qobject_cast<QPlainTextEdit*>(widget)) {
            if (plain->toPlainText() != value)
                plain->setPlainText(value);
            plain->setPlaceholderText(placeholder);
        }
    };
    show(m_tourTitle, { TourTextField::TourTitle }, &m_tour.title);
    const TourScene* scene = any ? &m_tour.scenes[m_current] : nullptr;
    for (QWidget* w : { static_cast<QWidget*>(m_sceneTitle), static_cast<QWidget*>(m_caption),
             static_cast<QWidget*>(m_notes), static_cast<QWidget*>(m_questionBox) })
        w->setEnabled(any);
    m_tourTitle->setEnabled(any);
    show(m_sceneTitle, { TourTextField::SceneTitle, m_current }, scene ? &scene->title : nullptr);
    show(m_caption, { TourTextField::Caption, m_current },
        scene ? &scene->captionMarkdown : nullptr);
    show(m_notes, { TourTextField::Notes, m_current }, scene ? &scene->notes : nullptr);
    m_preview->setCaptionMarkdown(scene ? scene->captionMarkdown.text(m_language) : QString());

    const std::optional<TourQuestion> question = scene ? scene->question : std::nullopt;
    m_questionBox->setChecked(question.has_value());
    const qsizetype choices = question ? question->choices.size() : 0;
    show(m_questionText, { TourTextField::QuestionText, m_current },
        question ? &scene->question->text : nullptr);
    m_questionText->setVisible(question.has_value());
    m_questionLabel->setVisible(question.has_value());
    for (int i = 0; i < TourQuestion::kMaxChoices; ++i) {
        const bool shown = i < choices;
        m_choiceDevices[i]->setVisible(shown);
        m_choiceTexts[i]->setVisible(shown);
        m_removeChoice[i]->setVisible(shown);
        if (!shown)
            continue;
        if (m_choiceDevices[i]->count() != scene->deviceIds.size() || [&] {
                for (int d = 0; d < scene->deviceIds.size(); ++d)
                    if (m_choiceDevices[i]->itemText(d) != scene->deviceIds[d])
                        return true;
                return false;
            }()) {
            m_choiceDevices[i]->clear();
            m_choiceDevices[i]->addItems(scene->deviceIds);
        }
        m_choiceDevices[i]->setCurrentIndex(int(scene->deviceIds.indexOf(question->choices[i].id)));
        show(m_choiceTexts[i], { TourTextField::ChoiceText, m_current, i },
            &scene->question->choices[i].text);
        m_removeChoice[i]->setEnabled(choices > TourQuestion::kMinChoices);
    }
    m_addChoice->setVisible(question.has_value());
    m_addChoice->setEnabled(
        choices < TourQuestion::kMaxChoices && scene && choices < scene->deviceIds.size());
    m_decideLabel->setVisible(question.has_value());
    m_metric->setVisible(question.has_value());
    m_best->setVisible(question.has_value());
    if (question) {
        m_metric->setCurrentIndex(int(question->metric));
        m_best->setCurrentIndex(question->highestWins ? 1 : 0);
    }
    m_updating = updating;
}

void TourEditor::refreshLanguages()
{
    const auto word = [](TourLanguageCoverage coverage) {
        switch (coverage) {
        case TourLanguageCoverage::Complete:
            return tr("complete");
        case TourLanguageCoverage::Partial:
            return tr("partly written");
        case TourLanguageCoverage::Missing:
            break;
        }
        return tr("not written");
    };
    const bool any = m_current >= 0 && m_current < m_tour.scenes.size();
    for (int i = 0; i < m_languageBox->count(); ++i) {
        const QString language = m_languageBox->itemData(i).toString();
        //: a language in the tour editor's chooser and how much of the tour is written in it
        //: ("complete", "partly written", "not written")
        m_languageBox->setItemText(i,
            tr("%1 (%2)").arg(languageName(language), word(TourEdit::coverage(m_tour, language))));
        if (language == m_language)
            m_languageBox->setCurrentIndex(i);
    }
    //: %1 a language, %2 "complete", "partly written" or "not written"
    m_sceneCoverage->setText(any
            ? tr("This scene in %1: %2.")
                  .arg(languageName(m_language),
                      word(TourEdit::coverage(m_tour.scenes[m_current], m_language)))
            : QString());
    m_sceneCoverage->setVisible(any);
}

void TourEditor::setThumbnail(const QByteArray& key, const QImage& image)
{
    const QIcon icon(QPixmap::fromImage(image));
    m_thumbnails.insert(key, icon);
    for (int i = 0; i < m_keys.size() && i < m_list->count(); ++i) {
        if (m_keys[i] == key)
            m_list->item(i)->setIcon(icon);
    }
}

void TourEditor::clearThumbnails()
{
    m_thumbnails.clear();
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setIcon(m_placeholder);
}

QList<int> TourEditor::scenesWithoutThumbnail() const
{
    QList<int> scenes;
    for (int i = 0; i < m_keys.size(); ++i) {
        if (!m_thumbnails.contains(m_keys[i]))
            scenes.append(i);
    }
    return scenes;
}

} // namespace ts
