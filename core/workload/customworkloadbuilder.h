// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "workload.h"

namespace ts {

/// Builds a workload from a user-typed list of GEMMs and convolutions, with the shapes exactly
/// as typed (the run's batch and sequence length do not apply; each op has its own count). A
/// GEMM with batch 1 is a linear layer whose k×n operand is a weight; a GEMM with batch > 1 is a
/// batched product of activations (no parameters); convolution filters are weights. Training
/// adds the backward GEMMs and an Adam step over the weights.
class CustomWorkloadBuilder
{
public:
    static std::optional<Workload::Contents> build(const WorkloadSpec& spec, QString* overflowAt);
};

} // namespace ts
