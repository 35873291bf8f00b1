// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "workload.h"

namespace ts {

/// Builds a bottleneck ResNet (He et al. 2016) in the torchvision layout ("v1.5": the stride
/// of a downsampling block is on its 3×3 convolution, which gives ResNet-50 its 4.1 GMACs at
/// 224×224 rather than the paper's 3.8). Stem 7×7/2 conv, 3×3/2 max-pool, stages of
/// bottlenecks (1×1, 3×3, 1×1 ×4, projection shortcut on the first block), global average
/// pool, fully connected classifier. Each stage's first block is stored once and the identical
/// remaining blocks once with a count. Batch = images; a training step runs micro-batches.
class ResNetBuilder
{
public:
    static std::optional<Workload::Contents> build(const WorkloadSpec& spec, QString* overflowAt);
    /// Convolution weights, BatchNorm scale and shift, classifier weights and bias.
    static CheckedInt parameterCount(const ResNetConfig& config);
};

} // namespace ts
