// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The Explain panel's walk-through: every figure is the engine's (OpEstimate) for the operator
// and device, the ridge point is the roof over the device's bandwidth, and the Markdown text
// carries those numbers as the panel formats them.

#include "compare/comparison.h"
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "models/explanation.h"
#include "models/opwalkthrough.h"
#include "panels/explainpanel.h"
#include "session/workspace.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <csignal>
#include <sys/resource.h>

using namespace ts;

namespace {

/// While alive, files this process writes cannot grow past `bytes` (SIGXFSZ ignored): a write
/// past the limit fails with EFBIG, as one on a full disk fails with ENOSPC.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_saved);
        const rlimit limit { bytes, m_saved.rlim_max };
        m_active = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_previousHandler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool active() const { return m_active; }

private:
    rlimit m_saved {};
    void (*m_previousHandler)(int) = nullptr;
    bool m_active = false;
};

} // namespace

class TestOpWalkthrough : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void figuresAreTheEngines_data();
    void figuresAreTheEngines();
    void explainsTheLossesThatApply();
    void panelShowsAndExportsMarkdown();
    void exportOnAFullDiskFailsAndKeepsTheOldFile();
    void explainsTheNewerStructures();

private:
    Comparison m_comparison;
};

void TestOpWalkthrough::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    // Decode at batch 1 (memory-bound) and prefill (compute-bound), on a GPU and a TPU.
    Workspace workspace = Workspace::defaultWorkspace();
    m_comparison = Comparison::compute(workspace.workload,
        { QStringLiteral("h100-sxm"), QStringLiteral("tpu-v5p") }, Catalog::load(QString()));
    QCOMPARE(int(m_comparison.devices.size()), 2);
    for (const DeviceComparison& d : m_comparison.devices)
        QVERIFY(d.estimate);
}

void TestOpWalkthrough::figuresAreTheEngines_data()
{
    QTest::addColumn<int>("device");
    QTest::newRow("h100-sxm") << 0;
    QTest::newRow("tpu-v5p") << 1;
}

void TestOpWalkthrough::figuresAreTheEngines()
{
    QFETCH(int, device);
    const DeviceComparison& d = m_comparison.devices[std::size_t(device)];
    const QLocale locale;
    for (const engine::OpEstimate& op : d.estimate->ops) {
        const OpWalkthrough w = OpWalkthrough::from(op, d.device);
        QCOMPARE(w.flops, op.flops);
        QCOMPARE(w.bytes, op.bytes);
        QCOMPARE(w.intensityFlopsPerByte, op.flops / op.bytes);
        QCOMPARE(w.roofFlopsPerSecond, op.peakFlopsPerSecond);
        QCOMPARE(
            w.ridgeFlopsPerByte, op.peakFlopsPerSecond / d.device.memoryBandwidthBytesPerSecond);
        QCOMPARE(w.computeSeconds, op.computeSeconds);
        QCOMPARE(w.memorySeconds, op.memorySeconds);
        QCOMPARE(w.timeSeconds, op.timeSeconds);
        QCOMPARE(w.bound, op.bound);
        QCOMPARE(w.mapping, op.mapping);
        QCOMPARE(w.losses.product(), op.losses.product());
        QCOMPARE(w.achievedFractionOfRoof, op.fractionOfPeak());

        const QString text = w.markdown();
        // Names are Markdown-escaped (issue 34: they come from files); rendered, they read as
        // written.
        QTextDocument rendered;
        rendered.setMarkdown(text);
        QVERIFY2(rendered.toPlainText().contains(op.name), qPrintable(text));
        QVERIFY2(
            text.contains(Explanation::si(op.flops) + QStringLiteral("FLOP")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("**%1 FLOP/byte**")
                                   .arg(locale.toString(op.arithmeticIntensity(), 'f', 1))),
            qPrintable(text));
        QVERIFY2(
            text.contains(
                QStringLiteral("**%1 %**").arg(locale.toString(op.fractionOfPeak() * 100, 'f', 1))),
            qPrintable(text));
        const QString bound = op.bound == engine::Bound::Compute ? QStringLiteral("**compute**")
            : op.bound == engine::Bound::Memory                  ? QStringLiteral("**memory**")
                                                                 : QString();
        if (!bound.isEmpty())
            QVERIFY2(text.contains(bound), qPrintable(text));
        // The roof names the model by its title, never by its JSON id (issue 19).
        if (op.model) {
            // (Ids that are also plain words, "roofline" and "vector", may appear as words.)
            if (op.model->id.contains(u'-'))
                QVERIFY2(!text.contains(QLatin1StringView(op.model->id)), qPrintable(text));
            if (w.ridgeFlopsPerByte > 0)
                QVERIFY2(text.contains(QString::fromUtf8(op.model->title)), qPrintable(text));
        }
        if (w.ridgeFlopsPerByte > 0)
            QVERIFY2(text.contains(QStringLiteral("**%1 FLOP/byte**")
                                       .arg(locale.toString(w.ridgeFlopsPerByte, 'f', 1))),
                qPrintable(text));
    }
}

void TestOpWalkthrough::explainsTheLossesThatApply()
{
    const QLocale locale;
    bool sawWaves = false;
    bool sawFillDrain = false;
    for (const DeviceComparison& d : m_comparison.devices) {
        for (const engine::OpEstimate& op : d.estimate->ops) {
            const QString text = OpWalkthrough::from(op, d.device).markdown();
            if (op.mapping.contains(engine::mapping::kTileM) && d.device.gpu
                && d.device.gpu->smCount) {
                sawWaves = true;
                QVERIFY2(text.contains(
                             QStringLiteral("%1 SMs run them in **%2 waves**")
                                 .arg(*d.device.gpu->smCount)
                                 .arg(locale.toString(*op.mapping.value(engine::mapping::kWaves)))),
                    qPrintable(text));
            }
            if (op.losses.factor(engine::loss::kFillDrain) < 1.0) {
                sawFillDrain = true;
                QVERIFY2(text.contains(QStringLiteral("× %1)").arg(
                             locale.toString(op.losses.factor(engine::loss::kFillDrain), 'f', 3))),
                    qPrintable(text));
                QVERIFY2(text.contains(
                             QStringLiteral("%1 folds for a %2×%3 array")
                                 .arg(locale.toString(*op.mapping.value(engine::mapping::kFolds)))
                                 .arg(*d.device.systolic->matrixUnitRows)
                                 .arg(*d.device.systolic->matrixUnitColumns)),
                    qPrintable(text));
            }
        }
    }
    QVERIFY(sawWaves);
    QVERIFY(sawFillDrain);
}

void TestOpWalkthrough::panelShowsAndExportsMarkdown()
{
    const DeviceComparison& d = m_comparison.devices.back();
    const engine::OpEstimate& op = d.estimate->ops.front();
    ExplainPanel panel;
    QVERIFY(!panel.exportButton()->isEnabled());
    const OpWalkthrough w = OpWalkthrough::from(op, d.device);
    panel.showWalkthrough(w, QStringLiteral("A note."));
    QVERIFY(panel.exportButton()->isEnabled());
    QCOMPARE(panel.markdown(), w.markdown() + QStringLiteral("\nA note.\n"));
    QVERIFY(panel.browser()->toPlainText().contains(op.name));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.md"));
    QVERIFY(panel.exportMarkdown(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), panel.markdown());
    QString error;
    QVERIFY(!panel.exportMarkdown(dir.filePath(QStringLiteral("no/such/dir/notes.md")), &error));
    QVERIFY(error.contains(QStringLiteral("notes.md")));
    // A hovered derivation replaces the text but not what Export writes.
    panel.showHtml(QStringLiteral("<p>hovered</p>"));
    QCOMPARE(panel.browser()->toPlainText(), QStringLiteral("hovered"));
    QCOMPARE(panel.markdown(), w.markdown() + QStringLiteral("\nA note.\n"));
}

// Issue 18, item 8: the export went through a buffered QSaveFile, whose commit() ignores the
// flush error, so a full disk replaced the old notes by a truncated file and reported success.
void TestOpWalkthrough::exportOnAFullDiskFailsAndKeepsTheOldFile()
{
    const DeviceComparison& d = m_comparison.devices.back();
    ExplainPanel panel;
    panel.showWalkthrough(OpWalkthrough::from(d.estimate->ops.front(), d.device), QString());
    QVERIFY(panel.markdown().toUtf8().size() > 256);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.md"));
    const QByteArray old = "# Old notes\n";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(old), old.size());
    }
    QString error;
    {
        FileSizeLimit limit(128);
        if (!limit.active())
            QSKIP("cannot set RLIMIT_FSIZE");
        QVERIFY(!panel.exportMarkdown(path, &error));
    }
    QVERIFY2(error.contains(QStringLiteral("notes.md")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("File too large")), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
        QStringList { QStringLiteral("notes.md") });
}

QTEST_MAIN(TestOpWalkthrough)
void TestOpWalkthrough::explainsTheNewerStructures()
{
    // Issue 21: a QLoRA step's dequantization and adapters, and an int4 weight-only decode's
    // GEMM, say what they are and what the dequantization costs.
    WorkloadSpec spec = *WorkloadPresets::load(QStringLiteral("llama-2-7b")).spec;
    spec.run.globalBatch = 1;
    spec.run.microBatch = 1;
    spec.run.lora.rank = 16;
    spec.run.lora.basePrecision = Precision::INT4;
    const Device h100 = *Catalog::load(QString()).device(QStringLiteral("h100-sxm"));
    const auto e
        = engine::PerformanceEngine::estimate(*WorkloadBuilder::build(spec).workload, h100, {});
    QVERIFY(e);
    int explained = 0;
    for (const engine::OpEstimate& op : e->ops) {
        const QString html = Explanation::op(op, h100);
        if (op.name == QLatin1String("layer.mlp.down.dequant")) {
            QVERIFY(html.contains(Explanation::opRole(op.role, op.section).toHtmlEscaped()));
            QVERIFY(html.contains(QStringLiteral("QLoRA")));
            ++explained;
        }
        if (op.name == QLatin1String("layer.mlp.down.lora_a"))
            explained += html.contains(QStringLiteral("LoRA adapter")) ? 1 : 0;
    }
    QCOMPARE(explained, 3); // the dequantization forward and backward, and the adapter
    QVERIFY(Explanation::opRole(OperatorRole::MlpDown, OperatorSection::Block).isEmpty());
    // Weight-only int4 decoding: its prefill GEMMs show the dequantization's share of compute.
    spec.run.lora = {};
    spec.run.step = StepKind::Prefill;
    spec.run.weightPrecision = Precision::INT4;
    const auto p
        = engine::PerformanceEngine::estimate(*WorkloadBuilder::build(spec).workload, h100, {});
    QVERIFY(p);
    for (const engine::OpEstimate& op : p->ops) {
        if (op.name == QLatin1String("layer.mlp.gate_up")) {
            QVERIFY(op.dequantizationSeconds > 0);
            QVERIFY(Explanation::op(op, h100).contains(
                Explanation::tr("of which dequantizing the narrow weights")));
        }
    }
}

#include "tst_opwalkthrough.moc"
