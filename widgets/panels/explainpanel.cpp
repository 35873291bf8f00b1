// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "explainpanel.h"

#include "externallink.h"

#include "io/atomicwrite.h"
#include "style/plaintext.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace ts {

ExplainPanel::ExplainPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("explainPanel"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("explanationView"));
    // Catalog sources and quoted notes come from files: their links open only on the web, after
    // the user has seen the address (ExternalLink), never inside the view.
    m_browser->setOpenLinks(false);
    m_browser->setOpenExternalLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this,
        [this](const QUrl& url) { ExternalLink::confirmAndOpen(this, url); });
    m_browser->setHtml(tr("<p>Hover over a bar or a roofline point, or select a table cell or an "
                          "operator: its derivation appears here.</p>"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("exportExplanationButton"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &ExplainPanel::exportDialog);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser, 1);
    layout->addLayout(buttons);
    retranslate();
}

void ExplainPanel::retranslate()
{
    m_browser->setAccessibleName(tr("Explanation"));
    m_browser->setAccessibleDescription(
        tr("How the selected operator's time, or the hovered number, was derived."));
    m_export->setText(tr("E&xport as Markdown..."));
    m_export->setToolTip(tr("Save the selected operator's walk-through for lecture notes"));
}

void ExplainPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ExplainPanel::showHtml(const QString& html)
{
    m_browser->setHtml(html);
}

void ExplainPanel::showWalkthrough(const OpWalkthrough& walkthrough, const QString& note)
{
    m_markdown = walkthrough.markdown();
    // The note names the operator (from a file): escaped, as the walk-through's names are.
    if (!note.trimmed().isEmpty())
        m_markdown += QLatin1Char('\n') + PlainText::markdown(note.trimmed()) + QLatin1Char('\n');
    // No HTML at all, as in tour captions: whatever a name might still smuggle in shows as text.
    m_browser->document()->setMarkdown(m_markdown,
        QTextDocument::MarkdownFeatures(
            QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    m_export->setEnabled(true);
}

bool ExplainPanel::exportMarkdown(const QString& path, QString* error) const
{
    // Through the one atomic writer: a full disk is an error here, never a 0-byte file.
    const QString reason = io::writeFileAtomically(path, m_markdown.toUtf8());
    if (reason.isEmpty())
        return true;
    if (error)
        *error = tr("Cannot write '%1': %2").arg(QDir::toNativeSeparators(path), reason);
    return false;
}

void ExplainPanel::exportDialog()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Explanation"), QString(), tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive))
        path += QStringLiteral(".md");
    QString error;
    if (!exportMarkdown(path, &error))
        PlainText::warning(this, tr("Export Explanation"), error);
}

} // namespace ts
