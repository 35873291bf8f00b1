// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workspaceautosave.h"

#include "models/workspacedocument.h"
#include "models/workspacefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUndoStack>

namespace ts {

WorkspaceAutosave::WorkspaceAutosave(WorkspaceDocument* document, QString path, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_path(std::move(path))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDefaultIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &WorkspaceAutosave::saveNow);
    // The undo stack's index moves after an edit's command has run: only then does
    // isModified() know about the edit.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (!m_document->isModified())
            return;
        m_pending = true;
        // The first edit after a save starts the clock; later ones ride on it.
        if (!m_timer.isActive())
            m_timer.start();
    });
    connect(m_document, &WorkspaceDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified) {
            m_pending = false;
            m_timer.stop();
            discard();
            return;
        }
        // Unsaved without an edit: a recovered or restored workspace. It is work the user has
        // not saved either, so it is autosaved like an edit.
        m_pending = true;
        if (!m_timer.isActive())
            m_timer.start();
    });
}

QString WorkspaceAutosave::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave-workspace.json");
}

void WorkspaceAutosave::setIntervalMs(int milliseconds)
{
    m_timer.setInterval(milliseconds);
}

void WorkspaceAutosave::saveNow()
{
    if (!m_pending)
        return;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    const QString problem = WorkspaceFile::save(m_document->workspace(), m_path);
    if (problem.isEmpty()) {
        m_pending = false;
        m_timer.stop();
        emit autosaved(m_path);
        return;
    }
    // The edits stay pending; try again an interval later (the disk may have room by then).
    if (!m_timer.isActive())
        m_timer.start();
    emit autosaveFailed(m_path, problem);
}

void WorkspaceAutosave::discard()
{
    QFile::remove(m_path);
}

std::optional<Workspace> WorkspaceAutosave::recoverable(const QString& path)
{
    if (!QFile::exists(path))
        return std::nullopt;
    return WorkspaceFile::load(path).workspace;
}

} // namespace ts
