// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "developerharness.h"

#include "mainwindow.h"
#include "models/workspacedocument.h"
#include "workspaceautosave.h"

#include <cstdio>

namespace ts {

DeveloperHarness::DeveloperHarness(MainWindow* window, const DeveloperOptions& options)
    : QObject(window)
    , m_window(window)
{
    // Only a run that asked for developer options talks on stdout.
    const bool reports = options.autosaveIntervalMs > 0 || options.scriptedEditIntervalMs > 0
        || options.recoveryAnswer != DeveloperOptions::RecoveryAnswer::Ask;
    if (WorkspaceAutosave* autosave = window->autosave()) {
        if (options.autosaveIntervalMs > 0)
            autosave->setIntervalMs(options.autosaveIntervalMs);
        if (reports) {
            connect(autosave, &WorkspaceAutosave::autosaved, this,
                [this] { report(QStringLiteral("autosaved %1").arg(m_edits)); });
            connect(autosave, &WorkspaceAutosave::autosaveFailed, this,
                [](const QString&, const QString& reason) {
                    report(QStringLiteral("autosave failed: %1").arg(reason));
                });
        }
    }
    if (reports) {
        connect(window, &MainWindow::recoveryOffered, this, [](bool recovered) {
            report(recovered ? QStringLiteral("recovery recovered")
                             : QStringLiteral("recovery declined"));
        });
    }
    if (options.scriptedEditIntervalMs > 0) {
        connect(&m_editClock, &QTimer::timeout, this, &DeveloperHarness::applyScriptedEdit);
        m_editClock.start(options.scriptedEditIntervalMs);
    }
    if (options.quitAfterMs > 0) {
        // As a user would: stop editing, then close (the window writes its state on close).
        // Nobody is there to answer the unsaved-changes question: the unsaved edits are kept
        // for the next start, as tests/reliability/tst_killrecover checks.
        QTimer::singleShot(options.quitAfterMs, this, [this] {
            m_editClock.stop();
            m_window->setAskAboutUnsavedChanges(false);
            m_window->close();
        });
    }
}

void DeveloperHarness::applyScriptedEdit()
{
    WorkspaceDocument* document = m_window->document();
    WorkloadSpec spec = document->workspace().workload;
    ++m_edits;
    spec.run.globalBatch = kFirstScriptedBatch + m_edits;
    spec.run.microBatch = spec.run.globalBatch;
    document->setWorkload(spec, tr("Scripted edit"));
    report(QStringLiteral("edit %1 global_batch %2").arg(m_edits).arg(spec.run.globalBatch));
}

void DeveloperHarness::report(const QString& line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

} // namespace ts
