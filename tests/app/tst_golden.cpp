// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Every number the CLI prints under --json for the shipped presets and devices, compared with
// the figures the CLI gave before the issue-16 restructuring (tests/data/golden/cli-golden.json,
// made from commit 7a25234): `estimate` for every preset and step on every device (per-operator
// arrays for a subset), `gemm` over shapes and precisions, `scale`, `simulate systolic` and
// `simulate simt`. A refactor must leave them unchanged: every key of the golden output must be
// present with the same value (numbers to a relative 1e-12, the last bits of a reordered sum);
// new keys may be added (the README's contract: add, never rename or remove).
//
// Regenerate, only for a deliberate change of a number, listed in the commit:
//   TENSORSCOPE_GOLDEN_UPDATE=1 build/release/tests/app/tst_golden
// (TENSORSCOPE_GOLDEN_EXECUTABLE=PATH takes the output of another build, e.g. an older one.)

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTest>

#include <cmath>

#include "clirunner.h"

using namespace ts::test;

namespace {

const QString kCasesPath = QStringLiteral(TENSORSCOPE_GOLDEN_DIR "/cases.txt");
const QString kGoldenPath = QStringLiteral(TENSORSCOPE_GOLDEN_DIR "/cli-golden.json");

struct Case
{
    QStringList arguments;
    bool keepOperators = false;
};

QList<Case> readCases()
{
    QFile file(kCasesPath);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(kCasesPath));
    QList<Case> cases;
    for (const QByteArray& raw : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        Case c;
        c.arguments = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (c.arguments.first() == QLatin1String("+ops")) {
            c.keepOperators = true;
            c.arguments.removeFirst();
        }
        cases << c;
    }
    return cases;
}

CliRun run(const QStringList& arguments)
{
    const QString other = qEnvironmentVariable("TENSORSCOPE_GOLDEN_EXECUTABLE");
    return other.isEmpty() ? runCli(arguments) : runCli(arguments, cliEnvironment(), 120000, other);
}

// The per-operator arrays of `estimate`, dropped from the golden file unless a case keeps them.
QJsonValue withoutOperators(QJsonValue value)
{
    QJsonObject root = value.toObject();
    QJsonArray results = root.value(QStringLiteral("results")).toArray();
    for (qsizetype i = 0; i < results.size(); ++i) {
        QJsonObject r = results.at(i).toObject();
        r.remove(QStringLiteral("ops"));
        results.replace(i, r);
    }
    root.insert(QStringLiteral("results"), results);
    return root;
}

// Every difference between `expected` and `actual` where `expected` has a value, as
// "PATH: expected X, found Y" (at most `limit`).
void compare(const QJsonValue& expected, const QJsonValue& actual, const QString& path,
    QStringList& differences, int limit = 20)
{
    if (differences.size() >= limit)
        return;
    const auto mismatch = [&] {
        differences
            << QStringLiteral("%1: expected %2, found %3")
                   .arg(path,
                       QString::fromUtf8(
                           QJsonDocument(QJsonArray { expected }).toJson(QJsonDocument::Compact)),
                       QString::fromUtf8(
                           QJsonDocument(QJsonArray { actual }).toJson(QJsonDocument::Compact)));
    };
    if (expected.isObject()) {
        if (!actual.isObject())
            return mismatch();
        const QJsonObject e = expected.toObject();
        const QJsonObject a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (!a.contains(it.key())) {
                differences << QStringLiteral("%1.%2: missing").arg(path, it.key());
                continue;
            }
            compare(it.value(), a.value(it.key()), path + QLatin1Char('.') + it.key(), differences,
                limit);
        }
        return;
    }
    if (expected.isArray()) {
        const QJsonArray e = expected.toArray();
        const QJsonArray a = actual.toArray();
        if (!actual.isArray() || e.size() != a.size())
            return mismatch();
        for (qsizetype i = 0; i < e.size(); ++i)
            compare(
                e.at(i), a.at(i), QStringLiteral("%1[%2]").arg(path).arg(i), differences, limit);
        return;
    }
    if (expected.isDouble() && actual.isDouble()) {
        const double x = expected.toDouble();
        const double y = actual.toDouble();
        if (x == y || std::abs(x - y) <= 1e-12 * std::max(std::abs(x), std::abs(y)))
            return;
        return mismatch();
    }
    if (expected != actual)
        mismatch();
}

} // namespace

class TestGolden : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cliOutputUnchanged_data();
    void cliOutputUnchanged();

private:
    QJsonArray m_golden;
};

void TestGolden::initTestCase()
{
    if (!qEnvironmentVariableIsEmpty("TENSORSCOPE_GOLDEN_UPDATE")) {
        QJsonArray cases;
        for (const Case& c : readCases()) {
            const CliRun r = run(c.arguments);
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
            if (error.error != QJsonParseError::NoError)
                qFatal("'%s' printed no JSON: %s", qPrintable(c.arguments.join(QLatin1Char(' '))),
                    qPrintable(r.err));
            QJsonValue output = doc.object();
            if (!c.keepOperators && c.arguments.first() == QLatin1String("estimate"))
                output = withoutOperators(output);
            cases.append(
                QJsonObject { { QStringLiteral("args"), QJsonArray::fromStringList(c.arguments) },
                    { QStringLiteral("exit"), r.exitCode }, { QStringLiteral("json"), output } });
        }
        // One case a line, so that a regenerated file's diff names the cases that changed.
        QByteArray text = "{\"format\":\"tensorscope-cli-golden\",\"version\":1,\"cases\":[\n";
        for (qsizetype i = 0; i < cases.size(); ++i) {
            text += QJsonDocument(cases.at(i).toObject()).toJson(QJsonDocument::Compact);
            text += i + 1 < cases.size() ? ",\n" : "\n";
        }
        text += "]}\n";
        QSaveFile file(kGoldenPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        QVERIFY(file.commit());
        qInfo("wrote %lld cases to %s", qint64(cases.size()), qPrintable(kGoldenPath));
    }
    QFile file(kGoldenPath);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(kGoldenPath));
    m_golden
        = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("cases")).toArray();
    QVERIFY(!m_golden.isEmpty());
    // The case list and the golden file stay in step.
    QCOMPARE(m_golden.size(), readCases().size());
}

void TestGolden::cliOutputUnchanged_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QJsonValue>("expected");
    for (const QJsonValue& c : std::as_const(m_golden)) {
        const QJsonObject o = c.toObject();
        QStringList arguments;
        for (const QJsonValue& a : o.value(QStringLiteral("args")).toArray())
            arguments << a.toString();
        QString name = arguments.join(QLatin1Char(' '));
        if (name.size() > 120)
            name = name.left(117) + QStringLiteral("...");
        QTest::newRow(qPrintable(name)) << arguments << o.value(QStringLiteral("exit")).toInt()
                                        << o.value(QStringLiteral("json"));
    }
}

void TestGolden::cliOutputUnchanged()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QJsonValue, expected);
    const CliRun r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(r.err));
    QStringList differences;
    compare(expected, doc.object(), QStringLiteral("$"), differences);
    QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
