// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

#include "style/theme.h"

#include <QApplication>
#include <QSet>
#include <QTest>

using ts::Theme;

class TestTheme : public QObject
{
    Q_OBJECT

private slots:
    void names();
    void textContrastIsProjectorSafe_data();
    void textContrastIsProjectorSafe();
    void deviceColorsAreDistinctAndVisible_data();
    void deviceColorsAreDistinctAndVisible();
    void applyToSetsPalette();
};

void TestTheme::names()
{
    QCOMPARE(Theme(Theme::Kind::Light).name(), QStringLiteral("light"));
    QCOMPARE(Theme(Theme::Kind::Dark).name(), QStringLiteral("dark"));
    QCOMPARE(Theme::kindFromName(QStringLiteral(" Dark ")), Theme::Kind::Dark);
    QVERIFY(!Theme::kindFromName(QStringLiteral("sepia")));
    QCOMPARE(Theme::contrastRatio(Qt::black, Qt::white), 21.0);
}

void TestTheme::textContrastIsProjectorSafe_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("light") << int(Theme::Kind::Light);
    QTest::newRow("dark") << int(Theme::Kind::Dark);
}

// Projectors wash out contrast; WCAG's enhanced level (7:1) is the floor for body text.
void TestTheme::textContrastIsProjectorSafe()
{
    QFETCH(int, kind);
    const QPalette p = Theme(Theme::Kind(kind)).palette();
    QVERIFY(Theme::contrastRatio(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 7.0);
    QVERIFY(Theme::contrastRatio(p.color(QPalette::Text), p.color(QPalette::Base)) >= 7.0);
    QVERIFY(Theme::contrastRatio(p.color(QPalette::ButtonText), p.color(QPalette::Button)) >= 7.0);
    QVERIFY(Theme::contrastRatio(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight))
        >= 4.5);
}

void TestTheme::deviceColorsAreDistinctAndVisible_data()
{
    textContrastIsProjectorSafe_data();
}

void TestTheme::deviceColorsAreDistinctAndVisible()
{
    QFETCH(int, kind);
    const Theme theme { Theme::Kind(kind) };
    const QList<QColor> colors = theme.deviceColors();
    QVERIFY(colors.size() >= 8);
    QSet<QRgb> unique;
    for (const QColor& c : colors)
        unique.insert(c.rgb());
    QCOMPARE(unique.size(), colors.size());
    // Chart marks must stand out from the chart background (WCAG 1.4.11 asks 3:1 for graphics);
    // yellow on white is the known weak pair, kept last in the light palette.
    const QColor background = theme.palette().color(QPalette::Base);
    for (int i = 0; i < 6; ++i)
        QVERIFY2(
            Theme::contrastRatio(colors.at(i), background) >= 2.0, qPrintable(colors.at(i).name()));
    QCOMPARE(theme.deviceColor(colors.size()), colors.constFirst());
    QCOMPARE(theme.deviceColor(-1), colors.constLast());
}

void TestTheme::applyToSetsPalette()
{
    auto* application = qobject_cast<QApplication*>(QCoreApplication::instance());
    QVERIFY(application);
    Theme(Theme::Kind::Dark).applyTo(*application);
    QCOMPARE(QApplication::palette().color(QPalette::Window),
        Theme(Theme::Kind::Dark).palette().color(QPalette::Window));
    Theme(Theme::Kind::Light).applyTo(*application);
    QCOMPARE(QApplication::palette().color(QPalette::Window),
        Theme(Theme::Kind::Light).palette().color(QPalette::Window));
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
