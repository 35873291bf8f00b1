// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The presenter's spotlight: dark outside the circle, clear inside, following its parent's size.

#include "views/spotlightoverlay.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace ts;

class TestSpotlightOverlay : public QObject
{
    Q_OBJECT

private slots:
    void darkensAllButTheCircle();
    void coversItsParent();
};

void TestSpotlightOverlay::darkensAllButTheCircle()
{
    QWidget parent;
    parent.resize(800, 600);
    SpotlightOverlay overlay(&parent);
    QVERIFY(!overlay.isVisible()); // off until the presenter asks for it
    QVERIFY(overlay.testAttribute(Qt::WA_TransparentForMouseEvents));
    overlay.setRadius(100);
    overlay.setCenter(QPoint(300, 200));
    QImage image(overlay.size(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    overlay.render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    QCOMPARE(qAlpha(image.pixel(300, 200)), 0); // the centre: untouched
    QCOMPARE(qAlpha(image.pixel(300 + 60, 200)), 0); // inside the circle
    QCOMPARE(qAlpha(image.pixel(10, 10)), SpotlightOverlay::kShadeAlpha); // far away: shaded
    QCOMPARE(qAlpha(image.pixel(300 + 140, 200)), SpotlightOverlay::kShadeAlpha);
    QCOMPARE(qRed(image.pixel(10, 10)), 0);
}

void TestSpotlightOverlay::coversItsParent()
{
    QWidget parent;
    parent.resize(640, 480);
    SpotlightOverlay overlay(&parent);
    parent.show();
    overlay.show();
    QCOMPARE(overlay.geometry(), parent.rect());
    parent.resize(1920, 1080);
    QCOMPARE(overlay.geometry(), QRect(0, 0, 1920, 1080));
}

QTEST_MAIN(TestSpotlightOverlay)
#include "tst_spotlightoverlay.moc"
