// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "startpanel.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

namespace ts {

namespace {

constexpr int kStepCount = 4;

QFont scaledFont(const QFont& base, double factor, QFont::Weight weight)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * factor);
    font.setWeight(weight);
    return font;
}

} // namespace

StartPanel::StartPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("startPanel"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);

    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/tensorscope.svg")).pixmap(QSize(112, 112)));
    icon->setAlignment(Qt::AlignCenter);

    m_title = new QLabel(this);
    m_title->setFont(scaledFont(font(), 3.0, QFont::Bold));
    m_title->setAlignment(Qt::AlignCenter);

    m_tagline = new QLabel(this);
    m_tagline->setFont(scaledFont(font(), 1.5, QFont::Normal));
    m_tagline->setAlignment(Qt::AlignCenter);
    m_tagline->setWordWrap(true);

    auto* steps = new QGridLayout;
    m_steps = steps;
    steps->setHorizontalSpacing(32);
    steps->setVerticalSpacing(32);
    const char* const cardNames[kStepCount]
        = { "workloadCard", "devicesCard", "tourCard", "claimsCard" };
    for (int i = 0; i < kStepCount; ++i) {
        auto* card = new QFrame(this);
        card->setObjectName(QLatin1String(cardNames[i]));
        card->setFrameShape(QFrame::StyledPanel);
        card->setAutoFillBackground(true);
        card->setBackgroundRole(QPalette::AlternateBase);
        card->setCursor(Qt::PointingHandCursor);
        card->setFocusPolicy(Qt::StrongFocus);
        card->installEventFilter(this);
        auto* cardLayout = new QVBoxLayout(card);
        cardLayout->setContentsMargins(24, 20, 24, 24);
        auto* stepTitle = new QLabel(card);
        stepTitle->setFont(scaledFont(font(), 1.6, QFont::DemiBold));
        // "3  Observer et comparer" wraps in a narrow window instead of widening it.
        stepTitle->setWordWrap(true);
        auto* stepText = new QLabel(card);
        stepText->setFont(scaledFont(font(), 1.2, QFont::Normal));
        stepText->setWordWrap(true);
        stepText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        // What the card does, in the link colour, so it reads as something to click.
        auto* stepLink = new QLabel(card);
        stepLink->setFont(scaledFont(font(), 1.2, QFont::DemiBold));
        stepLink->setForegroundRole(QPalette::Link);
        stepLink->setWordWrap(true);
        cardLayout->addWidget(stepTitle);
        cardLayout->addWidget(stepText, 1);
        cardLayout->addWidget(stepLink);
        steps->addWidget(card, 0, i);
        m_stepTitles.append(stepTitle);
        m_stepTexts.append(stepText);
        m_stepLinks.append(stepLink);
        m_cards.append(card);
    }

    // On a short window (1280x720 with the docks) the cards keep the height their wrapped
    // text needs and the page scrolls, rather than cutting the text off.
    auto* content = new QWidget(this);
    content->setBackgroundRole(QPalette::Base);
    auto* scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setBackgroundRole(QPalette::Base);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(64, 48, 64, 48);
    layout->addStretch(1);
    layout->addWidget(icon);
    layout->addSpacing(8);
    layout->addWidget(m_title);
    layout->addWidget(m_tagline);
    layout->addSpacing(40);
    layout->addLayout(steps);
    layout->addStretch(2);
    scroll->setWidget(content);

    placeCards();
    retranslate();
}

void StartPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeCards();
}

void StartPanel::placeCards()
{
    // Four cards in a row where each keeps a readable width, else two rows of two: four in a
    // laptop window's row wrapped every title onto three lines.
    const int columns = width() >= 1300 ? kStepCount : 2;
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (QFrame* card : std::as_const(m_cards))
        m_steps->removeWidget(card);
    for (int i = 0; i < kStepCount; ++i)
        m_steps->addWidget(m_cards[i], i / columns, i % columns);
    for (int c = 0; c < kStepCount; ++c)
        m_steps->setColumnStretch(c, c < columns ? 1 : 0);
}

QWidget* StartPanel::card(Card card) const
{
    return m_cards.at(int(card));
}

bool StartPanel::eventFilter(QObject* watched, QEvent* event)
{
    const int index = int(m_cards.indexOf(qobject_cast<QFrame*>(watched)));
    if (index < 0)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonRelease: {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton
            && m_cards[index]->rect().contains(mouse->position().toPoint())) {
            activate(index);
            return true;
        }
        break;
    }
    case QEvent::KeyPress: {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
            activate(index);
            return true;
        }
        break;
    }
    case QEvent::Enter:
    case QEvent::FocusIn:
        setHot(index, true);
        break;
    case QEvent::Leave:
    case QEvent::FocusOut:
        setHot(index, m_cards[index]->hasFocus() || m_cards[index]->underMouse());
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void StartPanel::activate(int index)
{
    switch (Card(index)) {
    case Card::Workload:
        emit workloadRequested();
        break;
    case Card::Devices:
        emit devicesRequested();
        break;
    case Card::Tour:
        emit tourRequested();
        break;
    case Card::Claims:
        emit claimsRequested();
        break;
    }
}

void StartPanel::setHot(int index, bool hot)
{
    // Under the mouse or focused: the card's action is underlined, as a link under the mouse.
    QFont font = m_stepLinks[index]->font();
    font.setUnderline(hot);
    m_stepLinks[index]->setFont(font);
}

void StartPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StartPanel::retranslate()
{
    m_title->setText(tr("Tensorscope"));
    m_tagline->setText(tr("See, not just read, how GPUs and TPUs differ on deep-learning work."));
    const QString titles[kStepCount] = {
        tr("1  Build a workload"),
        tr("2  Pick accelerators"),
        tr("3  Watch and compare"),
        tr("4  Check the claims"),
    };
    const QString texts[kStepCount] = {
        tr("A transformer, CNN or MLP; training or inference; batch, sequence, precision and "
           "parallelism."),
        tr("GPUs and TPUs from a sourced catalog, or your own what-if chip."),
        tr("An animated systolic array and SIMT execution beside charts of time, cost and "
           "energy."),
        tr("Ten popular GPU-vs-TPU statements, tested on your workload and devices."),
    };
    const QString links[kStepCount] = {
        tr("Edit the workload →"),
        tr("Choose devices →"),
        tr("Take a guided tour →"),
        tr("See the verdicts →"),
    };
    for (int i = 0; i < kStepCount; ++i) {
        m_stepTitles[i]->setText(titles[i]);
        m_stepTexts[i]->setText(texts[i]);
        m_stepLinks[i]->setText(links[i]);
        m_cards[i]->setAccessibleName(titles[i]);
        m_cards[i]->setAccessibleDescription(links[i]);
    }
}

} // namespace ts
