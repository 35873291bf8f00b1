// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "preferencesdialog.h"

#include "localization.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace ts {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));

    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    //: %1 is the system's language in its own name, e.g. "Deutsch".
    m_language->addItem(
        tr("System default (%1)").arg(nativeLanguageName(QLocale::system().name())), QString());
    // Each language in its own name, so a user who cannot read the current one finds theirs.
    for (const QString& name : availableLanguages())
        m_language->addItem(nativeLanguageName(name), name);

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto* note = new QLabel(tr("The window switches language as soon as you press OK."), this);
    note->setWordWrap(true);
    form->addRow(note);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(buttons);
    // Room for the longest language name and the note on one or two lines, in any language.
    setMinimumWidth(fontMetrics().averageCharWidth() * 56);
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

void PreferencesDialog::setLanguage(const QString& localeName)
{
    const int index = m_language->findData(localeName);
    m_language->setCurrentIndex(index >= 0 ? index : 0);
}

} // namespace ts
