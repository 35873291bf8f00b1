// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "documentationdialog.h"

#include "style/plaintext.h"

#include "panels/externallink.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ts {

QUrl DocumentationDialog::webLocation()
{
    return QUrl(QStringLiteral(TENSORSCOPE_HOMEPAGE_URL));
}

DocumentationDialog::DocumentationDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("documentationDialog"));
    setWindowTitle(tr("Documentation"));

    auto* intro = new QLabel(tr("The documentation is not installed with this copy of "
                                "Tensorscope. It is published on the project's web site:"),
        this);
    intro->setWordWrap(true);
    m_address = new QLabel(webLocation().toDisplayString(), this);
    m_address->setObjectName(QStringLiteral("documentationAddress"));
    PlainText::makePlain(m_address);
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont bold = m_address->font();
    bold.setBold(true);
    m_address->setFont(bold);
    //: "docs" and "README.md" are names of a folder and a file; keep them as they are
    auto* source = new QLabel(tr("The same pages come with the source code, in its docs folder "
                                 "and README.md."),
        this);
    source->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("Open in Browser..."), QDialogButtonBox::ActionRole);
    m_open->setObjectName(QStringLiteral("openDocumentation"));
    connect(m_open, &QPushButton::clicked, this,
        [this] { ExternalLink::confirmAndOpen(this, webLocation()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_address);
    layout->addWidget(source);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

} // namespace ts
