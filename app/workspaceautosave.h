// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/workspace.h"

#include <QObject>
#include <QTimer>
#include <optional>

namespace ts {

class WorkspaceDocument;

/// Autosave: while the workspace has unsaved edits, writes it to a recovery file at most once
/// per interval (60 s), so a crash loses at most the last minute. A clean save or a normal exit
/// removes the file; finding it at the next start means the last session did not end well.
/// A write that fails (read-only folder, full disk) is reported and retried an interval later;
/// the workspace in memory is untouched either way.
class WorkspaceAutosave : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDefaultIntervalMs = 60 * 1000;

    WorkspaceAutosave(WorkspaceDocument* document, QString path, QObject* parent = nullptr);

    /// The recovery file in the application data folder.
    static QString defaultPath();
    QString path() const { return m_path; }
    void setIntervalMs(int milliseconds);
    /// Writes the recovery file now if there are edits it does not hold yet.
    void saveNow();
    /// Whether the document holds edits the recovery file does not.
    bool isPending() const { return m_pending; }
    /// Removes the recovery file (after a clean save or exit).
    void discard();
    /// The workspace in a recovery file, if one exists and reads without errors.
    static std::optional<Workspace> recoverable(const QString& path);

signals:
    void autosaved(const QString& path);
    /// Writing the recovery file failed; `reason` says why (from the file system).
    void autosaveFailed(const QString& path, const QString& reason);

private:
    WorkspaceDocument* m_document;
    QString m_path;
    QTimer m_timer;
    bool m_pending = false;
};

} // namespace ts
