// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QFrame;
class QGridLayout;
class QLabel;

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
    /// Four cards in a row, or two rows of two in a narrow window.
    void placeCards();

    QLabel* m_title = nullptr;
    QLabel* m_tagline = nullptr;
    QList<QLabel*> m_stepTitles;
    QList<QLabel*> m_stepTexts;
    QList<QLabel*> m_stepLinks;
    QList<QFrame*> m_cards;
    QGridLayout* m_steps = nullptr;
    int m_columns = 0;
};

} // namespace ts
