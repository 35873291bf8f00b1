// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineoptions.h"
#include "hardware/device.h"
#include "scaling/collectivemodel.h"
#include "validationdata.h"
#include "validationreport.h"

#include <optional>

namespace ts::validation {

/// The engine's value for one row, in the row's unit, or why there is none.
struct Prediction
{
    std::optional<double> value;
    NotExpressible reason = NotExpressible::None;
    QString detail;
    QStringList notes; ///< codes from validation::note

    static Prediction failed(NotExpressible reason, const QString& detail = {})
    {
        Prediction p;
        p.reason = reason;
        p.detail = detail;
        return p;
    }
};

/// Rebuilds one row as an engine input and predicts it. Each is a pure function of its inputs;
/// none reads a measured value. `unit` is the measurement's unit (TFLOP/s, TB/s, GB/s, ...).
namespace prediction {

/// A GEMM's achieved rate: FLOPs / (engine time, plus the host round trip when host-timed).
Prediction gemm(const GemmInput& input, const Device& device, const engine::EngineOptions& options,
    const QString& unit);
/// A STREAM-like kernel's bandwidth: bytes moved / engine time.
Prediction stream(const StreamInput& input, const Device& device,
    const engine::EngineOptions& options, const QString& unit);
/// "ttft_ms": the prefill step in ms. "generation_tokens_per_s": batch × generated / (prefill +
/// (generated − 1) decode steps): the first output token comes from the prefill, and the
/// engine's decode step already attends to the generation's average context.
Prediction inference(
    const InferenceInput& input, const Device& device, const engine::EngineOptions& options);
/// nccl-tests all_reduce_perf's bus bandwidth in GB/s: S / t × 2(n−1)/n, one group of all chips.
Prediction collective(const CollectiveInput& input, const Device& device);
/// A training step through the scaling model, in the row's metric (multichip.json's
/// description gives the FLOP conventions).
Prediction training(const TrainingInput& input, const Device& device);
/// XLA's matmul table: TFLOP/s = 2·batch·m·n·k / engine time (kernel-timed, no host call).
Prediction xlaMatmul(
    const XlaMatmul& row, const Device& device, const engine::EngineOptions& options);
/// XLA's all-reduce table: algorithm bandwidth bytes / time in GB/s, for one of `groups`
/// concurrent groups of consecutive ranks in a job of devicesPerGroup × groups chips. `tuning`:
/// the switched network's fitted constants (the fit tool varies them).
Prediction xlaAllReduce(
    const XlaAllReduce& row, const Device& device, const scaling::CollectiveTuning& tuning = {});
/// XLA's collectives table the same way: algorithm bandwidth tensorBytes / time in GB/s, the
/// collective model timing the op on S = tensorBytes (the all-gather's result, the
/// reduce-scatter's input, the all-to-all's buffer per GPU).
Prediction xlaCollective(
    const XlaCollective& row, const Device& device, const scaling::CollectiveTuning& tuning = {});
/// The collective model's name for an XLA opcode ("all-gather" → AllGather, ...); nothing for
/// an opcode it does not know.
std::optional<scaling::Collective> collectiveFromXlaOpcode(const QString& opcode);

} // namespace prediction

} // namespace ts::validation
