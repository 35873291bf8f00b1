// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QBoxLayout;
class QFrame;
class QGridLayout;
class QLabel;
class QScrollArea;
class QSpacerItem;
class QVBoxLayout;

namespace ts {

/// The panel the main window shows before a workspace is open: what Tensorscope is, and the
/// three steps of a comparison (workload, devices, views) and the claims to check, in type large
/// enough for a projector.
/// Each step is a card that starts it: a click, or Enter or Space on the focused card, emits
/// its signal; the window opens the workload editor, the device picker or the tours.
class StartPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Card { Workload, Devices, Tour, Claims };

    explicit StartPanel(QWidget* parent = nullptr);

    QWidget* card(Card card) const;
    /// The scroll area the page is shown in: the cards are visible where they lie inside its
    /// viewport.
    QScrollArea* scrollArea() const { return m_scroll; }
    /// Whether the page shows its compact header (a small icon beside the title), chosen when
    /// the large one would push the cards out of sight.
    bool isCompact() const { return m_compact; }

signals:
    void workloadRequested();
    void devicesRequested();
    void tourRequested();
    /// The Claims page (issue 22): the popular GPU-vs-TPU claims tested on the workspace.
    void claimsRequested();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void activate(int index);
    void setHot(int index, bool hot);
    /// Four cards in a row, or two rows of two in a narrow window; the large header where the
    /// whole page then fits the window's height, the compact one otherwise; the page scrolls
    /// only where even that does not fit.
    void arrange();
    void placeCards(int columns);
    void setCompact(bool compact);

    QLabel* m_icon = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_tagline = nullptr;
    QList<QLabel*> m_stepTitles;
    QList<QLabel*> m_stepTexts;
    QList<QLabel*> m_stepLinks;
    QList<QFrame*> m_cards;
    QScrollArea* m_scroll = nullptr;
    QVBoxLayout* m_content = nullptr;
    QBoxLayout* m_header = nullptr;
    QSpacerItem* m_gap = nullptr;
    QGridLayout* m_steps = nullptr;
    int m_columns = 0;
    bool m_compact = false;
    bool m_arranged = false;
};

} // namespace ts
