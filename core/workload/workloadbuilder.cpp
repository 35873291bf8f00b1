// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadbuilder.h"

#include "customworkloadbuilder.h"
#include "mlpbuilder.h"
#include "resnetbuilder.h"
#include "transformerbuilder.h"

namespace ts {

WorkloadBuildResult WorkloadBuilder::build(const WorkloadSpec& spec, const QString& file)
{
    WorkloadBuildResult result;
    result.diagnostics = spec.validate(file);
    if (io::hasErrors(result.diagnostics))
        return result;

    QString overflowAt;
    std::optional<Workload::Contents> contents;
    switch (spec.type) {
    case ModelType::Transformer:
        contents = TransformerBuilder::build(spec, &overflowAt);
        break;
    case ModelType::ResNet:
        contents = ResNetBuilder::build(spec, &overflowAt);
        break;
    case ModelType::Mlp:
        contents = MlpBuilder::build(spec, &overflowAt);
        break;
    case ModelType::Custom:
        contents = CustomWorkloadBuilder::build(spec, &overflowAt);
        break;
    }

    CheckedInt flops = 0;
    CheckedInt bytes = 0;
    bool memoryOverflow = false;
    if (contents) {
        for (const Operator& op : contents->ops) {
            flops += CheckedInt(op.flops) * op.count;
            bytes += CheckedInt(op.bytes()) * op.count;
        }
        MemoryFootprint::compute(contents->memory, ParallelConfig {}, &memoryOverflow);
        if (flops.overflow())
            overflowAt = QStringLiteral("FLOPs per step");
        else if (bytes.overflow())
            overflowAt = QStringLiteral("bytes per step");
        else if (memoryOverflow)
            overflowAt = QStringLiteral("memory footprint");
    }
    if (!contents || flops.overflow() || bytes.overflow() || memoryOverflow) {
        io::Diagnostic d;
        d.code = io::DiagnosticCode::Overflow;
        d.file = file;
        d.jsonPath = QStringLiteral("$.model");
        d.expected = QStringLiteral("sizes whose FLOPs, bytes and parameters fit 64-bit integers");
        d.found = QStringLiteral("overflow in %1").arg(overflowAt);
        result.diagnostics.append(d);
        return result;
    }
    result.workload = Workload(spec, std::move(*contents), flops.value(), bytes.value());
    return result;
}

} // namespace ts
