// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "presenterconsole.h"

#include "style/plaintext.h"
#include "tourcaptionview.h"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace ts {

namespace {

QLabel* headingLabel(const char* objectName, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(objectName));
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

/// A label for a file's title: plain text, one line, elided to the width it gets, so a 256-
/// character word never widens the window.
QLabel* titleLabel(const char* objectName, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(objectName));
    PlainText::makePlain(label);
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    return label;
}

QLabel* pictureLabel(const char* objectName, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(objectName));
    label->setAlignment(Qt::AlignCenter);
    label->setFrameShape(QFrame::StyledPanel);
    // The picture follows the frame's size, never the other way round.
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    label->setMinimumSize(160, 90);
    label->setWordWrap(true);
    PlainText::makePlain(label);
    return label;
}

QPixmap fitted(const QImage& image, const QLabel* label)
{
    const double ratio = label->devicePixelRatioF();
    const QSize room = label->contentsRect().size() * ratio;
    if (image.isNull() || room.isEmpty())
        return {};
    QPixmap pixmap
        = QPixmap::fromImage(image.scaled(room, Qt::KeepAspectRatio, Qt::SmoothTransformation));
    pixmap.setDevicePixelRatio(ratio);
    return pixmap;
}

} // namespace

PresenterConsole::PresenterConsole(QWidget* parent)
    // A window from the start: a child's font (the window's, doubled while presenting) would
    // reach it otherwise.
    : QWidget(parent, Qt::Window)
    , m_now([] { return QDateTime::currentMSecsSinceEpoch(); })
{
    setObjectName(QStringLiteral("presenterConsole"));
    m_startedAt = m_now();

    m_scene = headingLabel("presenterSceneNumber", this);
    QFont large = m_scene->font();
    large.setPointSizeF(large.pointSizeF() * 1.5);
    m_scene->setFont(large);
    m_clock = headingLabel("presenterClock", this);
    m_clock->setFont(large);
    m_elapsed = headingLabel("presenterElapsed", this);
    m_elapsed->setFont(large);
    m_reset = new QPushButton(this);
    m_reset->setObjectName(QStringLiteral("presenterResetElapsed"));
    // Space and the arrows belong to the presentation: a focused button would take Space.
    m_reset->setFocusPolicy(Qt::NoFocus);
    connect(m_reset, &QPushButton::clicked, this, &PresenterConsole::restartElapsed);

    m_nowHeading = headingLabel("presenterNowHeading", this);
    m_currentTitle = titleLabel("presenterCurrentTitle", this);
    m_currentPicture = pictureLabel("presenterCurrentPicture", this);
    m_nextHeading = headingLabel("presenterNextHeading", this);
    m_nextTitle = titleLabel("presenterNextTitle", this);
    m_nextPicture = pictureLabel("presenterNextPicture", this);
    m_nextCaption = new TourCaptionView(this);
    m_nextCaption->setObjectName(QStringLiteral("presenterNextCaption"));
    m_nextCaption->setFocusPolicy(Qt::NoFocus);
    m_notesHeading = headingLabel("presenterNotesHeading", this);
    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(QStringLiteral("presenterNotes"));
    m_notes->setReadOnly(true);
    m_notes->setFocusPolicy(Qt::NoFocus);
    // A word longer than the line breaks anywhere (an unbroken 8,192-character word is slow).
    m_notes->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    QFont notesFont = m_notes->font();
    notesFont.setPointSizeF(notesFont.pointSizeF() * 1.25);
    m_notes->setFont(notesFont);

    auto* top = new QHBoxLayout;
    top->addWidget(m_scene);
    top->addStretch(1);
    top->addWidget(m_clock);
    top->addSpacing(24);
    top->addWidget(m_elapsed);
    top->addWidget(m_reset);

    auto* now = new QVBoxLayout;
    now->addWidget(m_nowHeading);
    now->addWidget(m_currentTitle);
    now->addWidget(m_currentPicture, 1);
    auto* next = new QVBoxLayout;
    next->addWidget(m_nextHeading);
    next->addWidget(m_nextTitle);
    next->addWidget(m_nextPicture, 3);
    next->addWidget(m_nextCaption, 2);
    auto* scenes = new QHBoxLayout;
    scenes->addLayout(now, 3);
    scenes->addLayout(next, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(scenes, 5);
    layout->addWidget(m_notesHeading);
    layout->addWidget(m_notes, 2);

    for (QLabel* label : { m_currentPicture, m_nextPicture, m_currentTitle, m_nextTitle })
        label->installEventFilter(this);
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &PresenterConsole::updateTimes);
    m_tick.start();
    retranslate();
}

QString PresenterConsole::durationText(qint64 milliseconds)
{
    const qint64 seconds = std::max<qint64>(0, milliseconds) / 1000;
    const QLocale locale;
    // Hours, minutes, seconds (1:05:09), as clocks write them in the five languages.
    return QStringLiteral("%1:%2:%3")
        .arg(locale.toString(seconds / 3600))
        .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

void PresenterConsole::retranslate()
{
    setWindowTitle(tr("Tensorscope Presenter Console"));
    m_reset->setText(tr("&Reset"));
    m_reset->setToolTip(tr("Start the elapsed time again from zero"));
    m_reset->setAccessibleName(tr("Reset the elapsed time"));
    //: presenter console: the scene the audience sees now
    m_nowHeading->setText(tr("Now"));
    //: presenter console: the scene after the one shown
    m_nextHeading->setText(tr("Next"));
    m_notesHeading->setText(tr("Speaker notes"));
    m_currentPicture->setAccessibleName(tr("The scene the audience sees"));
    m_nextPicture->setAccessibleName(tr("The next scene"));
    m_nextCaption->setAccessibleName(tr("The next scene's caption"));
    m_notes->setAccessibleName(tr("Speaker notes"));
    m_notes->setPlaceholderText(tr("This scene has no speaker notes."));
    m_clock->setAccessibleName(tr("Clock"));
    m_elapsed->setAccessibleName(tr("Elapsed time"));
    showTexts();
    updateTimes();
}

void PresenterConsole::showScene(const Tour& tour, int index, const QString& imageFolder)
{
    const bool changed = index != m_index || !(tour == m_tour);
    m_tour = tour;
    m_index = index >= 0 && index < tour.scenes.size() ? index : -1;
    m_folder = imageFolder;
    if (changed)
        m_nextImage = QImage();
    showTexts();
    showPictures();
}

void PresenterConsole::showTexts()
{
    const qsizetype count = m_tour.scenes.size();
    if (m_index < 0) {
        m_scene->setText(tr("No tour open"));
        m_currentTitleText.clear();
        m_nextTitleText.clear();
        m_nextCaption->setCaptionMarkdown(QString());
        m_notes->setPlainText(QString());
        elideTitles();
        return;
    }
    //: presenter console: scene %1 of %2
    m_scene->setText(tr("Scene %1 / %2").arg(m_index + 1).arg(count));
    const TourScene& scene = m_tour.scenes[m_index];
    m_currentTitleText = scene.title.text();
    const bool last = m_index + 1 >= count;
    m_nextTitleText = last ? QString() : m_tour.scenes[m_index + 1].title.text();
    if (!last && m_nextTitleText.isEmpty())
        //: presenter console: a next scene without a title of its own
        m_nextTitleText = tr("Scene %1").arg(m_index + 2);
    m_nextCaption->setImageFolder(m_folder);
    m_nextCaption->setCaptionMarkdown(
        last ? QString() : m_tour.scenes[m_index + 1].captionMarkdown.text());
    // The tour file bounds notes (TourFile::kMaxCaptionLength a language); a tour built in
    // memory is cut the same way.
    const QString notes = scene.notes.text().left(TourFile::kMaxCaptionLength);
    if (m_notes->toPlainText() != notes)
        m_notes->setPlainText(notes);
    elideTitles();
}

void PresenterConsole::elideTitles()
{
    const bool last = m_index >= 0 && m_index + 1 >= m_tour.scenes.size();
    const QString nextText = m_index < 0 ? QString()
        : last
        //: presenter console, instead of the next scene's title after the last scene
        ? tr("End of the tour")
        : m_nextTitleText;
    const std::pair<QLabel*, QString> titles[]
        = { { m_currentTitle, m_currentTitleText }, { m_nextTitle, nextText } };
    for (const auto& [label, text] : titles) {
        // One line: line breaks of the file's text become spaces.
        QString line = text;
        line.replace(QLatin1Char('\n'), QLatin1Char(' '));
        line.replace(QLatin1Char('\r'), QLatin1Char(' '));
        label->setText(label->fontMetrics().elidedText(
            line, Qt::ElideRight, std::max(0, label->contentsRect().width())));
        label->setToolTip(text.isEmpty() ? QString() : PlainText::toolTip(text));
    }
}

void PresenterConsole::setCurrentPicture(const QImage& image)
{
    m_currentImage = image;
    m_currentPicture->setPixmap(fitted(m_currentImage, m_currentPicture));
}

void PresenterConsole::setNextPicture(const QImage& image)
{
    m_nextImage = image;
    showPictures();
}

void PresenterConsole::showPictures()
{
    m_currentPicture->setPixmap(fitted(m_currentImage, m_currentPicture));
    const bool last = m_index < 0 || m_index + 1 >= m_tour.scenes.size();
    if (!m_nextImage.isNull() && !last) {
        m_nextPicture->setPixmap(fitted(m_nextImage, m_nextPicture));
        return;
    }
    m_nextPicture->setPixmap(QPixmap());
    //: presenter console: the next scene's picture is being rendered
    m_nextPicture->setText(last ? QString() : tr("Preparing the picture..."));
}

QSize PresenterConsole::currentPictureSize() const
{
    return m_currentPicture->contentsRect().size();
}

QSize PresenterConsole::nextPictureSize() const
{
    return m_nextPicture->contentsRect().size();
}

void PresenterConsole::restartElapsed()
{
    m_startedAt = m_now();
    updateTimes();
}

qint64 PresenterConsole::elapsedMilliseconds() const
{
    return std::max<qint64>(0, m_now() - m_startedAt);
}

void PresenterConsole::setClock(Clock clock)
{
    m_now = std::move(clock);
    restartElapsed();
}

void PresenterConsole::updateTimes()
{
    const QTime time = QDateTime::fromMSecsSinceEpoch(m_now()).time();
    m_clock->setText(QLocale().toString(time, QLocale::ShortFormat));
    //: presenter console: the time since the talk started (or since Reset)
    m_elapsed->setText(tr("Elapsed %1").arg(durationText(elapsedMilliseconds())));
}

void PresenterConsole::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool PresenterConsole::eventFilter(QObject* watched, QEvent* event)
{
    // The pictures and titles follow their labels' sizes, which the layout sets.
    if (event->type() == QEvent::Resize) {
        if (watched == m_currentPicture || watched == m_nextPicture)
            showPictures();
        else
            elideTitles();
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ts
