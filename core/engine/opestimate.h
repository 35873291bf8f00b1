// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "common/precision.h"
#include "executionmodelinfo.h"
#include "losses.h"
#include "workload/operator.h"

#include <QString>

namespace ts::engine {

/// Which limit an operator's time is spent against.
enum class Bound { Compute, Memory, Communication, Overhead };

/// "compute", "memory", "communication", "overhead".
QString boundName(Bound bound);

/// How long one operator takes on one device, and why. Times are for ONE execution; `count`
/// executions happen per step.
struct OpEstimate
{
    QString name;
    OperatorRole role = OperatorRole::Other; ///< the operator's (Operator::role)
    OperatorSection section = OperatorSection::Output;
    OpKind kind = OpKind::Elementwise;
    Phase phase = Phase::Forward;
    ComputeUnit unit = ComputeUnit::Vector;
    qint64 count = 1;
    Precision precision = Precision::BF16; ///< as the workload asked
    Precision ranAs = Precision::BF16; ///< the rate used (differs when the device lacks one)
    double flops = 0;
    double bytes = 0; ///< DRAM traffic the time is computed with
    double peakFlopsPerSecond = 0; ///< the roof used: matrix peak or vector rate
    double computeSeconds = 0;
    double memorySeconds = 0;
    double communicationSeconds = 0;
    double overheadSeconds = 0;
    /// DRAM traffic that cannot overlap the compute (a tiled GEMM's C stores after its main
    /// loop); part of `bytes`, not of memorySeconds.
    double epilogueSeconds = 0;
    /// Weight-only quantization: the vector work of dequantizing the weights as they are loaded,
    /// part of computeSeconds (docs/serving.md, "Weight-only quantization").
    double dequantizationSeconds = 0;
    double timeSeconds = 0; ///< overhead + max(compute, memory, communication) + epilogue
    Bound bound = Bound::Compute;
    /// Which model timed the compute (its id, losses and mapping counts described): "gpu-tiles",
    /// "systolic-folds", "roofline" (a matrix op on a device without published geometry: peak
    /// rate, no losses), "vector" (vector-unit rate), or a registered model. Static data.
    const ExecutionModelInfo* model = nullptr;
    /// The losses the model named, each a factor in (0, 1].
    Losses losses;
    /// How the model mapped the operator (CTA tile and waves, folds, ...), for explanations.
    Mapping mapping;

    /// The model's stable id ("gpu-tiles", ...); empty before an estimate.
    QString modelId() const { return model ? QString(model->id) : QString(); }
    double arithmeticIntensity() const { return bytes > 0 ? flops / bytes : 0; }
    /// Achieved FLOP/s over the roof used.
    double fractionOfPeak() const
    {
        return timeSeconds > 0 && peakFlopsPerSecond > 0 ? flops / timeSeconds / peakFlopsPerSecond
                                                         : 0;
    }
};

} // namespace ts::engine
