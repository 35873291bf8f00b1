// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Painting one systolic-array frame offscreen at 1920×1080 (target: a 128×128 frame in < 4 ms).

#include "style/theme.h"
#include "systolic/systolicsimulator.h"
#include "views/systolicpainter.h"
#include "views/systolicstyle.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace ts;
using namespace ts::systolic;
using Sim = SystolicSimulator<float>;

class BenchSystolicPaint : public QObject
{
    Q_OBJECT

private slots:
    void frame_data();
    void frame();
};

void BenchSystolicPaint::frame_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("gemm");
    QTest::newRow("8x8 values, 64^3") << 8 << 64;
    QTest::newRow("16x16 values, 256^3") << 16 << 256;
    QTest::newRow("128x128 heat map, 1024^3") << 128 << 1024;
    QTest::newRow("256x256 heat map, 1024^3") << 256 << 1024;
}

void BenchSystolicPaint::frame()
{
    QFETCH(int, side);
    QFETCH(int, gemm);
    auto sim = Sim::create(Dataflow::WeightStationary, { side, side },
        Sim::Matrix::Random(gemm, gemm), Sim::Matrix::Random(gemm, gemm));
    sim->seek(sim->geometry().clockCycles() / 2);
    const Snapshot snapshot = sim->snapshot();
    const SystolicStyle style = SystolicStyle::fromPalette(Theme(Theme::Kind::Light).palette());
    QImage image(1920, 1080, QImage::Format_RGB32);
    {
        // Warm-up: the first frame also rasterises and caches the glyphs of each font size.
        QPainter painter(&image);
        SystolicPainter::paint(painter, snapshot, QRectF(image.rect()), style);
    }
    QElapsedTimer timer;
    double bestMs = 1e9;
    QBENCHMARK
    {
        timer.start();
        QPainter painter(&image);
        SystolicPainter::paint(painter, snapshot, QRectF(image.rect()), style);
        painter.end();
        bestMs = std::min(bestMs, double(timer.nsecsElapsed()) * 1e-6);
    }
    qInfo("%s: %.2f ms per 1920x1080 frame (target < 4 ms for 128x128)", QTest::currentDataTag(),
        bestMs);
}

QTEST_MAIN(BenchSystolicPaint)
#include "bench_systolicpaint.moc"
