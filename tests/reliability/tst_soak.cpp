// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Long runs (issue 11): the main window, offscreen, plays the systolic and SIMT animations while
// random edits arrive ten times a second (presets, batch, sequence length, step, precision,
// devices, the selected operator feeding both views, undo, redo) and the shown tab changes
// every few seconds. Resident memory (/proc/self/statm) is sampled every second and printed;
// after a warm-up it may not grow more than 10 %.
//
// TENSORSCOPE_SOAK_SECONDS sets the length: 600 (ten minutes) when unset, 20 in CTest
// (tests/reliability/CMakeLists.txt). TENSORSCOPE_SOAK_SEED picks the random sequence.
// Under AddressSanitizer the run still looks for sanitizer reports, but the memory bound is not
// checked: ASan's quarantine holds freed memory on purpose.

#include "compare/comparison.h"
#include "hardware/catalog.h"
#include "mainwindow.h"
#include "models/workspacedocument.h"
#include "panels/operatorpanel.h"
#include "panels/workspacecontroller.h"
#include "views/sidebysideview.h"
#include "views/simtview.h"
#include "views/systolicview.h"
#include "workload/workloadpresets.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <algorithm>
#include <random>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__SANITIZE_ADDRESS__)
#define TENSORSCOPE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TENSORSCOPE_ASAN 1
#endif
#endif

namespace {

constexpr double kAllowedGrowth = 0.10;
constexpr int kEditIntervalMs = 100;
constexpr int kTabIntervalMs = 3000;
constexpr int kShownTabs = 4; ///< the tabs the soak cycles through (systolic, SIMT, both, compare)
constexpr int kSampleIntervalMs = 1000;

/// Resident set size in bytes, from /proc/self/statm (0 where there is none).
qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    if (fields.size() < 2)
        return 0;
    return fields.at(1).toLongLong() * sysconf(_SC_PAGESIZE);
}

/// The C heap (glibc's mallinfo2, summed over every arena; -1 elsewhere): bytes held in live
/// blocks, and bytes the allocator keeps free without returning them. Printed next to the RSS it
/// tells a leak (live bytes grow) from fragmentation (free bytes grow) from memory outside the
/// heap (neither grows).
struct HeapState
{
    qint64 inUse = -1;
    qint64 heldFree = -1;
};

HeapState heapState()
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
    const struct mallinfo2 info = mallinfo2();
    return { qint64(info.uordblks + info.hblkhd), qint64(info.fordblks) };
#else
    return {};
#endif
}

double mebibytes(qint64 bytes)
{
    return double(bytes) / (1024.0 * 1024.0);
}

// The offscreen platform notes every dock and tab change; thousands of those would bury the
// memory samples.
QtMessageHandler s_previousHandler = nullptr;

void quietMessageHandler(QtMsgType type, const QMessageLogContext& context, const QString& text)
{
    if (type == QtWarningMsg && text.contains(QLatin1String("does not support propagateSizeHints")))
        return;
    if (s_previousHandler)
        s_previousHandler(type, context, text);
}

int environmentNumber(const char* name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

/// Makes one random edit of the kinds a user makes in the workspace.
class RandomEditor
{
public:
    RandomEditor(ts::MainWindow* window, quint32 seed)
        : m_window(window)
        , m_random(seed)
        , m_presets(ts::WorkloadPresets::ids())
    {
        for (const ts::Device& device : window->workspaceController()->catalog().devices())
            m_deviceIds << device.id;
    }

    void edit()
    {
        ts::WorkspaceDocument* document = m_window->document();
        ts::WorkloadSpec spec = document->workspace().workload;
        switch (pick(9)) {
        case 0: {
            const QString id = m_presets.at(pick(int(m_presets.size())));
            if (const auto loaded = ts::WorkloadPresets::load(id); loaded.spec) {
                ts::WorkloadSpec preset = *loaded.spec;
                // Keep inference steps: training the largest presets needs many chips and the
                // run should spend its time on the views, not on the scaling search.
                preset.run.step = ts::StepKind::Prefill;
                document->setWorkload(preset, QStringLiteral("Preset"), 0, id);
            }
            break;
        }
        case 1:
            spec.run.globalBatch = qint64(1) << pick(9);
            spec.run.microBatch = spec.run.globalBatch;
            document->setWorkload(spec, QStringLiteral("Batch"));
            break;
        case 2:
            spec.run.seqLength = qint64(128) << pick(6);
            document->setWorkload(spec, QStringLiteral("Sequence"));
            break;
        case 3:
            spec.run.step = pick(2) == 0 ? ts::StepKind::Prefill : ts::StepKind::Decode;
            document->setWorkload(spec, QStringLiteral("Step"));
            break;
        case 4: {
            const ts::Precision precisions[]
                = { ts::Precision::BF16, ts::Precision::FP16, ts::Precision::FP8 };
            spec.run.activationPrecision = precisions[pick(3)];
            spec.run.weightPrecision = spec.run.activationPrecision;
            document->setWorkload(spec, QStringLiteral("Precision"));
            break;
        }
        case 5: {
            QStringList ids = m_deviceIds;
            std::shuffle(ids.begin(), ids.end(), m_random);
            document->setDeviceIds(ids.mid(0, 1 + pick(4)));
            break;
        }
        case 6:
        case 7:
            selectRandomOperator();
            break;
        case 8:
            if (pick(2) == 0)
                document->undoStack()->undo();
            else
                document->undoStack()->redo();
            break;
        }
        ++m_edits;
    }

    int edits() const { return m_edits; }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_random); }

    // Selecting an operator feeds its GEMM to the systolic and SIMT views (a new simulation).
    void selectRandomOperator()
    {
        const ts::Comparison& comparison = m_window->workspaceController()->comparison();
        if (!comparison.workload || comparison.workload->ops().empty())
            return;
        const auto& ops = comparison.workload->ops();
        m_window->operatorPanel()->selectOperator(ops.at(pick(int(ops.size()))).name);
    }

    ts::MainWindow* m_window;
    std::mt19937 m_random;
    QStringList m_presets;
    QStringList m_deviceIds;
    int m_edits = 0;
};

} // namespace

class TestSoak : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void memoryStaysFlat();
};

void TestSoak::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    s_previousHandler = qInstallMessageHandler(quietMessageHandler);
}

void TestSoak::memoryStaysFlat()
{
    const int seconds = environmentNumber("TENSORSCOPE_SOAK_SECONDS", 600);
    const quint32 seed = quint32(environmentNumber("TENSORSCOPE_SOAK_SEED", 11));
    // A quarter of the run, at least 5 s and at most a minute, and at least one round of the
    // tabs: caches, fonts, the chart axes and the allocator's arenas settle in that time, and
    // a tab's first frames (its glyphs, its chip canvases' buffers) are not growth.
    const int warmUpSeconds
        = std::max(std::clamp(seconds / 4, 5, 60), kShownTabs * kTabIntervalMs / 1000 + 1);
    qInfo("soak: %d s (warm-up %d s), seed %u", seconds, warmUpSeconds, seed);

    ts::MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTabWidget* tabs = window.tabs();
    ts::SystolicView* systolic
        = window.findChild<ts::SystolicView*>(QStringLiteral("systolicView"));
    ts::SimtView* simt = window.findChild<ts::SimtView*>(QStringLiteral("simtView"));
    auto* sideBySide = window.findChild<ts::SideBySideView*>();
    QVERIFY(systolic && simt && sideBySide);
    const QList<QWidget*> shown = { systolic, simt, sideBySide, tabs->widget(1) };
    QCOMPARE(int(shown.size()), kShownTabs);

    systolic->setSpeedCyclesPerSecond(200);
    // Frames each animation actually advanced to. Sampling cycle() at the end would be racy: an
    // edit in the last frame starts a new simulation at cycle −1 ("before the first cycle").
    int systolicFrames = 0;
    int simtFrames = 0;
    QObject::connect(systolic, &ts::SystolicView::cycleChanged, &window, [&](qint64 cycle) {
        if (cycle >= 0)
            ++systolicFrames;
    });
    QObject::connect(simt, &ts::SimtView::cycleChanged, &window, [&](qint64 cycle) {
        if (cycle >= 0)
            ++simtFrames;
    });
    RandomEditor editor(&window, seed);
    QTimer editClock;
    editClock.setInterval(kEditIntervalMs);
    QObject::connect(&editClock, &QTimer::timeout, &window, [&] {
        editor.edit();
        // A finished animation stops; a classroom display loops it.
        for (ts::SystolicView* view : { systolic, sideBySide->systolicView() }) {
            if (!view->isPlaying())
                view->play();
        }
        for (ts::SimtView* view : { simt, sideBySide->simtView() }) {
            if (!view->isPlaying())
                view->play();
        }
    });
    int tabIndex = 0;
    QTimer tabClock;
    tabClock.setInterval(kTabIntervalMs);
    QObject::connect(&tabClock, &QTimer::timeout, &window, [&] {
        tabIndex = (tabIndex + 1) % int(shown.size());
        tabs->setCurrentWidget(shown.at(tabIndex));
    });
    tabs->setCurrentWidget(shown.first());

    QList<QPair<double, qint64>> samples; // (seconds since start, resident bytes)
    QElapsedTimer clock;
    QTimer sampleClock;
    sampleClock.setInterval(kSampleIntervalMs);
    QObject::connect(&sampleClock, &QTimer::timeout, &window, [&] {
        const double t = clock.elapsed() / 1000.0;
        const qint64 rss = residentBytes();
        samples.append({ t, rss });
        const HeapState heap = heapState();
        qInfo("soak: t=%6.1f s  rss=%7.1f MiB  heap=%7.1f MiB  free=%6.1f MiB  edits=%d  undo=%d",
            t, mebibytes(rss), mebibytes(heap.inUse), mebibytes(heap.heldFree), editor.edits(),
            int(window.document()->undoStack()->count()));
    });

    clock.start();
    editClock.start();
    tabClock.start();
    sampleClock.start();
    QTest::qWait(seconds * 1000);
    editClock.stop();
    tabClock.stop();
    sampleClock.stop();

    // A liveness check, not a speed test: a loaded CI machine running the sanitizer build
    // starves the timers, so a tenth of the nominal edit count is enough to show no hang.
    QVERIFY2(editor.edits() >= seconds * 1000 / kEditIntervalMs / 10,
        qPrintable(QStringLiteral("only %1 edits in %2 s").arg(editor.edits()).arg(seconds)));
    QVERIFY2(systolicFrames > 0, "the systolic animation never advanced");
    QVERIFY2(simtFrames > 0, "the SIMT animation never advanced");
    qInfo("soak: %d systolic frames, %d SIMT frames", systolicFrames, simtFrames);

    QList<qint64> afterWarmUp;
    for (const auto& [t, rss] : std::as_const(samples)) {
        if (t >= warmUpSeconds)
            afterWarmUp << rss;
    }
    QVERIFY2(afterWarmUp.size() >= 3, "too few samples after the warm-up");
    if (afterWarmUp.constFirst() == 0)
        QSKIP("no /proc/self/statm on this system");
    const qint64 baseline = afterWarmUp.constFirst();
    const qint64 peak = *std::max_element(afterWarmUp.cbegin(), afterWarmUp.cend());
    const qint64 last = afterWarmUp.constLast();
    const double growth = double(peak - baseline) / double(baseline);
    qInfo("soak: %d edits; rss after warm-up %.1f MiB, peak %.1f MiB, final %.1f MiB, "
          "growth %+.1f %% (allowed %.0f %%)",
        editor.edits(), mebibytes(baseline), mebibytes(peak), mebibytes(last), growth * 100,
        kAllowedGrowth * 100);
#ifdef TENSORSCOPE_ASAN
    qInfo("soak: AddressSanitizer build: the memory bound is not checked");
#else
    QVERIFY2(growth <= kAllowedGrowth,
        qPrintable(QStringLiteral("resident memory grew %1 % after the warm-up")
                       .arg(growth * 100, 0, 'f', 1)));
#endif
}

// QTEST_MAIN, but QtTest's watchdog (5 minutes per test function by default, read once at
// start) must allow the whole soak.
int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")) {
        const int seconds = environmentNumber("TENSORSCOPE_SOAK_SECONDS", 600);
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number((seconds + 120) * 1000));
    }
    QApplication application(argc, argv);
    TestSoak test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_soak.moc"
