// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "workload.h"

namespace ts {

/// Builds a plain multi-layer perceptron: one linear layer per width, ReLU between layers, a
/// softmax cross-entropy loss when training. Batch = samples; a training step runs micro-batches.
class MlpBuilder
{
public:
    static std::optional<Workload::Contents> build(const WorkloadSpec& spec, QString* overflowAt);
    static CheckedInt parameterCount(const MlpConfig& config);
};

} // namespace ts
