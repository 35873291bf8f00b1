// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QLabel;

namespace ts {

/// Help › About Tensorscope: the program's version, the Qt version it runs on, and its licence.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget* parent = nullptr);

    /// The dialog's text as plain text (for tests and for copying into bug reports).
    QString plainText() const;

private:
    QLabel* m_text = nullptr;
};

} // namespace ts
