// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workload.h"

#include <utility>

namespace ts {

Workload::Workload(WorkloadSpec spec, Contents contents, double flopsPerStep, double bytesPerStep)
    : m_spec(std::move(spec))
    , m_contents(std::move(contents))
    , m_flopsPerStep(flopsPerStep)
    , m_bytesPerStep(bytesPerStep)
{ }

qint64 Workload::decodeSteps() const
{
    if (m_spec.type != ModelType::Transformer || !m_spec.transformer.causal)
        return 0;
    return m_spec.run.generatedTokens;
}

MemoryFootprint Workload::memoryFootprint(const ParallelConfig& split) const
{
    return MemoryFootprint::compute(m_contents.memory, split);
}

} // namespace ts
