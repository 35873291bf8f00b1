// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

#include "io/numberparsing.h"

#include <QTest>
#include <limits>

using namespace ts::io;

class TestNumberParsing : public QObject
{
    Q_OBJECT

private slots:
    void integers_data();
    void integers();
    void numbers_data();
    void numbers();
};

void TestNumberParsing::integers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("minimum");
    QTest::addColumn<qint64>("maximum");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<int>("problem");
    const qint64 big = qint64(1) << 40;
    const qint64 max = std::numeric_limits<qint64>::max();
    const qint64 min = std::numeric_limits<qint64>::min();
    QTest::newRow("plain") << "4096" << qint64(1) << big << true << qint64(4096)
                           << int(NumberProblem::None);
    QTest::newRow("spaces plus") << " +8 " << qint64(1) << big << true << qint64(8)
                                 << int(NumberProblem::None);
    QTest::newRow("separators") << "1_000,000" << qint64(1) << big << true << qint64(1000000)
                                << int(NumberProblem::None);
    QTest::newRow("thousands") << "-1,024" << min << max << true << qint64(-1024)
                               << int(NumberProblem::None);
    // Issue 18: "--m 1,5" was read as 15.
    QTest::newRow("decimal comma")
        << "1,5" << qint64(1) << big << false << qint64(0) << int(NumberProblem::NotANumber);
    QTest::newRow("group of two") << "1,00" << qint64(1) << big << false << qint64(0)
                                  << int(NumberProblem::NotANumber);
    QTest::newRow("first group of four")
        << "1000,000" << qint64(1) << big << false << qint64(0) << int(NumberProblem::NotANumber);
    QTest::newRow("trailing separator")
        << "1000_" << qint64(1) << big << false << qint64(0) << int(NumberProblem::NotANumber);
    QTest::newRow("leading separator")
        << ",100" << qint64(1) << big << false << qint64(0) << int(NumberProblem::NotANumber);
    QTest::newRow("doubled separator")
        << "1,,000" << qint64(1) << big << false << qint64(0) << int(NumberProblem::NotANumber);
    QTest::newRow("zero") << "0" << qint64(1) << big << false << qint64(0)
                          << int(NumberProblem::TooSmall);
    QTest::newRow("negative") << "-5" << qint64(1) << big << false << qint64(0)
                              << int(NumberProblem::TooSmall);
    QTest::newRow("above max") << "1099511627777" << qint64(1) << big << false << qint64(0)
                               << int(NumberProblem::TooLarge);
    QTest::newRow("2^64") << "18446744073709551616" << qint64(1) << big << false << qint64(0)
                          << int(NumberProblem::TooLarge);
    QTest::newRow("huge") << "999999999999999999999999999" << qint64(1) << big << false << qint64(0)
                          << int(NumberProblem::TooLarge);
    QTest::newRow("int64 max") << "9223372036854775807" << min << max << true << max
                               << int(NumberProblem::None);
    QTest::newRow("int64 min") << "-9223372036854775808" << min << max << true << min
                               << int(NumberProblem::None);
    QTest::newRow("below int64 min") << "-9223372036854775809" << min << max << false << qint64(0)
                                     << int(NumberProblem::TooSmall);
    QTest::newRow("fraction") << "1.5" << qint64(1) << big << false << qint64(0)
                              << int(NumberProblem::NotANumber);
    QTest::newRow("exponent") << "1e3" << qint64(1) << big << false << qint64(0)
                              << int(NumberProblem::NotANumber);
    QTest::newRow("hex") << "0x10" << qint64(1) << big << false << qint64(0)
                         << int(NumberProblem::NotANumber);
    QTest::newRow("empty") << "" << qint64(1) << big << false << qint64(0)
                           << int(NumberProblem::NotANumber);
    QTest::newRow("sign only") << "-" << qint64(1) << big << false << qint64(0)
                               << int(NumberProblem::NotANumber);
    QTest::newRow("word") << "many" << qint64(1) << big << false << qint64(0)
                          << int(NumberProblem::NotANumber);
    QTest::newRow("unicode digit") << QString::fromUtf8("٣") << qint64(1) << big << false
                                   << qint64(0) << int(NumberProblem::NotANumber);
}

void TestNumberParsing::integers()
{
    QFETCH(QString, text);
    QFETCH(qint64, minimum);
    QFETCH(qint64, maximum);
    QFETCH(bool, valid);
    QFETCH(qint64, value);
    QFETCH(int, problem);
    NumberProblem found = NumberProblem::None;
    const auto parsed = parseInteger(text, minimum, maximum, &found);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(*parsed, value);
    QCOMPARE(int(found), problem);
}

void TestNumberParsing::numbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("problem");
    QTest::newRow("decimal") << "0.25" << true << int(NumberProblem::None);
    QTest::newRow("exponent") << "2.5e3" << true << int(NumberProblem::None);
    QTest::newRow("nan") << "nan" << false << int(NumberProblem::NotFinite);
    QTest::newRow("inf") << "-Infinity" << false << int(NumberProblem::NotFinite);
    QTest::newRow("overflow") << "1e999" << false << int(NumberProblem::NotFinite);
    QTest::newRow("too small") << "-1" << false << int(NumberProblem::TooSmall);
    QTest::newRow("too large") << "1e7" << false << int(NumberProblem::TooLarge);
    QTest::newRow("garbage") << "12abc" << false << int(NumberProblem::NotANumber);
}

void TestNumberParsing::numbers()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(int, problem);
    NumberProblem found = NumberProblem::None;
    const auto parsed = parseNumber(text, 0.0, 1e6, &found);
    QCOMPARE(parsed.has_value(), valid);
    QCOMPARE(int(found), problem);
    QCOMPARE(describeProblem(NumberProblem::TooSmall, QStringLiteral("1"), QString()),
        QStringLiteral("must be at least 1"));
    // A bound the caller does not give still makes a sentence (issue 34 item 9: "at most .").
    QCOMPARE(describeProblem(NumberProblem::TooLarge, QStringLiteral("0"), QString()),
        QStringLiteral("is too large"));
    QCOMPARE(describeProblem(NumberProblem::TooSmall, QString(), QStringLiteral("9")),
        QStringLiteral("is too small"));
}

QTEST_GUILESS_MAIN(TestNumberParsing)
#include "tst_numberparsing.moc"
