// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"
#include "session/workspace.h"

#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>

class QLockFile;

namespace ts {

class WorkspaceDocument;

/// Autosave: while the workspace has unsaved edits, writes it to a recovery file at most once
/// per interval (60 s), so a crash loses at most the last minute. The file is removed only by
/// discard(), which the window calls after a successful save (of the workspace file, or of the
/// last workspace at exit) or when the user chose to close without one; finding it at the next
/// start means the last session did not end well.
/// A write that fails (read-only folder, full disk) is reported and retried an interval later;
/// the workspace in memory is untouched either way.
///
/// Each window has its own recovery file (issue 18, item 6): `path`, else `NAME-2.json`,
/// `NAME-3.json`, ... next to it, each held by a QLockFile (`FILE.lock`) while the window
/// lives. A window takes a file whose lock no running instance holds, preferring one that
/// exists (left by a session that ended without a save, whose lock is stale), so recovery only
/// ever offers files no running instance owns.
///
/// A recovery file that exists but cannot be read (a newer version wrote it, it is damaged) is
/// never overwritten: it is renamed aside to `FILE.unreadable-TIMESTAMP` and unreadable() says
/// where and why (item 7).
class WorkspaceAutosave : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDefaultIntervalMs = 60 * 1000;
    /// Recovery files tried next to `path` before giving up on a lock.
    static constexpr int kMaxWindows = 64;

    /// A file that could not be read and was renamed aside.
    struct Unreadable
    {
        QString path; ///< where it was
        QString keptAs; ///< where it is now (empty if the rename failed: then it was left)
        io::Diagnostics diagnostics;
    };

    WorkspaceAutosave(WorkspaceDocument* document, QString path, QObject* parent = nullptr);
    ~WorkspaceAutosave() override;

    /// The preferred recovery file in the application data folder.
    static QString defaultPath();
    /// This window's recovery file.
    QString path() const { return m_path; }
    /// Whether this window holds the lock on path() (false only where no lock could be made).
    bool isLocked() const;
    void setIntervalMs(int milliseconds);
    /// Writes the recovery file now if there are edits it does not hold yet.
    void saveNow();
    /// Writes the recovery file now, edits pending or not, and keeps it for the next start's
    /// recovery offer; false if the write failed (autosaveFailed() says why). The exit uses it
    /// when another window wrote the last workspace meanwhile (issue 34, item 4).
    bool keepNow();
    /// Whether the document holds edits the recovery file does not.
    bool isPending() const { return m_pending; }
    /// Removes the recovery file (after a successful save, or when the user chose to lose the
    /// changes); nothing is pending after it until the next edit.
    void discard();
    /// The recovery file found at start that could not be read, if any.
    const std::optional<Unreadable>& unreadable() const { return m_unreadable; }
    /// The workspace in a recovery file, if one exists and reads without errors.
    static std::optional<Workspace> recoverable(const QString& path);
    /// Renames an unreadable `path` aside to `path.unreadable-TIMESTAMP`; returns the new name,
    /// or an empty string if it could not be renamed.
    static QString setAside(const QString& path);

signals:
    void autosaved(const QString& path);
    /// Writing the recovery file failed; `reason` says why (from the file system).
    void autosaveFailed(const QString& path, const QString& reason);

private:
    void claim(const QString& preferred);
    void keepUnreadable();

    WorkspaceDocument* m_document;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    std::optional<Unreadable> m_unreadable;
    QTimer m_timer;
    bool m_pending = false;
};

} // namespace ts
