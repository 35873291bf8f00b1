// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The JSON reading layer every loader shares: syntax errors with line and column, typed field
// access with a diagnostic for each problem, and atomic writes.

#include "io/inputlimits.h"
#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ts::io;

class TestJsonIo : public QObject
{
    Q_OBJECT

private slots:
    void syntaxErrorHasLineAndColumn();
    void unreadableFile();
    void numbers_data();
    void numbers();
    void integers_data();
    void integers();
    void missingAndWrongType();
    void oneOf();
    void unknownKeysAreWarnings();
    void unknownKeyWarningsAreCapped();
    void duplicateKeysAreWarnings();
    void duplicateKeyWarningsAreCapped();
    void duplicateKeyScanStopsAtBrokenText();
    void pathsAreJsonPaths();
    void diagnosticToString();
    void atomicWriteRoundTrip();
    void atomicWriteFailureKeepsOldFile();
};

void TestJsonIo::syntaxErrorHasLineAndColumn()
{
    Diagnostics diagnostics;
    const QByteArray text = "{\n  \"a\": 1,\n  \"b\": ]\n}\n";
    QVERIFY(!parseJson(text, QStringLiteral("bad.json"), diagnostics));
    QCOMPARE(diagnostics.size(), 1);
    const Diagnostic& d = diagnostics.constFirst();
    QCOMPARE(d.code, DiagnosticCode::SyntaxError);
    QCOMPARE(d.file, QStringLiteral("bad.json"));
    QCOMPARE(d.line, 3);
    QVERIFY2(d.column >= 7 && d.column <= 9, qPrintable(QString::number(d.column)));
    QVERIFY(!d.found.isEmpty());
}

void TestJsonIo::unreadableFile()
{
    Diagnostics diagnostics;
    QVERIFY(!readJsonFile(QStringLiteral("/nonexistent/dir/x.json"), diagnostics));
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.constFirst().code, DiagnosticCode::FileUnreadable);
    QCOMPARE(diagnostics.constFirst().file, QStringLiteral("/nonexistent/dir/x.json"));
}

void TestJsonIo::numbers_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<int>("sign");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("code");
    const int any = int(Sign::Any), positive = int(Sign::Positive), nonNeg = int(Sign::NonNegative);
    QTest::newRow("positive ok") << "{\"x\": 2.5}" << positive << true << -1;
    QTest::newRow("zero not positive")
        << "{\"x\": 0}" << positive << false << int(DiagnosticCode::NotPositive);
    QTest::newRow("negative not positive")
        << "{\"x\": -3}" << positive << false << int(DiagnosticCode::NotPositive);
    QTest::newRow("zero non-negative ok") << "{\"x\": 0}" << nonNeg << true << -1;
    QTest::newRow("negative") << "{\"x\": -1e-9}" << nonNeg << false
                              << int(DiagnosticCode::Negative);
    QTest::newRow("any negative ok") << "{\"x\": -7}" << any << true << -1;
    QTest::newRow("string") << "{\"x\": \"fast\"}" << any << false
                            << int(DiagnosticCode::WrongType);
    QTest::newRow("NaN as string")
        << "{\"x\": \"NaN\"}" << any << false << int(DiagnosticCode::NotFinite);
    QTest::newRow("Infinity as string")
        << "{\"x\": \"-Infinity\"}" << any << false << int(DiagnosticCode::NotFinite);
    QTest::newRow("overflowing literal")
        << "{\"x\": 1e999}" << any << false << int(DiagnosticCode::NotFinite);
    QTest::newRow("null") << "{\"x\": null}" << any << false << int(DiagnosticCode::WrongType);
}

void TestJsonIo::numbers()
{
    QFETCH(QString, json);
    QFETCH(int, sign);
    QFETCH(bool, valid);
    QFETCH(int, code);
    Diagnostics diagnostics;
    const auto document = parseJson(json.toUtf8(), QStringLiteral("n.json"), diagnostics);
    if (!document) {
        // Qt may reject an out-of-range literal at parse time; that is a diagnostic too.
        QVERIFY(!valid);
        QCOMPARE(diagnostics.constFirst().code, DiagnosticCode::SyntaxError);
        return;
    }
    JsonObjectReader reader(
        document->object(), QStringLiteral("$"), QStringLiteral("n.json"), &diagnostics);
    const auto value = reader.number(QStringLiteral("x"), Sign(sign));
    QCOMPARE(value.has_value(), valid);
    QCOMPARE(reader.ok(), valid);
    if (valid) {
        QVERIFY(diagnostics.isEmpty());
    } else {
        QCOMPARE(diagnostics.size(), 1);
        QCOMPARE(int(diagnostics.constFirst().code), code);
        QCOMPARE(diagnostics.constFirst().jsonPath, QStringLiteral("$.x"));
        QCOMPARE(diagnostics.constFirst().file, QStringLiteral("n.json"));
        QVERIFY(!diagnostics.constFirst().expected.isEmpty());
        QVERIFY(!diagnostics.constFirst().found.isEmpty());
    }
}

void TestJsonIo::integers_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("code");
    QTest::newRow("ok") << "{\"n\": 128}" << true << -1;
    QTest::newRow("fraction") << "{\"n\": 1.5}" << false << int(DiagnosticCode::WrongType);
    QTest::newRow("zero") << "{\"n\": 0}" << false << int(DiagnosticCode::NotPositive);
    QTest::newRow("too big") << "{\"n\": 1e30}" << false << int(DiagnosticCode::OutOfRange);
    QTest::newRow("2^64") << "{\"n\": 18446744073709551616}" << false
                          << int(DiagnosticCode::OutOfRange);
}

void TestJsonIo::integers()
{
    QFETCH(QString, json);
    QFETCH(bool, valid);
    QFETCH(int, code);
    Diagnostics diagnostics;
    const auto document = parseJson(json.toUtf8(), QStringLiteral("i.json"), diagnostics);
    QVERIFY(document);
    JsonObjectReader reader(
        document->object(), QStringLiteral("$"), QStringLiteral("i.json"), &diagnostics);
    const auto value = reader.integer(QStringLiteral("n"), 1, qint64(1) << 40);
    QCOMPARE(value.has_value(), valid);
    if (valid)
        QCOMPARE(*value, 128);
    else
        QCOMPARE(int(diagnostics.constFirst().code), code);
}

void TestJsonIo::missingAndWrongType()
{
    Diagnostics diagnostics;
    QJsonObject object { { QStringLiteral("name"), 3 }, { QStringLiteral("list"), QJsonObject() } };
    JsonObjectReader reader(
        object, QStringLiteral("$.devices[2]"), QStringLiteral("c.json"), &diagnostics);
    QVERIFY(!reader.string(QStringLiteral("id")));
    QVERIFY(!reader.string(QStringLiteral("name")));
    QVERIFY(!reader.array(QStringLiteral("list")));
    QVERIFY(!reader.boolean(QStringLiteral("flag"), Presence::Optional));
    QCOMPARE(diagnostics.size(), 3);
    QCOMPARE(diagnostics.at(0).code, DiagnosticCode::MissingField);
    QCOMPARE(diagnostics.at(0).jsonPath, QStringLiteral("$.devices[2].id"));
    QCOMPARE(diagnostics.at(1).code, DiagnosticCode::WrongType);
    QCOMPARE(diagnostics.at(1).found.english(), QStringLiteral("number 3"));
    QCOMPARE(diagnostics.at(2).code, DiagnosticCode::WrongType);
    QCOMPARE(diagnostics.at(2).found.english(), QStringLiteral("object"));
}

void TestJsonIo::oneOf()
{
    Diagnostics diagnostics;
    QJsonObject object { { QStringLiteral("kind"), QStringLiteral("fpga") } };
    JsonObjectReader reader(object, QStringLiteral("$"), QStringLiteral("c.json"), &diagnostics);
    const QStringList kinds
        = { QStringLiteral("gpu"), QStringLiteral("tpu"), QStringLiteral("other") };
    QVERIFY(!reader.oneOf(QStringLiteral("kind"), kinds));
    QCOMPARE(diagnostics.constFirst().code, DiagnosticCode::UnknownValue);
    QCOMPARE(diagnostics.constFirst().expected.english(), QStringLiteral("one of gpu, tpu, other"));
    QCOMPARE(diagnostics.constFirst().found.english(), QStringLiteral("string \"fpga\""));
}

void TestJsonIo::unknownKeysAreWarnings()
{
    Diagnostics diagnostics;
    QJsonObject object { { QStringLiteral("id"), QStringLiteral("x") },
        { QStringLiteral("bandwith"), 1 } };
    JsonObjectReader reader(object, QStringLiteral("$"), QStringLiteral("c.json"), &diagnostics);
    reader.warnAboutUnknownKeys({ QStringLiteral("id"), QStringLiteral("bandwidth") });
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.constFirst().severity, Severity::Warning);
    QCOMPARE(diagnostics.constFirst().code, DiagnosticCode::UnknownField);
    QVERIFY(reader.ok());
    QVERIFY(!hasErrors(diagnostics));
}

void TestJsonIo::unknownKeyWarningsAreCapped()
{
    // A million unknown keys must not become a million warnings (issue 18, item 4).
    Diagnostics diagnostics;
    QJsonObject object;
    for (int i = 0; i < 1000; ++i)
        object.insert(QStringLiteral("key%1").arg(i) + QString(100, QLatin1Char('x')), i);
    JsonObjectReader reader(object, QStringLiteral("$"), QStringLiteral("c.json"), &diagnostics);
    reader.warnAboutUnknownKeys({ QStringLiteral("id") });
    QCOMPARE(diagnostics.size(), kMaxUnknownKeyWarnings + 1);
    QVERIFY(diagnostics.constFirst().found.english().size() < 60); // long keys are cut
    QCOMPARE(diagnostics.constLast().found.english(),
        QStringLiteral("%1 more unknown keys").arg(1000 - kMaxUnknownKeyWarnings));
    QCOMPARE(diagnostics.constLast().jsonPath, QStringLiteral("$"));
    QVERIFY(!hasErrors(diagnostics));
}

// Issue 18: QJsonDocument keeps the last of two equal keys silently; each duplicate is now a
// warning with the file, the JSON path, the line and the column of the second key.
void TestJsonIo::duplicateKeysAreWarnings()
{
    const QByteArray text = "{\"a\": 1,\n"
                            " \"b\": {\"c\": 1, \"c\": 2},\n"
                            " \"l\": [{\"x\": 1}, {\"x\": 2, \"y\": \"x\", \"x\": 3}],\n"
                            " \"odd key\": 1, \"odd key\": 2,\n"
                            " \"s\": \"a \\\" \\\"a\\\": 1\",\n"
                            " \"\\u0061\": 5}";
    Diagnostics diagnostics;
    const auto document = parseJson(text, QStringLiteral("d.json"), diagnostics);
    QVERIFY(document);
    QCOMPARE(document->object().value(QStringLiteral("a")).toInt(), 5); // Qt keeps the last
    QStringList lines;
    for (const Diagnostic& d : diagnostics) {
        QCOMPARE(d.severity, Severity::Warning);
        QCOMPARE(d.code, DiagnosticCode::DuplicateKey);
        lines.append(d.toString());
    }
    const QStringList expected = {
        QStringLiteral("d.json:2:16: warning: $.b.c: expected each key once in an object, found "
                       "key \"c\" again (its last value is used) [duplicate-key]"),
        QStringLiteral("d.json:3:37: warning: $.l[1].x: expected each key once in an object, "
                       "found key \"x\" again (its last value is used) [duplicate-key]"),
        QStringLiteral("d.json:4:16: warning: $[\"odd key\"]: expected each key once in an "
                       "object, found key \"odd key\" again (its last value is used) "
                       "[duplicate-key]"),
        QStringLiteral("d.json:6:2: warning: $.a: expected each key once in an object, found "
                       "key \"a\" again (its last value is used) [duplicate-key]"),
    };
    QCOMPARE(lines, expected);
    QVERIFY(!hasErrors(diagnostics));
}

void TestJsonIo::duplicateKeyScanStopsAtBrokenText()
{
    // parseJson only scans valid JSON; called directly on broken text the scan must still stay
    // inside the bytes (an unterminated string ending in a backslash).
    Diagnostics diagnostics;
    reportDuplicateKeys(
        QByteArray("{\"a\": 1, \"a\": 2, \"b\\"), QStringLiteral("d.json"), diagnostics);
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.constFirst().jsonPath, QStringLiteral("$.a"));
}

void TestJsonIo::duplicateKeyWarningsAreCapped()
{
    QByteArray text = "{";
    for (int i = 0; i < 1000; ++i)
        text += "\"k\": " + QByteArray::number(i) + ", ";
    text += "\"end\": 0}";
    Diagnostics diagnostics;
    QVERIFY(parseJson(text, QStringLiteral("d.json"), diagnostics));
    QCOMPARE(diagnostics.size(), kMaxDuplicateKeyWarnings + 1);
    QCOMPARE(diagnostics.constLast().found.english(),
        QStringLiteral("%1 more duplicate keys").arg(999 - kMaxDuplicateKeyWarnings));
}

void TestJsonIo::pathsAreJsonPaths()
{
    JsonObjectReader reader(QJsonObject(), QStringLiteral("$.a"), QString(), nullptr);
    QCOMPARE(reader.pathOf(QStringLiteral("peak_tflops")), QStringLiteral("$.a.peak_tflops"));
    QCOMPARE(reader.pathOf(QStringLiteral("odd key")), QStringLiteral("$.a[\"odd key\"]"));
}

void TestJsonIo::diagnosticToString()
{
    Diagnostic d;
    d.code = DiagnosticCode::NotPositive;
    d.file = QStringLiteral("my.json");
    d.jsonPath = QStringLiteral("$.devices[0].memory_bw_gbs");
    d.expected = Phrase("number > 0");
    d.found = Phrase::verbatim(QStringLiteral("number -5"));
    QCOMPARE(d.toString(),
        QStringLiteral("my.json: error: $.devices[0].memory_bw_gbs: expected number > 0, found "
                       "number -5 [not-positive]"));
    d.line = 4;
    d.column = 2;
    d.severity = Severity::Warning;
    QVERIFY(d.toString().startsWith(QStringLiteral("my.json:4:2: warning: ")));
}

void TestJsonIo::atomicWriteRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("w.json"));
    QJsonObject object { { QStringLiteral("version"), 1 },
        { QStringLiteral("name"), QStringLiteral("ü") } };
    QCOMPARE(writeJsonFileAtomically(path, QJsonDocument(object)), QString());
    Diagnostics diagnostics;
    const auto read = readJsonFile(path, diagnostics);
    QVERIFY(read);
    QCOMPARE(read->object(), object);
}

void TestJsonIo::atomicWriteFailureKeepsOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing-subdir/w.json"));
    QVERIFY(!writeJsonFileAtomically(path, QJsonDocument(QJsonObject())).isEmpty());
    QVERIFY(!QFile::exists(path));
}

QTEST_GUILESS_MAIN(TestJsonIo)
#include "tst_jsonio.moc"
