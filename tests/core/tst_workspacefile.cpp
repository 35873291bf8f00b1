// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Workspace files (docs/workspace.md); the results exports are tested in
// tests/widgets/tst_resultsexport.cpp.

#include "hardware/catalog.h"
#include "io/inputlimits.h"
#include "session/workspacefile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

class TestWorkspaceFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void brokenFiles_data();
    void brokenFiles();
    void workloadProblemsAreLocatedUnderWorkload();
    void limitsAreReported_data();
    void limitsAreReported();
    void duplicateDevicesAreReportedLinearly();

private:
    QString write(const QByteArray& bytes);
    QTemporaryDir m_dir;
    int m_files = 0;
};

QString TestWorkspaceFile::write(const QByteArray& bytes)
{
    const QString path = m_dir.filePath(QStringLiteral("w%1.json").arg(m_files++));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(bytes);
    return path;
}

void TestWorkspaceFile::roundTrip()
{
    Workspace w = Workspace::defaultWorkspace();
    w.workload.run.globalBatch = 24;
    w.workload.run.microBatch = 8;
    w.deviceIds = { QStringLiteral("tpu-v5e"), QStringLiteral("mi300x"), QStringLiteral("l4") };
    w.selectedOperator = QStringLiteral("layer.attn.qkv_proj");
    const QString path = m_dir.filePath(QStringLiteral("round.json"));
    QCOMPARE(WorkspaceFile::save(w, path), QString());
    const WorkspaceLoadResult loaded = WorkspaceFile::load(path);
    QVERIFY(!io::hasErrors(loaded.diagnostics));
    QVERIFY(loaded.workspace);
    QCOMPARE(*loaded.workspace, w);
    // The order of the devices (their colours) survives.
    QCOMPARE(loaded.workspace->deviceIds.first(), QStringLiteral("tpu-v5e"));
}

void TestWorkspaceFile::brokenFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("jsonPath");
    const QByteArray good
        = QJsonDocument(WorkspaceFile::toJson(Workspace::defaultWorkspace())).toJson();
    QTest::newRow("not json") << QByteArray("{\"format\": ") << int(io::DiagnosticCode::SyntaxError)
                              << QString();
    QTest::newRow("empty") << QByteArray() << int(io::DiagnosticCode::SyntaxError) << QString();
    QTest::newRow("array") << QByteArray("[]") << int(io::DiagnosticCode::WrongType)
                           << QStringLiteral("$");
    QByteArray foreign = good;
    foreign.replace("tensorscope-workspace", "tensorscope-workload");
    QTest::newRow("a workload file")
        << foreign << int(io::DiagnosticCode::UnknownValue) << QStringLiteral("$.format");
    QJsonObject future = WorkspaceFile::toJson(Workspace::defaultWorkspace());
    future[QStringLiteral("version")] = 99;
    QTest::newRow("too new") << QJsonDocument(future).toJson()
                             << int(io::DiagnosticCode::UnsupportedVersion)
                             << QStringLiteral("$.version");
    QJsonObject noDevices = WorkspaceFile::toJson(Workspace::defaultWorkspace());
    noDevices.remove(QStringLiteral("devices"));
    QTest::newRow("no devices") << QJsonDocument(noDevices).toJson()
                                << int(io::DiagnosticCode::MissingField)
                                << QStringLiteral("$.devices");
    QJsonObject badDevice = WorkspaceFile::toJson(Workspace::defaultWorkspace());
    badDevice[QStringLiteral("devices")] = QJsonArray { QStringLiteral("h100-sxm"), 7 };
    QTest::newRow("number as device")
        << QJsonDocument(badDevice).toJson() << int(io::DiagnosticCode::WrongType)
        << QStringLiteral("$.devices[1]");
    QJsonObject twice = WorkspaceFile::toJson(Workspace::defaultWorkspace());
    twice[QStringLiteral("devices")]
        = QJsonArray { QStringLiteral("h100-sxm"), QStringLiteral("h100-sxm") };
    QTest::newRow("device twice") << QJsonDocument(twice).toJson()
                                  << int(io::DiagnosticCode::DuplicateId)
                                  << QStringLiteral("$.devices[1]");
}

void TestWorkspaceFile::brokenFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, code);
    QFETCH(QString, jsonPath);
    const QString path = write(bytes);
    const WorkspaceLoadResult loaded = WorkspaceFile::load(path);
    QVERIFY(!loaded.workspace);
    bool found = false;
    for (const io::Diagnostic& d : loaded.diagnostics) {
        if (int(d.code) == code && d.jsonPath == jsonPath) {
            QCOMPARE(d.file, path);
            found = true;
        }
    }
    QVERIFY2(found,
        qPrintable(loaded.diagnostics.isEmpty() ? QStringLiteral("no diagnostics")
                                                : loaded.diagnostics.first().toString()));
}

void TestWorkspaceFile::workloadProblemsAreLocatedUnderWorkload()
{
    Workspace w = Workspace::defaultWorkspace();
    w.workload.transformer.heads = 7; // does not divide the width
    QJsonObject root = WorkspaceFile::toJson(w);
    QJsonObject workload = root[QStringLiteral("workload")].toObject();
    QJsonObject run = workload[QStringLiteral("run")].toObject();
    run[QStringLiteral("global_batch")] = -4;
    workload[QStringLiteral("run")] = run;
    root[QStringLiteral("workload")] = workload;
    const WorkspaceLoadResult loaded = WorkspaceFile::fromJson(root, QStringLiteral("broken.json"));
    QVERIFY(!loaded.workspace);
    QVERIFY(!loaded.diagnostics.isEmpty());
    for (const io::Diagnostic& d : loaded.diagnostics)
        QVERIFY2(d.jsonPath.startsWith(QStringLiteral("$.workload.")), qPrintable(d.toString()));
}

namespace {

/// The first-run workspace as JSON, with `key` of the root (or of the workload when
/// `inWorkload`) replaced by `value`.
QByteArray workspaceWith(const QString& key, const QJsonValue& value, bool inWorkload = false)
{
    QJsonObject root = WorkspaceFile::toJson(Workspace::defaultWorkspace());
    if (inWorkload) {
        QJsonObject workload = root[QStringLiteral("workload")].toObject();
        workload[key] = value;
        root[QStringLiteral("workload")] = workload;
    } else {
        root[key] = value;
    }
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

QJsonArray deviceIds(int count)
{
    QJsonArray ids;
    for (int i = 0; i < count; ++i)
        ids.append(QStringLiteral("d%1").arg(i));
    return ids;
}

} // namespace

// Issue 18, item 4: a last-workspace file of 160,000 device ids made every start take 178 s
// (a quadratic duplicate check, then every id ticked); a 900 KB autosave crashed recovery. The
// limits (io/inputlimits.h) are checked before a list is walked: one out-of-range error naming
// the file, the JSON path and the limit, whatever the length of the list.
void TestWorkspaceFile::limitsAreReported_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("jsonPath");
    QTest::addColumn<QString>("limit");
    QTest::newRow("160,000 device ids")
        << workspaceWith(QStringLiteral("devices"), deviceIds(160000))
        << QStringLiteral("$.devices") << QStringLiteral("at most %1 entries").arg(io::kMaxDevices);
    QJsonObject model;
    model[QStringLiteral("type")] = QStringLiteral("mlp");
    model[QStringLiteral("inputs")] = 64;
    QJsonArray widths;
    for (int i = 0; i < 300000; ++i)
        widths.append(64);
    model[QStringLiteral("widths")] = widths;
    QTest::newRow("900 KB autosave: 300,000 layers")
        << workspaceWith(QStringLiteral("model"), model, true)
        << QStringLiteral("$.workload.model.widths")
        << QStringLiteral("at most %1 entries").arg(io::kMaxOperators);
    QJsonArray longId { QString(io::kMaxIdLength + 1, QLatin1Char('x')) };
    QTest::newRow("long device id")
        << workspaceWith(QStringLiteral("devices"), longId) << QStringLiteral("$.devices[0]")
        << QStringLiteral("at most %1 characters").arg(io::kMaxIdLength);
    QJsonObject view;
    view[QStringLiteral("selected_operator")] = QString(1 << 20, QLatin1Char('o'));
    QTest::newRow("1 MB selected operator")
        << workspaceWith(QStringLiteral("view"), view) << QStringLiteral("$.view.selected_operator")
        << QStringLiteral("at most %1 characters").arg(io::kMaxNameLength);
    QTest::newRow("long preset") << workspaceWith(
        QStringLiteral("preset"), QString(io::kMaxIdLength + 1, QLatin1Char('p')))
                                 << QStringLiteral("$.preset")
                                 << QStringLiteral("at most %1 characters").arg(io::kMaxIdLength);
}

void TestWorkspaceFile::limitsAreReported()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, jsonPath);
    QFETCH(QString, limit);
    const QString path = write(bytes);
    const WorkspaceLoadResult loaded = WorkspaceFile::load(path);
    QVERIFY(!loaded.workspace);
    QCOMPARE(loaded.diagnostics.size(), 1);
    const io::Diagnostic& d = loaded.diagnostics.constFirst();
    QCOMPARE(d.code, io::DiagnosticCode::OutOfRange);
    QCOMPARE(d.file, path);
    QCOMPARE(d.jsonPath, jsonPath);
    QVERIFY2(d.toString().contains(limit), qPrintable(d.toString()));
}

void TestWorkspaceFile::duplicateDevicesAreReportedLinearly()
{
    // Up to the limit, duplicates are found with a set: each one reported at its index.
    QJsonArray ids = deviceIds(int(io::kMaxDevices) - 1);
    ids.append(QStringLiteral("d7"));
    const WorkspaceLoadResult loaded
        = WorkspaceFile::load(write(workspaceWith(QStringLiteral("devices"), ids)));
    QVERIFY(!loaded.workspace);
    QCOMPARE(loaded.diagnostics.size(), 1);
    QCOMPARE(loaded.diagnostics.constFirst().code, io::DiagnosticCode::DuplicateId);
    QCOMPARE(loaded.diagnostics.constFirst().jsonPath,
        QStringLiteral("$.devices[%1]").arg(io::kMaxDevices - 1));
    ids.removeLast();
    const WorkspaceLoadResult atLimit
        = WorkspaceFile::load(write(workspaceWith(QStringLiteral("devices"), ids)));
    QVERIFY(atLimit.diagnostics.isEmpty());
    QVERIFY(atLimit.workspace);
    QCOMPARE(atLimit.workspace->deviceIds.size(), io::kMaxDevices - 1);
}

QTEST_GUILESS_MAIN(TestWorkspaceFile)
#include "tst_workspacefile.moc"
