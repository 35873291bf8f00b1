// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QUrl>

class QLabel;
class QPushButton;

namespace ts {

/// Help › Documentation. The app installs no documentation (only the executable), so this says
/// where it is: the project's web site, shown as selectable text, and the docs folder and
/// README of the source code. "Open in Browser" goes through ExternalLink, which shows the
/// address and asks first; no file is ever opened.
class DocumentationDialog : public QDialog
{
    Q_OBJECT

public:
    explicit DocumentationDialog(QWidget* parent = nullptr);

    /// The project's web site (CMake's HOMEPAGE_URL), where the documentation is published.
    static QUrl webLocation();

    QLabel* addressLabel() const { return m_address; }
    QPushButton* openButton() const { return m_open; }

private:
    QLabel* m_address = nullptr;
    QPushButton* m_open = nullptr;
};

} // namespace ts
