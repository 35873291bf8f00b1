// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Tour files (docs/presentation.md): the shipped tours load against the shipped catalog, tours
// survive a save and a load unchanged, and every malformed file of tests/data/tours/ gives
// exactly the diagnostics written in its .expected file, never a tour.

#include "hardware/catalog.h"
#include "io/inputlimits.h"
#include "models/tour.h"
#include "workload/workloadpresets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

const QString kDataDir = QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/tours");

QStringList catalogIds()
{
    QStringList ids;
    const Catalog catalog = Catalog::load(QString());
    for (const Device& device : catalog.devices())
        ids.append(device.id);
    return ids;
}

} // namespace

class TestTour : public QObject
{
    Q_OBJECT

private slots:
    void shippedToursLoad_data();
    void shippedToursLoad();
    void runOverridesApplyToThePreset();
    void saveAndLoadRoundTrip();
    void saveFailsCleanly();
    void malformedFiles_data();
    void malformedFiles();
    void limitsAreReported_data();
    void limitsAreReported();
};

void TestTour::shippedToursLoad_data()
{
    QTest::addColumn<QString>("path");
    const QStringList paths = TourFile::builtinPaths();
    QCOMPARE(paths.size(), 3);
    for (const QString& path : paths)
        QTest::newRow(qPrintable(path)) << path;
}

void TestTour::shippedToursLoad()
{
    QFETCH(QString, path);
    const TourLoadResult loaded = TourFile::load(path, catalogIds());
    QStringList problems;
    for (const io::Diagnostic& d : loaded.diagnostics)
        problems << d.toString();
    // Not even warnings: a shipped tour has no typos.
    QVERIFY2(loaded.diagnostics.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(loaded.tour);
    QVERIFY(!loaded.tour->title.isEmpty());
    QVERIFY(loaded.tour->scenes.size() >= 3);
    for (const TourScene& scene : loaded.tour->scenes) {
        QVERIFY(!scene.title.isEmpty());
        QVERIFY(scene.captionMarkdown.size() > 40);
        QVERIFY(!scene.deviceIds.isEmpty());
        QVERIFY(TourFile::viewNames().contains(scene.view));
    }
}

void TestTour::runOverridesApplyToThePreset()
{
    const TourLoadResult loaded
        = TourFile::load(QStringLiteral(":/tours/systolic-batch.json"), catalogIds());
    QVERIFY(loaded.tour);
    const auto preset = WorkloadPresets::load(QStringLiteral("mlp-4096"));
    QVERIFY(preset.spec);
    const QList<qint64> batches { 1, 16, 4096, 4096 };
    QCOMPARE(loaded.tour->scenes.size(), batches.size());
    for (int i = 0; i < batches.size(); ++i) {
        const TourScene& scene = loaded.tour->scenes[i];
        QCOMPARE(scene.presetId, QStringLiteral("mlp-4096"));
        QCOMPARE(scene.workload.run.globalBatch, batches[i]);
        QCOMPARE(scene.workload.run.step, StepKind::Prefill);
        QCOMPARE(scene.workload.run.activationPrecision, Precision::BF16);
        // Everything the scene does not override is the preset's.
        QCOMPARE(scene.workload.mlp, preset.spec->mlp);
        QCOMPARE(scene.workload.run.seqLength, preset.spec->run.seqLength);
    }
    QCOMPARE(loaded.tour->scenes[0].view, QStringLiteral("systolic"));
    QCOMPARE(loaded.tour->scenes[1].gemm, (std::optional<std::array<qint64, 3>>({ 16, 64, 64 })));
    QCOMPARE(loaded.tour->scenes[0].cycle, std::optional<qint64>(0));
    QCOMPARE(loaded.tour->scenes[0].speedCyclesPerSecond, std::optional<double>(4));
    QCOMPARE(loaded.tour->scenes[3].charts,
        (QStringList { QStringLiteral("batch"), QStringLiteral("throughput") }));
}

void TestTour::saveAndLoadRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& path : TourFile::builtinPaths()) {
        const TourLoadResult loaded = TourFile::load(path);
        QVERIFY(loaded.tour);
        const QString copy = dir.filePath(QFileInfo(path).fileName());
        QCOMPARE(TourFile::save(*loaded.tour, copy), QString());
        const TourLoadResult again = TourFile::load(copy, catalogIds());
        QVERIFY(again.tour);
        QVERIFY(again.diagnostics.isEmpty());
        QVERIFY(*again.tour == *loaded.tour);
    }
}

void TestTour::saveFailsCleanly()
{
    const TourLoadResult loaded = TourFile::load(TourFile::builtinPaths().first());
    QVERIFY(loaded.tour);
    QTemporaryDir dir;
    const QString problem
        = TourFile::save(*loaded.tour, dir.filePath(QStringLiteral("missing/folder/tour.json")));
    QVERIFY(!problem.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("missing/folder/tour.json"))));
}

void TestTour::malformedFiles_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files
        = QDir(kDataDir).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 15);
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << file;
}

void TestTour::malformedFiles()
{
    QFETCH(QString, file);
    const TourLoadResult loaded = TourFile::load(kDataDir + QLatin1Char('/') + file, catalogIds());
    QVERIFY(!loaded.tour);
    QVERIFY(io::hasErrors(loaded.diagnostics));
    QStringList lines;
    for (io::Diagnostic d : loaded.diagnostics) {
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

namespace {

QJsonObject scene(const QString& caption = QStringLiteral("A caption."))
{
    return { { QStringLiteral("caption"), caption },
        { QStringLiteral("preset"), QStringLiteral("mlp-4096") },
        { QStringLiteral("devices"), QJsonArray { QStringLiteral("h100-sxm") } } };
}

QByteArray tour(const QJsonArray& scenes)
{
    const QJsonObject root { { QStringLiteral("format"), QStringLiteral("tensorscope-tour") },
        { QStringLiteral("version"), 1 }, { QStringLiteral("title"), QStringLiteral("Limits") },
        { QStringLiteral("scenes"), scenes } };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace

// Issue 18, items 4 and 11: scenes, devices, charts and strings have limits, checked before a
// list is walked or a caption kept; a caption holding a 1 MB word took 37 s to render. The one
// limit hit is reported with the file, the JSON path and the limit.
void TestTour::limitsAreReported_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("jsonPath");
    QTest::addColumn<QString>("limit");
    QTest::newRow("1 MB word in a caption")
        << tour({ scene(QString(1 << 20, QLatin1Char('w'))) })
        << QStringLiteral("$.scenes[0].caption")
        << QStringLiteral("at most %1 characters").arg(TourFile::kMaxCaptionLength);
    QJsonArray scenes;
    for (qsizetype i = 0; i <= io::kMaxScenes; ++i)
        scenes.append(scene());
    QTest::newRow("too many scenes") << tour(scenes) << QStringLiteral("$.scenes")
                                     << QStringLiteral("at most %1 entries").arg(io::kMaxScenes);
    QJsonObject manyDevices = scene();
    QJsonArray devices;
    for (int i = 0; i < 100000; ++i)
        devices.append(QStringLiteral("d%1").arg(i));
    manyDevices[QStringLiteral("devices")] = devices;
    QTest::newRow("100,000 devices")
        << tour({ manyDevices }) << QStringLiteral("$.scenes[0].devices")
        << QStringLiteral("at most %1 entries").arg(io::kMaxDevices);
    QJsonObject titled = scene();
    titled[QStringLiteral("title")] = QString(io::kMaxNameLength + 1, QLatin1Char('t'));
    QTest::newRow("long scene title")
        << tour({ titled }) << QStringLiteral("$.scenes[0].title")
        << QStringLiteral("at most %1 characters").arg(io::kMaxNameLength);
}

void TestTour::limitsAreReported()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, jsonPath);
    QFETCH(QString, limit);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("limits.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    const TourLoadResult loaded = TourFile::load(path, catalogIds());
    QVERIFY(!loaded.tour);
    QCOMPARE(loaded.diagnostics.size(), 1);
    const io::Diagnostic& d = loaded.diagnostics.constFirst();
    QCOMPARE(d.code, io::DiagnosticCode::OutOfRange);
    QCOMPARE(d.file, path);
    QCOMPARE(d.jsonPath, jsonPath);
    QVERIFY2(d.toString().contains(limit), qPrintable(d.toString()));
}

QTEST_GUILESS_MAIN(TestTour)
#include "tst_tour.moc"
