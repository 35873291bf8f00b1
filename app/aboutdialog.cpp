// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "aboutdialog.h"

#include "version.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QTextDocument>
#include <QVBoxLayout>
#include <QtGlobal>

namespace ts {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Tensorscope"));
    setObjectName(QStringLiteral("aboutDialog"));

    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/tensorscope.svg")).pixmap(QSize(96, 96)));
    icon->setAlignment(Qt::AlignTop);

    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("aboutText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_text->setOpenExternalLinks(false);
    m_text->setWordWrap(true);
    //: %1 is the program version, %2 the Qt version it runs on, %3 the Qt version it was built
    //: with, %4 the licence name.
    m_text->setText(tr("<h2>Tensorscope %1</h2>"
                       "<p>See, not just read, how GPUs and TPUs differ on deep-learning work.</p>"
                       "<p>Running on Qt %2 (built with Qt %3).</p>"
                       "<p>Licensed under the %4 licence.</p>")
                        .arg(versionString(), QString::fromLatin1(qVersion()),
                            QStringLiteral(QT_VERSION_STR), licenseName()));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* content = new QHBoxLayout;
    content->addWidget(icon);
    content->addSpacing(16);
    content->addWidget(m_text, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(content);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

QString AboutDialog::plainText() const
{
    QTextDocument document;
    document.setHtml(m_text->text());
    return document.toPlainText();
}

} // namespace ts
