// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The α–β collective model: ring volume, hierarchical NVLink + InfiniBand all-reduce, per-axis
// torus rings with and without wraparound, multi-slice DCN, per-pair links of a fully connected
// mesh, the achievable link fraction, the latency floor and NVLS in-switch reduction.

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
    void pairOnMeshGetsOneLink();
    void switchGivesAnyGroupTheWholeChip();
    void latencyFloorDominatesSmallMessages();
    void busBandwidthApproachesTheAchievableLinkRate();
    void inSwitchReductionWinsLargeGroupsOnly();
    void servingOneShotAllReduceForSmallMessagesOnly();

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
    // A100's NVSwitch has no in-network reduction: a ring at NCCL's 235 of 300 GB/s.
    const Device a100 = device(QStringLiteral("a100-sxm4-80gb"));
    const CollectiveModel network(a100, 8);
    QCOMPARE(network.linkFraction(), 0.78);
    const double bytes = 1e9;
    const auto e = network.estimate(Collective::AllReduce, bytes, { 8, 1 });
    QCOMPARE(e.algorithm, QStringLiteral("ring"));
    QCOMPARE(e.bytesSentPerChip, 2.0 * 7.0 / 8.0 * bytes);
    QCOMPARE(e.bandwidthSeconds, 2.0 * 7.0 / 8.0 * bytes / (0.78 * 300e9));
    QCOMPARE(e.latencySeconds, network.baseLatencySeconds() + 14 * 3.4e-6);
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
    const double nvlink = network.scaleUpBytesPerSecond();
    QCOMPARE(nvlink, 450e9 * network.linkFraction());
    const double inside = 2 * (7.0 / 8.0) * s / nvlink;
    const double across = 2 * (1.0 / 2.0) * (s / 8) / 50e9;
    QVERIFY(qAbs(e.bandwidthSeconds - (inside + across)) < 1e-12);
    QCOMPARE(e.latencySeconds, network.baseLatencySeconds() + 2 * 7 * 3.4e-6 + 2 * 1 * 9.6e-6);
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
    // A100: no in-switch reduction, so the all-reduce is the ring's two halves.
    const Device a100 = device(QStringLiteral("a100-sxm4-80gb"));
    const CollectiveModel network(a100, 64);
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
    QCOMPARE(a2a.bandwidthSeconds, 7.0 / 8.0 * s / 25e9);
    const auto p2pNvlink = network.estimate(Collective::PointToPoint, s, { 2, 1 });
    const auto p2pNic = network.estimate(Collective::PointToPoint, s, { 2, 8 });
    QCOMPARE(p2pNvlink.bandwidthSeconds, s / (0.78 * 300e9));
    QCOMPARE(p2pNic.bandwidthSeconds, s / 25e9);
    const auto alone = network.estimate(Collective::AllReduce, s, { 1, 1 });
    QCOMPARE(alone.timeSeconds, 0.0);
}

void TestCollectives::pairOnMeshGetsOneLink()
{
    // MI300X: seven 64 GB/s xGMI links, one to each other GPU of the node (448 GB/s in all).
    const Device mi300x = device(QStringLiteral("mi300x"));
    const CollectiveModel network(mi300x, 8);
    QVERIFY(network.isMesh());
    const double link = 448e9 / 7 * network.linkFraction();
    QCOMPARE(network.groupBytesPerSecond(2), link);
    QCOMPARE(network.groupBytesPerSecond(4), 3 * link);
    QCOMPARE(network.groupBytesPerSecond(8), 7 * link);
    const double s = 1e9;
    const auto pair = network.estimate(Collective::AllReduce, s, { 2, 1 });
    QCOMPARE(pair.bandwidthSeconds, s / link); // 2(n−1)/n = 1 for a pair
    const auto all = network.estimate(Collective::AllReduce, s, { 8, 1 });
    QCOMPARE(all.bandwidthSeconds, 2.0 * 7.0 / 8.0 * s / (7 * link));
    // The whole node all-reduces faster than a lone pair: a pair leaves six links idle.
    QVERIFY(all.timeSeconds < pair.timeSeconds);
    const auto p2p = network.estimate(Collective::PointToPoint, s, { 2, 1 });
    QCOMPARE(p2p.bandwidthSeconds, s / link);
}

void TestCollectives::switchGivesAnyGroupTheWholeChip()
{
    const Device h100 = device(QStringLiteral("h100-sxm"));
    const CollectiveModel network(h100, 8);
    QVERIFY(!network.isMesh());
    QCOMPARE(network.groupBytesPerSecond(2), network.scaleUpBytesPerSecond());
    QCOMPARE(network.groupBytesPerSecond(8), network.scaleUpBytesPerSecond());
    // Never the datasheet rate: the library reaches a fraction of it.
    QVERIFY(network.scaleUpBytesPerSecond() < 450e9);
    const auto p2p = network.estimate(Collective::PointToPoint, 1e9, { 2, 1 });
    QCOMPARE(p2p.bandwidthSeconds, 1e9 / network.scaleUpBytesPerSecond());
}

void TestCollectives::latencyFloorDominatesSmallMessages()
{
    for (const char* id : { "h100-sxm", "a100-sxm4-80gb", "mi300x" }) {
        const CollectiveModel network(device(QLatin1String(id)), 8);
        for (qint64 n : { 2, 4, 8 }) {
            const auto e = network.estimate(Collective::AllReduce, 1024, { n, 1 });
            QVERIFY2(e.latencySeconds > 0.95 * e.timeSeconds, id);
            QVERIFY2(e.timeSeconds >= network.baseLatencySeconds(), id);
            // XLA measured 15 to 50 us for a 1-4 KiB all-reduce on H100; the floor is of that
            // order, not the nanoseconds 1 KiB takes on the links.
            QVERIFY2(e.timeSeconds > 10e-6 && e.timeSeconds < 100e-6, id);
        }
    }
}

void TestCollectives::busBandwidthApproachesTheAchievableLinkRate()
{
    // nccl-tests' bus bandwidth of a large ring all-reduce tends to the rate each link carries.
    const CollectiveModel network(device(QStringLiteral("a100-sxm4-80gb")), 8);
    const double s = 8.0 * 1024 * 1024 * 1024;
    const auto e = network.estimate(Collective::AllReduce, s, { 8, 1 });
    const double busbw = s / e.timeSeconds * 2.0 * 7.0 / 8.0;
    QVERIFY(busbw < 0.78 * 300e9);
    QVERIFY(busbw > 0.99 * 0.78 * 300e9);
    // And a small one is far below it.
    const auto small = network.estimate(Collective::AllReduce, 1e5, { 8, 1 });
    QVERIFY(1e5 / small.timeSeconds * 2.0 * 7.0 / 8.0 < 0.1 * 0.78 * 300e9);
}

void TestCollectives::inSwitchReductionWinsLargeGroupsOnly()
{
    const CollectiveModel h100(device(QStringLiteral("h100-sxm")), 8);
    const double s = 1e9;
    // A pair: the ring sends S, NVLS 1.5·S.
    QCOMPARE(h100.estimate(Collective::AllReduce, s, { 2, 1 }).algorithm, QStringLiteral("ring"));
    const auto eight = h100.estimate(Collective::AllReduce, s, { 8, 1 });
    QCOMPARE(eight.algorithm, QStringLiteral("nvls"));
    QCOMPARE(eight.bytesSentPerChip, (1.0 + 1.0 / 8.0) * s);
    QCOMPARE(eight.bandwidthSeconds, (1.0 + 1.0 / 8.0) * s / h100.scaleUpBytesPerSecond());
    // A100's switch cannot reduce: always a ring.
    const CollectiveModel a100(device(QStringLiteral("a100-sxm4-80gb")), 8);
    QCOMPARE(a100.estimate(Collective::AllReduce, s, { 8, 1 }).algorithm, QStringLiteral("ring"));
}

// Issue 17, item 9: serving runtimes all-reduce small tensor-parallel messages with a one-shot
// kernel of their own. It wins for a decode step's 16 KiB (no NCCL call, no ring steps) and
// loses for large messages (it moves (n−1)·S per chip), and it never crosses a domain.
void TestCollectives::servingOneShotAllReduceForSmallMessagesOnly()
{
    CollectiveModel network(device(QStringLiteral("h100-sxm")), 16);
    const auto ncclSmall = network.estimate(Collective::AllReduce, 16384, { 8, 1 });
    network.setOneShotAllReduce(5.3e-6);
    const auto small = network.estimate(Collective::AllReduce, 16384, { 8, 1 });
    QCOMPARE(small.algorithm, QStringLiteral("one-shot"));
    QVERIFY(small.timeSeconds < 0.5 * ncclSmall.timeSeconds);
    QVERIFY(small.timeSeconds > 5.3e-6 + network.scaleUpLatencySeconds());
    QCOMPARE(small.bytesSentPerChip, 7.0 * 16384);
    // 1 GiB: NCCL's ring or NVLS moves far less per chip.
    QVERIFY(network.estimate(Collective::AllReduce, double(1 << 30), { 8, 1 }).algorithm
        != QLatin1String("one-shot"));
    // Two domains of 8: the one-shot kernel cannot read the other node's memory.
    QVERIFY(network.estimate(Collective::AllReduce, 16384, { 16, 1 }).algorithm
        != QLatin1String("one-shot"));
    // Other collectives and tori are unaffected.
    QVERIFY(network.estimate(Collective::AllGather, 16384, { 8, 1 }).algorithm
        != QLatin1String("one-shot"));
    CollectiveModel torus(device(QStringLiteral("tpu-v5p")), 8);
    torus.setOneShotAllReduce(5.3e-6);
    QVERIFY(torus.estimate(Collective::AllReduce, 16384, { 8, 1 }).algorithm
        != QLatin1String("one-shot"));
}

QTEST_GUILESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
