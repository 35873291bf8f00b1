// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

#include "style/theme.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QStyleOptionViewItem>
#include <QTest>
#include <cmath>

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
    void checkBoxesStandOutFromRows_data();
    void checkBoxesStandOutFromRows();
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
    // Past the palette (issue 19: twelve devices and more), three rounds of distinct colours:
    // no two of 24 devices share one, each is visible on the chart background, and the rounds'
    // curves differ in line style too.
    QList<QColor> shown;
    for (int index = 0; index < 3 * colors.size(); ++index)
        shown.append(Theme::deviceColor(colors, index));
    QCOMPARE(shown.first(colors.size()), colors);
    for (qsizetype a = 0; a < shown.size(); ++a) {
        for (qsizetype b = a + 1; b < shown.size(); ++b) {
            const double distance = std::hypot(shown[a].redF() - shown[b].redF(),
                shown[a].greenF() - shown[b].greenF(), shown[a].blueF() - shown[b].blueF());
            QVERIFY2(distance > 0.07,
                qPrintable(QStringLiteral("%1 %2 and %3 %4")
                               .arg(a)
                               .arg(shown[a].name())
                               .arg(b)
                               .arg(shown[b].name())));
        }
        QVERIFY2(Theme::contrastRatio(shown[a], background) >= 1.5, qPrintable(shown[a].name()));
    }
    QCOMPARE(Theme::deviceLineStyle(0), Qt::SolidLine);
    QCOMPARE(Theme::deviceLineStyle(int(colors.size())), Qt::DashLine);
    QCOMPARE(Theme::deviceLineStyle(2 * int(colors.size())), Qt::DotLine);
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

void TestTheme::checkBoxesStandOutFromRows_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("row");
    for (const auto& [name, kind] :
        { std::pair("light", Theme::Kind::Light), std::pair("dark", Theme::Kind::Dark) }) {
        QTest::addRow("%s, plain row", name) << int(kind) << int(QPalette::Base);
        QTest::addRow("%s, alternate row", name) << int(kind) << int(QPalette::AlternateBase);
    }
}

// The device picker's unchecked boxes, drawn as a table draws them on each kind of row: some
// pixel of the box must reach WCAG's 3:1 non-text contrast against the row (Fusion's own
// outline reaches about 1.6:1 on the light theme's rows and 1.1:1 on the dark theme's).
void TestTheme::checkBoxesStandOutFromRows()
{
    QFETCH(int, kind);
    QFETCH(int, row);
    auto* application = qobject_cast<QApplication*>(QCoreApplication::instance());
    const Theme theme { Theme::Kind(kind) };
    theme.applyTo(*application);
    const QColor background = theme.palette().color(QPalette::ColorRole(row));

    QImage image(40, 40, QImage::Format_ARGB32);
    image.fill(background);
    QStyleOptionViewItem option;
    option.palette = theme.palette();
    option.rect = QRect(10, 10, 16, 16);
    option.state = QStyle::State_Enabled | QStyle::State_Off;
    QPainter painter(&image);
    QApplication::style()->drawPrimitive(QStyle::PE_IndicatorItemViewItemCheck, &option, &painter);
    painter.end();

    double best = 1;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            best = std::max(best, Theme::contrastRatio(image.pixelColor(x, y), background));
    }
    QVERIFY2(best >= 3.0, qPrintable(QStringLiteral("best contrast %1:1").arg(best, 0, 'f', 2)));
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
