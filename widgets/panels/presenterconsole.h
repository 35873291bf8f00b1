// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/tour.h"

#include <QImage>
#include <QTimer>
#include <QWidget>
#include <functional>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace ts {

class TourCaptionView;

/// The speaker's window while presenting (docs/presentation.md, "Presenter console"): the scene
/// the audience sees, small; the next scene's title, caption and picture; the current scene's
/// speaker notes in the user interface's language (plain text, scrollable); a clock, the time
/// since the talk started (with a reset) and "scene n / N". A view only: the window's
/// PresenterConsoleController feeds it the pictures and routes its keys to the presentation.
/// Every text from the tour file is shown as plain text, the caption as the tour's safe Markdown
/// (TourCaptionView); titles are elided to the width they have.
class PresenterConsole : public QWidget
{
    Q_OBJECT

public:
    /// Milliseconds since the epoch; tests give their own clock.
    using Clock = std::function<qint64()>;

    /// A window of its own, owned by `parent`.
    explicit PresenterConsole(QWidget* parent = nullptr);

    /// Shows scene `index` of `tour` (nothing when the index is out of range: "no tour open"),
    /// the scene after it, and the notes; `imageFolder` is where the caption's images are.
    void showScene(const Tour& tour, int index, const QString& imageFolder = QString());
    /// What the audience sees now, scaled to fit its frame (a null image: a blank frame).
    void setCurrentPicture(const QImage& image);
    /// The next scene's picture; a null image shows "Preparing the picture..." until it comes.
    void setNextPicture(const QImage& image);
    /// The size the current scene's picture is shown at, in device-independent pixels: the
    /// grabber renders no larger than this.
    QSize currentPictureSize() const;
    QSize nextPictureSize() const;

    /// Starts the elapsed time again from zero (the Reset button; the start of a talk).
    void restartElapsed();
    qint64 elapsedMilliseconds() const;
    /// Replaces the clock (tests); the elapsed time restarts on it.
    void setClock(Clock clock);
    /// Reads the clock again and shows the time and the elapsed time (every second by itself).
    void updateTimes();

    int sceneIndex() const { return m_index; }
    QLabel* sceneLabel() const { return m_scene; }
    QLabel* currentTitleLabel() const { return m_currentTitle; }
    QLabel* nextTitleLabel() const { return m_nextTitle; }
    TourCaptionView* nextCaptionView() const { return m_nextCaption; }
    QPlainTextEdit* notesView() const { return m_notes; }
    QLabel* clockLabel() const { return m_clock; }
    QLabel* elapsedLabel() const { return m_elapsed; }
    QPushButton* resetButton() const { return m_reset; }
    QLabel* currentPictureLabel() const { return m_currentPicture; }
    QLabel* nextPictureLabel() const { return m_nextPicture; }
    /// The full (unelided) titles shown.
    QString currentTitle() const { return m_currentTitleText; }
    QString nextTitle() const { return m_nextTitleText; }

    /// "h:mm:ss" of a duration in milliseconds (negative counts as zero).
    static QString durationText(qint64 milliseconds);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void showTexts();
    void showPictures();
    void elideTitles();

    Tour m_tour;
    int m_index = -1;
    QString m_folder;
    QImage m_currentImage;
    QImage m_nextImage;
    QString m_currentTitleText;
    QString m_nextTitleText;
    Clock m_now;
    qint64 m_startedAt = 0;
    QTimer m_tick;

    QLabel* m_scene = nullptr;
    QLabel* m_clock = nullptr;
    QLabel* m_elapsed = nullptr;
    QPushButton* m_reset = nullptr;
    QLabel* m_nowHeading = nullptr;
    QLabel* m_currentTitle = nullptr;
    QLabel* m_currentPicture = nullptr;
    QLabel* m_nextHeading = nullptr;
    QLabel* m_nextTitle = nullptr;
    QLabel* m_nextPicture = nullptr;
    TourCaptionView* m_nextCaption = nullptr;
    QLabel* m_notesHeading = nullptr;
    QPlainTextEdit* m_notes = nullptr;
};

} // namespace ts
