// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace ts::scaling {

/// The collective operations the scaling model times.
enum class Collective { AllReduce, ReduceScatter, AllGather, AllToAll, PointToPoint };

/// "all-reduce", "reduce-scatter", "all-gather", "all-to-all", "p2p".
QString collectiveName(Collective collective);

/// Which chips of a job take part in one collective: `size` chips whose ranks are `stride`
/// apart in the job's rank order (tensor-parallel ranks fastest, then data-parallel, then
/// pipeline stages, as Megatron-LM orders them). Every group of the same kind runs at the
/// same time, which is why the stride matters: interleaved groups share links.
struct GroupPlacement
{
    qint64 size = 1;
    qint64 stride = 1;
};

/// One ring (or line) of a torus that a group's collective runs on: `members` chips `hops`
/// links apart along one axis.
struct TorusAxisRing
{
    qint64 members = 1;
    qint64 hops = 1;
    bool wraparound = false;
};

/// The time of one collective and how it was derived.
struct CollectiveEstimate
{
    Collective collective = Collective::AllReduce;
    QString algorithm; ///< "ring", "tree", "hierarchical", "torus", "direct", "none"
    qint64 participants = 1;
    /// S: the all-reduce buffer, the all-gather OUTPUT, the reduce-scatter INPUT, the bytes a
    /// chip holds for an all-to-all, the message of a point-to-point send.
    double messageBytes = 0;
    /// Bytes each chip sends in all (for a ring all-reduce 2(n−1)/n·S).
    double bytesSentPerChip = 0;
    double latencySeconds = 0; ///< α terms: the base latency plus steps × per-step latency
    double bandwidthSeconds = 0; ///< β terms: bytes / bandwidth of each phase
    double timeSeconds = 0; ///< latency + bandwidth
    QString formula; ///< the formula with the numbers filled in (for the explanations)
};

/// The α–β cost model of collectives on one device type's network (docs/scaling.md):
///  - switched scale-up domains (NVLink/NVSwitch, xGMI, PCIe) of `domain_chips` chips at the
///    per-chip scale-up bandwidth, joined by a scale-out network (InfiniBand, RoCE, EFA) at the
///    per-chip scale-out bandwidth: ring and tree inside one level, hierarchical (reduce-scatter
///    in the domain, all-reduce across domains on 1/k of the data, all-gather in the domain)
///    when a group spans domains;
///  - TPU ICI tori (torus-2d, torus-3d): the job's chips form a slice shaped as evenly as the
///    chip count allows; a group's collective runs as rings along each axis it spans, in turn,
///    over bidirectional links (twice the bandwidth with wraparound); slices beyond one pod join
///    over the data-centre network (multi-slice), hierarchically.
/// Per-step latencies come from the catalog (`link_latency_us`, `scale_out_latency_us`).
class CollectiveModel
{
public:
    /// The network of `chips` chips of `device`. Missing catalog figures fall back as documented
    /// (notes() lists each fallback used).
    CollectiveModel(const Device& device, qint64 chips);

    CollectiveEstimate estimate(
        Collective collective, double messageBytes, const GroupPlacement& group) const;
    /// Whether estimates fill `formula` (on by default; the split search turns it off for the
    /// candidates it discards).
    void setExplain(bool explain) { m_explain = explain; }

    /// Ring all-reduce of S bytes over n chips on one level: 2(n−1)/n·S/B + 2(n−1)·α.
    static CollectiveEstimate ringAllReduce(qint64 n, double messageBytes, double bytesPerSecond,
        double stepLatencySeconds, bool explain = true);
    /// Double-binary-tree all-reduce (NCCL): 2·S/B + 2·⌈log₂ n⌉·α.
    static CollectiveEstimate treeAllReduce(qint64 n, double messageBytes, double bytesPerSecond,
        double stepLatencySeconds, bool explain = true);

    bool isTorus() const { return m_torus; }
    /// Slice axes, fastest first (empty for switched networks).
    const std::vector<qint64>& torusDims() const { return m_dims; }
    bool axisWraps(std::size_t axis) const;
    qint64 sliceChips() const { return m_sliceChips; }
    qint64 slices() const { return m_slices; }
    qint64 domainChips() const { return m_domainChips; }
    double scaleUpBytesPerSecond() const { return m_upBandwidth; }
    double scaleOutBytesPerSecond() const { return m_outBandwidth; }
    double linkBytesPerSecond() const { return m_linkBandwidth; }
    double scaleUpLatencySeconds() const { return m_upLatency; }
    double scaleOutLatencySeconds() const { return m_outLatency; }
    /// The axis rings a group of the job runs on, and how many slices it spans beyond them.
    std::vector<TorusAxisRing> torusRings(const GroupPlacement& group, qint64* slicesSpanned) const;
    /// Stable codes of the fallbacks used, e.g. "no-link-latency", "no-scale-out".
    const QStringList& notes() const { return m_notes; }
    /// One line describing the network, e.g. "nvswitch domains of 8 at 450 GB/s, ...".
    QString describe() const;

    /// Per-step latency used when the catalog has none: 5 µs, the order of NCCL's per-step
    /// figures (NVIDIA/nccl src/graph/tuning.cc, hwLat), shown as an assumption.
    static constexpr double kFallbackLatencySeconds = 5e-6;
    /// Fixed start-up cost of one collective on a switched GPU network: NCCL's base latency of
    /// a ring/Simple collective, 8.4 µs (NVIDIA/nccl src/graph/tuning.cc, baseLat), paid once
    /// per call whatever the size. RCCL and HCCL are taken to pay the same.
    static constexpr double kLibraryBaseLatencySeconds = 8.4e-6;
    /// Fixed start-up cost of one collective on a torus: a compiled collective is one more
    /// operation of the XLA program, started like any other (EngineOptions'
    /// systolicDispatchOverheadSeconds, 1 µs).
    static constexpr double kCompiledBaseLatencySeconds = 1e-6;
    /// The fixed cost per collective this network pays (one of the two above).
    double baseLatencySeconds() const
    {
        return m_torus ? kCompiledBaseLatencySeconds : kLibraryBaseLatencySeconds;
    }

private:
    CollectiveEstimate switchedEstimate(
        Collective collective, double bytes, const GroupPlacement& group) const;
    CollectiveEstimate torusEstimate(
        Collective collective, double bytes, const GroupPlacement& group) const;

    bool m_torus = false;
    bool m_explain = true;
    qint64 m_chips = 1;
    qint64 m_domainChips = 1;
    qint64 m_sliceChips = 1;
    qint64 m_slices = 1;
    std::vector<qint64> m_dims;
    std::vector<bool> m_wraps;
    double m_upBandwidth = 0; ///< per chip per direction, all scale-up links
    double m_linkBandwidth = 0; ///< one torus link, per direction
    double m_outBandwidth = 0; ///< per chip per direction
    double m_upLatency = 0;
    double m_outLatency = 0;
    QString m_topology;
    QStringList m_notes;
};

} // namespace ts::scaling
