// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The SIMT simulator on one core (target: a 4096×4096×4096 bf16 GEMM on the H100 configuration
// in under 1 s), the cost of a scrubbing snapshot, and of the tiled product check.

#include "hardware/catalog.h"
#include "simt/simtsimulator.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

using namespace ts;
using namespace ts::simt;

class BenchSimt : public QObject
{
    Q_OBJECT

private slots:
    void simulate_data();
    void simulate();
    void scrub();
    void product();
};

namespace {

GpuConfig gpu(const QString& id)
{
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    return *GpuConfig::fromDevice(*catalog.device(id), Precision::BF16);
}

} // namespace

void BenchSimt::simulate_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("tile");
    QTest::newRow("H100 4096^3 128x128")
        << QStringLiteral("h100-sxm") << 4096 << QStringLiteral("128x128x32");
    QTest::newRow("H100 4096^3 64x64")
        << QStringLiteral("h100-sxm") << 4096 << QStringLiteral("64x64x32");
    QTest::newRow("A100 4096^3 128x128")
        << QStringLiteral("a100-sxm4-80gb") << 4096 << QStringLiteral("128x128x32");
    QTest::newRow("H100 16384^3 128x128")
        << QStringLiteral("h100-sxm") << 16384 << QStringLiteral("128x128x32");
}

void BenchSimt::simulate()
{
    QFETCH(QString, device);
    QFETCH(int, size);
    QFETCH(QString, tile);
    const GpuConfig g = gpu(device);
    KernelOptions options;
    options.tile = *TileShape::fromText(tile);
    double bestMs = 1e9;
    std::int64_t cycles = 0, processed = 0, issued = 0;
    QBENCHMARK
    {
        QElapsedTimer timer;
        timer.start();
        auto sim = SimtSimulator::create(
            g, GemmShape { GemmM(size), GemmN(size), GemmK(size) }, options);
        bestMs = std::min(bestMs, double(timer.nsecsElapsed()) * 1e-6);
        cycles = sim->totalCycles();
        processed = sim->cyclesProcessed();
        issued = sim->instructionsIssued();
    }
    qInfo("%s: %.1f ms to simulate %lld cycles (%lld warp instructions on the chip; %lld SM "
          "cycles processed) (target < 1000 ms for H100 4096^3)",
        QTest::currentDataTag(), bestMs, qlonglong(cycles), qlonglong(issued),
        qlonglong(processed));
}

void BenchSimt::scrub()
{
    auto sim = SimtSimulator::create(
        gpu(QStringLiteral("h100-sxm")), GemmShape { GemmM(4096), GemmN(4096), GemmK(4096) });
    QRandomGenerator rng(1);
    double worstMs = 0, sumMs = 0;
    const int seeks = 200;
    for (int i = 0; i < seeks; ++i) {
        QElapsedTimer timer;
        timer.start();
        const SimtSnapshot s = sim->snapshot(rng.bounded(qint64(sim->totalCycles())));
        const double ms = double(timer.nsecsElapsed()) * 1e-6;
        worstMs = std::max(worstMs, ms);
        sumMs += ms;
        QVERIFY(s.cycle >= 0);
    }
    qInfo("scrub H100 4096^3 (%lld cycles): mean %.3f ms, worst %.3f ms per snapshot",
        qlonglong(sim->totalCycles()), sumMs / seeks, worstMs);
}

void BenchSimt::product()
{
    const int n = 1024;
    auto sim = SimtSimulator::create(
        gpu(QStringLiteral("h100-sxm")), GemmShape { GemmM(n), GemmN(n), GemmK(n) });
    const Eigen::MatrixXf a = Eigen::MatrixXf::Random(n, n);
    const Eigen::MatrixXf b = Eigen::MatrixXf::Random(n, n);
    QElapsedTimer timer;
    timer.start();
    const Eigen::MatrixXf c = sim->product(a, b);
    const double tiledMs = double(timer.nsecsElapsed()) * 1e-6;
    timer.start();
    const Eigen::MatrixXf reference = a * b;
    const double eigenMs = double(timer.nsecsElapsed()) * 1e-6;
    QVERIFY(c.isApprox(reference, 1e-4f));
    qInfo("product 1024^3: tiled (per CTA and K-slab) %.1f ms, plain Eigen %.1f ms", tiledMs,
        eigenMs);
}

QTEST_GUILESS_MAIN(BenchSimt)
#include "bench_simt.moc"
