// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/tour.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

class QFont;
class QPainter;
class QRectF;

namespace ts {

struct Comparison;

/// A question scene's answer as the reveal in presentation shows it (QuestionPanel): decided by
/// QuestionDecider on the scene's comparison, each choice's figure in the panel's words.
struct HandoutAnswer
{
    /// Index into the question's choices; −1 when no choice has a figure.
    int winner = -1;
    /// Each choice's deciding figure ("1.32 s", "no figure"), in the order of the choices.
    QStringList figures;
    /// What decided it ("Decided by: Step time, the lowest wins").
    QString decision;
};

/// What the window showed for one scene: its picture and, for a question scene, the answer.
struct HandoutScene
{
    QImage picture;
    std::optional<HandoutAnswer> answer;
};

/// A tour as a PDF handout (docs/presentation.md, "Handouts"), A4 portrait through QPdfWriter
/// and QPainter: a title page (the tour's title, the language, the scenes), one page per scene
/// (its picture, title, caption and, for a question scene, the question and its choices, never
/// the answer), then the answers, as many pages as they take: each question's choices with
/// their deciding figures, the winner marked in words and bold (never by colour alone).
///
/// Every text from the tour file is drawn as plain text (QTextLayout: no markup is read),
/// wrapped at word boundaries and anywhere inside a word longer than the line, cut after
/// kMaxTextLength characters and where its box on the page ends, with "…". The pages carry no
/// date: the same tour, language and engine give the same pages.
class TourHandout
{
    Q_DECLARE_TR_FUNCTIONS(ts::TourHandout)

public:
    /// The most characters of one text from the file that are laid out (a caption may hold
    /// 8,192 a language, TourFile::kMaxCaptionLength; a scene page has room for about 2,000).
    static constexpr qsizetype kMaxTextLength = 3000;
    /// Dots per inch of the page's coordinates (the pictures keep their own pixels).
    static constexpr int kResolutionDpi = 300;

    /// Gives scene `index`'s (from 0) picture and answer, or nothing to stop the handout
    /// (cancelled, or failed with the source's own message).
    using SceneSource = std::function<std::optional<HandoutScene>(int index)>;

    /// How the pages came out.
    struct Summary
    {
        int pages = 0;
        int scenePages = 0;
        int answerPages = 0;
        int questions = 0;
    };

    /// `language`: the locale name the file's texts are shown in ("de", "zh_CN"; a text without
    /// it falls back to English, io::LocalizedText::text), `languageName` its name as the title
    /// page shows it ("Deutsch"). The handout's own words follow the user interface's language.
    TourHandout(Tour tour, QString language, QString languageName);

    /// The answer of `question` as the reveal shows it on `comparison`.
    static HandoutAnswer answer(const TourQuestion& question, const Comparison& comparison);

    /// The handout as PDF bytes; nothing when `source` gave nothing for a scene.
    std::optional<QByteArray> render(const SceneSource& source, Summary* summary = nullptr) const;

    /// `text` cut to kMaxTextLength characters (never inside a surrogate pair), with "…" when
    /// cut.
    static QString capped(const QString& text);

private:
    struct Answered
    {
        int scene = 0;
        HandoutAnswer answer;
    };

    QString text(const io::LocalizedText& text) const;
    /// The handout's type at `points`, for its language.
    QFont pageFont(double points, bool bold = false, bool italic = false) const;
    void drawTitlePage(QPainter& painter, const QRectF& area, int answersPage) const;
    void drawScenePage(QPainter& painter, const QRectF& area, int index, const QImage& picture,
        int answersPage) const;
    /// The answers from `first` on that fit one page; returns how many it drew.
    qsizetype drawAnswersPage(QPainter& painter, const QRectF& area, const QList<Answered>& answers,
        qsizetype first, bool continued) const;
    void drawFooter(QPainter& painter, const QRectF& area, int page) const;

    Tour m_tour;
    QString m_language;
    QString m_languageName;
};

} // namespace ts
