// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "workload/parallelconfig.h"

#include "common/gemmshape.h"
#include "common/precision.h"
#include "io/diagnostic.h"
#include "workload/workloadspec.h"

#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <variant>

namespace ts::validation {

/// One published measurement of calibration.csv (resources/validation/README.md): what was
/// measured, its value and unit, and where it was published. Read only to compare.
struct Measurement
{
    QString id; ///< e.g. "GEMM-001"
    QString category; ///< gemm, memory_bandwidth, collective, training_e2e, ...
    QString deviceName; ///< as the source names it, e.g. "NVIDIA H100 SXM"
    QString metric;
    double value = 0; ///< > 0, in `unit`
    QString unit; ///< e.g. "TFLOP/s", "GB/s", "ms"
    QString source;
    QString notes;
    int line = 0; ///< in the CSV file
};

/// A single GEMM row (rows.json "gemm"). `hostTimed`: timed from Python around each synchronous
/// call, so EngineOptions::hostSynchronousCallSeconds is added to the kernel time.
struct GemmInput
{
    GemmShape shape;
    Precision precision = Precision::BF16;
    bool hostTimed = false;
};

/// A STREAM-like kernel (rows.json "stream"): arrays of `arrayBytes` read and written once.
struct StreamInput
{
    qint64 arraysRead = 0;
    qint64 arraysWritten = 0;
    qint64 arrayBytes = 0;
};

/// An inference row (rows.json "inference"): a preset at the row's batch, prompt, generated
/// tokens and precisions; `metric` is "ttft_ms" or "generation_tokens_per_s".
struct InferenceInput
{
    QString preset;
    QString metric;
    qint64 batch = 1;
    qint64 prompt = 1;
    qint64 generated = 1;
    qint64 tp = 1; ///< "tp": one copy of the model on a tensor-parallel group (default 1)
    Precision weightPrecision = Precision::BF16;
    Precision activationPrecision = Precision::BF16;
    /// "attention_kernel": the serving engine's decode kernel where the row names one (masked-mha
    /// for TensorRT-LLM before XQA); otherwise the stack's own.
    std::optional<AttentionKernel> attentionKernel;
};

/// An all-reduce of `messageBytes` over `chips` chips (multichip.json "collective"), reported as
/// NCCL's bus bandwidth in GB/s.
struct CollectiveInput
{
    qint64 chips = 1;
    qint64 messageBytes = 0;
};

/// A multi-chip training step (multichip.json "training"): a base preset with the row's model
/// dimensions, run settings and parallel split; `metric` is "step_s", "tokens_per_s_per_chip",
/// "maxtext_tflops_per_chip", "megatron_tflops_per_chip" or "nemo_tflops_per_chip".
struct TrainingInput
{
    QString basePreset;
    qint64 layers = 1;
    qint64 hidden = 1;
    qint64 heads = 1;
    qint64 kvHeads = 1;
    qint64 ffn = 1;
    qint64 vocab = 1;
    qint64 seq = 1;
    qint64 globalBatch = 1;
    qint64 microBatch = 1;
    Precision weightPrecision = Precision::BF16;
    Precision activationPrecision = Precision::BF16;
    /// "optimizer_precision": the optimizer's moments and master weights (default fp32; bf16
    /// where the optimizer updates bf16 weights in place, as PyTorch's AdamW on a bf16 model).
    Precision optimizerPrecision = Precision::FP32;
    RecomputePolicy recompute = RecomputePolicy::None;
    RematTensors customRemat; ///< "remat_custom", for recompute "custom" (workload files' keys)
    SoftwareStack stack = SoftwareStack::Fused; ///< "stack": "fused" (default) or "fsdp-eager"
    /// "attention_kernel": "library" or "flash-attention-2" where the row's software ran a
    /// kernel other than its stack's own (RunConfig::attentionKernel); absent: the stack's.
    std::optional<AttentionKernel> attentionKernel;
    bool unfusedAttention = false;
    qint64 headDim = 0; ///< "head_dim"; 0: hidden / heads
    /// The split's sizes under their JSON keys ("dp", "tp", "pp" required; "cp", "ep",
    /// "virtual_stages" default 1) and "zero" (default 0): ParallelDimension's table.
    ParallelConfig split;
    qint64 loraRank = 0; ///< "lora_rank": LoRA fine-tuning on frozen weights (0: none)
    bool loraAttention = true; ///< "lora_targets": all (default), attention or mlp
    bool loraMlp = true;
    bool tensorParallelOverlap = false;
    /// Megatron-style sequence parallelism ("sequence_parallel", default true; Megatron-LM
    /// before Korthikanti et al. 2022 had none).
    bool sequenceParallel = true;
    /// Gradient reduction overlapped with the backward pass ("overlap_grad_reduce", default
    /// true; Megatron-LM's local DDP all-reduces after the backward pass).
    bool overlapGradientReduce = true;
    QString metric;
};

/// How one calibration row is rebuilt as an engine input (rows.json or multichip.json); it
/// holds no measured value.
struct RowInput
{
    QString id;
    QString deviceId; ///< a catalog id
    QString caveat; ///< shown with the row when not empty
    std::variant<GemmInput, StreamInput, InferenceInput, CollectiveInput, TrainingInput> input;
};

/// One entry of XLA's H100 matmul table (xla-h100-matmul-bf16.csv): `batch` products of
/// m×k·k×n, kernel-timed. Its row id is "XLA-MM-b<batch>-<m>x<n>x<k>".
struct XlaMatmul
{
    GemmShape shape;
    Precision precision = Precision::BF16;
    double measuredTflops = 0; ///< 2·batch·m·n·k / kernel time / 1e12
    int line = 0;
};

/// One entry of XLA's H100 all-reduce table (xla-h100-allreduce.csv): `groups` concurrent
/// all-reduces of `bytes` over `devicesPerGroup` GPUs each, in one 8-GPU NVSwitch node. Its row
/// id is "XLA-AR-<devicesPerGroup>x<groups>-<bytes>".
struct XlaAllReduce
{
    qint64 bytes = 0;
    qint64 devicesPerGroup = 1;
    qint64 groups = 1;
    double timeSeconds = 0;
    int line = 0;
};

/// The file lines of the all-reduces that XLA's table generator profiled first for their set of
/// groups: the smallest size of each (devicesPerGroup, groups) series. The generator
/// (xla/tools/collective_perf_table_gen.cc, ComputeTable) loops over sizes outside the group
/// sets and runs each compiled collective five times with no warm-up run, so these are the
/// first calls on each new set of communicators.
QSet<int> firstProfiledAllReduces(const QList<XlaAllReduce>& rows);

/// One entry of XLA's H100 collectives table (xla-h100-collectives.csv): `groups` concurrent
/// all-gathers, reduce-scatters or all-to-alls over `devicesPerGroup` GPUs each, in one 8-GPU
/// NVSwitch node. Its row id is "XLA-AG-", "XLA-RS-" or "XLA-A2A-" then
/// "<devicesPerGroup>x<groups>-<tensorBytes>".
///
/// How the columns read (docs/validation.md, "XLA collectives"): XLA's generator
/// (xla/tools/collective_perf_table_gen.cc) sizes each op by one tensor, `full_tensor_bytes`
/// here: the all-gather's result, the reduce-scatter's input, the all-to-all's buffer on each
/// GPU. `shape_bytes` is the op's result as the profiler recorded it, so for a reduce-scatter it
/// is that tensor over n. The source stores tensor / runtime; the table's `time_us` is
/// shape_bytes over that rate, so a reduce-scatter ran n × time_us. Taken as the time of a
/// reduce-scatter of full_tensor_bytes, time_us would have groups of 4 move 1.15 TB/s per GPU,
/// 2.6× NVLink 4's 450 GB/s.
struct XlaCollective
{
    QString opcode; ///< "all-gather", "reduce-scatter" or "all-to-all"
    qint64 shapeBytes = 0; ///< shape_bytes: the op's result
    qint64 tensorBytes = 0; ///< full_tensor_bytes: the tensor the generator sized (S)
    qint64 devicesPerGroup = 1;
    qint64 groups = 1;
    double tableSeconds = 0; ///< time_us as the table gives it
    int line = 0;

    /// The time the op took: tableSeconds, × devicesPerGroup for a reduce-scatter.
    double runtimeSeconds() const;
    /// The algorithm bandwidth XLA measured, tensorBytes / runtimeSeconds() (= shape_bytes /
    /// time_us for every op).
    double algorithmBytesPerSecond() const { return double(tensorBytes) / runtimeSeconds(); }
};

/// The file lines of the first size XLA's generator profiled of each (opcode, devicesPerGroup,
/// groups) series of the collectives table: as for the all-reduces, the first call of each
/// compiled collective on its groups (see firstProfiledAllReduces()).
QSet<int> firstProfiledCollectives(const QList<XlaCollective>& rows);

/// Everything `tensorscope validate` checks the engine against, as loaded from one folder
/// (the shipped ":/validation", resources/validation/ in the source tree).
struct ValidationData
{
    QList<Measurement> measurements; ///< calibration.csv, then supplementary.csv, in file order
    QList<RowInput> inputs; ///< rows.json, then multichip.json
    /// Rows the engine cannot express yet, with the reason (English text from the data files).
    QMap<QString, QString> notExpressible;
    QList<XlaMatmul> xlaMatmuls;
    QList<XlaAllReduce> xlaAllReduces;
    QList<XlaCollective> xlaCollectives;
    QString xlaMatmulDevice; ///< catalog id (xla.json)
    QString xlaAllReduceDevice; ///< catalog id (xla.json) of both collective tables
    QMap<QString, QString> xlaCaveats; ///< row id → caveat (xla.json)
    /// Why the first size profiled for each set of groups is not scored (xla.json,
    /// `first_profiled_unscored`); empty: every row is scored. See firstProfiledAllReduces().
    QString xlaFirstProfiledUnscored;
    /// The same for the collectives table (xla.json, `first_profiled_collectives_unscored`);
    /// see firstProfiledCollectives().
    QString xlaFirstProfiledCollectivesUnscored;

    /// The input for row `id`, or nullptr (a linear search).
    const RowInput* input(const QString& id) const;
};

/// The loaded data and every problem found; valid rows load even when others are broken.
struct ValidationLoadResult
{
    ValidationData data;
    io::Diagnostics diagnostics;
};

/// Loads the validation data. Malformed rows are dropped with a diagnostic naming the file, the
/// line and the field (for CSV the column name stands where JSON files have a JSON path); nothing
/// here aborts. Each file is read in one linear pass.
class ValidationDataLoader
{
public:
    /// The shipped data, compiled into tensorscope_core.
    static QString shippedFolder() { return QStringLiteral(":/validation"); }

    /// Loads calibration.csv, rows.json, multichip.json, xla.json and the three XLA tables from
    /// `folder`.
    static ValidationLoadResult load(const QString& folder = shippedFolder());

    /// A user's own measurements (`tensorscope validate --data`): `csvPath` in calibration.csv's
    /// columns (resources/validation/README.md), `inputsPath` a rows.json-style file saying how
    /// each row is rebuilt (any input kind: gemm, stream, inference, collective, training) or
    /// why it cannot be. Nothing else is loaded; nothing is fitted to these rows.
    static ValidationLoadResult loadUser(const QString& csvPath, const QString& inputsPath);
    /// The inputs file of a user's CSV when none is named: the CSV's path with ".json" in place
    /// of ".csv" (any case), or appended when it does not end in ".csv".
    static QString defaultInputsPath(const QString& csvPath);

    /// The parsers, one per file, for tests and fuzzing. `file` names the source in diagnostics.
    static QList<Measurement> parseCalibrationCsv(
        const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics);
    static QList<XlaMatmul> parseXlaMatmulCsv(
        const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics);
    static QList<XlaAllReduce> parseXlaAllReduceCsv(
        const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics);
    /// xla-h100-collectives.csv: checks that shape_bytes = shape_elems × the element size and
    /// that full_tensor_bytes = shape_bytes (all-gather, all-to-all) or shape_bytes × devices
    /// (reduce-scatter); a row that breaks either is dropped (Inconsistent).
    static QList<XlaCollective> parseXlaCollectivesCsv(
        const QByteArray& bytes, const QString& file, io::Diagnostics& diagnostics);
};

} // namespace ts::validation
