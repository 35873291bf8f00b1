// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

namespace ts::engine {

/// The efficiency losses behind an operator's compute time, each a factor in (0, 1] (1: no
/// loss). GPUs use tile, wave, alignment and shared-memory staging; systolic chips padding,
/// fill/drain and distribution; both the sustained fraction.
struct LossFactors
{
    double tileQuantization = 1.0;
    double waveQuantization = 1.0;
    double alignment = 1.0;
    /// Warp-level MMA: the tensor cores wait on shared memory when a small tile's operand reads
    /// and stores need more bank cycles than its MMAs take.
    double sharedMemory = 1.0;
    double padding = 1.0;
    double fillDrain = 1.0;
    double distribution = 1.0;
    double sustained = 1.0;

    double product() const
    {
        return tileQuantization * waveQuantization * alignment * sharedMemory * padding * fillDrain
            * distribution * sustained;
    }
};

} // namespace ts::engine
