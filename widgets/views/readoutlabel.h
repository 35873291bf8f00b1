// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>
#include <memory>

namespace ts {

/// A view's word-wrapped readout that does not jump between one and two lines while its
/// animation plays (issue 19): the numbers grow as the run goes on ("cycle 9" to "cycle
/// 9,786,837"), and a label as tall as each text would move everything under it. At any width
/// it asks for the height of the run's widest text (the same readout at the last cycle), so it
/// keeps one height for the whole run, and the layout still gives it more lines when narrow.
/// Its text is always plain text: readouts name operators and devices from files.
class ReadoutLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ReadoutLabel(QWidget* parent = nullptr);
    ~ReadoutLabel() override;

    /// Shows `text`, sized for `widest`.
    void setTexts(const QString& text, const QString& widest);

    int heightForWidth(int width) const override;
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    /// The widest text laid out as this label would lay it out (never shown).
    std::unique_ptr<QLabel> m_widest;
};

} // namespace ts
