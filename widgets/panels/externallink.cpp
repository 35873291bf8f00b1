// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "externallink.h"

#include "style/plaintext.h"

#include <QDesktopServices>
#include <QMessageBox>
#include <QUrl>

namespace ts {

bool ExternalLink::isOpenable(const QUrl& url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && !url.host().isEmpty()
        && (scheme == QLatin1String("http") || scheme == QLatin1String("https"));
}

void ExternalLink::confirmAndOpen(QWidget* parent, const QUrl& url)
{
    QMessageBox box(parent);
    PlainText::makePlain(&box);
    if (!isOpenable(url)) {
        box.setIcon(QMessageBox::Information);
        box.setWindowTitle(tr("Link not opened"));
        box.setText(tr("Only web links (http and https) are opened. This link was not "
                       "opened:\n%1")
                        .arg(url.toDisplayString()));
        box.exec();
        return;
    }
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Open link"));
    box.setText(tr("Open this address in the web browser?\n%1").arg(url.toDisplayString()));
    box.setStandardButtons(QMessageBox::Open | QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() == QMessageBox::Open)
        QDesktopServices::openUrl(url);
}

} // namespace ts
