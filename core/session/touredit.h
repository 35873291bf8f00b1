// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"
#include "tour.h"

#include <QByteArray>
#include <QString>

namespace ts {

/// A text of a tour the editor changes, per language: the tour's title, a scene's title,
/// caption, speaker notes, question or one of its choices.
enum class TourTextField {
    TourTitle,
    SceneTitle,
    Caption,
    Notes,
    QuestionText,
    ChoiceText,
};

/// Where a text is: the field, the scene (not for TourTitle) and the choice (ChoiceText only).
struct TourTextRef
{
    TourTextField field = TourTextField::Caption;
    int scene = -1;
    int choice = -1;

    friend bool operator==(const TourTextRef&, const TourTextRef&) = default;
};

/// Why an edit was refused; the tour is left as it was. The editor maps each to a tr() message.
enum class TourEditProblem {
    None,
    /// A scene or choice index out of range, or a field the scene does not have (no question).
    NoSuchItem,
    /// Not one of io::LocalizedText::languages().
    UnknownLanguage,
    /// More text than the format allows in one language (TourEdit::maxLength()).
    TextTooLong,
    /// The tour would have more than io::kMaxScenes scenes.
    TooManyScenes,
    /// A tour keeps at least one scene (the format has no empty tour).
    LastScene,
    /// A question has TourQuestion::kMinChoices to kMaxChoices choices.
    ChoiceCount,
    /// A choice names a device that is not one of the scene's, or one named by another choice.
    ChoiceDevice,
    /// A question needs as many scene devices as choices (each choice is one device).
    TooFewDevices,
};

/// How much of a scene (or a tour) is written in one language.
enum class TourLanguageCoverage {
    /// Every text that has English also has this language (English: every required text).
    Complete,
    /// Some texts, not all.
    Partial,
    /// None.
    Missing,
};

/// The tour editor's operations (issue 36 item 5), as functions on the Tour value: each
/// changes `tour` in place and returns TourEditProblem::None, or leaves it unchanged and says
/// why. The window's editor pushes one undo command per call; tests drive them without widgets.
/// Limits are the file format's (TourFile, TourQuestion, io::kMaxScenes), so whatever the
/// editor makes can be saved and read back.
class TourEdit
{
public:
    /// Moves scene `from` to position `to` (both 0 to count − 1); the others keep their order.
    static TourEditProblem moveScene(Tour& tour, int from, int to);
    /// Removes scene `index`; never the last one.
    static TourEditProblem deleteScene(Tour& tour, int index);
    /// Inserts a copy of scene `index` right after it.
    static TourEditProblem duplicateScene(Tour& tour, int index);
    /// Inserts `scene` at `index` (0 to count).
    static TourEditProblem insertScene(Tour& tour, int index, const TourScene& scene);
    /// Replaces the picture of scene `index` (workload, devices, job, view, operator, GEMM,
    /// animation) with `captured`'s and keeps its texts (title, caption, notes), its charts
    /// and its question. A question whose choices name devices `captured` does not have is
    /// refused (ChoiceDevice): the file could not be read back.
    static TourEditProblem rerecordScene(Tour& tour, int index, const TourScene& captured);

    /// The text at `ref` in `language` exactly as written: English, or that language's
    /// translation ("" when it has none: no fallback to English).
    static QString text(const Tour& tour, const TourTextRef& ref, const QString& language);
    /// Sets the text at `ref` in `language` ("en" for English; "" removes a translation).
    static TourEditProblem setText(
        Tour& tour, const TourTextRef& ref, const QString& language, const QString& text);
    /// The most UTF-16 code units `field` takes in one language (the reader's limits).
    static qsizetype maxLength(TourTextField field);

    /// Sets or removes (nothing) scene `index`'s question: 2 to 4 choices, each a different
    /// device of the scene, texts within their limits.
    static TourEditProblem setQuestion(
        Tour& tour, int index, const std::optional<TourQuestion>& question);
    /// A question to start from for `scene`: no text yet, the scene's first two devices as
    /// choices (each named by its device id), the smaller step time wins. Nothing with fewer
    /// than two devices (the editor says TooFewDevices).
    static std::optional<TourQuestion> newQuestion(const TourScene& scene);

    /// How much of `scene` is in `language`: its title (when it has one), caption, notes (when
    /// it has them), question and choices.
    static TourLanguageCoverage coverage(const TourScene& scene, const QString& language);
    /// The same over the tour's title and every scene.
    static TourLanguageCoverage coverage(const Tour& tour, const QString& language);

    /// What TourFile::fromJson says of the tour as it would be written: empty when the saved
    /// file reads back (scene devices unchecked against a catalog).
    static io::Diagnostics check(const Tour& tour);
    /// A key for the picture a scene shows: the scene as written, without its title, caption,
    /// notes and question (the picture is the scene behind its question). Equal keys, equal
    /// pictures.
    static QByteArray pictureKey(const TourScene& scene);
};

} // namespace ts
