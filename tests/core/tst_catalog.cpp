// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The shipped device catalog (every device loads and passes physical sanity checks) and the
// layering of user catalogs (override, `base`, user folder, explicit files).

#include "hardware/catalog.h"
#include "hardware/devicejson.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace ts;

namespace {

QString dataFile(const QString& relative)
{
    return QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/catalog/") + relative;
}

const Catalog& shipped()
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    return catalog;
}

QString describe(const io::Diagnostics& diagnostics)
{
    QStringList lines;
    for (const auto& d : diagnostics)
        lines.append(d.toString());
    return lines.join(u'\n');
}

// A device's JSON without the keys a comparison should ignore.
QJsonObject withoutKeys(QJsonObject object, const QStringList& keys)
{
    for (const QString& key : keys)
        object.remove(key);
    return object;
}

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void shippedCatalogLoadsWithoutDiagnostics();
    void issueDevicesArePresent_data();
    void issueDevicesArePresent();
    void sanity_data();
    void sanity();
    void geometryMatchesPeak_data();
    void geometryMatchesPeak();
    void roundTripsThroughJson_data();
    void roundTripsThroughJson();
    void overridingOneFieldChangesOnlyThatField();
    void baseChainsBuildWhatIfDevices();
    void longBaseChainsAreCutAtTheLimit_data();
    void longBaseChainsAreCutAtTheLimit();
    void baseDepthCountsAcrossFiles();
    void userFolderIsLoadedInNameOrder();
    void missingUserFolderIsNotAnError();
    void explicitFilesComeAfterTheFolder();
    void mergeRules();
    void unitsAreConverted();
    void memoryCapacityFollowsOneRule_data();
    void memoryCapacityFollowsOneRule();
    void sustainedClockAndL2Bandwidth();
    void achievableFractionAndSharedMemoryBandwidth();
    void sustainedClockIsChecked_data();
    void sustainedClockIsChecked();
    void linkLatencyIsChecked_data();
    void linkLatencyIsChecked();
    void everyDeviceHasAPriceOrSaysWhyNot();
    void purchasesAreChecked_data();
    void purchasesAreChecked();
};

void TestCatalog::shippedCatalogLoadsWithoutDiagnostics()
{
    QVERIFY2(shipped().diagnostics().isEmpty(), qPrintable(describe(shipped().diagnostics())));
    QCOMPARE(shipped().devices().size(), 32);
    QVERIFY(!shipped().devices(DeviceKind::Gpu).isEmpty());
    QVERIFY(!shipped().devices(DeviceKind::Tpu).isEmpty());
    QVERIFY(!shipped().devices(DeviceKind::Other).isEmpty());
    // TPU MXUs double-buffer their weights (sourced); chips the catalog says nothing about do
    // not, and the field round-trips.
    const Device v5p = *shipped().device(QStringLiteral("tpu-v5p"));
    QVERIFY(v5p.systolic && v5p.systolic->doubleBufferedWeights);
    QVERIFY(!shipped().device(QStringLiteral("trainium2"))->systolic->doubleBufferedWeights);
    io::Diagnostics diagnostics;
    const auto again
        = DeviceJson::read(DeviceJson::write(v5p), QStringLiteral("$"), QString(), diagnostics);
    QVERIFY(again && again->systolic->doubleBufferedWeights);
}

void TestCatalog::issueDevicesArePresent_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("kind");
    const QList<std::pair<const char*, const char*>> ids
        = { { "v100-sxm2-32gb", "gpu" }, { "t4", "gpu" }, { "a100-sxm4-40gb", "gpu" },
              { "a100-sxm4-80gb", "gpu" }, { "a100-pcie-80gb", "gpu" }, { "a10g", "gpu" },
              { "l4", "gpu" }, { "l40s", "gpu" }, { "h100-sxm", "gpu" }, { "h100-pcie", "gpu" },
              { "h200-sxm", "gpu" }, { "gh200", "gpu" }, { "b200", "gpu" }, { "gb200-gpu", "gpu" },
              { "b300", "gpu" }, { "gb300-gpu", "gpu" }, { "rtx-4090", "gpu" }, { "mi250x", "gpu" },
              { "mi300x", "gpu" }, { "mi325x", "gpu" }, { "mi355x", "gpu" }, { "tpu-v2", "tpu" },
              { "tpu-v3", "tpu" }, { "tpu-v4", "tpu" }, { "tpu-v5e", "tpu" }, { "tpu-v5p", "tpu" },
              { "tpu-v6e", "tpu" }, { "tpu-v7x", "tpu" }, { "gaudi2", "other" },
              { "gaudi3", "other" }, { "trainium1", "other" }, { "trainium2", "other" } };
    for (const auto& [id, kind] : ids)
        QTest::newRow(id) << QString::fromLatin1(id) << QString::fromLatin1(kind);
}

void TestCatalog::issueDevicesArePresent()
{
    QFETCH(QString, id);
    QFETCH(QString, kind);
    const auto device = shipped().device(id);
    QVERIFY(device);
    QCOMPARE(deviceKindName(device->kind), kind);
    QCOMPARE(device->sourceFile, Catalog::shippedCatalogPath());
}

void TestCatalog::sanity_data()
{
    QTest::addColumn<QString>("id");
    for (const Device& device : shipped().devices())
        QTest::newRow(qPrintable(device.id)) << device.id;
}

void TestCatalog::sanity()
{
    QFETCH(QString, id);
    const Device d = *shipped().device(id);
    QVERIFY(!d.vendor.isEmpty());
    QVERIFY(!d.name.isEmpty());
    QVERIFY(d.year >= 2015 && d.year <= 2026);
    QVERIFY(!d.sources.isEmpty());
    for (const SourceRef& source : d.sources)
        QVERIFY(!source.title.isEmpty());

    // Matrix units beat the vector unit wherever both are given.
    const auto half = d.halfPrecisionPeakFlopsPerSecond();
    QVERIFY2(half, "every device needs a bf16 or fp16 matrix peak");
    if (d.vectorFp32FlopsPerSecond)
        QVERIFY2(*half > *d.vectorFp32FlopsPerSecond,
            qPrintable(QStringLiteral("%1 vs %2").arg(*half).arg(*d.vectorFp32FlopsPerSecond)));
    // Lower precision never runs slower than higher precision on the same matrix unit.
    if (const auto fp8 = d.peakFlopsPerSecond(Precision::FP8))
        QVERIFY(*fp8 >= *half);
    if (const auto tf32 = d.peakFlopsPerSecond(Precision::TF32))
        QVERIFY(*tf32 <= *half);
    for (Precision precision : kAllPrecisions) {
        if (const auto peak = d.peakFlopsPerSecond(precision))
            QVERIFY(*peak > 1e12 && *peak < 1e17); // between 1 TFLOP/s and 100 PFLOP/s
    }

    QVERIFY(d.memoryBandwidthBytesPerSecond > 0.0);
    QVERIFY(d.memoryCapacityBytes >= 8LL * 1000 * 1000 * 1000);
    QVERIFY(!d.memoryType.isEmpty());
    if (d.tdpWatts)
        QVERIFY(*d.tdpWatts > 0.0 && *d.tdpWatts <= 2000.0);
    QVERIFY(!d.idleWatts || (*d.idleWatts > 0.0 && *d.idleWatts < d.tdpWatts.value_or(1e9)));

    const double ridge = *d.ridgeFlopsPerByte();
    QVERIFY2(ridge > 20.0 && ridge < 2000.0, qPrintable(QString::number(ridge)));

    QVERIFY(!d.onChipMemories.isEmpty());
    for (const OnChipMemory& memory : d.onChipMemories) {
        QVERIFY(Device::onChipKindNames().contains(memory.kind));
        QVERIFY(memory.sizeBytes > 0);
    }

    QVERIFY(d.interconnect);
    QVERIFY(!d.interconnect->name.isEmpty());
    QVERIFY(Device::topologyNames().contains(d.interconnect->topology));
    QVERIFY(d.interconnect->domainChips.value_or(0) >= 1);
    // Every device carries a sourced per-step link latency (the scaling model's α), in (0, 1 ms).
    QVERIFY(d.interconnect->linkLatencySeconds);
    QVERIFY(*d.interconnect->linkLatencySeconds > 0 && *d.interconnect->linkLatencySeconds < 1e-3);
    if (d.interconnect->scaleOutBytesPerSecondPerDirection)
        QVERIFY(d.interconnect->scaleOutLatencySeconds.value_or(0) > 0);
    for (const PriceQuote& price : d.prices) {
        QVERIFY(price.usdPerChipHour > 0.0 && price.usdPerChipHour < 100.0);
        QVERIFY(!price.date.isEmpty());
        QVERIFY(!price.provider.isEmpty());
    }

    if (d.kind == DeviceKind::Gpu) {
        QVERIFY(d.gpu);
        const GpuGeometry& g = *d.gpu;
        QVERIFY(g.smCount && g.tensorCoresPerSm && g.warpSize && g.maxWarpsPerSm);
        QVERIFY(*g.warpSize == 32 || *g.warpSize == 64);
        QCOMPARE(*g.maxThreadsPerSm, *g.warpSize * *g.maxWarpsPerSm);
        QVERIFY(g.registersPerSm && g.sharedMemoryBytesPerSm && g.maxBlocksPerSm);
        QVERIFY(!g.mmaShapes.isEmpty());
        // The vector FP32 rate is lanes × 2 FLOP × SMs × clock; AMD's packed FP32 doubles it.
        if (d.vectorFp32FlopsPerSecond && d.boostClockHz && g.fp32LanesPerSm) {
            const double lanes = double(*g.smCount) * *g.fp32LanesPerSm * 2.0 * *d.boostClockHz;
            const double ratio = *d.vectorFp32FlopsPerSecond / lanes;
            QVERIFY2((ratio > 0.9 && ratio < 1.1) || (ratio > 1.8 && ratio < 2.2),
                qPrintable(QString::number(ratio)));
        }
    } else if (d.kind == DeviceKind::Tpu) {
        QVERIFY(d.systolic);
        QVERIFY(!d.vectorFp32FlopsPerSecond); // Google publishes no VPU rate
        QVERIFY(d.systolic->coresPerChip && d.systolic->matrixUnitsPerCore);
        QVERIFY(*d.systolic->matrixUnitRows == 128 || *d.systolic->matrixUnitRows == 256);
        QVERIFY(d.notes.contains(QStringLiteral("vector_fp32_tflops")));
    }
}

void TestCatalog::geometryMatchesPeak_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("geometryFlopsPerSecond");
    QTest::addColumn<double>("peakFlopsPerSecond");
    int checked = 0;
    for (const Device& d : shipped().devices()) {
        const auto clock = d.matrixClockHz ? d.matrixClockHz : d.boostClockHz;
        if (!clock)
            continue;
        const Precision precision
            = d.peakFlopsPerSecond(Precision::BF16) ? Precision::BF16 : Precision::FP16;
        const double peak = *d.peakFlopsPerSecond(precision);
        double geometry = 0.0;
        if (d.gpu) {
            const auto perClock
                = d.gpu->tensorCoreFlopsPerClock[static_cast<std::size_t>(precision)];
            QVERIFY2(perClock, qPrintable(d.id));
            geometry = double(*d.gpu->smCount) * *d.gpu->tensorCoresPerSm * *perClock * *clock;
        } else if (d.systolic && d.systolic->matrixUnitRows) {
            const SystolicGeometry& s = *d.systolic;
            geometry = double(*s.coresPerChip) * *s.matrixUnitsPerCore * 2.0 * *s.matrixUnitRows
                * *s.matrixUnitColumns * *clock;
        } else {
            continue;
        }
        QTest::newRow(qPrintable(d.id)) << d.id << geometry << peak;
        ++checked;
    }
    // Every GPU with a clock, and every TPU through v6e, plus Gaudi 3.
    QVERIFY(checked >= 22);
}

void TestCatalog::geometryMatchesPeak()
{
    QFETCH(double, geometryFlopsPerSecond);
    QFETCH(double, peakFlopsPerSecond);
    const double ratio = geometryFlopsPerSecond / peakFlopsPerSecond;
    QVERIFY2(ratio > 0.9 && ratio < 1.1, qPrintable(QString::number(ratio)));
}

void TestCatalog::roundTripsThroughJson_data()
{
    sanity_data();
}

void TestCatalog::roundTripsThroughJson()
{
    QFETCH(QString, id);
    const Device original = *shipped().device(id);
    io::Diagnostics diagnostics;
    const QJsonObject json = DeviceJson::write(original);
    const auto copy = DeviceJson::read(json, QStringLiteral("$"), original.sourceFile, diagnostics);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
    QVERIFY(copy);
    QVERIFY(*copy == original);
}

void TestCatalog::overridingOneFieldChangesOnlyThatField()
{
    const QString file = dataFile(QStringLiteral("user/h100-double-bandwidth.json"));
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath(), file });
    QVERIFY2(catalog.diagnostics().isEmpty(), qPrintable(describe(catalog.diagnostics())));
    QCOMPARE(catalog.devices().size(), shipped().devices().size());

    const Device before = *shipped().device(QStringLiteral("h100-sxm"));
    const Device after = *catalog.device(QStringLiteral("h100-sxm"));
    QCOMPARE(after.memoryBandwidthBytesPerSecond, 6700e9);
    QCOMPARE(after.baseId, QStringLiteral("h100-sxm"));
    QCOMPARE(after.sourceFile, file);

    // Every other field, compared through the full JSON form.
    QJsonObject expected = DeviceJson::write(before);
    QJsonObject memory = expected.value(QStringLiteral("memory")).toObject();
    memory.insert(QStringLiteral("bandwidth_gb_per_s"), 6700);
    expected.insert(QStringLiteral("memory"), memory);
    QCOMPARE(withoutKeys(DeviceJson::write(after), { QStringLiteral("base") }), expected);

    // And as values: restoring the two changed fields gives back the shipped device.
    Device restored = after;
    restored.memoryBandwidthBytesPerSecond = before.memoryBandwidthBytesPerSecond;
    restored.baseId = before.baseId;
    restored.sourceFile = before.sourceFile;
    QVERIFY(restored == before);

    // No other device changed, and the order is kept.
    for (qsizetype i = 0; i < catalog.devices().size(); ++i) {
        QCOMPARE(catalog.devices().at(i).id, shipped().devices().at(i).id);
        if (catalog.devices().at(i).id != QLatin1String("h100-sxm"))
            QVERIFY(catalog.devices().at(i) == shipped().devices().at(i));
    }
}

void TestCatalog::baseChainsBuildWhatIfDevices()
{
    const Catalog catalog = Catalog::loadFiles(
        { Catalog::shippedCatalogPath(), dataFile(QStringLiteral("user/what-if-chips.json")) });
    QVERIFY2(catalog.diagnostics().isEmpty(), qPrintable(describe(catalog.diagnostics())));
    QCOMPARE(catalog.devices().size(), shipped().devices().size() + 2);
    QVERIFY(*catalog.device(QStringLiteral("h100-sxm"))
        == *shipped().device(QStringLiteral("h100-sxm")));

    const Device twice = *catalog.device(QStringLiteral("h100-sxm-2x-bw"));
    QCOMPARE(twice.memoryBandwidthBytesPerSecond, 6700e9);
    QCOMPARE(twice.name, QStringLiteral("H100 SXM, 2x bandwidth (what-if)"));
    QCOMPARE(*twice.peakFlopsPerSecond(Precision::FP8), 1978.9e12);
    QCOMPARE(twice.sources, shipped().device(QStringLiteral("h100-sxm"))->sources);

    // A chain of two: inherits the doubled bandwidth, and `null` removed the FP8 peak.
    const Device noFp8 = *catalog.device(QStringLiteral("h100-sxm-no-fp8"));
    QCOMPARE(noFp8.baseId, QStringLiteral("h100-sxm-2x-bw"));
    QCOMPARE(noFp8.memoryBandwidthBytesPerSecond, 6700e9);
    QVERIFY(!noFp8.peakFlopsPerSecond(Precision::FP8));
    QCOMPARE(*noFp8.peakFlopsPerSecond(Precision::BF16), 989.4e12);
}

// A catalog document whose devices form one `base` chain of `links` links down to a copy of the
// shipped H100 named "<prefix>0": "<prefix>k" is based on "<prefix>(k-1)" (or on `firstBase`).
// `reversed` lists the entries deepest-first, so that resolving the first walks the whole chain.
QJsonDocument chainDocument(int links, bool reversed, const QString& prefix = QStringLiteral("d"),
    const QString& firstBase = QString())
{
    QJsonArray devices;
    const auto name = [&](int k) { return prefix + QString::number(k); };
    for (int k = 0; k <= links; ++k) {
        QJsonObject entry;
        if (k == 0 && firstBase.isEmpty()) {
            entry = DeviceJson::write(*shipped().device(QStringLiteral("h100-sxm")));
        } else {
            entry.insert(QStringLiteral("base"), k == 0 ? firstBase : name(k - 1));
        }
        entry.insert(QStringLiteral("id"), name(k));
        if (reversed)
            devices.prepend(entry);
        else
            devices.append(entry);
    }
    return QJsonDocument(QJsonObject {
        { QStringLiteral("schema_version"), 1 }, { QStringLiteral("devices"), devices } });
}

void TestCatalog::longBaseChainsAreCutAtTheLimit_data()
{
    QTest::addColumn<int>("links");
    QTest::addColumn<bool>("reversed");
    QTest::newRow("at the limit") << Catalog::kMaxBaseDepth << false;
    QTest::newRow("at the limit, deepest first") << Catalog::kMaxBaseDepth << true;
    // Issue 18's reproducer: the recursive resolver overflowed the stack at 50,000 links, and
    // 30,000 took 145 s and 14.7 GB.
    QTest::newRow("50,000 links") << 50'000 << false;
    QTest::newRow("50,000 links, deepest first") << 50'000 << true;
}

void TestCatalog::longBaseChainsAreCutAtTheLimit()
{
    QFETCH(int, links);
    QFETCH(bool, reversed);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("chain.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(chainDocument(links, reversed).toJson(QJsonDocument::Compact));
    file.close();

    QElapsedTimer timer;
    timer.start();
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath(), path });
    qInfo("%d links: %lld ms", links, qint64(timer.elapsed()));
    // Generous for a loaded 2-core machine; linear resolution takes well under a second.
    QVERIFY2(timer.elapsed() < 20'000, "base resolution is not linear");

    const int loaded = std::min(links, Catalog::kMaxBaseDepth) + 1;
    QCOMPARE(catalog.devices().size(), shipped().devices().size() + loaded);
    QVERIFY(catalog.device(QStringLiteral("d%1").arg(loaded - 1)));
    QCOMPARE(catalog.device(QStringLiteral("d%1").arg(loaded - 1))->memoryBandwidthBytesPerSecond,
        shipped().device(QStringLiteral("h100-sxm"))->memoryBandwidthBytesPerSecond);
    if (links <= Catalog::kMaxBaseDepth) {
        QVERIFY2(catalog.diagnostics().isEmpty(), qPrintable(describe(catalog.diagnostics())));
        return;
    }
    QVERIFY(!catalog.device(QStringLiteral("d%1").arg(loaded)));
    // The first entry past the limit names the file, the device and the limit; each entry built
    // on it says its base failed to load.
    const auto tooDeep = std::find_if(catalog.diagnostics().begin(), catalog.diagnostics().end(),
        [](const io::Diagnostic& d) { return d.code == io::DiagnosticCode::OutOfRange; });
    QVERIFY(tooDeep != catalog.diagnostics().end());
    QCOMPARE(tooDeep->file, path);
    QCOMPARE(tooDeep->expected.english(),
        QStringLiteral("a base chain of at most %1 links").arg(Catalog::kMaxBaseDepth));
    QCOMPARE(tooDeep->found.english(),
        QStringLiteral("%1 links from \"d%1\"").arg(Catalog::kMaxBaseDepth + 1));
    const int index = reversed ? links - Catalog::kMaxBaseDepth - 1 : Catalog::kMaxBaseDepth + 1;
    QCOMPARE(tooDeep->jsonPath, QStringLiteral("$.devices[%1].base").arg(index));
    // One problem an entry past the limit, of which the first kMaxDiagnosticsPerFile are listed
    // and the rest counted in one more-problems entry (issue 34 item 10: 49,900 lines before).
    const int problems = links - Catalog::kMaxBaseDepth;
    QCOMPARE(catalog.diagnostics().size(), Catalog::kMaxDiagnosticsPerFile + 1);
    const io::Diagnostic& more = catalog.diagnostics().last();
    QCOMPARE(more.code, io::DiagnosticCode::MoreProblems);
    QCOMPARE(more.severity, io::Severity::Error);
    QCOMPARE(more.file, path);
    QCOMPARE(more.found.english(),
        QStringLiteral("%1 more problems in this file, not listed")
            .arg(problems - Catalog::kMaxDiagnosticsPerFile));
    QVERIFY(std::all_of(catalog.diagnostics().begin(), catalog.diagnostics().end() - 1,
        [](const io::Diagnostic& d) {
            return d.code == io::DiagnosticCode::OutOfRange
                || (d.code == io::DiagnosticCode::UnknownReference
                    && d.found.english().endsWith(QStringLiteral("which failed to load")));
        }));
}

void TestCatalog::baseDepthCountsAcrossFiles()
{
    // 60 links in one file and 60 more built on its last device in the next: the limit counts
    // the whole chain, not the part in one file.
    Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    catalog.addDocument(chainDocument(60, false), QStringLiteral("first.json"));
    QVERIFY2(catalog.diagnostics().isEmpty(), qPrintable(describe(catalog.diagnostics())));
    catalog.addDocument(chainDocument(59, false, QStringLiteral("e"), QStringLiteral("d60")),
        QStringLiteral("second.json"));
    QVERIFY(catalog.device(QStringLiteral("e%1").arg(Catalog::kMaxBaseDepth - 61)));
    QVERIFY(!catalog.device(QStringLiteral("e%1").arg(Catalog::kMaxBaseDepth - 60)));
    QCOMPARE(catalog.diagnostics().first().code, io::DiagnosticCode::OutOfRange);
    QCOMPARE(catalog.diagnostics().first().file, QStringLiteral("second.json"));
}

void TestCatalog::userFolderIsLoadedInNameOrder()
{
    const QString folder = dataFile(QStringLiteral("userfolder"));
    const Catalog catalog = Catalog::load(folder);
    QVERIFY2(catalog.diagnostics().isEmpty(), qPrintable(describe(catalog.diagnostics())));
    QCOMPARE(catalog.files(),
        QStringList(
            { Catalog::shippedCatalogPath(), folder + QStringLiteral("/10-tpu-v5e-cheaper.json"),
                folder + QStringLiteral("/20-my-chip.json") }));
    QCOMPARE(catalog.devices().size(), shipped().devices().size() + 1);
    QCOMPARE(catalog.devices().last().id, QStringLiteral("my-chip"));
    QCOMPARE(catalog.devices().last().kind, DeviceKind::Other);

    const Device v5e = *catalog.device(QStringLiteral("tpu-v5e"));
    QCOMPARE(v5e.prices.size(), 1); // arrays replace, they do not append
    QCOMPARE(v5e.prices.first().kind, QStringLiteral("spot"));
    QCOMPARE(v5e.prices.first().usdPerChipHour, 0.6);
    QCOMPARE(*v5e.peakFlopsPerSecond(Precision::BF16), 197e12);
}

void TestCatalog::missingUserFolderIsNotAnError()
{
    QTemporaryDir dir;
    const Catalog catalog = Catalog::load(dir.path() + QStringLiteral("/does-not-exist"));
    QVERIFY(catalog.diagnostics().isEmpty());
    QCOMPARE(catalog.devices().size(), shipped().devices().size());
}

void TestCatalog::explicitFilesComeAfterTheFolder()
{
    // The folder overrides h100-sxm's bandwidth; the explicit file then derives from the result.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QFile::copy(dataFile(QStringLiteral("user/h100-double-bandwidth.json")),
        dir.filePath(QStringLiteral("a.json"))));
    QFile extra(dir.filePath(QStringLiteral("extra.json.in")));
    QVERIFY(extra.open(QIODevice::WriteOnly));
    extra.write(R"({"schema_version": 1, "devices": [
        {"id": "h100-sxm", "base": "h100-sxm", "power": {"tdp_w": 500}}]})");
    extra.close();
    const Catalog catalog = Catalog::load(dir.path(), { extra.fileName() });
    QVERIFY2(catalog.diagnostics().isEmpty(), qPrintable(describe(catalog.diagnostics())));
    const Device h100 = *catalog.device(QStringLiteral("h100-sxm"));
    QCOMPARE(h100.memoryBandwidthBytesPerSecond, 6700e9);
    QCOMPARE(*h100.tdpWatts, 500.0);
    QCOMPARE(catalog.files().size(), 3);
}

void TestCatalog::mergeRules()
{
    const QJsonObject base { { QStringLiteral("a"), 1 },
        { QStringLiteral("o"),
            QJsonObject { { QStringLiteral("x"), 1 }, { QStringLiteral("y"), 2 } } },
        { QStringLiteral("l"), QJsonArray { 1, 2 } } };
    const QJsonObject overlay { { QStringLiteral("a"), QJsonValue::Null },
        { QStringLiteral("o"), QJsonObject { { QStringLiteral("y"), 3 } } },
        { QStringLiteral("l"), QJsonArray { 9 } } };
    const QJsonObject expected { { QStringLiteral("o"),
                                     QJsonObject {
                                         { QStringLiteral("x"), 1 }, { QStringLiteral("y"), 3 } } },
        { QStringLiteral("l"), QJsonArray { 9 } } };
    QCOMPARE(Catalog::merged(base, overlay), expected);
}

void TestCatalog::unitsAreConverted()
{
    // GB are 1e9 bytes, GiB 2^30. The shipped catalog gives every capacity in GiB, as the
    // runtime reports it: TPU v5p 95 GiB, H100 nvidia-smi's 81559 MiB, TPU v6e XLA's bytes_limit.
    QCOMPARE(shipped().device(QStringLiteral("tpu-v5p"))->memoryCapacityBytes, qint64(95) << 30);
    QCOMPARE(
        shipped().device(QStringLiteral("h100-sxm"))->memoryCapacityBytes, qint64(81559) << 20);
    QCOMPARE(
        shipped().device(QStringLiteral("tpu-v6e"))->memoryCapacityBytes, qint64(33'550'237'696));
    QCOMPARE(shipped().device(QStringLiteral("trainium1"))->memoryCapacityBytes, qint64(32) << 30);
    const Device h100 = *shipped().device(QStringLiteral("h100-sxm"));
    // A user catalog may still write GB: the same device with "capacity_gb": 80 holds 80e9 bytes,
    // and with "capacity_gib": 80 holds 80 x 2^30.
    for (const auto& [key, bytes] : { std::pair { "capacity_gb", qint64(80'000'000'000) },
             std::pair { "capacity_gib", qint64(80) << 30 } }) {
        QJsonObject json = DeviceJson::write(h100);
        QJsonObject memory = json.value(QStringLiteral("memory")).toObject();
        memory.remove(QStringLiteral("capacity_gb"));
        memory.insert(QLatin1String(key), 80);
        json.insert(QStringLiteral("memory"), memory);
        io::Diagnostics diagnostics;
        const auto read = DeviceJson::read(json, QStringLiteral("$"), QString(), diagnostics);
        QVERIFY2(read && diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
        QCOMPARE(read->memoryCapacityBytes, bytes);
    }
    QCOMPARE(*h100.peakFlopsPerSecond(Precision::BF16), 989.4e12);
    QCOMPARE(*h100.boostClockHz, 1980e6);
    QCOMPARE(*h100.matrixClockHz, 1830e6);
    QCOMPARE(h100.onChipBytes(QStringLiteral("l2")), qint64(50) << 20);
    QCOMPARE(*h100.interconnect->bytesPerSecondPerDirection, 450e9);
    QCOMPARE(*h100.gpu->sharedMemoryBytesPerSm, qint64(228 * 1024));
    QCOMPARE(h100.gpu->mmaShapes.value(Precision::BF16), (MmaShape { 64, 256, 16 }));
    QVERIFY(!h100.peakFlopsPerSecond(Precision::FP32)); // no FP32 tensor-core mode
    QCOMPARE(h100.onDemandPrice()->usdPerChipHour, 10.8);
    QCOMPARE(*h100.ridgeFlopsPerByte(), 989.4e12 / 3350e9);
}

void TestCatalog::memoryCapacityFollowsOneRule_data()
{
    QTest::addColumn<QJsonObject>("device");
    QFile file(Catalog::shippedCatalogPath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray devices = QJsonDocument::fromJson(file.readAll())
                                   .object()
                                   .value(QStringLiteral("devices"))
                                   .toArray();
    QCOMPARE(devices.size(), shipped().devices().size());
    for (const QJsonValue& device : devices)
        QTest::newRow(qPrintable(device.toObject().value(QStringLiteral("id")).toString()))
            << device.toObject();
}

void TestCatalog::memoryCapacityFollowsOneRule()
{
    // One rule for every vendor (docs/catalog.md, "Memory capacity"): the capacity is what a
    // program can allocate as the vendor's runtime reports it, in GiB. The note says which case
    // applies: "Runtime:" (the runtime's own total) and "Vendor:" (the vendor tool's total or
    // documentation) name a source for memory.capacity_gib; "Rule:" says no runtime figure was
    // found and the datasheet figure is read as GiB.
    QFETCH(QJsonObject, device);
    const QJsonObject memory = device.value(QStringLiteral("memory")).toObject();
    QVERIFY2(memory.contains(QStringLiteral("capacity_gib")), "capacity given in GiB");
    QVERIFY(!memory.contains(QStringLiteral("capacity_gb")));
    const QString field = QStringLiteral("memory.capacity_gib");
    const QString note = device.value(QStringLiteral("notes")).toObject().value(field).toString();
    QVERIFY2(!note.isEmpty(), "notes[\"memory.capacity_gib\"] says where the figure comes from");
    bool sourced = false;
    for (const QJsonValue& source : device.value(QStringLiteral("sources")).toArray()) {
        const QJsonObject s = source.toObject();
        if (s.value(QStringLiteral("fields")).toArray().contains(field)) {
            QVERIFY(!s.value(QStringLiteral("title")).toString().isEmpty());
            QVERIFY(s.value(QStringLiteral("url")).toString().startsWith(u"https://"));
            sourced = true;
        }
    }
    if (note.startsWith(u"Runtime:") || note.startsWith(u"Vendor:")) {
        QVERIFY2(sourced, "a runtime or vendor figure names its source");
    } else {
        QVERIFY2(note.startsWith(u"Rule:"), qPrintable(note));
        QVERIFY2(note.contains(u"no runtime-reported figure"), qPrintable(note));
        QVERIFY2(note.contains(u"read as GiB"), qPrintable(note));
    }
}

void TestCatalog::achievableFractionAndSharedMemoryBandwidth()
{
    // Shipped and sourced: the MAMF shape search's best bf16 GEMM over the dense peak.
    const Device h100 = *shipped().device(QStringLiteral("h100-sxm"));
    QCOMPARE(*h100.sustainedMatrixFraction(Precision::BF16), 0.803);
    QVERIFY(h100.notes.contains(QStringLiteral("matrix_achievable_fraction")));
    QVERIFY(std::any_of(h100.sources.begin(), h100.sources.end(), [](const SourceRef& source) {
        return source.fields.contains(QStringLiteral("matrix_achievable_fraction"));
    }));
    QCOMPARE(*h100.gpu->sharedMemoryBytesPerClock, 128);

    // Round trip under the same keys.
    QJsonObject json = DeviceJson::write(h100);
    io::Diagnostics diagnostics;
    const auto again = DeviceJson::read(json, QStringLiteral("$"), QString(), diagnostics);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
    QCOMPARE(again->achievableMatrixFraction, h100.achievableMatrixFraction);
    QCOMPARE(again->gpu->sharedMemoryBytesPerClock, h100.gpu->sharedMemoryBytesPerClock);

    // A fraction above 1 claims more than the peak: an error naming the field.
    QJsonObject fractions;
    fractions.insert(QStringLiteral("bf16"), 1.2);
    json.insert(QStringLiteral("matrix_achievable_fraction"), fractions);
    diagnostics.clear();
    QVERIFY(!DeviceJson::read(json, QStringLiteral("$"), QStringLiteral("user.json"), diagnostics));
    QVERIFY2(describe(diagnostics).contains(QStringLiteral("matrix_achievable_fraction.bf16")),
        qPrintable(describe(diagnostics)));

    // Fused attention's measured fractions: shipped with a note and a source, round-tripped,
    // and above 1 an error naming the field.
    QCOMPARE(*h100.attentionForwardFraction, 0.6155);
    QCOMPARE(*h100.attentionBackwardFraction, 0.5043);
    QVERIFY(h100.notes.contains(QStringLiteral("attention_achievable_fraction")));
    QVERIFY(std::any_of(h100.sources.begin(), h100.sources.end(), [](const SourceRef& source) {
        return source.fields.contains(QStringLiteral("attention_achievable_fraction.backward"));
    }));
    QCOMPARE(again->attentionForwardFraction, h100.attentionForwardFraction);
    QCOMPARE(again->attentionBackwardFraction, h100.attentionBackwardFraction);
    json = DeviceJson::write(h100);
    QJsonObject attention;
    attention.insert(QStringLiteral("backward"), 1.5);
    json.insert(QStringLiteral("attention_achievable_fraction"), attention);
    diagnostics.clear();
    QVERIFY(!DeviceJson::read(json, QStringLiteral("$"), QStringLiteral("user.json"), diagnostics));
    QVERIFY2(
        describe(diagnostics).contains(QStringLiteral("attention_achievable_fraction.backward")),
        qPrintable(describe(diagnostics)));
}

void TestCatalog::sustainedClockAndL2Bandwidth()
{
    // Shipped, sourced (AMD ROCm blog, hipBLASLt median clock under a BF16 GEMM): 1207 of 2100 MHz.
    const Device mi300x = *shipped().device(QStringLiteral("mi300x"));
    QCOMPARE(*mi300x.sustainedMatrixClockHz, 1207e6);
    // The measured MAMF fraction (668.4 of 1307.4 TFLOP/s) wins over the clock ratio; fp8,
    // unmeasured, borrows it; without any measurement the clock ratio is what is left.
    QCOMPARE(*mi300x.sustainedMatrixFraction(Precision::BF16), 0.5112);
    QCOMPARE(*mi300x.sustainedMatrixFraction(Precision::FP8), 0.5112);
    Device clockOnly = mi300x;
    clockOnly.achievableMatrixFraction = {};
    QCOMPARE(*clockOnly.sustainedMatrixFraction(Precision::BF16), 1207.0 / 2100.0);
    QVERIFY(mi300x.notes.contains(QStringLiteral("clocks.sustained_matrix_mhz")));
    // Unsourced: absent, and no fraction is invented. H100 has a measured fraction for its
    // 16-bit and fp8 GEMMs, none for tf32, which borrows bf16's (Device::borrowedMatrixFraction);
    // the H100 PCIe has neither a measurement nor a clock, so it has no fraction at all.
    const Device h100 = *shipped().device(QStringLiteral("h100-sxm"));
    QVERIFY(!h100.sustainedMatrixClockHz);
    QCOMPARE(h100.borrowedMatrixFraction(Precision::TF32), Precision::BF16);
    QCOMPARE(*h100.sustainedMatrixFraction(Precision::TF32), 0.803);
    QVERIFY(!h100.gpu->l2BytesPerSecond);
    const Device h100pcie = *shipped().device(QStringLiteral("h100-pcie"));
    QVERIFY(!h100pcie.sustainedMatrixFraction(Precision::TF32));
    QVERIFY(!h100pcie.borrowedMatrixFraction(Precision::TF32));

    // Both fields read in SI units, write back under the same keys and round-trip.
    QJsonObject json = DeviceJson::write(h100);
    QJsonObject clocks = json.value(QStringLiteral("clocks")).toObject();
    clocks.insert(QStringLiteral("sustained_matrix_mhz"), 1464);
    json.insert(QStringLiteral("clocks"), clocks);
    QJsonObject gpu = json.value(QStringLiteral("gpu")).toObject();
    gpu.insert(QStringLiteral("l2_bandwidth_gb_per_s"), 5500);
    json.insert(QStringLiteral("gpu"), gpu);
    io::Diagnostics diagnostics;
    const auto device = DeviceJson::read(json, QStringLiteral("$"), QString(), diagnostics);
    QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
    QVERIFY(device);
    QCOMPARE(*device->sustainedMatrixClockHz, 1464e6);
    // The measured fraction wins where the catalog has one, then a measured sibling's (tf32
    // borrows bf16's); with no measurement at all, the clock ratio, against matrix_mhz, not boost.
    QCOMPARE(*device->sustainedMatrixFraction(Precision::TF32), 0.803);
    Device unmeasured = *device;
    unmeasured.achievableMatrixFraction = {};
    QCOMPARE(*unmeasured.sustainedMatrixFraction(Precision::TF32), 1464.0 / 1830.0);
    QCOMPARE(*device->sustainedMatrixFraction(Precision::BF16),
        *h100.achievableMatrixFraction[static_cast<std::size_t>(Precision::BF16)]);
    QCOMPARE(*device->gpu->l2BytesPerSecond, 5500e9);
    const QJsonObject written = DeviceJson::write(*device);
    QCOMPARE(written.value(QStringLiteral("clocks"))
                 .toObject()
                 .value(QStringLiteral("sustained_matrix_mhz"))
                 .toDouble(),
        1464.0);
    QCOMPARE(written.value(QStringLiteral("gpu"))
                 .toObject()
                 .value(QStringLiteral("l2_bandwidth_gb_per_s"))
                 .toDouble(),
        5500.0);
    const auto again = DeviceJson::read(written, QStringLiteral("$"), QString(), diagnostics);
    QVERIFY(again && *again == *device);
}

void TestCatalog::sustainedClockIsChecked_data()
{
    QTest::addColumn<QString>("object");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<int>("code");
    QTest::addColumn<bool>("loads");
    QTest::newRow("above the peak's clock")
        << QStringLiteral("clocks") << QStringLiteral("sustained_matrix_mhz") << QJsonValue(1900)
        << int(io::DiagnosticCode::Inconsistent) << true;
    QTest::newRow("negative clock")
        << QStringLiteral("clocks") << QStringLiteral("sustained_matrix_mhz") << QJsonValue(-1)
        << int(io::DiagnosticCode::NotPositive) << false;
    QTest::newRow("clock as text")
        << QStringLiteral("clocks") << QStringLiteral("sustained_matrix_mhz")
        << QJsonValue(QStringLiteral("fast")) << int(io::DiagnosticCode::WrongType) << false;
    QTest::newRow("zero L2 bandwidth")
        << QStringLiteral("gpu") << QStringLiteral("l2_bandwidth_gb_per_s") << QJsonValue(0)
        << int(io::DiagnosticCode::NotPositive) << false;
}

void TestCatalog::sustainedClockIsChecked()
{
    QFETCH(QString, object);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(int, code);
    QFETCH(bool, loads);
    QJsonObject json = DeviceJson::write(*shipped().device(QStringLiteral("h100-sxm")));
    QJsonObject sub = json.value(object).toObject();
    sub.insert(key, value);
    json.insert(object, sub);
    io::Diagnostics diagnostics;
    const auto device
        = DeviceJson::read(json, QStringLiteral("$"), QStringLiteral("x.json"), diagnostics);
    QCOMPARE(bool(device), loads);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(int(diagnostics.first().code), code);
    QCOMPARE(diagnostics.first().jsonPath, QStringLiteral("$.%1.%2").arg(object, key));
    QCOMPARE(diagnostics.first().file, QStringLiteral("x.json"));
}

void TestCatalog::linkLatencyIsChecked_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<int>("code");
    QTest::newRow("negative link latency") << QStringLiteral("link_latency_us") << QJsonValue(-1)
                                           << int(io::DiagnosticCode::NotPositive);
    QTest::newRow("zero scale-out latency")
        << QStringLiteral("scale_out_latency_us") << QJsonValue(0)
        << int(io::DiagnosticCode::NotPositive);
    QTest::newRow("milliseconds typed as us") << QStringLiteral(
        "link_latency_us") << QJsonValue(5000) << int(io::DiagnosticCode::OutOfRange);
    QTest::newRow("latency as text")
        << QStringLiteral("scale_out_latency_us") << QJsonValue(QStringLiteral("low"))
        << int(io::DiagnosticCode::WrongType);
    // The achievable link fraction and the in-network reduction flag (issue 17, collectives).
    QTest::newRow("link fraction as a percentage") << QStringLiteral(
        "achievable_fraction") << QJsonValue(77) << int(io::DiagnosticCode::OutOfRange);
    QTest::newRow("zero link fraction") << QStringLiteral("achievable_fraction") << QJsonValue(0)
                                        << int(io::DiagnosticCode::NotPositive);
    QTest::newRow("reduction flag as text")
        << QStringLiteral("in_network_reduction") << QJsonValue(QStringLiteral("yes"))
        << int(io::DiagnosticCode::WrongType);
}

void TestCatalog::linkLatencyIsChecked()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(int, code);
    const Device h100 = *shipped().device(QStringLiteral("h100-sxm"));
    QCOMPARE(h100.interconnect->linkLatencySeconds.value_or(0), 3.4e-6);
    QCOMPARE(h100.interconnect->scaleOutLatencySeconds.value_or(0), 9.6e-6);
    QJsonObject json = DeviceJson::write(h100);
    QJsonObject link = json.value(QStringLiteral("interconnect")).toObject();
    QCOMPARE(link.value(QStringLiteral("scale_out_latency_us")).toDouble(), 9.6);
    // Both collective fields round-trip through write and read.
    QCOMPARE(link.value(QStringLiteral("in_network_reduction")).toBool(), true);
    QCOMPARE(link.value(QStringLiteral("achievable_fraction")).toDouble(),
        h100.interconnect->achievableFraction.value_or(0));
    QVERIFY(h100.interconnect->achievableFraction.value_or(0) > 0.4);
    link.insert(key, value);
    json.insert(QStringLiteral("interconnect"), link);
    io::Diagnostics diagnostics;
    DeviceJson::read(json, QStringLiteral("$"), QStringLiteral("x.json"), diagnostics);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(int(diagnostics.first().code), code);
    QCOMPARE(diagnostics.first().jsonPath, QStringLiteral("$.interconnect.%1").arg(key));
}

void TestCatalog::everyDeviceHasAPriceOrSaysWhyNot()
{
    // Issue 20: at least one price with a source, or the reason none exists; the same for
    // buying. Unknown stays unknown: never a price of 0.
    for (const Device& d : shipped().devices()) {
        QVERIFY2(!d.prices.isEmpty() || !d.priceUnavailable.isEmpty(), qPrintable(d.id));
        QVERIFY2(d.prices.isEmpty() || d.priceUnavailable.isEmpty(), qPrintable(d.id));
        QVERIFY2(
            !d.purchases.isEmpty() || !d.purchaseUnavailable.isEmpty() || d.kind == DeviceKind::Gpu,
            qPrintable(d.id));
        QStringList sourced;
        for (const SourceRef& s : d.sources) {
            if (s.fields.contains(QStringLiteral("prices"))
                || s.fields.contains(QStringLiteral("purchase")))
                sourced << s.url;
        }
        for (const PriceQuote& p : d.prices) {
            QVERIFY2(p.usdPerChipHour > 0, qPrintable(d.id));
            // Quotes added with issue 20 name their page; older ones a source of the device.
            QVERIFY2(p.source.isEmpty() || sourced.contains(p.source), qPrintable(d.id + p.source));
        }
        for (const PurchaseQuote& p : d.purchases) {
            QVERIFY2(p.usdPerChip > 0, qPrintable(d.id));
            QVERIFY2(sourced.contains(p.source), qPrintable(d.id + p.source));
            QVERIFY(p.basis == QLatin1String("list") || p.basis == QLatin1String("reported"));
        }
    }
    // The devices the issue names as priceless before now have a rental price.
    for (const char* id : { "b200", "mi300x", "gaudi3", "tpu-v4", "h100-pcie", "tpu-v2" })
        QVERIFY2(!shipped().device(QLatin1String(id))->prices.isEmpty(), id);
    // They round-trip through the catalog's JSON.
    const Device h100 = *shipped().device(QStringLiteral("h100-sxm"));
    io::Diagnostics diagnostics;
    const auto back = DeviceJson::read(
        DeviceJson::write(h100), QStringLiteral("$"), QStringLiteral("x.json"), diagnostics);
    QVERIFY(back);
    QCOMPARE(back->purchases, h100.purchases);
    QCOMPARE(back->prices, h100.prices);
    QVERIFY(h100.purchases.front().includesServer);
}

void TestCatalog::purchasesAreChecked_data()
{
    QTest::addColumn<QJsonValue>("purchase");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("code");
    auto quote = [](double usd, const QString& basis) {
        return QJsonValue(QJsonArray { QJsonObject { { QStringLiteral("usd_per_chip"), usd },
            { QStringLiteral("basis"), basis },
            { QStringLiteral("what"), QStringLiteral("a chip") },
            { QStringLiteral("date"), QStringLiteral("2025") } } });
    };
    QTest::newRow("zero") << quote(0, QStringLiteral("list"))
                          << QStringLiteral("$.purchase[0].usd_per_chip")
                          << int(io::DiagnosticCode::NotPositive);
    QTest::newRow("a rack, not a chip")
        << quote(3e7, QStringLiteral("list")) << QStringLiteral("$.purchase[0].usd_per_chip")
        << int(io::DiagnosticCode::OutOfRange);
    QTest::newRow("unknown basis")
        << quote(30000, QStringLiteral("guess")) << QStringLiteral("$.purchase[0].basis")
        << int(io::DiagnosticCode::UnknownValue);
    QTest::newRow("not an array") << QJsonValue(42) << QStringLiteral("$.purchase")
                                  << int(io::DiagnosticCode::WrongType);
}

void TestCatalog::purchasesAreChecked()
{
    QFETCH(QJsonValue, purchase);
    QFETCH(QString, path);
    QFETCH(int, code);
    QJsonObject json = DeviceJson::write(*shipped().device(QStringLiteral("h100-sxm")));
    json.insert(QStringLiteral("purchase"), purchase);
    io::Diagnostics diagnostics;
    DeviceJson::read(json, QStringLiteral("$"), QStringLiteral("x.json"), diagnostics);
    bool found = false;
    for (const io::Diagnostic& d : diagnostics)
        found = found || (d.jsonPath == path && int(d.code) == code);
    QVERIFY2(found, qPrintable(path));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
