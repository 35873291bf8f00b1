// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Painting one SIMT frame offscreen at 1920×1080 (target: a 132-SM H100 frame in < 4 ms), and
// the snapshot the view takes before painting it.

#include "hardware/catalog.h"
#include "simt/simtsimulator.h"
#include "style/theme.h"
#include "views/simtpainter.h"
#include "views/simtstyle.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace ts;
using namespace ts::simt;

class BenchSimtPaint : public QObject
{
    Q_OBJECT

private slots:
    void frame_data();
    void frame();
};

void BenchSimtPaint::frame_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("tile");
    QTest::newRow("H100 132 SMs, 4096^3, 1024 tiles")
        << QStringLiteral("h100-sxm") << 4096 << QStringLiteral("128x128x32");
    QTest::newRow("H100 132 SMs, 4096^3 64x64, 3 CTAs/SM")
        << QStringLiteral("h100-sxm") << 4096 << QStringLiteral("64x64x32");
    QTest::newRow("A100 108 SMs, 2048^3")
        << QStringLiteral("a100-sxm4-80gb") << 2048 << QStringLiteral("128x128x32");
}

void BenchSimtPaint::frame()
{
    QFETCH(QString, device);
    QFETCH(int, size);
    QFETCH(QString, tile);
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const GpuConfig g = *GpuConfig::fromDevice(*catalog.device(device), Precision::BF16);
    KernelOptions options;
    options.tile = *TileShape::fromText(tile);
    auto sim
        = SimtSimulator::create(g, GemmShape { GemmM(size), GemmN(size), GemmK(size) }, options);
    QElapsedTimer timer;
    timer.start();
    const SimtSnapshot snapshot = sim->snapshot(sim->totalCycles() / 2);
    const double snapshotMs = double(timer.nsecsElapsed()) * 1e-6;
    const SimtStyle style = SimtStyle::fromPalette(Theme(Theme::Kind::Light).palette());
    const SimtPainter::Focus focus { 0, 0, QStringLiteral("benchmark") };
    QImage image(1920, 1080, QImage::Format_RGB32);
    {
        // Warm-up: the first frame also rasterises and caches the glyphs of each font size.
        QPainter painter(&image);
        SimtPainter::paint(painter, snapshot, QRectF(image.rect()), style, focus);
    }
    double bestMs = 1e9;
    QBENCHMARK
    {
        timer.start();
        QPainter painter(&image);
        SimtPainter::paint(painter, snapshot, QRectF(image.rect()), style, focus);
        painter.end();
        bestMs = std::min(bestMs, double(timer.nsecsElapsed()) * 1e-6);
    }
    qInfo("%s: %.2f ms per 1920x1080 frame (target < 4 ms), snapshot %.2f ms",
        QTest::currentDataTag(), bestMs, snapshotMs);
}

QTEST_MAIN(BenchSimtPaint)
#include "bench_simtpaint.moc"
