// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "common/units.h"

#include <QTest>

using namespace ts;

// The one units-and-format module (issue 33 item 2): the conversions, and the text the window
// (user's locale) and the command line (C locale) build from them.
class TestUnits : public QObject
{
    Q_OBJECT
private slots:
    void conversions();
    void gibText();
    void percent_data();
    void percent();
    void signedPercent_data();
    void signedPercent();
    void duration_data();
    void duration();
    void durationCappedAtSeconds();
};

void TestUnits::conversions()
{
    QCOMPARE(units::gib(double(qint64(80) << 30)), 80.0);
    // nvidia-smi's 81559 MiB for an H100 80GB: 79.65 GiB, 85.5 GB.
    QCOMPARE(units::gib(81559 * units::kBytesPerMiB), 79.6474609375);
    QCOMPARE(units::kBytesPerTiB, 1024 * units::kBytesPerGiB);
    // An hour on 8 chips at $2 a chip-hour.
    QCOMPARE(units::usdFor(3600, 2.0, 8), 16.0);
    // $3.6 a chip-hour at 1,000 tokens/s: $1 per million tokens; nothing produced costs 0.
    QCOMPARE(units::usdPerMillionTokens(3.6, 1000), 1.0);
    QCOMPARE(units::usdPerMillionTokens(3.6, 0), 0.0);
}

void TestUnits::gibText()
{
    const double h100 = 81559 * units::kBytesPerMiB;
    QCOMPARE(units::gibText(h100), QStringLiteral("79.65 GiB"));
    QCOMPARE(units::gibText(h100, 0), QStringLiteral("80 GiB"));
    QCOMPARE(units::gibNumber(h100, 1), QStringLiteral("79.6"));
    // The window writes numbers in the user's language; the GiB figure is the same.
    QCOMPARE(units::gibNumber(h100, 1, QLocale(QLocale::German)), QStringLiteral("79,6"));
    QCOMPARE(units::gibNumber(1536 * units::kBytesPerGiB, 0, QLocale(QLocale::English)),
        QStringLiteral("1,536"));
    // The command line's C locale has no group separator.
    QCOMPARE(units::gibNumber(1536 * units::kBytesPerGiB, 0), QStringLiteral("1536"));
}

void TestUnits::percent_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one decimal") << 0.1234 << 1 << "12.3%";
    QTest::newRow("whole") << 0.5 << 0 << "50%";
    QTest::newRow("over 100") << 1.5 << 1 << "150.0%";
    QTest::newRow("negative") << -0.052 << 1 << "-5.2%";
}

void TestUnits::percent()
{
    QFETCH(double, fraction);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(units::percentText(fraction, decimals), expected);
    QCOMPARE(units::percentNumber(fraction, decimals) + u'%', expected);
}

void TestUnits::signedPercent_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<QString>("cli");
    QTest::addColumn<QString>("window");
    QTest::newRow("positive") << 0.053 << "+5.3%"
                              << "+5.3%";
    QTest::newRow("zero") << 0.0 << "+0.0%"
                          << "+0.0%";
    // A tiny negative error still reads negative (the validate table's "-0.0%").
    QTest::newRow("tiny negative") << -0.0002 << "-0.0%"
                                   << "−0.0%";
    QTest::newRow("negative") << -0.226 << "-22.6%"
                              << "−22.6%";
}

void TestUnits::signedPercent()
{
    QFETCH(double, fraction);
    QFETCH(QString, cli);
    QFETCH(QString, window);
    QCOMPARE(units::signedPercentText(fraction), cli);
    QCOMPARE(units::signedPercentText(fraction, 1, QLocale::c(), QChar(0x2212)), window);
}

void TestUnits::duration_data()
{
    QTest::addColumn<double>("seconds");
    QTest::addColumn<int>("unit");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("cli");
    QTest::newRow("days") << 172800.0 << int(units::TimeUnit::Days) << 2.0 << "2.00 d";
    QTest::newRow("hours") << 5400.0 << int(units::TimeUnit::Hours) << 1.5 << "1.50 h";
    QTest::newRow("minutes read in seconds")
        << 90.0 << int(units::TimeUnit::Seconds) << 90.0 << "90.000 s";
    QTest::newRow("one second") << 1.0 << int(units::TimeUnit::Seconds) << 1.0 << "1.000 s";
    QTest::newRow("ms") << 0.01234 << int(units::TimeUnit::Milliseconds) << 12.34 << "12.34 ms";
    QTest::newRow("us") << 2.5e-5 << int(units::TimeUnit::Microseconds) << 25.0 << "25.0 us";
}

void TestUnits::duration()
{
    QFETCH(double, seconds);
    QFETCH(int, unit);
    QFETCH(double, value);
    QFETCH(QString, cli);
    const units::ScaledDuration d = units::scaledDuration(seconds);
    QCOMPARE(int(d.unit), unit);
    QCOMPARE(d.value, value);
    QCOMPARE(units::durationText(seconds), cli);
}

void TestUnits::durationCappedAtSeconds()
{
    const units::ScaledDuration d = units::scaledDuration(7200, units::TimeUnit::Seconds);
    QCOMPARE(d.unit, units::TimeUnit::Seconds);
    QCOMPARE(d.value, 7200.0);
}

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
