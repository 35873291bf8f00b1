// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "touredit.h"

#include "io/inputlimits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace ts {

namespace {

bool validScene(const Tour& tour, int index)
{
    return index >= 0 && index < tour.scenes.size();
}

/// The LocalizedText at `ref` (const or not, as `tour`), or null when there is none.
template <typename AnyTour>
auto textAt(AnyTour& tour, const TourTextRef& ref) -> decltype(&tour.title)
{
    if (ref.field == TourTextField::TourTitle)
        return &tour.title;
    if (!validScene(tour, ref.scene))
        return nullptr;
    auto& scene = tour.scenes[ref.scene];
    switch (ref.field) {
    case TourTextField::TourTitle:
        return &tour.title;
    case TourTextField::SceneTitle:
        return &scene.title;
    case TourTextField::Caption:
        return &scene.captionMarkdown;
    case TourTextField::Notes:
        return &scene.notes;
    case TourTextField::QuestionText:
        return scene.question ? &scene.question->text : nullptr;
    case TourTextField::ChoiceText:
        if (!scene.question || ref.choice < 0 || ref.choice >= scene.question->choices.size())
            return nullptr;
        return &scene.question->choices[ref.choice].text;
    }
    return nullptr;
}

TourEditProblem checkQuestion(const TourQuestion& question, const QStringList& devices)
{
    if (question.choices.size() < TourQuestion::kMinChoices
        || question.choices.size() > TourQuestion::kMaxChoices)
        return TourEditProblem::ChoiceCount;
    QSet<QString> seen;
    for (const QuestionChoice& choice : question.choices) {
        if (!devices.contains(choice.id) || seen.contains(choice.id))
            return TourEditProblem::ChoiceDevice;
        seen.insert(choice.id);
    }
    auto fits = [](const io::LocalizedText& text, qsizetype limit) {
        if (text.english().size() > limit)
            return false;
        for (const QString& translation : text.translations())
            if (translation.size() > limit)
                return false;
        return true;
    };
    if (!fits(question.text, TourQuestion::kMaxTextLength))
        return TourEditProblem::TextTooLong;
    for (const QuestionChoice& choice : question.choices) {
        if (!fits(choice.text, TourQuestion::kMaxChoiceLength))
            return TourEditProblem::TextTooLong;
    }
    return TourEditProblem::None;
}

/// Counts the texts that have English (or, for English, the required texts) and those of
/// them written in `language`.
void count(const io::LocalizedText& text, const QString& language, bool required, int& wanted,
    int& written)
{
    const bool english = language == io::LocalizedText::languages().constFirst();
    if (english) {
        if (required || !text.english().isEmpty()) {
            ++wanted;
            written += text.english().isEmpty() ? 0 : 1;
        }
        return;
    }
    if (text.english().isEmpty() && !text.translations().contains(language))
        return;
    ++wanted;
    written += text.translations().contains(language) ? 1 : 0;
}

void countScene(const TourScene& scene, const QString& language, int& wanted, int& written)
{
    count(scene.title, language, false, wanted, written);
    count(scene.captionMarkdown, language, true, wanted, written);
    count(scene.notes, language, false, wanted, written);
    if (scene.question) {
        count(scene.question->text, language, true, wanted, written);
        for (const QuestionChoice& choice : scene.question->choices)
            count(choice.text, language, true, wanted, written);
    }
}

TourLanguageCoverage coverageOf(int wanted, int written)
{
    if (written == 0)
        return TourLanguageCoverage::Missing;
    return written >= wanted ? TourLanguageCoverage::Complete : TourLanguageCoverage::Partial;
}

} // namespace

TourEditProblem TourEdit::moveScene(Tour& tour, int from, int to)
{
    if (!validScene(tour, from) || !validScene(tour, to))
        return TourEditProblem::NoSuchItem;
    tour.scenes.move(from, to);
    return TourEditProblem::None;
}

TourEditProblem TourEdit::deleteScene(Tour& tour, int index)
{
    if (!validScene(tour, index))
        return TourEditProblem::NoSuchItem;
    if (tour.scenes.size() == 1)
        return TourEditProblem::LastScene;
    tour.scenes.removeAt(index);
    return TourEditProblem::None;
}

TourEditProblem TourEdit::duplicateScene(Tour& tour, int index)
{
    if (!validScene(tour, index))
        return TourEditProblem::NoSuchItem;
    return insertScene(tour, index + 1, TourScene(tour.scenes[index]));
}

TourEditProblem TourEdit::insertScene(Tour& tour, int index, const TourScene& scene)
{
    if (index < 0 || index > tour.scenes.size())
        return TourEditProblem::NoSuchItem;
    if (tour.scenes.size() >= io::kMaxScenes)
        return TourEditProblem::TooManyScenes;
    tour.scenes.insert(index, scene);
    return TourEditProblem::None;
}

TourEditProblem TourEdit::rerecordScene(Tour& tour, int index, const TourScene& captured)
{
    if (!validScene(tour, index))
        return TourEditProblem::NoSuchItem;
    const TourScene& old = tour.scenes[index];
    if (old.question && checkQuestion(*old.question, captured.deviceIds) != TourEditProblem::None)
        return TourEditProblem::ChoiceDevice;
    TourScene scene = captured;
    scene.title = old.title;
    scene.captionMarkdown = old.captionMarkdown;
    scene.notes = old.notes;
    scene.charts = old.charts;
    scene.question = old.question;
    tour.scenes[index] = scene;
    return TourEditProblem::None;
}

QString TourEdit::text(const Tour& tour, const TourTextRef& ref, const QString& language)
{
    const io::LocalizedText* text = textAt(tour, ref);
    if (!text)
        return QString();
    if (language == io::LocalizedText::languages().constFirst())
        return text->english();
    return text->translations().value(language);
}

qsizetype TourEdit::maxLength(TourTextField field)
{
    switch (field) {
    case TourTextField::TourTitle:
    case TourTextField::SceneTitle:
        return io::kMaxNameLength;
    case TourTextField::Caption:
    case TourTextField::Notes:
        return TourFile::kMaxCaptionLength;
    case TourTextField::QuestionText:
        return TourQuestion::kMaxTextLength;
    case TourTextField::ChoiceText:
        return TourQuestion::kMaxChoiceLength;
    }
    return 0;
}

TourEditProblem TourEdit::setText(
    Tour& tour, const TourTextRef& ref, const QString& language, const QString& text)
{
    if (!io::LocalizedText::languages().contains(language))
        return TourEditProblem::UnknownLanguage;
    if (!textAt(std::as_const(tour), ref))
        return TourEditProblem::NoSuchItem;
    if (text.size() > maxLength(ref.field))
        return TourEditProblem::TextTooLong;
    textAt(tour, ref)->setText(language, text);
    return TourEditProblem::None;
}

TourEditProblem TourEdit::setQuestion(
    Tour& tour, int index, const std::optional<TourQuestion>& question)
{
    if (!validScene(tour, index))
        return TourEditProblem::NoSuchItem;
    if (question) {
        const TourEditProblem problem = checkQuestion(*question, tour.scenes[index].deviceIds);
        if (problem != TourEditProblem::None)
            return problem;
    }
    tour.scenes[index].question = question;
    return TourEditProblem::None;
}

std::optional<TourQuestion> TourEdit::newQuestion(const TourScene& scene)
{
    if (scene.deviceIds.size() < TourQuestion::kMinChoices)
        return std::nullopt;
    TourQuestion question;
    for (int i = 0; i < TourQuestion::kMinChoices; ++i)
        question.choices.append({ io::LocalizedText(scene.deviceIds[i]), scene.deviceIds[i] });
    return question;
}

TourLanguageCoverage TourEdit::coverage(const TourScene& scene, const QString& language)
{
    int wanted = 0;
    int written = 0;
    countScene(scene, language, wanted, written);
    return coverageOf(wanted, written);
}

TourLanguageCoverage TourEdit::coverage(const Tour& tour, const QString& language)
{
    int wanted = 0;
    int written = 0;
    count(tour.title, language, true, wanted, written);
    for (const TourScene& scene : tour.scenes)
        countScene(scene, language, wanted, written);
    return coverageOf(wanted, written);
}

io::Diagnostics TourEdit::check(const Tour& tour)
{
    io::Diagnostics errors;
    for (const io::Diagnostic& d :
        TourFile::fromJson(TourFile::toJson(tour), QString()).diagnostics)
        if (d.severity == io::Severity::Error)
            errors.append(d);
    return errors;
}

QByteArray TourEdit::pictureKey(const TourScene& scene)
{
    TourScene picture = scene;
    picture.title = {};
    picture.captionMarkdown = {};
    picture.notes = {};
    picture.question.reset();
    const QJsonObject tour = TourFile::toJson(Tour { {}, { picture } });
    return QJsonDocument(tour.value(QStringLiteral("scenes")).toArray().first().toObject())
        .toJson(QJsonDocument::Compact);
}

} // namespace ts
