// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// `tensorscope devices`, run as a script would run it; its JSON is parsed back into devices and
// compared with the catalog loaded in-process.

#include "hardware/catalog.h"
#include "hardware/devicejson.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "clirunner.h"

using ts::test::cliEnvironment;
using ts::test::CliRun;
using ts::test::runCli;

using namespace ts;

namespace {

QString dataFile(const QString& relative)
{
    return QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/catalog/") + relative;
}

} // namespace

class TestDevicesCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void listJsonParsesBackToTheCatalog();
    void kindFilter_data();
    void kindFilter();
    void csv();
    void table();
    void showPrintsSources_data();
    void showPrintsSources();
    void showJson();
    void catalogOptionOverrides();
    void userFolderIsRead();
    void diagnosticsAndStrict();
    void usageErrors_data();
    void usageErrors();

private:
    CliRun run(const QStringList& arguments) const;

    QTemporaryDir m_dataHome; // XDG_DATA_HOME: keeps the user's own catalogs out of the test
    Catalog m_shipped;
};

CliRun TestDevicesCli::run(const QStringList& arguments) const
{
    QProcessEnvironment env = cliEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dataHome.path());
    return runCli(arguments, env);
}

void TestDevicesCli::initTestCase()
{
    QVERIFY(m_dataHome.isValid());
    m_shipped = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    QVERIFY(m_shipped.diagnostics().isEmpty());
}

void TestDevicesCli::listJsonParsesBackToTheCatalog()
{
    const CliRun r = run({ QStringLiteral("devices"), QStringLiteral("--json") });
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(document.isArray());
    const QJsonArray array = document.array();
    QCOMPARE(array.size(), m_shipped.devices().size());
    QSet<QString> kinds;
    for (qsizetype i = 0; i < array.size(); ++i) {
        QJsonObject object = array.at(i).toObject();
        for (const char* key : { "id", "name", "vendor", "kind", "peak_tflops", "memory" })
            QVERIFY2(object.contains(QLatin1String(key)), key);
        kinds.insert(object.value(QStringLiteral("kind")).toString());
        // The power basis at the top level too (issue 20), the catalog keys otherwise.
        const Device& shippedDevice = m_shipped.devices().at(i);
        QCOMPARE(object.value(QStringLiteral("power_basis")).toString(),
            powerBasisName(*shippedDevice.powerBasis));
        object.remove(QStringLiteral("power_basis"));
        io::Diagnostics diagnostics;
        const auto device = DeviceJson::read(
            object, QStringLiteral("$[%1]").arg(i), Catalog::shippedCatalogPath(), diagnostics);
        QVERIFY(diagnostics.isEmpty());
        QVERIFY(device);
        QVERIFY2(*device == m_shipped.devices().at(i), qPrintable(device->id));
    }
    QVERIFY(kinds.contains(QStringLiteral("gpu")));
    QVERIFY(kinds.contains(QStringLiteral("tpu")));
    // Catalog order: H100 SXM is the ninth device (after the A100 PCIe added in issue 32).
    QCOMPARE(
        array.at(8).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("h100-sxm"));
    QCOMPARE(array.at(8)[QLatin1String("memory")][QLatin1String("bandwidth_gb_per_s")].toDouble(),
        3350.0);
    QCOMPARE(array.at(8)[QLatin1String("peak_tflops")][QLatin1String("bf16")].toDouble(), 989.4);
}

void TestDevicesCli::kindFilter_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("gpu") << QStringLiteral("gpu");
    QTest::newRow("tpu") << QStringLiteral("tpu");
    QTest::newRow("other") << QStringLiteral("other");
}

void TestDevicesCli::kindFilter()
{
    QFETCH(QString, kind);
    const CliRun r = run(
        { QStringLiteral("devices"), QStringLiteral("--kind"), kind, QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const QJsonArray array = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(array.size(), m_shipped.devices(*deviceKindFromName(kind)).size());
    for (const QJsonValue& value : array)
        QCOMPARE(value[QLatin1String("kind")].toString(), kind);
}

void TestDevicesCli::csv()
{
    const CliRun r = run({ QStringLiteral("devices"), QStringLiteral("--csv") });
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.trimmed().split(u'\n');
    QCOMPARE(lines.size(), m_shipped.devices().size() + 1);
    QCOMPARE(lines.first(),
        QStringLiteral("id,name,vendor,kind,year,bf16_tflops,fp16_tflops,memory_gb,"
                       "memory_bandwidth_gb_per_s,tdp_w,on_demand_usd_per_chip_hour,memory_gib"));
    // H100: nvidia-smi's 81559 MiB = 85.520809984 GB (docs/catalog.md, "Memory capacity").
    QVERIFY(lines.contains(QStringLiteral(
        "h100-sxm,H100 SXM5 80GB,NVIDIA,gpu,2022,989.4,989.4,85.520809984,3350,700,10.8,"
        "79.6474609375")));
    // TPU v5p: 95 GiB = 102.005473280 GB; no TDP published.
    QVERIFY(lines.contains(
        QStringLiteral("tpu-v5p,TPU v5p,Google,tpu,2023,459,,102.00547328,2765,,4.2,95")));
}

void TestDevicesCli::table()
{
    const CliRun r = run({ QStringLiteral("devices") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("h100-sxm")));
    QVERIFY(r.out.contains(QStringLiteral("tpu-v7x")));
    QVERIFY(r.out.contains(QStringLiteral("32 device(s)")));
}

void TestDevicesCli::showPrintsSources_data()
{
    QTest::addColumn<QString>("id");
    for (const Device& device : m_shipped.devices())
        QTest::newRow(qPrintable(device.id)) << device.id;
}

void TestDevicesCli::showPrintsSources()
{
    QFETCH(QString, id);
    const CliRun r = run({ QStringLiteral("devices"), QStringLiteral("show"), id });
    QCOMPARE(r.exitCode, 0);
    const Device device = *m_shipped.device(id);
    QVERIFY(r.out.startsWith(id + QStringLiteral(" (")));
    QVERIFY(r.out.contains(QStringLiteral("\nSources:\n")));
    for (qsizetype i = 0; i < device.sources.size(); ++i)
        QVERIFY(r.out.contains(QStringLiteral("  [%1] ").arg(i + 1) + device.sources.at(i).title));
    QVERIFY(r.out.contains(QStringLiteral("  memory.bandwidth_gb_per_s: ")));
}

void TestDevicesCli::showJson()
{
    const CliRun r = run({ QStringLiteral("devices"), QStringLiteral("show"),
        QStringLiteral("tpu-v6e"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    io::Diagnostics diagnostics;
    const auto device = DeviceJson::read(QJsonDocument::fromJson(r.out.toUtf8()).object(),
        QStringLiteral("$"), Catalog::shippedCatalogPath(), diagnostics);
    QVERIFY(device);
    QVERIFY(*device == *m_shipped.device(QStringLiteral("tpu-v6e")));
    QCOMPARE(*device->systolic->matrixUnitRows, 256);
    // Trillium's power is an estimate with a range; TPU v4's is measured (issue 20).
    const QJsonObject object = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(object.value(QStringLiteral("power_basis")).toString(), QStringLiteral("estimated"));
    const QJsonObject power = object.value(QStringLiteral("power")).toObject();
    QVERIFY(power.value(QStringLiteral("low_w")).toDouble()
        < power.value(QStringLiteral("high_w")).toDouble());
    const CliRun v4 = run({ QStringLiteral("devices"), QStringLiteral("show"),
        QStringLiteral("tpu-v4"), QStringLiteral("--json") });
    const QJsonObject v4Object = QJsonDocument::fromJson(v4.out.toUtf8()).object();
    QCOMPARE(v4Object.value(QStringLiteral("power_basis")).toString(), QStringLiteral("measured"));
    QCOMPARE(v4Object.value(QStringLiteral("power")).toObject().value(QStringLiteral("max_w")),
        QJsonValue(192));
}

void TestDevicesCli::catalogOptionOverrides()
{
    const QString file = dataFile(QStringLiteral("user/h100-double-bandwidth.json"));
    const CliRun r = run({ QStringLiteral("devices"), QStringLiteral("show"),
        QStringLiteral("h100-sxm"), QStringLiteral("--json"), QStringLiteral("--catalog"), file });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    const QJsonObject object = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(
        object[QLatin1String("memory")][QLatin1String("bandwidth_gb_per_s")].toDouble(), 6700.0);
    QCOMPARE(object[QLatin1String("base")].toString(), QStringLiteral("h100-sxm"));
}

void TestDevicesCli::userFolderIsRead()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    // The folder run() points XDG_DATA_HOME at: <home>/Tensorscope/tensorscope/catalogs.
    const QString folder = m_dataHome.path() + QStringLiteral("/Tensorscope/tensorscope/catalogs");
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::copy(dataFile(QStringLiteral("userfolder/20-my-chip.json")),
        folder + QStringLiteral("/my-chip.json")));
    const CliRun r = run({ QStringLiteral("devices"), QStringLiteral("--kind"),
        QStringLiteral("other"), QStringLiteral("--json") });
    QVERIFY(QFile::remove(folder + QStringLiteral("/my-chip.json")));
    QCOMPARE(r.exitCode, 0);
    const QJsonArray array = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(array.last()[QLatin1String("id")].toString(), QStringLiteral("my-chip"));
}

void TestDevicesCli::diagnosticsAndStrict()
{
    const QString broken = dataFile(QStringLiteral("malformed/22-one-broken-others-load.json"));
    const QStringList arguments { QStringLiteral("devices"), QStringLiteral("--json"),
        QStringLiteral("--catalog"), broken };
    const CliRun lenient = run(arguments);
    QCOMPARE(lenient.exitCode, 0);
    QCOMPARE(lenient.err,
        broken
            + QStringLiteral(": error: $.devices[1].power.tdp_w: expected number > 0, found "
                             "number -300 [not-positive]\n"));
    QCOMPARE(QJsonDocument::fromJson(lenient.out.toUtf8()).array().size(),
        m_shipped.devices().size() + 2);

    const CliRun strict = run(arguments + QStringList { QStringLiteral("--strict") });
    QCOMPARE(strict.exitCode, 1);
    QCOMPARE(strict.err, lenient.err);
}

void TestDevicesCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("bad kind") << QStringList { QStringLiteral("--kind"), QStringLiteral("npu") }
                              << 2 << QStringLiteral("--kind 'npu'");
    QTest::newRow("json and csv") << QStringList { QStringLiteral("--json"),
        QStringLiteral("--csv") } << 2
                                  << QStringLiteral("cannot be combined");
    QTest::newRow("unknown word") << QStringList { QStringLiteral("list") } << 2
                                  << QStringLiteral("'show ID'");
    QTest::newRow("show without id")
        << QStringList { QStringLiteral("show") } << 2 << QStringLiteral("'show ID'");
    QTest::newRow("unknown id") << QStringList { QStringLiteral("show"), QStringLiteral("h900") }
                                << 1 << QStringLiteral("no device with id 'h900'");
    QTest::newRow("missing catalog file") << QStringList { QStringLiteral("--strict"),
        QStringLiteral("--catalog"), QStringLiteral("/nonexistent/catalog.json") }
                                          << 1 << QStringLiteral("[file-unreadable]");
}

void TestDevicesCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = run(QStringList { QStringLiteral("devices") } + arguments);
    QCOMPARE(r.exitStatus, QProcess::NormalExit);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestDevicesCli)
#include "tst_devicescli.moc"
