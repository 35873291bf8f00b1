// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "io/diagnostic.h"
#include "io/filestamp.h"
#include "models/opwalkthrough.h"
#include "models/workspacecatalog.h"
#include "session/whatifdevice.h"
#include "session/workspace.h"
#include "style/theme.h"
#include "systolic/geometry.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>
#include <atomic>

class QThread;

namespace ts {

class DevicePickerPanel;
class OperatorPanel;
class ResultsPanel;
class WorkloadPanel;
class WorkspaceDocument;

/// Connects the open workspace to the panels that edit and show it: control edits become
/// undoable document edits; every document change (edit, undo, open) updates the controls and
/// recomputes the comparison once. Recomputation is coalesced with a zero-delay single-shot
/// timer: the events a slider drag queues in one pass of the event loop cost one update. A
/// workspace whose last comparison took longer than a frame (a job on tens of thousands of
/// chips, "fewest that fit" over many devices) is recomputed on a worker thread instead, the
/// last result staying on screen until the new one arrives (issue 34 item 11).
class WorkspaceController : public QObject
{
    Q_OBJECT

public:
    WorkspaceController(WorkspaceDocument* document, Catalog catalog, WorkloadPanel* workload,
        DevicePickerPanel* devices, OperatorPanel* operators, ResultsPanel* results,
        QObject* parent = nullptr);
    ~WorkspaceController() override;

    const Catalog& catalog() const { return m_catalog->catalog(); }
    /// The window's one catalog (owned here): views follow it through its catalogChanged().
    WorkspaceCatalog* workspaceCatalog() const { return m_catalog; }
    /// Replaces the catalog (after a user catalog file changed); every reader updates and the
    /// comparison is recomputed.
    void setCatalog(Catalog catalog);
    /// Where user catalog files (what-if devices) are written; empty: nowhere (the window has
    /// no settings, so it must not touch the user's files).
    QString userCatalogFolder() const { return m_catalog->userFolder(); }
    void setUserCatalogFolder(const QString& folder) { m_catalog->setUserFolder(folder); }

    /// File › Open without dialogs: on any error returns false with a message naming the file
    /// and the problems, and leaves the open workspace untouched.
    bool open(const QString& path, QString* error = nullptr);
    /// File › Import Model without dialogs: the Hugging Face config.json at `path` becomes the
    /// workload (an undoable edit; the devices and the job stay). Returns false with the
    /// problems in `message` when it cannot be imported; true with the warnings (what the
    /// description leaves out), if any, in `message`.
    bool importModel(const QString& path, QString* message = nullptr);
    /// File › Save As without dialogs (atomic write), with the selected operator. Refuses, with
    /// the reason in `error`, to overwrite the workspace file this window opened or last saved
    /// when someone else has written it since (changedOnDisk()), unless `overwriteChanges`.
    bool save(const QString& path, QString* error = nullptr, bool overwriteChanges = false);
    /// Whether `path` is the file this window opened, restored or last saved and its bytes on
    /// disk are no longer those it read or wrote: another window on the same home, or another
    /// program, wrote it (issue 34, item 4). False for any other path.
    bool changedOnDisk(const QString& path) const;
    /// Remembers the document's file as it is on disk now (after the window restored the last
    /// session's workspace, which names its file).
    void rememberFileOnDisk();
    /// File › New: the first-run workspace, untitled and unmodified.
    void newWorkspace();
    /// The workspace as shown: the document's value with the operator selected now.
    Workspace currentWorkspace() const;
    /// The operator selected in the operator table (empty: none).
    QString selectedOperator() const;
    /// Operator `name`'s walk-through on the operator table's device; nothing when that
    /// device's estimate has no such operator.
    std::optional<OpWalkthrough> walkthrough(const QString& name) const;
    /// Export › Results as CSV, JSON or Markdown (by suffix).
    bool exportResults(const QString& path, QString* error = nullptr);
    /// Export › the chart registered as `chartId` (ChartRegistry) as PNG or SVG (by suffix).
    bool exportChart(const QString& chartId, const QString& path, QString* error = nullptr);
    /// Duplicate-and-edit without the dialog: writes a what-if copy of `baseId` to the user
    /// catalog folder, reloads the catalog (every view offers the copy at once) and ticks the
    /// copy (an undoable edit). Returns the new id, or nothing with the reason in `error`.
    /// Needs a user catalog folder.
    std::optional<QString> createWhatIfDevice(
        const QString& baseId, const WhatIfChanges& changes, QString* error = nullptr);
    const Comparison& comparison() const { return m_comparison; }
    /// The engine options every estimate of the window uses (Preferences: price basis, PUE,
    /// owned-chip costs); setting them recomputes at once.
    const engine::EngineOptions& engineOptions() const { return m_options; }
    void setEngineOptions(const engine::EngineOptions& options);
    void setTheme(const Theme& theme);
    /// Recomputes now, on this thread (tests and benchmarks call this instead of waiting for the
    /// timer); a result still being computed in the background for an earlier edit is dropped.
    void recomputeNow();
    /// The longest a comparison may take on the GUI thread: one frame at 60 fps. An edit of a
    /// workspace whose last comparison took longer is recomputed in the background.
    static constexpr double kFrameBudgetMs = 16.0;
    /// Another budget (tests: 0 moves every scheduled recomputation to the background).
    void setFrameBudgetMilliseconds(double ms) { m_frameBudgetMs = ms; }
    /// Whether chip-count curves are being computed or are about to be.
    bool isChipScalingPending() const { return m_worker || m_scalingTimer.isActive(); }
    /// Announces the selected operator again (operatorSelected), e.g. to a newly connected view.
    void announceSelection();
    /// Whether an edit is not shown yet: its recomputation is scheduled or running in the
    /// background.
    bool isRecomputePending() const { return m_recompute.isActive() || m_comparisonWorker; }
    /// Whether a comparison is being computed on a worker thread now.
    bool isRecomputingInBackground() const { return m_comparisonWorker != nullptr; }
    /// Milliseconds the last recomputation took, engine and widgets together.
    double lastUpdateMilliseconds() const { return m_lastUpdateMs; }
    /// The engine's part of it (building the workload and estimating every device and curve).
    double lastEngineMilliseconds() const { return m_lastEngineMs; }

    /// A GEMM reduced for the systolic view: each dimension divided by the same `divisor`
    /// (rounded up) so the largest is at most `maxSide`; divisor 1 when it already fits.
    /// The problems of a file that could not be read, one per line, in the words of the
    /// diagnostics: "Cannot open 'PATH':" and one line per error.
    static QString describeProblems(const QString& path, const io::Diagnostics& diagnostics);

    static GemmShape displayGemm(const GemmShape& gemm, int maxSide, qint64* divisor);

signals:
    /// open() read `path` into the document.
    void opened(const QString& path);
    /// save() wrote the document to `path`.
    void saved(const QString& path);
    /// The comparison was recomputed and every chart and table shows it.
    void comparisonUpdated();
    /// The chip-count curves of the current comparison arrived (computed on a worker thread
    /// once the edits settle) and the chip-scaling chart shows them.
    void chipScalingUpdated();
    /// The user selected an operator: its derivation and, for GEMM-like operators, the shape
    /// to show in the systolic view with the scaling applied.
    void operatorSelected(const QString& name, const QString& explanation,
        const std::optional<GemmShape>& displayShape, const QString& scalingNote);

private:
    /// Sets the colour index of every device in m_comparison (see the definition).
    void assignDeviceColors();
    void readCatalog();
    void syncControls();
    void scheduleRecompute();
    /// The coalescing timer's slot: on this thread when the last comparison fit a frame, in the
    /// background otherwise.
    void recomputeScheduled();
    void startBackgroundRecompute();
    /// Shows `comparison` (of edit number `edit`) in every panel.
    void showComparison(Comparison comparison, double engineMs, quint64 edit);
    void selectOperator(const QString& name, const QString& explanation);
    void startChipScaling();

    WorkspaceDocument* m_document;
    /// The document's file as this window last read or wrote it.
    QString m_stampedPath;
    io::FileStamp m_stamp;
    WorkspaceCatalog* m_catalog;
    WorkloadPanel* m_workload;
    DevicePickerPanel* m_devices;
    OperatorPanel* m_operators;
    ResultsPanel* m_results;
    Comparison m_comparison;
    engine::EngineOptions m_options;
    /// Each device's colour index for the session (assignDeviceColors()).
    QHash<QString, int> m_deviceColors;
    QTimer m_recompute;
    /// Edits are numbered; a comparison is shown only when it is of a later edit than the one
    /// shown, so a background result that a newer one or recomputeNow() overtook is dropped.
    quint64 m_editCount = 0;
    quint64 m_shownEdit = 0;
    /// The comparison computed in the background: one worker at a time; an edit while it runs
    /// starts another when it has finished.
    QThread* m_comparisonWorker = nullptr;
    bool m_comparisonAgain = false;
    double m_frameBudgetMs = kFrameBudgetMs;
    double m_lastUpdateMs = 0;
    double m_lastEngineMs = 0;
    /// Chip-count curves: a settle timer, one worker at a time, stale results dropped.
    QTimer m_scalingTimer;
    QThread* m_worker = nullptr;
    std::atomic<bool> m_cancel { false };
    quint64 m_generation = 0;
    bool m_scalingAgain = false;
};

} // namespace ts
