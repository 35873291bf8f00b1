// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "operator.h"

namespace ts {

QString opKindName(OpKind kind)
{
    switch (kind) {
    case OpKind::MatMul:
        return QStringLiteral("matmul");
    case OpKind::BatchedMatMul:
        return QStringLiteral("batched_matmul");
    case OpKind::Conv2d:
        return QStringLiteral("conv2d");
    case OpKind::FlashAttention:
        return QStringLiteral("flash_attention");
    case OpKind::Elementwise:
        return QStringLiteral("elementwise");
    case OpKind::Normalization:
        return QStringLiteral("normalization");
    case OpKind::Softmax:
        return QStringLiteral("softmax");
    case OpKind::Embedding:
        return QStringLiteral("embedding");
    case OpKind::MoeRouting:
        return QStringLiteral("moe_routing");
    case OpKind::OptimizerUpdate:
        return QStringLiteral("optimizer_update");
    case OpKind::Collective:
        return QStringLiteral("collective");
    }
    return QStringLiteral("unknown");
}

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Forward:
        return QStringLiteral("forward");
    case Phase::Recompute:
        return QStringLiteral("recompute");
    case Phase::BackwardData:
        return QStringLiteral("backward_data");
    case Phase::BackwardWeight:
        return QStringLiteral("backward_weight");
    case Phase::Backward:
        return QStringLiteral("backward");
    case Phase::Optimizer:
        return QStringLiteral("optimizer");
    case Phase::Prefill:
        return QStringLiteral("prefill");
    case Phase::Decode:
        return QStringLiteral("decode");
    }
    return QStringLiteral("unknown");
}

QString computeUnitName(ComputeUnit unit)
{
    return unit == ComputeUnit::Matrix ? QStringLiteral("matrix") : QStringLiteral("vector");
}

} // namespace ts
