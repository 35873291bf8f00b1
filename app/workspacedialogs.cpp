// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workspacedialogs.h"

#include "appsettings.h"
#include "models/workspacedocument.h"
#include "panels/whatifdialog.h"
#include "panels/workspacecontroller.h"
#include "style/plaintext.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace ts {

WorkspaceDialogs::WorkspaceDialogs(AppSettings* settings, WorkspaceDocument* document,
    WorkspaceController* controller, QWidget* window)
    : QObject(window)
    , m_settings(settings)
    , m_document(document)
    , m_controller(controller)
    , m_window(window)
{ }

void WorkspaceDialogs::setRecentMenu(QMenu* menu)
{
    m_recentMenu = menu;
    updateRecentMenu();
}

void WorkspaceDialogs::whatIfDialog(const QString& baseId)
{
    const std::optional<Device> base = m_controller->catalog().device(baseId);
    if (!base)
        return;
    WhatIfDialog dialog(*base, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (const auto id = m_controller->createWhatIfDevice(baseId, dialog.changes(), &error))
        emit whatIfDeviceAdded(*id);
    else
        PlainText::warning(m_window, tr("What-if Device"), error);
}

void WorkspaceDialogs::rememberFile(const QString& path)
{
    if (!m_settings || path.isEmpty())
        return;
    m_settings->addRecentWorkspace(path);
    updateRecentMenu();
}

void WorkspaceDialogs::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList paths = m_settings ? m_settings->recentWorkspaces() : QStringList();
    for (const QString& path : paths) {
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] {
            if (!confirmDiscard())
                return;
            QString error;
            if (!m_controller->open(path, &error))
                PlainText::warning(m_window, tr("Open Workspace"), error);
        });
    }
    m_recentMenu->setEnabled(!paths.isEmpty());
}

bool WorkspaceDialogs::confirmDiscard(bool* discarded)
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(m_window, tr("Unsaved Changes"),
        tr("The workspace has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) {
        save();
        return !m_document->isModified();
    }
    if (discarded)
        *discarded = answer == QMessageBox::Discard;
    return answer == QMessageBox::Discard;
}

void WorkspaceDialogs::newWorkspace()
{
    if (confirmDiscard())
        m_controller->newWorkspace();
}

void WorkspaceDialogs::openDialog()
{
    if (!confirmDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Workspace"),
        QFileInfo(m_document->filePath()).absolutePath(), tr("Tensorscope workspaces (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_controller->open(path, &error))
        PlainText::warning(m_window, tr("Open Workspace"), error);
}

void WorkspaceDialogs::importModelDialog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Model"), QString(),
        tr("Hugging Face model configurations (config.json *.json)"));
    if (path.isEmpty())
        return;
    importModelFile(path);
}

void WorkspaceDialogs::importModelFile(const QString& path)
{
    QString message;
    if (!m_controller->importModel(path, &message)) {
        PlainText::warning(m_window, tr("Import Model"), message);
        return;
    }
    // What the import leaves out (a sliding window, biases) is said, the model is in place.
    if (!message.isEmpty())
        PlainText::information(m_window, tr("Import Model"), message);
}

void WorkspaceDialogs::save()
{
    if (m_document->filePath().isEmpty()) {
        saveAsDialog();
        return;
    }
    const QString path = m_document->filePath();
    bool overwrite = false;
    if (m_controller->changedOnDisk(path)) {
        // Another window on this home (or another program) saved the file meanwhile: its save
        // is not replaced without asking (issue 34, item 4).
        const auto answer = PlainText::message(m_window, QMessageBox::Warning, tr("Save Workspace"),
            //: %1 is a file path
            tr("'%1' was changed on disk since this window opened or saved it, by another "
               "window or program. Replace it with this workspace? (No: save under another "
               "name.)")
                .arg(QDir::toNativeSeparators(path)),
            QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, QMessageBox::No);
        if (answer == QMessageBox::No)
            saveAsDialog();
        if (answer != QMessageBox::Yes)
            return;
        overwrite = true;
    }
    QString error;
    if (!m_controller->save(path, &error, overwrite))
        PlainText::warning(m_window, tr("Save Workspace"), error);
}

void WorkspaceDialogs::saveAsDialog()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Workspace"),
        m_document->filePath(), tr("Tensorscope workspaces (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    QString error;
    // The file dialog has asked before replacing an existing file.
    if (!m_controller->save(path, &error, true))
        PlainText::warning(m_window, tr("Save Workspace"), error);
}

void WorkspaceDialogs::exportResultsDialog()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Results"), QString(),
        tr("CSV (*.csv);;JSON (*.json);;Markdown (*.md)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_controller->exportResults(path, &error))
        PlainText::warning(m_window, tr("Export Results"), error);
}

void WorkspaceDialogs::exportChartDialog(const QString& chartId)
{
    // The chart's registry id names the file: stable and the same in every language.
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Chart"),
        chartId + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_controller->exportChart(chartId, path, &error))
        PlainText::warning(m_window, tr("Export Chart"), error);
}

} // namespace ts
