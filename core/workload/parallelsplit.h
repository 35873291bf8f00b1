// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

namespace ts {

/// How a workload is divided over devices: data, tensor, pipeline and expert parallelism and the
/// ZeRO stage (Rajbhandari et al. 2020). The defaults describe a single device. The memory
/// footprint applies only what is unambiguous without a schedule (see MemoryFootprint); the
/// scaling model (issue 6) extends this type and adds the collectives.
struct ParallelSplit
{
    qint64 dp = 1; ///< data-parallel replicas
    qint64 tp = 1; ///< tensor-parallel width (Megatron, with sequence parallelism)
    qint64 pp = 1; ///< pipeline stages
    qint64 ep = 1; ///< expert-parallel width (MoE experts divided over it)
    int zeroStage = 0; ///< 0 none; 1 optimizer state, 2 + gradients, 3 + weights divided over dp

    qint64 devices() const { return dp * tp * pp; }
    friend bool operator==(const ParallelSplit&, const ParallelSplit&) = default;
};

} // namespace ts
