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
#include <QSpacerItem>
#include <QVBoxLayout>

namespace ts {

namespace {

constexpr int kStepCount = 4;

// The page's two densities. Roomy: the large icon above the title, generous margins, as on a
// 1920×1080 screen or a projector. Compact: a small icon beside the title and tighter
// spacing, which at the first-run 1280×800, with the docks around the page, keeps the four
// cards in sight instead of half of them under the Operators dock (issue 36).
struct Density
{
    int iconPixels;
    QBoxLayout::Direction header;
    int headerSpacing;
    QMargins margins;
    int gap; // between the tagline and the cards
    int cardSpacing;
    QMargins cardMargins;
};

constexpr Density kRoomy { 112, QBoxLayout::TopToBottom, 8, QMargins(64, 48, 64, 48), 40, 32,
    QMargins(24, 20, 24, 24) };
constexpr Density kCompact { 48, QBoxLayout::LeftToRight, 16, QMargins(40, 16, 40, 16), 16, 16,
    QMargins(20, 14, 20, 16) };

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

    m_icon = new QLabel(this);
    m_icon->setAlignment(Qt::AlignCenter);

    m_title = new QLabel(this);
    m_title->setFont(scaledFont(font(), 3.0, QFont::Bold));
    m_title->setAlignment(Qt::AlignCenter);

    m_tagline = new QLabel(this);
    m_tagline->setFont(scaledFont(font(), 1.5, QFont::Normal));
    m_tagline->setAlignment(Qt::AlignCenter);
    m_tagline->setWordWrap(true);

    auto* steps = new QGridLayout;
    m_steps = steps;
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

    // Where even the compact page is taller than the window (a window shorter than any first
    // run), the cards keep the height their wrapped text needs and the page scrolls, rather
    // than cutting the text off.
    auto* content = new QWidget(this);
    content->setBackgroundRole(QPalette::Base);
    m_scroll = new QScrollArea(this);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setBackgroundRole(QPalette::Base);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll);
    m_header = new QBoxLayout(QBoxLayout::TopToBottom);
    m_header->addWidget(m_icon);
    m_header->addWidget(m_title);
    m_gap = new QSpacerItem(0, 0, QSizePolicy::Minimum, QSizePolicy::Fixed);
    m_content = new QVBoxLayout(content);
    m_content->addStretch(1);
    m_content->addLayout(m_header);
    m_content->setAlignment(m_header, Qt::AlignHCenter);
    m_content->addWidget(m_tagline);
    m_content->addSpacerItem(m_gap);
    m_content->addLayout(steps);
    m_content->addStretch(2);
    m_scroll->setWidget(content);

    placeCards(2);
    setCompact(false);
    retranslate();
}

void StartPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void StartPanel::arrange()
{
    if (width() <= 0 || height() <= 0)
        return;
    // Four cards in a row where each keeps a readable width, else two rows of two: four in a
    // laptop window's row wrapped every title onto three lines.
    placeCards(width() >= 1300 ? kStepCount : 2);
    // The roomy page where it fits the window's height whole, else the compact one: a first
    // screen whose cards are cut off by the docks below them looks broken (issue 36).
    const auto needed = [this] {
        m_content->invalidate();
        return m_content->hasHeightForWidth() ? m_content->totalHeightForWidth(width())
                                              : m_content->totalSizeHint().height();
    };
    setCompact(false);
    if (needed() > height())
        setCompact(true);
}

void StartPanel::setCompact(bool compact)
{
    if (m_arranged && compact == m_compact)
        return;
    m_arranged = true;
    m_compact = compact;
    const Density& density = compact ? kCompact : kRoomy;
    const int pixels = density.iconPixels;
    m_icon->setPixmap(
        QIcon(QStringLiteral(":/icons/tensorscope.svg")).pixmap(QSize(pixels, pixels)));
    m_header->setDirection(density.header);
    m_header->setSpacing(density.headerSpacing);
    m_content->setContentsMargins(density.margins);
    m_gap->changeSize(0, density.gap, QSizePolicy::Minimum, QSizePolicy::Fixed);
    m_steps->setHorizontalSpacing(density.cardSpacing);
    m_steps->setVerticalSpacing(density.cardSpacing);
    for (QFrame* card : std::as_const(m_cards))
        card->layout()->setContentsMargins(density.cardMargins);
    m_content->invalidate();
}

void StartPanel::placeCards(int columns)
{
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
    // Another language's texts wrap onto more or fewer lines.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        arrange();
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
