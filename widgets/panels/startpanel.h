// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;

namespace ts {

/// The panel the main window shows before a workspace is open: what Tensorscope is, and the
/// three steps of a comparison (workload, devices, views), in type large enough for a projector.
class StartPanel : public QWidget
{
    Q_OBJECT

public:
    explicit StartPanel(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_title = nullptr;
    QLabel* m_tagline = nullptr;
    QList<QLabel*> m_stepTitles;
    QList<QLabel*> m_stepTexts;
};

} // namespace ts
