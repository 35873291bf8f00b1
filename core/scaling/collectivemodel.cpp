// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "collectivemodel.h"

#include <algorithm>
#include <cmath>

namespace ts::scaling {

namespace {

qint64 ceilDiv(qint64 a, qint64 b)
{
    return b > 0 ? (a + b - 1) / b : a;
}

QString gbps(double bytesPerSecond)
{
    return QString::number(bytesPerSecond / 1e9, 'g', 4) + QStringLiteral(" GB/s");
}

QString micro(double seconds)
{
    return QString::number(seconds * 1e6, 'g', 3) + QStringLiteral(" us");
}

// The three near-equal factors of n (largest first) that minimise the largest factor: the slice
// shape a job of n chips is given when the catalog lists no shape of that size.
std::vector<qint64> evenFactors(qint64 n, int axes)
{
    if (axes <= 1)
        return { n };
    std::vector<qint64> best;
    qint64 bestMax = n + 1;
    for (qint64 a = 1; a * a <= n || (axes == 2 && a <= n); ++a) {
        if (n % a)
            continue;
        std::vector<qint64> rest = evenFactors(n / a, axes - 1);
        rest.push_back(a);
        const qint64 largest = *std::max_element(rest.begin(), rest.end());
        if (largest < bestMax) {
            bestMax = largest;
            best = rest;
        }
        if (axes == 2 && a * a >= n)
            break;
    }
    std::sort(best.begin(), best.end(), std::greater<qint64>());
    return best;
}

CollectiveEstimate makeEstimate(Collective c, QString algorithm, qint64 n, double bytes)
{
    CollectiveEstimate e;
    e.collective = c;
    e.algorithm = std::move(algorithm);
    e.participants = n;
    e.messageBytes = bytes;
    return e;
}

void finish(CollectiveEstimate& e)
{
    e.timeSeconds = e.latencySeconds + e.bandwidthSeconds;
}

// Reduce-scatter of an S-byte input (or all-gather of an S-byte output) on one level:
// (n−1)/n·S/B + (n−1)·α.
void addRingHalf(CollectiveEstimate& e, qint64 n, double bytes, double bandwidth, double alpha)
{
    if (n <= 1)
        return;
    const double moved = double(n - 1) / double(n) * bytes;
    e.bytesSentPerChip += moved;
    e.bandwidthSeconds += bandwidth > 0 ? moved / bandwidth : 0;
    e.latencySeconds += double(n - 1) * alpha;
}

} // namespace

QString collectiveName(Collective collective)
{
    switch (collective) {
    case Collective::AllReduce:
        return QStringLiteral("all-reduce");
    case Collective::ReduceScatter:
        return QStringLiteral("reduce-scatter");
    case Collective::AllGather:
        return QStringLiteral("all-gather");
    case Collective::AllToAll:
        return QStringLiteral("all-to-all");
    case Collective::PointToPoint:
        return QStringLiteral("p2p");
    }
    return QStringLiteral("all-reduce");
}

CollectiveModel::CollectiveModel(const Device& device, qint64 chips, const CollectiveTuning& tuning)
    : m_chips(std::max<qint64>(chips, 1))
    , m_tuning(tuning)
{
    const Interconnect ic = device.interconnect.value_or(Interconnect {});
    if (!device.interconnect)
        m_notes.append(QStringLiteral("no-interconnect"));
    m_topology = ic.topology.isEmpty() ? QStringLiteral("pcie") : ic.topology;
    m_torus = m_topology == QLatin1String("torus-2d") || m_topology == QLatin1String("torus-3d");
    m_domainChips = std::max(1, ic.domainChips.value_or(1));
    m_upBandwidth = ic.bytesPerSecondPerDirection.value_or(0);
    m_rawUpBandwidth = m_upBandwidth;
    if (m_upBandwidth <= 0) {
        // Without a scale-up figure the chips can only talk over the scale-out network.
        m_notes.append(QStringLiteral("no-scale-up-bandwidth"));
        m_domainChips = 1;
    }
    if (!m_torus) {
        // A library's copy and reduce kernels, flow control and protocol headers leave a part
        // of every link idle; tori keep their datasheet rate (no measurement to fit it to).
        m_linkFraction = std::clamp(tuning.linkFractionOverride.value_or(
                                        ic.achievableFraction.value_or(kDefaultLinkFraction)),
            0.01, 1.0);
        m_upBandwidth *= m_linkFraction;
        m_mesh = m_topology == QLatin1String("all-to-all") && m_domainChips > 1;
        m_inNetworkReduction = ic.inNetworkReduction;
    }
    m_upLatency = ic.linkLatencySeconds.value_or(kFallbackLatencySeconds);
    if (!ic.linkLatencySeconds)
        m_notes.append(QStringLiteral("no-link-latency"));
    m_outBandwidth = ic.scaleOutBytesPerSecondPerDirection.value_or(0);
    m_outLatency = ic.scaleOutLatencySeconds.value_or(kFallbackLatencySeconds);
    if (m_outBandwidth <= 0) {
        // Boards without a separate scale-out figure (PCIe cards, early TPUs): the scale-up
        // link is the only one the catalog knows, so it is used between domains too.
        m_outBandwidth = m_upBandwidth;
        m_outLatency = m_upLatency;
        if (m_chips > m_domainChips)
            m_notes.append(QStringLiteral("no-scale-out"));
    } else if (!ic.scaleOutLatencySeconds) {
        m_notes.append(QStringLiteral("no-scale-out-latency"));
    }

    if (m_torus) {
        const int axes = m_topology == QLatin1String("torus-3d") ? 3 : 2;
        const int links = ic.linkCount.value_or(2 * axes);
        m_linkBandwidth = m_upBandwidth / std::max(1, links);
        m_slices = ceilDiv(m_chips, m_domainChips);
        m_sliceChips = ceilDiv(m_chips, m_slices);
        for (const QString& shape : ic.torusShapes) {
            std::vector<qint64> dims;
            qint64 product = 1;
            for (const QString& part : shape.split(QLatin1Char('x'))) {
                dims.push_back(part.toLongLong());
                product *= dims.back();
            }
            if (product == m_sliceChips && int(dims.size()) == axes) {
                std::sort(dims.begin(), dims.end(), std::greater<qint64>());
                m_dims = dims;
            }
        }
        if (m_dims.empty())
            m_dims = evenFactors(m_sliceChips, axes);
        // Wraparound: 3-D slices of whole 4×4×4 cubes close each axis through the optical
        // switches (Cloud TPU v4/v5p system architecture); 2-D pods wrap only as a whole pod.
        for (qint64 d : m_dims) {
            const bool wraps = axes == 3 ? (m_sliceChips >= 64 && d % 4 == 0)
                                         : (m_sliceChips == m_domainChips && d > 2);
            m_wraps.push_back(wraps);
        }
    } else {
        m_sliceChips = std::min(m_chips, m_domainChips);
        m_slices = ceilDiv(m_chips, m_domainChips);
    }
}

double CollectiveModel::groupBytesPerSecond(qint64 members) const
{
    if (!m_mesh)
        return m_upBandwidth;
    // One link to each other member: a ring (or RCCL's several rings) cannot borrow the links
    // that lead to chips outside the group.
    const double links = double(std::clamp<qint64>(members - 1, 1, m_domainChips - 1));
    return m_upBandwidth * links / double(m_domainChips - 1);
}

bool CollectiveModel::axisWraps(std::size_t axis) const
{
    return axis < m_wraps.size() && m_wraps[axis];
}

QString CollectiveModel::describe() const
{
    if (m_torus) {
        QStringList dims;
        for (std::size_t i = 0; i < m_dims.size(); ++i)
            dims.append(
                QString::number(m_dims[i]) + (axisWraps(i) ? QStringLiteral("w") : QString()));
        return QStringLiteral("%1 slice %2 (w: wraparound), %3 per link per direction, %4 per "
                              "hop; %5 slice(s) over scale-out at %6, %7")
            .arg(m_topology, dims.join(QLatin1Char('x')), gbps(m_linkBandwidth), micro(m_upLatency))
            .arg(m_slices)
            .arg(gbps(m_outBandwidth), micro(m_outLatency));
    }
    return QStringLiteral("%1 domains of %2 at %3 per chip per direction (%4 of the link rate%5), "
                          "%6 per step%7; scale-out %8 per chip, %9 per step")
        .arg(m_topology)
        .arg(m_domainChips)
        .arg(gbps(m_upBandwidth), QString::number(m_linkFraction, 'g', 3),
            m_mesh ? QStringLiteral(", one link per pair") : QString(), micro(m_upLatency),
            m_inNetworkReduction ? QStringLiteral(", in-switch reduction") : QString(),
            gbps(m_outBandwidth), micro(m_outLatency));
}

CollectiveEstimate CollectiveModel::ringAllReduce(
    qint64 n, double bytes, double bandwidth, double alpha, bool explain)
{
    CollectiveEstimate e = makeEstimate(Collective::AllReduce, QStringLiteral("ring"), n, bytes);
    addRingHalf(e, n, bytes, bandwidth, alpha); // reduce-scatter
    addRingHalf(e, n, bytes, bandwidth, alpha); // all-gather
    finish(e);
    if (explain)
        e.formula = QStringLiteral("ring: 2(n-1)/n*S/B + 2(n-1)*a, n=%1, S=%2 B, B=%3, a=%4")
                        .arg(n)
                        .arg(bytes, 0, 'g', 4)
                        .arg(gbps(bandwidth), micro(alpha));
    return e;
}

CollectiveEstimate CollectiveModel::treeAllReduce(
    qint64 n, double bytes, double bandwidth, double alpha, bool explain)
{
    CollectiveEstimate e = makeEstimate(Collective::AllReduce, QStringLiteral("tree"), n, bytes);
    if (n <= 1)
        return e;
    // A double binary tree reduces up and broadcasts down; each chip sends S per tree phase
    // (NCCL's model halves the bus bandwidth for trees, tuning.cc).
    e.bytesSentPerChip = 2 * bytes;
    e.bandwidthSeconds = bandwidth > 0 ? 2 * bytes / bandwidth : 0;
    e.latencySeconds = 2 * std::ceil(std::log2(double(n))) * alpha;
    finish(e);
    if (explain)
        e.formula = QStringLiteral("tree: 2*S/B + 2*ceil(log2 n)*a, n=%1, S=%2 B, B=%3, a=%4")
                        .arg(n)
                        .arg(bytes, 0, 'g', 4)
                        .arg(gbps(bandwidth), micro(alpha));
    return e;
}

double CollectiveModel::callLatencySeconds(qint64 groupSize) const
{
    if (m_torus)
        return kCompiledBaseLatencySeconds;
    return m_tuning.launchSkewSecondsPerDoubling
        * std::log2(double(std::max<qint64>(groupSize, 2)));
}

CollectiveEstimate CollectiveModel::fasterProtocol(const SwitchedPhase& phase)
{
    CollectiveEstimate simple;
    simple.protocol = QStringLiteral("Simple");
    simple.bytesSentPerChip = phase.linkBytes;
    const double b = phase.bytesPerSecond;
    // The pipeline streams once each step holds C bytes; until then 1/8 of the transfer (one
    // slot of eight) is exposed.
    const double fill
        = std::min(phase.linkBytes / kPipelineSlots, double(phase.steps) * phase.fillBytesPerStep);
    simple.bandwidthSeconds = b > 0 ? (phase.linkBytes + phase.ownShardBytes + fill) / b : 0;
    simple.latencySeconds
        = kSimpleBaseLatencySeconds + double(phase.steps) * phase.stepLatencySeconds;
    finish(simple);

    CollectiveEstimate ll;
    ll.protocol = QStringLiteral("LL");
    ll.bytesSentPerChip = phase.linkBytes;
    ll.bandwidthSeconds = b > 0
        ? phase.linkBytes / (kLowLatencyBandwidthFraction * b) + phase.ownShardBytes / b
        : 0;
    ll.latencySeconds = kLowLatencyBaseLatencySeconds
        + double(phase.steps) * phase.stepLatencySeconds * kLowLatencyStepFraction;
    finish(ll);
    return ll.timeSeconds < simple.timeSeconds ? ll : simple;
}

CollectiveEstimate CollectiveModel::estimate(
    Collective collective, double bytes, const GroupPlacement& group) const
{
    if (group.size <= 1 || bytes <= 0) {
        CollectiveEstimate e = makeEstimate(
            collective, QStringLiteral("none"), std::max<qint64>(group.size, 1), bytes);
        if (m_explain)
            e.formula = QStringLiteral("one chip: no communication");
        return e;
    }
    CollectiveEstimate e = m_torus ? torusEstimate(collective, bytes, group)
                                   : switchedEstimate(collective, bytes, group);
    const double call = callLatencySeconds(group.size);
    e.latencySeconds += call;
    e.timeSeconds = e.latencySeconds + e.bandwidthSeconds;
    if (m_explain)
        e.formula += m_torus ? QStringLiteral("; + base latency %1 per call").arg(micro(call))
                             : QStringLiteral("; + launch skew %1 per call (%2 x log2 n)")
                                   .arg(micro(call), micro(m_tuning.launchSkewSecondsPerDoubling));

    // A serving runtime's one-shot all-reduce: inside one domain only (it reads peers' memory
    // over the scale-up links), and only where it beats NCCL (small messages: it moves
    // (n−1)·S per chip against the ring's 2(n−1)/n·S, but pays no NCCL call and no ring steps).
    const qint64 stride = std::max<qint64>(group.stride, 1);
    const bool oneDomain = group.size * stride <= m_domainChips;
    if (m_oneShotKernelSeconds > 0 && !m_torus && collective == Collective::AllReduce
        && oneDomain) {
        const double bandwidth = groupBytesPerSecond(group.size);
        CollectiveEstimate oneShot
            = makeEstimate(collective, QStringLiteral("one-shot"), group.size, bytes);
        oneShot.bytesSentPerChip = double(group.size - 1) * bytes;
        oneShot.bandwidthSeconds = bandwidth > 0 ? oneShot.bytesSentPerChip / bandwidth : 0;
        oneShot.latencySeconds = m_oneShotKernelSeconds + m_upLatency;
        finish(oneShot);
        if (oneShot.timeSeconds < e.timeSeconds) {
            if (m_explain)
                oneShot.formula = QStringLiteral("one-shot (serving runtime): kernel %1 + a %2 + "
                                                 "(n-1)*S/B, n=%3, S=%4 B, B=%5")
                                      .arg(micro(m_oneShotKernelSeconds), micro(m_upLatency))
                                      .arg(group.size)
                                      .arg(bytes, 0, 'g', 4)
                                      .arg(gbps(bandwidth));
            return oneShot;
        }
    }
    return e;
}

// Inside one domain NCCL's protocols run on the scale-up links (fasterProtocol); `own` is the
// GPU's own shard (of `shard` bytes) in ring steps (CollectiveTuning::ownShard*Steps).
CollectiveEstimate CollectiveModel::switchedInDomain(Collective collective, double bytes,
    double shard, const QString& algorithm, qint64 steps, double linkBytes, double own,
    qint64 participants, double bandwidth) const
{
    SwitchedPhase phase;
    phase.steps = steps;
    phase.linkBytes = linkBytes;
    phase.ownShardBytes = own * shard;
    phase.bytesPerSecond = bandwidth;
    phase.stepLatencySeconds = m_upLatency;
    phase.fillBytesPerStep = m_tuning.pipelineFillBytesPerStep;
    CollectiveEstimate e = fasterProtocol(phase);
    e.collective = collective;
    e.algorithm = algorithm;
    e.participants = participants;
    e.messageBytes = bytes;
    if (!m_explain)
        return e;
    const QString common = QStringLiteral("n=%1, S=%2 B, V=%3 B, x=%4, steps=%5, B=%6")
                               .arg(participants)
                               .arg(bytes, 0, 'g', 4)
                               .arg(linkBytes, 0, 'g', 4)
                               .arg(own, 0, 'g', 3)
                               .arg(steps)
                               .arg(gbps(bandwidth));
    e.formula = e.protocol == QLatin1String("LL")
        ? QStringLiteral("%1 %2 (LL): V/(B/2) + x*S/n/B + 6.6 us + steps*a*0.6/3.4; %3, a=%4")
              .arg(algorithm, collectiveName(collective), common, micro(m_upLatency))
        : QStringLiteral("%1 %2 (Simple): (V + x*S/n + min(V/8, steps*C))/B + 8.4 us + "
                         "steps*a; %3, C=%4 B, a=%5")
              .arg(algorithm, collectiveName(collective), common)
              .arg(m_tuning.pipelineFillBytesPerStep, 0, 'g', 3)
              .arg(micro(m_upLatency));
    return e;
}

// NVLink SHARP: one step through the switch at NVLS's own fraction of the link rate,
// `sentPerChip` bytes in the busy direction; `what` names the switch's work and `load` the
// formula of that load.
CollectiveEstimate CollectiveModel::nvlsEstimate(Collective collective, qint64 n, double bytes,
    double sentPerChip, const char* what, const char* load) const
{
    const double bNvls = m_tuning.inNetworkReductionFraction * m_rawUpBandwidth;
    CollectiveEstimate nvls = makeEstimate(collective, QStringLiteral("nvls"), n, bytes);
    nvls.bytesSentPerChip = sentPerChip;
    nvls.bandwidthSeconds = bNvls > 0 ? sentPerChip / bNvls : 0;
    nvls.latencySeconds = kInNetworkReductionLatencySeconds;
    finish(nvls);
    if (m_explain)
        nvls.formula = QStringLiteral("nvls (%1): %2/B + %3, n=%4, S=%5 B, B=%6 (%7 of the "
                                      "link rate)")
                           .arg(QLatin1String(what), QLatin1String(load))
                           .arg(micro(kInNetworkReductionLatencySeconds))
                           .arg(n)
                           .arg(bytes, 0, 'g', 4)
                           .arg(gbps(bNvls))
                           .arg(m_tuning.inNetworkReductionFraction, 0, 'g', 3);
    return nvls;
}

CollectiveEstimate CollectiveModel::switchedAllReduce(double bytes, const SwitchedGroup& g) const
{
    const Collective collective = Collective::AllReduce;
    const double copySteps = m_tuning.ownShardCopySteps;
    const double reduceSteps = m_tuning.ownShardReduceSteps;
    const qint64 n = g.n;
    const qint64 k = g.k;
    const qint64 m = g.m;
    const double bUp = g.bUp;
    const double bOut = g.bOut;
    const double shard = g.shard;
    CollectiveEstimate e;
    if (m == 1) {
        // A ring all-reduce is a reduce-scatter and an all-gather in one call: 2(n−1) steps,
        // and the own shard is reduced and then copied.
        e = switchedInDomain(collective, bytes, shard, QStringLiteral("ring"), 2 * (n - 1),
            2.0 * double(n - 1) * shard, copySteps + reduceSteps, n, bUp);
        if (!m_inNetworkReduction)
            return e;
        // NVLS: each chip pushes its contribution to the switch once (S), the switch
        // reduces, and each chip's 1/n share is multicast back to all (S/n out, S in): both
        // directions carry (1 + 1/n)·S, at NVLS's own fraction of the link rate. For a pair
        // the ring's S wins; NCCL's tuner picks the faster the same way.
        const CollectiveEstimate nvls = nvlsEstimate(collective, n, bytes,
            (1.0 + 1.0 / double(n)) * bytes, "in-switch reduction", "(1+1/n)*S");
        if (nvls.timeSeconds < e.timeSeconds)
            e = nvls;
        return e;
    }
    if (k == 1) {
        // Inside one domain NCCL's tree is a chain through the domain's chips (tuning.cc:
        // tree latency 2·(ranks per node − 1)·intra + 2·log₂(nodes)·inter), no faster than
        // the ring; across domains the cheaper of the two.
        auto ring = ringAllReduce(n, bytes, bOut, m_outLatency, m_explain);
        auto tree = treeAllReduce(n, bytes, bOut, m_outLatency, m_explain);
        e = tree.timeSeconds < ring.timeSeconds ? tree : ring;
        e.latencySeconds += kSimpleBaseLatencySeconds;
        return e;
    }
    // Hierarchical: reduce-scatter in the domain, all-reduce of the 1/k shard across
    // domains (each chip over its own NIC), all-gather in the domain.
    e = makeEstimate(collective, QStringLiteral("hierarchical"), n, bytes);
    addRingHalf(e, k, bytes, bUp, m_upLatency);
    auto ring = ringAllReduce(m, bytes / double(k), bOut, m_outLatency, m_explain);
    auto tree = treeAllReduce(m, bytes / double(k), bOut, m_outLatency, m_explain);
    const CollectiveEstimate& across = tree.timeSeconds < ring.timeSeconds ? tree : ring;
    e.bytesSentPerChip += across.bytesSentPerChip;
    e.bandwidthSeconds += across.bandwidthSeconds;
    e.latencySeconds += across.latencySeconds + kSimpleBaseLatencySeconds;
    addRingHalf(e, k, bytes, bUp, m_upLatency);
    if (m_explain)
        e.formula = QStringLiteral("hierarchical: RS in domain (k=%1, %2) + %3 across %4 domains "
                                   "on S/k + AG in domain + 8.4 us; S=%5 B")
                        .arg(k)
                        .arg(gbps(bUp), across.formula)
                        .arg(m)
                        .arg(bytes, 0, 'g', 4);
    return e;
}

// A reduce-scatter or an all-gather.
CollectiveEstimate CollectiveModel::switchedRingHalf(
    Collective collective, double bytes, const SwitchedGroup& g) const
{
    const double copySteps = m_tuning.ownShardCopySteps;
    const double reduceSteps = m_tuning.ownShardReduceSteps;
    const qint64 n = g.n;
    const qint64 k = g.k;
    const qint64 m = g.m;
    const double bUp = g.bUp;
    const double bOut = g.bOut;
    const double shard = g.shard;
    CollectiveEstimate e;
    if (m == 1) {
        e = switchedInDomain(collective, bytes, shard, QStringLiteral("ring"), n - 1,
            double(n - 1) * shard, collective == Collective::AllGather ? copySteps : reduceSteps, n,
            bUp);
        if (!m_inNetworkReduction)
            return e;
        // NVLS: the switch multicasts every shard to every chip (all-gather) or reduces
        // every chip's whole input (reduce-scatter): S in the busy direction against the
        // ring's (n−1)/n·S, but one 25 µs step instead of n − 1. It wins only where a ring
        // has many steps (a 72-GPU NVLink domain), never in an 8-GPU node.
        const CollectiveEstimate nvls
            = nvlsEstimate(collective, n, bytes, bytes, "in-switch multicast or reduction", "S");
        if (nvls.timeSeconds < e.timeSeconds)
            e = nvls;
        return e;
    }
    e = makeEstimate(collective, QStringLiteral("hierarchical"), n, bytes);
    addRingHalf(e, k, bytes, bUp, m_upLatency);
    addRingHalf(e, m, bytes / double(k), bOut, m_outLatency);
    e.latencySeconds += kSimpleBaseLatencySeconds;
    if (m_explain)
        e.formula = QStringLiteral("(k-1)/k*S/B_up + (m-1)/m*(S/k)/B_out + 8.4 us + "
                                   "latencies, k=%1, m=%2, S=%3 B, B_up=%4, B_out=%5")
                        .arg(k)
                        .arg(m)
                        .arg(bytes, 0, 'g', 4)
                        .arg(gbps(bUp), gbps(bOut));
    return e;
}

CollectiveEstimate CollectiveModel::switchedAllToAll(double bytes, const SwitchedGroup& g) const
{
    const Collective collective = Collective::AllToAll;
    const double copySteps = m_tuning.ownShardCopySteps;
    const qint64 n = g.n;
    const qint64 k = g.k;
    const qint64 m = g.m;
    const double bUp = g.bUp;
    const double bOut = g.bOut;
    const double shard = g.shard;
    CollectiveEstimate e;
    if (m == 1) {
        // Direct: each chip keeps 1/n and sends the rest to the n − 1 others at once, one
        // step; its own 1/n is copied into place.
        e = switchedInDomain(collective, bytes, shard, QStringLiteral("direct"), 1,
            double(n - 1) * shard, copySteps, n, bUp);
        return e;
    }
    e = makeEstimate(collective, QStringLiteral("direct"), n, bytes);
    // Each chip keeps 1/n and sends the rest: the part for its domain over the scale-up
    // links, the rest over its NIC, both at once.
    const double inside = double(k - 1) / double(n) * bytes;
    const double outside = double(n - k) / double(n) * bytes;
    e.bytesSentPerChip = inside + outside;
    e.bandwidthSeconds = std::max(bUp > 0 ? inside / bUp : 0, bOut > 0 ? outside / bOut : 0);
    e.latencySeconds = kSimpleBaseLatencySeconds + (k > 1 ? m_upLatency : 0) + m_outLatency;
    if (m_explain)
        e.formula = QStringLiteral("all-to-all: max((k-1)/n*S/B_up, (n-k)/n*S/B_out) + "
                                   "8.4 us + a, n=%1, k=%2, S=%3 B")
                        .arg(n)
                        .arg(k)
                        .arg(bytes, 0, 'g', 4);
    return e;
}

CollectiveEstimate CollectiveModel::switchedPointToPoint(double bytes, const SwitchedGroup& g) const
{
    const Collective collective = Collective::PointToPoint;
    const qint64 stride = g.stride;
    const double bOut = g.bOut;
    const double shard = g.shard;
    CollectiveEstimate e;
    if (stride < m_domainChips) {
        e = switchedInDomain(collective, bytes, shard, QStringLiteral("direct"), 1, bytes, 0, 2,
            groupBytesPerSecond(2));
        return e;
    }
    e = makeEstimate(collective, QStringLiteral("direct"), 2, bytes);
    e.bytesSentPerChip = bytes;
    e.bandwidthSeconds = bOut > 0 ? bytes / bOut : 0;
    e.latencySeconds = kSimpleBaseLatencySeconds + m_outLatency;
    if (m_explain)
        e.formula = QStringLiteral("p2p scale-out: S/B + 8.4 us + a, S=%1 B, B=%2")
                        .arg(bytes, 0, 'g', 4)
                        .arg(gbps(bOut));
    return e;
}

CollectiveEstimate CollectiveModel::switchedEstimate(
    Collective collective, double bytes, const GroupPlacement& group) const
{
    SwitchedGroup g;
    g.n = group.size;
    g.stride = std::max<qint64>(group.stride, 1);
    // Members per domain (k) and domains spanned (m), ranks laid out in order.
    g.k = g.stride >= m_domainChips ? 1 : std::min(g.n, m_domainChips / g.stride);
    g.m = ceilDiv(g.n, std::max<qint64>(g.k, 1));
    g.bUp = groupBytesPerSecond(g.k);
    g.bOut = m_outBandwidth;
    g.shard = bytes / double(g.n);

    CollectiveEstimate e;
    switch (collective) {
    case Collective::AllReduce:
        e = switchedAllReduce(bytes, g);
        break;
    case Collective::ReduceScatter:
    case Collective::AllGather:
        e = switchedRingHalf(collective, bytes, g);
        break;
    case Collective::AllToAll:
        e = switchedAllToAll(bytes, g);
        break;
    case Collective::PointToPoint:
        e = switchedPointToPoint(bytes, g);
        break;
    }
    // Fixed costs beyond NCCL's (CollectiveTuning, fitted over XLA's H100 collectives).
    const bool reduces
        = collective == Collective::AllReduce || collective == Collective::ReduceScatter;
    const double setup = reduces             ? m_tuning.reductionSetupSeconds
        : collective == Collective::AllToAll ? m_tuning.allToAllSetupSeconds
                                             : 0.0;
    e.latencySeconds += setup;
    finish(e);
    if (m_explain && setup > 0)
        e.formula += QStringLiteral("; + %1 %2 setup")
                         .arg(micro(setup),
                             reduces ? QStringLiteral("reduction") : QStringLiteral("all-to-all"));
    return e;
}

std::vector<TorusAxisRing> CollectiveModel::torusRings(
    const GroupPlacement& group, qint64* slicesSpanned) const
{
    std::vector<TorusAxisRing> rings;
    qint64 n = std::max<qint64>(group.size, 1);
    qint64 stride = std::max<qint64>(group.stride, 1);
    for (std::size_t i = 0; i < m_dims.size() && n > 1; ++i) {
        const qint64 d = m_dims[i];
        if (stride >= d) {
            stride = std::max<qint64>(1, stride / d); // the group steps over this whole axis
            continue;
        }
        const qint64 span = std::max<qint64>(1, d / stride);
        const qint64 members = std::min(n, span);
        rings.push_back({ members, stride, axisWraps(i) && members * stride == d });
        n = ceilDiv(n, members);
        stride = 1;
    }
    // What is left of the group lies in other slices, one member per slice.
    if (slicesSpanned)
        *slicesSpanned = n;
    return rings;
}

CollectiveEstimate CollectiveModel::torusEstimate(
    Collective collective, double bytes, const GroupPlacement& group) const
{
    qint64 slicesSpanned = 1;
    const std::vector<TorusAxisRing> rings = torusRings(group, &slicesSpanned);
    CollectiveEstimate e = makeEstimate(collective, QStringLiteral("torus"), group.size, bytes);
    qint64 inSlice = 1;
    for (const TorusAxisRing& r : rings)
        inSlice *= r.members;
    // Per-member bandwidth of a ring along an axis: both neighbours' links with wraparound
    // (two counter-rotating rings), one without; interleaved groups (hops > 1) share the links.
    auto ringBandwidth = [&](const TorusAxisRing& r) {
        return m_linkBandwidth * (r.wraparound ? 2.0 : 1.0) / double(r.hops);
    };
    QStringList parts;
    for (const TorusAxisRing& r : m_explain ? rings : std::vector<TorusAxisRing> {})
        parts.append(QStringLiteral("%1%2@%3")
                         .arg(r.members)
                         .arg(r.wraparound ? QStringLiteral("w") : QString())
                         .arg(gbps(ringBandwidth(r))));

    if (collective == Collective::PointToPoint) {
        e.algorithm = QStringLiteral("direct");
        e.participants = 2;
        const bool crossSlice = slicesSpanned > 1 || group.stride >= m_sliceChips;
        const double b = crossSlice ? m_outBandwidth : m_linkBandwidth;
        e.bytesSentPerChip = bytes;
        e.bandwidthSeconds = b > 0 ? bytes / b : 0;
        qint64 hops = 1;
        for (const TorusAxisRing& r : rings)
            hops = std::max(hops, r.hops);
        e.latencySeconds = crossSlice ? m_outLatency : double(hops) * m_upLatency;
        finish(e);
        if (m_explain)
            e.formula
                = QStringLiteral("p2p over %1: S/B + a, S=%2 B, B=%3")
                      .arg(crossSlice ? QStringLiteral("DCN") : QStringLiteral("one ICI link"))
                      .arg(bytes, 0, 'g', 4)
                      .arg(gbps(b));
        return e;
    }

    if (collective == Collective::AllToAll) {
        // Along a bidirectional ring with wraparound the average distance is g/4 and the
        // traffic splits over both directions: S·g/(8·L); a line without wraparound takes
        // twice that. Dimension-ordered routing crosses each axis in turn.
        for (const TorusAxisRing& r : rings) {
            const double g = double(r.members);
            const double link = m_linkBandwidth / double(r.hops);
            const double t = bytes * g / ((r.wraparound ? 8.0 : 4.0) * link);
            e.bandwidthSeconds += link > 0 ? t : 0;
            e.bytesSentPerChip += bytes * (g - 1) / g;
            e.latencySeconds += double(r.members - 1) * double(r.hops) * m_upLatency;
        }
        if (slicesSpanned > 1) {
            const double outside = bytes * double(slicesSpanned - 1) / double(slicesSpanned);
            e.bandwidthSeconds += m_outBandwidth > 0 ? outside / m_outBandwidth : 0;
            e.bytesSentPerChip += outside;
            e.latencySeconds += m_outLatency;
        }
        finish(e);
        if (m_explain)
            e.formula = QStringLiteral("torus all-to-all: sum over axes of S*g/(8L) (4L without "
                                       "wraparound), axes %1, %2 slice(s), S=%3 B")
                            .arg(parts.join(QLatin1Char(' ')))
                            .arg(slicesSpanned)
                            .arg(bytes, 0, 'g', 4);
        return e;
    }

    // Reduce-scatter / all-gather over several axes: XLA splits the data into one part per
    // axis and runs the axes in rotated orders at once, so every axis's links stay busy
    // (jax-ml scaling-book, part 3). Each part shrinks by g on every axis it has crossed.
    const int halves = collective == Collective::AllReduce ? 2 : 1;
    const std::size_t k = rings.size();
    std::vector<double> axisBytes(k, 0.0);
    for (std::size_t part = 0; part < k; ++part) {
        double size = bytes / double(k);
        for (std::size_t step = 0; step < k; ++step) {
            const std::size_t axis = (part + step) % k;
            const double g = double(rings[axis].members);
            axisBytes[axis] += (g - 1) / g * size;
            size /= g;
        }
    }
    double slowest = 0;
    for (std::size_t axis = 0; axis < k; ++axis) {
        const double b = ringBandwidth(rings[axis]);
        slowest = std::max(slowest, b > 0 ? axisBytes[axis] / b : 0);
        e.bytesSentPerChip += halves * axisBytes[axis];
        e.latencySeconds
            += halves * double(rings[axis].members - 1) * double(rings[axis].hops) * m_upLatency;
    }
    e.bandwidthSeconds = halves * slowest;
    if (slicesSpanned > 1) {
        // Multi-slice: the in-slice phases leave 1/inSlice of S on each chip; the slices then
        // all-reduce (or scatter / gather) it over the data-centre network, one ring per chip.
        e.algorithm = QStringLiteral("torus+dcn");
        const double shard = bytes / double(inSlice);
        CollectiveEstimate across = collective == Collective::AllReduce
            ? ringAllReduce(slicesSpanned, shard, m_outBandwidth, m_outLatency, m_explain)
            : makeEstimate(collective, QStringLiteral("ring"), slicesSpanned, shard);
        if (collective != Collective::AllReduce) {
            addRingHalf(across, slicesSpanned, shard, m_outBandwidth, m_outLatency);
            finish(across);
        }
        e.bytesSentPerChip += across.bytesSentPerChip;
        e.bandwidthSeconds += across.bandwidthSeconds;
        e.latencySeconds += across.latencySeconds;
    }
    finish(e);
    if (m_explain)
        e.formula
            = QStringLiteral("torus %1: per-axis bidirectional rings [%2] (members, w = "
                             "wraparound, bandwidth per member), axes concurrent; %3 slice(s) "
                             "over DCN at %4; S=%5 B")
                  .arg(collectiveName(collective), parts.join(QLatin1Char(' ')))
                  .arg(slicesSpanned)
                  .arg(gbps(m_outBandwidth))
                  .arg(bytes, 0, 'g', 4);
    return e;
}

} // namespace ts::scaling
