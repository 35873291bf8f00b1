// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "accuracydialog.h"

#include "panels/accuracypanel.h"
#include "validation/accuracymodel.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QVBoxLayout>

namespace ts {

AccuracyDialog::AccuracyDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("accuracyDialog"));
    setWindowTitle(tr("Accuracy"));
    m_panel = new AccuracyPanel(this);
    m_panel->setReport(validation::AccuracyModel::shipped().report());

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_panel, 1);
    layout->addWidget(buttons);
    // Fits a 1280×800 screen with the window frame and a panel.
    resize(1100, 720);
}

void AccuracyDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        setWindowTitle(tr("Accuracy"));
    QDialog::changeEvent(event);
}

} // namespace ts
