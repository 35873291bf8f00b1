// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workspacecontroller.h"

#include "charts/chartexport.h"
#include "devicepickerpanel.h"
#include "io/diagnostictext.h"
#include "jobeditor.h"
#include "models/jobtext.h"
#include "models/operatortablemodel.h"
#include "models/resultsexport.h"
#include "models/workspacedocument.h"
#include "operatorpanel.h"
#include "resultspanel.h"
#include "session/workspacefile.h"
#include "workload/hfconfigimport.h"
#include "workloadpanel.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSet>
#include <QTableView>
#include <QThread>
#include <algorithm>

namespace ts {

namespace {

/// Chip-count curves start this long after the last edit: a drag finishes first.
constexpr int kChipScalingSettleMs = 200;

} // namespace

QString WorkspaceController::describeProblems(
    const QString& path, const io::Diagnostics& diagnostics)
{
    QStringList lines;
    for (const io::Diagnostic& d : diagnostics) {
        if (d.severity != io::Severity::Error)
            continue;
        lines << io::DiagnosticText::problem(d);
    }
    return WorkspaceController::tr("Cannot open '%1':\n%2")
        .arg(QDir::toNativeSeparators(path), lines.join(QLatin1Char('\n')));
}

WorkspaceController::WorkspaceController(WorkspaceDocument* document, Catalog catalog,
    WorkloadPanel* workload, DevicePickerPanel* devices, OperatorPanel* operators,
    ResultsPanel* results, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_catalog(new WorkspaceCatalog(std::move(catalog), this))
    , m_workload(workload)
    , m_devices(devices)
    , m_operators(operators)
    , m_results(results)
{
    m_recompute.setSingleShot(true);
    m_recompute.setInterval(0);
    connect(&m_recompute, &QTimer::timeout, this, &WorkspaceController::recomputeScheduled);
    m_scalingTimer.setSingleShot(true);
    m_scalingTimer.setInterval(kChipScalingSettleMs);
    connect(&m_scalingTimer, &QTimer::timeout, this, &WorkspaceController::startChipScaling);
    m_devices->setDevices(m_catalog->catalog().devices());
    connect(m_catalog, &WorkspaceCatalog::catalogChanged, this, &WorkspaceController::readCatalog);

    connect(m_workload, &WorkloadPanel::specEdited, this,
        [this](const WorkloadSpec& spec, const QString& what, int mergeId, const QString& preset) {
            m_document->setWorkload(spec, what, mergeId, preset);
        });
    connect(m_workload, &WorkloadPanel::jobEdited, this,
        [this](const scaling::JobSpec& job, const QString& what, int mergeId) {
            m_document->setJob(job, what, mergeId);
        });
    connect(m_devices, &DevicePickerPanel::checkedIdsChanged, m_document,
        &WorkspaceDocument::setDeviceIds);
    connect(m_document, &WorkspaceDocument::workspaceChanged, this, [this] {
        syncControls();
        scheduleRecompute();
    });
    connect(
        m_operators, &OperatorPanel::operatorSelected, this, &WorkspaceController::selectOperator);
    syncControls();
    recomputeNow();
}

WorkspaceController::~WorkspaceController()
{
    if (m_comparisonWorker) {
        // Its result is queued to this object, which is going: wait, then drop it.
        m_comparisonWorker->wait();
        delete m_comparisonWorker;
    }
    if (m_worker) {
        m_cancel = true;
        m_worker->wait();
        delete m_worker;
    }
}

void WorkspaceController::setCatalog(Catalog catalog)
{
    m_catalog->setCatalog(std::move(catalog));
}

void WorkspaceController::readCatalog()
{
    m_devices->setDevices(m_catalog->catalog().devices());
    syncControls();
    recomputeNow();
}

std::optional<QString> WorkspaceController::createWhatIfDevice(
    const QString& baseId, const WhatIfChanges& changes, QString* error)
{
    const std::optional<QString> id = m_catalog->createWhatIfDevice(baseId, changes, error);
    if (!id)
        return std::nullopt;
    m_document->setDeviceIds(m_document->workspace().deviceIds + QStringList { *id });
    recomputeNow();
    return id;
}

bool WorkspaceController::importModel(const QString& path, QString* message)
{
    const HfImportResult imported = HfConfigImport::load(path);
    QStringList lines;
    for (const io::Diagnostic& d : imported.diagnostics)
        lines << io::DiagnosticText::problem(d);
    if (!imported.spec) {
        if (message)
            *message = tr("Cannot import '%1':\n%2")
                           .arg(QDir::toNativeSeparators(path), lines.join(QLatin1Char('\n')));
        return false;
    }
    m_document->setWorkload(
        *imported.spec, tr("Import model %1").arg(imported.spec->name), 0, QStringLiteral(""));
    if (message)
        *message = lines.isEmpty() ? QString()
                                   : tr("Imported '%1'. Not modeled:\n%2")
                                         .arg(imported.spec->name, lines.join(QLatin1Char('\n')));
    return true;
}

void WorkspaceController::setEngineOptions(const engine::EngineOptions& options)
{
    // Options out of their ranges would make every estimate fail: keep the ones in use.
    if (!options.problem().isEmpty())
        return;
    m_options = options;
    recomputeNow();
}

void WorkspaceController::setTheme(const Theme& theme)
{
    m_results->setColors(theme.deviceColors(), theme.palette());
}

void WorkspaceController::syncControls()
{
    const Workspace& w = m_document->workspace();
    m_workload->setSpec(w.workload, w.presetId);
    m_workload->setJob(w.job);
    m_devices->setCheckedIds(w.deviceIds);
}

void WorkspaceController::scheduleRecompute()
{
    ++m_editCount;
    m_recompute.start();
}

void WorkspaceController::recomputeScheduled()
{
    if (m_comparisonWorker || m_lastEngineMs > m_frameBudgetMs)
        startBackgroundRecompute();
    else
        recomputeNow();
}

void WorkspaceController::startBackgroundRecompute()
{
    if (m_comparisonWorker) {
        m_comparisonAgain = true;
        return;
    }
    const Workspace& w = m_document->workspace();
    m_comparisonWorker = QThread::create(
        [this, workload = w.workload, deviceIds = w.deviceIds, catalog = m_catalog->catalog(),
            options = m_options, job = w.job, edit = m_editCount] {
            QElapsedTimer timer;
            timer.start();
            Comparison comparison = Comparison::compute(
                workload, deviceIds, catalog, options, validation::AccuracyModel::shipped(), job);
            const double engineMs = double(timer.nsecsElapsed()) / 1e6;
            QMetaObject::invokeMethod(
                this,
                [this, comparison = std::move(comparison), engineMs, edit]() mutable {
                    showComparison(std::move(comparison), engineMs, edit);
                },
                Qt::QueuedConnection);
        });
    connect(m_comparisonWorker, &QThread::finished, this, [this] {
        m_comparisonWorker->deleteLater();
        m_comparisonWorker = nullptr;
        if (m_comparisonAgain) {
            m_comparisonAgain = false;
            recomputeScheduled();
        }
    });
    m_comparisonWorker->start();
}

void WorkspaceController::recomputeNow()
{
    m_recompute.stop();
    QElapsedTimer timer;
    timer.start();
    const Workspace& w = m_document->workspace();
    Comparison comparison = Comparison::compute(w.workload, w.deviceIds, m_catalog->catalog(),
        m_options, validation::AccuracyModel::shipped(), w.job);
    // A background result for an earlier edit is now stale (showComparison drops it).
    m_comparisonAgain = false;
    showComparison(std::move(comparison), double(timer.nsecsElapsed()) / 1e6, ++m_editCount);
}

void WorkspaceController::showComparison(Comparison comparison, double engineMs, quint64 edit)
{
    if (edit <= m_shownEdit)
        return;
    m_shownEdit = edit;
    const Workspace& w = m_document->workspace();
    QElapsedTimer timer;
    timer.start();
    m_comparison = std::move(comparison);
    assignDeviceColors();
    m_lastEngineMs = engineMs;
    // The Job section says beside its controls why a job cannot run as set.
    QStringList jobProblems;
    for (const DeviceComparison& d : m_comparison.devices) {
        if (!d.job)
            continue;
        if (const QString why = JobText::problems(*d.job, m_comparison.job); !why.isEmpty())
            jobProblems << tr("%1: %2").arg(d.device.name, why);
    }
    m_workload->jobEditor()->setProblems(jobProblems.join(QLatin1Char('\n')));
    m_results->setComparison(m_comparison);
    m_operators->setComparison(m_comparison);
    if (!w.selectedOperator.isEmpty()) {
        m_operators->selectOperator(w.selectedOperator);
    } else if (!m_comparison.devices.empty() && m_comparison.devices.front().estimate) {
        // Nothing chosen yet: start from the operator that costs the first device most, so the
        // explanation pane and the systolic view tell the workload's main story.
        const auto& ops = m_comparison.devices.front().estimate->ops;
        const auto heaviest
            = std::max_element(ops.begin(), ops.end(), [](const auto& a, const auto& b) {
                  return a.timeSeconds * double(a.count) < b.timeSeconds * double(b.count);
              });
        if (heaviest != ops.end())
            m_operators->selectOperator(heaviest->name);
    }
    m_lastUpdateMs = engineMs + double(timer.nsecsElapsed()) / 1e6;
    ++m_generation;
    m_scalingTimer.start();
    emit comparisonUpdated();
}

void WorkspaceController::assignDeviceColors()
{
    // A device keeps its colour for the session, whatever else is ticked and in whatever order:
    // from scene to scene of a tour and after unticking a neighbour (issue 19). Two devices on
    // screen never share one: a device whose colour is taken, or new to the session, gets the
    // first colour free on screen, preferring one no other device has had.
    const int palette = Theme::deviceColorCount();
    QSet<int> shown;
    std::vector<DeviceComparison*> waiting;
    for (DeviceComparison& d : m_comparison.devices) {
        const auto kept = m_deviceColors.constFind(d.device.id);
        if (kept != m_deviceColors.constEnd() && !shown.contains(*kept)) {
            d.colorIndex = *kept;
            shown.insert(*kept);
        } else {
            waiting.push_back(&d);
        }
    }
    QSet<int> remembered;
    for (int colour : std::as_const(m_deviceColors))
        remembered.insert(colour);
    for (DeviceComparison* d : waiting) {
        int colour = -1;
        for (int pass = 0; pass < 2 && colour < 0; ++pass) {
            for (int c = 0; c < palette; ++c) {
                if (!shown.contains(c) && (pass == 1 || !remembered.contains(c))) {
                    colour = c;
                    break;
                }
            }
        }
        if (colour < 0) // more devices on screen than colours: past the palette
            for (colour = palette; shown.contains(colour); ++colour) { }
        d->colorIndex = colour;
        shown.insert(colour);
        remembered.insert(colour);
        m_deviceColors.insert(d->device.id, colour);
    }
}

void WorkspaceController::startChipScaling()
{
    if (m_worker) {
        // One worker at a time: stop the stale one, start again when it has finished.
        m_cancel = true;
        m_scalingAgain = true;
        return;
    }
    if (!m_comparison.workload) {
        m_results->setChipCurves({});
        emit chipScalingUpdated();
        return;
    }
    QList<Device> devices;
    QList<int> colors;
    for (const DeviceComparison& d : m_comparison.devices) {
        devices.append(d.device);
        colors.append(d.colorIndex);
    }
    m_cancel = false;
    m_worker = QThread::create([this, workload = *m_comparison.workload, devices, colors,
                                   options = m_comparison.options, generation = m_generation] {
        std::vector<ChipCurve> curves
            = ChipScaling::compute(workload, devices, colors, options, &m_cancel);
        QMetaObject::invokeMethod(
            this,
            [this, curves = std::move(curves), generation] {
                if (generation != m_generation)
                    return;
                m_results->setChipCurves(curves);
                emit chipScalingUpdated();
            },
            Qt::QueuedConnection);
    });
    connect(m_worker, &QThread::finished, this, [this] {
        m_worker->deleteLater();
        m_worker = nullptr;
        if (m_scalingAgain) {
            m_scalingAgain = false;
            startChipScaling();
        }
    });
    m_worker->start(QThread::LowPriority);
}

void WorkspaceController::announceSelection()
{
    const QString name = m_operators->selectedOperator();
    if (name.isEmpty())
        return;
    const QModelIndex index = m_operators->table()->currentIndex();
    selectOperator(name, index.data(OperatorTableModel::ExplanationRole).toString());
}

GemmShape WorkspaceController::displayGemm(const GemmShape& gemm, int maxSide, qint64* divisor)
{
    const qint64 largest = std::max({ gemm.m(), gemm.n(), gemm.k(), qint64(1) });
    const qint64 d = std::max<qint64>(1, (largest + maxSide - 1) / maxSide);
    if (divisor)
        *divisor = d;
    auto scaled = [d](qint64 side) { return std::max<qint64>(1, (side + d - 1) / d); };
    return GemmShape(GemmM(scaled(gemm.m())), GemmN(scaled(gemm.n())), GemmK(scaled(gemm.k())));
}

void WorkspaceController::selectOperator(const QString& name, const QString& explanation)
{
    m_document->setSelectedOperator(name);
    std::optional<GemmShape> shape;
    QString note;
    if (m_comparison.workload) {
        for (const Operator& op : m_comparison.workload->ops()) {
            if (op.name != name || op.gemm.isEmpty())
                continue;
            qint64 divisor = 1;
            shape = displayGemm(op.gemm, 64, &divisor);
            const QLocale locale;
            note = divisor > 1
                ? tr("Systolic view: %1 (M×N×K %2×%3×%4) shown scaled down 1:%5 as %6×%7×%8.")
                      .arg(name, locale.toString(op.gemm.m()), locale.toString(op.gemm.n()),
                          locale.toString(op.gemm.k()), locale.toString(divisor))
                      .arg(shape->m())
                      .arg(shape->n())
                      .arg(shape->k())
                : tr("Systolic view: %1 (M×N×K %2×%3×%4) at full size.")
                      .arg(name)
                      .arg(op.gemm.m())
                      .arg(op.gemm.n())
                      .arg(op.gemm.k());
            if (op.gemm.batch() > 1)
                note += QLatin1Char(' ') + tr("One of %1 batched products.").arg(op.gemm.batch());
            break;
        }
    }
    if (!shape)
        note = tr("Systolic view: %1 is not a matrix product.").arg(name);
    m_operators->setNote(note);
    emit operatorSelected(name, explanation, shape, note);
}

bool WorkspaceController::open(const QString& path, QString* error)
{
    const WorkspaceLoadResult loaded = WorkspaceFile::load(path);
    if (!loaded.workspace) {
        if (error)
            *error = describeProblems(path, loaded.diagnostics);
        return false;
    }
    m_document->reset(*loaded.workspace, QFileInfo(path).absoluteFilePath());
    rememberFileOnDisk();
    recomputeNow();
    emit opened(m_document->filePath());
    return true;
}

QString WorkspaceController::selectedOperator() const
{
    return m_operators->selectedOperator();
}

std::optional<OpWalkthrough> WorkspaceController::walkthrough(const QString& name) const
{
    const DeviceComparison* device = m_comparison.find(m_operators->deviceId());
    if (!device || !device->estimate)
        return std::nullopt;
    for (const engine::OpEstimate& op : device->estimate->ops) {
        if (op.name == name)
            return OpWalkthrough::from(op, device->device);
    }
    return std::nullopt;
}

Workspace WorkspaceController::currentWorkspace() const
{
    Workspace workspace = m_document->workspace();
    workspace.selectedOperator = selectedOperator();
    return workspace;
}

bool WorkspaceController::changedOnDisk(const QString& path) const
{
    return !m_stampedPath.isEmpty() && QFileInfo(path).absoluteFilePath() == m_stampedPath
        && io::FileStamp::of(m_stampedPath) != m_stamp;
}

void WorkspaceController::rememberFileOnDisk()
{
    m_stampedPath = m_document->filePath();
    m_stamp = m_stampedPath.isEmpty() ? io::FileStamp {} : io::FileStamp::of(m_stampedPath);
}

bool WorkspaceController::save(const QString& path, QString* error, bool overwriteChanges)
{
    // Another window (or program) saved this file since this one read or wrote it: replacing
    // it silently would lose that save.
    if (!overwriteChanges && changedOnDisk(path)) {
        if (error)
            //: %1 is a file path
            *error = tr("Cannot save '%1': it was changed on disk (by another window or "
                        "program) since this window opened or saved it.")
                         .arg(QDir::toNativeSeparators(path));
        return false;
    }
    const Workspace workspace = currentWorkspace();
    const QString problem = WorkspaceFile::save(workspace, path);
    if (!problem.isEmpty()) {
        if (error)
            *error = tr("Cannot save '%1': %2").arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    m_document->setSelectedOperator(workspace.selectedOperator);
    m_document->markSaved(QFileInfo(path).absoluteFilePath());
    rememberFileOnDisk();
    emit saved(m_document->filePath());
    return true;
}

void WorkspaceController::newWorkspace()
{
    m_document->reset(Workspace::defaultWorkspace());
    rememberFileOnDisk();
    recomputeNow();
}

bool WorkspaceController::exportResults(const QString& path, QString* error)
{
    const QString problem = ResultsExport::save(m_comparison, path);
    if (!problem.isEmpty() && error)
        *error = tr("Cannot export '%1': %2").arg(QDir::toNativeSeparators(path), problem);
    return problem.isEmpty();
}

bool WorkspaceController::exportChart(const QString& chartId, const QString& path, QString* error)
{
    QChartView* chart = m_results->chart(chartId);
    if (!chart) {
        if (error)
            *error = tr("No chart '%1'").arg(chartId);
        return false;
    }
    const QString problem = ChartExport::save(chart, path);
    if (!problem.isEmpty() && error)
        *error = tr("Cannot export '%1': %2").arg(QDir::toNativeSeparators(path), problem);
    return problem.isEmpty();
}

} // namespace ts
