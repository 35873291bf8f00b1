// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "tourhandout.h"

#include "compare/comparison.h"
#include "panels/questionpanel.h"

#include <QBuffer>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextCharFormat>
#include <QTextLayout>
#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

namespace ts {

namespace {

const QChar kEllipsis(0x2026);

// Type sizes in points.
constexpr double kTourTitlePoints = 24;
constexpr double kHeadingPoints = 16;
constexpr double kTextPoints = 11;
constexpr double kSmallPoints = 9;

const QColor kInk(0x11, 0x11, 0x11);
const QColor kSecondaryInk(0x55, 0x55, 0x55);
const QColor kRule(0x99, 0x99, 0x99);
const QColor kWinnerFill(0xe4, 0xe4, 0xe4);

/// A caption's text with Markdown's strong emphasis, the one mark the shipped captions use
/// ("**fill**"), taken out of the text and kept as bold ranges; every other character stays as
/// typed. A "**" without its closing pair stays too. Line breaks are "\n".
struct EmphasizedText
{
    QString text;
    QList<QTextLayout::FormatRange> bold;
};

EmphasizedText emphasized(QString markdown)
{
    markdown.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    markdown.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    const QString marker = QStringLiteral("**");
    EmphasizedText out;
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    qsizetype from = 0;
    for (;;) {
        const qsizetype open = markdown.indexOf(marker, from);
        const qsizetype close = open < 0 ? -1 : markdown.indexOf(marker, open + 2);
        if (close < 0 || close == open + 2) {
            out.text += markdown.mid(from);
            return out;
        }
        out.text += markdown.mid(from, open - from);
        out.bold.append({ int(out.text.size()), int(close - open - 2), bold });
        out.text += markdown.mid(open + 2, close - open - 2);
        from = close + 2;
    }
}

/// Plain text laid out in a box of a given width and at most a given height: one QTextLayout a
/// paragraph, wrapped at word boundaries or, for a word longer than the line, anywhere. Text
/// that does not fit is cut after its last whole line that does, ending in "…". `formats`
/// (offsets into `text`) make parts of it bold.
class TextBox
{
public:
    TextBox(const QString& text, const QFont& font, qreal width, qreal maxHeight,
        QPaintDevice* device, Qt::Alignment alignment = Qt::AlignLeft,
        const QList<QTextLayout::FormatRange>& formats = {})
        : m_font(font)
        , m_width(std::max<qreal>(width, 1))
        , m_maxHeight(maxHeight)
        , m_device(device)
        , m_alignment(alignment)
        , m_formats(formats)
    {
        QString shown = TourHandout::capped(text);
        shown.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        shown.replace(QLatin1Char('\r'), QLatin1Char('\n'));
        // Shortened until the text with its "…" fits; a few rounds suffice, as "…" is about as
        // wide as the characters it replaces.
        for (int round = 0; round < 8; ++round) {
            const qsizetype fitting = layOut(shown);
            if (fitting < 0)
                return;
            qsizetype keep = std::max<qsizetype>(0, fitting - 1 - round);
            if (keep > 0 && shown.at(keep - 1).isHighSurrogate())
                --keep;
            shown = shown.left(keep).trimmed() + kEllipsis;
        }
    }

    qreal height() const { return m_height; }

    void draw(QPainter& painter, const QPointF& topLeft, const QColor& ink) const
    {
        painter.save();
        painter.setPen(ink);
        for (std::size_t i = 0; i < m_layouts.size(); ++i) {
            for (int line = 0; line < m_lineCounts[i]; ++line)
                m_layouts[i]->lineAt(line).draw(&painter, topLeft);
        }
        painter.restore();
    }

private:
    /// Lays `text` out; −1 when all of it fits, else how many of its characters do.
    qsizetype layOut(const QString& text)
    {
        m_layouts.clear();
        m_lineCounts.clear();
        m_height = 0;
        QTextOption option(m_alignment);
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        qsizetype offset = 0;
        for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
            auto layout = std::make_unique<QTextLayout>(paragraph, m_font, m_device);
            layout->setTextOption(option);
            QList<QTextLayout::FormatRange> formats;
            for (const QTextLayout::FormatRange& range : std::as_const(m_formats)) {
                const qsizetype start = std::max<qsizetype>(range.start, offset);
                const qsizetype end
                    = std::min<qsizetype>(range.start + range.length, offset + paragraph.size());
                if (end > start)
                    formats.append({ int(start - offset), int(end - start), range.format });
            }
            layout->setFormats(formats);
            layout->setCacheEnabled(true);
            int lines = 0;
            qsizetype fitting = -1;
            layout->beginLayout();
            for (QTextLine line = layout->createLine(); line.isValid();
                 line = layout->createLine()) {
                line.setLineWidth(m_width);
                if (m_height + line.height() > m_maxHeight) {
                    fitting = offset + line.textStart();
                    break;
                }
                line.setPosition(QPointF(0, m_height));
                m_height += line.height();
                ++lines;
            }
            layout->endLayout();
            m_layouts.push_back(std::move(layout));
            m_lineCounts.push_back(lines);
            if (fitting >= 0)
                return fitting;
            offset += paragraph.size() + 1;
        }
        return -1;
    }

    QFont m_font;
    qreal m_width;
    qreal m_maxHeight;
    QPaintDevice* m_device;
    Qt::Alignment m_alignment;
    QList<QTextLayout::FormatRange> m_formats;
    std::vector<std::unique_ptr<QTextLayout>> m_layouts;
    std::vector<int> m_lineCounts;
    qreal m_height = 0;
};

/// Millimetres in device pixels.
qreal mm(qreal millimetres)
{
    return millimetres / 25.4 * TourHandout::kResolutionDpi;
}

/// One line of `text`, elided at its end to `width`.
QString oneLine(const QString& text, const QFont& font, qreal width, QPaintDevice* device)
{
    QString line = TourHandout::capped(text);
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    line.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return QFontMetricsF(font, device).elidedText(line, Qt::ElideRight, width);
}

} // namespace

TourHandout::TourHandout(Tour tour, QString language, QString languageName)
    : m_tour(std::move(tour))
    , m_language(std::move(language))
    , m_languageName(std::move(languageName))
{ }

QString TourHandout::capped(const QString& text)
{
    if (text.size() <= kMaxTextLength)
        return text;
    qsizetype keep = kMaxTextLength;
    if (text.at(keep - 1).isHighSurrogate())
        --keep;
    return text.left(keep) + kEllipsis;
}

QFont TourHandout::pageFont(double points, bool bold, bool italic) const
{
    QFont font = QGuiApplication::font();
    // Han characters in their Simplified Chinese forms where the system has such a font:
    // without a language to go by, fontconfig picks the Japanese face of Noto Sans CJK. A
    // family list falls back character by character, so Latin text and digits keep the first,
    // resolved family (in Noto Sans CJK, pdftotext lost the digits).
    const QLocale locale(m_language);
    if (locale.language() == QLocale::Chinese
        && locale.script() != QLocale::TraditionalChineseScript)
        font.setFamilies({ QFontInfo(font).family(), QStringLiteral("Noto Sans CJK SC"),
            QStringLiteral("Source Han Sans SC"), QStringLiteral("WenQuanYi Micro Hei") });
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setItalic(italic);
    // Any letter spacing turns ligatures off (Qt shapes "fi" as one glyph otherwise), so that
    // text copied or searched in the PDF reads "first", not "ﬁrst".
    font.setLetterSpacing(QFont::AbsoluteSpacing, 0.1);
    return font;
}

QString TourHandout::text(const io::LocalizedText& text) const
{
    return text.text(m_language);
}

HandoutAnswer TourHandout::answer(const TourQuestion& question, const Comparison& comparison)
{
    const QuestionAnswer decided = QuestionDecider::decide(question, comparison);
    HandoutAnswer answer;
    answer.winner = decided.winner;
    for (const QuestionChoice& choice : question.choices) {
        const DeviceComparison* device = comparison.find(choice.id);
        answer.figures.append(device
                ? QuestionPanel::figureText(question.metric, *device, comparison)
                : QuestionPanel::noFigureText());
    }
    answer.decision = QuestionPanel::decisionText(question, decided);
    return answer;
}

std::optional<QByteArray> TourHandout::render(const SceneSource& source, Summary* summary) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(kResolutionDpi);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
        QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    writer.setTitle(capped(text(m_tour.title)).left(256));
    writer.setCreator(QStringLiteral("Tensorscope"));

    Summary pages;
    const int sceneCount = int(m_tour.scenes.size());
    const int answersPage = 2 + sceneCount;
    // The drawing area of every page, inside the margins, in device pixels.
    const QRectF area(0, 0, writer.width(), writer.height());
    QPainter painter(&writer);
    // The pictures as drawn, pixel for pixel: JPEG would blur the window's small type.
    painter.setRenderHint(QPainter::LosslessImageRendering);
    drawTitlePage(painter, area, answersPage);
    pages.pages = 1;

    QList<Answered> answers;
    for (int i = 0; i < sceneCount; ++i) {
        std::optional<HandoutScene> scene = source(i);
        if (!scene) {
            painter.end();
            return std::nullopt;
        }
        writer.newPage();
        drawScenePage(painter, area, i, scene->picture, answersPage);
        ++pages.pages;
        ++pages.scenePages;
        if (const std::optional<TourQuestion>& question = m_tour.scenes[i].question) {
            HandoutAnswer answer = scene->answer.value_or(HandoutAnswer());
            // A missing figure reads as such, never as a shifted column.
            while (answer.figures.size() < question->choices.size())
                answer.figures.append(QuestionPanel::noFigureText());
            answers.append({ i, answer });
        }
    }
    pages.questions = int(answers.size());
    for (qsizetype first = 0; first < answers.size();) {
        writer.newPage();
        first += drawAnswersPage(painter, area, answers, first, first > 0);
        ++pages.pages;
        ++pages.answerPages;
        drawFooter(painter, area, pages.pages);
    }
    painter.end();
    buffer.close();
    if (summary)
        *summary = pages;
    return bytes;
}

void TourHandout::drawFooter(QPainter& painter, const QRectF& area, int page) const
{
    const QFont font = pageFont(kSmallPoints);
    const QFontMetricsF metrics(font, painter.device());
    painter.save();
    painter.setFont(font);
    painter.setPen(kSecondaryInk);
    const QRectF footer(
        area.left(), area.bottom() - metrics.height(), area.width(), metrics.height());
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter,
        oneLine(text(m_tour.title), font, area.width() * 0.8, painter.device()));
    painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, QString::number(page));
    painter.restore();
}

void TourHandout::drawTitlePage(QPainter& painter, const QRectF& area, int answersPage) const
{
    QPaintDevice* device = painter.device();
    qreal y = area.top() + mm(40);

    const TextBox brand(tr("Tensorscope tour handout"), pageFont(kTextPoints, true), area.width(),
        area.height(), device);
    brand.draw(painter, QPointF(area.left(), y), kSecondaryInk);
    y += brand.height() + mm(4);

    const TextBox title(
        text(m_tour.title), pageFont(kTourTitlePoints, true), area.width(), mm(60), device);
    title.draw(painter, QPointF(area.left(), y), kInk);
    y += title.height() + mm(8);

    int questions = 0;
    for (const TourScene& scene : m_tour.scenes)
        questions += scene.question ? 1 : 0;
    QStringList facts;
    //: the title page of a tour handout; %1 the language's own name, e.g. "Deutsch"
    facts << tr("Language: %1").arg(m_languageName);
    //: the title page of a tour handout
    facts << tr("Scenes: %1, one a page from page 2").arg(m_tour.scenes.size());
    if (questions > 0)
        //: the title page of a tour handout; %2 the page number
        facts << tr("Questions: %1, answered from page %2").arg(questions).arg(answersPage);
    const TextBox factBox(
        facts.join(QLatin1Char('\n')), pageFont(kTextPoints), area.width(), area.height(), device);
    factBox.draw(painter, QPointF(area.left(), y), kInk);
    y += factBox.height() + mm(10);

    // The scenes and their pages, as many as the page holds.
    const QFont entryFont = pageFont(kTextPoints);
    const QFontMetricsF metrics(entryFont, device);
    const qreal lineHeight = metrics.height() * 1.25;
    const qreal bottom = area.bottom() - metrics.height() * 3;
    const qreal numberWidth = metrics.horizontalAdvance(QStringLiteral("000  "));
    painter.save();
    painter.setFont(entryFont);
    painter.setPen(kInk);
    for (int i = 0; i < m_tour.scenes.size(); ++i) {
        if (y + 2 * lineHeight > bottom && i + 1 < m_tour.scenes.size()) {
            //: the title page's list of scenes, cut short; %1 how many are not listed
            painter.drawText(QPointF(area.left(), y + metrics.ascent()),
                tr("… and %1 more").arg(m_tour.scenes.size() - i));
            break;
        }
        const TourScene& scene = m_tour.scenes[i];
        QString title = text(scene.title);
        if (scene.question)
            //: a question scene in the title page's list; %1 its title
            title = tr("%1 (question)").arg(title);
        const QRectF row(area.left(), y, area.width(), lineHeight);
        painter.drawText(row, Qt::AlignLeft | Qt::AlignTop, QString::number(i + 1));
        const qreal pageWidth = metrics.horizontalAdvance(QStringLiteral("0000"));
        painter.drawText(row, Qt::AlignRight | Qt::AlignTop, QString::number(i + 2));
        painter.drawText(QRectF(area.left() + numberWidth, y,
                             area.width() - numberWidth - pageWidth - mm(4), lineHeight),
            Qt::AlignLeft | Qt::AlignTop,
            oneLine(title, entryFont, area.width() - numberWidth - pageWidth - mm(4), device));
        y += lineHeight;
    }
    painter.restore();
    drawFooter(painter, area, 1);
}

void TourHandout::drawScenePage(
    QPainter& painter, const QRectF& area, int index, const QImage& picture, int answersPage) const
{
    QPaintDevice* device = painter.device();
    const TourScene& scene = m_tour.scenes[index];
    const qreal footerHeight = QFontMetricsF(pageFont(kSmallPoints), device).height() * 2;
    qreal y = area.top();

    //: the head of a scene's page in a tour handout
    const TextBox counter(tr("Scene %1 of %2").arg(index + 1).arg(m_tour.scenes.size()),
        pageFont(kSmallPoints), area.width(), area.height(), device);
    counter.draw(painter, QPointF(area.left(), y), kSecondaryInk);
    y += counter.height() + mm(1);
    const TextBox title(
        text(scene.title), pageFont(kHeadingPoints, true), area.width(), mm(25), device);
    title.draw(painter, QPointF(area.left(), y), kInk);
    y += title.height() + mm(4);

    // The picture across the page, at most half its height.
    if (!picture.isNull()) {
        QSizeF size = QSizeF(picture.size())
                          .scaled(QSizeF(area.width(), area.height() * 0.5), Qt::KeepAspectRatio);
        const QRectF target(
            area.left() + (area.width() - size.width()) / 2, y, size.width(), size.height());
        painter.drawImage(target, picture);
        painter.save();
        painter.setPen(QPen(kRule, mm(0.2)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(target);
        painter.restore();
        y += target.height() + mm(5);
    }

    // The question below the caption, laid out first: the caption takes the room left.
    std::vector<std::unique_ptr<TextBox>> questionBoxes;
    qreal questionHeight = 0;
    const qreal keyWidth = mm(8);
    if (scene.question) {
        //: the heading of a question on a scene's page in a tour handout
        questionBoxes.push_back(std::make_unique<TextBox>(
            tr("Question"), pageFont(kTextPoints, true), area.width(), area.height(), device));
        questionBoxes.push_back(std::make_unique<TextBox>(
            text(scene.question->text), pageFont(kTextPoints, true), area.width(), mm(40), device));
        for (const QuestionChoice& choice : scene.question->choices)
            questionBoxes.push_back(std::make_unique<TextBox>(
                text(choice.text), pageFont(kTextPoints), area.width() - keyWidth, mm(20), device));
        //: under a question on a scene's page in a tour handout; %1 a page number
        questionBoxes.push_back(std::make_unique<TextBox>(
            tr("Vote first: the answers are on page %1 and after.").arg(answersPage),
            pageFont(kSmallPoints, false, true), area.width(), area.height(), device));
        for (const auto& box : questionBoxes)
            questionHeight += box->height() + mm(1.5);
        questionHeight += mm(4);
    }

    const qreal captionRoom = area.bottom() - footerHeight - questionHeight - y;
    const EmphasizedText captionText = emphasized(text(scene.captionMarkdown));
    const TextBox caption(captionText.text, pageFont(kTextPoints), area.width(),
        std::max<qreal>(captionRoom, 0), device, Qt::AlignLeft, captionText.bold);
    caption.draw(painter, QPointF(area.left(), y), kInk);
    y += caption.height() + mm(4);

    if (scene.question) {
        painter.save();
        painter.setPen(QPen(kRule, mm(0.2)));
        painter.drawLine(QPointF(area.left(), y - mm(2)), QPointF(area.right(), y - mm(2)));
        painter.restore();
        const QFont keyFont = pageFont(kTextPoints, true);
        for (std::size_t i = 0; i < questionBoxes.size(); ++i) {
            const bool isChoice = i >= 2 && i < questionBoxes.size() - 1;
            if (isChoice) {
                painter.save();
                painter.setFont(keyFont);
                painter.setPen(kInk);
                painter.drawText(QRectF(area.left(), y, keyWidth, questionBoxes[i]->height()),
                    Qt::AlignLeft | Qt::AlignTop, QString::number(i - 1));
                painter.restore();
            }
            questionBoxes[i]->draw(painter, QPointF(area.left() + (isChoice ? keyWidth : 0), y),
                i + 1 == questionBoxes.size() ? kSecondaryInk : kInk);
            y += questionBoxes[i]->height() + mm(1.5);
        }
    }
    drawFooter(painter, area, index + 2);
}

qsizetype TourHandout::drawAnswersPage(QPainter& painter, const QRectF& area,
    const QList<Answered>& answers, qsizetype first, bool continued) const
{
    QPaintDevice* device = painter.device();
    const qreal bottom = area.bottom() - QFontMetricsF(pageFont(kSmallPoints), device).height() * 2;
    qreal y = area.top();
    const TextBox heading(continued
            //: the heading of the second and later answer pages of a tour handout
            ? tr("Answers (continued)")
            //: the heading of the answer pages of a tour handout
            : tr("Answers"),
        pageFont(kHeadingPoints, true), area.width(), area.height(), device);
    heading.draw(painter, QPointF(area.left(), y), kInk);
    y += heading.height() + mm(6);

    const qreal keyWidth = mm(8);
    const qreal markWidth = mm(28);
    const qreal figureWidth = mm(42);
    const qreal choiceWidth = area.width() - keyWidth - figureWidth - markWidth - mm(4);
    qsizetype drawn = 0;
    for (qsizetype a = first; a < answers.size(); ++a) {
        const Answered& answered = answers[a];
        const TourScene& scene = m_tour.scenes[answered.scene];
        const TourQuestion& question = *scene.question;
        const HandoutAnswer& answer = answered.answer;

        // One answer's boxes, measured first: an answer is never split across pages.
        //: an answer's heading on a tour handout's answer page; %1 the scene number, %2 its title
        const TextBox sceneTitle(tr("Scene %1: %2").arg(answered.scene + 1).arg(text(scene.title)),
            pageFont(kTextPoints, true), area.width(), mm(15), device);
        const TextBox questionText(
            text(question.text), pageFont(kTextPoints), area.width(), mm(40), device);
        std::vector<std::unique_ptr<TextBox>> choices;
        qreal rowsHeight = 0;
        for (int c = 0; c < question.choices.size(); ++c) {
            const bool winner = c == answer.winner;
            choices.push_back(std::make_unique<TextBox>(text(question.choices[c].text),
                pageFont(kTextPoints, winner), choiceWidth, mm(20), device));
            rowsHeight += std::max(choices.back()->height(),
                              QFontMetricsF(pageFont(kTextPoints, true), device).height())
                + mm(2);
        }
        const TextBox decision(
            answer.decision, pageFont(kSmallPoints, false, true), area.width(), mm(15), device);
        const qreal height = sceneTitle.height() + mm(1) + questionText.height() + mm(2)
            + rowsHeight + decision.height() + mm(8);
        if (y + height > bottom && drawn > 0)
            break;

        sceneTitle.draw(painter, QPointF(area.left(), y), kInk);
        y += sceneTitle.height() + mm(1);
        questionText.draw(painter, QPointF(area.left(), y), kInk);
        y += questionText.height() + mm(2);
        for (int c = 0; c < question.choices.size(); ++c) {
            const bool winner = c == answer.winner;
            const QFont font = pageFont(kTextPoints, winner);
            const qreal rowHeight = std::max(
                choices[c]->height(), QFontMetricsF(pageFont(kTextPoints, true), device).height());
            const QRectF row(area.left(), y - mm(0.5), area.width(), rowHeight + mm(1));
            painter.save();
            if (winner)
                painter.fillRect(row, kWinnerFill);
            painter.setPen(kInk);
            painter.setFont(font);
            painter.drawText(QRectF(area.left() + mm(1), y, keyWidth, rowHeight),
                Qt::AlignLeft | Qt::AlignTop, QString::number(c + 1));
            choices[c]->draw(painter, QPointF(area.left() + keyWidth, y), kInk);
            const qreal figureLeft = area.left() + keyWidth + choiceWidth + mm(2);
            painter.drawText(QRectF(figureLeft, y, figureWidth, rowHeight),
                Qt::AlignRight | Qt::AlignTop,
                oneLine(answer.figures.value(c), font, figureWidth, device));
            if (winner)
                painter.drawText(
                    QRectF(figureLeft + figureWidth + mm(2), y, markWidth - mm(1), rowHeight),
                    Qt::AlignRight | Qt::AlignTop,
                    oneLine(QuestionPanel::winnerText(), font, markWidth - mm(1), device));
            painter.restore();
            y += rowHeight + mm(2);
        }
        decision.draw(painter, QPointF(area.left(), y), kSecondaryInk);
        y += decision.height() + mm(8);
        ++drawn;
    }
    return drawn;
}

} // namespace ts
