// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The α–β collective model: ring volume, hierarchical NVLink + InfiniBand all-reduce, per-axis
// torus rings with and without wraparound, multi-slice DCN.

#include "hardware/catalog.h"
#include "scaling/collectivemodel.h"

#include <QTest>

using namespace ts;
using namespace ts::scaling;

class TestCollectives : public QObject
{
    Q_OBJECT

private slots:
    void ringAllReduceMovesTwiceNMinusOneOverN_data();
    void ringAllReduceMovesTwiceNMinusOneOverN();
    void treeBeatsRingOnlyForSmallMessages();
    void eightGpusStayInTheNvlinkDomain();
    void hierarchicalAllReduceAcrossTwoNvlinkDomains();
    void torusAllReduceRunsPerAxis();
    void wraparoundDoublesTheRingBandwidth();
    void multiSliceGoesOverDcn();
    void otherCollectives();

private:
    static Device device(const QString& id)
    {
        static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
        const auto d = catalog.device(id);
        return d ? *d : Device {};
    }
};

void TestCollectives::ringAllReduceMovesTwiceNMinusOneOverN_data()
{
    QTest::addColumn<qint64>("n");
    QTest::addColumn<double>("bytes");
    QTest::newRow("2 chips, 1 GB") << qint64(2) << 1e9;
    QTest::newRow("8 chips, 256 MB") << qint64(8) << 256e6;
    QTest::newRow("1024 chips, 4 MB") << qint64(1024) << 4e6;
}

void TestCollectives::ringAllReduceMovesTwiceNMinusOneOverN()
{
    QFETCH(qint64, n);
    QFETCH(double, bytes);
    const double bandwidth = 100e9;
    const double alpha = 2e-6;
    const CollectiveEstimate e = CollectiveModel::ringAllReduce(n, bytes, bandwidth, alpha);
    const double volume = 2.0 * double(n - 1) / double(n) * bytes;
    QCOMPARE(e.bytesSentPerChip, volume);
    QCOMPARE(e.bandwidthSeconds, volume / bandwidth);
    QCOMPARE(e.latencySeconds, 2.0 * double(n - 1) * alpha);
    QCOMPARE(e.timeSeconds, e.bandwidthSeconds + e.latencySeconds);
    QCOMPARE(e.algorithm, QStringLiteral("ring"));
}

void TestCollectives::treeBeatsRingOnlyForSmallMessages()
{
    // Across many nodes a ring pays 2(n−1) steps, a tree 2·log₂ n: the tree wins small messages,
    // the ring (2(n−1)/n·S/B < 2·S/B) large ones.
    const auto ringSmall = CollectiveModel::ringAllReduce(512, 1e4, 50e9, 10e-6);
    const auto treeSmall = CollectiveModel::treeAllReduce(512, 1e4, 50e9, 10e-6);
    QVERIFY(treeSmall.timeSeconds < ringSmall.timeSeconds);
    const auto ringLarge = CollectiveModel::ringAllReduce(64, 1e10, 50e9, 10e-6);
    const auto treeLarge = CollectiveModel::treeAllReduce(64, 1e10, 50e9, 10e-6);
    QVERIFY(ringLarge.timeSeconds < treeLarge.timeSeconds);
    QCOMPARE(treeLarge.latencySeconds, 2 * 6 * 10e-6);
}

void TestCollectives::eightGpusStayInTheNvlinkDomain()
{
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const CollectiveModel network(h100, 8);
    const double bytes = 1e9;
    const auto e = network.estimate(Collective::AllReduce, bytes, { 8, 1 });
    QCOMPARE(e.algorithm, QStringLiteral("ring"));
    QCOMPARE(e.bytesSentPerChip, 2.0 * 7.0 / 8.0 * bytes);
    QCOMPARE(e.bandwidthSeconds, 2.0 * 7.0 / 8.0 * bytes / 450e9);
    QCOMPARE(e.latencySeconds, CollectiveModel::kLibraryBaseLatencySeconds + 14 * 3.4e-6);
}

void TestCollectives::hierarchicalAllReduceAcrossTwoNvlinkDomains()
{
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const CollectiveModel network(h100, 16);
    const double s = 2e9;
    const auto e = network.estimate(Collective::AllReduce, s, { 16, 1 });
    QCOMPARE(e.algorithm, QStringLiteral("hierarchical"));
    // Reduce-scatter among the 8 GPUs of each node over NVLink, all-reduce of S/8 between the
    // two nodes (each GPU over its own 50 GB/s NIC), all-gather over NVLink.
    const double inside = 2 * (7.0 / 8.0) * s / 450e9;
    const double across = 2 * (1.0 / 2.0) * (s / 8) / 50e9;
    QVERIFY(qAbs(e.bandwidthSeconds - (inside + across)) < 1e-12);
    QCOMPARE(e.latencySeconds,
        CollectiveModel::kLibraryBaseLatencySeconds + 2 * 7 * 3.4e-6 + 2 * 1 * 9.6e-6);
    QCOMPARE(e.bytesSentPerChip, 2 * (7.0 / 8.0) * s + 2 * 0.5 * s / 8);
    // Every GPU in its own node (a data-parallel group strided by tp = 8): the NICs carry it all.
    const CollectiveModel big(h100, 128);
    const auto strided = big.estimate(Collective::AllReduce, s, { 16, 8 });
    QCOMPARE(strided.bandwidthSeconds, 2 * (15.0 / 16.0) * s / 50e9);
    QVERIFY(strided.timeSeconds > e.timeSeconds);
}

void TestCollectives::torusAllReduceRunsPerAxis()
{
    const Device v5p = device(QStringLiteral("tpu-v5p"));
    const CollectiveModel network(v5p, 64);
    QCOMPARE(network.torusDims(), (std::vector<qint64> { 4, 4, 4 }));
    QVERIFY(network.axisWraps(0) && network.axisWraps(1) && network.axisWraps(2));
    const double link = 600e9 / 6;
    QCOMPARE(network.linkBytesPerSecond(), link);
    const double s = 1e9;

    // One axis of 4 with wraparound: a bidirectional ring at 2 links per chip.
    const auto axis = network.estimate(Collective::AllReduce, s, { 4, 1 });
    QCOMPARE(axis.algorithm, QStringLiteral("torus"));
    QVERIFY(qAbs(axis.bandwidthSeconds - 2 * 0.75 * s / (2 * link)) < 1e-12);
    QCOMPARE(axis.latencySeconds, CollectiveModel::kCompiledBaseLatencySeconds + 2 * 3 * 1e-6);

    // Strided by 4 (the second axis): same ring, same time.
    const auto second = network.estimate(Collective::AllReduce, s, { 4, 4 });
    QVERIFY(qAbs(second.timeSeconds - axis.timeSeconds) < 1e-12);

    // All three axes: the data splits into three parts that cross the axes in rotated orders,
    // each axis carries (S/3)·(3/4)·(1 + 1/4 + 1/16), all axes at once.
    const auto all = network.estimate(Collective::AllReduce, s, { 64, 1 });
    const double perAxis = s / 3 * 0.75 * (1 + 0.25 + 0.0625);
    QVERIFY(qAbs(all.bandwidthSeconds - 2 * perAxis / (2 * link)) < 1e-12);
    QCOMPARE(all.latencySeconds, CollectiveModel::kCompiledBaseLatencySeconds + 2 * 3 * 3 * 1e-6);
    QVERIFY(all.timeSeconds < 3 * axis.timeSeconds);
}

void TestCollectives::wraparoundDoublesTheRingBandwidth()
{
    const Device v5p = device(QStringLiteral("tpu-v5p"));
    // 32 chips are less than a 4×4×4 cube: no optical wraparound, so rings are lines.
    const CollectiveModel small(v5p, 32);
    QVERIFY(!small.axisWraps(0));
    const CollectiveModel cube(v5p, 64);
    const auto line = small.estimate(Collective::AllGather, 1e9, { 4, 1 });
    const auto ring = cube.estimate(Collective::AllGather, 1e9, { 4, 1 });
    QVERIFY(qAbs(line.bandwidthSeconds - 2 * ring.bandwidthSeconds) < 1e-12);
}

void TestCollectives::multiSliceGoesOverDcn()
{
    const Device v5e = device(QStringLiteral("tpu-v5e"));
    const CollectiveModel network(v5e, 512);
    QCOMPARE(network.slices(), qint64(2));
    QCOMPARE(network.sliceChips(), qint64(256));
    qint64 slices = 0;
    const auto rings = network.torusRings({ 512, 1 }, &slices);
    QCOMPARE(slices, qint64(2));
    QCOMPARE(rings.size(), std::size_t(2));
    const auto e = network.estimate(Collective::AllReduce, 1e9, { 512, 1 });
    QCOMPARE(e.algorithm, QStringLiteral("torus+dcn"));
    // The DCN phase all-reduces 1/256 of S between the two slices at 3.125 GB/s per chip.
    const auto inSlice = network.estimate(Collective::AllReduce, 1e9, { 256, 1 });
    const double dcn = 2 * 0.5 * (1e9 / 256) / 3.125e9;
    QVERIFY(qAbs(e.bandwidthSeconds - inSlice.bandwidthSeconds - dcn) < 1e-12);
}

void TestCollectives::otherCollectives()
{
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const CollectiveModel network(h100, 64);
    const double s = 64e6;
    const auto rs = network.estimate(Collective::ReduceScatter, s, { 8, 1 });
    const auto ag = network.estimate(Collective::AllGather, s, { 8, 1 });
    const auto ar = network.estimate(Collective::AllReduce, s, { 8, 1 });
    // An all-reduce is a reduce-scatter followed by an all-gather (in one call).
    QVERIFY(qAbs(rs.timeSeconds + ag.timeSeconds - network.baseLatencySeconds() - ar.timeSeconds)
        < 1e-12);
    QCOMPARE(rs.bytesSentPerChip, 7.0 / 8.0 * s);
    // All-to-all across 8 nodes: 7/8 of the data leaves each node over the NIC.
    const auto a2a = network.estimate(Collective::AllToAll, s, { 8, 8 });
    QCOMPARE(a2a.bandwidthSeconds, 7.0 / 8.0 * s / 50e9);
    const auto p2pNvlink = network.estimate(Collective::PointToPoint, s, { 2, 1 });
    const auto p2pNic = network.estimate(Collective::PointToPoint, s, { 2, 8 });
    QCOMPARE(p2pNvlink.bandwidthSeconds, s / 450e9);
    QCOMPARE(p2pNic.bandwidthSeconds, s / 50e9);
    const auto alone = network.estimate(Collective::AllReduce, s, { 1, 1 });
    QCOMPARE(alone.timeSeconds, 0.0);
}

QTEST_GUILESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
