// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/precision.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>
#include <utility>

namespace ts {

/// What family of accelerator a device is. Decides which geometry block the simulators read.
enum class DeviceKind { Gpu, Tpu, Other };

/// "gpu", "tpu", "other" (the JSON and command-line spelling).
QString deviceKindName(DeviceKind kind);
/// Parses deviceKindName() output (exact, lower case); nothing for anything else.
std::optional<DeviceKind> deviceKindFromName(const QString& name);
/// {"gpu", "tpu", "other"}.
QStringList deviceKindNames();

/// The evidence behind a device's power figure (catalog `power.basis`): a vendor TDP/TBP, a power
/// a publication measured on the chip, or an estimate derived from what the vendor publishes
/// (its derivation in the catalog note, with a range).
enum class PowerBasis { Tdp, Measured, Estimated };

/// "tdp", "measured", "estimated" (the JSON spelling).
QString powerBasisName(PowerBasis basis);
/// Parses powerBasisName() output (exact); nothing for anything else.
std::optional<PowerBasis> powerBasisFromName(const QString& name);
/// {"tdp", "measured", "estimated"}.
QStringList powerBasisNames();

/// A tensor-core MMA instruction tile, m × n × k (e.g. Ampere/Hopper bf16 `mma.sync` m16n8k16,
/// CUDA PTX ISA §9.7.14 "Warp-level matrix multiply-accumulate instructions").
struct MmaShape
{
    int m = 0;
    int n = 0;
    int k = 0;
    /// "m16n8k16".
    QString text() const;
    /// Parses "m16n8k16"; nothing unless all three are positive integers.
    static std::optional<MmaShape> fromText(const QString& text);
    friend bool operator==(const MmaShape&, const MmaShape&) = default;
};

/// The SIMT geometry of one GPU (NVIDIA SM / AMD CU), from the CUDA C++ Programming Guide
/// compute-capability table, the architecture whitepapers and the AMD CDNA whitepapers.
/// Every field is optional: absent means no source gave it.
struct GpuGeometry
{
    std::optional<int> smCount; ///< streaming multiprocessors (NVIDIA) or compute units (AMD)
    std::optional<int> tensorCoresPerSm; ///< tensor cores (NVIDIA) or matrix cores (AMD) per SM
    std::optional<int> warpSchedulersPerSm;
    std::optional<int> warpSize; ///< threads per warp: 32 NVIDIA, 64 AMD CDNA wavefront
    std::optional<int> maxWarpsPerSm; ///< max resident warps (wavefronts) per SM
    std::optional<int> maxThreadsPerSm;
    std::optional<int> maxBlocksPerSm;
    std::optional<int> registersPerSm; ///< 32-bit registers
    std::optional<qint64> sharedMemoryBytesPerSm; ///< max configurable shared memory (LDS)
    /// Shared-memory bandwidth of one SM, bytes per SM clock (32 banks × 4 bytes on NVIDIA since
    /// Maxwell). Tensor-core operands are staged through it, which limits small GEMM tiles.
    std::optional<int> sharedMemoryBytesPerClock;
    std::optional<int> fp32LanesPerSm; ///< FP32 FMA lanes (CUDA cores) per SM
    /// Hopper's FP8 tensor-core MMAs keep fewer accumulator bits than FP32 (DeepSeek-V3
    /// technical report, §3.3.2), so libraries that want FP32 accuracy copy the partial sums
    /// into FP32 registers on the CUDA cores every this many K elements (cuBLAS's "split
    /// accumulator", CUTLASS's mma promotion interval; 128 = four WGMMAs). Absent where FP8
    /// accumulation is full precision or not described (catalog `gpu.fp8_promotion_interval_k`).
    std::optional<int> fp8PromotionIntervalK;
    /// Aggregate L2-to-SM bandwidth, bytes/s, as measured by a microbenchmark (the whole chip,
    /// all SMs reading L2-resident data). Absent where no measurement is sourced: the GEMM model
    /// then does not limit operand delivery through L2.
    std::optional<double> l2BytesPerSecond;
    /// Dense FLOP per clock of ONE tensor/matrix core per precision (an FMA counts 2).
    std::array<std::optional<double>, kAllPrecisions.size()> tensorCoreFlopsPerClock {};
    /// MMA instruction tile per precision (absent where no MMA instruction exists).
    QMap<Precision, MmaShape> mmaShapes;

    friend bool operator==(const GpuGeometry&, const GpuGeometry&) = default;
};

/// The geometry of a systolic-array chip (TPU TensorCore + MXUs, Trainium NeuronCore + Tensor
/// Engine, Gaudi MME). Absent fields: not published.
struct SystolicGeometry
{
    std::optional<int> coresPerChip; ///< TPU TensorCores, NeuronCores, Gaudi MMEs (as 1 unit each)
    std::optional<int> matrixUnitsPerCore; ///< TPU MXUs per TensorCore
    std::optional<int> matrixUnitRows; ///< processing elements per column of one matrix unit
    std::optional<int> matrixUnitColumns;
    std::optional<int> vectorLanes; ///< vector unit width (TPU VPU: 128 lanes × 8 sublanes)
    std::optional<int> vectorSublanes;
    /// Whether a matrix unit holds two tiles of stationary weights, shifting the next in while
    /// it computes with the current one (TPU: Jouppi et al., ISCA 2017, §2). Without it, every
    /// fold waits for its weights, as SCALE-Sim's weight-stationary model does.
    bool doubleBufferedWeights = false;

    friend bool operator==(const SystolicGeometry&, const SystolicGeometry&) = default;
};

/// One level of on-chip memory. `kind` is one of "l2", "infinity-cache", "cmem", "vmem", "sbuf",
/// "sram" (a hardware cache for l2/infinity-cache, a software-managed scratchpad otherwise).
struct OnChipMemory
{
    QString kind;
    qint64 sizeBytes = 0; ///< per chip (all cores together)
    friend bool operator==(const OnChipMemory&, const OnChipMemory&) = default;
};

/// Scale-up and scale-out networking of one chip. Bandwidths are stored PER DIRECTION; the
/// direction the source quoted is kept so the conversion is auditable.
struct Interconnect
{
    QString name; ///< e.g. "NVLink 4 (18 links)"
    std::optional<double> bytesPerSecondPerDirection; ///< per chip, all scale-up links together
    QString quotedDirection; ///< "bidirectional", "unidirectional" or "unspecified" (as sourced)
    std::optional<int> linkCount;
    std::optional<double> linkLatencySeconds;
    QString topology; ///< one of Device::topologyNames()
    std::optional<int> domainChips; ///< chips in one scale-up domain
    QStringList torusShapes; ///< TPU slice shapes, e.g. "16x16", "4x4x4"
    QString scaleOutName; ///< e.g. "InfiniBand NDR", "DCN"
    std::optional<double> scaleOutBytesPerSecondPerDirection; ///< per chip
    /// Per-step latency of a collective over the scale-out network (the α of an α–β model).
    std::optional<double> scaleOutLatencySeconds;
    /// The chip's link to its host's memory (PCIe, NVLink-C2C), per direction: what offloaded
    /// activations cross (catalog `interconnect.host_gb_per_s_per_direction`).
    std::optional<double> hostBytesPerSecondPerDirection;
    /// Fraction of the per-direction scale-up rate a collective library sustains on large
    /// messages, in (0, 1] (NCCL models an NVLink lane at 20 of its 25 GB/s); unset: 0.8, see
    /// CollectiveModel::kDefaultLinkFraction.
    std::optional<double> achievableFraction;
    /// The scale-up switch reduces in the network (NVLink SHARP, NVSwitch gen 3 and later):
    /// an all-reduce may send each byte to the switch once instead of 2(n−1)/n times.
    bool inNetworkReduction = false;

    friend bool operator==(const Interconnect&, const Interconnect&) = default;
};

/// One published price per chip-hour.
struct PriceQuote
{
    QString kind; ///< "on-demand", "spot", "committed-1y", "committed-3y"
    double usdPerChipHour = 0.0;
    QString provider; ///< provider and instance, e.g. "AWS p4d.24xlarge / 8"
    QString date; ///< when the price was observed, e.g. "2025-02"
    QString region;
    QString source; ///< where the figure was read (a URL); also listed in Device::sources
    friend bool operator==(const PriceQuote&, const PriceQuote&) = default;
};

/// One published purchase price, per chip (issue 20, rent or buy).
struct PurchaseQuote
{
    double usdPerChip = 0.0;
    QString basis; ///< "list" (the vendor's price) or "reported" (press, analysts, resellers)
    /// What the price buys, e.g. "one eighth of a DGX H100 server, server included": whether a
    /// host, network and baseboard are in it matters when owning is compared with renting.
    QString what;
    QString date;
    QString source; ///< a URL; also listed in Device::sources
    /// The price buys a whole server's share (host, network, chassis), not the chip alone.
    bool includesServer = false;
    friend bool operator==(const PurchaseQuote&, const PurchaseQuote&) = default;
};

/// A reference a device's figures come from: a title plus a URL or document id, and optionally
/// the JSON fields it supports.
struct SourceRef
{
    QString title;
    QString url;
    QStringList fields;
    friend bool operator==(const SourceRef&, const SourceRef&) = default;
};

/// One accelerator of the catalog, in SI units (FLOP/s, bytes, bytes/s, Hz, W, s). A value type:
/// the performance engine, the simulators and the scaling model read it; nothing mutates it
/// after loading. Peaks are DENSE (never with structured sparsity) matrix-unit rates.
struct Device
{
    QString id; ///< stable slug, e.g. "h100-sxm"
    QString vendor;
    QString name;
    DeviceKind kind = DeviceKind::Gpu;
    int year = 0;

    /// Dense matrix-unit peak per precision, FLOP/s (INT8: OP/s). Absent: unsupported or unknown.
    /// A weight-only format (INT4) has none.
    std::optional<double> peakFlopsPerSecond(Precision precision) const
    {
        const auto i = static_cast<std::size_t>(precision);
        return i < m_peakFlopsPerSecond.size() ? m_peakFlopsPerSecond[i] : std::nullopt;
    }
    void setPeakFlopsPerSecond(Precision precision, std::optional<double> flopsPerSecond)
    {
        if (const auto i = static_cast<std::size_t>(precision); i < m_peakFlopsPerSecond.size())
            m_peakFlopsPerSecond[i] = flopsPerSecond;
    }
    /// The bf16 peak, else the fp16 peak: the rate the roofline ridge point is computed with.
    std::optional<double> halfPrecisionPeakFlopsPerSecond() const;

    /// Non-matrix (CUDA-core / vector-unit) FP32 rate, FLOP/s, FMA = 2. Absent for TPUs, whose
    /// VPU rate Google does not publish.
    std::optional<double> vectorFp32FlopsPerSecond;
    /// The best model FLOPs utilization a published training run reached on this chip
    /// (catalog `best_published_training_mfu`, cited), in (0, 1]. Not an engine input: an
    /// estimate above it carries the note `mfu-above-best-published`, because a prediction
    /// that beats every published run is more likely the model's optimism than the chip's.
    std::optional<double> bestPublishedTrainingMfu;

    std::optional<double> boostClockHz; ///< max boost clock
    std::optional<double> matrixClockHz; ///< clock the matrix peak is computed at, where stated
    /// Clock the chip runs at while its matrix units are fully loaded (dense GEMM under the
    /// power limit), as MEASURED by a cited source (catalog `clocks.sustained_matrix_mhz`, its
    /// note saying under which load). Absent where none is sourced: the engine then assumes the
    /// quoted peak is sustained. Never derived from the calibration measurements.
    std::optional<double> sustainedMatrixClockHz;
    /// Per precision: the best fraction of the matrix peak a published shape search measured on
    /// the device (catalog `matrix_achievable_fraction`, cited), in (0, 1]. It folds in the
    /// clock under a dense load and the kernel's own losses on its best shape.
    std::array<std::optional<double>, kAllPrecisions.size()> achievableMatrixFraction {};
    /// The fraction of the matrix peak a published benchmark of fused (flash) attention measured
    /// on the device, forward and backward (catalog `attention_achievable_fraction`, cited), in
    /// (0, 1]. Fused attention does two GEMMs (five backward) between softmax steps whose
    /// exponentials run on the special-function units, so it reaches less than a GEMM.
    std::optional<double> attentionForwardFraction;
    std::optional<double> attentionBackwardFraction;

    qint64 memoryCapacityBytes = 0; ///< device memory (HBM/GDDR), bytes
    QString memoryType; ///< e.g. "HBM3"
    double memoryBandwidthBytesPerSecond = 0.0;
    QList<OnChipMemory> onChipMemories;

    std::optional<GpuGeometry> gpu;
    std::optional<SystolicGeometry> systolic;

    /// Vendor TDP / TGP / TBP, W (catalog `power.tdp_w`).
    std::optional<double> tdpWatts;
    /// Idle power, W (`power.idle_w`): only where a publication measured it (TPU v3, v4).
    std::optional<double> idleWatts;
    /// The power at full load where no vendor TDP exists, W (`power.max_w`): the measured
    /// maximum (basis measured) or the estimate (basis estimated).
    std::optional<double> maxWatts;
    /// The measured mean power under production load, W (`power.mean_w`); shown, not used.
    std::optional<double> meanWatts;
    /// The range of the full-load power, W (`power.low_w`, `power.high_w`): required for an
    /// estimate, optional otherwise; low <= fullLoadWatts() <= high.
    std::optional<double> powerLowWatts;
    std::optional<double> powerHighWatts;
    /// The evidence of the power figure (`power.basis`); a file that gives only `tdp_w` reads
    /// as PowerBasis::Tdp. Absent: the device has no power figure at all.
    std::optional<PowerBasis> powerBasis;

    /// The power the chip draws at full load, W, which the engine scales with utilization:
    /// maxWatts for a measured or estimated basis, tdpWatts for a TDP. Nothing without a figure.
    std::optional<double> fullLoadWatts() const;
    /// The low and high ends of fullLoadWatts(): the catalog range where given, else the point
    /// twice. Nothing without a figure.
    std::optional<std::pair<double, double>> fullLoadWattsRange() const;

    std::optional<Interconnect> interconnect;
    QList<PriceQuote> prices;
    /// Why no rental price is given (`price_unavailable`): never rented publicly, no citable
    /// price, ... Empty when there are prices or nothing is said.
    QString priceUnavailable;
    /// Purchase prices, the first one the owned cost uses (`purchase`).
    QList<PurchaseQuote> purchases;
    /// Why the device cannot be bought (`purchase_unavailable`), e.g. a cloud-only TPU.
    QString purchaseUnavailable;
    QList<SourceRef> sources;
    /// Per-figure notes keyed by JSON field path, e.g. "clocks.matrix_mhz" → "derived from ...".
    QMap<QString, QString> notes;

    /// The `base` this device was derived from in a user catalog; empty for complete entries.
    QString baseId;
    /// The file the device was loaded from (":/catalog/devices.json" for shipped devices).
    QString sourceFile;

    /// The clock the matrix peak is quoted at: matrixClockHz, else boostClockHz.
    std::optional<double> peakMatrixClockHz() const;
    /// The fraction of the matrix peak the chip sustains at `precision` under a dense load:
    /// achievableMatrixFraction where the catalog has one for the precision; else the measured
    /// fraction of the nearest measured precision on the same chip (borrowedMatrixFraction:
    /// the same silicon under the same power limit, an assumption); else
    /// sustainedMatrixClockHz / peakMatrixClockHz() clamped to (0, 1]. Nothing when none is
    /// sourced.
    std::optional<double> sustainedMatrixFraction(Precision precision) const;
    /// Where sustainedMatrixFraction(precision) comes from: "measured" (a shape search on this
    /// chip at this precision), "sibling" (another precision measured on this chip), "clock" (a
    /// sourced sustained clock), "assumed" (nothing: the quoted peak is taken as sustained).
    QString sustainedMatrixFractionEvidence(Precision precision) const;
    /// The measured precision whose achievable fraction `precision` borrows (see above):
    /// tf32, fp32 and fp16 from bf16 (then fp16), bf16 from fp16, fp8 from bf16, int8 from fp8
    /// (then bf16). Nothing when `precision` has its own measurement or none is near.
    std::optional<Precision> borrowedMatrixFraction(Precision precision) const;

    /// The fraction of the matrix peak fused attention sustains at `precision`, forward or
    /// backward: the catalog's measured figure, else sustainedMatrixFraction(precision) (1 when
    /// none) times the ratio of attention to GEMM measured on an H100 (kAssumedAttention...), an
    /// assumption. `measured` (optional) says which.
    double attentionFraction(Precision precision, bool backward, bool* measured = nullptr) const;
    /// Fused attention over a dense GEMM on an H100 SXM (bf16, head dim 128, sequence 4k):
    /// cuDNN's 609 (forward) and 499 (backward) TFLOP/s (Shah et al., FlashAttention-3,
    /// arXiv 2407.08608, its head-dim-128 speed figures) over the chip's MAMF, 0.803 of 989.4
    /// TFLOP/s.
    static constexpr double kAssumedAttentionForwardToGemm = 609.0 / (0.803 * 989.4);
    static constexpr double kAssumedAttentionBackwardToGemm = 499.0 / (0.803 * 989.4);

    /// Peak / memory bandwidth for the half-precision peak, FLOP per byte (the roofline ridge).
    std::optional<double> ridgeFlopsPerByte() const;
    /// Sum of on-chip memory of one kind, bytes (0 when the device has none of that kind).
    qint64 onChipBytes(const QString& kind) const;
    /// First on-demand price, if any.
    std::optional<PriceQuote> onDemandPrice() const;

    /// Allowed `topology` strings.
    static QStringList topologyNames();
    /// Allowed on-chip memory `kind` strings.
    static QStringList onChipKindNames();
    /// Allowed price `kind` strings.
    static QStringList priceKindNames();

    friend bool operator==(const Device&, const Device&) = default;

private:
    std::array<std::optional<double>, kAllPrecisions.size()> m_peakFlopsPerSecond {};
};

} // namespace ts
