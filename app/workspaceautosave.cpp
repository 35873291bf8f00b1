// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workspaceautosave.h"

#include "models/workspacedocument.h"
#include "session/workspacefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QUndoStack>

namespace ts {

namespace {

// The lock on a recovery file, taken at once or not at all. Only a lock whose process is gone
// is stale: QLockFile's default also breaks locks older than 30 s, which a window that has
// been open for a minute holds.
std::unique_ptr<QLockFile> tryLock(const QString& path)
{
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

} // namespace

WorkspaceAutosave::WorkspaceAutosave(WorkspaceDocument* document, QString path, QObject* parent)
    : QObject(parent)
    , m_document(document)
{
    claim(path);
    keepUnreadable();
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
            // Nothing left to write. The file stays: only a successful save removes it
            // (discard()), never a clean state alone (an undo back to it, or the undo stack
            // going away with the window while the last workspace could not be written).
            m_pending = false;
            m_timer.stop();
            return;
        }
        // Unsaved without an edit: a recovered or restored workspace. It is work the user has
        // not saved either, so it is autosaved like an edit.
        m_pending = true;
        if (!m_timer.isActive())
            m_timer.start();
    });
}

WorkspaceAutosave::~WorkspaceAutosave() = default;

void WorkspaceAutosave::claim(const QString& preferred)
{
    const QFileInfo info(preferred);
    const QString folder = info.absolutePath();
    QDir().mkpath(folder);
    auto candidate = [&](int i) {
        if (i == 1)
            return preferred;
        return QStringLiteral("%1/%2-%3.%4")
            .arg(folder, info.completeBaseName(), QString::number(i), info.suffix());
    };
    // A file left by a session that is gone first (it is what the next start must offer), then
    // the first free name.
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 1; i <= kMaxWindows; ++i) {
            const QString path = candidate(i);
            if (pass == 0 && !QFile::exists(path))
                continue;
            if (std::unique_ptr<QLockFile> lock = tryLock(path)) {
                m_path = path;
                m_lock = std::move(lock);
                return;
            }
        }
    }
    // No lock could be made (a read-only folder: writing the file fails as well).
    m_path = preferred;
}

void WorkspaceAutosave::keepUnreadable()
{
    if (!QFileInfo(m_path).isFile())
        return;
    const WorkspaceLoadResult loaded = WorkspaceFile::load(m_path);
    if (loaded.workspace)
        return;
    m_unreadable = Unreadable { m_path, setAside(m_path), loaded.diagnostics };
}

QString WorkspaceAutosave::setAside(const QString& path)
{
    const QString stamp
        = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    QString aside = path + QStringLiteral(".unreadable-") + stamp;
    for (int i = 2; QFileInfo::exists(aside); ++i)
        aside
            = path + QStringLiteral(".unreadable-") + stamp + QLatin1Char('-') + QString::number(i);
    return QFile::rename(path, aside) ? aside : QString();
}

QString WorkspaceAutosave::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave-workspace.json");
}

bool WorkspaceAutosave::isLocked() const
{
    return m_lock && m_lock->isLocked();
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
    // A file that could not be read and could not be moved aside is never overwritten.
    const QString problem = m_unreadable && m_unreadable->keptAs.isEmpty()
        ? tr("the file there could not be read and is kept as it is")
        : WorkspaceFile::save(m_document->workspace(), m_path);
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

bool WorkspaceAutosave::keepNow()
{
    m_pending = true;
    saveNow();
    return !m_pending;
}

void WorkspaceAutosave::discard()
{
    // What was pending is in the file that was saved: a write after this would leave a recovery
    // file behind a normal exit.
    m_pending = false;
    m_timer.stop();
    if (m_unreadable && m_unreadable->keptAs.isEmpty())
        return;
    QFile::remove(m_path);
}

std::optional<Workspace> WorkspaceAutosave::recoverable(const QString& path)
{
    if (!QFile::exists(path))
        return std::nullopt;
    return WorkspaceFile::load(path).workspace;
}

} // namespace ts
