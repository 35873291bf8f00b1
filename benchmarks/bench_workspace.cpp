// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The comparison workspace driven through the real main window offscreen. Prints:
//  - startup to first paint: QApplication creation to the first paint of the results area
//    (target < 1 s);
//  - with 20 devices ticked, one batch-size edit until every chart and the table are updated
//    and repainted: median and worst over the runs (target: median < 16 ms);
//  - resident memory after loading the default workspace (target < 200 MB);
//  - a job on 65,536 chips on 8 devices, chip-count edits: the longest the GUI thread is busy
//    in one event-loop pass, and the time until the edit's figures are shown, computed on the
//    GUI thread (as before issue 34 item 11) and in the background (frame budget 16 ms).

#include "hardware/catalog.h"
#include "mainwindow.h"
#include "models/workspacedocument.h"
#include "panels/parametereditor.h"
#include "panels/resultspanel.h"
#include "panels/workloadpanel.h"
#include "panels/workspacecontroller.h"
#include "session/workspace.h"
#include "workload/workloadpresets.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextStream>
#include <QThread>
#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

/// Records when a widget is first painted.
class FirstPaint : public QObject
{
public:
    explicit FirstPaint(const QElapsedTimer& clock)
        : m_clock(clock)
    { }
    qint64 nanoseconds = -1;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && nanoseconds < 0)
            nanoseconds = m_clock.nsecsElapsed();
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer& m_clock;
};

double residentMegabytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

/// Chip-count edits of a LLaMA-3 70B job on 65,536 chips and 8 devices under the frame budget
/// `budgetMs`: per edit, the longest single pass of the event loop (what a slider step waits
/// for) and the time until the edit's figures are shown. Sorted.
struct JobEdits
{
    std::vector<double> longestPassMs;
    std::vector<double> shownMs;
};

JobEdits editBigJob(ts::MainWindow& window, double budgetMs)
{
    ts::WorkspaceController* controller = window.workspaceController();
    ts::Workspace job;
    job.presetId = QStringLiteral("llama-3-70b");
    job.workload = *ts::WorkloadPresets::load(job.presetId).spec;
    job.deviceIds = { QStringLiteral("h100-sxm"), QStringLiteral("h200-sxm"),
        QStringLiteral("b200"), QStringLiteral("a100-sxm4-80gb"), QStringLiteral("mi300x"),
        QStringLiteral("tpu-v5p"), QStringLiteral("tpu-v5e"), QStringLiteral("tpu-v6e") };
    job.job.chips = 65536;
    job.job.tokens = 15e12;
    window.document()->reset(job);
    controller->recomputeNow();
    controller->setFrameBudgetMilliseconds(budgetMs);
    JobEdits edits;
    for (int i = 0; i < 10; ++i) {
        ts::scaling::JobSpec spec = job.job;
        spec.chips = i % 2 == 0 ? 32768 : 65536;
        QElapsedTimer shown;
        shown.start();
        window.document()->setJob(spec, QStringLiteral("chips"));
        double longest = 0;
        while (controller->isRecomputePending() && shown.elapsed() < 120000) {
            QElapsedTimer pass;
            pass.start();
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            longest = std::max(longest, double(pass.nsecsElapsed()) / 1e6);
            QThread::usleep(200);
        }
        edits.longestPassMs.push_back(longest);
        edits.shownMs.push_back(double(shown.nsecsElapsed()) / 1e6);
    }
    std::sort(edits.longestPassMs.begin(), edits.longestPassMs.end());
    std::sort(edits.shownMs.begin(), edits.shownMs.end());
    controller->setFrameBudgetMilliseconds(ts::WorkspaceController::kFrameBudgetMs);
    return edits;
}

/// `runs` batch edits through the spin box, each recomputed, the charts and table updated and
/// the results panel repainted at once. Not inlined: `valgrind --tool=callgrind
/// --toggle-collect='*editBatch*'` counts the instructions of the edits alone.
[[gnu::noinline]] void editBatch(ts::MainWindow& window, int runs, std::vector<double>& engineMs,
    std::vector<double>& computeMs, std::vector<double>& totalMs)
{
    QSpinBox* batch = window.workloadPanel()->batchEditor()->spinBox();
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        batch->setValue(i % 2 == 0 ? 16 : 8);
        window.workspaceController()->recomputeNow();
        window.resultsPanel()->repaint();
        totalMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        engineMs.push_back(window.workspaceController()->lastUpdateMilliseconds());
        computeMs.push_back(window.workspaceController()->lastEngineMilliseconds());
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QElapsedTimer clock;
    clock.start();
    QApplication application(argc, argv);
    // `--edits-only`: startup and the batch edits, nothing else (for callgrind).
    const bool editsOnly = application.arguments().contains(QStringLiteral("--edits-only"));
    ts::Theme(ts::Theme::Kind::Light).applyTo(application);

    FirstPaint firstPaint(clock);
    ts::MainWindow window;
    window.resultsPanel()->installEventFilter(&firstPaint);
    window.resize(1600, 1000);
    window.show();
    while (firstPaint.nanoseconds < 0 && clock.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    const double startupMs = double(firstPaint.nanoseconds) / 1e6;
    const double residentMb = residentMegabytes();

    // Twenty devices, in catalog order.
    QStringList ids;
    for (const ts::Device& device : window.workspaceController()->catalog().devices()) {
        if (ids.size() < 20)
            ids.append(device.id);
    }
    window.document()->setDeviceIds(ids);
    window.workspaceController()->recomputeNow();
    QCoreApplication::processEvents();

    // Each run: a batch edit through the spin box (as a user types), the coalesced
    // recomputation that updates every chart and the table, and a synchronous repaint.
    // `--runs N`: how many edits (60 by default; fewer under callgrind).
    const int runsArgument = application.arguments().indexOf(QStringLiteral("--runs"));
    const int runs = runsArgument > 0
        ? std::max(2, application.arguments().value(runsArgument + 1).toInt())
        : 60;
    std::vector<double> engineMs;
    std::vector<double> computeMs;
    std::vector<double> totalMs;
    editBatch(window, runs, engineMs, computeMs, totalMs);
    std::sort(engineMs.begin(), engineMs.end());
    std::sort(totalMs.begin(), totalMs.end());
    std::sort(computeMs.begin(), computeMs.end());

    if (editsOnly) {
        QTextStream(stdout) << QStringLiteral("edit -> charts+table updated and repainted: median "
                                              "%1 ms, engine median %2 ms\n")
                                   .arg(totalMs[totalMs.size() / 2], 0, 'f', 2)
                                   .arg(computeMs[computeMs.size() / 2], 0, 'f', 2);
        return 0;
    }

    // The chip-count curves run on a worker thread once the edits settle; how long until they
    // are shown for all 20 devices (the GUI stays responsive meanwhile).
    QElapsedTimer chipsTimer;
    chipsTimer.start();
    QSpinBox* batch = window.workloadPanel()->batchEditor()->spinBox();
    batch->setValue(32);
    window.workspaceController()->recomputeNow();
    while (window.workspaceController()->isChipScalingPending() && chipsTimer.elapsed() < 120000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    const double chipsMs = double(chipsTimer.nsecsElapsed()) / 1e6;

    QTextStream out(stdout);
    out << "bench_workspace (offscreen, 1600x1000, " << ids.size() << " devices, " << runs
        << " batch edits)\n";
    out << QStringLiteral("  startup to first paint:        %1 ms (target < 1000)\n")
               .arg(startupMs, 0, 'f', 1);
    out << QStringLiteral("  resident memory, default ws:   %1 MB (target < 200)\n")
               .arg(residentMb, 0, 'f', 1);
    out << QStringLiteral("  edit -> charts+table updated:  median %1 ms, worst %2 ms\n")
               .arg(engineMs[engineMs.size() / 2], 0, 'f', 2)
               .arg(engineMs.back(), 0, 'f', 2);
    out << QStringLiteral("    of which the engine:         median %1 ms, worst %2 ms\n")
               .arg(computeMs[computeMs.size() / 2], 0, 'f', 2)
               .arg(computeMs.back(), 0, 'f', 2);
    out << QStringLiteral("  ... and repainted:             median %1 ms, worst %2 ms (target "
                          "median < 16)\n")
               .arg(totalMs[totalMs.size() / 2], 0, 'f', 2)
               .arg(totalMs.back(), 0, 'f', 2);
    out << QStringLiteral("  chip-count curves shown:       %1 ms after the edit (200 ms settle, "
                          "worker thread)\n")
               .arg(chipsMs, 0, 'f', 0);
    out << QStringLiteral("  resident memory, 20 devices:   %1 MB\n")
               .arg(residentMegabytes(), 0, 'f', 1);

    // Issue 34 item 11: the same edits, before (every recomputation on the GUI thread) and
    // after (a comparison longer than a frame in the background), in one run.
    const JobEdits before = editBigJob(window, 1e9);
    const JobEdits after = editBigJob(window, ts::WorkspaceController::kFrameBudgetMs);
    auto median = [](const std::vector<double>& v) { return v[v.size() / 2]; };
    out << "  65,536-chip job on 8 devices, 10 chip-count edits (median / worst):\n";
    out << QStringLiteral("    GUI thread, longest pass:    %1 / %2 ms; figures shown after "
                          "%3 / %4 ms\n")
               .arg(median(before.longestPassMs), 0, 'f', 1)
               .arg(before.longestPassMs.back(), 0, 'f', 1)
               .arg(median(before.shownMs), 0, 'f', 1)
               .arg(before.shownMs.back(), 0, 'f', 1);
    out << QStringLiteral("    background, longest pass:    %1 / %2 ms; figures shown after "
                          "%3 / %4 ms (target pass < 16)\n")
               .arg(median(after.longestPassMs), 0, 'f', 1)
               .arg(after.longestPassMs.back(), 0, 'f', 1)
               .arg(median(after.shownMs), 0, 'f', 1)
               .arg(after.shownMs.back(), 0, 'f', 1);
    return 0;
}
