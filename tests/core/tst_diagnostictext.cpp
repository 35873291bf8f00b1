// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Diagnostics as templates with arguments (io::Phrase) and the one place that turns them into a
// sentence in the user's language (io::DiagnosticText), issue 33 item 3: arguments filled in,
// templates translated and values not, file-level problems named by a translated description of
// their code, hostile file text kept plain and one line, and the terminal's English unchanged.

#include "io/diagnostictext.h"
#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace ts::io;

namespace {

/// Translates every "Diagnostic" template by wrapping it in brackets, so that a test can tell
/// translated template text from argument text.
class BracketTranslator : public QTranslator
{
public:
    QString translate(
        const char* context, const char* source, const char* = nullptr, int = -1) const override
    {
        if (qstrcmp(context, "Diagnostic") != 0)
            return {};
        return QStringLiteral("[%1]").arg(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

Diagnostic fieldProblem()
{
    Diagnostic d;
    d.code = DiagnosticCode::OutOfRange;
    d.file = QStringLiteral("model.json");
    d.jsonPath = QStringLiteral("$.model.heads");
    d.expected = Phrase(QT_TRANSLATE_NOOP("Diagnostic", "integer in [%1, %2]"), 1, 4096);
    d.found = Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), 0);
    return d;
}

} // namespace

class TestDiagnosticText : public QObject
{
    Q_OBJECT

private slots:
    void englishFillsArguments();
    void argumentsAreFilledInOnePass();
    void nestedPhrasesAndSources();
    void problemWithPath();
    void fileLevelProblemShowsTranslatedCodeText();
    void everyCodeHasText();
    void syntaxErrorShowsLineAndColumn();
    void hostileArgumentStaysPlainAndEscaped();
    void templatesAreTranslatedArgumentsAreNot();
    void toStringStaysEnglishUnderATranslator();
    void readerRecordsTemplatesAndValues();
};

void TestDiagnosticText::englishFillsArguments()
{
    const Phrase p(QT_TRANSLATE_NOOP("Diagnostic", "integer in [%1, %2]"), 1, qint64(4096));
    QCOMPARE(p.english(), QStringLiteral("integer in [1, 4096]"));
    QCOMPARE(p.source(), QByteArray("integer in [%1, %2]"));
    QCOMPARE(p.arguments().size(), 2);
    QVERIFY(p.arguments().at(0).isVerbatim());
    // Numbers are written as QString::arg() writes them, as the sentences were before.
    QCOMPARE(Phrase("number %1", 0.1).english(), QStringLiteral("number %1").arg(0.1));
    QCOMPARE(Phrase("number %1", 1e300).english(), QStringLiteral("number %1").arg(1e300));
    QVERIFY(Phrase().isEmpty());
    QVERIFY(!Phrase::verbatim(QStringLiteral("x")).isEmpty());
    QCOMPARE(
        Phrase::verbatim(QStringLiteral("No such file")).english(), QStringLiteral("No such file"));
}

void TestDiagnosticText::argumentsAreFilledInOnePass()
{
    // A value from a file that looks like a placeholder is not filled in again.
    const Phrase p("%1 links from \"%2\"", QStringLiteral("%2"), QStringLiteral("gpu"));
    QCOMPARE(p.english(), QStringLiteral("%2 links from \"gpu\""));
    QCOMPARE(
        Phrase::fill(QStringLiteral("%2 before %1"), { QStringLiteral("a"), QStringLiteral("b") }),
        QStringLiteral("b before a"));
    QCOMPARE(Phrase::fill(QStringLiteral("100% of %1, %3"), { QStringLiteral("x") }),
        QStringLiteral("100% of x, %3"));
}

void TestDiagnosticText::nestedPhrasesAndSources()
{
    const Phrase value(QT_TRANSLATE_NOOP("Diagnostic", "string \"%1\""), QStringLiteral("a100"));
    const Phrase again(QT_TRANSLATE_NOOP("Diagnostic", "%1 again"), value);
    QCOMPARE(again.english(), QStringLiteral("string \"a100\" again"));
    QCOMPARE(again.sources(), (QList<QByteArray> { "%1 again", "string \"%1\"" }));
    QVERIFY(Phrase::verbatim(QStringLiteral("a100")).sources().isEmpty());
}

void TestDiagnosticText::problemWithPath()
{
    QCOMPARE(DiagnosticText::problem(fieldProblem()),
        QStringLiteral("$.model.heads: expected integer in [1, 4096], found number 0"));
    QCOMPARE(DiagnosticText::problemInFile(fieldProblem()),
        QStringLiteral(
            "'model.json': $.model.heads: expected integer in [1, 4096], found number 0"));
    Diagnostic onlyFound = fieldProblem();
    onlyFound.expected = Phrase();
    QCOMPARE(DiagnosticText::problem(onlyFound), QStringLiteral("$.model.heads: number 0"));
}

void TestDiagnosticText::fileLevelProblemShowsTranslatedCodeText()
{
    Diagnostics diagnostics;
    QTemporaryDir dir;
    QVERIFY(!readJsonFile(dir.path(), diagnostics)); // a folder, not a file
    QCOMPARE(diagnostics.size(), 1);
    const Diagnostic& d = diagnostics.constFirst();
    QVERIFY(d.jsonPath.isEmpty());
    const QString text = DiagnosticText::problem(d);
    QCOMPARE(text,
        DiagnosticText::code(DiagnosticCode::FileUnreadable)
            + QStringLiteral(": expected a readable regular file, found a folder"));
    QVERIFY2(!text.contains(codeName(d.code)), qPrintable(text));

    BracketTranslator translator;
    QCoreApplication::installTranslator(&translator);
    const QString translated = DiagnosticText::problem(d);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(translated,
        QStringLiteral("[%1: expected %2, found %3]")
            .arg(QStringLiteral("[the file cannot be read]"),
                QStringLiteral("[a readable regular file]"), QStringLiteral("[a folder]")));

    // A problem with neither part (none is made today) still says what it is.
    Diagnostic bare;
    bare.code = DiagnosticCode::MissingField;
    QCOMPARE(DiagnosticText::problem(bare), DiagnosticText::code(DiagnosticCode::MissingField));
}

void TestDiagnosticText::everyCodeHasText()
{
    QSet<QString> texts;
    for (int c = int(DiagnosticCode::FileUnreadable); c <= int(DiagnosticCode::MoreProblems); ++c) {
        const auto code = DiagnosticCode(c);
        const QString text = DiagnosticText::code(code);
        QVERIFY2(!text.isEmpty() && text != codeName(code), qPrintable(codeName(code)));
        texts.insert(text);
    }
    QCOMPARE(texts.size(), int(DiagnosticCode::MoreProblems) + 1); // each its own
}

void TestDiagnosticText::syntaxErrorShowsLineAndColumn()
{
    Diagnostics diagnostics;
    QVERIFY(!parseJson("{\n  \"a\": ]\n}", QStringLiteral("x.json"), diagnostics));
    QCOMPARE(diagnostics.size(), 1);
    const QString text = DiagnosticText::problem(diagnostics.constFirst());
    QVERIFY2(text.startsWith(QStringLiteral("line 2, column ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("expected valid JSON, found ")), qPrintable(text));
}

void TestDiagnosticText::hostileArgumentStaysPlainAndEscaped()
{
    const QString hostile = QStringLiteral("<b>bold</b>\n\x1b[2J%1\u2028");
    QJsonObject object { { QStringLiteral("kind"), hostile } };
    Diagnostics diagnostics;
    JsonObjectReader reader(object, QStringLiteral("$"), QStringLiteral("f.json"), &diagnostics);
    QVERIFY(
        !reader.oneOf(QStringLiteral("kind"), { QStringLiteral("gpu"), QStringLiteral("tpu") }));
    QCOMPARE(diagnostics.size(), 1);
    const QString text = DiagnosticText::problem(diagnostics.constFirst());
    QCOMPARE(text,
        QStringLiteral("$.kind: expected one of gpu, tpu, found string "
                       "\"<b>bold</b>\\u000a\\u001b[2J%1\\u2028\""));
    for (const QChar c : text)
        QVERIFY(c.unicode() >= 0x20 && c.unicode() != 0x2028);
    QCOMPARE(diagnostics.constFirst().toString(),
        QStringLiteral("f.json: error: $.kind: expected one of gpu, tpu, found string "
                       "\"<b>bold</b>\\u000a\\u001b[2J%1\\u2028\" [unknown-value]"));
}

void TestDiagnosticText::templatesAreTranslatedArgumentsAreNot()
{
    BracketTranslator translator;
    QCoreApplication::installTranslator(&translator);
    const QString text = DiagnosticText::problem(fieldProblem());
    const QString phrase
        = DiagnosticText::phrase(Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 again"),
            Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string \"%1\""), QStringLiteral("number %1"))));
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(text,
        QStringLiteral("[%1: expected %2, found %3]")
            .arg(QStringLiteral("$.model.heads"), QStringLiteral("[integer in [1, 4096]]"),
                QStringLiteral("[number 0]")));
    QCOMPARE(phrase, QStringLiteral("[[string \"number %1\"] again]"));
}

void TestDiagnosticText::toStringStaysEnglishUnderATranslator()
{
    BracketTranslator translator;
    QCoreApplication::installTranslator(&translator);
    const QString line = fieldProblem().toString();
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(line,
        QStringLiteral("model.json: error: $.model.heads: expected integer in [1, 4096], found "
                       "number 0 [out-of-range]"));
}

void TestDiagnosticText::readerRecordsTemplatesAndValues()
{
    QJsonObject object { { QStringLiteral("n"), -5 },
        { QStringLiteral("s"), QStringLiteral("x") } };
    Diagnostics diagnostics;
    JsonObjectReader reader(object, QStringLiteral("$"), QStringLiteral("f.json"), &diagnostics);
    QVERIFY(!reader.integer(QStringLiteral("n"), 1, 8));
    QVERIFY(!reader.number(QStringLiteral("s"), Sign::Positive));
    QCOMPARE(diagnostics.size(), 2);
    // Templates hold no value from the file; the values are arguments.
    QCOMPARE(diagnostics.at(0).expected.source(), QByteArray("integer in [%1, %2]"));
    QCOMPARE(diagnostics.at(0).found.source(), QByteArray("number %1"));
    QCOMPARE(diagnostics.at(0).found.arguments().constFirst().verbatimText(), QStringLiteral("-5"));
    QCOMPARE(diagnostics.at(1).found.source(), QByteArray("string \"%1\""));
    QCOMPARE(diagnostics.at(1).found.arguments().constFirst().verbatimText(), QStringLiteral("x"));
}

QTEST_GUILESS_MAIN(TestDiagnosticText)
#include "tst_diagnostictext.moc"
