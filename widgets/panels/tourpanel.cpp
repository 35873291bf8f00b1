// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "tourpanel.h"

#include "style/plaintext.h"

#include "externallink.h"

#include "tourcaptionview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QScrollBar>
#include <QTextDocument>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <memory>

namespace ts {

TourPanel::TourPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("tourPanel"));
    m_normalFont = font();
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("tourTitle"));
    m_title->setWordWrap(true);
    PlainText::makePlain(m_title);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_caption = new TourCaptionView(this);
    m_caption->setObjectName(QStringLiteral("tourCaption"));
    connect(m_caption, &QTextBrowser::anchorClicked, this, &TourPanel::openLink);
    m_previous = new QPushButton(this);
    m_previous->setObjectName(QStringLiteral("previousSceneButton"));
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("nextSceneButton"));
    m_record = new QPushButton(this);
    m_record->setObjectName(QStringLiteral("recordSceneButton"));
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("saveTourButton"));
    connect(m_previous, &QPushButton::clicked, this, &TourPanel::previousRequested);
    connect(m_next, &QPushButton::clicked, this, &TourPanel::nextRequested);
    connect(m_record, &QPushButton::clicked, this, &TourPanel::recordRequested);
    connect(m_save, &QPushButton::clicked, this, &TourPanel::saveRequested);

    m_buttons = new QWidget(this);
    auto* buttons = new QHBoxLayout(m_buttons);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_previous);
    buttons->addWidget(m_next);
    buttons->addStretch(1);
    buttons->addWidget(m_record);
    buttons->addWidget(m_save);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_caption, 1);
    layout->addWidget(m_buttons);
    retranslate();
}

void TourPanel::retranslate()
{
    m_caption->setAccessibleName(tr("Scene caption"));
    m_previous->setText(tr("&Previous scene"));
    m_previous->setToolTip(tr("Previous scene (Page Up in presentation mode)"));
    m_next->setText(tr("&Next scene"));
    m_next->setToolTip(tr("Next scene (Page Down in presentation mode)"));
    m_record->setText(tr("&Record scene..."));
    m_record->setToolTip(tr("Add the current workload, devices, view and animation as a new "
                            "scene after this one"));
    m_save->setText(tr("&Save tour..."));
    showScene(m_tour, m_index);
}

void TourPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TourPanel::showScene(const Tour& tour, int index)
{
    m_tour = tour;
    m_index = index;
    if (index < 0 || index >= tour.scenes.size()) {
        m_title->setText(tour.title.isEmpty() ? tr("No tour open") : tour.title.text());
        m_caption->setCaptionMarkdown(
            tr("Open a tour with *File › Open Tour*, or record scenes of your "
               "own with **Record scene**."));
        m_previous->setEnabled(false);
        m_next->setEnabled(false);
        return;
    }
    const TourScene& scene = tour.scenes[index];
    //: tour title, scene number, scene count, scene title
    m_title->setText(tr("%1 — scene %2 of %3: %4")
                         .arg(tour.title.text())
                         .arg(index + 1)
                         .arg(tour.scenes.size())
                         .arg(scene.title.text()));
    // The title and caption in the language of the user interface (retranslate() shows the
    // scene again when it changes), else English.
    m_caption->setCaptionMarkdown(scene.captionMarkdown.text());
    m_previous->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < tour.scenes.size());
    emit sceneShown();
}

int TourPanel::fittingHeight(int width) const
{
    const QMargins margins = layout()->contentsMargins();
    const int spacing = layout()->spacing();
    const int inner = std::max(1, width - margins.left() - margins.right());
    const int frame = 2 * m_caption->frameWidth();
    // A copy of the caption laid out at the width its view will have (less a scroll bar's, to
    // be safe), whatever the view's width is now (the window may not be laid out yet).
    const std::unique_ptr<QTextDocument> caption(m_caption->document()->clone());
    caption->setDefaultFont(m_caption->font());
    caption->setTextWidth(
        std::max(1, inner - frame - m_caption->verticalScrollBar()->sizeHint().width()));
    int height = margins.top() + margins.bottom() + m_title->heightForWidth(inner) + spacing
        + int(std::ceil(caption->size().height())) + frame;
    if (!m_buttons->isHidden())
        height += spacing + m_buttons->sizeHint().height();
    return height;
}

void TourPanel::openLink(const QUrl& url)
{
    // A tour comes from someone else: its links open only on the web, and only after the user
    // has seen the address (file: and other schemes would hand any path to the system).
    ExternalLink::confirmAndOpen(this, url);
}

void TourPanel::setPresenting(bool presenting, double scale)
{
    m_buttons->setVisible(!presenting);
    QFont captionFont = m_normalFont;
    if (presenting)
        captionFont.setPointSizeF(m_normalFont.pointSizeF() * scale);
    m_caption->setFont(captionFont);
    QFont titleFont = captionFont;
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    // Larger type must not leave the view scrolled into the middle of the caption.
    m_caption->verticalScrollBar()->setValue(0);
}

} // namespace ts
