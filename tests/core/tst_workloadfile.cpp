// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Workload files: the presets load and round-trip; every malformed file in
// tests/data/workload/ gives exactly the diagnostics written in its .expected file.

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
    spec.run.recompute = !spec.run.recompute;
    spec.run.attention = AttentionImpl::Unfused;
    spec.run.optimizerPrecision = Precision::BF16;
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

QTEST_GUILESS_MAIN(TestWorkloadFile)
#include "tst_workloadfile.moc"
