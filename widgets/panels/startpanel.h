// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QFrame;
class QLabel;

namespace ts {

/// The panel the main window shows before a workspace is open: what Tensorscope is, and the
/// three steps of a comparison (workload, devices, views), in type large enough for a projector.
/// Each step is a card that starts it: a click, or Enter or Space on the focused card, emits
/// its signal; the window opens the workload editor, the device picker or the tours.
class StartPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Card { Workload, Devices, Tour };

    explicit StartPanel(QWidget* parent = nullptr);

    QWidget* card(Card card) const;

signals:
    void workloadRequested();
    void devicesRequested();
    void tourRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void activate(int index);
    void setHot(int index, bool hot);

    QLabel* m_title = nullptr;
    QLabel* m_tagline = nullptr;
    QList<QLabel*> m_stepTitles;
    QList<QLabel*> m_stepTexts;
    QList<QLabel*> m_stepLinks;
    QList<QFrame*> m_cards;
};

} // namespace ts
