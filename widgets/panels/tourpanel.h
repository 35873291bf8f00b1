// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/tour.h"
#include "tourcaptionview.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QUrl;

namespace ts {

/// The tour's caption panel: the tour and scene titles, the scene's caption (Markdown), and
/// buttons to move between scenes, record the current state as a new scene and save the tour.
/// In presentation mode the editing buttons hide and the type grows.
class TourPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TourPanel(QWidget* parent = nullptr);

    /// Shows scene `index` of `tour` (nothing shown when the index is out of range).
    void showScene(const Tour& tour, int index);
    /// Presentation mode: large type, only the caption and the scene counter.
    void setPresenting(bool presenting, double scale);
    /// The height that shows the titles and the whole caption when the panel is `width` wide, in
    /// its present fonts, buttons included when they show.
    int fittingHeight(int width) const;

    QLabel* titleLabel() const { return m_title; }
    TourCaptionView* captionView() const { return m_caption; }
    QPushButton* previousButton() const { return m_previous; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* recordButton() const { return m_record; }
    QPushButton* saveButton() const { return m_save; }

signals:
    void previousRequested();
    void nextRequested();
    void recordRequested();
    void saveRequested();
    /// showScene() put new text in (a scene, or the same scene in another language).
    void sceneShown();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void openLink(const QUrl& url);

    Tour m_tour;
    int m_index = -1;
    QLabel* m_title = nullptr;
    TourCaptionView* m_caption = nullptr;
    QPushButton* m_previous = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_record = nullptr;
    QPushButton* m_save = nullptr;
    QWidget* m_buttons = nullptr;
    QFont m_normalFont;
};

} // namespace ts
