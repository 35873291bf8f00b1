// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"

#include <QString>
#include <QStringList>
#include <optional>
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

/// The library-level constants of the switched-network model that no datasheet gives, with the
/// values fitted over XLA's measured H100 collectives (66 all-reduces, 132 all-gathers,
/// reduce-scatters and all-to-alls less the first size of each series; tests/tools/
/// fit_collective.cpp, scripts/fit-collective.sh, docs/scaling.md "Fitted constants"). The fit
/// tool varies them; everything else uses the defaults.
struct CollectiveTuning
{
    /// Per-call cost of a collective on a switched GPU network for each doubling of the group:
    /// skew × log₂ n. The op on one GPU ends only after the last of the n GPUs has launched it
    /// and joined (a barrier of log₂ n rounds); XLA measured 12, 24 and 35 µs for the smallest
    /// all-gathers and all-reduces of 2, 4 and 8 GPUs.
    double launchSkewSecondsPerDoubling = 5.5e-6;
    /// Extra fixed cost of a reducing collective (all-reduce, reduce-scatter): XLA's smallest
    /// reduce-scatters and all-reduces start about this much later than its all-gathers of the
    /// same groups.
    double reductionSetupSeconds = 6e-6;
    /// Extra fixed cost of an all-to-all: XLA runs it as a group of n − 1 send/receive pairs
    /// (NCCL's point-to-point path), whose setup NCCL's collective tuning model does not cover.
    double allToAllSetupSeconds = 20.5e-6;
    /// The GPU's own shard (S/n) is not carried by the link pipeline: it is copied into place
    /// (all-gather, all-to-all) or reduced and written (reduce-scatter) around it, costing this
    /// fraction of one ring step's link time (x·S/n / B). It is why groups of 4 move more bytes
    /// per second than pairs.
    double ownShardCopySteps = 0.35;
    double ownShardReduceSteps = 0.85;
    /// The fraction of the catalog's per-direction scale-up rate NVLS (in-switch reduction and
    /// multicast) reaches: an all-reduce's (1 + 1/n)·S, an all-gather's or reduce-scatter's S
    /// per direction (the rings' fraction is the catalog's `achievable_fraction`).
    double inNetworkReductionFraction = 0.53;
    /// Bytes per ring step that the Simple protocol's pipeline must hold before it streams:
    /// a message pays min(V/8, steps·C)/B on top of V/B (8 = NCCL_STEPS, the slots of a
    /// connection's buffer).
    double pipelineFillBytesPerStep = 8e6;
    /// When set, replaces every device's scale-up achievable fraction (the fit tool refits the
    /// other constants at other fractions with it).
    std::optional<double> linkFractionOverride;
};

/// The time of one collective and how it was derived.
struct CollectiveEstimate
{
    Collective collective = Collective::AllReduce;
    /// "ring", "tree", "nvls" (in-switch reduction), "hierarchical", "torus", "direct", "none"
    QString algorithm;
    /// The NCCL protocol a switched network's estimate chose: "LL" (low latency, half the link
    /// rate) or "Simple"; empty where none applies (tori, NVLS, paths across domains).
    QString protocol;
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
///    per-chip scale-up bandwidth times the library's achievable fraction of it, joined by a
///    scale-out network (InfiniBand, RoCE, EFA) at the per-chip scale-out bandwidth: ring and
///    tree inside one level, hierarchical (reduce-scatter in the domain, all-reduce across
///    domains on 1/k of the data, all-gather in the domain) when a group spans domains. A
///    switch reaches every chip at its full rate whatever the group; a fully connected mesh
///    (`all-to-all`: xGMI, Gaudi's RoCE ports) gives each pair one link, so a group of k in a
///    domain of D gets (k−1)/(D−1) of the chip's bandwidth. A switch that reduces in the
///    network (NVLink SHARP) adds the NVLS all-reduce: each chip sends and receives (1 + 1/k)·S;
///  - TPU ICI tori (torus-2d, torus-3d): the job's chips form a slice shaped as evenly as the
///    chip count allows; a group's collective runs as rings along each axis it spans, in turn,
///    over bidirectional links (twice the bandwidth with wraparound); slices beyond one pod join
///    over the data-centre network (multi-slice), hierarchically.
/// Per-step latencies come from the catalog (`link_latency_us`, `scale_out_latency_us`). Inside
/// one switched domain a collective runs as NCCL runs it (fasterProtocol: LL or Simple, the
/// GPU's own shard, the pipeline fill) and every switched call pays CollectiveTuning's launch
/// skew and setups (docs/scaling.md, "Switched networks").
class CollectiveModel
{
public:
    /// The network of `chips` chips of `device`. Missing catalog figures fall back as documented
    /// (notes() lists each fallback used).
    CollectiveModel(const Device& device, qint64 chips, const CollectiveTuning& tuning = {});

    CollectiveEstimate estimate(
        Collective collective, double messageBytes, const GroupPlacement& group) const;
    /// Whether estimates fill `formula` (on by default; the split search turns it off for the
    /// candidates it discards).
    void setExplain(bool explain) { m_explain = explain; }
    /// Lets an all-reduce inside one switched scale-up domain run as a serving runtime's
    /// one-shot kernel (EngineOptions::servingRuntime), when faster than NCCL: one kernel of
    /// `kernelSeconds` fixed time plus one link latency, each chip reading the (n−1) peers'
    /// S bytes: time = kernel + α + (n−1)·S/B. 0 (the default) turns it off.
    void setOneShotAllReduce(double kernelSeconds) { m_oneShotKernelSeconds = kernelSeconds; }

    /// The plain α–β ring all-reduce of S bytes over n chips on one level: 2(n−1)/n·S/B +
    /// 2(n−1)·α (used across domains; inside one, estimate() runs NCCL's protocols).
    static CollectiveEstimate ringAllReduce(qint64 n, double messageBytes, double bytesPerSecond,
        double stepLatencySeconds, bool explain = true);
    /// Double-binary-tree all-reduce (NCCL): 2·S/B + 2·⌈log₂ n⌉·α.
    static CollectiveEstimate treeAllReduce(qint64 n, double messageBytes, double bytesPerSecond,
        double stepLatencySeconds, bool explain = true);

    /// One transfer on one switched level as NCCL runs it (docs/scaling.md, "Protocols"):
    /// `steps` pipeline steps moving `linkBytes` (V) per chip at `bytesPerSecond` (B), plus
    /// `ownShardBytes` (x·S/n) that also take link time but no step.
    struct SwitchedPhase
    {
        qint64 steps = 1; ///< a ring half n − 1, a ring all-reduce 2(n − 1), direct 1
        double linkBytes = 0; ///< V
        double ownShardBytes = 0; ///< x·S/n, timed at B
        double bytesPerSecond = 0; ///< B, the achievable rate
        double stepLatencySeconds = 0; ///< α of the Simple protocol (catalog link_latency_us)
        double fillBytesPerStep = 0; ///< C (CollectiveTuning::pipelineFillBytesPerStep)
    };
    /// The faster of NCCL's two protocols for `phase`; sets latencySeconds, bandwidthSeconds,
    /// timeSeconds, bytesSentPerChip (V) and protocol, nothing else:
    ///  - Simple: 8.4 µs + steps·α + (V + x·S/n + min(V/8, steps·C))/B;
    ///  - LL: 6.6 µs + steps·α·0.6/3.4 + V/(B/2) + x·S/n/B.
    static CollectiveEstimate fasterProtocol(const SwitchedPhase& phase);

    bool isTorus() const { return m_torus; }
    /// Slice axes, fastest first (empty for switched networks).
    const std::vector<qint64>& torusDims() const { return m_dims; }
    bool axisWraps(std::size_t axis) const;
    qint64 sliceChips() const { return m_sliceChips; }
    qint64 slices() const { return m_slices; }
    qint64 domainChips() const { return m_domainChips; }
    /// Per-chip scale-up bandwidth per direction at the achievable fraction (what the model
    /// moves data at inside a domain; the catalog's figure times linkFraction()).
    double scaleUpBytesPerSecond() const { return m_upBandwidth; }
    /// The fraction of the catalog's scale-up rate a collective library sustains.
    double linkFraction() const { return m_linkFraction; }
    /// Whether a domain is a fully connected mesh (one link per pair of chips).
    bool isMesh() const { return m_mesh; }
    /// The scale-up bandwidth per chip per direction that a group with `members` chips in one
    /// domain can use: all of it on a switch, (members − 1) links of a fully connected mesh.
    double groupBytesPerSecond(qint64 members) const;
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
    /// Achievable fraction of the scale-up rate when the catalog gives none: NCCL's topology
    /// model counts an NVLink lane at 20 of its 25 GB/s per direction (NVIDIA/nccl
    /// src/graph/topo.h, SM70/SM80_NVLINK_BW 20.0; SM90 20.6; SM100 40.1 of 50).
    static constexpr double kDefaultLinkFraction = 0.8;
    /// Latency of an NVLS (NVLink SHARP) all-reduce inside one node: NCCL's NVLink hwLat for
    /// NVLS/Simple, 25 µs (NVIDIA/nccl src/graph/tuning.cc), paid instead of the ring's steps.
    static constexpr double kInNetworkReductionLatencySeconds = 25e-6;
    /// NCCL's base latency of a ring with the Simple protocol (tuning.cc `baseLat`, 8.4 µs) and
    /// with the LL protocol (6.6 µs).
    static constexpr double kSimpleBaseLatencySeconds = 8.4e-6;
    static constexpr double kLowLatencyBaseLatencySeconds = 6.6e-6;
    /// LL's per-step latency as a fraction of Simple's: NCCL's ring hwLat is 0.6 against 3.4 µs
    /// over NVLink and 1.0 against 5.7 µs over PCIe (tuning.cc), the same 0.176.
    static constexpr double kLowLatencyStepFraction = 0.6 / 3.4;
    /// LL moves half the link rate: each 8-byte store carries 4 bytes of data and a 4-byte flag
    /// (tuning.cc: ring LL bus bandwidth × 0.5).
    static constexpr double kLowLatencyBandwidthFraction = 0.5;
    /// Slots of an NCCL connection's buffer (NCCL_STEPS, src/include/device.h).
    static constexpr double kPipelineSlots = 8;
    /// Fixed start-up cost of one collective on a torus: a compiled collective is one more
    /// operation of the XLA program, started like any other (EngineOptions'
    /// systolicDispatchOverheadSeconds, 1 µs).
    static constexpr double kCompiledBaseLatencySeconds = 1e-6;
    /// The fixed cost per collective of a group of `groupSize` chips on this network:
    /// CollectiveTuning's launch skew × log₂ n on switched networks (NCCL's own base latencies
    /// are part of the protocols), kCompiledBaseLatencySeconds on tori.
    double callLatencySeconds(qint64 groupSize) const;
    /// The constants this network's switched estimates use.
    const CollectiveTuning& tuning() const { return m_tuning; }

private:
    /// A group placed on a switched network (see switchedEstimate).
    struct SwitchedGroup
    {
        qint64 n = 1; ///< chips
        qint64 stride = 1;
        qint64 k = 1; ///< members per scale-up domain
        qint64 m = 1; ///< domains spanned
        double bUp = 0; ///< per chip per direction inside a domain
        double bOut = 0; ///< per chip per direction across domains
        double shard = 0; ///< the message over n
    };

    CollectiveEstimate switchedEstimate(
        Collective collective, double bytes, const GroupPlacement& group) const;
    CollectiveEstimate switchedInDomain(Collective collective, double bytes, double shard,
        const QString& algorithm, qint64 steps, double linkBytes, double own, qint64 participants,
        double bandwidth) const;
    CollectiveEstimate nvlsEstimate(Collective collective, qint64 n, double bytes,
        double sentPerChip, const char* what, const char* load) const;
    CollectiveEstimate switchedAllReduce(double bytes, const SwitchedGroup& g) const;
    CollectiveEstimate switchedRingHalf(
        Collective collective, double bytes, const SwitchedGroup& g) const;
    CollectiveEstimate switchedAllToAll(double bytes, const SwitchedGroup& g) const;
    CollectiveEstimate switchedPointToPoint(double bytes, const SwitchedGroup& g) const;
    CollectiveEstimate torusEstimate(
        Collective collective, double bytes, const GroupPlacement& group) const;

    bool m_torus = false;
    bool m_mesh = false;
    bool m_inNetworkReduction = false;
    bool m_explain = true;
    double m_oneShotKernelSeconds = 0;
    qint64 m_chips = 1;
    qint64 m_domainChips = 1;
    qint64 m_sliceChips = 1;
    qint64 m_slices = 1;
    std::vector<qint64> m_dims;
    std::vector<bool> m_wraps;
    double m_upBandwidth = 0; ///< per chip per direction, all scale-up links, achievable
    double m_linkFraction = kDefaultLinkFraction;
    double m_rawUpBandwidth = 0; ///< per chip per direction, the catalog's figure
    CollectiveTuning m_tuning;
    double m_linkBandwidth = 0; ///< one torus link, per direction
    double m_outBandwidth = 0; ///< per chip per direction
    double m_upLatency = 0;
    double m_outLatency = 0;
    QString m_topology;
    QStringList m_notes;
};

} // namespace ts::scaling
