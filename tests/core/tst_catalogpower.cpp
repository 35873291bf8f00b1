// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The power model of the catalog (issue 20, "Energy for every device"): every shipped device has
// a power figure with its basis; TPU v3 and v4 carry the measured figures of Jouppi et al.,
// ISCA 2023, Table 4; every estimate has a range and a note with its derivation, and the
// derivations agree with the figures they start from; `power` round-trips through JSON and
// every bad value is an error naming its field.

#include "hardware/catalog.h"
#include "hardware/devicejson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace ts;
using namespace Qt::Literals::StringLiterals;

namespace {

const Catalog& shipped()
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    return catalog;
}

Device device(const char* id)
{
    const auto d = shipped().device(QLatin1String(id));
    if (!d)
        qFatal("no device %s", id);
    return *d;
}

// The shipped file's own JSON of one device (not DeviceJson::write's, which fills defaults).
QJsonObject shippedJson(const QString& id)
{
    QFile file(Catalog::shippedCatalogPath());
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the shipped catalog");
    const QJsonArray devices = QJsonDocument::fromJson(file.readAll())
                                   .object()
                                   .value(QStringLiteral("devices"))
                                   .toArray();
    for (const QJsonValue& value : devices) {
        if (value.toObject().value(QStringLiteral("id")).toString() == id)
            return value.toObject();
    }
    return {};
}

bool citesForPower(const Device& d, const QString& urlPart)
{
    for (const SourceRef& source : d.sources) {
        if (source.url.contains(urlPart) && source.fields.contains(QStringLiteral("power")))
            return true;
    }
    return false;
}

} // namespace

class TestCatalogPower : public QObject
{
    Q_OBJECT

private slots:
    void everyShippedDeviceHasAPowerModel_data();
    void everyShippedDeviceHasAPowerModel();
    void tpuV3AndV4CarryTheMeasuredFigures();
    void estimatesFollowTheirDerivation();
    void powerRoundTrips();
    void badPowerValuesNameTheField_data();
    void badPowerValuesNameTheField();
    void filesWithOnlyATdpStillRead();
};

void TestCatalogPower::everyShippedDeviceHasAPowerModel_data()
{
    QTest::addColumn<QString>("id");
    for (const Device& d : shipped().devices())
        QTest::newRow(qPrintable(d.id)) << d.id;
}

void TestCatalogPower::everyShippedDeviceHasAPowerModel()
{
    QFETCH(QString, id);
    const Device d = *shipped().device(id);
    // Written in the file, not inferred from a tdp_w.
    const QJsonObject power = shippedJson(id).value(QStringLiteral("power")).toObject();
    QVERIFY2(powerBasisNames().contains(power.value(QStringLiteral("basis")).toString()),
        qPrintable(id));
    QVERIFY(d.powerBasis);
    const auto watts = d.fullLoadWatts();
    QVERIFY2(watts && *watts >= 50.0 && *watts <= 2000.0, qPrintable(id));
    const auto range = *d.fullLoadWattsRange();
    QVERIFY(range.first <= *watts && *watts <= range.second);
    switch (*d.powerBasis) {
    case PowerBasis::Tdp:
        QVERIFY(d.tdpWatts);
        QCOMPARE(range.first, range.second);
        break;
    case PowerBasis::Measured:
        QVERIFY(d.maxWatts);
        QVERIFY(citesForPower(d, QStringLiteral("arxiv.org")));
        break;
    case PowerBasis::Estimated: {
        // A range, and a note that says how the figure was derived and from what.
        QVERIFY(d.powerLowWatts && d.powerHighWatts);
        const QString note = d.notes.value(QStringLiteral("power"));
        QVERIFY2(note.startsWith(QStringLiteral("Estimated")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral(" W")) && note.contains(QStringLiteral("range")),
            qPrintable(note));
        bool cited = false;
        for (const SourceRef& source : d.sources)
            cited = cited || source.fields.contains(QStringLiteral("power"));
        QVERIFY2(cited, "an estimate cites what it is derived from");
        break;
    }
    }
}

void TestCatalogPower::tpuV3AndV4CarryTheMeasuredFigures()
{
    // Jouppi et al., ISCA 2023, Table 4, "Idle, min/mean/max power".
    const Device v4 = device("tpu-v4");
    QCOMPARE(v4.powerBasis, PowerBasis::Measured);
    QCOMPARE(v4.maxWatts.value_or(0), 192.0);
    QCOMPARE(v4.meanWatts.value_or(0), 170.0);
    QCOMPARE(v4.idleWatts.value_or(0), 90.0);
    QVERIFY(!v4.tdpWatts);
    QCOMPARE(v4.fullLoadWatts().value_or(0), 192.0);
    const Device v3 = device("tpu-v3");
    QCOMPARE(v3.powerBasis, PowerBasis::Measured);
    QCOMPARE(v3.maxWatts.value_or(0), 262.0);
    QCOMPARE(v3.meanWatts.value_or(0), 220.0);
    QCOMPARE(v3.idleWatts.value_or(0), 123.0);
    for (const Device* d : { &v3, &v4 }) {
        QVERIFY(citesForPower(*d, QStringLiteral("arxiv.org/abs/2304.01433")));
        QVERIFY(d->notes.value(QStringLiteral("power")).contains(QStringLiteral("Table 4")));
        // A measured figure is exact: no range.
        QCOMPARE(d->fullLoadWattsRange()->first, d->fullLoadWattsRange()->second);
    }
    // No TPU is without a figure any more.
    for (const Device& d : shipped().devices(DeviceKind::Tpu))
        QVERIFY2(d.fullLoadWatts(), qPrintable(d.id));
}

void TestCatalogPower::estimatesFollowTheirDerivation()
{
    const double v4 = 192; // measured maxima, the anchors
    const double v3 = 262;
    // Per-chip TDP relative to TPU v2: relative pod TDP x 256 / pod chips (IEEE Micro 2026).
    auto perChip = [](double podTdp, double chips) { return podTdp * 256.0 / chips; };
    const double rV3 = perChip(5.6, 1024);
    const double rV4 = perChip(20, 4096);
    struct Anchored
    {
        const char* id;
        double ratio;
    };
    for (const Anchored& a :
        { Anchored { "tpu-v2", 1.0 }, Anchored { "tpu-v5p", perChip(67, 8960) },
            Anchored { "tpu-v7x", perChip(123, 9216) } }) {
        const Device d = device(a.id);
        const double low = v4 * a.ratio / rV4;
        const double high = v3 * a.ratio / rV3;
        QVERIFY2(std::abs(*d.powerLowWatts - low) <= 0.5, a.id);
        QVERIFY2(std::abs(*d.powerHighWatts - high) <= 0.5, a.id);
        QVERIFY2(std::abs(*d.maxWatts - (low + high) / 2) <= 0.5, a.id);
    }
    // Trillium from Ironwood's 2x perf/W: FP8 peaks for the point and the low end, BF16 for
    // the high end.
    const Device ironwood = device("tpu-v7x");
    const Device trillium = device("tpu-v6e");
    const double trilliumPeak = *trillium.peakFlopsPerSecond(Precision::BF16);
    auto fromIronwood = [&](double ironwoodWatts, Precision precision) {
        return trilliumPeak / (*ironwood.peakFlopsPerSecond(precision) / ironwoodWatts / 2);
    };
    QVERIFY(std::abs(*trillium.maxWatts - fromIronwood(*ironwood.maxWatts, Precision::FP8)) <= 1);
    QVERIFY(
        std::abs(*trillium.powerLowWatts - fromIronwood(*ironwood.powerLowWatts, Precision::FP8))
        <= 1);
    QVERIFY(
        std::abs(*trillium.powerHighWatts - fromIronwood(*ironwood.powerHighWatts, Precision::BF16))
        <= 1);
    // v5e from Trillium's "67% more energy-efficient", with the BF16 peaks.
    const Device v5e = device("tpu-v5e");
    auto fromTrillium = [&](double trilliumWatts) {
        return *v5e.peakFlopsPerSecond(Precision::BF16) / (trilliumPeak / trilliumWatts / 1.67);
    };
    QVERIFY(std::abs(*v5e.maxWatts - fromTrillium(*trillium.maxWatts)) <= 1);
    QVERIFY(std::abs(*v5e.powerLowWatts - fromTrillium(*trillium.powerLowWatts)) <= 1);
    QVERIFY(std::abs(*v5e.powerHighWatts - fromTrillium(*trillium.powerHighWatts)) <= 1);
    // Trainium1 from Trainium2's reported 500 W at up to 4x the speed and 2x the perf/W.
    const Device trn2 = device("trainium2");
    const Device trn1 = device("trainium1");
    QCOMPARE(*trn2.maxWatts, 500.0);
    QVERIFY(std::abs(*trn1.powerLowWatts - 500.0 * 2 / 4) <= 0.5);
    const double peakRatio
        = *trn2.peakFlopsPerSecond(Precision::BF16) / *trn1.peakFlopsPerSecond(Precision::BF16);
    QVERIFY(std::abs(*trn1.powerHighWatts - 500.0 * 2 / peakRatio) <= 0.5);
}

void TestCatalogPower::powerRoundTrips()
{
    for (const char* id : { "tpu-v4", "tpu-v6e", "h100-sxm" }) {
        const Device original = device(id);
        const QJsonObject json = DeviceJson::write(original);
        const QJsonObject power = json.value(QStringLiteral("power")).toObject();
        QCOMPARE(
            power.value(QStringLiteral("basis")).toString(), powerBasisName(*original.powerBasis));
        io::Diagnostics diagnostics;
        const auto copy
            = DeviceJson::read(json, QStringLiteral("$"), original.sourceFile, diagnostics);
        QVERIFY(diagnostics.isEmpty());
        QVERIFY(copy);
        QCOMPARE(copy->powerBasis, original.powerBasis);
        QCOMPARE(copy->maxWatts, original.maxWatts);
        QCOMPARE(copy->meanWatts, original.meanWatts);
        QCOMPARE(copy->idleWatts, original.idleWatts);
        QCOMPARE(copy->tdpWatts, original.tdpWatts);
        QCOMPARE(copy->powerLowWatts, original.powerLowWatts);
        QCOMPARE(copy->powerHighWatts, original.powerHighWatts);
        QVERIFY(*copy == original);
    }
}

void TestCatalogPower::badPowerValuesNameTheField_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("field");
    using C = io::DiagnosticCode;
    QTest::newRow("negative max") << u"max_w"_s << QJsonValue(-170) << int(C::NotPositive)
                                  << u"max_w"_s;
    QTest::newRow("NaN low") << u"low_w"_s << QJsonValue(u"NaN"_s) << int(C::NotFinite)
                             << u"low_w"_s;
    QTest::newRow("above 1 MW") << u"high_w"_s << QJsonValue(2e6) << int(C::OutOfRange)
                                << u"high_w"_s;
    QTest::newRow("low above high")
        << u"low_w"_s << QJsonValue(650) << int(C::Inconsistent) << u"low_w"_s;
    QTest::newRow("figure below low")
        << u"max_w"_s << QJsonValue(500) << int(C::Inconsistent) << u"low_w"_s;
    QTest::newRow("figure above high")
        << u"max_w"_s << QJsonValue(700) << int(C::Inconsistent) << u"max_w"_s;
    QTest::newRow("idle above full load")
        << u"idle_w"_s << QJsonValue(700) << int(C::Inconsistent) << u"idle_w"_s;
    QTest::newRow("unknown basis")
        << u"basis"_s << QJsonValue(u"guessed"_s) << int(C::UnknownValue) << u"basis"_s;
    QTest::newRow("estimate without a range")
        << u"high_w"_s << QJsonValue(QJsonValue::Null) << int(C::MissingField) << u"high_w"_s;
}

void TestCatalogPower::badPowerValuesNameTheField()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(int, code);
    QFETCH(QString, field);
    // Ironwood: estimated, 582 W in 525-639 W.
    QJsonObject json = DeviceJson::write(device("tpu-v7x"));
    QJsonObject power = json.value(QStringLiteral("power")).toObject();
    if (value.isNull())
        power.remove(key);
    else
        power.insert(key, value);
    json.insert(QStringLiteral("power"), power);
    io::Diagnostics diagnostics;
    const auto read
        = DeviceJson::read(json, QStringLiteral("$"), QStringLiteral("x.json"), diagnostics);
    QVERIFY(!read);
    // Low above high also puts the figure outside the range: one error or two, each named.
    QVERIFY(!diagnostics.isEmpty() && diagnostics.size() <= 2);
    const bool named = std::any_of(diagnostics.cbegin(), diagnostics.cend(), [&](const auto& d) {
        return int(d.code) == code && d.jsonPath == QStringLiteral("$.power.") + field
            && d.file == QStringLiteral("x.json");
    });
    QVERIFY2(named, qPrintable(diagnostics.first().toString()));
}

void TestCatalogPower::filesWithOnlyATdpStillRead()
{
    QJsonObject json = DeviceJson::write(device("h100-sxm"));
    json.insert(QStringLiteral("power"), QJsonObject { { QStringLiteral("tdp_w"), 650 } });
    io::Diagnostics diagnostics;
    const auto read = DeviceJson::read(json, QStringLiteral("$"), QString(), diagnostics);
    QVERIFY(diagnostics.isEmpty());
    QCOMPARE(read->powerBasis, PowerBasis::Tdp);
    QCOMPARE(read->fullLoadWatts().value_or(0), 650.0);
    // A full-load power without a basis says neither measured nor estimated: an error.
    json.insert(QStringLiteral("power"), QJsonObject { { QStringLiteral("max_w"), 650 } });
    diagnostics.clear();
    QVERIFY(!DeviceJson::read(json, QStringLiteral("$"), QString(), diagnostics));
    QCOMPARE(diagnostics.first().jsonPath, QStringLiteral("$.power.basis"));
}

QTEST_GUILESS_MAIN(TestCatalogPower)
#include "tst_catalogpower.moc"
