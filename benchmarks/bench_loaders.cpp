// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Every loader is linear in its input (issue 18, item 11): catalog, workload, workspace and tour
// files of 1, 10 and 30 MB, generated here, each loaded from disk (read, parse, validate). Times
// that grow with the size (×10, ×30) are linear; the quadratic loaders this replaced took 17 s
// for a 1.9 MB catalog and 50 s for 160,000 workspace device ids.
//
// Catalog files load whole at every size (a catalog has no device limit). Workload, workspace
// and tour files are at their limits at 1 MB and load; at 10 and 30 MB they are over a limit
// (io/inputlimits.h) and are refused with one diagnostic after the parse: those rows show that
// refusing costs no more than reading.
//
//   build/release/benchmarks/bench_loaders                 # every row
//   build/release/benchmarks/bench_loaders workspace       # one loader

#include "hardware/catalog.h"
#include "io/inputlimits.h"
#include "session/tour.h"
#include "session/workspacefile.h"
#include "workload/workloadfile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

constexpr qint64 kMegabyte = 1000 * 1000;

/// The shipped catalog's devices, copied with new ids until the file holds `bytes`.
QByteArray catalogOf(qint64 bytes)
{
    QFile shipped(Catalog::shippedCatalogPath());
    if (!shipped.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject root = QJsonDocument::fromJson(shipped.readAll()).object();
    const QJsonArray devices = root.value(QStringLiteral("devices")).toArray();
    QByteArray text = R"({"schema_version": 1, "devices": [)";
    for (qint64 i = 0; text.size() < bytes; ++i) {
        QJsonObject device = devices.at(i % devices.size()).toObject();
        device[QStringLiteral("id")]
            = device.value(QStringLiteral("id")).toString() + QStringLiteral("-copy%1").arg(i);
        if (i > 0)
            text += ',';
        text += QJsonDocument(device).toJson(QJsonDocument::Compact);
    }
    return text + "]}";
}

/// A custom workload of matmuls with 240-character names until it holds `bytes` (about 4,000
/// operators a megabyte: at 1 MB just under io::kMaxOperators, beyond it over).
QJsonObject workloadOf(qint64 bytes)
{
    QJsonArray ops;
    const QString name = QString(232, QLatin1Char('n'));
    qint64 size = 0;
    for (qint64 i = 0; size < bytes; ++i) {
        const QJsonObject op { { QStringLiteral("kind"), QStringLiteral("matmul") },
            { QStringLiteral("name"), name + QStringLiteral("%1").arg(i, 8, 10, QLatin1Char('0')) },
            { QStringLiteral("m"), 4096 }, { QStringLiteral("n"), 4096 },
            { QStringLiteral("k"), 4096 } };
        ops.append(op);
        size += 300; // the compact text of one op
    }
    return { { QStringLiteral("format"), QStringLiteral("tensorscope-workload") },
        { QStringLiteral("version"), 1 }, { QStringLiteral("name"), QStringLiteral("bench") },
        { QStringLiteral("model"),
            QJsonObject { { QStringLiteral("type"), QStringLiteral("custom") },
                { QStringLiteral("ops"), ops } } },
        { QStringLiteral("run"),
            QJsonObject { { QStringLiteral("phase"), QStringLiteral("prefill") },
                { QStringLiteral("global_batch"), 1 }, { QStringLiteral("seq"), 128 } } } };
}

QByteArray workspaceOf(qint64 bytes)
{
    const QJsonObject root { { QStringLiteral("format"), QStringLiteral("tensorscope-workspace") },
        { QStringLiteral("version"), 1 }, { QStringLiteral("workload"), workloadOf(bytes) },
        { QStringLiteral("devices"), QJsonArray { QStringLiteral("h100-sxm") } } };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

/// Scenes with 8,000-character captions until the file holds `bytes` (about 125 scenes a
/// megabyte: within io::kMaxScenes at 1 MB, over it beyond).
QByteArray tourOf(qint64 bytes)
{
    QJsonArray scenes;
    const QString caption = QString(7990, QLatin1Char('c'));
    for (qint64 size = 0; size < bytes; size += 8100) {
        scenes.append(QJsonObject { { QStringLiteral("caption"), caption },
            { QStringLiteral("preset"), QStringLiteral("mlp-4096") },
            { QStringLiteral("devices"), QJsonArray { QStringLiteral("h100-sxm") } } });
    }
    const QJsonObject root { { QStringLiteral("format"), QStringLiteral("tensorscope-tour") },
        { QStringLiteral("version"), 1 }, { QStringLiteral("title"), QStringLiteral("bench") },
        { QStringLiteral("scenes"), scenes } };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace

class BenchLoaders : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void catalog_data() { sizes(); }
    void catalog();
    void workload_data() { sizes(); }
    void workload();
    void workspace_data() { sizes(); }
    void workspace();
    void tour_data() { sizes(); }
    void tour();

private:
    static void sizes();
    /// Prints `what` once per row (QBENCHMARK runs a row's body more than once).
    void report(const QString& what, qint64 bytes);
    /// Writes `bytes` to a file named after the current row; returns its path.
    QString write(const QByteArray& bytes);
    QTemporaryDir m_dir;
    QSet<QString> m_reported;
};

void BenchLoaders::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void BenchLoaders::sizes()
{
    QTest::addColumn<qint64>("bytes");
    QTest::newRow("1 MB") << 1 * kMegabyte;
    QTest::newRow("10 MB") << 10 * kMegabyte;
    QTest::newRow("30 MB") << 30 * kMegabyte;
}

void BenchLoaders::report(const QString& what, qint64 bytes)
{
    const QString row = QString::fromLatin1(QTest::currentTestFunction()) + QLatin1Char(' ')
        + QString::fromLatin1(QTest::currentDataTag());
    if (!m_reported.contains(row)) {
        m_reported.insert(row);
        qInfo("%s: %.1f MB, %s", qPrintable(row), double(bytes) / kMegabyte, qPrintable(what));
    }
}

QString BenchLoaders::write(const QByteArray& bytes)
{
    const QString path = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction())
        + QString::fromLatin1(QTest::currentDataTag()).remove(QLatin1Char(' '))
        + QStringLiteral(".json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

void BenchLoaders::catalog()
{
    QFETCH(qint64, bytes);
    const QString path = write(catalogOf(bytes));
    QVERIFY(!path.isEmpty());
    qsizetype devices = 0;
    QBENCHMARK
    {
        const Catalog catalog = Catalog::loadFiles({ path });
        devices = catalog.devices().size();
    }
    report(QStringLiteral("%1 devices loaded").arg(devices), QFileInfo(path).size());
    QVERIFY(devices > 0);
}

void BenchLoaders::workload()
{
    QFETCH(qint64, bytes);
    const QString path = write(QJsonDocument(workloadOf(bytes)).toJson(QJsonDocument::Compact));
    QVERIFY(!path.isEmpty());
    WorkloadLoadResult loaded;
    QBENCHMARK
    {
        loaded = WorkloadFile::load(path);
    }
    report(loaded.spec ? QStringLiteral("loaded: %1 operators").arg(loaded.spec->customOps.size())
                       : QStringLiteral("refused: ") + loaded.diagnostics.value(0).toString(),
        QFileInfo(path).size());
    QVERIFY(loaded.spec || loaded.diagnostics.size() == 1);
}

void BenchLoaders::workspace()
{
    QFETCH(qint64, bytes);
    const QString path = write(workspaceOf(bytes));
    QVERIFY(!path.isEmpty());
    WorkspaceLoadResult loaded;
    QBENCHMARK
    {
        loaded = WorkspaceFile::load(path);
    }
    report(loaded.workspace ? QStringLiteral("loaded: %1 operators")
                                  .arg(loaded.workspace->workload.customOps.size())
                            : QStringLiteral("refused: ") + loaded.diagnostics.value(0).toString(),
        QFileInfo(path).size());
    QVERIFY(loaded.workspace || loaded.diagnostics.size() == 1);
}

void BenchLoaders::tour()
{
    QFETCH(qint64, bytes);
    const QString path = write(tourOf(bytes));
    QVERIFY(!path.isEmpty());
    TourLoadResult loaded;
    QBENCHMARK
    {
        loaded = TourFile::load(path);
    }
    report(loaded.tour ? QStringLiteral("loaded: %1 scenes").arg(loaded.tour->scenes.size())
                       : QStringLiteral("refused: ") + loaded.diagnostics.value(0).toString(),
        QFileInfo(path).size());
    QVERIFY(loaded.tour || loaded.diagnostics.size() == 1);
}

QTEST_GUILESS_MAIN(BenchLoaders)
#include "bench_loaders.moc"
