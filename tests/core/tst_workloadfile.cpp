// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Workload files: the presets load and round-trip; every malformed file in
// tests/data/workload/ gives exactly the diagnostics written in its .expected file.

#include "io/inputlimits.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

const QString kDataDir = QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/workload");

/// Loads a file and, when it loads, builds it: the two stages a user's file goes through.
io::Diagnostics loadAndBuild(const QString& path, bool* built)
{
    WorkloadLoadResult loaded = WorkloadFile::load(path);
    io::Diagnostics diagnostics = loaded.diagnostics;
    *built = false;
    if (loaded.spec) {
        WorkloadBuildResult result = WorkloadBuilder::build(*loaded.spec, path);
        diagnostics.append(result.diagnostics);
        *built = result.workload.has_value();
    }
    return diagnostics;
}

/// A custom workload file of `ops` matmuls named `name` (so each entry takes some bytes), with
/// `extra` keys laid over the root object.
QByteArray customWorkload(qsizetype ops, const QByteArray& name, const QByteArray& extra = {})
{
    QByteArray text = R"({"format": "tensorscope-workload", "version": 1, )" + extra
        + R"("model": {"type": "custom", "ops": [)";
    for (qsizetype i = 0; i < ops; ++i) {
        if (i > 0)
            text += ',';
        text += R"({"kind": "matmul", "name": ")" + name + R"(", "m": 4096, "n": 4096, "k": 4096})";
    }
    return text + R"(]}, "run": {"phase": "prefill", "global_batch": 1, "seq": 128}})";
}

QByteArray repeated(const QByteArray& item, qsizetype count)
{
    QByteArray text;
    text.reserve(item.size() * count + count);
    for (qsizetype i = 0; i < count; ++i) {
        if (i > 0)
            text += ',';
        text += item;
    }
    return text;
}

} // namespace

class TestWorkloadFile : public QObject
{
    Q_OBJECT

private slots:
    void presetsLoadCleanly_data();
    void presetsLoadCleanly();
    void presetsRoundTrip_data();
    void presetsRoundTrip();
    void malformedFiles_data();
    void malformedFiles();
    void minimalFileUsesDefaults();
    void missingFile();
    void unknownPresetId();
    void limitsAreReported_data();
    void limitsAreReported();
    void listsAtTheLimitLoad();
};

void TestWorkloadFile::presetsLoadCleanly_data()
{
    QTest::addColumn<QString>("id");
    const QStringList ids = WorkloadPresets::ids();
    QCOMPARE(ids.size(), 15);
    for (const QString& id : ids)
        QTest::newRow(qPrintable(id)) << id;
}

void TestWorkloadFile::presetsLoadCleanly()
{
    QFETCH(QString, id);
    const WorkloadLoadResult loaded = WorkloadPresets::load(id);
    for (const io::Diagnostic& d : loaded.diagnostics)
        qWarning("%s", qPrintable(d.toString()));
    QVERIFY(loaded.diagnostics.isEmpty()); // not even an unknown-key warning
    QVERIFY(loaded.spec);
    QCOMPARE(loaded.spec->id, id);
    QVERIFY(!loaded.spec->name.isEmpty());
    QVERIFY(!loaded.spec->description.isEmpty());
    QVERIFY(!loaded.spec->source.isEmpty()); // every preset cites its hyper-parameters
    QVERIFY(WorkloadBuilder::build(*loaded.spec).workload);
}

void TestWorkloadFile::presetsRoundTrip_data()
{
    presetsLoadCleanly_data();
}

void TestWorkloadFile::presetsRoundTrip()
{
    QFETCH(QString, id);
    WorkloadSpec spec = *WorkloadPresets::load(id).spec;
    // Exercise the fields the presets leave at their defaults too.
    spec.run.recompute = RecomputePolicy::ExceptWeightGemms;
    if (spec.type == ModelType::Transformer)
        spec.transformer.headDimension = spec.transformer.headDim();
    spec.run.attention = AttentionImpl::Unfused;
    spec.run.optimizerPrecision = Precision::BF16;
    spec.run.ttftTargetSeconds = 0.25; // serving's latency targets (issue 21)
    spec.run.tpotTargetSeconds = 0.0125;
    spec.run.continuousBatching = true;
    spec.run.prefillChunkTokens = 256;
    if (spec.run.step != StepKind::Training) // a serving engine is for prefill and decode
        spec.run.servingEngine = ServingEngine::JetStream;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(id + QStringLiteral(".json"));
    QCOMPARE(WorkloadFile::save(spec, path), QString());
    const WorkloadLoadResult loaded = WorkloadFile::load(path);
    QVERIFY(loaded.diagnostics.isEmpty());
    QVERIFY(loaded.spec);
    QVERIFY(*loaded.spec == spec);
}

void TestWorkloadFile::malformedFiles_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files
        = QDir(kDataDir).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 20);
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestWorkloadFile::malformedFiles()
{
    QFETCH(QString, file);
    bool built = true;
    const io::Diagnostics diagnostics = loadAndBuild(kDataDir + QLatin1Char('/') + file, &built);
    QVERIFY(!built);
    QVERIFY(io::hasErrors(diagnostics));
    QStringList lines;
    for (io::Diagnostic d : diagnostics) {
        QCOMPARE(QFileInfo(d.file).fileName(), file); // every diagnostic names the file
        d.file = QFileInfo(d.file).fileName();
        lines.append(d.toString());
    }
    QFile expectedFile(kDataDir + QLatin1Char('/') + QFileInfo(file).completeBaseName()
        + QStringLiteral(".expected"));
    QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(lines.join(QLatin1Char('\n'))));
    const QStringList expected
        = QString::fromUtf8(expectedFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines, expected);
}

void TestWorkloadFile::minimalFileUsesDefaults()
{
    // Only the required keys: kv_heads defaults to heads, micro_batch to global_batch, and the
    // run to one bf16 training step with flash attention and fp32 Adam state.
    const QByteArray text = R"({"format": "tensorscope-workload", "version": 1,
        "model": {"type": "transformer", "layers": 2, "hidden": 64, "heads": 4, "ffn": 256,
                  "vocab": 1000},
        "run": {"global_batch": 8}})";
    const WorkloadLoadResult loaded = WorkloadFile::fromJson(
        QJsonDocument::fromJson(text).object(), QStringLiteral("minimal.json"));
    QVERIFY(loaded.diagnostics.isEmpty());
    QVERIFY(loaded.spec);
    QCOMPARE(loaded.spec->transformer.kvHeads, qint64(4));
    QCOMPARE(loaded.spec->run.microBatch, qint64(8));
    QCOMPARE(loaded.spec->run.step, StepKind::Training);
    QCOMPARE(loaded.spec->run.weightPrecision, Precision::BF16);
    QCOMPARE(loaded.spec->run.optimizerPrecision, Precision::FP32);
    QCOMPARE(loaded.spec->run.attention, AttentionImpl::Flash);
    const WorkloadBuildResult built = WorkloadBuilder::build(*loaded.spec);
    QVERIFY(built.workload);
    // 1000·64 embedding + 2 × (4·64² + 3·64·256 + 2·64) + 64 + 1000·64 untied head.
    QCOMPARE(built.workload->parameterCount(),
        qint64(1000 * 64 + 2 * (4 * 64 * 64 + 3 * 64 * 256 + 2 * 64) + 64 + 1000 * 64));
}

void TestWorkloadFile::missingFile()
{
    const WorkloadLoadResult loaded = WorkloadFile::load(kDataDir + QStringLiteral("/absent.json"));
    QVERIFY(!loaded.spec);
    QCOMPARE(loaded.diagnostics.size(), 1);
    QCOMPARE(loaded.diagnostics.first().code, io::DiagnosticCode::FileUnreadable);
}

void TestWorkloadFile::unknownPresetId()
{
    const WorkloadLoadResult loaded = WorkloadPresets::load(QStringLiteral("gpt-5"));
    QVERIFY(!loaded.spec);
    QVERIFY(io::hasErrors(loaded.diagnostics));
}

// Issue 18, item 4: an 8 MB workload file (a huge operator list) exhausted memory. Lists and
// strings have documented limits (io/inputlimits.h); the one hit is a single out-of-range error
// naming the file, the JSON path and the limit. The list is refused before any entry is read,
// so the work after parsing is bounded by the limit, not by the file: one diagnostic, however
// many entries follow.
void TestWorkloadFile::limitsAreReported_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("limit");
    QTest::addColumn<qint64>("minimumBytes");
    QTest::newRow("8 MB of operators")
        << customWorkload(90000, "layer.attention.qkv_projection") << QStringLiteral("$.model.ops")
        << QStringLiteral("at most %1 entries").arg(io::kMaxOperators) << qint64(8'000'000);
    QTest::newRow("MLP widths")
        << R"({"format": "tensorscope-workload", "version": 1, "model": {"type": "mlp",
              "inputs": 64, "widths": [)"
            + repeated("64", 200000) + "]}}"
        << QStringLiteral("$.model.widths")
        << QStringLiteral("at most %1 entries").arg(io::kMaxOperators) << qint64(0);
    QTest::newRow("ResNet blocks")
        << R"({"format": "tensorscope-workload", "version": 1, "model": {"type": "resnet",
              "blocks": [)"
            + repeated("2", io::kMaxOperators + 1) + "]}}"
        << QStringLiteral("$.model.blocks")
        << QStringLiteral("at most %1 entries").arg(io::kMaxOperators) << qint64(0);
    QTest::newRow("operator name")
        << customWorkload(1, QByteArray(io::kMaxNameLength + 1, 'x'))
        << QStringLiteral("$.model.ops[0].name")
        << QStringLiteral("at most %1 characters").arg(io::kMaxNameLength) << qint64(0);
    QTest::newRow("workload name")
        << customWorkload(
               1, "qkv", R"("name": ")" + QByteArray(io::kMaxNameLength + 1, 'n') + "\", ")
        << QStringLiteral("$.name")
        << QStringLiteral("at most %1 characters").arg(io::kMaxNameLength) << qint64(0);
    QTest::newRow("id") << customWorkload(
        1, "qkv", R"("id": ")" + QByteArray(io::kMaxIdLength + 1, 'i') + "\", ")
                        << QStringLiteral("$.id")
                        << QStringLiteral("at most %1 characters").arg(io::kMaxIdLength)
                        << qint64(0);
    QTest::newRow("1 MB description")
        << customWorkload(1, "qkv", R"("description": ")" + QByteArray(1 << 20, 'd') + "\", ")
        << QStringLiteral("$.description")
        << QStringLiteral("at most %1 characters").arg(io::kMaxTextLength) << qint64(1 << 20);
}

void TestWorkloadFile::limitsAreReported()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, path);
    QFETCH(QString, limit);
    QFETCH(qint64, minimumBytes);
    QVERIFY(text.size() >= minimumBytes);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("huge.json"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(text), text.size());
    }
    const WorkloadLoadResult loaded = WorkloadFile::load(file);
    QVERIFY(!loaded.spec);
    QStringList lines;
    for (const io::Diagnostic& d : loaded.diagnostics)
        lines.append(d.toString());
    QCOMPARE(loaded.diagnostics.size(), 1);
    const io::Diagnostic& d = loaded.diagnostics.constFirst();
    QCOMPARE(d.code, io::DiagnosticCode::OutOfRange);
    QCOMPARE(d.file, file);
    QCOMPARE(d.jsonPath, path);
    QVERIFY2(d.expected.english().contains(limit), qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY2(d.toString().contains(file) && d.toString().contains(path)
            && d.toString().contains(limit) && d.toString().contains(QLatin1String("out-of-range")),
        qPrintable(d.toString()));
}

void TestWorkloadFile::listsAtTheLimitLoad()
{
    const WorkloadLoadResult loaded = WorkloadFile::fromJson(
        QJsonDocument::fromJson(
            customWorkload(io::kMaxOperators, QByteArray(io::kMaxNameLength, 'x')))
            .object(),
        QStringLiteral("limit.json"));
    QVERIFY(loaded.diagnostics.isEmpty());
    QVERIFY(loaded.spec);
    QCOMPARE(qsizetype(loaded.spec->customOps.size()), io::kMaxOperators);
}

QTEST_GUILESS_MAIN(TestWorkloadFile)
#include "tst_workloadfile.moc"
