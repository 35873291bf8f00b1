// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "executionmodel.h"

#include "devicerates.h"

namespace ts::engine {

ExecutionModel::ExecutionModel(const Device& device, const EngineOptions& options)
    : m_vectorFlopsPerSecond(DeviceRates::vectorFlopsPerSecond(device))
    , m_overheadSeconds(DeviceRates::launchesKernels(device)
              ? options.gpuLaunchOverheadSeconds
              : options.systolicDispatchOverheadSeconds)
{ }

VectorTiming ExecutionModel::timeVector(const Operator& op) const
{
    VectorTiming t;
    t.peakFlopsPerSecond = m_vectorFlopsPerSecond.value_or(0);
    t.computeSeconds = t.peakFlopsPerSecond > 0 ? double(op.flops) / t.peakFlopsPerSecond : 0;
    return t;
}

const ExecutionModelInfo& ExecutionModel::vectorInfo()
{
    static const ExecutionModelInfo info {
        QLatin1StringView("vector"),
        QT_TRANSLATE_NOOP("ExecutionModel", "Vector units"),
        QT_TRANSLATE_NOOP("ExecutionModel",
            "FLOPs at the vector rate (CUDA cores, or the VPU lanes of a systolic chip)"),
        {},
        {},
    };
    return info;
}

const ExecutionModelInfo& ExecutionModel::servingAttentionInfo()
{
    static const ExecutionModelInfo info {
        QLatin1StringView("serving-attention"),
        QT_TRANSLATE_NOOP("ExecutionModel", "Serving attention"),
        QT_TRANSLATE_NOOP("ExecutionModel",
            "Paged, split-KV attention as serving engines run it: the larger of the KV cache's "
            "bytes at the achievable bandwidth and the FLOPs at the fused-attention rate"),
        {},
        {},
    };
    return info;
}

} // namespace ts::engine
